"""Cap Horn's board scene: the sea chart with the cards laid on it, the stations and the
clippers; under it the piles, the viewer's hand and the buttons; beside it the logbooks.

The scene redraws from each view it is shown and lights up the targets of the legal actions it
is given: selecting a hand card shows where it may be laid or what it may cover, the squares
the ship may reach glow, the squares it may reach by ignoring its card show their cost. A click
emits :attr:`~capboard.ui.games.base.BoardScene.action_chosen` with one of those actions and
nothing else.

This module holds the scene itself (its items made once, the chart and the players' pieces
built for each game, the cards, ships, logbooks and piles shown from each view, what a choice
reports); what may be chosen is read and lit by :class:`~.targets.TargetsMixin`, the
animations are :class:`~.animation.AnimationMixin`, and :mod:`.stacking` says which item lies
over which.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QSequentialAnimationGroup, QSize, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import QGraphicsItem

from capboard.engine.protocol import Action, Event
from capboard.games.cap_horn.actions import (
    BuyCard,
    CoverCard,
    CrossFinish,
    EndTurn,
    Ignore,
    LayCard,
    Renounce,
    Sail,
    Sprint,
    Stay,
)
from capboard.games.cap_horn.view import CapHornView
from capboard.ui.games.base import BoardScene
from capboard.ui.games.cap_horn import texts
from capboard.ui.games.cap_horn.animation import AnimationMixin, event_square
from capboard.ui.games.cap_horn.art import CHART_MARGIN, renderer
from capboard.ui.games.cap_horn.chart import chart
from capboard.ui.games.cap_horn.chart_items import (
    CardItem,
    FinishItem,
    ShipItem,
    SquareItem,
    StationItem,
)
from capboard.ui.games.cap_horn.hand import ButtonItem, HandCard
from capboard.ui.games.cap_horn.layout import (
    BOARD_HEIGHT,
    BOARD_WIDTH,
    HAND_CARD,
    HAND_CENTRE,
    PILES_X,
    SQUARE,
    STRIP_Y,
    button_pos,
    logbook_pos,
    square_centre,
)
from capboard.ui.games.cap_horn.logbooks import LogbookItem, PileItem
from capboard.ui.games.cap_horn.stacking import Z_CARD, Z_CHART, Z_HAND, Z_SHIP, Z_STATION, Z_TARGET
from capboard.ui.games.cap_horn.targets import TargetsMixin
from capboard.ui.games.clickable import TargetPulse
from capboard.ui.games.marks import around

if TYPE_CHECKING:
    from capboard.controller.settings import Settings

Square = tuple[int, int]

BUTTONS: tuple[tuple[str, str], ...] = (
    ("renounce", "+1"),
    ("sprint", "−5"),
    ("buy", "−1"),
    ("end", ""),
)
"""The board's buttons and the cost each shows."""


class CapHornScene(TargetsMixin, AnimationMixin, BoardScene):
    """Cap Horn's table. Build it with :meth:`CapHornUi.create_scene`; feed it views with
    :meth:`show_view`."""

    def __init__(self, seat_colours: Sequence[QColor], settings: Settings, parent: Any = None):
        super().__init__(seat_colours, settings, parent)
        self._view: CapHornView | None = None
        self._squares: dict[Square, SquareItem] = {}
        self._stations: dict[Square, StationItem] = {}
        self._cards: dict[Square, CardItem] = {}
        self._ships: list[ShipItem] = []
        self._logbooks: list[LogbookItem] = []
        self._hand: list[HandCard] = []
        self._buttons: dict[str, ButtonItem] = {}
        self._flying: list[QGraphicsItem] = []
        self._selected: int | None = None
        self._lay: dict[int, dict[Square, Action]] = {}
        self._cover: dict[int, dict[Square, Action]] = {}
        self._animations = QSequentialAnimationGroup(self)
        self._animations.finished.connect(self._clear_flying)
        self._pulse = TargetPulse(self, self._active_items)
        self._build_static()

    # -- the BoardScene interface ---------------------------------------------------------
    def show_view(self, view: CapHornView, legal: Sequence[Action], events: list[Event]) -> None:  # type: ignore[override]
        """Redraw from ``view``, light up ``legal`` targets and animate ``events``."""
        previous = self._view
        self._stop_animations()
        if previous is None or previous.players != view.players:
            self._build_players(view)
            previous = None  # nothing to animate from on a new table
        self._view = view
        self._legal = list(legal)
        self._show_cards(view)
        self._show_ships(view)
        self._show_logbooks(view)
        self._show_piles(view)
        self._read_targets(view, self._legal)
        self._show_hand(view)
        self._show_targets()
        if previous is not None and events and self.animation_ms(100) > 0:
            self._animate(previous, view, events)
        self._pulse.update()

    def set_colour_blind(self, on: bool) -> None:
        """Show the players' shapes on their clippers and logbooks (or hide them)."""
        super().set_colour_blind(on)
        for ship in self._ships:
            ship.set_marker(self._marker(ship.seat))
        for book in self._logbooks:
            book.set_marker(self._marker(book.seat))

    def retranslate(self) -> None:
        """Re-render tooltips and labels in the current language."""
        for item in self._squares.values():
            card = self._cards.get(item.square)
            item.setToolTip(texts.square_tooltip(item.square, card.kind if card else None))
        for card in self._hand:
            card.setToolTip(texts.card_name(card.kind))
        for button in self._buttons.values():
            button.setToolTip(texts.button_title(button.face))
            button.update()
        if self._view is not None:
            self._show_logbooks(self._view)
            self._show_piles(self._view)

    # -- queries (tests and keyboard users) --------------------------------------------------
    def square_item(self, square: Square) -> SquareItem:
        """The item of a square of the chart."""
        return self._squares[square]

    def card_item(self, square: Square) -> CardItem | None:
        """The card lying on ``square``, if any."""
        return self._cards.get(square)

    def ship_item(self, seat: int) -> ShipItem:
        """The clipper of ``seat``."""
        return self._ships[seat]

    def logbook(self, seat: int) -> LogbookItem:
        """The logbook of ``seat``."""
        return self._logbooks[seat]

    def hand_cards(self) -> list[HandCard]:
        """The viewer's hand, left to right."""
        return list(self._hand)

    def button(self, name: str) -> ButtonItem:
        """One of the buttons: ``renounce``, ``sprint``, ``buy`` or ``end``."""
        return self._buttons[name]

    def finish_item(self) -> FinishItem:
        """The finish line."""
        return self._finish

    def station_item(self, square: Square) -> StationItem:
        """The station on ``square``."""
        return self._stations[square]

    # -- building ------------------------------------------------------------------------------
    def _build_static(self) -> None:
        data = chart()
        scale = SQUARE / 100
        board = QGraphicsSvgItem()
        board.setSharedRenderer(renderer("chart"))
        board.setScale(scale)
        board.setPos(-CHART_MARGIN * scale, -CHART_MARGIN * scale)
        board.setZValue(Z_CHART)
        # The chart takes no clicks, so that dragging it pans the view.
        board.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # The biggest picture of the table, and it never changes: drawn once at the screen's
        # scale, copied at every frame (an SVG item caches only up to 1024x768 pixels unless
        # told more: the chart fitted to a full-HD window is bigger).
        board.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        board.setMaximumCacheSize(QSize(2560, 1600))
        self.addItem(board)
        self._board = board
        for square in data.sea_squares():
            item = SquareItem(square, self._choose)
            item.setPos(square[0] * SQUARE, square[1] * SQUARE)
            item.setZValue(Z_TARGET)
            item.setToolTip(texts.square_tooltip(square, None))
            self.addItem(item)
            self._squares[square] = item
        for station in data.stations:
            buoy = StationItem(station.colour, station.stage)
            buoy.setPos(station.at[0] * SQUARE, station.at[1] * SQUARE)
            buoy.setZValue(Z_STATION)
            self.addItem(buoy)
            self._stations[station.at] = buoy
        self._finish = FinishItem(self._choose)
        self._finish.setZValue(Z_TARGET)
        self.addItem(self._finish)
        for index, (name, cost) in enumerate(BUTTONS):
            button = ButtonItem(name, cost, self._choose)
            button.setPos(button_pos(index))
            button.setZValue(Z_HAND)
            self.addItem(button)
            self._buttons[name] = button
        self._piles = [PileItem(discard=False), PileItem(discard=False), PileItem(discard=True)]
        for i, pile in enumerate(self._piles):
            pile.setPos(PILES_X + HAND_CARD * 0.5 + i * HAND_CARD * 0.98, HAND_CENTRE.y() - 6)
            pile.setZValue(Z_HAND)
            self.addItem(pile)

    def _build_players(self, view: CapHornView) -> None:
        for item in [*self._ships, *self._logbooks]:
            self.removeItem(item)
        self._ships = []
        self._logbooks = []
        for seat in range(view.players):
            ship = ShipItem(seat, self._colour(seat), self._marker(seat))
            ship.setZValue(Z_SHIP)
            self.addItem(ship)
            self._ships.append(ship)
            book = LogbookItem(seat, self._colour(seat), self._marker(seat))
            book.setPos(logbook_pos(seat))
            book.setZValue(Z_HAND)
            self.addItem(book)
            self._logbooks.append(book)
        rect = self.itemsBoundingRect().adjusted(-20, -20, 20, 20)
        # Room for the selected hand card, lifted out of the fan.
        rect.setBottom(max(rect.bottom(), STRIP_Y + 190))
        self.setSceneRect(rect)

    # -- drawing -------------------------------------------------------------------------------
    def _actor(self) -> int | None:
        view = self._view
        if view is None:
            return None
        return view.pending_players[0] if view.pending_players else view.current_player

    def _show_cards(self, view: CapHornView) -> None:
        cards = dict(view.cards)
        for square, item in list(self._cards.items()):
            if cards.get(square) != item.kind:
                self.removeItem(item)
                del self._cards[square]
        for square, kind in cards.items():
            if square not in self._cards:
                item = CardItem(kind, chart().angle_at(square))
                item.setPos(square_centre(square))
                item.setZValue(Z_CARD)
                self.addItem(item)
                self._cards[square] = item
        for square, target in self._squares.items():
            target.setToolTip(texts.square_tooltip(square, cards.get(square)))
        for square, buoy in self._stations.items():
            buoy.set_under_card(square in cards)

    def _ship_places(self, view: CapHornView) -> list[QPointF]:
        """Where each clipper is drawn: ships sharing a square (a station) sit side by side."""
        by_square: dict[Square, list[int]] = {}
        for seat, square in enumerate(view.ships):
            by_square.setdefault(tuple(square), []).append(seat)  # type: ignore[arg-type]
        places = [QPointF()] * len(view.ships)
        if view.end_reason == "finish" and view.winner is not None:
            # The winner has crossed the finish line: their clipper shows beyond it.
            by_square = {k: [s for s in v if s != view.winner] for k, v in by_square.items()}
            by_square[(-1, -1)] = [view.winner]
        for square, seats in by_square.items():
            centre = self._square_point(square)
            for i, seat in enumerate(seats):
                offset = (i - (len(seats) - 1) / 2) * SQUARE * 0.22
                places[seat] = centre + QPointF(offset, offset * 0.4)
        return places

    def _square_point(self, square: Square) -> QPointF:
        data = chart()
        x, y = square
        if 0 <= x < data.width and 0 <= y < data.height:
            return square_centre(square)
        # Across the finish line: beyond stage 3's northern edge.
        finish = data.finish
        return QPointF(
            (finish.xs.start + len(finish.xs) / 2) * SQUARE, (finish.ys.start - 0.7) * SQUARE
        )

    def _show_ships(self, view: CapHornView) -> None:
        places = self._ship_places(view)
        for seat, ship in enumerate(self._ships):
            if seat < len(places):
                ship.setPos(places[seat])
                ship.setScale(0.8 if self._shared(view, seat) else 1.0)

    @staticmethod
    def _shared(view: CapHornView, seat: int) -> bool:
        return sum(1 for s in view.ships if s == view.ships[seat]) > 1

    def _show_logbooks(self, view: CapHornView) -> None:
        for seat, book in enumerate(self._logbooks):
            start = view.start_order.index(seat) + 1 if seat in view.start_order else None
            book.set_state(
                view.points[seat],
                view.roses[seat],
                view.hand_sizes[seat],
                start,
                seat == view.current_player and not view.is_over,
            )

    def _show_piles(self, view: CapHornView) -> None:
        for pile, count in zip(self._piles, view.piles, strict=False):
            pile.set_cards(count)
        self._piles[2].set_cards(len(view.discard), view.discard[-1] if view.discard else None)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self._selected is not None:
            self.select_card(None)
            event.accept()
            return
        super().keyPressEvent(event)

    def controls(self) -> list[QGraphicsItem]:
        """The buttons beside the hand."""
        return list(self._buttons.values())

    def action_places(self, action: Action) -> list[tuple[QPointF, float]]:
        """The square a card goes to or the ship sails to, the finish line, or the button."""
        if isinstance(action, LayCard | CoverCard | Sail | Ignore):
            return [(square_centre((action.x, action.y)), SQUARE * 0.55)]
        if isinstance(action, CrossFinish):
            return [around(self._finish, 0.4)]
        name = {Renounce: "renounce", Stay: "renounce", Sprint: "sprint", BuyCard: "buy"}.get(
            type(action), "end" if isinstance(action, EndTurn) else None
        )
        return [around(self._buttons[name], 0.5)] if name in self._buttons else []

    def recent_places(self, events: Sequence[Event]) -> list[tuple[QPointF, float]]:
        """Cards laid or covered, and where ships sailed to."""
        places = []
        for event in events:
            key = {"card_laid": "at", "card_covered": "at", "sailed": "to", "ignored": "to"}
            square = event_square(event.params.get(key.get(event.code, "")))
            if square is not None:
                places.append((square_centre(square), SQUARE * 0.62))
        return places


__all__ = ["BOARD_HEIGHT", "BOARD_WIDTH", "CapHornScene"]
