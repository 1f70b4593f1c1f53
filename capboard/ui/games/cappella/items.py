"""The pieces of Cappella's board: tokens, paths (sticks), buildings and the building cards.

Items only draw what they are told and report clicks: each interactive item is given the legal
actions it stands for and a ``choose`` callback; it never decides what is legal.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from capboard.engine.protocol import Action
from capboard.ui import theme
from capboard.ui.games.cappella.art import building_renderer, token_renderer
from capboard.ui.games.cappella.layout import (
    BUILDING_SIZE,
    STICK_LENGTH,
    STICK_WIDTH,
    TOKEN_RADIUS,
)
from capboard.ui.games.clickable import HIGHLIGHT, Chooser, ClickableItem

Describer = Callable[[Action], str]


def stick_path(length: float = STICK_LENGTH, width: float = STICK_WIDTH) -> QPainterPath:
    """A stick centred on the origin along the x axis."""
    path = QPainterPath()
    path.addRoundedRect(QRectF(-length / 2, -width / 2, length, width), width / 2, width / 2)
    return path


def paint_stick(
    painter: QPainter, colour: QColor, marker: str | None, length: float = STICK_LENGTH
) -> None:
    """Draw a path in ``colour``; ``marker`` (a player's shape) is repeated along it when the
    colour-blind patterns are on."""
    width = STICK_WIDTH
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawPath(stick_path(length, width).translated(1.2, 1.8))
    gradient = QLinearGradient(0, -width / 2, 0, width / 2)
    gradient.setColorAt(0.0, colour.lighter(140))
    gradient.setColorAt(0.45, colour)
    gradient.setColorAt(1.0, colour.darker(125))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(colour.darker(190), 1.2))
    painter.drawPath(stick_path(length, width))
    if marker:
        size = width * 0.78
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.contrast_ink(colour))
        for x in (-length / 4, 0.0, length / 4):
            rect = QRectF(x - size / 2, -size / 2, size, size)
            painter.drawPath(theme.shape_path(marker, rect))


class TokenItem(ClickableItem):
    """A round token with its symbol; glows when a building may be placed on it."""

    def __init__(self, cell: int, token: str, label: str, choose: Chooser) -> None:
        super().__init__(choose)
        self.cell = cell
        self.token = token
        self.label = label
        self._target: Action | None = None
        self._target_colour = QColor()
        self._svg = _picture(self)
        self._svg.setSharedRenderer(token_renderer(token))
        # The SVG disc's outer edge is at 48.5 of 100 units.
        scale = TOKEN_RADIUS / 48.5
        self._svg.setScale(scale)
        self._svg.setPos(-50 * scale, -50 * scale)
        self._preview = _picture(self)
        self._preview.setOpacity(0.6)
        self._preview.setVisible(False)
        self._preview.setZValue(2)
        self._set_interactive(False)

    def boundingRect(self) -> QRectF:
        r = TOKEN_RADIUS + 9
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), TOKEN_RADIUS, TOKEN_RADIUS)
        return path

    def set_target(self, action: Action | None, colour: QColor, building: str | None) -> None:
        """Make the token a place for a building (``action`` a PlaceBuilding) or not."""
        self._target = action
        self._target_colour = QColor(colour)
        if action is not None and building is not None:
            self._preview.setSharedRenderer(building_renderer(building, colour))
            place_building_picture(self._preview)
        self._preview.setVisible(False)
        self._set_interactive(action is not None)
        self.update()

    def action_at(self, pos: QPointF | None) -> Action | None:
        return self._target

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._preview.setVisible(self._target is not None)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._preview.setVisible(self.hasFocus() and self._target is not None)
        super().hoverLeaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._preview.setVisible(self._target is not None)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._preview.setVisible(self._hovered and self._target is not None)
        super().focusOutEvent(event)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self._target is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        strong = self.highlighted()
        halo = QColor(HIGHLIGHT)
        halo.setAlphaF(0.95 if strong else 0.45 + 0.45 * self._glow)
        painter.setPen(QPen(halo, 9 if strong else 7))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), TOKEN_RADIUS + 3, TOKEN_RADIUS + 3)
        painter.setPen(QPen(self._target_colour, 3.5 if strong else 2.5))
        painter.drawEllipse(QPointF(0, 0), TOKEN_RADIUS + 3, TOKEN_RADIUS + 3)


def _picture(parent: QGraphicsItem) -> QGraphicsSvgItem:
    """A picture that takes no clicks: a press on it reaches its parent, or pans the board."""
    svg = QGraphicsSvgItem(parent)
    svg.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return svg


def place_building_picture(svg: QGraphicsSvgItem) -> None:
    """Size and place a building's picture so that it stands on the middle of a token."""
    scale = BUILDING_SIZE / 100
    svg.setScale(scale)
    # The building's ground line is at 88 of 100 units: stand it a little below the centre.
    svg.setPos(-50 * scale, 14 - 88 * scale)


class SideItem(ClickableItem):
    """The gap between two neighbouring tokens: empty, a path, a place to lay one (a faint
    stick), or a path that may pay for a building (it glows; each half pays the material of
    the token it lies on)."""

    def __init__(self, a: int, b: int, choose: Chooser, describe: Describer) -> None:
        super().__init__(choose)
        self.a = a
        self.b = b
        self._describe = describe
        self.owner: int | None = None
        self._colour = QColor()
        self._marker: str | None = None
        self._place: Action | None = None
        self._place_colour = QColor()
        self._pay: dict[str, Action] = {}
        self._hover_half: str | None = None
        self._set_interactive(False)

    # -- state ---------------------------------------------------------------------------
    def set_path(self, owner: int | None, colour: QColor, marker: str | None) -> None:
        """Show a path of ``owner`` in ``colour`` (None: no path); ``marker`` is the
        colour-blind shape, or None."""
        self.owner = owner
        self._colour = QColor(colour)
        self._marker = marker
        self._refresh()

    def set_targets(
        self, place: Action | None, colour: QColor, pay_a: Action | None, pay_b: Action | None
    ) -> None:
        """The actions this side stands for: laying a path here in ``colour``, or paying with
        the half lying on token ``a`` or on token ``b``."""
        self._place = place
        self._place_colour = QColor(colour)
        self._pay = {k: v for k, v in (("a", pay_a), ("b", pay_b)) if v is not None}
        self._set_interactive(place is not None or bool(self._pay))
        self._refresh()

    def _refresh(self) -> None:
        self.setVisible(self.owner is not None or self._place is not None)
        actions = ([self._place] if self._place else []) + list(dict.fromkeys(self._pay.values()))
        self.setToolTip("\n".join(self._describe(a) for a in actions if a is not None))
        self.update()

    @property
    def is_slot(self) -> bool:
        """True when a path may be laid here."""
        return self._place is not None

    @property
    def pay_actions(self) -> tuple[Action, ...]:
        """The payments this path offers, without repeats."""
        return tuple(dict.fromkeys(self._pay.values()))

    def action_at(self, pos: QPointF | None) -> Action | None:
        if self._place is not None:
            return self._place
        if not self._pay:
            return None
        half = self._half(pos) if pos is not None else None
        return self._pay.get(half or "", None) or next(iter(self._pay.values()))

    def _half(self, pos: QPointF) -> str:
        return "a" if pos.x() < 0 else "b"

    # -- geometry --------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        m = 8
        return QRectF(
            -STICK_LENGTH / 2 - m, -STICK_WIDTH / 2 - m, STICK_LENGTH + 2 * m, STICK_WIDTH + 2 * m
        )

    def shape(self) -> QPainterPath:
        # Wider than the stick so that a thin path is easy to hit.
        path = QPainterPath()
        path.addRoundedRect(QRectF(-STICK_LENGTH / 2, -9, STICK_LENGTH, 18), 9, 9)
        return path

    # -- events ------------------------------------------------------------------------------
    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        half = self._half(event.pos())
        if half != self._hover_half:
            self._hover_half = half
            self.update()
        super().hoverMoveEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover_half = None
        super().hoverLeaveEvent(event)

    # -- painting ------------------------------------------------------------------------------
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        strong = self.highlighted()
        if self.owner is None and self._place is not None:
            self._paint_slot(painter, strong)
            return
        if self._pay:
            self._paint_pay_glow(painter, strong)
        paint_stick(painter, self._colour, self._marker)

    def _paint_slot(self, painter: QPainter, strong: bool) -> None:
        colour = QColor(self._place_colour)
        if strong:
            halo = QColor(HIGHLIGHT)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(halo)
            painter.drawPath(stick_path(STICK_LENGTH + 8, STICK_WIDTH + 8))
            paint_stick(painter, colour, self._marker)
            return
        colour.setAlphaF(0.28 + 0.2 * self._glow)
        painter.setBrush(colour)
        pen = QPen(self._place_colour.darker(130), 1.4, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawPath(stick_path())

    def _paint_pay_glow(self, painter: QPainter, strong: bool) -> None:
        halo = QColor(HIGHLIGHT)
        halo.setAlphaF(0.5 + 0.4 * self._glow)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(halo)
        painter.drawPath(stick_path(STICK_LENGTH + 9, STICK_WIDTH + 9))
        if strong and len(set(self._pay.values())) > 1 and self._hover_half is not None:
            # Two materials: light up the half that will be paid.
            half = QRectF(
                -STICK_LENGTH / 2 - 6, -STICK_WIDTH / 2 - 6, STICK_LENGTH / 2 + 6, STICK_WIDTH + 12
            )
            if self._hover_half == "b":
                half.moveLeft(0)
            painter.setBrush(QColor("#ffffff"))
            painter.drawRoundedRect(half, 8, 8)
        elif strong:
            painter.setBrush(QColor("#ffffff"))
            painter.drawPath(stick_path(STICK_LENGTH + 9, STICK_WIDTH + 9))


class GhostStick(QGraphicsObject):
    """A path leaving the board, drawn only while it fades away."""

    def __init__(self, colour: QColor, marker: str | None) -> None:
        super().__init__()
        self._colour = QColor(colour)
        self._marker = marker
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(
            -STICK_LENGTH / 2 - 3, -STICK_WIDTH / 2 - 3, STICK_LENGTH + 6, STICK_WIDTH + 6
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_stick(painter, self._colour, self._marker)


class BuildingItem(QGraphicsObject):
    """A building standing on a token, in its owner's colour (with the owner's shape on a
    small badge when the colour-blind patterns are on)."""

    def __init__(self, owner: int, building: str, colour: QColor, marker: str | None) -> None:
        super().__init__()
        self.owner = owner
        self.building = building
        self._colour = QColor(colour)
        self._marker = marker
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._svg = _picture(self)
        self._svg.setSharedRenderer(building_renderer(building, colour))
        # The picture goes behind this item's own painting: the badge is drawn on top of it.
        self._svg.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, True)
        place_building_picture(self._svg)

    def set_marker(self, marker: str | None) -> None:
        """Show or hide the owner's shape badge."""
        self._marker = marker
        self.update()

    @property
    def marker(self) -> str | None:
        """The owner's shape on the badge, or None when the badge is hidden."""
        return self._marker

    def boundingRect(self) -> QRectF:
        half = BUILDING_SIZE / 2
        return QRectF(-half - 2, -half - 14, BUILDING_SIZE + 4, BUILDING_SIZE + 20)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._marker:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Bottom right, on the token's rim, clear of the building's door.
        centre = QPointF(TOKEN_RADIUS * 0.62, TOKEN_RADIUS * 0.5)
        r = 9.0
        painter.setPen(QPen(theme.INK, 1.5))
        painter.setBrush(self._colour)
        painter.drawEllipse(centre, r, r)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.contrast_ink(self._colour))
        inner = r * 0.62
        painter.drawPath(
            theme.shape_path(
                self._marker, QRectF(centre.x() - inner, centre.y() - inner, 2 * inner, 2 * inner)
            )
        )
