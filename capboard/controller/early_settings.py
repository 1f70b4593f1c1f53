"""What the window needs of the settings before its first paint: the language, where the
window was and the size of its texts, read from the settings file without the validation library.

Reading and validating every setting (:func:`capboard.controller.settings.load_settings`)
loads a validation library that costs more than the rest of the start-up: the start page does
without it, and the window validates the whole file the first time it needs a setting more
(a game started or opened, the settings dialog, closing). The values read here are
checked as the full model checks them, each alone: a wrong language does not lose the window's
place. When one is wrong, or the file cannot be read at all, :attr:`EarlySettings.damaged`
says so, for the window to validate the whole file and tell the person at once; a damage
only the full model sees (some other setting) is told when the window first validates it.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from capboard.controller import paths
from capboard.controller.atomic import read_limited

MAX_SETTINGS_BYTES = 1024 * 1024
"""A settings file is a few hundred bytes; anything this big is not ours."""

LANGUAGES = ("system", "en", "fr")
"""The values the settings' ``language`` may take."""
MAX_GEOMETRY = 4096
"""The longest ``window_geometry`` the settings keep."""
TEXT_SIZES = range(100, 201)
"""The values the settings' ``text_size`` may take (percent)."""


class EarlySettings(NamedTuple):
    """The language, the window's place and the text size (the full settings are read by
    :func:`~capboard.controller.settings.read_settings` from ``path``).

    ``path`` None stands for no file: the defaults. ``damaged``: the file is there but
    could not be read, or holds a wrong value for one of them.
    """

    language: str = "system"
    window_geometry: str | None = None
    path: Path | None = None
    damaged: bool = False
    text_size: int = 100
    """The size of the app's texts, in percent: the first paint is at that size."""


def read_early_settings(path: Path | None = None) -> EarlySettings:
    """The language, the window's place and the text size from the settings file (the
    defaults when it is missing or unreadable; the default of any whose value is wrong)."""
    path = path or paths.settings_path()
    try:
        text = read_limited(path, MAX_SETTINGS_BYTES).decode("utf-8")
    except FileNotFoundError:
        return EarlySettings(path=path)
    except (OSError, ValueError):  # unreadable, too large, not UTF-8
        return EarlySettings(path=path, damaged=True)
    import json  # here: the first start (no settings file yet) paints without it

    try:
        raw = json.loads(text)
    except (ValueError, RecursionError):  # not JSON
        return EarlySettings(path=path, damaged=True)
    if not isinstance(raw, dict):
        return EarlySettings(path=path, damaged=True)
    damaged = False
    language = raw.get("language", "system")
    if not isinstance(language, str) or language not in LANGUAGES:
        language, damaged = "system", True
    geometry = raw.get("window_geometry")
    if geometry is not None and (not isinstance(geometry, str) or len(geometry) > MAX_GEOMETRY):
        geometry, damaged = None, True
    text_size = raw.get("text_size", 100)
    if type(text_size) is not int or text_size not in TEXT_SIZES:
        text_size, damaged = 100, True
    return EarlySettings(language, geometry, path, damaged, text_size)
