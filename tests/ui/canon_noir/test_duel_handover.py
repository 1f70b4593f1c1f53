"""A duel between two people at one screen: the cannon passes to the defender behind the
hand-over screen."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from capboard.controller.session import GameSession
from capboard.engine import registry
from capboard.engine.record import GameRecord, SeatRecord
from capboard.games.canon_noir.actions import Duel, Fire
from capboard.games.canon_noir.ballistics import ideal_aim
from capboard.games.canon_noir.board import canon_noir_data
from tests.ui.helpers import make_window, pass_handover

GAME = registry.get("canon-noir")


def record_until_a_duel() -> tuple[GameRecord, Duel]:
    """A random two-player game played until a duel may be started."""
    for seed in range(400):
        state = GAME.new_state(2, seed)
        rng = random.Random(seed)
        actions = []
        while not state.is_over and len(actions) < 600:
            legal = state.legal_actions()
            duels = [a for a in legal if isinstance(a, Duel)]
            # A miss sends the attacker back where it started: from its own port, safe there,
            # it is not fired back at; this test needs a reply.
            if duels and state.data.port_owner(state.origin) is None:
                seats = [
                    SeatRecord(name=n, colour=c)
                    for n, c in (("Alice", "#0072B2"), ("Bruno", "#D55E00"))
                ]
                return GameRecord(game_id=GAME.id, seats=seats, seed=seed, actions=actions), duels[
                    0
                ]
            action = rng.choice(legal)
            state.apply(action)
            actions.append(GAME.encode_action(action))
    raise AssertionError("no duel in 400 random games")


def test_a_missed_duel_shot_hands_the_cannon_to_the_defender(qtbot: QtBot) -> None:
    record, duel = record_until_a_duel()
    window = make_window(qtbot)
    session = GameSession(record, autosave=None, bot_delay_ms=0)
    window.open_session(session)
    session.start()
    pass_handover(qtbot, window)
    attacker = session.viewer
    session.play(duel)
    view = session.view()
    shooter = view.fleets[view.shot.shooter].at
    target = view.fleets[view.shot.target].at
    direction, power = ideal_aim(shooter, target, canon_noir_data().ballistics)
    with qtbot.waitSignal(session.handover_needed, timeout=2000) as asked:
        session.play(Fire(round(direction + 180) % 360, round(power)))  # wide: a miss
    defender = asked.args[0]
    assert defender != attacker
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.handover)
    assert not window.table.board.isVisible()  # the table is hidden from the attacker
    assert list(session.legal_actions()) == []
    pass_handover(qtbot, window)
    assert session.viewer == defender
    assert session.view().shot.context == "reply"
    assert session.view().fleets[session.view().shot.target].at == session.view().origin
    assert Fire(0, 0) in session.legal_actions()
