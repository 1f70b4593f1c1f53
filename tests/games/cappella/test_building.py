"""Cappella's building rules: costs paid with paths, where buildings stand, what they clear."""

from __future__ import annotations

import pytest

from capboard.engine.protocol import IllegalAction
from capboard.games.cappella.actions import PayPath, PlaceBuilding, PlacePath, StartBuild
from capboard.games.cappella.board import cappella_data
from tests.games.cappella.positions import board, cell, lay, path


def pay(x: str, y: str, material: str) -> PayPath:
    a, b = sorted((cell(x), cell(y)))
    return PayPath(a, b, material)


def test_costs_come_from_the_game_data() -> None:
    rules = cappella_data().buildings
    assert (rules["chapel"].token, sorted(rules["chapel"].cost)) == ("wood", ["stone", "wood"])
    assert (rules["church"].token, sorted(rules["church"].cost)) == (
        "village",
        ["gold", "stone", "wood"],
    )
    assert (rules["cathedral"].token, sorted(rules["cathedral"].cost)) == (
        "town",
        ["gold", "gold", "stone", "wood"],
    )


def chapel_position():
    """Player 0 has paths C2-C3 (wood|stone), C3-C4 (stone|stone), C4-C5 (stone|wood)."""
    state = board(A1="wood", C2="wood", C5="wood")
    lay(state, 0, ("C2", "C3"), ("C3", "C4"), ("C4", "C5"))
    return state


def test_a_chapel_is_paid_with_wood_and_stone_then_placed_on_a_green_token() -> None:
    state = chapel_position()
    assert StartBuild("chapel") in state.legal_actions()
    assert StartBuild("church") not in state.legal_actions()  # no gold, no village
    reserve = state.reserve[0]
    state.apply(StartBuild("chapel"))
    assert state.current_player == 0  # building is the whole turn, in steps
    state.apply(pay("C2", "C3", "wood"))
    state.apply(pay("C3", "C4", "stone"))
    assert state.reserve[0] == reserve + 2  # paid paths go back to the reserve
    # C5 is green and C4-C5 still arrives there; C2 lost its path.
    assert state.legal_actions() == [PlaceBuilding(cell("C5"))]
    events = state.apply(PlaceBuilding(cell("C5")))
    assert state.buildings[cell("C5")] == (0, "chapel")
    assert state.current_player == 1
    assert [e.code for e in events][:2] == ["building_placed", "paths_returned"]


def test_a_path_pays_with_the_type_of_either_token_it_touches() -> None:
    state = chapel_position()
    lay(state, 0, ("C5", "D5"))  # a spare path, so every payment leaves a way to C5
    state.apply(StartBuild("chapel"))
    legal = set(state.legal_actions())
    assert pay("C2", "C3", "wood") in legal
    assert pay("C2", "C3", "stone") in legal
    assert pay("C3", "C4", "stone") in legal
    assert pay("C3", "C4", "wood") not in legal  # neither token is wood
    with pytest.raises(IllegalAction):
        state.apply(pay("C3", "C4", "wood"))


def test_a_payment_that_would_leave_no_path_to_a_building_site_is_refused() -> None:
    state = chapel_position()
    state.apply(StartBuild("chapel"))
    # Paying wood with C4-C5 and stone with C2-C3 would leave only C3-C4: no green token.
    state.apply(pay("C4", "C5", "wood"))
    assert pay("C2", "C3", "stone") not in state.legal_actions()
    assert state.legal_actions() == [pay("C3", "C4", "stone")]


def test_no_build_without_the_materials() -> None:
    state = board(A1="wood", C2="wood")
    lay(state, 0, ("C2", "C3"))  # one path: wood or stone, not both
    assert not any(isinstance(a, StartBuild) for a in state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply(StartBuild("chapel"))


def test_a_church_costs_wood_stone_gold_and_stands_on_a_village() -> None:
    state = board(A1="wood", C2="wood", C4="gold", D3="village")
    lay(state, 0, ("C2", "C3"), ("C3", "C4"), ("C4", "D4"), ("C3", "D3"))
    assert StartBuild("church") in state.legal_actions()
    state.apply(StartBuild("church"))
    state.apply(pay("C2", "C3", "wood"))
    state.apply(pay("C3", "C4", "stone"))
    state.apply(pay("C4", "D4", "gold"))
    assert state.legal_actions() == [PlaceBuilding(cell("D3"))]
    state.apply(PlaceBuilding(cell("D3")))
    assert state.scores()[0] == 2


def test_a_cathedral_costs_wood_stone_and_two_gold_and_stands_on_a_town() -> None:
    state = board(A1="wood", C2="wood", C4="gold", D4="gold", E4="town")
    lay(state, 0, ("C2", "C3"), ("C3", "C4"), ("C4", "D4"), ("D4", "D5"), ("D4", "E4"))
    assert StartBuild("cathedral") in state.legal_actions()
    state.apply(StartBuild("cathedral"))
    for step in (
        pay("C2", "C3", "wood"),
        pay("C3", "C4", "stone"),
        pay("C4", "D4", "gold"),
        pay("D4", "D5", "gold"),
    ):
        state.apply(step)
    state.apply(PlaceBuilding(cell("E4")))
    assert state.buildings[cell("E4")] == (0, "cathedral")
    assert state.scores()[0] == 3


def test_placing_a_building_returns_every_path_on_that_token_to_its_owner() -> None:
    state = chapel_position()
    lay(state, 1, ("C5", "D5"), ("C5", "B4"))
    reserves = list(state.reserve)
    for step in (
        StartBuild("chapel"),
        pay("C2", "C3", "wood"),
        pay("C3", "C4", "stone"),
        PlaceBuilding(cell("C5")),
    ):
        state.apply(step)
    sides = [s for s, owner in enumerate(state.paths) if owner is not None]
    assert sides == []
    assert state.reserve == [reserves[0] + 3, reserves[1] + 2]
    assert state.paths_on_cell[cell("C5")] == 0


def test_a_building_needs_a_free_token_of_its_type() -> None:
    state = chapel_position()
    state.buildings[cell("C5")] = (0, "chapel")
    state.buildings[cell("C2")] = (1, "chapel")
    state._legal = None
    assert StartBuild("chapel") not in state.legal_actions()


def test_paths_then_leave_the_building_token() -> None:
    state = chapel_position()
    for step in (
        StartBuild("chapel"),
        pay("C2", "C3", "wood"),
        pay("C3", "C4", "stone"),
        PlaceBuilding(cell("C5")),
    ):
        state.apply(step)
    state.apply(path("A1", "B1"))  # player 1
    # Player 0 has no path left, but the chapel connects: paths leave it.
    legal = {a for a in state.legal_actions() if isinstance(a, PlacePath)}
    assert legal == {path("C5", n) for n in ("B4", "B5", "C4", "C6", "D4", "D5")}
