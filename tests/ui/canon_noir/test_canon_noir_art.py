"""Canon Noir's pictures and rules texts."""

from __future__ import annotations

import re

import pytest
from PySide6.QtSvg import QSvgRenderer

from capboard.engine.assets import asset
from capboard.ui.games.canon_noir import GAME_UI
from capboard.ui.games.canon_noir.art import COLOURED, PICTURES

MARKERS = {"en": "Capboard's choice", "fr": "Choix de Capboard"}

# Each Decision of the rule book and of the engine, as words its paragraph must contain.
DECISIONS = {
    "en": [
        ("11 columns", "8 rows"),
        ("turn order", "first player's first fleet", "second player's first fleet"),
        ("one** of your two fleets", "3 treasures"),
        ("seeded", "rolled again"),
        ("rolls just one die",),
        ("pass over other ships", "port of another fleet", "**own** port"),
        ("must move", "turn", "passes"),
        ("refits", "**caravel** again"),
        ("already carries a treasure", "back to the pool"),
        ("direction", "power", "landing point is never shown", "half a square"),
        ("**red and blue**", "**yellow and green**", "half-turn"),
        ("**blue** fleet", "left out"),
        ("sails like a frigate", "**nearer its port**", "round the islands", "turn passes"),
        ("A raft is still a ship", "it fires", "may duel", "duel ends there, with no reply"),
        ("**compulsory**",),
        ("**optional**",),
        ("never fire at each other",),
        ("own port", "duel ends there"),
    ],
    "fr": [
        ("11 colonnes", "8 rangées"),
        ("ordre de jeu", "première flotte du premier joueur", "la première du second"),
        ("**une** de vos deux flottes", "3 trésors"),
        ("graine", "on relance"),
        ("un seul dé",),
        ("par-dessus", "port d'une autre flotte", "**son propre** port"),
        ("doit se déplacer", "son tour passe"),
        ("rééquipe", "**caravelle**"),
        ("porte déjà un trésor", "retourne dans la réserve"),
        ("direction", "puissance", "jamais montré avant", "demi-case"),
        ("**rouge et", "**jaune et verte**", "demi-tour"),
        ("flotte **bleue**", "laissée de côté"),
        ("navigue comme une frégate", "**plus près de son port**", "contournant", "tour passe"),
        ("Un radeau reste un navire", "il tire", "engager un duel", "sans riposte"),
        ("**obligatoire**",),
        ("**facultatif**",),
        ("ne se tirent jamais",),
        ("propre port", "duel"),
    ],
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_rules_mark_every_decision(language: str):
    text = GAME_UI.rules_markdown(language)
    assert text.startswith("# Canon Noir")
    chosen = [
        re.sub(r"\s*\n\s*>?\s*", " ", paragraph)
        for paragraph in re.split(r"\n\s*\n", text)
        if MARKERS[language] in paragraph
    ]
    assert len(chosen) >= len(DECISIONS[language])
    for words in DECISIONS[language]:
        assert any(all(w in p for w in words) for p in chosen), words


def test_rules_fall_back_to_english():
    assert GAME_UI.rules_markdown("de") == GAME_UI.rules_markdown("en")
    assert GAME_UI.rules_markdown("fr") != GAME_UI.rules_markdown("en")


@pytest.mark.parametrize("name", PICTURES)
def test_canon_noir_pictures_are_valid_svg(qapp, name: str):
    renderer = QSvgRenderer(str(asset("canon-noir", f"{name}.svg")))
    assert renderer.isValid()
    assert not renderer.defaultSize().isEmpty()


@pytest.mark.parametrize("name", COLOURED)
def test_coloured_pictures_carry_the_placeholder_colours(name: str):
    data = asset("canon-noir", f"{name}.svg").read_text(encoding="utf-8")
    assert "#b0b0b0" in data


def test_ships_are_told_apart_by_their_masts():
    masts = {}
    for ship in ("caravel", "frigate", "raft"):
        data = asset("canon-noir", f"{ship}.svg").read_text(encoding="utf-8")
        path = re.search(r'<path d="(M\d+ \d+ V\d+(?: M\d+ \d+ V\d+)*)"', data)
        masts[ship] = len(re.findall(r"V", path.group(1))) if path else 0
    assert masts == {"caravel": 3, "frigate": 2, "raft": 0}
