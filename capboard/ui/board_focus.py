"""What the piece with the keyboard focus on the board stands for, told to a screen reader.

Tab walks the board's pieces that may be chosen (see :meth:`BoardScene.focusNextPrevChild`);
a graphics item has no accessible interface of its own, so as the focus moves the board says
in words what the piece would play: the same words as the Moves list ("Settlement between
Forest 6, Hills 8 and Pasture 3"), or the piece's tooltip for a piece that is a first step
(a card picked up before the square it is laid on). The words are announced and kept as the
board's accessible description.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QWidget

from capboard.engine.protocol import Action
from capboard.ui import accessibility

Describe = Callable[[Action], str]


class BoardFocusWords(QObject):
    """Follows the focus inside the board's scene and says what the focused piece plays."""

    def __init__(self, board: QWidget, describe: Describe) -> None:
        super().__init__(board)
        self._board = board
        self._describe = describe
        self._scene: QGraphicsScene | None = None

    def follow(self, scene: QGraphicsScene | None) -> None:
        """Follow the focus in ``scene`` (the board's new scene), no longer in the last."""
        if self._scene is not None:
            # The scene may be gone already (a game put away).
            with contextlib.suppress(RuntimeError, TypeError):
                self._scene.focusItemChanged.disconnect(self._focused)
        self._scene = scene
        if scene is not None:
            scene.focusItemChanged.connect(self._focused)

    def words_for(self, item: QGraphicsItem) -> str:
        """What ``item`` stands for, in words (empty: nothing to say)."""
        action_at = getattr(item, "action_at", None)
        action = action_at(None) if callable(action_at) else None
        if isinstance(action, Action):
            return self._describe(action)
        return item.toolTip()

    def _focused(
        self, item: QGraphicsItem | None, _old: QGraphicsItem | None, _reason: Qt.FocusReason
    ) -> None:
        if item is None:
            return
        text = self.words_for(item)
        self._board.setAccessibleDescription(text)
        accessibility.announce(self._board, text)
