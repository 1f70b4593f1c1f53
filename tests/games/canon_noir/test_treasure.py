"""Canon Noir's treasures: taking one at a cache, banking it at home, winning with three."""

from __future__ import annotations

from capboard.games.canon_noir.actions import Sail
from tests.games.canon_noir.positions import BLUE, RED, YELLOW, fleet, put, rolled, sq, table


def sail(state, label: str) -> list:
    return state.apply(Sail(*sq(label)))


def test_a_ship_ending_on_a_cache_takes_a_treasure_from_the_pool() -> None:
    for ship in ("caravel", "frigate"):
        state = rolled(table(), 2)
        put(state, RED, "E1", ship)
        events = sail(state, "E3")
        assert fleet(state, RED).treasure
        assert state.pool == 13
        assert "treasure_taken" in [e.code for e in events]


def test_passing_over_a_cache_takes_nothing() -> None:
    state = rolled(table(), 3)
    put(state, RED, "E1", "frigate")
    put(state, YELLOW, "E5", "frigate")
    sail(state, "E4")
    assert not fleet(state, RED).treasure
    assert state.pool == 14


def test_a_ship_carries_at_most_one_treasure() -> None:
    state = rolled(table(), 2)
    put(state, RED, "E1", "frigate", treasure=True)
    sail(state, "E3")
    assert state.pool == 14


def test_a_raft_never_carries_treasure() -> None:
    state = rolled(table(), 2)
    put(state, RED, "I1", "raft")  # sailing home to A1, by G3's cache
    sail(state, "G3")
    assert not fleet(state, RED).treasure
    assert state.pool == 14


def test_an_empty_pool_gives_nothing() -> None:
    state = rolled(table(), 2)
    state.pool = 0
    put(state, RED, "E1", "frigate")
    sail(state, "E3")
    assert not fleet(state, RED).treasure


def test_entering_its_own_port_banks_the_treasure() -> None:
    state = rolled(table(), 2)
    put(state, RED, "C1", "caravel", treasure=True)
    events = sail(state, "A1")
    assert (fleet(state, RED).treasure, fleet(state, RED).banked) == (False, 1)
    assert "treasure_banked" in [e.code for e in events]
    assert state.pool == 14  # a banked treasure never returns to the pool


def test_entering_its_own_port_refits_the_fleet_with_its_caravel() -> None:
    for ship in ("frigate", "raft"):
        state = rolled(table(), 2)
        put(state, RED, "C1", ship)
        events = sail(state, "A1")
        assert fleet(state, RED).ship == "caravel"
        assert "refitted" in [e.code for e in events]


def test_three_banked_treasures_win_at_once() -> None:
    state = rolled(table(), 2)
    put(state, RED, "C1", "caravel", treasure=True, banked=2)
    events = sail(state, "A1")
    assert state.is_over
    assert events[-1].code == "game_over"
    outcome = state.outcome()
    assert outcome.winners == (fleet(state, RED).owner,)
    assert outcome.details["fleet"] == RED


def test_with_two_players_one_fleet_with_three_treasures_wins() -> None:
    state = rolled(table(players=2), 2)
    owner = fleet(state, RED).owner
    assert fleet(state, BLUE).owner == owner
    put(state, BLUE, "K1", "caravel", banked=0)
    put(state, RED, "C1", "caravel", treasure=True, banked=2)
    sail(state, "A1")
    assert state.outcome().winners == (owner,)


def test_with_two_players_three_treasures_across_two_fleets_do_not_win() -> None:
    # Red has banked 2 and blue (the same player's) now banks its first: 3 in all, but no
    # one fleet has 3.
    state = rolled(table(players=2, turn_fleet=BLUE), 2)
    assert fleet(state, RED).owner == fleet(state, BLUE).owner
    put(state, RED, "C1", "caravel", banked=2)
    put(state, BLUE, "K6", "caravel", treasure=True)
    sail(state, "K8")
    assert fleet(state, BLUE).banked == 1
    assert not state.is_over


def test_two_banked_treasures_do_not_win() -> None:
    state = rolled(table(), 2)
    put(state, RED, "C1", "caravel", treasure=True, banked=1)
    sail(state, "A1")
    assert not state.is_over


def test_treasures_are_never_made_or_lost() -> None:
    """In random games, pool + carried + banked is always 14."""
    import random

    from tests.games.canon_noir.positions import GAME

    rng = random.Random(3)
    for players in (2, 3, 4):
        state = GAME.new_state(players, players)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            total = state.pool + sum(f.treasure + f.banked for f in state.fleets)
            assert total == 14
