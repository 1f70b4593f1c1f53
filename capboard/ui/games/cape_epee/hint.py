"""Why a hinted De Cape et d'Épée move is good, in a few words."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from capboard.games.cape_epee.view import CapeEpeeView
from capboard.ui.games import hint_words


def hint_reason(before: CapeEpeeView, after: CapeEpeeView, seat: int) -> str:
    """Winning, an objective won (with its points); empty otherwise."""
    if after.is_over and seat in after.winners:
        return hint_words.wins()
    if len(after.won[seat]) > len(before.won[seat]):
        return QCoreApplication.translate("CapeEpee", "wins an objective")
    points = hint_words.gained(before.scores, after.scores, seat)
    return hint_words.scores(points) if points else ""
