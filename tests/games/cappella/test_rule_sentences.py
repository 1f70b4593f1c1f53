"""Rule sentences of Cappella's rule book that no other test pins down, one test each."""

from __future__ import annotations

import pytest

from capboard.engine.protocol import IllegalAction
from capboard.games.cappella.actions import (
    PayPath,
    PlaceBuilding,
    PlacePath,
    StartBuild,
    TakeFromReserve,
)
from tests.games.cappella.positions import GRID, board, cell, lay, path


def pay(x: str, y: str, material: str) -> PayPath:
    a, b = sorted((cell(x), cell(y)))
    return PayPath(a, b, material)


def paths_of(state) -> set[PlacePath]:
    return {a for a in state.legal_actions() if isinstance(a, PlacePath)}


def chapel_position(**tokens: str):
    """Player 0 has paths C2-C3 (wood|stone), C3-C4 (stone|stone), C4-C5 (stone|wood): enough
    for a chapel (wood + stone, with C4-C5 left to reach the green token C5)."""
    state = board(A1="wood", C2="wood", C5="wood", **tokens)
    lay(state, 0, ("C2", "C3"), ("C3", "C4"), ("C4", "C5"))
    return state


# -- Building (instead of placing a path) -----------------------------------------------------


def test_a_player_with_an_empty_stock_may_build_instead_of_taking_from_the_reserve() -> None:
    # Building replaces placing a path and costs paths on the board, not in the stock: with an
    # empty stock the player chooses between taking a path from the reserve and building.
    state = chapel_position()
    state.stock[0] = 0
    state._legal = None
    assert set(state.legal_actions()) == {TakeFromReserve(), StartBuild("chapel")}
    for step in (
        StartBuild("chapel"),
        pay("C2", "C3", "wood"),
        pay("C3", "C4", "stone"),
        PlaceBuilding(cell("C5")),
    ):
        state.apply(step)
    assert state.buildings[cell("C5")] == (0, "chapel")
    assert state.stock[0] == 0
    assert state.current_player == 1


def test_a_player_with_empty_stock_and_reserve_who_can_build_is_not_blocked() -> None:
    # Blocked means neither a path, nor a building, nor a path from the reserve. Player 0 has
    # no path in stock or reserve but can build a chapel, so the game goes on after player 1.
    state = chapel_position()
    state.turn = 1
    state.stock[0] = 0
    state.reserve[0] = 0
    state._legal = None
    state.apply(path("A1", "B1"))  # player 1's first path, from the green border token A1
    assert not state.is_over
    assert state.current_player == 0
    assert state.legal_actions() == [StartBuild("chapel")]


# -- Score --------------------------------------------------------------------------------


def test_the_water_bonus_is_one_per_building_however_many_water_tokens_it_touches() -> None:
    # The chapel at C3 is next to two water tokens (C2 and C4): 1 + 1, not 1 + 2. The church
    # at D3 shares the water at C4 with the chapel: it still gets its own +1 (2 + 1).
    state = board(C3="wood", D3="village", C2="water", C4="water")
    assert {cell("C2"), cell("C4")} <= set(GRID.neighbours[cell("C3")])
    assert cell("C4") in GRID.neighbours[cell("D3")]
    state.buildings[cell("C3")] = (0, "chapel")
    state.buildings[cell("D3")] = (1, "church")
    state.buildings_left = [3, 3]
    assert state.scores() == [1 + 1, 2 + 1]
    state.end = ("blocked", 0)
    assert state.outcome().scores == (2.0, 3.0)


# -- Paying: each path supplies the type of either token it touches ------------------------------


def test_a_build_is_offered_when_a_material_comes_only_from_the_second_token_of_a_path() -> None:
    # Every other token is a village (no material). Player 0's paths, each named low cell
    # first as the board stores them: C2-C3 gives wood only through its first token (C2),
    # C3-C4 gives stone only through its second token (C4), B3-C3 gives wood through its first
    # token (B3). A chapel (wood + stone) is thus payable only by reading both tokens of the
    # paths, leaving one path on a green token (B3 or C2) to build on.
    state = board(fill="village", C2="wood", B3="wood", C4="stone")
    assert cell("C2") < cell("C3") < cell("C4")
    assert cell("B3") < cell("C3")
    lay(state, 0, ("C2", "C3"), ("C3", "C4"), ("B3", "C3"))
    assert StartBuild("chapel") in state.legal_actions()
    state.apply(StartBuild("chapel"))
    assert pay("C3", "C4", "stone") in state.legal_actions()
    state.apply(pay("C3", "C4", "stone"))
    state.apply(pay("C2", "C3", "wood"))
    assert state.legal_actions() == [PlaceBuilding(cell("B3"))]
    state.apply(PlaceBuilding(cell("B3")))
    assert state.buildings[cell("B3")] == (0, "chapel")


# -- A player's first path ----------------------------------------------------------------


def test_a_player_with_paths_may_not_start_again_from_another_green_border_token() -> None:
    # A1 and A7 are both green border tokens. Before any path either may start a player's
    # network; once player 0 has a path at A1 (and no building), A7 is out of reach.
    state = board(A1="wood", A7="wood")
    a7_starts = {path("A7", "A6"), path("A7", "B6")}
    assert a7_starts <= paths_of(state)
    state.apply(path("A1", "B1"))
    assert a7_starts <= paths_of(state)  # player 1 has nothing on the board yet
    state.apply(path("A1", "A2"))
    assert state.current_player == 0
    legal = paths_of(state)
    assert legal  # player 0 can still extend from A1
    assert not legal & a7_starts
    with pytest.raises(IllegalAction):
        state.apply(path("A7", "A6"))


def test_a_player_with_a_building_but_no_path_may_not_start_from_a_green_border_token() -> None:
    # Player 0's only piece is a chapel at C3: paths leave it, but the green border token A1
    # is no longer a place to start (only a player with nothing on the board may).
    state = board(A1="wood", C3="wood")
    state.buildings[cell("C3")] = (0, "chapel")
    state.buildings_left[0] = 3
    state._legal = None
    legal = paths_of(state)
    assert path("C3", "C4") in legal
    assert path("A1", "A2") not in legal
    assert path("A1", "B1") not in legal


# -- The builder pays with their own paths --------------------------------------------------


def test_opponent_paths_do_not_make_a_build_possible() -> None:
    # Player 0 has one path (C4-C5, stone|wood): not enough for wood + stone and a path left.
    # Player 1's paths C2-C3 and C3-C4 touch wood and stone, but are not player 0's to pay.
    state = board(A1="wood", C2="wood", C5="wood")
    lay(state, 0, ("C4", "C5"))
    lay(state, 1, ("C2", "C3"), ("C3", "C4"))
    assert not any(isinstance(a, StartBuild) for a in state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply(StartBuild("chapel"))


def test_an_opponent_path_is_never_offered_as_payment_and_paying_removes_only_own_paths() -> None:
    # Player 1's paths C1-C2 (stone|wood) and D4-D5 (stone|stone) touch the chapel's materials;
    # only player 0's paths may pay, and paying leaves player 1's paths and reserve alone.
    state = chapel_position()
    lay(state, 1, ("C1", "C2"), ("D4", "D5"))
    own = {GRID.side_between(*p) for p in state.own_paths(0)}
    theirs = [GRID.side_between(cell(x), cell(y)) for x, y in (("C1", "C2"), ("D4", "D5"))]
    reserves = list(state.reserve)
    state.apply(StartBuild("chapel"))
    offered = [a for a in state.legal_actions() if isinstance(a, PayPath)]
    assert pay("C2", "C3", "wood") in offered
    assert all(GRID.side_between(a.a, a.b) in own for a in offered)
    for refused in (pay("C1", "C2", "wood"), pay("C1", "C2", "stone"), pay("D4", "D5", "stone")):
        assert refused not in offered
        with pytest.raises(IllegalAction):
            state.apply(refused)
    state.apply(pay("C2", "C3", "wood"))
    state.apply(pay("C3", "C4", "stone"))
    assert [state.paths[s] for s in theirs] == [1, 1]
    assert state.reserve == [reserves[0] + 2, reserves[1]]
    assert state.own_paths(0) == [tuple(sorted((cell("C4"), cell("C5"))))]
