"""Hands of resource cards as the Catan state keeps them: a dict per seat, and the five-count
tuples of actions and views, in the resource order of ``assets/catan/game.json``."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from operator import itemgetter

RESOURCES: tuple[str, ...] = ("brick", "lumber", "wool", "grain", "ore")
"""Resource order of every five-count tuple (that of ``assets/catan/game.json``)."""
SHIP = "ship"

Hand = dict[str, int]


FIVE_COUNTS: Callable[[Hand], tuple[int, ...]] = itemgetter(*RESOURCES)
"""The five counts of a hand holding every resource (a ``KeyError`` otherwise): what
:func:`counts` reads first, for callers that read it at every decision."""


def counts(hand: Hand) -> tuple[int, ...]:
    """The five counts of ``hand``."""
    try:
        return FIVE_COUNTS(hand)  # the state's hands hold every resource: read them in one go
    except KeyError:
        return tuple(hand.get(r, 0) for r in RESOURCES)


def move_cards(source: Hand, target: Hand, cards: Iterable[tuple[str, int]]) -> None:
    """Move ``cards`` ((resource, count) pairs) from ``source`` to ``target``, in place: what
    :func:`~capboard.games.catan.rules.pay` and ``gain`` do with two new dicts, at every build
    and trade. Raises ``ValueError``, changing nothing, when ``source`` lacks them."""
    cards = tuple(cards)
    for resource, n in cards:
        if n < 0 or source.get(resource, 0) < n:
            raise ValueError(f"cannot move {dict(cards)} from {dict(source)}")
    for resource, n in cards:
        source[resource] = source.get(resource, 0) - n
        target[resource] = target.get(resource, 0) + n


def from_counts(values: tuple[int, ...]) -> Hand:
    """The hand of five counts."""
    return dict(zip(RESOURCES, values, strict=True))


def splits(limits: tuple[int, ...], total: int) -> Iterator[tuple[int, ...]]:
    """Every tuple of counts, each at most its limit, adding up to ``total``."""
    if not limits:
        if total == 0:
            yield ()
        return
    rest = sum(limits[1:])
    for n in range(max(0, total - rest), min(limits[0], total) + 1):
        for tail in splits(limits[1:], total - n):
            yield (n, *tail)
