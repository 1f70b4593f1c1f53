"""Help > About Capboard: the version, the licence, the versions of Qt, PySide6 and Python,
and the credits for the art and the sounds, in the current language."""

from __future__ import annotations

import platform
from collections.abc import Iterator

import PySide6
import pytest
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from capboard import __version__
from capboard.controller.i18n import Translations
from capboard.ui.about import AboutBox
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window

pytestmark = IGNORE_OFFSCREEN


@pytest.fixture
def translations(qapp: QApplication) -> Iterator[Translations]:
    tr = Translations()
    tr.install(qapp, "en")
    yield tr
    tr.set_language("en")


def _plain(box: AboutBox) -> str:
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setHtml(box.text())
    return document.toPlainText()


def test_help_menu_opens_the_about_box(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    assert window.act_about in window.help_menu.actions()
    window.act_about.trigger()
    qtbot.waitUntil(lambda: window.findChild(AboutBox) is not None)
    box = window.findChild(AboutBox)
    assert box.isVisible() and box.windowModality() == Qt.WindowModality.WindowModal
    with qtbot.waitSignal(box.finished):
        box.button(QDialogButtonBox.StandardButton.Close).click()
    qtbot.waitUntil(lambda: window.findChild(AboutBox) is None)  # deleted once closed


def test_about_box_says_version_licence_and_what_it_runs_on(
    qtbot: QtBot, translations: Translations
) -> None:
    box = AboutBox()
    qtbot.addWidget(box)
    text = _plain(box)
    assert f"Capboard {__version__}" in text
    assert "MIT licence" in text
    for version in (qVersion(), PySide6.__version__, platform.python_version()):
        assert version in text
    assert "Art: " in text and "(SVG)" in text
    assert "Sounds: synthesised for Capboard" in text
    assert box.windowTitle() == "About Capboard"


def test_about_box_shows_the_app_icon(qtbot: QtBot) -> None:
    from capboard.ui.app import application

    application()  # sets the window icon, as the app does
    box = AboutBox()
    qtbot.addWidget(box)
    assert not box.iconPixmap().isNull()


def test_about_box_speaks_french(qtbot: QtBot, translations: Translations) -> None:
    translations.set_language("fr")
    box = AboutBox()
    qtbot.addWidget(box)
    assert box.windowTitle() == "À propos de Capboard"
    text = _plain(box)
    assert "Logiciel libre sous licence MIT." in text
    assert f"Capboard {__version__}" in text
    assert qVersion() in text
