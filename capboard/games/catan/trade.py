"""Domestic trade offers: which bundles the player to move may offer for which.

An offer gives 1 to ``max_cards_per_side`` cards the offerer holds and asks 1 to that many cards
of other resources (never the same resource on both sides, never a gift: catan-reference.md A.8).
The bound and the number of offers a turn are Capboard's decision (``assets/catan/game.json``),
so that a turn always moves on and the offers can be listed as legal actions.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import overload

from capboard.engine.assets import load_json
from capboard.engine.protocol import Action
from capboard.games.catan.actions import OfferTrade

Counts = tuple[int, int, int, int, int]


@dataclass(frozen=True)
class TradeRules:
    """How many offers a turn, and how many cards each side of one offer may hold."""

    offers_per_turn: int
    max_cards_per_side: int


@cache
def trade_rules() -> TradeRules:
    """The domestic trade limits, read once from the game's data."""
    raw = load_json("catan", "game.json")["trade"]
    return TradeRules(int(raw["offers_per_turn"]), int(raw["max_cards_per_side"]))


def bundles(limits: tuple[int, ...], most: int) -> list[tuple[int, ...]]:
    """Every non-empty bundle with at most ``limits[i]`` of resource ``i`` and ``most`` cards."""
    result: list[tuple[int, ...]] = [()]
    for limit in limits:
        result = [(*b, n) for b in result for n in range(min(limit, most - sum(b)) + 1)]
    return [b for b in result if sum(b) > 0]


@lru_cache(maxsize=2048)
def _pairs_for(capped: tuple[int, ...], most: int) -> tuple[tuple[Counts, Counts], ...]:
    pairs: list[tuple[Counts, Counts]] = []
    for give in bundles(capped, most):
        free = tuple(0 if g else most for g in give)
        pairs += [(give, get) for get in bundles(free, most)]  # type: ignore[misc]
    return tuple(pairs)


def offer_pairs(hand: tuple[int, ...]) -> tuple[tuple[Counts, Counts], ...]:
    """Every (give, get) an offerer holding ``hand`` may propose, in a fixed order."""
    most = trade_rules().max_cards_per_side
    return _pairs_for(capped(hand), most)


def capped(hand: tuple[int, ...]) -> tuple[int, ...]:
    """The hand as far as offers go: counts above the largest bundle make no difference."""
    most = trade_rules().max_cards_per_side
    return tuple(min(n, most) for n in hand)


class WithOffers(Sequence[Action]):
    """The legal actions of the player to move when offers are open: the short list of the
    other actions followed by every offer. The offers of a hand are thousands, so they are
    never built as a list: they are the product of the targets and the (give, get) pairs of
    the hand, shared by every position with the same hand shape, and made on demand."""

    def __init__(self, actions: list[Action], hand: tuple[int, ...], targets: tuple[int, ...]):
        self._actions = actions
        self._targets = targets
        most = trade_rules().max_cards_per_side
        self._pairs = _pairs_for(capped(hand), most)
        self._pair_set = _pair_set(capped(hand), most)

    def __len__(self) -> int:
        return len(self._actions) + len(self._targets) * len(self._pairs)

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...
    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("action index out of range")
        if index < len(self._actions):
            return self._actions[index]
        target, pair = divmod(index - len(self._actions), len(self._pairs))
        give, get = self._pairs[pair]
        return OfferTrade(give, get, self._targets[target])

    def __iter__(self) -> Iterator[Action]:
        yield from self._actions
        for to in self._targets:
            for give, get in self._pairs:
                yield OfferTrade(give, get, to)

    def __contains__(self, action: object) -> bool:
        if isinstance(action, OfferTrade):
            return action.to in self._targets and (action.give, action.get) in self._pair_set
        return action in self._actions

    def __eq__(self, other: object) -> bool:
        if isinstance(other, WithOffers):
            return (self._actions, self._targets, self._pairs) == (
                other._actions,
                other._targets,
                other._pairs,
            )
        if isinstance(other, Sequence) and len(other) == len(self):
            return all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"WithOffers({len(self._actions)} actions + {len(self) - len(self._actions)} offers)"


@lru_cache(maxsize=2048)
def _pair_set(capped_hand: tuple[int, ...], most: int) -> frozenset[tuple[Counts, Counts]]:
    return frozenset(_pairs_for(capped_hand, most))
