"""Canon Noir's board, fleets and the roll-off for the first player."""

from __future__ import annotations

from collections import Counter

import pytest

from capboard.games.canon_noir.actions import COLUMNS, ROWS, Roll, square_label
from capboard.games.canon_noir.board import canon_noir_data
from tests.games.canon_noir.positions import BLUE, GAME, GREEN, RED, YELLOW, sq

DATA = canon_noir_data()


def test_the_board_has_88_squares_in_11_columns_and_8_rows() -> None:
    assert (DATA.grid.width, DATA.grid.height) == (11, 8)
    assert len(DATA.grid.squares) == 88


def test_a_square_off_the_board_is_named_as_such_never_as_a_real_square() -> None:
    assert (len(COLUMNS), ROWS) == (DATA.grid.width, DATA.grid.height)
    assert square_label((10, 7)) == "K8"
    for x, y in ((-1, 0), (11, 0), (0, 8), (0, -1), (2**63, 3)):
        assert square_label((x, y)) == f"?{x},{y}"


def test_the_ports_are_the_four_corners() -> None:
    assert DATA.ports == (sq("A1"), sq("K1"), sq("A8"), sq("K8"))
    assert DATA.fleet_names == ("red", "yellow", "green", "blue")


def test_two_islands_of_16_squares_four_caches_and_four_black_cannons() -> None:
    assert len(DATA.islands) == 16
    assert DATA.treasure_squares == {sq("E3"), sq("G3"), sq("E6"), sq("G6")}
    assert DATA.cannon_squares == {sq("F2"), sq("B4"), sq("J5"), sq("F7")}


def test_the_layout_is_the_same_after_a_half_turn() -> None:
    turn = {(x, y): (10 - x, 7 - y) for x, y in DATA.grid.squares}
    assert {turn[s] for s in DATA.islands} == DATA.islands
    assert {turn[s] for s in DATA.treasure_squares} == DATA.treasure_squares
    assert {turn[s] for s in DATA.cannon_squares} == DATA.cannon_squares
    assert {turn[s] for s in DATA.ports} == set(DATA.ports)


def test_14_treasures_in_the_pool_and_every_caravel_in_its_port() -> None:
    state = GAME.new_state(4, 1)
    assert state.pool == 14
    for index, fleet in enumerate(state.fleets):
        assert (fleet.ship, fleet.at, fleet.treasure, fleet.banked) == (
            "caravel",
            DATA.ports[index],
            False,
            0,
        )


def test_four_players_take_one_fleet_each() -> None:
    state = GAME.new_state(4, 1)
    assert sorted(f.owner for f in state.fleets) == [0, 1, 2, 3]


def test_three_players_leave_the_blue_fleet_out() -> None:
    state = GAME.new_state(3, 1)
    assert [f.owner for f in state.fleets] == [0, 1, 2, None]
    assert BLUE not in state.order


def test_two_players_command_two_fleets_each_on_opposite_corners() -> None:
    state = GAME.new_state(2, 1)
    owners = [f.owner for f in state.fleets]
    assert owners[RED] == owners[BLUE] != owners[YELLOW] == owners[GREEN]


@pytest.mark.parametrize("seed", range(12))
def test_two_players_fleets_alternate_first_player_first(seed: int) -> None:
    state = GAME.new_state(2, seed)
    first = state.seat_order[0]
    owners = [state.fleets[f].owner for f in state.order]
    assert owners == [first, 1 - first, first, 1 - first]
    assert len(set(state.order)) == 4


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_highest_roll_starts_and_the_others_follow_their_totals(players: int) -> None:
    firsts = Counter()
    for seed in range(60):
        state = GAME.new_state(players, seed)
        first_round = {seat: d1 + d2 for seat, d1, d2 in state.roll_off[0]}
        assert sorted(first_round) == list(range(players))
        totals = [first_round[s] for s in state.seat_order]
        assert totals == sorted(totals, reverse=True)  # ties are settled by later rounds
        assert state.current_player == state.seat_order[0]
        firsts[state.seat_order[0]] += 1
    assert len(firsts) == players  # anyone may start


@pytest.mark.parametrize("players", [3, 4])
def test_after_the_first_the_fleets_play_in_the_order_of_the_totals(players: int) -> None:
    for seed in range(20):
        state = GAME.new_state(players, seed)
        played = []
        while len(played) < players:
            if state.phase == "roll":
                played.append(state.current_player)
            state.apply(state.legal_actions()[0])
        assert played == list(state.seat_order)


def test_tied_players_roll_again() -> None:
    tied = next(
        state
        for state in (GAME.new_state(4, seed) for seed in range(200))
        if len(state.roll_off) > 1
    )
    first = {seat: d1 + d2 for seat, d1, d2 in tied.roll_off[0]}
    again = {seat for seat, _, _ in tied.roll_off[1]}
    assert len({first[s] for s in again}) == 1  # only players who tied roll again
    assert len(again) >= 2


def test_the_roll_off_is_shown_at_set_up() -> None:
    state = GAME.new_state(3, 5)
    events = state.setup_events()
    assert [e.code for e in events] == ["roll_off", "first_player"]
    assert events[0].irreversible
    assert events[1].params["seat"] == state.seat_order[0]


def test_a_turn_starts_with_rolling_the_dice() -> None:
    state = GAME.new_state(4, 2)
    assert state.legal_actions() == [Roll()]


def test_the_fleets_are_named_red_yellow_green_blue() -> None:
    assert (RED, YELLOW, GREEN, BLUE) == (0, 1, 2, 3)
