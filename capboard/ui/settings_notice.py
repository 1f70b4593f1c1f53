"""Telling the person that the settings file was damaged, once, in the window.

What could be read was kept (see :func:`capboard.controller.settings.read_settings`); the
person is told which went back to its default and where the damaged file was copied, in the
status bar; then the settings are written as they now are, so that the next start has
nothing to tell.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from capboard.controller.settings import Settings, SettingsDamage

_log = logging.getLogger(__name__)

SHOWN_MS = 120_000
"""How long the notice stays in the status bar (unless another message replaces it)."""


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
    """Show the notice in ``window``'s status bar, and (with ``persist``, and a copy of the
    damaged file kept) write ``settings`` over the damaged file."""
    window.statusBar().showMessage(damage_text(damage), SHOWN_MS)
    if not persist or damage.copy is None:
        return  # without a copy, the damaged file is the only one: it stays
    from capboard.controller.settings import save_settings

    try:
        save_settings(settings)
    except OSError as exc:
        _log.warning("cannot write the repaired settings: %s", exc)
