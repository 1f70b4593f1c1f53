"""Canon Noir's fights: the black cannon, duels across the board, and the aiming game."""

from __future__ import annotations

import random

import pytest

from capboard.engine import registry
from capboard.engine.levels import make_bot
from capboard.engine.protocol import IllegalAction
from capboard.engine.record import GameRecord, SeatRecord, replay
from capboard.games.canon_noir.actions import Aim, Duel, Fire, NoDuel, Roll, Sail
from capboard.games.canon_noir.ballistics import ideal_aim, is_hit, landing
from capboard.games.canon_noir.board import canon_noir_data
from tests.games.canon_noir.positions import (
    BLUE,
    GAME,
    GREEN,
    RED,
    YELLOW,
    fleet,
    put,
    rolled,
    sq,
    table,
)

RULES = canon_noir_data().ballistics


def true_shot(state) -> Fire:
    """The shot that lands on the target's centre (rounded to the gauge's whole units)."""
    shot = state.shot
    direction, power = ideal_aim(state.fleets[shot.shooter].at, state.fleets[shot.target].at, RULES)
    return Fire(round(direction) % 360, round(power))


def wide_shot(state) -> Fire:
    """A shot straight back the other way."""
    good = true_shot(state)
    return Fire((good.direction + 180) % 360, good.power)


def at_black_cannon(**targets) -> object:
    """Red sails F4 → F2 (a black-cannon square); the other fleets are where told."""
    state = rolled(table(), 2)
    put(state, RED, "F4", "caravel")
    for fleet_index, (label, ship, treasure) in targets.items():
        put(
            state,
            {"yellow": YELLOW, "green": GREEN, "blue": BLUE}[fleet_index],
            label,
            ship,
            treasure=treasure,
        )
    state.apply(Sail(*sq("F2")))
    return state


# -- the ballistics ----------------------------------------------------------------------


def test_the_landing_point_follows_direction_and_power_only() -> None:
    x, y = landing((2, 3), 0, 20, RULES)
    assert (x, y) == pytest.approx((2.5 + 20 * RULES.range_per_power, 3.5))
    x, y = landing((2, 3), 90, 10, RULES)  # 90 degrees: south, y grows
    assert (x, y) == pytest.approx((2.5, 3.5 + 10 * RULES.range_per_power))
    assert landing((2, 3), 37, 55, RULES) == landing((2, 3), 37, 55, RULES)


def test_a_hit_is_a_landing_within_the_hit_radius_of_the_target() -> None:
    assert is_hit((5.5 + RULES.hit_radius * 0.99, 2.5), (5, 2), RULES)
    assert not is_hit((5.5 + RULES.hit_radius * 1.01, 2.5), (5, 2), RULES)


def test_the_ideal_aim_lands_on_the_target() -> None:
    for target in [(9, 4), (0, 6), (5, 7), (3, 0)]:
        direction, power = ideal_aim((5, 1), target, RULES)
        assert is_hit(landing((5, 1), direction, power, RULES), target, RULES)


def test_the_whole_board_is_within_range() -> None:
    far = ideal_aim((0, 0), (10, 7), RULES)[1]
    assert far <= RULES.power_max


# -- the black cannon --------------------------------------------------------------------


def test_ending_on_a_black_cannon_square_aims_at_an_enemy_of_ones_choice() -> None:
    state = at_black_cannon(yellow=("J7", "caravel", False), green=("B6", "frigate", False))
    assert state.phase == "aim"
    assert set(state.legal_actions()) == {Aim(YELLOW), Aim(GREEN)}  # any distance


def test_the_black_cannon_fires_at_any_distance() -> None:
    # From B4 at yellow on J2, eight squares away.
    state = rolled(table(), 2)
    put(state, RED, "B6", "caravel")
    put(state, YELLOW, "J2", "caravel")
    state.apply(Sail(*sq("B4")))
    assert state.legal_actions() == [Aim(YELLOW)]


def test_passing_over_a_black_cannon_square_fires_nothing() -> None:
    # F4 to F1 passes over F2; F1 faces F8 on the other edge, where nobody is.
    state = rolled(table(), 3)
    put(state, RED, "F4", "caravel")
    put(state, YELLOW, "J7", "caravel")
    state.apply(Sail(*sq("F1")))
    assert state.phase == "roll" and state.fleet != RED


def test_firing_from_the_black_cannon_is_compulsory() -> None:
    state = at_black_cannon(yellow=("J7", "caravel", False))
    assert NoDuel() not in state.legal_actions()
    assert all(isinstance(a, Aim) for a in state.legal_actions())


def test_rafts_and_ships_in_port_cannot_be_targeted() -> None:
    state = at_black_cannon(yellow=("J7", "raft", False), green=("A8", "frigate", False))
    # Nobody left to aim at: the shot is lost and the turn passes.
    assert state.phase == "roll"
    assert state.fleet != RED


def test_a_shot_says_where_its_target_stood_for_the_log_to_tell_a_miss() -> None:
    state = at_black_cannon(yellow=("J7", "caravel", False))
    state.apply(Aim(YELLOW))
    events = state.apply(wide_shot(state))
    shot = next(e for e in events if e.code == "shot")
    assert not shot.params["hit"]
    assert tuple(shot.params["target_at"]) == sq("J7")


def test_a_hit_caravel_becomes_a_frigate_on_the_spot_and_keeps_its_treasure() -> None:
    state = at_black_cannon(yellow=("J7", "caravel", True))
    state.apply(Aim(YELLOW))
    events = state.apply(true_shot(state))
    shot = next(e for e in events if e.code == "shot")
    assert shot.params["hit"] and shot.irreversible
    assert (fleet(state, YELLOW).ship, fleet(state, YELLOW).at) == ("frigate", sq("J7"))
    assert fleet(state, YELLOW).treasure
    assert state.phase == "roll" and state.fleet != RED


def test_a_hit_frigate_becomes_a_raft_and_gives_its_treasure_to_the_hitter() -> None:
    state = at_black_cannon(yellow=("J7", "frigate", True))
    state.apply(Aim(YELLOW))
    events = state.apply(true_shot(state))
    assert fleet(state, YELLOW).ship == "raft"
    assert not fleet(state, YELLOW).treasure
    assert fleet(state, RED).treasure
    assert "treasure_captured" in [e.code for e in events]


def test_a_captured_treasure_goes_back_to_the_pool_when_the_hitter_has_one() -> None:
    state = rolled(table(), 2)
    put(state, RED, "F4", "caravel", treasure=True)
    put(state, YELLOW, "J7", "frigate", treasure=True)
    state.apply(Sail(*sq("F2")))
    state.apply(Aim(YELLOW))
    pool = state.pool
    events = state.apply(true_shot(state))
    assert state.pool == pool + 1
    assert "treasure_returned" in [e.code for e in events]
    assert fleet(state, RED).treasure and not fleet(state, YELLOW).treasure


def test_a_miss_changes_nothing_and_play_goes_on() -> None:
    state = at_black_cannon(yellow=("J7", "caravel", True))
    state.apply(Aim(YELLOW))
    before = list(state.fleets)
    events = state.apply(wide_shot(state))
    assert not events[0].params["hit"]
    assert state.fleets == before
    assert state.phase == "roll" and state.fleet != RED


def test_a_raft_on_a_black_cannon_square_fires_too() -> None:
    # "A ship that ends exactly on a black-cannon square fires": the raft is one of the
    # fleet's ships (sailing home, from B6 to B4, nearer its port A1).
    state = rolled(table(), 2)
    put(state, RED, "B6", "raft")
    put(state, YELLOW, "J7", "caravel")
    state.apply(Sail(*sq("B4")))
    assert state.phase == "aim" and state.legal_actions() == [Aim(YELLOW)]
    state.apply(Aim(YELLOW))
    state.apply(true_shot(state))
    assert fleet(state, YELLOW).ship == "frigate"


def test_a_players_own_fleets_are_never_targets() -> None:
    state = rolled(table(players=2), 2)
    put(state, RED, "F4", "caravel")
    put(state, BLUE, "J7", "caravel")  # red and blue belong to the same player
    put(state, YELLOW, "B6", "caravel")
    put(state, GREEN, "A8", "caravel")
    state.apply(Sail(*sq("F2")))
    assert state.legal_actions() == [Aim(YELLOW)]


def test_the_fire_decision_is_every_direction_and_power() -> None:
    state = at_black_cannon(yellow=("J7", "caravel", False))
    state.apply(Aim(YELLOW))
    legal = state.legal_actions()
    assert len(legal) == 360 * (RULES.power_max + 1)
    assert Fire(0, 0) in legal and Fire(359, RULES.power_max) in legal
    with pytest.raises(IllegalAction):
        state.apply(Fire(360, 10))
    with pytest.raises(IllegalAction):
        state.apply(Fire(10, RULES.power_max + 1))


def test_aiming_can_be_taken_back_but_a_shot_cannot() -> None:
    state = at_black_cannon(yellow=("J7", "caravel", False))
    aim_events = state.apply(Aim(YELLOW))
    assert not any(e.irreversible for e in aim_events)
    shot_events = state.apply(wide_shot(state))
    assert any(e.irreversible for e in shot_events)


# -- duels ---------------------------------------------------------------------------------


def duel_position(
    ship: str = "caravel", treasure: bool = False, defender_treasure: bool = True, start="A2"
):
    """Red sails down from ``start`` to A5 on the west edge; yellow waits at K5, exactly
    opposite, in a frigate."""
    state = rolled(table(), 5 - int(start[1:]))
    put(state, RED, start, ship, treasure=treasure)
    put(state, YELLOW, "K5", "frigate", treasure=defender_treasure)
    state.apply(Sail(*sq("A5")))
    return state


def test_ending_on_an_edge_facing_an_enemy_offers_a_duel() -> None:
    state = duel_position()
    assert state.phase == "duel"
    assert set(state.legal_actions()) == {Duel(YELLOW), NoDuel()}


def test_the_duel_may_be_let_go() -> None:
    state = duel_position()
    state.apply(NoDuel())
    assert state.phase == "roll" and state.fleet != RED


@pytest.mark.parametrize(
    ("mover", "other"),
    [("A5", "K5"), ("K3", "A3"), ("D1", "D8"), ("H8", "H1")],
)
def test_facing_means_the_same_row_or_column_on_the_opposite_edge(mover: str, other: str) -> None:
    state = table()
    put(state, RED, mover, "caravel")
    put(state, YELLOW, other, "caravel")
    assert state._facing(sq(mover)) == sq(other)


def test_ports_and_inner_squares_face_nobody() -> None:
    state = table()
    for label in ("A1", "K8", "F4", "B2"):
        assert state._facing(sq(label)) is None


def test_no_duel_against_a_raft() -> None:
    state = rolled(table(), 3)
    put(state, RED, "A2", "caravel")
    put(state, YELLOW, "K5", "raft")
    state.apply(Sail(*sq("A5")))
    assert state.phase == "roll"


def test_the_attacker_fires_first_and_a_hit_ends_the_duel() -> None:
    state = duel_position()
    state.apply(Duel(YELLOW))
    assert state.current_player == fleet(state, RED).owner
    state.apply(true_shot(state))
    assert fleet(state, YELLOW).ship == "raft"
    assert fleet(state, RED).treasure  # the frigate's treasure is the attacker's now
    assert state.phase == "roll" and state.fleet != RED


def test_on_a_miss_the_defender_fires_back() -> None:
    state = duel_position()
    state.apply(Duel(YELLOW))
    state.apply(wide_shot(state))
    assert state.phase == "fire"
    assert state.shot.context == "reply"
    assert state.current_player == fleet(state, YELLOW).owner  # the other player fires now
    assert state.actor() == fleet(state, YELLOW).owner


def test_a_hit_back_downgrades_the_attacker_and_takes_its_treasure() -> None:
    state = duel_position(ship="frigate", treasure=True)
    state.apply(Duel(YELLOW))
    state.apply(wide_shot(state))
    state.apply(true_shot(state))
    assert fleet(state, RED).ship == "raft"
    assert fleet(state, RED).at == sq("A2")  # where its move started: it changes ship there
    assert not fleet(state, RED).treasure
    # Yellow already carried one: the captured treasure goes back to the pool.
    assert state.pool == 14 + 1


def test_the_duel_ends_after_the_reply_whatever_it_does() -> None:
    state = duel_position()
    state.apply(Duel(YELLOW))
    state.apply(wide_shot(state))
    state.apply(wide_shot(state))
    assert state.phase == "roll" and state.fleet != RED
    assert fleet(state, RED).ship == "caravel"


def test_a_duel_attacker_that_misses_goes_back_to_where_its_move_started() -> None:
    state = duel_position()
    state.apply(Duel(YELLOW))
    events = state.apply(wide_shot(state))
    returned = next(e for e in events if e.code == "returned")
    assert returned.params["origin"] == list(sq("A5")) and returned.params["to"] == list(sq("A2"))
    assert fleet(state, RED).at == sq("A2")  # before the defender fires back
    assert state.shot.context == "reply" and state.shot.target == RED
    assert state.view(None).origin == sq("A2")


def test_a_duel_attacker_that_hits_stays_on_its_square() -> None:
    state = duel_position()
    state.apply(Duel(YELLOW))
    state.apply(true_shot(state))
    assert fleet(state, RED).at == sq("A5")


def test_a_caravel_hit_back_in_a_duel_gives_its_treasure_to_the_defender() -> None:
    state = duel_position(treasure=True, defender_treasure=False)
    pool = state.pool
    state.apply(Duel(YELLOW))
    state.apply(wide_shot(state))
    events = state.apply(true_shot(state))
    assert fleet(state, RED).ship == "frigate" and not fleet(state, RED).treasure
    assert fleet(state, YELLOW).treasure
    assert state.pool == pool
    assert any(e.code == "treasure_captured" for e in events)


def raft_duel_position():
    """Red's raft sails home from A7 to A5, on the west edge; yellow's frigate waits at K5,
    exactly opposite."""
    state = rolled(table(), 2)
    put(state, RED, "A7", "raft")
    put(state, YELLOW, "K5", "frigate", treasure=True)
    state.apply(Sail(*sq("A5")))
    return state


def test_a_raft_may_start_a_duel_and_is_not_fired_back_at() -> None:
    # A raft cannot be fired at: when it misses, it goes back and the duel ends there.
    state = raft_duel_position()
    assert set(state.legal_actions()) == {Duel(YELLOW), NoDuel()}
    state.apply(Duel(YELLOW))
    events = state.apply(wide_shot(state))
    assert [e.code for e in events][-2:] == ["returned", "raft_spared"]
    assert fleet(state, RED).at == sq("A7")
    assert state.phase == "roll" and state.fleet != RED and state.shot is None


def test_a_raft_that_hits_takes_no_treasure() -> None:
    # The frigate it hits becomes a raft; the raft carries nothing: the treasure goes back.
    state = raft_duel_position()
    pool = state.pool
    state.apply(Duel(YELLOW))
    state.apply(true_shot(state))
    assert fleet(state, YELLOW).ship == "raft" and not fleet(state, YELLOW).treasure
    assert not fleet(state, RED).treasure and state.pool == pool + 1


def test_a_duel_attacker_back_in_its_own_port_is_not_fired_back_at() -> None:
    state = duel_position(start="A1")  # red's own port
    state.apply(Duel(YELLOW))
    events = state.apply(wide_shot(state))
    assert fleet(state, RED).at == sq("A1")
    assert "safe_in_port" in [e.code for e in events]
    assert state.phase == "roll" and state.fleet != RED and state.shot is None


# -- records and computer aim -----------------------------------------------------------


def test_replaying_a_record_reproduces_every_shot() -> None:
    game = registry.get("canon-noir")
    rng = random.Random(4)
    for seed in range(40):
        state = game.new_state(2, seed)
        record = GameRecord(
            game_id="canon-noir",
            seats=[SeatRecord(name=n, colour="#000000") for n in "AB"],
            seed=seed,
        )
        shots = []
        while not state.is_over and len(record.actions) < 3000:
            legal = state.legal_actions()
            action = rng.choice(legal)
            events = state.apply(action)
            record.actions.append(game.encode_action(action))
            shots += [e.params for e in events if e.code == "shot"]
        if shots:
            break
    rebuilt, events = replay(record)
    assert [e.params for es in events for e in es if e.code == "shot"] == shots
    assert rebuilt.view(None) == state.view(None)


def hit_rate(level: str, distance_squares: int, shots: int = 300) -> float:
    game = registry.get("canon-noir")
    rng = random.Random(level + str(distance_squares))
    hits = 0
    for _ in range(shots):
        state = rolled(table(), 2)
        put(state, RED, "F4", "caravel")
        put(state, YELLOW, f"F{2 + distance_squares}" if distance_squares <= 6 else "K8", "caravel")
        state.apply(Sail(*sq("F2")))
        state.apply(Aim(YELLOW))
        bot = make_bot(level, game, fleet(state, RED).owner, rng.randrange(10**9))
        seat = state.actor()
        events = state.apply(bot.choose(state.view(seat), state.legal_actions()))
        hits += events[0].params["hit"]
    return hits / shots


def test_computer_aim_gets_better_with_the_level() -> None:
    rates = [hit_rate(level, 5) for level in ("random", "greedy")]
    assert rates[0] < 0.05 < 0.3 < rates[1]


def test_computer_aim_errs_less_at_a_higher_level_and_never_none() -> None:
    # Four squares away: the hard player hits more often than the easy one, and misses
    # sometimes (its aim has an error too).
    easy, hard = hit_rate("easy", 4), hit_rate("hard", 4)
    assert easy < hard < 1.0


def test_computer_aims_at_a_laden_frigate_first() -> None:
    state = at_black_cannon(yellow=("J7", "caravel", False), green=("B6", "frigate", True))
    bot = make_bot("greedy", GAME, state.actor(), 1)
    assert bot.choose(state.view(state.actor()), state.legal_actions()) == Aim(GREEN)


def test_the_turn_rolls_on_after_the_shot() -> None:
    state = at_black_cannon(yellow=("J7", "caravel", False))
    state.apply(Aim(YELLOW))
    state.apply(wide_shot(state))
    assert state.legal_actions() == [Roll()]
