"""What waits for a window's first paint: the first sight of it comes first."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class AfterFirstPaint(QObject):
    """Calls ``then`` once ``widget`` has painted for the first time (a moment later at the
    latest, should it never paint): what can wait does not delay the first sight of it."""

    LATEST_MS = 1000

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._then: Callable[[], None] | None = then
        widget.installEventFilter(self)
        QTimer.singleShot(self.LATEST_MS, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._then is not None and event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self, self._run)  # once this paint is over
        return False

    def _run(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            self.parent().removeEventFilter(self)
            then()
