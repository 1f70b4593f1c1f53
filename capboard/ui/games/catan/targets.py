"""What may be chosen on Catan's island, and how: the legal actions read into targets by
place (corners, paths, ship spots, hexes), the build buttons' modes, the ship picked to move,
the road-or-ship choice of a Seafarers coast, what each path's tooltip says a click builds,
and the keyboard's walk through all of it.

A mixin of :class:`~capboard.ui.games.catan.scene.CatanScene`: it reads and lights up the
scene's items and never decides what is legal (every action comes from the list the scene
was given).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from capboard.engine.protocol import Action
from capboard.games.catan.actions import (
    AnswerTrade,
    BuildCity,
    ChooseGold,
    ConfirmTrade,
    Discard,
    MaritimeTrade,
    MovePirate,
    MoveRobber,
    MoveShip,
    PlaceHarbour,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    PlayMonopoly,
    PlayYearOfPlenty,
    Roll,
    Steal,
    StealCloth,
)
from capboard.games.catan.trade import offers_apart
from capboard.games.catan.view import CatanView
from capboard.ui.games.catan import texts, texts_table
from capboard.ui.games.catan.build_choice import (
    ARROW_KEYS,
    BuildChoiceItem,
    ChoiceOptionItem,
    build_tooltip,
)
from capboard.ui.games.catan.items import Clickable
from capboard.ui.games.catan.patterns import seat_pattern


class TargetsMixin:
    """The scene's targets and keyboard (see the module's docstring). The scene calls
    :meth:`_make_build_choice` once, :meth:`_read_legal` and :meth:`_settle_modes` with each
    view, then :meth:`_show_targets`."""

    # -- the build buttons and the ships ----------------------------------------------------------
    def select_mode(self, mode: str | None) -> None:
        """Press a build button (``road``, ``settlement``, ``city``, ``ship``; ``move_ship``:
        the ships that may move; None: none): its spots light up."""
        if mode is not None and not self._mode_actions(mode):
            mode = None
        self._mode = mode
        self._ship_source = None
        self._show_targets()
        if self._view is not None:
            self._show_buttons(self._view)
        self._pulse.update()

    def pick_ship(self, edge: int | None) -> None:
        """Pick the ship on ``edge`` to move (its possible places light up); None puts it
        back."""
        if edge is not None and edge not in self._ship_moves:
            edge = None
        self._mode = "move_ship" if edge is not None else None
        self._ship_source = edge
        self._show_targets()
        if self._view is not None:
            self._show_buttons(self._view)
        self._pulse.update()

    # -- the road-or-ship choice of a coast ------------------------------------------------------
    def _make_build_choice(self, z: float) -> None:
        self._choice = BuildChoiceItem(self._choose, self.close_build_choice)
        self._choice.setZValue(z)
        self.addItem(self._choice)
        self._dismissed = False

    def build_choice(self) -> BuildChoiceItem:
        """The bubble asking whether to build a road or a ship on a coast (hidden when no
        such choice is open)."""
        return self._choice

    def choice_edges(self) -> list[int]:
        """The coasts where a click asks whether to build a road or a ship."""
        return sorted(self._both)

    def open_build_choice(self, edge: int, focus: bool = False) -> bool:
        """Ask whether to build a road or a ship on ``edge`` (when both may be built there
        now); ``focus``: give the road's button the keyboard focus (opened from the keyboard).
        Returns whether the choice opened."""
        view = self._view
        item = self._edges.get(edge)
        if view is None or item is None or edge not in self._both:
            return False
        actor = self._actor()
        colour = self._colour(actor)
        self._choice.show_choice(
            edge,
            item.scenePos(),
            self.sceneRect(),
            {"road": self._road[edge], "ship": self._ship_spots[edge]},
            colour,
            self._marker(actor),
            seat_pattern(colour, actor or 0, self.colour_blind) if actor is not None else None,
            free=view.phase != "main",
        )
        if focus:
            self._choice.option("road").setFocus(Qt.FocusReason.OtherFocusReason)
        self._pulse.update()
        return True

    def close_build_choice(self) -> None:
        """Close the road-or-ship choice without building anything."""
        choice = self._choice
        if choice.edge is None:
            return
        had_focus = any(o.hasFocus() for o in [*choice.options, choice.close_button])
        edge = choice.edge
        choice.hide_choice()
        item = self._edges.get(edge)
        if had_focus and item is not None and item.is_active():
            item.setFocus(Qt.FocusReason.OtherFocusReason)  # the keyboard goes on from there
        self._pulse.update()

    def _choice_opener(self, edge: int) -> Callable[[], None]:
        """What a click on a coast where both may be built does: open the choice (from the
        keyboard with the focus in it)."""

        def press() -> None:
            item = self._edges.get(edge)
            self.open_build_choice(edge, focus=item is not None and item.by_keyboard)

        return press

    def _in_choice(self, item: QGraphicsItem | None) -> bool:
        while item is not None:
            if item is self._choice:
                return True
            item = item.parentItem()
        return False

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # While a coast's choice is open, a click anywhere else only closes it: nothing is
        # built by a click meant to dismiss it.
        if self._choice.edge is not None and event.button() == Qt.MouseButton.LeftButton:
            items = self.items(event.scenePos())
            if not any(self._in_choice(i) for i in items):
                self.close_build_choice()
                self._dismissed = True
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._dismissed:
            self._dismissed = False
            event.accept()  # the end of the click that closed the choice
            return
        super().mouseReleaseEvent(event)

    # -- reading the legal actions ---------------------------------------------------------------
    def _reset_targets(self) -> None:
        self._settle: dict[int, Action] = {}
        self._city: dict[int, Action] = {}
        self._road: dict[int, Action] = {}
        self._ship_spots: dict[int, Action] = {}
        self._ship_moves: dict[int, dict[int, Action]] = {}
        self._both: set[int] = set()
        self._pirate_moves: dict[int, Action] = {}
        self._gold: list[ChooseGold] = []
        self._robber_moves: dict[int, Action] = {}
        self._steals: dict[int, Action] = {}
        self._cloth_steals: dict[int, Action] = {}
        self._discards: set[Action] = set()
        self._yop: dict[tuple[str, str], Action] = {}
        self._monopoly: dict[str, Action] = {}
        self._maritime: list[Action] = []
        self._offer_legal = False
        self._answers: dict[bool, Action] = {}
        self._confirms: dict[int, Action] = {}
        self._single: dict[type, Action] = {}

    def _read_legal(self) -> None:
        self._reset_targets()
        # The offers (thousands) only say that an offer may be made: they are not walked.
        actions, self._offer_legal = offers_apart(self._legal)
        for action in actions:
            if isinstance(action, PlaceSettlement):
                self._settle[action.corner] = action
            elif isinstance(action, PlaceRoad | PlaceHarbour):
                # A gift harbour (The Forgotten Tribe) goes on a coast edge, lit like a path.
                self._road[action.edge] = action
            elif isinstance(action, PlaceShip):
                self._ship_spots[action.edge] = action
            elif isinstance(action, MoveShip):
                self._ship_moves.setdefault(action.source, {})[action.target] = action
            elif isinstance(action, MovePirate):
                self._pirate_moves[action.tile] = action
            elif isinstance(action, ChooseGold):
                self._gold.append(action)
            elif isinstance(action, BuildCity):
                self._city[action.corner] = action
            elif isinstance(action, MoveRobber):
                self._robber_moves[action.tile] = action
            elif isinstance(action, Steal):
                self._steals[action.seat] = action
            elif isinstance(action, StealCloth):
                self._cloth_steals[action.seat] = action
            elif isinstance(action, Discard):
                self._discards.add(action)
            elif isinstance(action, PlayYearOfPlenty):
                self._yop[(action.a, action.b)] = action
            elif isinstance(action, PlayMonopoly):
                self._monopoly[action.resource] = action
            elif isinstance(action, MaritimeTrade):
                self._maritime.append(action)
            elif isinstance(action, AnswerTrade):
                self._answers[action.accept] = action
            elif isinstance(action, ConfirmTrade):
                self._confirms[action.seat] = action
            else:
                self._single[type(action)] = action

    def _mode_actions(self, mode: str) -> dict[int, Action]:
        if mode == "road":
            return self._road
        if mode == "settlement":
            return self._settle
        if mode == "city":
            return self._city
        if mode == "ship":
            return self._ship_spots
        if mode == "move_ship":
            return self._ship_moves  # type: ignore[return-value]
        return {}

    def _settle_modes(self, view: CatanView) -> None:
        if view.phase != "main" or (self._mode and not self._mode_actions(self._mode)):
            self._mode = None
        if self._mode != "move_ship" or self._ship_source not in self._ship_moves:
            self._ship_source = None
        if not self._gold:
            self._gold_pick = [0] * len(texts.RESOURCES)
        if self._picker == "monopoly" and not self._monopoly:
            self._picker = None
        if self._picker == "year_of_plenty" and not self._yop:
            self._picker = None
        if self._picker is None:
            self._first_pick = None
        if not self._discards:
            self._discard = [0] * len(texts.RESOURCES)

    # -- lighting up -------------------------------------------------------------------------------
    def _show_targets(self) -> None:
        view = self._view
        if view is None:
            return
        colour = self._colour(self._actor())
        mode = self._mode
        in_main = view.phase == "main"
        for corner, item in self._corners.items():
            action = None
            if not in_main or mode in (None, "settlement"):
                action = self._settle.get(corner)
            if action is None and (not in_main or mode in (None, "city")):
                action = self._city.get(corner)
            item.set_target(action, colour)
        # Where a road and a ship may both go and no button says which, a click asks.
        roads = self._road if (not in_main or mode in (None, "road")) else {}
        ships = self._ship_spots if (not in_main or mode in (None, "ship")) else {}
        self._both = set(roads) & set(ships) if self._ship_source is None else set()
        for edge, item in self._edges.items():
            if edge in self._both:
                item.set_target(None, colour, self._choice_opener(edge))
            else:
                item.set_target(roads.get(edge), colour)
        self._show_ship_targets(colour, in_main)
        for tile, item in self._tiles.items():
            item.set_action(self._robber_moves.get(tile) or self._pirate_moves.get(tile))
        self._show_target_tooltips()
        self._keep_build_choice()

    def _keep_build_choice(self) -> None:
        """Keep the open choice when its coast still offers both (shown afresh), else close
        it."""
        edge = self._choice.edge
        if edge is None:
            return
        if edge in self._both:
            focused = self.focusItem()
            self.open_build_choice(edge)
            if isinstance(focused, ChoiceOptionItem):
                focused.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.close_build_choice()

    def _show_ship_targets(self, colour: QColor, in_main: bool) -> None:
        """Ship spots (but on a coast where a click asks); in the main phase the ships that
        may move too, and once one is picked, the places it may move to."""
        mode = self._mode
        source = self._ship_source
        moves = self._ship_moves.get(source, {}) if source is not None else {}
        for edge, item in self._ships.items():
            action: Action | None = None
            press = None
            if source is not None:
                action = moves.get(edge)
                if edge == source:
                    press = self._ship_picker(None)  # a second click puts it back
            else:
                if (not in_main or mode in (None, "ship")) and edge not in self._both:
                    action = self._ship_spots.get(edge)
                movable = in_main and mode in (None, "move_ship") and edge in self._ship_moves
                if action is None and movable:
                    press = self._ship_picker(edge)
            item.set_target(action, press, colour, selected=edge == source)

    def _ship_picker(self, edge: int | None) -> Callable[[], None]:
        """What a click on a ship does: pick it to move (None: put the picked one back)."""
        return lambda: self.pick_ship(edge)

    def _show_target_tooltips(self) -> None:
        """Each path and ship spot says where it is and what a click there builds."""
        names = self._edge_names
        for edge, item in self._edges.items():
            place = names.get(edge, "")
            if item.choice:
                what = build_tooltip(road=True, ship=True)
            else:
                what = build_tooltip(road=isinstance(item.action, PlaceRoad), ship=False)
                if isinstance(item.action, PlaceHarbour):
                    what = texts_table.harbour_tooltip()
            item.setToolTip(f"{what}\n{place}" if what else place)
        for edge, ship in self._ships.items():
            place = names.get(edge, "")
            what = build_tooltip(road=False, ship=isinstance(ship.action, PlaceShip))
            ship.setToolTip(f"{what}\n{place}" if what else place)

    # -- the keyboard ----------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        choice = self._choice
        if choice.edge is not None:
            if event.key() == Qt.Key.Key_Escape:
                self.close_build_choice()
                event.accept()
                return
            if event.key() in ARROW_KEYS and not isinstance(self.focusItem(), ChoiceOptionItem):
                # Opened with the mouse: the arrows bring the keyboard into the choice.
                choice.option("road").setFocus(Qt.FocusReason.OtherFocusReason)
                event.accept()
                return
        if event.key() == Qt.Key.Key_Escape and (self._mode or self._picker):
            self._picker = None
            self.select_mode(None)
            if self._view is not None:
                self._show_popup(self._view)
            event.accept()
            return
        if (
            event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.focusItem() is None
            and Roll in self._single
        ):
            self._choose(self._single[Roll])
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab walk through everything that may be chosen, then leave the
        board; while a coast's choice is open, through its two pieces only."""
        items = self._active_items()
        if not items:
            return False
        current = self.focusItem()
        if self._choice.edge is not None:
            index = items.index(current) if current in items else -1
            items[(index + (1 if next else -1)) % len(items)].setFocus(
                Qt.FocusReason.TabFocusReason
            )
            return True
        index = items.index(current) if current in items else (-1 if next else len(items))
        index += 1 if next else -1
        if not 0 <= index < len(items):
            self.clearFocus()
            return False
        items[index].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def _active_items(self) -> list[Clickable]:
        if self._choice.edge is not None:
            return [o for o in self._choice.options if o.is_active()]
        items: list[Clickable] = [o for o in self._popup.options if o.is_active()]
        if self._dice.is_active():
            items.append(self._dice)
        items += [b for b in self._buttons.values() if b.is_active()]
        items += [c for c in self._resource_cards.values() if c.isVisible() and c.is_active()]
        items += [c for c in self._dev_cards if c.is_active()]
        items += [w for w in self._wonder_cards if w.is_active()]
        items += [f for f in self._pirate_items.fortresses if f.is_active()]
        items += [t for t in self._tiles.values() if t.is_active()]
        items += [c for c in self._corners.values() if c.is_active()]
        items += [e for e in self._edges.values() if e.is_active()]
        items += [s for s in self._ships.values() if s.is_active()]
        return items


__all__ = ["TargetsMixin"]
