"""The person's preferences, kept as a small JSON file in the config folder.

The app's start page reads only the language and the window's place from the file (see
:mod:`capboard.controller.early_settings`); this module validates every setting.

A damaged file costs only what is damaged: a value that is wrong goes back to its default and
every other preference is kept (:func:`read_settings` says which went), and a copy of the file
as it was is kept beside it (:func:`damaged_copy_path`) before the next save replaces it.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from capboard.controller import paths
from capboard.controller.atomic import atomic_write, read_limited
from capboard.controller.early_settings import MAX_SETTINGS_BYTES
from capboard.engine.record import SeatRecord

__all__ = [
    "MAX_RECENT_FILES",
    "MAX_SETTINGS_BYTES",
    "Language",
    "Settings",
    "SettingsDamage",
    "damaged_copy_path",
    "load_settings",
    "read_settings",
    "save_settings",
]

_log = logging.getLogger(__name__)

Language = Literal["system", "en", "fr"]

MAX_RECENT_FILES = 10
"""How many games the Game menu's Open Recent lists."""


class Settings(BaseModel):
    """Every preference, with its default.

    Unknown keys are ignored (a newer Capboard may have added some); a value of the wrong
    type goes back to its default, the others are kept (see :func:`read_settings`).
    """

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    language: Language = "system"
    sound: bool = True
    volume: int = Field(default=70, ge=0, le=100)
    """The sounds' volume, in percent of full."""
    animation_speed: float = Field(default=1.0, ge=0.0, le=10.0)
    """Multiplier of animation speed; 0 turns animations off."""
    colour_blind: bool = False
    text_size: int = Field(default=100, ge=100, le=200)
    """The size of every text of the app, in percent of the system's font size."""
    always_handover: bool = False
    """A hand-over screen between any two people, even where nothing is secret (Cappella,
    Canon Noir); by default only where the next person could see what the other may not."""
    result_seconds: float = Field(default=2.0, ge=0.0, le=30.0)
    """How long the result of a move stays on the table before the hand-over screen hides it;
    0: until the person at the screen clicks to pass on."""
    window_geometry: str | None = Field(default=None, max_length=4096)
    """The main window's size and place when it was last closed (Qt's saved geometry, base64),
    restored when it fits a screen."""
    last_seats: list[SeatRecord] = Field(default_factory=list, max_length=8)
    last_game: str | None = None
    recent_files: list[str] = Field(default_factory=list)
    """The games last opened or saved, most recent first (absolute paths, at most
    :data:`MAX_RECENT_FILES`)."""

    @field_validator("recent_files")
    @classmethod
    def _recent_few(cls, files: list[str]) -> list[str]:
        # A longer list (from a future version, or edited by hand) is cut, not refused.
        kept: list[str] = []
        for name in files:
            if name and len(name) <= 4096 and "\0" not in name and name not in kept:
                kept.append(name)
        return kept[:MAX_RECENT_FILES]


class SettingsDamage(NamedTuple):
    """What was wrong with the settings file.

    ``reset``: the settings whose value was wrong, back to their default (empty when the whole
    file could not be read: then every setting is); ``copy``: where the damaged file was
    copied (None: it could not be, or the file could not be read at all)."""

    reset: tuple[str, ...]
    copy: Path | None


def damaged_copy_path(path: Path) -> Path:
    """Where a damaged settings file is copied: the same name with ``.damaged`` added."""
    return path.with_name(path.name + ".damaged")


def read_settings(path: Path | None = None) -> tuple[Settings, SettingsDamage | None]:
    """The saved settings and what was wrong with the file (None: nothing).

    A missing file gives the defaults, and is no damage. A value that is wrong gives that
    setting's default, and the others are kept; a file that cannot be read at all (not JSON,
    not an object, cannot be opened) gives every default. Either way the file is left as it
    is (the person may want it back): a copy of it is kept at :func:`damaged_copy_path`, as
    the next save replaces it.
    """
    path = path or paths.settings_path()
    try:
        data = read_limited(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return Settings(), None
    except OSError as exc:
        _log.warning("cannot read the settings file %s: %s", path, exc)
        return Settings(), SettingsDamage((), None)
    try:
        return Settings.model_validate_json(data), None
    except (ValidationError, ValueError) as exc:
        _log.warning("damaged settings file %s: %s", path, exc)
    settings, reset = _what_holds(data)
    return settings, SettingsDamage(reset, _keep_copy(path, data))


def _what_holds(data: bytes) -> tuple[Settings, tuple[str, ...]]:
    """The settings of a file that does not validate as a whole: each value checked alone,
    those that are wrong left out. Returns them and the names left out (none when nothing
    could be read: every setting is then its default)."""
    try:
        raw = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return Settings(), ()
    if not isinstance(raw, dict):
        return Settings(), ()
    good: dict[str, object] = {}
    reset: list[str] = []
    for name, value in raw.items():
        if name not in Settings.model_fields:
            continue  # unknown keys are ignored, as always
        try:
            Settings.model_validate({name: value})
        except (ValidationError, ValueError, RecursionError):
            reset.append(name)
        else:
            good[name] = value
    return Settings.model_validate(good), tuple(reset)


def _keep_copy(path: Path, data: bytes) -> Path | None:
    copy = damaged_copy_path(path)
    try:
        atomic_write(copy, data)
    except OSError as exc:
        _log.warning("cannot keep a copy of the damaged settings file: %s", exc)
        return None
    return copy


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings (see :func:`read_settings`, which also says what was damaged)."""
    return read_settings(path)[0]


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically (raises OSError when the disk refuses)."""
    path = path or paths.settings_path()
    text = json.dumps(settings.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n"
    atomic_write(path, text.encode("utf-8"))
