"""The Catan game state (base game): set-up, the turn, the 7, building, development cards,
victory, views, and random games played to a winner."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Sequence

import pytest

from capboard.engine.protocol import Action, IllegalAction
from capboard.games.catan.actions import (
    BuildCity,
    BuyDevelopment,
    Discard,
    EndTurn,
    MaritimeTrade,
    MoveRobber,
    PlaceRoad,
    PlaceSettlement,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
    Steal,
)
from capboard.games.catan.game import Catan
from capboard.games.catan.rules import piece_limit
from capboard.games.catan.state import RESOURCES
from capboard.games.catan.view import CatanView
from tests.games.catan.helpers import empty_hands, finish_setup, give, new, roll_until, to_main

GAME = Catan()


# -- set-up -----------------------------------------------------------------------------------


def test_snake_order_and_first_placer_starts() -> None:
    state = new(4, seed=3)
    first = state.first
    order = [(first + i) % 4 for i in range(4)]
    seen = []
    rng = random.Random(1)
    while state.phase.startswith("setup"):
        if state.phase == "setup_settlement":
            seen.append(state.current_player)
        state.apply(rng.choice(state.legal_actions()))
    assert seen == order + order[::-1]
    assert state.phase == "roll" and state.current_player == first
    assert state.legal_actions()[0] == Roll()


def test_distance_rule_in_setup() -> None:
    state = new()
    corner = state.legal_actions()[0].corner
    state.apply(PlaceSettlement(corner))
    state.apply(state.legal_actions()[0])
    legal = {a.corner for a in state.legal_actions()}
    assert corner not in legal
    for neighbour in state.geometry.corner_corners[corner]:
        assert neighbour not in legal
        with pytest.raises(IllegalAction):
            state.apply(PlaceSettlement(neighbour))


def test_setup_road_touches_the_new_settlement() -> None:
    state = new()
    corner = state.legal_actions()[0].corner
    state.apply(PlaceSettlement(corner))
    edges = {a.edge for a in state.legal_actions()}
    assert edges == set(state.geometry.corner_edges[corner])


def test_second_settlement_gives_its_resources() -> None:
    state = new(3, seed=5)
    rng = random.Random(2)
    for _ in range(3 * 2):  # the first round: no resources
        state.apply(rng.choice(state.legal_actions()))
    assert all(sum(h.values()) == 0 for h in state.hands)
    seat = state.current_player
    corner = state.legal_actions()[0].corner
    state.apply(PlaceSettlement(corner))
    expected = {r: 0 for r in RESOURCES}
    produce = {"forest": "lumber", "pasture": "wool", "fields": "grain", "hills": "brick"}
    produce["mountains"] = "ore"
    for tile in state.geometry.corner_tiles[corner]:
        resource = produce.get(state.board.terrain[tile])
        if resource:
            expected[resource] += 1
    assert state.hands[seat] == expected
    assert sum(state.bank.values()) == 95 - sum(expected.values())


# -- the roll and the 7 ------------------------------------------------------------------------


def test_roll_is_irreversible_and_produces() -> None:
    state = new()
    finish_setup(state)
    before = sum(state.bank.values())
    roll_until(state, want_seven=False)
    assert state.phase == "main"
    in_hands = sum(sum(h.values()) for h in state.hands)
    assert sum(state.bank.values()) + in_hands == 95
    assert sum(state.bank.values()) <= before


def test_seven_discards_through_pending_players_then_robber_and_steal() -> None:
    state = new(4, seed=7)
    finish_setup(state)
    empty_hands(state)
    roller = state.turn
    others = [(roller + i) % 4 for i in range(1, 4)]
    give(state, others[0], brick=5, ore=4)  # 9 cards: discards 4
    give(state, others[1], wool=7)  # 7 cards: keeps them
    give(state, roller, grain=8)  # 8 cards: discards 4
    roll_until(state, want_seven=True)
    assert state.phase == "discard"
    assert state.pending_players == (roller, others[0])
    assert all(sum(a.cards) == 4 for a in state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply(MoveRobber(0))
    state.apply(Discard((0, 0, 0, 4, 0)))
    assert state.pending_players == (others[0],)
    state.apply(Discard((2, 0, 0, 0, 2)))
    assert state.hands[others[0]]["brick"] == 3 and state.hands[others[0]]["ore"] == 2
    assert state.phase == "robber" and state.pending_players == (roller,)
    assert MoveRobber(state.robber) not in state.legal_actions()  # never the same hex
    # Move next to a victim with cards and steal.
    victim = others[1]
    corner = next(c for c, (s, _) in state.buildings.items() if s == victim)
    tile = next(t for t in state.geometry.corner_tiles[corner] if t != state.robber)
    state.apply(MoveRobber(tile))
    assert state.phase == "steal"
    assert Steal(victim) in state.legal_actions()
    hand_before = sum(state.hands[roller].values())
    events = state.apply(Steal(victim))
    assert sum(state.hands[roller].values()) == hand_before + 1
    assert state.hands[victim]["wool"] == 6 and state.hands[roller]["wool"] == 1
    (stole,) = events
    assert stole.irreversible and stole.owner == roller
    assert stole.private == {"resource": "wool"}
    # The victim learns which card went; a third player does not.
    assert stole.seen_by(victim).private == {"resource": "wool"}
    assert "resource" not in stole.seen_by(others[2]).private
    assert "resource" not in stole.seen_by(None).private
    assert state.phase == "main"


# -- building ----------------------------------------------------------------------------------


def test_costs_are_paid_and_checked() -> None:
    state = new()
    finish_setup(state)
    empty_hands(state)
    to_main(state)
    seat = state.turn
    assert [a for a in state.legal_actions() if not isinstance(a, EndTurn)] == []
    give(state, seat, brick=1, lumber=1)
    road = next(a for a in state.legal_actions() if isinstance(a, PlaceRoad))
    state.apply(road)
    assert state.hands[seat]["brick"] == 0 and state.roads[road.edge] == seat
    give(state, seat, grain=2, ore=3)
    city = next(a for a in state.legal_actions() if isinstance(a, BuildCity))
    state.apply(city)
    assert state.buildings[city.corner] == (seat, "city")
    assert sum(state.hands[seat].values()) == 0
    give(state, seat, wool=1, grain=1, ore=1)
    state.apply(BuyDevelopment())
    assert len(state.dev_hands[seat]) == 1 and sum(state.hands[seat].values()) == 0


def test_settlement_needs_own_road_and_distance() -> None:
    state = new()
    finish_setup(state)
    empty_hands(state)
    to_main(state)
    seat = state.turn
    give(state, seat, brick=1, lumber=1, wool=1, grain=1)
    for action in state.legal_actions():
        if isinstance(action, PlaceSettlement):
            corner = action.corner
            assert any(state.roads.get(e) == seat for e in state.geometry.corner_edges[corner])
            assert not any(c in state.buildings for c in state.geometry.corner_corners[corner])


def test_piece_limits() -> None:
    state = new()
    finish_setup(state)
    to_main(state)
    seat = state.turn
    give(state, seat, brick=1, lumber=1, grain=2, ore=3)
    # Pretend every road is on the board: no road may be built.
    spare = [e for e in range(state.geometry.edge_count) if e not in state.roads]
    mine = sum(1 for s in state.roads.values() if s == seat)
    for e in spare[: piece_limit("road") - mine]:
        state.roads[e] = seat
    state._legal = None
    assert not any(isinstance(a, PlaceRoad) for a in state.legal_actions())
    # Cities: four already (pretend), none more.
    spare_corners = [c for c in range(state.geometry.corner_count) if c not in state.buildings]
    for c in spare_corners[:4]:
        state.buildings[c] = (seat, "city")
    state._legal = None
    assert not any(isinstance(a, BuildCity) for a in state.legal_actions())


def test_road_does_not_pass_an_enemy_building() -> None:
    state = new()
    finish_setup(state)
    seat = state.turn
    enemy = (seat + 1) % 3
    # A lone road of `seat` whose far end gets an enemy settlement: nothing continues past it.
    road = next(e for e, s in state.roads.items() if s == seat)
    near, far = state.geometry.edge_corners[road]
    if far in state.buildings:
        near, far = far, near
    assert state.buildings.get(near, (None,))[0] == seat
    state.buildings[far] = (enemy, "settlement")
    for edge in state.geometry.corner_edges[far]:
        if edge != road and edge not in state.roads:
            assert not state._road_connects(seat, edge)


# -- development cards -------------------------------------------------------------------------


def test_dev_card_not_the_turn_bought_and_one_per_turn() -> None:
    state = new()
    finish_setup(state)
    empty_hands(state)
    # The deck is drawn from its end: a victory point card, then a knight.
    state.deck = [c for c in state.deck if c != "knight"] + ["knight", "victory_point"]
    to_main(state)
    seat = state.turn
    give(state, seat, wool=2, grain=2, ore=2)
    state.apply(BuyDevelopment())  # victory_point (popped from the end of the deck)
    state.apply(BuyDevelopment())
    assert state.dev_hands[seat] == ["victory_point", "knight"]
    assert PlayKnight() not in state.legal_actions()  # bought this turn
    state.apply(EndTurn())
    for _ in range(2):  # the others pass
        roll_until(state, want_seven=False)
        state.apply(EndTurn())
    assert state.turn == seat
    assert PlayKnight() in state.legal_actions()  # before rolling too
    state.apply(PlayKnight())
    assert state.phase == "robber" and state.resume == "roll"
    state.apply(state.legal_actions()[0])
    while state.phase == "steal":
        state.apply(state.legal_actions()[0])
    assert state.phase == "roll"
    state.dev_hands[seat].append("monopoly")
    state._legal = None
    assert not any(isinstance(a, PlayMonopoly) for a in state.legal_actions())  # one per turn
    assert state.played_dev[seat] == {"knight": 1}


def test_vp_cards_hidden_and_never_played() -> None:
    state = new()
    finish_setup(state)
    seat = state.turn
    state.dev_hands[seat].append("victory_point")
    state._legal = None
    other = (seat + 1) % 3
    assert state.view(other).public_scores[seat] == 2
    assert state.view(other).dev_cards == ()
    assert state.view(other).dev_counts[seat] == 1
    assert state.view(seat).dev_cards == ("victory_point",)
    assert state.scores(public=False)[seat] == 3
    assert all(a.kind not in ("victory_point",) for a in state.legal_actions())


def test_year_of_plenty_monopoly_road_building() -> None:
    state = new()
    finish_setup(state)
    empty_hands(state)
    to_main(state)
    seat = state.turn
    other = (seat + 1) % 3
    state.dev_hands[seat] += ["year_of_plenty", "monopoly", "road_building"]
    state._legal = None
    state.apply(PlayYearOfPlenty("brick", "ore"))
    assert state.hands[seat]["brick"] == 1 and state.hands[seat]["ore"] == 1
    state.dev_played = False
    give(state, other, ore=3)
    state.apply(PlayMonopoly("ore"))
    assert state.hands[seat]["ore"] == 4 and state.hands[other]["ore"] == 0
    state.dev_played = False
    state._legal = None
    roads = sum(1 for s in state.roads.values() if s == seat)
    state.apply(PlayRoadBuilding())
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert sum(1 for s in state.roads.values() if s == seat) == roads + 2
    assert state.phase == "main"
    assert state.hands[seat]["brick"] == 1  # free roads


def test_maritime_trade_at_four_to_one() -> None:
    state = new()
    finish_setup(state)
    empty_hands(state)
    to_main(state)
    seat = state.turn
    ratio = state._ratios(seat)["grain"]
    give(state, seat, grain=ratio)
    state.apply(MaritimeTrade("grain", "ore"))
    assert state.hands[seat]["grain"] == 0 and state.hands[seat]["ore"] == 1


# -- victory -----------------------------------------------------------------------------------


def test_win_only_on_own_turn() -> None:
    state = new()
    finish_setup(state)
    seat = state.turn
    other = (seat + 1) % 3
    state.dev_hands[other] += ["victory_point"] * 8  # 10 points, but not their turn
    state._legal = None
    roll_until(state, want_seven=False)
    assert not state.is_over
    state.apply(EndTurn())
    assert not state.is_over and state.turn == other
    state.apply(Roll())  # their first action of their turn
    assert state.is_over and state.outcome().winners == (other,)
    assert state.view(seat).public_scores[other] == 10  # revealed at the end


# -- views and determinize ---------------------------------------------------------------------


def test_views_hide_hands_and_determinize_is_consistent() -> None:
    state = new(4, seed=11)
    rng = random.Random(4)
    for _ in range(300):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    for seat in range(4):
        view = state.view(seat)
        assert view.hand == tuple(state.hands[seat][r] for r in RESOURCES)
        det = state.determinize(view, random.Random(seat))
        assert det.view(seat) == view
    spectator = state.view(None)
    assert spectator.hand == () and spectator.dev_cards == ()


@pytest.mark.parametrize("scenario", ["base", "pirate-islands"])
def test_a_view_is_the_one_its_class_makes_from_the_same_fields(scenario: str) -> None:
    """Views are made by the engine's quick builder, not the dataclass's ``__init__``: each has
    every field, no other, and is equal, hashed, printed and frozen as the class's own."""
    options = {} if scenario == "base" else {"scenario": scenario}
    state = Catan().new_state(3, 5, options)
    rng = random.Random(5)
    names = {f.name for f in dataclasses.fields(CatanView)}
    for _ in range(120):
        for seat in (*range(3), None):
            view = state.view(seat)
            assert type(view) is CatanView and set(vars(view)) == names
            made = CatanView(**vars(view))
            assert made == view and hash(made) == hash(view) and repr(made) == repr(view)
        state.apply(rng.choice(state.legal_actions()))
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.turn = 2  # type: ignore[misc]


@pytest.mark.parametrize("scenario", ["base", "cloth-for-catan"])
def test_determinize_during_the_set_up_keeps_whose_placement_it_is(scenario: str) -> None:
    """A world drawn from a set-up view has the real set-up order (the first placer's snake,
    and Cloth for Catan's third round), not that of the state it was drawn from."""
    options = {} if scenario == "base" else {"scenario": scenario}
    firsts = set()
    for seed in range(12):
        state = Catan().new_state(4, seed, options)
        rng = random.Random(seed)
        for _ in range(rng.randrange(1, 4 * len(state.setup_order))):
            if not state.phase.startswith("setup"):
                break
            state.apply(rng.choice(state.legal_actions()))
        firsts.add(state.first)
        template = Catan().new_state(4, 0, options)
        for seat in range(4):
            drawn = template.determinize(state.view(seat), random.Random(seat))
            assert drawn.setup_order == state.setup_order
            assert drawn.actor() == state.actor()
            assert list(drawn.legal_actions()) == list(state.legal_actions())
    assert len(firsts) > 1  # seeds whose first placer is not the template's


# -- random games ------------------------------------------------------------------------------


def _all_different(legal: Sequence[Action], known: dict[int, list[Sequence[Action]]]) -> bool:
    """Whether no two of the legal actions are alike. With offers open the legal actions are a
    lazy sequence of thousands of offers, met again and again with the same hand: one equal to
    a sequence already found all different (equal sequences hold the same actions in the same
    order) is not listed again. ``known`` keeps those, by length."""
    if isinstance(legal, list):
        return len(set(legal)) == len(legal)
    same_length = known.setdefault(len(legal), [])
    if any(legal == seen for seen in same_length):
        return True
    if len(set(legal)) != len(legal):
        return False
    same_length.append(legal)
    return True


# One game per player count in the quick run, four more in the slow run (a long random sweep;
# the conformance suite's quick run plays random games of the base game to the end at both
# counts too).
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize(
    "seed", [0, *(pytest.param(seed, marks=pytest.mark.slow) for seed in range(1, 5))]
)
def test_random_games_reach_a_winner(players: int, seed: int) -> None:
    state = new(players, seed)
    rng = random.Random(seed * 31 + players)
    known: dict[int, list[Sequence[Action]]] = {}
    for _ in range(5000):
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal and _all_different(legal, known)
        action = rng.choice(legal)
        assert GAME.decode_action(GAME.encode_action(action)) == action
        before = state.view(None)  # a view is a value: what the state was, kept
        events = state.apply(action)
        json.dumps([e.to_json() for e in events])
        assert sum(state.bank.values()) + sum(sum(h.values()) for h in state.hands) == 95
        assert all(v >= 0 for h in state.hands for v in h.values())
        assert before != state.view(None) or events
    assert state.is_over
    outcome = state.outcome()
    assert outcome is not None and len(outcome.winners) == 1
    assert max(outcome.scores) >= 10
