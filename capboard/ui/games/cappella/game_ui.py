"""Cappella's :class:`~capboard.ui.games.base.GameUi`: what the shell asks of the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from capboard.engine.protocol import Action, Event, Outcome, Seat, View
from capboard.games.cappella.view import CappellaView
from capboard.ui.games.base import GameUi
from capboard.ui.games.cappella import box, hint, score, texts
from capboard.ui.games.cappella.scene import CappellaScene

if TYPE_CHECKING:
    from capboard.controller.settings import Settings


class CappellaUi(GameUi):
    """Cappella's name, art, words and board for the application shell."""

    game_id = "cappella"

    def title(self) -> str:
        """The game's name."""
        return box.title()

    def blurb(self) -> str:
        """One sentence for the start page."""
        return box.blurb()

    def create_scene(self, seat_colours: Sequence[QColor], settings: Settings) -> CappellaScene:
        """A new Cappella board."""
        return CappellaScene(seat_colours, settings)

    def describe_action(self, action: Action, view: View, names: list[str]) -> str:
        """An entry of the keyboard list, e.g. "Lay a path C3–C4"."""
        assert isinstance(view, CappellaView)
        return texts.describe_action(action, view)

    def format_event(self, event: Event, view: View, names: list[str]) -> str:
        """One line of the game log, with the players' names."""
        assert isinstance(view, CappellaView)
        return texts.format_event(event, view, names)

    def prompt(self, view: View, names: list[str]) -> str:
        """The status line, e.g. "Alice — lay a path or build"."""
        assert isinstance(view, CappellaView)
        return texts.prompt(view, names)

    def score_lines(self, view: View, outcome: Outcome, seat: Seat) -> list[str]:
        """How the seat's final score was made."""
        assert isinstance(view, CappellaView)
        return score.score_lines(view, seat)

    def hint_reason(self, before: View, after: View | None, seat: Seat) -> str:
        """Why a hinted move is good, in a few words (see :mod:`.hint`)."""
        if not isinstance(before, CappellaView) or not isinstance(after, CappellaView):
            return ""
        return hint.hint_reason(before, after, seat)

    def player_lines(self, view: View, seat: Seat) -> list[str]:
        """Stock, reserve, paths on the board, buildings left and score of ``seat``."""
        assert isinstance(view, CappellaView)
        return texts.player_lines(view, seat)


GAME_UI = CappellaUi()
"""The game's ui, as the application shell asks for it."""
