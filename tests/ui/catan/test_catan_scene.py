"""Catan's table: what it draws, what it lights up and what a click (or a key) chooses."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from capboard.controller.settings import Settings
from capboard.games.catan.actions import (
    AnswerTrade,
    BuildCity,
    BuyDevelopment,
    CancelTrade,
    ConfirmTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MoveRobber,
    OfferTrade,
    PlaceRoad,
    PlaceSettlement,
    PlayKnight,
    PlayMonopoly,
    PlayYearOfPlenty,
    Roll,
    Steal,
)
from capboard.games.catan.board import catan_map
from capboard.ui.games.catan import GAME_UI
from capboard.ui.games.catan.items import FlyingItem
from capboard.ui.games.catan.scene import CatanScene
from tests.ui.catan.catan_games import COLOURS, NAMES, play_until


def click(qtbot, graphics: QGraphicsView, item: QGraphicsItem, local: QPointF | None = None):
    """A real left click through the view on ``item`` (at ``local``, item coordinates)."""
    point = item.mapToScene(local if local is not None else item.boundingRect().center())
    qtbot.mouseClick(
        graphics.viewport(), Qt.MouseButton.LeftButton, pos=graphics.mapFromScene(point)
    )


def choose_by_click(qtbot, graphics, scene, item, local=None):
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, graphics, item, local)
    return blocker.args[0]


def _own_view(state):
    return state.view(state.actor())


# -- the island ------------------------------------------
def test_the_island_is_built_from_the_geometry(make_scene):
    state, _ = play_until(lambda s, v: True)
    view = _own_view(state)
    scene, _ = make_scene(view, state.legal_actions())
    catan = catan_map("classic")
    assert len(scene.tile_items()) == len(catan.land) == 19
    assert len(scene.harbour_items()) == len(catan.harbours) == 9
    for tile in scene.tile_items():
        assert tile.terrain == view.board.terrain[tile.tile]
        assert tile.number == view.board.numbers[tile.tile]
    # Each corner sits on the corners of its hexes: about one circumradius from each centre.
    for corner in range(catan.geometry.corner_count):
        point = scene.corner_item(corner).pos()
        for tile in catan.geometry.corner_tiles[corner]:
            centre = scene.tile_item(tile).pos()
            distance = (point - centre).manhattanLength()
            assert 90 < distance < 150
    assert scene.robber_item().isVisible()


def test_pieces_follow_the_view(make_scene):
    state, _ = play_until(lambda s, v: v.phase == "main" and len(v.roads) >= 8)
    view = _own_view(state)
    scene, _ = make_scene(view)
    for corner, seat, kind in view.buildings:
        item = scene.corner_item(corner)
        assert (item.owner, item.kind) == (seat, kind)
        assert item.isVisible()
    roads = dict(view.roads)
    for edge, seat in roads.items():
        assert scene.edge_item(edge).owner == seat
    # Without legal actions nothing may be chosen.
    assert scene.target_items() == []


def test_set_up_settlement_spots_light_up_and_a_click_places_one(qtbot, make_scene):
    state, _ = play_until(lambda s, v: v.phase == "setup_settlement" and len(v.buildings) == 2)
    legal = state.legal_actions()
    scene, graphics = make_scene(_own_view(state), legal)
    spots = {
        c
        for c in range(catan_map().geometry.corner_count)
        if scene.corner_item(c).action is not None
    }
    assert spots == {a.corner for a in legal}
    target = legal[len(legal) // 2]
    assert (
        choose_by_click(qtbot, graphics, scene, scene.corner_item(target.corner), QPointF(0, 0))
        == target
    )


def test_set_up_road_spots_light_up_and_a_click_places_one(qtbot, make_scene):
    state, _ = play_until(lambda s, v: v.phase == "setup_road")
    legal = state.legal_actions()
    scene, graphics = make_scene(_own_view(state), legal)
    lit = [
        e
        for e in range(catan_map().geometry.edge_count)
        if e in {a.edge for a in legal} and scene.edge_item(e).action is not None
    ]
    assert len(lit) == len(legal)
    target = legal[0]
    item = scene.edge_item(target.edge)
    assert item.isVisible()
    assert choose_by_click(qtbot, graphics, scene, item, QPointF(0, 0)) == target


def test_a_build_button_shows_its_spots_and_the_spot_builds(qtbot, make_scene):
    state, _ = play_until(
        lambda s, v: (
            v.phase == "main"
            and any(isinstance(a, PlaceRoad) for a in s.legal_actions())
            and any(isinstance(a, BuildCity | PlaceSettlement) for a in s.legal_actions())
        )
    )
    legal = state.legal_actions()
    scene, graphics = make_scene(_own_view(state), legal)
    road_button = scene.button("road")
    assert road_button.enabled
    click(qtbot, graphics, road_button)
    assert scene.build_mode == "road"
    assert road_button.selected
    roads = [a for a in legal if isinstance(a, PlaceRoad)]
    assert all(scene.edge_item(a.edge).action == a for a in roads)
    assert all(scene.corner_item(c).action is None for c in range(54))
    assert (
        choose_by_click(qtbot, graphics, scene, scene.edge_item(roads[-1].edge), QPointF(0, 0))
        == roads[-1]
    )
    # Pressed again, the button lets go; Escape too.
    click(qtbot, graphics, road_button)
    assert scene.build_mode is None
    other = next(a for a in legal if isinstance(a, BuildCity | PlaceSettlement))
    name = "city" if isinstance(other, BuildCity) else "settlement"
    scene.select_mode(name)
    assert all(scene.edge_item(a.edge).action is None for a in roads)
    assert scene.corner_item(other.corner).action == other
    QCoreApplication.sendEvent(scene, QEvent(QEvent.Type.WindowActivate))
    qtbot.keyClick(graphics, Qt.Key.Key_Escape)
    assert scene.build_mode is None


def test_buttons_are_greyed_when_their_action_is_not_legal(make_scene):
    state, _ = play_until(lambda s, v: v.phase == "roll")
    scene, _ = make_scene(_own_view(state), state.legal_actions())
    for name in ("road", "settlement", "city", "development", "trade", "end"):
        assert not scene.button(name).enabled, name
    assert scene.dice_item().action == Roll()
    state, _ = play_until(lambda s, v: v.phase == "main" and BuyDevelopment() in s.legal_actions())
    scene, _ = make_scene(_own_view(state), state.legal_actions())
    assert scene.button("development").action == BuyDevelopment()
    assert scene.button("end").action == EndTurn()
    assert scene.button("trade").enabled
    assert scene.button("development").cost == {"wool": 1, "grain": 1, "ore": 1}


def test_clicking_the_dice_rolls_and_the_roll_tumbles(qtbot, make_scene):
    state, _ = play_until(lambda s, v: v.phase == "roll" and v.last_roll is not None)
    previous = _own_view(state)
    scene, graphics = make_scene(
        previous, state.legal_actions(), settings_=Settings(animation_speed=1.0)
    )
    assert choose_by_click(qtbot, graphics, scene, scene.dice_item()) == Roll()
    events = state.apply(Roll())
    view = state.view(previous.seat)
    scene.show_view(view, [], events)
    assert scene.dice_item().is_tumbling()
    assert scene.is_animating()
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    assert scene.dice_item().values == view.last_roll
    assert scene.flying_items() == [] or not any(i.scene() for i in scene.flying_items())


def test_production_flies_from_the_hexes_to_the_players(qtbot, make_scene):
    found = None
    for seed in range(40):
        state, events = play_until(
            lambda s, v: v.phase == "roll" and len(v.buildings) >= 6, seeds=range(seed, seed + 1)
        )
        before = _own_view(state)
        clone = state.clone()
        events = clone.apply(Roll())
        if any(e.code == "produced" for e in events):
            found = (state, before, clone, events)
            break
    assert found is not None
    state, before, clone, events = found
    scene, _ = make_scene(before, [], settings_=Settings(animation_speed=1.0))
    scene.show_view(clone.view(before.seat), [], events)
    payouts = next(e for e in events if e.code == "produced").params["payouts"]
    cards = sum(sum(c.values()) for c in payouts.values())
    flying = [i for i in scene.flying_items() if isinstance(i, FlyingItem)]
    assert len(flying) == cards
    assert {i.resource for i in flying} == {r for c in payouts.values() for r in c}
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    assert not any(i.scene() for i in flying)


def test_no_animation_at_speed_zero(make_scene):
    state, _ = play_until(lambda s, v: v.phase == "roll" and len(v.buildings) >= 6)
    before = _own_view(state)
    scene, _ = make_scene(before, [])
    events = state.apply(Roll())
    scene.show_view(state.view(before.seat), [], events)
    assert not scene.is_animating() and scene.flying_items() == []


# -- the robber ------------------------------------------
def test_the_robber_goes_to_a_clicked_hex(qtbot, make_scene):
    state, _ = play_until(lambda s, v: v.phase == "robber")
    legal = state.legal_actions()
    scene, graphics = make_scene(_own_view(state), legal)
    lit = {t.tile for t in scene.tile_items() if t.action is not None}
    assert lit == {a.tile for a in legal}
    assert scene.robber_item().active
    target = legal[-1]
    assert (
        choose_by_click(qtbot, graphics, scene, scene.tile_item(target.tile), QPointF(40, 40))
        == target
    )


def test_the_robber_may_be_dragged_onto_a_hex(qtbot, make_scene):
    state, _ = play_until(lambda s, v: v.phase == "robber")
    legal = state.legal_actions()
    scene, graphics = make_scene(_own_view(state), legal)
    target = legal[0]
    robber = scene.robber_item()
    start = graphics.mapFromScene(robber.scenePos())
    end = graphics.mapFromScene(scene.tile_item(target.tile).scenePos() + QPointF(30, 40))
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.mousePress(graphics.viewport(), Qt.MouseButton.LeftButton, pos=start)
        for k in range(1, 6):
            qtbot.mouseMove(graphics.viewport(), start + (end - start) * k / 5)
        qtbot.mouseRelease(graphics.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert blocker.args == [target]


def test_whom_to_rob_is_a_choice_of_the_players_there_with_their_cards(qtbot, make_scene):
    state, _ = play_until(lambda s, v: v.phase == "steal")
    legal = state.legal_actions()
    view = _own_view(state)
    scene, graphics = make_scene(view, legal)
    popup = scene.popup()
    assert popup.isVisible() and popup.kind == "steal"
    assert {o.key for o in popup.options} == {a.seat for a in legal}
    for option in popup.options:
        assert NAMES[option.key] in option.option.label
        assert str(view.hand_sizes[option.key]) in option.option.label
    target = legal[0]
    assert choose_by_click(qtbot, graphics, scene, popup.option(target.seat)) == Steal(target.seat)


# -- the hand ------------------------------------------
def test_the_hand_is_the_viewers_only(make_scene):
    state, _ = play_until(lambda s, v: v.phase == "main" and sum(v.hand) >= 3)
    for seat in range(state.players):
        view = state.view(seat)
        scene, _ = make_scene(view)
        shown = tuple(
            scene.resource_card(r).count for r in ("brick", "lumber", "wool", "grain", "ore")
        )
        assert shown == view.hand
        assert sorted(c.kind for c in scene.dev_card_items() for _ in range(c.count)) == sorted(
            view.dev_cards
        )
    spectator = state.view(None)
    scene, _ = make_scene(spectator)
    assert not any(scene.resource_card(r).isVisible() for r in ("brick", "ore"))
    assert scene.dev_card_items() == []


def test_new_development_cards_are_marked_and_cannot_be_played(make_scene):
    state, _ = play_until(lambda s, v: v.phase == "main" and len(v.new_dev_cards) >= 1)
    view = _own_view(state)
    scene, _ = make_scene(view, state.legal_actions())
    new = [c for c in scene.dev_card_items() if c.new]
    assert sum(c.count for c in new) == len(view.new_dev_cards)
    assert all(not c.is_active() for c in new)


def test_a_knight_is_played_from_the_hand(qtbot, make_scene):
    state, _ = play_until(lambda s, v: PlayKnight() in s.legal_actions())
    scene, graphics = make_scene(_own_view(state), state.legal_actions())
    knight = next(c for c in scene.dev_card_items() if c.kind == "knight" and not c.new)
    assert choose_by_click(qtbot, graphics, scene, knight, QPointF(0, 0)) == PlayKnight()


def test_monopoly_and_year_of_plenty_ask_for_their_resources(qtbot, make_scene):
    view_state, _ = play_until(lambda s, v: PlayKnight() in s.legal_actions())
    view = _own_view(view_state)
    view = dataclasses.replace(view, dev_cards=("monopoly", "year_of_plenty"), new_dev_cards=())
    legal = [PlayMonopoly(r) for r in ("brick", "wool")] + [
        PlayYearOfPlenty("brick", "ore"),
        PlayYearOfPlenty("ore", "ore"),
        EndTurn(),
    ]
    scene, graphics = make_scene(view, legal)
    monopoly = next(c for c in scene.dev_card_items() if c.kind == "monopoly")
    click(qtbot, graphics, monopoly, QPointF(0, 0))
    popup = scene.popup()
    assert popup.kind == "monopoly"
    assert popup.option("wool").enabled and not popup.option("grain").enabled
    assert choose_by_click(qtbot, graphics, scene, popup.option("wool")) == PlayMonopoly("wool")
    click(qtbot, graphics, popup.option("cancel"))
    assert not popup.isVisible()
    plenty = next(c for c in scene.dev_card_items() if c.kind == "year_of_plenty")
    click(qtbot, graphics, plenty, QPointF(0, 0))
    assert popup.kind == "year_of_plenty"
    assert not popup.option("wool").enabled
    click(qtbot, graphics, popup.option("ore"))
    assert popup.option("brick").enabled and popup.option("ore").enabled
    assert not popup.option("grain").enabled
    assert choose_by_click(qtbot, graphics, scene, popup.option("brick")) == PlayYearOfPlenty(
        "brick", "ore"
    )


def test_discarding_picks_exactly_the_cards_asked(qtbot, make_scene):
    state, _ = play_until(lambda s, v: v.phase == "discard" and v.seat in v.pending_players)
    legal = state.legal_actions()
    view = _own_view(state)
    need = view.to_discard[view.seat]
    scene, graphics = make_scene(view, legal)
    popup = scene.popup()
    assert popup.kind == "discard"
    assert not popup.option("discard").enabled
    picked = 0
    for index, resource in enumerate(("brick", "lumber", "wool", "grain", "ore")):
        for _ in range(view.hand[index]):
            card = scene.resource_card(resource)
            if not card.is_active():
                break
            click(qtbot, graphics, card, QPointF(0, 0))
            picked += 1
    assert picked == need == sum(scene.discard_selection)
    assert not any(scene.resource_card(r).is_active() for r in ("brick", "ore"))
    action = Discard(scene.discard_selection)
    assert action in legal
    assert choose_by_click(qtbot, graphics, scene, scene.popup().option("discard")) == action
    click(qtbot, graphics, scene.popup().option("reset"))
    assert sum(scene.discard_selection) == 0


# -- trading ------------------------------------------
def _main_with_offers():
    return play_until(
        lambda s, v: (
            v.phase == "main"
            and any(isinstance(a, MaritimeTrade) for a in s.legal_actions())
            and any(isinstance(a, OfferTrade) for a in s.legal_actions())
        )
    )


def test_the_trade_window_offers_the_bank_at_the_best_ratio(qtbot, make_scene):
    state, _ = _main_with_offers()
    legal = state.legal_actions()
    view = _own_view(state)
    scene, graphics = make_scene(view, legal)
    click(qtbot, graphics, scene.button("trade"))
    dialog = scene.trade_dialog()
    assert dialog is not None and dialog.isVisible()
    maritime = next(a for a in legal if isinstance(a, MaritimeTrade))
    assert not dialog.bank_button.isEnabled()
    dialog.give_buttons[maritime.give].click()
    dialog.get_buttons[maritime.get].click()
    assert dialog.bank_button.isEnabled()
    ratio = GAME_UI.describe_action(maritime, view, NAMES).split()[1]
    assert f"{ratio}:1" in dialog.give_buttons[maritime.give].text()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.mouseClick(dialog.bank_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [maritime]
    dialog.close()


def test_the_trade_window_builds_only_legal_offers(qtbot, make_scene):
    state, _ = _main_with_offers()
    legal = state.legal_actions()
    view = _own_view(state)
    scene, _ = make_scene(view, legal)
    dialog = scene.open_trade_dialog()
    assert dialog is not None
    assert not dialog.offer_button.isEnabled()  # nothing asked yet
    have = next(i for i, n in enumerate(view.hand) if n > 0)
    want = (have + 1) % 5
    give = [0] * 5
    give[have] = 1
    same = list(give)
    dialog.set_offer(give, same)  # the same resource on both sides
    assert not dialog.offer_button.isEnabled()
    get = [0] * 5
    get[want] = 4  # more than three cards
    dialog.set_offer(give, get)
    assert not dialog.offer_button.isEnabled()
    get[want] = 1
    other = next(s for s in range(view.players) if s != view.seat)
    dialog.set_offer(give, get, other)
    offer = OfferTrade(tuple(give), tuple(get), other)
    assert offer in legal and dialog.offer_button.isEnabled()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(dialog.offer_button, Qt.Key.Key_Space)
    assert blocker.args == [offer]
    # Giving more than one holds is impossible with the spin boxes.
    box = dialog.give_spins["brick"]
    assert box.maximum() == view.hand[0]
    dialog.close()


def test_an_offer_to_answer_shows_who_offers_what_and_accept_only_when_legal(qtbot, make_scene):
    state, _ = play_until(lambda s, v: v.phase == "trade_answer")
    legal = state.legal_actions()
    view = _own_view(state)
    scene, graphics = make_scene(view, legal)
    popup = scene.popup()
    assert popup.kind == "offer"
    assert NAMES[view.turn] in popup.title
    give, get, _to = view.offer
    assert popup.rows[0].cards == tuple(give) and popup.rows[1].cards == tuple(get)
    assert popup.option("accept").enabled == (AnswerTrade(True) in legal)
    assert choose_by_click(qtbot, graphics, scene, popup.option("decline")) == AnswerTrade(False)
    # Without the cards, Accept is greyed.
    scene.show_view(view, [AnswerTrade(False)], [])
    assert not scene.popup().option("accept").enabled


def test_the_offerer_picks_a_partner_or_withdraws(qtbot, make_scene):
    state, _ = play_until(lambda s, v: v.phase == "trade_pick")
    legal = state.legal_actions()
    view = _own_view(state)
    scene, graphics = make_scene(view, legal)
    popup = scene.popup()
    partners = [a.seat for a in legal if isinstance(a, ConfirmTrade)]
    assert partners and all(popup.option(s).enabled for s in partners)
    assert choose_by_click(qtbot, graphics, scene, popup.option(partners[0])) == ConfirmTrade(
        partners[0]
    )
    assert choose_by_click(qtbot, graphics, scene, popup.option("withdraw")) == CancelTrade()


def test_others_see_the_offer_without_buttons(make_scene):
    state, _ = play_until(lambda s, v: v.phase == "trade_answer")
    watcher = state.view(state.turn)
    scene, _ = make_scene(watcher, [])
    assert scene.popup().kind == "offer"
    assert scene.popup().options == []


# -- the keyboard, colour blindness, languages ------------------------------------------
def test_tab_walks_the_targets_and_enter_chooses(qtbot, make_scene):
    state, _ = play_until(lambda s, v: v.phase == "robber")
    legal = state.legal_actions()
    scene, graphics = make_scene(_own_view(state), legal)
    QCoreApplication.sendEvent(scene, QEvent(QEvent.Type.WindowActivate))
    graphics.setFocus()
    qtbot.keyClick(graphics, Qt.Key.Key_Tab)
    first = scene.focusItem()
    assert first in scene.target_items()
    qtbot.keyClick(graphics, Qt.Key.Key_Tab)
    second = scene.focusItem()
    assert second is not first and second in scene.target_items()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(graphics, Qt.Key.Key_Return)
    assert isinstance(blocker.args[0], MoveRobber) and blocker.args[0] == second.action


def test_enter_rolls_when_nothing_has_the_focus(qtbot, make_scene):
    state, _ = play_until(lambda s, v: v.phase == "roll")
    scene, graphics = make_scene(_own_view(state), state.legal_actions())
    QCoreApplication.sendEvent(scene, QEvent(QEvent.Type.WindowActivate))
    graphics.setFocus()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(graphics, Qt.Key.Key_Space)
    assert blocker.args == [Roll()]


def test_colour_blind_shapes_and_language_changes_redraw(make_scene):
    state, _ = play_until(lambda s, v: v.phase == "main" and len(v.roads) >= 6)
    view = _own_view(state)
    scene, _ = make_scene(view, state.legal_actions())
    corner, seat, _kind = view.buildings[0]
    assert scene.corner_item(corner).marker is None
    scene.set_colour_blind(True)
    assert scene.corner_item(corner).marker is not None
    assert scene.panel(seat).marker is not None
    scene.retranslate()
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()


def test_the_panels_show_points_cards_and_special_cards(make_scene):
    state, _ = play_until(lambda s, v: v.phase == "main" and len(v.buildings) >= 6)
    view = dataclasses.replace(
        _own_view(state),
        longest_road_holder=1,
        largest_army_holder=2,
        dev_cards=("victory_point",),
    )
    scene, _ = make_scene(view)
    me = view.seat
    assert scene.panel(me).points == view.public_scores[me] + 1
    assert scene.panel(1).longest and scene.panel(2).largest
    for seat in range(view.players):
        panel = scene.panel(seat)
        assert panel.name == NAMES[seat]
        assert panel.cards == view.hand_sizes[seat]
        assert panel.dev == view.dev_counts[seat]


def test_the_scene_is_created_by_the_game_ui(qapp):
    scene = GAME_UI.create_scene([QColor(c) for c in COLOURS[:3]], Settings())
    assert isinstance(scene, CatanScene)
    assert GAME_UI.title() == "Catan" and GAME_UI.blurb()
    assert GAME_UI.box_art().is_file()
