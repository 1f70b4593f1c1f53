"""Cap Horn's board scene: what it draws, what it lights up and what a click chooses."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from capboard.controller.settings import Settings
from capboard.engine.protocol import Event
from capboard.games.cap_horn.actions import (
    BuyCard,
    CoverCard,
    CrossFinish,
    EndTurn,
    Ignore,
    LayCard,
    Renounce,
    Sail,
    Sprint,
    Stay,
)
from capboard.games.cap_horn.view import CapHornView, Rose
from capboard.ui.games.cap_horn.chart import chart
from capboard.ui.games.cap_horn.chart_items import CardItem
from capboard.ui.games.cap_horn.hand import HandCard
from capboard.ui.games.cap_horn.layout import SQUARE
from tests.ui.cap_horn.cap_horn_games import play_until


def click(qtbot, graphics: QGraphicsView, item: QGraphicsItem, local: QPointF | None = None):
    """A real left click through the view on ``item`` (at ``local``, item coordinates)."""
    point = item.mapToScene(local if local is not None else item.boundingRect().center())
    qtbot.mouseClick(
        graphics.viewport(), Qt.MouseButton.LeftButton, pos=graphics.mapFromScene(point)
    )


def hand_view(**changes) -> CapHornView:
    """A view built by hand: Alice (seat 0) to lay cards on her first turn."""
    base = CapHornView(
        seat=0,
        players=2,
        options=None,  # type: ignore[arg-type]
        current_player=0,
        pending_players=(0,),
        is_over=False,
        cards=(((14, 1), 4), ((10, 3), 11), ((6, 7), 18)),
        ships=((15, 0), (14, 1)),
        points=(4, 3),
        roses=((), (Rose(1, "red"),)),
        hand=(4, 13, 19),
        hand_sizes=(3, 3),
        piles=(41, 42),
        discard=(),
        phase="lay",
        laid_this_turn=0,
        covered=None,
        start_order=(0, 1),
        winner=None,
        end_reason=None,
    )
    return dataclasses.replace(base, **changes)


HAND_LEGAL = [
    LayCard(4, 15, 1),
    LayCard(4, 13, 1),
    LayCard(13, 15, 1),
    CoverCard(13, 10, 3),
    Sail(14, 0),
    Ignore(15, 1),
    Renounce(),
    Sprint(),
]


def test_scene_builds_the_chart_from_a_view(make_scene):
    view = hand_view()
    scene, _ = make_scene(view, HAND_LEGAL)
    # Every stage square and start square is a square item; every station has its buoy.
    assert len(chart().sea_squares()) == 5 + 7 * 5 + 9 * 4 + 5 * 7
    for square in chart().sea_squares():
        assert scene.square_item(square).square == square
    for station in chart().stations:
        assert scene.station_item(station.at).colour == station.colour
    cards = [i for i in scene.items() if isinstance(i, CardItem)]
    assert sorted(c.kind for c in cards) == sorted(k for _, k in view.cards)
    # Cards lie turned to their stage: south in stage 1, west in stage 2.
    assert scene.card_item((14, 1)).angle == 180
    assert scene.card_item((6, 7)).angle == 270
    assert scene.station_item((10, 3)).under_card
    assert not scene.station_item((12, 5)).under_card
    # Ships stand on their squares; logbooks show points, roses and hands.
    assert scene.ship_item(0).pos() == QPointF(15.5 * SQUARE, 0.5 * SQUARE)
    assert scene.logbook(1).roses == (Rose(1, "red"),)
    assert scene.logbook(0).points == 4 and scene.logbook(0).start == 1
    assert scene.logbook(0).current and not scene.logbook(1).current


def test_the_hand_shows_only_the_viewers_cards(make_scene):
    state, _ = play_until(lambda s, v: s.view(0).hand != s.view(1).hand and v.phase == "lay")
    scene, _ = make_scene(state.view(0))
    assert [c.kind for c in scene.hand_cards()] == list(state.view(0).hand)
    scene.show_view(state.view(1), [], [])
    assert [c.kind for c in scene.hand_cards()] == list(state.view(1).hand)
    # The other hand shows as backs with its count in the logbooks only.
    assert scene.logbook(0).hand == len(state.view(0).hand)
    scene.show_view(state.view(None), [], [])
    assert scene.hand_cards() == []


def test_selecting_a_hand_card_lights_its_lay_and_cover_targets(qtbot, make_scene):
    scene, graphics = make_scene(hand_view(), HAND_LEGAL)
    square = scene.square_item
    assert square((15, 1)).mode == "ignore" and square((14, 0)).mode == "sail"
    assert square((13, 1)).mode is None  # nothing selected: no lay targets
    cards = scene.hand_cards()
    assert all(c.playable for c in cards[:2]) and not cards[2].playable
    click(qtbot, graphics, cards[1])  # the 13: one lay target and one card to cover
    assert scene.selected_card == 13 and cards[1].selected
    assert square((15, 1)).mode == "lay" and square((10, 3)).mode == "cover"
    assert square((13, 1)).mode is None
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, square((10, 3)))
    assert blocker.args == [CoverCard(13, 10, 3)]
    click(qtbot, graphics, cards[0])  # the 4: two squares
    assert scene.selected_card == 4
    assert square((13, 1)).mode == "lay" and square((10, 3)).mode is None
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, square((13, 1)))
    assert blocker.args == [LayCard(4, 13, 1)]
    click(qtbot, graphics, scene.hand_cards()[0])  # a second click lets the card go
    assert scene.selected_card is None and square((13, 1)).mode is None


def test_dragging_a_hand_card_to_a_square_lays_it(qtbot, make_scene):
    scene, graphics = make_scene(hand_view(), HAND_LEGAL)
    card = scene.hand_cards()[0]
    start = graphics.mapFromScene(card.mapToScene(card.boundingRect().center()))
    end = graphics.mapFromScene(scene.square_item((13, 1)).mapToScene(QPointF(40, 40)))
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.mousePress(graphics.viewport(), Qt.MouseButton.LeftButton, pos=start)
        for t in (0.25, 0.5, 0.75, 1.0):
            point = start + (end - start) * t
            qtbot.mouseMove(graphics.viewport(), pos=point)
        qtbot.mouseRelease(graphics.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert blocker.args == [LayCard(4, 13, 1)]


def test_a_click_on_a_reachable_square_sails_and_ignore_shows_its_cost(qtbot, make_scene):
    scene, graphics = make_scene(hand_view(), HAND_LEGAL)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, scene.square_item((14, 0)))
    assert blocker.args == [Sail(14, 0)]
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, scene.square_item((15, 1)))
    assert blocker.args == [Ignore(15, 1)]


def test_a_real_position_sails_by_click(qtbot, make_scene):
    state, _ = play_until(
        lambda s, v: v.phase == "lay" and any(isinstance(a, Sail) for a in s.legal_actions())
    )
    legal = state.legal_actions()
    target = next(a for a in legal if isinstance(a, Sail))
    scene, graphics = make_scene(state.view(state.actor()), legal)
    item = scene.square_item((target.x, target.y))
    assert item.mode == "sail"
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, item)
    assert blocker.args == [target]


def test_squares_that_are_not_targets_choose_nothing(qtbot, make_scene):
    scene, graphics = make_scene(hand_view(), HAND_LEGAL)
    chosen = []
    scene.action_chosen.connect(chosen.append)
    for square in ((9, 5), (0, 9), (12, 8)):
        click(qtbot, graphics, scene.square_item(square))
    assert chosen == []


def test_buttons_choose_their_action_and_are_disabled_when_not_legal(qtbot, make_scene):
    scene, graphics = make_scene(hand_view(), HAND_LEGAL)
    assert scene.button("renounce").enabled and scene.button("sprint").enabled
    assert not scene.button("buy").enabled and not scene.button("end").enabled
    for name, action in (("renounce", Renounce()), ("sprint", Sprint())):
        with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
            click(qtbot, graphics, scene.button(name))
        assert blocker.args == [action]
    chosen = []
    scene.action_chosen.connect(chosen.append)
    click(qtbot, graphics, scene.button("end"))
    assert chosen == []
    buy_view = hand_view(phase="buy")
    scene.show_view(buy_view, [BuyCard(), EndTurn()], [])
    assert not scene.button("renounce").enabled and not scene.button("sprint").enabled
    for name, action in (("buy", BuyCard()), ("end", EndTurn())):
        with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
            click(qtbot, graphics, scene.button(name))
        assert blocker.args == [action]


def test_a_ship_that_cannot_move_shows_stay_for_no_point_on_the_renounce_button(qtbot, make_scene):
    scene, graphics = make_scene(hand_view(), [Stay(), EndTurn()])
    button = scene.button("renounce")
    assert button.enabled and button.face == "stay" and button.cost == ""
    assert button.toolTip() == "Stay"
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, button)
    assert blocker.args == [Stay()]
    scene.show_view(hand_view(), HAND_LEGAL, [])
    assert button.face == "renounce" and button.cost == "+1"


def test_the_finish_line_lights_up_when_the_ship_may_cross(qtbot, make_scene):
    view = hand_view(
        cards=(((2, 3), 15),),
        ships=((2, 3), (14, 1)),
        roses=((Rose(1, "yellow"), Rose(2, "green")), ()),
    )
    scene, graphics = make_scene(view, [CrossFinish(), Renounce()])
    assert scene.finish_item().is_active()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, scene.finish_item(), QPointF(2.5 * SQUARE, -20))
    assert blocker.args == [CrossFinish()]
    scene.show_view(view, [Renounce()], [])
    assert not scene.finish_item().is_active()


def test_without_legal_actions_nothing_is_clickable(make_scene):
    scene, _ = make_scene(hand_view(current_player=1, pending_players=(1,)), [])
    assert all(not c.playable for c in scene.hand_cards())
    assert all(scene.square_item(s).mode is None for s in chart().sea_squares())
    assert not any(scene.button(n).enabled for n in ("renounce", "sprint", "buy", "end"))


def test_colour_blind_shapes_on_ships_and_logbooks(make_scene):
    scene, _ = make_scene(hand_view(), HAND_LEGAL)
    assert scene.ship_item(0).marker is None
    scene.set_colour_blind(True)
    assert scene.ship_item(0).marker == "circle" and scene.ship_item(1).marker == "square"
    assert scene.logbook(1).marker == "square"


def test_actions_animate_and_settle(qtbot, make_scene):
    before = hand_view()
    scene, _ = make_scene(before, [], settings_=Settings(animation_speed=4.0))
    after = hand_view(
        cards=(*before.cards, ((13, 1), 4)),
        ships=((14, 2), (14, 1)),
        roses=((Rose(1, "yellow"),), (Rose(1, "red"),)),
        hand=(13, 19),
    )
    events = [
        Event("card_laid", {"seat": 0, "card": 4, "at": [13, 1]}),
        Event(
            "sailed",
            {
                "seat": 0,
                "origin": [15, 0],
                "to": [14, 2],
                "path": [[15, 1], [14, 2]],
                "sprint": False,
            },
        ),
        Event("rose_taken", {"seat": 0, "stage": 1, "colour": "yellow"}),
    ]
    after = dataclasses.replace(after, cards=(*after.cards, ((14, 2), 9)))
    scene.show_view(after, [], events)
    assert scene.is_animating()
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    assert scene.ship_item(0).pos() == QPointF(14.5 * SQUARE, 2.5 * SQUARE)
    assert scene.card_item((13, 1)).pos() == QPointF(13.5 * SQUARE, 1.5 * SQUARE)
    assert scene.card_item((13, 1)).scale() == 1.0


def test_hand_cards_are_fanned_in_order(make_scene):
    scene, _ = make_scene(hand_view(), HAND_LEGAL)
    cards = scene.hand_cards()
    assert all(isinstance(c, HandCard) for c in cards)
    xs = [c.pos().x() for c in cards]
    assert xs == sorted(xs)
    assert [c.kind for c in cards] == [4, 13, 19]
