"""De Cape et d'Épée's words: every event code formats, with and without its private part;
actions, prompts and the rules in both languages."""

from __future__ import annotations

import pytest

from capboard.engine.assets import asset
from capboard.engine.protocol import Event
from capboard.games.cape_epee.actions import (
    KeepObjectives,
    NoSlip,
    PlayCard,
    SlipCard,
    SwapObjectives,
)
from capboard.games.cape_epee.view import Choice
from capboard.ui.games.cape_epee import GAME_UI
from capboard.ui.games.cape_epee.data import cards
from tests.ui.cape_epee.conftest import NAMES, hand_view, traitor_view

EVENTS = [
    Event("round_started", {"round": 1, "first": 0}),
    Event("card_played", {"seat": 1, "column": 0}, private={"card": "king"}, owner=1),
    Event("card_revealed", {"column": 0, "index": 0, "seat": 1, "card": "juliet", "by": "play"}),
    Event(
        "card_revealed", {"column": 1, "index": 0, "seat": 2, "card": "dragon", "by": "explorer"}
    ),
    Event("explorer_sailed", {"seat": 0, "origin": 0, "to": 1}),
    Event("assassinated", {"column": 0, "seat": 1, "card": "queen", "by": 2}),
    Event("storm", {"column": 2, "seat": 0}),
    Event("traitor", {"seat": 0, "column": 0}),
    Event("objectives_swapped", {"seat": 0, "columns": [0, 1]}),
    Event("objectives_kept", {"seat": 0}),
    Event("disguised", {"seat": 0, "column": 1}, private={"card": "queen"}, owner=0),
    Event("nothing_slipped", {"seat": 0, "column": 1}),
    Event("cards_drawn", {"seat": 0, "count": 2}, private={"cards": ["king", "witch"]}, owner=0),
    Event("cards_drawn", {"seat": 1, "count": 1}, private={"cards": ["king"]}, owner=1),
    Event("skipped", {"seat": 2}),
    Event("round_ending", {"round": 1}),
    Event("turned_up", {"column": 0, "cards": [[1, "king"], [2, "witch"]]}),
    Event("musketeers", {"column": 0}),
    Event("values", {"column": 0, "values": [[0, 1, "king", 20], [1, 2, "assassin", 9.5]]}),
    Event("removed", {"column": 0, "by": "magician", "cards": [[1, "king"]]}),
    Event("removed", {"column": 0, "by": "witch", "cards": [[2, "assassin"]]}),
    Event("cancelled", {"column": 0, "by": "magician"}),
    Event("cancelled", {"column": 0, "by": "witch"}),
    Event("prince", {"column": 1, "seat": 2}),
    Event("dragon", {"column": 1, "values": [[0, 2, "dragon", 11], [1, 0, "king", 18]]}),
    Event("beggar", {"column": 1}),
    Event(
        "column_won",
        {"column": 0, "seat": 1, "objective": ["combat-3a", "combat", 3], "totals": [0, 20, 9.5]},
    ),
    Event(
        "column_won",
        {"column": 0, "seat": 1, "objective": ["combat-3a", "combat", 3], "totals": None},
    ),
    Event("column_empty", {"column": 2}),
    Event("game_over", {"scores": [12, 9, 9], "winners": [0]}),
    Event("game_over", {"scores": [9, 9, 3], "winners": [0, 1]}),
]


@pytest.mark.parametrize("event", EVENTS, ids=lambda e: e.code)
def test_every_event_formats_with_and_without_its_private_part(qapp, event: Event) -> None:
    view = hand_view()
    for seen in (event, event.seen_by(None)):
        line = GAME_UI.format_event(seen, view, NAMES)
        assert line and line != event.code
        assert "{" not in line
    if event.private:
        assert GAME_UI.format_event(event, view, NAMES) != GAME_UI.format_event(
            event.seen_by(None), view, NAMES
        )
        hidden = GAME_UI.format_event(event.seen_by(None), view, NAMES)
        for value in event.private.values():
            for card_id in value if isinstance(value, list) else [value]:
                assert "King" not in hidden or card_id != "king"


def test_actions_read_well(qapp) -> None:
    view = traitor_view()
    assert (
        GAME_UI.describe_action(PlayCard("king", 0), view, NAMES)
        == "Play the King (20) under Combat 3"
    )
    assert GAME_UI.describe_action(SwapObjectives(1), view, NAMES) == "Swap Combat 3 with Music 5"
    assert GAME_UI.describe_action(KeepObjectives(), view, NAMES) == "Keep the objectives"
    assert (
        GAME_UI.describe_action(SlipCard("queen"), view, NAMES)
        == "Slip the Queen (16) under the Disguise"
    )
    assert GAME_UI.describe_action(NoSlip(), view, NAMES) == "Slip nothing"
    legal = [PlayCard("witch", 1), KeepObjectives(), PlayCard("king", 0)]
    assert GAME_UI.listed_actions(view, legal)[0] == KeepObjectives()


def test_prompts_and_player_lines(qapp) -> None:
    assert GAME_UI.prompt(hand_view(), NAMES) == "Alice — play a card under an objective"
    assert GAME_UI.prompt(hand_view(choice=Choice("traitor", 1, 0, 0)), NAMES) == (
        "Bruno — your Traitor: swap two objectives?"
    )
    assert GAME_UI.prompt(hand_view(choice=Choice("disguise", 1, 0, 0)), NAMES) == (
        "Bruno — your Disguise: slip a card under it?"
    )
    lines = GAME_UI.player_lines(hand_view(), 0)
    assert any("18" in line for line in lines) and any("Religion 4" in line for line in lines)
    assert GAME_UI.title() == "De Cape et d'Épée" and GAME_UI.blurb()


def test_every_card_has_a_name_and_an_ability_text(qapp) -> None:
    from capboard.ui.games.cape_epee import texts

    assert len(cards()) == 25
    for card_id in cards():
        assert texts.card_name(card_id) != texts.card_name("nope")
        assert texts.ability_text(card_id)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_rules_mention_each_decision_and_the_resolution_order(language: str) -> None:
    text = asset("cape-epee", f"rules.{language}.md").read_text(encoding="utf-8")
    marker = "Capboard's choice" if language == "en" else "Choix de Capboard"
    # First player, round end, ties, Explorer, Traitor and the resolution order.
    assert text.count(marker) >= 6
    order = (
        ["Musketeers", "Magician", "Witch", "Prince", "Dragon", "Beggar"]
        if language == "en"
        else ["Mousquetaires", "Magicien", "Sorcière", "Prince", "Dragon", "Mendiant"]
    )
    section = text[text.index("## End-of-round" if language == "en" else "## Ordre") :]
    positions = [section.index(word) for word in order]
    assert positions == sorted(positions)
    for number in range(1, 9):
        assert f"\n{number}. " in section
    assert text.count("\n| ") >= 26  # the card list


def test_log_lines_name_the_objectives_of_their_own_round(qapp) -> None:
    """Worded later (the whole log is re-worded in another language, or at round 2), a line
    of round 1 still names round 1's objective, from its own event."""
    import random

    from capboard.engine import registry
    from capboard.ui.games.cape_epee.texts import objective_text

    game = registry.get("cape-epee")
    state = game.new_state(3, 5)
    rng = random.Random(5)
    first_round: list[Event] = []
    while state.round == 1:
        events = state.apply(rng.choice(state.legal_actions()))
        first_round += [e for e in events if e.code == "card_played"]
    now = state.view(0)
    checked = 0
    for event in first_round:
        _, domain, value = event.params["objective"]
        then = objective_text(domain, value)
        today = now.columns[event.params["column"]].objective
        if objective_text(today.domain, today.value) == then:
            continue  # the same words either way: proves nothing
        line = GAME_UI.format_event(event.seen_by(None), now, NAMES)
        assert then in line
        checked += 1
    assert checked > 0


def test_cards_turned_up_at_round_end_agree_in_number(qapp) -> None:
    """One card turned up 'counts without its abilities'; several 'count without their'."""
    view = hand_view()
    one = GAME_UI.format_event(
        Event("turned_up", {"column": 0, "cards": [[1, "king"]]}), view, NAMES
    )
    two = GAME_UI.format_event(
        Event("turned_up", {"column": 0, "cards": [[1, "king"], [2, "witch"]]}), view, NAMES
    )
    assert "which counts without its abilities" in one
    assert "which count without their abilities" in two
