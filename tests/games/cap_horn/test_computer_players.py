"""Cap Horn's computer players race for the line: the route they steer by, what the evaluation
asks of them (roses before the line, a way out rather than waiting, points spent rather than
hoarded), and seeded races that end at the line or by a third rose."""

from __future__ import annotations

import pytest

from capboard.engine.levels import make_bot
from capboard.games.cap_horn import evaluation, route
from capboard.games.cap_horn.actions import (
    BuyCard,
    EndTurn,
    Ignore,
    LayCard,
    Renounce,
    Sail,
    Stay,
)
from capboard.games.cap_horn.state import MOVING_PHASES
from capboard.games.cap_horn.view import Rose
from capboard.simulate import simulate
from tests.games.cap_horn.positions import GAME, card, hand, roses, settle, ship, sq, table

YELLOW_2 = Rose(2, "yellow")
RED_1 = Rose(1, "red")


def moving_part(state, level: str, seed: int) -> list:
    """What a computer player of ``level`` in seat 0 does before the draw."""
    bot = make_bot(level, GAME, 0, seed)
    actions = []
    while state.phase in MOVING_PHASES and state.turn == 0 and not state.is_over:
        action = bot.choose(state.view(0), state.legal_actions())
        state.apply(action)
        actions.append(action)
    return actions


# -- the route ----------------------------------------------------------------------------


def test_a_step_back_costs_more_than_a_step_forward() -> None:
    # Stage 3 is sailed northwards: C6 to C5 is forward, C6 to C7 back, C6 to B6 sideways.
    back = route.station_distances(sq("C7"))[sq("C6")]
    forward = route.station_distances(sq("C5"))[sq("C6")]
    sideways = route.station_distances(sq("B6"))[sq("C6")]
    assert forward < sideways < back


def test_without_two_roses_the_route_to_win_goes_through_a_station() -> None:
    # At the line with one rose, the ship must first go back to a station: further from a
    # win than a square next to the red station of stage 3 (B7).
    assert route.to_go(sq("B4"), [YELLOW_2]) > route.to_go(sq("B6"), [YELLOW_2])
    # With two roses of two colours from two stages, the line itself is the way.
    assert route.to_go(sq("B4"), [YELLOW_2, RED_1]) == 1.0
    assert route.to_go(sq("B4"), [YELLOW_2, RED_1]) < route.to_go(sq("B6"), [YELLOW_2, RED_1])


def test_the_route_leaves_out_the_stations_of_a_colour_all_taken() -> None:
    # B6 is next to the red station of stage 3; with red spent, the way goes by another.
    assert route.to_go(sq("B6"), [YELLOW_2], spent=["red"]) > route.to_go(sq("B6"), [YELLOW_2])


def test_a_rose_is_worth_taking_on_the_way() -> None:
    # Stopping on a station takes its rose: the square is worth more than its neighbours.
    at = evaluation.square_value(sq("B7"), route.rose_mask([YELLOW_2]), 0)
    for label in ("A6", "B6", "C6", "A7", "C7", "A8", "B8", "C8"):
        assert at > evaluation.square_value(sq(label), route.rose_mask([YELLOW_2]), 0)


# -- choices ------------------------------------------------------------------------------


def _in_the_last_stage(*held: tuple[int, str]):
    """Seat 0 on C7 in stage 3 on a card going one square forward, forward-diagonally or
    sideways, with a card on each end (B7 is the red station)."""
    state = table()
    ship(state, 0, "C7")
    card(state, "C7", 1)
    for label in ("C6", "B6", "D6", "B7", "D7"):
        card(state, label, 2)
    ship(state, 1, "P1")
    roses(state, 0, *held)
    hand(state, 0, 4)
    state.points[0] = 2
    return settle(state)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_ship_without_the_roses_it_needs_heads_for_a_station_rather_than_the_line(
    level: str,
) -> None:
    for seed in range(3):
        state = _in_the_last_stage((2, "yellow"))
        assert moving_part(state, level, seed) == [Sail(*sq("B7"))]
        assert state.roses[0] == [YELLOW_2, Rose(3, "red")]


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_with_the_roses_to_cross_a_ship_heads_for_the_line(level: str) -> None:
    for seed in range(3):
        state = _in_the_last_stage((1, "red"), (2, "yellow"))  # the red station: no rose
        assert moving_part(state, level, seed) == [Sail(*sq("C6"))]


def _stuck_in_the_corner(points: int, *kinds: int):
    """Seat 0 in the south-east corner of stage 1 (P6) on a card going one square south, onto
    land: no move at all. Stage 2 lies to the south-west."""
    state = table()
    ship(state, 0, "P6")
    card(state, "P6", 4)
    ship(state, 1, "A10")
    card(state, "A10", 4)
    hand(state, 0, *kinds)
    state.points[0] = points
    return settle(state)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_stuck_ship_lays_a_card_and_ignores_onto_it_rather_than_waiting(level: str) -> None:
    for seed in range(3):
        state = _stuck_in_the_corner(4, 3, 15, 2)
        assert Stay() in state.legal_actions()
        actions = moving_part(state, level, seed)
        assert isinstance(actions[0], LayCard)
        assert (actions[0].x, actions[0].y) == sq("O6")
        assert actions[-1] == Ignore(*sq("O6"))
        assert state.ships[0] == sq("O6")


def test_a_stuck_ship_short_of_points_prepares_its_way_out() -> None:
    # Two points now, three next turn: the card to ignore onto is laid now.
    state = _stuck_in_the_corner(2, 3, 15, 2)
    actions = moving_part(state, "medium", 0)
    assert isinstance(actions[0], LayCard)
    assert (actions[0].x, actions[0].y) == sq("O6")
    assert actions[-1] == Stay()


def test_a_card_is_not_laid_to_no_purpose() -> None:
    # No point: no ignore for two turns, and the card under the ship goes nowhere. Laying a
    # card now would change nothing, even with a full hand the draw would refill.
    for seed in range(3):
        state = _stuck_in_the_corner(0, 3, 15, 2, 11, 13, 16)
        assert moving_part(state, "medium", seed) == [Stay()]


def test_a_ship_lays_the_cards_it_needs_and_sails_rather_than_renouncing() -> None:
    # K8 in stage 2 (sailed westwards) on a card going two squares forward, to I8: open sea,
    # and two squares from any card, so a chain of two cards is needed.
    for seed in range(3):
        state = table()
        ship(state, 0, "K8")
        card(state, "K8", 11)
        ship(state, 1, "P1")
        roses(state, 0, (1, "red"))
        hand(state, 0, 4, 2, 13)
        state.points[0] = 4
        actions = moving_part(settle(state), "medium", seed)
        assert [type(a) for a in actions] == [LayCard, LayCard, Sail]
        assert actions[-1] == Sail(*sq("I8"))


@pytest.mark.parametrize("points", [3, 6, 8])
def test_a_ship_does_not_renounce_to_make_an_ignore_cheaper(points: int) -> None:
    # D9 in stage 3 on a card going two squares sideways; C8, open sea, is next to the red
    # station (B7), the third rose. Renouncing would only make the ignore cheaper next turn.
    for seed in range(3):
        state = table()
        ship(state, 0, "D9")
        card(state, "D9", 10)
        card(state, "E9", 3)
        card(state, "F9", 15)
        ship(state, 1, "G7")
        card(state, "G7", 15)
        roses(state, 0, (1, "yellow"), (2, "green"))
        hand(state, 0, 9, 4, 4)
        state.points[0] = points
        actions = moving_part(settle(state), "medium", seed)
        assert [type(a) for a in actions] == [LayCard, Ignore]
        assert actions[-1] == Ignore(*sq("C8"))


def _points_at_the_cap(points: int):
    """Seat 0 in stage 3 with the roses to cross, on a card going one square sideways (with
    cards there); a card ahead on C8, a neighbour."""
    state = table()
    ship(state, 0, "C9")
    card(state, "C9", 5)
    card(state, "B9", 4)
    card(state, "D9", 4)
    card(state, "C8", 4)
    ship(state, 1, "P1")
    roses(state, 0, (1, "red"), (2, "green"))
    hand(state, 0, 4, 4, 4)
    state.points[0] = points
    return settle(state)


def test_points_at_the_cap_are_spent_rather_than_renounced_for() -> None:
    for seed in range(3):
        state = _points_at_the_cap(8)
        assert Renounce() in state.legal_actions()  # it could, and would gain nothing
        assert moving_part(state, "medium", seed) == [Ignore(*sq("C8"))]


@pytest.mark.parametrize(("points", "held", "buys"), [(8, 2, True), (8, 5, True), (3, 3, False)])
def test_points_near_the_cap_buy_cards(points: int, held: int, buys: bool) -> None:
    state = _points_at_the_cap(points)
    state.apply(Renounce())
    hand(state, 0, *[4] * held)
    state.points[0] = points
    settle(state)
    choice = make_bot("medium", GAME, 0, 0).choose(state.view(0), state.legal_actions())
    assert choice == (BuyCard() if buys else EndTurn())


# -- whole races --------------------------------------------------------------------------


# Two races in the quick run (every level, two and three ships); the others are long random
# sweeps of the slow run.
@pytest.mark.parametrize(
    ("seats", "seed"),
    [
        pytest.param(["medium", "medium"], 0, marks=pytest.mark.slow),
        pytest.param(["medium", "medium"], 1, marks=pytest.mark.slow),
        pytest.param(["medium", "medium", "medium"], 2, marks=pytest.mark.slow),
        pytest.param(["easy", "medium"], 3, marks=pytest.mark.slow),
        (["easy", "hard"], 4),
        (["hard", "easy", "medium"], 5),
        pytest.param(["easy", "easy", "easy"], 6, marks=pytest.mark.slow),
    ],
)
def test_seeded_races_between_computer_players_end_at_the_line_or_by_a_third_rose(
    seats: list[str], seed: int
) -> None:
    # Every level, easy's blunders included, races: no safety rule calls the race.
    result = simulate("cap-horn", games=1, seed=seed, seats=seats)
    assert result.errors == 0, result.error_details
    assert result.outcomes[0].reason in ("finish", "three_roses")
