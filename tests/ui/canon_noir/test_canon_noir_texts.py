"""Canon Noir's words: every event, action, prompt and side-panel line reads as a sentence
with the players' names."""

from __future__ import annotations

import dataclasses

from capboard.engine import levels, registry
from capboard.engine.protocol import Event
from capboard.games.canon_noir.actions import Aim, Duel, Fire, NoDuel, Roll, Sail
from capboard.games.canon_noir.view import ShotView
from capboard.ui.games.canon_noir import GAME_UI
from capboard.ui.games.canon_noir.texts import who
from tests.ui.canon_noir.canon_noir_games import NAMES, phase_is, play_until

EVENT_CODES = (
    "roll_off",
    "first_player",
    "rolled",
    "sailed",
    "no_move",
    "treasure_taken",
    "treasure_banked",
    "refitted",
    "no_target",
    "aimed",
    "duel_started",
    "duel_declined",
    "shot",
    "ship_hit",
    "treasure_captured",
    "treasure_returned",
    "game_over",
)


def _events() -> list[Event]:
    events = [
        Event("roll_off", {"rounds": [[[0, 3, 4], [1, 5, 2]], [[0, 6, 6], [1, 1, 2]]]}),
        Event("first_player", {"seat": 1, "order": [1, 0]}),
    ]
    for fleet, seat in ((0, 0), (1, 1)):
        other = 1 - fleet
        events += [
            Event("rolled", {"fleet": fleet, "seat": seat, "dice": [3, 5]}),
            Event("rolled", {"fleet": fleet, "seat": seat, "dice": [4]}),
            *(
                Event(
                    "sailed",
                    {
                        "fleet": fleet,
                        "seat": seat,
                        "ship": ship,
                        "origin": [0, 0],
                        "to": [5, 0],
                        "distance": 5,
                    },
                )
                for ship in ("caravel", "frigate", "raft")
            ),
            Event("no_move", {"fleet": fleet, "seat": seat}),
            Event("treasure_taken", {"fleet": fleet, "seat": seat, "pool": 13}),
            Event("treasure_banked", {"fleet": fleet, "seat": seat, "banked": 2}),
            Event("refitted", {"fleet": fleet, "seat": seat}),
            Event("no_target", {"fleet": fleet, "seat": seat}),
            Event("aimed", {"fleet": fleet, "seat": seat, "target": other}),
            Event("duel_started", {"fleet": fleet, "seat": seat, "target": other}),
            Event("duel_declined", {"fleet": fleet, "seat": seat}),
            *(
                Event(
                    "shot",
                    {
                        "fleet": fleet,
                        "seat": seat,
                        "target": other,
                        "direction": 164,
                        "power": 32,
                        "landing": [5.5, 5.6],
                        "hit": hit,
                        "context": context,
                    },
                )
                for hit in (True, False)
                for context in ("cannon", "duel", "reply")
            ),
            Event(
                "ship_hit", {"fleet": fleet, "seat": seat, "before": "caravel", "after": "frigate"}
            ),
            Event("ship_hit", {"fleet": fleet, "seat": seat, "before": "frigate", "after": "raft"}),
            Event("treasure_captured", {"fleet": fleet, "to": other}),
            Event("treasure_returned", {"fleet": fleet}),
            Event("game_over", {"seat": seat, "fleet": fleet}),
        ]
    return events


def test_every_event_code_is_covered_and_formats_with_names():
    state, _ = play_until(phase_is("roll"))
    view = state.view(0)
    events = _events()
    assert {e.code for e in events} == set(EVENT_CODES)
    texts = []
    for event in events:
        text = GAME_UI.format_event(event, view, NAMES)
        assert text and text != event.code, event
        if "seat" in event.params:
            assert NAMES[event.params["seat"]] in text, text
        texts.append(text)
    assert all(n in texts[0] for n in ("Alice 7 (3+4)", "Bob 7 (5+2)", "Alice 12"))
    shots = [t for e, t in zip(events, texts, strict=True) if e.code == "shot"]
    assert len(set(shots)) == 8  # hit or miss, fired or fired back, by each fleet
    sailed = next(t for e, t in zip(events, texts, strict=True) if e.code == "sailed")
    assert "A1" in sailed and "F1" in sailed
    captured = next(t for e, t in zip(events, texts, strict=True) if e.code == "treasure_captured")
    assert "Alice" in captured and "Bob" in captured


def test_fleets_are_named_by_their_port_corner():
    state, _ = play_until(phase_is("roll"))
    view = state.view(0)
    corners = {
        GAME_UI.format_event(
            Event("refitted", {"fleet": f, "seat": view.fleets[f].owner}), view, NAMES
        )
        for f in range(4)
    }
    assert len(corners) == 4
    assert any("north-west" in c for c in corners) and any("south-east" in c for c in corners)


def test_events_of_a_real_game_format():
    game = registry.get("canon-noir")
    state = game.new_state(2, 0)
    players = [levels.make_bot("greedy", game, seat, seat) for seat in range(2)]
    seen = set()
    while not state.is_over:
        seat = state.actor()
        for event in state.apply(players[seat].choose(state.view(seat), state.legal_actions())):
            seen.add(event.code)
            assert GAME_UI.format_event(event, state.view(0), NAMES) != event.code
    assert {"rolled", "sailed", "game_over"} <= seen


def test_every_action_has_a_description():
    state, _ = play_until(lambda s, v: v.phase == "sail" and len(v.dice) == 2)
    view = state.view(state.actor())
    sail = next(a for a in state.legal_actions() if isinstance(a, Sail))
    other = next(i for i, f in enumerate(view.fleets) if f.owner != view.fleets[view.fleet].owner)
    actions = [Roll(), sail, Aim(other), Duel(other), NoDuel(), Fire(90, 50)]
    texts = [GAME_UI.describe_action(a, view, NAMES) for a in actions]
    assert all(texts) and len(set(texts)) == len(texts)
    assert all(a.notation() != t for a, t in zip(actions, texts, strict=True))
    assert "Bob" in texts[2] or "Alice" in texts[2]
    assert f"{'ABCDEFGHIJK'[sail.x]}{sail.y + 1}" in texts[1]
    assert "(" in texts[1]  # the dice that reach it


def test_prompts_name_the_player_and_the_step():
    state, _ = play_until(phase_is("roll"))
    view = state.view(state.actor())
    name = NAMES[state.actor()]
    prompts = set()
    for phase in ("roll", "sail", "aim", "duel"):
        prompts.add(GAME_UI.prompt(dataclasses.replace(view, phase=phase), NAMES))
    other = next(i for i, f in enumerate(view.fleets) if f.owner != state.actor())
    for context in ("cannon", "reply"):
        shot = ShotView(view.fleet, other, context)
        prompts.add(GAME_UI.prompt(dataclasses.replace(view, phase="fire", shot=shot), NAMES))
    assert len(prompts) == 6
    assert all(name in p for p in prompts)
    reply = GAME_UI.prompt(
        dataclasses.replace(view, phase="fire", shot=ShotView(other, view.fleet, "reply")), NAMES
    )
    assert NAMES[view.fleets[other].owner] in reply and "fire back" in reply
    over = GAME_UI.prompt(dataclasses.replace(view, phase="over", is_over=True), NAMES)
    assert over and over not in prompts


def test_the_fire_phase_lists_no_action():
    state, _ = play_until(phase_is("fire"))
    view = state.view(state.actor())
    assert len(state.legal_actions()) > 1000
    assert GAME_UI.listed_actions(view, state.legal_actions()) == []
    roll_state, _ = play_until(phase_is("roll"))
    roll_view = roll_state.view(roll_state.actor())
    assert GAME_UI.listed_actions(roll_view, roll_state.legal_actions()) == [Roll()]


def test_player_lines_show_fleets_treasure_and_bank():
    state, _ = play_until(lambda s, v: any(f.treasure for f in v.fleets))
    view = state.view(0)
    for seat in (0, 1):
        lines = GAME_UI.player_lines(view, seat)
        fleets = [f for f in view.fleets if f.owner == seat]
        assert len(lines) == 2 * len(fleets) + 1
        joined = "\n".join(lines)
        for f in fleets:
            assert f"{f.banked}/3" in joined
        assert str(view.pool) in lines[-1]
    carrier = next(f for f in view.fleets if f.treasure)
    assert "treasure" in "\n".join(GAME_UI.player_lines(view, carrier.owner))


def test_title_blurb_and_box_art():
    assert GAME_UI.title() == "Canon Noir"
    assert len(GAME_UI.blurb()) > 20
    assert GAME_UI.box_art().is_file()


def _shot(hit: bool, landing: list[float], context: str = "cannon", direction: int = 0) -> Event:
    """A shot fired east (direction 0) at fleet 1's ship on square (5, 3), centre (5.5, 3.5)."""
    return Event(
        "shot",
        {
            "fleet": 0,
            "seat": 0,
            "target": 1,
            "direction": direction,
            "power": 32,
            "landing": landing,
            "target_at": [5, 3],
            "hit": hit,
            "context": context,
        },
    )


def test_a_shot_is_told_as_people_tell_it_never_in_degrees_and_power():
    state, _ = play_until(phase_is("roll"))
    view = state.view(0)
    target = who(view, NAMES, 1)  # "Bob (south-east fleet)"
    shots = {
        "hit": _shot(True, [5.6, 3.4]),
        "short": _shot(False, [3.9, 3.6]),
        "over": _shot(False, [7.2, 3.3]),
        "wide": _shot(False, [5.4, 5.2]),
        "back": _shot(False, [5.5, 1.0], context="reply"),
    }
    texts = {k: GAME_UI.format_event(e, view, NAMES) for k, e in shots.items()}
    assert texts["hit"].endswith(": a hit!")
    assert texts["short"].endswith(": the ball falls short.")
    assert texts["over"].endswith(": the ball flies over.")
    assert texts["wide"].endswith(": the ball falls wide.")
    assert " fires back at " in texts["back"] and texts["back"].endswith("falls wide.")
    for text in texts.values():
        assert "°" not in text and "power" not in text and "32" not in text
        assert text.startswith(NAMES[0])
        assert f" at {target}: " in text


def test_short_and_over_follow_the_line_of_fire_whatever_its_direction():
    state, _ = play_until(phase_is("roll"))
    view = state.view(0)
    # Fired north (270°, y grows southward) at (5, 3): landing further north is over.
    over = GAME_UI.format_event(_shot(False, [5.5, 1.2], direction=270), view, NAMES)
    short = GAME_UI.format_event(_shot(False, [5.5, 5.4], direction=270), view, NAMES)
    assert over.endswith("flies over.") and short.endswith("falls short.")
