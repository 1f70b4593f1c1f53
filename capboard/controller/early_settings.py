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
from typing import Any, NamedTuple

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
    try:
        raw = _read_json(text)
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


_JSON_SPACE = " \t\n\r"
"""The white space JSON allows around a value."""


def _read_json(text: str) -> Any:
    """``json.loads(text)``, by the scanner it uses (the standard library's C one), without
    importing the :mod:`json` package: its four modules and their regular expressions cost
    about 1% of a bare window's start-up. Where that scanner is missing, :mod:`json` reads.
    Raises ValueError where ``json.loads`` would."""
    try:
        from _json import make_scanner
    except ImportError:  # another Python: the package's own way
        import json

        return json.loads(text)
    scan = make_scanner(_ScannerSettings())
    start = len(text) - len(text.lstrip(_JSON_SPACE))
    if text.startswith("\ufeff"):
        raise ValueError("a byte order mark before the JSON")  # json.loads refuses it too
    try:
        value, end = scan(text, start)
    except StopIteration:  # no value there
        raise ValueError("no JSON value") from None
    if text[end:].strip(_JSON_SPACE):
        raise ValueError("more after the JSON value")
    return value


class _ScannerSettings:
    """What the standard library's JSON scanner asks of its decoder: json.loads' defaults."""

    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int

    @staticmethod
    def parse_constant(name: str) -> float:
        return float(name.replace("Infinity", "inf"))  # NaN, Infinity, -Infinity
