"""Catan's base-game rules: production and the bank's shortage, discards, maritime ratios, costs,
the development deck, victory points and the Largest Army. Every expected value is worked out by
hand from the rule quoted above the test."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from capboard.games.catan.board import BoardSetup, catan_map, catan_rules, variable_setup
from capboard.games.catan.geometry import CORNER_NAMES, HexRC
from capboard.games.catan.rules import (
    Production,
    Shortage,
    base_rules,
    can_afford,
    cost,
    development_deck,
    discard_count,
    gain,
    gold_owed,
    hand_size,
    largest_army_award,
    maritime_ratios,
    pay,
    piece_limit,
    production,
    roll_yield,
    scores,
    starting_bank,
    victory_points,
    victory_target,
)

CLASSIC = catan_map()
GEO = CLASSIC.geometry
CENTRE = GEO.tile_at[(7, 7)]
EAST = GEO.tile_at[(7, 9)]
SOUTH_EAST = GEO.tile_at[(9, 8)]
BANK = {"brick": 19, "lumber": 19, "wool": 19, "grain": 19, "ore": 19}


def corner(hex_rc: HexRC, name: str) -> int:
    """The corner ``name`` (N, NE, SE, S, SW, NW) of a hex of the classic island."""
    return GEO.tile_corners[GEO.tile_at[hex_rc]][CORNER_NAMES.index(name)]


# The centre hex's corners. N, SE and SW are pairwise two steps apart (the distance rule holds);
# SE is shared by the centre (7,7), the east hex (7,9) and the south-east hex (9,8).
N, SE, SW = corner((7, 7), "N"), corner((7, 7), "SE"), corner((7, 7), "SW")


def board(**tiles: tuple[str, int | None]) -> BoardSetup:
    """A classic island of numberless forest but for ``tiles`` ("r_c" -> (terrain, number))."""
    terrain = ["forest"] * len(GEO.tiles)
    numbers: list[int | None] = [None] * len(GEO.tiles)
    for key, (kind, number) in tiles.items():
        r, c = (int(x) for x in key.split("_"))
        terrain[GEO.tile_at[(r, c)]] = kind
        numbers[GEO.tile_at[(r, c)]] = number
    return BoardSetup(
        map_id="classic",
        terrain=tuple(terrain),
        numbers=tuple(numbers),
        letters=(None,) * len(GEO.tiles),
        harbour_kinds=tuple(CLASSIC.harbour_pool),
        robber=None,
        number_path=0,
        attempts=1,
    )


def produce(setup: BoardSetup, buildings, roll: int, bank=None, robber=None) -> Production:
    return production(setup, GEO, buildings, robber, roll, BANK if bank is None else bank)


# --- production: settlement 1, city 2 ---------------------------------------------------------

MOUNTAIN_8 = board(**{"7_7": ("mountains", 8)})


def test_the_corners_used_are_where_the_tests_say() -> None:
    assert set(GEO.corner_tiles[SE]) == {CENTRE, EAST, SOUTH_EAST}
    assert CENTRE in GEO.corner_tiles[N] and CENTRE in GEO.corner_tiles[SW]
    assert not set(GEO.corner_corners[N]) & {SE, SW}


def test_a_settlement_takes_one_and_a_city_two() -> None:
    # Mountains (ore) show 8: seat 0's settlement takes 1 ore, seat 1's city 2 ore.
    payouts, shortages = produce(MOUNTAIN_8, {N: (0, "settlement"), SE: (1, "city")}, 8)
    assert payouts == {0: {"ore": 1}, 1: {"ore": 2}}
    assert shortages == ()


def test_other_numbers_produce_nothing() -> None:
    assert produce(MOUNTAIN_8, {N: (0, "city")}, 6) == Production({}, ())


def test_a_building_on_two_hexes_of_the_number_takes_from_each() -> None:
    # SE touches the centre and the east hex, both fields 5: a settlement takes 1 + 1 = 2 grain,
    # a city 2 + 2 = 4; the centre's N corner touches only one of them: 1.
    setup = board(**{"7_7": ("fields", 5), "7_9": ("fields", 5)})
    payouts, _ = produce(setup, {SE: (0, "city"), N: (1, "settlement")}, 5)
    assert payouts == {0: {"grain": 4}, 1: {"grain": 1}}


def test_one_roll_pays_several_resources() -> None:
    # SE touches hills 9 (centre) and pasture 9 (east): 1 brick and 1 wool for a settlement.
    setup = board(**{"7_7": ("hills", 9), "7_9": ("pasture", 9), "9_8": ("forest", 4)})
    payouts, _ = produce(setup, {SE: (2, "settlement")}, 9)
    assert payouts == {2: {"brick": 1, "wool": 1}}


def test_no_production_on_the_robbers_hex() -> None:
    # Robber on the centre (ore 8): N gets nothing; SE still takes from the east hex (ore 8).
    setup = board(**{"7_7": ("mountains", 8), "7_9": ("mountains", 8)})
    buildings = {N: (0, "city"), SE: (1, "settlement")}
    assert produce(setup, buildings, 8, robber=CENTRE).payouts == {1: {"ore": 1}}
    # Robber elsewhere: N takes 2 (a city), SE 1 + 1.
    assert produce(setup, buildings, 8, robber=EAST).payouts == {0: {"ore": 2}, 1: {"ore": 1}}


def test_the_desert_produces_nothing_even_with_a_number() -> None:
    setup = board(**{"7_7": ("desert", 8)})
    assert produce(setup, {N: (0, "city")}, 8) == Production({}, ())


def test_a_seven_produces_nothing() -> None:
    setup = board(**{"7_7": ("mountains", 7)})  # no token shows 7; even if one did
    assert produce(setup, {N: (0, "city")}, 7) == Production({}, ())


@pytest.mark.parametrize("roll", [0, 1, 13])
def test_impossible_rolls_are_refused(roll: int) -> None:
    with pytest.raises(ValueError):
        produce(MOUNTAIN_8, {}, roll)


def test_the_bank_passed_in_is_not_changed() -> None:
    bank = dict(BANK)
    produce(MOUNTAIN_8, {N: (0, "city")}, 8, bank=bank)
    assert bank == BANK


# --- production: the bank's shortage (the rule book's Decision) ------------------------------


def test_two_players_owed_more_than_the_bank_has_get_nothing() -> None:
    # Seats 0 and 1 each have a city (2) and a settlement (1) on ore 8: each owed 3, 6 in all;
    # the bank holds 4 ore, so nobody gets ore. Grain (fields 8 east) is paid as usual.
    # (Neighbouring corners, against the distance rule: production does not check placement.)
    setup = board(**{"7_7": ("mountains", 8), "7_9": ("fields", 8)})
    buildings = {
        corner((7, 7), "N"): (0, "city"),
        corner((7, 7), "S"): (0, "settlement"),
        corner((7, 7), "NW"): (1, "city"),
        corner((7, 7), "NE"): (1, "settlement"),  # also on the east fields: 1 grain
    }
    payouts, shortages = produce(setup, buildings, 8, bank={**BANK, "ore": 4})
    assert payouts == {1: {"grain": 1}}
    assert shortages == (Shortage("ore", {0: 3, 1: 3}, 4, None, 0),)


def test_one_player_owed_more_than_the_bank_has_takes_what_is_left() -> None:
    # Only seat 0 is owed ore: two cities and a settlement round ore 8 = 2 + 2 + 1 = 5; the bank
    # has 3 left, so seat 0 takes those 3.
    buildings = {N: (0, "city"), SE: (0, "city"), SW: (0, "settlement")}
    payouts, shortages = produce(MOUNTAIN_8, buildings, 8, bank={**BANK, "ore": 3})
    assert payouts == {0: {"ore": 3}}
    assert shortages == (Shortage("ore", {0: 5}, 3, 0, 3),)


def test_one_player_owed_with_an_empty_bank_gets_nothing() -> None:
    payouts, shortages = produce(MOUNTAIN_8, {N: (0, "city")}, 8, bank={**BANK, "ore": 0})
    assert payouts == {}
    assert shortages == (Shortage("ore", {0: 2}, 0, 0, 0),)


def test_a_resource_missing_from_the_bank_mapping_counts_zero() -> None:
    _, shortages = produce(MOUNTAIN_8, {N: (0, "settlement")}, 8, bank={"grain": 19})
    assert shortages == (Shortage("ore", {0: 1}, 0, 0, 0),)


def test_a_bank_holding_exactly_enough_pays_everyone() -> None:
    # Owed 2 (seat 0's city) + 1 (seat 1's settlement) = 3, the bank has 3: no shortage.
    payouts, shortages = produce(
        MOUNTAIN_8, {N: (0, "city"), SE: (1, "settlement")}, 8, bank={**BANK, "ore": 3}
    )
    assert payouts == {0: {"ore": 2}, 1: {"ore": 1}}
    assert shortages == ()


def test_the_single_owed_rule_counts_players_not_buildings() -> None:
    # Seat 0 alone is owed ore from two hexes: SE touches the centre and the east hex, both ore 8
    # (city: 2 + 2), and N touches the centre (settlement: 1): owed 5, bank 4 -> takes 4.
    setup = board(**{"7_7": ("mountains", 8), "7_9": ("mountains", 8)})
    payouts, shortages = produce(
        setup, {SE: (0, "city"), N: (0, "settlement")}, 8, bank={**BANK, "ore": 4}
    )
    assert payouts == {0: {"ore": 4}}
    assert shortages == (Shortage("ore", {0: 5}, 4, 0, 4),)


def test_a_kept_roll_yield_pays_what_production_pays_from_any_bank() -> None:
    # A game keeps what each number pays while the pieces and the robber stay (RollYield) and
    # looks at the bank only: the same payouts and shortages as production, bank by bank.
    rng = random.Random(5)
    setup = variable_setup(CLASSIC, rng)
    corners = rng.sample(range(GEO.corner_count), 12)
    buildings = {c: (rng.randrange(4), rng.choice(("settlement", "city"))) for c in corners}
    robber = rng.randrange(len(GEO.tiles))
    checked = 0
    for roll in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12):
        kept = roll_yield(setup, GEO, buildings, robber, roll)
        for _ in range(40):
            bank = {r: rng.randrange(0, 6) for r in catan_rules().resources}
            expected = production(setup, GEO, buildings, robber, roll, bank)
            assert kept.paid_from(bank) == expected
            checked += bool(expected.shortages)
        assert kept.paid_from(BANK) == production(setup, GEO, buildings, robber, roll, BANK)
    assert checked > 0  # shortages were among the cases


def test_gold_fields_are_owed_as_choices_not_paid() -> None:
    # B.4: a settlement one resource of its choice, a city two; none under the robber.
    setup = board(**{"7_7": ("gold", 10)})
    buildings = {N: (0, "settlement"), SE: (1, "city")}
    assert produce(setup, buildings, 10) == Production({}, ())
    assert gold_owed(setup, GEO, buildings, None, 10) == {0: 1, 1: 2}
    assert gold_owed(setup, GEO, buildings, CENTRE, 10) == {}


# --- a 7: discards ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "discard"), [(0, 0), (3, 0), (7, 0), (8, 4), (9, 4), (10, 5), (15, 7), (20, 10)]
)
def test_more_than_seven_cards_discard_half_rounded_down(cards: int, discard: int) -> None:
    assert discard_count(cards) == discard


def test_a_negative_hand_is_refused() -> None:
    with pytest.raises(ValueError):
        discard_count(-1)


# --- maritime trade --------------------------------------------------------------------------

# Spot 0 (hex (3,5), NW side) generic, spot 1 (hex (3,7), NE side) brick, the rest as dealt.
KINDS = ("generic", "brick", "lumber", "wool", "grain", "ore", "generic", "generic", "generic")


def test_four_to_one_without_a_harbour() -> None:
    assert maritime_ratios(CLASSIC, KINDS, []) == dict.fromkeys(catan_rules().resources, 4)
    # A building inland (the centre's corners) is on no harbour.
    assert maritime_ratios(CLASSIC, KINDS, [N, SE]) == dict.fromkeys(catan_rules().resources, 4)


@pytest.mark.parametrize("which", [0, 1])
def test_a_generic_harbour_gives_three_to_one_from_either_corner(which: int) -> None:
    spot = CLASSIC.harbours[0]
    assert maritime_ratios(CLASSIC, KINDS, [spot.corners[which]]) == dict.fromkeys(
        catan_rules().resources, 3
    )


def test_a_resource_harbour_gives_two_to_one_for_that_resource_only() -> None:
    brick_spot = CLASSIC.harbours[1]
    ratios = maritime_ratios(CLASSIC, KINDS, [brick_spot.corners[0]])
    assert ratios == {"brick": 2, "lumber": 4, "wool": 4, "grain": 4, "ore": 4}


def test_the_best_ratio_counts() -> None:
    # Generic (3:1 all) and brick (2:1): brick 2, everything else 3.
    corners = [CLASSIC.harbours[0].corners[1], CLASSIC.harbours[1].corners[1]]
    assert maritime_ratios(CLASSIC, KINDS, corners) == {
        "brick": 2,
        "lumber": 3,
        "wool": 3,
        "grain": 3,
        "ore": 3,
    }


def test_ratios_follow_the_dealt_harbours_of_a_real_setup() -> None:
    setup = variable_setup(CLASSIC, random.Random(3))
    for spot, kind in zip(CLASSIC.harbours, setup.harbour_kinds, strict=True):
        ratios = maritime_ratios(CLASSIC, setup.harbour_kinds, spot.corners)
        if kind == "generic":
            assert set(ratios.values()) == {3}
        else:
            assert ratios[kind] == 2
            assert sorted(ratios.values()) == [2, 4, 4, 4, 4]


def test_harbour_kinds_must_cover_the_spots() -> None:
    with pytest.raises(ValueError):
        maritime_ratios(CLASSIC, KINDS[:-1], [])


# --- costs, pieces, the bank, the deck -------------------------------------------------------


def test_building_costs() -> None:
    assert cost("road") == {"brick": 1, "lumber": 1}
    assert cost("settlement") == {"brick": 1, "lumber": 1, "wool": 1, "grain": 1}
    assert cost("city") == {"grain": 2, "ore": 3}
    assert cost("development_card") == {"wool": 1, "grain": 1, "ore": 1}
    cost("road")["brick"] = 99  # a copy: the data is not changed
    assert cost("road") == {"brick": 1, "lumber": 1}


def test_can_afford() -> None:
    hand = {"grain": 2, "ore": 3, "wool": 1}
    assert can_afford(hand, "city")
    assert can_afford(hand, "development_card")
    assert not can_afford(hand, "road")  # no brick, no lumber
    assert not can_afford({"grain": 2, "ore": 2}, "city")  # one ore short
    assert can_afford({}, {})
    assert can_afford(hand, {"ore": 3})


def test_pay_and_gain() -> None:
    hand = {"grain": 3, "ore": 3, "wool": 1}
    after = pay(hand, "city")
    assert after == {"grain": 1, "ore": 0, "wool": 1}
    assert hand == {"grain": 3, "ore": 3, "wool": 1}  # not mutated
    assert hand_size(after) == 2
    with pytest.raises(ValueError):
        pay(after, "development_card")  # no ore left
    with pytest.raises(ValueError):
        pay(hand, {"ore": -1})
    assert gain(after, {"ore": 2, "brick": 1}) == {"grain": 1, "ore": 2, "wool": 1, "brick": 1}
    with pytest.raises(ValueError):
        gain(after, {"ore": -1})


def test_piece_limits() -> None:
    assert (piece_limit("road"), piece_limit("settlement"), piece_limit("city")) == (15, 5, 4)


def test_the_bank_holds_nineteen_of_each_resource() -> None:
    bank = starting_bank()
    assert bank == BANK
    assert hand_size(bank) == 95
    bank["ore"] = 0
    assert starting_bank()["ore"] == 19


def test_the_development_deck() -> None:
    deck = development_deck()
    assert len(deck) == 25
    assert Counter(deck) == {
        "knight": 14,
        "victory_point": 5,
        "road_building": 2,
        "year_of_plenty": 2,
        "monopoly": 2,
    }
    assert development_deck() == deck  # unshuffled, the same each time


def test_rules_data_is_consistent() -> None:
    rules = base_rules()
    assert rules.discard_limit == 7
    assert rules.maritime_ratio == 4
    for price in rules.costs.values():
        assert set(price) <= set(catan_rules().resources)


# --- victory ---------------------------------------------------------------------------------


def test_victory_points() -> None:
    assert victory_target() == 10
    assert victory_points(2, 0) == 2  # after set-up
    assert victory_points(0, 1) == 2
    assert victory_points(1, 0, 1) == 2
    # 3 settlements (3) + 2 cities (4) + 1 VP card (1) + Longest Road (2) + Largest Army (2) = 12.
    assert victory_points(3, 2, 1, longest_road=True, largest_army=True) == 12
    assert victory_points(0, 0, longest_road=True) == 2
    assert victory_points(0, 0, largest_army=True) == 2


def test_scores_from_the_board() -> None:
    buildings = {
        N: (0, "city"),
        SE: (0, "settlement"),
        SW: (1, "settlement"),
        corner((3, 5), "N"): (2, "city"),
    }
    # Seat 0: city 2 + settlement 1 + Longest Road 2 = 5; seat 1: settlement 1 + 2 VP cards +
    # Largest Army 2 = 5; seat 2: city 2.
    assert scores(buildings, [0, 2, 0], 0, 1) == [5, 5, 2]
    # The public view: VP cards hidden, nobody holds the cards.
    assert scores(buildings, [0, 0, 0], None, None) == [3, 1, 2]


def test_largest_army_needs_three_knights() -> None:
    assert largest_army_award([2, 0, 1], None) is None
    assert largest_army_award([3, 0, 1], None) == 0
    assert largest_army_award([], None) is None


def test_largest_army_strictly_more_takes_it_and_ties_keep_it() -> None:
    assert largest_army_award([3, 3, 0], 0) == 0  # the rival ties: the holder keeps it
    assert largest_army_award([3, 4, 0], 0) == 1  # strictly more takes it
    assert largest_army_award([5, 4, 4], 0) == 0
    assert largest_army_award([4, 5, 5], 0) == 0  # two rivals tie above: cannot happen; kept


def test_largest_army_bad_holder() -> None:
    with pytest.raises(ValueError):
        largest_army_award([3, 0], 2)
