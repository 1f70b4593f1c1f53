"""The table's words: a computer player is never spoken to as "you", and no two entries of a
menu share their underlined letter, in English or in French."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from capboard.controller.i18n import Translations
from capboard.engine.record import SeatRecord
from tests.ui import fakes
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window, new_session

pytestmark = IGNORE_OFFSCREEN


def test_the_status_line_says_a_computer_plays_instead_of_telling_it_what_to_do(
    qtbot: QtBot, toy_game: str, human_and_computer: list[SeatRecord]
) -> None:
    window = make_window(qtbot)
    # Slow enough a computer for its turn to be looked at.
    session = new_session(toy_game, human_and_computer, bot_delay_ms=60_000)
    window.open_session(session)
    assert window.table.status.text() == fakes.tr_prompt("Alice")  # a person: told
    for action in (fakes.Add(1), fakes.EndTurn()):
        before = len(session.log)
        window.table.actions.action_chosen.emit(action)
        qtbot.waitUntil(lambda before=before: len(session.log) > before)
    qtbot.waitUntil(lambda: session.actor == 1)
    assert window.table.status.text() == "Robot is playing…"


@pytest.fixture
def translations(qapp: QApplication) -> Iterator[Translations]:
    tr = Translations()
    tr.install(qapp, "en")
    yield tr
    tr.set_language("en")


def _mnemonic(text: str) -> str | None:
    """The underlined letter of a menu entry ("&&" is a plain "&")."""
    index = 0
    while (index := text.find("&", index)) >= 0 and index + 1 < len(text):
        if text[index + 1] != "&":
            return text[index + 1].lower()
        index += 2
    return None


def _clashes(entries: list[str]) -> list[str]:
    letters = [_mnemonic(text) for text in entries]
    return [t for t, m in zip(entries, letters, strict=True) if m and letters.count(m) > 1]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_two_entries_of_a_menu_share_their_underlined_letter(
    qtbot: QtBot, translations: Translations, language: str
) -> None:
    window = make_window(qtbot, translations=translations)
    if language != "en":
        with qtbot.waitSignal(translations.language_changed):
            translations.set_language(language)
        qtbot.waitUntil(lambda: window.game_menu.title() != "&Game")
    bar = window.menuBar()
    menus = [a.menu() for a in bar.actions() if isinstance(a.menu(), QMenu)]
    assert len(menus) >= 3
    assert _clashes([menu.title() for menu in menus]) == []
    for menu in menus:
        entries = [a.text() for a in menu.actions() if not a.isSeparator()]
        assert all(_mnemonic(text) for text in entries), entries
        assert _clashes(entries) == [], menu.title()
