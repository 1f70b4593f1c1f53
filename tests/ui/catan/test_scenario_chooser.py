"""The new-game dialog's choice of a Catan scenario: a list usable from the keyboard, a
picture of each map for the number of players, and the choice in the game options."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSize, Qt, QTranslator
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from capboard.engine import registry
from capboard.games.catan.scenario import scenario, scenario_ids
from capboard.ui.games.catan import texts_scenarios
from capboard.ui.games.catan.scenario_chooser import ScenarioChooser, scenario_choices
from capboard.ui.games.catan.scenario_picture import (
    MapPicture,
    map_picture,
    map_pixmap,
    paint_map_picture,
)
from capboard.ui.new_game_dialog import NewGameDialog
from tests.ui.helpers import make_window

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def catan_dialog(qtbot: QtBot) -> NewGameDialog:
    """The new-game dialog with Catan chosen."""
    dialog = NewGameDialog("catan")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_catan_brings_a_scenario_chooser_into_the_options(catan_dialog: NewGameDialog) -> None:
    chooser = catan_dialog.game_options
    assert isinstance(chooser, ScenarioChooser) and chooser.isVisible()
    assert catan_dialog.options() == {"scenario": "base"}
    assert [chooser.list.item(i).text() for i in range(chooser.list.count())] == [
        texts_scenarios.scenario_name(s) for s in scenario_choices()
    ]
    for scenario_id in scenario_ids():
        chooser.set_scenario(scenario_id)
        assert catan_dialog.options() == {"scenario": scenario_id}
        assert str(scenario(scenario_id).target) in chooser.target.text()
        assert chooser.description.text() == texts_scenarios.scenario_description(scenario_id)
        assert not chooser.picture.pixmap().isNull()
    # The options are the game's: the engine takes them as they are.
    game = registry.get("catan")
    assert game.options(catan_dialog.options()).scenario == scenario_ids()[-1]  # type: ignore[attr-defined]


def test_the_list_is_walked_with_the_keyboard(qtbot: QtBot, catan_dialog: NewGameDialog) -> None:
    chooser = catan_dialog.game_options
    assert isinstance(chooser, ScenarioChooser)
    chooser.list.setFocus()
    qtbot.waitUntil(chooser.list.hasFocus)
    with qtbot.waitSignal(chooser.changed, timeout=1000):
        qtbot.keyClick(chooser.list, Qt.Key.Key_Down)
    assert catan_dialog.options() == {"scenario": scenario_choices()[1]}
    qtbot.keyClick(chooser.list, Qt.Key.Key_End)
    assert catan_dialog.options() == {"scenario": scenario_choices()[-1]}
    # The mnemonic's buddy is the list, and Tab reaches it from the number of players.
    assert chooser.label.buddy() is chooser.list
    catan_dialog.players.setFocus()
    qtbot.waitUntil(catan_dialog.players.hasFocus)
    qtbot.keyClick(catan_dialog.players, Qt.Key.Key_Tab)
    qtbot.waitUntil(chooser.list.hasFocus)


def test_the_picture_follows_the_number_of_players(catan_dialog: NewGameDialog) -> None:
    chooser = catan_dialog.game_options
    assert isinstance(chooser, ScenarioChooser)
    chooser.set_scenario("heading-for-new-shores")
    catan_dialog.players.setValue(3)
    three = chooser.picture.pixmap().toImage()
    catan_dialog.players.setValue(4)
    four = chooser.picture.pixmap().toImage()
    assert three != four  # the small frame, then the large one


@pytest.mark.parametrize("scenario_id", scenario_choices())
@pytest.mark.parametrize("players", [3, 4])
def test_every_map_has_a_picture(qapp: QApplication, scenario_id: str, players: int) -> None:
    picture = map_picture(scenario_id, players)
    assert picture.hexes and picture.frame
    kinds = {h.kind for h in picture.hexes}
    if scenario_id == "fog-islands":
        assert "fog" in kinds
    if scenario_id == "new-world":
        assert kinds == {"unknown"}
    if scenario_id == "base":
        assert kinds == {"pooled"} and len(picture.hexes) == 19
    image = map_pixmap(scenario_id, players, QSize(200, 160)).toImage()
    centre = image.pixelColor(100, 80)
    assert centre.alpha() > 0, "the map fills the middle of its picture"
    corner = image.pixelColor(0, 0)
    assert corner.alpha() == 0


def test_other_games_have_no_options(qtbot: QtBot, toy_game: str) -> None:
    dialog = NewGameDialog(toy_game)
    qtbot.addWidget(dialog)
    assert dialog.game_options is None and dialog.options() == {}


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    """The application speaks French during the test."""
    translator = QTranslator()
    assert translator.load(str(ROOT / "translations" / "capboard_fr.qm"))
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def test_the_chooser_speaks_french(qtbot: QtBot, french: None) -> None:
    chooser = ScenarioChooser(4)
    qtbot.addWidget(chooser)
    names = [chooser.list.item(i).text() for i in range(chooser.list.count())]
    assert names == [
        "Catan — jeu de base",
        "Vers de nouveaux rivages",
        "Les quatre îles",
        "Les îles du brouillard",
        "À travers le désert",
        "La Tribu oubliée",
        "Du tissu pour Catane",
        "Les îles pirates",
        "Les Merveilles de Catane",
        "Le nouveau monde",
    ]
    chooser.set_scenario("fog-islands")
    assert "12" in chooser.target.text() and "victory" not in chooser.target.text()
    assert "brouillard" in chooser.description.text()
    assert chooser.label.text() == "&Scénario\u00a0:"
    assert not QImage(chooser.picture.pixmap().toImage()).isNull()


def test_the_chosen_scenario_is_the_game_that_starts(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    def choose_four_islands(dialog: NewGameDialog) -> int:
        dialog.players.setValue(3)
        for row in dialog.rows[:3]:
            row.kind.setCurrentIndex(row.kind.findData("human"))
        chooser = dialog.game_options
        assert chooser is not None
        chooser.set_scenario("four-islands")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose_four_islands)
    window = make_window(qtbot)
    assert window.start_new_game("catan")
    session = window.session
    assert session is not None
    assert session.record.options["scenario"] == "four-islands"
    assert session.view().scenario == "four-islands"
    assert session.view().target == 12


def test_the_pirate_box_shows_only_for_a_scenario_with_a_pirate(
    catan_dialog: NewGameDialog,
) -> None:
    chooser = catan_dialog.game_options
    assert isinstance(chooser, ScenarioChooser)
    assert not chooser.pirate.isVisible()  # the base game has no pirate
    assert catan_dialog.options() == {"scenario": "base"}
    for scenario_id in scenario_ids():
        chooser.set_scenario(scenario_id)
        assert chooser.pirate.isVisible() == scenario(scenario_id).pirate
        assert chooser.pirate.isChecked()  # on by default: nothing added to the options
        assert catan_dialog.options() == {"scenario": scenario_id}
        assert "pirate" in chooser.pirate.toolTip() and "robber" in chooser.pirate.toolTip()
    chooser.pirate.setChecked(False)
    assert catan_dialog.options() == {"scenario": scenario_ids()[-1], "pirate": False}
    chooser.set_scenario("base")  # the box, hidden, says nothing for the base game
    assert not chooser.pirate.isVisible() and catan_dialog.options() == {"scenario": "base"}


def test_a_game_started_without_the_pirate_has_none(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Choose a scenario with a pirate, clear the box from the keyboard, start: the game,
    its record (what a save replays) and its table have no pirate."""

    def untick_the_pirate(dialog: NewGameDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.players.setValue(3)
        for row in dialog.rows[:3]:
            row.kind.setCurrentIndex(row.kind.findData("human"))
        chooser = dialog.game_options
        assert isinstance(chooser, ScenarioChooser)
        chooser.set_scenario("heading-for-new-shores")
        chooser.list.setFocus()
        qtbot.waitUntil(chooser.list.hasFocus)
        qtbot.keyClick(chooser.list, Qt.Key.Key_Tab)  # the box comes next
        qtbot.waitUntil(chooser.pirate.hasFocus)
        with qtbot.waitSignal(chooser.changed, timeout=1000):
            qtbot.keyClick(chooser.pirate, Qt.Key.Key_Space)
        assert not chooser.pirate.isChecked()
        qtbot.keyClick(chooser.pirate, Qt.Key.Key_Tab)  # then the seats
        qtbot.waitUntil(dialog.rows[0].name.hasFocus)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", untick_the_pirate)
    window = make_window(qtbot)
    assert window.start_new_game("catan")
    session = window.session
    assert session is not None
    options = session.record.options
    assert options["scenario"] == "heading-for-new-shores" and options["pirate"] is False
    view = session.view()
    assert view.scenario == "heading-for-new-shores"
    assert not view.pirate_on and view.pirate is None
    assert not window.scene.pirate_item().isVisible()


def test_cloth_for_catans_picture_shows_its_eight_villages(qapp: QApplication) -> None:
    picture = map_picture("cloth-for-catan", 4)
    assert sorted(n for _, _, n in picture.villages) == [3, 4, 5, 6, 8, 9, 10, 11]
    assert map_picture("forgotten-tribe", 4).villages == ()
    plain = dataclasses.replace(picture, villages=())
    assert _painted(picture) != _painted(plain)


def _painted(picture: MapPicture) -> QImage:
    image = QImage(300, 240, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_map_picture(painter, picture, QRectF(0, 0, 300, 240))
    painter.end()
    return image
