"""Render the application icon to PNG files of the usual sizes, from its SVG.

Run from the repository's top folder: ``python packaging/make_icons.py``. The SVG in
``assets/icons/`` is the one source; this copies it next to the PNGs it renders.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

SIZES = (16, 32, 48, 64, 128, 256, 512)

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "assets" / "icons" / "capboard.svg"
OUT = Path(__file__).resolve().parent / "icons"


def main() -> int:
    """Write ``packaging/icons/capboard.svg`` and ``capboard-<size>.png`` for every size."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"cannot read {SOURCE}", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, OUT / "capboard.svg")
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        target = OUT / f"capboard-{size}.png"
        if not image.save(str(target)):
            print(f"cannot write {target}", file=sys.stderr)
            return 1
        print(target.relative_to(ROOT))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
