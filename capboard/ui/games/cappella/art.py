"""Cappella's pictures: one shared SVG renderer per token type and per building colour.

Every item that shows the same picture shares one :class:`QSvgRenderer`, so the art is parsed
once and stays crisp at any zoom (a :class:`QGraphicsSvgItem` redraws from the vector art).
Buildings are drawn in a neutral grey in their SVG files; the owner's colour replaces that grey
when the renderer for that colour is first asked for.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QColor
from PySide6.QtSvg import QSvgRenderer

from capboard.engine.assets import asset

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

# The placeholder greys of the building SVGs: body, then roofs and shade.
_OWNER_FILL = b"#b0b0b0"
_OWNER_SHADE = b"#7a7a7a"

_token_renderers: dict[str, QSvgRenderer] = {}
_building_renderers: dict[tuple[str, str], QSvgRenderer] = {}


def token_renderer(token: str) -> QSvgRenderer:
    """The shared renderer of a token type's disc and symbol."""
    renderer = _token_renderers.get(token)
    if renderer is None:
        renderer = QSvgRenderer(str(asset("cappella", f"{token}.svg")))
        _token_renderers[token] = renderer
    return renderer


def building_renderer(building: str, colour: QColor | None) -> QSvgRenderer:
    """The shared renderer of ``building`` drawn in ``colour`` (None: the neutral grey)."""
    name = colour.name() if colour is not None else ""
    key = (building, name)
    renderer = _building_renderers.get(key)
    if renderer is None:
        data = asset("cappella", f"{building}.svg").read_bytes()
        if colour is not None:
            shade = colour.darker(145).name().encode()
            data = data.replace(_OWNER_FILL, colour.name().encode()).replace(_OWNER_SHADE, shade)
        renderer = QSvgRenderer(QByteArray(data))
        _building_renderers[key] = renderer
    return renderer
