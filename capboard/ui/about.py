"""The About box."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from capboard import __version__


def about_text() -> str:
    """The About box's text (rich text) in the current language."""
    return "<h2>Capboard {version}</h2><p>{what}</p><p>{how}</p>".format(
        version=__version__,
        what=QCoreApplication.translate(
            "About",
            "Board games for the whole family on one computer: pass and play, "
            "or play against the computer, offline, in English or French.",
        ),
        how=QCoreApplication.translate("About", "Free software under the MIT licence."),
    )


def show_about(parent: QWidget | None) -> None:
    """Show the About box."""
    QMessageBox.about(parent, QCoreApplication.translate("About", "About Capboard"), about_text())
