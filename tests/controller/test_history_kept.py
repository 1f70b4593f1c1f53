"""A history that cannot be written now: the window never waits for it, and a finished game is
never dropped: it is kept beside the database and recorded once the database can be written."""

from __future__ import annotations

import errno
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from capboard.controller import history as history_module
from capboard.controller.history import History, HistoryError, HistoryRecorder
from capboard.controller.session import GameSession
from capboard.engine.protocol import Outcome
from capboard.engine.record import GameRecord

from .conftest import seats_of
from .test_session import play_turn

WON = Outcome((6.0, 2.0), (0,), "target")


@pytest.fixture
def recorder(tmp_path: Path) -> HistoryRecorder:
    return HistoryRecorder(tmp_path / "history.sqlite3", tmp_path / "history-pending.json")


@pytest.fixture
def held_by_another(recorder: HistoryRecorder) -> Iterator[sqlite3.Connection]:
    """The database created, then held by another program's write transaction (a backup
    tool, a second Capboard of an older version, a person's SQLite browser)."""
    History(recorder.path)
    other = sqlite3.connect(recorder.path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    yield other
    other.close()


def test_the_database_is_never_waited_for() -> None:
    # SQLite waits this long for a lock before failing: the window would wait with it.
    assert history_module.BUSY_TIMEOUT == 0


def test_a_game_finished_while_another_program_holds_the_database_is_kept_then_recorded(
    recorder: HistoryRecorder, held_by_another: sqlite3.Connection
) -> None:
    with pytest.raises(HistoryError) as refused:
        recorder.record_game("toy", seats_of(["human", "computer"]), WON)
    assert refused.value.reason == "locked"
    assert refused.value.kept is True
    assert "another program" in refused.value.message()
    assert "damaged" not in refused.value.message()
    assert recorder.pending_path.is_file()
    assert recorder.pending_count() == 1

    # Still held: the next game waits with it; nothing is counted twice or lost.
    with pytest.raises(HistoryError):
        recorder.record_game("toy", seats_of(["human", "computer"]), WON)
    assert recorder.pending_count() == 2

    held_by_another.rollback()
    assert recorder.flush() is None
    assert recorder.pending_count() == 0
    assert not recorder.pending_path.exists()
    [person, computer] = sorted(recorder.stats(), key=lambda row: row.kind, reverse=True)
    assert (person.name, person.played, person.won) == ("P0", 2, 2)
    assert (computer.kind, computer.played, computer.won) == ("computer", 2, 0)
    assert recorder.flush() is None
    assert recorder.games_played() == 2  # not again


def test_statistics_of_a_held_database_say_so_not_damaged(
    recorder: HistoryRecorder, held_by_another: sqlite3.Connection
) -> None:
    with pytest.raises(HistoryError) as refused:
        recorder.stats()
    assert refused.value.reason == "locked"


def _read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The database as on a read-only disk: SQLite itself refuses every write (the tests
    may run as root, whom permission bits do not stop)."""
    connect = sqlite3.connect

    def read_only(path: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        return connect(f"file:{path}?mode=ro", *args, uri=True, **kwargs)

    monkeypatch.setattr(history_module.sqlite3, "connect", read_only)


def test_a_read_only_history_keeps_the_game_for_later(
    recorder: HistoryRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    History(recorder.path)
    with monkeypatch.context() as patch:
        _read_only(patch)
        with pytest.raises(HistoryError) as refused:
            recorder.record_game("toy", seats_of(["human"]), Outcome((6.0,), (0,), "target"))
        assert refused.value.reason == "unwritable"
        assert refused.value.kept is True
        assert recorder.pending_count() == 1
    assert recorder.flush() is None
    assert recorder.games_played() == 1


def test_a_game_that_cannot_even_be_kept_on_disk_is_kept_in_memory_and_said_so(
    recorder: HistoryRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    History(recorder.path)

    def disk_full(*_args: Any, **_kwargs: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        _read_only(patch)
        patch.setattr(history_module, "atomic_write", disk_full)
        with pytest.raises(HistoryError) as refused:
            recorder.record_game("toy", seats_of(["human"]), Outcome((6.0,), (0,), "target"))
        assert refused.value.kept is False
        assert "before Capboard is closed" in refused.value.message()
        assert not recorder.pending_path.exists()
        assert recorder.pending_count() == 1
    assert recorder.flush() is None  # the disk answers again: recorded
    assert recorder.games_played() == 1
    assert recorder.pending_count() == 0


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        (sqlite3.SQLITE_FULL, "full"),
        (sqlite3.SQLITE_BUSY, "locked"),
        (sqlite3.SQLITE_READONLY, "unwritable"),
        (sqlite3.SQLITE_CANTOPEN, "cannot_open"),
        (sqlite3.SQLITE_IOERR, "disk_error"),
        (sqlite3.SQLITE_CORRUPT, "damaged"),
        (sqlite3.SQLITE_NOTADB, "damaged"),
    ],
)
def test_each_sqlite_failure_is_told_for_what_it_is(code: int, reason: str) -> None:
    exc = sqlite3.OperationalError("from SQLite")
    exc.sqlite_errorcode = code  # type: ignore[attr-defined]
    error = HistoryError.from_sqlite(exc)
    assert error.reason == reason
    assert error.message()


def test_a_damaged_pending_file_is_set_aside_not_lost(recorder: HistoryRecorder) -> None:
    recorder.pending_path.write_bytes(b"{ half written")
    recorder.record_game("toy", seats_of(["human"]), Outcome((6.0,), (0,), "target"))
    assert recorder.games_played() == 1
    aside = recorder.pending_path.with_name(recorder.pending_path.name + ".damaged")
    assert aside.read_bytes() == b"{ half written"


def test_a_session_says_when_its_finished_game_waits_to_be_recorded(
    qtbot: QtBot,
    make_record: Callable[..., GameRecord],
    held_by_another: sqlite3.Connection,
    recorder: HistoryRecorder,
) -> None:
    session = GameSession(make_record(["human"], target=5), bot_delay_ms=0, history=recorder)
    try:
        session.start()
        with qtbot.waitSignal(session.history_failed) as failed:
            while not session.is_over:
                play_turn(session)
        [message] = failed.args
        assert "another program" in message and "kept" in message
        assert recorder.pending_count() == 1
    finally:
        session.shutdown()
    held_by_another.rollback()
    assert recorder.flush() is None
    assert recorder.games_played() == 1
