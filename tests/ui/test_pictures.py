"""The games' shared SVG pictures: one renderer per picture and colour, the owner's colour
painted where the art has its placeholder greys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from capboard.ui.games.pictures import Pictures

# A coloured picture of every game that draws pieces in the owner's colour.
COLOURED = [
    ("canon-noir", "caravel"),
    ("cap-horn", "clipper"),
    ("cappella", "chapel"),
    ("cape-epee", "card_back"),
]
OWNER = QColor("#d55e00")


def _colours(renderer) -> set[int]:
    image = QImage(96, 96, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, 96, 96))
    painter.end()
    return {image.pixel(x, y) & 0xFFFFFF for x in range(96) for y in range(96)}


@pytest.mark.parametrize(("game", "name"), COLOURED)
def test_the_owner_colour_replaces_the_placeholder_grey(qapp, game, name):
    pictures = Pictures(game)
    plain, coloured = _colours(pictures.plain(name)), _colours(pictures.coloured(name, OWNER))
    owner = OWNER.rgb() & 0xFFFFFF
    assert owner in coloured
    assert owner not in plain
    assert 0xB0B0B0 in plain
    assert 0xB0B0B0 not in coloured


def test_a_picture_is_parsed_once_per_colour(qapp):
    pictures = Pictures("canon-noir")
    assert pictures.plain("sea") is pictures.plain("sea")
    first = pictures.coloured("port", QColor(OWNER))
    assert pictures.coloured("port", QColor("#D55E00")) is first
    assert pictures.coloured("port", QColor("#0072b2")) is not first
