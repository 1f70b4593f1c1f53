"""A game record replayed through the rules, once, for everything that needs it.

Opening a save checks it by replaying its actions; the session that then plays the game needs
what that replay found: the position, the log (who played what, and what it caused) and the
actions of the turn in progress, which undo may take back. :func:`replay_game` gives all of
it, so that a game opened from a file is replayed once.

A replay keeps no copy of the position before each action (most would be thrown away at the
next turn): the position before an action of the turn in progress is rebuilt from the record
if that action is ever taken back.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from capboard.controller.log import LogEntry
from capboard.engine import registry
from capboard.engine.protocol import (
    ActionFormatError,
    Event,
    Game,
    IllegalAction,
    Seat,
    State,
)
from capboard.engine.record import GameRecord, ReplayError


@dataclass
class TurnStep:
    """An action of the turn in progress, and whether undo may go back to the position just
    before it (``restorable``: a person's action that drew no chance and revealed nothing).
    ``before`` is that position when it was kept (actions played at the table); None where it
    is to be rebuilt from the record (actions replayed from a file)."""

    seat: Seat
    irreversible: bool
    before: State | None
    restorable: bool


@dataclass
class ReplayedGame:
    """What replaying a record found: the game, its position, its log and the actions of the
    turn in progress (see :class:`TurnStep`). A session takes these over."""

    game: Game
    state: State
    log: list[LogEntry] = field(default_factory=list)
    turn: list[TurnStep] = field(default_factory=list)


def replay_game(record: GameRecord) -> ReplayedGame:
    """Replay ``record`` through the rules. Raises :class:`ReplayError` naming the first
    action that cannot be read or is not legal (KeyError for a game that is not registered).
    """
    with collector_paused():
        return _replay(record)


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector paused while a game is replayed: a long game makes a hundred
    thousand objects that all live on (positions, events, the log), and each time so many
    new objects pile up the collector walks through every object of the app again, to free
    none of them (a 2,500-action game of Catan set off several such walks, of tens of
    milliseconds each, as it was opened)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _replay(record: GameRecord) -> ReplayedGame:
    game = registry.get(record.game_id)
    try:
        state = game.new_state(len(record.seats), record.seed, record.options)
    except (ValueError, TypeError) as exc:
        raise ReplayError(f"cannot start the game: {exc}") from exc
    replayed = ReplayedGame(game, state)
    setup = state.setup_events()
    if setup:
        replayed.log.append(LogEntry(-1, None, None, list(setup), "setup"))
    humans = [seat.is_human for seat in record.seats]
    for index, data in enumerate(record.actions):
        seat = state.actor()
        try:
            action = game.decode_action(data)
            events = state.apply(action)
        except (ActionFormatError, IllegalAction) as exc:
            raise ReplayError(f"action {index + 1}: {exc}", index) from exc
        replayed.log.append(LogEntry(index, seat, action, list(events)))
        restorable = seat is not None and humans[seat]
        track_turn(replayed.turn, state, seat, events, None, restorable=restorable)
    return replayed


def snapshot(state: State, seat: Seat | None, humans: Sequence[bool]) -> State | None:
    """The position before ``seat`` acts, if undo may need it: only a person's actions can
    be taken back, so only they need it."""
    if seat is None or not humans[seat]:
        return None
    return state.clone()


def track_turn(
    turn: list[TurnStep],
    state: State,
    seat: Seat | None,
    events: Sequence[Event],
    before: State | None,
    *,
    restorable: bool | None = None,
) -> None:
    """Note an action just applied to ``state`` in ``turn``, the actions of the turn in
    progress: a new turn, or an action that drew chance or revealed something, starts the
    list afresh (nothing before it can be taken back). ``before`` is the position kept from
    before the action (see :func:`snapshot`); ``restorable`` says whether undo may go back to
    it (by default: whether it was kept)."""
    if seat is None or state.is_over or state.actor() != seat:
        turn.clear()  # the turn is over: nothing before this point can be undone
        return
    irreversible = any(event.irreversible for event in events)
    if restorable is None:
        restorable = before is not None
    if irreversible:
        # Nothing at or before this action can be undone any more: free the snapshots.
        turn.clear()
        before, restorable = None, False
    turn.append(TurnStep(seat, irreversible, before, restorable))
