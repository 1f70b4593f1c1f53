"""The scenes empty their animation groups without Qt's warning (Qt warnings fail tests)."""

from __future__ import annotations

from PySide6.QtCore import QParallelAnimationGroup, QSequentialAnimationGroup, QVariantAnimation
from pytestqt.qtbot import QtBot

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
