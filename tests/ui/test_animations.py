"""The scenes' animations: their groups empty without Qt's warning (Qt warnings fail tests),
and moves played faster than the animations leave every item where the view says."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QParallelAnimationGroup, QSequentialAnimationGroup, QVariantAnimation
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from capboard.controller.settings import Settings
from capboard.engine import registry
from capboard.engine.levels import make_bot
from capboard.ui import theme
from capboard.ui.games import game_ui
from capboard.ui.games.animations import empty_group


def test_a_running_group_of_several_animations_is_emptied(qtbot: QtBot) -> None:
    for group in (QParallelAnimationGroup(), QSequentialAnimationGroup()):
        for _ in range(3):
            animation = QVariantAnimation()
            animation.setStartValue(0.0)
            animation.setEndValue(1.0)
            animation.setDuration(1000)
            group.addAnimation(animation)
        group.start()
        assert group.animationCount() == 3
        empty_group(group)
        assert group.animationCount() == 0
        assert group.state() == QParallelAnimationGroup.State.Stopped


# -- every game: animations cut short end where the view says --------------------------------

GAMES = {
    # game id: (players, actions played one after the other, faster than the animations)
    "cappella": (2, 40),
    "canon-noir": (2, 80),
    "cap-horn": (3, 70),
    "cape-epee": (3, 40),
    "catan": (3, 120),
}


def _picture(scene: QGraphicsScene) -> list[tuple]:
    """Every visible item of the scene: its kind, where it is, its size and opacity."""
    seen = []
    for item in scene.items():
        if not item.isVisible():
            continue
        point = item.scenePos()
        seen.append(
            (
                type(item).__name__,
                round(point.x(), 1),
                round(point.y(), 1),
                round(item.scale(), 3),
                round(item.rotation(), 1),
                round(item.effectiveOpacity(), 2),
            )
        )
    return sorted(seen)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_moves_faster_than_the_animations_leave_every_item_where_the_view_says(
    qtbot: QtBot, game_id: str
) -> None:
    players, count = GAMES[game_id]
    game = registry.get(game_id)
    ui = game_ui(game_id)
    colours = [QColor(c) for c, _ in theme.PLAYER_COLOURS[:players]]
    # The quickest animations the settings offer (half as long as the usual ones): the moves
    # are shown one after the other with no event handled between them, so each one's
    # animations are still running when the next comes, however long they are; shorter ones
    # only make the wait for the last to end shorter.
    hurried = ui.create_scene(colours, Settings(animation_speed=2.0))
    state = game.new_state(players, 3)
    bots = [make_bot("easy", game, seat, seat) for seat in range(players)]

    def shown(scene, events) -> None:
        legal = state.legal_actions() if state.actor() == 0 else []
        scene.show_view(state.view(0), legal, [e.seen_by(0) for e in events])

    shown(hurried, [])
    for _ in range(count):
        if state.is_over:
            break
        seat = state.actor()
        events = state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        shown(hurried, events)  # the next move comes before the last one's animation ends
    qtbot.waitUntil(lambda: not hurried.is_animating(), timeout=10000)
    still = ui.create_scene(colours, Settings(animation_speed=0.0))
    shown(still, [])
    assert _picture(hurried) == _picture(still)
