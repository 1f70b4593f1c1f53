"""Longest Road / Longest Trade Route: the length of a player's longest trail, and the award.

Shapes are built on the classic island from JSettlers2 corner coordinates ``(r, c)``. Along row 6
(the tops of the middle row of hexes) the corners ``(6, 2)`` … ``(6, 12)`` follow each other, so
``path((6, 2), (6, 3), …)`` is a line; ``ring(hex)`` is the six edges around a hex. The expected
numbers come from the shapes (written next to each), not from running the code.

Named tests cover catan-reference.md C.2 (algorithms and pitfalls) and C.4 (reported bugs) for the
bugs that concern the longest road; the others of C.4 (JSettlers2 #86, #71, #123, #91, Pirate
Islands building, Catanatron #350) are about other rules and are not tested here.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable
from itertools import pairwise

import pytest

from capboard.games.catan.board import catan_map
from capboard.games.catan.longest_road import (
    forget_measured,
    longest_road,
    longest_road_at_least,
    longest_road_award,
)
from capboard.games.catan.ships import trade_route_links

GEO = catan_map("classic").geometry

RC = tuple[int, int]


# --- helpers ---------------------------------------------------------------------------------


def corner(rc: RC) -> int:
    return GEO.corner_at[rc]


def corners(*rcs: RC) -> set[int]:
    return {corner(rc) for rc in rcs}


def path(*rcs: RC) -> set[int]:
    """The edges walked from corner to corner along ``rcs`` (each step must be a neighbour)."""
    edges = set()
    for a, b in pairwise(rcs):
        edge = GEO.edge_between(corner(a), corner(b))
        assert edge is not None, f"{a} and {b} are not neighbours"
        edges.add(edge)
    assert len(edges) == len(rcs) - 1, "the walk used an edge twice"
    return edges


def row6(c0: int, c1: int) -> set[int]:
    """The line of ``c1 - c0`` edges along row 6 from ``(6, c0)`` to ``(6, c1)``."""
    return path(*((6, c) for c in range(c0, c1 + 1)))


def ring(hex_rc: RC) -> set[int]:
    """The six edges around a hex."""
    return set(GEO.tile_edges[GEO.tile_at[hex_rc]])


def seafarers_links(ships: set[int], own_buildings: set[int]) -> Callable[[int, int, int], bool]:
    """Seafarers: a road and a ship join only at a corner with the player's own building."""
    return trade_route_links(ships, own_buildings)


def length(
    roads: Iterable[int],
    blocked: Iterable[int] = (),
    links: Callable[[int, int, int], bool] | None = None,
) -> int:
    return longest_road(GEO, set(roads), set(blocked), links)


# --- basic shapes ----------------------------------------------------------------------------


def test_no_roads() -> None:
    assert length(set()) == 0


def test_single_road() -> None:
    assert length(row6(2, 3)) == 1


def test_simple_line() -> None:
    assert length(row6(2, 7)) == 5  # (6,2) … (6,7): 5 edges in a row


def test_fork_counts_the_longest_pair_of_branches() -> None:
    # Three arms from (6,6): west 3 edges to (6,3), east 2 to (6,8), south 1 to (8,6).
    roads = row6(3, 8) | path((6, 6), (8, 6))
    assert len(roads) == 6
    assert length(roads) == 5  # west 3 + east 2; the south arm is a branch


def test_cs340_total_roads_is_not_the_longest_road() -> None:
    # C.2 pitfall: "don't compute total roads instead of longest path" — same fork.
    roads = row6(3, 8) | path((6, 6), (8, 6))
    assert length(roads) != len(roads)


def test_loop_around_a_hex_counts_six() -> None:
    assert length(ring((7, 7))) == 6  # A.9: "a hexagon of 6 roads = 6"


def test_loop_with_a_tail() -> None:
    # Tail (4,8)-(4,7)-(6,7) then all the way round the hex back to (6,7): 2 + 6.
    roads = ring((7, 7)) | path((4, 8), (4, 7), (6, 7))
    assert length(roads) == 8


def test_loop_with_tails_at_opposite_corners() -> None:
    # One-edge tails at (6,7) (north) and (8,7) (south); each half of the ring is 3 edges.
    # Best: a tail, the whole ring back to the same corner = 1 + 6; the other tail is left out
    # (tail + half + tail is only 5).
    roads = ring((7, 7)) | path((4, 7), (6, 7)) | path((8, 7), (10, 7))
    assert len(roads) == 8
    assert length(roads) == 7


def test_figure_eight_of_two_hexes_sharing_an_edge() -> None:
    # Like a seven-segment "8": 11 edges; only the two ends of the shared edge have three
    # roads, so one trail runs through all 11 (start at one, end at the other).
    roads = ring((7, 7)) | ring((7, 9))
    assert len(roads) == 11
    assert length(roads) == 11


def test_dumbbell_of_fifteen_roads() -> None:
    # Hex (7,5) ring, a 2-edge bar (6,6)-(6,7)-(6,8), hex (7,9) ring = 14 edges, one trail:
    # round the first ring, over the bar, round the second. A 15th road, a spur (6,7)-(4,7)
    # off the bar's middle, cannot join it: max 14 with all 15 of the player's roads.
    roads = ring((7, 5)) | path((6, 6), (6, 7), (6, 8)) | ring((7, 9))
    assert length(roads) == 14
    roads |= path((6, 7), (4, 7))
    assert len(roads) == 15
    assert length(roads) == 14


def test_three_hexes_around_a_corner() -> None:
    # Hexes (7,7), (7,9), (5,8) meet at (6,8): 6 + 5 + 4 = 15 edges. Four corners have three
    # roads ((6,8), (6,7), (6,9), (8,8)), so no single trail takes all 15; leaving out the spoke
    # (6,8)-(8,8) leaves two such corners and a connected rest, walked in one trail: 14.
    roads = ring((7, 7)) | ring((7, 9)) | ring((5, 8))
    assert len(roads) == 15
    assert length(roads) == 14


def test_two_separate_networks_count_the_longer() -> None:
    roads = row6(2, 5) | path((10, 4), (10, 5), (10, 6), (10, 7), (10, 8))
    assert length(roads) == 4  # 3 on row 6, 4 on row 10


# --- other players' buildings ----------------------------------------------------------------


def test_enemy_settlement_in_the_middle_splits_the_road() -> None:
    # 7 roads (6,2)…(6,9); an enemy at (6,5) leaves 3 on one side and 4 on the other.
    assert length(row6(2, 9), corners((6, 5))) == 4


def test_saito_688_settlements_cut_roads() -> None:
    # SaitoTech/saito-lite-rust#688 (C.2): a 5-road line cut at its middle corners.
    assert length(row6(2, 7)) == 5
    assert length(row6(2, 7), corners((6, 4))) == 3  # 2 | 3
    assert length(row6(2, 7), corners((6, 4), (6, 5))) == 2  # 2 | 1 | 2


def test_enemy_settlement_at_an_end_does_not_shorten() -> None:
    assert length(row6(2, 7), corners((6, 7))) == 5


def test_catanatron_378_capped_ends_are_not_undercounted() -> None:
    # Catanatron #378 / PR #384 (C.2, C.4): a road ending at an enemy building was counted one
    # short, two if both ends were capped. Both ends capped: still 5.
    assert length(row6(2, 7), corners((6, 2))) == 5
    assert length(row6(2, 7), corners((6, 2), (6, 7))) == 5


def test_enemy_settlement_beside_the_road_changes_nothing() -> None:
    assert length(row6(2, 7), corners((8, 4), (4, 5))) == 5


def test_enemy_settlement_on_a_loop_opens_it_but_keeps_six() -> None:
    # The ring becomes a path of 6 whose both ends touch the enemy at (6,7): it never passes
    # through it, so all six edges still form one trail.
    assert length(ring((7, 7)), corners((6, 7))) == 6


def test_enemy_settlement_where_the_tail_meets_the_loop() -> None:
    # Lollipop 2 + 6 with the enemy on the junction (6,7): the tail (2) and the ring (6, from
    # (6,7) round to (6,7)) no longer join.
    roads = ring((7, 7)) | path((4, 8), (4, 7), (6, 7))
    assert length(roads, corners((6, 7))) == 6


def test_enemy_settlement_on_a_fork_junction() -> None:
    # The fork of 3 + 2 + 1 arms with the enemy on the junction (6,6): the longest arm, 3.
    roads = row6(3, 8) | path((6, 6), (8, 6))
    assert length(roads, corners((6, 6))) == 3


def test_enemy_settlement_inside_a_figure_eight() -> None:
    # The enemy at (6,8), one end of the shared edge. Through (8,8) only: from (6,8) west round
    # hex (7,7) to (8,8) (5 edges), then round hex (7,9) back to (6,8) (5 more) = 10; the
    # shared edge would need to pass through (6,8) or (8,8) again.
    roads = ring((7, 7)) | ring((7, 9))
    assert length(roads, corners((6, 8))) == 10


def test_jsettlers_96_road_through_own_villages_is_not_divided() -> None:
    # JSettlers2 #96 (C.4): a road of 6 through the player's own settlements counts 6. Own
    # buildings are never "blocked", and under the Seafarers link rule they only help.
    roads = row6(2, 8)
    own = corners((6, 4), (6, 6))
    assert length(roads) == 6
    assert length(roads, links=seafarers_links(set(), own)) == 6


# --- Seafarers: roads and ships ---------------------------------------------------------------


def test_jsettlers_95_coastal_settlement_joins_road_and_ship_route() -> None:
    # JSettlers2 #95 (C.4): placing a settlement where a road and a ship route meet must join
    # them. 3 roads (6,2)…(6,5) and 3 ships (6,5)…(6,8) (edges on the classic map stand in for
    # coast and sea; only the link rule matters here).
    roads, ships = row6(2, 5), row6(5, 8)
    joint = corners((6, 5))
    assert length(roads | ships, links=seafarers_links(ships, set())) == 3
    assert length(roads | ships, links=seafarers_links(ships, joint)) == 6


def test_road_and_ship_do_not_join_at_an_enemy_building() -> None:
    roads, ships = row6(2, 5), row6(5, 8)
    links = seafarers_links(ships, set())
    assert length(roads | ships, corners((6, 5)), links) == 3


def test_road_branch_continues_where_a_ship_cannot() -> None:
    # At (6,6): roads west (3) and south (1), a ship line east (2). No building there: the
    # roads pass (3 + 1), the ships are their own route (2).
    roads = row6(3, 6) | path((6, 6), (8, 6))
    ships = row6(6, 8)
    assert length(roads | ships, links=seafarers_links(ships, set())) == 4
    assert length(roads | ships, links=seafarers_links(ships, corners((6, 6)))) == 5


def test_route_closed_by_ships_counts_fully_with_one_building() -> None:
    # Hex (7,7): roads (6,6)-(6,7)-(6,8)-(8,8), ships (8,8)-(8,7)-(8,6)-(6,6). With the player's
    # settlement at (8,8) only, one trail starts at (6,6), takes the roads, changes to ships at
    # (8,8) and ends back at (6,6) without passing through it: 6.
    roads = path((6, 6), (6, 7), (6, 8), (8, 8))
    ships = path((8, 8), (8, 7), (8, 6), (6, 6))
    assert length(roads | ships, links=seafarers_links(ships, set())) == 3
    assert length(roads | ships, links=seafarers_links(ships, corners((8, 8)))) == 6


# --- algorithm regressions (C.2) -------------------------------------------------------------


def test_pioneers_every_start_edge_is_tried() -> None:
    # Pioneers returns the max over every start edge (C.2). A comb along row 6 with spurs:
    # (6,2)…(6,8) (6 edges) and spurs (6,4)-(8,4), (6,6)-(8,6). Starting from a spur gives
    # at most 1 + 4 = 5 (spur at (6,4) then east) or 1 + 4 (spur at (6,6) then west); the best
    # trail is the row itself, 6, starting at an end.
    roads = row6(2, 8) | path((6, 4), (8, 4)) | path((6, 6), (8, 6))
    assert length(roads) == 6


def test_catanatron_loop_edge_into_a_visited_corner_still_counts() -> None:
    # C.2 pitfall: "count loops correctly (an edge into an already-visited node still counts)".
    assert length(ring((7, 7))) == 6
    assert length(ring((7, 7)) | path((4, 8), (4, 7), (6, 7))) == 8


def test_jsettlers_lengths_after_load_do_not_depend_on_how_roads_were_stored() -> None:
    # JSettlers2: "Longest Route lengths were incorrect after load" (C.2). The length depends
    # only on the pieces: the same roads saved as JSettlers coordinates and read back, in any
    # order and container, give the same length.
    roads = ring((7, 5)) | path((6, 6), (6, 7), (6, 8)) | ring((7, 9))
    saved = json.dumps(sorted(GEO.edge_rc[e] for e in roads))
    loaded = [GEO.edge_at[tuple(rc)] for rc in json.loads(saved)]
    random.Random(3).shuffle(loaded)
    assert longest_road(GEO, frozenset(loaded), frozenset()) == 14
    assert longest_road(GEO, loaded, []) == 14
    assert length(roads) == 14


def test_unknown_edge_is_refused() -> None:
    with pytest.raises(ValueError):
        length({GEO.edge_count})


def _brute_force(
    roads: set[int], blocked: set[int], links: Callable[[int, int, int], bool] | None
) -> int:
    """Every trail from every corner, no components, no pruning: the reference."""
    best = 0

    def walk(at: int, edge_in: int | None, used: frozenset[int]) -> None:
        nonlocal best
        best = max(best, len(used))
        if edge_in is not None and at in blocked:
            return
        for e in GEO.corner_edges[at]:
            if e not in roads or e in used:
                continue
            if edge_in is not None and links is not None and not links(at, edge_in, e):
                continue
            a, b = GEO.edge_corners[e]
            walk(b if a == at else a, e, used | {e})

    for c in {c for e in roads for c in GEO.edge_corners[e]}:
        walk(c, None, frozenset())
    return best


def _random_network(rng: random.Random, size: int) -> set[int]:
    """A connected set of ``size`` edges grown from a random corner, as a player builds."""
    roads = {rng.choice(GEO.corner_edges[rng.randrange(GEO.corner_count)])}
    while len(roads) < size:
        ends = [c for e in roads for c in GEO.edge_corners[e]]
        options = [e for c in ends for e in GEO.corner_edges[c] if e not in roads]
        roads.add(rng.choice(options))
    return roads


def test_agrees_with_brute_force_on_random_networks() -> None:
    """Trees (measured by their longest path), networks with cycles (searched), enemy
    buildings and road/ship junctions, under the trade-route rule the search can see into
    and under the same rule as an opaque function."""
    rng = random.Random(20261130)
    for _ in range(400):
        roads = _random_network(rng, rng.randint(1, 20))
        touched = sorted({c for e in roads for c in GEO.edge_corners[e]})
        blocked = set(rng.sample(touched, rng.randint(0, min(3, len(touched)))))
        ships = {e for e in roads if rng.random() < 0.3}
        own = set(rng.sample(touched, rng.randint(0, len(touched))))
        rule = seafarers_links(ships, own)
        links = rng.choice([None, rule, lambda c, a, b, rule=rule: rule(c, a, b)])
        assert length(roads, blocked, links) == _brute_force(roads, blocked, links)


def test_networks_with_cycles_and_hanging_trees_agree_with_brute_force() -> None:
    """A ring of roads with branches grown off it: the search peels the hanging branches and
    measures the ring's trails with the deepest branch at each end; enemy buildings cut
    branches into leaves, and the trade-route rule splits roads from ships."""
    rng = random.Random(20261201)
    tile_edges = catan_map("classic").geometry.tile_edges
    for _ in range(150):
        roads = set(tile_edges[rng.choice([4, 5, 8, 9, 10, 13, 14])])
        while len(roads) < rng.randint(7, 15):
            ends = [c for e in roads for c in GEO.edge_corners[e]]
            roads.add(rng.choice([e for c in ends for e in GEO.corner_edges[c] if e not in roads]))
        touched = sorted({c for e in roads for c in GEO.edge_corners[e]})
        blocked = set(rng.sample(touched, rng.randint(0, 2)))
        ships = {e for e in roads if rng.random() < 0.25}
        own = set(rng.sample(touched, rng.randint(len(touched) // 2, len(touched))))
        links = rng.choice([None, seafarers_links(ships, own)])
        assert length(roads, blocked, links) == _brute_force(roads, blocked, links)


def test_a_core_searched_once_answers_for_every_hanging_branch_moved() -> None:
    """The search of a core (the cycles left once the hanging trees are peeled) is remembered
    by the core alone: branches moved from one point of the same rings to another, as ships
    lifted and placed at the open ends of their lines, give the brute force's length with the
    core remembered, as they do measured afresh; and the lengths differ from one move to the
    next (the deepest branches at a trail's two ends count)."""
    rng = random.Random(20261203)
    tile_edges = GEO.tile_edges
    rings = [(4, 5), (8, 9), (9, 14), (5, 10, 9), (13, 14)]
    for _ in range(30):
        core = set().union(*(tile_edges[t] for t in rng.choice(rings)))
        core_corners = sorted({c for e in core for c in GEO.edge_corners[e]})
        lengths = set()
        for _ in range(12):
            roads = set(core)
            for _ in range(rng.randint(0, 3)):  # a branch of one to three edges off the core
                at = rng.choice(core_corners)
                for _ in range(rng.randint(1, 3)):
                    options = [e for e in GEO.corner_edges[at] if e not in roads]
                    if not options:
                        break
                    edge = rng.choice(options)
                    roads.add(edge)
                    a, b = GEO.edge_corners[edge]
                    at = b if a == at else a
            true = _brute_force(roads, set(), None)
            assert length(roads) == true  # the core remembered from the moves before
            forget_measured()
            assert length(roads) == true  # searched afresh
            lengths.add(true)
        assert len(lengths) > 1


def test_at_least_answers_as_the_length_on_random_networks() -> None:
    """``longest_road_at_least`` stops at the first trail long enough: asked of every length
    around the longest (in a random order, so that what one question leaves remembered
    answers the next or not), of lines, trees and networks with cycles, cut by enemy
    buildings and road/ship junctions, it answers as the brute force's length; and the
    length measured after the questions is still the brute force's."""
    rng = random.Random(20261202)
    tile_edges = GEO.tile_edges
    for _ in range(250):
        forget_measured()
        if rng.random() < 0.5:
            roads = _random_network(rng, rng.randint(1, 20))
        else:  # a ring first: a cycle, and trees hanging off it
            roads = set(tile_edges[rng.choice([4, 5, 8, 9, 10, 13, 14])])
            for _ in range(rng.randint(0, 12)):
                ends = [c for e in roads for c in GEO.edge_corners[e]]
                roads.add(
                    rng.choice([e for c in ends for e in GEO.corner_edges[c] if e not in roads])
                )
        if rng.random() < 0.3:  # a second network apart, smaller or not
            roads |= _random_network(rng, rng.randint(1, 10))
        touched = sorted({c for e in roads for c in GEO.edge_corners[e]})
        blocked = set(rng.sample(touched, rng.randint(0, min(3, len(touched)))))
        ships = {e for e in roads if rng.random() < 0.3}
        own = set(rng.sample(touched, rng.randint(0, len(touched))))
        rule = seafarers_links(ships, own)
        links = rng.choice([None, rule, lambda c, a, b, rule=rule: rule(c, a, b)])
        true = _brute_force(roads, blocked - own, links)
        goals = list(range(len(roads) + 2))
        rng.shuffle(goals)
        for goal in goals:
            assert longest_road_at_least(GEO, roads, blocked - own, goal, links) == (true >= goal)
        assert length(roads, blocked - own, links) == true


# --- the award (catan-reference.md A.9) -------------------------------------------------------


def test_award_needs_five() -> None:
    assert longest_road_award([4, 3, 2], None) is None
    assert longest_road_award([5, 3, 2], None) == 0
    assert longest_road_award([], None) is None


def test_award_minimum_can_be_changed() -> None:
    # A variant for a small map (Catanatron #348 asks for "longest road 4").
    assert longest_road_award([4, 3], None, minimum=4) == 0


def test_award_strictly_longer_takes_it() -> None:
    assert longest_road_award([6, 7, 2], 0) == 1


def test_catanatron_384_tie_keeps_it_with_the_holder() -> None:
    # Catanatron #384 (C.2): re-assignment ignored the tie rules. A rival equalling the holder
    # does not take the card.
    assert longest_road_award([6, 6, 2], 0) == 0
    assert longest_road_award([6, 6, 6, 6], 2) == 2


def test_award_break_holder_still_tied_keeps_it() -> None:
    # "if the holder is still tied for longest he keeps the card": seat 0 had 8, cut to 5.
    assert longest_road_award([5, 5, 3], 0) == 0


def test_award_break_two_tie_for_the_new_longest_sets_it_aside() -> None:
    # Seat 0 had 8, cut to 4; seats 1 and 2 have 6 each.
    assert longest_road_award([4, 6, 6], 0) is None


def test_award_break_one_new_longest_takes_it() -> None:
    assert longest_road_award([4, 6, 5], 0) == 1
    # Also when the holder still has 5 or more but is no longer the longest.
    assert longest_road_award([5, 6, 2], 0) == 1


def test_award_break_nobody_has_five_sets_it_aside() -> None:
    assert longest_road_award([4, 4, 3], 0) is None
    assert longest_road_award([4, 2, 3], 0) is None  # still "longest", but below 5


def test_award_set_aside_card_returns_when_exactly_one_is_longest() -> None:
    assert longest_road_award([4, 6, 6], None) is None  # still tied: stays aside
    assert longest_road_award([4, 7, 6], None) == 1  # seat 1 builds on: returns to play


def test_award_refuses_an_unknown_holder() -> None:
    with pytest.raises(ValueError):
        longest_road_award([5, 5], 2)


def test_recount_everybody_after_an_enemy_settlement() -> None:
    # C.2 pitfall: "recount everybody (not just the builder) after any settlement is built".
    # Seat 0 holds the card with 7 roads (6,2)…(6,9); seat 1 has 5 roads along row 10. Seat 1
    # settles on (6,5), cutting seat 0's road to 3 | 4: seat 1, now strictly longest, takes it.
    seat0 = row6(2, 9)
    seat1 = path(*((10, c) for c in range(3, 9)))
    before = [length(seat0), length(seat1)]
    assert before == [7, 5]
    assert longest_road_award(before, None) == 0
    after = [length(seat0, corners((6, 5))), length(seat1)]
    assert after == [4, 5]
    assert longest_road_award(after, 0) == 1
