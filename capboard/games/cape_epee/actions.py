"""De Cape et d'Épée's actions. Cards are named by their id (``king``, ``tom-thumb`` …, see
``assets/cape-epee/game.json``): each player holds one card of each id in their colour.
Columns are numbered from 0, left to right."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from capboard.engine.protocol import Action


@dataclass(frozen=True, order=True)
class PlayCard(Action):
    """Play ``card`` from the hand face down at the end of ``column``."""

    kind: ClassVar[str] = "play"
    card: str
    column: int

    def notation(self) -> str:
        return f"play {self.card} {self.column + 1}"


@dataclass(frozen=True, order=True)
class SwapObjectives(Action):
    """The Traitor's owner swaps the objective of the Traitor's column with ``column``'s."""

    kind: ClassVar[str] = "swap"
    column: int

    def notation(self) -> str:
        return f"swap {self.column + 1}"


@dataclass(frozen=True, order=True)
class KeepObjectives(Action):
    """The Traitor's owner leaves the objectives where they are."""

    kind: ClassVar[str] = "no-swap"


@dataclass(frozen=True, order=True)
class SlipCard(Action):
    """The Disguise's owner slips ``card`` from their hand face down under it."""

    kind: ClassVar[str] = "slip"
    card: str


@dataclass(frozen=True, order=True)
class NoSlip(Action):
    """The Disguise's owner slips nothing under it (it will count 0)."""

    kind: ClassVar[str] = "no-slip"


ACTION_TYPES: tuple[type[Action], ...] = (
    PlayCard,
    SwapObjectives,
    KeepObjectives,
    SlipCard,
    NoSlip,
)
