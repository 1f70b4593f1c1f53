"""Canon Noir's moves: dice, straight lines, islands, ships, ports, the forced move."""

from __future__ import annotations

from collections import Counter

import pytest

from capboard.engine.protocol import IllegalAction
from capboard.games.canon_noir.actions import Roll, Sail
from capboard.games.canon_noir.board import canon_noir_data
from tests.games.canon_noir.positions import GREEN, RED, YELLOW, fleet, put, rolled, sq, table


def targets(state) -> set[tuple[int, int]]:
    return {(a.x, a.y) for a in state.legal_actions() if isinstance(a, Sail)}


def test_a_caravel_rolls_two_dice_a_frigate_and_a_raft_one() -> None:
    for ship, count in (("caravel", 2), ("frigate", 1), ("raft", 1)):
        state = table()
        put(state, RED, "F4", ship)
        events = state.apply(Roll())
        assert len(state.dice) == count or events[-1].code == "no_move"
        assert events[0].code == "rolled" and events[0].irreversible
        assert len(events[0].params["dice"]) == count


def test_dice_come_from_the_seed() -> None:
    rolls = Counter()
    for seed in range(200):
        state = table(seed=seed)
        state.apply(Roll())
        rolls.update(state.dice or ())
    assert set(rolls) == {1, 2, 3, 4, 5, 6}


def test_the_caravel_moves_the_total_or_either_die() -> None:
    state = rolled(table(), 3, 5)
    put(state, RED, "F4")
    reach = state.reachable()
    assert sq("I4") not in reach  # 3 east is an island: blocked
    assert reach[sq("F1")] == (3,)  # 3 north
    assert sq("F7") in reach and reach[sq("F7")] == (3,)  # 3 south
    distances = {d for ds in reach.values() for d in ds}
    assert distances <= {3, 5, 8}


def test_the_caravel_may_sail_the_total_of_its_dice() -> None:
    # 1 and 2: F1, three squares north of F4, is reached by the total alone.
    state = rolled(table(), 1, 2)
    put(state, RED, "F4")
    reach = state.reachable()
    assert reach[sq("F1")] == (3,)
    assert reach[sq("F3")] == (1,) and reach[sq("F2")] == (2,)


def test_a_caravel_rolls_both_dice_from_its_port_at_the_start_and_after_a_refit() -> None:
    state = table()
    assert fleet(state, RED).at == sq("A1") and fleet(state, RED).ship == "caravel"
    state.apply(Roll())
    assert len(state.dice) == 2
    # A frigate home in port: the fleet's next turn is its caravel's, with both dice.
    state = rolled(table(), 2)
    put(state, RED, "C1", "frigate")
    state.apply(Sail(*sq("A1")))
    assert fleet(state, RED).ship == "caravel"
    while state.fleet != RED or state.phase != "roll":  # the other fleets play their turns
        state.apply(state.legal_actions()[0])
    assert fleet(state, RED).at == sq("A1")  # in port, where no ship can be fired at
    state.apply(Roll())
    assert len(state.dice) == 2


def test_a_frigate_moves_by_its_one_die_only() -> None:
    state = rolled(table(), 2)
    put(state, RED, "F4", "frigate")
    assert {d for ds in state.reachable().values() for d in ds} == {2}
    # East, west and the two southern diagonals run into the islands within two squares.
    assert targets(state) == {sq(x) for x in ("F2", "F6", "H2", "D2")}


def test_moves_are_straight_lines_of_exactly_the_number_in_eight_directions() -> None:
    state = rolled(table(), 1)
    put(state, RED, "F5", "frigate")
    assert targets(state) == {sq(x) for x in ("E4", "F4", "G4", "E5", "G5", "E6", "F6", "G6")}


def test_islands_cannot_be_crossed_or_entered() -> None:
    state = rolled(table(), 3)
    put(state, RED, "B5", "frigate")
    # East of B5 lie the island squares C5 and D5.
    assert sq("E5") not in targets(state)
    assert not targets(state) & state.data.islands


def test_the_board_edge_cannot_be_crossed() -> None:
    state = rolled(table(), 6)
    put(state, RED, "F3", "frigate")
    # From F3 every line ends (at the edge or an island) within 5 squares.
    assert targets(state) == set()
    rolled(state, 5)
    assert targets(state) == {sq("F8")}


def test_a_ship_passes_over_ships_but_never_ends_on_one() -> None:
    state = rolled(table(), 2)
    put(state, RED, "F4", "frigate")
    put(state, YELLOW, "F5", "frigate")
    put(state, GREEN, "F2", "frigate")
    assert sq("F6") in targets(state)  # over the yellow frigate
    assert sq("F2") not in targets(state)  # on the green one


def test_other_fleets_ports_cannot_be_entered() -> None:
    state = rolled(table(), 3)
    put(state, RED, "H1", "frigate")
    put(state, YELLOW, "F4")
    assert sq("K1") not in targets(state)


def test_a_ship_may_stop_in_its_own_port_with_points_left() -> None:
    state = rolled(table(), 5)
    put(state, RED, "C1", "frigate")
    assert sq("A1") in targets(state)  # two squares away, five points rolled
    state.apply(Sail(*sq("A1")))
    assert fleet(state, RED).at == sq("A1")


def test_a_raft_must_sail_nearer_its_port() -> None:
    # Red's raft at F1, five squares from its port A1: of the five squares one step away,
    # only E1 and E2 are nearer (a frigate there may take all five).
    state = rolled(table(), 1)
    put(state, RED, "F1", "frigate")
    assert targets(state) == {sq(s) for s in ("E1", "G1", "E2", "F2", "G2")}
    put(state, RED, "F1", "raft")
    assert targets(state) == {sq("E1"), sq("E2")}
    with pytest.raises(IllegalAction):
        state.apply(Sail(*sq("G1")))


def test_a_rafts_way_home_goes_round_the_islands() -> None:
    # From J4, east of the islands, no square one step west is open: the way to A1 goes up
    # and round, ten squares, though A1 is nine columns away. J3 is on it (nine squares from
    # A1); K3, beside it, is not (ten).
    data = canon_noir_data()
    assert data.home_steps[RED][sq("J4")] == 10
    assert (data.home_steps[RED][sq("J3")], data.home_steps[RED][sq("K3")]) == (9, 10)
    state = rolled(table(), 1)
    put(state, RED, "J4", "raft")
    assert targets(state) == {sq("J3")}


def test_a_raft_with_no_nearer_square_lets_its_turn_pass() -> None:
    # Red's raft at C2 rolling a 6: the one line of 6 squares leads away from A1.
    for seed in range(300):
        state = table(seed=seed)
        put(state, RED, "C2", "raft")
        events = state.apply(Roll())
        if events[0].params["dice"] == [6]:
            break
    else:  # pragma: no cover
        pytest.fail("no seed rolled a 6")
    assert [e.code for e in events] == ["rolled", "no_move"]
    assert state.fleet != RED


def test_a_raft_may_stop_in_its_port_with_points_left() -> None:
    state = rolled(table(), 5)
    put(state, RED, "C1", "raft")
    assert sq("A1") in targets(state)


def test_a_fleet_with_a_move_must_move() -> None:
    state = rolled(table(), 2)
    put(state, RED, "F4", "frigate")
    legal = state.legal_actions()
    assert legal and all(isinstance(a, Sail) for a in legal)


def test_after_a_roll_without_any_move_the_turn_passes() -> None:
    # A frigate at E4 rolling a 6: every line out of E4 is shorter than 6 squares.
    for seed in range(300):
        state = table(seed=seed)
        put(state, RED, "E4", "frigate")
        events = state.apply(Roll())
        if state.phase == "roll":
            break
    else:  # pragma: no cover
        pytest.fail("no seed rolled a 6")
    assert [e.code for e in events] == ["rolled", "no_move"]
    assert events[0].params["dice"] == [6]
    assert state.fleet != RED
    assert fleet(state, RED).at == sq("E4")


def test_sailing_off_the_line_is_illegal() -> None:
    state = rolled(table(), 2)
    put(state, RED, "F4", "frigate")
    with pytest.raises(IllegalAction):
        state.apply(Sail(*sq("G6")))  # a knight's jump
