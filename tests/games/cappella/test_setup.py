"""Cappella set-up: the honeycomb, the tokens, the first player and the paths in stock."""

from __future__ import annotations

from collections import Counter

from capboard.engine import registry
from capboard.games.cappella.actions import cell_label
from capboard.games.cappella.board import cappella_data

GAME = registry.get("cappella")


def test_the_honeycomb_has_rows_of_7_6_7_6_7_6_cells() -> None:
    grid = cappella_data().grid
    rows = Counter(r for _q, r in grid.cells)
    assert [rows[r] for r in sorted(rows)] == [7, 6, 7, 6, 7, 6]
    assert len(grid) == 39


def test_a_number_that_is_no_cell_is_named_as_such_never_as_a_real_cell() -> None:
    real = {cell_label(i) for i in range(len(cappella_data().grid))}
    assert len(real) == 39
    for number in (-1, -39, 39, 999, 2**63):
        assert cell_label(number) == f"?{number}"
        assert cell_label(number) not in real


def test_a_border_token_has_fewer_than_six_neighbours() -> None:
    grid = cappella_data().grid
    for i, (_q, r) in enumerate(grid.cells):
        in_middle_rows = 0 < r < 5
        col = [c for c, (_, rr) in enumerate(grid.cells) if rr == r].index(i)
        width = 7 if r % 2 == 0 else 6
        expected_border = not in_middle_rows or col in (0, width - 1)
        assert grid.is_border(i) == expected_border
        assert grid.is_border(i) == (len(grid.neighbours[i]) < 6)


def test_the_39_tokens_are_the_game_s_and_shuffled_by_the_seed() -> None:
    counts = {"wood": 12, "stone": 6, "gold": 6, "village": 6, "town": 6, "water": 3}
    layouts = set()
    for seed in range(10):
        state = GAME.new_state(2, seed)
        assert Counter(state.tokens) == counts
        layouts.add(state.tokens)
        assert GAME.new_state(2, seed).tokens == state.tokens  # the seed decides
    assert len(layouts) == 10


def test_first_player_by_lot_takes_5_paths_the_second_6_the_rest_in_reserve() -> None:
    firsts = set()
    for seed in range(20):
        state = GAME.new_state(2, seed)
        first, second = state.first_player, 1 - state.first_player
        firsts.add(first)
        assert state.current_player == first
        assert (state.stock[first], state.reserve[first]) == (5, 15)
        assert (state.stock[second], state.reserve[second]) == (6, 14)
        assert state.buildings_left == [4, 4]
    assert firsts == {0, 1}
