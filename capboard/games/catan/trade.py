"""Domestic trade offers: which bundles the player to move may offer for which.

An offer gives 1 to ``max_cards_per_side`` cards the offerer holds and asks 1 to that many cards
of other resources (never the same resource on both sides, never a gift: catan-reference.md A.8).
The bound and the number of offers a turn are Capboard's decision (``assets/catan/game.json``),
so that a turn always moves on and the offers can be listed as legal actions.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, overload

from capboard.engine.assets import load_json
from capboard.engine.protocol import Action, contains_itself
from capboard.engine.spaces import LazyActions
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


def offer_pairs(hand: tuple[int, ...]) -> tuple[tuple[Counts, Counts], ...]:
    """Every (give, get) an offerer holding ``hand`` may propose, in a fixed order: by the
    bundle given, then the bundle asked, each in the order of :func:`bundles`."""
    return tuple(_offer_table(capped(hand)))


def capped(hand: tuple[int, ...]) -> tuple[int, ...]:
    """The hand as far as offers go: counts above the largest bundle make no difference."""
    most = trade_rules().max_cards_per_side
    return tuple(n if n < most else most for n in hand)


@cache
def _bundle_asks(most: int) -> tuple[tuple[Counts, tuple[Counts, ...], frozenset[Counts]], ...]:
    """Every bundle of 1 to ``most`` cards in the order of :func:`bundles`, each with the
    bundles that may be asked for it (never the same resource on both sides), in order and as
    a set. Bundles leaving the same resources free share their asks (31 kinds)."""
    asks_by_free: dict[tuple[bool, ...], tuple[tuple[Counts, ...], frozenset[Counts]]] = {}
    table = []
    for give in bundles((most,) * 5, most):
        free = tuple(g == 0 for g in give)
        if free not in asks_by_free:
            asks = tuple(bundles(tuple(most if f else 0 for f in free), most))
            asks_by_free[free] = (asks, frozenset(asks))  # type: ignore[assignment, arg-type]
        table.append((give, *asks_by_free[free]))
    return tuple(table)  # type: ignore[arg-type]


class _OfferTable:
    """The offers of one capped hand, as arithmetic rather than a list: the bundles it may give
    (at most 55 with 3 cards a side), and for each the bundles that may be asked (shared by
    every give that leaves the same resources free: 31 kinds). The offers are the pairs in that
    order; ``starts`` says where each give's pairs begin, so any one is found by bisection."""

    __slots__ = ("ask_sets", "asks", "gives", "length", "starts")

    def __init__(self, hand: tuple[int, ...], most: int) -> None:
        h0, h1, h2, h3, h4 = hand
        gives: list[Counts] = []
        self.asks: list[tuple[Counts, ...]] = []
        self.ask_sets: dict[Counts, frozenset[Counts]] = {}
        self.starts: list[int] = []
        length = 0
        for give, asks, ask_set in _bundle_asks(most):
            g0, g1, g2, g3, g4 = give
            if g0 > h0 or g1 > h1 or g2 > h2 or g3 > h3 or g4 > h4:
                continue
            gives.append(give)
            self.starts.append(length)
            self.asks.append(asks)
            self.ask_sets[give] = ask_set
            length += len(asks)
        self.gives: tuple[Counts, ...] = tuple(gives)
        self.length = length

    def pair(self, index: int) -> tuple[Counts, Counts]:
        """The ``index``-th (give, get), 0 <= index < length."""
        i = bisect_right(self.starts, index) - 1
        return self.gives[i], self.asks[i][index - self.starts[i]]

    def __contains__(self, pair: object) -> bool:
        give: Counts
        get: Counts
        give, get = pair  # type: ignore[misc]
        asks = self.ask_sets.get(give)
        return asks is not None and get in asks

    def __iter__(self) -> Iterator[tuple[Counts, Counts]]:
        for give, asks in zip(self.gives, self.asks, strict=True):
            for get in asks:
                yield give, get


@cache
def _offer_table(capped_hand: tuple[int, ...]) -> _OfferTable:
    """The offer table of a capped hand. Kept for every hand met: capped hands are at most
    (most + 1) ** 5 (1,024 with 3 cards a side) and a table holds a few hundred references at
    most, so the cache stays under a few megabytes however long the program runs."""
    return _OfferTable(capped_hand, trade_rules().max_cards_per_side)


@lru_cache(maxsize=4096)
def _table_of(hand: tuple[int, ...]) -> _OfferTable:
    """The offer table of a hand as it is (not capped): one look-up at every decision. The
    hands met are few, and an entry refers to a shared table, so 4,096 of them stay small."""
    return _offer_table(capped(hand))


_new_action = object.__new__


def _offer(give: Counts, get: Counts, to: int) -> OfferTrade:
    """``OfferTrade(give, get, to)``, made as a frozen dataclass's ``__init__`` would make it
    but without its three ``object.__setattr__`` calls: a random player's every other action is
    an offer made this way."""
    offer = _new_action(OfferTrade)
    fields = offer.__dict__
    fields["give"] = give
    fields["get"] = get
    fields["to"] = to
    return offer


def offers_apart(legal: Sequence[Action]) -> tuple[list[Action], bool]:
    """The legal actions but the offers to other players, in their order, and whether there
    are offers: for the table, which lights its targets from the first and only needs to know
    of the second (the trade window makes the offers), without making the thousands of
    offers of a hand at every move to skip them."""
    if isinstance(legal, WithOffers):
        others = legal.others
        return others, len(legal) > len(others)
    others = [a for a in legal if not isinstance(a, OfferTrade)]
    return others, len(others) < len(legal)


class WithOffers(LazyActions):
    """The legal actions of the player to move when offers are open: the short list of the
    other actions followed by every offer. The offers of a hand are thousands, so they are
    never built as a list: they are the product of the targets and the (give, get) pairs of
    the hand (an :class:`_OfferTable` shared by every position with the same hand shape), and
    made on demand. The other actions are a list, or a lazy sequence of their own (the main
    actions with Seafarers' ship moves)."""

    __slots__ = ("_actions", "_count", "_table", "_targets", "given")

    def __init__(
        self, actions: Sequence[Action], hand: tuple[int, ...], targets: tuple[int, ...]
    ) -> None:
        self._actions = actions
        self._targets = targets
        self._table = _table_of(hand)
        self._count = len(actions)
        self._length = self._count + len(targets) * self._table.length
        self.given: Action | None = None
        """The last action handed out by index: one of these by construction (a player's
        pick, asked again when it is applied, is then known without a look-up; a scan of the
        other actions would cost more the more ship moves stand before it)."""

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...
    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        if type(index) is int and index >= 0:
            count = self._count
            if index < count:  # the short list first: no arithmetic
                action = self.given = self._actions[index]
                return action
            if index < self._length:  # an offer, as a random player picks one: no more tests
                # _OfferTable.pair and _offer, inline: every other action of a random game.
                table = self._table
                target, pair = divmod(index - count, table.length)
                starts = table.starts
                i = bisect_right(starts, pair) - 1
                offer = self.given = _new_action(OfferTrade)
                fields = offer.__dict__
                fields["give"] = table.gives[i]
                fields["get"] = table.asks[i][pair - starts[i]]
                fields["to"] = self._targets[target]
                return offer
        return super().__getitem__(index)  # slices, negative indices, out of range

    @property
    def others(self) -> list[Action]:
        """The actions other than the offers, in their order (they come first): for a caller
        that leaves the offers out, without making thousands of them to skip."""
        return list(self._actions)

    def _at(self, index: int) -> Action:
        if index < self._count:
            return self._actions[index]
        target, pair = divmod(index - self._count, self._table.length)
        give, get = self._table.pair(pair)
        return OfferTrade(give, get, self._targets[target])

    def __iter__(self) -> Iterator[Action]:
        yield from self._actions
        for to in self._targets:
            for give, get in self._table:
                yield _offer(give, get, to)

    def __contains__(self, action: object) -> bool:
        if action is self.given and action is not None:
            return True
        if isinstance(action, OfferTrade):
            return action.to in self._targets and (action.give, action.get) in self._table
        actions = self._actions
        if type(actions) is not list:
            return action in actions  # a lazy sequence's own look-up
        # The very object first: the action a player picked from this list costs no comparison.
        return contains_itself(actions, action) or action in actions  # type: ignore[arg-type]

    def _key(self) -> tuple[Any, ...]:
        return (self._actions, self._targets, self._table)

    def __repr__(self) -> str:
        return f"WithOffers({self._count} actions + {len(self) - self._count} offers)"
