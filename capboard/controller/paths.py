"""Where Capboard keeps its files: settings, autosave, saves, the history of games, a
cache of pictures drawn once, and its log.

The folders are the platform's per-user folders (through platformdirs). When the environment
variable ``CAPBOARD_HOME`` is set, everything goes under it instead (``config/``, ``data/``,
``cache/`` and ``log/``), so tests and portable installs never touch the real user folders;
platformdirs is then not even imported (it costs some milliseconds of the start-up).
"""

from __future__ import annotations

import os
from pathlib import Path

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
    import platformdirs

    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    """The folder of the autosave, the saves and the history database (not created here)."""
    home = _home()
    if home is not None:
        return home / "data"
    import platformdirs

    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def cache_dir() -> Path:
    """The folder of what Capboard can draw again if it goes (box art drawn once, as
    pixels); not created here."""
    home = _home()
    if home is not None:
        return home / "cache"
    import platformdirs

    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def log_dir() -> Path:
    """The folder of Capboard's log file (not created here)."""
    home = _home()
    if home is not None:
        return home / "log"
    import platformdirs

    return platformdirs.user_log_path(APP_NAME, appauthor=False)


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


def pending_games_path() -> Path:
    """Finished games waiting to be added to the history database (it could not be written
    when they ended): a small JSON file, removed once they are in."""
    return data_dir() / "history-pending.json"


def instance_lock_path() -> Path:
    """The lock of the one Capboard that uses this data folder (see
    :mod:`capboard.ui.instance`)."""
    return data_dir() / "capboard.lock"


def own_folders() -> list[Path]:
    """The folders only Capboard writes to, where a crash may leave a temporary file."""
    return [config_dir(), data_dir(), saves_dir(), cache_dir() / "art"]
