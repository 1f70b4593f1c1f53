"""History of finished games: stats per player and game, damaged files kept."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from capboard.controller.history import SCHEMA_VERSION, History, HistoryError, StatRow
from capboard.engine.protocol import Outcome

from .conftest import seats_of


def test_stats_count_played_and_won_and_a_draw_is_no_win(tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    seats = seats_of(["human", "computer"])
    history.record_game("toy", seats, Outcome((6.0, 2.0), (0,), "target"))
    history.record_game("toy", seats, Outcome((1.0, 6.0), (1,), "target"))
    history.record_game("toy", seats, Outcome((3.0, 3.0), (0, 1), "draw"))
    history.record_game("other", seats, Outcome((3.0, 1.0), (0,), "target"))
    stats = {(row.name, row.game_id): row for row in history.stats()}
    assert stats[("P0", "toy")] == StatRow("P0", "toy", played=3, won=1)
    assert stats[("P1", "toy")] == StatRow("P1", "toy", played=3, won=1)
    assert stats[("P0", "other")].won == 1
    assert {row.game_id for row in history.stats("other")} == {"other"}
    assert history.games_played() == 4


def test_schema_version_is_set(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    History(path)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.close()
    assert History(path).stats() == []  # reopening an existing database


def test_damaged_database_raises_and_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    content = b"this is not an SQLite database at all" * 50
    path.write_bytes(content)
    with pytest.raises(HistoryError) as info:
        History(path)
    assert info.value.reason == "damaged"
    assert info.value.message()
    assert path.read_bytes() == content


def test_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    with pytest.raises(HistoryError) as info:
        History(path)
    assert info.value.reason == "newer_version"
