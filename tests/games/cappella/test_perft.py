"""Legal-action counts from fixed seeded positions, pinned (like chess perft).

They were counted when the rules were written and checked by hand at depth 1; a change to the
rules that alters what may be played changes them and is noticed here.
"""

from __future__ import annotations

import random

import pytest

from capboard.engine import registry
from capboard.engine.protocol import State

GAME = registry.get("cappella")


def perft(state: State, depth: int) -> int:
    """The number of action sequences of length ``depth`` (shorter where the game ends)."""
    if depth == 0 or state.is_over:
        return 1
    total = 0
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        total += perft(child, depth - 1)
    return total


@pytest.mark.parametrize(
    ("seed", "random_moves", "counts"),
    [
        (1, 0, [27, 702, 4300]),
        (2, 0, [18, 306, 1755]),
        (7, 16, [12, 192, 2355]),
    ],
)
def test_perft(seed: int, random_moves: int, counts: list[int]) -> None:
    state = GAME.new_state(2, seed)
    rng = random.Random(seed)
    for _ in range(random_moves):
        state.apply(rng.choice(state.legal_actions()))
    assert [perft(state, d) for d in range(1, len(counts) + 1)] == counts


def test_opening_moves_are_the_border_forests_sides() -> None:
    """Depth 1 at the start, counted from the rule: sides from a border green token to a
    non-water neighbour."""
    state = GAME.new_state(2, 1)
    grid = state.data.grid
    expected = {
        tuple(sorted((c, n)))
        for c in range(len(grid))
        if state.tokens[c] == "wood" and grid.is_border(c)
        for n in grid.neighbours[c]
        if state.tokens[n] != "water"
    }
    assert len(state.legal_actions()) == len(expected)
