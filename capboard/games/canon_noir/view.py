"""What a seat sees of a Canon Noir game: everything (the game hides nothing but the dice
still to be rolled)."""

from __future__ import annotations

from dataclasses import dataclass

from capboard.engine.protocol import View

Square = tuple[int, int]


@dataclass(frozen=True)
class FleetView:
    """One fleet: its owner (None for a fleet left out), its port, its ship in play
    (``caravel``, ``frigate`` or ``raft``), where that ship is, whether it carries a treasure,
    and how many treasures the fleet has banked."""

    name: str
    owner: int | None
    port: Square
    ship: str
    at: Square
    treasure: bool
    banked: int


@dataclass(frozen=True)
class ShotView:
    """A cannon ready to fire: who fires at whom, and why (``cannon`` from a black-cannon
    square, ``duel`` for the one who started a duel, ``reply`` for the answer)."""

    shooter: int
    target: int
    context: str


@dataclass(frozen=True)
class CanonNoirView(View):
    """The whole table.

    ``board`` is the layout rows (static); ``phase`` one of ``roll``, ``sail``, ``aim``,
    ``duel``, ``fire`` (or ``over``); ``fleet`` the fleet whose turn it is; ``dice`` the
    values rolled this turn; ``reachable`` maps each square the ship may sail to onto the
    distances (a die or the total) that reach it; ``targets`` the fleets that may be aimed at
    or duelled; ``shot`` the cannon ready to fire; ``origin`` the square the ship sailing
    this turn started from (where a duel attacker that misses goes back), None before it sails.
    """

    board: tuple[str, ...]
    fleets: tuple[FleetView, ...]
    pool: int
    order: tuple[int, ...]
    fleet: int | None
    phase: str
    dice: tuple[int, ...]
    reachable: tuple[tuple[Square, tuple[int, ...]], ...]
    targets: tuple[int, ...]
    shot: ShotView | None
    origin: Square | None
    roll_off: tuple[tuple[tuple[int, int, int], ...], ...]
    winner: int | None
