"""Generic computer players. They read views only, never a state.

A bot is given the view of its seat and the legal actions, and answers one of them. Bots that
look ahead (greedy and later search) rebuild a full state from the view with the game's
``determinize`` and try actions on copies.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import ClassVar

from capboard.engine.protocol import Action, Game, Seat, View


class Bot(ABC):
    """A computer player for one seat."""

    level: str = "bot"
    reads_view: ClassVar[bool] = True
    """Whether :meth:`choose` reads its view. A caller that would build a view only to hand it
    over (a headless simulation: a view costs as much as the rest of a random player's move)
    asks a bot that reads none through :meth:`choose_unseen` instead."""

    def __init__(self, game: Game, seat: Seat, rng: random.Random) -> None:
        self.game = game
        self.seat = seat
        self.rng = rng

    @abstractmethod
    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` knowing only ``view``."""

    def choose_unseen(self, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` as :meth:`choose` would, for a bot that reads no view
        (``reads_view`` False); the same choice from the same random stream."""
        raise NotImplementedError(f"{type(self).__name__} reads its view")


class RandomBot(Bot):
    """Plays a uniformly random legal action."""

    level = "random"
    reads_view = False

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return self.choose_unseen(legal)

    def choose_unseen(self, legal: Sequence[Action]) -> Action:
        rng = self.rng
        if type(rng) is not random.Random:
            return rng.choice(legal)
        # random.Random.choice's own arithmetic (its _randbelow: getrandbits of the length's
        # bit length, drawn again while out of range), inline: the same pick from the same
        # stream without the two calls it goes through, at every action of a simulated game.
        n = len(legal)
        if not n:
            raise IndexError("Cannot choose from an empty sequence")
        k = n.bit_length()
        r = rng.getrandbits(k)
        while r >= n:
            r = rng.getrandbits(k)
        return legal[r]


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
        return best_by_evaluation(self.game, self.seat, view, legal, self.rng)


def best_by_evaluation(
    game: Game, seat: Seat, view: View, legal: Sequence[Action], rng: random.Random
) -> Action:
    """The one-ply choice: every legal action tried on one world drawn from ``view``, the best
    by the game's evaluation of the result; ties broken at random."""
    legal = list(legal)
    if len(legal) == 1:
        return legal[0]
    base = game.determinize(view, rng)
    base.is_legal(legal[0])  # the legal actions (and their set) once, shared by every copy
    best: list[Action] = []
    best_score = float("-inf")
    for action in legal:
        trial = base.clone()
        trial.apply(action)
        score = game.evaluate(trial.view(seat), seat)
        if score > best_score + 1e-9:
            best, best_score = [action], score
        elif abs(score - best_score) <= 1e-9:
            best.append(action)
    return rng.choice(best)


class MediumBot(GreedyBot):
    """The medium level: the greedy player under its level's name (aiming errors and the
    game's judgement are chosen by level)."""

    level = "medium"


class EasyBot(GreedyBot):
    """The easy level: the medium player's choice most of the time, a sensible-looking
    mistake on purpose now and then (a legal action picked at random among those a searching
    player would consider, so never a thousand-card trade offer)."""

    level = "easy"

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        # How often: the game's own rate (Game.easy_mistakes).
        if len(legal) > 1 and self.rng.random() < self.game.easy_mistakes:
            skilled = self.game.skill_action(view, legal, self.level, self.rng)
            if skilled is not None:
                return skilled  # aiming: the level's own (larger) error is the mistake
            pool = self.game.search_candidates(view, legal, self.rng)
            return pool[self.rng.randrange(len(pool))]
        return super().choose(view, legal)
