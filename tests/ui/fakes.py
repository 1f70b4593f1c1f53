"""A toy game and its ui, so the application shell is tested without any real game.

The toy: players take turns; on a turn a player adds 1 or 2 to a shared total at most twice,
then ends the turn (ending is compulsory after two additions). Whoever brings the total to
``TARGET`` or more wins. A turn of several actions lets the tests exercise undo.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Self

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem

from capboard.engine.protocol import Action, Event, Game, Outcome, State, View
from capboard.ui.games.base import BoardScene, GameUi

TARGET = 10
TOY_ID = "toy"


@dataclass(frozen=True, order=True)
class Add(Action):
    """Add ``amount`` (1 or 2) to the total."""

    kind: ClassVar[str] = "add"
    amount: int


@dataclass(frozen=True, order=True)
class EndTurn(Action):
    """Pass the turn to the next player."""

    kind: ClassVar[str] = "end"


@dataclass(frozen=True)
class ToyView(View):
    """Everything is public in the toy."""

    total: int
    adds_this_turn: int


class ToyState(State):
    """A position of the toy game."""

    def __init__(self, game: Game, players: int, rng: random.Random) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.total = 0
        self.turn = 0
        self.adds = 0
        self.winner: int | None = None

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.turn

    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        if self.adds >= 2:
            return [EndTurn()]
        actions: list[Action] = [Add(1), Add(2)]
        if self.adds:
            actions.append(EndTurn())
        return actions

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        if isinstance(action, Add):
            self.total += action.amount
            self.adds += 1
            events = [Event("added", {"seat": seat, "amount": action.amount})]
            if self.total >= TARGET:
                self.winner = seat
                events.append(Event("game_over", {"reason": "target", "seat": seat}))
            return events
        self.adds = 0
        self.turn = (self.turn + 1) % self.players
        return [Event("turn_ended", {"seat": seat})]

    def clone(self) -> Self:
        other = type(self)(self.game, self.players, self._clone_rng())
        other.total, other.turn, other.adds, other.winner = (
            self.total,
            self.turn,
            self.adds,
            self.winner,
        )
        return other

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        scores = tuple(1.0 if s == self.winner else 0.0 for s in range(self.players))
        return Outcome(scores, (self.winner,), "target")

    def view(self, seat: int | None) -> View:
        return ToyView(
            seat=seat,
            players=self.players,
            options=self.game.options(),
            current_player=self.current_player,
            pending_players=self.pending_players,
            is_over=self.is_over,
            total=self.total,
            adds_this_turn=self.adds,
        )

    def determinize(self, view: View, rng: random.Random) -> State:
        assert isinstance(view, ToyView)
        state = ToyState(self.game, view.players, rng)
        state.total, state.adds = view.total, view.adds_this_turn
        state.turn = view.current_player or 0
        return state


class ToyGame(Game):
    """The toy game's description."""

    id = TOY_ID
    name = "Toy"
    min_players = 2
    max_players = 4
    duration_minutes = 5
    action_types = (Add, EndTurn)

    def _new_state(self, players: int, rng: random.Random, options: Any) -> State:
        return ToyState(self, players, rng)


class ActionItem(QGraphicsRectItem):
    """A clickable box standing for one legal action."""

    def __init__(self, scene: ToyScene, action: Action, x: float) -> None:
        super().__init__(QRectF(x, 0, 60, 40))
        self.action = action
        self._scene = scene
        self.setBrush(QBrush(QColor("#ffffff")))
        label = QGraphicsSimpleTextItem(action.notation(), self)
        label.setPos(x + 6, 10)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._scene.action_chosen.emit(self.action)
        event.accept()


class ToyScene(BoardScene):
    """A trivial board: a total and one box per legal action; counts what it is asked."""

    def __init__(self, seat_colours: Any, settings: Any, parent: Any = None) -> None:
        super().__init__(seat_colours, settings, parent)
        self.shown: list[tuple[View, list[Action], list[Event]]] = []
        self.retranslated = 0

    def show_view(self, view: View, legal: list[Action], events: list[Event]) -> None:
        assert isinstance(view, ToyView)
        self.shown.append((view, list(legal), list(events)))
        self.clear()
        board = self.addRect(QRectF(-20, -80, 400, 160), brush=QBrush(QColor("#e0d8c0")))
        board.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        total = self.addSimpleText(f"{view.total}")
        total.setPos(0, -60)
        for i, action in enumerate(legal):
            self.addItem(ActionItem(self, action, i * 70))

    def retranslate(self) -> None:
        self.retranslated += 1

    def items_for(self, action: Action) -> list[ActionItem]:
        """The boxes standing for ``action``."""
        return [i for i in self.items() if isinstance(i, ActionItem) and i.action == action]


class ToyUi(GameUi):
    """The toy game's words; strings go through Qt translation like a real game's."""

    game_id = TOY_ID

    def title(self) -> str:
        return QCoreApplication.translate("ToyUi", "Toy game")

    def blurb(self) -> str:
        return QCoreApplication.translate("ToyUi", "Add one or two; reach ten to win.")

    def box_art(self) -> Path:
        return Path(__file__).with_name("missing-box-art.svg")  # the start page copes

    def create_scene(self, seat_colours: Any, settings: Any) -> BoardScene:
        return ToyScene(seat_colours, settings)

    def describe_action(self, action: Action, view: View, names: list[str]) -> str:
        tr = QCoreApplication.translate
        if isinstance(action, Add):
            return tr("ToyUi", "Add %1").replace("%1", str(action.amount))
        return tr("ToyUi", "End the turn")

    def format_event(self, event: Event, view: View, names: list[str]) -> str:
        tr = QCoreApplication.translate
        name = names[event.params["seat"]]
        if event.code == "added":
            return (
                tr("ToyUi", "%1 added %2")
                .replace("%1", name)
                .replace("%2", str(event.params["amount"]))
            )
        if event.code == "game_over":
            return tr("ToyUi", "%1 reached the target").replace("%1", name)
        return tr("ToyUi", "%1 ended the turn").replace("%1", name)

    def prompt(self, view: View, names: list[str]) -> str:
        assert view.current_player is not None
        return tr_prompt(names[view.current_player])

    def player_lines(self, view: View, seat: int) -> list[str]:
        assert isinstance(view, ToyView)
        return [QCoreApplication.translate("ToyUi", "Total: %1").replace("%1", str(view.total))]

    def rules_markdown(self, language: str) -> str:
        return f"# Toy rules ({language})\n\nAdd one or two."


def tr_prompt(name: str) -> str:
    """The toy's status line for ``name``."""
    return QCoreApplication.translate("ToyUi", "%1 — add or end the turn").replace("%1", name)


GAME_UI = ToyUi()
