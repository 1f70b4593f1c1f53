"""Helpers shared by the game scenes' animations."""

from __future__ import annotations

from PySide6.QtCore import QAnimationGroup


def empty_group(group: QAnimationGroup) -> None:
    """Stop ``group`` and delete its animations one by one: ``QAnimationGroup.clear()`` prints
    a Qt warning when the group holds more than one animation, and Qt warnings fail the tests."""
    group.stop()
    while group.animationCount():
        group.takeAnimation(group.animationCount() - 1).deleteLater()
