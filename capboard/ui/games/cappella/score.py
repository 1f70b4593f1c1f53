"""How each Cappella score was made, for the score screen: the buildings, their points, and
the bonus for building next to water."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QCoreApplication

from capboard.games.cappella.board import cappella_data
from capboard.games.cappella.view import CappellaView
from capboard.ui.games.cappella.texts import building_title

BUILDINGS = ("chapel", "church", "cathedral")


def score_lines(view: CappellaView, seat: int) -> list[str]:
    """One line per kind of building the seat built (how many, how many points), then the
    water bonus if any."""
    data = cappella_data()
    built: Counter[str] = Counter()
    water = 0
    for cell, held in enumerate(view.buildings):
        if held is None or held[0] != seat:
            continue
        built[held[1]] += 1
        if any(view.tokens[n] == data.no_path_token for n in data.grid.neighbours[cell]):
            water += data.water_bonus
    lines = [
        QCoreApplication.translate("Cappella", "{building} × {count}: {points}").format(
            building=building_title(kind),
            count=built[kind],
            points=built[kind] * data.buildings[kind].points,
        )
        for kind in BUILDINGS
        if built[kind]
    ]
    if water:
        lines.append(
            QCoreApplication.translate("Cappella", "Next to water: +{points}").format(points=water)
        )
    return lines or [QCoreApplication.translate("Cappella", "No building")]
