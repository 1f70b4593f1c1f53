"""Catan's words: every event, action, prompt and side-panel line reads as a sentence, in
English and in French."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from capboard.engine.protocol import Event
from capboard.games.catan.actions import (
    ACTION_TYPES,
    AnswerTrade,
    AttackFortress,
    BuildCity,
    BuildWonderLevel,
    BuyDevelopment,
    CancelTrade,
    ChooseGold,
    ChooseWonder,
    ConfirmTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MovePirate,
    MoveRobber,
    MoveShip,
    OfferTrade,
    PlaceHarbour,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
    Steal,
    StealCloth,
)
from capboard.games.catan.view import CatanView
from capboard.ui.games.catan import GAME_UI, texts, texts_island, texts_log
from tests.ui.catan.catan_games import NAMES, play_until, short_legal

ROOT = Path(__file__).resolve().parents[3]

PHASES = (
    "setup_settlement",
    "setup_road",
    "roll",
    "discard",
    "robber",
    "steal",
    "main",
    "road_building",
    "trade_answer",
    "trade_pick",
    "gold",
    "over",
)


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    """The application speaks French during the test."""
    translator = QTranslator()
    assert translator.load(str(ROOT / "translations" / "capboard_fr.qm"))
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def _view(**changes: object) -> CatanView:
    state, _ = play_until(lambda s, v: v.phase == "main" and len(v.buildings) >= 6, players=4)
    view = state.view(0)
    return dataclasses.replace(view, **changes)  # type: ignore[arg-type]


def _events(view: CatanView) -> list[Event]:
    corner = view.buildings[0][0]
    edge = view.roads[0][0]
    tile = next(t for t, n in enumerate(view.board.numbers) if n is not None)
    return [
        Event("start", {"first": 1, "order": [1, 2, 3, 0, 0, 3, 2, 1]}),
        Event("turn", {"seat": 2}),
        Event("rolled", {"seat": 0, "dice": [3, 4], "total": 7}, True),
        Event("produced", {"payouts": {"0": {"brick": 2}, "2": {"ore": 1, "wool": 1}}}),
        Event("shortage", {"resource": "ore", "paid_to": 1, "paid": 1}),
        Event("shortage", {"resource": "grain", "paid_to": None, "paid": 0}),
        Event("starting_resources", {"seat": 1, "cards": {"brick": 1, "grain": 2}}),
        Event("built_settlement", {"seat": 0, "corner": corner}),
        Event("built_road", {"seat": 0, "edge": edge}),
        Event("built_city", {"seat": 0, "corner": corner}),
        Event("must_discard", {"counts": [4, 0, 5, 0]}),
        Event("discarded", {"seat": 2, "cards": [1, 0, 2, 0, 1]}),
        Event("robber_moved", {"seat": 1, "tile": tile}),
        Event(
            "stole",
            {"seat": 1, "victim": 0},
            True,
            private={"resource": "wool"},
            owner=1,
            shared_with=(0,),
        ),
        Event("bought_development", {"seat": 3, "deck": 20}, True, {"card": "monopoly"}, 3),
        Event("played_knight", {"seat": 2, "army": 2}),
        Event("played_knight", {"seat": 1, "army": None}),
        Event("played_road_building", {"seat": 1}),
        Event("played_year_of_plenty", {"seat": 1, "a": "brick", "b": "ore"}),
        Event("played_year_of_plenty", {"seat": 1, "a": "ore", "b": "ore"}),
        Event("played_monopoly", {"seat": 3, "resource": "grain", "taken": {"0": 2, "1": 1}}),
        Event("maritime_trade", {"seat": 0, "give": "wool", "count": 3, "get": "ore"}),
        Event("longest_road", {"seat": 2, "length": [3, 4, 6, 1]}),
        Event("longest_road", {"seat": None, "length": [3, 4, 4, 1]}),
        Event("won", {"seat": 2, "points": 10, "vp_cards": 1}),
        Event("won", {"seat": 2, "points": 11, "vp_cards": 0}),
        Event("called", {"winners": [0, 2], "points": [9, 7, 9]}),
        Event("called", {"winners": [1], "points": [7, 9, 8]}),
        Event(
            "trade_offered", {"seat": 0, "give": [1, 0, 0, 0, 0], "get": [0, 0, 2, 0, 0], "to": -1}
        ),
        Event(
            "trade_offered", {"seat": 0, "give": [0, 1, 0, 0, 0], "get": [0, 0, 0, 0, 1], "to": 3}
        ),
        Event("trade_answered", {"seat": 1, "accept": True}),
        Event("trade_answered", {"seat": 2, "accept": False}),
        Event("traded", {"seat": 0, "partner": 1, "give": [1, 0, 0, 0, 0], "get": [0, 0, 2, 0, 0]}),
        Event("trade_withdrawn", {"seat": 0}),
        Event("trade_declined", {"seat": 0}),
        *_sea_events(view),
    ]


def _sea_events(view: CatanView) -> list[Event]:
    corner = view.buildings[0][0]
    edge = view.roads[0][0]
    other = view.roads[-1][0]
    tile = next(t for t, n in enumerate(view.board.numbers) if n is not None)
    return [
        Event("built_ship", {"seat": 0, "edge": edge}),
        Event("moved_ship", {"seat": 1, "source": edge, "target": other}),
        Event("pirate_moved", {"seat": 2, "tile": tile}),
        Event(
            "discovered",
            {"seat": 3, "tile": tile, "terrain": "forest", "number": 5, "resource": "lumber"},
        ),
        Event(
            "discovered",
            {"seat": 3, "tile": tile, "terrain": "sea", "number": None, "resource": None},
        ),
        Event(
            "discovered",
            {"seat": 1, "tile": tile, "terrain": "gold", "number": 4, "resource": None},
        ),
        Event("gold_owed", {"counts": [0, 2, 1, 0]}),
        Event("gold_taken", {"seat": 1, "cards": [0, 1, 0, 0, 1]}),
        Event("island_points", {"seat": 2, "area": 3, "corner": corner, "points": 2}),
        Event("gift_point", {"seat": 1, "edge": edge}),
        Event("gift_card", {"seat": 2, "edge": edge, "deck": 9}, True, {"card": "knight"}, 2),
        Event("gift_harbour", {"seat": 3, "edge": edge, "kind": "ore"}),
        Event("placed_harbour", {"seat": 3, "edge": other, "kind": "ore"}),
        Event("trade_opened", {"seat": 1, "corner": corner, "number": 6, "cloth": 1}),
        Event("trade_opened", {"seat": 2, "corner": corner, "number": 9, "cloth": 0}),
        Event("cloth_traded", {"corner": corner, "number": 4, "seats": [2, 0], "supply": 1}),
        Event("stole_cloth", {"seat": 3, "victim": 1}),
        Event(
            "cloth_ended",
            {
                "seat": 2,
                "points": [9, 7, 11, 8],
                "cloth": [3, 2, 6, 0],
                "villages": 3,
                "vp_cards": 0,
            },
        ),
        Event("wonder_chosen", {"seat": 1, "wonder": "great-wall"}),
        Event("wonder_level", {"seat": 1, "wonder": "great-wall", "level": 2}),
        Event(
            "wonder_completed",
            {"seat": 1, "wonder": "great-wall", "points": 8, "vp_cards": 0},
        ),
        Event("fleet_moved", {"tile": tile, "steps": 2, "strength": 5}),
        Event("fleet_repelled", {"seat": 2, "warships": 6, "strength": 5}),
        Event(
            "fleet_won",
            {"seat": 2, "warships": 1, "strength": 5, "lost": 1},
            True,
            {"cards": {"wool": 1}},
            owner=2,
        ),
        Event("fleet_tied", {"seat": 3, "warships": 5, "strength": 5}),
        Event("warship", {"seat": 1, "edge": edge, "warships": 2}),
        Event(
            "fortress_attacked",
            {
                "seat": 1,
                "warships": 2,
                "defence": 4,
                "result": "lost",
                "wins": 0,
                "strength": 3,
                "ships_lost": [edge],
            },
            True,
        ),
        Event("fortress_taken", {"seat": 1, "corner": corner}),
        Event("fleet_gone", {}),
    ]


def test_every_event_code_has_a_sentence_with_names_with_and_without_its_private_part():
    view = _view()
    events = _events(view)
    assert {e.code for e in events} == set(texts_log.EVENT_CODES)
    for event in events:
        for seen in (event, event.seen_by(None), event.seen_by(2)):
            text = GAME_UI.format_event(seen, view, NAMES)
            assert text and text != event.code and "{" not in text and "?" not in text, text
            seat = event.params.get("seat")
            if isinstance(seat, int):
                assert NAMES[seat] in text, text


def test_private_parts_are_shown_only_to_those_who_may_know():
    view = _view()
    stole = Event(
        "stole", {"seat": 1, "victim": 0}, True, {"resource": "wool"}, owner=1, shared_with=(0,)
    )
    assert GAME_UI.format_event(stole.seen_by(1), view, NAMES) == (
        "Bruno steals 1 wool from Alice."
    )
    assert GAME_UI.format_event(stole.seen_by(0), view, NAMES) == (
        "Bruno steals 1 wool from Alice."
    )
    assert GAME_UI.format_event(stole.seen_by(2), view, NAMES) == (
        "Bruno steals a card from Alice."
    )
    bought = Event("bought_development", {"seat": 3, "deck": 20}, True, {"card": "knight"}, 3)
    assert "Knight" in GAME_UI.format_event(bought.seen_by(3), view, NAMES)
    assert "Knight" not in GAME_UI.format_event(bought.seen_by(0), view, NAMES)


def test_an_unknown_event_falls_back_to_its_code():
    assert GAME_UI.format_event(Event("something_new", {}), _view(), NAMES) == "something_new"


def _every_action(view: CatanView) -> list:
    corner = view.buildings[0][0]
    edge = view.roads[0][0]
    return [
        PlaceSettlement(corner),
        PlaceRoad(edge),
        BuildCity(corner),
        Roll(),
        MoveRobber(3),
        Steal(1),
        Discard((1, 0, 2, 0, 1)),
        BuyDevelopment(),
        PlayKnight(),
        PlayRoadBuilding(),
        PlayYearOfPlenty("brick", "ore"),
        PlayMonopoly("wool"),
        MaritimeTrade("grain", "ore"),
        OfferTrade((1, 0, 0, 0, 0), (0, 0, 0, 1, 0), -1),
        AnswerTrade(True),
        ConfirmTrade(2),
        CancelTrade(),
        PlaceShip(edge),
        MoveShip(edge, view.roads[-1][0]),
        MovePirate(3),
        ChooseGold((0, 1, 0, 0, 1)),
        PlaceHarbour(edge),
        StealCloth(1),
        ChooseWonder("great-wall"),
        BuildWonderLevel(),
        AttackFortress(),
        EndTurn(),
    ]


def test_every_action_kind_has_a_description():
    view = _view()
    actions = _every_action(view)
    assert {type(a) for a in actions} == set(ACTION_TYPES)
    described = [GAME_UI.describe_action(a, view, NAMES) for a in actions]
    for action, text in zip(actions, described, strict=True):
        assert text and text != action.notation() and "{" not in text and "?" not in text
    assert len(set(described)) == len(described)
    assert GAME_UI.describe_action(Roll(), view, NAMES) == "Roll the dice"
    assert GAME_UI.describe_action(Steal(1), view, NAMES).startswith("Rob Bruno (")
    assert GAME_UI.describe_action(Discard((1, 0, 2, 0, 1)), view, NAMES) == (
        "Discard 1 brick, 2 wool, 1 ore"
    )
    assert GAME_UI.describe_action(AnswerTrade(False), view, NAMES).startswith("Decline")
    assert "to everyone" in GAME_UI.describe_action(actions[13], view, NAMES)


def test_places_are_named_by_their_hexes():
    view = _view()
    catan = texts_island.island(view.board.map_id)
    geometry = catan.geometry
    inner = next(
        c
        for c in range(geometry.corner_count)
        if sum(catan.is_land[t] for t in geometry.corner_tiles[c]) == 3
    )
    coast = next(
        c
        for c in range(geometry.corner_count)
        if sum(catan.is_land[t] for t in geometry.corner_tiles[c]) == 1
    )
    assert texts_island.corner_name(view, inner).startswith("between ")
    assert " corner of " in texts_island.corner_name(view, coast)
    names = {texts_island.edge_name(view, e) for e in range(geometry.edge_count)}
    assert "?" not in names
    harbour = catan.harbours[0].corners[0]
    assert "harbour" in texts_island.corner_name(view, harbour)


def test_the_keyboard_list_leaves_the_offers_to_the_trade_window():
    state, _ = play_until(
        lambda s, v: v.phase == "main" and any(isinstance(a, OfferTrade) for a in s.legal_actions())
    )
    legal = state.legal_actions()
    listed = GAME_UI.listed_actions(state.view(state.actor()), legal)
    assert not any(isinstance(a, OfferTrade) for a in listed)
    assert set(listed) == set(short_legal(state))
    assert listed[-1] == EndTurn()


def test_every_phase_has_a_prompt_naming_the_player():
    view = _view()
    prompts = {}
    for phase in PHASES:
        changed = _view(
            phase=phase,
            is_over=phase == "over",
            winner=1 if phase == "over" else None,
            pending_players=(0, 2) if phase in ("discard", "trade_answer") else (0,),
            to_discard=(4, 0, 5, 0),
            offer=((1, 0, 0, 0, 0), (0, 0, 1, 0, 0), -1) if phase.startswith("trade") else None,
            road_building_left=2,
            gold_owed=(2, 0, 1, 0),
        )
        prompts[phase] = GAME_UI.prompt(changed, NAMES)
        assert "{" not in prompts[phase]
    assert len(set(prompts.values())) == len(PHASES)
    assert prompts["discard"] == "Alice — a 7: choose 4 cards to discard"
    assert prompts["over"] == "The game is over: Bruno wins."
    del view


def test_player_lines_show_every_count_and_hidden_points_only_to_their_owner():
    view = _view(
        dev_cards=("knight", "victory_point"),
        longest_road_holder=0,
        largest_army_holder=0,
    )
    own = GAME_UI.player_lines(view, 0)
    points = view.public_scores[0]
    assert own[0] == f"Victory points: {points + 1} (1 hidden)"
    assert "Longest Road" in own and "Largest Army" in own
    other = GAME_UI.player_lines(view, 1)
    assert other[0] == f"Victory points: {view.public_scores[1]}"
    assert not any("Your hand" in line for line in other)


def test_french_is_used_for_every_text(french):
    view = _view()
    events = _events(view)
    english_words = ("Brick", "Lumber", "Knight", "Settlement", "robber", "Victory")
    for event in events:
        text = GAME_UI.format_event(event, view, NAMES)
        assert text != event.code
        assert not any(w in text for w in english_words), text
    assert GAME_UI.describe_action(Roll(), view, NAMES) == "Lancer les dés"
    assert GAME_UI.describe_action(PlayMonopoly("wool"), view, NAMES) == (
        "Jouer Monopole\u00a0: Laine"
    )
    assert texts.resource_count("brick", 2) == "2 argiles"
    assert texts.resource_count("brick", 1) == "1 argile"
    assert GAME_UI.title() == "Catan"
    for phase in PHASES:
        changed = _view(
            phase=phase,
            is_over=phase == "over",
            winner=1 if phase == "over" else None,
            offer=((1, 0, 0, 0, 0), (0, 0, 1, 0, 0), -1) if phase.startswith("trade") else None,
        )
        with_french = GAME_UI.prompt(changed, NAMES)
        assert "{" not in with_french and " the " not in with_french, with_french
    assert GAME_UI.player_lines(view, 0)[0].startswith("Points de victoire")


def test_english_and_french_differ(qapp):
    view = _view()
    phases = [_view(phase=p, offer=((1, 0, 0, 0, 0), (0, 0, 1, 0, 0), -1)) for p in PHASES[:-1]]
    english = [GAME_UI.format_event(e, view, NAMES) for e in _events(view)]
    english += [GAME_UI.describe_action(a, view, NAMES) for a in _every_action(view)]
    english += [GAME_UI.prompt(v, NAMES) for v in phases]
    english += GAME_UI.player_lines(view, 0)
    translator = QTranslator()
    assert translator.load(str(ROOT / "translations" / "capboard_fr.qm"))
    qapp.installTranslator(translator)
    try:
        french = [GAME_UI.format_event(e, view, NAMES) for e in _events(view)]
        french += [GAME_UI.describe_action(a, view, NAMES) for a in _every_action(view)]
        french += [GAME_UI.prompt(v, NAMES) for v in phases]
        french += GAME_UI.player_lines(view, 0)
    finally:
        qapp.removeTranslator(translator)
    for en, fr in zip(english, french, strict=True):
        assert en != fr, en


def test_every_event_the_engine_emits_is_worded() -> None:
    """Events gathered from random games of the base game and every scenario (not a list
    kept by hand): each one has its sentence."""
    import random as _random

    from capboard.engine import registry as _registry

    game = _registry.get("catan")
    seen: set[str] = set()
    for options in game.variants():
        state = game.new_state(3, 1, options)
        rng = _random.Random(1)
        for _ in range(1500):
            if state.is_over:
                break
            seen.update(e.code for e in state.apply(rng.choice(state.legal_actions())))
    assert seen <= set(texts_log.EVENT_CODES), seen - set(texts_log.EVENT_CODES)
    assert {"built_ship", "trade_offered", "rolled"} <= seen
