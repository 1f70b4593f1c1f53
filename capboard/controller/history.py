"""The history of finished games, in an SQLite database, for the statistics page.

A database that cannot be opened is never deleted nor replaced: :class:`HistoryError` says
what is wrong and the ui shows it; the games already recorded stay on disk.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from capboard.engine.protocol import Outcome
    from capboard.engine.record import SeatRecord

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
    PRIMARY KEY (game, seat)
);
CREATE INDEX results_by_name ON results(name);
"""

HistoryErrorReason = Literal["damaged", "newer_version", "unwritable"]


class HistoryError(Exception):
    """The history database cannot be used; the file is left as it is."""

    def __init__(self, reason: HistoryErrorReason, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason: HistoryErrorReason = reason
        self.detail = detail

    def message(self) -> str:
        """A translated sentence for a person."""
        if self.reason == "newer_version":
            return QCoreApplication.translate(
                "HistoryError",
                "The game history was written by a newer Capboard; statistics are unavailable.",
            )
        if self.reason == "unwritable":
            return QCoreApplication.translate(
                "HistoryError", "The game history cannot be written (disk full or read-only?)."
            )
        return QCoreApplication.translate(
            "HistoryError",
            "The game history file is damaged; statistics are unavailable. "
            "The file was left untouched.",
        )


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
            try:
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version == 0:
                    tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
                    if tables:
                        raise HistoryError("damaged", "tables without a schema version")
                    db.executescript(_SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION};")
                elif version > SCHEMA_VERSION:
                    raise HistoryError("newer_version", f"schema {version} > {SCHEMA_VERSION}")
            except sqlite3.DatabaseError as exc:
                raise HistoryError("damaged", str(exc)) from exc

    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        # One short connection per operation: no handle outlives a call, so nothing is left
        # half-written if the app stops, and the file can be copied between games.
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(self.path)
        except (OSError, sqlite3.Error) as exc:
            raise HistoryError("unwritable", str(exc)) from exc
        try:
            db.execute("PRAGMA foreign_keys = ON")
            with db:
                yield db
        except sqlite3.OperationalError as exc:
            raise HistoryError("unwritable", str(exc)) from exc
        except sqlite3.DatabaseError as exc:
            raise HistoryError("damaged", str(exc)) from exc
        finally:
            db.close()

    def record_game(
        self,
        game_id: str,
        seats: Sequence[SeatRecord],
        outcome: Outcome,
        finished_at: datetime | None = None,
    ) -> int:
        """Add a finished game; returns its row id."""
        when = (finished_at or datetime.now(UTC)).isoformat()
        with self._connect() as db:
            cursor = db.execute(
                "INSERT INTO games (game_id, finished_at, reason, draw) VALUES (?, ?, ?, ?)",
                (game_id, when, outcome.reason, int(outcome.is_draw)),
            )
            row_id = int(cursor.lastrowid or 0)
            db.executemany(
                "INSERT INTO results (game, seat, name, kind, level, score, won)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        row_id,
                        seat,
                        record.name,
                        record.kind,
                        record.level if record.kind == "computer" else "",
                        float(outcome.scores[seat]) if seat < len(outcome.scores) else 0.0,
                        int(not outcome.is_draw and seat in outcome.winners),
                    )
                    for seat, record in enumerate(seats)
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
            " count(DISTINCT CASE WHEN r.won THEN r.game END)"
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
            StatRow(name, gid, int(played), int(won or 0), kind, level)
            for name, kind, level, gid, played, won in rows
        ]

    def games_played(self) -> int:
        """How many finished games are recorded."""
        with self._connect() as db:
            return int(db.execute("SELECT count(*) FROM games").fetchone()[0])
