"""Telling the person that the settings file was damaged, once, in the window.

What could be read was kept (see :func:`capboard.controller.settings.read_settings`); the
person is told that the others went back to their defaults and where the damaged file was
copied, in a notice at the foot of the window (wrapped, as a path is long; its text can be
selected and copied) that stays until they dismiss it; then the settings are written as they
now are, so that the next start has nothing to tell.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from capboard.controller.settings import Settings, SettingsDamage

_log = logging.getLogger(__name__)


class SettingsNotice(QWidget):
    """The notice in the status bar: the text, and OK to dismiss it (it is then deleted)."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsNotice")
        self.dismissed = False
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # a path is never markup
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.ok = QPushButton(QCoreApplication.translate("SettingsNotice", "OK"))
        self.ok.setAutoDefault(False)
        self.ok.clicked.connect(self.dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.ok, 0, Qt.AlignmentFlag.AlignVCenter)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The status bar sizes its widgets by their size hint, which for wrapped text guesses
        # a narrow width (hence too many lines): the height the text takes at this width.
        super().resizeEvent(event)
        layout = self.layout()
        height = layout.totalHeightForWidth(self.width()) if layout is not None else -1
        if height > 0 and height != self.height():
            self.setFixedHeight(height)

    def dismiss(self) -> None:
        """Take the notice away."""
        self.dismissed = True
        self.hide()
        self.deleteLater()


def damage_text(damage: SettingsDamage) -> str:
    """The translated notice for ``damage``."""
    if damage.reset:
        text = QCoreApplication.translate(
            "SettingsNotice",
            "Some settings could not be read and are back to their defaults;"
            " the other settings were kept.",
        )
    else:
        text = QCoreApplication.translate(
            "SettingsNotice", "The settings file could not be read; the defaults are used."
        )
    if damage.copy is not None:
        text += " " + QCoreApplication.translate(
            "SettingsNotice", "A copy of the damaged file was kept: %1"
        ).replace("%1", str(damage.copy))
    return text


def tell_settings_damage(
    window: QMainWindow, damage: SettingsDamage, settings: Settings, *, persist: bool
) -> None:
    """Show the notice at the foot of ``window`` (a :class:`SettingsNotice` in its status
    bar), and (with ``persist``, and a copy of the damaged file kept) write ``settings`` over
    the damaged file."""
    bar = window.statusBar()
    bar.addWidget(SettingsNotice(damage_text(damage), bar), 1)
    if not persist or damage.copy is None:
        return  # without a copy, the damaged file is the only one: it stays
    from capboard.controller.settings import save_settings

    try:
        save_settings(settings)
    except OSError as exc:
        _log.warning("cannot write the repaired settings: %s", exc)
