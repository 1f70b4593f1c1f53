"""The honeycomb in words, for "Describe the board": each player's paths and buildings by
the cells they join, then their supplies; everything in Cappella is public."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from capboard.games.cappella.view import CappellaView
from capboard.ui.games.cappella import texts


def describe_board(view: CappellaView, names: Sequence[str]) -> list[str]:
    """A line per player: their paths, their buildings, their supplies."""
    lines = []
    for seat, name in enumerate(names):
        parts = []
        paths = [
            f"{view.label(a)}–{view.label(b)}"
            for (a, b), owner in zip(view.sides, view.paths, strict=False)
            if owner == seat
        ]
        if paths:
            parts.append(
                QCoreApplication.translate("Cappella", "paths {sides}").format(
                    sides=", ".join(paths)
                )
            )
        for cell, built in enumerate(view.buildings):
            if built is not None and built[0] == seat:
                parts.append(
                    QCoreApplication.translate("Cappella", "{building} on {cell}").format(
                        building=texts.building_title(built[1]), cell=view.label(cell)
                    )
                )
        parts.extend(texts.player_lines(view, seat))
        lines.append(
            QCoreApplication.translate("Cappella", "{name}: {facts}.").format(
                name=name, facts=" · ".join(parts)
            )
        )
    return lines
