"""De Cape et d'Épée's :class:`~capboard.ui.games.base.GameUi`: what the shell asks of the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from capboard.engine.protocol import Action, Event, Outcome, Seat, View
from capboard.games.cape_epee.actions import (
    KeepObjectives,
    NoSlip,
    PlayCard,
    SlipCard,
    SwapObjectives,
)
from capboard.games.cape_epee.view import CapeEpeeView
from capboard.ui.games.base import GameUi
from capboard.ui.games.cape_epee import box, hint, score, texts
from capboard.ui.games.cape_epee.data import cards
from capboard.ui.games.cape_epee.scene import CapeEpeeScene

if TYPE_CHECKING:
    from capboard.controller.settings import Settings

_LIST_ORDER: tuple[type[Action], ...] = (SwapObjectives, KeepObjectives, SlipCard, NoSlip, PlayCard)


class CapeEpeeUi(GameUi):
    """De Cape et d'Épée's name, art, words and table for the application shell."""

    game_id = "cape-epee"

    def title(self) -> str:
        """The game's name."""
        return box.title()

    def blurb(self) -> str:
        """One sentence for the start page."""
        return box.blurb()

    def create_scene(self, seat_colours: Sequence[QColor], settings: Settings) -> CapeEpeeScene:
        """A new table."""
        return CapeEpeeScene(seat_colours, settings)

    def listed_actions(self, view: View, legal: Sequence[Action]) -> list[Action]:
        """Every legal action (at most 3 cards × 6 columns): choices first, then cards in
        the hand's order and columns left to right."""
        rank = {kind: i for i, kind in enumerate(_LIST_ORDER)}
        order = {card_id: i for i, card_id in enumerate(cards())}

        def key(action: Action) -> tuple[int, int, int]:
            card_id = getattr(action, "card", "")
            return (
                rank.get(type(action), len(rank)),
                order.get(card_id, -1),
                getattr(action, "column", -1),
            )

        return sorted(legal, key=key)

    def describe_action(self, action: Action, view: View, names: list[str]) -> str:
        """An entry of the keyboard list, e.g. "Play the King (20) under Combat 3"."""
        assert isinstance(view, CapeEpeeView)
        return texts.describe_action(action, view)

    def format_event(self, event: Event, view: View, names: list[str]) -> str:
        """One line of the game log, with the players' names."""
        assert isinstance(view, CapeEpeeView)
        return texts.format_event(event, view, names)

    def prompt(self, view: View, names: list[str]) -> str:
        """The status line, e.g. "Alice — play a card under an objective"."""
        assert isinstance(view, CapeEpeeView)
        return texts.prompt(view, names)

    def score_lines(self, view: View, outcome: Outcome, seat: Seat) -> list[str]:
        """How the seat's final score was made."""
        assert isinstance(view, CapeEpeeView)
        return score.score_lines(view, seat)

    def hint_reason(self, before: View, after: View | None, seat: Seat) -> str:
        """Why a hinted move is good, in a few words (see :mod:`.hint`)."""
        if not isinstance(before, CapeEpeeView) or not isinstance(after, CapeEpeeView):
            return ""
        return hint.hint_reason(before, after, seat)

    def player_lines(self, view: View, seat: Seat) -> list[str]:
        """Hand, pile, objectives won and score of ``seat``."""
        assert isinstance(view, CapeEpeeView)
        return texts.player_lines(view, seat)


GAME_UI = CapeEpeeUi()
"""The game's ui, as the application shell asks for it."""
