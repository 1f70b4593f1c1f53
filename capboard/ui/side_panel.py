"""The side panel: one card per player with colour, shape, name, kind and the game's lines."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from capboard.ui import theme

if TYPE_CHECKING:
    from capboard.engine.protocol import View
    from capboard.engine.record import SeatRecord
    from capboard.ui.games.base import GameUi

SWATCH = 28


class PlayerCard(QFrame):
    """One player: swatch with shape marker, name, person/computer, and the game's lines."""

    def __init__(self, seat: int, record: SeatRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.record = record
        self.setObjectName("PlayerCard")
        self.setProperty("current", False)
        self.swatch = QLabel()
        self.swatch.setPixmap(
            theme.swatch_pixmap(record.colour, seat, SWATCH, self.devicePixelRatioF())
        )
        self.swatch.setFixedSize(SWATCH, SWATCH)
        self.name = QLabel(record.name)
        theme.set_heading_font(self.name, 1.15)
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.name.setWordWrap(True)  # a long name shows whole, on two lines
        self.kind = QLabel()
        self.kind.setStyleSheet(f"color: {theme.INK_SOFT.name()};")
        self.kind.setTextFormat(Qt.TextFormat.PlainText)  # a level read from a file
        self.turn = QLabel()
        self.turn.setStyleSheet("font-weight: bold;")
        self.lines = QLabel()
        self.lines.setWordWrap(True)
        self.lines.setTextFormat(Qt.TextFormat.PlainText)

        head = QHBoxLayout()
        head.addWidget(self.swatch)
        names = QVBoxLayout()
        names.setSpacing(0)
        names.addWidget(self.name)
        names.addWidget(self.kind)
        head.addLayout(names, 1)
        head.addWidget(self.turn, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.addLayout(head)
        layout.addWidget(self.lines)
        self._current = False
        self._thinking = False
        self.retranslateUi()

    def set_lines(self, lines: Sequence[str]) -> None:
        """The game's lines for this player (stock, score, …)."""
        text = "\n".join(lines)
        if text != self.lines.text():  # unchanged lines cost no new layout
            self.lines.setText(text)
        self.lines.setVisible(bool(lines))

    def set_current(self, current: bool, thinking: bool = False) -> None:
        """Mark the player whose turn it is (and whether the computer is thinking)."""
        changed = current != self._current or self.property("current") is None
        self._current, self._thinking = current, thinking
        if changed:  # the style sheet marks the current player: restyle only on a change
            self.setProperty("current", current)
            self.style().unpolish(self)
            self.style().polish(self)
        self._update_turn()

    def _update_turn(self) -> None:
        if not self._current:
            self.turn.setText("")
        elif self._thinking:
            self.turn.setText(self.tr("thinking…"))
        else:
            self.turn.setText(self.tr("◀ to play"))
        self.setAccessibleDescription(self.turn.text())

    def retranslateUi(self) -> None:
        """Set every text in the current language."""
        if self.record.is_human:
            self.kind.setText(self.tr("Person"))
        else:
            from capboard.ui.new_game_dialog import computer_label

            self.kind.setText(computer_label(self.record.level))
        self.swatch.setToolTip(theme.colour_name(self.record.colour))
        self.swatch.setAccessibleName(theme.marker_name(self.record.colour, self.seat))
        # The card read as one: whose it is, then whether it is their turn (its description).
        self.setAccessibleName(f"{self.record.name} ({self.kind.text()})")
        self._update_turn()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


class SidePanel(QWidget):
    """The players of the game in progress, the current one marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(8)
        self.cards: list[PlayerCard] = []
        self.follow: Callable[[QWidget], None] | None = None
        """Brings a card into view (set by the :class:`PlayersArea` that scrolls the cards)."""

    def set_seats(self, seats: Sequence[SeatRecord]) -> None:
        """One card per seat (replacing the previous game's)."""
        for card in self.cards:
            card.setParent(None)
            card.deleteLater()
        self.cards = [PlayerCard(i, seat, self) for i, seat in enumerate(seats)]
        for card in self.cards:
            self._layout.addWidget(card)

    def update_view(
        self, game_ui: GameUi, view: View, current: Sequence[int], thinking: bool
    ) -> None:
        """Refresh each card's lines from ``view`` and mark the seats in ``current``."""
        for card in self.cards:
            card.set_lines(game_ui.player_lines(view, card.seat))
            card.set_current(card.seat in current and not view.is_over, thinking)
        playing = [card for card in self.cards if card.seat in current]
        if playing and self.follow is not None:
            self.follow(playing[0])  # whose turn it is stays in view when the cards scroll


class PlayersArea(QScrollArea):
    """The players' cards, scrolled when they do not all fit: with large text (or a large
    system font) four cards would take the whole height of the panel, cut their own lines and
    leave the moves and the log one line each. As tall as the cards when there is room; when
    there is not, it gives way (down to one card's height) to leave the moves and the log the
    room the table keeps for them (:meth:`set_room`)."""

    def __init__(self, side: SidePanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(side)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the cards are read, not used
        self.setObjectName("PlayersArea")  # transparent (see theme.STYLE_SHEET)
        side.setObjectName("PlayersList")
        side.follow = self._follow
        self._followed: QWidget | None = None
        self._least: int | None = None

    def _follow(self, card: QWidget) -> None:
        """Bring ``card`` into view once the cards are laid out (they may be new)."""
        self._followed = card
        QTimer.singleShot(0, self, self._bring_into_view)

    def _bring_into_view(self) -> None:
        card, self._followed = self._followed, None
        if card is not None and card.parent() is self.widget():
            self.ensureWidgetVisible(card, 0, 0)

    def set_room(self, height: int, least: int | None = None) -> None:
        """The most height the cards may take (at least one card's, or ``least`` where one
        card is taller than that: in very large text a card alone would leave the moves and
        the log a line each, and it scrolls instead)."""
        if least != self._least:
            self._least = least
            self.updateGeometry()
        self.setMaximumHeight(max(self.minimumSizeHint().height(), height))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Shorter or longer (another text size, another window): the current player's card
        # stays in view.
        side = self.widget()
        current = [card for card in getattr(side, "cards", []) if card.property("current")]
        if current:
            self._follow(current[0])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # other cards, or other lines: another height wanted
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        inner = self.widget()
        width = self.viewport().width() or inner.sizeHint().width()
        height = inner.heightForWidth(width) if inner.hasHeightForWidth() else -1
        return QSize(inner.sizeHint().width(), max(height, inner.sizeHint().height()))

    def minimumSizeHint(self) -> QSize:
        side = self.widget()
        cards = getattr(side, "cards", [])
        height = max((card.sizeHint().height() for card in cards), default=0)
        if self._least is not None:
            height = min(height, self._least)
        return QSize(0, min(height, self.sizeHint().height()))
