"""A duel between two people at one screen: the cannon passes to the defender behind the
hand-over screen."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
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


def _open_at_the_duel(qtbot: QtBot, **settings):
    record, duel = record_until_a_duel()
    window = make_window(qtbot)
    window.update_settings(window.settings.model_copy(update=settings))
    session = GameSession(record, autosave=None, bot_delay_ms=0)
    window.open_session(session)
    session.start()
    pass_handover(qtbot, window)
    attacker = session.viewer
    session.play(duel)
    return window, session, attacker


def _wide_shot(session: GameSession) -> Fire:
    view = session.view()
    shooter = view.fleets[view.shot.shooter].at
    target = view.fleets[view.shot.target].at
    direction, power = ideal_aim(shooter, target, canon_noir_data().ballistics)
    return Fire(round(direction + 180) % 360, round(power))  # wide: a miss


def test_a_missed_duel_shot_passes_the_cannon_to_the_defender_on_the_same_table(
    qtbot: QtBot,
) -> None:
    """Canon Noir hides nothing: no hand-over screen, the defender fires back at once."""
    window, session, attacker = _open_at_the_duel(qtbot)
    with qtbot.assertNotEmitted(session.handover_needed):
        session.play(_wide_shot(session))
    assert session.viewer != attacker
    assert window.stack.currentWidget() is window.table
    assert session.view().shot.context == "reply"
    assert Fire(0, 0) in session.legal_actions()
    # The defender sees what the attacker did: the duel's lines, beside the table.
    assert window.table.since.isVisible()
    assert any("duel" in line for line in window.table.since.lines.lines())


def test_with_the_hand_over_forced_the_result_stays_in_view_before_the_cannon_passes(
    qtbot: QtBot,
) -> None:
    window, session, attacker = _open_at_the_duel(qtbot, always_handover=True, result_seconds=0.0)
    with qtbot.waitSignal(session.handover_needed, timeout=2000) as asked:
        session.play(_wide_shot(session))
    defender = asked.args[0]
    assert defender != attacker
    # The attacker still sees the table (where the ball fell), and cannot play.
    assert window.stack.currentWidget() is window.table
    assert window.table.pass_banner.isVisible()
    assert list(session.legal_actions()) == []
    qtbot.mouseClick(window.table.pass_banner.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.handover)
    assert not window.table.board.isVisible()  # the table is hidden from the attacker
    assert window.handover.recap.isVisible()  # what happened, for the defender to read
    pass_handover(qtbot, window)
    assert session.viewer == defender
    assert session.view().shot.context == "reply"
    assert session.view().fleets[session.view().shot.target].at == session.view().origin
    assert Fire(0, 0) in session.legal_actions()
