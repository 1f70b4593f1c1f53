"""Cap Horn's turn: navigation points, laying and covering cards, moving, drawing, buying."""

from __future__ import annotations

import dataclasses
import random

import pytest

from capboard.engine import registry
from capboard.engine.protocol import IllegalAction
from capboard.games.cap_horn.actions import (
    BuyCard,
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
from capboard.games.cap_horn.view import CapHornView
from tests.games.cap_horn.positions import card, hand, hold, roses, ship, sq, table


def sails(state) -> set[tuple[int, int]]:
    return {(a.x, a.y) for a in state.legal_actions() if isinstance(a, Sail)}


def lays(state, kind: int) -> set[tuple[int, int]]:
    return {(a.x, a.y) for a in state.legal_actions() if isinstance(a, LayCard) and a.card == kind}


def start_of_turn(state, seat: int = 0):
    """End the other player's turn so that ``seat`` starts a fresh one."""
    state.turn = (seat - 1) % state.players
    state.phase = "buy"
    state._legal = None
    state.apply(EndTurn())
    return state


# -- step 1: the navigation point ---------------------------------------------------------


def test_each_turn_starts_with_one_navigation_point() -> None:
    state = table()
    state.points = [3, 3]
    start_of_turn(state, 0)
    assert state.points[0] == 4


def test_nobody_holds_more_than_eight_points() -> None:
    state = table()
    state.points = [8, 8]
    start_of_turn(state, 0)
    assert state.points[0] == 8


# -- step 2: laying cards -----------------------------------------------------------------


def test_cards_are_laid_next_to_a_start_square_on_empty_sea() -> None:
    state = table()
    hand(state, 0, 4)
    # Next to the five start squares (L1–P1): row 2, columns K to P.
    assert lays(state, 4) == {sq(f"{c}2") for c in "KLMNOP"}


def test_cards_are_laid_next_to_cards_already_on_the_board_diagonals_too() -> None:
    state = table()
    hand(state, 0, 4, 2)
    card(state, "M4", 11)
    near = lays(state, 4)
    assert {sq(x) for x in ("L3", "N3", "L5", "N5", "M3", "M5", "L4", "N4")} <= near
    assert sq("M7") not in near  # two squares away from any card


def test_cards_are_never_laid_on_land_a_start_square_or_another_card() -> None:
    state = table()
    hand(state, 0, 4)
    card(state, "J2", 11)
    near = lays(state, 4)
    assert sq("I2") not in near  # land west of stage 1
    assert sq("J2") not in near
    assert not near & {sq(x) for x in ("L1", "M1", "N1", "O1", "P1")}


def test_any_number_of_cards_may_be_laid() -> None:
    state = table()
    hand(state, 0, 4, 4, 11)
    state.apply(LayCard(4, *sq("M2")))
    state.apply(LayCard(4, *sq("M3")))
    state.apply(LayCard(11, *sq("M4")))
    assert state.hands[0] == []
    assert state.cards[sq("M4")] == 11


def test_a_card_on_a_station_lies_under_it_and_the_station_then_takes_ships() -> None:
    state = table()
    hand(state, 0, 4)
    card(state, "O2", 4)
    assert sq("O3") in lays(state, 4)  # the yellow station of stage 1
    state.apply(LayCard(4, *sq("O3")))
    ship(state, 0, "O2")
    ship(state, 1, "O3")
    assert sq("O3") in sails(state)  # stations take any number of ships


def test_laying_a_card_takes_it_from_the_hand() -> None:
    state = table()
    with pytest.raises(IllegalAction):
        state.apply(LayCard(4, *sq("M2")))  # no such card in hand


# -- covering ----------------------------------------------------------------------------


def covering_position():
    state = table()
    hand(state, 0, 11, 4)
    ship(state, 0, "M1")
    card(state, "M2", 4)
    card(state, "M3", 4)
    return state


def test_a_card_may_be_covered_instead_of_laying_cards() -> None:
    state = covering_position()
    state.apply(CoverCard(11, *sq("M3")))
    assert state.cards[sq("M3")] == 11
    assert state.discard == [4]  # the covered card goes to the discard pile
    assert not any(isinstance(a, LayCard | CoverCard) for a in state.legal_actions())


def test_no_cover_after_laying_a_card() -> None:
    state = covering_position()
    state.apply(LayCard(4, *sq("N2")))
    assert not any(isinstance(a, CoverCard) for a in state.legal_actions())


def test_a_card_carrying_a_ship_cannot_be_covered() -> None:
    state = covering_position()
    ship(state, 1, "M3")
    covers = {(a.x, a.y) for a in state.legal_actions() if isinstance(a, CoverCard)}
    assert sq("M3") not in covers and sq("M2") in covers


def test_the_ship_may_not_reach_the_covering_card_this_turn() -> None:
    state = covering_position()
    assert sq("M2") in sails(state)
    state.apply(CoverCard(11, *sq("M2")))
    assert sq("M2") not in sails(state)


def test_nor_by_ignoring_its_card() -> None:
    state = covering_position()
    state.points[0] = 8
    state.apply(CoverCard(11, *sq("M2")))
    ignores = {(a.x, a.y) for a in state.legal_actions() if isinstance(a, Ignore)}
    assert sq("M2") not in ignores


def test_nor_by_either_move_of_a_sprint() -> None:
    state = covering_position()
    state.points[0] = 8
    card(state, "L2", 4)
    state.apply(CoverCard(11, *sq("M2")))
    state.apply(Sprint())
    assert sq("M2") not in sails(state)
    state.apply(Sail(*sq("L2")))
    assert sq("M2") not in sails(state)


# -- step 3: moving --------------------------------------------------------------------


def test_a_move_ends_on_a_card_flying_over_empty_squares_and_ships() -> None:
    state = table()
    ship(state, 0, "M2")
    card(state, "M2", 15)  # 3 forward: south in stage 1
    card(state, "M5", 4)
    ship(state, 1, "M3")
    assert sails(state) == {sq("M5")}  # over the ship on M3 and the empty M4


def test_a_move_needs_a_card_at_its_end() -> None:
    state = table()
    ship(state, 0, "M2")
    card(state, "M2", 15)
    assert sails(state) == set()


def test_a_move_never_crosses_land() -> None:
    state = table()
    ship(state, 0, "J3")
    card(state, "J3", 20)  # 3 left or right: east or west in stage 1
    card(state, "M3", 4)
    card(state, "G3", 4)  # west across land: no
    assert sails(state) == {sq("M3")}


def test_one_ship_per_card() -> None:
    state = table()
    ship(state, 0, "M2")
    card(state, "M2", 4)
    card(state, "M3", 4)
    ship(state, 1, "M3")
    assert sails(state) == set()


def test_ships_may_end_on_free_start_squares() -> None:
    state = table()
    ship(state, 0, "M2")
    card(state, "M2", 6)  # 1 back or back-right: north or north-west in stage 1
    assert sails(state) == {sq("M1"), sq("L1")}


def test_a_ship_with_no_possible_move_stays_and_gains_nothing() -> None:
    state = table()
    ship(state, 0, "M2")
    card(state, "M2", 15)  # 3 forward (south) would cross land: no move
    state.points[0] = 5
    legal = state.legal_actions()
    assert not sails(state)
    assert Stay() in legal and Renounce() not in legal
    events = state.apply(Stay())
    assert [e.code for e in events][:1] == ["stayed"]
    assert state.points[0] == 5 and state.ships[0] == sq("M2")
    assert state.phase == "buy"


def test_only_a_ship_that_could_move_may_renounce_for_a_point() -> None:
    state = table()
    ship(state, 0, "M2")
    card(state, "M2", 4)  # 1 forward (south)
    card(state, "M3", 4)
    state.points[0] = 5
    legal = state.legal_actions()
    assert sails(state) == {sq("M3")}
    assert Renounce() in legal and Stay() not in legal
    state.apply(Renounce())
    assert state.points[0] == 6 and state.ships[0] == sq("M2")
    assert state.phase == "buy"


def test_laying_a_card_that_opens_a_move_turns_staying_into_renouncing() -> None:
    state = table()
    ship(state, 0, "M2")
    card(state, "M2", 4)
    hand(state, 0, 4)
    assert Stay() in state.legal_actions()
    state.apply(LayCard(4, *sq("M3")))
    assert Renounce() in state.legal_actions() and Stay() not in state.legal_actions()


def test_ignoring_the_card_costs_three_points_for_a_neighbouring_card() -> None:
    state = table()
    ship(state, 0, "M3")
    card(state, "M3", 15)
    card(state, "L4", 4)
    card(state, "N2", 4)
    state.points[0] = 3
    ignores = {(a.x, a.y) for a in state.legal_actions() if isinstance(a, Ignore)}
    assert ignores == {sq("L4"), sq("N2")}
    state.apply(Ignore(*sq("L4")))
    assert (state.ships[0], state.points[0]) == (sq("L4"), 0)


def test_ignoring_needs_three_points() -> None:
    state = table()
    ship(state, 0, "M3")
    card(state, "M3", 15)
    card(state, "L4", 4)
    state.points[0] = 2
    assert not any(isinstance(a, Ignore) for a in state.legal_actions())


def test_a_sprint_costs_five_points_for_two_moves() -> None:
    state = table()
    ship(state, 0, "M2")
    card(state, "M2", 4)
    card(state, "M3", 4)
    card(state, "M4", 4)
    state.points[0] = 6
    state.apply(Sprint())
    assert state.points[0] == 1
    state.apply(Sail(*sq("M3")))
    assert state.phase == "sprint2"
    state.apply(Sail(*sq("M4")))
    assert state.ships[0] == sq("M4") and state.phase == "buy"


def test_no_sprint_without_five_points_or_without_a_first_move() -> None:
    state = table()
    ship(state, 0, "M2")
    card(state, "M2", 4)
    state.points[0] = 8
    assert Sprint() not in state.legal_actions()  # nowhere to go
    card(state, "M3", 4)
    assert Sprint() in state.legal_actions()
    state.points[0] = 4
    state._legal = None
    assert Sprint() not in state.legal_actions()


def test_a_sprint_whose_second_move_is_impossible_stays() -> None:
    state = table()
    ship(state, 0, "M2")
    card(state, "M2", 4)
    card(state, "M3", 15)  # 3 south to M6: no card there
    state.points[0] = 5
    state.apply(Sprint())
    events = state.apply(Sail(*sq("M3")))
    assert "stayed" in [e.code for e in events]
    assert state.phase == "buy"


# -- step 4: drawing and buying ----------------------------------------------------------


def test_one_card_is_drawn_after_moving_and_kept_secret() -> None:
    state = table()
    events = state.apply(next(a for a in state.legal_actions() if isinstance(a, Renounce | Stay)))
    drawn = next(e for e in events if e.code == "card_drawn")
    assert len(state.hands[0]) == 1
    assert drawn.private == {"card": state.hands[0][0]} and drawn.owner == 0
    assert "card" not in drawn.params
    assert drawn.irreversible


def test_cards_are_bought_at_one_point_each_up_to_six_in_hand() -> None:
    state = table()
    hand(state, 0, 4, 4, 4, 4)
    state.points[0] = 8
    hold(state)  # 9 points capped at 8, draw to 5 cards
    assert (len(state.hands[0]), state.points[0]) == (5, 8)
    assert BuyCard() in state.legal_actions()
    state.apply(BuyCard())
    assert (len(state.hands[0]), state.points[0]) == (6, 7)
    assert BuyCard() not in state.legal_actions()
    assert state.legal_actions() == [EndTurn()]


def test_no_card_is_drawn_with_six_in_hand() -> None:
    state = table()
    hand(state, 0, *[4] * 6)
    hold(state)
    assert len(state.hands[0]) == 6


def test_buying_needs_a_point() -> None:
    state = table()
    state.points[0] = 0
    hold(state)
    assert state.points[0] == 1
    state.apply(BuyCard())
    assert BuyCard() not in state.legal_actions()


def test_the_larger_pile_is_drawn_from() -> None:
    state = table()
    state.piles = [[1, 2], [3, 4, 5]]
    hold(state)
    assert state.hands[0] == [5]
    assert [len(p) for p in state.piles] == [2, 2]


def test_empty_piles_take_the_shuffled_discard_pile() -> None:
    state = table()
    state.piles = [[], []]
    state.discard = [7, 8, 9]
    events = hold(state)
    assert "reshuffled" in [e.code for e in events]
    assert len(state.hands[0]) == 1 and state.discard == []
    assert sorted(state.hands[0] + state.piles[0] + state.piles[1]) == [7, 8, 9]


def test_without_any_card_left_none_is_drawn() -> None:
    state = table()
    state.piles = [[], []]
    state.discard = []
    hold(state)
    assert state.hands[0] == []
    assert state.legal_actions() == [EndTurn()]


def test_the_turn_passes_clockwise() -> None:
    state = table(players=3)
    hold(state)
    state.apply(EndTurn())
    assert state.current_player == 1


def test_the_finish_line_is_not_a_move_without_two_roses() -> None:
    state = table()
    ship(state, 0, "C4")
    card(state, "C4", 4)  # 1 forward: north in stage 3, over the line
    assert CrossFinish() not in state.legal_actions()
    roses(state, 0, (1, "yellow"), (2, "red"))
    assert CrossFinish() in state.legal_actions()


def test_the_view_tells_whether_the_ship_to_play_has_moved_this_turn() -> None:
    state = table()
    ship(state, 0, "P1")
    hand(state, 0, 4)
    assert not state.view(0).moved
    state.apply(LayCard(4, *sq("O2")))
    assert not state.view(0).moved  # a card laid is no move
    state.apply(Sail(*sq("O2")))
    assert state.view(0).moved and state.view(1).moved
    state.apply(EndTurn())
    assert not state.view(1).moved  # the next player's turn


def test_a_view_is_the_one_its_class_makes_from_the_same_fields() -> None:
    """Views are made by the engine's quick builder: each has every field and no other, and
    is equal, hashed and printed as the class's own."""
    state = registry.get("cap-horn").new_state(3, 4)
    rng = random.Random(4)
    names = {f.name for f in dataclasses.fields(CapHornView)}
    for _ in range(80):
        if state.is_over:
            break
        for seat in (0, 1, 2, None):
            view = state.view(seat)
            assert type(view) is CapHornView and set(vars(view)) == names
            made = CapHornView(**vars(view))
            assert made == view and hash(made) == hash(view) and repr(made) == repr(view)
        state.apply(rng.choice(state.legal_actions()))
