"""Why a hinted Cap Horn move is good, in a few words."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from capboard.games.cap_horn.route import remaining, rose_mask, spent_mask
from capboard.games.cap_horn.view import CapHornView
from capboard.ui.games import hint_words


def _route(view: CapHornView, seat: int) -> float:
    return remaining(view.ships[seat], rose_mask(view.roses[seat]), spent_mask(view.roses))


def hint_reason(before: CapHornView, after: CapHornView, seat: int) -> str:
    """Winning, a wind rose taken, the way to the finish shortened; empty otherwise."""
    if after.winner == seat:
        return hint_words.wins()
    if len(after.roses[seat]) > len(before.roses[seat]):
        return QCoreApplication.translate("CapHorn", "takes a wind rose")
    if _route(after, seat) < _route(before, seat):
        return QCoreApplication.translate("CapHorn", "brings your ship nearer the finish")
    return ""
