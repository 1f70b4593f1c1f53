"""Cap Horn's actions. Squares are ``(x, y)``: x from 0 (west) to 15, y from 0 (north) to 9.

A turn: lay navigation cards (or cover one), sail by the card under the ship (or renounce,
ignore the card, or sprint), then draw and buy cards, and end the turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from capboard.engine.protocol import Action

COLUMNS = "ABCDEFGHIJKLMNOP"
ROWS = 10


def square_label(square: tuple[int, int]) -> str:
    """A square's name for logs: its column letter and 1-based row (``K3``).

    A square off the board (a move read from a damaged file, which the rules then refuse) is
    named ``?`` and its coordinates, never looked up.
    """
    x, y = square
    if not (0 <= x < len(COLUMNS) and 0 <= y < ROWS):
        return f"?{x},{y}"
    return f"{COLUMNS[x]}{y + 1}"


@dataclass(frozen=True, order=True)
class LayCard(Action):
    """Lay a navigation card of kind ``card`` from the hand on the empty sea square (x, y)."""

    kind: ClassVar[str] = "lay"
    card: int
    x: int
    y: int

    def notation(self) -> str:
        return f"lay {self.card} {square_label((self.x, self.y))}"


@dataclass(frozen=True, order=True)
class CoverCard(Action):
    """Cover the card on (x, y) with a card of kind ``card`` from the hand (no other card is
    laid this turn, and the ship may not reach the new card this turn)."""

    kind: ClassVar[str] = "cover"
    card: int
    x: int
    y: int

    def notation(self) -> str:
        return f"cover {self.card} {square_label((self.x, self.y))}"


@dataclass(frozen=True, order=True)
class Sail(Action):
    """Sail by the card under the ship to (x, y)."""

    kind: ClassVar[str] = "sail"
    x: int
    y: int

    def notation(self) -> str:
        return f"sail {square_label((self.x, self.y))}"


@dataclass(frozen=True, order=True)
class CrossFinish(Action):
    """Sail by the card under the ship across the finish line (with two wind roses)."""

    kind: ClassVar[str] = "finish"


@dataclass(frozen=True, order=True)
class Renounce(Action):
    """Do not move this turn, and gain one navigation point."""

    kind: ClassVar[str] = "renounce"


@dataclass(frozen=True, order=True)
class Stay(Action):
    """The ship has no possible move: it stays where it is, and gains nothing (only a ship that
    could move may renounce for a point)."""

    kind: ClassVar[str] = "stay"


@dataclass(frozen=True, order=True)
class Ignore(Action):
    """Pay 3 points to ignore the card and move to the neighbouring square (x, y) that holds
    a card."""

    kind: ClassVar[str] = "ignore"
    x: int
    y: int

    def notation(self) -> str:
        return f"ignore {square_label((self.x, self.y))}"


@dataclass(frozen=True, order=True)
class Sprint(Action):
    """Pay 5 points to make two normal moves in a row."""

    kind: ClassVar[str] = "sprint"


@dataclass(frozen=True, order=True)
class BuyCard(Action):
    """Buy one more card for 1 point."""

    kind: ClassVar[str] = "buy"


@dataclass(frozen=True, order=True)
class EndTurn(Action):
    """End the turn: the next player takes a navigation point and plays."""

    kind: ClassVar[str] = "end"


ACTION_TYPES: tuple[type[Action], ...] = (
    LayCard,
    CoverCard,
    Sail,
    CrossFinish,
    Renounce,
    Ignore,
    Sprint,
    BuyCard,
    EndTurn,
    Stay,
)
