"""The start page: one card per game that can be played, with its box art and a Play button.

It is the first thing the app shows, so it loads no game: each card reads the game's
:class:`~capboard.ui.games.GameBox` (its name and blurb, art and the registry's metadata).

Nor does it build Qt's ``Qt`` namespace: PySide makes its ninety-odd enums all at once, the
first time any of them is used (about 20 ms, a sixth of a bare window's start), so the page
is laid out with stretches rather than alignment flags, and its one enum-valued setting is
set by name. The namespace waits for the first paint (see :mod:`capboard.ui.main_window`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRectF, QSize, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from capboard.ui import theme
from capboard.ui.art_cache import cached_art
from capboard.ui.games import available_game_uis, game_box

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter

ART_SIZE = QSize(168, 168)
CARD_MAX_WIDTH = 620
CARD_MIN_WIDTH = 420


def box_art_pixmap(game_id: str, size: QSize = ART_SIZE, ratio: float = 1.0) -> QPixmap:
    """The game's SVG box art drawn at ``size``; a plain tile when the art is missing.

    The art is drawn once and then read from the cache folder (see :mod:`.art_cache`)."""
    width, height = round(size.width() * ratio), round(size.height() * ratio)
    try:
        path: Path | None = game_box(game_id).art()
    except KeyError:
        path = None

    def draw(image: QImage) -> None:
        from PySide6.QtGui import QPainter  # only to draw: the cache spares it

        image.setDevicePixelRatio(ratio)
        painter = QPainter(image)
        _paint_art(painter, game_id, path, size)
        painter.end()

    if path is not None and path.is_file():
        image = cached_art(game_id, path, width, height, draw)
    else:
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)  # transparent
        draw(image)
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def _paint_art(painter: QPainter, game_id: str, path: Path | None, size: QSize) -> None:
    painter.setRenderHint(painter.RenderHint.Antialiasing)
    bounds = QRectF(0, 0, size.width(), size.height())
    renderer = None
    if path is not None:
        from PySide6.QtSvg import QSvgRenderer  # only to draw: the cache spares it

        try:
            if path.is_file():
                renderer = QSvgRenderer(str(path))
        except OSError:
            renderer = None
    if renderer is not None and renderer.isValid():
        # Keep the art's proportions inside the square.
        art = renderer.defaultSize()
        if art.width() > 0 and art.height() > 0:
            scale = min(bounds.width() / art.width(), bounds.height() / art.height())
            w, h = art.width() * scale, art.height() * scale
            bounds = QRectF((size.width() - w) / 2, (size.height() - h) / 2, w, h)
        # SVG renderers may paint outside the viewBox: keep the art inside its box.
        painter.setClipRect(bounds)
        renderer.render(painter, bounds)
    else:
        painter.setPen(theme.INK_SOFT)
        painter.setBrush(theme.PAPER_DARK)
        painter.drawRoundedRect(bounds.adjusted(2, 2, -2, -2), 16, 16)
        font = theme.title_font(painter.font(), 3.0)
        painter.setFont(font)
        from PySide6.QtCore import Qt  # a missing picture only: see the module's docstring

        painter.drawText(bounds, Qt.AlignmentFlag.AlignCenter, game_id[:1].upper())


class GameCard(QFrame):
    """One game on the start page."""

    play_requested = Signal(str)

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.setObjectName("GameCard")
        # As tall as its text needs at the width it is given (the blurb wraps onto more
        # lines in large text): never capped at the height it wanted at its preferred width.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.setMaximumWidth(CARD_MAX_WIDTH)
        self.setMinimumWidth(CARD_MIN_WIDTH)
        self.art = QLabel()
        self.art.setPixmap(box_art_pixmap(game_id, ratio=self.devicePixelRatioF()))
        self.art.setFixedSize(ART_SIZE)
        self.title = QLabel()
        theme.set_heading_font(self.title, 1.5)
        self.title.setWordWrap(True)  # "De Cape et d'Épée" is wider than a card in large text
        self.blurb = QLabel()
        self.blurb.setWordWrap(True)
        self.facts = QLabel()
        self.facts.setObjectName("GameFacts")  # in the soft ink (see theme.STYLE_SHEET)
        self.facts.setWordWrap(True)  # "2 à 4 joueurs · environ 30 minutes" in large text
        self.play = QPushButton()
        self.play.setObjectName("PlayButton")
        self.play.clicked.connect(lambda: self.play_requested.emit(self.game_id))

        text = QVBoxLayout()
        text.addWidget(self.title)
        text.addWidget(self.blurb)
        text.addWidget(self.facts)
        text.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.play)
        text.addLayout(buttons)
        art = QVBoxLayout()  # the art at the top of the card
        art.addWidget(self.art)
        art.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 14)
        layout.setSpacing(16)
        layout.addLayout(art)
        layout.addLayout(text, 1)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        """Set every text in the current language."""
        game = game_box(self.game_id)
        self.title.setText(game.title())
        self.blurb.setText(game.blurb())
        if game.min_players == game.max_players:
            players = self.tr("%n players", "", game.min_players)
        else:
            players = (
                self.tr("%1–%2 players")
                .replace("%1", str(game.min_players))
                .replace("%2", str(game.max_players))
            )
        minutes = self.tr("about %n minutes", "", game.duration_minutes)
        self.facts.setText(f"{players} · {minutes}")
        self.play.setText(self.tr("Play"))
        self.play.setAccessibleName(self.tr("Play %1").replace("%1", game.title()))
        self.play.setAccessibleDescription(game.blurb())
        self.art.setAccessibleName(self.tr("Box of %1").replace("%1", game.title()))
        self.art.setAccessibleDescription(self.facts.text())  # players and minutes

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


class StartPage(QFrame):
    """The welcome page listing the games; emits :attr:`play_requested` with a game id.

    A frame (without one): the style sheet paints a frame's background, where a plain
    widget of a subclass would need an attribute from Qt's namespace for it."""

    play_requested = Signal(str)
    open_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StartPage")  # its background: see theme.STYLE_SHEET
        self.heading = QLabel()
        theme.set_heading_font(self.heading, 2.4)
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_requested)
        self.empty = QLabel()
        self.empty.setWordWrap(True)

        self.cards: dict[str, GameCard] = {}
        grid_host = QWidget()
        grid_host.setObjectName("StartGrid")
        self.grid = QGridLayout(grid_host)
        self.grid.setSpacing(16)
        self.grid.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(grid_host)
        scroll.setObjectName("StartScroll")  # transparent (see theme.STYLE_SHEET)
        # Not a stop of its own on the Tab key (it would be an empty one): Tab goes from Play
        # button to Play button, and the area scrolls to the one with the focus.
        # By name: Qt.FocusPolicy.NoFocus, without the namespace (see the module's docstring).
        scroll.setProperty("focusPolicy", "NoFocus")
        self.scroll = scroll

        header = QHBoxLayout()
        titles = QVBoxLayout()
        titles.addWidget(self.heading)
        titles.addWidget(self.subtitle)
        header.addLayout(titles, 1)
        opening = QVBoxLayout()  # the button at the bottom, by the subtitle
        opening.addStretch(1)
        opening.addWidget(self.open_button)
        header.addLayout(opening)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 28, 32, 28)
        layout.setSpacing(18)
        layout.addLayout(header)
        layout.addWidget(self.empty)
        layout.addWidget(scroll, 1)
        self.populate()
        self.retranslateUi()

    def populate(self) -> None:
        """(Re)build the cards from the games that have a ui."""
        for card in self.cards.values():
            card.setParent(None)
            card.deleteLater()
        self.cards.clear()
        for index, game_id in enumerate(available_game_uis()):
            card = GameCard(game_id)
            card.play_requested.connect(self.play_requested)
            self.grid.addWidget(card, index // 2, index % 2)
            self.cards[game_id] = card
        self.grid.setRowStretch(self.grid.rowCount(), 1)
        self.grid.setColumnStretch(0, 1)
        self.grid.setColumnStretch(1, 1)
        self.empty.setVisible(not self.cards)

    def retranslateUi(self) -> None:
        """Set every text in the current language."""
        self.heading.setText(self.tr("Capboard"))
        self.subtitle.setText(
            self.tr("Board games for the whole family, on one computer. Choose a game:")
        )
        self.open_button.setText(self.tr("Open a saved game…"))
        self.open_button.setToolTip(self.tr("Go on with a game saved earlier (a .capboard file)"))
        self.empty.setText(self.tr("No game can be played: Capboard's games are missing."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
