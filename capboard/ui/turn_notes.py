"""Two notes on the table between people's turns.

- :class:`PassBanner`: the move is made and another person plays next; the table stays in
  view a moment (or until a click) so the one who played sees what their move did, then the
  hand-over screen hides it.
- :class:`SinceBox`: beside the table when it opens for a person, what the others did since
  that person last had it (the same lines as the log), until they play or close it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from capboard.ui.log_panel import EventFormatter, LogPanel
from capboard.ui.plain import no_mnemonic


class PassBanner(QFrame):
    """ "Next: Bruno" above the board, with a button to pass on at once; emits :attr:`passed`
    when clicked."""

    passed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PassBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._name = ""
        self._seconds = 0.0
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.button = QPushButton()
        # A click, never a stray Enter: the last player may still be pressing keys.
        self.button.setAutoDefault(False)
        self.button.setDefault(False)
        self.button.clicked.connect(self.passed)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.button)
        self.hide()

    def show_next(self, name: str, seconds: float) -> None:
        """Show that ``name`` plays next; the table hides after ``seconds`` (0: on a click)."""
        self._name, self._seconds = name, seconds
        self.retranslateUi()
        self.show()

    def retranslateUi(self) -> None:
        """Set the texts in the current language."""
        if self._seconds > 0:
            text = self.tr(
                "%1 plays next. The table hides in %n second(s): look at what happened.",
                None,
                max(1, round(self._seconds)),
            )
        else:
            text = self.tr("%1 plays next. Look at what happened, then pass the computer on.")
        self.text.setText(text.replace("%1", self._name))
        self.button.setText(self.tr("Pass to %1 now").replace("%1", no_mnemonic(self._name)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


class SinceBox(QFrame):
    """ "Since your last turn": the log lines of what others did, with a button to close."""

    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SinceBox")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold;")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.close_button = QPushButton()
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.dismiss)
        self.lines = LogPanel()
        self.title.setBuddy(self.lines)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(head)
        layout.addWidget(self.lines)
        self.retranslateUi()
        self.hide()

    def show_entries(
        self,
        entries: Sequence[Any],
        formatter: EventFormatter,
        names: Sequence[str],
        icons: Sequence[QIcon],
    ) -> None:
        """Show these log entries (hidden when none gives a line)."""
        self.lines.configure(names, icons)
        self.lines.set_entries(entries, formatter)
        self.setVisible(self.lines.count() > 0)

    def dismiss(self) -> None:
        """Close the box (the person has read it, or played)."""
        if self.isVisible():
            self.hide()
            self.dismissed.emit()

    def retranslateUi(self) -> None:
        """Set the texts in the current language."""
        self.title.setText(self.tr("Since your last turn:"))
        self.close_button.setText(self.tr("OK"))
        self.close_button.setToolTip(self.tr("Close this list (the log keeps every move)"))
        self.lines.setAccessibleName(self.tr("What happened since your last turn"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
