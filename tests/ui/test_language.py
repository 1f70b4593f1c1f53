"""Switching the language at run time re-renders menus, status line, log and scene."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from capboard.controller.i18n import Translations
from capboard.engine.record import SeatRecord
from tests.helpers.tools import lrelease
from tests.ui import fakes
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window, new_session

pytestmark = IGNORE_OFFSCREEN

# A tiny French catalogue for the strings the test looks at.
FRENCH = {
    "MainWindow": {"&Game": "&Partie", "&Help": "&Aide"},
    "TablePage": {"&Undo": "&Annuler"},
    "ToyUi": {
        "%1 — add or end the turn": "%1 — ajoute ou finis le tour",
        "%1 added %2": "%1 a ajouté %2",
    },
}


def _ts(catalogue: dict[str, dict[str, str]]) -> str:
    from xml.sax.saxutils import escape

    parts = ['<?xml version="1.0" encoding="utf-8"?>', '<TS version="2.1" language="fr">']
    for context, messages in catalogue.items():
        parts.append(f"<context><name>{escape(context)}</name>")
        for source, translation in messages.items():
            parts.append(
                f"<message><source>{escape(source)}</source>"
                f"<translation>{escape(translation)}</translation></message>"
            )
        parts.append("</context>")
    parts.append("</TS>")
    return "\n".join(parts)


@pytest.fixture
def catalogues(tmp_path: Path) -> Path:
    """A folder holding capboard_fr.qm compiled from :data:`FRENCH`."""
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
    return tmp_path


@pytest.fixture
def translations(qapp: QApplication, catalogues: Path) -> Iterator[Translations]:
    """Translations from the test catalogue, back in English after the test."""
    tr = Translations(directory=catalogues)
    tr.install(qapp, "en")
    yield tr
    tr.set_language("en")


def test_language_switch_rerenders_menus_status_log_and_scene(
    qtbot: QtBot,
    toy_game: str,
    two_humans: list[SeatRecord],
    translations: Translations,
) -> None:
    window = make_window(qtbot, translations=translations)
    window.open_session(new_session(toy_game, two_humans))
    window.handover.confirmed.emit()
    session = window.session
    assert session is not None
    window.table.actions.action_chosen.emit(fakes.Add(2))
    qtbot.waitUntil(lambda: len(session.log) == 1)
    scene = window.scene
    assert isinstance(scene, fakes.ToyScene)
    assert window.game_menu.title() == "&Game"
    assert window.table.log.lines() == ["Alice added 2"]
    before = scene.retranslated

    with qtbot.waitSignal(translations.language_changed):
        window.update_settings(window.settings.model_copy(update={"language": "fr"}))
    # Qt posts LanguageChange to the windows: wait for it to arrive.
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Partie")
    assert window.help_menu.title() == "&Aide"
    assert window.table.undo_button.text() == "&Annuler"
    assert window.table.status.text() == "Alice — ajoute ou finis le tour"
    assert window.table.log.lines() == ["Alice a ajouté 2"]
    assert scene.retranslated > before

    with qtbot.waitSignal(translations.language_changed):
        window.update_settings(window.settings.model_copy(update={"language": "en"}))
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    assert window.table.log.lines() == ["Alice added 2"]
