"""The registry of games: one line per game.

Games are imported lazily so that listing the games, or starting the app, does not load every
game's rules and data. What the start page shows of a game before it is played (its name, how
many players, how long it lasts) is :func:`info`, read from this file without importing the
game; a test checks that it says what the game's own class says.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from capboard.engine.protocol import Game

# id -> "module:Class". Adding a game is adding one line here (and one to _INFO below).
_GAMES: dict[str, str] = {
    "cappella": "capboard.games.cappella.game:Cappella",
    "canon-noir": "capboard.games.canon_noir.game:CanonNoir",
    "cap-horn": "capboard.games.cap_horn.game:CapHorn",
    "cape-epee": "capboard.games.cape_epee.game:CapeEpee",
    "catan": "capboard.games.catan.game:Catan",
}


class GameInfo(NamedTuple):
    """What is known of a game without loading its rules: the :class:`Game`'s metadata."""

    id: str
    name: str
    """Display name in English; the ui translates it."""
    min_players: int
    max_players: int
    duration_minutes: int


_INFO: dict[str, GameInfo] = {
    info.id: info
    for info in (
        GameInfo("cappella", "Cappella", 2, 2, 10),
        GameInfo("canon-noir", "Canon Noir", 2, 4, 30),
        GameInfo("cap-horn", "Cap Horn", 2, 5, 50),
        GameInfo("cape-epee", "De Cape et d'Épée", 2, 6, 45),
        GameInfo("catan", "Catan", 3, 4, 75),
    )
}


def ids() -> list[str]:
    """The ids of the registered games, in the order they are shown."""
    return list(_GAMES)


def _unknown(game_id: str) -> KeyError:
    return KeyError(f"unknown game {game_id!r}; known: {', '.join(_GAMES)}")


@cache
def get(game_id: str) -> Game:
    """The game with this id; raises KeyError for an unknown id."""
    try:
        target = _GAMES[game_id]
    except KeyError:
        raise _unknown(game_id) from None
    module_name, _, class_name = target.partition(":")
    cls = getattr(importlib.import_module(module_name), class_name)
    return cls()


def info(game_id: str) -> GameInfo:
    """The metadata of the game with this id, without importing the game when this file
    knows it; raises KeyError for an unknown id."""
    if game_id not in _GAMES:
        raise _unknown(game_id)
    known = _INFO.get(game_id)
    if known is not None:
        return known
    game = get(game_id)  # a game registered without its line of metadata: ask the game
    return GameInfo(game.id, game.name, game.min_players, game.max_players, game.duration_minutes)


def all() -> list[Game]:
    """Every registered game."""
    return [get(game_id) for game_id in _GAMES]
