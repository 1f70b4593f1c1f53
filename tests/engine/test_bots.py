"""Generic computer players: they answer legal actions and read views only."""

from __future__ import annotations

import random

from capboard.engine import registry
from capboard.engine.bots import GreedyBot
from capboard.engine.levels import LEVELS, make_bot
from capboard.engine.search import SearchBot
from capboard.games.cappella.actions import StartBuild
from tests.games.cappella.positions import board, lay

GAME = registry.get("cappella")


def quick_bot(level: str, seat: int, seed: int = 1):
    """A bot of ``level``; the hard one with a small search budget, for speed."""
    if level == "hard":
        return SearchBot(GAME, seat, random.Random(seed), iterations=6, seconds=0.5, depth=4)
    return make_bot(level, GAME, seat, seed)


def test_every_level_answers_a_legal_action() -> None:
    state = GAME.new_state(2, 3)
    rng = random.Random(3)
    for _ in range(30):
        seat = state.actor()
        for level in LEVELS:
            bot = quick_bot(level, seat)
            assert bot.choose(state.view(seat), state.legal_actions()) in state.legal_actions()
        state.apply(rng.choice(state.legal_actions()))


def test_a_bot_decides_from_the_view_alone() -> None:
    """Same view, same seed: same choice, whichever state the view came from."""
    state = GAME.new_state(2, 8)
    rng = random.Random(8)
    for _ in range(10):
        state.apply(rng.choice(state.legal_actions()))
    seat = state.actor()
    world = state.determinize(state.view(seat), random.Random(99))
    a = make_bot("greedy", GAME, seat, 5).choose(state.view(seat), state.legal_actions())
    b = make_bot("greedy", GAME, seat, 5).choose(world.view(seat), world.legal_actions())
    assert a == b


def test_greedy_builds_the_fourth_building_that_wins() -> None:
    state = board(A1="wood", C2="wood", C5="wood")
    lay(state, 0, ("C2", "C3"), ("C3", "C4"), ("C4", "C5"))
    state.buildings_left[0] = 1
    bot = GreedyBot(GAME, 0, random.Random(0))
    assert bot.choose(state.view(0), state.legal_actions()) == StartBuild("chapel")


def test_the_random_player_picks_what_random_choice_would_from_the_same_stream() -> None:
    # RandomBot draws its pick with Random.choice's arithmetic inline (a simulated game asks
    # it at every action): the same picks from the same seed, whatever the list's length.
    bot = make_bot("random", GAME, 0, 21)
    twin = random.Random(21)
    lengths = [1, 2, 3, 5, 8, 64, 65, 100, 1000, 4097]
    for length in lengths * 30:
        legal = list(range(length))
        assert bot.choose_unseen(legal) == twin.choice(legal)
    assert bot.rng.getrandbits(32) == twin.getrandbits(32)  # the streams are still in step
