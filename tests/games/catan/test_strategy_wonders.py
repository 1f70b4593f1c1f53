"""The computer players' knowledge of The Wonders of Catan: they begin a wonder they may build,
build its levels (before a city when the race for levels asks it), trade with the bank towards
the next level and keep its cards rather than buy a development card."""

from __future__ import annotations

import random

from capboard.games.catan import strategy, strategy_wonders
from capboard.games.catan.actions import (
    BuildCity,
    BuildWonderLevel,
    BuyDevelopment,
    ChooseWonder,
    MaritimeTrade,
)
from tests.games.catan.helpers import give
from tests.games.catan.test_wonders_of_catan import forget, in_main, own_city, pay


def test_the_medium_player_begins_a_wonder_it_may_build() -> None:
    state = in_main(4, 2)
    seat = state.turn
    own_city(state, seat, 2)
    pay(state, seat, "theater")
    legal = state.legal_actions()
    action = strategy.choose(state.view(seat), legal, random.Random(0), expert=False)
    assert action == ChooseWonder("theater")


def test_of_two_wonders_the_one_its_income_pays_best_is_begun() -> None:
    state = in_main(4, 2)
    seat = state.turn
    own_city(state, seat, 2)
    corner = min(state.catan.layout.wonder_corners["wasteland"])  # type: ignore[attr-defined]
    state.buildings[corner] = (seat, "settlement")
    pay(state, seat, "theater")
    pay(state, seat, "great-wall")
    forget(state)
    view = state.view(seat)
    table = strategy.Table.of(view)
    worth = {
        w: strategy_wonders.wonder_worth(table, strategy_wonders._by_id(view, w))
        for w in ("theater", "great-wall")
    }
    action = strategy.choose(view, state.legal_actions(), random.Random(0), expert=False)
    assert action == ChooseWonder(max(worth, key=worth.__getitem__))


def test_a_level_is_built_and_comes_before_a_city_when_the_others_keep_up() -> None:
    state = in_main(4, 2)
    seat = state.turn
    own_city(state, seat, 1)
    pay(state, seat, "theater")
    state.wonder_of[seat] = 0
    state.wonder_levels[seat] = 1
    other = (seat + 1) % 4
    state.wonder_of[other], state.wonder_levels[other] = 3, 1  # the others keep up
    give(state, seat, grain=2, ore=3)  # and a city
    forget(state)
    legal = state.legal_actions()
    assert BuildWonderLevel() in legal and any(isinstance(a, BuildCity) for a in legal)
    action = strategy.choose(state.view(seat), legal, random.Random(0), expert=False)
    assert action == BuildWonderLevel()
    state.wonder_levels[other] = 0  # ahead in levels, far from the target: the city first
    forget(state)
    action = strategy.choose(
        state.view(seat), state.legal_actions(), random.Random(0), expert=False
    )
    assert isinstance(action, BuildCity)


def test_the_bank_is_asked_for_the_last_card_of_a_level_and_no_card_is_bought() -> None:
    state = in_main(4, 2)
    seat = state.turn
    state.wonder_of[seat], state.wonder_levels[seat] = 0, 1  # the Theater: 1 brick 3 wool 1 lumber
    give(state, seat, brick=1, wool=2, lumber=1, ore=5, grain=1)
    forget(state)
    legal = state.legal_actions()
    assert BuyDevelopment() in legal
    action = strategy.choose(state.view(seat), legal, random.Random(0), expert=False)
    assert isinstance(action, MaritimeTrade) and action.get == "wool"
    assert action.give in ("ore", "grain")
