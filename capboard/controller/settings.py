"""The person's preferences, kept as a small JSON file in the config folder.

The app's start page reads only the language and the window's place from the file (see
:mod:`capboard.controller.early_settings`); this module validates every setting.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from capboard.controller import paths
from capboard.controller.atomic import atomic_write, read_limited
from capboard.controller.early_settings import MAX_SETTINGS_BYTES
from capboard.engine.record import SeatRecord

__all__ = ["MAX_SETTINGS_BYTES", "Language", "Settings", "load_settings", "save_settings"]

_log = logging.getLogger(__name__)

Language = Literal["system", "en", "fr"]


class Settings(BaseModel):
    """Every preference, with its default.

    Unknown keys are ignored (a newer Capboard may have added some); a value of the wrong
    type makes the whole file unreadable, and the defaults are used instead.
    """

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    language: Language = "system"
    sound: bool = True
    animation_speed: float = Field(default=1.0, ge=0.0, le=10.0)
    """Multiplier of animation speed; 0 turns animations off."""
    colour_blind: bool = False
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


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults when the file is missing or damaged.

    A damaged file is left untouched (the person may want it back); it is replaced only
    when the settings are next saved.
    """
    path = path or paths.settings_path()
    try:
        data = read_limited(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return Settings()
    except OSError as exc:
        _log.warning("cannot read the settings file %s: %s", path, exc)
        return Settings()
    try:
        return Settings.model_validate_json(data)
    except (ValidationError, ValueError) as exc:
        _log.warning("damaged settings file %s, using the defaults: %s", path, exc)
        return Settings()


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically (raises OSError when the disk refuses)."""
    path = path or paths.settings_path()
    text = json.dumps(settings.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n"
    atomic_write(path, text.encode("utf-8"))
