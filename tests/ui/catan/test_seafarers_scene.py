"""Catan's table in a Seafarers scenario: the open sea, gold and fog hexes, ships, the pirate,
island bonuses, the gold chooser and the scenario's plaque."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt

from capboard.controller.settings import Settings
from capboard.games.catan.actions import (
    ChooseGold,
    MovePirate,
    MoveRobber,
    MoveShip,
    PlaceRoad,
    PlaceShip,
)
from capboard.games.catan.board import catan_map
from capboard.games.catan.scenario import scenario, scenario_ids
from capboard.ui.games.catan import texts, texts_players, texts_scenarios
from capboard.ui.games.catan.hexes import TileItem
from capboard.ui.games.catan.pieces import CornerItem, EdgeItem
from tests.ui.catan.catan_games import play_until
from tests.ui.catan.sea_games import next_events, sea_until
from tests.ui.catan.test_catan_scene import choose_by_click, click


def _own_view(state):
    return state.view(state.actor())


# -- the map ------------------------------------------
@pytest.mark.parametrize("scenario_id", scenario_ids())
def test_every_hex_of_a_scenario_is_drawn_as_the_view_says(make_scene, scenario_id):
    state, _ = sea_until(lambda s, v: True, scenario=scenario_id)
    view = _own_view(state)
    scene, _ = make_scene(view, state.legal_actions())
    catan = catan_map(view.board.map_id)
    tiles = {t.tile: t for t in scene.tile_items()}
    assert set(tiles) == set(range(len(catan.geometry.tiles)))
    for tile, item in tiles.items():
        assert (item.terrain, item.number) == (view.board.terrain[tile], view.board.numbers[tile])
    assert scene.ship_items(), "ships may stand on the sea's edges"
    pirate = scene.pirate_item()
    assert pirate.isVisible() == (view.pirate is not None)
    if view.pirate is not None:
        assert tiles[view.pirate].terrain == "sea"
        offset = pirate.pos() - tiles[view.pirate].pos()
        assert offset.manhattanLength() < 80  # on its hex, clear of a harbour's sign
    plaque = scene.plaque_item()
    assert plaque.isVisible()
    assert texts_scenarios.scenario_name(scenario_id) in plaque.text
    assert str(scenario(scenario_id).target) in plaque.text
    assert scene.button("ship").isVisible()
    # The Pirate Islands' ships keep to their lanes: no Move ship button there.
    assert scene.button("move_ship").isVisible() == (scenario_id != "pirate-islands")
    assert scene.button("ship").cost == {"lumber": 1, "wool": 1}
    # The panels count towards the scenario's target.
    assert scene.panel(0).target == scenario(scenario_id).target


def test_the_base_game_has_no_sea_pieces(make_scene):
    state, _ = play_until(lambda s, v: v.phase == "main")
    scene, _ = make_scene(_own_view(state), state.legal_actions())
    assert scene.ship_items() == []
    assert not scene.plaque_item().isVisible()
    assert not scene.pirate_item().isVisible()
    assert not scene.button("ship").isVisible() and not scene.button("ship").enabled
    assert scene.panel(0).target is None


def test_ships_tokens_and_fog_follow_the_view(make_scene):
    state, _ = sea_until(lambda s, v: v.phase == "main" and len(v.ships) >= 3, "fog-islands")
    view = _own_view(state)
    corner = view.buildings[0][0]
    view = dataclasses.replace(view, special_points=((1, 2, corner),), island_points=2)
    scene, _ = make_scene(view)
    for edge, seat in view.ships:
        item = scene.ship_item(edge)
        assert item.owner == seat and item.isVisible()
    assert not any(s.isVisible() for s in scene.ship_items() if s.owner is None)
    tokens = scene.special_point_items()
    assert [(t.corner, t.seat, t.points) for t in tokens] == [(corner, 1, 2)]
    assert tokens[0].zValue() < scene.corner_item(corner).zValue()  # under the settlement
    assert "2" in tokens[0].toolTip()
    fog = [t for t in scene.tile_items() if t.terrain == "fog"]
    assert len(fog) == view.fog_left > 0


# -- ships ------------------------------------------
def test_set_up_lights_road_and_ship_spots_and_a_coast_asks_which(qtbot, make_scene):
    state, _ = sea_until(
        lambda s, v: (
            v.phase == "setup_road" and any(isinstance(a, PlaceShip) for a in s.legal_actions())
        )
    )
    legal = state.legal_actions()
    scene, graphics = make_scene(_own_view(state), legal)
    ships = {a.edge: a for a in legal if isinstance(a, PlaceShip)}
    roads = {a.edge: a for a in legal if isinstance(a, PlaceRoad)}
    assert roads, "a road is possible next to the settlement too"
    both = set(ships) & set(roads)
    assert both, "a coast takes either"
    # A spot each: a road's on land, a ship's at sea, and a coast's asks which.
    assert {s.edge for s in scene.ship_items() if s.action is not None} == set(ships) - both
    assert all(scene.edge_item(e).action == a for e, a in roads.items() if e not in both)
    assert all(scene.edge_item(e).choice and scene.edge_item(e).isVisible() for e in both)
    edge = min(both)
    click(qtbot, graphics, scene.edge_item(edge), QPointF(0, 0))
    ship = scene.build_choice().option("ship")
    assert choose_by_click(qtbot, graphics, scene, ship) == ships[edge]


def test_the_ship_button_shows_the_ship_spots_and_a_spot_builds(qtbot, make_scene):
    state, _ = sea_until(
        lambda s, v: v.phase == "main" and any(isinstance(a, PlaceShip) for a in s.legal_actions())
    )
    legal = state.legal_actions()
    scene, graphics = make_scene(_own_view(state), legal)
    button = scene.button("ship")
    assert button.enabled
    click(qtbot, graphics, button)
    assert scene.build_mode == "ship" and button.selected
    ships = [a for a in legal if isinstance(a, PlaceShip)]
    lit = {s.edge for s in scene.ship_items() if s.action is not None}
    assert lit == {a.edge for a in ships}
    assert not any(scene.edge_item(a.edge).action for a in legal if isinstance(a, PlaceRoad))
    target = ships[-1]
    item = scene.ship_item(target.edge)
    assert choose_by_click(qtbot, graphics, scene, item, QPointF(0, 0)) == target


def test_a_ship_moves_in_two_clicks(qtbot, make_scene):
    state, _ = sea_until(
        lambda s, v: v.phase == "main" and any(isinstance(a, MoveShip) for a in s.legal_actions())
    )
    legal = state.legal_actions()
    moves = [a for a in legal if isinstance(a, MoveShip)]
    scene, graphics = make_scene(_own_view(state), legal)
    sources = {a.source for a in moves}
    movable = {s.edge for s in scene.ship_items() if s.movable}
    assert movable == sources
    source = moves[0].source
    click(qtbot, graphics, scene.ship_item(source), QPointF(0, 0))
    assert scene.ship_source == source and scene.build_mode == "move_ship"
    assert scene.ship_item(source).selected
    targets = {a.target for a in moves if a.source == source}
    assert {s.edge for s in scene.ship_items() if s.action is not None} == targets
    # Nothing else on the island is lit meanwhile.
    assert not [t for t in scene.target_items() if isinstance(t, EdgeItem | CornerItem | TileItem)]
    target = next(a for a in moves if a.source == source)
    item = scene.ship_item(target.target)
    assert choose_by_click(qtbot, graphics, scene, item, QPointF(0, 0)) == target
    # A second click on the picked ship puts it back; Escape too.
    click(qtbot, graphics, scene.ship_item(source), QPointF(0, 0))
    assert scene.ship_source is None
    click(qtbot, graphics, scene.button("move_ship"))
    assert scene.build_mode == "move_ship" and scene.ship_source is None
    assert not any(s.action for s in scene.ship_items())
    scene.pick_ship(source)
    QCoreApplication.sendEvent(scene, QEvent(QEvent.Type.WindowActivate))
    qtbot.keyClick(graphics, Qt.Key.Key_Escape)
    assert scene.ship_source is None and scene.build_mode is None


# -- the pirate ------------------------------------------
def _robber_or_pirate():
    return sea_until(
        lambda s, v: (
            v.phase == "robber" and any(isinstance(a, MovePirate) for a in s.legal_actions())
        )
    )


def test_the_pirate_goes_to_a_clicked_sea_hex(qtbot, make_scene):
    state, _ = _robber_or_pirate()
    legal = state.legal_actions()
    scene, graphics = make_scene(_own_view(state), legal)
    pirate_moves = {a.tile: a for a in legal if isinstance(a, MovePirate)}
    robber_moves = {a.tile: a for a in legal if isinstance(a, MoveRobber)}
    lit = {t.tile: t.action for t in scene.tile_items() if t.action is not None}
    assert lit == {**robber_moves, **pirate_moves}
    assert scene.pirate_item().active
    target = sorted(pirate_moves.values())[-1]
    assert (
        choose_by_click(qtbot, graphics, scene, scene.tile_item(target.tile), QPointF(40, -40))
        == target
    )
    assert "pirate" in texts_players.prompt(_own_view(state), ["A", "B", "C"])


def test_the_pirate_may_be_dragged_onto_a_sea_hex(qtbot, make_scene):
    state, _ = _robber_or_pirate()
    legal = state.legal_actions()
    scene, graphics = make_scene(_own_view(state), legal)
    target = next(a for a in legal if isinstance(a, MovePirate))
    pirate = scene.pirate_item()
    start = graphics.mapFromScene(pirate.scenePos())
    end = graphics.mapFromScene(scene.tile_item(target.tile).scenePos() + QPointF(30, 40))
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.mousePress(graphics.viewport(), Qt.MouseButton.LeftButton, pos=start)
        for k in range(1, 6):
            qtbot.mouseMove(graphics.viewport(), start + (end - start) * k / 5)
        qtbot.mouseRelease(graphics.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert blocker.args == [target]


# -- gold ------------------------------------------
def test_the_gold_chooser_takes_exactly_the_cards_owed(qtbot, make_scene):
    state, _ = sea_until(
        lambda s, v: v.phase == "gold" and v.seat in v.pending_players,
        scenario="fog-islands",
        viewer=lambda s: s.pending_players[0] if s.pending_players else s.actor(),
    )
    legal = state.legal_actions()
    view = state.view(state.pending_players[0])
    owed = view.gold_owed[view.seat]
    scene, graphics = make_scene(view, legal)
    popup = scene.popup()
    assert popup.isVisible() and popup.kind == "gold"
    assert not popup.option("take").enabled
    for _ in range(owed):
        option = next(o for o in scene.popup().options if o.key in texts.RESOURCES and o.enabled)
        click(qtbot, graphics, option)
    assert sum(scene.gold_selection) == owed
    assert not any(o.enabled for o in scene.popup().options if o.key in texts.RESOURCES)
    action = ChooseGold(scene.gold_selection)
    assert action in legal
    assert choose_by_click(qtbot, graphics, scene, scene.popup().option("take")) == action
    click(qtbot, graphics, scene.popup().option("reset"))
    assert sum(scene.gold_selection) == 0


# -- fog ------------------------------------------
def test_a_discovered_fog_hex_flips_over(qtbot, make_scene):
    before, after, events = next_events(lambda es: any(e.code == "discovered" for e in es))
    found = next(e for e in events if e.code == "discovered")
    tile = found.params["tile"]
    seat = before.actor()
    scene, _ = make_scene(before.view(seat), [], settings_=Settings(animation_speed=1.0))
    item = scene.tile_item(tile)
    assert item.terrain == "fog"
    scene.show_view(after.view(seat), [], events)
    assert item.is_turning() and scene.is_animating()
    assert item.picture.terrain == "fog"  # the fog shows until the hex stands on its edge
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    assert not item.is_turning()
    assert (item.terrain, item.picture.terrain) == (found.params["terrain"],) * 2
    assert item.picture.transform().m11() == pytest.approx(1.0)


def test_no_flip_at_speed_zero(make_scene):
    before, after, events = next_events(lambda es: any(e.code == "discovered" for e in es))
    tile = next(e for e in events if e.code == "discovered").params["tile"]
    seat = before.actor()
    scene, _ = make_scene(before.view(seat), [])
    scene.show_view(after.view(seat), [], events)
    item = scene.tile_item(tile)
    assert not scene.is_animating() and not item.is_turning()
    assert item.terrain == after.view(seat).board.terrain[tile] != "fog"


def test_the_forgotten_tribes_gifts_lie_on_its_coasts_until_taken(make_scene):
    state, _ = sea_until(lambda s, v: v.phase == "main", scenario="forgotten-tribe", players=4)
    view = _own_view(state)
    scene, _ = make_scene(view, state.legal_actions())
    gifts = {(g.edge, g.gift) for g in scene.gift_items()}
    assert gifts == set(view.gifts) and len(gifts) == 18
    assert all(g.toolTip().startswith("Gift of the tribe") for g in scene.gift_items())
    edge = view.gifts[0][0]
    taken = dataclasses.replace(view, gifts=view.gifts[1:])
    scene.show_view(taken, state.legal_actions(), [])
    assert edge not in {g.edge for g in scene.gift_items()}
    assert len(scene.gift_items()) == 17


def test_a_gift_harbour_is_placed_by_clicking_a_lit_coast(make_scene):
    from tests.games.catan.test_forgotten_tribe import main_phase_with_a_ship_spot

    state, seat, edge = main_phase_with_a_ship_spot(3)
    state.gifts = {edge: "harbour:ore"}
    state.apply(PlaceShip(edge))
    assert state.phase == "harbour"
    legal = state.legal_actions()
    scene, _ = make_scene(state.view(seat), legal)
    lit = {item.edge for item in scene.target_items() if isinstance(item, EdgeItem)}
    assert lit == {a.edge for a in legal}
    assert all(scene.edge_item(e).action in legal for e in lit)
    assert "harbour" in scene.edge_item(min(lit)).toolTip()
    assert "tribe's harbour" in texts_players.prompt(state.view(seat), ["A", "B", "C", "D"])
