"""The registry of game ui modules: ``capboard/ui/games/<game>/`` exposes ``GAME_UI``.

Modules are imported lazily: the start page asks for a game's ui only when it shows it.
"""

from __future__ import annotations

import importlib
import importlib.util

from capboard.engine import registry
from capboard.ui.games.base import BoardScene, GameUi

__all__ = ["BoardScene", "GameUi", "available_game_uis", "game_ui"]

# engine game id -> module exposing GAME_UI. Adding a game's ui is adding one line here.
_UIS: dict[str, str] = {
    "cappella": "capboard.ui.games.cappella",
    "canon-noir": "capboard.ui.games.canon_noir",
    "cap-horn": "capboard.ui.games.cap_horn",
    "cape-epee": "capboard.ui.games.cape_epee",
    "catan": "capboard.ui.games.catan",
}

_loaded: dict[str, GameUi] = {}


def game_ui(game_id: str) -> GameUi:
    """The :class:`GameUi` of a game; raises KeyError when the game has no ui module."""
    if game_id not in _loaded:
        try:
            module_name = _UIS[game_id]
        except KeyError:
            raise KeyError(f"no ui for the game {game_id!r}") from None
        _loaded[game_id] = importlib.import_module(module_name).GAME_UI
    return _loaded[game_id]


def _has_module(module_name: str) -> bool:
    try:
        return importlib.util.find_spec(module_name) is not None
    except (ImportError, ValueError):
        return False


def available_game_uis() -> list[str]:
    """The ids of the registered engine games that have a ui module, in registry order."""
    return [
        game_id
        for game_id in registry.ids()
        if game_id in _UIS and (game_id in _loaded or _has_module(_UIS[game_id]))
    ]
