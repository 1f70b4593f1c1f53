"""The evaluation the computer players share: a building being paid for counts as built, and a
fourth one as the end of the game it brings."""

from __future__ import annotations

import pytest

from capboard.engine import registry
from capboard.games.cappella.actions import StartBuild
from tests.games.cappella.positions import board, lay

GAME = registry.get("cappella")


def _chapel_started(behind_by: int, **tokens: str):
    """Seat 0 starts its fourth building, a chapel (1 point), ``behind_by`` points behind
    (other ``tokens`` as named)."""
    state = board(A1="wood", C2="wood", C5="wood", **tokens)
    lay(state, 0, ("C2", "C3"), ("C3", "C4"), ("C4", "C5"))
    state.buildings_left[0] = 1
    state.apply(StartBuild("chapel"))
    view = state.view(0)
    # Points come from the buildings on the board; the gap is set through the view's scores.
    scores = (5, 5 + behind_by)
    return view.__class__(**{**view.__dict__, "scores": scores})


def test_a_fourth_building_that_wins_is_scored_as_a_win_for_both_seats() -> None:
    view = _chapel_started(behind_by=1)  # 5 + 1 == 6: level on points, more buildings
    assert GAME.evaluate(view, 0) == 1000.0
    assert GAME.evaluate(view, 1) == -1000.0


def test_a_fourth_building_that_loses_is_scored_as_a_loss() -> None:
    view = _chapel_started(behind_by=2)
    assert GAME.evaluate(view, 0) == -1000.0
    assert GAME.evaluate(view, 1) == 1000.0


def test_an_earlier_building_being_paid_counts_its_points_for_the_builder_only() -> None:
    state = board(A1="wood", C2="wood", C5="wood")
    lay(state, 0, ("C2", "C3"), ("C3", "C4"), ("C4", "C5"))
    before = (GAME.evaluate(state.view(0), 0), GAME.evaluate(state.view(1), 1))
    state.apply(StartBuild("chapel"))
    after = (GAME.evaluate(state.view(0), 0), GAME.evaluate(state.view(1), 1))
    assert after[0] - before[0] == pytest.approx(10.0)  # a chapel's point, as if it stood
    assert after[1] - before[1] == pytest.approx(-10.0)


def test_a_fourth_building_next_to_water_counts_its_bonus() -> None:
    # C5, where the chapel may stand, is next to water at C6: 1 + 1 point make up a gap of
    # 2, level on points with more buildings, a win; without the water, a loss.
    view = _chapel_started(behind_by=2, C6="water")
    assert GAME.evaluate(view, 0) == 1000.0
    assert GAME.evaluate(view, 1) == -1000.0
    assert GAME.evaluate(_chapel_started(behind_by=2), 0) == -1000.0
