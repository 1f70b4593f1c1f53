"""The hard player's search: it finds a winning move, keeps to its time cap, and defers to the
game's judgement where the game says search does not pay."""

from __future__ import annotations

import random

from capboard.engine import registry, search
from capboard.engine.search import SearchBot
from capboard.games.cappella.actions import StartBuild
from capboard.games.catan import strategy
from tests.games.cappella.positions import board, lay


def test_hard_takes_the_building_that_wins() -> None:
    game = registry.get("cappella")
    state = board(A1="wood", C2="wood", C5="wood")
    lay(state, 0, ("C2", "C3"), ("C3", "C4"), ("C4", "C5"))
    state.buildings_left[0] = 1
    bot = SearchBot(game, 0, random.Random(0), iterations=60, seconds=10.0, depth=4)
    assert bot.choose(state.view(0), state.legal_actions()) == StartBuild("chapel")


def test_the_time_cap_stops_a_long_search(monkeypatch) -> None:
    """A clock that jumps a second per reading: past the cap, the search stops as soon as
    every candidate has had one world, however many iterations were allowed."""
    game = registry.get("cappella")
    state = game.new_state(2, 5)
    rng = random.Random(5)
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()))
    seat = state.actor()
    ticks = iter(range(10**6))
    monkeypatch.setattr(search.time, "perf_counter", lambda: float(next(ticks)))
    worlds = []
    real = game.determinize
    monkeypatch.setattr(game, "determinize", lambda v, r: worlds.append(1) or real(v, r))
    bot = SearchBot(game, seat, random.Random(1), iterations=10**9, seconds=0.3, depth=8)
    legal = state.legal_actions()
    action = bot.choose(state.view(seat), legal)
    assert state.is_legal(action)
    assert len(worlds) == len(bot._candidates(state.view(seat), legal))


def test_where_search_does_not_pay_the_judgement_plays() -> None:
    game = registry.get("catan")
    state = game.new_state(3, 2)
    seat = state.actor()
    view, legal = state.view(seat), state.legal_actions()
    assert not game.search_pays(view)
    hard = SearchBot(game, seat, random.Random(4)).choose(view, legal)
    assert hard == strategy.choose(view, legal, random.Random(4))
