"""Canon Noir's actions. Squares are ``(x, y)``: x from 0 (west) to 10, y from 0 (north) to 7.

A fleet's turn: roll the dice, sail in a straight line; then, where the ship ended, aim the
black cannon at a ship and fire, or start a duel across the board and fire. Fleets are named
by their index (0 red, 1 yellow, 2 green, 3 blue: the ports from the top left, clockwise
… see ``assets/canon-noir/game.json``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from capboard.engine.protocol import Action

COLUMNS = "ABCDEFGHIJK"
ROWS = 8


def square_label(square: tuple[int, int]) -> str:
    """A square's name for logs: its column letter and 1-based row (``F2``).

    A square off the board (a move read from a damaged file, which the rules then refuse) is
    named ``?`` and its coordinates, never looked up.
    """
    x, y = square
    if not (0 <= x < len(COLUMNS) and 0 <= y < ROWS):
        return f"?{x},{y}"
    return f"{COLUMNS[x]}{y + 1}"


@dataclass(frozen=True, order=True)
class Roll(Action):
    """Roll the dice for the fleet to play: two for a caravel, one for a frigate or a raft."""

    kind: ClassVar[str] = "roll"


@dataclass(frozen=True, order=True)
class Sail(Action):
    """Sail the fleet's ship in a straight line to the square ``(x, y)``."""

    kind: ClassVar[str] = "sail"
    x: int
    y: int

    def notation(self) -> str:
        return f"sail {square_label((self.x, self.y))}"


@dataclass(frozen=True, order=True)
class Aim(Action):
    """From a black-cannon square, choose the enemy ship (of fleet ``target``) to fire at."""

    kind: ClassVar[str] = "aim"
    target: int


@dataclass(frozen=True, order=True)
class Duel(Action):
    """From an edge square, start a duel with the ship of fleet ``target`` facing across."""

    kind: ClassVar[str] = "duel"
    target: int


@dataclass(frozen=True, order=True)
class NoDuel(Action):
    """Let the chance of a duel go by."""

    kind: ClassVar[str] = "no-duel"


@dataclass(frozen=True, order=True)
class Fire(Action):
    """Fire the cannon: ``direction`` in degrees clockwise from east (0–359), ``power`` on
    the gauge (0–100). Where the ball lands follows from these alone (see the ballistics of
    ``game.json``)."""

    kind: ClassVar[str] = "fire"
    direction: int
    power: int

    @classmethod
    def from_notation(cls, text: str) -> Fire | None:
        parts = text.split()
        if len(parts) != 3 or not all(p.isdigit() for p in parts[1:]):
            return None
        return cls(int(parts[1]), int(parts[2]))


ACTION_TYPES: tuple[type[Action], ...] = (Roll, Sail, Aim, Duel, NoDuel, Fire)
