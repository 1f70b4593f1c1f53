"""The hand-over screen: hides the whole table until the named player says they are there."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from capboard.ui import theme

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
        self.heading.setFont(theme.title_font(self.font(), 2.2))
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.explain = QLabel()
        self.explain.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.explain.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("HandoverButton")
        self.button.setDefault(True)
        self.button.setFont(theme.title_font(self.font(), 1.2))
        self.button.clicked.connect(self.confirmed)

        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.swatch, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(12)
        layout.addWidget(self.heading)
        layout.addWidget(self.explain)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
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
        self.button.setFocus()

    def retranslateUi(self) -> None:
        """Set every text in the current language."""
        self.heading.setText(self.tr("Pass the computer to %1").replace("%1", self._name))
        self.explain.setText(
            self.tr("The table stays hidden until %1 is ready.").replace("%1", self._name)
        )
        self.button.setText(self.tr("I am %1 — show my table").replace("%1", self._name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
