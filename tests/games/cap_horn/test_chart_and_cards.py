"""Cap Horn's chart, its navigation cards, and each card's moves in each stage."""

from __future__ import annotations

from collections import Counter

import pytest

from capboard.games.cap_horn.actions import COLUMNS, ROWS, Sail, square_label
from capboard.games.cap_horn.board import cap_horn_data
from tests.games.cap_horn.positions import GAME, card, ship, sq, table

DATA = cap_horn_data()

# Each stage's card orientation, written out by hand: the vector of every arrow.
ARROWS = {
    1: {  # forward is south; facing south, left is east
        "F": (0, 1), "B": (0, -1), "L": (1, 0), "R": (-1, 0),
        "FL": (1, 1), "FR": (-1, 1), "BL": (1, -1), "BR": (-1, -1),
    },
    2: {  # forward is west; facing west, left is south
        "F": (-1, 0), "B": (1, 0), "L": (0, 1), "R": (0, -1),
        "FL": (-1, 1), "FR": (-1, -1), "BL": (1, 1), "BR": (1, -1),
    },
    3: {  # forward is north; facing north, left is west
        "F": (0, -1), "B": (0, 1), "L": (-1, 0), "R": (1, 0),
        "FL": (-1, -1), "FR": (1, -1), "BL": (-1, 1), "BR": (1, 1),
    },
}  # fmt: skip

# The rule book's table: kind -> (squares, arrows, cards), for the straight kinds.
STRAIGHT = {
    1: (1, "F FL FR L R", 4), 2: (1, "F L R", 6), 3: (1, "FL FR", 6), 4: (1, "F", 8),
    5: (1, "L R", 2), 6: (1, "B BR", 2), 7: (2, "F FL FR L R", 2), 8: (2, "F L R", 4),
    9: (2, "FL FR", 4), 10: (2, "L R", 3), 11: (2, "F", 6), 12: (2, "B BL BR", 3),
    13: (2, "F FL", 6), 14: (2, "F FR", 4), 15: (3, "F", 6), 16: (3, "F FL FR", 5),
    17: (3, "FL FR", 4), 20: (3, "L R", 2), 21: (2, "B", 3), 22: (3, "F L R", 4),
}  # fmt: skip
CENTRES = {1: "M4", 2: "J8", 3: "C7"}


def test_the_chart_is_16_by_10_with_five_start_squares() -> None:
    assert (DATA.width, DATA.height) == (16, 10)
    assert DATA.start_squares == tuple(sq(x) for x in ("P1", "O1", "N1", "M1", "L1"))


def test_a_square_off_the_chart_is_named_as_such_never_as_a_real_square() -> None:
    assert (len(COLUMNS), ROWS) == (DATA.width, DATA.height)
    assert square_label((15, 9)) == "P10"
    for x, y in ((-1, 0), (16, 0), (0, 10), (0, -1), (2**63, 3)):
        assert square_label((x, y)) == f"?{x},{y}"


def test_three_stages_yellow_blue_red_sailed_south_west_north() -> None:
    stages = DATA.stages
    assert [(s.colour, s.forward) for s in stages] == [("yellow", 4), ("blue", 6), ("red", 0)]
    assert (stages[0].x, stages[0].y) == (range(9, 16), range(1, 6))
    assert (stages[1].x, stages[1].y) == (range(5, 14), range(6, 10))
    assert (stages[2].x, stages[2].y) == (range(0, 5), range(3, 10))
    sea = [s for s in ((x, y) for x in range(16) for y in range(10)) if DATA.is_sea(s)]
    assert len(sea) == 35 + 36 + 35 + 5


def test_nine_stations_one_of_each_colour_per_stage() -> None:
    placed = {(s.stage, s.colour): s.at for s in DATA.stations}
    assert placed == {
        (1, "yellow"): (14, 2), (1, "red"): (10, 3), (1, "green"): (12, 5),
        (2, "yellow"): (6, 7), (2, "red"): (9, 9), (2, "green"): (12, 7),
        (3, "yellow"): (3, 4), (3, "red"): (1, 6), (3, "green"): (3, 8),
    }  # fmt: skip
    for station in DATA.stations:
        assert station.at in DATA.stages[station.stage - 1]
    assert DATA.roses_per_colour == 5


def test_89_cards_in_22_kinds_with_the_rule_book_counts() -> None:
    counts = Counter(DATA.deck)
    assert len(DATA.deck) == 89 and len(counts) == 22
    for kind, (_, _, number) in STRAIGHT.items():
        assert counts[kind] == number
    assert (counts[18], counts[19]) == (2, 3)


def open_sea_with(kind: int, stage: int):
    """Every sea square holds a card; the ship stands on a card of ``kind`` mid-stage."""
    state = table()
    for x in range(16):
        for y in range(10):
            if DATA.stage_of((x, y)) is not None:
                state.cards[(x, y)] = 4
    centre = CENTRES[stage]
    card(state, centre, kind)
    ship(state, 0, centre)
    ship(state, 1, "P1")
    return state, sq(centre)


def ends(state) -> set[tuple[int, int]]:
    return {(a.x, a.y) for a in state.legal_actions() if isinstance(a, Sail)}


def expected_straight(centre, kind: int, stage: int) -> set[tuple[int, int]]:
    length, arrows, _ = STRAIGHT[kind]
    result = set()
    for arrow in arrows.split():
        dx, dy = ARROWS[stage][arrow]
        path = [(centre[0] + k * dx, centre[1] + k * dy) for k in range(1, length + 1)]
        if all(DATA.is_sea(p) for p in path) and path[-1] != sq("P1"):
            result.add(path[-1])
    return result


@pytest.mark.parametrize("stage", [1, 2, 3])
@pytest.mark.parametrize("kind", sorted(STRAIGHT))
def test_each_straight_card_moves_by_its_arrows_turned_to_the_stage(kind: int, stage: int) -> None:
    state, centre = open_sea_with(kind, stage)
    assert ends(state) == expected_straight(centre, kind, stage)


def expected_bent(centre, stage: int, options) -> set[tuple[int, int]]:
    """Ends of moves given as lists of (arrow, squares), every square passed being sea."""
    result = set()
    for option in options:
        x, y = centre
        path = []
        for arrow, length in option:
            dx, dy = ARROWS[stage][arrow]
            for _ in range(length):
                x, y = x + dx, y + dy
                path.append((x, y))
        if all(DATA.is_sea(p) for p in path):
            result.add(path[-1])
    return result


@pytest.mark.parametrize("stage", [1, 2, 3])
def test_card_18_goes_one_forward_then_two_left_or_right(stage: int) -> None:
    state, centre = open_sea_with(18, stage)
    options = [[("F", 1), ("L", 2)], [("F", 1), ("R", 2)]]
    assert ends(state) == expected_bent(centre, stage, options)
    assert ends(state)


@pytest.mark.parametrize("stage", [1, 2, 3])
def test_card_19_goes_one_forward_right_or_two_back_left(stage: int) -> None:
    state, centre = open_sea_with(19, stage)
    options = [[("FR", 1)], [("BL", 2)]]
    assert ends(state) == expected_bent(centre, stage, options)
    assert ends(state)


def test_a_start_square_moves_one_square_in_any_direction() -> None:
    state = table()
    ship(state, 0, "M1")
    for label in ("L2", "M2", "N2"):
        card(state, label, 4)
    assert ends(state) == {sq("L2"), sq("M2"), sq("N2"), sq("L1"), sq("N1")} - {state.ships[1]}


def test_set_up_three_secret_cards_three_points_and_start_squares_in_turn_order() -> None:
    firsts = set()
    for seed in range(20):
        state = GAME.new_state(4, seed)
        assert [len(h) for h in state.hands] == [3, 3, 3, 3]
        first = state.order[0]
        firsts.add(first)
        assert state.current_player == first
        assert state.points[first] == 4  # 3, then the first turn's navigation point
        assert all(p == 3 for s, p in enumerate(state.points) if s != first)
        for number, seat in enumerate(state.order):
            assert state.ships[seat] == DATA.start_squares[number]
        assert state.order == tuple((first + i) % 4 for i in range(4))
        assert sum(map(len, state.piles)) == 89 - 12
    assert len(firsts) == 4
