"""The hard computer player for two-player games of perfect information: alpha-beta search.

Where nothing is hidden and nothing is left to chance (``Game.perfect_information``), the
seat's view rebuilds the one true state, and sampling worlds (as :mod:`capboard.engine.search`
does) only adds noise: a minimax search over the real continuations is exact as far as it looks.
The search counts actions, not turns (a turn may take several actions, as a Cappella build
does): it maximises the game's ``evaluate`` for the seat when the seat is to act and minimises
it otherwise. It deepens one action at a time while its budget lasts, so a slow machine searches
shallower instead of freezing; the answer of the last depth searched in full is played, and
ties are broken at random. The budget is counted in positions looked at, not in seconds, so the
same seed plays the same game on any machine.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator, Sequence

from capboard.engine.bots import Bot
from capboard.engine.protocol import Action, Game, Seat, State, View

NODES = 2_500
"""Positions looked at per decision (about half a second in Cappella)."""
YIELD_EVERY = 32
"""Positions between two explicit yields of the interpreter to other threads."""
MAX_DEPTH = 12
"""Deepest search, in actions."""


class _OutOfBudget(Exception):
    """Raised inside the search when the budget of positions is spent."""


class AlphaBetaBot(Bot):
    """Iterative-deepening alpha-beta over the true state (see the module docstring)."""

    level = "hard"

    def __init__(
        self,
        game: Game,
        seat: Seat,
        rng: random.Random,
        *,
        nodes: int = NODES,
        max_depth: int = MAX_DEPTH,
    ) -> None:
        super().__init__(game, seat, rng)
        self.nodes = nodes
        self.max_depth = max_depth
        self._left = 0
        self.depth_reached = 0
        """How deep the last decision was searched in full (for benchmarks and tests)."""

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        root = self.game.determinize(view, self.rng)
        order = legal[:]
        self.rng.shuffle(order)  # ties go to a random one of the best
        best = order[0]
        self._left = self.nodes
        self.depth_reached = 0
        for depth in range(1, self.max_depth + 1):
            scored: list[tuple[float, Action]] = []
            alpha = -math.inf
            try:
                for action in order:
                    child = self._child(root, action)
                    value = self._search(child, depth - 1, alpha, math.inf, None)
                    scored.append((value, action))
                    alpha = max(alpha, value)
            except _OutOfBudget:
                break
            # A stable sort: equal values keep their shuffled order, the best first.
            scored.sort(key=lambda pair: -pair[0])
            order = [action for _, action in scored]
            best = order[0]
            self.depth_reached = depth
            if abs(scored[0][0]) >= 1000.0:
                break  # a won or lost game is certain at this depth: looking further is waste
        return best

    def _child(self, state: State, action: Action) -> State:
        """``state`` after ``action``, paid from the budget."""
        if self._left <= 0:
            raise _OutOfBudget
        self._left -= 1
        if self._left % YIELD_EVERY == 0:
            # Hand the interpreter to the window's thread now and then: measured, without this
            # the event loop waited up to 300 ms while the search ran on an idle machine.
            time.sleep(0)
        child = state.clone()
        child.apply(action)
        return child

    def _score(self, state: State) -> float:
        return self.game.evaluate(state.view(self.seat), self.seat)

    def _search(
        self, state: State, depth: int, alpha: float, beta: float, score: float | None
    ) -> float:
        """The value of ``state`` for the seat, searching ``depth`` more actions; ``score`` is
        its evaluation when already known."""
        actor = None if state.is_over else state.actor()
        legal = state.legal_actions() if actor is not None else ()
        if depth == 0 or not legal:
            return self._score(state) if score is None else score
        maximise = actor == self.seat
        children: Iterator[tuple[State, float | None]]
        if depth == 1:
            children = ((self._child(state, move), None) for move in legal)
        else:
            # Best replies first: alpha-beta prunes most when they come first.
            looked = [self._child(state, move) for move in legal]
            scored = [(self._score(child), child) for child in looked]
            scored.sort(key=lambda pair: -pair[0] if maximise else pair[0])
            children = ((child, value) for value, child in scored)
        value = -math.inf if maximise else math.inf
        for child, known in children:
            result = self._search(child, depth - 1, alpha, beta, known)
            if maximise:
                value = max(value, result)
                alpha = max(alpha, value)
            else:
                value = min(value, result)
                beta = min(beta, value)
            if alpha >= beta:
                break
        return value
