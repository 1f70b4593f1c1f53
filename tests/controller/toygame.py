"""A tiny game implementing the engine protocol, for the controller's tests.

One to three players. A turn: ``roll`` (draws 1 to 3 from the state's rng: irreversible),
then any number of ``take k`` (k at most what is left of the roll, adds k to the score), then
``pass`` to end the turn. The first to reach the target score wins at once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Self

from pydantic import Field

from capboard.engine.protocol import (
    Action,
    Event,
    Game,
    GameOptions,
    Outcome,
    Seat,
    State,
    View,
)


@dataclass(frozen=True, order=True)
class Roll(Action):
    kind = "roll"


@dataclass(frozen=True, order=True)
class Take(Action):
    k: int
    kind = "take"


@dataclass(frozen=True, order=True)
class Pass(Action):
    kind = "pass"


class ToyOptions(GameOptions):
    target: int = Field(default=6, ge=1, le=100)


@dataclass(frozen=True)
class ToyView(View):
    scores: tuple[int, ...]
    pool: int | None
    """What is left of this turn's roll; None before rolling."""


class ToyState(State):
    def __init__(
        self, game: ToyGame, players: int, rng: random.Random, options: ToyOptions
    ) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.options = options
        self.scores = [0] * players
        self.current = 0
        self.pool: int | None = None
        self.winner: Seat | None = None

    @property
    def current_player(self) -> Seat | None:
        return None if self.winner is not None else self.current

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        if self.pool is None:
            return [Roll()]
        return [*(Take(k) for k in range(1, self.pool + 1)), Pass()]

    def _apply(self, action: Action) -> list[Event]:
        seat = self.current
        if isinstance(action, Roll):
            self.pool = self.rng.randint(1, 3)
            return [Event("rolled", {"seat": seat, "value": self.pool}, irreversible=True)]
        if isinstance(action, Take):
            assert self.pool is not None
            self.pool -= action.k
            self.scores[seat] += action.k
            events = [Event("took", {"seat": seat, "count": action.k})]
            if self.scores[seat] >= self.options.target:
                self.winner = seat
                events.append(Event("game_over", {"seat": seat}))
            return events
        self.pool = None
        self.current = (seat + 1) % self.players
        return [Event("passed", {"seat": seat})]

    def clone(self) -> Self:
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.scores = list(self.scores)
        other.rng = self._clone_rng()
        return other

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        return Outcome(tuple(float(s) for s in self.scores), (self.winner,), "target")

    def view(self, seat: Seat | None) -> ToyView:
        return ToyView(
            seat=seat,
            players=self.players,
            options=self.options,
            current_player=self.current_player,
            pending_players=self.pending_players,
            is_over=self.is_over,
            scores=tuple(self.scores),
            pool=self.pool,
        )

    def determinize(self, view: View, rng: random.Random) -> State:
        assert isinstance(view, ToyView)
        state = ToyState(self.game, view.players, rng, self.options)
        state.scores = list(view.scores)
        state.pool = view.pool
        state.current = view.current_player if view.current_player is not None else 0
        if view.is_over:
            state.winner = max(range(view.players), key=lambda s: view.scores[s])
        return state


class ToyGame(Game):
    id = "toy"
    name = "Toy"
    min_players = 1
    max_players = 3
    options_model = ToyOptions
    action_types = (Roll, Take, Pass)

    def _new_state(self, players: int, rng: random.Random, options: GameOptions) -> State:
        assert isinstance(options, ToyOptions)
        return ToyState(self, players, rng, options)

    def evaluate(self, view: View, seat: Seat) -> float:
        assert isinstance(view, ToyView)
        others = [s for i, s in enumerate(view.scores) if i != seat]
        return view.scores[seat] - max(others, default=0)
