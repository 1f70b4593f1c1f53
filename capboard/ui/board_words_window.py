"""The window of Help > Describe the board: read-only text with the focus, not modal."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget


class BoardWordsWindow(QDialog):
    """The description of the board, read-only text with the focus; not modal."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.resize(640, 420)
        self.retranslateUi()

    def show_lines(self, lines: list[str]) -> None:
        """Show ``lines``, the cursor at the top, and give the text the focus."""
        self.text.setPlainText("\n".join(lines))
        self.text.moveCursor(self.text.textCursor().MoveOperation.Start)
        self.show()
        self.raise_()
        self.activateWindow()
        self.text.setFocus()

    def retranslateUi(self) -> None:
        """Set the fixed texts in the current language."""
        self.setWindowTitle(QCoreApplication.translate("BoardWords", "The board in words"))
        self.text.setAccessibleName(QCoreApplication.translate("BoardWords", "The board in words"))
