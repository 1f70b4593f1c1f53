"""Out-of-turn decisions in pass-and-play Catan: an offer to everyone brings each person it is
made to behind the hand-over screen to answer, a computer player answers at once, and the
offerer comes back to pick; a 7 brings each person who must discard in turn."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from capboard.controller.session import GameSession
from capboard.engine import registry
from capboard.engine.record import GameRecord, SeatRecord
from capboard.games.catan.actions import AnswerTrade, ConfirmTrade, OfferTrade, Roll
from capboard.games.catan.trade import offers_apart
from tests.ui.helpers import make_window, pass_handover

GAME = registry.get("catan")
SEATS = [
    SeatRecord(name="Alice", colour="#0072B2"),
    SeatRecord(name="Bruno", colour="#D55E00"),
    SeatRecord(name="Chloé", colour="#009E73", kind="computer", level="greedy"),
]


def record_at_an_offer() -> tuple[GameRecord, OfferTrade]:
    """A 3-player game played by random legal moves (never offers) until a person to move,
    in the main phase, can offer a card the other person and the computer can both pay."""
    for seed in range(300):
        state = GAME.new_state(3, seed)
        rng = random.Random(seed)
        actions = []
        while not state.is_over and len(actions) < 400:
            seat = state.actor()
            if state.phase == "main" and seat in (0, 1):
                me, person = seat, 1 - seat
                give = next((i for i, n in enumerate(state.hands[me].values()) if n), None)
                wanted = [
                    i
                    for i in range(5)
                    if i != give
                    and list(state.hands[person].values())[i]
                    and list(state.hands[2].values())[i]
                ]
                if give is not None and wanted:
                    offer = OfferTrade(
                        tuple(int(i == give) for i in range(5)),  # type: ignore[arg-type]
                        tuple(int(i == wanted[0]) for i in range(5)),  # type: ignore[arg-type]
                        -1,
                    )
                    if offer in state.legal_actions():
                        return GameRecord(
                            game_id=GAME.id, seats=SEATS, seed=seed, actions=actions
                        ), offer
            legal, _ = offers_apart(state.legal_actions())
            action = rng.choice(legal)
            state.apply(action)
            actions.append(GAME.encode_action(action))
    raise AssertionError("no position to offer in 300 games")


def test_an_offer_brings_the_other_person_to_answer_then_the_offerer_to_pick(
    qtbot: QtBot,
) -> None:
    record, offer = record_at_an_offer()
    window = make_window(qtbot)
    session = GameSession(record, autosave=None, bot_delay_ms=0)
    window.open_session(session)
    session.start()
    pass_handover(qtbot, window)
    offerer = session.viewer
    with qtbot.waitSignal(session.handover_needed, timeout=5000) as asked:
        session.play(offer)
    answerer = asked.args[0]
    assert answerer == 1 - offerer
    assert list(session.legal_actions()) == []  # hidden until they are at the screen
    pass_handover(qtbot, window)
    assert session.viewer == answerer
    assert set(session.legal_actions()) == {AnswerTrade(False), AnswerTrade(True)}
    assert session.view().offer == (offer.give, offer.get, -1)
    with qtbot.waitSignal(session.handover_needed, timeout=5000) as back:
        session.play(AnswerTrade(True))
    # The computer answered at once on its own; the offerer comes back to pick.
    assert back.args[0] == offerer
    pass_handover(qtbot, window)
    view = session.view()
    assert view.phase == "trade_pick"
    assert dict(view.trade_answers)[answerer] is True
    assert ConfirmTrade(answerer) in session.legal_actions()
    hand_before = view.hand
    session.play(ConfirmTrade(answerer))
    after = session.view()
    assert after.phase == "main" and after.hand != hand_before
    assert Roll() not in session.legal_actions()


def test_the_trade_window_closes_before_the_hand_over_to_the_person_offered_to(
    qtbot: QtBot,
) -> None:
    record, offer = record_at_an_offer()
    window = make_window(qtbot)
    # The offer's result stays on the table a quarter of a second (two by default) before the
    # hand-over screen comes by itself: what is checked is what comes first, not how long.
    window.update_settings(window.settings.model_copy(update={"result_seconds": 0.25}))
    session = GameSession(record, autosave=None, bot_delay_ms=0)
    window.open_session(session)
    session.start()
    pass_handover(qtbot, window)
    scene = window.scene
    dialog = scene.open_trade_dialog()
    assert dialog is not None and dialog.isVisible()  # the offerer's hand is in it
    person = 1 - session.viewer  # offered to the other person alone: they answer at once
    dialog.set_offer(offer.give, offer.get, person)
    assert dialog.offer_action() in session.legal_actions()
    with qtbot.waitSignal(session.handover_needed, timeout=5000):
        qtbot.mouseClick(dialog.offer_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.handover)
    assert scene.trade_dialog() is None
    assert not [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    # The hand-over button is not covered: clicking it brings the answerer to the table.
    pass_handover(qtbot, window)
    assert AnswerTrade(True) in session.legal_actions()
