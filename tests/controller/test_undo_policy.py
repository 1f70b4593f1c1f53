"""The undo policy alone: own actions, latest first, never past an irreversible one."""

from __future__ import annotations

import pytest

from capboard.controller.undo import TurnAction, undoable_count


def turn(*entries: tuple[int, bool]) -> list[TurnAction]:
    return [TurnAction(seat, irreversible) for seat, irreversible in entries]


@pytest.mark.parametrize(
    ("entries", "requester", "expected"),
    [
        ((), 0, 0),
        (((0, False),), 0, 1),
        (((0, False), (0, False)), 0, 2),
        (((0, True), (0, False), (0, False)), 0, 2),  # back to the roll, not past it
        (((0, False), (0, True)), 0, 0),  # the last action drew chance
        (((0, False),), 1, 0),  # someone else's action
        (((1, False), (0, False)), 0, 1),  # stops at another seat's action
        (((0, False), (1, False)), 0, 0),  # the latest is not the requester's
        (((0, False),), None, 0),  # nobody at the screen
    ],
)
def test_undoable_count(
    entries: tuple[tuple[int, bool], ...], requester: int | None, expected: int
) -> None:
    assert undoable_count(turn(*entries), requester) == expected
