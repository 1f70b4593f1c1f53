"""Lazy action grids: they behave as the list of every action they stand for."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

import pytest

from capboard.engine.protocol import Action
from capboard.engine.spaces import ActionGrid, is_small


@dataclass(frozen=True, order=True)
class Shot(Action):
    kind: ClassVar[str] = "shot"
    direction: int
    power: int


@dataclass(frozen=True, order=True)
class Other(Action):
    kind: ClassVar[str] = "other"
    direction: int
    power: int


GRID = ActionGrid(Shot, {"direction": range(0, 360, 5), "power": range(10, 21)})
LISTED = [Shot(d, p) for d in range(0, 360, 5) for p in range(10, 21)]


def test_a_grid_is_the_list_of_its_actions() -> None:
    assert len(GRID) == len(LISTED) == 72 * 11
    assert list(GRID) == LISTED
    assert [GRID[i] for i in range(len(GRID))] == LISTED
    assert GRID[-1] == LISTED[-1]
    assert GRID[3:7] == LISTED[3:7]
    assert GRID == LISTED


def test_membership_is_checked_without_listing() -> None:
    assert Shot(355, 20) in GRID
    assert Shot(357, 20) not in GRID  # off the 5-degree steps
    assert Shot(0, 21) not in GRID
    assert Other(0, 10) not in GRID
    assert "shot" not in GRID


def test_out_of_range_index_raises() -> None:
    with pytest.raises(IndexError):
        GRID[len(GRID)]


def test_random_choice_draws_from_the_grid() -> None:
    rng = random.Random(1)
    assert all(rng.choice(GRID) in GRID for _ in range(100))


def test_grids_compare_and_hash_by_what_they_hold() -> None:
    same = ActionGrid(Shot, {"direction": range(0, 360, 5), "power": range(10, 21)})
    assert same == GRID and hash(same) == hash(GRID)
    assert ActionGrid(Other, {"direction": range(0, 360, 5), "power": range(10, 21)}) != GRID


def test_big_decisions_are_not_small() -> None:
    assert is_small(LISTED[:10])
    assert not is_small(GRID, limit=100)
