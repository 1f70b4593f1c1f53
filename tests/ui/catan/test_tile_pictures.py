"""Catan's terrain art is rendered once per terrain and size on the screen and shared by the
hexes, and the shared picture is as sharp as the art rendered straight."""

from __future__ import annotations

import math
from collections import Counter

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter, QTransform
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from capboard.ui.games.catan import art_hexes
from capboard.ui.games.catan.art import HEX_R, svg
from capboard.ui.games.catan.hexes import TerrainItem


@pytest.fixture
def renders(qtbot, monkeypatch) -> Counter[str]:
    """How many times each terrain's art is rendered (by its view box, to tell the files apart),
    from a clean store of shared pictures."""
    art_hexes.clear_terrain_pictures()
    names = {}
    for terrain in ("forest", "sea", "fog"):
        renderer = svg(f"terrain/{terrain}.svg")
        assert renderer is not None
        names[id(renderer)] = terrain
    counts: Counter[str] = Counter()
    original = QSvgRenderer.render

    def counting(self, painter, *args):
        counts[names.get(id(self), "other")] += 1
        return original(self, painter, *args)

    monkeypatch.setattr(QSvgRenderer, "render", counting)
    yield counts
    art_hexes.clear_terrain_pictures()


def _paint(items: list[QGraphicsItem], transform: QTransform) -> QImage:
    """The items painted side by side through ``transform``, as the view's cache would."""
    image = QImage(1600, 700, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    for k, item in enumerate(items):
        painter.save()
        # Fractional offsets: hexes rarely sit on whole pixels.
        painter.translate(150.3 + 310.6 * k, 300.7)
        painter.setTransform(transform, combine=True)
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.restore()
    painter.end()
    return image


def test_hexes_of_one_terrain_share_one_picture(renders: Counter[str]) -> None:
    hexes = [TerrainItem(t, None, None) for t in ("forest", "forest", "sea", "sea", "forest")]
    _paint(hexes, QTransform.fromScale(1.4, 1.4))
    assert renders["forest"] == 1
    assert renders["sea"] == 1
    # Painted again at the same size (the view repainting): nothing is rendered again.
    _paint(hexes, QTransform.fromScale(1.4, 1.4))
    assert renders["forest"] == 1
    # Another zoom makes a picture of its own, again shared.
    _paint(hexes, QTransform.fromScale(2.0, 2.0))
    assert renders["forest"] == 2
    assert renders["sea"] == 2


def test_a_turning_hex_renders_its_art_straight(renders: Counter[str]) -> None:
    # A fog hex turning over is squeezed sideways: a shared picture would be resampled.
    hexes = [TerrainItem("fog", None, None), TerrainItem("fog", None, None)]
    _paint(hexes, QTransform.fromScale(0.4, 1.0))
    assert renders["fog"] == 2


@pytest.mark.parametrize(("scale", "ratio"), [(0.55, 1.0), (1.0, 1.0), (2.7, 1.0), (1.3, 2.0)])
def test_the_shared_picture_is_as_sharp_as_the_art(qtbot, scale: float, ratio: float) -> None:
    # ratio: a high-density screen's device pixel ratio.
    art_hexes.clear_terrain_pictures()
    renderer = svg("terrain/forest.svg")
    assert renderer is not None
    size = round((2 * HEX_R * scale + 8) * ratio)
    shared = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    straight = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    width = HEX_R * math.sqrt(3)
    for image, paint in (
        (shared, lambda p: art_hexes.paint_terrain(p, "forest")),
        (
            straight,
            lambda p: renderer.render(p, QRectF(-width / 2, -HEX_R, width, 2 * HEX_R)),
        ),
    ):
        image.setDevicePixelRatio(ratio)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The hex's corner on a whole pixel, so only the rounding of the picture's size
        # differs.
        painter.translate(4 + width / 2 * scale, 4 + HEX_R * scale)
        painter.scale(scale, scale)
        painter.setClipPath(art_hexes.hex_path(HEX_R))
        paint(painter)
        painter.end()
    # Blurred (a small picture scaled up) or shifted art would differ on every edge of the
    # trees; the same pixels differ only where the picture's size is rounded.
    total = 0
    count = 0
    for y in range(size // 4, 3 * size // 4):
        for x in range(size // 4, 3 * size // 4):
            a, b = shared.pixel(x, y), straight.pixel(x, y)
            total += sum(abs(((a >> s) & 255) - ((b >> s) & 255)) for s in (0, 8, 16))
            count += 3
    assert total / count < 4.0
    art_hexes.clear_terrain_pictures()
