"""Where the data files are: ``assets/`` and ``translations/``.

In a checkout they sit at the top of the repository; in an installed copy they are shipped
inside the package (``capboard/assets``, ``capboard/translations``).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

_PACKAGE = Path(__file__).resolve().parent.parent


def _find(name: str) -> Path:
    for candidate in (_PACKAGE / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"Capboard's {name}/ folder is missing; reinstall Capboard")


@cache
def assets_dir() -> Path:
    """The folder of board layouts, card data, art, sounds and rules texts."""
    return _find("assets")


@cache
def translations_dir() -> Path:
    """The folder of Qt Linguist translations (.ts sources, .qm compiled)."""
    return _find("translations")


def asset(*parts: str) -> Path:
    """Path of a file under ``assets/``."""
    return assets_dir().joinpath(*parts)


@cache
def load_json(*parts: str) -> Any:
    """A JSON data file under ``assets/``, read once."""
    import json  # here: the app's window opens without it

    with asset(*parts).open(encoding="utf-8") as f:
        return json.load(f)
