"""Cap Horn's :class:`~capboard.ui.games.base.GameUi`: what the shell asks of the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from capboard.engine.protocol import Action, Event, Outcome, Seat, View
from capboard.games.cap_horn.actions import (
    BuyCard,
    CoverCard,
    CrossFinish,
    EndTurn,
    Ignore,
    LayCard,
    Renounce,
    Sail,
    Sprint,
    Stay,
)
from capboard.games.cap_horn.view import CapHornView
from capboard.ui.games.base import GameUi
from capboard.ui.games.cap_horn import box, hint, score, texts
from capboard.ui.games.cap_horn.scene import CapHornScene

if TYPE_CHECKING:
    from capboard.controller.settings import Settings

_LIST_ORDER: tuple[type[Action], ...] = (
    CrossFinish,
    Sail,
    Ignore,
    Renounce,
    Stay,
    Sprint,
    LayCard,
    CoverCard,
    BuyCard,
    EndTurn,
)


class CapHornUi(GameUi):
    """Cap Horn's name, art, words and board for the application shell."""

    game_id = "cap-horn"

    def title(self) -> str:
        """The game's name."""
        return box.title()

    def blurb(self) -> str:
        """One sentence for the start page."""
        return box.blurb()

    def create_scene(self, seat_colours: Sequence[QColor], settings: Settings) -> CapHornScene:
        """A new Cap Horn table."""
        return CapHornScene(seat_colours, settings)

    def listed_actions(self, view: View, legal: Sequence[Action]) -> list[Action]:
        """Every legal action (a few dozen at most): moves first, then cards, then the rest."""
        rank = {kind: i for i, kind in enumerate(_LIST_ORDER)}
        return sorted(legal, key=lambda a: (rank.get(type(a), len(rank)), a.notation()))

    def costs(self, action: Action, view: View) -> bool:
        """Ignoring the card, sprinting and buying cost navigation points."""
        return isinstance(action, Ignore | Sprint | BuyCard)

    def describe_action(self, action: Action, view: View, names: list[str]) -> str:
        """An entry of the keyboard list, e.g. "Lay a 2 (↑ ↗) on K4"."""
        assert isinstance(view, CapHornView)
        return texts.describe_action(action, view)

    def format_event(self, event: Event, view: View, names: list[str]) -> str:
        """One line of the game log, with the players' names."""
        assert isinstance(view, CapHornView)
        return texts.format_event(event, view, names)

    def prompt(self, view: View, names: list[str]) -> str:
        """The status line, e.g. "Alice — lay cards or sail"."""
        assert isinstance(view, CapHornView)
        return texts.prompt(view, names)

    def score_lines(self, view: View, outcome: Outcome, seat: Seat) -> list[str]:
        """How the seat's final score was made."""
        assert isinstance(view, CapHornView)
        return score.score_lines(view, outcome, seat)

    def hint_reason(self, before: View, after: View | None, seat: Seat) -> str:
        """Why a hinted move is good, in a few words (see :mod:`.hint`)."""
        if not isinstance(before, CapHornView) or not isinstance(after, CapHornView):
            return ""
        return hint.hint_reason(before, after, seat)

    def player_lines(self, view: View, seat: Seat) -> list[str]:
        """Navigation points, cards in hand, wind roses and start square of ``seat``."""
        assert isinstance(view, CapHornView)
        return texts.player_lines(view, seat)


GAME_UI = CapHornUi()
"""The game's ui, as the application shell asks for it."""
