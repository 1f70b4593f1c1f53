"""What the window needs of the settings before its first paint: the language and where the
window was, read from the settings file without the validation library.

Reading and validating every setting (:func:`capboard.controller.settings.load_settings`)
loads a validation library that costs more than the rest of the start-up: the start page does
without it, and the window validates the whole file the first time it needs a setting more
(a game started or opened, the settings dialog, closing). The two values read here are
checked as the full model checks them; when the whole file turns out not to be valid (some
other setting is damaged), the defaults win then, as :func:`load_settings` says, and the
window switches to the default language.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from capboard.controller import paths
from capboard.controller.atomic import read_limited

if TYPE_CHECKING:
    from capboard.controller.settings import Settings

MAX_SETTINGS_BYTES = 1024 * 1024
"""A settings file is a few hundred bytes; anything this big is not ours."""

LANGUAGES = ("system", "en", "fr")
"""The values the settings' ``language`` may take."""
MAX_GEOMETRY = 4096
"""The longest ``window_geometry`` the settings keep."""


class EarlySettings(NamedTuple):
    """The language and the window's place; :meth:`load` reads the full settings.

    ``path`` None stands for no file: the defaults.
    """

    language: str = "system"
    window_geometry: str | None = None
    path: Path | None = None

    def load(self) -> Settings:
        """Every setting, validated (the defaults when the file is missing or damaged)."""
        from capboard.controller.settings import Settings, load_settings

        return Settings() if self.path is None else load_settings(self.path)


def read_early_settings(path: Path | None = None) -> EarlySettings:
    """The language and the window's place from the settings file (the defaults when it is
    missing, unreadable, or holds a wrong value for either)."""
    path = path or paths.settings_path()
    defaults = EarlySettings(path=path)
    try:
        raw = json.loads(read_limited(path, MAX_SETTINGS_BYTES).decode("utf-8"))
    except (OSError, ValueError, RecursionError):  # missing, too large, not UTF-8 or JSON
        return defaults
    if not isinstance(raw, dict):
        return defaults
    language = raw.get("language", "system")
    geometry = raw.get("window_geometry")
    if not isinstance(language, str) or language not in LANGUAGES:
        return defaults
    if geometry is not None and (not isinstance(geometry, str) or len(geometry) > MAX_GEOMETRY):
        return defaults
    return EarlySettings(language, geometry, path)
