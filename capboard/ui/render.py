"""Offscreen renders of the table, for ``capboard render`` and the README's screenshot."""

from __future__ import annotations

import os
import random
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from capboard.engine import registry
from capboard.engine.record import GameRecord, SeatRecord
from capboard.ui import theme

# Example players of a render; names are names, the same in every language.
RENDER_NAMES: tuple[str, ...] = ("Alice", "Bruno", "Chloé", "David", "Emma", "Farid")


def render_record(
    game_id: str, players: int, seed: int, moves: int, options: dict | None = None
) -> GameRecord:
    """A record of ``players`` human seats after ``moves`` random legal actions (fewer if the
    game ends first), all chosen with ``random.Random(seed)``."""
    game = registry.get(game_id)
    seats = [
        SeatRecord(name=RENDER_NAMES[i % len(RENDER_NAMES)], colour=colour, kind="human")
        for i, (colour, _) in zip(range(players), theme.PLAYER_COLOURS, strict=False)
    ]
    record = GameRecord(game_id=game_id, seats=seats, seed=seed, options=dict(options or {}))
    state = game.new_state(players, seed, record.options)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        action = rng.choice(state.legal_actions())
        state.apply(action)
        record.actions.append(game.encode_action(action))
    return record


def render_png(
    game_id: str,
    players: int,
    seed: int,
    moves: int,
    language: str,
    size: tuple[int, int],
    out: Path,
    options: dict | None = None,
    text_size: int = 100,
) -> None:
    """Render the main window with ``game_id`` after ``moves`` random moves to a PNG file,
    its texts at ``text_size`` percent (as the settings' text size).

    Runs offscreen (no display needed). Raises ``OSError`` when the PNG cannot be written.
    """
    if QApplication.instance() is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from capboard.controller.i18n import Translations
    from capboard.controller.session import GameSession
    from capboard.controller.settings import Settings
    from capboard.ui.app import application
    from capboard.ui.main_window import MainWindow

    app = application([])
    translations = Translations(app)
    translations.install(app, language)
    record = render_record(game_id, players, seed, moves, options)
    # A render never writes the person's settings or autosave, and draws without animation.
    settings = Settings(language=language, animation_speed=0.0, text_size=text_size)
    window = MainWindow(settings, translations=translations, persist=False)
    session = GameSession(record, autosave=None, bot_delay_ms=0)
    try:
        window.resize(*size)
        window.open_session(session)
        if session.awaiting_handover:
            window.handover.confirmed.emit()
        window.show()
        for _ in range(3):
            QCoreApplication.processEvents()
        window.table.board.fit_to_window()
        QCoreApplication.processEvents()
        out = Path(out)
        if not window.grab().save(str(out), "PNG"):
            raise OSError(f"cannot write the image {out}")
    finally:
        window.close()
        window.deleteLater()
        QCoreApplication.processEvents()
