"""The small choices over Catan's island and the trade window: whom to rob (or whose cloth
to take), a Monopoly's or a Year of Plenty's resources, the cards to discard on a seven, a
gold field's cards, the offer on the table and the answers to it.

A mixin of :class:`~capboard.ui.games.catan.scene.CatanScene`. It stands apart because these
choices come and go with the phase of the turn and gather cards one click at a time (the
picks are kept here until they make a legal action), while the island and the column only
show what the view holds.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from capboard.games.catan.actions import CancelTrade, ChooseGold, Discard
from capboard.games.catan.view import CatanView
from capboard.ui.games.base import player_name
from capboard.ui.games.catan import texts, texts_cloth, texts_table
from capboard.ui.games.catan.cloth import paint_cloth
from capboard.ui.games.catan.hand import Option, PopupItem, Row, resource_icon, seat_icon
from capboard.ui.games.catan.layout import POPUP_W, island_layout
from capboard.ui.games.catan.trade_dialog import TradeDialog

GOLD_POPUP_W = 780.0
"""The gold chooser is wider than the other choices: five resources side by side."""


class ChoicesMixin:
    """The popup's choices and the trade window (see the module's docstring)."""

    # -- queries (tests and keyboard users) --------------------------------------------------------
    def popup(self) -> PopupItem:
        """The small choice over the island (hidden when there is none)."""
        return self._popup

    @property
    def gold_selection(self) -> tuple[int, ...]:
        """The gold cards picked, as five counts."""
        return tuple(self._gold_pick)

    @property
    def discard_selection(self) -> tuple[int, ...]:
        """The cards picked to discard, as five counts."""
        return tuple(self._discard)

    def trade_dialog(self) -> TradeDialog | None:
        """The trade window, while it is open."""
        return self._trade_dialog

    # -- what the buttons and cards do -----------------------------------------------------------
    def pick_gold(self, resource: str) -> None:
        """Add one card of ``resource`` to the gold cards to take (when a legal choice still
        allows it)."""
        i = texts.RESOURCES.index(resource)
        if not self._gold_allows(i):
            return
        self._gold_pick[i] += 1
        if self._view is not None:
            self._show_popup(self._view)
        self._pulse.update()

    def reset_gold(self) -> None:
        """Put back every gold card picked."""
        self._gold_pick = [0] * len(texts.RESOURCES)
        if self._view is not None:
            self._show_popup(self._view)
        self._pulse.update()

    def _gold_allows(self, index: int) -> bool:
        """True when one more card of resource ``index`` still leads to a legal choice."""
        wanted = list(self._gold_pick)
        wanted[index] += 1
        return any(
            all(have >= want for have, want in zip(action.cards, wanted, strict=True))
            for action in self._gold
        )

    def open_picker(self, kind: str | None) -> None:
        """Open the choice of a Monopoly's (``monopoly``) or Year of Plenty's
        (``year_of_plenty``) resources; None closes it."""
        if kind == "monopoly" and not self._monopoly:
            kind = None
        if kind == "year_of_plenty" and not self._yop:
            kind = None
        self._picker = kind
        self._first_pick = None
        if self._view is not None:
            self._show_popup(self._view)
        self._pulse.update()

    def pick_discard(self, resource: str) -> None:
        """Add one card of ``resource`` to the cards to discard."""
        view = self._view
        if view is None or not self._discards:
            return
        i = texts.RESOURCES.index(resource)
        need = self._discard_need(view)
        if sum(self._discard) >= need or self._discard[i] >= view.hand[i]:
            return
        self._discard[i] += 1
        self._show_hand(view)
        self._show_popup(view)
        self._pulse.update()

    def reset_discard(self) -> None:
        """Put back every card picked to discard."""
        self._discard = [0] * len(texts.RESOURCES)
        if self._view is not None:
            self._show_hand(self._view)
            self._show_popup(self._view)
        self._pulse.update()

    def open_trade_dialog(self) -> TradeDialog | None:
        """Open the trade window (when the viewer may trade)."""
        view = self._view
        if view is None or not self._can_trade():
            return None
        if self._trade_dialog is None:
            parent: QWidget | None = None
            for graphics in self.views():
                parent = graphics.window()
                break
            dialog = TradeDialog(self.names(), parent)
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.action_chosen.connect(self._choose)
            dialog.finished.connect(self._trade_closed)
            self._trade_dialog = dialog
        self._trade_dialog.set_names(self.names())
        self._trade_dialog.set_view(view, self._legal)
        self._trade_dialog.open()
        return self._trade_dialog

    def _trade_closed(self, _result: int = 0) -> None:
        dialog, self._trade_dialog = self._trade_dialog, None
        if dialog is not None:
            dialog.deleteLater()

    def hide_private(self) -> None:
        """The trade window shows the viewer's hand: it closes before any hand-over."""
        self.close_trade_dialog()

    def close_trade_dialog(self) -> None:
        """Close the trade window if it is open."""
        if self._trade_dialog is not None:
            self._trade_dialog.close()
            self._trade_closed()

    # -- trading and discarding ------------------------------------------------------------------
    def _can_trade(self) -> bool:
        view = self._view
        return (
            view is not None
            and view.phase == "main"
            and (bool(self._maritime) or self._offer_legal)
        )

    def _discard_need(self, view: CatanView) -> int:
        if view.seat is None or view.seat >= len(view.to_discard):
            return 0
        return view.to_discard[view.seat]

    # -- the choice over the island ----------------------------------------------------------------
    def _popup_y(self, view: CatanView) -> float:
        island = island_layout(view.board.map_id).rect
        # The popup keeps clear of the piece that just moved (whom to rob is chosen there).
        if view.thief_target == "pirate" and view.pirate is not None:
            robber = self._pirate_point(view.pirate)
        else:
            robber = self._robber_point(view.robber)
        if robber is not None and robber.y() < island.center().y():
            return island.bottom() - 60 - self._popup.height
        return island.top() + 60

    def _show_popup(self, view: CatanView) -> None:
        names = self.names()
        colour = self._colour(self._actor())
        popup = self._popup
        popup.width = POPUP_W
        if self._gold:
            self._show_gold(view, colour)
        elif self._discards:
            need = self._discard_need(view)
            chosen = tuple(self._discard)
            action = Discard(chosen) if Discard(chosen) in self._discards else None  # type: ignore[arg-type]
            options = [
                Option(texts_table.discard_confirm(), action=action, key="discard"),
                Option(
                    texts_table.discard_reset(),
                    press=self.reset_discard if any(chosen) else None,
                    key="reset",
                ),
            ]
            rows = [Row("", chosen)] if any(chosen) else []
            popup.show_choice(
                "discard",
                texts_table.discard_title(need, sum(chosen)),
                rows,
                options,
                colour,
                columns=2,
            )
        elif self._steals or self._cloth_steals:
            options = []
            for seat in sorted({*self._steals, *self._cloth_steals}):
                if seat in self._steals:
                    size = view.hand_sizes[seat] if seat < len(view.hand_sizes) else 0
                    options.append(
                        Option(
                            texts_table.victim_label(player_name(names, seat), size),
                            action=self._steals[seat],
                            icon=seat_icon(self._colour(seat), self._marker(seat)),
                            key=seat,
                        )
                    )
                if seat in self._cloth_steals:  # Cloth for Catan: the pirate's other choice
                    options.append(
                        Option(
                            texts_cloth.steal_cloth_label(
                                player_name(names, seat), view.cloth[seat]
                            ),
                            action=self._cloth_steals[seat],
                            icon=paint_cloth,
                            key=("cloth", seat),
                        )
                    )
            popup.show_choice("steal", texts_table.steal_title(), [], options, colour, columns=1)
        elif self._picker == "monopoly":
            options = [
                Option(
                    texts.resource_name(r),
                    action=self._monopoly.get(r),
                    icon=resource_icon(r),
                    key=r,
                )
                for r in texts.RESOURCES
            ]
            options.append(
                Option(
                    texts_table.cancel_label(), press=lambda: self.open_picker(None), key="cancel"
                )
            )
            popup.show_choice(
                "monopoly", texts_table.monopoly_title(), [], options, colour, columns=3
            )
        elif self._picker == "year_of_plenty":
            first = self._first_pick
            options = []
            for r in texts.RESOURCES:
                if first is None:
                    possible = any(r in pair for pair in self._yop)
                    options.append(
                        Option(
                            texts.resource_name(r),
                            press=(lambda r=r: self._pick_first(r)) if possible else None,
                            icon=resource_icon(r),
                            key=r,
                        )
                    )
                else:
                    pair = tuple(sorted((first, r), key=texts.RESOURCES.index))
                    options.append(
                        Option(
                            texts.resource_name(r),
                            action=self._yop.get(pair),  # type: ignore[arg-type]
                            icon=resource_icon(r),
                            key=r,
                        )
                    )
            options.append(
                Option(
                    texts_table.cancel_label(), press=lambda: self.open_picker(None), key="cancel"
                )
            )
            popup.show_choice(
                "year_of_plenty",
                texts_table.year_of_plenty_title(first),
                [],
                options,
                colour,
                columns=3,
            )
        elif getattr(view, "offer", None) is not None:
            self._show_offer(view, names)
        else:
            popup.hide_choice()
            return
        island = island_layout(view.board.map_id).rect
        popup.setPos(island.center().x() - popup.width / 2, self._popup_y(view))

    def _show_gold(self, view: CatanView, colour: QColor) -> None:
        """The gold chooser: click resources up to the number owed, then take them."""
        need = (
            view.gold_owed[view.seat]
            if view.seat is not None and view.seat < len(view.gold_owed)
            else 0
        )
        chosen = tuple(self._gold_pick)
        take = ChooseGold(chosen)  # type: ignore[arg-type]
        options = [
            Option(
                texts.resource_name(r),
                press=(lambda r=r: self.pick_gold(r)) if self._gold_allows(i) else None,
                icon=resource_icon(r),
                key=r,
            )
            for i, r in enumerate(texts.RESOURCES)
        ]
        options += [
            Option(
                texts_table.gold_confirm(), action=take if take in self._gold else None, key="take"
            ),
            Option(
                texts_table.discard_reset(),
                press=self.reset_gold if any(chosen) else None,
                key="reset",
            ),
        ]
        rows = [Row("", chosen)] if any(chosen) else []
        self._popup.show_choice(
            "gold",
            texts_table.gold_title(need, sum(chosen)),
            rows,
            options,
            colour,
            columns=(len(texts.RESOURCES), 2),
            width=GOLD_POPUP_W,
        )

    def _pick_first(self, resource: str) -> None:
        self._first_pick = resource
        if self._view is not None:
            self._show_popup(self._view)
        self._pulse.update()

    def _show_offer(self, view: CatanView, names: list[str]) -> None:
        give, get, _to = view.offer  # type: ignore[attr-defined, misc]
        offerer = view.turn
        rows = [
            Row(
                texts_table.offer_gives(),
                tuple(give),
                seat_icon(self._colour(offerer), self._marker(offerer)),
            ),
            Row(texts_table.offer_wants(), tuple(get)),
        ]
        answers = dict(getattr(view, "trade_answers", ()) or ())
        asked = list(getattr(view, "trade_asked", ()) or ()) or [
            s for s in range(view.players) if s != offerer and (_to in (-1, None) or s == _to)
        ]
        parts = []
        for seat in asked:
            answer = answers.get(seat)
            parts.append(f"{player_name(names, seat)} {texts_table.answer_label(answer)}")
        if parts:
            rows.append(Row(" · ".join(parts)))
        options: list[Option] = []
        if self._answers:
            options.append(
                Option(
                    texts_table.accept_label(),
                    action=self._answers.get(True),
                    key="accept",
                    tooltip="" if True in self._answers else texts_table.cannot_accept(),
                )
            )
            options.append(
                Option(texts_table.decline_label(), action=self._answers.get(False), key="decline")
            )
        for seat, action in sorted(self._confirms.items()):
            options.append(
                Option(
                    texts_table.trade_with_label(player_name(names, seat)),
                    action=action,
                    icon=seat_icon(self._colour(seat), self._marker(seat)),
                    key=seat,
                )
            )
        if CancelTrade in self._single:
            options.append(
                Option(
                    texts_table.withdraw_label(), action=self._single[CancelTrade], key="withdraw"
                )
            )
        self._popup.show_choice(
            "offer",
            texts_table.offer_title(view, names),
            rows,
            options,
            self._colour(offerer),
            columns=2,
        )

    def _sync_trade_dialog(self, view: CatanView) -> None:
        dialog = self._trade_dialog
        if dialog is None:
            return
        if not self._can_trade():
            self.close_trade_dialog()
            return
        dialog.set_names(self.names())
        dialog.set_view(view, self._legal)
