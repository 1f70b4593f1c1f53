"""The Wonders of Catan (catan-reference.md B.8 row 8, B.9.2 SC_WOND): the map with its main
island, its wasteland and strait and its two small islands, the five wonders as data, and the
scenario's rules, one test per rule sentence (and per decision of the in-app rules)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from capboard.games.catan.actions import BuildWonderLevel, ChooseWonder, EndTurn, PlaceSettlement
from capboard.games.catan.board import DESERT, SEA
from capboard.games.catan.scenario import (
    SCENARIO_IDS,
    UNOFFERED,
    Wonder,
    scenario,
    scenario_map,
)
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import (
    GAME,
    empty_hands,
    give,
    layout_of,
    new_scenario,
    scenario_in_main,
    to_main,
)

WONDERS = "wonders-of-catan"


def wonders_game(players: int = 4, seed: int = 1) -> CatanState:
    return new_scenario(WONDERS, players, seed)


def in_main(players: int = 4, seed: int = 0) -> CatanState:
    """A game after its set-up, the player to move in the main phase with empty hands."""
    return scenario_in_main(WONDERS, players, seed)


def wonder(wonder_id: str) -> Wonder:
    rules = scenario(WONDERS).wonders
    assert rules is not None
    return next(w for w in rules.wonders if w.id == wonder_id)


def pay(state: CatanState, seat: int, wonder_id: str, times: int = 1) -> None:
    give(state, seat, **{kind: n * times for kind, n in wonder(wonder_id).cost})


def own_city(state: CatanState, seat: int, count: int = 1) -> list[int]:
    """Make ``count`` of ``seat``'s settlements cities (test set-up)."""
    mine = [c for c, (s, kind) in state.buildings.items() if s == seat and kind == "settlement"]
    for corner in mine[:count]:
        state.buildings[corner] = (seat, "city")
    forget(state)
    return mine[:count]


def forget(state: CatanState) -> None:
    """Drop the legal actions worked out before a test changed the state by hand."""
    state._legal = None
    state.__dict__.pop("_main_kept", None)


def wonder_moves(state: CatanState) -> list[object]:
    return [a for a in state.legal_actions() if isinstance(a, ChooseWonder | BuildWonderLevel)]


# -- the scenario and its map -----------------------------------------------------------------


def test_the_scenario_is_offered_for_three_and_four_players_at_10_points() -> None:
    rules = scenario(WONDERS)
    assert WONDERS in SCENARIO_IDS and WONDERS not in UNOFFERED
    assert rules.players == (3, 4) and rules.target == 10


@pytest.mark.parametrize("players", [3, 4])
def test_the_map_has_the_rule_books_hexes(players: int) -> None:
    state = wonders_game(players, 3)
    terrain = Counter(state.board.terrain)
    # catan-reference.md B.8: sea 19 (the frame's water, the harbours' and P1's aside),
    # desert 3, gold 2, the five terrains 5 each; 27 numbers.
    assert terrain[DESERT] == 3 and terrain["gold"] == 2
    for kind in ("hills", "forest", "mountains", "pasture", "fields"):
        assert terrain[kind] == 5
    numbers = Counter(n for n in state.board.numbers if n is not None)
    assert sum(numbers.values()) == 27
    assert numbers[2] == 2 and numbers[12] == 1 and numbers[7] == 0
    assert all(numbers[n] == 3 for n in (3, 4, 5, 6, 8, 9, 10, 11))
    assert terrain[SEA] >= 19


def test_the_small_islands_are_fixed_and_the_main_island_is_shuffled() -> None:
    a, b = wonders_game(4, 1), wonders_game(4, 2)
    layout = layout_of(a)
    small = [t for t, area in enumerate(layout.area_of) if area in (2, 3)]
    assert len(small) == 5
    assert all(a.board.terrain[t] == b.board.terrain[t] for t in small)
    main = [t for t, area in enumerate(layout.area_of) if area == 1]
    assert [a.board.terrain[t] for t in main] != [b.board.terrain[t] for t in main]


def test_the_harbours_are_five_special_and_four_generic() -> None:
    state = wonders_game(4, 5)
    kinds = Counter(state.board.harbour_kinds)
    assert kinds["generic"] == 4 and len(kinds) == 6 and sum(kinds.values()) == 9


def test_there_is_no_pirate_and_the_robber_starts_on_a_desert() -> None:
    state = wonders_game(3, 2)
    assert state.pirate is None and not state.pirate_on
    assert state.robber is not None and state.board.terrain[state.robber] == DESERT


def test_a_first_settlement_on_each_small_island_is_worth_one_point() -> None:
    state = in_main(4, 4)
    seat = state.turn
    layout = layout_of(state)
    assert scenario(WONDERS).island_points == 1
    assert layout.areas[2].special_points and layout.areas[3].special_points
    assert not layout.areas[1].special_points
    before = state._points(seat, public=True)
    corner = next(
        c
        for c, tiles in enumerate(state.geometry.corner_tiles)
        if any(layout.area_of[t] == 2 for t in tiles) and state._index().distance_ok(c)
    )
    events = state._island_points(seat, corner)
    state.buildings[corner] = (seat, "settlement")
    assert [e.code for e in events] == ["island_points"]
    assert state._points(seat, public=True) == before + 2  # the settlement and the chit


def test_no_set_up_settlement_stands_by_the_strait() -> None:
    state = wonders_game(4, 1)
    barred = layout_of(state).no_setup
    assert len(barred) == 4
    for _ in range(4):  # the first four settlements: no corner around the strait offered
        offered = {a.corner for a in state.legal_actions() if isinstance(a, PlaceSettlement)}
        assert offered and not offered & barred
        state.apply(PlaceSettlement(min(offered)))
        state.apply(state.legal_actions()[0])


def test_the_strait_and_the_wasteland_are_coastal_and_desert_corners() -> None:
    state = wonders_game(4, 1)
    layout = layout_of(state)
    geometry = state.geometry
    for corner in layout.wonder_corners["wasteland"]:
        terrains = {state.board.terrain[t] for t in geometry.corner_tiles[corner]}
        assert DESERT in terrains and terrains - {DESERT, SEA}  # between desert and land
    for corner in layout.wonder_corners["strait"]:
        assert any(not state.is_land[t] for t in geometry.corner_tiles[corner])


# -- the wonders --------------------------------------------------------------------------------


def test_five_wonders_of_four_levels_each_with_a_condition_and_a_cost() -> None:
    rules = scenario(WONDERS).wonders
    assert rules is not None and rules.levels == 4
    ids = [w.id for w in rules.wonders]
    assert ids == ["theater", "great-bridge", "monument", "great-wall", "cathedral"]
    assert dict(wonder("theater").cost) == {"brick": 1, "wool": 3, "lumber": 1}
    assert dict(wonder("cathedral").cost) == {"brick": 1, "ore": 3, "grain": 1}
    assert all(w.requires for w in rules.wonders)


def test_the_theater_needs_two_cities() -> None:
    state = in_main(4, 2)
    seat = state.turn
    pay(state, seat, "theater")
    own_city(state, seat, 1)
    assert ChooseWonder("theater") not in state.legal_actions()
    own_city(state, seat, 2)
    assert ChooseWonder("theater") in state.legal_actions()


def test_a_wonder_cannot_be_begun_without_its_cost() -> None:
    state = in_main(4, 2)
    seat = state.turn
    own_city(state, seat, 2)
    give(state, seat, brick=1, wool=2, lumber=1)  # one wool short
    assert ChooseWonder("theater") not in state.legal_actions()


def test_the_great_bridge_needs_a_building_at_the_strait() -> None:
    state = in_main(4, 3)
    seat = state.turn
    pay(state, seat, "great-bridge")
    assert ChooseWonder("great-bridge") not in state.legal_actions()
    corner = min(layout_of(state).wonder_corners["strait"])
    state.buildings[corner] = (seat, "settlement")
    forget(state)
    assert ChooseWonder("great-bridge") in state.legal_actions()
    state.buildings[corner] = (seat, "city")  # a city was a settlement: it still counts
    forget(state)
    assert ChooseWonder("great-bridge") in state.legal_actions()


def test_the_great_wall_needs_a_building_at_the_desert_wasteland() -> None:
    state = in_main(4, 3)
    seat = state.turn
    pay(state, seat, "great-wall")
    assert ChooseWonder("great-wall") not in state.legal_actions()
    corner = min(layout_of(state).wonder_corners["wasteland"])
    state.buildings[corner] = (seat, "settlement")
    forget(state)
    assert ChooseWonder("great-wall") in state.legal_actions()


def test_the_monument_needs_a_city_at_a_harbour_and_a_route_of_five() -> None:
    state = in_main(4, 5)
    seat = state.turn
    pay(state, seat, "monument")
    harbour = next(c for spot in state.catan.harbours for c in spot.corners)
    state.buildings[harbour] = (seat, "city")
    state.road_lengths[seat] = 4
    forget(state)
    assert ChooseWonder("monument") not in state.legal_actions()
    state.road_lengths[seat] = 5
    forget(state)
    assert ChooseWonder("monument") in state.legal_actions()
    state.buildings[harbour] = (seat, "settlement")  # a settlement at the harbour: not enough
    forget(state)
    assert ChooseWonder("monument") not in state.legal_actions()


def test_the_cathedral_needs_a_city_and_six_points_in_sight() -> None:
    state = in_main(4, 6)
    seat = state.turn
    pay(state, seat, "cathedral")
    state.chits[seat] = 6 - state._points(seat, public=True)  # 6 points, no city
    forget(state)
    assert ChooseWonder("cathedral") not in state.legal_actions()
    own_city(state, seat, 1)  # a city: 7 points
    assert ChooseWonder("cathedral") in state.legal_actions()
    state.chits[seat] -= 2  # 5 points in sight...
    state.dev_hands[seat] = ["victory_point"] * 3  # ...and hidden cards do not count (decision)
    forget(state)
    assert ChooseWonder("cathedral") not in state.legal_actions()


def test_choosing_a_wonder_takes_it_and_builds_and_pays_its_first_level() -> None:
    state = in_main(4, 2)
    seat = state.turn
    own_city(state, seat, 2)
    pay(state, seat, "theater")
    bank = dict(state.bank)
    events = state.apply(ChooseWonder("theater"))
    assert [e.code for e in events] == ["wonder_chosen", "wonder_level"]
    assert state.wonder_of[seat] == 0 and state.wonder_levels[seat] == 1
    assert sum(state.hands[seat].values()) == 0
    assert state.bank["wool"] == bank["wool"] + 3


def test_one_wonder_per_player() -> None:
    state = in_main(4, 2)
    seat = state.turn
    own_city(state, seat, 2)
    pay(state, seat, "theater")
    state.apply(ChooseWonder("theater"))
    corner = min(layout_of(state).wonder_corners["wasteland"])
    state.buildings[corner] = (seat, "settlement")
    pay(state, seat, "great-wall")
    assert not any(isinstance(a, ChooseWonder) for a in state.legal_actions())


def test_a_wonder_taken_is_nobody_elses() -> None:
    state = in_main(4, 2)
    seat = state.turn
    own_city(state, seat, 2)
    pay(state, seat, "theater")
    state.apply(ChooseWonder("theater"))
    state.apply(EndTurn())
    other = state.turn
    to_main(state)
    empty_hands(state)
    own_city(state, other, 2)
    pay(state, other, "theater")
    assert ChooseWonder("theater") not in state.legal_actions()


def test_each_level_costs_the_wonders_cost_again() -> None:
    state = in_main(4, 2)
    seat = state.turn
    own_city(state, seat, 2)
    pay(state, seat, "theater")
    state.apply(ChooseWonder("theater"))
    assert BuildWonderLevel() not in state.legal_actions()
    pay(state, seat, "theater")
    events = state.apply(BuildWonderLevel())
    assert state.wonder_levels[seat] == 2 and sum(state.hands[seat].values()) == 0
    assert events[0].code == "wonder_level" and events[0].params["level"] == 2


def test_the_condition_is_asked_only_to_begin_the_wonder() -> None:
    # Decision (JSettlers2): a level is built without the condition met again.
    state = in_main(4, 2)
    seat = state.turn
    cities = own_city(state, seat, 2)
    pay(state, seat, "theater")
    state.apply(ChooseWonder("theater"))
    state.buildings[cities[0]] = (seat, "settlement")
    pay(state, seat, "theater")
    forget(state)
    assert BuildWonderLevel() in state.legal_actions()


def test_the_last_level_wins_the_game_at_once() -> None:
    state = in_main(4, 2)
    seat = state.turn
    own_city(state, seat, 2)
    pay(state, seat, "theater")
    state.apply(ChooseWonder("theater"))
    for _ in range(2):
        pay(state, seat, "theater")
        state.apply(BuildWonderLevel())
    assert state.winner is None
    pay(state, seat, "theater")
    events = state.apply(BuildWonderLevel())
    assert state.winner == seat and events[-1].code == "wonder_completed"
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "wonder"


def test_the_target_alone_does_not_win_without_the_most_levels() -> None:
    state = in_main(4, 2)
    seat = state.turn
    state.dev_hands[seat] = ["victory_point"] * (10 - state._points(seat, public=False))
    state.apply(EndTurn())
    assert state.winner is None  # 10 points but no wonder level: no win


def test_the_target_does_not_win_on_a_tie_for_the_most_levels() -> None:
    state = in_main(4, 2)
    seat = state.turn
    other = (seat + 1) % 4
    state.wonder_of[seat], state.wonder_of[other] = 0, 1
    state.wonder_levels[seat] = state.wonder_levels[other] = 2
    state.dev_hands[seat] = ["victory_point"] * (10 - state._points(seat, public=False))
    state.apply(EndTurn())
    assert state.winner is None


def test_the_target_wins_with_strictly_the_most_levels() -> None:
    state = in_main(4, 2)
    seat = state.turn
    own_city(state, seat, 2)
    pay(state, seat, "theater")
    state.dev_hands[seat] = ["victory_point"] * (10 - state._points(seat, public=False))
    state.apply(ChooseWonder("theater"))
    assert state.winner == seat
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "target"


def test_wonders_and_levels_are_seen_by_all_and_kept_by_determinize() -> None:
    state = in_main(3, 2)
    state.wonder_of = [None, 3, 0]
    state.wonder_levels = [0, 2, 1]
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        assert view.wonders[3] == ("great-wall", 1, 2) and view.wonders[0] == ("theater", 2, 1)
        assert view.wonders[1] == ("great-bridge", None, 0) and view.wonder_levels_max == 4
    rebuilt = state.determinize(state.view(0), random.Random(1))
    assert rebuilt.wonder_of == state.wonder_of and rebuilt.wonder_levels == state.wonder_levels


def test_a_clone_has_its_own_wonders() -> None:
    state = in_main(3, 2)
    other = state.clone()
    other.wonder_of[0] = 2
    other.wonder_levels[0] = 1
    assert state.wonder_of[0] is None and state.wonder_levels[0] == 0


def test_other_games_have_no_wonders() -> None:
    state = GAME.new_state(4, 1, {"scenario": "cloth-for-catan"})
    assert isinstance(state, CatanState)
    assert state.wonder_levels == [] and state.view(None).wonders == ()
    assert scenario_map(WONDERS, 3).id == "wonders-of-catan/3"


def test_a_wonder_level_built_keeps_the_game_from_being_called_as_stalled() -> None:
    # Decision: a game is called when nothing changes for rounds; a level is a change.
    state = in_main(4, 2)
    state.deck = []
    state._stalled()
    state.stale_turns = 5
    state._stalled()
    assert state.stale_turns == 6  # nothing changed
    state.wonder_of[0], state.wonder_levels[0] = 0, 1
    state._stalled()
    assert state.stale_turns == 0


def _meets_plainly(state: CatanState, seat: int, wonder_id: str) -> bool:
    """What a wonder asks to be begun, read from the state's pieces and counts as they are."""
    need = wonder(wonder_id).requires
    mine = {c: kind for c, (s, kind) in state.buildings.items() if s == seat}
    if sum(1 for kind in mine.values() if kind == "city") < int(need.get("cities", 0)):
        return False
    layout = layout_of(state)
    if "building_at" in need and not layout.wonder_corners[str(need["building_at"])] & set(mine):
        return False
    harbours = {c for spot in state.catan.harbours for c in spot.corners}
    if need.get("harbour_city") and not any(mine[c] == "city" for c in harbours.intersection(mine)):
        return False
    if "route" in need and state.road_lengths[seat] < int(need["route"]):
        return False
    return not ("points" in need and state._points(seat, True) < int(need["points"]))


def test_what_the_pieces_meet_is_kept_with_them_and_matches_the_rules() -> None:
    """What each seat's pieces meet of each wonder is kept with the index of the pieces (asked
    at many decisions): asked twice at every main-phase decision of a random game, it matches
    the conditions read afresh; a change of the pieces starts the kept answers anew."""
    state = wonders_game(4, 3)
    rng = random.Random(3)
    rules = scenario(WONDERS).wonders
    assert rules is not None
    met = Counter()
    for _ in range(6000):
        if state.is_over:
            break
        if state.phase == "main":
            for seat in range(state.players):
                for w in rules.wonders:
                    expected = _meets_plainly(state, seat, w.id)
                    assert state._meets(seat, w) == expected == state._meets(seat, w)
                    met[expected] += 1
        legal = state.legal_actions()
        before = state._index()
        state.apply(legal[rng.randrange(len(legal))])
        if state._index() is not before:
            assert state._index().wonder_sites() == {}
    assert met[True] > 20 and met[False] > 20
