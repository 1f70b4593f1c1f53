"""The hard Cap Horn player's turn planning: it lays a card ahead of its ship, the kind that
promises most from there, and then sails onto it; the other levels look one action ahead."""

from __future__ import annotations

import random

from capboard.games.cap_horn import planner
from capboard.games.cap_horn.actions import LayCard, Sail
from tests.games.cap_horn.positions import GAME, hand, roses, ship, table

FORWARD_DIAGONALS = 3  # one square forward-left or forward-right
BACKWARDS = 6  # one square back, or back and right


def _at_the_start():
    """Seat 0 on start square 1 (P1), holding a forward-diagonal card and a backward one. On
    P2 the forward-diagonal card leads to the yellow station of stage 1 (O3), the backward one
    back to the start."""
    state = table()
    ship(state, 0, "P1")
    hand(state, 0, BACKWARDS, FORWARD_DIAGONALS)
    return state


def test_the_planner_lays_the_card_that_promises_most_where_the_ship_can_sail() -> None:
    for seed in range(6):
        state = _at_the_start()
        view = state.view(0)
        chosen = GAME.judgement(view, state.legal_actions(), "hard", random.Random(seed))
        assert isinstance(chosen, LayCard)
        assert chosen.card == FORWARD_DIAGONALS
        state.apply(chosen)
        assert (chosen.x, chosen.y) in state.moves(0)  # the ship can sail onto it


def test_then_it_sails_onto_the_card_it_laid() -> None:
    state = _at_the_start()
    lay = planner.plan(state, 0, random.Random(1))
    assert isinstance(lay, LayCard)
    state.apply(lay)
    follow = planner.plan(state, 0, random.Random(1))
    assert follow == Sail(lay.x, lay.y)


def test_a_one_action_look_does_not_tell_the_cards_apart() -> None:
    """Medium scores a lay by the evaluation of the position right after it, where both cards
    open the same square; the planner tells them apart, and the levels below hard have no
    plan."""
    state = _at_the_start()
    view = state.view(0)
    assert GAME.judgement(view, state.legal_actions(), "medium", random.Random(0)) is None
    looks = []
    for kind in (FORWARD_DIAGONALS, BACKWARDS):
        after = state.clone()
        after.apply(LayCard(kind, 15, 1))
        looks.append(GAME.evaluate(after.view(0), 0))
    assert looks[0] == looks[1]


def test_outside_its_own_moving_step_the_planner_has_no_plan() -> None:
    state = _at_the_start()
    state.phase = "buy"
    state._legal = None
    assert planner.plan(state, 0, random.Random(0)) is None
    assert planner.plan(_at_the_start(), 1, random.Random(0)) is None


def test_in_the_last_stage_a_ship_that_may_not_cross_keeps_near_the_rose_it_needs() -> None:
    """One rose (stage 1, yellow): the ship needs the red or green rose of stage 3. Two squares
    further north but three from the red station is worse than one square from it."""
    near, far = table(), table()
    for state, square in ((near, "B6"), (far, "B4")):
        ship(state, 0, square)
        roses(state, 0, (1, "yellow"))
    assert planner._score(near, 0) > planner._score(far, 0)
    # With the two roses to cross, the pull is off: further along the course is better.
    for state in (near, far):
        roses(state, 0, (1, "yellow"), (2, "red"))
    assert planner._score(far, 0) > planner._score(near, 0)
