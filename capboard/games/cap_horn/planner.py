"""The hard Cap Horn player's turn planning: lay a card ahead of the own ship, then sail onto it.

A one-action look (the medium player) sees that laying a card opens a square to sail to, but
not what that card will offer from there next turn, because a card's own directions only count
once the ship stands on it. The planner looks at whole plans for the rest of the turn: each
card and square it may lay (or each cover near a rival ship), followed by the best move; or a
move at once (sail, ignore, renounce, sprint and its second move). It scores the position where
each plan ends with the game's evaluation, which counts what the card under the ship promises
for the next move, plus what that card could do once more cards are laid (its longest move
forward into open sea, since next turn begins with laying), and answers the first action of the
best plan. After that action it plans
again, so a turn may lay several cards.

The plans are tried on one world drawn from the seat's view: nothing hidden matters within
one's own turn except the card drawn after moving, whose kind the evaluation never reads.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from capboard.engine.protocol import Action
from capboard.games.cap_horn.actions import CoverCard, LayCard
from capboard.games.cap_horn.board import neighbours
from capboard.games.cap_horn.navigation import course_position, normal_moves
from capboard.games.cap_horn.state import MOVING_PHASES, CapHornState

OPEN_SEA_WEIGHT = 0.75
"""What a move to an empty square is worth next turn, per square of course gained, against
1.5 for a square that already holds a card (the evaluation's weight): a card must first be laid
there, which takes a card from hand and may need a chain of cards to reach it."""
ROSE_PULL = 3.0
"""In the last stage, for a ship that may not cross yet, extra value per square nearer a
station whose rose it needs (the evaluation's own pull is 1.0 a square, against 3.0 a square of
course). Without it the hard player sailed past those stations and lost 3 of 40 games to a
random player; with it, none of the same 40, and 18 of 20 against medium as before. Pulling in
every stage cost too much against medium (11 of 20)."""
COVER_REACH = 3
"""A cover is planned only on a square this close to a rival ship (the cards it may sail to);
covering further away can hurt nobody this round."""


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
    or, with the points for it, ignore its card (a lay elsewhere changes nothing this turn);
    a cover only near a rival ship."""
    data = state.data
    ship = state.ships[seat]
    reach = set(normal_moves(data, ship, state.cards, lambda sq: True, may_cross=False))
    if state.points[seat] >= data.points["ignore"]:
        reach.update(neighbours(ship))
    rivals = [ship for i, ship in enumerate(state.ships) if i != seat]

    def near_rival(action: CoverCard) -> bool:
        return any(max(abs(action.x - x), abs(action.y - y)) <= COVER_REACH for x, y in rivals)

    return [
        a
        for a in legal
        if not isinstance(a, LayCard | CoverCard)
        or (isinstance(a, LayCard) and (a.x, a.y) in reach)
        or (isinstance(a, CoverCard) and near_rival(a))
    ]


def _plan_value(state: CapHornState, seat: int, action: Action) -> float:
    """The evaluation after ``action`` and the best way to finish moving (no further lay: a
    second lay is planned at the next decision)."""
    after = state.clone()
    after.apply(action)
    if after.is_over or after.phase not in MOVING_PHASES or after.turn != seat:
        return _score(after, seat)
    follow = [a for a in after.legal_actions() if not isinstance(a, LayCard | CoverCard)]
    if not follow:
        return _score(after, seat)
    return max(_plan_value(after, seat, a) for a in follow)


def _score(state: CapHornState, seat: int) -> float:
    """The evaluation, plus the open-sea promise of the card under the ship (see above)."""
    value = state.game.evaluate(state.view(seat), seat) - ROSE_PULL * _rose_distance(state, seat)
    if state.is_over or not state.hands[seat]:
        return value
    data = state.data
    ship = state.ships[seat]
    if ship not in state.cards:
        return value
    others = {s for i, s in enumerate(state.ships) if i != seat}
    here = course_position(data, ship)
    reach = normal_moves(
        data,
        ship,
        state.cards,
        lambda sq: sq not in state.cards and sq not in others and data.stage_of(sq) is not None,
        may_cross=False,
    )
    gains = [course_position(data, to) - here for to in reach]
    return value + OPEN_SEA_WEIGHT * max([0.0, *gains])


def _rose_distance(state: CapHornState, seat: int) -> int:
    """In the last stage, for a ship that may not cross the line yet: squares (king's moves)
    to the nearest station there whose rose it still needs; else 0."""
    data = state.data
    ship = state.ships[seat]
    stage = data.stage_of(ship)
    if state.is_over or stage is None or stage.number != data.finish_stage:
        return 0
    roses = state.roses[seat]
    if state._may_cross(seat) or any(r.stage == stage.number for r in roses):
        return 0
    held = {r.colour for r in roses}
    near = [
        max(abs(st.at[0] - ship[0]), abs(st.at[1] - ship[1]))
        for st in data.stations
        if st.stage == stage.number and st.colour not in held
    ]
    return min(near, default=0)
