"""A game opened from its file is replayed once: the replay that checks the file is the one
the session plays on; undo still goes back across it; views are shared until the position
changes."""

from __future__ import annotations

import contextlib
import gc
import io
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from capboard import cli
from capboard.controller import paths, saves
from capboard.controller.saves import read_save, take_replay, write_save
from capboard.controller.session import GameSession
from capboard.engine.record import GameRecord

from .test_session import MakeRecord, seed_rolling_at_least, toy_view
from .toygame import Roll, Take, ToyGame


@pytest.fixture
def replays(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the toy game's replays: each starts from a new state."""
    started: list[int] = []
    new_state = ToyGame.new_state

    def counted(self: ToyGame, *args: Any, **kwargs: Any) -> Any:
        started.append(1)
        return new_state(self, *args, **kwargs)

    monkeypatch.setattr(ToyGame, "new_state", counted)
    return started


@pytest.fixture
def sessions() -> Iterator[Callable[..., GameSession]]:
    made: list[GameSession] = []

    def build(record: GameRecord, **kwargs: Any) -> GameSession:
        kwargs.setdefault("bot_delay_ms", 0)
        made.append(GameSession(record, **kwargs))
        return made[-1]

    yield build
    for session in made:
        session.shutdown()


def _saved_mid_turn(make_record: MakeRecord, sessions: Callable[..., GameSession]) -> Path:
    """A save of a game where the person at the screen rolled, then took one, then one more:
    the two takes can be taken back."""
    session = sessions(make_record(["human", "computer"], seed=seed_rolling_at_least(2)))
    session.start()
    session.play(Roll())
    session.play(Take(1))
    session.play(Take(1))
    path = paths.data_dir() / "mid-turn.capboard"
    write_save(path, session.record)
    return path


def test_opening_a_save_replays_it_once(
    make_record: MakeRecord, sessions: Callable[..., GameSession], replays: list[int]
) -> None:
    path = _saved_mid_turn(make_record, sessions)
    replays.clear()
    record = read_save(path)
    session = sessions(record, replayed=take_replay(record))
    assert len(replays) == 1
    assert toy_view(session, 0) == toy_view(sessions(read_save(path)), 0)


def test_verify_replays_once(
    make_record: MakeRecord, sessions: Callable[..., GameSession], replays: list[int]
) -> None:
    path = _saved_mid_turn(make_record, sessions)
    replays.clear()
    with contextlib.redirect_stdout(io.StringIO()) as out:
        assert cli.main(["verify", str(path)]) == 0
    assert "in progress" in out.getvalue()
    assert len(replays) == 1


def test_a_replay_is_given_only_for_the_record_read(
    make_record: MakeRecord, sessions: Callable[..., GameSession]
) -> None:
    path = _saved_mid_turn(make_record, sessions)
    record = read_save(path)
    assert take_replay(read_save(path).model_copy()) is None  # another record
    record = read_save(path)
    record.actions.pop()  # changed since it was read
    assert take_replay(record) is None
    record = read_save(path)
    assert take_replay(record) is not None
    assert take_replay(record) is None  # given once
    read_save(path)
    gc.collect()
    assert saves._kept is None  # the record read is gone: so is its replay


def test_undo_goes_back_across_the_file(
    make_record: MakeRecord, sessions: Callable[..., GameSession]
) -> None:
    """The replay keeps no position before each action: the one undo needs is rebuilt."""
    path = _saved_mid_turn(make_record, sessions)
    fresh = sessions(read_save(path))
    record = read_save(path)
    session = sessions(record, replayed=take_replay(record))
    session.start()
    assert session.can_undo()
    session.undo(2)
    fresh.start()
    fresh.undo(2)
    assert toy_view(session) == toy_view(fresh)
    assert session.record.actions == fresh.record.actions
    assert not session.can_undo()  # the roll drew chance
    session.play(Take(1))
    assert session.can_undo()


def test_views_are_shared_until_the_position_changes(
    make_record: MakeRecord, sessions: Callable[..., GameSession]
) -> None:
    session = sessions(make_record(["human", "human"], seed=seed_rolling_at_least(2)))
    session.start()
    session.acknowledge_handover()
    first = session.view(0)
    assert session.view(0) is first
    assert session.view() is session.view(session.viewer)
    session.play(Roll())
    after_roll = session.view(0)
    assert after_roll is not first and after_roll != first
    session.play(Take(1))
    session.undo()
    assert session.view(0) == after_roll
