"""Canon Noir's :class:`~capboard.ui.games.base.GameUi`: what the shell asks of the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from capboard.engine.protocol import Action, Event, Outcome, Seat, View
from capboard.games.canon_noir.view import CanonNoirView
from capboard.ui.games.base import GameUi
from capboard.ui.games.canon_noir import box, hint, score, texts
from capboard.ui.games.canon_noir.scene import CanonNoirScene

if TYPE_CHECKING:
    from capboard.controller.settings import Settings


class CanonNoirUi(GameUi):
    """Canon Noir's name, art, words and board for the application shell."""

    game_id = "canon-noir"

    def title(self) -> str:
        """The game's name."""
        return box.title()

    def blurb(self) -> str:
        """One sentence for the start page."""
        return box.blurb()

    def create_scene(self, seat_colours: Sequence[QColor], settings: Settings) -> CanonNoirScene:
        """A new Canon Noir board."""
        return CanonNoirScene(seat_colours, settings)

    def listed_actions(self, view: View, legal: Sequence[Action]) -> list[Action]:
        """The keyboard list: every choice but the aiming grid, which the board's own
        keyboard control (arrows and Space) replaces."""
        assert isinstance(view, CanonNoirView)
        if view.phase == "fire":
            return []
        return super().listed_actions(view, legal)

    def describe_action(self, action: Action, view: View, names: list[str]) -> str:
        """An entry of the keyboard list, e.g. "Sail to F3 (3+5)"."""
        assert isinstance(view, CanonNoirView)
        return texts.describe_action(action, view, names)

    def format_event(self, event: Event, view: View, names: list[str]) -> str:
        """One line of the game log, with the players' names."""
        assert isinstance(view, CanonNoirView)
        return texts.format_event(event, view, names)

    def prompt(self, view: View, names: list[str]) -> str:
        """The status line, e.g. "Alice (north-west fleet) — roll the dice"."""
        assert isinstance(view, CanonNoirView)
        return texts.prompt(view, names)

    def score_lines(self, view: View, outcome: Outcome, seat: Seat) -> list[str]:
        """How the seat's final score was made."""
        assert isinstance(view, CanonNoirView)
        return score.score_lines(view, seat)

    def hint_reason(self, before: View, after: View | None, seat: Seat) -> str:
        """Why a hinted move is good, in a few words (see :mod:`.hint`)."""
        if not isinstance(before, CanonNoirView) or not isinstance(after, CanonNoirView):
            return ""
        return hint.hint_reason(before, after, seat)

    def player_lines(self, view: View, seat: Seat) -> list[str]:
        """Each fleet's ship, treasure on board and treasures banked; the pool."""
        assert isinstance(view, CanonNoirView)
        return texts.player_lines(view, seat)

    def outcome_reason(self, outcome: Outcome, view: View, names: list[str]) -> str:
        """Why the game ended, for the score screen."""
        assert isinstance(view, CanonNoirView)
        if view.winner is not None:
            fleets = [i for i, f in enumerate(view.fleets) if f.owner == view.winner]
            fleet = max(fleets, key=lambda i: view.fleets[i].banked, default=None)
            event = Event("game_over", {"seat": view.winner, "fleet": fleet})
            return texts.format_event(event, view, names)
        return QCoreApplication.translate("CanonNoir", "The game is over.")


GAME_UI = CanonNoirUi()
"""The game's ui, as the application shell asks for it."""
