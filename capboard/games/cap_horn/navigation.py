"""Where a ship can sail: the moves a navigation card (or a start square) allows.

A card's arrows are relative to its forward direction, which is fixed by the stage where the
card lies. A move goes square by square along its pattern; it may fly over empty squares and
other ships, never over land or off the chart, except across the finish line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from capboard.games.cap_horn.board import COMPASS, CapHornData, Pattern, Square

FINISH: Square = (-1, -1)
"""Stands for "across the finish line" as a move's end."""


@dataclass(frozen=True)
class Move:
    """A possible move: its end square (or :data:`FINISH`) and the squares it passes."""

    to: Square
    path: tuple[Square, ...]


def patterns_at(
    data: CapHornData, square: Square, cards: dict[Square, int]
) -> tuple[tuple[Pattern, ...], int]:
    """The move patterns of the card (or start square) under a ship, and the forward heading."""
    if square in data.start_squares:
        return data.start_moves, 0
    stage = data.stage_of(square)
    assert stage is not None and square in cards, f"a ship must stand on a card: {square}"
    return data.card_moves[cards[square]], stage.forward


def trace(
    data: CapHornData, start: Square, pattern: Pattern, forward: int, may_cross: bool
) -> Move | None:
    """Follow one pattern from ``start``; None when it leaves the sea."""
    finish = data.stages[data.finish_stage - 1]
    x, y = start
    path: list[Square] = []
    for relative, length in pattern:
        dx, dy = COMPASS[(forward + relative) % 8]
        for _ in range(length):
            if (x, y) in finish and dy < 0 and y == finish.y.start:
                # Over the finish line: the rest of the move does not matter.
                return Move(FINISH, tuple(path)) if may_cross else None
            x, y = x + dx, y + dy
            if not data.is_sea((x, y)):
                return None
            path.append((x, y))
    return Move((x, y), tuple(path))


def normal_moves(
    data: CapHornData,
    start: Square,
    cards: dict[Square, int],
    may_end: Callable[[Square], bool],
    may_cross: bool,
) -> dict[Square, Move]:
    """Every end a normal move can reach from ``start`` (one move kept per end), where
    ``may_end`` says whether a square can take the ship."""
    kind = None
    if start not in data.start_squares:
        assert start in cards, f"a ship must stand on a card: {start}"
        kind = cards[start]
    return {
        move.to: move
        for move in card_moves(data, start, kind, may_cross)
        if move.to == FINISH or may_end(move.to)
    }


@cache
def card_moves(
    data: CapHornData, start: Square, kind: int | None, may_cross: bool
) -> tuple[Move, ...]:
    """Every move a card of ``kind`` on ``start`` (None: a start square) allows, whatever lies
    on the squares it reaches: the first move found for each end. Computed once per square,
    kind and crossing right."""
    if kind is None:
        patterns, forward = data.start_moves, 0
    else:
        patterns, forward = patterns_at(data, start, {start: kind})
    ends: dict[Square, Move] = {}
    for pattern in patterns:
        move = trace(data, start, pattern, forward, may_cross)
        if move is not None and move.to not in ends:
            ends[move.to] = move
    return tuple(ends.values())


def course_position(data: CapHornData, square: Square) -> float:
    """How far along the course a square lies: stage by stage, along each stage's direction
    (the start squares are 0)."""
    stage = data.stage_of(square)
    if stage is None:
        return 0.0
    x, y = square
    before = sum(
        len(s.y) if s.forward in (0, 4) else len(s.x) for s in data.stages[: stage.number - 1]
    )
    along = {
        0: stage.y.stop - 1 - y,  # northwards
        2: x - stage.x.start,  # eastwards
        4: y - stage.y.start,  # southwards
        6: stage.x.stop - 1 - x,  # westwards
    }[stage.forward]
    return float(before + along + 1)
