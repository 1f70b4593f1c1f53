"""Where a game in progress is kept: its autosave, and the history once it has ended.

A :class:`~capboard.controller.session.GameSession` hands every change of its record here.
Neither failure stops the game: each is logged and told to the ui through the callback given
(a translated explanation), and the family plays on.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from pathlib import Path

from capboard.controller.atomic import backup_path
from capboard.controller.history import History, HistoryError, HistoryRecorder
from capboard.controller.saves import SaveError, write_save
from capboard.engine.protocol import Outcome
from capboard.engine.record import GameRecord

_log = logging.getLogger(__name__)

Tell = Callable[[str], None]
"""Tells the ui a translated explanation of what could not be kept."""


class GameKeeper:
    """Keeps one game's record: ``autosave`` (None: none is written) rewritten after every
    change and removed when the game ends; ``history`` told of the game once it has ended."""

    def __init__(
        self,
        autosave: Path | None,
        history: History | HistoryRecorder | None,
        *,
        autosave_failed: Tell,
        history_failed: Tell,
    ) -> None:
        self._autosave = autosave
        self._history = history
        self._autosave_failed = autosave_failed
        self._history_failed = history_failed

    def keep(self, record: GameRecord, over: bool) -> None:
        """Rewrite the autosave with ``record``, or remove it once the game is ``over`` (there
        is nothing left to resume)."""
        if self._autosave is None:
            return
        if over:
            self.remove_autosave()
            return
        try:
            write_save(self._autosave, record)
        except SaveError as exc:
            _log.warning("autosave failed: %s", exc)
            self._autosave_failed(exc.message())

    def remove_autosave(self) -> None:
        """Remove the autosave and its backup (the game was finished or abandoned)."""
        if self._autosave is None:
            return
        for path in (self._autosave, backup_path(self._autosave)):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()

    def record_ending(self, record: GameRecord, outcome: Outcome) -> None:
        """Record the ended game in the history, for the statistics."""
        if self._history is None:
            return
        try:
            self._history.record_game(record.game_id, record.seats, outcome, hints=record.hints)
        except HistoryError as exc:
            _log.warning("cannot record the game in the history: %s", exc)
            self._history_failed(exc.message())
