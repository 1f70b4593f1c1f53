"""The dialog of an unexpected error: its details to copy into a bug report, and where the
log file is (see :mod:`capboard.ui.crash`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from capboard.ui.fitting import FittedWhenShown

__all__ = ["CrashDialog"]


class CrashDialog(FittedWhenShown, QDialog):
    """The details of an unexpected error, to copy, and where the log file is."""

    def __init__(self, details: str, log_file: Path | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.log_file = log_file
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.details = QPlainTextEdit(details)
        self.details.setReadOnly(True)
        self.details.setAccessibleName(self.tr("Technical details"))
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        fixed.setPointSizeF(self.font().pointSizeF())  # at the text size of the settings
        self.details.setFont(fixed)
        self.log_label = QLabel()
        self.log_label.setWordWrap(True)
        self.log_label.setTextFormat(Qt.TextFormat.PlainText)
        self.log_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton()
        self.buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.details, 1)
        layout.addWidget(self.log_label)
        layout.addWidget(self.buttons)
        self.resize(640, 420)
        self.retranslateUi()

    def copy_details(self) -> None:
        """Put the details on the clipboard, for a bug report."""
        QGuiApplication.clipboard().setText(self.details.toPlainText())
        self.copy_button.setText(self.tr("Copied"))

    def retranslateUi(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Capboard met an error"))
        self.message.setText(
            self.tr(
                "Something went wrong that Capboard did not expect. Any game in progress is "
                "saved: if Capboard stops, it will be offered back at the next start. Please "
                "report the error with the details below."
            )
        )
        self.copy_button.setText(self.tr("&Copy the details"))
        self.copy_button.setAccessibleDescription(
            self.tr("Puts the technical details on the clipboard, for a bug report")
        )
        self.details.setAccessibleDescription(self.tr("What the program was doing when it failed"))
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setAccessibleDescription(self.tr("Close this window"))
        if self.log_file is not None:
            self.log_label.setText(
                self.tr("More is in the log file: %1").replace("%1", str(self.log_file))
            )
        else:
            self.log_label.setText(self.tr("There is no log file (its folder cannot be written)."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
