"""Helpers shared by the game scenes' animations."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QAnimationGroup


def empty_group(group: QAnimationGroup) -> None:
    """Finish ``group`` at once and delete its animations one by one.

    An animation cut short by the next move jumps to its end first, so every item stands where
    the view put it (a card flying in from a logbook lands on its square); stopping alone would
    leave items halfway. ``QAnimationGroup.clear()`` is not used: it prints a Qt warning when
    the group holds more than one animation, and Qt warnings fail the tests."""
    if group.state() != QAbstractAnimation.State.Stopped and group.totalDuration() > 0:
        group.setCurrentTime(group.totalDuration())
    group.stop()
    while group.animationCount():
        group.takeAnimation(group.animationCount() - 1).deleteLater()
