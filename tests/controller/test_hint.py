"""Hints: the hard player's choice for the person to play, from their view only, off the main
thread, dropped when the position changes, and counted per seat in the record."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from capboard.controller.hint import Hint, HintRunner, Stopped, decision_seed, think
from capboard.controller.saves import read_save, write_save
from capboard.controller.session import GameSession
from capboard.engine.levels import make_bot
from capboard.engine.record import GameRecord, replay

from .conftest import seats_of
from .toygame import Roll, ToyGame


@pytest.fixture
def open_session() -> Iterator[Callable[..., GameSession]]:
    sessions: list[GameSession] = []

    def build(record: GameRecord, **kwargs: Any) -> GameSession:
        kwargs.setdefault("bot_delay_ms", 0)
        session = GameSession(record, **kwargs)
        sessions.append(session)
        return session

    yield build
    for session in sessions:
        session.shutdown()


def _ask(qtbot: QtBot, session: GameSession) -> Hint:
    with qtbot.waitSignal(session.hint_ready, timeout=20_000) as blocker:
        assert session.request_hint()
    hint = blocker.args[0]
    assert isinstance(hint, Hint)
    return hint


def test_the_hint_is_the_hard_players_choice_and_is_legal(
    qtbot: QtBot, open_session: Callable[..., GameSession], make_record: Callable[..., GameRecord]
) -> None:
    session = open_session(make_record(("human", "computer")))
    session.start()
    hint = _ask(qtbot, session)
    assert hint.seat == 0
    assert hint.action in session.legal_actions()
    # The very move a hard computer at this seat would make now, from the same view.
    seed = decision_seed(session.record.seed, 0, session.actions_played)
    bot = make_bot("hard", session.game, 0, seed)
    assert hint.action == bot.choose(session.view(0), session.legal_actions())
    assert hint.after is not None  # the view after the move, for the hint's words


def test_hints_are_counted_per_seat_and_survive_a_save(
    qtbot: QtBot,
    open_session: Callable[..., GameSession],
    make_record: Callable[..., GameRecord],
    tmp_path: Path,
) -> None:
    session = open_session(make_record(("human", "human")))
    session.start()
    revision = session.revision
    _ask(qtbot, session)
    assert session.hints_taken(0) == 1
    assert session.revision == revision + 1  # something new to save
    # Asked again for the same position: shown again, not counted again.
    _ask(qtbot, session)
    assert session.hints_taken(0) == 1
    session.play(session.legal_actions()[0])  # a new position
    _ask(qtbot, session)
    assert session.hints_taken(0) == 2
    assert session.hints_taken(1) == 0
    path = tmp_path / "hints.capboard"
    session.save(path)
    loaded = read_save(path)
    assert loaded.hints_taken(0) == 2
    assert loaded.hints_taken(1) == 0
    reopened = open_session(loaded)
    assert reopened.hints_taken(0) == 2


def test_a_save_without_hints_is_written_as_before_and_loads(
    make_record: Callable[..., GameRecord], tmp_path: Path
) -> None:
    path = tmp_path / "plain.capboard"
    write_save(path, make_record(("human", "human")))
    assert '"hints"' not in path.read_text(encoding="utf-8")  # an older Capboard reads it
    record = read_save(path)
    assert record.hints == []
    assert record.hints_taken(0) == 0


def test_a_hint_asked_for_then_overtaken_by_a_move_is_never_given(
    qtbot: QtBot, open_session: Callable[..., GameSession], make_record: Callable[..., GameRecord]
) -> None:
    session = open_session(make_record(("human", "human")))
    session.start()
    given: list[object] = []
    session.hint_ready.connect(given.append)
    with qtbot.waitSignal(session.hint_thinking, check_params_cb=lambda on: not on):
        assert session.request_hint()
        assert session.is_hint_thinking
        session.play(Roll())  # the position changes before the hint comes
    assert not session.is_hint_thinking
    assert given == []
    # The worker thinks one hint at a time, in order: once the next position's hint is
    # here, the stale answer has come back too, and was dropped.
    fresh = _ask(qtbot, session)
    assert given == [fresh]
    assert fresh.action in session.legal_actions()
    assert session.hints_taken(0) == 1


def test_no_hint_when_it_is_not_the_persons_turn(
    open_session: Callable[..., GameSession], make_record: Callable[..., GameRecord]
) -> None:
    session = open_session(make_record(("computer", "human")), bot_delay_ms=100_000)
    session.start()
    assert not session.can_hint()
    assert not session.request_hint()


def test_finished_game_records_the_hints_in_the_history(
    qtbot: QtBot,
    open_session: Callable[..., GameSession],
    make_record: Callable[..., GameRecord],
    tmp_path: Path,
) -> None:
    from capboard.controller.history import History

    history = History(tmp_path / "history.sqlite")
    session = open_session(make_record(("human", "human"), target=1), history=history)
    session.start()
    while not session.is_over:
        _ask(qtbot, session)
        session.play(session.legal_actions()[0])
    rows = {row.name: row for row in history.stats()}
    assert rows["P0"].hints + rows["P1"].hints == sum(session.record.hints) > 0


def test_a_stopped_hint_raises_and_a_cancelled_one_never_answers(
    qtbot: QtBot, make_record: Callable[..., GameRecord]
) -> None:
    game = ToyGame()
    state, _ = replay(make_record())
    stop = threading.Event()
    stop.set()
    with pytest.raises(Stopped):
        think(game, 0, state.view(0), state.legal_actions(), 1, stop=stop)
    runner = HintRunner()
    answers: list[object] = []
    runner.ready.connect(lambda token, result: answers.append(result))
    runner.ask(1, game, 0, state.view(0), state.legal_actions(), 1)
    runner.cancel()
    assert not runner.busy
    with qtbot.waitSignal(runner.ready) as blocker:
        runner.ask(2, game, 0, state.view(0), state.legal_actions(), 1)
    assert blocker.args[0] == 2 and isinstance(blocker.args[1], Hint)
    assert len(answers) == 1  # the first, cancelled, never answered


def test_history_made_before_hints_gets_the_column(tmp_path: Path) -> None:
    import sqlite3

    from capboard.controller import history as history_module
    from capboard.controller.history import History

    path = tmp_path / "old.sqlite"
    old_schema = history_module._SCHEMA.replace("    hints INTEGER NOT NULL DEFAULT 0,\n", "")
    assert "hints" not in old_schema
    with sqlite3.connect(path) as db:
        db.executescript(old_schema + "PRAGMA user_version = 1;")
    db.close()
    history = History(path)
    seats = seats_of(("human", "human"))
    from capboard.engine.protocol import Outcome

    history.record_game("toy", seats, Outcome((3, 1), (0,), "target"), hints=(2, 0))
    rows = {row.name: row for row in history.stats()}
    assert rows["P0"].hints == 2 and rows["P1"].hints == 0
