"""Where Capboard keeps its files: settings, autosave, saves, the history of games, and a
cache of pictures drawn once.

The folders are the platform's per-user folders (through platformdirs). When the environment
variable ``CAPBOARD_HOME`` is set, everything goes under it instead (``config/``, ``data/`` and
``cache/``), so tests and portable installs never touch the real user folders.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "capboard"
HOME_ENV = "CAPBOARD_HOME"


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV)
    return Path(value) if value else None


def config_dir() -> Path:
    """The folder of the settings file (not created here)."""
    home = _home()
    if home is not None:
        return home / "config"
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    """The folder of the autosave, the saves and the history database (not created here)."""
    home = _home()
    if home is not None:
        return home / "data"
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def cache_dir() -> Path:
    """The folder of what Capboard can draw again if it goes (box art drawn once, as
    pixels); not created here."""
    home = _home()
    if home is not None:
        return home / "cache"
    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / "settings.json"


def autosave_path() -> Path:
    """The game in progress, rewritten after every action and offered back after a crash."""
    return data_dir() / "autosave.capboard"


def saves_dir() -> Path:
    """The default folder for games saved by hand."""
    return data_dir() / "saves"


def history_path() -> Path:
    """The SQLite database of finished games."""
    return data_dir() / "history.sqlite3"
