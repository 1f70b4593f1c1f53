"""Players' names, and what a file says, are text and never markup: a name such as
``<b>Zoé</b> <img src="m.png"> & co`` shows as typed everywhere it appears, no picture is
loaded from the disk, and its ``&`` underlines nothing."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QMessageBox,
    QToolTip,
    QWidget,
)
from pytestqt.qtbot import QtBot

from capboard.controller.saves import SAVE_SUFFIX, write_save
from capboard.controller.session import GameSession
from capboard.engine.protocol import Outcome
from capboard.engine.record import SeatRecord
from capboard.games.catan.actions import OfferTrade
from capboard.ui.games.catan import GAME_UI as CATAN_UI
from capboard.ui.new_game_dialog import NewGameDialog
from capboard.ui.score_dialog import ScoreDialog
from capboard.ui.stats_window import StatsWindow
from tests.helpers.records import recorded_game
from tests.ui import fakes
from tests.ui.catan.catan_games import play_until
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window, new_session, pass_handover, type_text

pytestmark = IGNORE_OFFSCREEN

HOSTILE = '<b>Zoé</b> <img src="m.png"> & co'
"""A name that looks like HTML, with a picture (found in the test's folder) and an "&"."""

MAGENTA = QColor("#FF00FF")


@pytest.fixture(autouse=True)
def picture(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A magenta square ``m.png`` in the current folder, where ``<img src="m.png">`` finds it:
    wherever a name were taken for HTML, it would show."""
    image = QImage(48, 48, QImage.Format.Format_RGB32)
    image.fill(MAGENTA)
    assert image.save(str(tmp_path / "m.png"))
    monkeypatch.chdir(tmp_path)
    yield tmp_path / "m.png"


# -- what a person sees ------------------------------------------------------------------------
def shown(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """The words a person reads for ``text`` shown in ``text_format`` (Qt's own guess for
    AutoText: rich text when it might be, as for labels, message boxes and tooltips)."""
    rich = text_format == Qt.TextFormat.RichText or (
        text_format == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    )
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def label_text(label: QLabel) -> str:
    """What a label shows (a label with a buddy shows "&&" as "&")."""
    text = shown(label.text(), label.textFormat())
    return without_mnemonic(text) if label.buddy() is not None else text


def button_text(button: QAbstractButton) -> str:
    """What a button shows: its "&" mark the shortcut, "&&" is one "&"."""
    return without_mnemonic(button.text())


def without_mnemonic(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def shows_the_picture(widget: QWidget) -> bool:
    """Whether any pixel of the magenta picture is drawn on ``widget``."""
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    data = bytes(image.constBits())
    magenta = bytes((0xFF, 0x00, 0xFF, 0xFF))  # B, G, R, A in memory
    at = data.find(magenta)
    while at >= 0:
        if at % 4 == 0:
            return True
        at = data.find(magenta, at + 1)
    return False


def people(first: str = "Alice", second: str = HOSTILE) -> list[SeatRecord]:
    return [
        SeatRecord(name=first, colour="#0072B2", kind="human"),
        SeatRecord(name=second, colour="#D55E00", kind="human"),
    ]


def _play(qtbot: QtBot, window, action) -> None:
    session = window.session
    before = len(session.log)
    window.table.actions.action_chosen.emit(action)
    qtbot.waitUntil(lambda: len(session.log) > before)


def _window_until_zoe_is_next(qtbot: QtBot, toy_game: str):
    """Alice has played her turn of the toy game; Zoé (the hostile name) plays next."""
    window = make_window(qtbot)
    window.update_settings(
        window.settings.model_copy(update={"result_seconds": 0.0, "always_handover": True})
    )
    session = GameSession.new(toy_game, people(), seed=3, autosave=None, bot_delay_ms=0)
    window.open_session(session)
    pass_handover(qtbot, window)
    _play(qtbot, window, fakes.Add(1))
    _play(qtbot, window, fakes.EndTurn())
    qtbot.waitUntil(window.table.pass_banner.isVisible)
    return window, session


# -- the table -----------------------------------------------------------------------------------
def test_the_pass_banner_shows_the_next_players_name_as_typed(qtbot: QtBot, toy_game: str) -> None:
    window, _ = _window_until_zoe_is_next(qtbot, toy_game)
    banner = window.table.pass_banner
    assert label_text(banner.text) == (
        f"{HOSTILE} plays next. Look at what happened, then pass the computer on."
    )
    assert button_text(banner.button) == f"Pass to {HOSTILE} now"
    assert not shows_the_picture(window)


def test_the_hand_over_screen_shows_the_name_as_typed(qtbot: QtBot, toy_game: str) -> None:
    window, _ = _window_until_zoe_is_next(qtbot, toy_game)
    qtbot.mouseClick(window.table.pass_banner.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.handover)
    screen = window.handover
    assert label_text(screen.heading) == f"Pass the computer to {HOSTILE}"
    assert label_text(screen.explain) == f"The table stays hidden until {HOSTILE} is ready."
    assert button_text(screen.button) == f"I am {HOSTILE} — show my table"
    assert label_text(screen.recap_label) == f"What happened since {HOSTILE} last played:"
    assert not shows_the_picture(window)


def test_the_side_panel_status_line_and_log_show_the_name_as_typed(
    qtbot: QtBot, toy_game: str
) -> None:
    window, _ = _window_until_zoe_is_next(qtbot, toy_game)
    pass_handover(qtbot, window)
    _play(qtbot, window, fakes.Add(2))
    card = window.table.side.cards[1]
    assert label_text(card.name) == HOSTILE
    assert label_text(window.table.status) == fakes.tr_prompt(HOSTILE)
    assert any(line.startswith(HOSTILE) for line in window.table.log.lines())
    log = window.table.log
    # Each line's tooltip (the whole line, for a narrow log) reads as the line.
    assert [shown(log.item(row).toolTip()) for row in range(log.count())] == log.lines()
    assert not shows_the_picture(window)


def test_a_long_name_shows_whole_on_its_players_card(qtbot: QtBot) -> None:
    from capboard.ui.side_panel import PlayerCard

    name = "Marie-Hélène de la Tour d'Auvergne & co"  # 39 of the 40 letters a name may have
    card = PlayerCard(0, SeatRecord(name=name, colour="#0072B2"))
    qtbot.addWidget(card)
    card.set_current(True)  # "◀ to play" takes its room beside the name
    card.setFixedWidth(300)  # the side panel's width
    card.show()
    qtbot.waitExposed(card)
    label = card.name
    wanted = label.fontMetrics().horizontalAdvance(name)
    # Whole: on one line wide enough, or wrapped with the height its lines need.
    lines = label.fontMetrics().boundingRect(
        QRect(0, 0, label.width(), 1000), Qt.TextFlag.TextWordWrap, name
    )
    assert label.width() >= wanted or (label.wordWrap() and label.height() >= lines.height())


def test_the_score_screen_shows_the_winners_name_as_typed(qtbot: QtBot) -> None:
    dialog = ScoreDialog(people(), Outcome((3.0, 10.0), (1,), "target"), f"{HOSTILE} wins.")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert label_text(dialog.headline) == f"{HOSTILE} wins!"
    assert label_text(dialog.reason) == f"{HOSTILE} wins."
    names = [label_text(label) for label in dialog.findChildren(QLabel)]
    assert HOSTILE in names
    assert not shows_the_picture(dialog)


def test_the_new_game_dialog_takes_the_name_as_typed(qtbot: QtBot, toy_game: str) -> None:
    dialog = NewGameDialog(toy_game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    row = dialog.rows[0]
    row.name.clear()
    type_text(row.name, HOSTILE)
    assert row.name.text() == HOSTILE
    assert dialog.seats()[0].name == HOSTILE
    assert not shows_the_picture(dialog)


def test_the_statistics_show_the_name_as_typed(qtbot: QtBot) -> None:
    from capboard.controller.history import StatRow

    window = StatsWindow(lambda: [StatRow(HOSTILE, "toy", played=2, won=1)])
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.table.item(0, 0).text() == HOSTILE
    assert not shows_the_picture(window)


# -- what a file says --------------------------------------------------------------------------
def test_the_error_box_for_an_unknown_game_shows_the_game_id_as_written(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / ("unknown" + SAVE_SUFFIX)
    write_save(path, recorded_game("cappella", 0, seed=1))
    save = json.loads(path.read_text(encoding="utf-8"))
    game_id = '<img src="m.png"><b>x</b>'
    save["record"]["game_id"] = game_id
    path.write_text(json.dumps(save), encoding="utf-8")

    seen: list[tuple[str, bool]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible() and not seen:
            seen.append((shown(box.text(), box.textFormat()), shows_the_picture(box)))
            box.button(QMessageBox.StandardButton.Ok).click()

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(5)
    window = make_window(qtbot)
    try:
        assert not window.open_game(path)
    finally:
        timer.stop()
    [(text, picture)] = seen
    assert text == (f"This file is for a game this version of Capboard does not have: {game_id}.")
    assert not picture


# -- Catan -------------------------------------------------------------------------------------
def _catan_scene(qtbot: QtBot, state, names: list[str]):
    from capboard.controller.settings import Settings
    from capboard.ui.board_view import BoardView

    view = state.view(state.actor())
    colours = [QColor(c) for c in ("#0072B2", "#D55E00", "#009E73", "#E69F00")[: view.players]]
    scene = CATAN_UI.create_scene(colours, Settings(animation_speed=0.0))
    scene.set_names(names)
    scene.show_view(view, state.legal_actions(), [])
    graphics = BoardView()
    graphics.setScene(scene)
    qtbot.addWidget(graphics)
    graphics.resize(1000, 700)
    graphics.show()
    qtbot.waitExposed(graphics)
    return scene, view


def _offers(state) -> bool:
    return any(isinstance(a, OfferTrade) for a in state.legal_actions())


def test_catan_the_offer_line_shows_the_name_as_typed(qtbot: QtBot) -> None:
    state, _ = play_until(lambda s, v: v.phase == "main" and _offers(s))
    names = ["Alice", "Bruno", "Chloé"]
    view = state.view(state.actor())
    other = next(s for s in range(view.players) if s != view.seat)
    names[other] = HOSTILE
    scene, _ = _catan_scene(qtbot, state, names)
    dialog = scene.open_trade_dialog()
    assert dialog is not None
    offer = next(a for a in state.legal_actions() if isinstance(a, OfferTrade) and a.to == other)
    dialog.set_offer(offer.give, offer.get, other)
    assert dialog.offer_button.isEnabled()
    line = label_text(dialog.offer_hint).splitlines()[0]
    assert line.endswith(f"to {HOSTILE}"), line
    assert not shows_the_picture(dialog)
    dialog.close()


def test_catan_a_players_panel_tooltip_shows_the_name_as_typed(qtbot: QtBot) -> None:
    state, _ = play_until(lambda s, v: v.phase == "main")
    names = ["Alice", HOSTILE, "Chloé"]
    scene, _ = _catan_scene(qtbot, state, names)
    tip = scene.panel(1).toolTip()
    assert shown(tip).splitlines()[0] == HOSTILE
    # Shown as Qt shows tooltips: no picture either.
    host = QWidget()
    qtbot.addWidget(host)
    host.show()
    QToolTip.showText(host.mapToGlobal(QPoint(10, 10)), tip, host)
    label = _tooltip_label()
    qtbot.waitUntil(lambda: label() is not None and label().isVisible())
    assert label_text(label()).splitlines()[0] == HOSTILE
    assert not shows_the_picture(label())
    QToolTip.hideText()


def _tooltip_label() -> Callable[[], QLabel | None]:
    def find() -> QLabel | None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QLabel) and widget.objectName() == "qtooltip_label":
                return widget
        return None

    return find


def test_the_offer_to_resume_shows_the_names_as_typed(
    qtbot: QtBot, toy_game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from capboard.controller import paths

    session = new_session(toy_game, people(), seed=5)
    session.record.actions.append(session.game.encode_action(fakes.Add(2)))
    write_save(paths.autosave_path(), session.record)
    asked: list[str] = []

    def question(_parent, _title: str, text: str, *_args):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    window = make_window(qtbot)
    assert window.offer_autosave()
    (text,) = asked
    assert HOSTILE in shown(text)


def test_catan_scenario_pieces_name_their_players_as_typed(qtbot: QtBot) -> None:
    """The tooltips of a Cloth for Catan village (who trades with it), a wonder card (who
    builds it) and a pirate fortress (whose it is)."""
    from capboard.ui.games.catan.cloth import VillageItem
    from capboard.ui.games.catan.pirates import FortressItem
    from capboard.ui.games.catan.wonders import WonderItem

    colour = QColor("#0072B2")
    village = VillageItem(0, 8)
    village.set_state(2, [colour], [HOSTILE])
    wonder = WonderItem("theater", [("brick", 1)], lambda action: None)
    wonder.set_state(0, HOSTILE, 1, 4, colour, None)
    fortress = FortressItem(0, lambda action: None)
    fortress.set_state(colour, HOSTILE, 1, 3, attack=False)
    for item in (village, wonder, fortress):
        assert HOSTILE in shown(item.toolTip()), item.toolTip()
