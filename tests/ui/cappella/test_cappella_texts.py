"""Cappella's words: every event, action, prompt and side-panel line reads as a sentence."""

from __future__ import annotations

import dataclasses

from capboard.engine import levels, registry
from capboard.engine.protocol import Event
from capboard.games.cappella.actions import (
    PayPath,
    PlaceBuilding,
    PlacePath,
    StartBuild,
    TakeFromReserve,
)
from capboard.games.cappella.view import BuildInProgress
from capboard.ui.games.cappella import GAME_UI
from tests.ui.cappella.cappella_games import NAMES, has_paths_of_both, play_until

EVENT_CODES = (
    "path_placed",
    "bonus",
    "reserve_taken",
    "build_started",
    "path_paid",
    "building_placed",
    "paths_returned",
    "game_over",
)


def _events(view) -> list[Event]:
    a, b = view.sides[0]
    events = []
    for seat in (0, 1):
        events += [
            Event("path_placed", {"seat": seat, "a": a, "b": b}),
            Event("reserve_taken", {"seat": seat}),
        ]
        for token in ("village", "town"):
            for count in (1, 2, 3):
                events.append(Event("bonus", {"seat": seat, "token": token, "count": count}))
        for building in ("chapel", "church", "cathedral"):
            events.append(Event("build_started", {"seat": seat, "building": building}))
            events.append(Event("building_placed", {"seat": seat, "building": building, "cell": a}))
        for material in ("wood", "stone", "gold"):
            events.append(Event("path_paid", {"seat": seat, "a": a, "b": b, "material": material}))
        for reason in ("fourth_building", "blocked"):
            events.append(Event("game_over", {"reason": reason, "seat": seat}))
    events.append(Event("paths_returned", {"cell": a, "counts": [2, 1]}))
    events.append(Event("paths_returned", {"cell": a, "counts": [0, 1]}))
    return events


def test_every_event_code_is_covered_and_formats_with_names():
    state, _ = play_until(lambda s, v: True)
    view = state.view(0)
    events = _events(view)
    assert {e.code for e in events} == set(EVENT_CODES)
    for event in events:
        text = GAME_UI.format_event(event, view, NAMES)
        assert text and text != event.code
        if "seat" in event.params:
            assert NAMES[event.params["seat"]] in text
    returned = GAME_UI.format_event(events[-2], view, NAMES)
    assert all(name in returned for name in NAMES)
    assert view.label(view.sides[0][0]) in returned


def test_events_of_a_real_game_format():
    # A whole seeded game between computer players, formatting every event on the way.
    game = registry.get("cappella")
    replay = game.new_state(2, 0)
    players = [levels.make_bot("greedy", game, seat, seat) for seat in range(2)]
    seen = set()
    while not replay.is_over:
        seat = replay.actor()
        for event in replay.apply(players[seat].choose(replay.view(seat), replay.legal_actions())):
            seen.add(event.code)
            assert GAME_UI.format_event(event, replay.view(0), NAMES) != event.code
    assert "game_over" in seen and "path_placed" in seen


def test_every_action_has_a_description():
    state, _ = play_until(lambda s, v: has_paths_of_both(v))
    view = state.view(0)
    a, b = view.sides[0]
    actions = [
        PlacePath(a, b),
        TakeFromReserve(),
        *(StartBuild(x) for x in ("chapel", "church", "cathedral")),
        *(PayPath(a, b, m) for m in ("wood", "stone", "gold")),
    ]
    texts = [GAME_UI.describe_action(x, view, NAMES) for x in actions]
    for building in ("chapel", "church", "cathedral"):
        building_view = dataclasses.replace(view, build=BuildInProgress(building, (), ()))
        texts.append(GAME_UI.describe_action(PlaceBuilding(a), building_view, NAMES))
    assert all(texts) and len(set(texts)) == len(texts)
    assert view.label(a) in texts[0] and view.label(b) in texts[0]
    assert all(x.notation() != t for x, t in zip(actions, texts, strict=False))


def test_prompts_name_the_player_and_the_step():
    state, _ = play_until(lambda s, v: has_paths_of_both(v) and v.build is None)
    view = state.view(state.actor())
    name = NAMES[state.actor()]
    prompts = {GAME_UI.prompt(view, NAMES)}
    prompts.add(GAME_UI.prompt(dataclasses.replace(view, stock=(0, 0)), NAMES))
    for due in (("stone",), ("wood", "gold", "gold"), ()):
        prompts.add(
            GAME_UI.prompt(
                dataclasses.replace(view, build=BuildInProgress("church", due, ())), NAMES
            )
        )
    assert len(prompts) == 5
    assert all(name in p for p in prompts)
    over = GAME_UI.prompt(dataclasses.replace(view, is_over=True), NAMES)
    assert over and over not in prompts


def test_first_prompt_points_to_the_border_wood():
    state, _ = play_until(lambda s, v: True)
    view = state.view(state.actor())
    assert NAMES[state.actor()] in GAME_UI.prompt(view, NAMES)
    assert GAME_UI.prompt(view, NAMES) != GAME_UI.prompt(
        dataclasses.replace(view, buildings=((state.actor(), "chapel"), *view.buildings[1:])),
        NAMES,
    )


def test_player_lines_show_supplies_and_score():
    state, _ = play_until(lambda s, v: has_paths_of_both(v))
    view = state.view(0)
    for seat in (0, 1):
        lines = GAME_UI.player_lines(view, seat)
        assert len(lines) >= 5
        joined = "\n".join(lines)
        for number in (
            view.stock[seat],
            view.reserve[seat],
            view.buildings_left[seat],
            view.scores[seat],
        ):
            assert str(number) in joined


def test_title_blurb_and_box_art():
    assert GAME_UI.title() == "Cappella"
    assert len(GAME_UI.blurb()) > 20
    assert GAME_UI.box_art().is_file()
