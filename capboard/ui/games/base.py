"""What every game's ui module provides: a board scene and a :class:`GameUi`.

The application shell knows nothing of any game: it asks the game's :class:`GameUi` for the
game's name, art, rules, the words for its actions and events, and for a :class:`BoardScene`
that draws a view and reports the actions a person chooses on the board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QPointF, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from capboard.engine import assets, registry
from capboard.engine.protocol import Action, Event, Outcome, Seat, View
from capboard.engine.spaces import is_small
from capboard.ui.games.hint_marks import HintMarks
from capboard.ui.games.marks import MarkSet

if TYPE_CHECKING:
    from capboard.controller.settings import Settings


def player_name(names: Sequence[str], seat: object) -> str:
    """The name of ``seat`` for a game's texts, or a numbered stand-in when the name list is
    short (a seat the log names before the table knows it)."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    number = seat + 1 if isinstance(seat, int) else "?"
    return QCoreApplication.translate("GameUi", "Player {number}").format(number=number)


_Z_PINNED = 950.0
"""A floating control is drawn above the pieces it lies over."""


NEUTRAL = QColor("#8a8178")
"""The warm grey of what belongs to nobody (a piece or mark without a seat)."""


class BoardScene(QGraphicsScene):
    """A game's board: draws views, highlights legal targets, reports chosen actions.

    Subclasses implement :meth:`show_view`; the scene never changes a game by itself, it only
    emits :attr:`action_chosen` with an engine action taken from the legal list it was given.
    """

    action_chosen = Signal(object)
    """An engine :class:`~capboard.engine.protocol.Action` the person chose on the board."""

    def __init__(self, seat_colours: Sequence[QColor], settings: Settings, parent: Any = None):
        super().__init__(parent)
        self.seat_colours: list[QColor] = [QColor(c) for c in seat_colours]
        self.settings = settings
        self.colour_blind: bool = bool(getattr(settings, "colour_blind", False))
        self._marks: MarkSet | None = None
        self._preview: MarkSet | None = None
        self._hint: HintMarks | None = None
        self._pinned: dict[QGraphicsItem, tuple[QPointF, QPointF, float]] = {}
        self._legal: Sequence[Action] = []
        self._animations: QAbstractAnimation | None = None
        """The group that plays an action's events (each game makes its own)."""
        """The legal actions of the view shown (empty when it is not the viewer's turn)."""

    def is_animating(self) -> bool:
        """True while an action is being animated."""
        animations = self._animations
        return animations is not None and animations.state() == QAbstractAnimation.State.Running

    def _choose(self, action: Action) -> None:
        """What a piece calls when clicked or chosen from the keyboard: reported only if the
        action is in the legal list the scene was given (``_legal``, set by show_view)."""
        if action in self._legal:
            self.action_chosen.emit(action)

    def _colour(self, seat: int | None) -> QColor:
        """The colour of ``seat``; nobody's (None, or a seat the table does not have): the
        neutral grey."""
        if seat is not None and 0 <= seat < len(self.seat_colours):
            return self.seat_colours[seat]
        return QColor(NEUTRAL)

    def _marker(self, seat: int | None) -> str | None:
        """The shape that tells ``seat``'s pieces apart without colour, when the colour-blind
        patterns are on (None otherwise, and for nobody's)."""
        if not self.colour_blind or seat is None:
            return None
        from capboard.ui import theme

        return theme.shape_for(self._colour(seat).name(), seat)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab walk through the pieces that may be chosen now, top to bottom
        and left to right, then leave the board (Enter or Space chooses the one with the
        focus). A game may order its own walk (Catan does)."""
        items = self.choosable_items()
        if not items:
            return False
        current = self.focusItem()
        index = items.index(current) if current in items else (-1 if next else len(items))
        index += 1 if next else -1
        if not 0 <= index < len(items):
            self.clearFocus()
            return False
        items[index].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def choosable_items(self) -> list[QGraphicsItem]:
        """The shown pieces that stand for a legal action now, in reading order (by rows of
        their centres, rounded to a tenth of the board's height)."""
        from capboard.ui.games.clickable import ClickableItem

        items = [
            item
            for item in self.items()
            if isinstance(item, ClickableItem) and item.isVisible() and item.is_active()
        ]
        row = max(1.0, self.itemsBoundingRect().height() / 10)

        def reading(item: QGraphicsItem) -> tuple[int, float]:
            centre = item.sceneBoundingRect().center()
            return (round(centre.y() / row), centre.x())

        return sorted(items, key=reading)

    def show_view(self, view: View, legal: Sequence[Action], events: list[Event]) -> None:
        """Redraw from ``view``; highlight the targets of ``legal`` (empty when it is not the
        viewer's turn); animate ``events`` (the latest action's) when animations are on."""
        raise NotImplementedError

    def set_colour_blind(self, on: bool) -> None:
        """Show (or hide) the shape patterns that tell players apart without colour."""
        self.colour_blind = on

    def retranslate(self) -> None:
        """Re-render the scene's text in the current language (default: no text)."""

    def text_size_changed(self) -> None:
        """Draw the board's labels again at the text size now in force (Settings → Text
        size). They take their fonts from :mod:`capboard.ui.board_text` as they are painted,
        so repainting every piece is enough (``update`` also drops a piece's cached picture).
        A piece whose extent grows with its label has a ``text_size_changed`` of its own
        (which tells Qt its new extent); a game whose layout follows its labels lays them
        out again in an override of this."""
        for item in self.items():
            grow = getattr(item, "text_size_changed", None)
            if callable(grow):
                grow()
            else:
                item.update()

    def mark_recent(self, events: Sequence[Event]) -> None:
        """Mark on the board where ``events`` happened (what the others did since the person
        at the screen last had the table), numbered in order; an empty list clears them."""
        if self._marks is None:
            self._marks = MarkSet(self)
        self._marks.show(self.recent_places(events))

    def recent_places(self, events: Sequence[Event]) -> list[tuple[QPointF, float]]:
        """Where on the board each of ``events`` happened, as (centre, radius) in scene
        coordinates, for :meth:`mark_recent`; events that happen nowhere are left out."""
        return []

    def controls(self) -> list[QGraphicsItem]:
        """The board's buttons (end the turn, roll the dice …): kept in reach when the person
        zooms in (:meth:`float_controls`). Default: none."""
        return []

    def float_controls(self, place: Callable[[QPointF], QPointF] | None, scale: float) -> None:
        """Zoomed in, the board's buttons float where they were on screen before: ``place``
        maps each one's own place on the board to where it must go now, drawn at ``scale``;
        ``place`` None puts them back where the scene laid them out. The view calls this
        whenever it zooms, scrolls or resizes."""
        for item in self.controls():
            pinned = self._pinned.get(item)
            # The scene may have placed the item again since: that place is its home now.
            home = pinned[0] if pinned is not None and item.pos() == pinned[1] else item.pos()
            z = pinned[2] if pinned is not None else item.zValue()
            there = home if place is None else place(home)
            if there != item.pos():
                item.setPos(there)
            item.setScale(1.0 if place is None else scale)
            item.setZValue(z if place is None else _Z_PINNED)
            self._pinned[item] = (home, there, z)

    def preview(self, action: Action | None) -> None:
        """Show on the board where ``action`` (the move selected in the keyboard list) would
        play; None hides it."""
        if self._preview is None:
            self._preview = MarkSet(self, numbered=False)
        self._preview.show(self.action_places(action) if action is not None else [])

    def action_places(self, action: Action) -> list[tuple[QPointF, float]]:
        """Where on the board ``action`` plays, as (centre, radius) in scene coordinates, for
        :meth:`preview`; empty for a move that plays nowhere in particular."""
        return []

    def show_hint(self, action: Action | None) -> None:
        """Mark on the board where ``action``, the move a hint suggests, would play (a mark
        of its own, apart from the legal targets and the preview); None takes it away."""
        if self._hint is None:
            self._hint = HintMarks(self)
        self._hint.show(self.action_places(action) if action is not None else [])

    def hinted_places(self) -> list[QPointF]:
        """The centres of the hint's marks shown now."""
        return [] if self._hint is None else self._hint.places()

    def previewed_places(self) -> list[QPointF]:
        """The centres of the preview shown now."""
        return [] if self._preview is None else self._preview.places()

    def marked_places(self) -> list[QPointF]:
        """The centres of the marks shown now, in order."""
        return [] if self._marks is None else self._marks.places()

    def hide_private(self) -> None:
        """Close every window of the scene's own that shows the viewer's private information
        (a hand, an offer being made): the hand-over screen is about to show, and the next
        person must not see it. The scene's items hide with the table; default: nothing."""

    def animation_ms(self, base_ms: int) -> int:
        """``base_ms`` scaled by the animation speed setting; 0 means no animation."""
        speed = float(getattr(self.settings, "animation_speed", 1.0))
        return 0 if speed <= 0 else max(1, round(base_ms / speed))


class GameUi:
    """A game's words, pictures and scene for the application shell (one per game).

    A plain Python object: strings go through ``QCoreApplication.translate`` with a context of
    the game's own so that ``pyside6-lupdate`` extracts them.
    """

    game_id: str = ""

    def title(self) -> str:
        """The game's translated name."""
        return registry.get(self.game_id).name

    def blurb(self) -> str:
        """One translated sentence for the start page."""
        return ""

    def box_art(self) -> Path:
        """The game's box art (SVG) under ``assets/<game>/``."""
        return assets.asset(self.game_id, "box.svg")

    def create_scene(self, seat_colours: Sequence[QColor], settings: Settings) -> BoardScene:
        """A new board scene for a game with these seat colours."""
        raise NotImplementedError

    def listed_actions(self, view: View, legal: Sequence[Action]) -> list[Action]:
        """The legal actions offered in the keyboard list. All of them by default; a game whose
        decision has too many choices to list (aiming) offers its own keyboard control in the
        scene instead and lists none."""
        return list(legal) if is_small(legal) else []

    def describe_action(self, action: Action, view: View, names: list[str]) -> str:
        """One entry of the keyboard list of legal actions."""
        return action.notation()

    def costs(self, action: Action, view: View) -> bool:
        """Whether ``action`` spends something (points, resources, a card): the keyboard list
        never starts on such a move, so a stray Enter spends nothing. Default: nothing."""
        return False

    def first_choice(self, view: View, listed: Sequence[Action]) -> Action | None:
        """Where the keyboard list starts each turn: the first listed move that costs nothing
        (the first move when all do)."""
        return next((a for a in listed if not self.costs(a, view)), listed[0] if listed else None)

    def format_event(self, event: Event, view: View, names: list[str]) -> str:
        """One line of the game log."""
        return event.code

    def prompt(self, view: View, names: list[str]) -> str:
        """The status line: who must do what, e.g. "Alice — place a path or build"."""
        raise NotImplementedError

    def hint_reason(self, before: View, after: View | None, seat: Seat) -> str:
        """Why a hinted move is good, in a few translated words ("builds toward 10 points"),
        from ``seat``'s view before the move and after it (in a world drawn from that view:
        read only what the move itself changes); empty when the game cannot say."""
        return ""

    def score_lines(self, view: View, outcome: Outcome, seat: Seat) -> list[str]:
        """How ``seat``'s final score was made, a line per source, for the score screen
        (``view`` is the final table as everyone sees it). Default: nothing more."""
        return []

    def player_lines(self, view: View, seat: Seat) -> list[str]:
        """Lines of the side panel for ``seat`` (stock, score, …)."""
        return []

    def describe_board(self, view: View, names: list[str]) -> list[str]:
        """The position in words, for a person who cannot see the board ("Describe the
        board"), from ``view`` only: what its seat may know. A line per fact, the board's
        places first. Default: each player and their lines of the side panel."""
        lines = []
        for seat, name in enumerate(names):
            details = self.player_lines(view, seat)
            lines.append(f"{name}: {'; '.join(details)}" if details else name)
        return lines

    def options_widget(self, parent: Any = None) -> Any:
        """A widget for the game's own options in the new-game dialog (Catan's scenario), or
        None when the game has none. It offers ``options()`` and ``set_players(n)``."""
        return None

    def rules_markdown(self, language: str) -> str:
        """The rules in ``language`` (Markdown), English when that language has none."""
        for lang in (language, "en"):
            path = assets.asset(self.game_id, f"rules.{lang}.md")
            if path.is_file():
                return path.read_text(encoding="utf-8")
        return ""
