"""Cap Horn rule sentences that no other test pins down: covering, start squares, ignoring,
the sprint, the called race (every card laid, a tie, a becalmed sea), the finish line on a
diagonal, and roses taken by ignoring."""

from __future__ import annotations

import pytest

from capboard.games.cap_horn.actions import (
    CoverCard,
    CrossFinish,
    EndTurn,
    Ignore,
    LayCard,
    Renounce,
    Sail,
    Sprint,
    Stay,
)
from capboard.games.cap_horn.view import Rose
from tests.games.cap_horn.positions import card, hand, hold, roses, ship, sq, table


def sails(state) -> set[tuple[int, int]]:
    return {(a.x, a.y) for a in state.legal_actions() if isinstance(a, Sail)}


def ignores(state) -> set[tuple[int, int]]:
    return {(a.x, a.y) for a in state.legal_actions() if isinstance(a, Ignore)}


def covers(state) -> set[tuple[int, int]]:
    return {(a.x, a.y) for a in state.legal_actions() if isinstance(a, CoverCard)}


def quiet_turn(state) -> list:
    """A turn with no card laid or covered and no ship moving: hold, then end the turn."""
    hold(state)
    return state.apply(EndTurn())


def no_card_left(state) -> None:
    """Empty the draw piles, the discard pile and every hand."""
    state.piles = [[], []]
    state.discard = []
    state.hands = [[] for _ in range(state.players)]
    state._legal = None


# -- covering ----------------------------------------------------------------------------


def test_the_covering_card_is_out_of_reach_this_turn_only() -> None:
    state = table()
    ship(state, 0, "M1")
    ship(state, 1, "N1")
    card(state, "M2", 4)
    card(state, "M3", 4)
    hand(state, 0, 11)
    state.apply(CoverCard(11, *sq("M2")))
    assert sq("M2") not in sails(state)  # this turn: out of reach
    quiet_turn(state)
    # Seat 1's turn: its start square N1 reaches M2 on the diagonal; the ban was seat 0's.
    assert state.turn == 1 and sq("M2") in sails(state)
    quiet_turn(state)
    # Seat 0's next turn: M2 is one square from its start square M1, reachable again.
    assert state.turn == 0 and sq("M2") in sails(state)


def test_the_card_under_the_players_own_ship_cannot_be_covered() -> None:
    state = table()
    ship(state, 0, "M2")
    card(state, "M2", 4)
    card(state, "M3", 4)
    hand(state, 0, 11)
    # M3 carries no ship and may be covered; M2 carries seat 0's own ship and may not.
    assert covers(state) == {sq("M3")}


# -- start squares -----------------------------------------------------------------------


def test_a_start_square_holds_one_ship() -> None:
    state = table()
    ship(state, 0, "M2")
    card(state, "M2", 6)  # 1 back or back-right: north (M1) or north-west (L1) in stage 1
    ship(state, 1, "M1")
    state.points[0] = 3
    # M1 holds seat 1's ship: neither a move nor an ignore may end there; L1 is free.
    assert sails(state) == {sq("L1")}
    assert sq("M1") not in ignores(state)
    assert sq("L1") in ignores(state)


# -- ignoring the card -------------------------------------------------------------------


def test_ignoring_goes_to_a_free_card_or_a_station_never_to_another_ship_on_a_card() -> None:
    state = table(players=3)
    ship(state, 0, "N3")
    card(state, "N3", 15)  # 3 south to N6: no card there, no normal move
    card(state, "O3", 4)  # the yellow station of stage 1 ...
    ship(state, 1, "O3")  # ... with seat 1's ship on it: stations take any number
    card(state, "M3", 4)
    ship(state, 2, "M3")  # a plain card with seat 2's ship: taken
    card(state, "N4", 4)  # a free card
    state.points[0] = 3
    # N2, M2, O2, M4, O4 hold no card.
    assert ignores(state) == {sq("O3"), sq("N4")}


def test_ignoring_onto_a_station_takes_its_rose() -> None:
    state = table()
    ship(state, 0, "N3")
    card(state, "N3", 15)  # no normal move
    card(state, "O3", 4)  # the yellow station of stage 1
    state.points[0] = 3
    events = state.apply(Ignore(*sq("O3")))
    assert state.ships[0] == sq("O3")
    assert state.roses[0] == [Rose(1, "yellow")]
    assert "rose_taken" in [e.code for e in events]


# -- the sprint ---------------------------------------------------------------------------


def test_no_renounce_ignore_or_sprint_in_the_middle_of_a_sprint() -> None:
    state = table()
    ship(state, 0, "M2")
    card(state, "M2", 4)
    card(state, "M3", 4)
    card(state, "M4", 4)
    card(state, "N3", 4)  # next to M2 and M3: somewhere to ignore to
    state.points[0] = 8
    state.apply(Sprint())
    # The sprint is the player's choice instead of a normal move: its moves come next.
    state.points[0] = 8  # points enough for anything: only the rules forbid the rest
    state._legal = None
    assert set(state.legal_actions()) == {Sail(*sq("M3"))}
    state.apply(Sail(*sq("M3")))
    state.points[0] = 8
    state._legal = None
    # Second move: M4 (1 south); no renouncing, staying, ignoring or sprinting again.
    legal = state.legal_actions()
    assert set(legal) == {Sail(*sq("M4"))}
    assert not any(isinstance(a, Renounce | Stay | Ignore | Sprint) for a in legal)


# -- the finish line ---------------------------------------------------------------------


def test_a_diagonal_move_over_the_finish_line_crosses_it() -> None:
    state = table()
    roses(state, 0, (1, "yellow"), (2, "red"))
    ship(state, 0, "C4")  # top row of stage 3
    card(state, "C4", 3)  # 1 forward-left or forward-right: north-west or north-east
    # Both diagonals leave stage 3 northward over the line: the move crosses it.
    assert CrossFinish() in state.legal_actions()
    state.apply(CrossFinish())
    assert state.is_over
    assert state.outcome().winners == (0,)
    assert state.outcome().reason == "finish"


# -- the called race: every card laid ----------------------------------------------------


def test_a_card_left_in_a_hand_keeps_the_race_from_being_called() -> None:
    state = table()
    no_card_left(state)
    hand(state, 1, 4)  # one card still in seat 1's hand: not every card is on the chart
    state.phase = "buy"
    state._legal = None
    events = state.apply(EndTurn())
    assert "last_round" not in [e.code for e in events]
    assert state.view(0).last_turns is None
    quiet_turn(state)  # seat 1 keeps its card
    assert not state.is_over  # a whole round: had the last round begun, it would be over


def test_a_card_left_in_the_discard_pile_keeps_the_race_from_being_called() -> None:
    state = table()
    no_card_left(state)
    state.discard = [4]  # one covered card in the discard pile: not on the chart
    state.phase = "buy"
    state._legal = None
    events = state.apply(EndTurn())
    assert "last_round" not in [e.code for e in events]
    assert state.view(0).last_turns is None
    quiet_turn(state)  # seat 1 draws the discarded card
    assert not state.is_over


# -- the called race: a tie --------------------------------------------------------------


def test_a_called_race_between_equals_is_shared() -> None:
    state = table(players=3)
    no_card_left(state)  # every card on the chart: one last turn each, then called
    # Seats 0 and 2: one rose each, on row 5 of stage 1 (sailed south): equally far along.
    # Seat 1: one rose too, but on row 4, behind them.
    for seat, label, rose in ((0, "M5", "red"), (1, "N4", "yellow"), (2, "O5", "green")):
        ship(state, seat, label)
        card(state, label, 15)
        roses(state, seat, (1, rose))
    for _turn in range(3):
        quiet_turn(state)
    assert state.is_over
    assert state.outcome().reason == "called"
    assert set(state.outcome().winners) == {0, 2}


# -- the becalmed sea --------------------------------------------------------------------


def active_turn(state, what: str) -> None:
    """Seat 1's turn with one card laid, one covered, a sail or an ignore; then it ends."""
    if what == "lay":
        hand(state, 1, 4)
        state.apply(LayCard(4, *sq("K2")))
        hold(state)
    elif what == "cover":
        hand(state, 1, 11)
        state.apply(CoverCard(11, *sq("M3")))
        hold(state)
    elif what == "sail":
        state.apply(Sail(*sq("L3")))
    else:
        state.points[1] = 3
        state._legal = None
        state.apply(Ignore(*sq("M3")))
    state.apply(EndTurn())


@pytest.mark.parametrize("what", ["lay", "cover", "sail", "ignore"])
def test_a_card_laid_or_covered_or_a_ship_moving_restarts_the_becalmed_count(what) -> None:
    state = table()
    ship(state, 0, "P1")
    ship(state, 1, "L2")
    card(state, "L2", 4)  # 1 south, to L3
    card(state, "L3", 4)
    card(state, "M3", 4)  # a neighbour of L2 (south-east) to ignore to or cover
    for _turn in range(3):
        quiet_turn(state)  # a round and a half with nothing happening
    assert state.turn == 1
    active_turn(state, what)
    # Not two whole quiet rounds: the count starts again from this turn.
    assert not state.is_over
    for _turn in range(3):
        quiet_turn(state)
        assert not state.is_over
    # The fourth quiet turn in a row completes two whole rounds: the race is called.
    quiet_turn(state)
    assert state.is_over
    assert state.outcome().reason == "becalmed"
