"""Why a hinted Catan move is good, in a few words."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from capboard.games.catan.view import CatanView
from capboard.ui.games import hint_words


def hint_reason(before: CatanView, after: CatanView, seat: int) -> str:
    """Winning, points toward the target, a wonder's level, a warship, a fortress attacked or
    the lane sailed, the longest road or largest army taken, a longer road; empty otherwise."""
    if after.winner == seat:
        return hint_words.wins()
    if hint_words.gained(before.public_scores, after.public_scores, seat):
        return QCoreApplication.translate("Catan", "builds toward %1 points").replace(
            "%1", str(after.target)
        )
    if _levels(after, seat) > _levels(before, seat):  # The Wonders of Catan
        return QCoreApplication.translate("Catan", "builds your wonder")
    if after.fortress_wins:  # The Pirate Islands
        pirates = _pirate_reason(before, after, seat)
        if pirates:
            return pirates
    if after.longest_road_holder == seat != before.longest_road_holder:
        return QCoreApplication.translate("Catan", "takes the longest road")
    if after.largest_army_holder == seat != before.largest_army_holder:
        return QCoreApplication.translate("Catan", "takes the largest army")
    if hint_words.gained(before.road_lengths, after.road_lengths, seat):
        return QCoreApplication.translate("Catan", "makes your road longer")
    return ""


def _levels(view: CatanView, seat: int) -> int:
    """The levels of ``seat``'s wonder (0: none, or not The Wonders of Catan)."""
    return next((n for _, owner, n in view.wonders if owner == seat), 0)


def _pirate_reason(before: CatanView, after: CatanView, seat: int) -> str:
    """The Pirate Islands: a warship armed, one's fortress attacked, a ship on one's lane."""
    if hint_words.gained(before.warships, after.warships, seat):
        return QCoreApplication.translate("Catan", "arms a warship")
    if after.fortress_attacked and not before.fortress_attacked:
        return QCoreApplication.translate("Catan", "attacks your pirate fortress")
    if sum(s == seat for _, s in after.ships) > sum(s == seat for _, s in before.ships):
        return QCoreApplication.translate("Catan", "sails your lane toward your fortress")
    return ""
