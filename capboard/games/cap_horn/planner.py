"""The hard Cap Horn player's turn planning: lay a card ahead of the own ship, then sail onto it.

A one-action look (the medium player) sees that laying a card opens a square to sail to, but
not what that card will offer from there next turn, because a card's own directions only count
once the ship stands on it. The planner looks at whole plans for the rest of the turn: each
card and square it may lay where its ship could then sail or ignore its card, or on the way to
such a square in open sea (a chain, with the card it can best spare), followed by the best
move; or a move at once (sail, ignore, renounce, sprint and its second move). It scores the
position where each plan ends with the game's evaluation (:mod:`evaluation`: the route still
to sail, and what the card under the ship promises for the next turn), and answers the first
action of the best plan. A lay also counts what the position after it still promises this
turn, which is how a chain of cards towards open sea is worth its first card. After that action
it plans again, so a turn may lay several cards.

The plans are tried on one world drawn from the seat's view: nothing hidden matters within
one's own turn except the card drawn after moving, whose kind the evaluation never reads. No
cover is planned: covering a card changes neither where a ship can sail nor what the route
still asks, so the evaluation never gains by it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from capboard.engine.protocol import Action
from capboard.games.cap_horn.actions import CoverCard, LayCard
from capboard.games.cap_horn.board import cap_horn_data, neighbours
from capboard.games.cap_horn.navigation import normal_moves
from capboard.games.cap_horn.state import MOVING_PHASES, CapHornState

CHAIN_REACH = 2
"""A lay is planned this close to a square in open sea that the ship's card reaches: the
links of a chain of cards towards it (a move is 3 squares at most)."""


def plan(state: CapHornState, seat: int, rng: random.Random) -> Action | None:
    """The first action of the best plan for the rest of ``seat``'s turn in ``state`` (a world
    drawn from the seat's view), or None outside the moving part of a turn."""
    if state.phase not in MOVING_PHASES or state.turn != seat:
        return None
    legal = state.legal_actions()
    best: list[Action] = []
    best_value = float("-inf")
    for action in _worth_planning(state, seat, legal):
        value = _plan_value(state, seat, action)
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif abs(value - best_value) <= 1e-9:
            best.append(action)
    return rng.choice(best) if best else None


def _worth_planning(state: CapHornState, seat: int, legal: Sequence[Action]) -> list[Action]:
    """The first actions worth a plan: every move; a lay only where the ship could then sail
    or, with the points for it, ignore its card, or, of the card it can best spare, near such
    a square in open sea (a lay elsewhere changes nothing this turn)."""
    data = state.data
    ship = state.ships[seat]
    reach = set(normal_moves(data, ship, state.cards, lambda sq: True, may_cross=False))
    if state.points[seat] >= data.points["ignore"]:
        reach.update(neighbours(ship))
    chain = {
        (x + dx, y + dy)
        for x, y in reach
        if (x, y) not in state.cards
        for dx in range(-CHAIN_REACH, CHAIN_REACH + 1)
        for dy in range(-CHAIN_REACH, CHAIN_REACH + 1)
    }
    spare = min(state.hands[seat], key=_forward_reach, default=None)
    return [
        a
        for a in legal
        if not isinstance(a, LayCard | CoverCard)
        or (
            isinstance(a, LayCard)
            and ((a.x, a.y) in reach or ((a.x, a.y) in chain and a.card == spare))
        )
    ]


@cache
def _forward_reach(kind: int) -> tuple[int, int]:
    """How far forward a card of ``kind`` can go at best (then its kind): the card laid as a
    link of a chain is the one with the least."""
    ahead = {0: 1, 1: 1, 7: 1, 2: 0, 6: 0, 3: -1, 4: -1, 5: -1}
    moves = cap_horn_data().card_moves[kind]
    return max(sum(ahead[d] * n for d, n in pattern) for pattern in moves), kind


def _plan_value(state: CapHornState, seat: int, action: Action) -> float:
    """The evaluation after ``action`` and the best way to finish moving (no further lay: a
    second lay is planned at the next decision). After a lay, the position itself counts too
    (what the ship may still do this turn: a chain of cards towards open sea)."""
    after = state.clone()
    after.apply(action)
    if after.is_over or after.phase not in MOVING_PHASES or after.turn != seat:
        return _score(after, seat)
    follow = [a for a in after.legal_actions() if not isinstance(a, LayCard | CoverCard)]
    values = [_plan_value(after, seat, a) for a in follow]
    if isinstance(action, LayCard):
        return max([_score(after, seat), *values])
    return max(values) if values else _score(after, seat)


def _score(state: CapHornState, seat: int) -> float:
    """The game's evaluation of where a plan ends, from the seat's view."""
    return state.game.evaluate(state.view(seat), seat)
