"""The registry of game ui modules: ``capboard/ui/games/<game>/`` exposes ``GAME_UI``.

Modules are imported lazily: a game's table, words and rules load when the game is played.
What the start page (and every list of games) shows of a game comes from the game's light
``box`` module instead (its translated name and one sentence) and from the engine registry's
metadata (players, duration): showing the games loads none of them.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from capboard.engine import assets, registry

if TYPE_CHECKING:
    from capboard.ui.games.base import BoardScene, GameUi

__all__ = ["BoardScene", "GameBox", "GameUi", "available_game_uis", "game_box", "game_ui"]

# engine game id -> module exposing GAME_UI. Adding a game's ui is adding one line here.
_UIS: dict[str, str] = {
    "cappella": "capboard.ui.games.cappella",
    "canon-noir": "capboard.ui.games.canon_noir",
    "cap-horn": "capboard.ui.games.cap_horn",
    "cape-epee": "capboard.ui.games.cape_epee",
    "catan": "capboard.ui.games.catan",
}

_loaded: dict[str, GameUi] = {}


def __getattr__(name: str) -> Any:
    # The base classes load with the first game (they need the engine's protocol).
    if name in ("BoardScene", "GameUi"):
        from capboard.ui.games import base

        return getattr(base, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def game_ui(game_id: str) -> GameUi:
    """The :class:`GameUi` of a game; raises KeyError when the game has no ui module."""
    if game_id not in _loaded:
        try:
            module_name = _UIS[game_id]
        except KeyError:
            raise KeyError(f"no ui for the game {game_id!r}") from None
        _loaded[game_id] = importlib.import_module(module_name).GAME_UI
    return _loaded[game_id]


class GameBox(NamedTuple):
    """What a list of games shows of one: its name and blurb (translated when called), its
    box art, how many play and how long it lasts."""

    game_id: str
    title: Callable[[], str]
    blurb: Callable[[], str]
    art: Callable[[], Path]
    min_players: int
    max_players: int
    duration_minutes: int


def game_box(game_id: str) -> GameBox:
    """The :class:`GameBox` of a game, without loading the game when its ui has a ``box``
    module; raises KeyError when the game has no ui module."""
    try:
        module_name = _UIS[game_id]
    except KeyError:
        raise KeyError(f"no ui for the game {game_id!r}") from None
    info = registry.info(game_id)
    box = _box_module(module_name)
    if box is not None:
        title, blurb = box.title, box.blurb
        art: Callable[[], Path] = lambda: assets.asset(game_id, "box.svg")  # noqa: E731
    else:  # a ui without a box module: ask the ui itself
        ui = game_ui(game_id)
        title, blurb, art = ui.title, ui.blurb, ui.box_art
    return GameBox(
        game_id, title, blurb, art, info.min_players, info.max_players, info.duration_minutes
    )


def game_title(game_id: str) -> str:
    """A game's translated name (loading no game), or its id for a game without a ui."""
    try:
        return game_box(game_id).title()
    except (KeyError, ImportError):
        return game_id


def _box_module(module_name: str) -> Any:
    try:
        return importlib.import_module(f"{module_name}.box")
    except ImportError:
        return None


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
