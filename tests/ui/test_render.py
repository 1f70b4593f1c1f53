"""Offscreen renders of the table to PNG."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from capboard.ui.render import render_png, render_record
from tests.ui.helpers import IGNORE_OFFSCREEN

pytestmark = IGNORE_OFFSCREEN


def test_render_record_plays_the_asked_number_of_random_moves(toy_game: str) -> None:
    record = render_record(toy_game, 3, seed=9, moves=4)
    assert len(record.seats) == 3
    assert len(record.actions) == 4
    assert render_record(toy_game, 3, seed=9, moves=4).actions == record.actions
    assert len({seat.colour for seat in record.seats}) == 3


def test_render_png_writes_an_image_of_the_asked_size(
    qapp: QApplication, toy_game: str, tmp_path: Path
) -> None:
    out = tmp_path / "table.png"
    render_png(toy_game, 2, seed=1, moves=3, language="en", size=(900, 600), out=out)
    image = QImage(str(out))
    assert not image.isNull()
    assert (image.width(), image.height()) == (900, 600)
    # The picture is not blank: the board and panels put several colours on it.
    colours = {image.pixel(x, y) for x in range(0, 900, 37) for y in range(0, 600, 23)}
    assert len(colours) > 5
