"""The computer players by level: the names people choose from, and the player each stands for.

Apart from :mod:`~capboard.engine.bots`, whose players the searching ones
(:mod:`~capboard.engine.minimax`, :mod:`~capboard.engine.search`) build on: the levels name
all of them, and none of them names the levels.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from capboard.engine.bots import Bot, EasyBot, GreedyBot, MediumBot, RandomBot
from capboard.engine.protocol import Game, Seat


def _hard(game: Game, seat: Seat, rng: random.Random) -> Bot:
    # Imported when a hard player is first made: the others' games need no search.
    if game.perfect_information:
        from capboard.engine.minimax import AlphaBetaBot

        return AlphaBetaBot(game, seat, rng)
    from capboard.engine.search import SearchBot

    return SearchBot(game, seat, rng)


LEVELS: dict[str, type[Bot] | Callable[[Game, Seat, random.Random], Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": _hard,
    "greedy": GreedyBot,
}
"""The computer levels by name. ``easy``, ``medium`` and ``hard`` are the ones people choose;
``random`` is the benchmark baseline, and ``greedy`` the medium player under its first name
(kept so that older saves and scripts still work)."""

PLAYER_LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
"""The levels offered to people in the new-game dialog."""


def make_bot(level: str, game: Game, seat: Seat, seed: int) -> Bot:
    """A bot of the named level; raises KeyError for an unknown level."""
    return LEVELS[level](game, seat, random.Random(seed))
