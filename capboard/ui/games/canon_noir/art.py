"""Canon Noir's pictures: one shared SVG renderer per picture and per fleet colour.

Ships and ports are drawn with placeholder greys in their SVG files; the fleet's colour (its
player's seat colour) replaces them when the renderer for that colour is first asked for.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QColor
from PySide6.QtSvg import QSvgRenderer

from capboard.engine.assets import asset

GAME = "canon-noir"

SHIPS: tuple[str, ...] = ("caravel", "frigate", "raft")
PICTURES: tuple[str, ...] = (
    "sea",
    "island",
    "port",
    "cache",
    "black_cannon",
    *SHIPS,
    "chest",
    "cannon",
    "box",
)
COLOURED: tuple[str, ...] = ("port", *SHIPS)
"""The pictures drawn in a fleet's colour."""

_OWNER_FILL = b"#b0b0b0"
_OWNER_SHADE = b"#7a7a7a"

_plain: dict[str, QSvgRenderer] = {}
_coloured: dict[tuple[str, str], QSvgRenderer] = {}


def renderer(name: str) -> QSvgRenderer:
    """The shared renderer of a picture as drawn in its file."""
    found = _plain.get(name)
    if found is None:
        found = QSvgRenderer(str(asset(GAME, f"{name}.svg")))
        _plain[name] = found
    return found


def coloured_renderer(name: str, colour: QColor) -> QSvgRenderer:
    """The shared renderer of ``name`` (a ship or the port) in a fleet's ``colour``."""
    key = (name, colour.name())
    found = _coloured.get(key)
    if found is None:
        data = asset(GAME, f"{name}.svg").read_bytes()
        shade = colour.darker(150).name().encode()
        data = data.replace(_OWNER_FILL, colour.name().encode()).replace(_OWNER_SHADE, shade)
        found = QSvgRenderer(QByteArray(data))
        _coloured[key] = found
    return found
