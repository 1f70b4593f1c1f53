"""Cappella's pictures and rules texts, and the application's icons and desktop entry."""

from __future__ import annotations

import re

import pytest
from PySide6.QtSvg import QSvgRenderer

from capboard.engine.assets import asset
from capboard.ui.games.cappella import GAME_UI
from capboard.ui.games.cappella.art import BUILDINGS, TOKEN_TYPES

MARKERS = {"en": "Capboard's choice", "fr": "Choix de Capboard"}

# Each Decision of the rule book, as words its paragraph must contain, per language.
DECISIONS = {
    "en": [
        ("7, 6, 7, 6, 7 and 6", "on the border"),
        ("at most one path",),
        ("no path and no building",),
        ("both bonuses", "no bonus", "reserve"),
        ("wood + stone ", "wood + stone + gold ", "wood + stone + gold + gold"),
        ("more buildings", "draw"),
    ],
    "fr": [
        ("7, 6, 7, 6, 7 et 6", "en bordure"),
        ("un seul chemin au plus",),
        ("ni chemin ni bâtiment",),
        ("les deux primes", "ne rapporte plus", "réserve"),
        ("bois + pierre ", "bois + pierre + or ", "bois + pierre + or + or"),
        ("plus de bâtiments", "nulle"),
    ],
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_rules_mark_every_decision(language: str):
    text = GAME_UI.rules_markdown(language)
    assert text.startswith("# Cappella")
    chosen = [
        paragraph for paragraph in re.split(r"\n\s*\n(?!>)", text) if MARKERS[language] in paragraph
    ]
    assert len(chosen) >= len(DECISIONS[language])
    for words in DECISIONS[language]:
        assert any(all(w in p for w in words) for p in chosen), words


def test_rules_fall_back_to_english():
    assert GAME_UI.rules_markdown("de") == GAME_UI.rules_markdown("en")
    assert GAME_UI.rules_markdown("fr") != GAME_UI.rules_markdown("en")


@pytest.mark.parametrize("name", [*TOKEN_TYPES, *BUILDINGS, "box"])
def test_cappella_pictures_are_valid_svg(qapp, name: str):
    renderer = QSvgRenderer(str(asset("cappella", f"{name}.svg")))
    assert renderer.isValid()
    assert not renderer.defaultSize().isEmpty()


def test_building_pictures_have_the_owner_placeholder():
    for name in BUILDINGS:
        data = asset("cappella", f"{name}.svg").read_text(encoding="utf-8")
        assert "#b0b0b0" in data and "#7a7a7a" in data


def test_app_icon_is_valid_svg(qapp):
    # Its renderings for desktops and installers: tests/test_desktop_files.py.
    assert QSvgRenderer(str(asset("icons", "capboard.svg"))).isValid()
