"""GameSession on the toy game: play, hand-over, undo, autosave, resume, bots, history."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from capboard.controller import keeping, paths
from capboard.controller import session as session_module
from capboard.controller.atomic import backup_path
from capboard.controller.history import History
from capboard.controller.log import LogEntry
from capboard.controller.saves import SaveError, read_save
from capboard.controller.session import GameSession
from capboard.engine.bots import Bot, RandomBot
from capboard.engine.protocol import Action, IllegalAction, Outcome, State, View
from capboard.engine.record import GameRecord, ReplayError, SeatRecord, replay

from .conftest import seats_of
from .toygame import Pass, Roll, Take, ToyGame, ToyState, ToyView

MakeRecord = Callable[..., GameRecord]


@pytest.fixture
def open_session() -> Iterator[Callable[..., GameSession]]:
    """Build sessions (no bot delay by default) and shut them all down after the test."""
    sessions: list[GameSession] = []

    def build(record: GameRecord, **kwargs: Any) -> GameSession:
        kwargs.setdefault("bot_delay_ms", 0)
        session = GameSession(record, **kwargs)
        sessions.append(session)
        return session

    yield build
    for session in sessions:
        session.shutdown()


def first_roll(seed: int, players: int = 2) -> int:
    state = ToyGame().new_state(players, seed)
    state.apply(Roll())
    assert isinstance(state, ToyState)
    assert state.pool is not None
    return state.pool


def seed_rolling_at_least(value: int, players: int = 2) -> int:
    """A seed whose first roll is at least ``value`` (found, not hard-coded)."""
    return next(seed for seed in range(1000) if first_roll(seed, players) >= value)


def toy_view(session: GameSession, seat: int | None = None) -> ToyView:
    view = session.view(seat)
    assert isinstance(view, ToyView)
    return view


def play_turn(session: GameSession) -> None:
    """The person at the screen rolls, takes everything and passes."""
    session.play(Roll())
    pool = toy_view(session).pool
    assert pool is not None
    session.play(Take(pool))
    if not session.is_over:
        session.play(Pass())


# -- people at the screen -----------------------------------------------------------------


def test_one_person_never_hands_over(
    qtbot: QtBot, make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    session = open_session(make_record(["human", "computer"], target=50))
    assert session.viewer == 0
    with qtbot.assertNotEmitted(session.handover_needed):
        session.start()
        assert not session.awaiting_handover
        assert session.legal_actions() == [Roll()]
        with qtbot.waitSignal(session.turn_changed, check_params_cb=lambda s: s == 0):
            play_turn(session)  # then the computer plays its turn
    assert session.viewer == 0
    assert {entry.seat for entry in session.log} == {0, 1}


def test_hand_over_between_people(
    qtbot: QtBot, make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    session = open_session(make_record(["human", "human"], target=50), always_handover=True)
    assert session.viewer is None
    with qtbot.waitSignal(session.handover_needed) as first:
        session.start()
    assert first.args == [0]
    assert session.awaiting_handover
    assert session.legal_actions() == []
    with pytest.raises(ValueError):
        session.play(Roll())
    with qtbot.waitSignal(session.state_changed):
        session.acknowledge_handover()
    assert session.viewer == 0
    assert session.legal_actions() == [Roll()]

    with qtbot.waitSignal(session.handover_needed) as second:
        play_turn(session)
    assert second.args == [1]
    assert session.awaiting_handover
    assert session.legal_actions() == []
    assert session.viewer == 0  # the screen stays on the last person until the next one is there
    session.acknowledge_handover()
    assert session.viewer == 1
    assert toy_view(session).seat == 1
    assert session.legal_actions() == [Roll()]


def test_no_hand_over_between_people_where_nothing_is_secret(
    qtbot: QtBot, make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    session = open_session(make_record(["human", "human"], target=50))
    with qtbot.assertNotEmitted(session.handover_needed):
        session.start()
        assert session.viewer == 0 and not session.awaiting_handover
        play_turn(session)
    assert session.viewer == 1 and not session.awaiting_handover
    assert session.legal_actions() == [Roll()]


@pytest.mark.parametrize("game_id", ["cap-horn", "cape-epee", "catan"])
def test_a_hand_over_when_the_next_person_holds_secrets(
    qtbot: QtBot, open_session: Callable[..., GameSession], game_id: str
) -> None:
    players = 3 if game_id == "catan" else 2
    seats = [SeatRecord(name=f"P{i}", colour="#000000") for i in range(players)]
    record = GameRecord(game_id=game_id, seats=seats, seed=2)
    session = open_session(record)
    session.start()
    first = session.actor
    if session.awaiting_handover:
        session.acknowledge_handover()
    asked: list[int] = []
    session.handover_needed.connect(asked.append)
    rng = random.Random(2)
    while not asked and not session.is_over:
        session.play(rng.choice(list(session.legal_actions())))
        if session.viewer != first and not asked:
            # no secret yet between them (Catan's set-up, hands still empty)
            assert session.view(first) == replace(session.view(), seat=first)
            first = session.viewer
    assert asked and asked[0] != session.viewer
    assert session.legal_actions() == []  # the table waits for the next person


def test_hand_over_skips_computers_between_people(
    qtbot: QtBot, make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    session = open_session(
        make_record(["human", "computer", "human"], target=50), always_handover=True
    )
    session.start()
    session.acknowledge_handover()
    with qtbot.waitSignal(session.handover_needed, timeout=10_000) as blocker:
        play_turn(session)
    assert blocker.args == [2]
    assert [entry.seat for entry in session.log][-1] == 1  # the computer played in between
    session.acknowledge_handover()
    assert session.viewer == 2


def test_illegal_action_changes_nothing(
    make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    autosave = paths.autosave_path()
    session = open_session(make_record(["human", "computer"]), autosave=autosave)
    session.start()
    before = (session.record, toy_view(session), len(session.log))
    for action in (Take(1), Pass()):
        with pytest.raises(ValueError):
            session.play(action)
    with pytest.raises(IllegalAction):
        session.play(Take(1))
    assert (session.record, toy_view(session), len(session.log)) == before
    assert not autosave.exists()


def test_computer_turn_is_not_the_person_s(
    make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    session = open_session(make_record(["computer", "human"]))
    assert session.viewer == 1
    assert session.actor == 0
    assert session.legal_actions() == []
    with pytest.raises(ValueError):
        session.play(Roll())


# -- undo ---------------------------------------------------------------------------------


def test_undo_within_the_turn_back_to_the_roll(
    qtbot: QtBot, make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    seed = seed_rolling_at_least(2)
    autosave = paths.autosave_path()
    session = open_session(make_record(["human", "human"], seed=seed), autosave=autosave)
    session.start()
    session.acknowledge_handover()
    assert not session.can_undo()
    session.play(Roll())
    assert not session.can_undo()  # the roll drew chance
    after_roll = toy_view(session)
    session.play(Take(1))
    session.play(Take(1))
    assert session.can_undo()

    with qtbot.waitSignal(session.undone) as undone, qtbot.waitSignal(session.state_changed):
        session.undo()
    assert undone.args == [1]
    assert len(session.record.actions) == 2
    assert read_save(autosave).actions == session.record.actions
    last = session.log[-1]
    assert (last.kind, last.seat, last.action, last.events) == ("undo", 0, Take(1), [])

    session.undo()
    assert toy_view(session) == after_roll
    assert not session.can_undo()
    with pytest.raises(ValueError):
        session.undo()
    assert [entry.kind for entry in session.log] == ["action"] * 3 + ["undo"] * 2


def test_undo_several_steps_at_once(
    qtbot: QtBot, make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    session = open_session(make_record(["human"], seed=seed_rolling_at_least(2, 1)))
    session.start()
    session.play(Roll())
    after_roll = toy_view(session)
    session.play(Take(1))
    session.play(Take(1))
    with qtbot.waitSignal(session.undone) as undone:
        session.undo(2)
    assert undone.args == [2]
    assert toy_view(session) == after_roll
    with pytest.raises(ValueError):
        session.undo(1)


def test_no_undo_once_the_turn_has_passed(
    make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    session = open_session(make_record(["human", "human"], target=50))
    session.start()
    session.acknowledge_handover()
    session.play(Roll())
    session.play(Take(1))
    session.play(Pass())
    session.acknowledge_handover()
    assert session.viewer == 1
    assert not session.can_undo()  # seat 0's take is not seat 1's to undo


def test_undo_survives_a_resume(
    make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    autosave = paths.autosave_path()
    session = open_session(make_record(["human", "computer"]), autosave=autosave)
    session.start()
    session.play(Roll())
    session.play(Take(1))
    session.shutdown()
    resumed = open_session(read_save(autosave), autosave=autosave, always_handover=True)
    resumed.start()
    assert resumed.can_undo()
    resumed.undo()
    assert not resumed.can_undo()


# -- autosave, resume, end of game --------------------------------------------------------


def test_autosave_after_every_action_and_resume(
    make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    autosave = paths.autosave_path()
    session = open_session(
        make_record(["human", "human"], target=50), autosave=autosave, always_handover=True
    )
    session.start()
    session.acknowledge_handover()
    for action in (Roll(), None, Pass()):
        if action is None:
            pool = toy_view(session).pool
            assert pool is not None
            action = Take(pool)
        session.play(action)
        assert read_save(autosave).actions == session.record.actions
    session.acknowledge_handover()
    session.play(Roll())
    session.shutdown()

    resumed = open_session(read_save(autosave), autosave=autosave, always_handover=True)
    assert resumed.record == session.record
    for seat in (0, 1):
        assert resumed.view(seat) == session.view(seat)
    assert [e.action for e in resumed.log] == [e.action for e in session.log]
    resumed.start()
    assert resumed.awaiting_handover  # two people: the one to act comes to the screen
    resumed.acknowledge_handover()
    assert resumed.viewer == session.actor
    assert resumed.legal_actions() == replay(session.record)[0].legal_actions()


def test_abandon_removes_the_autosave(
    make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    autosave = paths.autosave_path()
    session = open_session(make_record(["human"]), autosave=autosave)
    session.start()
    session.play(Roll())
    session.play(Take(1))
    assert autosave.exists()
    assert backup_path(autosave).exists()
    session.abandon()
    assert not autosave.exists()
    assert not backup_path(autosave).exists()
    assert session.legal_actions() == []


def test_game_over_records_history_and_removes_autosave(
    qtbot: QtBot, make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    autosave = paths.autosave_path()
    history = History(paths.history_path())
    session = open_session(make_record(["human"], target=5), autosave=autosave, history=history)
    session.start()
    with qtbot.waitSignal(session.game_over) as over:
        while not session.is_over:
            play_turn(session)
            if not session.is_over:
                assert autosave.exists()
    outcome = over.args[0]
    assert isinstance(outcome, Outcome)
    assert outcome == session.outcome
    assert outcome.winners == (0,)
    assert not autosave.exists()
    assert session.legal_actions() == []
    assert not session.can_undo()
    [row] = history.stats()
    assert (row.name, row.game_id, row.played, row.won) == ("P0", ToyGame.id, 1, 1)

    # a finished game loaded again is not recorded twice
    again = open_session(session.record, history=history)
    again.start()
    assert again.is_over
    assert history.games_played() == 1


def test_save_by_hand(
    tmp_path: Path, make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    session = open_session(make_record(["human", "computer"]))
    session.start()
    session.play(Roll())
    target = tmp_path / "mine.capboard"
    session.save(target)
    assert read_save(target) == session.record


def test_tampered_record_raises_replay_error(make_record: MakeRecord) -> None:
    with pytest.raises(ReplayError) as info:
        GameSession(make_record(actions=[{"kind": "take", "k": 1}]))
    assert info.value.index == 0


def test_new_fills_options_and_draws_a_seed(open_session: Callable[..., GameSession]) -> None:
    session = GameSession.new(ToyGame.id, seats_of(["human", "computer"]), bot_delay_ms=0)
    try:
        record = session.record
        assert record.options == ToyGame.options_model().model_dump(mode="json")
        assert 0 <= record.seed < 2**63
        assert record.actions == []
    finally:
        session.shutdown()


# -- computer players ---------------------------------------------------------------------


def test_computers_play_a_whole_game(
    qtbot: QtBot, make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    autosave = paths.autosave_path()
    history = History(paths.history_path())
    session = open_session(
        make_record(["computer", "computer"], target=8), autosave=autosave, history=history
    )
    thinking: list[bool] = []
    entries: list[LogEntry] = []
    session.bot_thinking.connect(thinking.append)
    session.events_emitted.connect(entries.extend)
    assert session.viewer is None
    with qtbot.waitSignal(session.game_over, timeout=20_000):
        session.start()
    assert session.is_over
    assert not session.is_bot_thinking
    assert thinking == [True, False] * len(session.record.actions)
    assert len(entries) == len(session.record.actions)
    assert replay(session.record)[0].outcome() == session.outcome
    assert not autosave.exists()
    assert history.games_played() == 1


def test_bots_see_views_only_and_think_off_the_main_thread(
    qtbot: QtBot,
    make_record: MakeRecord,
    open_session: Callable[..., GameSession],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[tuple[threading.Thread, object, object]] = []

    class SpyBot(RandomBot):
        def choose(self, view: View, legal: Sequence[Action]) -> Action:
            calls.append((threading.current_thread(), view, legal))
            return super().choose(view, legal)

    def make_spy(level: str, game: Any, seat: int, seed: int) -> Bot:
        import random

        return SpyBot(game, seat, random.Random(seed))

    monkeypatch.setattr(session_module, "make_bot", make_spy)
    session = open_session(make_record(["computer", "computer"], target=4))
    with qtbot.waitSignal(session.game_over, timeout=20_000):
        session.start()
    assert len(calls) == len(session.record.actions)
    for thread, view, legal in calls:
        assert thread is not threading.main_thread()
        assert isinstance(view, ToyView)
        assert not isinstance(view, State)
        assert isinstance(legal, list)


def test_shutdown_drops_a_late_answer(
    qtbot: QtBot,
    make_record: MakeRecord,
    open_session: Callable[..., GameSession],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    entered = threading.Event()
    release = threading.Event()

    class SlowBot(RandomBot):
        def choose(self, view: View, legal: Sequence[Action]) -> Action:
            entered.set()
            release.wait(10)
            return super().choose(view, legal)

    def make_slow(level: str, game: Any, seat: int, seed: int) -> Bot:
        import random

        return SlowBot(game, seat, random.Random(seed))

    monkeypatch.setattr(session_module, "make_bot", make_slow)
    session = open_session(make_record(["computer", "human"]))
    session.start()
    assert session.is_bot_thinking
    qtbot.waitUntil(entered.is_set)
    release.set()
    with qtbot.waitSignal(session.bot_thinking) as stopped:
        session.shutdown()
    assert stopped.args == [False]
    QCoreApplication.processEvents()  # deliver the late answer, if it were to be applied
    assert session.record.actions == []
    assert session.log == []
    assert not session.is_bot_thinking


def test_bot_waits_at_least_the_delay(
    qtbot: QtBot, make_record: MakeRecord, open_session: Callable[..., GameSession]
) -> None:
    delay_ms = 150
    session = open_session(make_record(["computer", "human"]), bot_delay_ms=delay_ms)
    # The computer's move waits on a single-shot timer of the delay (checked by its interval,
    # not a stopwatch): nothing is played before it fires.
    delay_running_at_move: list[bool] = []
    session.events_emitted.connect(
        lambda *_: delay_running_at_move.append(session._delay.isActive())
    )
    with qtbot.waitSignal(session.events_emitted, timeout=10_000):
        session.start()
        assert session._delay.isActive() and session._delay.interval() == delay_ms
        assert session.record.actions == []
    assert delay_running_at_move[0] is False
    assert len(session.record.actions) >= 1


def test_a_failing_bot_does_not_stop_the_game(
    qtbot: QtBot,
    make_record: MakeRecord,
    open_session: Callable[..., GameSession],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real_make_bot = session_module.make_bot

    class BrokenBot(RandomBot):
        def choose(self, view: View, legal: Sequence[Action]) -> Action:
            raise RuntimeError("bot bug")

    def make_broken(level: str, game: Any, seat: int, seed: int) -> Bot:
        if level == "random":  # the session's fallback
            return real_make_bot(level, game, seat, seed)
        import random

        return BrokenBot(game, seat, random.Random(seed))

    monkeypatch.setattr(session_module, "make_bot", make_broken)
    session = open_session(make_record(["computer", "human"]))
    with qtbot.waitSignal(session.events_emitted, timeout=10_000) as played:
        session.start()
    [entry] = played.args[0]
    assert (entry.seat, entry.action) == (0, Roll())


def test_autosave_failure_is_reported_and_play_goes_on(
    qtbot: QtBot,
    make_record: MakeRecord,
    open_session: Callable[..., GameSession],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(path: Path, record: GameRecord) -> None:
        raise SaveError("unwritable", "disk full")

    monkeypatch.setattr(keeping, "write_save", refuse)
    session = open_session(make_record(["human"]), autosave=paths.autosave_path())
    session.start()
    with qtbot.waitSignal(session.autosave_failed) as failed:
        session.play(Roll())
    assert failed.args == [SaveError("unwritable").message()]
    assert len(session.record.actions) == 1
    assert session.legal_actions()
