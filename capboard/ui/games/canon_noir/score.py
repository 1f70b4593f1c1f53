"""How each Canon Noir score was made, for the score screen: each fleet's treasures banked."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from capboard.games.canon_noir.view import CanonNoirView
from capboard.ui.games.canon_noir.texts import fleet_corner, fleet_title


def score_lines(view: CanonNoirView, seat: int) -> list[str]:
    """A line per fleet of the seat: treasures banked in its port (and one still carried)."""
    lines = []
    for index, fleet in enumerate(view.fleets):
        if fleet.owner != seat:
            continue
        text = (
            QCoreApplication.translate("CanonNoir", "{fleet}: {banked} banked, one more on board")
            if fleet.treasure
            else QCoreApplication.translate("CanonNoir", "{fleet}: {banked} banked")
        )
        lines.append(text.format(fleet=fleet_title(fleet_corner(view, index)), banked=fleet.banked))
    return lines
