"""More of the base game's rules (catan-reference.md part A) as the state applies them: the
knight before the dice, stealing only from players with cards, the bank's shortage during a
roll, a city giving its settlement back, the deck that never refills, Longest Road moving
with the board, and winning the moment a point is bought on one's own turn."""

from __future__ import annotations

import random

from capboard.games.catan.actions import (
    AnswerTrade,
    BuildCity,
    BuyDevelopment,
    MaritimeTrade,
    MoveRobber,
    OfferTrade,
    PlaceSettlement,
    PlayKnight,
    Roll,
)
from capboard.games.catan.rules import piece_limit
from capboard.games.catan.state import CatanState
from capboard.games.catan.state_turn import two_dice
from tests.games.catan.helpers import empty_hands, finish_setup, give, land_path, new, to_main


def _own_settlement(state: CatanState, seat: int) -> int:
    return next(c for c, (s, k) in state.buildings.items() if s == seat and k == "settlement")


def test_a_knight_may_be_played_before_rolling_then_the_dice_are_rolled() -> None:
    state = new(3, seed=2)
    finish_setup(state)
    me = state.turn
    state.dev_hands[me].append("knight")
    state._legal = None
    assert state.phase == "roll" and PlayKnight() in state.legal_actions()
    state.apply(PlayKnight())
    assert state.phase == "robber"
    target = next(a for a in state.legal_actions() if isinstance(a, MoveRobber))
    state.apply(target)
    if state.phase == "steal":
        state.apply(state.legal_actions()[0])
    assert state.phase == "roll" and state.legal_actions()[0] == Roll()
    assert PlayKnight() not in state.legal_actions()  # one card a turn


def test_no_steal_from_a_player_without_cards() -> None:
    state = new(3, seed=4)
    finish_setup(state)
    empty_hands(state)
    me = state.turn
    victim = (me + 1) % 3
    corner = _own_settlement(state, victim)
    tile = next(
        t
        for t in state.geometry.corner_tiles[corner]
        if t != state.robber
        and state.catan.is_land[t]
        and all(
            state.buildings.get(c, (victim,))[0] == victim for c in state.geometry.tile_corners[t]
        )
    )
    state.phase = "robber"
    state._legal = None
    state.apply(MoveRobber(tile))
    assert state.phase == "main"  # nobody there holds a card: nothing to steal
    give(state, victim, wool=1)
    state.phase = "robber"
    state.robber = None
    state._legal = None
    state.apply(MoveRobber(tile))
    assert state.phase == "steal"


def test_a_roll_the_bank_cannot_pay_pays_nobody_that_resource() -> None:
    for seed in range(200):
        state = new(4, seed=seed)
        finish_setup(state, random.Random(seed))
        trial = state.clone()
        trial.apply(Roll())
        payouts = {}
        for s in range(4):
            for r in trial.hands[s]:
                if trial.hands[s][r] > state.hands[s][r]:
                    payouts.setdefault(r, set()).add(s)
        shared = [r for r, seats in payouts.items() if len(seats) >= 2]
        if not shared:
            continue
        resource = shared[0]
        # Leave the bank one card of it: two players are owed it, nobody gets any.
        state.bank[resource] = 1
        before = [h[resource] for h in state.hands]
        events = state.apply(Roll())
        assert [h[resource] for h in state.hands] == before
        assert any(e.code == "shortage" for e in events)
        return
    raise AssertionError("no roll paying one resource to two players")


def test_a_city_gives_its_settlement_back_to_the_supply() -> None:
    state = new(3, seed=6)
    finish_setup(state)
    to_main(state)
    me = state.turn
    corner = _own_settlement(state, me)
    before = state._pieces_left(me, "settlement")
    give(state, me, grain=2, ore=3)
    state.apply(BuildCity(corner))
    assert state._pieces_left(me, "settlement") == before + 1
    assert state._pieces_left(me, "city") == piece_limit("city") - 1


def test_the_development_deck_never_refills() -> None:
    state = new(3, seed=7)
    finish_setup(state)
    to_main(state)
    me = state.turn
    state.deck = state.deck[:1]
    give(state, me, wool=2, grain=2, ore=2)
    state.apply(BuyDevelopment())
    assert state.deck == []
    assert BuyDevelopment() not in state.legal_actions()


def test_buying_the_tenth_point_wins_at_once() -> None:
    state = new(3, seed=8)
    finish_setup(state)
    to_main(state)
    me = state.turn
    state.dev_hands[me] += ["victory_point"] * 7  # 2 settlements + 7 = 9
    state.deck.append("victory_point")  # the next card bought
    give(state, me, wool=1, grain=1, ore=1)
    state.apply(BuyDevelopment())
    assert state.is_over and state.outcome().winners == (me,)


def test_after_another_players_action_a_bank_trade_is_checked_for_victory() -> None:
    # A trade moves only cards, so right after a check of the player to move it is not checked
    # again; after someone else's action (an answer here, a gold choice in play) it is.
    state = new(3, seed=8)
    finish_setup(state)
    empty_hands(state)
    to_main(state)
    me, other = state.turn, (state.turn + 1) % 3
    give(state, me, brick=5)
    give(state, other, wool=1)
    state.apply(OfferTrade((1, 0, 0, 0, 0), (0, 0, 1, 0, 0), other))
    state.apply(AnswerTrade(False))  # the other player's answer; the offer is declined
    assert state.phase == "main" and not state.is_over
    state.dev_hands[me] += ["victory_point"] * 8  # 2 settlements + 8: reached meanwhile
    state._legal = None
    state.apply(MaritimeTrade("brick", "ore"))
    assert state.is_over and state.outcome().winners == (me,)


def test_longest_road_is_won_at_five_and_lost_to_a_breaking_settlement() -> None:
    for seed in range(30):
        state = new(3, seed=seed)
        finish_setup(state, random.Random(seed))
        to_main(state)
        me = state.turn
        # Extend one own road greedily into a simple line of five.
        line = _grow_line(state, me, 5)
        if line is None:
            continue
        assert state.longest_holder == me and state.road_lengths[me] >= 5
        # An opponent settles in the middle of the line (as if they had a road there).
        enemy = (me + 1) % 3
        for corner in line[2:-2]:
            if state._distance_ok(corner):
                state.buildings[corner] = (enemy, "settlement")
                state._update_longest_road()
                assert state.road_lengths[me] < 5
                assert state.longest_holder is None  # nobody else has five: set aside
                return
    raise AssertionError("no board allowed the line")


def _grow_line(state: CatanState, seat: int, length: int) -> list[int] | None:
    """Build roads for free from one of ``seat``'s settlements in a path of ``length`` edges
    through empty corners; the corners of the path, or None."""
    found = land_path(state, _own_settlement(state, seat), length)
    if found is None:
        return None
    path, edges = found
    for e in edges:
        state.roads[e] = seat
    state._update_longest_road()
    state._legal = None
    return path


def test_settlements_after_setup_need_the_distance_rule_too() -> None:
    state = new(3, seed=9)
    finish_setup(state)
    to_main(state)
    me = state.turn
    give(state, me, brick=1, lumber=1, wool=1, grain=1)
    # The far end of a set-up road touches the own road but neighbours the own settlement.
    road_ends = {
        c for e, s in state.roads.items() if s == me for c in state.geometry.edge_corners[e]
    } - set(state.buildings)
    assert road_ends
    legal = state.legal_actions()
    assert all(PlaceSettlement(c) not in legal for c in road_ends)
    # One road further, the next corner is free of neighbours: it becomes legal.
    line = _grow_line(state, me, 2)
    assert line is not None
    give(state, me, brick=1, lumber=1, wool=1, grain=1)
    if state._distance_ok(line[2]):
        assert PlaceSettlement(line[2]) in state.legal_actions()


def test_the_dice_are_those_randint_would_roll_from_the_same_stream() -> None:
    # The state rolls through two_dice (randint's arithmetic without its calls): the same
    # numbers from the same seed, so recorded games replay as they were played.
    ours, theirs = random.Random(11), random.Random(11)
    rolls = [two_dice(ours) for _ in range(500)]
    assert rolls == [(theirs.randint(1, 6), theirs.randint(1, 6)) for _ in range(500)]
    assert {a + b for a, b in rolls} == set(range(2, 13))
