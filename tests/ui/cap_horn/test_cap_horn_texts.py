"""Cap Horn's words: every event, action, prompt and side-panel line reads as a sentence."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

from capboard.engine import registry
from capboard.engine.protocol import Event
from capboard.games.cap_horn.actions import (
    BuyCard,
    CoverCard,
    CrossFinish,
    EndTurn,
    Ignore,
    LayCard,
    Renounce,
    Sail,
    Sprint,
)
from capboard.games.cap_horn.view import Rose
from capboard.ui.games.cap_horn import GAME_UI, texts
from capboard.ui.games.cap_horn.chart import chart
from tests.ui.cap_horn.cap_horn_games import NAMES, greedy_choice, play_until, sailor_choice
from tests.ui.cap_horn.test_cap_horn_scene import hand_view

EVENT_CODES = (
    "start",
    "point",
    "card_laid",
    "card_covered",
    "sailed",
    "stayed",
    "renounced",
    "ignored",
    "sprinted",
    "rose_taken",
    "card_drawn",
    "cards_bought",
    "reshuffled",
    "finished",
    "game_over",
)


def _events() -> list[Event]:
    events = [Event("start", {"order": [1, 0]}), Event("reshuffled", {"count": 23})]
    for seat in (0, 1):
        events += [
            Event("point", {"seat": seat, "points": 5}),
            Event("card_laid", {"seat": seat, "card": 13, "at": [10, 3]}),
            Event("card_covered", {"seat": seat, "card": 18, "at": [10, 3], "covered": 13}),
            Event(
                "sailed",
                {
                    "seat": seat,
                    "origin": [15, 0],
                    "to": [14, 2],
                    "path": [[15, 1], [14, 2]],
                    "sprint": False,
                },
            ),
            Event(
                "sailed",
                {"seat": seat, "origin": [14, 2], "to": [13, 4], "path": [], "sprint": True},
            ),
            Event(
                "sailed", {"seat": seat, "origin": [2, 3], "to": None, "path": [], "sprint": False}
            ),
            Event("stayed", {"seat": seat}),
            Event("renounced", {"seat": seat, "points": 6}),
            Event("ignored", {"seat": seat, "origin": [14, 2], "to": [13, 2], "points": 2}),
            Event("sprinted", {"seat": seat, "points": 1}),
            Event("finished", {"seat": seat}),
            *(
                Event("rose_taken", {"seat": seat, "stage": 2, "colour": c})
                for c in ("yellow", "red", "green")
            ),
            *(Event("game_over", {"seat": seat, "reason": r}) for r in ("finish", "three_roses")),
            Event("card_drawn", {"seat": seat}, private={"card": 19}, owner=seat),
            Event("cards_bought", {"seat": seat, "points": 2}, private={"card": 4}, owner=seat),
        ]
    return events


def test_every_event_code_formats_with_names_with_and_without_its_private_part():
    view = hand_view()
    events = _events()
    assert {e.code for e in events} == set(EVENT_CODES)
    lines = []
    for event in events:
        for seen in (event, event.seen_by(None), event.seen_by(1 - (event.owner or 0))):
            text = GAME_UI.format_event(seen, view, NAMES)
            assert text and text != event.code and "{" not in text
            if "seat" in event.params and not (seen.private and event.owner == view.seat):
                assert NAMES[event.params["seat"]] in text
            lines.append(text)
    start = GAME_UI.format_event(events[0], view, NAMES)
    assert "Bruno on 1" in start and "Alice on 2" in start
    laid = GAME_UI.format_event(events[3], view, NAMES)
    assert laid == "Alice lays a 2 (↖ ↑) on K4."


def test_a_drawn_card_is_named_to_its_owner_only():
    drawn = Event("card_drawn", {"seat": 0}, private={"card": 4}, owner=0)
    mine = GAME_UI.format_event(drawn.seen_by(0), hand_view(seat=0), NAMES)
    theirs = GAME_UI.format_event(drawn.seen_by(1), hand_view(seat=1), NAMES)
    assert mine == "You draw a 1 (↑)."
    assert theirs == "Alice draws a card."
    bought = Event("cards_bought", {"seat": 1, "points": 3}, private={"card": 15}, owner=1)
    assert GAME_UI.format_event(bought.seen_by(1), hand_view(seat=1), NAMES) == (
        "You buy a 3 (↑) (3 left in the logbook)."
    )
    assert "Bruno buys a card" in GAME_UI.format_event(bought.seen_by(0), hand_view(), NAMES)


def test_events_of_a_real_game_format():
    # A whole seeded game, the sailor against the greedy computer player.
    replay = registry.get("cap-horn").new_state(2, 0)
    game_events = list(replay.setup_events())
    while not replay.is_over:
        seat = replay.actor()
        action = sailor_choice(replay) if seat == 0 else greedy_choice(replay)
        game_events += replay.apply(action)
    seen = set()
    for event in game_events:
        seen.add(event.code)
        for viewer in (0, 1):
            text = GAME_UI.format_event(event.seen_by(viewer), replay.view(viewer), NAMES)
            assert text != event.code and "?" not in text
    assert {"start", "point", "card_laid", "sailed", "rose_taken", "game_over"} <= seen


def test_every_action_has_a_description():
    view = hand_view()
    actions = [
        LayCard(14, 10, 3),
        CoverCard(15, 10, 3),
        Sail(10, 4),
        CrossFinish(),
        Renounce(),
        Ignore(10, 4),
        Sprint(),
        BuyCard(),
        EndTurn(),
    ]
    described = [GAME_UI.describe_action(a, view, NAMES) for a in actions]
    assert described == [
        "Lay a 2 (↑ ↗) on K4",
        "Cover the card on K4 with a 3 (↑)",
        "Sail to K5",
        "Cross the finish line",
        "Renounce the move (+1 point)",
        "Ignore the card: go to K5 (−3 points)",
        "Sprint: two moves (−5 points)",
        "Buy a card (−1 point)",
        "End the turn",
    ]


def test_every_card_has_a_name_from_its_data():
    names = {kind: texts.card_name(kind) for kind in chart().cards}
    assert len(set(names.values())) == len(names) == 22
    assert names[18] == "1↑, then 2← or 2→"
    assert names[19] == "1↗ or 2↙"
    assert names[1] == "1 (↖ ↑ ↗ ← →)"


def test_the_keyboard_list_holds_every_legal_action_moves_first():
    state, _ = play_until(lambda s, v: v.phase == "lay" and len(s.legal_actions()) > 10)
    legal = state.legal_actions()
    listed = GAME_UI.listed_actions(state.view(state.actor()), legal)
    assert len(listed) == len(legal) and set(listed) == set(legal)
    kinds = [type(a) for a in listed]
    if Sail in kinds and LayCard in kinds:
        assert kinds.index(Sail) < kinds.index(LayCard)


def test_prompts_name_the_player_and_the_step():
    prompts = {
        phase: GAME_UI.prompt(hand_view(phase=phase), NAMES)
        for phase in ("lay", "covered", "sprint", "sprint2", "buy")
    }
    assert prompts == {
        "lay": "Alice — lay cards or sail",
        "covered": "Alice — sail (a card was covered)",
        "sprint": "Alice — first move of the sprint",
        "sprint2": "Alice — second move",
        "buy": "Alice — buy cards or end your turn",
    }
    over = GAME_UI.prompt(hand_view(phase="over", is_over=True, winner=0), NAMES)
    assert over and over not in prompts.values()


def test_player_lines_show_points_hand_roses_and_start_square():
    view = hand_view(roses=((), (Rose(1, "red"), Rose(2, "green"))))
    assert GAME_UI.player_lines(view, 0) == [
        "Navigation points: 4 of 8",
        "Cards in hand: 3",
        "Wind roses: none yet",
        "Start square: 1",
    ]
    lines = GAME_UI.player_lines(view, 1)
    assert "Wind roses: red (stage 1), green (stage 2)" in lines
    assert "Start square: 2" in lines
    assert GAME_UI.title() == "Cap Horn" and GAME_UI.blurb()
    assert dataclasses.is_dataclass(view)


def test_every_string_goes_through_translate_with_literal_text():
    """The extractor sees only ``QCoreApplication.translate("CapHorn", "literal")``."""
    package = Path(__file__).resolve().parents[3] / "capboard" / "ui" / "games" / "cap_horn"
    calls = 0
    for path in package.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            func = node.func if isinstance(node, ast.Call) else None
            if (
                isinstance(func, ast.Attribute)
                and func.attr == "translate"
                and getattr(func.value, "id", "") == "QCoreApplication"
            ):
                calls += 1
                context, source = node.args[:2]
                assert isinstance(context, ast.Constant) and context.value == "CapHorn"
                assert isinstance(source, ast.Constant) and isinstance(source.value, str)
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute):
                assert node.value.attr != "translate", f"an alias of translate in {path.name}"
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("tr", "_"):
                raise AssertionError(f"a translation alias in {path.name}")
    assert calls > 60
