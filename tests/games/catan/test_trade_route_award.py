"""The Longest Trade Route card as the state moves it, lengths measured only when they decide
something: always where :func:`longest_road_award` of the lengths measured afresh puts it."""

from __future__ import annotations

import random

import pytest

from capboard.games.catan.longest_road import longest_road_award
from capboard.games.catan.state_build import _contenders
from tests.games.catan.helpers import new_scenario

PIECES = frozenset(("road", "ship", "move_ship", "settlement"))


def test_a_seat_whose_most_is_below_anothers_least_is_no_contender() -> None:
    low, high = [0, 0, 7, 10], [6, 9, 11, 12]
    assert _contenders([1, 0, 2, 3], low, high) == [2, 3]


def test_a_seat_that_may_tie_the_longest_is_a_contender() -> None:
    low, high = [10, 4, 3], [10, 10, 9]
    assert _contenders([1, 2], low, high) == [1]


def test_with_no_contender_owed_every_seat_owed_is_measured() -> None:
    assert _contenders([0], [0, 9], [5, 9]) == [0]


# One game in the quick run, the other four (each a second or more) in the slow run.
@pytest.mark.parametrize(
    ("scenario", "seed"),
    [
        ("forgotten-tribe", 2),
        pytest.param("wonders-of-catan", 3, marks=pytest.mark.slow),
        pytest.param("wonders-of-catan", 7, marks=pytest.mark.slow),
        pytest.param("heading-for-new-shores", 5, marks=pytest.mark.slow),
        pytest.param("four-islands", 1, marks=pytest.mark.slow),
    ],
)
def test_the_card_follows_the_lengths_measured_afresh(scenario: str, seed: int) -> None:
    state = new_scenario(scenario, 4, seed)
    rng = random.Random(seed)
    awards = 0
    for _ in range(4000):
        if state.is_over:
            break
        holder = state.longest_holder
        action = rng.choice(list(state.legal_actions()))
        state.apply(action)
        if action.kind not in PIECES:
            continue  # only a piece placed or moved changes a route
        # A clone measures what the state still owes, and leaves the state as it was.
        lengths = state.clone().road_lengths
        assert state.longest_holder == longest_road_award(lengths, holder)
        awards += state.longest_holder != holder
    assert awards > 0  # the card moved at least once: the games were long enough
