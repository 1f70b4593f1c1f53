"""The three computer levels of every game read views only: given two worlds that differ only
in what the seat cannot see (other hands, decks, future dice), each level chooses the same."""

from __future__ import annotations

import random

import pytest

from capboard.engine import registry
from capboard.engine.bots import EasyBot, MediumBot
from capboard.engine.levels import PLAYER_LEVELS, make_bot
from capboard.engine.minimax import AlphaBetaBot
from capboard.engine.search import SearchBot


def bot(level: str, game, seat: int, seed: int):
    if level == "hard" and game.perfect_information:  # a small budget: the same search
        return AlphaBetaBot(game, seat, random.Random(seed), nodes=200)
    if level == "hard":  # a small budget: the same search, fewer worlds
        return SearchBot(game, seat, random.Random(seed), iterations=10, seconds=5.0, depth=6)
    return make_bot(level, game, seat, seed)


def positions(game_id: str, players: int, count: int):
    """States of random games, every few actions."""
    game = registry.get(game_id)
    for seed in range(count):
        state = game.new_state(players, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(5, 60)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            yield state


@pytest.mark.parametrize("level", PLAYER_LEVELS)
@pytest.mark.parametrize("game_id", registry.ids())
def test_a_level_chooses_the_same_in_worlds_it_cannot_tell_apart(level: str, game_id: str) -> None:
    game = registry.get(game_id)
    players = min(game.max_players, max(game.min_players, 3))
    checked = 0
    for state in positions(game_id, players, 4):
        seat = state.actor()
        view = state.view(seat)
        worlds = [state.determinize(view, random.Random(k)) for k in (1, 2)]
        assert all(w.view(seat) == view for w in worlds)
        choices = [
            bot(level, game, seat, 7).choose(w.view(seat), w.legal_actions()) for w in worlds
        ]
        assert choices[0] == choices[1]
        assert state.is_legal(choices[0])
        checked += 1
    assert checked


def test_the_levels_are_named_for_people_and_kept_for_old_saves() -> None:
    game = registry.get("cappella")
    assert PLAYER_LEVELS == ("easy", "medium", "hard")
    assert isinstance(make_bot("easy", game, 0, 1), EasyBot)
    assert isinstance(make_bot("medium", game, 0, 1), MediumBot)
    assert isinstance(make_bot("hard", game, 0, 1), AlphaBetaBot)
    assert isinstance(make_bot("hard", registry.get("cap-horn"), 0, 1), SearchBot)
    assert make_bot("greedy", game, 0, 1).choose  # an older save's level still plays


def test_easy_makes_mistakes_medium_does_not() -> None:
    """Over many decisions, easy departs from medium's choice now and then; medium never."""
    game = registry.get("cappella")
    differs = same = 0
    for state in positions("cappella", 2, 12):
        seat = state.actor()
        view, legal = state.view(seat), state.legal_actions()
        if len(legal) < 3:
            continue
        # Medium's equally good moves (it breaks ties at random).
        best = {MediumBot(game, seat, random.Random(k)).choose(view, legal) for k in range(8)}
        again = MediumBot(game, seat, random.Random(3)).choose(view, legal)
        assert again in best
        for k in range(4):
            easy = EasyBot(game, seat, random.Random(100 + k)).choose(view, legal)
            differs += easy not in best
            same += easy in best
    assert differs and same
