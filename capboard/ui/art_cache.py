"""Box art drawn once and kept as pixels in the cache folder.

Drawing the games' SVG box art is most of what the start page costs; the pixels it gives are
the same at every start. Each picture is kept as raw pixels (no image format to decode) with
what it was drawn from: the SVG file's size and time, the size in pixels and the byte order.
A picture whose key no longer matches is drawn again; a cache that cannot be read or written
is only a slower start, never an error.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QImage

from capboard.controller import paths
from capboard.controller.atomic import atomic_write, read_limited

VERSION = 1
"""Bump when the drawing of box art changes, so that pictures kept from before go."""
_FORMAT = QImage.Format.Format_ARGB32_Premultiplied
_MAX_BYTES = 4096 * 4096 * 4


def _key(svg: Path, width: int, height: int) -> bytes:
    stat = svg.stat()
    return (
        f"capboard-art {VERSION} {sys.byteorder} {width}x{height} "
        f"{stat.st_size} {stat.st_mtime_ns}\n"
    ).encode("ascii")


def cached_art(
    name: str, svg: Path, width: int, height: int, draw: Callable[[QImage], None]
) -> QImage:
    """The picture ``name`` of ``width`` x ``height`` pixels drawn from ``svg`` by ``draw``
    (given a transparent image), from the cache when it was drawn from this very file."""
    try:
        key = _key(svg, width, height)
    except OSError:
        key = None
    file = paths.cache_dir() / "art" / f"{name}-{width}x{height}.pixels"
    if key is not None:
        with contextlib.suppress(OSError):
            data = read_limited(file, _MAX_BYTES + len(key))
            if data.startswith(key) and len(data) == len(key) + width * height * 4:
                image = QImage(data[len(key) :], width, height, width * 4, _FORMAT)
                return image.copy()  # its own pixels, not the bytes read
    image = QImage(width, height, _FORMAT)
    image.fill(0)
    draw(image)
    if key is not None:
        with contextlib.suppress(OSError):
            atomic_write(file, key + bytes(image.constBits()))
    return image
