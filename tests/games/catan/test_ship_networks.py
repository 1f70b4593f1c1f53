"""A ship placed or moved carries its seat's network to the next position (Network.placed),
whether each ship is a dead end read from the seat's ships per corner (NextPosition._dead_ship)
rather than from the edges at its corners: both answer as the network's own test
(Network._dead_end) and as Network.changed, and the carried networks' bounds hold the lengths
worked out from scratch."""

from __future__ import annotations

import random

import pytest

from capboard.games.catan.board import catan_map
from capboard.games.catan.networks import Network
from capboard.games.catan.ships import trade_route_length
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import new_scenario

GEO = catan_map("classic").geometry


def _fresh_network(state: CatanState, seat: int) -> Network:
    index = state._index()
    return Network.of(state.geometry, *index.own_pieces(seat))


@pytest.mark.parametrize(
    ("scenario", "seed"),
    [("wonders-of-catan", 1), ("forgotten-tribe", 2), ("heading-for-new-shores", 3)],
)
def test_a_ships_dead_end_read_from_the_counts_is_the_networks(scenario: str, seed: int) -> None:
    """Every ship of every seat, now and then along a random game: the answer from the counts
    is the network's, at open ends, inside lines, at own buildings with or without a road
    there, and at other players' buildings."""
    state = new_scenario(scenario, 4, seed)
    rng = random.Random(seed)
    answers = set()
    steps = 0
    while not state.is_over and steps < 2500:
        if steps % 11 == 0:
            index = state._index()
            for seat in range(state.players):
                network = _fresh_network(state, seat)
                counts = index.ship_corners(seat)
                for edge in sorted(network.ships):
                    dead = index._dead_ship(seat, edge, counts)
                    assert dead == network._dead_end(edge), (seat, edge)
                    answers.add(dead)
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    assert answers == {True, False}


@pytest.mark.parametrize(
    ("scenario", "seed"),
    [("wonders-of-catan", 4), ("forgotten-tribe", 5), ("heading-for-new-shores", 6)],
)
def test_a_network_carried_across_ships_placed_and_moved_holds_the_fresh_length(
    scenario: str, seed: int
) -> None:
    """Every seat's network and ship counts asked before every action, so that each ship
    placed or moved carries them: the carried network has the seat's pieces, and its bounds
    hold the length worked out from scratch."""
    state = new_scenario(scenario, 4, seed)
    rng = random.Random(seed)
    carried = 0
    steps = 0
    while not state.is_over and steps < 2500:
        index = state._index()
        for seat in range(state.players):
            index.network(seat)
            index.ship_corners(seat)
        action = rng.choice(state.legal_actions())
        state.apply(action)
        steps += 1
        if action.kind not in ("move_ship", "ship"):
            continue
        index = state._index()
        seat = state.ships[action.target if action.kind == "move_ship" else action.edge]
        network = index._networks[seat]
        if network is None:  # made afresh (a new index after fog turned up, say)
            continue
        carried += 1
        roads, ships, joins, blocked = index.own_pieces(seat)
        assert network.edges == roads | ships and network.ships == ships
        low, high = network.bounds
        assert low <= trade_route_length(state.geometry, roads, ships, joins, blocked) <= high
    assert carried > 10


@pytest.mark.parametrize("seed", range(12))
def test_a_piece_placed_changes_a_network_as_changed_does(seed: int) -> None:
    """Network.placed, given the dead ends, against Network.changed, which works them out:
    the same edges, bounds and change kept (what the parts are cut from), for ships moved and
    roads and ships placed, whatever the network's shape, its length measured or not."""
    rng = random.Random(2000 + seed)
    corners = rng.sample(range(GEO.corner_count), 8)
    joins, blocked = frozenset(corners[:3]), frozenset(corners[3:])
    roads: set[int] = set()
    ships: set[int] = set()
    network = Network.of(GEO, frozenset(), frozenset(), joins, blocked)
    moved = 0
    for _ in range(100):
        edges = roads | ships
        near = {e for x in edges for c in GEO.edge_corners[x] for e in GEO.corner_edges[c]}
        # Next to the network, or anywhere when it is empty or closed in.
        edge = rng.choice(sorted(near - edges) or sorted(set(range(GEO.edge_count)) - edges))
        lifted = None
        if ships and rng.random() < 0.6:  # a ship moved: any ship, at an open end or not
            lifted = rng.choice(sorted(ships))
            ships.discard(lifted)
            ships.add(edge)
            lifts: tuple[int, ...] = (lifted,)
            moved += 1
        else:
            (ships if rng.random() < 0.5 else roads).add(edge)
            lifts = ()
        now = frozenset(ships)
        expected = network.changed(now, lifts, (edge,))
        lifted_dead = lifted is not None and network._dead_end(lifted)
        dead = expected._dead_end(edge)
        carried = network.placed(now, edge, dead, lifted, lifted_dead)
        assert carried.edges == expected.edges == frozenset(roads | ships)
        assert carried.ships == expected.ships
        assert carried.bounds == expected.bounds
        assert carried._change == expected._change
        network = carried if rng.random() < 0.5 else expected
        true = trade_route_length(GEO, frozenset(roads), now, joins, blocked)
        low, high = network.bounds
        assert low <= true <= high
        if rng.random() < 0.3:  # measured now and then: the next bounds start from a length
            assert network.length == true
    assert moved > 30
    assert network.length == trade_route_length(
        GEO, frozenset(roads), frozenset(ships), joins, blocked
    )
