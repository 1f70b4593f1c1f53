"""What the state keeps of its pieces answers as the rules worked out from scratch would: the
index of the pieces (build spots, pieces left, points, ship moves, the sorted tuples of a view)
and the longest roads recounted for the builder only, checked at every step of random games."""

from __future__ import annotations

import random

import pytest

from capboard.games.catan.longest_road import LONGEST_ROAD_MINIMUM, longest_road
from capboard.games.catan.pieces import PieceMap
from capboard.games.catan.pieces_owed import LOG_LENGTH, PRUNED_EVERY
from capboard.games.catan.rules import VICTORY_POINT_CARD, piece_limit, scores
from capboard.games.catan.ships import (
    movable_ships,
    pirate_edges,
    ship_spots,
    trade_route_links,
)
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import GAME, fresh_index


def test_a_piece_map_takes_a_new_mark_at_every_change_and_a_copy_keeps_it() -> None:
    pieces: PieceMap[int, int] = PieceMap({1: 0})
    marks = {pieces.mark}
    copy = pieces.copy()
    assert copy.mark == pieces.mark and copy == pieces and isinstance(copy, PieceMap)
    for change in (
        lambda m: m.__setitem__(2, 1),
        lambda m: m.__delitem__(2),
        lambda m: m.update({3: 1}),
        lambda m: m.pop(3),
        lambda m: m.setdefault(4, 0),
        lambda m: m.popitem(),
        lambda m: m.clear(),
    ):
        change(pieces)
        assert pieces.mark not in marks
        marks.add(pieces.mark)
    # Two copies changed apart never share a mark.
    a, b = copy.copy(), copy.copy()
    a[5] = 0
    b[6] = 0
    assert a.mark != b.mark


def _road_spots(state: CatanState, seat: int) -> list[int]:
    """The definition: every free land edge where a road of ``seat`` connects."""
    return [
        e
        for e in range(state.geometry.edge_count)
        if e not in state.roads
        and e not in state.ships
        and any(state.is_land[t] for t in state.geometry.edge_tiles[e])
        and state._road_connects(seat, e)
    ]


def _ship_moves(state: CatanState, seat: int) -> list[tuple[int, int]]:
    """The definition: each movable ship lifted, then placed where a new ship could go."""
    blocked = pirate_edges(state.geometry, state.pirate)
    moves = []
    for source in movable_ships(
        state.geometry, seat, state.ships, state.buildings, state.ships_built, blocked
    ):
        rest = {e: s for e, s in state.ships.items() if e != source}
        for target in ship_spots(
            state.geometry, state.waters, seat, rest, state.roads, state.buildings, blocked
        ):
            if target != source:
                moves.append((source, target))
    return moves


def _length(state: CatanState, seat: int) -> int:
    own = {e for e, s in state.roads.items() if s == seat}
    ships = {e for e, s in state.ships.items() if s == seat}
    blocked = {c for c, (s, _) in state.buildings.items() if s != seat}
    corners = {c for c, (s, _) in state.buildings.items() if s == seat}
    links = trade_route_links(ships, corners) if ships else None
    return longest_road(state.geometry, own | ships, blocked, links)


def _same_as_fresh(state: CatanState) -> None:
    """The index the state carried over from move to move answers as one built afresh."""
    kept = state._index()
    fresh = fresh_index(state)
    assert kept.counts == fresh.counts
    # The fleets carried from position to position (what each seat's ship spots and movable
    # ships are made of), before any question of this position adds to them.
    for seat, fleet in list(kept._fleets.items()):
        assert fleet == fresh._fleet_afresh(seat)
    built = tuple(state.ships_built)
    for seat in range(state.players):
        for question in ("road_spots", "road_actions", "settlement_actions", "city_actions"):
            assert getattr(kept, question)(seat) == getattr(fresh, question)(seat), question
        assert kept.ratios(seat) == fresh.ratios(seat)
        assert kept.own_pieces(seat) == fresh.own_pieces(seat)
        if state.scenario_id != "base":
            for pirate in {state.pirate, None}:
                assert kept.ship_spots(seat, pirate) == fresh.ship_spots(seat, pirate)
                assert kept.ship_moves(seat, pirate, built) == fresh.ship_moves(seat, pirate, built)
    # Every answer carried over, also those asked with another pirate or other ships built.
    for seat, pirate in kept._ship_spots:
        assert kept.ship_spots(seat, pirate) == fresh.ship_spots(seat, pirate)
    for seat, pirate, built in [*kept._ship_moves, *kept._moves_before]:
        assert kept.ship_moves(seat, pirate, built) == fresh.ship_moves(seat, pirate, built)
    for seat, pirate in kept._sources:
        assert kept.movable(seat, pirate) == fresh.movable(seat, pirate)
    # Those asked wherever the pirate stands, whatever pirate they were asked with.
    for seat in kept._free_spots:
        assert kept.ship_spots(seat, None) == fresh.ship_spots(seat, None)
    # The count of each seat's ships per corner, carried and corrected from move to move.
    for seat, counts in list(kept._ship_corners.items()):
        assert counts == fresh.ship_corners(seat)
    for name in ("buildings", "roads", "ships"):
        assert kept.sorted_items(name) == fresh.sorted_items(name)
    assert kept.producers == fresh.producers


def _settlement_spots(state: CatanState, seat: int) -> list[int]:
    """Where ``seat`` may build a settlement by the rules: a corner of an own road or ship,
    empty, on land open to building, with no building next to it."""
    reached = {
        c
        for pieces in (state.roads, state.ships)
        for e, s in pieces.items()
        if s == seat
        for c in state.geometry.edge_corners[e]
    }
    return [
        c
        for c in sorted(reached)
        if c not in state.buildings
        and c not in state.catan.closed_corners
        and any(state.is_land[t] for t in state.geometry.corner_tiles[c])
        and not any(n in state.buildings for n in state.geometry.corner_corners[c])
    ]


def _check(state: CatanState) -> None:
    _same_as_fresh(state)
    for seat in range(state.players):
        assert state._free_road_spots(seat) == _road_spots(state, seat)
        # Read from the own pieces and the ships' corners the index carried over, or from
        # the pieces on the board when it has neither.
        index = state._index()
        assert [a.corner for a in index.settlement_actions(seat)] == _settlement_spots(state, seat)
        index._settlements[seat] = None
        assert [a.corner for a in index.settlement_actions(seat)] == _settlement_spots(state, seat)
        assert state._pieces_left(seat, "road") == piece_limit("road") - sum(
            1 for s in state.roads.values() if s == seat
        )
        assert state.road_lengths[seat] == _length(state, seat)
        if state.scenario_id != "base":
            # The ship spots and movable ships, read at the corners of the seat's ships as
            # counted and carried from move to move, against the rules' definitions.
            index = state._index()
            blocked = pirate_edges(state.geometry, state.pirate)
            assert list(index.ship_spots(seat, state.pirate)) == ship_spots(
                state.geometry,
                state.waters,
                seat,
                state.ships,
                state.roads,
                state.buildings,
                blocked,
            )
            assert list(index.movable(seat, state.pirate)) == movable_ships(
                state.geometry, seat, state.ships, state.buildings, (), blocked
            )
            assert [
                (m.source, m.target)
                for m in index.ship_moves(seat, state.pirate, tuple(state.ships_built))
            ] == _ship_moves(state, seat)
    if state.longest_route_on:
        # The card's holder has the longest road (ties keep it); nobody holds it while no road
        # reaches the minimum, or two or more tie for the longest after a break.
        lengths = [_length(state, seat) for seat in range(state.players)]
        best = max(lengths)
        if state.longest_holder is not None:
            assert lengths[state.longest_holder] == best >= LONGEST_ROAD_MINIMUM
        else:
            assert best < LONGEST_ROAD_MINIMUM or lengths.count(best) > 1
    vp = [d.count(VICTORY_POINT_CARD) for d in state.dev_hands]
    expected = scores(state.buildings, vp, state.longest_holder, state.army_holder)
    for seat, _, _ in state.special:
        expected[seat] += state.island_points
    assert state.scores(public=False) == expected
    view = state.view(None)
    assert view.buildings == tuple((c, s, k) for c, (s, k) in sorted(state.buildings.items()))
    assert view.roads == tuple(sorted(state.roads.items()))
    assert view.ships == tuple(sorted(state.ships.items()))


# The base game and one scenario in the quick run; the other scenarios' games are long random
# sweeps of the slow run.
@pytest.mark.parametrize(
    ("scenario", "players", "seed"),
    [
        ("base", 4, 7),
        ("base", 3, 8),
        pytest.param("fog-islands", 4, 2, marks=pytest.mark.slow),
        pytest.param("four-islands", 3, 5, marks=pytest.mark.slow),
        pytest.param("new-world", 4, 1, marks=pytest.mark.slow),
        ("through-the-desert", 3, 6),
    ],
)
def test_the_index_and_the_road_lengths_match_the_rules_from_scratch(
    scenario: str, players: int, seed: int
) -> None:
    options = {} if scenario == "base" else {"scenario": scenario}
    state = GAME.new_state(players, seed, options)
    assert isinstance(state, CatanState)
    rng = random.Random(seed)
    steps = 0
    checked = None
    while not state.is_over and steps < 3000:
        # After every change of the pieces, and now and then between.
        marks = (state.buildings.mark, state.roads.mark, state.ships.mark)
        if steps % 7 == 0 or marks != checked:
            _check(state)
            checked = marks
        legal = state.legal_actions()
        state.apply(rng.choice(legal))
        steps += 1
    _check(state)


def test_answers_carried_across_many_changes_match_the_rules_from_scratch() -> None:
    """The check above asks every answer at every change, so that each is carried across one
    change at most: here they are asked only now and then, carried across many changes (and
    dropped when the log no longer reaches back to when they were asked)."""
    state = GAME.new_state(4, 3, {"scenario": "heading-for-new-shores"})
    assert isinstance(state, CatanState)
    rng = random.Random(3)
    changes = 0
    ages = set()
    fleets = 0
    marks = None
    for _ in range(3000):
        if state.is_over:
            break
        now = (state.buildings.mark, state.roads.mark, state.ships.mark)
        if now != marks:
            marks = now
            changes += 1
            index = state._index()
            fleets += len(index._fleets)  # carried over the change
            assert len(index._log) <= LOG_LENGTH
            for _, asked in index._road_spots_due.values():
                assert 0 < index._depth - asked <= LOG_LENGTH
                ages.add(index._depth - asked)
            if changes % 23 == 0:  # more changes apart than the log holds
                _same_as_fresh(state)
        state.apply(rng.choice(state.legal_actions()))
    _same_as_fresh(state)
    assert max(ages) > PRUNED_EVERY  # carried across more changes than a prune's interval
    assert fleets > 0
