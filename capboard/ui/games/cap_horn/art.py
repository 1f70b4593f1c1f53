"""Cap Horn's pictures: shared SVG renderers for the chart, the clippers, wind roses,
stations and the card back, and the colours of the game's stages and stations.

Clippers, roses and station buoys are drawn with placeholder greys in their SVG files; the
owner's (or station's) colour replaces them when the renderer for that colour is first asked
for, so every item that shows the same picture shares one parsed renderer.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from capboard.ui.games.cap_horn.chart import GAME
from capboard.ui.games.pictures import Pictures

PICTURES: tuple[str, ...] = ("chart", "clipper", "rose", "station", "card_back", "box")
COLOURED: tuple[str, ...] = ("clipper", "rose", "station")

STAGE_COLOURS: dict[str, QColor] = {
    "yellow": QColor("#f3c93c"),
    "blue": QColor("#3f8fdc"),
    "red": QColor("#e25a4c"),
}
"""The tint of each stage of the chart."""

ROSE_COLOURS: dict[str, QColor] = {
    "yellow": QColor("#f2c230"),
    "red": QColor("#d63a2f"),
    "green": QColor("#2f9a4a"),
}
"""The colours of stations and wind roses."""

CHART_MARGIN = 46.0
"""The chart's frame around the squares, in the SVG's units (100 to a square)."""

_PICTURES = Pictures(GAME)
renderer = _PICTURES.plain
"""The shared renderer of a picture as drawn in its file."""
coloured_renderer = _PICTURES.coloured
"""The shared renderer of a clipper, rose or station in a colour."""


def rose_colour(colour: str) -> QColor:
    """The colour of a wind rose or station by its name."""
    return QColor(ROSE_COLOURS.get(colour, QColor("#8a8178")))
