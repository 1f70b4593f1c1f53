"""Catan's pictures: the SVG art of ``assets/catan`` (terrain, pieces, cards, icons) rendered
as vectors, recoloured per player, with drawn stand-ins for any file that is missing.

This module holds what every picture shares: the hex's size, the colours, the SVG files
(plain or recoloured for a player) and the fonts. The pictures themselves are grouped by what
they show: the hexes, number tokens and harbour signs in :mod:`.art_hexes`; the resource
icons and the cards in :mod:`.art_cards`; the buildings, roads, robber, dice, ships, pirate and
players' shapes in :mod:`.art_pieces`.

Everything is painted through :class:`QSvgRenderer` or :class:`QPainter` paths at paint time,
so the island stays sharp at every zoom: nothing is cached as a small picture and scaled up.
(The terrain art alone is rendered once per terrain and size on the screen, at the screen's own
resolution, and that picture shared by the hexes: see :mod:`.art_hexes`.)
Shapes are painted centred on the origin unless a rectangle is given.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor
from PySide6.QtSvg import QSvgRenderer

from capboard.engine.assets import asset
from capboard.ui import board_text

GAME = "catan"

HEX_R = 100.0
"""A hex's circumradius in scene units (that of the terrain art's viewBox)."""
HEX_W = HEX_R * math.sqrt(3)
"""A pointy-topped hex's width (173.205)."""

INK = QColor("#2b2620")
CREAM = QColor("#f5e9c8")
RED = QColor("#c0281e")
NEUTRAL = QColor("#8a8178")

TERRAIN_COLOURS: dict[str, QColor] = {
    "forest": QColor("#2f6b34"),
    "pasture": QColor("#8fc25a"),
    "fields": QColor("#e7c243"),
    "hills": QColor("#c2612f"),
    "mountains": QColor("#7f858c"),
    "desert": QColor("#e3cf98"),
    "gold": QColor("#e0b030"),
    "sea": QColor("#3c7fb6"),
    "fog": QColor("#b8bcc2"),
}
RESOURCE_COLOURS: dict[str, QColor] = {
    "brick": QColor("#b4482a"),
    "lumber": QColor("#2f6b34"),
    "wool": QColor("#9ccc65"),
    "grain": QColor("#e7c243"),
    "ore": QColor("#6f7880"),
}
TERRAIN_RESOURCE: dict[str, str] = {
    "forest": "lumber",
    "pasture": "wool",
    "fields": "grain",
    "hills": "brick",
    "mountains": "ore",
}

_PLAYER_FILL = b"#ff00ff"
_PLAYER_SHADE = b"#800080"


# -- SVG files --------
@cache
def _renderer(relative: str) -> QSvgRenderer | None:
    """The shared renderer of ``assets/catan/<relative>``, or None when it is missing."""
    path = asset(GAME, *relative.split("/"))
    if not path.is_file():
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


def svg(relative: str) -> QSvgRenderer | None:
    """The renderer of ``assets/catan/<relative>`` (e.g. ``terrain/forest.svg``), or None."""
    return _renderer(relative)


@cache
def _recoloured(relative: str, colour: str) -> QSvgRenderer | None:
    path = asset(GAME, *relative.split("/"))
    if not path.is_file():
        return None
    data = path.read_bytes()
    fill = QColor(colour)
    shade = fill.darker(160).name().encode()
    for token, value in ((_PLAYER_FILL, fill.name().encode()), (_PLAYER_SHADE, shade)):
        data = data.replace(token, value).replace(token.upper(), value)
    renderer = QSvgRenderer(QByteArray(data))
    return renderer if renderer.isValid() else None


def piece_svg(kind: str, colour: QColor) -> QSvgRenderer | None:
    """``pieces/<kind>.svg`` with the player's colour for ``#ff00ff`` and its darker shade for
    ``#800080`` (shared per colour), or None when the file is missing."""
    return _recoloured(f"pieces/{kind}.svg", QColor(colour).name())


def svg_aspect(renderer: QSvgRenderer) -> float:
    """The art's height over its width, read from its view box (or its size)."""
    box = renderer.viewBoxF()
    if box.isEmpty():
        size = renderer.defaultSize()
        return size.height() / size.width() if size.width() > 0 else 1.0
    return box.height() / box.width()


def fit_rect(renderer: QSvgRenderer, rect: QRectF) -> QRectF:
    """The largest rectangle of the art's proportions centred in ``rect``."""
    aspect = svg_aspect(renderer)
    w = rect.width()
    h = w * aspect
    if h > rect.height():
        h = rect.height()
        w = h / aspect if aspect > 0 else w
    return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)


# -- fonts --------
font = board_text.exact_font
"""A font of ``pixels`` height, as it is (the board's pieces are drawn at one size)."""


fitted_font = board_text.exact_fitted_font
"""A font of at most ``pixels`` in which ``text`` fits ``width`` (French runs longer)."""
