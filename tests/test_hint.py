"""Hints on the real games: ``capboard hint FILE`` for every game, and a hint that never
depends on what the person to play may not know."""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path

import pytest

from capboard.cli import main
from capboard.controller import hint as hint_module
from capboard.controller.hint import hint_for_state
from capboard.controller.saves import write_save
from capboard.engine import registry
from capboard.engine.record import replay
from tests.helpers.records import recorded_game

GAME_IDS = registry.ids()
UNCAPPED = 1e6
"""The sampling search's time cap lifted: only the seed decides, however busy the machine."""


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_cli_hint_prints_the_hard_players_move_for_the_person_to_play(
    game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch
) -> None:
    # Both hints below thought to the end of their budget, however busy the machine.
    monkeypatch.setattr(
        hint_module, "think", functools.partial(hint_module.think, seconds=UNCAPPED)
    )
    record = recorded_game(game_id, 14, seed=3)
    state, _ = replay(record)
    assert not state.is_over
    path = tmp_path / f"{game_id}.capboard"
    write_save(path, record)
    assert main(["hint", str(path)]) == 0
    out = capsys.readouterr()
    assert out.err == ""
    lines = out.out.splitlines()
    assert len(lines) == 1
    game = registry.get(game_id)
    # The notation names a legal move of the person to play ...
    action = game.parse_action(lines[0], state)
    assert action in state.legal_actions()
    # ... the one the hint gives in the app for this position.
    expected = hint_for_state(game, state, record.seed, len(record.actions))
    assert expected.seat == state.actor()
    assert action == expected.action


def test_cli_hint_refuses_a_damaged_save_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "damaged.capboard"
    write_save(path, recorded_game("cappella", 6))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["record"]["actions"].insert(0, {"kind": "path", "cells": [[99, 99], [98, 98]]})
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["hint", str(path)]) == 2
    out = capsys.readouterr()
    assert out.out == ""
    assert len(out.err.strip().splitlines()) == 1
    assert out.err.startswith("capboard hint: ")


def test_cli_hint_says_when_the_game_is_over(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = recorded_game("cappella", 10_000)
    assert replay(record)[0].is_over
    path = tmp_path / "over.capboard"
    write_save(path, record)
    assert main(["hint", str(path)]) == 2
    assert "over" in capsys.readouterr().err


@pytest.mark.parametrize("game_id", ["catan", "cape-epee", "cap-horn"])
def test_the_hint_is_the_same_whatever_the_others_hidden_cards(game_id: str) -> None:
    game = registry.get(game_id)
    # The first position (every ten random moves) where the others hold something hidden
    # that two worlds drawn from the person's view deal differently.
    for moves in range(10, 300, 10):
        record = recorded_game(game_id, moves, seed=5)
        state, _ = replay(record)
        seat = state.actor()
        assert seat is not None and not state.is_over
        view = state.view(seat)
        # Two full positions the person to play cannot tell apart: the same view, the
        # others' hands (and the piles, the dice to come) dealt differently.
        worlds = [game.determinize(view, random.Random(n)) for n in (1, 2)]
        others = [s for s in range(view.players) if s != seat]
        if any(worlds[0].view(s) != worlds[1].view(s) for s in others):
            break
    else:
        pytest.fail("no position with hidden cards found")
    for world in worlds:
        assert world.view(seat) == view
        assert world.legal_actions() == state.legal_actions()
    hints = [
        hint_for_state(game, world, record.seed, len(record.actions), seconds=UNCAPPED)
        for world in (state, *worlds)
    ]
    assert hints[0].action == hints[1].action == hints[2].action
