"""The About box (Help > About Capboard): the version, the licence, what Capboard runs on,
and who made its art and sounds."""

from __future__ import annotations

import html
import platform

import PySide6
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from capboard import __version__
from capboard.ui.fitting import widen_message_box

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


class AboutBox(QMessageBox):
    """The About box: the app's icon beside :func:`about_text`, and a Close button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutBox")
        self.setWindowTitle(QCoreApplication.translate("About", "About Capboard"))
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setText(about_text())
        icon = QApplication.windowIcon()
        if not icon.isNull():
            self.setIconPixmap(icon.pixmap(ICON_SIZE, ICON_SIZE))
        self.setStandardButtons(QMessageBox.StandardButton.Close)
        self.setEscapeButton(QMessageBox.StandardButton.Close)

    def showEvent(self, event: QShowEvent) -> None:
        widen_message_box(self)  # wider rather than taller than the screen, in large text
        super().showEvent(event)


def show_about(parent: QWidget | None) -> AboutBox:
    """Open the About box over ``parent`` (window-modal, without blocking); returns it."""
    box = AboutBox(parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
