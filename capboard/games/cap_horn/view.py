"""What a seat sees of a Cap Horn game: the board, every ship, points, roses and hand
sizes; its own hand only; the draw piles as sizes."""

from __future__ import annotations

from dataclasses import dataclass

from capboard.engine.protocol import View

Square = tuple[int, int]


@dataclass(frozen=True)
class Rose:
    """A wind rose: the stage (1–3) where it was taken and its colour."""

    stage: int
    colour: str


@dataclass(frozen=True)
class CapHornView(View):
    """The table as one seat may know it.

    ``cards`` maps squares to the kind of card lying there (covered cards are gone to the
    discard pile); ``ships`` the square of each seat's ship; ``hand`` the seat's own cards
    (empty for a spectator), ``hand_sizes`` everyone's. ``phase`` is ``lay`` (lay cards or
    move), ``covered`` (a card was covered: move only), ``sprint`` (the first of two moves),
    ``sprint2`` (the second), ``buy`` (draw done: buy or end the turn) or ``over``.
    ``start_order`` gives the seat on each start square (1 to n). ``winner`` and
    ``end_reason`` (``finish``, ``three_roses`` or ``called``) once over.
    """

    cards: tuple[tuple[Square, int], ...]
    ships: tuple[Square, ...]
    points: tuple[int, ...]
    roses: tuple[tuple[Rose, ...], ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    piles: tuple[int, int]
    discard: tuple[int, ...]
    phase: str
    laid_this_turn: int
    covered: Square | None
    start_order: tuple[int, ...]
    winner: int | None
    end_reason: str | None
    last_turns: int | None = None
    """Turns left once every card lies on the chart (then the race is called), else None."""
    quiet_turns: int = 0
    """Turns in a row without a card laid or covered and without a ship moving."""
    quiet: bool = True
    """Whether this turn, so far, has laid or covered no card and moved no ship."""
    moved: bool = False
    """Whether the ship of the seat to play has moved this turn (sailed or ignored its card)."""
