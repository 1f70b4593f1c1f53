"""Render the application icon, from its SVG, to every file a desktop or an installer needs.

Run from anywhere: ``python packaging/make_icons.py`` (needs only PySide6, which Capboard
already depends on). The SVG in ``assets/icons/`` (the one the window shows) is the one source;
this writes, under ``packaging/``:

- ``share/icons/hicolor/<N>x<N>/apps/<APP_ID>.png`` for every size of :data:`HICOLOR_SIZES`,
  and ``share/icons/hicolor/scalable/apps/<APP_ID>.svg`` (a copy of the SVG): the freedesktop
  icon theme layout, copied as it is by ``capboard install-desktop``, the Flatpak and distros;
- ``icons/capboard.ico`` (Windows: PNG images in an ICO container, Vista and later);
- ``icons/capboard.icns`` (macOS: PNG images in an ICNS container, OS X 10.7 and later).

``--out DIR`` writes the same tree under DIR instead (the tests compare it with the committed
files). Both containers are written here in a few lines of Python, so no image library beyond
Qt is needed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "assets" / "icons" / "capboard.svg"
PACKAGING = Path(__file__).resolve().parent

sys.path.insert(0, str(ROOT))
from capboard import APP_ID  # noqa: E402  (the checkout's package, not an installed one)

HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, and the pixel size of each (Apple's "@2x" types are the
# double of the size they are named after): 16, 32, 128, 256 and 512 points, at 1x and 2x.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"ic11", 32),
    (b"icp5", 32),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic13", 256),
    (b"ic08", 256),
    (b"ic14", 512),
    (b"ic09", 512),
    (b"ic10", 1024),
)


def hicolor_png(size: int) -> str:
    """Path of the PNG of this size, relative to the packaging folder."""
    return f"share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png"


HICOLOR_SVG = f"share/icons/hicolor/scalable/apps/{APP_ID}.svg"
ICO = "icons/capboard.ico"
ICNS = "icons/capboard.icns"


def render_png(size: int) -> bytes:
    """The icon drawn at ``size`` x ``size`` pixels, as PNG bytes (transparent corners)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise ValueError(f"cannot read {SOURCE}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG"):
        raise ValueError(f"cannot encode the {size} px icon")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding these PNG images (size -> PNG bytes), smallest first."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"an ICO image is 1 to 256 pixels wide, not {size}")
        data = pngs[size]
        side = 0 if size == 256 else size  # 0 stands for 256
        # width, height, colours in the palette (none), reserved, planes, bits per pixel,
        # size of the image data, where it starts
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file with one element of :data:`ICNS_TYPES` each, from PNGs by pixel size."""
    elements = [(kind, pngs[size]) for kind, size in ICNS_TYPES]
    toc = b"".join(kind + struct.pack(">I", 8 + len(data)) for kind, data in elements)
    body = b"TOC " + struct.pack(">I", 8 + len(toc)) + toc
    body += b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in elements)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_all(out: Path) -> list[Path]:
    """Write every icon file under ``out`` (laid out as ``packaging/``); returns their paths."""
    sizes = sorted({*HICOLOR_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(size) for size in sizes}
    written: list[Path] = []

    def write(relative: str, data: bytes) -> None:
        target = out / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        written.append(target)

    for size in HICOLOR_SIZES:
        write(hicolor_png(size), pngs[size])
    svg = out / HICOLOR_SVG
    svg.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, svg)
    written.append(svg)
    write(ICO, ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    write(ICNS, icns_bytes(pngs))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out", type=Path, default=PACKAGING, help="folder to write into (default: packaging/)"
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for path in write_all(args.out):
        print(path.relative_to(args.out).as_posix())
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
