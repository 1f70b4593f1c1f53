"""The Pirate Islands on the table: the fleet on its hex and its path, each player's lane in
their colour, the warships marked, the fortresses with their victories, lit when their owner
may attack (a click attacks)."""

from __future__ import annotations

import dataclasses

from capboard.games.catan.actions import AttackFortress
from tests.games.catan.test_pirate_islands import in_main, sail_lane, start
from tests.ui.catan.conftest import NAMES
from tests.ui.catan.test_catan_scene import choose_by_click


def test_the_fleet_lanes_and_fortresses_follow_the_view(make_scene):
    state = in_main(4, 2)
    view = state.view(state.turn)
    scene, _ = make_scene(view, state.legal_actions())
    items = scene.pirate_items()
    assert items.lanes is not None and items.fleet is not None and items.marks is not None
    assert len(items.fortresses) == 4 and all(f.isVisible() for f in items.fortresses)
    assert [c.name() for c in items.lanes.colours] == [scene._colour(s).name() for s in range(4)]
    fleet_tile = state.catan.layout.fleet_path[0]
    assert items.fleet.isVisible() and items.fleet.pos() == scene_centre(view, fleet_tile)
    assert "0 of 3 victories" in items.fortresses[1].toolTip()
    assert NAMES[1] in items.fortresses[1].toolTip()
    assert items.marks.points == []
    later = dataclasses.replace(view, fortress_wins=(3, 1, 0, 0), warships=(2, 0, 0, 1), fleet=None)
    scene.show_view(later, [], [])
    assert scene.pirate_items() is items  # the same items, brought up to date
    assert not items.fleet.isVisible()
    assert not items.fortresses[0].isVisible()  # taken: its owner's settlement now
    assert items.fortresses[1].wins == 1 and "1 of 3 victories" in items.fortresses[1].toolTip()
    assert len(items.marks.points) == 3


def scene_centre(view, tile):
    from capboard.ui.games.catan.layout import island_layout

    return island_layout(view.board.map_id).tile_centres[tile]


def test_a_fortress_is_lit_when_its_owner_may_attack_and_a_click_attacks(qtbot, make_scene):
    state = in_main(4, 2)
    seat = state.turn
    sail_lane(state, seat, len(start(state, seat).lane))
    state.warships[seat] = 2
    legal = state.legal_actions()
    assert AttackFortress() in legal
    scene, graphics = make_scene(state.view(seat), legal)
    lit = [f.seat for f in scene.pirate_items().fortresses if f.active]
    assert lit == [seat]
    fortress = scene.pirate_items().fortresses[seat]
    assert fortress in scene._active_items()  # Tab reaches it too
    assert choose_by_click(qtbot, graphics, scene, fortress) == AttackFortress()


def test_the_column_has_no_move_ship_button_as_ships_never_move(make_scene):
    from capboard.games.catan.actions import MoveShip
    from capboard.ui.games.catan.layout import SEA_BUTTON_ORDER
    from tests.games.catan.test_wonders_of_catan import in_main as wonders

    state = in_main(4, 2)
    legal = state.legal_actions()
    assert not any(isinstance(a, MoveShip) for a in legal)
    scene, _ = make_scene(state.view(state.turn), legal)
    shown = [name for name in SEA_BUTTON_ORDER if scene.button(name).isVisible()]
    assert shown == [name for name in SEA_BUTTON_ORDER if name != "move_ship"]
    assert scene.button("move_ship") not in scene._active_items()
    # The column closes up: each button after it takes the slot of the one before it in a
    # scenario whose ships move (slots measured from the first button, as maps differ).
    other, _ = make_scene(*_main_view(wonders(4, 2)))
    assert other.button("move_ship").isVisible()

    def slots(table, names):
        first = table.button(names[0]).pos()
        return [table.button(name).pos() - first for name in names]

    assert slots(scene, shown) == slots(other, list(SEA_BUTTON_ORDER))[: len(shown)]


def _main_view(state):
    return state.view(state.turn), state.legal_actions()


def test_other_games_have_no_pirate_items(make_scene):
    from tests.games.catan.test_wonders_of_catan import in_main as wonders

    state = wonders(4, 2)
    scene, _ = make_scene(state.view(state.turn), state.legal_actions())
    assert scene.pirate_items().all() == []


def test_the_chooser_picture_shows_the_fleet_path_and_the_fortresses(qapp):
    from capboard.ui.games.catan.scenario_picture import map_picture

    four, three = map_picture("pirate-islands", 4), map_picture("pirate-islands", 3)
    assert len(four.fleet_path) == 14 and len(four.fortresses) == 4
    assert len(three.fortresses) == 3
    # Each is drawn at its fortress's node (a hex and one of its corners).
    steps = {"N": (-1, 0), "NE": (-1, 1), "SE": (1, 1), "S": (1, 0), "SW": (1, -1), "NW": (-1, -1)}
    nodes = {(r + steps[k][0], c + steps[k][1]) for (r, c), k in four.fortresses}
    assert nodes == {(14, 4), (0, 4), (10, 3), (4, 3)}
    assert map_picture("cloth-for-catan", 4).fortresses == ()
