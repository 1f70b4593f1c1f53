"""Cap Horn's pictures and rules texts: every SVG loads, the chart matches the board data,
and the rules in both languages mark every choice Capboard made."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QColor

from capboard.engine.assets import asset, load_json
from capboard.ui.games.cap_horn import GAME_UI
from capboard.ui.games.cap_horn.art import PICTURES, coloured_renderer, renderer

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("name", PICTURES)
def test_every_picture_loads(qapp, name):
    assert renderer(name).isValid()


@pytest.mark.parametrize("name", ("clipper", "rose", "station"))
def test_coloured_pictures_take_the_colour(qapp, name):
    text = asset("cap-horn", f"{name}.svg").read_text(encoding="utf-8")
    assert "#b0b0b0" in text
    assert coloured_renderer(name, QColor("#D55E00")).isValid()


def test_the_box_art_is_there():
    assert GAME_UI.box_art().is_file()


def _chart() -> ET.Element:
    return ET.parse(asset("cap-horn", "chart.svg")).getroot()


def _by_id(root: ET.Element) -> dict[str, ET.Element]:
    return {e.get("id"): e for e in root.iter() if e.get("id")}


def test_the_chart_matches_the_board_data():
    data = load_json("cap-horn", "game.json")
    ids = _by_id(_chart())
    for number, (x, y) in enumerate(data["start_squares"], start=1):
        rect = ids[f"start-{number}"].find(f"{SVG}rect")
        assert (float(rect.get("x")) // 100, float(rect.get("y")) // 100) == (x, y)
        assert ids[f"start-{number}"].find(f"{SVG}text").text == str(number)
    for stage in data["stages"]:
        rect = ids[f"stage-{stage['number']}"].find(f"{SVG}rect")
        assert float(rect.get("x")) == stage["x"][0] * 100
        assert float(rect.get("y")) == stage["y"][0] * 100
        assert float(rect.get("width")) == (stage["x"][1] - stage["x"][0] + 1) * 100
        assert float(rect.get("height")) == (stage["y"][1] - stage["y"][0] + 1) * 100
        arrow = ids[f"arrow-{stage['number']}"]
        turn = re.search(r"rotate\((\d+)\)", arrow.get("transform")).group(1)
        assert int(turn) == {"N": 0, "E": 90, "S": 180, "W": 270}[stage["forward"]]
    for i, station in enumerate(data["stations"]):
        rect = ids[f"station-{i}"]
        x, y = station["at"]
        assert (float(rect.get("x")) // 100, float(rect.get("y")) // 100) == (x, y)
    finish = ids["finish"].find(f"{SVG}rect")
    stage3 = next(s for s in data["stages"] if s["number"] == data["finish"]["stage"])
    assert float(finish.get("x")) == stage3["x"][0] * 100
    assert float(finish.get("width")) == (stage3["x"][1] - stage3["x"][0] + 1) * 100


DECISIONS = {
    "2 players": ("2 players", "2 joueurs"),
    "grid": ("16 columns", "16 colonnes"),
    "stations": ("yellow O3, red K4, green M6", "jaune O3, rouge K4, verte M6"),
    "orientation": ("forward is **south**", "l'avant est donc le **sud**"),
    "deck": ("| 18 |", "| 18 |"),
    "discard": ("discard pile", "défausse"),
    "start square moves": ("any of the 8", "n'importe laquelle des 8"),
    "end on a start square": ("each holding one clipper", "chacune reçoit un seul voilier"),
    "empty piles": ("shuffled into new", "mélangée pour former"),
    "two piles": ("**larger** pile", "**le plus gros**"),
    "draw below 6": ("**fewer than 6**", "**moins de 6**"),
    "sprint": ("only when a first move exists", "que si un premier déplacement existe"),
    "reaching": ("**ending a move on it**", "**finir un déplacement dessus**"),
    "crossing": ("leave stage 3 northward", "quitterait l'étape 3"),
    "no crossing without roses": ("**not allowed**", "**n'est pas permis**"),
    "sprint stations": ("end of each of", "fin de\n> chacun de ses deux"),
}


@pytest.mark.parametrize("language", ("en", "fr"))
def test_the_rules_mark_every_decision(language):
    text = GAME_UI.rules_markdown(language)
    marker = "Capboard's choice" if language == "en" else "Choix de Capboard"
    index = 0 if language == "en" else 1
    flat = " ".join(text.replace("> ", "").split())
    for name, words in DECISIONS.items():
        wanted = " ".join(words[index].replace("> ", "").split())
        assert wanted in flat, (language, name)
    assert text.count(marker) >= 16
    assert text.startswith("# Cap Horn")
