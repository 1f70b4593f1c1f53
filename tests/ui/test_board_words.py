"""Help > Describe the board: the position in words, from the view of the person at the
screen, in every game; reached by its shortcut; never while the table is hidden."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from capboard.controller.session import GameSession
from capboard.controller.settings import Settings
from capboard.engine import registry
from capboard.engine.record import SeatRecord
from capboard.games.canon_noir.actions import square_label
from capboard.games.catan.view import CatanView
from capboard.ui import accessibility
from capboard.ui.board_words import board_description
from capboard.ui.games.cap_horn import texts as cap_horn_texts
from capboard.ui.games.cape_epee import texts as cape_epee_texts
from capboard.ui.games.catan import texts_island
from capboard.ui.main_window import MainWindow
from capboard.ui.render import render_record
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window, new_session

pytestmark = IGNORE_OFFSCREEN


def _window(qtbot: QtBot, game_id: str, players: int) -> MainWindow:
    window = MainWindow(Settings(animation_speed=0.0), persist=False)
    qtbot.addWidget(window)
    window.resize(1200, 760)
    window.show()
    qtbot.waitExposed(window)
    session = GameSession(render_record(game_id, players, 1, 16), autosave=None, bot_delay_ms=0)
    window.open_session(session)
    if session.awaiting_handover:
        window.handover.confirmed.emit()
    qtbot.waitUntil(window.table.isVisible)
    return window


@pytest.mark.parametrize("game_id", ["catan", "cappella", "canon-noir", "cap-horn", "cape-epee"])
def test_every_game_says_whose_turn_it_is_and_each_player(qtbot: QtBot, game_id: str) -> None:
    players = registry.get(game_id).min_players
    window = _window(qtbot, game_id, players)
    lines = board_description(window)
    assert lines[0] == window.table.status.text()
    for name in window.names():
        assert any(line.startswith(name) for line in lines[1:]), name


def _places(game_id: str, view: Any) -> list[str]:
    """Words the description of ``view`` must hold: where the pieces are, in each game."""
    if game_id == "cappella":
        return [
            f"{view.label(a)}–{view.label(b)}"
            for (a, b), owner in zip(view.sides, view.paths, strict=False)
            if owner is not None
        ]
    if game_id == "canon-noir":
        return [f"on {square_label(fleet.at)}" for fleet in view.fleets]
    if game_id == "cap-horn":
        return [cap_horn_texts.square(at) for at in view.ships]
    if game_id == "cape-epee":
        return [
            cape_epee_texts.objective_text(c.objective.domain, c.objective.value)
            for c in view.columns
        ]
    return []


@pytest.mark.parametrize("game_id", ["cappella", "canon-noir", "cap-horn", "cape-epee"])
def test_each_game_tells_where_its_pieces_are(qtbot: QtBot, game_id: str) -> None:
    window = _window(qtbot, game_id, registry.get(game_id).min_players)
    assert window.session is not None
    text = "\n".join(board_description(window))
    places = _places(game_id, window.session.view())
    assert places
    for place in places:
        assert place in text


def test_a_card_face_down_is_named_only_to_its_owner(qtbot: QtBot) -> None:
    window = _window(qtbot, "cape-epee", 3)
    session = window.session
    assert session is not None
    view = session.view()
    hidden = [c for column in view.columns for c in column.cards if c.card is None]
    text = "\n".join(board_description(window))
    for card in hidden:
        assert f"{window.names()[card.owner]}, face down" in text
    assert all(card.owner != session.viewer for card in hidden)


def test_the_island_is_told_from_the_view_of_the_person_at_the_screen(qtbot: QtBot) -> None:
    window = _window(qtbot, "catan", 3)
    session = window.session
    assert session is not None
    view = session.view()
    assert isinstance(view, CatanView)
    lines = board_description(window)
    text = "\n".join(lines)
    assert texts_island.tile_name(view, view.robber) in text
    for corner, _seat, _kind in view.buildings:
        assert texts_island.corner_name(view, corner) in text
    # The person's own hand is named to them; the others' are counts only.
    viewer = session.viewer
    assert viewer is not None and view.hand
    assert text.count("Your hand") == 1
    own = next(line for line in lines[1:] if line.startswith(window.names()[viewer]))
    assert "Your hand" in own


def test_the_shortcut_opens_the_words_with_the_focus_and_announces_them(
    qtbot: QtBot, toy_game: str, two_humans: list[SeatRecord]
) -> None:
    heard: list[str] = []

    def note(_source: object, text: str) -> None:
        heard.append(text)

    accessibility.announcements.announced.connect(note)
    try:
        _describe_by_shortcut(qtbot, toy_game, two_humans, heard)
    finally:
        accessibility.announcements.announced.disconnect(note)


def _describe_by_shortcut(
    qtbot: QtBot, toy_game: str, two_humans: list[SeatRecord], heard: list[str]
) -> None:
    window = make_window(qtbot)
    window.settings = window.settings.model_copy(update={"always_handover": True})
    window.open_session(new_session(toy_game, two_humans, always_handover=True))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    # The hand-over screen hides the table: nothing of it is told.
    assert window.stack.currentWidget() is window.handover
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert window.board_words.shown is None
    window.handover.confirmed.emit()
    qtbot.waitUntil(window.table.isVisible)
    qtbot.keyClick(window.table.actions, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    shown = window.board_words.shown
    assert shown is not None and shown.isVisible()
    lines = shown.text.toPlainText().splitlines()
    assert lines[0] == window.table.status.text()
    assert lines[1:] == ["Alice: Total: 0", "Bob: Total: 0"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is shown.text)
    assert heard[-1] == lines[0]
    assert window.board_words.action in window.help_menu.actions()
