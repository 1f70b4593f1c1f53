"""Why a hinted Canon Noir move is good, in a few words."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from capboard.games.canon_noir.view import CanonNoirView
from capboard.ui.games import hint_words


def hint_reason(before: CanonNoirView, after: CanonNoirView, seat: int) -> str:
    """Winning, a treasure banked or taken on board; empty otherwise."""
    if after.winner == seat:
        return hint_words.wins()
    mine = [i for i, fleet in enumerate(before.fleets) if fleet.owner == seat]
    pairs = [(before.fleets[i], after.fleets[i]) for i in mine if i < len(after.fleets)]
    if any(now.banked > was.banked for was, now in pairs):
        return QCoreApplication.translate("CanonNoir", "brings a treasure home")
    if any(now.treasure and not was.treasure for was, now in pairs):
        return QCoreApplication.translate("CanonNoir", "takes a treasure on board")
    return ""
