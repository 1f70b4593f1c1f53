"""A ship moved in the state's pieces (PieceMap.move): the same pieces, in the same order, as the
``del`` and the set it stands for, under a mark no map had before."""

from __future__ import annotations

import random

from capboard.games.catan.pieces import PieceMap


def test_a_move_is_a_del_and_a_set_under_one_new_mark() -> None:
    rng = random.Random(7)
    moved: PieceMap[int, int] = PieceMap({e: e % 4 for e in rng.sample(range(200), 40)})
    stepped = moved.copy()
    marks = {moved.mark}
    for _ in range(300):
        source = rng.choice(list(moved))
        target = rng.choice([e for e in range(200) if e not in moved])
        seat = moved[source]
        moved.move(source, target, seat)
        del stepped[source]
        stepped[target] = seat
        # The same pieces in the same order: an index copied from either reads them alike.
        assert list(moved.items()) == list(stepped.items())
        assert moved.mark not in marks
        marks.add(moved.mark)
        marks.add(stepped.mark)
