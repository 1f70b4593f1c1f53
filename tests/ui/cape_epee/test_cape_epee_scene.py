"""De Cape et d'Épée's table: what it draws, what it hides and what a click chooses."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from capboard.controller.settings import Settings
from capboard.engine.protocol import Event
from capboard.games.cape_epee.actions import (
    KeepObjectives,
    NoSlip,
    PlayCard,
    SlipCard,
    SwapObjectives,
)
from capboard.ui.games.cape_epee import texts
from capboard.ui.games.cape_epee.art import CARD_H, CARD_W
from capboard.ui.games.cape_epee.columns import InfluenceCardItem
from tests.ui.cape_epee.conftest import disguise_view, hand_view, traitor_view


def click(qtbot, graphics: QGraphicsView, item: QGraphicsItem, local: QPointF | None = None):
    """A real left click through the view on ``item``."""
    point = item.mapToScene(local if local is not None else item.boundingRect().center())
    qtbot.mouseClick(
        graphics.viewport(), Qt.MouseButton.LeftButton, pos=graphics.mapFromScene(point)
    )


def play_legal(view) -> list:
    return [
        PlayCard(card, column)
        for card in view.hand
        for column, c in enumerate(view.columns)
        if not c.closed
    ]


def render(item: InfluenceCardItem) -> QImage:
    image = QImage(int(CARD_W) + 10, int(CARD_H) + 10, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.translate(CARD_W / 2 + 5, CARD_H / 2 + 5)
    item.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    return image


def test_the_scene_builds_from_a_view(make_scene) -> None:
    view = hand_view()
    scene, _ = make_scene(view, play_legal(view))
    assert [len(scene.card_items(i)) for i in range(3)] == [2, 2, 2]
    assert [c.card_id for c in scene.hand_cards()] == ["queen", "traitor", "witch"]
    assert scene.objective_item(2).closed
    assert scene.panel(0).score == 4 and len(scene.panel(0).won) == 1
    assert not scene.button("keep").isVisible() and not scene.button("no-slip").isVisible()


def test_another_seats_face_down_card_never_shows_its_face(make_scene) -> None:
    scene, _ = make_scene(hand_view())
    hidden = scene.card_items(0)[1]
    assert hidden.card_id is None and not hidden.shows_face and not hidden.shows_peek
    assert hidden.toolTip() == texts.hidden_tooltip()
    # Drawn exactly as a back of Bruno's colour: nothing of any face leaks into the picture.
    back = InfluenceCardItem(1, None, False, hidden.colour, None)
    assert render(hidden) == render(back)
    queen = InfluenceCardItem(1, "queen", False, hidden.colour, None)
    assert render(queen) != render(back)  # the peek would show


def test_the_viewers_own_face_down_card_shows_a_peek(make_scene) -> None:
    scene, _ = make_scene(hand_view())
    own = scene.card_items(1)[1]
    assert own.shows_peek and not own.shows_face
    assert "King" in own.toolTip()


def test_playing_by_click_emits_play_card(qtbot, make_scene) -> None:
    view = hand_view()
    scene, graphics = make_scene(view, play_legal(view))
    chosen = []
    scene.action_chosen.connect(chosen.append)
    click(qtbot, graphics, scene.hand_cards()[0])
    assert scene.selected_card == "queen"
    column = scene.column_item(1)
    click(qtbot, graphics, column, column.slot)
    assert chosen == [PlayCard("queen", 1)]


def test_playing_by_drag_emits_play_card(qtbot, make_scene) -> None:
    view = hand_view()
    scene, graphics = make_scene(view, play_legal(view))
    chosen = []
    scene.action_chosen.connect(chosen.append)
    card = scene.hand_cards()[2]
    start = graphics.mapFromScene(card.scenePos())
    end = graphics.mapFromScene(scene.column_item(0).mapToScene(QPointF(0, 400)))
    qtbot.mousePress(graphics.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 6):
        qtbot.mouseMove(graphics.viewport(), start + (end - start) * (i / 5))
    qtbot.mouseRelease(graphics.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert chosen == [PlayCard("witch", 0)]


def test_a_closed_column_refuses_cards(qtbot, make_scene) -> None:
    view = hand_view()
    scene, graphics = make_scene(view, play_legal(view))
    chosen = []
    scene.action_chosen.connect(chosen.append)
    click(qtbot, graphics, scene.hand_cards()[0])
    closed = scene.column_item(2)
    assert closed.closed and not closed.is_active()
    click(qtbot, graphics, closed, closed.slot)
    assert chosen == []


def test_the_traitor_swaps_or_keeps(qtbot, make_scene) -> None:
    view = traitor_view()
    legal = [SwapObjectives(1), SwapObjectives(2), KeepObjectives()]
    scene, graphics = make_scene(view, legal)
    chosen = []
    scene.action_chosen.connect(chosen.append)
    assert scene.objective_item(0).source
    assert not any(c.is_active() for c in scene.hand_cards())
    click(qtbot, graphics, scene.objective_item(1), QPointF(0, 0))
    assert scene.button("keep").isVisible()
    click(qtbot, graphics, scene.button("keep"))
    assert chosen == [SwapObjectives(1), KeepObjectives()]


def test_the_disguise_slips_a_card_or_nothing(qtbot, make_scene) -> None:
    view = disguise_view()
    legal = [SlipCard(c) for c in view.hand] + [NoSlip()]
    scene, graphics = make_scene(view, legal)
    chosen = []
    scene.action_chosen.connect(chosen.append)
    click(qtbot, graphics, scene.hand_cards()[1])
    click(qtbot, graphics, scene.button("no-slip"))
    assert chosen == [SlipCard("traitor"), NoSlip()]


def test_tooltips_give_ability_texts(make_scene) -> None:
    scene, _ = make_scene(hand_view())
    dragon = scene.card_items(1)[0]
    assert texts.ability_text("dragon") in dragon.toolTip()
    assert "−2" in dragon.toolTip()
    assert texts.ability_text("queen") in scene.hand_cards()[0].toolTip()
    for card_id in ("king", "explorer", "assassin", "musketeers", "beggar"):
        assert texts.ability_text(card_id)


def test_events_animate_and_settle(qtbot, make_scene) -> None:
    view = hand_view()
    scene, _ = make_scene(view, play_legal(view), settings_=Settings(animation_speed=4.0))
    after = hand_view(
        columns=(
            view.columns[0],
            view.columns[1].__class__(
                view.columns[1].objective,
                (*view.columns[1].cards, view.columns[1].cards[0].__class__(1, None, False)),
                False,
                False,
            ),
            view.columns[2],
        )
    )
    events = [
        Event("card_played", {"seat": 1, "column": 1}),
        Event("assassinated", {"column": 0, "seat": 1, "card": "juliet", "by": 2}),
    ]
    scene.show_view(after, [], events)
    assert scene.is_animating()
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    assert len(scene.card_items(1)) == 3
