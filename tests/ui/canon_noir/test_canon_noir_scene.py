"""Canon Noir's board scene: what it draws, what it lights up, what a click or a key chooses,
and the aiming game of the black cannon."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from capboard.controller.settings import Settings
from capboard.games.canon_noir.actions import Aim, Duel, Fire, NoDuel, Roll, Sail
from capboard.ui.games.canon_noir import GAME_UI
from capboard.ui.games.canon_noir.aiming import BallItem, ImpactItem
from capboard.ui.games.canon_noir.layout import direction_between, square_centre
from capboard.ui.games.canon_noir.sea_board import PortItem
from capboard.ui.games.canon_noir.ships import ShipItem
from tests.ui.canon_noir.canon_noir_games import phase_is, play_until


def click(qtbot, graphics: QGraphicsView, item: QGraphicsItem, local: QPointF | None = None):
    """A real left click through the view on ``item`` (at ``local``, item coordinates)."""
    point = item.mapToScene(local if local is not None else item.boundingRect().center())
    qtbot.mouseClick(
        graphics.viewport(), Qt.MouseButton.LeftButton, pos=graphics.mapFromScene(point)
    )


def test_scene_builds_the_sea_board(make_scene):
    state, _ = play_until(phase_is("roll"), players=4)
    scene, _ = make_scene(state)
    board = scene.board
    assert board is not None
    assert len(board.kinds) == 88
    assert len(board.squares("island")) == 16
    assert len(board.islands) == 2
    assert len(board.squares("treasure")) == 4
    assert len(board.squares("black_cannon")) == 4
    ports = [i for i in scene.items() if isinstance(i, PortItem)]
    assert len(ports) == 4
    ships = [i for i in scene.items() if isinstance(i, ShipItem) and i.isVisible()]
    assert len(ships) == 4
    view = state.view(0)
    for fleet, f in enumerate(view.fleets):
        assert scene.ship_item(fleet).pos() == square_centre(f.at)
        assert scene.port_item(fleet).colour == scene.seat_colours[f.owner]
    assert scene.pool_item().count == view.pool == 14


def test_two_players_wear_their_colour_on_both_fleets(make_scene):
    state, _ = play_until(phase_is("roll"), players=2)
    scene, _ = make_scene(state)
    view = state.view(0)
    for fleet, f in enumerate(view.fleets):
        assert scene.ship_item(fleet).colour == scene.seat_colours[f.owner]
    assert len({scene.port_item(f).colour.name() for f in range(4)}) == 2


def test_a_fleet_left_out_is_grey_and_has_no_ship(make_scene):
    state, _ = play_until(phase_is("roll"), players=3)
    scene, _ = make_scene(state)
    view = state.view(0)
    out = [i for i, f in enumerate(view.fleets) if f.owner is None]
    assert len(out) == 1
    assert not scene.ship_item(out[0]).isVisible()
    assert scene.port_item(out[0]).colour.name() not in {c.name() for c in scene.seat_colours}


def test_clicking_the_dice_rolls(qtbot, make_scene):
    state, _ = play_until(phase_is("roll"))
    scene, graphics = make_scene(state)
    dice = scene.dice_item()
    assert dice.action == Roll()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, dice, QPointF(30, 30))
    assert blocker.args == [Roll()]


def test_space_on_the_board_rolls(qtbot, make_scene):
    state, _ = play_until(phase_is("roll"))
    scene, graphics = make_scene(state)
    graphics.setFocus()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(graphics, Qt.Key.Key_Space)
    assert blocker.args == [Roll()]


def test_reachable_squares_are_highlighted_with_their_dice_and_a_click_sails(qtbot, make_scene):
    state, _ = play_until(
        lambda s, v: v.phase == "sail" and len(v.dice) == 2 and len(v.reachable) >= 3
    )
    scene, graphics = make_scene(state)
    view = state.view(state.actor())
    sails = [a for a in state.legal_actions() if isinstance(a, Sail)]
    assert {t.square for t in scene.target_items()} == {(a.x, a.y) for a in sails}
    a, b = view.dice
    for square, distances in view.reachable:
        badge = scene.target_item(square).badge
        for d in distances:
            assert (f"{a}+{b}" if d == a + b and d not in (a, b) else str(d)) in badge
    target = sails[-1]
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, scene.target_item((target.x, target.y)))
    assert blocker.args == [target]


def test_hovering_a_square_draws_the_course(qtbot, make_scene):
    state, _ = play_until(phase_is("sail"))
    scene, graphics = make_scene(state)
    target = scene.target_items()[0]
    qtbot.mouseMove(graphics.viewport(), graphics.mapFromScene(target.mapToScene(0, 0)))
    qtbot.waitUntil(lambda: scene._course.isVisible(), timeout=1000)
    line = scene._course.line()
    assert line.p2() == square_centre(target.square)


def test_other_squares_and_ships_do_not_choose(qtbot, make_scene):
    state, _ = play_until(phase_is("sail"))
    scene, graphics = make_scene(state)
    view = state.view(state.actor())
    reachable = {tuple(sq) for sq, _ in view.reachable}
    elsewhere = next(
        (x, y)
        for x in range(11)
        for y in range(8)
        if (x, y) not in reachable and all(tuple(f.at) != (x, y) for f in view.fleets)
    )
    chosen = []
    scene.action_chosen.connect(chosen.append)
    point = graphics.mapFromScene(square_centre(elsewhere))
    qtbot.mouseClick(graphics.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert chosen == []


def test_targets_glow_and_a_click_aims(qtbot, make_scene):
    state, _ = play_until(phase_is("aim"))
    scene, graphics = make_scene(state)
    aims = [a for a in state.legal_actions() if isinstance(a, Aim)]
    assert aims
    for fleet in range(4):
        expected = next((a for a in aims if a.target == fleet), None)
        assert scene.ship_item(fleet).action == expected
    assert scene.cannon_item().isVisible() and not scene.is_aiming()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, scene.ship_item(aims[0].target), QPointF(0, 0))
    assert blocker.args == [aims[0]]


def test_a_duel_may_be_started_or_let_go(qtbot, make_scene):
    state, _ = play_until(phase_is("duel"), seeds=range(80))
    legal = state.legal_actions()
    duel = next(a for a in legal if isinstance(a, Duel))
    scene, graphics = make_scene(state)
    assert scene.ship_item(duel.target).action == duel
    assert scene.duel_card().isVisible() and scene.duel_card().action == duel
    assert scene.let_go_card().isVisible() and scene.let_go_card().action == NoDuel()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, scene.let_go_card())
    assert blocker.args == [NoDuel()]
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, scene.ship_item(duel.target), QPointF(0, 0))
    assert blocker.args == [duel]


def _shooter_view(state):
    view = state.view(state.actor())
    assert view.phase == "fire" and view.shot is not None
    return view


def test_keyboard_aiming_turns_the_cannon_and_space_fires(qtbot, make_scene):
    state, _ = play_until(phase_is("fire"))
    scene, graphics = make_scene(state)
    view = _shooter_view(state)
    assert GAME_UI.listed_actions(view, state.legal_actions()) == []
    assert scene.is_aiming() and scene.gauge_item().isVisible()
    qtbot.waitUntil(graphics.hasFocus, timeout=1000)  # the board takes the keys while aiming
    start = round(scene.aim_direction())
    shooter, target = view.fleets[view.shot.shooter].at, view.fleets[view.shot.target].at
    towards = direction_between(square_centre(shooter), square_centre(target))
    assert start == round(towards) % 360  # it starts pointing at the target
    for _ in range(3):
        qtbot.keyClick(graphics, Qt.Key.Key_Right)
    qtbot.keyClick(graphics, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert round(scene.aim_direction()) == (start + 3 - 5) % 360
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(graphics, Qt.Key.Key_Space)
    (fire,) = blocker.args
    assert isinstance(fire, Fire) and fire in state.legal_actions()
    assert fire.direction == (start - 2) % 360
    assert 0 <= fire.power <= 100
    assert not scene.is_aiming()  # one shot per turn of the gauge


def test_the_gauge_swings_from_0_to_100_and_back(qtbot, make_scene):
    state, _ = play_until(phase_is("fire"))
    scene, _ = make_scene(state)
    scene._on_swing(0.0)
    assert scene.gauge_power() == 0
    scene._on_swing(0.5)
    assert scene.gauge_power() == 100
    scene._on_swing(0.75)
    assert scene.gauge_power() == 50
    seen = set()
    qtbot.waitUntil(lambda: seen.add(scene.gauge_power()) or len(seen) > 3, timeout=3000)


def test_dragging_turns_the_cannon_toward_the_pointer_and_release_fires(qtbot, make_scene):
    state, _ = play_until(phase_is("fire"))
    scene, graphics = make_scene(state)
    view = _shooter_view(state)
    origin = square_centre(view.fleets[view.shot.shooter].at)
    # Press a little off the cannon, drag to a point straight below (or above) it.
    below = 1 if origin.y() < 320 else -1
    press = origin + QPointF(120, 0)
    end = origin + QPointF(0, below * 200)
    viewport = graphics.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=graphics.mapFromScene(press))
    assert abs(scene.aim_direction() - direction_between(origin, press)) < 1.0
    qtbot.mouseMove(viewport, graphics.mapFromScene(end))
    expected = 90 if below == 1 else 270
    qtbot.waitUntil(lambda: abs(scene.aim_direction() - expected) < 1.0, timeout=1000)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=graphics.mapFromScene(end))
    (fire,) = blocker.args
    assert isinstance(fire, Fire) and abs(fire.direction - expected) <= 1


def test_the_landing_point_is_not_drawn_before_the_shot(make_scene):
    state, _ = play_until(phase_is("fire"))
    scene, _ = make_scene(state)
    assert not [i for i in scene.items() if isinstance(i, (BallItem, ImpactItem))]
    assert scene.transient_items() == []


def test_a_viewer_who_is_not_the_shooter_gets_no_cannon_controls(qtbot, make_scene):
    state, _ = play_until(phase_is("fire"))
    other = 1 - state.actor()
    scene, graphics = make_scene(state, legal=[], seat=other)
    assert scene.cannon_item().isVisible()
    assert not scene.is_aiming()
    assert not scene.gauge_item().isVisible()
    assert not scene.aim_overlay().isVisible()
    chosen = []
    scene.action_chosen.connect(chosen.append)
    graphics.setFocus()
    qtbot.keyClick(graphics, Qt.Key.Key_Space)
    assert chosen == []
    view = state.view(other)
    assert scene.ship_item(view.shot.target).aimed_at


def test_a_shot_flies_lands_and_the_scene_settles(qtbot, make_scene):
    state, _ = play_until(phase_is("fire"))
    scene, _ = make_scene(state, settings_=Settings(animation_speed=4.0))
    action = Fire(0, 40)
    events = state.apply(action)
    shot = next(e for e in events if e.code == "shot")
    scene.show_view(state.view(state.actor()), state.legal_actions(), events)
    assert scene.is_animating()
    balls = [i for i in scene.transient_items() if isinstance(i, BallItem)]
    impacts = [i for i in scene.transient_items() if isinstance(i, ImpactItem)]
    assert len(balls) == 1 and len(impacts) == 1
    landing = QPointF(shot.params["landing"][0] * 80, shot.params["landing"][1] * 80)
    assert (balls[0].end - landing).manhattanLength() < 1e-6
    assert impacts[0].kind == ("burst" if shot.params["hit"] else "splash")
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    assert scene.transient_items() == []
    assert not [i for i in scene.items() if isinstance(i, (BallItem, ImpactItem))]


def test_sailing_glides_along_the_straight_line(qtbot, make_scene):
    state, _ = play_until(
        lambda s, v: v.phase == "sail" and any(d >= 3 for _, ds in v.reachable for d in ds)
    )
    scene, _ = make_scene(state, settings_=Settings(animation_speed=1.0))
    view = state.view(state.actor())
    fleet = view.fleet
    square = next(sq for sq, ds in view.reachable if max(ds) >= 3)
    origin = square_centre(view.fleets[fleet].at)
    events = state.apply(Sail(*square))
    scene.show_view(state.view(state.actor()), state.legal_actions(), events)
    ship = scene.ship_item(fleet)
    assert scene.is_animating()
    end = square_centre(square)
    samples = []
    qtbot.waitUntil(lambda: samples.append(ship.pos()) or not scene.is_animating(), timeout=5000)
    for p in samples:
        cross = (p.x() - origin.x()) * (end.y() - origin.y()) - (p.y() - origin.y()) * (
            end.x() - origin.x()
        )
        assert (
            abs(cross)
            < 1e-3 * max(1.0, math.hypot(end.x() - origin.x(), end.y() - origin.y())) ** 2
        )
    assert ship.pos() == end


def test_a_duel_attacker_that_misses_sails_back_once_its_ball_has_fallen(qtbot, make_scene):
    state, _ = play_until(
        lambda s, v: (
            v.phase == "fire"
            and v.shot is not None
            and v.shot.context == "duel"
            and s.data.port_owner(s.origin) is None
        )
    )
    scene, _ = make_scene(state, settings_=Settings(animation_speed=4.0))
    fleet = state.shot.shooter
    edge = square_centre(state.fleets[fleet].at)
    events = state.apply(Fire(0, 0))  # no power: the ball falls at the attacker's feet
    assert [e.code for e in events][:2] == ["shot", "returned"]
    home = square_centre(state.fleets[fleet].at)
    scene.show_view(state.view(state.actor()), state.legal_actions(), events)
    ship = scene.ship_item(fleet)
    assert ship.pos() == edge  # it fires from the edge square first
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    assert ship.pos() == home


def test_rolled_dice_tumble_then_show_their_values(qtbot, make_scene):
    state, _ = play_until(phase_is("roll"))
    scene, _ = make_scene(state, settings_=Settings(animation_speed=2.0))
    events = state.apply(Roll())
    rolled = next(e for e in events if e.code == "rolled")
    scene.show_view(state.view(state.actor()), state.legal_actions(), events)
    dice = scene.dice_item()
    assert dice.is_tumbling()
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=3000)
    assert not dice.is_tumbling()
    assert list(dice.values) == list(rolled.params["dice"])


def test_colour_blind_markers_go_on_sails_and_ports(make_scene):
    state, _ = play_until(phase_is("roll"), players=4)
    scene, _ = make_scene(state, settings_=Settings(animation_speed=0, colour_blind=True))
    markers = {scene.ship_item(f).marker for f in range(4)}
    assert None not in markers and len(markers) == 4
    assert {scene.port_item(f).marker for f in range(4)} == markers
    scene.set_colour_blind(False)
    assert {scene.ship_item(f).marker for f in range(4)} == {None}


def test_retranslate_keeps_the_board(make_scene):
    state, _ = play_until(phase_is("sail"))
    scene, _ = make_scene(state)
    count = len(scene.items())
    scene.retranslate()
    assert len(scene.items()) == count


def test_the_answer_of_a_duel_keeps_the_cannon_for_the_defender(qtbot, make_scene):
    state, _ = play_until(
        lambda s, v: v.phase == "fire" and v.shot is not None and v.shot.context == "duel",
        seeds=range(200),
    )
    view = state.view(state.actor())
    shooter = view.fleets[view.shot.shooter].at
    target = view.fleets[view.shot.target].at
    # Fire straight away from the target: a sure miss, and the defender answers.
    away = round(direction_between(square_centre(target), square_centre(shooter)))
    scene, _ = make_scene(state, settings_=Settings(animation_speed=1.0))
    events = state.apply(Fire(away % 360, 0))
    answer = state.view(state.actor())
    assert answer.phase == "fire" and answer.shot.context == "reply"
    scene.show_view(answer, state.legal_actions(), events)
    assert scene.is_animating()
    assert scene.is_aiming()
    assert scene.cannon_item().pos() == square_centre(target)
    assert scene.cannon_item().controls
