"""Rule sentences of catan.md that no other test pinned down (catan-reference.md A, B.4, B.5,
B.7): piece limits, the Largest Army in play, the fog's discoveries, island points for foreign
islands only and only where the scenario gives them, gold fields under the robber and at set-up,
who the robber robs, the desert, the shuffled deck, red numbers kept apart, and set-up ships
beside the pirate. Each position is one where the rule broken changes the answer."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from capboard.engine.assets import load_json
from capboard.games.catan.actions import (
    BuildCity,
    ChooseGold,
    EndTurn,
    MoveRobber,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    PlayKnight,
    Roll,
    Steal,
)
from capboard.games.catan.state import RESOURCES, CatanState
from tests.games.catan.helpers import (
    GAME,
    empty_hands,
    finish_setup,
    give,
    land_path,
    new,
    roll_until,
    scenario_in_main,
    sea,
    to_main,
)

# The base game's terrains and what each yields (catan-reference.md A; gold: B.4).
YIELDS = dict(hills="brick", forest="lumber", pasture="wool", fields="grain", mountains="ore")
ISLAND_POINTS = 2  # catan.md Decision: the 2015 rule, 2 points a foreign island


def roll_number(state: CatanState, total: int) -> None:
    """Roll ``total`` (the rng swapped for one whose first roll makes it)."""
    for seed in range(2000):
        trial = state.clone()
        trial.rng = random.Random(seed)
        trial.apply(Roll())
        if sum(trial.last_roll or ()) == total:
            state.rng = random.Random(seed)
            state.apply(Roll())
            return
    raise AssertionError(f"no roll of {total}")


def road_at(state: CatanState, seat: int, corner: int) -> None:
    """A road of ``seat`` on a land edge at ``corner`` (placed by hand: the position needs
    ``corner`` reached, not how)."""
    edge = next(
        e
        for e in state.geometry.corner_edges[corner]
        if e not in state.roads and state._is_land_edge(e)
    )
    state.roads[edge] = seat
    state._legal = None


def areas_at(state: CatanState, corner: int) -> set[int]:
    """The land areas (islands) of the hexes at ``corner``, read from the board."""
    return {
        a
        for t in state.geometry.corner_tiles[corner]
        if state.is_land[t] and (a := state.board.area_of[t]) is not None
    }


def settlements(state: CatanState) -> list[int]:
    return [a.corner for a in state.legal_actions() if isinstance(a, PlaceSettlement)]


# --- piece limits: 15 roads, 5 settlements, 4 cities ----------------------------------------


def test_a_player_with_five_settlements_on_the_board_may_build_no_other() -> None:
    state = new(3, seed=1)
    finish_setup(state)
    empty_hands(state)
    to_main(state)
    me = state.turn
    start = next(c for c, (s, _) in state.buildings.items() if s == me)
    found = land_path(state, start, 2)
    assert found is not None
    corners, edges = found
    for edge in edges:
        state.roads[edge] = me
    target = corners[-1]
    give(state, me, brick=1, lumber=1, wool=1, grain=1)
    near = state.geometry.corner_corners
    for count in (3, 4, 5):  # settlements placed by hand, away from the target
        spare = next(
            c
            for c in range(state.geometry.corner_count)
            if state._distance_ok(c) and c != target and target not in near[c]
        )
        state.buildings[spare] = (me, "settlement")
        state._legal = None
        # Up to four on the board the target is open; the fifth closes every corner.
        assert (target in settlements(state)) == (count < 5)
    assert settlements(state) == []


def test_four_cities_and_fifteen_roads_are_the_most_a_player_builds() -> None:
    state = new(3, seed=2)
    finish_setup(state)
    empty_hands(state)
    to_main(state)
    me = state.turn
    give(state, me, brick=1, lumber=1, grain=2, ore=3)
    own = next(c for c, (s, _) in state.buildings.items() if s == me)
    spare = [c for c in range(state.geometry.corner_count) if state._distance_ok(c)]
    for corner in spare[:4]:  # up to three cities the settlement may still become one
        assert BuildCity(own) in state.legal_actions()
        state.buildings[corner] = (me, "city")  # placed by hand
        state._legal = None
    assert not any(isinstance(a, BuildCity) for a in state.legal_actions())  # four: no more
    free = [e for e in range(state.geometry.edge_count) if e not in state.roads]
    while sum(1 for s in state.roads.values() if s == me) < 14:
        state.roads[free.pop()] = me
    state._legal = None
    assert any(isinstance(a, PlaceRoad) for a in state.legal_actions())  # 14: one more
    state.roads[free.pop()] = me
    state._legal = None
    assert not any(isinstance(a, PlaceRoad) for a in state.legal_actions())


# --- the Largest Army, awarded in play ------------------------------------------------------


def play_knight(state: CatanState) -> None:
    """Play a knight held by the player to move, the robber moved to the first hex offered."""
    state.apply(PlayKnight())
    state.apply(next(a for a in state.legal_actions() if isinstance(a, MoveRobber)))
    if state.phase == "steal":
        state.apply(state.legal_actions()[0])


def pass_to(state: CatanState, seat: int) -> None:
    """End the turn, and the next ones (rolling no 7), until ``seat``'s turn begins."""
    while True:
        if state.phase == "roll":
            roll_until(state, want_seven=False)
        state.apply(EndTurn())
        if state.turn == seat:
            return


def test_the_largest_army_goes_to_the_third_knight_then_only_to_strictly_more() -> None:
    state = new(3, seed=1)
    finish_setup(state)
    # The challenger sits after the holder: a tie settled by seat order would move the card.
    first, second = state.turn, 2
    assert first < second
    state.played_dev[first] = {"knight": 2}
    state.played_dev[second] = {"knight": 2}
    state.dev_hands[first] = ["knight"]
    state.dev_hands[second] = ["knight", "knight"]
    state._legal = None
    points = state.scores(public=True)
    play_knight(state)  # the first to three: the card and its 2 points
    assert state.army_holder == first
    assert state.scores(public=True)[first] == points[first] + 2
    pass_to(state, second)
    play_knight(state)  # three each: a tie leaves it with the holder
    assert state.army_holder == first
    pass_to(state, second)
    points = state.scores(public=True)
    play_knight(state)  # four: strictly more takes it over, 2 points moving with it
    assert state.army_holder == second
    after = state.scores(public=True)
    assert (after[first], after[second]) == (points[first] - 2, points[second] + 2)


# --- The Fog Islands: what a hex turned up gives ---------------------------------------------


def fog_at(state: CatanState, edge: int) -> set[int]:
    """The fog hexes a piece on ``edge`` reaches (those at either of its corners)."""
    geometry = state.geometry
    tiles = {t for c in geometry.edge_corners[edge] for t in geometry.corner_tiles[c]}
    return {t for t in tiles if state.board.terrain[t] == "fog"}


@pytest.mark.parametrize("kind", ["land", "gold", "sea"])
def test_the_discoverer_takes_the_hex_s_resource_and_land_takes_a_number(kind: str) -> None:
    pool = load_json("catan", "scenarios", "fog-islands.json")["layouts"]["4"]["fog_pool"]
    numbers = Counter({int(n): k for n, k in pool["numbers"].items()})
    for seed in range(10):
        state = scenario_in_main("fog-islands", 4, seed)
        me = state.turn
        # The number stack: every land hex of the fog stack takes one of the pool's numbers.
        assert Counter(n for terrain, n in state.fog_stack if terrain != "sea") == numbers
        assert all(n is None for terrain, n in state.fog_stack if terrain == "sea")
        give(state, me, brick=1, lumber=2, wool=1)
        pieces = (a for a in state.legal_actions() if isinstance(a, PlaceRoad | PlaceShip))
        reach = next((a for a in pieces if len(fog_at(state, a.edge)) == 1), None)
        if reach is None:
            continue
        (tile,) = fog_at(state, reach.edge)
        # The top of the stack (the end of the list) made a hex of this kind: taken from the
        # stack as dealt, its number with it.
        entry = next(
            e
            for e in state.fog_stack
            if {"land": e[0] in YIELDS, "gold": e[0] == "gold", "sea": e[0] == "sea"}[kind]
        )
        state.fog_stack.remove(entry)
        state.fog_stack.append(entry)
        hand = Counter(state.hands[me])
        hand.subtract(["lumber", "brick" if isinstance(reach, PlaceRoad) else "wool"])  # paid
        state.apply(reach)
        terrain, number = entry
        assert state.board.terrain[tile] == terrain
        if kind == "sea":  # no number, no card, nothing to choose
            assert state.board.numbers[tile] is None
            assert state.hands[me] == dict(hand) and state.phase == "main"
        elif kind == "land":  # its number, and one card of its terrain from the bank
            assert state.board.numbers[tile] == number is not None
            hand[YIELDS[terrain]] += 1
            assert state.hands[me] == dict(hand) and state.phase == "main"
        else:  # its number, and one card of the discoverer's choice, asked now
            assert state.board.numbers[tile] == number is not None
            assert state.phase == "gold" and state.pending_players == (me,)
            choices = state.legal_actions()
            assert all(isinstance(a, ChooseGold) and sum(a.cards) == 1 for a in choices)
            assert len(choices) == len(RESOURCES)
            state.apply(ChooseGold((0, 0, 0, 0, 1)))
            hand["ore"] += 1
            assert state.hands[me] == dict(hand) and state.phase == "main"
        return
    raise AssertionError("no piece reaching one fog hex")


# --- island points: foreign islands only, where the scenario gives them ----------------------


def build_by_road(state: CatanState, seat: int, corner: int) -> tuple[int, list[str]]:
    """``seat`` builds a settlement on ``corner``, reached by a road placed by hand: the points
    it adds to the public score, and the codes of its events."""
    road_at(state, seat, corner)
    give(state, seat, brick=1, lumber=1, wool=1, grain=1)
    assert corner in settlements(state)
    before = state.scores(public=True)[seat]
    events = state.apply(PlaceSettlement(corner))
    assert state.longest_holder is None  # (no road card in the count)
    return state.scores(public=True)[seat] - before, [e.code for e in events]


def open_corner(state: CatanState, area: int, avoid: set[int]) -> int | None:
    """A corner open to a settlement (the distance rule) touching ``area`` alone, two steps
    from every corner of ``avoid``."""
    near = state.geometry.corner_corners
    return next(
        (
            c
            for c in range(state.geometry.corner_count)
            if state._distance_ok(c) and areas_at(state, c) == {area} and not avoid & {c, *near[c]}
        ),
        None,
    )


@pytest.mark.parametrize("scenario_id", ["four-islands", "new-world"])
def test_island_points_for_a_foreign_island_not_for_ones_home_islands(scenario_id: str) -> None:
    # Every island of these maps may be settled at set-up and gives points: a player's home
    # islands are those of their set-up settlements, worth nothing; any other, 2, once.
    for seed in range(20):
        state = scenario_in_main(scenario_id, 4, seed)
        me = state.turn
        home = set().union(
            *(areas_at(state, c) for c, (s, _) in state.buildings.items() if s == me)
        )
        foreign = sorted({a for a in state.board.area_of if a is not None} - home)
        away = next(
            ((a, c) for a in foreign if (c := open_corner(state, a, set())) is not None), None
        )
        at_home = open_corner(state, min(home), set())
        if away is None or at_home is None:
            continue
        area, corner = away
        assert build_by_road(state, me, at_home) == (1, ["built_settlement"])
        points, codes = build_by_road(state, me, corner)
        assert points == 1 + ISLAND_POINTS and "island_points" in codes
        again = open_corner(state, area, {corner})
        assert again is not None
        assert build_by_road(state, me, again)[0] == 1  # a second one there: counted already
        return
    raise AssertionError("no foreign island open")


def test_through_the_desert_gives_points_beyond_the_desert_not_inside_it() -> None:
    # catan-reference.md B.5, B.9.1: the strip past the desert belt, (3,5) (5,4) (7,3), counts
    # as an island; settling in the belt, (3,7) (5,6) (7,5), earns nothing.
    state = scenario_in_main("through-the-desert", 4, 5)
    me = state.turn
    area = state.board.area_of
    strip = {area[state.geometry.tile_at[rc]] for rc in ((3, 5), (5, 4), (7, 3))}
    belt = {area[state.geometry.tile_at[rc]] for rc in ((3, 7), (5, 6), (7, 5))}
    home = area[state.geometry.tile_at[(9, 6)]]  # the main part
    # Neither set-up settlement touches the belt (which would make it a home island).
    assert all(areas_at(state, c) == {home} for c, (s, _) in state.buildings.items() if s == me)
    (strip_area,) = strip
    corner = open_corner(state, strip_area, set())
    assert corner is not None
    assert build_by_road(state, me, corner)[0] == 1 + ISLAND_POINTS
    desert = next(
        c
        for c in range(state.geometry.corner_count)
        if state._distance_ok(c)
        and belt <= areas_at(state, c) <= belt | {home}
        and corner not in state.geometry.corner_corners[c]
    )
    assert build_by_road(state, me, desert) == (1, ["built_settlement"])


# --- gold fields: the robber, and the set-up --------------------------------------------------


def test_a_gold_field_under_the_robber_owes_nothing_on_its_number() -> None:
    state = scenario_in_main("through-the-desert", 4, 0)
    me = state.turn
    gold = next(t for t, k in enumerate(state.board.terrain) if k == "gold")
    number = state.board.numbers[gold]
    assert number is not None
    corner = next(
        c
        for c in state.geometry.tile_corners[gold]
        if state._distance_ok(c)
        and all(
            state.board.terrain[t] != "gold" or t == gold for t in state.geometry.corner_tiles[c]
        )
    )
    state.buildings[corner] = (me, "settlement")
    state.phase = "roll"
    state._legal = None
    elsewhere = state.clone()
    elsewhere.robber = next(t for t, k in enumerate(state.board.terrain) if k == "desert")
    roll_number(elsewhere, number)  # the robber away: one gold card of the player's choice
    assert elsewhere.phase == "gold" and elsewhere.gold_owed[me] == 1
    state.robber = gold
    roll_number(state, number)
    assert state.phase == "main" and state.gold_owed == [0, 0, 0, 0]


def test_a_second_set_up_settlement_by_a_gold_field_takes_a_card_of_its_choice() -> None:
    state = sea(4, 5)
    rng = random.Random(5)
    while state.setup_step < len(state.setup_order) - state.players:  # the first round
        state.apply(rng.choice(state.legal_actions()))
    me = state.actor()
    corner = settlements(state)[0]
    # One hex of the corner turned to a gold field (no scenario has one by a home corner).
    tile = next(t for t in state.geometry.corner_tiles[corner] if state.board.terrain[t] in YIELDS)
    terrain = list(state.board.terrain)
    terrain[tile] = "gold"
    state.board = dataclasses.replace(state.board, terrain=tuple(terrain))
    state._legal = None
    expected = Counter(
        YIELDS[state.board.terrain[t]]
        for t in state.geometry.corner_tiles[corner]
        if state.board.terrain[t] in YIELDS
    )
    state.apply(PlaceSettlement(corner))
    assert state.hands[me] == {r: expected[r] for r in RESOURCES}
    # The gold field's card is chosen now, before the set-up goes on: one, of any resource.
    assert state.phase == "gold" and state.pending_players == (me,)
    assert {a.cards for a in state.legal_actions()} == {
        tuple(int(i == j) for j in range(5)) for i in range(5)
    }
    state.apply(ChooseGold((0, 0, 1, 0, 0)))
    expected["wool"] += 1
    assert state.hands[me] == {r: expected[r] for r in RESOURCES}
    assert state.phase == "setup_road" and state.actor() == me


# --- the robber -------------------------------------------------------------------------------


def test_the_robber_robs_one_random_card_of_another_player_on_its_hex() -> None:
    state = new(3, seed=3)
    finish_setup(state)
    empty_hands(state)
    state.buildings.clear()
    state.roads.clear()
    me = state.turn
    there, elsewhere = (me + 1) % 3, (me + 2) % 3
    tile = next(t for t, k in enumerate(state.board.terrain) if k in YIELDS and t != state.robber)
    corners = state.geometry.tile_corners[tile]
    state.buildings[corners[0]] = (me, "settlement")  # the thief's own building is there too
    state.buildings[corners[3]] = (there, "city")
    far = next(
        c
        for c in range(state.geometry.corner_count)
        if state._distance_ok(c) and tile not in state.geometry.corner_tiles[c]
    )
    state.buildings[far] = (elsewhere, "settlement")
    give(state, me, grain=2)
    give(state, there, brick=1, wool=1)
    give(state, elsewhere, ore=3)
    state.phase = "robber"
    state.resume = "main"
    state._legal = None
    state.apply(MoveRobber(tile))
    # Only the other player with a building on the hex: never oneself, nobody elsewhere.
    assert state.legal_actions() == [Steal(there)]
    taken = set()
    for seed in range(20):
        trial = state.clone()
        trial.rng = random.Random(seed)
        trial.apply(Steal(there))
        (card,) = [r for r in RESOURCES if trial.hands[there][r] < state.hands[there][r]]
        assert trial.hands[me][card] == state.hands[me][card] + 1
        assert sum(trial.hands[there].values()) == 1
        assert trial.hands[elsewhere] == state.hands[elsewhere]
        taken.add(card)
    assert taken == {"brick", "wool"}  # either card, at random


def test_the_robber_may_go_back_to_the_desert() -> None:
    state = new(3, seed=4)
    finish_setup(state)
    desert = state.board.terrain.index("desert")
    state.robber = next(t for t, k in enumerate(state.board.terrain) if k in YIELDS)
    state.phase = "robber"
    state._legal = None
    assert MoveRobber(desert) in state.legal_actions()
    state.apply(MoveRobber(desert))
    assert state.robber == desert


# --- the development deck, and the board ------------------------------------------------------


def test_the_development_deck_is_its_25_cards_shuffled() -> None:
    decks = [tuple(new(3, seed).deck) for seed in range(6)]
    cards = Counter(knight=14, victory_point=5, road_building=2, year_of_plenty=2, monopoly=2)
    assert all(Counter(deck) == cards for deck in decks)
    assert len(set(decks)) == len(decks)  # a new order every game


def red_neighbours(state: CatanState) -> bool:
    numbers, neighbours = state.board.numbers, state.geometry.tile_neighbours
    return any(
        numbers[t] in (6, 8) and numbers[u] in (6, 8)
        for t in range(len(numbers))
        for u in neighbours[t]
    )


def test_red_numbers_are_kept_apart_by_default() -> None:
    assert GAME.options({}).separate_red_numbers is True
    assert new(3, 0).options.separate_red_numbers is True
    # The Four Islands for three deals its numbers at random: most boards would put two red
    # numbers side by side; with the option on (the default) none does.
    for seed in range(20):
        assert not red_neighbours(new(3, seed))
        assert not red_neighbours(sea(3, seed, "four-islands"))
    off = {"scenario": "four-islands", "separate_red_numbers": False}
    assert any(red_neighbours(GAME.new_state(3, seed, off)) for seed in range(20))


# --- Seafarers set-up: the pirate ------------------------------------------------------------


def test_no_start_ship_on_an_edge_of_the_pirate_s_hex() -> None:
    state = sea(4, 1)
    geometry, terrain = state.geometry, state.board.terrain
    # A start corner with one land hex and two sea hexes: its three edges could take a ship.
    corner = next(
        a.corner
        for a in state.legal_actions()
        if len(geometry.corner_tiles[a.corner]) == 3
        and [terrain[t] == "sea" for t in geometry.corner_tiles[a.corner]].count(True) == 2
    )
    pirate, other = (t for t in geometry.corner_tiles[corner] if terrain[t] == "sea")
    state.pirate = next(t for t, k in enumerate(terrain) if k == "sea" and t not in (pirate, other))
    free = state.clone()
    free.apply(PlaceSettlement(corner))
    assert len([a for a in free.legal_actions() if isinstance(a, PlaceShip)]) == 3
    state.pirate = pirate
    state._legal = None
    state.apply(PlaceSettlement(corner))
    ships = {a.edge for a in state.legal_actions() if isinstance(a, PlaceShip)}
    # Only the edge between the land hex and the other sea hex is not the pirate's.
    edges = set(geometry.corner_edges[corner])
    assert ships == (edges & set(geometry.tile_edges[other])) - set(geometry.tile_edges[pirate])
    assert len(ships) == 1
