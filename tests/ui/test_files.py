"""Saving, opening and the offer to resume an unfinished game, with damaged files refused."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from capboard.controller import paths
from capboard.controller.saves import SAVE_SUFFIX, SaveError, read_save, write_save
from capboard.engine.record import SeatRecord
from capboard.ui import main_window
from tests.helpers.records import recorded_game
from tests.ui import fakes
from tests.ui.helpers import IGNORE_OFFSCREEN, MessageBoxes, make_window, new_session

pytestmark = IGNORE_OFFSCREEN

Button = QMessageBox.StandardButton


class Boxes:
    """Stands in for QMessageBox's modal functions: records them, answers as told."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, answers: list[Any] | None = None):
        self.answers = list(answers or [])
        self.questions: list[str] = []
        self.errors: list[tuple[str, str]] = []
        monkeypatch.setattr(QMessageBox, "question", self._question)
        monkeypatch.setattr(QMessageBox, "critical", self._critical)

    def _question(self, _parent: Any, _title: str, text: str, *_args: Any) -> Any:
        self.questions.append(text)
        return self.answers.pop(0)

    def _critical(self, _parent: Any, title: str, text: str, *_args: Any) -> Any:
        self.errors.append((title, text))
        return Button.Ok


def _play(qtbot: QtBot, window: Any, actions: list[Any]) -> None:
    session = window.session
    for action in actions:
        before = len(session.log)
        window.table.actions.action_chosen.emit(action)
        qtbot.waitUntil(lambda before=before: len(session.log) > before)


def test_save_and_open_round_trip(
    qtbot: QtBot,
    toy_game: str,
    human_and_computer: list[SeatRecord],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window(qtbot)
    window.open_session(new_session(toy_game, human_and_computer, seed=11))
    _play(qtbot, window, [fakes.Add(2), fakes.Add(1)])
    assert window.session is not None
    saved_actions = window.session.record.actions

    target = tmp_path / "family"  # the suffix is added when the person leaves it out
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.save_as()
    path = target.with_name("family" + SAVE_SUFFIX)
    assert read_save(path).actions == saved_actions
    assert window.save_path == path

    # Open it in a fresh window, through the file dialog.
    other = make_window(qtbot)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    assert other.open_game()
    assert other.session is not None
    assert other.session.record.actions == saved_actions
    assert other.session.record.seed == 11
    assert other.stack.currentWidget() is other.table
    assert len(other.table.log.lines()) == len(window.table.log.lines())
    assert other.table.status.text() == fakes.tr_prompt("Alice")


def test_damaged_save_is_refused_with_a_message_and_left_untouched(
    qtbot: QtBot,
    toy_game: str,
    human_and_computer: list[SeatRecord],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    good = tmp_path / "good.capboard"
    session = new_session(toy_game, human_and_computer)
    session.save(good)
    damaged = tmp_path / "damaged.capboard"
    data = good.read_bytes()[: len(good.read_bytes()) // 2]  # cut in the middle
    damaged.write_bytes(data)
    with pytest.raises(SaveError) as expected:
        read_save(damaged)

    boxes = Boxes(monkeypatch)
    window = make_window(qtbot)
    assert not window.open_game(damaged)
    assert boxes.errors and boxes.errors[0][1] == expected.value.message()
    assert damaged.read_bytes() == data
    assert window.session is None
    assert window.stack.currentWidget() is window.start_page


def test_opening_over_a_game_in_progress_asks_first(
    qtbot: QtBot,
    toy_game: str,
    human_and_computer: list[SeatRecord],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "other.capboard"
    new_session(toy_game, human_and_computer, seed=3).save(path)
    window = make_window(qtbot)
    window.open_session(new_session(toy_game, human_and_computer, seed=4))
    _play(qtbot, window, [fakes.Add(1)])
    first = window.session

    boxes = Boxes(monkeypatch, [Button.Cancel, Button.Discard])
    assert not window.open_game(path)
    assert window.session is first
    assert window.open_game(path)
    assert len(boxes.questions) == 2
    assert window.session is not None and window.session.record.seed == 3


def test_leaving_is_asked_only_when_moves_are_not_saved_and_the_title_shows_it(
    qtbot: QtBot,
    toy_game: str,
    human_and_computer: list[SeatRecord],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "game.capboard"
    window = make_window(qtbot)
    window.open_session(new_session(toy_game, human_and_computer, seed=4))
    assert "[*]" in window.windowTitle() and not window.isWindowModified()
    _play(qtbot, window, [fakes.Add(1)])
    assert window.isWindowModified()  # a move not saved yet
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(path), ""))
    assert window.save()
    assert not window.isWindowModified()
    boxes = Boxes(monkeypatch, [])  # any question would fail: none is expected
    assert window.close_game()
    assert boxes.questions == []
    assert not paths.autosave_path().exists()  # the game is safe in its file

    window.open_game(path)
    assert not window.isWindowModified()
    _play(qtbot, window, [fakes.Add(2)])
    assert window.isWindowModified()
    boxes.answers = [Button.Cancel]
    assert not window.close_game()
    assert len(boxes.questions) == 1


def _write_autosave(toy_game: str, seats: list[SeatRecord]) -> list[dict[str, Any]]:
    session = new_session(toy_game, seats, seed=5)
    record = session.record
    record.actions.append(session.game.encode_action(fakes.Add(2)))
    write_save(paths.autosave_path(), record)
    return record.actions


def test_autosave_is_offered_back_and_resumed(
    qtbot: QtBot,
    toy_game: str,
    human_and_computer: list[SeatRecord],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    actions = _write_autosave(toy_game, human_and_computer)
    boxes = Boxes(monkeypatch, [Button.Yes])
    window = make_window(qtbot)
    assert window.offer_autosave()
    assert window.session is not None
    assert window.session.record.actions == actions
    # The question names the game, its players and when it was last played.
    [question] = boxes.questions
    assert fakes.GAME_UI.title() in question
    assert all(seat.name in question for seat in human_and_computer)
    assert str(datetime.now().year) in question


@pytest.mark.parametrize("confirm", [Button.Yes, Button.No])
def test_declining_the_autosave_deletes_it_only_when_confirmed(
    qtbot: QtBot,
    toy_game: str,
    human_and_computer: list[SeatRecord],
    monkeypatch: pytest.MonkeyPatch,
    confirm: Any,
) -> None:
    _write_autosave(toy_game, human_and_computer)
    boxes = Boxes(monkeypatch, [Button.No, confirm])
    window = make_window(qtbot)
    assert not window.offer_autosave()
    assert len(boxes.questions) == 2
    assert paths.autosave_path().exists() == (confirm == Button.No)
    assert window.session is None


def test_damaged_autosave_shows_the_error_and_stays(
    qtbot: QtBot, toy_game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    autosave = paths.autosave_path()
    autosave.parent.mkdir(parents=True, exist_ok=True)
    autosave.write_bytes(b"{ not json")
    boxes = Boxes(monkeypatch)  # no question: the damage is told at once
    window = make_window(qtbot)
    assert not window.offer_autosave()
    assert len(boxes.errors) == 1 and boxes.questions == []
    assert autosave.read_bytes() == b"{ not json"
    assert window.session is None


# --- a real game's file naming a place off the board ---------------------------------------


def _off_board_save(path: Path, game_id: str, field: str, value: int) -> tuple[bytes, int]:
    """Save a short game of ``game_id`` whose first move with ``field`` names ``value``
    instead (a place off the board), dated a day back; returns the bytes and the mtime."""
    record = recorded_game(game_id, 12)
    index = next(i for i, data in enumerate(record.actions) if field in data)
    record.actions[index][field] = value
    path.parent.mkdir(parents=True, exist_ok=True)
    write_save(path, record)
    day_ago = path.stat().st_mtime_ns - 86_400 * 10**9
    os.utime(path, ns=(day_ago, day_ago))
    return path.read_bytes(), path.stat().st_mtime_ns


def _refusal(path: Path) -> str:
    with pytest.raises(SaveError) as refused:
        read_save(path)
    assert refused.value.reason == "replay"
    return refused.value.message()


def test_opening_a_file_with_a_move_off_the_board_explains_in_a_box_and_keeps_the_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "damaged.capboard"
    data, mtime = _off_board_save(path, "cappella", "b", 999)
    message = _refusal(path)
    assert "breaks the rules" in message
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))

    window = make_window(qtbot)
    boxes = MessageBoxes()
    window.act_open.trigger()  # File > Open
    boxes.stop()

    assert boxes.seen == [
        (window.tr("This game cannot be opened"), message, QMessageBox.Icon.Critical)
    ]
    assert window.session is None
    assert window.stack.currentWidget() is window.start_page
    assert path.read_bytes() == data
    assert path.stat().st_mtime_ns == mtime
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


def test_a_damaged_autosave_offered_at_start_up_is_explained_in_a_box_and_kept(
    qtbot: QtBot,
) -> None:
    autosave = paths.autosave_path()
    data, mtime = _off_board_save(autosave, "canon-noir", "x", 11)
    message = _refusal(autosave)

    window = make_window(qtbot)
    # The damage is found before anything is asked: no offer to resume what cannot be.
    boxes = MessageBoxes([Button.Ok])
    assert not window.offer_autosave()
    boxes.stop()

    assert [text for _title, text, _icon in boxes.seen] == [message]
    assert boxes.seen[0][0] == window.tr("The unfinished game cannot be resumed")
    assert boxes.seen[0][2] == QMessageBox.Icon.Critical
    assert window.session is None
    assert autosave.read_bytes() == data
    assert autosave.stat().st_mtime_ns == mtime


def test_a_game_read_but_refused_by_its_session_is_explained_in_the_same_words(
    qtbot: QtBot,
    toy_game: str,
    human_and_computer: list[SeatRecord],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Should the session's replay ever refuse what reading accepted, the person is told in
    their language, not with the rules' technical words."""
    record = new_session(toy_game, human_and_computer).record.model_copy(deep=True)
    record.actions.append({"kind": "add", "amount": 7})
    monkeypatch.setattr(main_window, "read_save", lambda _path: record)
    boxes = Boxes(monkeypatch)
    window = make_window(qtbot)
    assert not window.open_game(tmp_path / "any.capboard")
    expected = SaveError("replay", action_number=1).message()
    assert boxes.errors == [(window.tr("This game cannot be opened"), expected)]
    assert window.session is None
