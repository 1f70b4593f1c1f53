"""The Forgotten Tribe (catan-reference.md B.8 row 5, B.9.2 SC_FTRI): the map with the tribe's
islands and their marked coast edges, and the scenario's rules, one test per rule sentence."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from capboard.games.catan.actions import (
    MoveRobber,
    MoveShip,
    PlaceHarbour,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
)
from capboard.games.catan.board import harbours_of
from capboard.games.catan.rules import development_deck
from capboard.games.catan.scenario import scenario, scenario_map, scenario_setup
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import (
    empty_hands,
    give,
    new_scenario,
    play_setup,
    to_main,
)

TRIBE = "forgotten-tribe"


def tribe_game(players: int = 4, seed: int = 1) -> CatanState:
    return new_scenario(TRIBE, players, seed)


def tribe_tiles(state: CatanState) -> frozenset[int]:
    return state.catan.layout.tribe_tiles  # type: ignore[union-attr]


def test_the_game_is_won_at_13_points() -> None:
    assert scenario(TRIBE).target == 13
    assert tribe_game().target == 13


@pytest.mark.parametrize("players", [3, 4])
def test_the_map_has_twelve_tribe_hexes_on_six_islands_and_eighteen_gifts(players: int) -> None:
    # B.9.2: tribe islands G O | D O W | S | L | D C | C D G; gifts 8 chits, 4 cards, 6 harbours.
    catan = scenario_map(TRIBE, players)
    layout = catan.layout
    assert len(layout.tribe_tiles) == 12  # type: ignore[union-attr]
    assert len({layout.area_of[t] for t in layout.tribe_tiles}) == 6  # type: ignore[union-attr]
    kinds = Counter(kind for _, kind in layout.gifts)  # type: ignore[union-attr]
    assert kinds == {"point": 8, "card": 4, "harbour": 6}
    assert catan.harbours == ()  # every harbour is a gift


@pytest.mark.parametrize("players", [3, 4])
def test_each_gift_lies_on_a_coast_of_a_tribe_island(players: int) -> None:
    catan = scenario_map(TRIBE, players)
    layout = catan.layout
    tribe = layout.tribe_tiles  # type: ignore[union-attr]
    for edge, _ in layout.gifts:  # type: ignore[union-attr]
        tiles = catan.geometry.edge_tiles[edge]
        assert any(t in tribe for t in tiles)
        assert len(tiles) == 1 or any(not catan.is_land[t] for t in tiles)


def test_the_gift_harbours_are_five_special_and_one_generic() -> None:
    board, _ = scenario_setup(scenario_map(TRIBE, 4), random.Random(3))
    harbours = sorted(g.split(":")[1] for _, g in board.gifts if g.startswith("harbour:"))
    assert harbours == sorted(["generic", "brick", "lumber", "wool", "grain", "ore"])


def test_tribe_islands_cannot_be_settled() -> None:
    for seed in range(3):
        state = tribe_game(4, seed)
        tribe = tribe_tiles(state)
        rng = random.Random(seed)
        while state.phase.startswith("setup") or state.phase == "gold":
            for action in state.legal_actions():
                if isinstance(action, PlaceSettlement):
                    tiles = state.geometry.corner_tiles[action.corner]
                    assert not all(t in tribe or not state.is_land[t] for t in tiles)
            state.apply(rng.choice(state.legal_actions()))
        assert state.catan.closed_corners
        assert not set(state.buildings) & state.catan.closed_corners


def test_tribe_islands_produce_nothing() -> None:
    state = tribe_game(4, 5)
    for tile in tribe_tiles(state):
        assert state.board.numbers[tile] is None


def test_the_robber_cannot_go_to_the_small_islands() -> None:
    state = tribe_game(4, 2)
    play_setup(state)
    state.phase = "robber"
    state._legal = None
    targets = {a.tile for a in state.legal_actions() if isinstance(a, MoveRobber)}
    assert targets
    assert not targets & tribe_tiles(state)
    main = {t for t in range(len(state.is_land)) if state.is_land[t]} - tribe_tiles(state)
    assert targets == main - {state.robber}


def main_phase_with_a_ship_spot(seed: int = 0) -> tuple[CatanState, int, int]:
    """A game after its set-up, the player to move in the main phase with cards for ships, and
    an edge where they may build one now."""
    for trial in range(seed, seed + 50):
        state = tribe_game(4, trial)
        play_setup(state, trial)
        to_main(state)
        seat = state.turn
        empty_hands(state)
        give(state, seat, lumber=3, wool=3)
        spots = [a.edge for a in state.legal_actions() if isinstance(a, PlaceShip)]
        if spots:
            return state, seat, spots[0]
    raise AssertionError("no game where a ship may be built")


def test_a_ship_built_onto_a_marked_coast_edge_collects_a_victory_point_chit() -> None:
    state, seat, edge = main_phase_with_a_ship_spot()
    state.gifts = {edge: "point"}  # the gift moved to where this ship may go (test set-up)
    before = state.scores(public=True)[seat]
    state.apply(PlaceShip(edge))
    assert state.chits[seat] == 1 and edge not in state.gifts
    assert state.scores(public=True)[seat] == before + 1
    assert state.view(1).chits[seat] == 1


def test_a_ship_built_onto_a_marked_coast_edge_collects_a_development_card() -> None:
    state, seat, edge = main_phase_with_a_ship_spot(1)
    state.gifts = {edge: "card"}
    state.gift_cards = {edge: "monopoly"}  # the card laid on this gift at the start
    deck = list(state.deck)
    state.apply(PlaceShip(edge))
    assert state.dev_hands[seat] == ["monopoly"] and state.deck == deck  # the deck untouched
    assert "monopoly" in state.bought_this_turn  # decision: not played on the turn it was given


@pytest.mark.parametrize("players", [3, 4])
def test_four_development_cards_are_set_out_on_the_gifts_at_the_start(players: int) -> None:
    # The scenario lays a development card face down on each of its 4 card gifts: they are
    # taken from the 25 of the deck, which holds 21 from the start.
    state = tribe_game(players)
    cards = sorted(edge for edge, gift in state.gifts.items() if gift == "card")
    assert sorted(state.gift_cards) == cards and len(cards) == 4
    assert len(state.deck) == 25 - 4
    assert Counter(state.deck) + Counter(state.gift_cards.values()) == Counter(development_deck())


def test_a_gift_card_is_there_even_when_the_deck_is_empty() -> None:
    state, seat, edge = main_phase_with_a_ship_spot(1)
    state.gifts = {edge: "card"}
    state.gift_cards = {edge: "knight"}
    state.deck = []
    state.apply(PlaceShip(edge))
    assert state.dev_hands[seat] == ["knight"]


def test_the_gift_cards_are_secret_to_everyone() -> None:
    state = tribe_game()
    other = state.clone()
    other.gift_cards = dict.fromkeys(state.gift_cards, "victory_point")
    for seat in (None, 0, 1, 2, 3):  # nobody's view tells the two apart
        assert state.view(seat) == other.view(seat)
    # A computer player's guess deals the unseen cards anew, gifts included, keeping counts.
    guess = state.determinize(state.view(0), random.Random(1))
    assert sorted(guess.gift_cards) == sorted(state.gift_cards)
    assert len(guess.deck) == len(state.deck)


def test_each_gift_is_collected_only_once() -> None:
    state, seat, edge = main_phase_with_a_ship_spot(2)
    state.gifts = {edge: "point"}
    state.apply(PlaceShip(edge))
    state.ships_built.clear()
    state.ship_moved = False
    state._legal = None
    moves = [a for a in state.legal_actions() if isinstance(a, MoveShip) and a.source == edge]
    for move in moves[:1]:
        state.apply(move)
    assert state.chits[seat] == 1


def test_a_gift_harbour_is_placed_next_to_one_of_the_players_coastal_buildings() -> None:
    state, seat, edge = main_phase_with_a_ship_spot(3)
    state.gifts = {edge: "harbour:ore"}
    state.apply(PlaceShip(edge))
    assert state.phase == "harbour"
    actions = state.legal_actions()
    assert actions and all(isinstance(a, PlaceHarbour) for a in actions)
    own = {c for c, (s, _) in state.buildings.items() if s == seat}
    for action in actions:
        corners = set(state.geometry.edge_corners[action.edge])
        assert corners & own
        assert action.edge in state.waters.ship_edges  # a coast: sea on one side
    state.apply(actions[0])
    assert state.phase == "main" and state.harbours_kept[seat] == []
    harbours = harbours_of(state.catan, state.board)
    assert [(spot.edge, kind) for spot, kind in harbours] == [(actions[0].edge, "ore")]


def test_a_gift_harbour_is_kept_until_the_player_has_a_coast_for_it() -> None:
    state, seat, _ = main_phase_with_a_ship_spot(4)
    # Harbours given one by one take every coast beside the player's buildings.
    for _ in range(12):
        spots = [a.edge for a in state.legal_actions() if isinstance(a, PlaceShip)]
        give(state, seat, lumber=1, wool=1)
        state.gifts = {spots[0]: "harbour:wool"}
        state.apply(PlaceShip(spots[0]))
        if state.phase != "harbour":
            break
        state.apply(state.legal_actions()[0])
    assert state.phase == "main" and state.harbours_kept[seat] == ["wool"]
    assert not any(isinstance(a, PlaceHarbour) for a in state.legal_actions())


def coastal_settlement_spots(state: CatanState) -> list[PlaceSettlement]:
    return [
        a
        for a in state.legal_actions()
        if isinstance(a, PlaceSettlement)
        and any(e in state.waters.ship_edges for e in state.geometry.corner_edges[a.corner])
    ]


def test_a_kept_harbour_is_offered_again_when_its_owner_builds_a_settlement() -> None:
    coastal: list[PlaceSettlement] = []
    for seed in range(40):
        state, seat, _ = main_phase_with_a_ship_spot(seed)
        rng = random.Random(seed)
        give(state, seat, brick=1, lumber=1, wool=1, grain=1)
        for _ in range(6):  # roads towards a free coastal corner
            coastal = coastal_settlement_spots(state)
            roads = [a for a in state.legal_actions() if isinstance(a, PlaceRoad)]
            if coastal or not roads:
                break
            give(state, seat, brick=1, lumber=1)
            state.apply(rng.choice(roads))
        if coastal:
            break
    assert coastal, "no coastal settlement spot in the games tried"
    state.harbours_kept[seat] = ["grain"]  # kept earlier, when no coast was free
    state.apply(coastal[0])
    assert state.phase == "harbour"
    assert all(isinstance(a, PlaceHarbour) for a in state.legal_actions())
    state.apply(state.legal_actions()[0])
    assert state.harbours_kept[seat] == [] and state.phase == "main"
