"""The tray below Canon Noir's board: the two dice, the pool of treasures still to find, and
the cards of a duel.

They stand apart from the board (:mod:`.sea_board`) and the ships (:mod:`.ships`) because they
are off the chart: what the turn rolled and what is left to win.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from capboard.engine.protocol import Action
from capboard.ui import board_text, theme
from capboard.ui.games.canon_noir import texts
from capboard.ui.games.canon_noir.art import renderer
from capboard.ui.games.canon_noir.items import INK, NEUTRAL, Clickable, text_font
from capboard.ui.games.clickable import HIGHLIGHT, Chooser, rounded_path
from capboard.ui.games.dice import DieLook
from capboard.ui.games.dice import paint_die as paint_painted_die

DIE = 58.0


def paint_die(
    painter: QPainter, centre: QPointF, value: int | None, colour: QColor, angle: float
) -> None:
    """One die in ``colour`` showing ``value`` (None: a blank face with a question mark)."""
    look = DieLook(
        size=DIE,
        corner=11,
        pip=5.6,
        face=colour,
        lighter=135,
        darker=115,
        edge=QPen(colour.darker(180), 2),
        ink=theme.contrast_ink(colour),
        font=text_font(30, bold=True),
    )
    paint_painted_die(painter, centre, angle, value, look)


class DiceItem(Clickable):
    """The dice in the colour of the fleet to play; clicking them rolls when a roll is
    legal. After a roll they tumble for a moment, then show the values."""

    def __init__(self, choose: Chooser) -> None:
        super().__init__(choose)
        self.values: tuple[int, ...] = ()
        self.count = 2
        self.colour = QColor(NEUTRAL)
        self._tumble = 1.0
        self._faces: list[int] = []
        self._rng = random.Random(1979)  # only for the faces shown while tumbling

    def set_dice(self, values: Sequence[int], count: int, colour: QColor) -> None:
        """Show ``values`` (empty: not rolled yet) on ``count`` dice in ``colour``."""
        self.values = tuple(values)
        self.count = max(1, count)
        self.colour = QColor(colour)
        self.update()

    def _get_tumble(self) -> float:
        return self._tumble

    def _set_tumble(self, value: float) -> None:
        # New random faces a few times a second while the dice roll.
        if int(value * 9) != int(self._tumble * 9) or not self._faces:
            self._faces = [self._rng.randint(1, 6) for _ in range(2)]
        self._tumble = value
        self.update()

    tumble = Property(float, _get_tumble, _set_tumble)
    """0 when the dice leave the hand, 1 when they lie still."""

    def is_tumbling(self) -> bool:
        """True while the dice roll."""
        return self._tumble < 1.0

    # The hint under the tray is wider than the tray: room for longer languages.
    HINT = QRectF(-90, DIE + 10, 2 * DIE + 200, 24)

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, 2 * DIE + 50, DIE + 52).united(self.HINT)

    def shape(self) -> QPainterPath:
        return rounded_path(QRectF(-6, -6, 2 * DIE + 42, DIE + 12), 14)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tray = QRectF(-6, -6, 2 * DIE + 42, DIE + 12)
        if self._action is not None:
            halo = QColor(HIGHLIGHT)
            halo.setAlphaF(1.0 if self.highlighted() else 0.45 + 0.5 * self._glow)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(halo)
            painter.drawRoundedRect(tray.adjusted(-6, -6, 6, 6), 18, 18)
        painter.setPen(QPen(QColor("#2e1a0b"), 2))
        painter.setBrush(QColor("#2f5d3a"))
        painter.drawRoundedRect(tray, 14, 14)
        rolling = self._tumble < 1.0
        for i in range(self.count):
            centre = QPointF(DIE / 2 + 9 + i * (DIE + 12), DIE / 2)
            if rolling:
                value: int | None = self._faces[i % len(self._faces)] if self._faces else None
                angle = (1.0 - self._tumble) * (540 if i == 0 else -450)
                centre += QPointF(0, -math.sin(self._tumble * math.pi * 3) * 8 * (1 - self._tumble))
            else:
                value = self.values[i] if i < len(self.values) else None
                angle = 0.0
            paint_die(painter, centre, value, self.colour, angle)
        if self._action is not None:
            painter.setPen(INK)
            painter.setFont(
                board_text.fitted_font(
                    texts.roll_hint(self.count), self.HINT.width(), 14, bold=True, largest=22
                )
            )
            painter.drawText(
                self.HINT,
                Qt.AlignmentFlag.AlignCenter,
                texts.roll_hint(self.count),
            )


class PoolItem(QGraphicsItem):
    """The common pool of treasures still hidden on the islands."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_count(self, count: int) -> None:
        """Show ``count`` treasures left."""
        self.count = count
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-12, -4, 194, 100)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer("chest").render(painter, QRectF(0, 4, 70, 56))
        painter.setPen(INK)
        count = f"× {self.count}"
        painter.setFont(
            board_text.fitted_font(count, 96, 30, bold=True, dense=True, largest=44, serif=True)
        )
        painter.drawText(
            QRectF(78, 4, 100, 56),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            count,
        )
        caption = texts.pool_caption()
        painter.setFont(board_text.fitted_font(caption, 184, 14, bold=True, largest=21))
        painter.drawText(QRectF(-10, 64, 190, 26), Qt.AlignmentFlag.AlignLeft, caption)


CARD_WIDTH = 156.0
CARD_HEIGHT = 58.0


class CardItem(Clickable):
    """A button-like card beside the board ("Duel!", "Let it go")."""

    def __init__(self, kind: str, choose: Chooser) -> None:
        super().__init__(choose)
        self.kind = kind
        self.colour = QColor(theme.INK_SOFT)
        self.setVisible(False)

    def set_card(self, action: Action | None, colour: QColor) -> None:
        """Show the card for ``action`` in ``colour``, or hide it (None)."""
        self.colour = QColor(colour)
        self.set_action(action)
        self.setVisible(action is not None)

    def text(self) -> str:
        """The card's words in the current language."""
        return texts.duel_text() if self.kind == "duel" else texts.let_go_text()

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, CARD_WIDTH + 16, CARD_HEIGHT + 16)

    def shape(self) -> QPainterPath:
        return rounded_path(QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT), 12)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 55))
        painter.drawRoundedRect(rect.translated(2, 3), 12, 12)
        halo = QColor(HIGHLIGHT)
        halo.setAlphaF(1.0 if self.highlighted() else 0.45 + 0.5 * self._glow)
        painter.setBrush(halo)
        painter.drawRoundedRect(rect.adjusted(-6, -6, 6, 6), 16, 16)
        fill = QColor("#fff6df") if self.highlighted() else QColor("#fffdf8")
        if self.kind == "duel":
            fill = QColor("#3a2410") if not self.highlighted() else QColor("#5a3a1c")
        painter.setBrush(fill)
        painter.setPen(QPen(self.colour, 3 if self.highlighted() else 2))
        painter.drawRoundedRect(rect, 12, 12)
        painter.setPen(QColor("#fff3d0") if self.kind == "duel" else INK)
        text = self.text()
        painter.setFont(
            board_text.fitted_font(
                text, rect.width() - 12, 19, bold=True, dense=True, largest=30, serif=True
            )
        )
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
