"""The undo policy, as a pure function so it can be tested alone.

A person may take back their own actions of the current turn, most recent first, down to
(not past) an action that drew chance or revealed something: such an action can never be
taken back, nor anything before it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from capboard.engine.protocol import Seat


@dataclass(frozen=True)
class TurnAction:
    """One action of the current turn, as the policy sees it."""

    seat: Seat
    irreversible: bool


def undoable_count(turn: Sequence[TurnAction], requester: Seat | None) -> int:
    """How many of the latest actions of ``turn`` (oldest first) ``requester`` may take back.

    Counts back from the most recent action while it is the requester's own and reversible.
    """
    if requester is None:
        return 0
    count = 0
    for entry in reversed(turn):
        if entry.seat != requester or entry.irreversible:
            break
        count += 1
    return count
