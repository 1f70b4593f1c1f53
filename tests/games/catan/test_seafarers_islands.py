"""Seafarers in the game state, on the islands (catan.md "Seafarers rules"; catan-reference.md
B.2, B.4, B.5, B.7): each scenario's target and map, set-up on home islands with a ship instead
of a road, gold fields, island points, fog, and a stalled game called."""

from __future__ import annotations

import dataclasses
import random

import pytest

from capboard.engine.protocol import IllegalAction
from capboard.games.catan.actions import (
    ChooseGold,
    EndTurn,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    Roll,
)
from capboard.games.catan.rules import gold_owed, roll_yield
from capboard.games.catan.scenario import scenario, scenario_ids
from tests.games.catan.helpers import (
    GAME,
    NEW_SHORES,
    give,
    play_setup,
    ready_at_coast,
    sea,
    to_main,
)


@pytest.mark.parametrize("scenario_id", scenario_ids())
@pytest.mark.parametrize("players", [3, 4])
def test_each_scenario_sets_its_target_and_its_map(scenario_id: str, players: int) -> None:
    state = sea(players, 2, scenario_id)
    assert state.target == scenario(scenario_id).target
    view = state.view(0)
    assert view.scenario == scenario_id and view.target == state.target
    assert view.board.map_id == f"{scenario_id}/{players}"
    assert "sea" in view.board.terrain


def test_the_base_game_is_the_default_and_has_no_sea_rules() -> None:
    state = GAME.new_state(3, 1)
    assert state.view(0).scenario == "base" and state.target == 10 and state.pirate is None


def test_set_up_settlements_only_on_home_islands() -> None:
    state = sea(4, 3)
    areas = state.catan.layout.areas
    for action in state.legal_actions():
        assert isinstance(action, PlaceSettlement)
        touched = {
            state.board.area_of[t]
            for t in state.geometry.corner_tiles[action.corner]
            if state.is_land[t]
        }
        assert any(a is not None and areas[a].home for a in touched)
    # The small islands (not home) have corners that are never offered.
    island_corners = {
        c
        for t, a in enumerate(state.board.area_of)
        if a is not None and not areas[a].home
        for c in state.geometry.tile_corners[t]
    }
    home_corners = {
        c
        for t, a in enumerate(state.board.area_of)
        if a is not None and areas[a].home
        for c in state.geometry.tile_corners[t]
    }
    offered = {a.corner for a in state.legal_actions()}
    assert offered and not offered & (island_corners - home_corners)


def test_a_coastal_start_settlement_may_take_a_ship_instead_of_its_road() -> None:
    for seed in range(40):
        state = sea(4, seed)
        coast = [
            a
            for a in state.legal_actions()
            if any(e in state.waters.ship_edges for e in state.geometry.corner_edges[a.corner])
        ]
        if not coast:
            continue
        state.apply(coast[0])
        legal = state.legal_actions()
        ships = [a for a in legal if isinstance(a, PlaceShip)]
        assert ships and any(isinstance(a, PlaceRoad) for a in legal)
        state.apply(ships[0])
        assert state.ships == {ships[0].edge: state.setup_order[0]}
        assert state.phase == "setup_settlement"
        return
    raise AssertionError("no coastal start corner")


def test_gold_gives_a_choice_one_for_a_settlement_two_for_a_city() -> None:
    for seed in range(80):
        state = sea(4, seed)
        play_setup(state, seed)
        gold = [t for t, k in enumerate(state.board.terrain) if k == "gold"]
        me = state.turn
        # Put a settlement and a city of two seats on a gold hex's corners.
        tile = gold[0]
        corners = [
            c
            for c in state.geometry.tile_corners[tile]
            if c not in state.buildings
            and all(n not in state.buildings for n in state.geometry.corner_corners[c])
        ]
        if len(corners) < 2:
            continue
        a, b = (
            corners[0],
            next(c for c in corners[1:] if c not in state.geometry.corner_corners[corners[0]]),
        )
        other = (me + 1) % 4
        state.buildings[a] = (me, "settlement")
        state.buildings[b] = (other, "city")
        state.robber = None
        number = state.board.numbers[tile]
        for s in range(1000):
            trial = state.clone()
            trial.rng = random.Random(s)
            trial.apply(Roll())
            if sum(trial.last_roll) == number:
                state.rng = random.Random(s)
                break
        else:
            continue
        state.apply(Roll())
        assert state.phase == "gold"
        assert state.view(me).gold_owed[me] >= 1 and state.view(me).gold_owed[other] >= 2
        order = state.pending_players
        assert order[0] == me and other in order
        choice = ChooseGold((0, 0, 0, 0, state.gold_owed[me]))
        assert choice in state.legal_actions()
        ore = state.hands[me]["ore"]
        state.apply(choice)
        assert state.hands[me]["ore"] == ore + choice.cards[4]
        assert state.pending_players[0] == other
        assert all(sum(x.cards) == state.gold_owed[other] for x in state.legal_actions())
        return
    raise AssertionError("no gold position")


def test_island_points_for_the_first_settlement_on_each_foreign_island() -> None:
    state, me, _ = ready_at_coast()
    areas = state.catan.layout.areas
    special = [a for a in areas.values() if a.special_points]
    area = special[0].id
    tiles = [t for t, a in enumerate(state.board.area_of) if a == area]
    spots = [c for t in tiles for c in state.geometry.tile_corners[t] if state._distance_ok(c)]
    first, second = (
        spots[0],
        next(
            c
            for c in spots[1:]
            if c not in state.geometry.corner_corners[spots[0]] and c != spots[0]
        ),
    )
    points = state.scores(public=True)[me]
    # Built as if reached by ship: the rules of placement are tested elsewhere.
    give(state, me, brick=2, lumber=2, wool=2, grain=2)
    events = state._settlement(me, first)
    assert [e.code for e in events if e.code == "island_points"] == ["island_points"]
    assert state.scores(public=True)[me] == points + 1 + scenario(NEW_SHORES).island_points
    again = state._settlement(me, second)
    assert not any(e.code == "island_points" for e in again)  # once per island
    assert state.view((me + 1) % 4).special_points == ((me, area, first),)


def test_no_island_points_on_the_home_island() -> None:
    state, me, _ = ready_at_coast()
    home = next(iter(state.home_areas[me]))
    tiles = [t for t, a in enumerate(state.board.area_of) if a == home]
    spot = next(c for t in tiles for c in state.geometry.tile_corners[t] if state._distance_ok(c))
    give(state, me, brick=1, lumber=1, wool=1, grain=1)
    assert not any(e.code == "island_points" for e in state._settlement(me, spot))


def test_fog_turns_up_when_reached_and_pays_the_discoverer() -> None:
    for seed in range(60):
        state = sea(4, seed, "fog-islands")
        play_setup(state, seed)
        to_main(state)
        me = state.turn
        give(state, me, lumber=3, wool=3, brick=3)
        fog_tiles = {t for t, k in enumerate(state.board.terrain) if k == "fog"}
        for action in state.legal_actions():
            if not isinstance(action, PlaceShip | PlaceRoad):
                continue
            near = {
                t
                for c in state.geometry.edge_corners[action.edge]
                for t in state.geometry.corner_tiles[c]
            } & fog_tiles
            if not near:
                continue
            left = len(state.fog_stack)
            hand = sum(state.hands[me].values())
            events = state.apply(action)
            found = [e for e in events if e.code == "discovered"]
            assert len(found) == len(near) and len(state.fog_stack) == left - len(near)
            for event in found:
                tile = event.params["tile"]
                assert state.board.terrain[tile] == event.params["terrain"] != "fog"
                assert event.irreversible
            paid = sum(1 for e in found if e.params["resource"])
            cost = 2  # a road or a ship
            assert sum(state.hands[me].values()) == hand - cost + paid
            return
    raise AssertionError("no piece could reach the fog")


def test_no_fog_turns_up_during_set_up() -> None:
    # Discovery "does not apply during the set-up phase": set-up roads and ships that reach
    # fog leave it as it is, the stack whole; the first piece built there in play turns it up.
    reached = 0
    for seed in range(40):
        state = sea(4, seed, "fog-islands")
        fog = {t for t, k in enumerate(state.board.terrain) if k == "fog"}
        stack = len(state.fog_stack)
        rng, events = random.Random(seed), []
        while state.phase.startswith("setup") or state.phase == "gold":
            events += state.apply(rng.choice(state.legal_actions()))
        fog_corners = {c for t in fog for c in state.geometry.tile_corners[t]}
        pieces = list(state.roads) + list(state.ships)
        if any(set(state.geometry.edge_corners[e]) & fog_corners for e in pieces):
            reached += 1
        assert {t for t, k in enumerate(state.board.terrain) if k == "fog"} == fog
        assert len(state.fog_stack) == stack
        assert not any(e.code == "discovered" for e in events)
    assert reached >= 10  # set-ups that did reach the fog


def test_what_each_number_pays_after_fog_turns_up_is_what_the_new_board_pays() -> None:
    # The state keeps what each number pays from roll to roll; a hex turned up changes what its
    # own number pays (the others' are kept). Each number asked before a hex turns up, then
    # after: the same as worked out afresh on the new board (gold fields too).
    numbers = (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)
    turned = 0
    for seed in range(4):
        state = sea(4, seed, "fog-islands")
        rng = random.Random(seed)
        while state.actor() is not None and len(state.fog_stack) > 0:
            board = state.board
            for n in numbers:  # as rolls of every number would ask
                state._roll_yield(state._index(), n)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            if state.board is board:
                continue
            turned += 1
            index = state._index()
            for n in numbers:
                paid, _, gold = state._roll_yield(index, n)
                robber = state.robber  # (it stops its own number only)
                if robber is not None and state.board.numbers[robber] != n:
                    robber = None
                args = (state.board, state.geometry, state.buildings, robber, n)
                assert paid == roll_yield(*args)
                assert (gold or {}) == gold_owed(*args)
    assert turned >= 10


def test_a_hex_whose_terrain_changes_pays_afresh_though_the_same_buildings_touch_it() -> None:
    # What a number pays is kept through a new board only for the numbers whose hexes kept
    # their terrain: a hex of a building's number turned to another resource pays that one.
    state = sea(4, 3, "fog-islands")
    play_setup(state, 3)
    board = state.board
    tile = next(
        t
        for c in state.buildings
        for t in state.geometry.corner_tiles[c]
        if board.numbers[t] is not None
        and board.terrain[t] in ("forest", "hills")
        and t != state.robber
    )
    n = board.numbers[tile]
    assert n is not None
    paid_before, _, _ = state._roll_yield(state._index(), n)
    other = "hills" if board.terrain[tile] == "forest" else "forest"
    terrain = (*board.terrain[:tile], other, *board.terrain[tile + 1 :])
    state.board = dataclasses.replace(board, terrain=terrain)
    paid, _, _ = state._roll_yield(state._index(), n)
    robber = state.robber if state.robber is not None and board.numbers[state.robber] == n else None
    assert paid == roll_yield(state.board, state.geometry, state.buildings, robber, n)
    assert paid != paid_before


def test_a_stalled_game_is_called_once_the_deck_is_empty() -> None:
    state = GAME.new_state(3, 4)
    play_setup(state)
    to_main(state)
    state.deck = []
    with pytest.raises(IllegalAction):
        state.apply(Roll())  # main phase: no roll
    rounds = 0
    while not state.is_over:
        state.phase = "main"
        state._legal = None
        state.apply(EndTurn())
        rounds += 1
        assert rounds < 100
    outcome = state.outcome()
    assert outcome.reason == "called"
    points = state.scores(public=False)
    assert set(outcome.winners) == {s for s, p in enumerate(points) if p == max(points)}
    # With cards left in the deck, the same wait never calls the game.
    other = GAME.new_state(3, 4)
    play_setup(other)
    for _ in range(100):
        other.phase = "main"
        other._legal = None
        other.apply(EndTurn())
    assert not other.is_over


@pytest.mark.parametrize(
    ("scenario_id", "change"),
    [
        (NEW_SHORES, "island"),
        ("forgotten-tribe", "chit"),
        ("cloth-for-catan", "cloth"),
        ("pirate-islands", "warship"),
    ],
)
def test_a_scenario_s_own_points_keep_a_game_from_being_called(
    scenario_id: str, change: str
) -> None:
    # The progress counted at an end of turn is kept while nothing of it changes: a point
    # earned the scenario's own way (or a warship armed) must still count as a change.
    state = sea(4, 2, scenario_id)
    play_setup(state)
    to_main(state)
    state.deck = []
    state._stalled()
    state._stalled()
    assert state.stale_turns == 1  # nothing changed
    if change == "island":
        state.special.append((1, 99, 0))
    elif change == "chit":
        state.chits[1] += 1
    elif change == "cloth":
        state.cloth[1] += 2  # two cloth: a point
    else:
        state.warships[1] += 1
    state._stalled()
    assert state.stale_turns == 0
    state._stalled()
    assert state.stale_turns == 1  # and nothing since
