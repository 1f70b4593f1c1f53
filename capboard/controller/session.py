"""A game in progress at the table: the state, its record, the people and the computers.

:class:`GameSession` is the only thing the ui talks to while a game is played. It validates
and applies actions (the rules stay in the state), records them, autosaves, broadcasts what
happened, hands the screen over between people sharing it, runs computer players on a
worker thread and takes actions back within the undo policy.
"""

from __future__ import annotations

import copy
import logging
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from capboard.controller.bot_worker import BotRunner
from capboard.controller.hint import Hint, HintRunner, decision_seed
from capboard.controller.history import History, HistoryRecorder
from capboard.controller.keeping import GameKeeper
from capboard.controller.log import LogEntry
from capboard.controller.replayed import ReplayedGame, TurnStep, replay_game, snapshot, track_turn
from capboard.controller.saves import write_save
from capboard.controller.undo import TurnAction, undoable_count
from capboard.engine import registry
from capboard.engine.bots import Bot
from capboard.engine.levels import LEVELS, make_bot
from capboard.engine.protocol import (
    JSON,
    Action,
    ActionFormatError,
    Game,
    IllegalAction,
    Outcome,
    Seat,
    State,
    View,
)
from capboard.engine.record import GameRecord, SeatRecord, replay

__all__ = ["GameSession", "LogEntry"]

_log = logging.getLogger(__name__)

_NO_ANSWER = object()
"""The computer player has not answered yet (None could be a (wrong) answer)."""


class GameSession(QObject):
    """One game being played; see the module docstring.

    ``replayed``: what replaying ``record`` through the rules found (opening a file checks it
    so: :func:`~capboard.controller.saves.read_game`), taken over instead of replaying again.
    ``autosave``: file rewritten after every action and removed when the game ends.
    ``bot_delay_ms``: the least time a computer takes per action, so people can follow.
    ``history``: where finished games are recorded for the statistics.
    ``always_handover``: a hand-over screen between any two people, secrets or not.
    """

    state_changed = Signal()
    """The position, the viewer or the hand-over status changed: redraw from :meth:`view`."""
    events_emitted = Signal(object)
    """A list of :class:`LogEntry` just added to the log."""
    turn_changed = Signal(int)
    """The seat now to act."""
    handover_needed = Signal(int)
    """The seat who must come to the screen; call :meth:`acknowledge_handover` once there."""
    bot_thinking = Signal(bool)
    """A computer player started (True) or stopped (False) choosing."""
    game_over = Signal(object)
    """The :class:`Outcome` of the game, once it has ended."""
    undone = Signal(int)
    """The number of actions just taken back."""
    autosave_failed = Signal(str)
    """A translated explanation: the autosave could not be written (the game goes on)."""
    history_failed = Signal(str)
    """A translated explanation: the finished game could not be recorded in the history now
    (and whether it was kept to be recorded later)."""
    hint_thinking = Signal(bool)
    """A hint asked for is being thought (True), or no longer (False: ready, failed, or the
    position changed)."""
    hint_ready = Signal(object)
    """The :class:`~capboard.controller.hint.Hint` for the person at the screen's position."""

    def __init__(
        self,
        record: GameRecord,
        *,
        replayed: ReplayedGame | None = None,
        autosave: Path | None = None,
        bot_delay_ms: int = 400,
        history: History | HistoryRecorder | None = None,
        always_handover: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        # The session's own record: its actions change, the caller's must not. (The actions
        # themselves are only ever added and removed, never changed: their list is copied.)
        self._record = record.model_copy(
            update={
                "actions": list(record.actions),
                "seats": list(record.seats),
                "options": copy.deepcopy(record.options),
            }
        )
        if replayed is None:
            replayed = replay_game(self._record)
        self._game: Game = replayed.game
        self._keeper = GameKeeper(
            autosave,
            history,
            autosave_failed=self.autosave_failed.emit,
            history_failed=self.history_failed.emit,
        )
        self._bot_delay_ms = max(0, bot_delay_ms)
        self._log: list[LogEntry] = replayed.log
        self._turn: list[TurnStep] = replayed.turn
        self._state = replayed.state
        self._views: dict[Seat | None, View] = {}
        """The views of the current position asked for so far, by seat (a view is a value:
        shared by all who ask until the position changes)."""
        self._humans = [seat.is_human for seat in self._record.seats]

        humans = [i for i, seat in enumerate(self._record.seats) if seat.is_human]
        self._multi_human = len(humans) > 1
        # With one person at the table the screen is always theirs; with several, nobody's
        # until the first of them is asked to come to it.
        self._viewer: Seat | None = humans[0] if len(humans) == 1 else None
        self._awaiting: Seat | None = None
        self.always_handover = always_handover
        """Show the hand-over screen between any two people, even where the next person's view
        holds nothing the one at the screen may not see (Cappella, Canon Noir)."""
        self._generation = 0
        self._revision = 0
        self._started = False
        self._closed = False

        self._bot_token: int | None = None
        self._bot_result: object = _NO_ANSWER
        self._runner = BotRunner(self)
        self._runner.decided.connect(self._on_bot_decided)
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._on_delay_over)
        self._hints = HintRunner(self)
        self._hints.ready.connect(self._on_hint)
        self._hint: Hint | None = None
        """The hint of the current position, once given (asked again: shown again)."""

    @classmethod
    def new(
        cls,
        game_id: str,
        seats: Sequence[SeatRecord],
        seed: int | None = None,
        options: Mapping[str, JSON] | None = None,
        **kwargs: Any,
    ) -> GameSession:
        """A session for a new game; ``seed`` None draws one; the keyword arguments are the
        constructor's."""
        game = registry.get(game_id)
        record = GameRecord(
            game_id=game_id,
            options=game.options(options).model_dump(mode="json"),
            seats=list(seats),
            seed=secrets.randbits(63) if seed is None else seed,
        )
        return cls(record, **kwargs)

    # -- what the ui reads ------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The game being played."""
        return self._game

    @property
    def record(self) -> GameRecord:
        """A copy of the game record (everything needed to rebuild the game)."""
        return self._record.model_copy(deep=True)

    @property
    def game_id(self) -> str:
        """The id of the game being played (without copying the record)."""
        return self._record.game_id

    @property
    def actions_played(self) -> int:
        """How many actions the record holds."""
        return len(self._record.actions)

    @property
    def seats(self) -> list[SeatRecord]:
        """Who sits at each seat."""
        return list(self._record.seats)

    @property
    def revision(self) -> int:
        """How many times the record has changed (an action played or taken back): compare
        it with its value at the last save to know whether there is anything new to save."""
        return self._revision

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._state.is_over

    @property
    def outcome(self) -> Outcome | None:
        """The result, once the game has ended."""
        return self._state.outcome()

    @property
    def viewer(self) -> Seat | None:
        """The seat of the person at the screen, whose view is shown (None: nobody's yet)."""
        return self._viewer

    @property
    def awaiting_handover(self) -> bool:
        """True while the screen waits for another person (see :attr:`handover_needed`)."""
        return self._awaiting is not None

    @property
    def handover_seat(self) -> Seat | None:
        """The seat asked to come to the screen, while a hand-over is pending."""
        return self._awaiting

    @property
    def actor(self) -> Seat | None:
        """The seat to act now (None once the game is over)."""
        return self._state.actor()

    @property
    def is_bot_thinking(self) -> bool:
        """True while a computer player is choosing."""
        return self._bot_token is not None

    @property
    def is_hint_thinking(self) -> bool:
        """True while a hint asked for is being thought."""
        return self._hints.busy

    @property
    def hint(self) -> Hint | None:
        """The hint given for the current position (None: none asked for, or not ready)."""
        return self._hint

    def hints_taken(self, seat: Seat) -> int:
        """How many hints ``seat`` has taken in this game."""
        return self._record.hints_taken(seat)

    @property
    def log(self) -> list[LogEntry]:
        """Every action played and taken back, oldest first."""
        return list(self._log)

    def view(self, seat: Seat | None = None) -> View:
        """What ``seat`` may know; by default what the person at the screen may know."""
        return self._view_of(self._viewer if seat is None else seat)

    def public_view(self) -> View:
        """What anyone may know (a spectator's view)."""
        return self._view_of(None)

    def _view_of(self, seat: Seat | None) -> View:
        found = self._views.get(seat)
        if found is None:
            found = self._views[seat] = self._state.view(seat)
        return found

    def legal_actions(self) -> Sequence[Action]:
        """What the person at the screen may do now; empty unless it is their turn and no
        hand-over is pending."""
        if not self._person_to_act():
            return []
        return self._state.legal_actions()

    def can_undo(self) -> bool:
        """Whether the person at the screen may take back their last action now."""
        return self._undoable() > 0

    def can_hint(self) -> bool:
        """Whether the person at the screen may ask for a hint now (it is their turn)."""
        return self._person_to_act() and bool(self._state.legal_actions())

    # -- what the ui does -------------------------------------------------------------------

    def start(self) -> None:
        """Begin (or resume) play: ask for the first hand-over, or let a computer play."""
        if self._started or self._closed:
            return
        self._started = True
        if self._state.is_over:
            outcome = self._state.outcome()
            if not self._record.actions and outcome is not None:
                # The deal itself ended the game (a Cappella deal that blocks the first
                # player): say so as after a last move; nobody played, so nothing is recorded.
                self.state_changed.emit()
                self.game_over.emit(outcome)
            return
        handover = self._settle_turn()
        gen = self._generation
        self.state_changed.emit()
        actor = self._state.actor()
        if actor is not None and gen == self._generation:
            self.turn_changed.emit(actor)
        if handover is not None and gen == self._generation:
            self.handover_needed.emit(handover)
        self._maybe_start_bot()

    def acknowledge_handover(self) -> None:
        """The person asked for is at the screen: show them their view."""
        if self._awaiting is None:
            return
        self._viewer = self._awaiting
        self._awaiting = None
        self.state_changed.emit()
        self._maybe_start_bot()

    def play(self, action: Action) -> None:
        """Play ``action`` for the person at the screen.

        Raises :class:`IllegalAction` (a ValueError) if it is not theirs to play or not
        legal now; then nothing changes.
        """
        if not self._person_to_act():
            raise IllegalAction(f"not the turn of the person at the screen: {action}")
        self._apply(action, self._state.actor())

    def request_hint(self) -> bool:
        """Think the hint for the person at the screen, off the main thread: it comes with
        :attr:`hint_ready` and counts as one hint taken. False when it is not their turn.

        The hint reads the seat's view and the legal actions only, never the state; a move,
        an undo or closing the game stops it, and it is never given for a past position."""
        if not self.can_hint():
            return False
        if self._hint is not None:
            self.hint_ready.emit(self._hint)  # the same position: the same hint, not counted
            return True
        if self._hints.token == self._generation:
            return True  # being thought already
        seat = self._state.actor()
        assert seat is not None
        seed = decision_seed(self._record.seed, seat, len(self._record.actions))
        view = self._view_of(seat)
        self._hints.ask(self._generation, self._game, seat, view, self._state.legal_actions(), seed)
        self.hint_thinking.emit(True)
        return True

    def _drop_hint(self) -> None:
        """The position changed (or the game closes): no hint of the old one is given."""
        self._hint = None
        if self._hints.busy:
            self._hints.cancel()
            self.hint_thinking.emit(False)

    def _on_hint(self, token: int, result: object) -> None:
        if self._closed or token != self._generation:
            return
        self.hint_thinking.emit(False)
        if not isinstance(result, Hint) or not self._person_to_act():
            if not isinstance(result, Hint):
                _log.error("the hint could not be thought: %r", result)
            return
        self._hint = result
        self._record.count_hint(result.seat)
        self._revision += 1  # the count is part of the record: there is something to save
        self._persist()
        self.hint_ready.emit(result)

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` actions of the person at the screen.

        Raises ValueError when the undo policy does not allow it (see :meth:`can_undo`).
        """
        if steps < 1 or steps > self._undoable():
            raise ValueError("nothing to undo")
        entries: list[LogEntry] = []
        before: State | None = None
        for _ in range(steps):
            step = self._turn.pop()
            assert step.restorable  # a person's reversible step always is
            before = step.before
            data = self._record.actions.pop()
            index = len(self._record.actions)
            entries.append(LogEntry(index, step.seat, self._decode(data), [], "undo"))
        # A step replayed from a file kept no position: rebuild it from the record (the
        # actions before it replay as they did; the record decides the game).
        self._state = before if before is not None else replay(self._record)[0]
        self._views.clear()
        self._drop_hint()
        self._log.extend(entries)
        self._generation += 1
        self._revision += 1
        gen = self._generation
        self._persist()
        self.events_emitted.emit(entries)
        if gen == self._generation:
            self.undone.emit(steps)
        if gen == self._generation:
            self.state_changed.emit()

    def save(self, path: Path) -> None:
        """Save the game to ``path`` (raises :class:`SaveError`)."""
        write_save(path, self._record)

    def write_autosave(self) -> None:
        """Write the autosave now, as after every action: after an unexpected error, before
        anything else may go wrong (a finished game has none)."""
        self._persist()

    def abandon(self) -> None:
        """Stop this game for good: stop the computers and remove the autosave."""
        self.shutdown()
        self._keeper.remove_autosave()

    def shutdown(self) -> None:
        """Stop the computer players, waiting for a running one to finish; the session is
        closed afterwards (the autosave stays, to resume later)."""
        if self._closed:
            return
        self._closed = True
        self._generation += 1
        self._delay.stop()
        self._drop_hint()
        self._hints.wait()
        self._runner.wait()
        thinking = self._bot_token is not None
        self._bot_token = None
        self._bot_result = _NO_ANSWER
        if thinking:
            self.bot_thinking.emit(False)

    # -- inside -------------------------------------------------------------------------------

    def _decode(self, data: dict[str, JSON]) -> Action | None:
        try:
            return self._game.decode_action(data)
        except ActionFormatError:
            return None

    def _person_to_act(self) -> bool:
        if self._closed or self._awaiting is not None or self._state.is_over:
            return False
        actor = self._state.actor()
        return actor is not None and actor == self._viewer and self._record.seats[actor].is_human

    def _undoable(self) -> int:
        if not self._person_to_act():
            return 0
        turn = [
            TurnAction(step.seat, step.irreversible or not step.restorable) for step in self._turn
        ]
        return undoable_count(turn, self._viewer)

    def _apply(self, action: Action, seat: Seat | None) -> None:
        before = snapshot(self._state, seat, self._humans)
        events = self._state.apply(action)  # IllegalAction: nothing changed
        self._views.clear()
        self._drop_hint()
        index = len(self._record.actions)
        self._record.actions.append(self._game.encode_action(action))
        self._generation += 1
        self._revision += 1
        entry = LogEntry(index, seat, action, list(events))
        self._log.append(entry)
        track_turn(self._turn, self._state, seat, events, before)
        self._after_change([entry], seat)

    def _after_change(self, entries: list[LogEntry], actor_before: Seat | None) -> None:
        """Settle who acts next, persist, then tell the ui (stopping if a slot moved on)."""
        over = self._state.is_over
        handover = None if over else self._settle_turn()
        gen = self._generation
        self._persist()
        outcome = self._state.outcome()
        if over and outcome is not None:
            self._keeper.record_ending(self._record, outcome)
        self.events_emitted.emit(entries)
        if gen != self._generation:
            return
        self.state_changed.emit()
        if gen != self._generation:
            return
        if over:
            self.game_over.emit(outcome)
            return
        actor = self._state.actor()
        if actor != actor_before and actor is not None:
            self.turn_changed.emit(actor)
            if gen != self._generation:
                return
        if handover is not None:
            self.handover_needed.emit(handover)
            if gen != self._generation:
                return
        self._maybe_start_bot()

    def _settle_turn(self) -> Seat | None:
        """Ask for a hand-over when another person must act and could see something the one at
        the screen may not (or the other way round); returns that seat if newly asked. Where
        nothing is secret between them, the screen simply becomes theirs."""
        actor = self._state.actor()
        if (
            actor is None
            or not self._multi_human
            or not self._record.seats[actor].is_human
            or actor == self._viewer
            or actor == self._awaiting
        ):
            return None
        if not self.always_handover and not self._secrets_between(self._viewer, actor):
            self._viewer = actor
            return None
        self._awaiting = actor
        return actor

    def _secrets_between(self, shown: Seat | None, actor: Seat) -> bool:
        """Whether the views of the seat at the screen and of ``actor`` differ in anything but
        whose they are: a hand, a face-down card, a draw."""
        here, there = self._view_of(shown), self._view_of(actor)
        return replace(here, seat=None) != replace(there, seat=None)

    def _persist(self) -> None:
        self._keeper.keep(self._record, self._state.is_over)

    # -- computer players -------------------------------------------------------------------

    def _maybe_start_bot(self) -> None:
        if not self._started or self._closed or self._state.is_over:
            return
        if self._bot_token is not None:
            return
        seat = self._state.actor()
        if seat is None or self._record.seats[seat].is_human:
            return
        token = self._generation
        self._bot_token = token
        self._bot_result = _NO_ANSWER
        if self._bot_delay_ms:
            self._delay.start(self._bot_delay_ms)
        self.bot_thinking.emit(True)
        # The worker gets a view and the legal actions: copies that never reach the state.
        self._runner.submit(
            token, self._make_bot(seat), self._state.view(seat), self._state.legal_actions()
        )

    def _make_bot(self, seat: Seat, level: str | None = None) -> Bot:
        level = level or self._record.seats[seat].level
        if level not in LEVELS:
            _log.warning("unknown computer level %r; playing at random", level)
            level = "random"
        # A fresh bot per decision, seeded from the record: the same game replays the same.
        seed = decision_seed(self._record.seed, seat, len(self._record.actions))
        return make_bot(level, self._game, seat, seed)

    def _on_bot_decided(self, token: int, result: object) -> None:
        if self._closed or token != self._bot_token or token != self._generation:
            return  # the game moved on or was closed: a stale answer
        self._bot_result = result
        if not self._delay.isActive():
            self._finish_bot()

    def _on_delay_over(self) -> None:
        if self._bot_result is not _NO_ANSWER:
            self._finish_bot()

    def _finish_bot(self) -> None:
        result = self._bot_result
        self._bot_result = _NO_ANSWER
        self._bot_token = None
        seat = self._state.actor()
        self.bot_thinking.emit(False)
        if self._closed:
            return
        if isinstance(result, Action) and self._state.is_legal(result):
            self._apply(result, seat)
            return
        # A bot bug must not stop the family's game: log it and play a random legal action.
        _log.error("computer player for seat %s failed: %r", seat, result)
        assert seat is not None
        fallback = self._make_bot(seat, "random")
        self._apply(fallback.choose(self._state.view(seat), self._state.legal_actions()), seat)
