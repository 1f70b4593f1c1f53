"""The hand-over screen: hides the whole table until the named player says they are there,
and tells them what the others did since they last had the table (public events only: the one
who played last may still be looking)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QIcon, QShowEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from capboard.ui import theme
from capboard.ui.log_panel import EventFormatter, LogPanel
from capboard.ui.plain import no_mnemonic

SWATCH = 64


class HandoverScreen(QWidget):
    """A full page asking the computer to be passed to a player; emits :attr:`confirmed`."""

    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HandoverScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._name = ""
        self._colour = "#000000"
        self._seat = 0
        self.swatch = QLabel()
        self.swatch.setFixedSize(SWATCH, SWATCH)
        self.heading = QLabel()
        theme.set_heading_font(self.heading, 2.2)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.explain = QLabel()
        self.explain.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.explain.setWordWrap(True)
        self.explain.setTextFormat(Qt.TextFormat.PlainText)
        self.button = QPushButton()
        self.button.setObjectName("HandoverButton")
        # No default and no focus: a stray Enter from the last player must not open the
        # table; Tab reaches the button for those who play by keyboard.
        self.button.setAutoDefault(False)
        self.button.setDefault(False)
        theme.set_heading_font(self.button, 1.2)
        self.button.clicked.connect(self.confirmed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.recap_label = QLabel()
        self.recap_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.recap_label.setStyleSheet("font-weight: bold;")
        self.recap_label.setTextFormat(Qt.TextFormat.PlainText)
        self.recap = LogPanel()
        self.recap.setMinimumWidth(460)
        self.recap.setMaximumWidth(640)
        self.recap.setMinimumHeight(80)
        self.recap_label.setBuddy(self.recap)

        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.swatch, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(12)
        layout.addWidget(self.heading)
        layout.addWidget(self.explain)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(24)
        layout.addWidget(self.recap_label)
        layout.addWidget(self.recap, 2, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.retranslateUi()

    @property
    def player_name(self) -> str:
        """The name of the player asked to come to the screen."""
        return self._name

    def set_player(self, seat: int, name: str, colour: str) -> None:
        """Ask for this player."""
        self._seat, self._name, self._colour = seat, name, colour
        self.swatch.setPixmap(theme.swatch_pixmap(colour, seat, SWATCH, self.devicePixelRatioF()))
        self.retranslateUi()
        self.setFocus()

    def set_recap(
        self,
        entries: Sequence[Any],
        formatter: EventFormatter,
        names: Sequence[str],
        icons: Sequence[QIcon],
    ) -> None:
        """What happened since the player asked for last had the table (log entries, worded
        by ``formatter``); hidden when nothing did."""
        self.recap.configure(names, icons)
        self.recap.set_entries(entries, formatter)
        shown = self.recap.count() > 0
        self.recap.setVisible(shown)
        self.recap_label.setVisible(shown)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.setFocus()  # never the button (see above)

    def retranslateUi(self) -> None:
        """Set every text in the current language."""
        self.heading.setText(self.tr("Pass the computer to %1").replace("%1", self._name))
        self.swatch.setAccessibleName(theme.marker_name(self._colour, self._seat))
        self.swatch.setAccessibleDescription(
            self.tr("The colour and shape of %1 on the board").replace("%1", self._name)
        )
        self.explain.setText(
            self.tr("The table stays hidden until %1 is ready.").replace("%1", self._name)
        )
        # The screen itself has the focus (never the button): a screen reader says this.
        self.setAccessibleName(self.heading.text())
        self.setAccessibleDescription(self.explain.text())
        # A name is text: its "&" is no shortcut, on the button nor on the recap's label
        # (which names the recap for screen readers, as its buddy).
        shown = no_mnemonic(self._name)
        self.button.setText(self.tr("I am %1 — show my table").replace("%1", shown))
        self.recap_label.setText(
            self.tr("What happened since %1 last played:").replace("%1", shown)
        )
        self.button.setAccessibleDescription(
            self.tr("Shows the table of %1: only they should be looking").replace("%1", self._name)
        )
        self.recap.setAccessibleDescription(self.tr("The moves of the others, oldest first"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
