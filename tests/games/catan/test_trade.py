"""Domestic trade (catan.md, Pass-and-play; catan-reference.md A.8): offers by the player to
move after the roll, answers through pending_players, the offerer's pick; and maritime trade
inside the state."""

from __future__ import annotations

import pytest

from capboard.engine.protocol import IllegalAction
from capboard.games.catan.actions import (
    AnswerTrade,
    CancelTrade,
    ConfirmTrade,
    EndTurn,
    MaritimeTrade,
    OfferTrade,
    Roll,
)
from capboard.games.catan.state import CatanState
from capboard.games.catan.trade import (
    WithOffers,
    bundles,
    offer_pairs,
    offers_apart,
    trade_rules,
)
from tests.games.catan.helpers import empty_hands, finish_setup, give, new, to_main

BRICK = (1, 0, 0, 0, 0)
ORE = (0, 0, 0, 0, 1)
TWO_WOOL = (0, 0, 2, 0, 0)


def ready(players: int = 4, seed: int = 5) -> CatanState:
    """The player to move in the main phase with empty hands all round."""
    state = new(players, seed)
    finish_setup(state)
    empty_hands(state)
    to_main(state)
    return state


def others(state: CatanState) -> list[int]:
    return [(state.turn + i) % state.players for i in range(1, state.players)]


def test_offer_only_after_the_roll_and_only_with_cards_held() -> None:
    state = ready()
    me = state.turn
    give(state, me, brick=1)
    assert OfferTrade(BRICK, ORE, -1) in state.legal_actions()
    assert OfferTrade(TWO_WOOL, ORE, -1) not in state.legal_actions()  # not held
    state.phase = "roll"
    state._legal = None
    assert Roll() in state.legal_actions()
    assert not any(isinstance(a, OfferTrade) for a in state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply(OfferTrade(BRICK, ORE, -1))


def test_no_gifts_and_never_the_same_resource_on_both_sides() -> None:
    state = ready()
    give(state, state.turn, brick=2)
    legal = state.legal_actions()
    assert OfferTrade(BRICK, (0,) * 5, -1) not in legal  # a gift
    assert OfferTrade((0,) * 5, ORE, -1) not in legal  # a request for nothing
    assert OfferTrade(BRICK, (1, 0, 0, 0, 0), -1) not in legal  # brick for brick
    assert OfferTrade((2, 0, 0, 0, 0), (1, 0, 0, 0, 1), -1) not in legal
    for give_, get in offer_pairs((3, 3, 3, 3, 3)):
        assert all(not (g and w) for g, w in zip(give_, get, strict=True))
        assert 1 <= sum(give_) <= trade_rules().max_cards_per_side
        assert 1 <= sum(get) <= trade_rules().max_cards_per_side


def test_bundles_are_exactly_the_bounded_non_empty_ones() -> None:
    # Brute force: every count vector within the limits with 1..most cards.
    limits, most = (2, 0, 1, 3, 1), 3
    expected = {
        (a, b, c, d, e)
        for a in range(3)
        for b in range(1)
        for c in range(2)
        for d in range(4)
        for e in range(2)
        if 1 <= a + b + c + d + e <= most
    }
    found = bundles(limits, most)
    assert len(found) == len(set(found)) and set(found) == expected


def test_offer_to_everyone_asks_each_in_turn_order_then_offerer_picks() -> None:
    state = ready()
    me = state.turn
    a, _, c = others(state)
    give(state, me, brick=1)
    give(state, a, ore=1)
    give(state, c, ore=2)
    state.apply(OfferTrade(BRICK, ORE, -1))
    # b holds no ore: declined for them at once, and not asked.
    assert state.phase == "trade_answer"
    assert state.pending_players == (a, c)
    assert state.legal_actions() == [AnswerTrade(False), AnswerTrade(True)]
    with pytest.raises(IllegalAction):
        state.apply(EndTurn())  # the offerer waits for the answers
    state.apply(AnswerTrade(True))
    assert state.pending_players == (c,)
    state.apply(AnswerTrade(True))
    assert state.phase == "trade_pick" and state.pending_players == (me,)
    assert set(state.legal_actions()) == {ConfirmTrade(a), ConfirmTrade(c), CancelTrade()}
    events = state.apply(ConfirmTrade(c))
    assert [e.code for e in events] == ["traded"]
    assert state.hands[me]["ore"] == 1 and state.hands[me]["brick"] == 0
    assert state.hands[c]["brick"] == 1 and state.hands[c]["ore"] == 1
    assert state.hands[a]["ore"] == 1  # untouched
    assert state.phase == "main"


def test_an_offer_to_one_player_asks_only_them() -> None:
    state = ready()
    me = state.turn
    a, b, _ = others(state)
    give(state, me, brick=1)
    give(state, a, ore=1)
    give(state, b, ore=1)
    state.apply(OfferTrade(BRICK, ORE, b))
    assert state.pending_players == (b,)
    state.apply(AnswerTrade(True))
    assert state.legal_actions() == [ConfirmTrade(b), CancelTrade()]


def test_a_player_without_the_asked_cards_cannot_accept() -> None:
    state = ready()
    me = state.turn
    a, b, _ = others(state)
    give(state, me, brick=1)
    give(state, a, ore=1)
    give(state, b, ore=1)
    state.apply(OfferTrade(BRICK, (0, 0, 0, 0, 1), -1))
    assert state.pending_players == (a, b)
    # a gives their ore away in between? impossible: the answers are the only actions.
    assert AnswerTrade(True) in state.legal_actions()
    state.apply(AnswerTrade(False))
    state.apply(AnswerTrade(False))
    # Nobody accepted: the offer lapses and the player to move carries on.
    assert state.phase == "main" and state.pending_players == (me,)
    assert state.hands[me]["brick"] == 1


def test_nobody_able_to_accept_ends_the_offer_at_once() -> None:
    state = ready()
    me = state.turn
    give(state, me, brick=1)
    events = state.apply(OfferTrade(BRICK, ORE, -1))
    codes = [e.code for e in events]
    assert codes == ["trade_offered", *["trade_answered"] * 3, "trade_declined"]
    assert state.phase == "main" and state.current_player == me


def test_withdrawing_after_acceptance_changes_no_hand() -> None:
    state = ready()
    me = state.turn
    a, _, _ = others(state)
    give(state, me, brick=1)
    give(state, a, ore=1)
    hands = [dict(h) for h in state.hands]
    state.apply(OfferTrade(BRICK, ORE, a))
    state.apply(AnswerTrade(True))
    events = state.apply(CancelTrade())
    assert [e.code for e in events] == ["trade_withdrawn"]
    assert state.hands == hands and state.phase == "main"


def test_offers_per_turn_are_limited_and_renewed_next_turn() -> None:
    state = ready()
    me = state.turn
    give(state, me, brick=3)
    for _ in range(trade_rules().offers_per_turn):
        state.apply(OfferTrade(BRICK, ORE, -1))  # nobody holds ore: lapses at once
    assert not any(isinstance(x, OfferTrade) for x in state.legal_actions())
    state.apply(EndTurn())
    nxt = state.turn
    give(state, nxt, wool=1)
    to_main(state)
    assert any(isinstance(x, OfferTrade) for x in state.legal_actions())
    assert state.view(nxt).offers_left == trade_rules().offers_per_turn


def test_answers_are_out_of_turn_decisions_seen_in_every_view() -> None:
    state = ready()
    me = state.turn
    a, _, _ = others(state)
    give(state, me, brick=1)
    give(state, a, ore=1)
    state.apply(OfferTrade(BRICK, ORE, -1))
    view = state.view(a)
    assert view.offer == (BRICK, ORE, -1)
    assert view.phase == "trade_answer" and view.pending_players == (a,)
    assert view.current_player == me  # still the offerer's turn
    assert dict(view.trade_answers) == {s: False for s in others(state) if s != a}


def test_trade_keeps_every_card_count() -> None:
    state = ready()
    me = state.turn
    a, _, _ = others(state)
    give(state, me, brick=2, wool=1)
    give(state, a, ore=3)
    total = sum(sum(h.values()) for h in state.hands) + sum(state.bank.values())
    state.apply(OfferTrade((2, 0, 1, 0, 0), (0, 0, 0, 0, 3), a))
    state.apply(AnswerTrade(True))
    state.apply(ConfirmTrade(a))
    assert state.hands[me]["ore"] == 3 and state.hands[a]["brick"] == 2
    assert sum(sum(h.values()) for h in state.hands) + sum(state.bank.values()) == total


def test_offer_notation_reads_back_without_listing() -> None:
    state = ready()
    give(state, state.turn, brick=1)
    offer = OfferTrade(BRICK, ORE, 2)
    assert OfferTrade.from_notation(offer.notation()) == offer
    assert state.game.parse_action(offer.notation(), state) == offer
    assert OfferTrade.from_notation("offer 1,0 0,1 -1") is None


# -- maritime trade inside the state ---------------------------------------------------------


def _harbour_corner(state: CatanState, kind: str) -> int:
    for harbour, h_kind in zip(state.catan.harbours, state.board.harbour_kinds, strict=True):
        if h_kind == kind:
            return harbour.corners[0]
    raise AssertionError(f"no {kind} harbour")


def test_maritime_four_to_one_without_harbour() -> None:
    state = ready()
    me = state.turn
    for c in [c for c, (s, _) in state.buildings.items() if s == me]:
        del state.buildings[c]  # no harbour for sure
    give(state, me, grain=4)
    state._legal = None
    assert MaritimeTrade("grain", "ore") in state.legal_actions()
    state.apply(MaritimeTrade("grain", "ore"))
    assert state.hands[me]["grain"] == 0 and state.hands[me]["ore"] == 1


def test_maritime_three_to_one_at_a_generic_harbour() -> None:
    state = ready()
    me = state.turn
    for c in [c for c, (s, _) in state.buildings.items() if s == me]:
        del state.buildings[c]
    state.buildings[_harbour_corner(state, "generic")] = (me, "settlement")
    give(state, me, wool=3)
    state._legal = None
    state.apply(MaritimeTrade("wool", "brick"))
    assert state.hands[me]["wool"] == 0 and state.hands[me]["brick"] == 1


def test_maritime_two_to_one_only_for_the_harbours_resource() -> None:
    state = ready()
    me = state.turn
    for c in [c for c, (s, _) in state.buildings.items() if s == me]:
        del state.buildings[c]
    state.buildings[_harbour_corner(state, "ore")] = (me, "city")
    give(state, me, ore=2, grain=2)
    state._legal = None
    legal = state.legal_actions()
    assert MaritimeTrade("ore", "wool") in legal
    assert MaritimeTrade("grain", "wool") not in legal  # grain still trades 4:1
    state.apply(MaritimeTrade("ore", "wool"))
    assert state.hands[me]["ore"] == 0 and state.hands[me]["wool"] == 1


def test_maritime_needs_the_bank_to_hold_the_card() -> None:
    state = ready()
    me = state.turn
    give(state, me, grain=4)
    state.bank["ore"] = 0
    state._legal = None
    assert MaritimeTrade("grain", "ore") not in state.legal_actions()
    assert MaritimeTrade("grain", "wool") in state.legal_actions()


def test_determinize_deals_the_accepters_the_cards_they_offered_to_give() -> None:
    import random as _random

    state = ready()
    me = state.turn
    a, b, _ = others(state)
    give(state, me, brick=1)
    give(state, a, ore=1, wool=2)
    give(state, b, ore=2, grain=1)
    state.apply(OfferTrade(BRICK, ORE, -1))
    state.apply(AnswerTrade(True))
    state.apply(AnswerTrade(True))
    assert state.phase == "trade_pick"
    view = state.view(me)
    for seed in range(100):
        copy = state.determinize(view, _random.Random(seed))
        assert copy.view(me) == view
        for seat in (a, b):
            assert copy.hands[seat]["ore"] >= 1
        copy.apply(ConfirmTrade(a))  # never "cannot pay"


def test_determinize_gives_the_offerer_what_they_offer() -> None:
    import random as _random

    state = ready()
    me = state.turn
    a, _, _ = others(state)
    give(state, me, brick=1, wool=2)
    give(state, a, ore=1)
    state.apply(OfferTrade((1, 0, 2, 0, 0), ORE, -1))
    assert state.pending_players[0] == a
    view = state.view(a)  # the answerer cannot see the offerer's hand
    for seed in range(100):
        copy = state.determinize(view, _random.Random(seed))
        assert copy.view(a) == view
        assert copy.hands[me]["brick"] >= 1 and copy.hands[me]["wool"] >= 2
        copy.apply(AnswerTrade(True))
        while copy.phase == "trade_answer":
            copy.apply(AnswerTrade(False))
        copy.apply(ConfirmTrade(a))  # the offerer can pay


def test_offers_are_listed_by_bundle_given_then_bundle_asked_without_being_built() -> None:
    """The lazy offers list the pairs of the plain definition, in its order (a random player
    picks by position), and find any one of them by index."""
    most = trade_rules().max_cards_per_side
    for hand in [(0, 0, 0, 0, 1), (3, 3, 3, 3, 3), (1, 0, 2, 0, 5), (9, 1, 0, 0, 0)]:
        expected = [
            (give, get)
            for give in bundles(tuple(min(n, most) for n in hand), most)
            for get in bundles(tuple(0 if g else most for g in give), most)
        ]
        assert list(offer_pairs(hand)) == expected
        offers = WithOffers([EndTurn()], hand, (-1, 2))
        assert len(offers) == 1 + 2 * len(expected)
        assert offers[0] == EndTurn() and EndTurn() in offers
        for i in range(0, len(expected), 7):
            offer = OfferTrade(*expected[i], 2)  # type: ignore[arg-type]
            assert offers[1 + len(expected) + i] == offer and offer in offers
        assert list(offers)[1:] == [OfferTrade(*p, to) for to in (-1, 2) for p in expected]  # type: ignore[arg-type]


def test_offers_apart_gives_the_other_actions_in_order_and_whether_offers_are_legal() -> None:
    """The table's shortcut past the lazy offers says what walking them all would say."""
    offer = OfferTrade((1, 0, 0, 0, 0), (0, 1, 0, 0, 0), -1)
    for legal in (
        WithOffers([EndTurn(), MaritimeTrade("brick", "ore")], (4, 0, 1, 0, 0), (-1, 1)),
        WithOffers([EndTurn()], (0, 0, 0, 0, 0), (-1,)),
        [EndTurn(), offer, MaritimeTrade("brick", "ore")],
        [EndTurn()],
    ):
        walked = [a for a in legal if not isinstance(a, OfferTrade)]
        assert offers_apart(legal) == (walked, len(walked) < len(list(legal)))
