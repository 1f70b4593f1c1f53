"""The history of finished games, in an SQLite database, for the statistics page.

A database that cannot be opened is never deleted nor replaced: :class:`HistoryError` says
what is wrong (in use by another program, read-only, a full disk, damaged ...) and the ui
shows it; the games already recorded stay on disk.

The database is never waited for: another program holding it makes an operation fail at
once rather than hold the window. A finished game that cannot go in then is not lost:
:class:`HistoryRecorder` keeps it in a small file beside the database and adds it the next
time the database can be written.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from PySide6.QtCore import QCoreApplication

from capboard.controller.atomic import atomic_write, read_limited
from capboard.engine.protocol import Outcome
from capboard.engine.record import SeatRecord

_log = logging.getLogger(__name__)

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game_id TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    reason TEXT NOT NULL,
    draw INTEGER NOT NULL
);
CREATE TABLE results (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    level TEXT NOT NULL,
    score REAL NOT NULL,
    won INTEGER NOT NULL,
    hints INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game, seat)
);
CREATE INDEX results_by_name ON results(name);
"""

_ADD_HINTS = "ALTER TABLE results ADD COLUMN hints INTEGER NOT NULL DEFAULT 0"
"""The count of hints came after the first schema: a history made before gets the column
(0 for its games). The schema version stays 1: an earlier Capboard names its columns when it
writes, so it still reads and writes a history with this one added."""

HistoryErrorReason = Literal[
    "damaged", "newer_version", "unwritable", "locked", "full", "cannot_open", "disk_error"
]

BUSY_TIMEOUT = 0.0
"""Seconds SQLite waits for another program's lock on the database: none (the window would
wait with it); the operation fails at once and is tried again later."""


class HistoryError(Exception):
    """The history database cannot be used; the file is left as it is.

    ``kept``, for a finished game that could not be recorded: True when it waits in the
    pending file to be added later, False when it could not even be written there (it is
    then kept in memory and tried again while Capboard runs); None for anything else.
    """

    def __init__(
        self, reason: HistoryErrorReason, detail: str = "", *, kept: bool | None = None
    ) -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason: HistoryErrorReason = reason
        self.detail = detail
        self.kept = kept

    @classmethod
    def from_sqlite(cls, exc: sqlite3.Error) -> HistoryError:
        """The error for what SQLite reported, by its error code."""
        code = getattr(exc, "sqlite_errorcode", None)
        primary = code & 0xFF if isinstance(code, int) else None
        reason: HistoryErrorReason
        if primary in (_SQLITE_BUSY, _SQLITE_LOCKED):
            reason = "locked"
        elif primary == _SQLITE_FULL:
            reason = "full"
        elif primary in (_SQLITE_READONLY, _SQLITE_PERM):
            reason = "unwritable"
        elif primary == _SQLITE_CANTOPEN:
            reason = "cannot_open"
        elif primary == _SQLITE_IOERR or (
            primary is None and isinstance(exc, sqlite3.OperationalError)
        ):
            reason = "disk_error"
        else:  # SQLITE_CORRUPT, SQLITE_NOTADB and whatever else the file itself causes
            reason = "damaged"
        return cls(reason, str(exc))

    def message(self) -> str:
        """A translated sentence (or two) for a person: what is wrong, and for a finished
        game, what became of it."""
        text = self.what()
        if self.kept is True:
            text += " " + QCoreApplication.translate(
                "HistoryError",
                "The finished game is kept and will be counted in the statistics later.",
            )
        elif self.kept is False:
            text += " " + QCoreApplication.translate(
                "HistoryError",
                "The finished game will be counted in the statistics if the history can be"
                " written before Capboard is closed.",
            )
        return text

    def what(self) -> str:
        """A translated sentence for a person: what is wrong (not what became of a game)."""
        if self.reason == "newer_version":
            return QCoreApplication.translate(
                "HistoryError",
                "The game history was written by a newer Capboard; statistics are unavailable.",
            )
        if self.reason == "locked":
            return QCoreApplication.translate(
                "HistoryError",
                "The game history is in use by another program; try again once it is closed.",
            )
        if self.reason == "full":
            return QCoreApplication.translate(
                "HistoryError", "The game history cannot be written: the disk is full."
            )
        if self.reason == "unwritable":
            return QCoreApplication.translate(
                "HistoryError",
                "The game history cannot be written: its file or folder is read-only.",
            )
        if self.reason == "cannot_open":
            return QCoreApplication.translate(
                "HistoryError",
                "The game history cannot be opened (check that you may read and write its folder).",
            )
        if self.reason == "disk_error":
            return QCoreApplication.translate(
                "HistoryError", "The game history cannot be read or written: the disk failed."
            )
        return QCoreApplication.translate(
            "HistoryError",
            "The game history file is damaged; statistics are unavailable. "
            "The file was left untouched.",
        )


# SQLite's primary result codes (https://sqlite.org/rescode.html).
_SQLITE_PERM = 3
_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_READONLY = 8
_SQLITE_IOERR = 10
_SQLITE_FULL = 13
_SQLITE_CANTOPEN = 14


class FinishedGame(NamedTuple):
    """A finished game as the history records it; ``finished_at`` (ISO 8601, to the
    microsecond) with ``game_id`` tells it apart from every other."""

    game_id: str
    seats: tuple[SeatRecord, ...]
    outcome: Outcome
    finished_at: str
    hints: tuple[int, ...] = ()
    """How many hints each seat took (by seat; empty: none)."""

    @classmethod
    def of(
        cls,
        game_id: str,
        seats: Sequence[SeatRecord],
        outcome: Outcome,
        finished_at: datetime | None = None,
        hints: Sequence[int] = (),
    ) -> FinishedGame:
        """The game that ends now (or at ``finished_at``); ``hints`` by seat."""
        when = (finished_at or datetime.now(UTC)).isoformat()
        return cls(game_id, tuple(seats), outcome, when, tuple(int(n) for n in hints))

    def hints_of(self, seat: int) -> int:
        """How many hints ``seat`` took."""
        return self.hints[seat] if 0 <= seat < len(self.hints) else 0


@dataclass(frozen=True)
class StatRow:
    """How many games one player played and won at one game (a draw is not a win).

    A person is known by their name; a computer player by its level (``name`` is then
    empty): whatever name its seat was given, its games are the computer's, and a person
    named like a computer level is never counted with it.
    """

    name: str
    game_id: str
    played: int
    won: int
    kind: Literal["human", "computer"] = "human"
    level: str = ""
    """The computer's level (empty for a person); ``greedy``, its older name, is ``medium``."""
    hints: int = 0
    """How many hints (Help → Hint) were taken in those games."""

    @property
    def is_computer(self) -> bool:
        """True for the row of a computer level."""
        return self.kind == "computer"


class History:
    """The database at ``path``, created on first use; raises :class:`HistoryError` when an
    existing file is not a Capboard history or comes from a newer version."""

    def __init__(self, path: Path) -> None:
        self.path = path
        with self._connect() as db:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version == 0:
                tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
                if tables:
                    raise HistoryError("damaged", "tables without a schema version")
                db.executescript(_SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION};")
            elif version > SCHEMA_VERSION:
                raise HistoryError("newer_version", f"schema {version} > {SCHEMA_VERSION}")
            columns = {row[1] for row in db.execute("PRAGMA table_info(results)")}
            if columns and "hints" not in columns:
                db.execute(_ADD_HINTS)

    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        # One short connection per operation: no handle outlives a call, so nothing is left
        # half-written if the app stops, and the file can be copied between games.
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise HistoryError("cannot_open", str(exc)) from exc
        try:
            db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT)
        except sqlite3.Error as exc:
            raise HistoryError.from_sqlite(exc) from exc
        try:
            db.execute("PRAGMA foreign_keys = ON")
            with db:
                yield db
        except sqlite3.Error as exc:
            raise HistoryError.from_sqlite(exc) from exc
        finally:
            db.close()

    def record_game(
        self,
        game_id: str,
        seats: Sequence[SeatRecord],
        outcome: Outcome,
        finished_at: datetime | None = None,
        hints: Sequence[int] = (),
    ) -> int:
        """Add a finished game (``hints``: how many each seat took); returns its row id."""
        game = FinishedGame.of(game_id, seats, outcome, finished_at, hints)
        with self._connect() as db:
            return self._insert(db, game)

    def record_games(self, games: Sequence[FinishedGame]) -> None:
        """Add finished games, all or none, leaving out any already recorded (the same game
        ending at the same moment): a game kept for later is never counted twice."""
        with self._connect() as db:
            for game in games:
                found = db.execute(
                    "SELECT 1 FROM games WHERE game_id = ? AND finished_at = ?",
                    (game.game_id, game.finished_at),
                ).fetchone()
                if found is None:
                    self._insert(db, game)

    @staticmethod
    def _insert(db: sqlite3.Connection, game: FinishedGame) -> int:
        outcome = game.outcome
        cursor = db.execute(
            "INSERT INTO games (game_id, finished_at, reason, draw) VALUES (?, ?, ?, ?)",
            (game.game_id, game.finished_at, outcome.reason, int(outcome.is_draw)),
        )
        row_id = int(cursor.lastrowid or 0)
        db.executemany(
            "INSERT INTO results (game, seat, name, kind, level, score, won, hints)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    row_id,
                    seat,
                    record.name,
                    record.kind,
                    record.level if record.kind == "computer" else "",
                    float(outcome.scores[seat]) if seat < len(outcome.scores) else 0.0,
                    int(not outcome.is_draw and seat in outcome.winners),
                    game.hints_of(seat),
                )
                for seat, record in enumerate(game.seats)
            ],
        )
        return row_id

    def stats(self, game_id: str | None = None) -> list[StatRow]:
        """Games played and won per person (by name) or computer level, and game (optionally
        of one game), most wins first. A computer level that sat at several seats of one game
        played that game once, and won it if one of them won."""
        query = (
            "SELECT"
            " CASE WHEN r.kind = 'computer' THEN '' ELSE r.name END AS who,"
            " CASE WHEN r.kind = 'computer' THEN 'computer' ELSE 'human' END AS what,"
            # greedy: the medium level under its first name, in games recorded before.
            " CASE WHEN r.kind <> 'computer' THEN ''"
            " WHEN r.level = 'greedy' THEN 'medium' ELSE r.level END AS lvl,"
            " g.game_id,"
            " count(DISTINCT r.game),"
            " count(DISTINCT CASE WHEN r.won THEN r.game END),"
            " sum(r.hints)"
            " FROM results r JOIN games g ON g.id = r.game"
        )
        params: tuple[str, ...] = ()
        if game_id is not None:
            query += " WHERE g.game_id = ?"
            params = (game_id,)
        query += (
            " GROUP BY who, what, lvl, g.game_id ORDER BY g.game_id, 6 DESC, what DESC, who, lvl"
        )
        with self._connect() as db:
            rows = db.execute(query, params).fetchall()
        return [
            StatRow(name, gid, int(played), int(won or 0), kind, level, int(hints or 0))
            for name, kind, level, gid, played, won, hints in rows
        ]

    def games_played(self) -> int:
        """How many finished games are recorded."""
        with self._connect() as db:
            return int(db.execute("SELECT count(*) FROM games").fetchone()[0])


# -- games waiting to be recorded ----------------------------------------------------------------

MAX_PENDING_BYTES = 5 * 1024 * 1024
"""A finished game takes a few hundred bytes: a pending file this big is not ours."""
PENDING_FORMAT: Literal["capboard-pending-games"] = "capboard-pending-games"


class _PendingGame(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game_id: str = Field(min_length=1, max_length=40)
    finished_at: str = Field(min_length=1, max_length=40)
    seats: list[SeatRecord] = Field(min_length=1, max_length=8)
    scores: list[float] = Field(max_length=8)
    winners: list[int] = Field(max_length=8)
    reason: str = Field(max_length=100)
    hints: list[int] = Field(default_factory=list, max_length=8)


class _PendingFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["capboard-pending-games"] = PENDING_FORMAT
    version: Literal[1] = 1
    games: list[_PendingGame] = Field(default_factory=list, max_length=10_000)


def _to_pending(game: FinishedGame) -> _PendingGame:
    return _PendingGame(
        game_id=game.game_id,
        finished_at=game.finished_at,
        seats=list(game.seats),
        scores=[float(score) for score in game.outcome.scores],
        winners=[int(seat) for seat in game.outcome.winners],
        reason=game.outcome.reason,
        hints=list(game.hints),
    )


def _from_pending(entry: _PendingGame) -> FinishedGame:
    outcome = Outcome(tuple(entry.scores), tuple(entry.winners), entry.reason)
    return FinishedGame(
        entry.game_id, tuple(entry.seats), outcome, entry.finished_at, tuple(entry.hints)
    )


class HistoryRecorder:
    """The history database at ``path``, opened when first used (and again after a failure),
    with the finished games that could not go in yet, kept at ``pending_path`` until they
    can.

    A finished game is never dropped without a word: :meth:`record_game` either records it
    (with any game kept before) or keeps it and raises :class:`HistoryError` saying what is
    wrong and that it was kept (``kept``)."""

    def __init__(self, path: Path, pending_path: Path) -> None:
        self.path = path
        self.pending_path = pending_path
        self._history: History | None = None
        self._in_memory: list[FinishedGame] = []
        """Games neither recorded nor in the pending file (it could not be written)."""

    def _open(self) -> History:
        if self._history is None:
            self._history = History(self.path)
        return self._history

    def record_game(
        self,
        game_id: str,
        seats: Sequence[SeatRecord],
        outcome: Outcome,
        finished_at: datetime | None = None,
        hints: Sequence[int] = (),
    ) -> None:
        """Record a finished game, or keep it for later and raise :class:`HistoryError`."""
        problem = self._record([FinishedGame.of(game_id, seats, outcome, finished_at, hints)])
        if problem is not None:
            raise problem

    def flush(self) -> HistoryError | None:
        """Record the games kept for later, if the database can be written now; returns
        what is wrong otherwise (None: nothing is waiting any more)."""
        return self._record([])

    def _record(self, new: list[FinishedGame]) -> HistoryError | None:
        kept = self._read_pending()
        waiting = (kept or []) + self._in_memory + new
        if not waiting:
            return None
        try:
            self._open().record_games(waiting)
        except HistoryError as exc:
            return self._keep(kept, new, exc)
        self._in_memory = []
        if kept:
            with contextlib.suppress(OSError):  # recorded: a copy left would be skipped
                self.pending_path.unlink()
        return None

    def _keep(
        self, kept: list[FinishedGame] | None, new: list[FinishedGame], exc: HistoryError
    ) -> HistoryError:
        """Keep what could not be recorded in the pending file (or, failing that, in
        memory); returns ``exc`` saying which."""
        if kept is not None:  # the pending file can be rewritten without losing any of it
            games = kept + self._in_memory + new
            data = _PendingFile(games=[_to_pending(game) for game in games])
            try:
                atomic_write(self.pending_path, data.model_dump_json(indent=1).encode("utf-8"))
            except OSError as write_error:
                _log.warning("cannot keep the finished games for later: %s", write_error)
            else:
                self._in_memory = []
                return HistoryError(exc.reason, exc.detail, kept=True)
        self._in_memory += new
        return HistoryError(exc.reason, exc.detail, kept=False)

    def _read_pending(self) -> list[FinishedGame] | None:
        """The games in the pending file (none when there is none); None when it is there but
        cannot be read (it must not be written over). A damaged one is set aside (renamed
        with ``.damaged`` added) and counts as none."""
        try:
            data = read_limited(self.pending_path, MAX_PENDING_BYTES)
        except FileNotFoundError:
            return []
        except OSError as exc:
            _log.warning("cannot read the finished games kept for later: %s", exc)
            return None
        try:
            pending = _PendingFile.model_validate_json(data)
        except (ValidationError, ValueError) as exc:
            aside = self.pending_path.with_name(self.pending_path.name + ".damaged")
            _log.warning("damaged file of finished games kept for later, set aside: %s", exc)
            try:
                self.pending_path.replace(aside)
            except OSError:
                return None
            return []
        return [_from_pending(entry) for entry in pending.games]

    def pending_count(self) -> int:
        """How many finished games wait to be recorded."""
        return len(self._read_pending() or []) + len(self._in_memory)

    def stats(self, game_id: str | None = None) -> list[StatRow]:
        """The statistics (see :meth:`History.stats`), after recording any game kept for
        later if that can be done now; raises :class:`HistoryError` when they cannot be
        read."""
        self.flush()
        return self._open().stats(game_id)

    def games_played(self) -> int:
        """How many finished games are recorded (not counting those kept for later)."""
        return self._open().games_played()
