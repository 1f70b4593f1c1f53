"""History of finished games: stats per player and game, damaged files kept."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from capboard.controller.history import SCHEMA_VERSION, History, HistoryError, StatRow
from capboard.engine.protocol import Outcome
from capboard.engine.record import SeatRecord

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
    assert stats[("", "toy")] == StatRow("", "toy", 3, 1, kind="computer", level="medium")
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


def _seat(name: str, kind: str = "human", level: str = "medium") -> SeatRecord:
    return SeatRecord(name=name, colour="#0072B2", kind=kind, level=level)  # type: ignore[arg-type]


def test_a_computer_seats_games_count_for_the_computer_not_the_name_in_the_seat(
    tmp_path: Path,
) -> None:
    history = History(tmp_path / "h.sqlite3")
    # The same computer level under two seat names, then against itself at two seats.
    history.record_game(
        "toy", [_seat("Alice"), _seat("Robot", "computer")], Outcome((1.0, 6.0), (1,), "target")
    )
    history.record_game(
        "toy", [_seat("Alice"), _seat("Marvin", "computer")], Outcome((6.0, 1.0), (0,), "target")
    )
    history.record_game(
        "toy",
        [_seat("Alice"), _seat("Robot", "computer"), _seat("Marvin", "computer")],
        Outcome((1.0, 6.0, 2.0), (1,), "target"),
    )
    history.record_game(
        "toy", [_seat("Alice"), _seat("Robot", "computer", "hard")], Outcome((1, 6), (1,), "x")
    )
    rows = history.stats()
    assert {row.name for row in rows} == {"Alice", ""}  # no "Robot", no "Marvin"
    computers = {row.level: (row.played, row.won) for row in rows if row.is_computer}
    assert computers == {"medium": (3, 2), "hard": (1, 1)}
    [alice] = [row for row in rows if not row.is_computer]
    assert (alice.played, alice.won) == (4, 1)


def test_a_person_named_like_a_computer_is_not_counted_with_it(tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    seats = [_seat("Computer (Medium)"), _seat("Computer (Medium)", "computer")]
    history.record_game("toy", seats, Outcome((6.0, 1.0), (0,), "target"))
    rows = sorted(history.stats(), key=lambda row: row.kind)
    assert rows == [
        StatRow("", "toy", played=1, won=0, kind="computer", level="medium"),
        StatRow("Computer (Medium)", "toy", played=1, won=1),
    ]


def test_the_computer_of_older_games_counts_under_todays_level_name(tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    for level in ("greedy", "medium"):  # "greedy": the medium level's first name
        seats = [_seat("Alice"), _seat("Robot", "computer", level)]
        history.record_game("toy", seats, Outcome((1.0, 6.0), (1,), "target"))
    [computer] = [row for row in history.stats() if row.is_computer]
    assert (computer.level, computer.played, computer.won) == ("medium", 2, 2)
