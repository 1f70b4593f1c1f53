"""French everywhere: Qt's own dialogs speak it, a name that starts with a vowel is never
written "de Alice", and the seats' default names follow the language."""

from __future__ import annotations

import random
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from capboard.controller.i18n import Translations
from capboard.engine import registry
from capboard.engine.record import SeatRecord
from capboard.engine.spaces import is_small
from capboard.ui.games import game_ui
from capboard.ui.new_game_dialog import NewGameDialog
from tests.helpers.tools import lrelease
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window, type_text

pytestmark = IGNORE_OFFSCREEN

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def french_catalogue(tmp_path: Path) -> Path:
    """A folder holding capboard_fr.qm compiled now from the French source catalogue (what
    the app ships once compiled)."""
    tool = lrelease()
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed")
    qm = tmp_path / "capboard_fr.qm"
    subprocess.run(
        [tool, str(ROOT / "translations" / "capboard_fr.ts"), "-qm", str(qm)],
        check=True,
        capture_output=True,
    )
    return tmp_path


@pytest.fixture
def translations(qapp: QApplication) -> Iterator[Translations]:
    """Capboard's own catalogues and Qt's, in English until the test switches; English again
    afterwards."""
    tr = Translations()
    tr.install(qapp, "en")
    yield tr
    tr.set_language("en")


# -- Qt's own words ----------------------------------------------------------------------------
def _qt_catalogue() -> Path:
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / "qtbase_fr.qm"


def test_qt_standard_buttons_speak_french_and_switch_back_at_run_time(
    qtbot: QtBot, translations: Translations
) -> None:
    if not _qt_catalogue().is_file():
        pytest.skip("this Qt ships no French catalogue of its own")
    box = QMessageBox()
    qtbot.addWidget(box)
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel
    box.setStandardButtons(buttons)
    yes, cancel = (
        box.button(QMessageBox.StandardButton.Yes),
        box.button(QMessageBox.StandardButton.Cancel),
    )
    assert (yes.text(), cancel.text()) == ("&Yes", "Cancel")
    with qtbot.waitSignal(translations.language_changed):
        translations.set_language("fr")
    assert "qtbase_fr.qm" in translations.loaded_catalogues()
    # The box already open follows, as does a new one.
    qtbot.waitUntil(lambda: cancel.text() == "Annuler")
    assert yes.text() == "&Oui"
    other = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    qtbot.addWidget(other)
    assert other.button(QDialogButtonBox.StandardButton.Close).text() == "Fermer"
    with qtbot.waitSignal(translations.language_changed):
        translations.set_language("en")
    qtbot.waitUntil(lambda: cancel.text() == "Cancel")


def test_the_file_dialog_speaks_french_when_capboard_does(
    qtbot: QtBot, translations: Translations, monkeypatch: pytest.MonkeyPatch
) -> None:
    if not _qt_catalogue().is_file():
        pytest.skip("this Qt ships no French catalogue of its own")
    # The system speaks English: its own file dialog would too, so Qt's is used.
    monkeypatch.setattr("capboard.ui.main_window.system_language", lambda: "en")
    window = make_window(qtbot, translations=translations)
    with qtbot.waitSignal(translations.language_changed):
        window.update_settings(window.settings.model_copy(update={"language": "fr"}))
    seen: list[list[str]] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QFileDialog) and dialog.isVisible() and not seen:
            box = dialog.findChild(QDialogButtonBox)
            seen.append([b.text() for b in box.buttons()])
            dialog.reject()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(10)
    try:
        assert not window.open_game()
    finally:
        timer.stop()
    assert seen and {text.replace("&", "") for text in seen[0]} == {"Ouvrir", "Annuler"}


# -- names that start with a vowel -------------------------------------------------------------
VOWEL_NAMES = ["Alice", "Ève", "Hélène", "Ulysse"]
NOT_ELIDED = re.compile(r"\b(de|que|le|la|du|De|Que|Le|La|Du) (Alice|Ève|Hélène|Ulysse)\b")


def _french_lines(game_id: str, seed: int, moves: int) -> list[str]:
    """Every log line, status line and move of a game played at random, in the language in
    use, by players whose names all start with a vowel."""
    game = registry.get(game_id)
    ui = game_ui(game_id)
    players = min(game.max_players, 4)
    names = VOWEL_NAMES[:players]
    state = game.new_state(players, seed)
    rng = random.Random(seed)
    lines: list[str] = []
    for _ in range(moves):
        if state.is_over:
            break
        seat = state.actor()
        view = state.view(seat)
        legal = state.legal_actions()
        shown = list(legal) if is_small(legal) else [legal[i] for i in range(0, len(legal), 97)]
        lines.append(ui.prompt(view, names))
        lines += [ui.describe_action(a, view, names) for a in shown]
        for event in state.apply(rng.choice(shown)):
            lines.append(ui.format_event(event.seen_by(0), state.view(0), names))
    return lines


# A game per seed, one case each; the first seed's games in the quick run, the others' in the
# slow run (long random games).
@pytest.mark.parametrize(
    "seed", [1, pytest.param(2, marks=pytest.mark.slow), pytest.param(3, marks=pytest.mark.slow)]
)
@pytest.mark.parametrize("game_id", ["canon-noir", "cap-horn", "cape-epee", "cappella", "catan"])
def test_french_never_writes_de_before_a_name_that_starts_with_a_vowel(
    qapp: QApplication, french_catalogue: Path, game_id: str, seed: int
) -> None:
    tr = Translations(directory=french_catalogue)
    tr.install(qapp, "fr")
    try:
        lines = _french_lines(game_id, seed, 400)
    finally:
        tr.set_language("en")
    assert lines
    assert [line for line in lines if NOT_ELIDED.search(line)] == []


def test_french_offer_lines_name_the_offerer_without_de(
    qapp: QApplication, french_catalogue: Path
) -> None:
    tr = Translations(directory=french_catalogue)
    tr.install(qapp, "fr")
    try:
        words = [
            qapp.translate("Catan", "Accept {name}'s offer").format(name="Alice"),
            qapp.translate("Catan", "Decline {name}'s offer").format(name="Ève"),
            qapp.translate("Catan", "Nobody accepts {name}'s offer.").format(name="Hélène"),
            qapp.translate("Catan", "{name}'s turn.").format(name="Ulysse"),
        ]
    finally:
        tr.set_language("en")
    assert words == [
        "Accepter l'offre faite par Alice",
        "Refuser l'offre faite par Ève",
        "Personne n'accepte l'offre faite par Hélène.",
        "À Ulysse de jouer.",
    ]


# -- the seats' default names ------------------------------------------------------------------
def _names(dialog: NewGameDialog) -> list[str]:
    return [row.name.text() for row in dialog.rows[: dialog.players.value()]]


def test_default_seat_names_follow_the_language_and_typed_names_stay(
    qtbot: QtBot, translations: Translations
) -> None:
    dialog = NewGameDialog("catan")
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    assert _names(dialog) == ["Player 1", "Player 2", "Player 3"]
    dialog.rows[1].name.clear()
    type_text(dialog.rows[1].name, "Zoé")
    with qtbot.waitSignal(translations.language_changed):
        translations.set_language("fr")
    qtbot.waitUntil(lambda: _names(dialog)[0] == "Joueur 1")
    assert _names(dialog) == ["Joueur 1", "Zoé", "Joueur 3"]


@pytest.mark.parametrize(
    ("language", "saved", "shown"),
    [
        ("fr", ["Player 1", "Zoé", "Player 3"], ["Joueur 1", "Zoé", "Joueur 3"]),
        ("en", ["Joueur 1", "Zoé", "Joueur 3"], ["Player 1", "Zoé", "Player 3"]),
        ("fr", ["Player 2", "Player 1", "Joueur 3"], ["Player 2", "Player 1", "Joueur 3"]),
    ],
)
def test_default_names_kept_from_the_last_game_are_given_in_todays_language(
    qtbot: QtBot, translations: Translations, language: str, saved: list[str], shown: list[str]
) -> None:
    """A name Capboard gave a seat, in whatever language, is given anew in today's; a name
    that is not the seat's own default (seat 1 called "Player 2") was typed, and stays."""
    translations.set_language(language)
    colours = ["#0072B2", "#D55E00", "#009E73"]
    seats = [SeatRecord(name=n, colour=c) for n, c in zip(saved, colours, strict=True)]
    dialog = NewGameDialog("catan", seats)
    qtbot.addWidget(dialog)
    assert _names(dialog) == shown
