"""An ability's choice belongs to the card's owner, who may not be the player whose turn it
is: with two people at the screen, the hand-over screen brings the owner to choose."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from capboard.controller.session import GameSession
from capboard.engine import registry
from capboard.engine.record import GameRecord, SeatRecord
from capboard.games.cape_epee.actions import KeepObjectives
from tests.ui.helpers import make_window, pass_handover

GAME = registry.get("cape-epee")


def record_before_a_traitor_choice() -> tuple[GameRecord, object]:
    """A random two-player game played until the next action turns up the other player's
    Traitor; returns the record so far and that action."""
    for seed in range(500):
        state = GAME.new_state(2, seed)
        rng = random.Random(seed)
        actions = []
        while not state.is_over and len(actions) < 200:
            action = rng.choice(state.legal_actions())
            trial = state.clone()
            trial.apply(action)
            choice = trial.choice
            if choice is not None and choice.kind == "traitor" and choice.seat != state.turn:
                seats = [
                    SeatRecord(name=n, colour=c)
                    for n, c in (("Alice", "#0072B2"), ("Bruno", "#D55E00"))
                ]
                record = GameRecord(game_id=GAME.id, seats=seats, seed=seed, actions=actions)
                return record, action
            state.apply(action)
            actions.append(GAME.encode_action(action))
    raise AssertionError("no Traitor turned up by the other player in 500 games")


def test_the_traitors_owner_comes_to_the_screen_to_choose(qtbot: QtBot) -> None:
    record, action = record_before_a_traitor_choice()
    window = make_window(qtbot)
    session = GameSession(record, autosave=None, bot_delay_ms=0)
    window.open_session(session)
    session.start()
    pass_handover(qtbot, window)
    player = session.viewer
    with qtbot.waitSignal(session.handover_needed, timeout=2000) as asked:
        session.play(action)
    owner = asked.args[0]
    assert owner != player
    assert list(session.legal_actions()) == []  # hidden until the owner is at the screen
    pass_handover(qtbot, window)
    assert session.viewer == owner
    assert KeepObjectives() in session.legal_actions()
    assert session.view().choice.seat == owner
