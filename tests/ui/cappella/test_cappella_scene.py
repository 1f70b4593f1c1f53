"""Cappella's board scene: what it draws, what it lights up and what a click chooses."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from capboard.controller.settings import Settings
from capboard.games.cappella.actions import (
    PayPath,
    PlaceBuilding,
    PlacePath,
    StartBuild,
    TakeFromReserve,
)
from capboard.games.cappella.view import CappellaView
from capboard.ui.games.cappella import GAME_UI
from capboard.ui.games.cappella.items import TokenItem
from capboard.ui.games.cappella.scene import CappellaScene
from tests.ui.cappella.cappella_games import COLOURS, has_paths_of_both, play_until


def click(qtbot, graphics: QGraphicsView, item: QGraphicsItem, local: QPointF | None = None):
    """A real left click through the view on ``item`` (at ``local``, item coordinates)."""
    point = item.mapToScene(local if local is not None else QPointF(0, 0))
    qtbot.mouseClick(
        graphics.viewport(), Qt.MouseButton.LeftButton, pos=graphics.mapFromScene(point)
    )


def test_scene_builds_every_token_and_side(make_scene):
    state, _ = play_until(lambda s, v: True)
    scene, _ = make_scene(state)
    view = state.view(state.actor())
    tokens = [i for i in scene.items() if isinstance(i, TokenItem)]
    assert len(tokens) == len(view.cells) == 39
    assert sorted(t.token for t in tokens) == sorted(view.tokens)
    assert len(scene.side_items()) == len(view.sides)
    assert scene.token_item(0).label == view.label(0)


def test_paths_and_buildings_follow_the_view(make_scene):
    state, _ = play_until(
        lambda s, v: has_paths_of_both(v) and any(b is not None for b in v.buildings)
    )
    scene, _ = make_scene(state)
    view = state.view(state.actor())
    for (a, b), owner in zip(view.sides, view.paths, strict=True):
        assert scene.side_item(a, b).owner == owner
    for cell, here in enumerate(view.buildings):
        item = scene.building_item(cell)
        assert (item is None) == (here is None)
        if item is not None:
            assert (item.owner, item.building) == here


def test_clicking_a_path_slot_chooses_that_path(qtbot, make_scene):
    state, _ = play_until(lambda s, v: has_paths_of_both(v) and v.build is None)
    legal = state.legal_actions()
    target = next(a for a in legal if isinstance(a, PlacePath))
    scene, graphics = make_scene(state)
    slot = scene.side_item(target.a, target.b)
    assert slot.isVisible() and slot.is_slot
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, slot)
    assert blocker.args == [target]


# A click that chooses nothing pans the board view; Qt's test library then notes that the view
# left the release unanswered, which is expected here.


def test_sides_that_are_not_legal_do_not_choose(qtbot, make_scene):
    state, _ = play_until(lambda s, v: has_paths_of_both(v) and v.build is None)
    view = state.view(state.actor())
    legal = state.legal_actions()
    scene, graphics = make_scene(state)
    placeable = {(a.a, a.b) for a in legal if isinstance(a, PlacePath)}
    laid = next(s for s, owner in zip(view.sides, view.paths, strict=True) if owner is not None)
    assert laid not in placeable
    token = scene.token_item(laid[0])
    with qtbot.assertNotEmitted(scene.action_chosen, wait=50):
        click(qtbot, graphics, scene.side_item(*laid))
        click(qtbot, graphics, token)
    assert not scene.side_item(*laid).is_active()


def test_nothing_is_lit_when_it_is_not_the_viewers_turn(qtbot, make_scene):
    state, _ = play_until(lambda s, v: has_paths_of_both(v) and v.build is None)
    some_slot = next(a for a in state.legal_actions() if isinstance(a, PlacePath))
    scene, graphics = make_scene(state, legal=[])
    item = scene.side_item(some_slot.a, some_slot.b)
    assert not item.isVisible()
    assert not any(side.is_active() for side in scene.side_items())
    with qtbot.assertNotEmitted(scene.action_chosen, wait=50):
        click(qtbot, graphics, item)


def test_hovering_a_slot_highlights_it(qtbot, make_scene):
    state, _ = play_until(lambda s, v: has_paths_of_both(v) and v.build is None)
    target = next(a for a in state.legal_actions() if isinstance(a, PlacePath))
    scene, graphics = make_scene(state)
    slot = scene.side_item(target.a, target.b)
    assert not slot.highlighted()
    qtbot.mouseMove(graphics.viewport(), graphics.mapFromScene(slot.scenePos()))
    qtbot.waitUntil(slot.highlighted, timeout=1000)


def test_the_keyboard_chooses_the_focused_item(qtbot, make_scene):
    state, _ = play_until(lambda s, v: has_paths_of_both(v) and v.build is None)
    target = next(a for a in state.legal_actions() if isinstance(a, PlacePath))
    scene, graphics = make_scene(state)
    slot = scene.side_item(target.a, target.b)
    # Offscreen windows are never activated by a window manager: activate the scene as a
    # view does when its window comes to the front.
    QCoreApplication.sendEvent(scene, QEvent(QEvent.Type.WindowActivate))
    scene.setFocus()
    slot.setFocus()
    assert slot.hasFocus()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(graphics, Qt.Key.Key_Return)
    assert blocker.args == [target]


def test_build_cards_start_a_build(qtbot, make_scene):
    state, _ = play_until(
        lambda s, v: v.build is None and any(isinstance(a, StartBuild) for a in s.legal_actions())
    )
    start = next(a for a in state.legal_actions() if isinstance(a, StartBuild))
    scene, graphics = make_scene(state)
    card = scene.build_card(start.building)
    assert card.is_active()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, card, card.boundingRect().center())
    assert blocker.args == [start]


def test_reserve_card_takes_a_path(qtbot, make_scene):
    state, _ = play_until(lambda s, v: True)
    scene, graphics = make_scene(state, legal=[TakeFromReserve()])
    card = scene.reserve_card()
    assert card is not None and card.is_active()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, card, card.boundingRect().center())
    assert blocker.args == [TakeFromReserve()]


def test_paying_paths_glow_and_pay_on_a_click(qtbot, make_scene):
    state, _ = play_until(
        lambda s, v: v.build is not None and any(isinstance(a, PayPath) for a in s.legal_actions())
    )
    pay = next(a for a in state.legal_actions() if isinstance(a, PayPath))
    scene, graphics = make_scene(state)
    item = scene.side_item(pay.a, pay.b)
    assert pay in item.pay_actions
    assert scene.build_card(state.view(state.actor()).build.building).in_progress
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, item)
    assert isinstance(blocker.args[0], PayPath)
    assert (blocker.args[0].a, blocker.args[0].b) == (pay.a, pay.b)


def test_each_half_of_a_path_pays_its_own_tokens_material(qtbot, make_scene):
    state, _ = play_until(lambda s, v: v.build is not None and v.build.due)
    view = state.view(state.actor())
    seat = state.actor()
    a, b = next(side for side, o in zip(view.sides, view.paths, strict=True) if o == seat)
    # Lay wood under one end and stone under the other; the scene only reads the view.
    tokens = list(view.tokens)
    tokens[a], tokens[b] = "wood", "stone"
    legal = [PayPath(a, b, "wood"), PayPath(a, b, "stone")]
    scene, graphics = make_scene(state, legal=legal)
    scene.show_view(dataclasses.replace(view, tokens=tuple(tokens)), legal, [])
    item = scene.side_item(a, b)
    for x, wanted in ((-12.0, legal[0]), (12.0, legal[1])):
        with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
            click(qtbot, graphics, item, QPointF(x, 0))
        assert blocker.args == [wanted]


def test_building_places_glow_and_place_on_a_click(qtbot, make_scene):
    state, _ = play_until(lambda s, v: any(isinstance(a, PlaceBuilding) for a in s.legal_actions()))
    place = next(a for a in state.legal_actions() if isinstance(a, PlaceBuilding))
    scene, graphics = make_scene(state)
    token = scene.token_item(place.cell)
    assert token.is_active()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, token, QPointF(0, TOKEN_CLICK_OFFSET))
    assert blocker.args == [place]


TOKEN_CLICK_OFFSET = 30.0
"""Click a token near its rim: the middle may be under a path slot's hit area."""


def _render(scene: CappellaScene, rect: QRectF) -> QImage:
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 200, 200), rect)
    painter.end()
    return image


def test_colour_blind_mode_marks_paths_and_buildings(make_scene):
    state, _ = play_until(
        lambda s, v: has_paths_of_both(v) and any(b is not None for b in v.buildings)
    )
    view: CappellaView = state.view(state.actor())
    scene, _ = make_scene(state, legal=[])
    a, b = next(side for side, o in zip(view.sides, view.paths, strict=True) if o is not None)
    rect = scene.side_item(a, b).sceneBoundingRect()
    plain = _render(scene, rect)
    building = next(scene.building_item(c) for c, h in enumerate(view.buildings) if h)
    assert building.marker is None
    scene.set_colour_blind(True)
    assert _render(scene, rect) != plain
    assert building.marker is not None
    owners = {o for o in view.paths if o is not None}
    markers = {scene._marker(o) for o in owners}
    assert len(markers) == len(owners), "each player has a shape of their own"
    scene.set_colour_blind(False)
    assert _render(scene, rect) == plain


def test_colour_blind_setting_applies_from_the_start(make_scene):
    state, _ = play_until(lambda s, v: has_paths_of_both(v))
    scene, _ = make_scene(state, settings_=Settings(animation_speed=0, colour_blind=True))
    assert scene.colour_blind
    assert scene._marker(0) is not None


def test_actions_are_animated_and_tidied_up(qtbot, make_scene):
    state, _ = play_until(
        lambda s, v: v.build is not None and any(isinstance(a, PayPath) for a in s.legal_actions())
    )
    scene, _ = make_scene(state, settings_=Settings(animation_speed=4.0))
    pay = next(a for a in state.legal_actions() if isinstance(a, PayPath))
    events = state.apply(pay)
    items_before = len(scene.items())
    scene.show_view(state.view(state.actor()), state.legal_actions(), events)
    assert scene.is_animating()
    assert len(scene.items()) == items_before + 1, "a fading copy of the paid path"
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=3000)
    assert len(scene.items()) == items_before


def test_no_animation_at_speed_zero(make_scene):
    state, _ = play_until(lambda s, v: has_paths_of_both(v) and v.build is None)
    scene, _ = make_scene(state)
    action = next(a for a in state.legal_actions() if isinstance(a, PlacePath))
    events = state.apply(action)
    scene.show_view(state.view(state.actor()), state.legal_actions(), events)
    assert not scene.is_animating()
    assert scene.side_item(action.a, action.b).owner is not None


def test_retranslate_keeps_the_board(make_scene):
    state, _ = play_until(lambda s, v: has_paths_of_both(v))
    scene, _ = make_scene(state)
    count = len(scene.items())
    scene.retranslate()
    assert len(scene.items()) == count
    assert scene.token_item(0).toolTip()


def test_create_scene_uses_the_seat_colours(make_scene):
    state, _ = play_until(lambda s, v: has_paths_of_both(v))
    scene, _ = make_scene(state)
    assert [c.name().lower() for c in scene.seat_colours] == [c.lower() for c in COLOURS]
    assert isinstance(GAME_UI.create_scene([QColor(c) for c in COLOURS], Settings()), CappellaScene)
