"""The end of a Cappella game: the fourth building, a blocked player, scores and ties."""

from __future__ import annotations

from capboard.engine import registry
from capboard.games.cappella.actions import PayPath, PlaceBuilding, StartBuild
from tests.games.cappella.positions import board, cell, lay, path


def build_chapel_at_c5(state) -> list:
    lay(state, 0, ("C2", "C3"), ("C3", "C4"), ("C4", "C5"))
    events = []
    for step in (
        StartBuild("chapel"),
        PayPath(*sorted((cell("C2"), cell("C3"))), "wood"),
        PayPath(*sorted((cell("C3"), cell("C4"))), "stone"),
        PlaceBuilding(cell("C5")),
    ):
        events += state.apply(step)
    return events


def test_the_game_ends_at_once_with_the_fourth_building() -> None:
    state = board(A1="wood", C2="wood", C5="wood")
    state.buildings_left[0] = 1
    events = build_chapel_at_c5(state)
    assert state.is_over
    assert state.current_player is None
    assert state.legal_actions() == []
    assert events[-1].code == "game_over"
    assert events[-1].params == {"reason": "fourth_building", "seat": 0}
    assert state.outcome().reason == "fourth_building"


def test_three_buildings_do_not_end_the_game() -> None:
    state = board(A1="wood", C2="wood", C5="wood")
    state.buildings_left[0] = 2
    build_chapel_at_c5(state)
    assert not state.is_over
    assert state.current_player == 1


def test_a_blocked_player_to_move_ends_the_game() -> None:
    # The only green border token is A1, and its other neighbour A2 is water: once player 0
    # has laid A1-B1, player 1 (6 paths in stock) has nowhere to start and cannot build.
    state = board(A1="wood", A2="water")
    events = state.apply(path("A1", "B1"))
    assert state.stock[1] == 6
    assert state.is_over
    assert events[-1].params == {"reason": "blocked", "seat": 1}
    assert state.outcome().reason == "blocked"


def test_a_player_with_an_empty_stock_and_reserve_and_nothing_to_build_is_blocked() -> None:
    state = board(A1="wood")
    state.stock[1] = 0
    state.reserve[1] = 0
    state.apply(path("A1", "B1"))
    assert state.is_over
    assert state.outcome().details["seat"] == 1


def test_scores_count_building_points_plus_one_next_to_water() -> None:
    state = board(C3="wood", D3="village", E4="town", B5="water", D4="water")
    # D4 neighbours D3 and E4 (and C4...): churches/cathedrals there get +1.
    state.buildings[cell("C3")] = (0, "chapel")
    state.buildings[cell("D3")] = (0, "church")
    state.buildings[cell("E4")] = (1, "cathedral")
    assert state.scores() == [1 + 2 + 1, 3 + 1]


def test_more_points_wins() -> None:
    state = board()
    state.buildings[cell("C3")] = (0, "church")
    state.buildings[cell("C5")] = (1, "chapel")
    state.end = ("blocked", 1)
    assert state.outcome().winners == (0,)
    assert state.outcome().scores == (2.0, 1.0)


def test_tied_points_more_buildings_wins() -> None:
    state = board()
    state.buildings[cell("C3")] = (0, "church")
    state.buildings[cell("C5")] = (1, "chapel")
    state.buildings[cell("E5")] = (1, "chapel")
    state.buildings_left = [3, 2]
    state.end = ("blocked", 0)
    assert state.outcome().scores == (2.0, 2.0)
    assert state.outcome().winners == (1,)


def test_tied_points_and_buildings_is_a_draw() -> None:
    state = board()
    state.buildings[cell("C3")] = (0, "chapel")
    state.buildings[cell("C5")] = (1, "chapel")
    state.buildings_left = [3, 3]
    state.end = ("blocked", 0)
    outcome = state.outcome()
    assert outcome.is_draw
    assert set(outcome.winners) == {0, 1}


def test_the_greedy_player_beats_the_random_one() -> None:
    from capboard.engine.levels import make_bot

    game = registry.get("cappella")
    wins = 0
    for seed in range(10):
        state = game.new_state(2, seed)
        bots = [make_bot("greedy", game, 0, seed), make_bot("random", game, 1, seed)]
        while not state.is_over:
            seat = state.actor()
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        wins += state.outcome().winners == (0,)
    assert wins >= 7


def test_a_deal_that_blocks_the_first_player_ends_the_game_at_once() -> None:
    # Seed 148306 deals no green token on the border: the first player can lay no path, has
    # nothing to build and a full stock, so is blocked before the first move. The game ends
    # there (a draw: no building on either side), and the log says so from the start.
    game = registry.get("cappella")
    state = game.new_state(2, 148306, {})
    grid = state.data.grid
    assert not any(state.tokens[c] == "wood" and grid.is_border(c) for c in range(len(grid)))
    assert state.is_over and state.actor() is None and state.legal_actions() == []
    outcome = state.outcome()
    assert outcome.reason == "blocked" and outcome.winners == (0, 1)
    assert state.setup_events()[0].params == {
        "reason": "blocked",
        "seat": state.first_player,
        "deal": True,
    }
    # An ordinary deal starts as usual, with nothing said at set-up.
    assert not game.new_state(2, 1, {}).is_over and game.new_state(2, 1, {}).setup_events() == []
