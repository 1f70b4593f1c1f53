"""Cloth for Catan (catan-reference.md B.8 row 6, B.9.2 SC_CLVI): the map with its two main
islands and the tribe's four small islands with their villages, and the scenario's rules, one
test per rule sentence (and per decision of the in-app rules)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from capboard.engine.protocol import Event
from capboard.games.catan.actions import (
    MovePirate,
    MoveRobber,
    MoveShip,
    PlaceSettlement,
    PlaceShip,
    Roll,
    Steal,
    StealCloth,
)
from capboard.games.catan.board import catan_rules
from capboard.games.catan.geometry import CORNER_NAMES
from capboard.games.catan.longest_road import longest_road_award
from capboard.games.catan.scenario import Layout, scenario, scenario_map, scenario_setup
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import (
    empty_hands,
    give,
    layout_of,
    new_scenario,
    play_setup,
    scenario_in_main,
)

CLOTH = "cloth-for-catan"


def cloth_game(players: int = 4, seed: int = 1) -> CatanState:
    return new_scenario(CLOTH, players, seed)


def in_main(players: int = 4, seed: int = 0) -> CatanState:
    """A game after its set-up, the player to move in the main phase with empty hands."""
    return scenario_in_main(CLOTH, players, seed)


def village_edge(state: CatanState, seat: int, corner: int) -> int:
    """An edge at the village ``corner`` where ``seat`` may build a ship now: one of their
    ships is put on a sea edge just before it (test set-up), and they get a ship's cards."""
    geometry = state.geometry
    ship_edges = state.waters.ship_edges
    for edge in geometry.corner_edges[corner]:
        (other,) = (c for c in geometry.edge_corners[edge] if c != corner)
        if edge not in ship_edges or other in state.traders:
            continue  # (the sea edge between two villages reaches both: not this test's)
        for before in geometry.corner_edges[other]:
            if before != edge and before in ship_edges and before not in state.ships:
                state.ships[before] = seat
                give(state, seat, lumber=1, wool=1)
                if PlaceShip(edge) in state.legal_actions():
                    return edge
                del state.ships[before]
                empty_hands(state)
    raise AssertionError("no edge to reach this village")


def roll(state: CatanState, total: int) -> list[Event]:
    """The player to move rolls ``total`` (the dice's generator chosen for it)."""
    state.phase = "roll"
    state._legal = None
    for seed in range(2000):
        trial = state.clone()
        trial.rng = random.Random(seed)
        trial.apply(Roll())
        if trial.last_roll is not None and sum(trial.last_roll) == total:
            state.rng = random.Random(seed)
            return list(state.apply(Roll()))
    raise AssertionError(f"no roll of {total}")


def a_village(state: CatanState, index: int = 0) -> tuple[int, int]:
    """(corner, number) of one of the villages."""
    return layout_of(state).villages[index]


# -- the map ---------------------------------------------------------------------------------


def test_the_game_is_won_at_14_points() -> None:
    assert scenario(CLOTH).target == 14
    assert cloth_game().target == 14


@pytest.mark.parametrize("players", [3, 4])
def test_the_map_has_two_main_islands_and_four_small_tribe_islands(players: int) -> None:
    # B.8 components: sea, 2 deserts and 2 gold fields on the small islands, 20 producing hexes.
    catan = scenario_map(CLOTH, players)
    layout = catan.layout
    assert isinstance(layout, Layout)
    areas = Counter(a for a in layout.area_of if a is not None)
    tribe = {a for a, info in layout.areas.items() if info.tribe}
    assert {a: areas[a] for a in areas if a not in tribe} == {1: 10, 2: 10}
    assert sorted(areas[a] for a in tribe) == [1, 1, 1, 1]
    assert sorted(layout.fixed_terrain[t] or "" for t in layout.tribe_tiles) == [
        "desert",
        "desert",
        "gold",
        "gold",
    ]
    terrains = Counter(k for group in layout.pools for k in group.terrains)
    assert terrains == {"fields": 5, "hills": 3, "mountains": 4, "pasture": 4, "forest": 4}


@pytest.mark.parametrize("players", [3, 4])
def test_eight_villages_lie_on_the_small_islands_with_the_rest_of_the_numbers(
    players: int,
) -> None:
    catan = scenario_map(CLOTH, players)
    layout = catan.layout
    assert isinstance(layout, Layout)
    assert len(layout.villages) == 8
    for tile in layout.tribe_tiles:  # two villages per island, on its north and south corners
        corners = catan.geometry.tile_corners[tile]
        north, south = corners[CORNER_NAMES.index("N")], corners[CORNER_NAMES.index("S")]
        assert {north, south} <= {c for c, _ in layout.villages}
    # With the main islands' tokens, the 28 of the rule book's table.
    numbers = Counter(n for group in layout.pools for n in group.numbers)
    numbers.update(n for _, n in layout.villages)
    assert numbers == {2: 2, 3: 3, 4: 3, 5: 3, 6: 3, 8: 3, 9: 3, 10: 3, 11: 3, 12: 2}


def test_the_harbours_are_five_special_and_four_generic() -> None:
    catan = scenario_map(CLOTH, 4)
    board, _ = scenario_setup(catan, random.Random(2))
    assert Counter(board.harbour_kinds) == {
        "generic": 4,
        "brick": 1,
        "lumber": 1,
        "wool": 1,
        "grain": 1,
        "ore": 1,
    }


def test_each_village_starts_with_five_cloth_and_the_supply_with_ten() -> None:
    state = cloth_game()
    assert sorted(state.village_cloth.values()) == [5] * 8
    assert state.cloth_supply == 10
    assert state.cloth == [0, 0, 0, 0]


def test_the_small_islands_cannot_be_settled_and_produce_nothing() -> None:
    state = cloth_game(3, 4)
    tribe = layout_of(state).tribe_tiles
    rng = random.Random(4)
    while state.phase.startswith("setup") or state.phase == "gold":
        for action in state.legal_actions():
            if isinstance(action, PlaceSettlement):
                assert not set(state.geometry.corner_tiles[action.corner]) & tribe
        state.apply(rng.choice(state.legal_actions()))
    assert all(state.board.numbers[t] is None for t in tribe)
    assert {c for c, _ in layout_of(state).villages} <= state.catan.closed_corners


def test_the_robber_cannot_go_to_the_small_islands() -> None:
    state = in_main(4, 2)
    state.phase = "robber"
    state._legal = None
    targets = {a.tile for a in state.legal_actions() if isinstance(a, MoveRobber)}
    assert targets and not targets & layout_of(state).tribe_tiles


# -- the set-up ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4])
def test_each_player_places_a_third_settlement_in_the_first_rounds_order(players: int) -> None:
    state = cloth_game(players, 3)
    order = [(state.first + i) % players for i in range(players)]
    assert state.setup_order == (*order, *order[::-1], *order)
    play_setup(state, 3)
    built = Counter(seat for seat, _ in state.buildings.values())
    assert built == dict.fromkeys(range(players), 3)
    assert state.phase == "roll" and state.turn == state.first


def test_the_starting_resources_come_from_the_third_settlement_not_the_second() -> None:
    state = cloth_game(3, 6)
    rng = random.Random(6)
    paid_at: list[int] = []
    while state.phase.startswith("setup") or state.phase == "gold":
        step = state.setup_step
        events = state.apply(rng.choice(state.legal_actions()))
        paid_at += [step for e in events if e.code == "starting_resources"]
    assert sorted(paid_at) == [6, 7, 8]  # the third round's settlements, none before
    producing = {t for t, r in catan_rules().terrain_resource.items() if r} | {"gold"}
    for seat in range(3):  # each holds one card per producing hex of their third settlement
        third = [c for c, (s, _) in state.buildings.items() if s == seat][-1]
        tiles = state.geometry.corner_tiles[third]
        expected = sum(1 for t in tiles if state.board.terrain[t] in producing)
        assert sum(state.hands[seat].values()) == expected


# -- trade with the villages -----------------------------------------------------------------


def test_a_ship_route_reaching_a_village_takes_one_cloth() -> None:
    state = in_main()
    seat = state.turn
    corner, _ = a_village(state)
    edge = village_edge(state, seat, corner)
    events = state.apply(PlaceShip(edge))
    assert [e.code for e in events].count("trade_opened") == 1
    assert state.cloth[seat] == 1 and state.village_cloth[corner] == 4
    assert state.traders[corner] == (seat,)


def test_a_ship_moved_to_a_village_opens_trade_too() -> None:
    state = in_main(4, 1)
    seat = state.turn
    corner, _ = a_village(state, 2)
    edge = village_edge(state, seat, corner)
    empty_hands(state)
    # Another ship of theirs, at the end of a route, moves onto the village's edge.
    far = next(e for e in state.waters.ship_edges if e not in state.ships and e != edge)
    state.ships[far] = seat
    state._legal = None
    moves = [a for a in state.legal_actions() if isinstance(a, MoveShip) and a.target == edge]
    assert moves, "a ship can move onto the village's edge"
    state.apply(moves[0])
    assert seat in state.traders[corner] and state.cloth[seat] == 1


def test_a_ship_between_two_villages_reaches_both() -> None:
    state = in_main(4, 2)
    seat = state.turn
    geometry = state.geometry
    (edge,) = (
        e for e in range(geometry.edge_count) if set(geometry.edge_corners[e]) <= set(state.traders)
    )
    state.ships[
        next(
            e
            for e in geometry.corner_edges[geometry.edge_corners[edge][0]]
            if e != edge and e in state.waters.ship_edges
        )
    ] = seat
    give(state, seat, lumber=1, wool=1)
    state.apply(PlaceShip(edge))
    assert state.cloth[seat] == 2
    assert all(state.traders[c] == (seat,) for c in geometry.edge_corners[edge])


def test_a_village_gives_its_first_cloth_once_per_player() -> None:
    state = in_main(4, 3)
    seat = state.turn
    corner, _ = a_village(state, 4)
    edge = village_edge(state, seat, corner)
    state.apply(PlaceShip(edge))
    second = next(
        e
        for e in state.geometry.corner_edges[corner]
        if e != edge
        and e in state.waters.ship_edges
        and e not in state.ships
        and not set(state.geometry.edge_corners[e]) - {corner} & set(state.traders)
    )
    give(state, seat, lumber=1, wool=1)
    assert PlaceShip(second) in state.legal_actions()
    state.apply(PlaceShip(second))
    assert state.cloth[seat] == 1 and state.traders[corner] == (seat,)


def test_when_its_number_is_rolled_a_village_gives_one_cloth_to_each_trading_player() -> None:
    state = in_main(4, 4)
    seat = state.turn
    corner, number = a_village(state, 1)
    other = (seat + 1) % 4
    state.traders[corner] = (other, seat)
    state.village_cloth[corner] = 4
    roll(state, number)
    assert state.cloth[seat] == 1 and state.cloth[other] == 1
    assert state.village_cloth[corner] == 2
    assert sum(state.cloth) == 2  # nobody else: the others do not trade with it


def test_a_roll_of_another_number_gives_no_cloth() -> None:
    state = in_main(4, 4)
    corner, number = a_village(state, 1)
    state.traders[corner] = (state.turn,)
    roll(state, 12 if number != 12 else 2)
    assert state.cloth[state.turn] == 0 and state.village_cloth[corner] == 5


def test_the_general_supply_makes_up_a_village_short_of_cloth_the_mover_served_first() -> None:
    state = in_main(4, 5)
    seat = state.turn
    corner, number = a_village(state, 3)
    others = [(seat + i) % 4 for i in (1, 2, 3)]
    state.traders[corner] = (*others, seat)
    state.village_cloth[corner] = 1
    state.cloth_supply = 2
    roll(state, number)
    # One from the village, two from the supply: the mover first, then by arrival.
    assert state.village_cloth[corner] == 0 and state.cloth_supply == 0
    assert state.cloth[seat] == 1
    assert [state.cloth[s] for s in others] == [1, 1, 0]


def test_a_village_with_no_cloth_left_gives_none_even_from_the_supply() -> None:
    state = in_main(4, 5)
    corner, number = a_village(state, 3)
    state.traders[corner] = (state.turn,)
    state.village_cloth[corner] = 0
    roll(state, number)
    assert state.cloth[state.turn] == 0 and state.cloth_supply == 10


def test_two_cloth_are_worth_one_victory_point() -> None:
    state = in_main(3, 2)
    seat = state.turn
    before = state.scores(public=True)[seat]
    state.cloth[seat] = 3
    assert state.scores(public=True)[seat] == before + 1
    state.cloth[seat] = 4
    assert state.scores(public=True)[seat] == before + 2
    assert state._points(seat, public=True) == before + 2


def test_cloth_wins_at_the_target_on_ones_own_turn() -> None:
    state = in_main(3, 2)
    seat = state.turn
    corner, _ = a_village(state)
    edge = village_edge(state, seat, corner)
    state.cloth[seat] = 2 * (14 - state._points(seat, public=False)) - 1  # one cloth short
    state.apply(PlaceShip(edge))
    assert state.winner == seat


def test_the_longest_trade_route_is_not_played() -> None:
    state = in_main(4, 6)
    seat = state.turn
    state.road_lengths[seat] = 9
    assert longest_road_award(state.road_lengths, None) == seat  # would take it elsewhere
    give(state, seat, lumber=1, brick=1, wool=1)
    builds = [a for a in state.legal_actions() if type(a).__name__ in ("PlaceRoad", "PlaceShip")]
    state.apply(builds[0])
    assert state.longest_holder is None
    assert max(state.view(None).road_lengths) > 0  # the lengths are still counted and shown


# -- the end ---------------------------------------------------------------------------------


def test_the_game_ends_when_fewer_than_four_villages_have_cloth() -> None:
    state = in_main(4, 7)
    seat = state.turn
    villages = layout_of(state).villages
    for corner, _ in villages[:4]:
        state.village_cloth[corner] = 0
    corner, number = villages[4]
    state.village_cloth[corner] = 1  # the fifth's last cloth: three villages would be left
    state.traders[corner] = (seat,)
    events = roll(state, number)
    assert state.is_over and state.phase == "over"
    ended = [e for e in events if isinstance(e, Event) and e.code == "cloth_ended"]
    assert ended and ended[0].params["villages"] == 3
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "cloth"


def test_at_that_end_the_most_points_win_then_the_most_cloth() -> None:
    state = in_main(4, 8)
    seat = state.turn
    villages = layout_of(state).villages
    for corner, _ in villages[:5]:
        state.village_cloth[corner] = 0
    corner, number = villages[5]
    state.village_cloth[corner] = 1
    state.traders[corner] = (seat,)
    points = state.scores(public=False)
    rival = (seat + 2) % 4
    # The rival leads on points by far; cloth on the roll does not catch them up.
    state.chits[rival] = max(points) - points[rival] + 3
    roll(state, number)
    assert state.winner == rival

    tie = in_main(4, 8)
    seat = tie.turn
    for corner, _ in villages[:5]:
        tie.village_cloth[corner] = 0
    corner, number = villages[5]
    tie.village_cloth[corner] = 1
    tie.traders[corner] = (seat,)
    base = tie.scores(public=False)
    top = max(base) + 2
    a, b = (seat + 1) % 4, (seat + 3) % 4
    tie.chits[a] = top - base[a]
    tie.chits[b] = top - base[b] - 1
    tie.cloth[b] = 3  # one point in cloth, and more cloth than a
    tie.cloth[a] = 1  # no point
    roll(tie, number)
    assert tie.scores(public=False)[a] == tie.scores(public=False)[b]
    assert tie.winner == b


# -- the pirate -----------------------------------------------------------------------------


def pirate_beside(state: CatanState, victim: int) -> int:
    """Put a ship of ``victim`` at sea and return a sea tile beside it for the pirate."""
    geometry = state.geometry
    for edge in sorted(state.waters.ship_edges):
        if edge in state.ships:
            continue
        tiles = [t for t in geometry.edge_tiles[edge] if state.board.terrain[t] == "sea"]
        if tiles and tiles[0] != state.pirate:
            state.ships[edge] = victim
            return tiles[0]
    raise AssertionError("no sea")


def test_the_pirate_may_steal_a_cloth_instead_of_a_resource() -> None:
    state = in_main(4, 9)
    seat = state.turn
    victim = (seat + 1) % 4
    tile = pirate_beside(state, victim)
    state.cloth[victim] = 3
    give(state, victim, ore=1)
    state.phase, state.resume = "robber", "main"
    state._legal = None
    state.apply(MovePirate(tile))
    actions = state.legal_actions()
    assert Steal(victim) in actions and StealCloth(victim) in actions
    state.apply(StealCloth(victim))
    assert (state.cloth[victim], state.cloth[seat]) == (2, 1)
    assert state.hands[victim]["ore"] == 1 and state.phase == "main"


def test_a_player_with_cloth_and_no_cards_can_be_robbed_by_the_pirate() -> None:
    state = in_main(4, 10)
    seat = state.turn
    victim = (seat + 2) % 4
    tile = pirate_beside(state, victim)
    state.cloth[victim] = 1
    state.phase, state.resume = "robber", "main"
    state._legal = None
    state.apply(MovePirate(tile))
    assert state.legal_actions() == [StealCloth(victim)]


def test_the_robber_does_not_steal_cloth() -> None:
    state = in_main(4, 11)
    seat = state.turn
    victim, corner = next((s, c) for c, (s, _) in sorted(state.buildings.items()) if s != seat)
    tile = next(t for t in state.geometry.corner_tiles[corner] if state.is_land[t])
    state.cloth[victim] = 2
    give(state, victim, grain=1)
    state.robber = None
    state.phase, state.resume = "robber", "main"
    state._legal = None
    state.apply(MoveRobber(tile))
    assert all(isinstance(a, Steal) for a in state.legal_actions())


# -- what everyone sees ----------------------------------------------------------------------


def test_the_villages_and_everyones_cloth_are_seen_by_all_and_kept_by_determinize() -> None:
    state = in_main(3, 12)
    corner, number = a_village(state, 5)
    state.village_cloth[corner] = 2
    state.traders[corner] = (1,)
    state.cloth = [0, 3, 1]
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        assert (corner, number, 2, (1,)) in view.villages
        assert view.cloth == (0, 3, 1) and view.cloth_supply == 10
        assert not view.longest_route_on
    rebuilt = state.determinize(state.view(0), random.Random(1))
    assert rebuilt.village_cloth == state.village_cloth
    assert rebuilt.traders == state.traders and rebuilt.cloth == state.cloth


def test_a_clone_has_its_own_cloth() -> None:
    state = in_main(3, 13)
    corner, _ = a_village(state)
    other = state.clone()
    other.cloth[0] = 5
    other.village_cloth[corner] = 0
    other.traders[corner] = (2,)
    assert state.cloth[0] == 0 and state.village_cloth[corner] == 5
    assert state.traders[corner] == ()


def test_a_set_up_ship_may_already_reach_a_village() -> None:
    # Decision: the set-up's ships are ships like any other; a main-island corner one side
    # away from a village lets the first one reach it.
    state = cloth_game(4, 2)
    geometry = state.geometry
    villages = set(state.traders)
    near = {
        c
        for v in villages
        for c in geometry.corner_corners[v]
        if c not in state.catan.closed_corners
    }
    settlement = next(
        a for a in state.legal_actions() if isinstance(a, PlaceSettlement) and a.corner in near
    )
    seat = state.actor()
    state.apply(settlement)
    ship = next(
        a
        for a in state.legal_actions()
        if isinstance(a, PlaceShip) and set(geometry.edge_corners[a.edge]) & villages
    )
    state.apply(ship)
    (village,) = set(geometry.edge_corners[ship.edge]) & villages
    assert state.traders[village] == (seat,) and state.cloth[seat] == 1
