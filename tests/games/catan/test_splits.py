"""The discards and gold choices as a lazy sequence: the same actions in the same order as the
plain list of every split, found by index and by ``in`` without building the list."""

from __future__ import annotations

import random

from capboard.games.catan.actions import ChooseGold, Discard
from capboard.games.catan.hands import splits
from capboard.games.catan.splits import SplitActions


def test_lazy_choices_are_the_list_of_every_split_in_order() -> None:
    rng = random.Random(15)
    for _ in range(60):
        limits = tuple(rng.randint(0, 9) for _ in range(5))
        total = rng.randint(0, sum(limits))
        kind = rng.choice([Discard, ChooseGold])
        plain = [kind(c) for c in splits(limits, total)]
        lazy = SplitActions(kind, limits, total)
        assert len(lazy) == len(plain)
        assert list(lazy) == plain
        for i in rng.sample(range(len(plain)), min(len(plain), 25)):
            assert lazy[i] == plain[i] and plain[i] in lazy
        assert lazy[-1] == plain[-1] and lazy[1:4] == plain[1:4]
        # A random player picks the same action from either.
        assert random.Random(3).choice(lazy) == random.Random(3).choice(plain)


def test_lazy_choices_refuse_what_the_list_does_not_hold() -> None:
    lazy = SplitActions(Discard, (2, 0, 1, 3, 0), 3)
    assert Discard((1, 0, 1, 1, 0)) in lazy
    assert Discard((0, 1, 1, 1, 0)) not in lazy  # over a limit
    assert Discard((1, 0, 1, 0, 0)) not in lazy  # too few
    assert ChooseGold((1, 0, 1, 1, 0)) not in lazy  # another kind of action
    assert Discard((1, 0, 1, 1)) not in lazy  # type: ignore[arg-type]
    assert Discard(("a", 0, 1, 1, 0)) not in lazy  # type: ignore[arg-type]
    assert lazy == SplitActions(Discard, (2, 0, 1, 3, 0), 3)
    assert lazy == list(lazy)
