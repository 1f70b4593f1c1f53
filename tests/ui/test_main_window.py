"""The main window: start page, new game, hand-over, playing, undo, score screen."""

from __future__ import annotations

import gc
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from capboard.controller import paths
from capboard.controller.history import History
from capboard.controller.settings import load_settings
from capboard.engine import registry
from capboard.engine.record import SeatRecord
from capboard.ui.new_game_dialog import NewGameDialog
from capboard.ui.score_dialog import ScoreChoice
from tests.ui import fakes
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window, new_session, pass_handover

pytestmark = IGNORE_OFFSCREEN


def test_start_page_lists_the_games_with_a_ui(qtbot: QtBot, toy_game: str) -> None:
    window = make_window(qtbot)
    assert window.stack.currentWidget() is window.start_page
    assert list(window.start_page.cards) == [toy_game]
    card = window.start_page.cards[toy_game]
    assert card.title.text() == fakes.GAME_UI.title()
    assert str(fakes.ToyGame.min_players) in card.facts.text()
    assert str(fakes.ToyGame.max_players) in card.facts.text()
    assert not card.art.pixmap().isNull()


def test_new_game_from_the_dialog_opens_the_table(
    qtbot: QtBot, toy_game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: dict[str, Any] = {}

    def fill_and_accept(dialog: NewGameDialog) -> int:
        seen["game"] = dialog.game_id()
        dialog.players.setValue(2)
        dialog.rows[0].name.setText("Alice")
        dialog.rows[0].kind.setCurrentIndex(dialog.rows[0].kind.findData("human"))
        dialog.rows[1].name.setText("Robot")
        dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("computer"))
        dialog.rows[1].level.setCurrentIndex(dialog.rows[1].level.findData("easy"))
        dialog.seed_edit.setText("42")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", fill_and_accept)
    window = make_window(qtbot, persist=True)
    qtbot.mouseClick(window.start_page.cards[toy_game].play, Qt.MouseButton.LeftButton)

    assert seen["game"] == toy_game
    session = window.session
    assert session is not None
    assert [s.name for s in session.seats] == ["Alice", "Robot"]
    assert session.record.seed == 42
    # One person at the screen: no hand-over, straight to the table.
    assert window.stack.currentWidget() is window.table
    assert window.table.board.isVisible()
    assert len(window.table.side.cards) == 2
    assert window.table.status.text() == fakes.tr_prompt("Alice")
    legal = session.legal_actions()
    assert window.table.actions.actions_shown() == legal
    # The seats are remembered for the next game.
    assert [s.name for s in load_settings().last_seats] == ["Alice", "Robot"]

    # Play from the keyboard: Add 2, Add 2 (then only "end" remains), end the turn.
    for _ in range(3):
        window.table.actions.setFocus()
        window.table.actions.setCurrentRow(len(window.table.actions.actions_shown()) - 1)
        before = len(session.log)
        qtbot.keyClick(window.table.actions, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda before=before: len(session.log) > before)
    # The computer then plays its turn on its own and the log shows it.
    qtbot.waitUntil(lambda: any(e.seat == 1 for e in session.log), timeout=5000)
    qtbot.waitUntil(lambda: any("Robot" in line for line in window.table.log.lines()))
    assert any("Alice added" in line for line in window.table.log.lines())


def test_handover_hides_the_table_between_two_humans(
    qtbot: QtBot, toy_game: str, two_humans: list[SeatRecord]
) -> None:
    window = make_window(qtbot)
    # The toy hides nothing: the hand-over screen only shows when forced.
    window.update_settings(
        window.settings.model_copy(update={"always_handover": True, "result_seconds": 0.0})
    )
    window.open_session(new_session(toy_game, two_humans))

    assert window.stack.currentWidget() is window.handover
    assert not window.table.isVisible()
    assert not window.table.board.isVisible()
    assert "Alice" in window.handover.button.text()
    pass_handover(qtbot, window)
    assert window.table.board.isVisible()

    session = window.session
    assert session is not None
    for action in (fakes.Add(1), fakes.EndTurn()):
        window.table.actions.action_chosen.emit(action)
        qtbot.waitUntil(lambda a=action: bool(session.log) and session.log[-1].action == a)

    # Bob's turn: Alice still sees the table, the result of her move, but cannot play...
    assert window.stack.currentWidget() is window.table
    assert window.table.pass_banner.isVisible() and "Bob" in window.table.pass_banner.text.text()
    assert window.table.status.text() == window.tr("%1 plays next").replace("%1", "Bob")
    assert window.table.actions.actions_shown() == []
    # ... until she passes on; then the table is hidden until Bob confirms.
    qtbot.mouseClick(window.table.pass_banner.button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.handover
    assert "Bob" in window.handover.button.text()
    assert not window.table.board.isVisible()
    # What Alice did is told to Bob before he opens the table.
    assert any("Alice" in line for line in window.handover.recap.lines())
    pass_handover(qtbot, window)
    assert window.table.board.isVisible()
    assert window.table.status.text() == fakes.tr_prompt("Bob")
    assert window.table.since.isVisible()
    assert window.table.since.lines.lines() == window.handover.recap.lines()


def test_the_result_stays_in_view_for_the_pause_the_settings_give(
    qtbot: QtBot, toy_game: str, two_humans: list[SeatRecord]
) -> None:
    window = make_window(qtbot)
    window.update_settings(
        window.settings.model_copy(update={"always_handover": True, "result_seconds": 1.0})
    )
    window.open_session(new_session(toy_game, two_humans))
    pass_handover(qtbot, window)
    session = window.session
    for action in (fakes.Add(1), fakes.EndTurn()):
        window.table.actions.action_chosen.emit(action)
        qtbot.waitUntil(lambda a=action: bool(session.log) and session.log[-1].action == a)
    # The result stays in view, on a single-shot timer of the setting's length (its interval
    # is checked, not a stopwatch: a busy machine makes a stopwatch lie either way).
    pause = window.sync._result_timer
    assert window.stack.currentWidget() is window.table
    assert pause.isActive() and pause.isSingleShot() and pause.interval() == 1000
    with qtbot.waitSignal(pause.timeout, timeout=5000):
        pass
    assert window.stack.currentWidget() is window.handover


def test_no_hand_over_screen_where_nothing_is_secret(
    qtbot: QtBot, toy_game: str, two_humans: list[SeatRecord]
) -> None:
    window = make_window(qtbot)
    window.open_session(new_session(toy_game, two_humans))
    assert window.stack.currentWidget() is window.table  # straight to Alice
    session = window.session
    for action in (fakes.Add(2), fakes.EndTurn()):
        window.table.actions.action_chosen.emit(action)
        qtbot.waitUntil(lambda a=action: bool(session.log) and session.log[-1].action == a)
    assert session.viewer == 1 and window.stack.currentWidget() is window.table
    assert not window.table.pass_banner.isVisible()
    assert window.table.status.text() == fakes.tr_prompt("Bob")
    # Bob is told what Alice did, beside the table, until he plays.
    assert window.table.since.isVisible()
    assert any("Alice added 2" in line for line in window.table.since.lines.lines())
    window.table.actions.action_chosen.emit(fakes.Add(1))
    qtbot.waitUntil(lambda: session.log[-1].action == fakes.Add(1))
    assert not window.table.since.isVisible()


def test_a_stray_enter_does_not_open_the_table_behind_the_hand_over_screen(
    qtbot: QtBot, toy_game: str, two_humans: list[SeatRecord]
) -> None:
    window = make_window(qtbot)
    window.update_settings(window.settings.model_copy(update={"always_handover": True}))
    window.open_session(new_session(toy_game, two_humans))
    assert window.stack.currentWidget() is window.handover
    assert not window.handover.button.hasFocus() and not window.handover.button.isDefault()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        qtbot.keyClick(window.focusWidget() or window, key)
    assert window.stack.currentWidget() is window.handover
    pass_handover(qtbot, window)
    assert window.table.board.isVisible()


def test_a_click_on_the_board_plays_and_undo_takes_it_back(
    qtbot: QtBot, toy_game: str, human_and_computer: list[SeatRecord]
) -> None:
    window = make_window(qtbot)
    window.open_session(new_session(toy_game, human_and_computer))
    session, scene = window.session, window.scene
    assert session is not None and isinstance(scene, fakes.ToyScene)
    assert not window.table.undo_button.isEnabled()

    (item,) = scene.items_for(fakes.Add(2))
    view = window.table.board
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: len(session.log) == 1)
    assert session.view().total == 2
    # The scene was asked to animate the move's events.
    assert [e.code for e in scene.shown[-1][2]] == ["added"]

    assert window.table.undo_button.isEnabled()
    qtbot.mouseClick(window.table.undo_button, Qt.MouseButton.LeftButton)
    assert session.view().total == 0
    assert session.log[-1].kind == "undo"
    assert window.table.log.lines()[-1].startswith("↶")
    assert not window.act_undo.isEnabled()


def test_game_over_shows_the_score_screen_and_records_history(
    qtbot: QtBot, toy_game: str, two_humans: list[SeatRecord]
) -> None:
    history = History(paths.history_path())
    window = make_window(qtbot, history=history)
    session = new_session(toy_game, two_humans, history=history)
    window.open_session(session)
    while not session.is_over:
        pass_handover(qtbot, window)
        legal = session.legal_actions()
        action = fakes.Add(2) if fakes.Add(2) in legal else fakes.EndTurn()
        before = len(session.log)
        window.table.actions.action_chosen.emit(action)
        qtbot.waitUntil(lambda before=before: len(session.log) > before)

    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    dialog = window.score_dialog
    assert dialog is not None
    outcome = session.outcome
    assert outcome is not None
    winner = session.seats[outcome.winners[0]].name
    assert winner in dialog.headline.text()
    assert winner in dialog.reason.text()  # the game's own "game_over" line
    assert winner in window.table.status.text()
    rows = {(r.name, r.played, r.won) for r in history.stats()}
    assert (winner, 1, 1) in rows

    qtbot.mouseClick(dialog.start_page, Qt.MouseButton.LeftButton)
    assert dialog.choice is ScoreChoice.START_PAGE
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start_page)
    assert window.session is None


def test_board_view_zooms_and_fits(
    qtbot: QtBot, toy_game: str, human_and_computer: list[SeatRecord]
) -> None:
    window = make_window(qtbot)
    window.open_session(new_session(toy_game, human_and_computer))
    board = window.table.board
    assert board.zoom_factor() == pytest.approx(1.0, rel=0.02)
    window.act_zoom_in.trigger()
    assert board.zoom_factor() > 1.1
    window.act_zoom_out.trigger()
    window.act_zoom_out.trigger()
    assert board.zoom_factor() < 1.0
    window.act_fit.trigger()
    assert board.zoom_factor() == pytest.approx(1.0, rel=0.02)


def test_rules_window_renders_the_game_rules(
    qtbot: QtBot, toy_game: str, human_and_computer: list[SeatRecord]
) -> None:
    window = make_window(qtbot)
    window.open_session(new_session(toy_game, human_and_computer))
    rules = window.show_rules()
    qtbot.addWidget(rules)
    assert "Toy rules (en)" in rules.browser.toPlainText()


@pytest.mark.parametrize("game_id", sorted(registry.ids()))
def test_discarding_then_cancelling_the_new_game_returns_to_the_game_as_it_was(
    qtbot: QtBot, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = registry.get(game_id)
    seats = [SeatRecord(name="Alice", colour="#0072B2")] + [
        SeatRecord(name=f"Robot {i}", colour=c, kind="computer", level="easy")
        for i, c in enumerate(("#D55E00", "#009E73", "#CC79A7")[: game.min_players - 1], 1)
    ]
    autosave = paths.autosave_path()
    session = new_session(game_id, seats, seed=5, autosave=autosave)
    window = make_window(qtbot)
    window.open_session(session)
    pass_handover(qtbot, window)

    def play_as_alice() -> None:
        qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=10000)
        before = len(session.log)
        window.table.actions.setFocus()
        window.table.actions.setCurrentRow(0)
        qtbot.keyClick(window.table.actions, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(session.log) > before)

    play_as_alice()
    qtbot.waitUntil(autosave.exists)
    monkeypatch.setattr(QMessageBox, "question", lambda *_a: QMessageBox.StandardButton.Discard)
    monkeypatch.setattr(NewGameDialog, "exec", lambda _d: QDialog.DialogCode.Rejected)
    saved = autosave.read_bytes()
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)

    # Back to the game as it was: same session, autosave kept, and play goes on.
    assert window.session is session
    assert autosave.read_bytes() == saved
    assert window.stack.currentWidget() is window.table
    computers = len([e for e in session.log if e.seat not in (None, 0)])
    for _ in range(30):  # Alice plays on until a computer has played too
        if len([e for e in session.log if e.seat not in (None, 0)]) > computers:
            break
        play_as_alice()
        qtbot.waitUntil(
            lambda: (
                bool(session.legal_actions())
                or len([e for e in session.log if e.seat not in (None, 0)]) > computers
            ),
            timeout=10000,
        )
    assert len([e for e in session.log if e.seat not in (None, 0)]) > computers
    assert autosave.read_bytes() != saved  # and every action is saved again


def test_an_open_table_is_left_out_of_the_collectors_walks_until_it_closes(
    qtbot: QtBot,
) -> None:
    """A full collection walks what the collector tracks: a game's record, log and table live
    as long as it is open, so they are set aside while it is (a collection then walks what was
    made since), and taken back when it closes, to be collected with the rest."""
    window = make_window(qtbot)
    seats = [SeatRecord(name="Alice", colour="#0072B2"), SeatRecord(name="Bruno", colour="#D55E00")]
    session = new_session("cappella", seats)
    log, record = session._log, session._record  # the game's own, not copies
    window.open_session(session)
    assert gc.get_freeze_count() > 0
    assert not any(o is log or o is record for o in gc.get_objects())
    window.close_session()
    assert gc.get_freeze_count() == 0
    assert sum(1 for o in gc.get_objects() if o is log or o is record) == 2
