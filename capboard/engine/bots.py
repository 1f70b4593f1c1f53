"""Generic computer players. They read views only, never a state.

A bot is given the view of its seat and the legal actions, and answers one of them. Bots that
look ahead (greedy and later search) rebuild a full state from the view with the game's
``determinize`` and try actions on copies.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence

from capboard.engine.protocol import Action, Game, Seat, View


class Bot(ABC):
    """A computer player for one seat."""

    level: str = "bot"

    def __init__(self, game: Game, seat: Seat, rng: random.Random) -> None:
        self.game = game
        self.seat = seat
        self.rng = rng

    @abstractmethod
    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` knowing only ``view``."""


class RandomBot(Bot):
    """Plays a uniformly random legal action."""

    level = "random"

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return self.rng.choice(legal)


class GreedyBot(Bot):
    """One ply: tries every legal action on a determinized copy and keeps the best by the
    game's evaluation of the resulting view; ties are broken at random."""

    level = "greedy"

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        skilled = self.game.skill_action(view, legal, self.level, self.rng)
        if skilled is not None:
            return skilled
        judged = self.game.judgement(view, legal, self.level, self.rng)
        if judged is not None:
            return judged
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        base = self.game.determinize(view, self.rng)
        base.legal_actions()  # computed once here, shared by every copy tried below
        best: list[Action] = []
        best_score = float("-inf")
        for action in legal:
            trial = base.clone()
            trial.apply(action)
            score = self.game.evaluate(trial.view(self.seat), self.seat)
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-9:
                best.append(action)
        return self.rng.choice(best)


LEVELS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(level: str, game: Game, seat: Seat, seed: int) -> Bot:
    """A bot of the named level; raises KeyError for an unknown level."""
    return LEVELS[level](game, seat, random.Random(seed))
