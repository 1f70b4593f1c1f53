"""The score screen tells how each score was made, and a stray Enter does not start a game."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from capboard.controller.session import GameSession
from capboard.engine import registry
from capboard.ui.render import render_record
from capboard.ui.score_dialog import ScoreChoice
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window

pytestmark = IGNORE_OFFSCREEN

GAMES = ["cappella", "canon-noir", "cap-horn", "cape-epee", "catan"]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_score_screen_says_how_each_score_was_made(qtbot: QtBot, game_id: str) -> None:
    players = registry.get(game_id).min_players
    record = render_record(game_id, players, 4, 20_000)  # random moves to the end
    window = make_window(qtbot)
    session = GameSession(record, autosave=None, bot_delay_ms=0)
    assert session.is_over
    window.open_session(session)
    dialog = window.show_score(session.outcome)
    assert dialog is not None
    lines = {seat: label.text() for seat, label in dialog.details.items()}
    assert set(lines) == set(range(players))  # every player, winner or not
    assert all(text.strip() for text in lines.values())
    # The lines add up to the score they explain.
    for seat, text in lines.items():
        numbers = [int(m) for m in re.findall(r":\s*\+?(\d+)", text)]
        score = session.outcome.scores[seat]
        if game_id in ("cappella", "catan"):  # a line per source of points
            assert sum(numbers) == score, text
        elif game_id == "cape-epee":  # the count kept, last (before the one not kept)
            kept = re.findall(r"(\d+)(?: \(|$)", text.split("\n")[-1])
            assert kept and int(kept[0]) == score, text
        elif game_id == "canon-noir":  # the best fleet's treasures
            assert max(int(m) for m in re.findall(r"(\d+) ", text)) == score, text
        else:  # Cap Horn: one "(stage n)" per wind rose
            assert text.split("\n")[0].count("(") == score, text
    dialog.close()


def test_enter_on_the_score_screen_looks_at_the_board_not_a_new_game(qtbot: QtBot) -> None:
    record = render_record("cappella", 2, 4, 20_000)
    window = make_window(qtbot)
    session = GameSession(record, autosave=None, bot_delay_ms=0)
    window.open_session(session)
    dialog = window.show_score(session.outcome)
    assert dialog.stay.isDefault() and not dialog.new_game.isDefault()
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.choice is ScoreChoice.STAY
    assert window.session is session
