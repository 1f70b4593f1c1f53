"""Short recorded games of the real games, made in the test that needs them (no fixture files)."""

from __future__ import annotations

import random

from capboard.engine import registry
from capboard.engine.record import GameRecord, SeatRecord

COLOURS = ("#c0392b", "#2471a3", "#229954", "#d4ac0d")


def recorded_game(game_id: str, actions: int, seed: int = 1) -> GameRecord:
    """The record of ``actions`` random moves (fewer if the game ends first) of ``game_id``
    at its smallest table of computer players, with the options as the app writes them."""
    game = registry.get(game_id)
    players = game.min_players
    record = GameRecord(
        game_id=game_id,
        options=game.options().model_dump(mode="json"),
        seats=[
            SeatRecord(name=f"P{seat + 1}", colour=COLOURS[seat], kind="computer", level="random")
            for seat in range(players)
        ],
        seed=seed,
    )
    state = game.new_state(players, seed, record.options)
    rng = random.Random(seed)
    while len(record.actions) < actions and not state.is_over:
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        record.actions.append(game.encode_action(action))
    return record
