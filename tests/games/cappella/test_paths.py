"""Cappella's rules for laying paths, one test per rule sentence of the rule book."""

from __future__ import annotations

import pytest

from capboard.engine.protocol import IllegalAction
from capboard.games.cappella.actions import PlacePath, StartBuild, TakeFromReserve
from tests.games.cappella.positions import GRID, board, cell, lay, path


def paths_of(state) -> set[PlacePath]:
    return {a for a in state.legal_actions() if isinstance(a, PlacePath)}


def test_first_path_starts_from_a_green_token_on_the_border() -> None:
    # Wood on the border at A1, wood in the middle at C3: only A1 may start.
    state = board(A1="wood", C3="wood")
    legal = paths_of(state)
    assert legal == {path("A1", n) for n in ("A2", "B1")}
    assert path("C3", "C4") not in legal


def test_without_a_border_green_token_there_is_no_first_path() -> None:
    state = board(C3="wood")
    assert paths_of(state) == set()


def test_every_other_path_touches_a_token_with_own_path() -> None:
    state = board(A1="wood")
    state.apply(path("A1", "B1"))
    state.apply(path("A1", "A2"))  # player 1 starts from the same forest
    legal = paths_of(state)
    assert legal
    for action in legal:
        touched = {action.a, action.b}
        own = {c for side, owner in enumerate(state.paths) if owner == 0 for c in GRID.sides[side]}
        assert touched & own, action


def test_an_opponent_path_does_not_connect() -> None:
    state = board(A1="wood", A7="wood")
    lay(state, 1, ("C3", "C4"))
    lay(state, 0, ("A6", "A7"))
    assert path("C4", "C5") not in paths_of(state)


def test_a_token_holds_at_most_three_paths_whatever_their_colours() -> None:
    state = board(A1="wood")
    lay(state, 0, ("C3", "C4"), ("C3", "B2"))
    lay(state, 1, ("C3", "D3"))
    assert path("C3", "C2") not in paths_of(state)
    assert path("C4", "C5") in paths_of(state)
    with pytest.raises(IllegalAction):
        state.apply(path("C3", "C2"))


def test_at_most_one_path_per_boundary() -> None:
    state = board(A1="wood")
    lay(state, 0, ("C3", "C4"))
    assert path("C3", "C4") not in paths_of(state)


def test_no_path_touches_water() -> None:
    state = board(A1="wood", B1="water", C4="water")
    lay(state, 0, ("C3", "C2"))
    legal = paths_of(state)
    assert path("A1", "B1") not in legal
    assert path("C3", "C4") not in legal
    assert all("water" not in (state.tokens[a.a], state.tokens[a.b]) for a in legal)


def test_no_path_touches_an_opponent_building() -> None:
    state = board(A1="wood", C4="village")
    lay(state, 0, ("C3", "C2"))
    state.buildings[cell("C4")] = (1, "church")
    state._legal = None
    assert path("C3", "C4") not in paths_of(state)
    assert path("C3", "D3") in paths_of(state)


def test_paths_may_leave_an_own_building_but_never_arrive_on_one() -> None:
    state = board(A1="wood", C3="village", C5="village")
    state.buildings[cell("C3")] = (0, "church")
    state.buildings[cell("C5")] = (0, "church")
    state.buildings_left[0] = 2
    state._legal = None
    legal = paths_of(state)
    # The building alone connects: paths leave C3 in every direction...
    assert {path("C3", n) for n in ("B2", "B3", "C2", "C4", "D2", "D3")} <= legal
    # ...but a path from C4 (with an own path) may not arrive on the building at C5 twice over.
    lay(state, 0, ("C3", "C4"))
    assert path("C4", "C5") in paths_of(state)  # leaves C5
    state.buildings[cell("C4")] = (0, "chapel")
    state._legal = None
    assert path("C4", "C5") not in paths_of(state)  # would arrive on a building


def test_a_village_gives_two_paths_and_a_town_three_from_the_reserve() -> None:
    state = board(A1="wood", A2="village", B1="town")
    stock, reserve = state.stock[0], state.reserve[0]
    state.apply(path("A1", "A2"))
    assert (state.stock[0], state.reserve[0]) == (stock - 1 + 2, reserve - 2)
    state.apply(path("A1", "B1"))  # player 1, on the town
    assert (state.stock[1], state.reserve[1]) == (6 - 1 + 3, 14 - 3)


def test_a_path_touching_two_bonus_tokens_gives_both_bonuses() -> None:
    state = board(A1="wood", C3="village", C4="town")
    lay(state, 0, ("C3", "C2"))
    reserve = state.reserve[0]
    events = state.apply(path("C3", "C4"))
    assert state.reserve[0] == reserve - 5
    assert sorted(e.params["count"] for e in events if e.code == "bonus") == [2, 3]


def test_the_bonus_is_capped_by_what_is_left_in_the_reserve() -> None:
    state = board(A1="wood", C4="town")
    lay(state, 0, ("C3", "C2"))
    state.reserve[0] = 1
    stock = state.stock[0]
    state.apply(path("C3", "C4"))
    assert (state.stock[0], state.reserve[0]) == (stock - 1 + 1, 0)


def test_a_token_with_a_building_gives_no_bonus() -> None:
    state = board(A1="wood", C3="village")
    state.buildings[cell("C3")] = (0, "church")
    state.buildings_left[0] = 3
    state._legal = None
    stock, reserve = state.stock[0], state.reserve[0]
    state.apply(path("C3", "C4"))
    assert (state.stock[0], state.reserve[0]) == (stock - 1, reserve)


def test_with_an_empty_stock_a_player_may_only_take_one_path_from_the_reserve() -> None:
    state = board(A1="wood")
    state.stock[0] = 0
    state._legal = None
    legal = state.legal_actions()
    assert TakeFromReserve() in legal
    assert not paths_of(state)
    reserve = state.reserve[0]
    state.apply(TakeFromReserve())
    assert (state.stock[0], state.reserve[0]) == (1, reserve - 1)
    assert state.current_player == 1  # that was the whole turn


def test_taking_from_the_reserve_is_not_allowed_with_paths_in_stock() -> None:
    state = board(A1="wood")
    assert TakeFromReserve() not in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(TakeFromReserve())


def test_laying_a_path_takes_it_from_the_stock_and_passes_the_turn() -> None:
    state = board(A1="wood")
    state.apply(path("A1", "B1"))
    assert state.stock[0] == 4
    assert state.current_player == 1
    assert not any(isinstance(a, StartBuild) for a in state.legal_actions())
