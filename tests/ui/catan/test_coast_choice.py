"""Seafarers: on a coast where a road and a ship may both be built, a click asks which; where
only one may be built, a click builds it; a coast's tooltip says what a click builds."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt

from capboard.games.catan.actions import PlaceRoad, PlaceShip
from capboard.ui.games.catan.pieces import EdgeItem
from tests.ui.catan.sea_games import sea_until
from tests.ui.catan.test_catan_scene import choose_by_click, click


def _both(state) -> list[int]:
    """The edges where a road and a ship are both legal now."""
    legal = state.legal_actions()
    roads = {a.edge for a in legal if isinstance(a, PlaceRoad)}
    ships = {a.edge for a in legal if isinstance(a, PlaceShip)}
    return sorted(roads & ships)


def _coast_in(phase: str):
    state, _ = sea_until(lambda s, v: v.phase == phase and bool(_both(s)))
    return state, _both(state)[0]


def _activate(scene) -> None:
    QCoreApplication.sendEvent(scene, QEvent(QEvent.Type.WindowActivate))


def test_a_click_on_a_coast_where_both_may_go_builds_nothing_and_offers_a_road_and_a_ship(
    qtbot, make_scene
):
    state, edge = _coast_in("setup_road")
    scene, graphics = make_scene(state.view(state.actor()), state.legal_actions())
    item = scene.edge_item(edge)
    with qtbot.assertNotEmitted(scene.action_chosen, wait=50):
        click(qtbot, graphics, item, QPointF(0, 0))
    choice = scene.build_choice()
    assert choice.isVisible() and choice.edge == edge
    assert choice.option("road").action == PlaceRoad(edge)
    assert choice.option("ship").action == PlaceShip(edge)
    # One target on the coast: its ship spot out at sea does not build on its own.
    assert scene.ship_item(edge).action is None
    assert item.choice and edge in scene.choice_edges()
    # While the choice is open, Tab walks its two pieces only.
    assert scene.target_items() == [choice.option("road"), choice.option("ship")]


def test_choosing_ship_in_a_coasts_choice_builds_a_ship(qtbot, make_scene):
    state, edge = _coast_in("setup_road")
    scene, graphics = make_scene(state.view(state.actor()), state.legal_actions())
    click(qtbot, graphics, scene.edge_item(edge), QPointF(0, 0))
    ship = scene.build_choice().option("ship")
    assert choose_by_click(qtbot, graphics, scene, ship) == PlaceShip(edge)


def test_choosing_road_in_a_coasts_choice_builds_a_road(qtbot, make_scene):
    state, edge = _coast_in("main")
    scene, graphics = make_scene(state.view(state.actor()), state.legal_actions())
    click(qtbot, graphics, scene.edge_item(edge), QPointF(0, 0))
    road = scene.build_choice().option("road")
    assert road.cost == {"brick": 1, "lumber": 1}  # in a turn, each shows what it costs
    assert scene.build_choice().option("ship").cost == {"lumber": 1, "wool": 1}
    assert choose_by_click(qtbot, graphics, scene, road) == PlaceRoad(edge)


def test_road_building_asks_on_a_coast_and_shows_both_pieces_free(qtbot, make_scene):
    state, edge = _coast_in("road_building")
    scene, graphics = make_scene(state.view(state.actor()), state.legal_actions())
    with qtbot.assertNotEmitted(scene.action_chosen, wait=50):
        click(qtbot, graphics, scene.edge_item(edge), QPointF(0, 0))
    choice = scene.build_choice()
    assert choice.option("road").cost == {} and choice.option("ship").cost == {}
    assert choose_by_click(qtbot, graphics, scene, choice.option("ship")) == PlaceShip(edge)


def test_escape_a_click_elsewhere_or_the_close_button_cancel_a_coasts_choice(qtbot, make_scene):
    state, edge = _coast_in("setup_road")
    scene, graphics = make_scene(state.view(state.actor()), state.legal_actions())
    choice = scene.build_choice()
    others = [t for t in scene.target_items() if isinstance(t, EdgeItem) and t.edge != edge]
    _activate(scene)
    with qtbot.assertNotEmitted(scene.action_chosen, wait=50):
        click(qtbot, graphics, scene.edge_item(edge), QPointF(0, 0))
        assert choice.isVisible()
        qtbot.keyClick(graphics, Qt.Key.Key_Escape)
        assert not choice.isVisible() and choice.edge is None
        # A click on another lit spot (one the bubble leaves in view) only closes the
        # choice: it builds nothing.
        click(qtbot, graphics, scene.edge_item(edge), QPointF(0, 0))
        bubble = choice.sceneBoundingRect()
        other = next(t for t in others if not bubble.contains(t.scenePos()))
        click(qtbot, graphics, other, QPointF(0, 0))
        assert not choice.isVisible()
        click(qtbot, graphics, scene.edge_item(edge), QPointF(0, 0))
        click(qtbot, graphics, choice.close_button, QPointF(0, 0))
        assert not choice.isVisible()
    # The coast still asks afterwards.
    assert scene.edge_item(edge).choice


def test_the_keyboard_opens_a_coasts_choice_and_the_arrows_pick_the_piece(qtbot, make_scene):
    state, edge = _coast_in("setup_road")
    scene, graphics = make_scene(state.view(state.actor()), state.legal_actions())
    choice = scene.build_choice()
    _activate(scene)
    graphics.setFocus()
    item = scene.edge_item(edge)
    item.setFocus()
    with qtbot.assertNotEmitted(scene.action_chosen, wait=50):
        qtbot.keyClick(graphics, Qt.Key.Key_Return)
    assert choice.isVisible()
    assert scene.focusItem() is choice.option("road")
    qtbot.keyClick(graphics, Qt.Key.Key_Right)
    assert scene.focusItem() is choice.option("ship")
    qtbot.keyClick(graphics, Qt.Key.Key_Left)
    assert scene.focusItem() is choice.option("road")
    qtbot.keyClick(graphics, Qt.Key.Key_Escape)
    assert not choice.isVisible() and scene.focusItem() is item  # back where it was
    qtbot.keyClick(graphics, Qt.Key.Key_Return)
    qtbot.keyClick(graphics, Qt.Key.Key_Down)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(graphics, Qt.Key.Key_Return)
    assert blocker.args == [PlaceShip(edge)]


def test_a_coast_where_only_one_piece_may_go_builds_it_on_one_click(qtbot, make_scene):
    state, edge = _coast_in("setup_road")
    legal = state.legal_actions()
    roads_only = [a for a in legal if a != PlaceShip(edge)]
    scene, graphics = make_scene(state.view(state.actor()), roads_only)
    assert not scene.edge_item(edge).choice and edge not in scene.choice_edges()
    choice = choose_by_click(qtbot, graphics, scene, scene.edge_item(edge), QPointF(0, 0))
    assert choice == PlaceRoad(edge)
    assert not scene.build_choice().isVisible()
    ships_only = [a for a in legal if a != PlaceRoad(edge)]
    scene, graphics = make_scene(state.view(state.actor()), ships_only)
    assert not scene.edge_item(edge).isVisible()
    ship = scene.ship_item(edge)
    assert choose_by_click(qtbot, graphics, scene, ship, QPointF(0, 0)) == PlaceShip(edge)


def test_a_build_button_says_which_piece_and_a_coast_then_builds_it_on_one_click(qtbot, make_scene):
    state, edge = _coast_in("main")
    scene, graphics = make_scene(state.view(state.actor()), state.legal_actions())
    click(qtbot, graphics, scene.button("road"))
    assert scene.build_mode == "road" and not scene.edge_item(edge).choice
    item = scene.edge_item(edge)
    assert choose_by_click(qtbot, graphics, scene, item, QPointF(0, 0)) == PlaceRoad(edge)
    click(qtbot, graphics, scene.button("ship"))
    assert scene.build_mode == "ship" and not scene.edge_item(edge).is_active()
    ship = scene.ship_item(edge)
    assert choose_by_click(qtbot, graphics, scene, ship, QPointF(0, 0)) == PlaceShip(edge)


def test_a_click_on_the_bubble_keeps_a_coasts_choice_and_one_on_a_button_only_closes_it(
    qtbot, make_scene
):
    state, edge = _coast_in("main")
    scene, graphics = make_scene(state.view(state.actor()), state.legal_actions())
    choice = scene.build_choice()
    click(qtbot, graphics, scene.edge_item(edge), QPointF(0, 0))
    click(qtbot, graphics, choice, QPointF(4, 4))  # the bubble's background
    assert choice.isVisible()
    click(qtbot, graphics, scene.button("road"))
    assert not choice.isVisible() and scene.build_mode is None
    click(qtbot, graphics, scene.button("road"))
    assert scene.build_mode == "road"


def test_a_coasts_tooltip_says_what_a_click_builds(make_scene):
    state, edge = _coast_in("setup_road")
    legal = state.legal_actions()
    scene, _ = make_scene(state.view(state.actor()), legal)
    assert scene.edge_item(edge).toolTip().startswith("Build a road or a ship\n")
    place = scene.edge_item(edge).toolTip().split("\n", 1)[1]
    assert place and "Build" not in place  # then where it is
    scene.show_view(state.view(state.actor()), [a for a in legal if a != PlaceShip(edge)], [])
    assert scene.edge_item(edge).toolTip() == f"Build a road\n{place}"
    scene.show_view(state.view(state.actor()), [a for a in legal if a != PlaceRoad(edge)], [])
    assert scene.ship_item(edge).toolTip() == f"Build a ship\n{place}"
    scene.show_view(state.view(state.actor()), [], [])
    assert scene.edge_item(edge).toolTip() == place
    assert scene.ship_item(edge).toolTip() == place
