"""The hard computer player: Monte Carlo search over determinized worlds, from a view only.

Each iteration deals a world consistent with the seat's view (the game's ``determinize``: other
hands, decks and future dice drawn at random), plays one candidate action in it, lets every seat
play on for a few actions with a quick policy (the game's own judgement where it has one, else
a random legal action), and scores the result with the game's ``evaluate`` from the seat's view.
Candidates are chosen by UCB1, so promising actions get more worlds; the most tried one is
played. Hidden information is never peeked at: every world is drawn again from the view, which
is information-set Monte Carlo search with a flat tree (one level), cut off by the evaluation.

The budget is a number of iterations (reproducible from the seed) with a wall-clock cap, so a
slow machine thinks less rather than freezing a turn.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from capboard.engine.bots import Bot, best_by_evaluation
from capboard.engine.protocol import Action, Game, Seat, State, View
from capboard.engine.spaces import is_small

MAX_CANDIDATES = 24
"""Root actions searched at most (the medium player's choice always among them)."""
EXPLORATION = 0.7
"""UCB1's exploration weight, on values scaled to [0, 1]."""


class SearchBot(Bot):
    """Determinized Monte Carlo search with a flat UCB1 root (see the module docstring)."""

    level = "hard"

    def __init__(
        self,
        game: Game,
        seat: Seat,
        rng: random.Random,
        *,
        iterations: int = 160,
        seconds: float = 1.5,
        depth: int = 16,
    ) -> None:
        super().__init__(game, seat, rng)
        self.iterations = iterations
        self.seconds = seconds
        self.depth = depth

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        skilled = self.game.skill_action(view, legal, self.level, self.rng)
        if skilled is not None:
            return skilled
        if not self.game.search_pays(view):
            # The game's own judgement at this level, else the one-ply choice: sampling
            # worlds would not beat them here.
            judged = self.game.judgement(view, legal, self.level, self.rng)
            if judged is not None:
                return judged
            return best_by_evaluation(self.game, self.seat, view, legal, self.rng)
        candidates = self._candidates(view, legal)
        if len(candidates) == 1:
            return candidates[0]
        visits = [0] * len(candidates)
        totals = [0.0] * len(candidates)
        low, high = math.inf, -math.inf
        raw: list[list[float]] = [[] for _ in candidates]
        deadline = time.perf_counter() + self.seconds
        for iteration in range(self.iterations):
            if iteration >= len(candidates) and time.perf_counter() > deadline:
                break
            index = self._select(iteration, visits, totals, low, high)
            world = self.game.determinize(view, self.rng)
            value = self._playout(world, candidates[index])
            raw[index].append(value)
            visits[index] += 1
            totals[index] += value
            low, high = min(low, value), max(high, value)
        best = max(
            range(len(candidates)),
            key=lambda i: (visits[i], totals[i] / visits[i] if visits[i] else -math.inf),
        )
        return candidates[best]

    def _candidates(self, view: View, legal: Sequence[Action]) -> list[Action]:
        """The actions worth searching: all when few, else the medium player's choice and a
        sample (the game's judgement decides what a sensible sample is when it can)."""
        medium = self.game.judgement(view, legal, "medium", self.rng)
        if is_small(legal, MAX_CANDIDATES):
            return list(legal)
        pool = self.game.search_candidates(view, legal, self.rng)
        chosen = [medium] if medium is not None else []
        rest = [a for a in pool if a not in chosen]
        self.rng.shuffle(rest)
        return chosen + rest[: MAX_CANDIDATES - len(chosen)]

    def _select(
        self, iteration: int, visits: list[int], totals: list[float], low: float, high: float
    ) -> int:
        for i, n in enumerate(visits):
            if n == 0:
                return i
        span = high - low if high > low else 1.0
        log_n = math.log(iteration + 1)

        def ucb(i: int) -> float:
            mean = (totals[i] / visits[i] - low) / span
            return mean + EXPLORATION * math.sqrt(log_n / visits[i])

        return max(range(len(visits)), key=ucb)

    def _playout(self, world: State, action: Action) -> float:
        """Play ``action`` in ``world``, then a short continuation; the seat's evaluation."""
        world.apply(action)
        for _ in range(self.depth):
            if world.is_over:
                break
            seat = world.actor()
            legal = world.legal_actions()
            if seat is None or not legal:
                break
            view = world.view(seat)
            choice = self.game.judgement(view, legal, "medium", self.rng)
            if choice is None:
                choice = self.game.skill_action(view, legal, "medium", self.rng)
            if choice is None:
                choice = legal[self.rng.randrange(len(legal))]
            world.apply(choice)
        return self.game.evaluate(world.view(self.seat), self.seat)
