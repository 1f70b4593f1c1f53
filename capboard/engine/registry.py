"""The registry of games: one line per game.

Games are imported lazily so that listing the games, or starting the app, does not load every
game's rules and data.
"""

from __future__ import annotations

import importlib
from functools import cache

from capboard.engine.protocol import Game

# id -> "module:Class". Adding a game is adding one line here.
_GAMES: dict[str, str] = {
    "cappella": "capboard.games.cappella.game:Cappella",
    "canon-noir": "capboard.games.canon_noir.game:CanonNoir",
    "cap-horn": "capboard.games.cap_horn.game:CapHorn",
    "cape-epee": "capboard.games.cape_epee.game:CapeEpee",
    "catan": "capboard.games.catan.game:Catan",
}


def ids() -> list[str]:
    """The ids of the registered games, in the order they are shown."""
    return list(_GAMES)


@cache
def get(game_id: str) -> Game:
    """The game with this id; raises KeyError for an unknown id."""
    try:
        target = _GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(_GAMES)}") from None
    module_name, _, class_name = target.partition(":")
    cls = getattr(importlib.import_module(module_name), class_name)
    return cls()


def all() -> list[Game]:
    """Every registered game."""
    return [get(game_id) for game_id in _GAMES]
