"""The computer players' judgement in The Pirate Islands (strategy_pirates.py): warships from
every Knight, the lane sailed ship by ship, cards traded and bought for them, and the
fortress attacked once the warships are strong enough."""

from __future__ import annotations

import random

from capboard.games.catan import strategy, strategy_pirates
from capboard.games.catan.actions import (
    AttackFortress,
    BuyDevelopment,
    MaritimeTrade,
    PlaceShip,
    PlayKnight,
    Roll,
)
from capboard.games.catan.rules import KNIGHT
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import give
from tests.games.catan.test_pirate_islands import forget, in_main, sail_lane, start


def choose(state: CatanState, expert: bool = False) -> object:
    seat = state.actor()
    return strategy.choose(state.view(seat), state.legal_actions(), random.Random(0), expert=expert)


def test_a_knight_is_played_as_a_warship_before_the_roll() -> None:
    state = in_main(4, 1)
    seat = state.turn
    sail_lane(state, seat, 2)
    state.phase = "roll"
    state.dev_hands[seat] = [KNIGHT]
    forget(state)
    assert choose(state) == PlayKnight()
    state.dev_hands[seat] = []
    forget(state)
    assert choose(state) == Roll()


def test_the_fortress_is_attacked_with_four_warships_not_three() -> None:
    state = in_main(4, 1)
    seat = state.turn
    sail_lane(state, seat, len(start(state, seat).lane))
    state.warships[seat] = 3
    forget(state)
    assert AttackFortress() in state.legal_actions()
    assert choose(state) != AttackFortress()
    state.warships[seat] = 4
    forget(state)
    assert choose(state) == AttackFortress()


def test_the_expert_attacks_with_three_once_near_the_target() -> None:
    state = in_main(4, 1)
    seat = state.turn
    sail_lane(state, seat, len(start(state, seat).lane))
    state.warships[seat] = 3
    forget(state)
    assert choose(state, expert=True) != AttackFortress()
    for corner, (s, _) in list(state.buildings.items()):
        if s == seat:
            state.buildings[corner] = (seat, "city")  # 4 points...
    state.special = [(seat, 2, 0)] * 3
    state.island_points = 1  # ...and 3 more: 7 in sight, 3 short of 10
    forget(state)
    assert state.view(seat).public_scores[seat] >= 7
    assert choose(state, expert=True) == AttackFortress()
    assert choose(state, expert=False) != AttackFortress()


def test_the_lane_is_sailed_when_a_ship_is_affordable() -> None:
    state = in_main(4, 1)
    seat = state.turn
    give(state, seat, lumber=1, wool=1)
    lane = start(state, seat).lane
    assert choose(state) == PlaceShip(lane[1])


def test_a_ships_last_card_is_bought_from_the_bank() -> None:
    state = in_main(4, 1)
    seat = state.turn
    give(state, seat, lumber=1, ore=4)
    choice = choose(state)
    assert isinstance(choice, MaritimeTrade) and choice.get == "wool" and choice.give == "ore"


def test_a_development_card_is_bought_for_an_unarmed_ship() -> None:
    state = in_main(4, 1)
    seat = state.turn
    sail_lane(state, seat, 2)
    give(state, seat, wool=1, grain=1, ore=1)
    assert choose(state) == BuyDevelopment()
    state.warships[seat] = 2  # every ship armed: nothing to arm with a Knight
    forget(state)
    view = state.view(seat)
    kinds = {BuyDevelopment: [BuyDevelopment()]}
    table = strategy.Table.of(view)
    assert strategy_pirates.main_move(view, table, kinds, random.Random(0), False) is None
