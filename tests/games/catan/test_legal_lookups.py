"""The main phase's bank trades and development card plays, read from look-ups kept by what
decides them (the resources given and those the bank holds, the bank's counts up to two),
against the rules worked out from scratch at every decision of random games, with banks
emptied of some resources on purpose (random games seldom do it)."""

from __future__ import annotations

import itertools
import random

import pytest

from capboard.games.catan.actions import ChooseGold, Discard, MaritimeTrade, PlayYearOfPlenty
from capboard.games.catan.hands import FIVE_COUNTS, RESOURCES, SHIP, splits
from capboard.games.catan.rules import (
    CITY,
    DEVELOPMENT_CARD,
    KNIGHT,
    ROAD,
    SETTLEMENT,
    VICTORY_POINT_CARD,
    base_rules,
)
from capboard.games.catan.scenario import scenario
from capboard.games.catan.splits import SplitActions
from capboard.games.catan.state import CatanState
from capboard.games.catan.state_legal import (
    MONOPOLY,
    ROAD_BUILDING,
    YEAR_OF_PLENTY,
    _affordable,
    _up_to,
)
from capboard.games.catan.state_wonders import _payable
from tests.games.catan.helpers import GAME


def _trades(state: CatanState, seat: int) -> list[MaritimeTrade]:
    """The bank trades by the rules: each resource held at the seat's ratio, for each other
    resource the bank still holds, in resource order."""
    ratios = state._ratios(seat)
    hand = state.hands[seat]
    return [
        MaritimeTrade(give, get)
        for give in RESOURCES
        if hand[give] >= ratios[give]
        for get in RESOURCES
        if get != give and state.bank[get] > 0
    ]


def _plenty(state: CatanState) -> list[PlayYearOfPlenty]:
    """The Year of Plenty plays the bank pays: two of one resource, or one each of two."""
    bank = state.bank
    return [
        PlayYearOfPlenty(a, b)
        for i, a in enumerate(RESOURCES)
        for b in RESOURCES[i:]
        if (bank[a] >= 2 if a == b else bank[a] >= 1 and bank[b] >= 1)
    ]


def _main_checked(state: CatanState, rng: random.Random) -> int:
    """The main actions worked out now hold the trades and card plays of the rules, with the
    bank as it is and with a bank short of some resources; how many Year of Plenty plays
    there were."""
    seat = state.turn
    index = state._index()
    saved = dict(state.bank)
    found = 0
    for short in (False, True):
        if short:  # none of one or two resources, one or two of others
            for r in rng.sample(RESOURCES, 2):
                state.bank[r] = rng.choice((0, 1, 2))
        hand = state.hands[seat]
        actions = list(state._work_out_main(seat, index, hand, FIVE_COUNTS(hand)))
        assert [a for a in actions if isinstance(a, MaritimeTrade)] == _trades(state, seat)
        plays = [a for a in actions if isinstance(a, PlayYearOfPlenty)]
        found += len(plays)
        cards = state.dev_hands[seat]
        if state._playable(seat, YEAR_OF_PLENTY):
            assert plays == _plenty(state)
        else:
            assert plays == []
        kinds = {a.kind for a in actions}
        if all(c == VICTORY_POINT_CARD for c in cards):
            assert not kinds & {KNIGHT, ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY}
        if state._playable(seat, MONOPOLY):
            assert MONOPOLY in kinds
        # Road Building: a road or a ship left, and somewhere to put it.
        room = (state._pieces_left(seat, "road") > 0 and bool(state._free_road_spots(seat))) or (
            state._pieces_left(seat, SHIP) > 0 and bool(state._ship_spots(seat))
        )
        assert (ROAD_BUILDING in kinds) == (state._playable(seat, ROAD_BUILDING) and room)
        state.bank.clear()
        state.bank.update(saved)
    return found


@pytest.mark.parametrize(
    ("scenario", "seed"), [("base", 5), ("wonders-of-catan", 7), ("pirate-islands", 2)]
)
def test_bank_trades_and_card_plays_match_the_rules_from_scratch(scenario: str, seed: int) -> None:
    options = {} if scenario == "base" else {"scenario": scenario}
    state = GAME.new_state(4, seed, options)
    assert isinstance(state, CatanState)
    rng = random.Random(seed)
    shortages = random.Random(-seed)  # (apart: the game plays as it would unchecked)
    checked = trades = plays = 0
    for _ in range(4000):
        if state.is_over:
            break
        if state.phase == "main":
            plays += _main_checked(state, shortages)
            checked += 1
        legal = state.legal_actions()
        trades += any(isinstance(a, MaritimeTrade) for a in legal)
        state.apply(legal[rng.randrange(len(legal))])
    # (The Pirate Islands' random games seldom play a Year of Plenty: there the check that
    # counts is the Road Building's, whose ship may go only on the lane's next edge.)
    assert checked > 100 and trades > 10 and (plays > 0 or scenario == "pirate-islands")


def test_what_a_hand_pays_is_read_as_the_costs_say_whatever_its_size() -> None:
    """The items and wonder levels a hand pays are looked up through its counts capped at
    the most a cost asks (hands grow late in a game): the same answers as the costs compared
    with the whole hand, for every hand of up to six cards of each resource."""
    costs = base_rules().costs
    wonders = scenario("wonders-of-catan").wonders
    assert wonders is not None

    def pays(hand: dict[str, int], cost: dict[str, int]) -> bool:
        return all(hand[r] >= n for r, n in cost.items())

    for held in itertools.product(range(7), repeat=5):
        hand = dict(zip(RESOURCES, held, strict=True))
        items = (ROAD, SETTLEMENT, CITY, DEVELOPMENT_CARD, SHIP)
        assert _affordable(held) == tuple(pays(hand, costs[item]) for item in items)
        assert _payable("wonders-of-catan", held) == tuple(
            i for i, w in enumerate(wonders.wonders) if pays(hand, dict(w.cost))
        )


def test_discards_and_gold_picks_are_every_split_of_the_cards_held() -> None:
    """The discards and the gold picks, a lazy sequence whose limits are the counts capped
    at the cards chosen, are every split of the hand's (the bank's) whole counts, in order:
    checked for random hands of up to seven cards of each resource and choices of 1 to 6."""
    rng = random.Random(15)
    for _ in range(120):
        held = tuple(rng.randrange(8) for _ in RESOURCES)
        for total in range(1, min(sum(held), 6) + 1):
            plain = [Discard(c) for c in splits(held, total)]
            lazy = SplitActions(Discard, _up_to(held, total), total)
            assert list(lazy) == plain
            assert len(lazy) == len(plain)
            assert [lazy[i] for i in range(len(lazy))] == plain
            assert all(a in lazy for a in plain[:: max(1, len(plain) // 7)])


@pytest.mark.parametrize(("scenario", "seed"), [("base", 1), ("pirate-islands", 2)])
def test_the_discards_and_gold_picks_of_games_are_the_splits_of_the_cards(
    scenario: str, seed: int
) -> None:
    options = {} if scenario == "base" else {"scenario": scenario}
    state = GAME.new_state(4, seed, options)
    assert isinstance(state, CatanState)
    rng = random.Random(seed)
    seen = 0
    for _ in range(30000):
        if state.is_over:
            break
        legal = state.legal_actions()
        if state.phase == "discard":
            seat = state.actor()
            assert seat is not None
            held = FIVE_COUNTS(state.hands[seat])
            assert list(legal) == [Discard(c) for c in splits(held, state.to_discard[seat])]
            seen += 1
        elif state.phase == "gold":
            seat = state.actor()
            assert seat is not None
            owed = min(state.gold_owed[seat], sum(state.bank.values()))
            assert list(legal) == [ChooseGold(c) for c in splits(FIVE_COUNTS(state.bank), owed)]
            seen += 1
        state.apply(legal[rng.randrange(len(legal))])
    assert seen > 5
