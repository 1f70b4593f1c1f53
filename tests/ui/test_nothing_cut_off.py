"""No window cuts a text off at the largest text size, in French (the longer language), with
the window at 1366×768: every label, button and box is as large as its words need, inside
the part of its window that shows (or of a scroll area), and no dialog is larger than the
screen (see :mod:`tests.ui.clipping`).

The quick tests open each kind of window once, with the most words it shows (six players,
a scenario with a pirate, a note in the statistics), and the table of six players through
a hand-over with a 16 pt system font too (in English: there the "since your last turn" box
once left one move in view); the slow one opens every game's table, hint, description and
score, at 200% and with a 16 pt system font.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from capboard.controller.i18n import Translations
from capboard.controller.session import GameSession
from capboard.controller.settings import Settings
from capboard.engine import registry
from capboard.engine.protocol import Outcome
from capboard.ui.about import AboutBox
from capboard.ui.crash_dialog import CrashDialog
from capboard.ui.main_window import MainWindow
from capboard.ui.new_game_dialog import NewGameDialog
from capboard.ui.plain import literal
from capboard.ui.render import RENDER_NAMES, render_record
from capboard.ui.resume import resume_question
from capboard.ui.score_dialog import ScoreDialog
from capboard.ui.settings_dialog import SettingsDialog
from capboard.ui.stats_window import StatsWindow
from tests.ui.clipping import cut_texts
from tests.ui.helpers import IGNORE_OFFSCREEN, pass_handover

pytestmark = IGNORE_OFFSCREEN

GAMES = ["cappella", "canon-noir", "cap-horn", "cape-epee", "catan"]


@pytest.fixture
def french(qapp: QApplication) -> Iterator[Translations]:
    """Capboard in French during the test (unless it switches), in English afterwards."""
    translations = Translations()
    translations.install(qapp, "fr")
    yield translations
    translations.set_language("en")


def _window(qtbot: QtBot, translations: Translations, percent: int = 200) -> MainWindow:
    settings = Settings(language="fr", animation_speed=0.0, text_size=percent)
    window = MainWindow(settings, translations=translations, persist=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def _whole(qtbot: QtBot, widget: QWidget) -> list[str]:
    """What ``widget`` (shown) cuts off, once laid out."""
    widget.show()
    qtbot.waitExposed(widget)
    QApplication.processEvents()
    return cut_texts(widget)


def _open_game(qtbot: QtBot, window: MainWindow, game_id: str, moves: int = 40) -> GameSession:
    players = registry.get(game_id).max_players
    session = GameSession(
        render_record(game_id, min(players, 6), 3, moves), autosave=None, bot_delay_ms=0
    )
    window.open_session(session)
    if session.awaiting_handover:
        window.handover.confirmed.emit()
    qtbot.waitUntil(lambda: window.table.isVisible())
    return session


def _new_game(window: MainWindow, game_id: str, players: int, scenario: str = "") -> QWidget:
    dialog = NewGameDialog(game_id, [], window)
    dialog.players.setValue(players)
    if scenario:
        dialog.game_options.set_scenario(scenario)  # type: ignore[union-attr]
    return dialog


def _score(window: MainWindow) -> QWidget:
    """Six players' scores, each explained on several lines."""
    seats = render_record("cape-epee", 6, 1, 0).seats
    scores = (26.0, 21.0, 16.0, 6.0, 5.0, 2.0)
    outcome = Outcome(scores=scores, winners=(0,), reason="objectives")
    line = "Objectifs : Agriculture 3, Alchimie 5, Alchimie 4, Commerce 3, Religion 5, Religion 3"
    details = [[line, f"La somme de leurs valeurs : {int(score)}"] for score in scores]
    reason = "La partie est terminée : " + ", ".join(RENDER_NAMES) + "."
    return ScoreDialog(seats, outcome, reason, window, details, hints=[2, 0, 1, 0, 0, 3])


def _statistics(window: MainWindow) -> QWidget:
    rows = [
        SimpleNamespace(
            name=name, game_id=game, played=12, won=5, kind=kind, level="medium", hints=3
        )
        for name, game, kind in (
            ("Alice", "cape-epee", "human"),
            ("Robot", "catan", "computer"),
            ("Chloé", "canon-noir", "human"),
        )
    ]
    note = QCoreApplication.translate(
        "StatsWindow",
        "Finished games not counted yet: %1. They will be once the game history can be written.",
    ).replace("%1", "2")
    return StatsWindow(lambda: rows, window, note=note)


def _crash(window: MainWindow) -> QWidget:
    details = "\n".join(f'  File "capboard/ui/module_{i}.py", line {i}, in f' for i in range(30))
    return CrashDialog(details, Path("/home/alice/.local/state/capboard/log/capboard.log"), window)


def _resume(window: MainWindow) -> QWidget:
    record = render_record("cap-horn", 5, 1, 3)
    question = resume_question(record, datetime(2026, 11, 30, 21, 15, tzinfo=UTC))
    # The longest: offered back from the copy of one move earlier.
    damaged = QCoreApplication.translate(
        "MainWindow",
        "The last save of the unfinished game is damaged, but its copy from one"
        " move earlier is intact.",
    )
    question = damaged + "\n\n" + question
    return QMessageBox(
        QMessageBox.Icon.Question,
        "Partie inachevée",
        literal(question),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        window,
    )


DIALOGS: dict[str, Callable[[MainWindow], QWidget]] = {
    "new game: Catan, a scenario with a pirate": lambda w: _new_game(
        w, "catan", 4, "cloth-for-catan"
    ),
    "new game: De Cape et d'Épée, six seats": lambda w: _new_game(w, "cape-epee", 6),
    "settings": lambda w: SettingsDialog(w.settings, w),
    "about": AboutBox,
    "statistics": _statistics,
    "crash": _crash,
    "resume": _resume,
    "score of six players": _score,
}


def test_the_start_page_is_whole(qtbot: QtBot, french: Translations, system_font: QFont) -> None:
    window = _window(qtbot, french)
    assert _whole(qtbot, window) == []


@pytest.mark.parametrize("name", DIALOGS)
def test_a_dialog_is_whole_and_within_the_screen(
    qtbot: QtBot, french: Translations, system_font: QFont, name: str
) -> None:
    window = _window(qtbot, french)
    dialog = DIALOGS[name](window)
    qtbot.addWidget(dialog)
    assert _whole(qtbot, dialog) == []


@pytest.mark.parametrize(
    ("language", "points"), [("fr", None), ("en", 16.0)], ids=["200 percent", "16 pt system font"]
)
def test_the_table_of_six_players_is_whole_and_shows_several_moves(
    qtbot: QtBot, french: Translations, system_font: QFont, language: str, points: float | None
) -> None:
    if points is not None:
        font = QFont(system_font)
        font.setPointSizeF(points)
        QApplication.setFont(font)
    french.set_language(language)
    window = _window(qtbot, french, 200 if points is None else 100)
    session = _open_game(qtbot, window, "cape-epee", 60)
    assert _whole(qtbot, window) == []
    # The next person's turn: the banner, the hand-over with what happened, then the table
    # with the "since your last turn" box, each whole; the moves keep two in view.
    mover = session.actor
    while session.actor == mover:
        window._play(session.legal_actions()[0])
    qtbot.waitUntil(window.table.pass_banner.isVisible)
    assert _whole(qtbot, window) == []
    qtbot.mouseClick(window.table.pass_banner.button, _left())
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.handover)
    assert window.handover.recap.isVisible()
    assert _whole(qtbot, window) == []
    pass_handover(qtbot, window)
    assert window.table.since.isVisible()
    assert _whole(qtbot, window) == []
    actions = window.table.actions
    assert actions.count() > 1
    second = actions.visualRect(actions.model().index(1, 0))
    assert second.bottom() <= actions.viewport().height()


def test_a_message_box_of_qts_grows_wider_rather_than_past_the_screen(
    qtbot: QtBot, french: Translations, system_font: QFont
) -> None:
    font = QFont(system_font)
    font.setPointSizeF(16)
    QApplication.setFont(font)
    window = _window(qtbot, french)  # 200% of 16 pt
    box = _resume(window)  # as Qt's static functions make them: a child of the window
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    room = box.screen().availableGeometry()
    assert box.height() <= room.height() and box.width() <= room.width()


def _leave(window: MainWindow) -> QMessageBox:
    """The question before leaving a game, as Qt's static function makes it (see
    GameFiles.confirm_leave): three buttons side by side, the longest in French."""
    return QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("MainWindow", "Leave the game?"),
        QCoreApplication.translate(
            "MainWindow", "The game in progress is not finished. Save it before leaving?"
        ),
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel,
        window,
    )


@pytest.mark.parametrize("name", ["about", "leave"])
def test_the_largest_text_of_all_leaves_the_small_boxes_whole(
    qtbot: QtBot, french: Translations, system_font: QFont, name: str
) -> None:
    # 200% of a 16 pt system font: a message box's words and buttons are wider than Qt lets
    # one be (the screen less 480 pixels, or the screen's width on one of 1024 or less).
    font = QFont(system_font)
    font.setPointSizeF(16)
    QApplication.setFont(font)
    window = _window(qtbot, french)
    box = AboutBox(window) if name == "about" else _leave(window)
    qtbot.addWidget(box)
    assert _whole(qtbot, box) == []
    room = box.screen().availableGeometry()
    assert box.height() <= room.height() and box.width() <= room.width()


def _left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


@pytest.mark.slow
@pytest.mark.parametrize("points", [None, 16.0], ids=["200 percent", "16 pt system font"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_window_of_a_game_is_whole(
    qtbot: QtBot, french: Translations, system_font: QFont, game_id: str, points: float | None
) -> None:
    if points is not None:
        font = QFont(system_font)
        font.setPointSizeF(points)
        QApplication.setFont(font)
    window = _window(qtbot, french, 200 if points is None else 100)
    players = min(registry.get(game_id).max_players, 6)
    dialog = _new_game(window, game_id, players)
    qtbot.addWidget(dialog)
    assert _whole(qtbot, dialog) == []
    dialog.close()
    session = _open_game(qtbot, window, game_id)
    assert _whole(qtbot, window) == []
    # A hint under the status line.
    window.hints.panel.show_text(session.game.name + " — " + "indice " * 40)
    assert _whole(qtbot, window) == []
    window.hints.clear()
    # The board in words.
    window.board_words.describe()
    assert window.board_words.shown is not None
    assert _whole(qtbot, window.board_words.shown) == []
    # The score of a game played to its end.
    finished = GameSession(
        render_record(game_id, players, 5, 20_000), autosave=None, bot_delay_ms=0
    )
    window.open_session(finished)
    assert finished.outcome is not None
    score = window.show_score(finished.outcome)
    assert score is not None
    assert _whole(qtbot, score) == []
