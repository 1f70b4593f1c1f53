"""The Wonders of Catan on the table: the five wonder cards beside the board with their
builders and levels, lit when their move is legal (a click plays it); the wonder sites on the
scenario chooser's picture; the moves, the log and the players' lines in words."""

from __future__ import annotations

import dataclasses

from capboard.engine.protocol import Event
from capboard.games.catan.actions import BuildWonderLevel, ChooseWonder
from capboard.ui.games.catan import GAME_UI, texts_players, texts_wonders
from capboard.ui.games.catan.scenario_picture import map_picture
from tests.games.catan.test_wonders_of_catan import in_main, own_city, pay
from tests.ui.catan.conftest import NAMES
from tests.ui.catan.test_catan_scene import choose_by_click


def test_the_five_wonder_cards_stand_beside_the_board_and_follow_the_view(make_scene):
    state = in_main(4, 2)
    view = state.view(state.turn)
    scene, _ = make_scene(view, state.legal_actions())
    cards = scene.wonder_items()
    assert [c.wonder for c in cards] == [w for w, _, _ in view.wonders]
    assert len(cards) == 5 and all(c.isVisible() and c.owner is None for c in cards)
    assert all(scene.sceneRect().contains(c.sceneBoundingRect()) for c in cards)
    column = scene.panel(0).pos().x()  # in the column of the panels, under the buttons
    assert all(c.pos().x() == column for c in cards)
    tops = [c.pos().y() for c in cards]
    assert tops == sorted(tops) and tops[0] > scene.panel(3).pos().y()
    assert "Nobody builds it yet" in cards[0].toolTip()
    built = dataclasses.replace(
        view,
        wonders=tuple((w, 2, 3) if w == "great-wall" else (w, o, n) for w, o, n in view.wonders),
    )
    scene.show_view(built, state.legal_actions(), [])
    wall = next(c for c in scene.wonder_items() if c.wonder == "great-wall")
    assert wall is cards[3] and wall.owner == 2 and wall.levels == 3
    assert wall.colour.name() == scene._colour(2).name()
    assert NAMES[2] in wall.toolTip() and "3 of 4 levels" in wall.toolTip()


def test_a_wonder_card_is_lit_when_it_may_be_begun_and_a_click_begins_it(qtbot, make_scene):
    state = in_main(4, 2)
    seat = state.turn
    own_city(state, seat, 2)
    pay(state, seat, "theater")
    legal = state.legal_actions()
    assert ChooseWonder("theater") in legal
    scene, graphics = make_scene(state.view(seat), legal)
    lit = [c.wonder for c in scene.wonder_items() if c.is_active()]
    assert lit == ["theater"]
    theater = scene.wonder_items()[0]
    assert choose_by_click(qtbot, graphics, scene, theater) == ChooseWonder("theater")


def test_ones_own_wonder_card_builds_the_next_level(qtbot, make_scene):
    state = in_main(4, 2)
    seat = state.turn
    own_city(state, seat, 2)
    pay(state, seat, "theater", 2)
    state.apply(ChooseWonder("theater"))
    legal = state.legal_actions()
    scene, graphics = make_scene(state.view(seat), legal)
    theater = scene.wonder_items()[0]
    assert theater.owner == seat and theater.levels == 1 and theater.is_active()
    assert choose_by_click(qtbot, graphics, scene, theater) == BuildWonderLevel()


def test_other_games_have_no_wonder_cards(make_scene):
    from tests.games.catan.test_cloth_for_catan import in_main as cloth_main

    state = cloth_main(4, 1)
    scene, _ = make_scene(state.view(state.turn), state.legal_actions())
    assert scene.wonder_items() == []


def test_the_chooser_picture_marks_the_strait_and_the_wasteland() -> None:
    assert len(map_picture("wonders-of-catan", 4).wonder_sites) == 7
    assert len(map_picture("wonders-of-catan", 3).wonder_sites) == 7
    assert map_picture("cloth-for-catan", 4).wonder_sites == ()


def test_the_wonder_moves_log_and_lines_are_worded() -> None:
    state = in_main(4, 2)
    seat = state.turn
    own_city(state, seat, 2)
    pay(state, seat, "theater", 2)
    view = state.view(seat)
    assert GAME_UI.describe_action(ChooseWonder("theater"), view, NAMES) == (
        "Begin a wonder: Theater"
    )
    state.apply(ChooseWonder("theater"))
    view = state.view(seat)
    assert GAME_UI.describe_action(BuildWonderLevel(), view, NAMES) == (
        "Build level 2 of your wonder (Theater)"
    )
    line = GAME_UI.format_event(
        Event("wonder_level", {"seat": seat, "wonder": "theater", "level": 2}), view, NAMES
    )
    assert line == f"{NAMES[seat]} builds level 2 of their wonder (Theater)."
    assert "Wonder: Theater, 1 of 4 levels" in texts_players.player_lines(view, seat)
    assert not any("Wonder" in x for x in texts_players.player_lines(view, (seat + 1) % 4))


def test_a_hinted_level_says_it_builds_the_wonder() -> None:
    state = in_main(4, 2)
    seat = state.turn
    own_city(state, seat, 2)
    pay(state, seat, "theater")
    before = state.view(seat)
    state.apply(ChooseWonder("theater"))
    assert GAME_UI.hint_reason(before, state.view(seat), seat) == "builds your wonder"


def test_describe_the_board_tells_each_wonder_its_builder_level_condition_and_cost(make_scene):
    state = in_main(4, 2)
    view = state.view(state.turn)
    built = dataclasses.replace(
        view,
        wonders=tuple((w, 2, 3) if w == "great-wall" else (w, o, n) for w, o, n in view.wonders),
    )
    lines = GAME_UI.describe_board(built, list(NAMES))
    said = [line for line in lines if line.startswith("Wonder ")]
    assert len(said) == len(view.wonders) == 5
    wall = next(line for line in said if "Great Wall" in line)
    # Its builder, its levels out of four, what begins it and what the next level costs.
    assert NAMES[2] in wall and "3 of 4 levels" in wall
    assert "A settlement by the desert" in wall
    theater = next(line for line in said if "Theater" in line)
    assert "nobody builds it yet" in theater and "Two cities" in theater
    # The cost in words is the one the wonder card's tooltip gives.
    scene, _ = make_scene(built, state.legal_actions())
    for card in scene.wonder_items():
        cost = card.toolTip().split("Each level costs ")[1].split("\n")[0]
        line = next(line for line in said if texts_wonders.wonder_name(card.wonder) in line)
        assert line.endswith(f"costs {cost}.")
    # Elsewhere there are no wonders to tell.
    elsewhere = GAME_UI.describe_board(dataclasses.replace(view, wonders=()), list(NAMES))
    assert not any(line.startswith("Wonder ") for line in elsewhere)
