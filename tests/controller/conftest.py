"""Fixtures of the controller tests: the toy game registered, and toy records.

Qt offscreen and the private CAPBOARD_HOME come from the suite's tests/conftest.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import pytest

from capboard.engine import registry
from capboard.engine.record import GameRecord, SeatRecord

from .toygame import ToyGame

COLOURS = ("#c0392b", "#2980b9", "#27ae60")


@pytest.fixture(autouse=True)
def toy_game(monkeypatch: pytest.MonkeyPatch) -> Iterator[ToyGame]:
    """The toy game registered under the id "toy" for the duration of a test."""
    monkeypatch.setitem(registry._GAMES, ToyGame.id, f"{ToyGame.__module__}:ToyGame")
    registry.get.cache_clear()
    yield registry.get(ToyGame.id)  # type: ignore[misc]
    registry.get.cache_clear()


def seats_of(kinds: Sequence[str], level: str = "greedy") -> list[SeatRecord]:
    """Seat records named after their index ("P0", "P1", ...)."""
    return [
        SeatRecord(name=f"P{i}", colour=COLOURS[i], kind=kind, level=level)  # type: ignore[arg-type]
        for i, kind in enumerate(kinds)
    ]


@pytest.fixture
def make_record() -> Callable[..., GameRecord]:
    """Build a toy game record: ``make_record(kinds, seed=..., target=..., actions=[...])``."""

    def make(
        kinds: Sequence[str] = ("human", "human"),
        *,
        seed: int = 7,
        target: int = 6,
        actions: Sequence[dict] = (),
        level: str = "greedy",
    ) -> GameRecord:
        return GameRecord(
            game_id=ToyGame.id,
            options={"target": target},
            seats=seats_of(kinds, level),
            seed=seed,
            actions=list(actions),
        )

    return make
