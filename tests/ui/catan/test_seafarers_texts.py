"""Catan's words for the Seafarers: places at sea, ships, the pirate, gold and fog, the
scenarios' names, in English and in French."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from capboard.engine.protocol import Event
from capboard.games.catan.actions import ChooseGold, MovePirate, MoveShip, PlaceShip
from capboard.games.catan.view import CatanView
from capboard.ui.games.catan import GAME_UI, texts_island, texts_scenarios, texts_table
from capboard.ui.games.catan.scenario_chooser import scenario_choices
from tests.ui.catan.catan_games import NAMES
from tests.ui.catan.sea_games import sea_until

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    """The application speaks French during the test."""
    translator = QTranslator()
    assert translator.load(str(ROOT / "translations" / "capboard_fr.qm"))
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


@cache
def _base_view() -> CatanView:
    state, _ = sea_until(
        lambda s, v: v.phase == "main" and len(v.ships) >= 2 and len(v.roads) >= 2, players=4
    )
    return state.view(0)


def _sea_view(**changes: object) -> CatanView:
    return dataclasses.replace(_base_view(), **changes)  # type: ignore[arg-type]


def _sea_texts(view: CatanView) -> list[str]:
    """Every Seafarers text a game shows: actions, log lines, prompts, the plaque."""
    ship, _seat = view.ships[0]
    road = view.roads[0][0]
    sea = next(t for t, k in enumerate(view.board.terrain) if k == "sea")
    corner = view.buildings[0][0]
    actions = [PlaceShip(ship), MoveShip(ship, road), MovePirate(sea), ChooseGold((1, 0, 0, 0, 1))]
    events = [
        Event("built_ship", {"seat": 0, "edge": ship}),
        Event("moved_ship", {"seat": 1, "source": ship, "target": road}),
        Event("pirate_moved", {"seat": 2, "tile": sea}),
        Event(
            "discovered",
            {"seat": 0, "tile": sea, "terrain": "hills", "number": 8, "resource": "brick"},
        ),
        Event("gold_owed", {"counts": [1, 0, 2, 0]}),
        Event("gold_taken", {"seat": 2, "cards": [0, 0, 1, 1, 0]}),
        Event("island_points", {"seat": 1, "area": 2, "corner": corner, "points": 2}),
    ]
    lines = [GAME_UI.describe_action(a, view, NAMES) for a in actions]
    lines += [GAME_UI.format_event(e, view, NAMES) for e in events]
    for phase in ("setup_road", "robber", "road_building", "gold"):
        lines.append(
            GAME_UI.prompt(
                dataclasses.replace(view, phase=phase, pending_players=(0,), gold_owed=(2, 0, 0)),
                NAMES,
            )
        )
    lines.append(texts_scenarios.scenario_title(view))
    lines += GAME_UI.player_lines(view, 0)[:1]
    return lines


def test_places_at_sea_are_named_by_the_land_next_to_them():
    view = _sea_view()
    catan = texts_island.island(view.board.map_id)
    sea = [t for t, k in enumerate(view.board.terrain) if k == "sea"]
    names = [texts_island.tile_name(view, t) for t in sea]
    assert all(n.startswith("Sea ") and " of " in n for n in names), names
    assert len(set(names)) > len(sea) / 2
    edges = [texts_island.edge_name(view, e) for e in range(catan.geometry.edge_count)]
    assert "?" not in edges
    ship = view.ships[0][0]
    assert GAME_UI.describe_action(PlaceShip(ship), view, NAMES).startswith("Ship ")
    setup = dataclasses.replace(view, phase="setup_road")
    assert GAME_UI.describe_action(PlaceShip(ship), setup, NAMES).startswith("Free ship ")


def test_prompts_points_and_plaque_of_a_scenario():
    view = _sea_view(special_points=((0, 2, _base_view().buildings[0][0]),), island_points=2)
    assert "or a ship" in GAME_UI.prompt(dataclasses.replace(view, phase="setup_road"), NAMES)
    robber = GAME_UI.prompt(dataclasses.replace(view, phase="robber"), NAMES)
    assert "robber" in robber and "pirate" in robber
    building = dataclasses.replace(view, phase="road_building", road_building_left=2)
    assert "roads or ships" in GAME_UI.prompt(building, NAMES)
    gold = dataclasses.replace(view, phase="gold", pending_players=(0,), gold_owed=(1, 0, 0, 0))
    assert GAME_UI.prompt(gold, NAMES) == "Alice — gold: choose 1 resource card"
    lines = GAME_UI.player_lines(view, 0)
    assert lines[0].startswith("Victory points: ") and " of 13" in lines[0]
    assert "Island bonuses: 1 (2 points)" in lines
    assert texts_scenarios.scenario_title(view) == "Heading for New Shores — 13 points"
    # The base game's words stay as they were.
    base = dataclasses.replace(view, scenario="base", target=10)
    assert " of " not in GAME_UI.player_lines(base, 0)[0]
    assert "ship" not in GAME_UI.prompt(dataclasses.replace(base, phase="setup_road"), NAMES)


def test_every_seafarers_text_reads_without_placeholders():
    for line in _sea_texts(_sea_view()):
        assert line and "{" not in line and "?" not in line, line


def test_the_seafarers_texts_are_french(french):
    view = _sea_view()
    lines = _sea_texts(view)
    english = ("Ship", "ship", "Move", "Take", "gold", "Sea ", "discovers", "points:", "Gold")
    for line in lines:
        assert not any(word in line for word in english), line
    assert texts_scenarios.scenario_title(view) == "Vers de nouveaux rivages — 13 points"
    sea = next(t for t, k in enumerate(view.board.terrain) if k == "sea")
    assert texts_island.tile_name(view, sea).startswith("Mer ")
    assert texts_table.button_title("ship") == "Bateau"


def test_english_and_french_differ_for_every_scenario(qapp):
    view = _sea_view()
    english = _sea_texts(view)
    english += [texts_scenarios.scenario_name(s) for s in scenario_choices()]
    english += [texts_scenarios.scenario_description(s) for s in scenario_choices()]
    english += [texts_table.button_title(b) for b in ("ship", "move_ship")]
    english += [texts_table.button_tooltip(b) for b in ("ship", "move_ship")]
    translator = QTranslator()
    assert translator.load(str(ROOT / "translations" / "capboard_fr.qm"))
    qapp.installTranslator(translator)
    try:
        french = _sea_texts(view)
        french += [texts_scenarios.scenario_name(s) for s in scenario_choices()]
        french += [texts_scenarios.scenario_description(s) for s in scenario_choices()]
        french += [texts_table.button_title(b) for b in ("ship", "move_ship")]
        french += [texts_table.button_tooltip(b) for b in ("ship", "move_ship")]
    finally:
        qapp.removeTranslator(translator)
    for en, fr in zip(english, french, strict=True):
        assert en != fr, en


@pytest.mark.parametrize("scenario_id", ["fog-islands", "new-world"])
def test_every_place_of_a_scenario_map_has_a_name(scenario_id):
    state, _ = sea_until(lambda s, v: True, scenario=scenario_id)
    view = state.view(0)
    geometry = texts_island.island(view.board.map_id).geometry
    names = [texts_island.tile_name(view, t) for t in range(len(geometry.tiles))]
    names += [texts_island.corner_name(view, c) for c in range(geometry.corner_count)]
    names += [texts_island.edge_name(view, e) for e in range(geometry.edge_count)]
    assert not [n for n in names if "?" in n or "{" in n]
    if scenario_id == "fog-islands":
        fog = next(t for t, k in enumerate(view.board.terrain) if k == "fog")
        assert texts_island.tile_name(view, fog).startswith("Fog ")
