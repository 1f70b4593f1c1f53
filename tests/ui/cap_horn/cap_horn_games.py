"""Seeded Cap Horn positions and a sailor who heads for the stations and the finish line, for
the ui tests."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from functools import cache

from capboard.engine import levels, registry
from capboard.engine.protocol import Action, Event
from capboard.games.cap_horn.actions import (
    BuyCard,
    CoverCard,
    CrossFinish,
    EndTurn,
    Ignore,
    LayCard,
    Renounce,
    Sail,
    Sprint,
    Stay,
)
from capboard.games.cap_horn.state import CapHornState
from capboard.games.cap_horn.view import CapHornView
from capboard.ui.games.cap_horn.chart import chart

COLOURS = ("#0072B2", "#D55E00", "#009E73", "#E69F00", "#CC79A7")
NAMES = ["Alice", "Bruno", "Chloé", "David", "Emma"]

Square = tuple[int, int]
Wanted = Callable[[CapHornState, CapHornView], bool]


def play_until(
    wanted: Wanted, players: int = 2, seeds: range = range(30), limit: int = 600
) -> tuple[CapHornState, list[Event]]:
    """A game played by :func:`sailor_choice` for every seat, stopped at the first position
    where ``wanted(state, view)`` holds; returns the state and the events of the last action."""
    game = registry.get("cap-horn")
    for seed in seeds:
        state = game.new_state(players, seed)
        events: list[Event] = list(state.setup_events())
        for _ in range(limit):
            if state.is_over:
                break
            view = state.view(state.actor())
            if wanted(state, view):
                return state, events
            events = state.apply(sailor_choice(state))
        else:
            continue
        view = state.view(0)
        if wanted(state, view):
            return state, events
    raise AssertionError("no seeded game reached the wanted position")


def greedy_choice(state: CapHornState, seed: int = 0) -> Action:
    """What the greedy computer player would do."""
    seat = state.actor()
    assert seat is not None
    bot = levels.make_bot("greedy", state.game, seat, seed)
    return bot.choose(state.view(seat), state.legal_actions())


# -- a sailor with a plan --------------------------------------------------------------------------
@cache
def _sea() -> frozenset[Square]:
    return frozenset(chart().sea_squares())


@cache
def _distances(goals: frozenset[Square]) -> dict[Square, int]:
    """King-move distances over the sea to the nearest of ``goals``."""
    seen = {g: 0 for g in goals}
    queue = deque(goals)
    while queue:
        x, y = queue.popleft()
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                nxt = (x + dx, y + dy)
                if nxt in _sea() and nxt not in seen:
                    seen[nxt] = seen[(x, y)] + 1
                    queue.append(nxt)
    return seen


def _goals(view: CapHornView, seat: int) -> frozenset[Square]:
    roses = view.roses[seat]
    if len(roses) >= 2:
        finish = chart().finish
        return frozenset((x, finish.ys.start) for x in finish.xs)
    stages = {r.stage for r in roses}
    colours = {r.colour for r in roses}
    return frozenset(
        s.at for s in chart().stations if s.stage not in stages and s.colour not in colours
    )


def _scored(state: CapHornState, seat: int) -> tuple[float, CapHornView]:
    """How good ``state`` is for ``seat``, and the seat's view of it (a view is most of what
    scoring costs: the sailor weighs thousands of positions a game, so each is viewed once)."""
    view = state.view(seat)
    if state.is_over:
        return (1e9 if view.winner == seat else -1e9), view
    distance = _distances(_goals(view, seat)).get(tuple(view.ships[seat]), 40)
    return 1000.0 * len(view.roses[seat]) - 10.0 * distance + 0.2 * view.points[seat], view


def _score(state: CapHornState, seat: int) -> float:
    return _scored(state, seat)[0]


def _best_move(state: CapHornState, seat: int, depth: int = 1) -> float:
    """The best score the ship can reach by sailing now (staying counts too)."""
    best = _score(state, seat)
    for action in state.legal_actions():
        if isinstance(action, Sail | CrossFinish | Ignore):
            after = state.clone()
            after.apply(action)
            score, view = _scored(after, seat)
            score -= 3.0 if isinstance(action, Ignore) else 0.0
            if view.phase == "sprint2" and depth > 0:
                score = max(score, _best_move(after, seat, depth - 1))
            best = max(best, score)
    return best


def sailor_choice(state: CapHornState) -> Action:
    """A purposeful player: lays cards that bring the next station (or the finish line) within
    reach, sails towards it, and ends the turn."""
    seat = state.actor()
    assert seat is not None
    legal = state.legal_actions()
    if any(isinstance(a, CrossFinish) for a in legal):
        return next(a for a in legal if isinstance(a, CrossFinish))
    phase = state.view(seat).phase
    if phase == "buy":
        view = state.view(seat)
        buy = next((a for a in legal if isinstance(a, BuyCard)), None)
        if buy is not None and view.hand_sizes[seat] < 4 and view.points[seat] >= 5:
            return buy
        return next(a for a in legal if isinstance(a, EndTurn))
    best_action: Action | None = None
    best = -1e18
    now = _best_move(state, seat)
    for action in legal:
        after = state.clone()
        after.apply(action)
        if isinstance(action, LayCard):
            score = _best_move(after, seat) - 1.0
            if score <= now:
                continue  # a card that opens nothing is kept for later
        elif isinstance(action, Sail | Ignore):
            score, view = _scored(after, seat)
            if view.phase == "sprint2":
                score = _best_move(after, seat, 0)
            elif isinstance(action, Ignore):
                score -= 3.0
        elif isinstance(action, Sprint):
            score = _best_move(after, seat) - 4.0
        elif isinstance(action, Renounce | Stay):
            score = _score(after, seat) - 0.5
        elif isinstance(action, CoverCard):
            continue
        else:
            score = _score(after, seat) - 50.0
        if score > best:
            best, best_action = score, action
    if best_action is None:
        best_action = next((a for a in legal if isinstance(a, Renounce | Stay)), next(iter(legal)))
    return best_action
