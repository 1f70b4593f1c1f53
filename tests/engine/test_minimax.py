"""The hard player of perfect-information games: alpha-beta over the true game, within a budget
of positions, the same answer as plain minimax, and the same game from the same seed."""

from __future__ import annotations

import math
import random

from capboard.engine import registry
from capboard.engine.levels import make_bot
from capboard.engine.minimax import AlphaBetaBot
from capboard.engine.protocol import State
from capboard.games.cappella.actions import StartBuild
from tests.games.cappella.positions import board, lay

GAME = registry.get("cappella")


def midgame(seed: int, moves: int = 14) -> State:
    state = GAME.new_state(2, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    return state


def minimax(state: State, seat: int, depth: int) -> float:
    """Plain minimax of ``evaluate``, ``depth`` actions deep (the reference)."""
    if depth == 0 or state.is_over or not state.legal_actions():
        return GAME.evaluate(state.view(seat), seat)
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        values.append(minimax(child, seat, depth - 1))
    return max(values) if state.actor() == seat else min(values)


def test_cappella_is_searched_by_alpha_beta() -> None:
    assert GAME.perfect_information
    assert isinstance(make_bot("hard", GAME, 0, 1), AlphaBetaBot)
    assert not registry.get("canon-noir").perfect_information  # dice: searched by sampling


def test_the_choice_is_a_best_one_by_plain_minimax() -> None:
    for seed in (3, 4):
        state = midgame(seed)
        seat = state.actor()
        legal = state.legal_actions()
        values = {}
        for action in legal:
            child = state.clone()
            child.apply(action)
            values[action] = minimax(child, seat, 2)
        bot = AlphaBetaBot(GAME, seat, random.Random(seed), nodes=10**6, max_depth=3)
        chosen = bot.choose(state.view(seat), legal)
        assert bot.depth_reached == 3
        assert math.isclose(values[chosen], max(values.values()))


def test_the_budget_of_positions_is_kept(monkeypatch) -> None:
    state = midgame(5)
    seat = state.actor()
    clones = []
    real = type(state).clone
    monkeypatch.setattr(type(state), "clone", lambda s: clones.append(1) or real(s))
    bot = AlphaBetaBot(GAME, seat, random.Random(1), nodes=300)
    assert state.is_legal(bot.choose(state.view(seat), state.legal_actions()))
    assert 0 < len(clones) <= 300
    assert 1 <= bot.depth_reached < 12  # the budget, not the depth limit, ended the search


def test_it_takes_the_building_that_wins() -> None:
    state = board(A1="wood", C2="wood", C5="wood")
    lay(state, 0, ("C2", "C3"), ("C3", "C4"), ("C4", "C5"))
    state.buildings_left[0] = 1
    bot = AlphaBetaBot(GAME, 0, random.Random(0))
    assert bot.choose(state.view(0), state.legal_actions()) == StartBuild("chapel")


def test_the_same_seed_plays_the_same_game() -> None:
    def play(seed: int) -> list:
        state = GAME.new_state(2, 9)
        bots = [AlphaBetaBot(GAME, s, random.Random(seed + s), nodes=150) for s in (0, 1)]
        actions = []
        while not state.is_over and len(actions) < 30:
            seat = state.actor()
            action = bots[seat].choose(state.view(seat), state.legal_actions())
            actions.append(action)
            state.apply(action)
        return actions

    assert play(1) == play(1)
