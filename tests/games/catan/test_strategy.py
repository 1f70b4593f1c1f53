"""The computer players' Catan judgement: it reads views only, settles on good corners, robs
others, accepts the trades that help it, and beats random players; the expert (hard) alone offers
trades and aims the robber at the leader."""

from __future__ import annotations

import random

from capboard.engine.bots import GreedyBot, RandomBot
from capboard.games.catan import strategy
from capboard.games.catan.actions import (
    AnswerTrade,
    MaritimeTrade,
    MoveRobber,
    OfferTrade,
    PlaceSettlement,
)
from capboard.games.catan.state import CatanState
from capboard.simulate import simulate
from tests.games.catan.helpers import GAME, empty_hands, finish_setup, give, new, to_main


def test_first_settlement_takes_the_richest_corner() -> None:
    state = new(4, seed=2)
    view = state.view(state.current_player)
    table = strategy.Table.of(view)
    chosen = strategy.choose(view, state.legal_actions(), random.Random(0))
    assert isinstance(chosen, PlaceSettlement)
    best = max(table.corner_value(a.corner) for a in state.legal_actions())
    assert table.corner_value(chosen.corner) == best
    pips = sum(table.tile_pips(t) for t in state.geometry.corner_tiles[chosen.corner])
    assert pips >= 9  # three good hexes, not a coast corner


def test_the_robber_never_goes_on_the_own_buildings_when_it_can_go_elsewhere() -> None:
    for seed in range(5):
        state = new(3, seed=seed)
        finish_setup(state, random.Random(seed))
        state.phase = "robber"
        state._legal = None
        me = state.turn
        view = state.view(me)
        chosen = strategy.choose(view, state.legal_actions(), random.Random(seed))
        assert isinstance(chosen, MoveRobber)
        owners = {
            state.buildings[c][0]
            for c in state.geometry.tile_corners[chosen.tile]
            if c in state.buildings
        }
        assert me not in owners
        assert owners, "a hex where someone else produces"


def _offer_answered(hand_cards: dict[str, int], give_: tuple, get: tuple) -> AnswerTrade:
    state = new(4, seed=5)
    finish_setup(state)
    empty_hands(state)
    to_main(state)
    me = state.turn
    other = (me + 1) % 4
    give(state, me, **{"brick": give_[0], "ore": give_[4]})
    give(state, other, **hand_cards)
    state.apply(OfferTrade(give_, get, other))
    view = state.view(other)
    answer = strategy.choose(view, state.legal_actions(), random.Random(0))
    assert isinstance(answer, AnswerTrade)
    return answer


def test_accepts_a_trade_that_completes_a_building() -> None:
    # Holding lumber, wool, grain and a spare ore: a brick makes a settlement.
    answer = _offer_answered(
        {"lumber": 1, "wool": 1, "grain": 1, "ore": 2}, (1, 0, 0, 0, 0), (0, 0, 0, 0, 1)
    )
    assert answer.accept


def test_declines_a_trade_that_breaks_a_building() -> None:
    # Holding a city's cards: giving an ore for a brick would undo it.
    answer = _offer_answered({"grain": 2, "ore": 3}, (1, 0, 0, 0, 0), (0, 0, 0, 0, 1))
    assert not answer.accept


def test_reads_the_view_only_the_same_choice_whatever_the_others_hold() -> None:
    checked = 0
    for seed in range(4):
        state = new(4, seed=seed)
        finish_setup(state, random.Random(seed))
        to_main(state)
        me = state.turn
        other = state.clone()
        # Two other seats swap one card each: counts and the bank stay, the viewer cannot tell.
        a, b = (me + 1) % 4, (me + 2) % 4
        x = next((r for r, n in other.hands[a].items() if n), None)
        y = next((r for r, n in other.hands[b].items() if n and r != x), None)
        if x is None or y is None:
            continue
        for seat, lose, win in ((a, x, y), (b, y, x)):
            other.hands[seat][lose] -= 1
            other.hands[seat][win] += 1
        other._legal = None
        assert other.view(me) == state.view(me)
        assert strategy.choose(other.view(me), other.legal_actions(), random.Random(1)) == (
            strategy.choose(state.view(me), state.legal_actions(), random.Random(1))
        )
        checked += 1
    assert checked


def test_medium_beats_random_players() -> None:
    result = simulate("catan", players=4, games=8, seed=100, seats=["greedy", *["random"] * 3])
    assert result.errors == 0
    assert result.wins[0] >= 7, result.wins


def test_bots_use_the_judgement_and_random_stays_random() -> None:
    state = new(3, seed=4)
    view = state.view(state.current_player)
    legal = state.legal_actions()
    greedy = GreedyBot(GAME, view.seat, random.Random(0)).choose(view, legal)
    assert greedy == strategy.choose(view, legal, random.Random(0), expert=False)
    assert RandomBot(GAME, view.seat, random.Random(0)).choose(view, legal) in legal


def _one_card_short() -> CatanState:
    """The player to move holds a city's cards but one ore, and two spare wool."""
    for seed in range(20):
        state = new(3, seed=seed)
        finish_setup(state, random.Random(seed))
        empty_hands(state)
        to_main(state)
        give(state, state.turn, grain=2, ore=2, wool=2)
        if not any(isinstance(a, MaritimeTrade) for a in state.legal_actions()):
            return state
    raise AssertionError("no seat without a harbour trade")


def test_the_expert_offers_a_trade_for_the_missing_card_and_medium_does_not() -> None:
    state = _one_card_short()
    view, legal = state.view(state.turn), state.legal_actions()
    offer = strategy.choose(view, legal, random.Random(0), expert=True)
    assert isinstance(offer, OfferTrade)
    assert offer.get == (0, 0, 0, 0, 1)  # the ore
    assert offer.give == (0, 0, 1, 0, 0)  # for a spare wool
    plain = strategy.choose(view, legal, random.Random(0), expert=False)
    assert not isinstance(plain, OfferTrade)


def test_the_expert_aims_the_robber_and_medium_only_spares_itself() -> None:
    # The expert's aim: the hex where the others (the leader most) lose most (_robber_value).
    expert_hits, medium_tiles = 0, set()
    for seed in range(6):
        state = new(3, seed=seed)
        finish_setup(state, random.Random(seed))
        me = state.turn
        state.phase = "robber"
        state._legal = None
        legal = state.legal_actions()
        table = strategy.Table.of(state.view(me))
        best = max(strategy._robber_value(table, a) for a in legal)
        chosen = strategy.choose(state.view(me), legal, random.Random(seed), expert=True)
        assert strategy._robber_value(table, chosen) == best
        expert_hits += best > 0
        for k in range(20):
            pick = strategy.choose(state.view(me), legal, random.Random(k), expert=False)
            assert isinstance(pick, MoveRobber)
            assert strategy._robber_value(table, pick) >= 0  # never on its own buildings
            medium_tiles.add((seed, pick.tile))
    assert expert_hits == 6
    assert len(medium_tiles) > 6 * 3  # medium spreads its robber, not aimed
