"""What a screen reader finds: every widget named (in the current language), the status line
named by its text; and what it is told: each line of the log, once, as it happens."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from capboard.controller.i18n import Translations
from capboard.controller.session import GameSession
from capboard.controller.settings import Settings
from capboard.engine.record import SeatRecord
from capboard.ui import accessibility
from capboard.ui.crash_dialog import CrashDialog
from capboard.ui.handover import HandoverScreen
from capboard.ui.new_game_dialog import NewGameDialog
from capboard.ui.rules_window import RulesWindow
from capboard.ui.settings_dialog import SettingsDialog
from tests.helpers.tools import lrelease
from tests.ui import fakes
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window, new_session
from tests.ui.test_language import _ts

pytestmark = IGNORE_OFFSCREEN

FRENCH = {
    "ToyUi": {
        "%1 — add or end the turn": "%1 — ajoute ou finis le tour",
        "%1 added %2": "%1 a ajouté %2",
        "%1 ended the turn": "%1 a fini son tour",
    },
    "TablePage": {"Board": "Plateau"},
    "NewGameDialog": {"Colour of seat %1": "Couleur de la place %1"},
}


def name_of(widget: QWidget) -> str:
    """The name a screen reader reads for ``widget``."""
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None
    return iface.text(QAccessible.Text.Name)


def unnamed(root: QWidget) -> list[str]:
    """The widgets under ``root`` a person can reach with Tab, and the pictures, that a screen
    reader would find without a name or without a description (a spin box's own line edit
    is its box's)."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        if widget.objectName() == "qt_spinbox_lineedit":
            continue
        reachable = bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        picture = isinstance(widget, QLabel) and not widget.pixmap().isNull()
        if not (reachable or picture):
            continue
        where = f"{type(widget).__name__} in {type(widget.parent()).__name__}"
        if not name_of(widget):
            found.append(f"{where}: no name")
        iface = QAccessible.queryAccessibleInterface(widget)
        if not iface.text(QAccessible.Text.Description):
            found.append(f"{where} ({name_of(widget)}): no description")
    return found


@pytest.fixture
def translations(qapp: QApplication, tmp_path: Path) -> Iterator[Translations]:
    """French from a small catalogue of the strings looked at; back in English after."""
    tool = lrelease()
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed")
    source = tmp_path / "capboard_fr.ts"
    source.write_text(_ts(FRENCH), encoding="utf-8")
    subprocess.run(
        [tool, str(source), "-qm", str(tmp_path / "capboard_fr.qm")],
        check=True,
        capture_output=True,
    )
    tr = Translations(directory=tmp_path)
    tr.install(qapp, "en")
    yield tr
    tr.set_language("en")


def test_the_start_page_names_its_pictures_and_has_no_empty_stop(
    qtbot: QtBot, toy_game: str
) -> None:
    window = make_window(qtbot)
    page = window.start_page
    assert unnamed(page) == []
    card = page.cards[toy_game]
    assert name_of(card.art) == f"Box of {fakes.GAME_UI.title()}"
    # Tab goes from the Open button to the Play button: nothing empty between.
    window.start_page.open_button.setFocus()
    assert window.start_page.open_button.nextInFocusChain() is not page.scroll


def test_the_table_is_named_and_the_status_line_says_its_text(
    qtbot: QtBot, toy_game: str, two_humans: list[SeatRecord], translations: Translations
) -> None:
    window = make_window(qtbot, translations=translations)
    window.open_session(new_session(toy_game, two_humans))
    window.handover.confirmed.emit()
    table = window.table
    assert unnamed(table) == []
    assert name_of(table.status) == fakes.tr_prompt("Alice")
    assert QAccessible.queryAccessibleInterface(table.status).text(QAccessible.Text.Description)
    card = table.side.cards[1]
    assert name_of(card.swatch) == "Vermillion, square"
    assert name_of(card).startswith("Bob")

    with qtbot.waitSignal(translations.language_changed):
        window.update_settings(window.settings.model_copy(update={"language": "fr"}))
    qtbot.waitUntil(lambda: name_of(table.board) == "Plateau")
    assert name_of(table.status) == "Alice — ajoute ou finis le tour"
    assert name_of(table.status) == table.status.text()


def test_the_new_game_dialog_names_each_seat_box(qtbot: QtBot, translations: Translations) -> None:
    dialog = NewGameDialog("catan")
    qtbot.addWidget(dialog)
    dialog.show()
    assert unnamed(dialog) == []
    row = dialog.rows[1]
    assert row.colour.accessibleName() == "Colour of seat 2"
    assert row.kind.accessibleName() == "Person or computer, seat 2"
    assert row.level.accessibleName() == "Computer level, seat 2"
    # Read after the value where a box is named by its value (Linux): whose box it is.
    iface = QAccessible.queryAccessibleInterface(row.colour)
    assert iface.text(QAccessible.Text.Description) == "Seat 2, Player 2"
    row.name.setText("Zoé")
    assert iface.text(QAccessible.Text.Description) == "Seat 2, Zoé"

    with qtbot.waitSignal(translations.language_changed):
        translations.set_language("fr")
    qtbot.waitUntil(lambda: row.colour.accessibleName() == "Couleur de la place 2")


def test_the_rules_and_settings_windows_are_named(qtbot: QtBot) -> None:
    rules = RulesWindow(lambda: "en", "catan")
    qtbot.addWidget(rules)
    rules.show()
    assert unnamed(rules) == []
    assert name_of(rules.browser) == f"Rules of {rules.game.currentText()}"
    settings = SettingsDialog(Settings())
    qtbot.addWidget(settings)
    settings.show()
    assert unnamed(settings) == []


# announcements ------------------------------------------------------------------------------
class Heard:
    """The announcements made while it listens, as (who announced, words)."""

    def __init__(self) -> None:
        self.said: list[tuple[QObject, str]] = []
        accessibility.announcements.announced.connect(self._note)

    def _note(self, source: QObject, text: str) -> None:
        self.said.append((source, text))

    def words(self) -> list[str]:
        return [text for _, text in self.said]

    def close(self) -> None:
        accessibility.announcements.announced.disconnect(self._note)


@pytest.fixture
def heard() -> Iterator[Heard]:
    listener = Heard()
    yield listener
    listener.close()


def test_an_announcement_is_qt_s_announcement_event(qtbot: QtBot) -> None:
    label = QLabel("x")
    qtbot.addWidget(label)
    event = accessibility.announcement_event(label, "Bob added 2")
    assert isinstance(event, QAccessibleAnnouncementEvent)
    assert event.type() == QAccessible.Event.Announcement
    assert event.message() == "Bob added 2"
    assert event.politeness() == QAccessible.AnnouncementPoliteness.Polite
    assert event.object() is label


def test_each_move_is_announced_once_as_it_happens_in_the_current_language(
    qtbot: QtBot,
    toy_game: str,
    human_and_computer: list[SeatRecord],
    translations: Translations,
    heard: Heard,
) -> None:
    window = make_window(qtbot, translations=translations)
    window.open_session(new_session(toy_game, human_and_computer))
    session = window.session
    assert session is not None
    log = window.table.log
    window.table.actions.action_chosen.emit(fakes.Add(2))
    qtbot.waitUntil(lambda: len(session.log) == 1)
    assert heard.said == [(log, "Alice added 2")]
    window.table.actions.action_chosen.emit(fakes.EndTurn())
    # The computer plays on its own: what it does is announced too, line by line.
    qtbot.waitUntil(
        lambda: session.view().current_player == 0 and len(session.log) > 2, timeout=5000
    )
    qtbot.waitUntil(lambda: len(heard.said) == len(log.lines()))
    assert heard.words() == log.lines()
    assert any(text.startswith("Robot") for text in heard.words())

    # The log shown again in French is not news: nothing is said again.
    before = len(heard.said)
    with qtbot.waitSignal(translations.language_changed):
        window.update_settings(window.settings.model_copy(update={"language": "fr"}))
    qtbot.waitUntil(lambda: log.lines()[0] == "Alice a ajouté 2")
    assert len(heard.said) == before
    window.table.actions.action_chosen.emit(fakes.Add(1))
    qtbot.waitUntil(lambda: len(heard.said) == before + 1)
    assert heard.words()[-1] == "Alice a ajouté 1"


def test_a_game_opened_does_not_read_out_its_past(
    qtbot: QtBot, toy_game: str, human_and_computer: list[SeatRecord], heard: Heard
) -> None:
    played = new_session(toy_game, human_and_computer)
    played.play(fakes.Add(1))
    played.play(fakes.Add(2))
    session = GameSession(played.record, autosave=None, bot_delay_ms=0)
    window = make_window(qtbot)
    window.open_session(session)
    qtbot.waitUntil(lambda: len(window.table.log.lines()) == 2)
    assert heard.said == []
    window.table.actions.action_chosen.emit(fakes.EndTurn())
    qtbot.waitUntil(lambda: len(heard.said) >= 1)
    assert heard.words()[0] == "Alice ended the turn"
    assert not any("added" in text and text.startswith("Alice") for text in heard.words())


def test_nothing_is_announced_while_the_next_person_is_awaited(
    qtbot: QtBot, toy_game: str, two_humans: list[SeatRecord], heard: Heard
) -> None:
    window = make_window(qtbot)
    window.settings = window.settings.model_copy(update={"always_handover": True})
    session = new_session(toy_game, two_humans, always_handover=True)
    window.open_session(session)
    window.handover.confirmed.emit()
    window.table.actions.action_chosen.emit(fakes.Add(1))
    qtbot.waitUntil(lambda: len(session.log) == 1)
    window.table.actions.action_chosen.emit(fakes.EndTurn())
    qtbot.waitUntil(lambda: session.awaiting_handover)
    # Worded for Alice, while Bob may already be at the screen: not said aloud; Bob reads
    # the recap of the hand-over screen.
    assert heard.words() == ["Alice added 1"]
    window.sync.pass_on()
    window.handover.confirmed.emit()
    qtbot.waitUntil(lambda: not session.awaiting_handover)
    window.table.actions.action_chosen.emit(fakes.Add(2))
    qtbot.waitUntil(lambda: len(heard.said) == 2)
    assert heard.words() == ["Alice added 1", "Bob added 2"]


def test_the_hand_over_screen_and_the_crash_details_are_named(qtbot: QtBot) -> None:
    screen = HandoverScreen()
    qtbot.addWidget(screen)
    screen.set_player(1, "Bob", "#D55E00")
    screen.show()
    # The screen itself takes the focus (never its button): it says whom it waits for.
    assert unnamed(screen) == []
    assert name_of(screen) == screen.heading.text()
    assert "Bob" in name_of(screen)
    crash = CrashDialog("Traceback …", None)
    qtbot.addWidget(crash)
    crash.show()
    assert unnamed(crash) == []
