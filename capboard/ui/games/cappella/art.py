"""Cappella's pictures: one shared SVG renderer per token type and per building colour.

Every item that shows the same picture shares one :class:`QSvgRenderer`, so the art is parsed
once and stays crisp at any zoom (a :class:`QGraphicsSvgItem` redraws from the vector art).
Buildings are drawn in a neutral grey in their SVG files; the owner's colour replaces that grey
when the renderer for that colour is first asked for.
"""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtSvg import QSvgRenderer

from capboard.ui.games.pictures import Pictures

TOKEN_TYPES: tuple[str, ...] = ("wood", "stone", "gold", "village", "town", "water")
BUILDINGS: tuple[str, ...] = ("chapel", "church", "cathedral")

# The main colour of each token's disc, for glows and small marks drawn in code.
TOKEN_COLOURS: dict[str, str] = {
    "wood": "#4a8f3c",
    "stone": "#d9c8a0",
    "gold": "#e8c12e",
    "village": "#e58fb0",
    "town": "#8a5cb8",
    "water": "#3f8fd0",
}

_PICTURES = Pictures("cappella", darker=145)
token_renderer = _PICTURES.plain
"""The shared renderer of a token type's disc and symbol."""


def building_renderer(building: str, colour: QColor | None) -> QSvgRenderer:
    """The shared renderer of ``building`` drawn in ``colour`` (None: the neutral grey)."""
    if colour is None:
        return _PICTURES.plain(building)
    return _PICTURES.coloured(building, colour)
