"""Where Capboard keeps its files: settings, autosave, saves, the history of games, a
cache of pictures drawn once, and its log.

The folders are the platform's per-user folders (through platformdirs). When the environment
variable ``CAPBOARD_HOME`` is set, everything goes under it instead (``config/``, ``data/``,
``cache/`` and ``log/``), so tests and portable installs never touch the real user folders.

On Linux the folders are found as platformdirs finds them (the XDG variables, else the usual
folders in the home), without importing it: its seven modules cost about 12 million
processor instructions, 2% of a bare window's start-up. Where the home is not an absolute
path, and on other systems, platformdirs itself answers.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "capboard"
HOME_ENV = "CAPBOARD_HOME"

_XDG = {
    "config": ("XDG_CONFIG_HOME", "~/.config"),
    "data": ("XDG_DATA_HOME", "~/.local/share"),
    "cache": ("XDG_CACHE_HOME", "~/.cache"),
    "log": ("XDG_STATE_HOME", "~/.local/state"),
}
"""platformdirs' rules on Linux: each kind of folder's variable, and its folder without it
(the log folder is ``log`` in the state folder)."""


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV)
    return Path(value) if value else None


def _on_plain_linux() -> bool:
    """Linux, not Android (where platformdirs has rules of its own)."""
    return (
        sys.platform == "linux"
        and not hasattr(sys, "getandroidapilevel")
        and "ANDROID_DATA" not in os.environ
    )


def xdg_dir(kind: str) -> Path | None:
    """The per-user folder of ``kind`` ("config", "data", "cache" or "log") as platformdirs
    gives it on Linux, or None where the rules below do not settle it (not Linux, or no
    absolute home): then platformdirs is asked."""
    if not _on_plain_linux():
        return None
    variable, default = _XDG[kind]
    base = os.environ.get(variable, "")
    if not os.path.isabs(base):  # unset, or relative: platformdirs ignores it too
        if not os.path.isabs(os.environ.get("HOME", "")):
            return None  # platformdirs looks the home up elsewhere
        base = os.path.expanduser(default)
    folder = Path(base) / APP_NAME
    return folder / "log" if kind == "log" else folder


def config_dir() -> Path:
    """The folder of the settings file (not created here)."""
    home = _home()
    if home is not None:
        return home / "config"
    found = xdg_dir("config")
    if found is not None:
        return found
    import platformdirs

    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    """The folder of the autosave, the saves and the history database (not created here)."""
    home = _home()
    if home is not None:
        return home / "data"
    found = xdg_dir("data")
    if found is not None:
        return found
    import platformdirs

    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def cache_dir() -> Path:
    """The folder of what Capboard can draw again if it goes (box art drawn once, as
    pixels); not created here."""
    home = _home()
    if home is not None:
        return home / "cache"
    found = xdg_dir("cache")
    if found is not None:
        return found
    import platformdirs

    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def log_dir() -> Path:
    """The folder of Capboard's log file (not created here)."""
    home = _home()
    if home is not None:
        return home / "log"
    found = xdg_dir("log")
    if found is not None:
        return found
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
