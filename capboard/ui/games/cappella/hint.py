"""Why a hinted Cappella move is good, in a few words."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from capboard.games.cappella.view import CappellaView
from capboard.ui.games import hint_words


def hint_reason(before: CappellaView, after: CappellaView, seat: int) -> str:
    """Winning, points scored, a building begun or finished; empty otherwise."""
    if after.is_over and after.scores[seat] > after.scores[1 - seat]:
        return hint_words.wins()
    points = hint_words.gained(before.scores, after.scores, seat)
    if points:
        return hint_words.scores(points)
    if before.build is None and after.build is not None:
        return QCoreApplication.translate("Cappella", "starts a building")
    return ""
