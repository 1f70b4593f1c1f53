"""The computer players' knowledge of Cloth for Catan: ships sail towards the villages they do
not trade with yet, and the pirate takes cloth."""

from __future__ import annotations

import dataclasses
import random

from capboard.games.catan import strategy, strategy_cloth
from capboard.games.catan.actions import PlaceShip, Steal, StealCloth
from tests.games.catan.helpers import give
from tests.games.catan.test_cloth_for_catan import in_main


def test_a_village_is_worth_nothing_once_reached_or_empty() -> None:
    assert strategy_cloth.village_worth(0, 6, 5, ()) > strategy_cloth.village_worth(0, 2, 5, ())
    assert strategy_cloth.village_worth(0, 6, 5, (1,)) < strategy_cloth.village_worth(0, 6, 5, ())
    assert strategy_cloth.village_worth(0, 6, 5, (0,)) == 0.0
    assert strategy_cloth.village_worth(1, 6, 0, ()) == 0.0


def test_the_medium_player_builds_the_ship_that_sails_nearest_a_village() -> None:
    chosen = 0
    for seed in range(12):
        state = in_main(4, seed)
        seat = state.turn
        give(state, seat, lumber=1, wool=1)  # a ship, and nothing else
        legal = state.legal_actions()
        ships = [a for a in legal if isinstance(a, PlaceShip)]
        if not ships:
            continue
        view = state.view(seat)
        table = strategy.Table.of(view)
        values = {a.edge: strategy_cloth.ship_value(table, a.edge) for a in ships}
        if max(values.values()) < strategy_cloth.SHIP_WORTH:
            continue
        action = strategy.choose(view, legal, random.Random(seed), expert=False)
        assert isinstance(action, PlaceShip)
        assert values[action.edge] == max(values.values())
        chosen += 1
    assert chosen >= 3  # the positions where a ship may sail towards a village


def test_the_expert_pirate_takes_cloth_from_the_player_closest_to_winning() -> None:
    state = in_main(4, 3)
    view = state.view(state.turn)
    leader = max(range(4), key=lambda s: view.public_scores[s])
    others = [s for s in range(4) if s != leader and s != state.turn]
    legal = [Steal(leader), StealCloth(leader), *(StealCloth(s) for s in others)]
    view = dataclasses.replace(view, cloth=(3, 3, 3, 3))
    table = strategy.Table.of(view)
    assert strategy_cloth.steal(table, legal, expert=True) == StealCloth(leader)
    # The medium player takes cloth from whoever has two or more, else a card.
    assert isinstance(strategy_cloth.steal(table, legal, expert=False), StealCloth)
    poor = dataclasses.replace(view, cloth=(1, 1, 1, 1))
    medium = strategy_cloth.steal(strategy.Table.of(poor), legal, expert=False)
    assert medium == Steal(leader)
