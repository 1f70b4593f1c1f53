"""Cap Horn's stations and wind roses, and the two ways to win (and the called race)."""

from __future__ import annotations

import random

from capboard.games.cap_horn.actions import CrossFinish, EndTurn, LayCard, Sail, Sprint
from capboard.games.cap_horn.view import Rose
from tests.games.cap_horn.positions import GAME, card, hand, hold, roses, ship, sq, table


def to_station(state, station: str, start: str = "O2") -> list:
    """Sail seat 0 from ``start`` one square south (stage 1) onto a station."""
    ship(state, 0, start)
    card(state, start, 4)
    card(state, station, 4)
    return state.apply(Sail(*sq(station)))


def test_stopping_on_a_station_takes_a_rose_of_its_colour() -> None:
    state = table()
    events = to_station(state, "O3")  # the yellow station of stage 1
    assert state.roses[0] == [Rose(1, "yellow")]
    assert "rose_taken" in [e.code for e in events]


def test_only_one_rose_per_stage() -> None:
    state = table()
    roses(state, 0, (1, "red"))
    to_station(state, "O3")
    assert state.roses[0] == [Rose(1, "red")]


def test_never_two_roses_of_one_colour() -> None:
    state = table()
    roses(state, 0, (2, "yellow"))
    to_station(state, "O3")
    assert state.roses[0] == [Rose(2, "yellow")]


def test_passing_over_a_station_takes_nothing() -> None:
    state = table()
    ship(state, 0, "O2")
    card(state, "O2", 11)  # 2 south, over the station at O3
    card(state, "O4", 4)
    state.apply(Sail(*sq("O4")))
    assert state.roses[0] == []


def test_each_move_of_a_sprint_stops_at_a_station() -> None:
    state = table()
    state.points[0] = 5
    ship(state, 0, "O2")
    card(state, "O2", 4)
    card(state, "O3", 4)
    card(state, "O4", 4)
    state.apply(Sprint())
    state.apply(Sail(*sq("O3")))
    assert state.roses[0] == [Rose(1, "yellow")]


def test_a_third_rose_wins_at_once() -> None:
    state = table()
    roses(state, 0, (2, "red"), (3, "green"))
    events = to_station(state, "O3")
    assert state.is_over
    assert events[-1].params == {"seat": 0, "reason": "three_roses"}
    assert state.outcome().winners == (0,)
    assert state.outcome().reason == "three_roses"


def test_two_roses_and_crossing_the_finish_line_first_wins() -> None:
    state = table()
    roses(state, 0, (1, "yellow"), (2, "red"))
    ship(state, 0, "C5")
    card(state, "C5", 15)  # 3 north: over the line after one square
    legal = state.legal_actions()
    assert CrossFinish() in legal
    events = state.apply(CrossFinish())
    assert state.is_over
    assert [e.code for e in events][-2:] == ["finished", "game_over"]
    assert state.outcome().reason == "finish"


def test_squares_past_the_line_need_no_card() -> None:
    state = table()
    roses(state, 0, (1, "yellow"), (2, "red"))
    ship(state, 0, "B4")
    card(state, "B4", 15)  # 3 north from the top row: all past the line, on land
    assert CrossFinish() in state.legal_actions()


def test_without_two_roses_the_line_is_a_wall() -> None:
    state = table()
    roses(state, 0, (1, "yellow"))
    ship(state, 0, "B4")
    card(state, "B4", 15)
    assert CrossFinish() not in state.legal_actions()
    assert not any(isinstance(a, Sail) for a in state.legal_actions())


def test_once_every_card_is_laid_one_last_round_then_the_race_is_called() -> None:
    state = table(players=3)
    state.piles = [[], []]
    state.discard = []
    hand(state, 0)
    state.hands = [[], [], []]
    roses(state, 2, (1, "green"))
    hold(state)
    events = state.apply(EndTurn())
    assert "last_round" in [e.code for e in events]
    assert state.view(0).last_turns == 2
    for _ in range(2):
        hold(state)
        events = state.apply(EndTurn())
    assert state.is_over
    assert state.outcome().reason == "called"
    assert state.outcome().winners == (2,)  # the most wind roses


def test_a_called_race_between_equals_goes_to_the_ship_further_along() -> None:
    state = table(players=2)
    state.piles, state.discard, state.hands = [[], []], [], [[], []]
    ship(state, 0, "M3")
    ship(state, 1, "M5")  # further south in stage 1: further along
    card(state, "M3", 15)
    card(state, "M5", 15)
    for _ in range(2):
        hold(state)
        state.apply(EndTurn())
    assert state.outcome().winners == (1,)


def test_random_races_always_end() -> None:
    rng = random.Random(7)
    for players in (2, 3, 4, 5):
        for seed in range(3):
            state = GAME.new_state(players, seed)
            steps = 0
            while not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
                steps += 1
                assert steps < GAME.action_bound
            assert state.outcome().reason in ("finish", "three_roses", "called")


def test_a_player_sees_only_their_own_hand() -> None:
    state = GAME.new_state(3, 4)
    for seat in range(3):
        view = state.view(seat)
        assert view.hand == tuple(sorted(state.hands[seat]))
        assert view.hand_sizes == (3, 3, 3)
    assert state.view(None).hand == ()


def test_two_quiet_rounds_becalm_the_sea_and_call_the_race() -> None:
    state = table(players=2)
    roses(state, 1, (1, "red"))
    for _turn in range(4):
        assert not state.is_over
        hold(state)
        state.apply(EndTurn())
    assert state.is_over
    assert state.outcome().reason == "becalmed"
    assert state.outcome().winners == (1,)


def test_a_card_laid_keeps_the_sea_alive() -> None:
    state = table(players=2)
    for _turn in range(3):
        hold(state)
        state.apply(EndTurn())
    hand(state, 1, 4)
    state.apply(LayCard(4, *sq("M2")))
    hold(state)
    state.apply(EndTurn())
    assert not state.is_over
    assert state.view(0).quiet_turns == 0
