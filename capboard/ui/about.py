"""The About box (Help > About Capboard): the version, the licence, what Capboard runs on,
and who made its art and sounds."""

from __future__ import annotations

import html
import platform

import PySide6
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from capboard import __version__
from capboard.ui.fitting import MESSAGE_WIDTH, FittedWhenShown, FittingScroll

ICON_SIZE = 96


def versions() -> dict[str, str]:
    """The versions of what this Capboard runs on: Qt (the library loaded, which may be newer
    than the one PySide6 was built with), PySide6 and Python."""
    return {
        "Qt": qVersion(),
        "PySide6": PySide6.__version__,
        "Python": platform.python_version(),
    }


def about_text() -> str:
    """The About box's text (rich text) in the current language."""
    runs_on = versions()
    what = QCoreApplication.translate(
        "About",
        "Board games for the whole family on one computer: pass and play, "
        "or play against the computer, offline, in English or French.",
    )
    licence = QCoreApplication.translate("About", "Free software under the MIT licence.")
    credits = [
        QCoreApplication.translate(
            "About", "Art: every board, piece, card and icon was drawn for Capboard (SVG)."
        ),
        QCoreApplication.translate(
            "About", "Sounds: synthesised for Capboard by a script of its own."
        ),
        QCoreApplication.translate("About", "Both are part of Capboard, under the same licence."),
    ]
    built_with = (
        QCoreApplication.translate("About", "Made with Qt %1 and PySide6 %2, running on Python %3.")
        .replace("%1", runs_on["Qt"])
        .replace("%2", runs_on["PySide6"])
        .replace("%3", runs_on["Python"])
    )
    return "".join(
        [
            f"<h2>Capboard {_escape(__version__)}</h2>",
            f"<p>{_escape(what)}</p>",
            f"<p>{_escape(licence)}</p>",
            "<p>" + "<br>".join(_escape(line) for line in credits) + "</p>",
            f"<p><small>{_escape(built_with)}</small></p>",
        ]
    )


def _escape(text: str) -> str:
    """Plain text (a translation, a version) made safe inside the rich text."""
    return html.escape(text, quote=False)


class AboutBox(FittedWhenShown, QDialog):
    """The About box: the app's icon beside :func:`about_text`, and a Close button.

    A dialog of its own rather than a :class:`QMessageBox`: Qt keeps a message box no wider
    than the screen less 480 pixels, so that at the largest text size (200% of a 16 pt system
    font) on a 1366×768 screen these words ran off its foot; here they scroll.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutBox")
        self.setWindowTitle(QCoreApplication.translate("About", "About Capboard"))
        self.icon = QLabel()
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        icon = QApplication.windowIcon()
        if not icon.isNull():
            self.icon.setPixmap(icon.pixmap(ICON_SIZE, ICON_SIZE))
        self.words = QLabel(about_text())
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.words.setWordWrap(True)
        self.words.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.words.setMinimumWidth(MESSAGE_WIDTH)
        self.scroll = FittingScroll(self.words)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        beside = QHBoxLayout()
        beside.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        beside.addSpacing(12)
        beside.addWidget(self.scroll, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(beside, 1)
        layout.addWidget(self.buttons)

    def text(self) -> str:
        """The rich text shown (:func:`about_text` in the language it was opened in)."""
        return self.words.text()

    def iconPixmap(self) -> QPixmap:
        """The app's icon as shown (empty without one)."""
        return self.icon.pixmap()

    def button(self, which: QDialogButtonBox.StandardButton) -> QPushButton:
        """The button of ``which`` (the only one: Close)."""
        return self.buttons.button(which)


def show_about(parent: QWidget | None) -> AboutBox:
    """Open the About box over ``parent`` (window-modal, without blocking); returns it."""
    box = AboutBox(parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
