"""The Pirate Islands (catan-reference.md B.8 row 7, B.9.2 SC_PIRI): the fixed map, the start
pieces, lanes, fortresses and the fleet's path as data, and the scenario's rules, one test per
rule sentence (and per decision of the in-app rules)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from capboard.games.catan.actions import (
    AttackFortress,
    EndTurn,
    MaritimeTrade,
    MoveShip,
    PlaceSettlement,
    PlaceShip,
    PlayKnight,
    Roll,
)
from capboard.games.catan.board import DESERT, GOLD, SEA
from capboard.games.catan.rules import KNIGHT, VICTORY_POINT_CARD
from capboard.games.catan.scenario import (
    SCENARIO_IDS,
    UNOFFERED,
    Layout,
    PirateStart,
    scenario,
    scenario_map,
)
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import (
    empty_hands,
    give,
    layout_of,
    new_scenario,
    play_setup,
    scenario_in_main,
)

PIRATES = "pirate-islands"


class Dice(random.Random):
    """A generator whose dice show the given faces in turn (a fortress's die by ``randint``,
    the roll's two by three random bits each, as the state draws them); the rest is random."""

    def __init__(self, *faces: int) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        return self.faces.pop(0)

    def getrandbits(self, k: int) -> int:
        if k == 3 and self.faces:
            return self.faces.pop(0) - 1
        return super().getrandbits(k)


def pirates_game(players: int = 4, seed: int = 1) -> CatanState:
    return new_scenario(PIRATES, players, seed)


def start(state: CatanState, seat: int) -> PirateStart:
    return layout_of(state).starts[seat]


def in_main(players: int = 4, seed: int = 0) -> CatanState:
    """A game after its set-up, the player to move in the main phase with empty hands."""
    return scenario_in_main(PIRATES, players, seed)


def forget(state: CatanState) -> None:
    """Drop the legal actions worked out before a test changed the state by hand."""
    state._legal = None
    state.__dict__.pop("_main_kept", None)


def sail_lane(state: CatanState, seat: int, ships: int) -> None:
    """Put ``seat``'s ships on the first ``ships`` edges of their lane (test set-up)."""
    for edge in start(state, seat).lane[:ships]:
        state.ships[edge] = seat
    forget(state)


# -- the map --------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4])
def test_the_map_is_fixed_and_has_the_published_terrains(players: int) -> None:
    boards = [pirates_game(players, seed).board for seed in (1, 2)]
    assert boards[0].terrain == boards[1].terrain
    assert boards[0].numbers == boards[1].numbers
    land = [t for t in boards[0].terrain if t != SEA]
    counts = Counter(land)
    assert counts[DESERT] == 3 and counts[GOLD] == 2
    for kind in ("fields", "forest", "hills", "mountains", "pasture"):
        assert counts[kind] == 5
    numbers = Counter(n for n in boards[0].numbers if n is not None)
    assert numbers == Counter({2: 1, 3: 2, 11: 2, 12: 1, **{n: 3 for n in (4, 5, 6, 8, 9, 10)}})
    # The two hills of the western islands and the centre island's pasture have no number.
    bare = [
        t
        for t, (kind, n) in enumerate(zip(boards[0].terrain, boards[0].numbers, strict=True))
        if kind not in (SEA, DESERT) and n is None
    ]
    assert sorted(boards[0].terrain[t] for t in bare) == ["hills", "hills", "pasture"]


def test_the_fleet_path_is_a_loop_of_neighbouring_sea_hexes() -> None:
    state = pirates_game()
    path = layout_of(state).fleet_path
    assert len(path) == 14 and len(set(path)) == 14
    for a, b in zip(path, path[1:] + path[:1], strict=True):
        assert state.board.terrain[a] == SEA
        assert b in state.geometry.tile_neighbours[a]


@pytest.mark.parametrize("players", [3, 4])
def test_each_seat_starts_with_a_settlement_and_a_ship_on_its_lane(players: int) -> None:
    state = pirates_game(players)
    starts = layout_of(state).starts
    assert len(starts) == players
    for seat, s in enumerate(starts):
        assert state.buildings[s.settlement] == (seat, "settlement")
        assert state.ships[s.ship] == seat
        assert s.lane[0] == s.ship
        assert s.fortress in state.geometry.edge_corners[s.lane[-1]]
        assert state.home_areas[seat] == frozenset({1})  # on the eastern island
    lanes = [set(s.lane) for s in starts]
    assert all(not (a & b) for i, a in enumerate(lanes) for b in lanes[i + 1 :])


def test_three_players_use_the_first_three_starts_of_the_four_player_map() -> None:
    three, four = scenario_map(PIRATES, 3), scenario_map(PIRATES, 4)
    assert isinstance(three.layout, Layout) and isinstance(four.layout, Layout)
    assert three.layout.starts == four.layout.starts[:3]


def test_the_set_up_is_one_round_in_reverse_order_paying_resources() -> None:
    state = pirates_game(4, seed=3)
    first = state.first
    assert list(state.setup_order) == [(first + i) % 4 for i in range(4)][::-1]
    seat = state.current_player
    assert seat is not None
    corner = next(a for a in state.legal_actions() if isinstance(a, PlaceSettlement)).corner
    events = state.apply(PlaceSettlement(corner))
    assert any(e.code == "starting_resources" for e in events)
    play_setup(state)
    assert state.phase == "roll" and state.turn == first
    for s in range(4):
        assert sum(1 for owner, _ in state.buildings.values() if owner == s) == 2


def test_a_world_drawn_in_the_set_up_keeps_its_one_reversed_round() -> None:
    state = pirates_game(4, seed=5)
    seat = state.current_player
    assert seat is not None
    world = state.determinize(state.view(seat), random.Random(1))
    assert world.setup_order == state.setup_order
    assert world.current_player == seat


def test_pirate_islands_is_offered_for_three_and_four_players() -> None:
    assert PIRATES in SCENARIO_IDS and PIRATES not in UNOFFERED
    assert SCENARIO_IDS.index(PIRATES) == SCENARIO_IDS.index("cloth-for-catan") + 1
    rules = scenario(PIRATES)
    assert rules.target == 10 and rules.players == (3, 4)
    assert not rules.pirate and not rules.longest_route
    assert rules.pirate_islands is not None and rules.pirate_islands.fortress_strength == 3


# -- ships ----------------------------------------------------------------------------------


def test_ships_go_only_on_the_next_edge_of_ones_lane_and_never_move() -> None:
    state = in_main()
    seat = state.turn
    lane = start(state, seat).lane
    give(state, seat, lumber=5, wool=5)
    ships = [a for a in state.legal_actions() if isinstance(a, PlaceShip | MoveShip)]
    assert ships == [PlaceShip(lane[1])]
    state.apply(PlaceShip(lane[1]))
    ships = [a for a in state.legal_actions() if isinstance(a, PlaceShip | MoveShip)]
    assert ships == [PlaceShip(lane[2])]


def test_a_full_lane_takes_no_more_ships() -> None:
    state = in_main()
    seat = state.turn
    sail_lane(state, seat, len(start(state, seat).lane))
    give(state, seat, lumber=5, wool=5)
    assert not [a for a in state.legal_actions() if isinstance(a, PlaceShip)]


# -- warships -------------------------------------------------------------------------------


def test_a_knight_turns_a_ship_into_a_warship_without_robber_or_army() -> None:
    state = in_main()
    seat = state.turn
    state.dev_hands[seat] = [KNIGHT, KNIGHT, KNIGHT]
    forget(state)
    events = state.apply(PlayKnight())
    assert [e.code for e in events] == ["warship"]
    assert state.warships[seat] == 1
    assert state.phase == "main" and state.army_holder is None
    # Each knight only for an unarmed ship; still no Largest Army after several.
    state.apply(EndTurn())
    state.turn, state.phase, state.dev_played = seat, "main", False
    forget(state)
    assert PlayKnight() not in state.legal_actions()  # the one ship is a warship already
    sail_lane(state, seat, 2)
    assert PlayKnight() in state.legal_actions()
    state.apply(PlayKnight())
    assert state.warships[seat] == 2 and state.army_holder is None


# -- the fleet ------------------------------------------------------------------------------


def test_the_fleet_sails_the_lower_die_on_every_roll() -> None:
    state = pirates_game()
    play_setup(state)
    path = layout_of(state).fleet_path
    state.rng = Dice(5, 3)
    events = state.apply(Roll())
    assert state.fleet == 3
    moved = next(e for e in events if e.code == "fleet_moved")
    assert moved.params["tile"] == path[3] and moved.params["strength"] == 5
    state.fleet = len(path) - 1
    state._sail_fleet((2, 6))
    assert state.fleet == 1  # a loop: after the last hex comes the first


def _beside_fleet(state: CatanState, seat: int, kind: str = "settlement") -> int:
    """Put a building of ``seat`` beside the fleet's next hex after 1 step, alone there."""
    path = layout_of(state).fleet_path
    tile = path[(state.fleet or 0) + 1]
    for corner in state.geometry.tile_corners[tile]:
        state.buildings.pop(corner, None)
    corner = state.geometry.tile_corners[tile][0]
    state.buildings[corner] = (seat, kind)
    return corner


def test_more_warships_than_the_fleet_win_a_resource_of_choice() -> None:
    state = in_main()
    seat = (state.turn + 1) % 4
    _beside_fleet(state, seat)
    state.warships[seat] = 4
    events = state._sail_fleet((1, 3))
    assert [e.code for e in events] == ["fleet_moved", "fleet_repelled"]
    assert state.gold_owed[seat] == 1


def test_fewer_warships_lose_a_card_per_settlement_and_two_per_city() -> None:
    for kind, lost in (("settlement", 1), ("city", 2)):
        state = in_main()
        seat = (state.turn + 1) % 4
        _beside_fleet(state, seat, kind)
        give(state, seat, ore=3)
        events = state._sail_fleet((1, 4))
        won = next(e for e in events if e.code == "fleet_won")
        assert won.params["lost"] == lost and won.private == {"cards": {"ore": lost}}
        assert state.hands[seat]["ore"] == 3 - lost


def test_as_many_warships_as_the_fleet_change_nothing() -> None:
    state = in_main()
    seat = (state.turn + 1) % 4
    _beside_fleet(state, seat)
    give(state, seat, ore=2)
    state.warships[seat] = 4
    events = state._sail_fleet((1, 4))
    assert events[-1].code == "fleet_tied"
    assert state.hands[seat]["ore"] == 2 and state.gold_owed[seat] == 0


def test_a_seven_moves_no_robber() -> None:
    state = pirates_game()
    play_setup(state)
    empty_hands(state)
    state.rng = Dice(3, 4)
    state.apply(Roll())
    assert state.phase == "main" and state.robber is None
    state.phase = "roll"
    give(state, state.turn, ore=9)
    state.rng = Dice(1, 6)
    state.apply(Roll())
    assert state.phase == "discard"
    actions = state.legal_actions()
    state.apply(actions[0])
    assert state.phase == "main"


# -- the fortress ---------------------------------------------------------------------------


def test_the_fortress_is_attacked_from_the_lanes_end_once_a_turn() -> None:
    state = in_main()
    seat = state.turn
    lane = start(state, seat).lane
    sail_lane(state, seat, len(lane) - 1)
    assert AttackFortress() not in state.legal_actions()
    sail_lane(state, seat, len(lane))
    assert AttackFortress() in state.legal_actions()
    state.warships[seat] = 6
    state.rng = Dice(2)
    state.apply(AttackFortress())
    assert state.fortress_wins[seat] == 1
    assert AttackFortress() not in state.legal_actions()
    state.apply(EndTurn())
    assert not state.fortress_attacked


def test_a_tie_loses_one_ship_and_a_defeat_two_from_the_lanes_end() -> None:
    state = in_main()
    seat = state.turn
    lane = start(state, seat).lane
    sail_lane(state, seat, len(lane))
    state.warships[seat] = 3
    state.rng = Dice(3)
    events = state.apply(AttackFortress())
    assert events[0].params["result"] == "tied" and events[0].params["ships_lost"] == [lane[-1]]
    assert lane[-1] not in state.ships and state.fortress_wins[seat] == 0
    sail_lane(state, seat, len(lane))
    state.fortress_attacked = False
    state.rng = Dice(5)
    events = state.apply(AttackFortress())
    assert events[0].params["ships_lost"] == [lane[-1], lane[-2]]
    assert state.warships[seat] == 3


def test_the_third_victory_takes_the_fortress_as_a_settlement() -> None:
    state = in_main()
    seat = state.turn
    lane = start(state, seat).lane
    sail_lane(state, seat, len(lane))
    state.warships[seat] = 6
    state.fortress_wins[seat] = 2
    state.rng = Dice(1)
    events = state.apply(AttackFortress())
    assert [e.code for e in events] == ["fortress_attacked", "fortress_taken"]
    assert state.buildings[start(state, seat).fortress] == (seat, "settlement")
    assert state._fortress_taken(seat)


def test_no_settlement_beside_a_standing_fortress() -> None:
    state = in_main()
    seat = state.turn
    fortress = start(state, seat).fortress
    near = {fortress, *state.geometry.corner_corners[fortress]}
    for edge in state.geometry.corner_edges[fortress]:
        state.roads[edge] = seat
    give(state, seat, brick=1, lumber=1, wool=1, grain=1)
    forget(state)
    spots = {a.corner for a in state.legal_actions() if isinstance(a, PlaceSettlement)}
    assert not spots & near


def test_the_target_wins_only_with_ones_fortress_taken() -> None:
    state = in_main()
    seat = state.turn
    state.dev_hands[seat] = [VICTORY_POINT_CARD] * 10
    give(state, seat, ore=8)
    trade = MaritimeTrade("ore", "grain")
    state.apply(trade)
    assert state.winner is None
    state.fortress_wins[seat] = 3
    state._victory_checked = False
    forget(state)
    state.apply(trade)
    assert state.winner == seat


def test_the_fleet_sails_away_once_every_fortress_has_fallen() -> None:
    state = in_main()
    seat = state.turn
    sail_lane(state, seat, len(start(state, seat).lane))
    state.fortress_wins = [3] * 4
    state.fortress_wins[seat] = 2
    state.warships[seat] = 6
    state.rng = Dice(1)
    events = state.apply(AttackFortress())
    assert events[-1].code == "fleet_gone" and state.fleet is None


def test_there_is_no_longest_trade_route() -> None:
    state = in_main()
    seat = state.turn
    sail_lane(state, seat, 8)
    give(state, seat, lumber=1, wool=1)
    state.apply(PlaceShip(start(state, seat).lane[8]))
    assert state.longest_holder is None


def test_three_players_play_without_victory_point_cards() -> None:
    three, four = pirates_game(3), pirates_game(4)
    assert VICTORY_POINT_CARD not in three.deck
    assert VICTORY_POINT_CARD in four.deck
    assert len(three.deck) == len(four.deck) - four.deck.count(VICTORY_POINT_CARD)


# -- views ----------------------------------------------------------------------------------


def test_views_and_determinize_carry_the_fleet_fortresses_and_warships() -> None:
    state = in_main(3)
    seat = state.turn
    state.warships[seat] = 1
    state.fortress_wins[seat] = 2
    state.fleet = 5
    state.fortress_attacked = True
    view = state.view(seat)
    assert view.fleet == layout_of(state).fleet_path[5]
    assert view.fortress_wins[seat] == 2 and view.warships[seat] == 1
    assert view.fortress_strength == 3 and view.fortress_attacked
    other = state.determinize(state.view((seat + 1) % 3), random.Random(0))
    assert other.fleet == 5 and other.fortress_wins == state.fortress_wins
    assert other.warships == state.warships and other.fortress_attacked
    assert VICTORY_POINT_CARD not in other.deck
    copy = state.clone()
    copy.warships[seat] = 0
    copy.fortress_wins[seat] = 0
    assert state.warships[seat] == 1 and state.fortress_wins[seat] == 2
