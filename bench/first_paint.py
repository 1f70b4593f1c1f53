"""A child process of ``bench/app.py startup``: starts Capboard (or a bare PySide6 window), and
writes one line to standard output once the window's first paint is over, then one more after
a short settle with the peak memory, and exits.

    python bench/first_paint.py app|bare

The parent times from starting this process to reading the first line, so the interpreter's
own start-up counts for both. Nothing here is imported before the measured code but what both
need (QtCore, QtWidgets and the standard library). The paint is watched on the main window
alone (caught when it is shown): a watcher of every event of the application would tax the
bigger window's every event.
"""

from __future__ import annotations

import os
import resource
import sys
import time
from pathlib import Path

# The checkout this script belongs to, even if another Capboard is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

SETTLE_MS = 300
"""After the first paint, how long the start page stays up before its peak memory is read."""


def _peak_kib() -> int:
    """This process's peak memory (resident set) in KiB.

    Linux's VmHWM belongs to the process's own memory; ``getrusage`` would also count the
    parent's peak, which a child started by vfork and exec inherits."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


class FirstPaint(QObject):
    """Waits for the first paint of the main window, then reports."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = False
        self.watching = False

    def watch(self, widget: QWidget) -> None:
        if not self.watching and isinstance(widget, QMainWindow):
            self.watching = True
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.seen and event.type() == QEvent.Type.Paint:
            self.seen = True
            # Reported once the whole window is painted: after the paint events of this frame
            # (the window's own comes first, then its children's).
            QTimer.singleShot(0, self.painted)
        return False

    def painted(self) -> None:
        # The processor time spent so far too: steadier than the clock on a busy machine.
        sys.stdout.write(f"painted {_peak_kib()} {time.process_time():.4f}\n")
        sys.stdout.flush()
        QTimer.singleShot(SETTLE_MS, self.settled)

    def settled(self) -> None:
        sys.stdout.write(f"settled {_peak_kib()}\n")
        sys.stdout.flush()
        os._exit(0)


def main() -> None:
    which = sys.argv[1] if len(sys.argv) > 1 else "app"
    app = QApplication([sys.argv[0]])
    watcher = FirstPaint()
    show = QWidget.show

    def show_and_watch(widget: QWidget) -> None:
        watcher.watch(widget)
        show(widget)

    QWidget.show = show_and_watch  # type: ignore[method-assign]
    if which == "bare":
        from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

        window = QMainWindow()
        window.setCentralWidget(QGraphicsView(QGraphicsScene(window)))
        window.resize(1200, 800)
        window.show()
        app.exec()
    else:
        from capboard.cli import main as capboard_main

        capboard_main([])


if __name__ == "__main__":
    main()
