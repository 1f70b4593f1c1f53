"""What Canon Noir's board items share: :class:`Clickable` (an item that stands for at most one
legal action), the inks and the font they draw with, and a left-out fleet's colour.

Items only draw what they are told and report clicks: each interactive item is given the legal
action it stands for and a ``choose`` callback; it never decides what is legal. They are grouped
by where they stand: the sea board and its ports in :mod:`.sea_board`, the ships and the
squares they may sail to in :mod:`.ships`, the dice, the treasure pool and a duel's cards in
:mod:`.tray`, the aiming game's cannon, gauge, ball and splash in :mod:`.aiming`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsItem

from capboard.engine.protocol import Action
from capboard.ui.games.clickable import Chooser, ClickableItem

NEUTRAL = QColor("#8a8178")
"""The colour of a fleet left out of the game."""

INK = QColor("#3a2410")
"""The dark brown of the board's lines and writing."""
PARCHMENT = QColor("#ecd9a8")
"""The old chart's paper."""


def text_font(pixels: int, bold: bool = False, serif: bool = False) -> QFont:
    """A font of ``pixels`` pixels, bold and serif when asked."""
    font = QFont("serif") if serif else QFont()
    if serif:
        font.setStyleHint(QFont.StyleHint.Serif)
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


class Clickable(ClickableItem):
    """An item that stands for at most one legal action, set by the scene."""

    def __init__(self, choose: Chooser, parent: QGraphicsItem | None = None) -> None:
        super().__init__(choose, parent)
        self._action: Action | None = None
        self._set_interactive(False)

    def set_action(self, action: Action | None) -> None:
        """The action a click on this item chooses now (None: none)."""
        self._action = action
        self._set_interactive(action is not None)
        self.update()

    @property
    def action(self) -> Action | None:
        """The action a click chooses, or None."""
        return self._action

    def action_at(self, pos: QPointF | None) -> Action | None:
        return self._action
