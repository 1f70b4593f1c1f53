"""Help → Hint in the window: Ctrl+H marks the hard player's move on the board, selects it in
the Moves list so that Enter plays it, and says what it is; the count reaches the score
screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from capboard.controller.hint import Hint
from capboard.controller.session import GameSession
from capboard.engine.protocol import Outcome
from capboard.engine.record import SeatRecord, replay
from capboard.ui.games.hint_marks import HintMark
from capboard.ui.main_window import MainWindow
from tests.helpers.records import recorded_game
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window

pytestmark = IGNORE_OFFSCREEN


def _people(count: int) -> list[SeatRecord]:
    names = ("Alice", "Bob", "Chloé", "Driss")
    colours = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")
    return [SeatRecord(name=names[i], colour=colours[i]) for i in range(count)]


def _opened(qtbot: QtBot, game_id: str, moves: int) -> tuple[MainWindow, GameSession]:
    """A game of people sharing the screen, ``moves`` random moves in, on the table."""
    record = recorded_game(game_id, moves, seed=4)
    record = record.model_copy(update={"seats": _people(len(record.seats))})
    window = make_window(qtbot)
    session = GameSession(record, autosave=None, bot_delay_ms=0, always_handover=False)
    window.open_session(session)
    if session.awaiting_handover:
        session.acknowledge_handover()
    assert session.can_hint()
    # The window's shortcuts answer while it is the active window, as on a desktop.
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window, session


def _press_hint(qtbot: QtBot, window: MainWindow, session: GameSession) -> Hint:
    assert window.act_hint.isEnabled()
    with qtbot.waitSignal(session.hint_ready, timeout=30_000) as blocker:
        qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
        assert window.hints.panel.isVisible()  # the busy line, while it is thought
        assert window.hints.panel.busy.isVisible()
    hint = blocker.args[0]
    assert isinstance(hint, Hint)
    return hint


@pytest.mark.parametrize(("game_id", "moves"), [("cappella", 6), ("cape-epee", 8)])
def test_ctrl_h_marks_a_legal_move_and_enter_plays_it(
    qtbot: QtBot, game_id: str, moves: int
) -> None:
    window, session = _opened(qtbot, game_id, moves)
    seat = session.viewer
    played_before = session.actions_played
    hint = _press_hint(qtbot, window, session)
    assert hint.action in session.legal_actions()
    # Marked on the board with the hint's own mark, where the move plays ...
    scene = window.scene
    assert scene is not None
    places = scene.action_places(hint.action)
    assert places and scene.hinted_places() == [centre for centre, _ in places]
    assert any(isinstance(item, HintMark) for item in scene.items())
    # ... selected in the Moves list, which has the keyboard ...
    actions = window.table.actions
    assert actions.selected_action() == hint.action
    assert actions.hasFocus()
    # ... and told in words, with the move as the list says it.
    panel = window.hints.panel
    assert panel.isVisible() and not panel.busy.isVisible()
    described = window.game_ui.describe_action(hint.action, session.view(), window.names())
    assert described in panel.text.text()
    assert session.hints_taken(seat) == 1
    # Enter plays it; the hint, of a past position, goes.
    with qtbot.waitSignal(session.state_changed):
        qtbot.keyClick(actions, Qt.Key.Key_Return)
    assert session.actions_played == played_before + 1
    assert session.log[-1].action == hint.action
    assert scene.hinted_places() == []
    assert not panel.isVisible()


def test_hint_is_offered_only_on_the_persons_turn(qtbot: QtBot) -> None:
    record = recorded_game("cappella", 6, seed=4)
    computer = replay(record)[0].actor()
    assert computer is not None
    seats = _people(2)
    seats[computer] = SeatRecord(name="Robot", colour="#D55E00", kind="computer", level="easy")
    record = record.model_copy(update={"seats": seats})
    window = make_window(qtbot)
    # The computer is to play, and its move never comes in the test.
    session = GameSession(record, autosave=None, bot_delay_ms=10_000_000)
    window.open_session(session)
    assert session.actor == computer
    assert not window.act_hint.isEnabled()
    window.request_hint()  # as from a stale menu: nothing is thought
    assert not session.is_hint_thinking
    window.close_session()
    assert not window.act_hint.isEnabled()


def test_the_score_screen_notes_the_hints_taken(qtbot: QtBot) -> None:
    window, session = _opened(qtbot, "cap-horn", 12)
    seat = session.viewer
    assert seat is not None
    _press_hint(qtbot, window, session)
    scores = tuple(3 if s == seat else 1 for s in range(len(session.seats)))
    dialog = window.show_score(Outcome(scores, (seat,), "test"))
    assert dialog is not None
    noted = dialog.hint_notes[seat].text()
    assert "1" in noted and noted == dialog.hint_note_text(1)
    assert list(dialog.hint_notes) == [seat]  # nobody else took one
    dialog.close()


def test_statistics_show_the_hints_taken(qtbot: QtBot, tmp_path) -> None:
    from capboard.controller.history import History
    from capboard.ui.stats_window import StatsWindow

    history = History(tmp_path / "history.sqlite")
    seats = _people(2)
    for hints in ((2, 0), (1, 0)):
        history.record_game("cappella", seats, Outcome((5, 3), (0,), "test"), hints=hints)
    window = StatsWindow(history.stats)
    qtbot.addWidget(window)
    table = window.table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    column = headers.index("Hints")
    counts = {
        table.item(r, 0).text(): table.item(r, column).data(Qt.ItemDataRole.DisplayRole)
        for r in range(table.rowCount())
    }
    assert counts == {"Alice": 3, "Bob": 0}


def _canon_noir_aiming() -> int:
    """The number of random moves after which a Canon Noir game (seed 4) waits for a shot."""
    from capboard.engine import registry

    game = registry.get("canon-noir")
    for moves in range(1, 400):
        state, _ = replay(recorded_game("canon-noir", moves, seed=4))
        if state.is_over:
            break
        if state.view(state.actor()).phase == "fire":
            return moves
    raise AssertionError(f"no shot in a {game.name} game of seed 4")


def test_a_hinted_shot_turns_the_cannon_and_marks_where_the_ball_lands(qtbot: QtBot) -> None:
    from capboard.games.canon_noir.actions import Fire
    from capboard.games.canon_noir.ballistics import landing
    from capboard.games.canon_noir.board import canon_noir_data
    from capboard.ui.games.canon_noir.layout import to_scene

    window, session = _opened(qtbot, "canon-noir", _canon_noir_aiming())
    hint = _press_hint(qtbot, window, session)
    assert isinstance(hint.action, Fire)
    scene = window.scene
    assert scene is not None and scene.is_aiming()
    assert round(scene.aim_direction()) == hint.action.direction
    view = session.view()
    shooter = view.fleets[view.shot.shooter].at
    point = landing(shooter, hint.action.direction, hint.action.power, canon_noir_data().ballistics)
    [marked] = scene.hinted_places()
    assert abs(marked.x() - to_scene(point).x()) < 1e-6
    assert abs(marked.y() - to_scene(point).y()) < 1e-6


def _catan_offer_hinted() -> int:
    """Moves of a random Catan game (seed 5) after which the hint is a trade offer, which the
    Moves list leaves out (the trade window builds offers)."""
    from capboard.controller.hint import hint_for_state
    from capboard.engine import registry
    from capboard.ui.games import game_ui

    game, ui = registry.get("catan"), game_ui("catan")
    record = recorded_game("catan", 300, seed=5)
    for moves in range(20, len(record.actions), 5):
        part = record.model_copy(update={"actions": record.actions[:moves]})
        state, _ = replay(part)
        hint = hint_for_state(game, state, part.seed, moves)
        if hint.action not in ui.listed_actions(state.view(hint.seat), state.legal_actions()):
            return moves
    raise AssertionError("no trade offer hinted in a game of seed 5")


def test_a_hinted_move_the_list_leaves_out_is_added_to_it(qtbot: QtBot) -> None:
    moves = _catan_offer_hinted()
    record = recorded_game("catan", moves, seed=5)
    record = record.model_copy(update={"seats": _people(len(record.seats))})
    window = make_window(qtbot)
    session = GameSession(record, autosave=None, bot_delay_ms=0, always_handover=False)
    window.open_session(session)
    if session.awaiting_handover:
        session.acknowledge_handover()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    hint = _press_hint(qtbot, window, session)
    actions = window.table.actions
    assert actions.actions_shown()[-1] == hint.action
    assert actions.selected_action() == hint.action
    with qtbot.waitSignal(session.state_changed):
        qtbot.keyClick(actions, Qt.Key.Key_Return)
    assert session.log[-1].action == hint.action
    assert hint.action not in actions.actions_shown()  # gone with the hint
