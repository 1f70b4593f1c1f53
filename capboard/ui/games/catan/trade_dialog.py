"""The trade window: maritime trade with the bank (at the viewer's best ratio for each
resource, from their harbours) and offers to the other players.

The window never decides what is legal: it builds the action a person describes with its
controls (a MaritimeTrade, an OfferTrade) and enables the button that sends it only when that
action is among the legal ones it was given. Every control is reachable with the keyboard
(Tab, arrows, the underlined letters) and the window closes with Escape.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from capboard.engine.protocol import Action
from capboard.games.catan.actions import MaritimeTrade, OfferTrade
from capboard.games.catan.view import CatanView
from capboard.ui.fitting import FittingScroll, fit_to_screen, room_size
from capboard.ui.games.base import player_name
from capboard.ui.games.catan import texts, texts_actions
from capboard.ui.games.catan.art_cards import paint_icon

RESOURCES = texts.RESOURCES
ICON = 22


def resource_pixmap(resource: str, size: int = ICON, ratio: float = 1.0) -> QPixmap:
    """A resource's icon for a widget, drawn at the screen's density."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_icon(painter, resource, QRectF(0, 0, size, size))
    painter.end()
    return pixmap


def resource_qicon(resource: str) -> QIcon:
    """A resource's icon, sharp on high-density screens too."""
    icon = QIcon()
    icon.addPixmap(resource_pixmap(resource, ICON, 1.0))
    icon.addPixmap(resource_pixmap(resource, ICON, 2.0))
    return icon


class TradeDialog(QDialog):
    """Trade with the bank or offer a trade to the players; emits :attr:`action_chosen` with
    a legal MaritimeTrade or OfferTrade."""

    action_chosen = Signal(object)

    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CatanTradeDialog")
        self._names = list(names)
        self._view: CatanView | None = None
        self._legal: frozenset[Action] = frozenset()
        self._maritime: frozenset[Action] = frozenset()

        # With the bank and the harbours.
        self.bank_box = QGroupBox()
        self.give_label = QLabel()
        self.get_label = QLabel()
        self.give_group = QButtonGroup(self)
        self.get_group = QButtonGroup(self)
        self.give_buttons: dict[str, QRadioButton] = {}
        self.get_buttons: dict[str, QRadioButton] = {}
        bank_grid = QGridLayout()
        bank_grid.addWidget(self.give_label, 0, 0)
        bank_grid.addWidget(self.get_label, 0, 1)
        for row, resource in enumerate(RESOURCES, start=1):
            give = QRadioButton()
            give.setIcon(resource_qicon(resource))
            get = QRadioButton()
            get.setIcon(resource_qicon(resource))
            self.give_group.addButton(give, row)
            self.get_group.addButton(get, row)
            self.give_buttons[resource] = give
            self.get_buttons[resource] = get
            bank_grid.addWidget(give, row, 0)
            bank_grid.addWidget(get, row, 1)
            give.toggled.connect(self._update_buttons)
            get.toggled.connect(self._update_buttons)
        self.bank_button = QPushButton()
        self.bank_button.clicked.connect(self._send_maritime)
        self.bank_hint = QLabel()
        self.bank_hint.setWordWrap(True)
        bank_layout = QVBoxLayout(self.bank_box)
        bank_layout.addLayout(bank_grid)
        bank_layout.addWidget(self.bank_hint)
        bank_layout.addWidget(self.bank_button, 0, Qt.AlignmentFlag.AlignRight)

        # With the players.
        self.offer_box = QGroupBox()
        self.you_give_label = QLabel()
        self.you_get_label = QLabel()
        self.give_spins: dict[str, QSpinBox] = {}
        self.get_spins: dict[str, QSpinBox] = {}
        self.resource_labels: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.addWidget(self.you_give_label, 1, 0)
        grid.addWidget(self.you_get_label, 2, 0)
        for col, resource in enumerate(RESOURCES, start=1):
            head = QLabel()
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.resource_labels[resource] = head
            icon = QLabel()
            icon.setPixmap(resource_pixmap(resource, ICON, self.devicePixelRatioF()))
            icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
            column = QVBoxLayout()
            column.addWidget(icon)
            column.addWidget(head)
            grid.addLayout(column, 0, col)
            give = QSpinBox()
            give.setRange(0, 0)
            get = QSpinBox()
            get.setRange(0, 9)
            give.valueChanged.connect(self._update_buttons)
            get.valueChanged.connect(self._update_buttons)
            self.give_spins[resource] = give
            self.get_spins[resource] = get
            grid.addWidget(give, 1, col)
            grid.addWidget(get, 2, col)
        self.you_give_label.setBuddy(self.give_spins[RESOURCES[0]])
        self.you_get_label.setBuddy(self.get_spins[RESOURCES[0]])
        self.target_label = QLabel()
        self.target = QComboBox()
        self.target_label.setBuddy(self.target)
        self.target.currentIndexChanged.connect(self._update_buttons)
        target_row = QHBoxLayout()
        target_row.addWidget(self.target_label)
        target_row.addWidget(self.target, 1)
        self.offer_hint = QLabel()
        self.offer_hint.setWordWrap(True)
        self.offer_hint.setTextFormat(Qt.TextFormat.PlainText)  # it names players
        self.offer_button = QPushButton()
        self.offer_button.clicked.connect(self._send_offer)
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self.clear_offer)
        offer_buttons = QHBoxLayout()
        offer_buttons.addWidget(self.clear_button)
        offer_buttons.addStretch(1)
        offer_buttons.addWidget(self.offer_button)
        offer_layout = QVBoxLayout(self.offer_box)
        offer_layout.addLayout(grid)
        offer_layout.addLayout(target_row)
        offer_layout.addWidget(self.offer_hint)
        offer_layout.addLayout(offer_buttons)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        # The two side by side, or one above the other where the screen is too narrow for
        # them in large text; they scroll where it is too short.
        content = QWidget()
        self.boxes = QBoxLayout(QBoxLayout.Direction.LeftToRight, content)
        self.boxes.setContentsMargins(0, 0, 0, 0)
        self.boxes.addWidget(self.bank_box)
        self.boxes.addWidget(self.offer_box, 1)
        self.scroll = FittingScroll(content)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(self.buttons)
        self.retranslateUi()

    # -- what the table gives it ----------------------------------------------------------------
    def set_names(self, names: Sequence[str]) -> None:
        """The players' names."""
        self._names = list(names)
        if self._view is not None:
            self._fill_targets(self._view)

    def set_view(self, view: CatanView, legal: Sequence[Action]) -> None:
        """Show what ``view``'s player may trade, given the legal actions."""
        self._view = view
        self._legal = frozenset(a for a in legal if isinstance(a, MaritimeTrade | OfferTrade))
        self._maritime = frozenset(a for a in self._legal if isinstance(a, MaritimeTrade))
        hand = view.hand or (0,) * len(RESOURCES)
        for i, resource in enumerate(RESOURCES):
            spin = self.give_spins[resource]
            spin.setRange(0, max(0, hand[i]))
        self._fill_targets(view)
        self._retext_resources()
        self._update_buttons()

    def _fill_targets(self, view: CatanView) -> None:
        current = self.target.currentData()
        self.target.blockSignals(True)
        self.target.clear()
        self.target.addItem(QCoreApplication.translate("Catan", "Everyone"), -1)
        for seat in range(view.players):
            if seat != view.seat:
                self.target.addItem(player_name(self._names, seat), seat)
        index = self.target.findData(current if current is not None else -1)
        self.target.setCurrentIndex(max(0, index))
        self.target.blockSignals(False)

    # -- what it builds ----------------------------------------------------------------------------
    def chosen_give(self) -> str | None:
        """The resource chosen to give the bank."""
        return next((r for r, b in self.give_buttons.items() if b.isChecked()), None)

    def chosen_get(self) -> str | None:
        """The resource chosen to take from the bank."""
        return next((r for r, b in self.get_buttons.items() if b.isChecked()), None)

    def maritime_action(self) -> MaritimeTrade | None:
        """The bank trade the controls describe (legal or not), or None."""
        give, get = self.chosen_give(), self.chosen_get()
        if give is None or get is None:
            return None
        return MaritimeTrade(give, get)

    def offer_action(self) -> OfferTrade:
        """The offer the controls describe (legal or not)."""
        give = tuple(self.give_spins[r].value() for r in RESOURCES)
        get = tuple(self.get_spins[r].value() for r in RESOURCES)
        to = self.target.currentData()
        return OfferTrade(give, get, int(to) if to is not None else -1)  # type: ignore[arg-type]

    def set_offer(self, give: Sequence[int], get: Sequence[int], to: int = -1) -> None:
        """Fill the offer's controls (as a person would with the spin boxes)."""
        for resource, n in zip(RESOURCES, give, strict=True):
            self.give_spins[resource].setValue(n)
        for resource, n in zip(RESOURCES, get, strict=True):
            self.get_spins[resource].setValue(n)
        self.target.setCurrentIndex(max(0, self.target.findData(to)))

    def clear_offer(self) -> None:
        """Put every count of the offer back to 0."""
        for spin in (*self.give_spins.values(), *self.get_spins.values()):
            spin.setValue(0)

    def _send_maritime(self) -> None:
        action = self.maritime_action()
        if action is not None and action in self._legal:
            self.action_chosen.emit(action)

    def _send_offer(self) -> None:
        action = self.offer_action()
        if action in self._legal:
            self.action_chosen.emit(action)

    # -- showing ---------------------------------------------------------------------------------
    def _update_buttons(self, *_: object) -> None:
        view = self._view
        maritime = self.maritime_action()
        self.bank_button.setEnabled(maritime is not None and maritime in self._legal)
        gives = {a.give for a in self._maritime}  # type: ignore[attr-defined]
        gets = {a.get for a in self._maritime}  # type: ignore[attr-defined]
        for resource, button in self.give_buttons.items():
            button.setEnabled(resource in gives)
        for resource, button in self.get_buttons.items():
            button.setEnabled(resource in gets and resource != self.chosen_give())
        if not self._maritime:
            self.bank_hint.setText(
                QCoreApplication.translate(
                    "Catan", "You do not have enough of any resource to trade with the bank."
                )
            )
        elif maritime is None:
            self.bank_hint.setText(
                QCoreApplication.translate("Catan", "Choose what to give and what to take.")
            )
        else:
            self.bank_hint.setText(
                QCoreApplication.translate("Catan", "{give} for {get}.").format(
                    give=texts.resource_count(maritime.give, self._ratio(maritime.give)),
                    get=texts.resource_count(maritime.get, 1),
                )
            )
        offer = self.offer_action()
        legal_offer = offer in self._legal
        self.offer_button.setEnabled(legal_offer)
        offers_left = getattr(view, "offers_left", None) if view is not None else None
        any_offer = any(isinstance(a, OfferTrade) for a in self._legal)
        if not any_offer:
            self.offer_hint.setText(
                QCoreApplication.translate("Catan", "No more offers may be made this turn.")
            )
        elif legal_offer:
            self.offer_hint.setText(
                texts_actions.offer_text(offer.give, offer.get, offer.to, self._names)
            )
        else:
            self.offer_hint.setText(
                QCoreApplication.translate(
                    "Catan",
                    "Give 1 to 3 cards and ask for 1 to 3 cards, never the same resource "
                    "on both sides.",
                )
            )
        if isinstance(offers_left, int) and any_offer:
            self.offer_hint.setText(
                self.offer_hint.text()
                + "\n"
                + QCoreApplication.translate("Catan", "Offers left this turn: {n}").format(
                    n=offers_left
                )
            )

    def _ratio(self, resource: str) -> int:
        view = self._view
        if view is None:
            return 4
        return texts_actions.maritime_ratio(view, resource, view.seat)

    def _retext_resources(self) -> None:
        view = self._view
        hand = view.hand if view is not None and view.hand else (0,) * len(RESOURCES)
        for i, resource in enumerate(RESOURCES):
            name = texts.resource_name(resource)
            self.give_buttons[resource].setText(
                QCoreApplication.translate("Catan", "{resource} {ratio}:1 (you have {n})").format(
                    resource=name, ratio=self._ratio(resource), n=hand[i]
                )
            )
            self.get_buttons[resource].setText(name)
            self.resource_labels[resource].setText(name)

    def retranslateUi(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(QCoreApplication.translate("Catan", "Trade"))
        self.bank_box.setTitle(
            QCoreApplication.translate("Catan", "Maritime trade (bank and harbours)")
        )
        self.give_label.setText(QCoreApplication.translate("Catan", "Give"))
        self.get_label.setText(QCoreApplication.translate("Catan", "Take"))
        self.bank_button.setText(QCoreApplication.translate("Catan", "Trade with the &bank"))
        self.offer_box.setTitle(QCoreApplication.translate("Catan", "Trade with the players"))
        self.you_give_label.setText(QCoreApplication.translate("Catan", "You &give"))
        self.you_get_label.setText(QCoreApplication.translate("Catan", "You &ask for"))
        self.target_label.setText(QCoreApplication.translate("Catan", "&To:"))
        self.offer_button.setText(QCoreApplication.translate("Catan", "Make the &offer"))
        self.clear_button.setText(QCoreApplication.translate("Catan", "&Clear"))
        if self._view is not None:
            self._fill_targets(self._view)
        self._retext_resources()
        self._update_buttons()

    def showEvent(self, event: QShowEvent) -> None:
        # Side by side, the bank and the offer are wider than a small screen in large text:
        # one above the other then.
        room = room_size(self).width()
        self.boxes.setDirection(QBoxLayout.Direction.LeftToRight)
        if self.boxes.totalSizeHint().width() > room:
            self.boxes.setDirection(QBoxLayout.Direction.TopToBottom)
        super().showEvent(event)
        fit_to_screen(self, shrink=True)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


__all__ = ["TradeDialog", "resource_pixmap", "resource_qicon"]
