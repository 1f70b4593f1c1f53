"""The Wonders of Catan on the table: the five wonder cards beside the board, under the
buttons, each with its name, what it takes to begin it, the cost of a level, its four levels
(filled in the colour of the player building it) and that player's name. A card lights up
when its move is legal: a click begins that wonder, or builds the next level of one's own.
Everything here is public, like the cards on the table."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from capboard.engine.protocol import Action
from capboard.games.catan.actions import BuildWonderLevel, ChooseWonder
from capboard.games.catan.scenario import scenario
from capboard.games.catan.view import CatanView
from capboard.ui import board_text
from capboard.ui.games.base import player_name
from capboard.ui.games.catan import texts, texts_wonders
from capboard.ui.games.catan.art import INK, NEUTRAL
from capboard.ui.games.catan.art_cards import paint_icon
from capboard.ui.games.catan.art_pieces import paint_marker
from capboard.ui.games.catan.items import Clickable
from capboard.ui.games.catan.layout import BUTTON_H, PANEL_W
from capboard.ui.games.clickable import Chooser, rounded_path
from capboard.ui.plain import literal

WONDER_H = 74.0
WONDER_GAP = 8.0
STONE = QColor("#b9ad98")
"""A level not built yet: bare stone."""


def wonder_pos(top: float, left: float, index: int) -> QPointF:
    """The top-left corner of the ``index``-th wonder card, the first at ``top``."""
    return QPointF(left, top + index * (WONDER_H + WONDER_GAP))


def wonders_top(end_button_y: float) -> float:
    """The top of the column of wonder cards: under the last row of buttons."""
    return end_button_y + BUTTON_H + 22


def paint_wonder(painter: QPainter, box: QRectF, colour: QColor) -> None:
    """A wonder: a temple front (a pediment on three columns and a step), in ``colour``."""
    painter.save()
    w, h = box.width(), box.height()
    painter.setPen(QPen(INK, max(1.0, w * 0.04)))
    painter.setBrush(colour)
    roof = QPolygonF(
        [
            QPointF(box.left() + w * 0.05, box.top() + h * 0.34),
            QPointF(box.center().x(), box.top() + h * 0.06),
            QPointF(box.right() - w * 0.05, box.top() + h * 0.34),
        ]
    )
    painter.drawPolygon(roof)
    for i in range(3):
        x = box.left() + w * (0.14 + 0.29 * i)
        painter.drawRect(QRectF(x, box.top() + h * 0.38, w * 0.14, h * 0.44))
    painter.drawRect(QRectF(box.left() + w * 0.02, box.top() + h * 0.84, w * 0.96, h * 0.1))
    painter.restore()


class WonderItem(Clickable):
    """One wonder card: its builder (or nobody), its levels, and the move it stands for."""

    def __init__(self, wonder: str, cost: Sequence[tuple[str, int]], choose: Chooser) -> None:
        super().__init__(choose)
        self.wonder = wonder
        self.cost = tuple(cost)
        self.owner: int | None = None
        self.owner_name = ""
        self.levels = 0
        self.most = 4
        self.colour = QColor(NEUTRAL)
        self.marker: str | None = None
        self.retranslate()

    def set_state(
        self,
        owner: int | None,
        owner_name: str,
        levels: int,
        most: int,
        colour: QColor,
        marker: str | None,
    ) -> None:
        """Who builds the wonder now and how far, in their colour and shape."""
        state = (owner, owner_name, levels, most, QColor(colour).name(), marker)
        if state != (
            self.owner,
            self.owner_name,
            self.levels,
            self.most,
            self.colour.name(),
            self.marker,
        ):
            self.owner, self.owner_name, self.levels, self.most = owner, owner_name, levels, most
            self.colour, self.marker = QColor(colour), marker
            self.update()
        self.retranslate()

    def retranslate(self) -> None:
        """The tooltip in the current language."""
        cost = texts.cards_text(self._cost_counts())
        self.setToolTip(
            literal(
                texts_wonders.wonder_tooltip(
                    self.wonder,
                    self.owner_name if self.owner is not None else None,
                    self.levels,
                    self.most,
                    cost,
                )
            )
        )
        self.update()

    def _cost_counts(self) -> list[int]:
        cost = dict(self.cost)
        return [cost.get(r, 0) for r in texts.RESOURCES]

    def boundingRect(self) -> QRectF:
        return QRectF(-7, -7, PANEL_W + 14, WONDER_H + 14)

    def shape(self) -> QPainterPath:
        return rounded_path(QRectF(0, 0, PANEL_W, WONDER_H), 10)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, PANEL_W, WONDER_H)
        active = self.is_active()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawRoundedRect(rect.translated(1.5, 2.5), 10, 10)
        if active:
            painter.setBrush(self.halo(0.6))
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 14, 14)
        painter.setBrush(QColor("#fff6df") if self.highlighted() else QColor("#fbf3de"))
        owned = self.owner is not None
        painter.setPen(QPen(self.colour, 3) if owned else QPen(QColor("#a08a66"), 1.5))
        painter.drawRoundedRect(rect, 10, 10)
        paint_wonder(painter, QRectF(8, 10, 48, 54), self.colour if owned else STONE)
        # The name, what it takes to begin it, and a level's cost.
        painter.setPen(INK)
        name = texts_wonders.wonder_name(self.wonder)
        painter.setFont(board_text.fitted_font(name, 160, 19, bold=True, dense=True, largest=24))
        painter.drawText(QRectF(64, 3, 160, 24), Qt.AlignmentFlag.AlignVCenter, name)
        condition = texts_wonders.wonder_condition(self.wonder)
        painter.setFont(board_text.fitted_font(condition, 268, 13, dense=True, largest=18))
        painter.setPen(QColor("#5a4a36"))
        painter.drawText(QRectF(64, 27, 268, 18), Qt.AlignmentFlag.AlignVCenter, condition)
        x = 64.0
        for resource in texts.RESOURCES:
            for _ in range(dict(self.cost).get(resource, 0)):
                paint_icon(painter, resource, QRectF(x, 48, 21, 21))
                x += 18
        # The levels: a block each, filled in the builder's colour once built.
        for level in range(self.most):
            block = QRectF(230 + level * 26, 8, 22, 18)
            painter.setPen(QPen(INK, 1.2))
            painter.setBrush(self.colour if level < self.levels else STONE.lighter(125))
            painter.drawRoundedRect(block, 3, 3)
        # Who builds it: their shape (colour-blind help) and name.
        if owned:
            paint_marker(painter, QPointF(240, 52), 8, self.colour, self.marker)
            painter.setPen(INK)
            painter.setFont(
                board_text.fitted_font(self.owner_name, 82, 15, bold=True, dense=True, largest=24)
            )
            painter.drawText(
                QRectF(252, 40, 84, 24), Qt.AlignmentFlag.AlignVCenter, self.owner_name
            )
        painter.setOpacity(1.0)


def make_wonders(
    scene_add: Callable[[QGraphicsItem], None],
    view: CatanView,
    choose: Chooser,
    left: float,
    top: float,
    z: float,
) -> list[WonderItem]:
    """The wonder cards of ``view``'s scenario, added to the scene (none elsewhere)."""
    if not view.wonders:
        return []
    rules = scenario(view.scenario).wonders
    costs = {w.id: w.cost for w in rules.wonders} if rules is not None else {}
    items = []
    for index, (wonder, _, _) in enumerate(view.wonders):
        item = WonderItem(wonder, costs.get(wonder, ()), choose)
        item.setPos(wonder_pos(top, left, index))
        item.setZValue(z)
        scene_add(item)
        items.append(item)
    return items


def show_wonders(
    items: Sequence[WonderItem],
    view: CatanView,
    legal: Sequence[Action],
    colour: Callable[[int | None], QColor],
    marker: Callable[[int | None], str | None],
    names: Sequence[str],
) -> None:
    """Every card brought up to date: its builder and levels, and the legal move it stands
    for (begin it, or build the next level of one's own)."""
    if not items and not view.wonders:  # another game: no wonder among the legal actions
        return
    moves = {a.wonder: a for a in legal if isinstance(a, ChooseWonder)}
    build = next((a for a in legal if isinstance(a, BuildWonderLevel)), None)
    for item, (wonder, owner, levels) in zip(items, view.wonders, strict=True):
        item.set_state(
            owner,
            player_name(names, owner) if owner is not None else "",
            levels,
            view.wonder_levels_max,
            colour(owner),
            marker(owner),
        )
        if owner is not None and owner == view.current_player and build is not None:
            item.set_action(build)
        else:
            item.set_action(moves.get(wonder))


__all__ = ["WONDER_H", "WonderItem", "make_wonders", "paint_wonder", "show_wonders"]
