"""Catan's in-app rules end, in both languages, with how each move is made on this table, in
the words the table itself shows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from capboard.ui.games.catan import GAME_UI, texts_table

ROOT = Path(__file__).resolve().parents[3]
HEADINGS = {"en": "## Playing on Capboard", "fr": "## Jouer sur Capboard"}
# What the section must tell, in each language: every way a move is made on the table.
TOPICS = {
    "corners and sides": ("corners for settlements", "les coins pour les colonies"),
    "a road or a ship": ("**Road** and **Ship**", "**Route** et **Bateau**"),
    "the choice cancelled": ("**Escape**", "**Échap**"),
    "the dice": ("Click the dice", "Cliquez sur les dés"),
    "the cards": ("Click a card to play it", "Cliquez sur une carte pour la jouer"),
    "the trade window": ("opens the trade window", "ouvre la fenêtre du commerce"),
    "discards": ("pick the ones to discard", "choisir celles à\n  défausser"),
    "the robber": ("drag the robber", "faites-y glisser le voleur"),
    "the pirate": ("move the pirate", "déplacer le pirate"),
    "moving ships": ("then click\n  its new place", "puis sur sa nouvelle place"),
    "gold": ("**Take them**", "**Les prendre**"),
    "the keyboard list": ("**list of moves**", "**liste des coups**"),
    "undo": ("**Undo**", "**Annuler le coup**"),
    "hand-over": ("hand-over screen", "écran de\n  passage"),
    "colour-blind": ("pattern", "motif"),
}


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    """The application speaks French during the test."""
    translator = QTranslator()
    assert translator.load(str(ROOT / "translations" / "capboard_fr.qm"))
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def _section(language: str) -> str:
    text = GAME_UI.rules_markdown(language)
    heading = HEADINGS[language]
    assert text.count(heading) == 1, language
    section = text[text.index(heading) :]
    assert "\n## " not in section[len(heading) :], "it is the last section"
    return section


@pytest.mark.parametrize("language", ("en", "fr"))
def test_the_rules_end_with_how_to_play_on_capboard(language):
    section = _section(language)
    index = 0 if language == "en" else 1
    flat = " ".join(section.split())
    for topic, words in TOPICS.items():
        assert " ".join(words[index].split()) in flat, (language, topic)


BUTTONS = ("road", "settlement", "city", "ship", "move_ship", "development", "trade", "end")


def test_the_rules_name_the_buttons_as_the_table_shows_them_in_english(qapp):
    flat = " ".join(_section("en").split())
    for name in BUTTONS:
        assert f"**{texts_table.button_title(name)}**" in flat, name


def test_the_rules_name_the_buttons_as_the_table_shows_them_in_french(french):
    flat = " ".join(_section("fr").split())
    for name in BUTTONS:
        assert f"**{texts_table.button_title(name)}**" in flat, name
