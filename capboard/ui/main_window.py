"""The main window: start page, table and hand-over screen, menus, and the game in progress.

The window owns at most one :class:`~capboard.controller.session.GameSession`. It draws from
the session's views and legal actions only, and hands every choice (a click on the board, an
entry of the move list, Undo) back to the session.

The window opens on the start page, which loads no game: what a game needs (the session, the
saves, the dialogs, the full settings and their validation library) is imported the first
time it is used, so that the app paints its first window about as fast as a bare one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QLocale, QRect, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QColor, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from capboard.controller import paths
from capboard.controller.early_settings import EarlySettings
from capboard.controller.i18n import system_language
from capboard.ui import theme
from capboard.ui.games import game_title, game_ui
from capboard.ui.plain import literal
from capboard.ui.start_page import StartPage

if TYPE_CHECKING:
    from datetime import datetime

    from PySide6.QtWidgets import QFileDialog

    from capboard.controller.history import History
    from capboard.controller.log import LogEntry
    from capboard.controller.session import GameSession
    from capboard.controller.settings import Settings
    from capboard.engine.protocol import Action, Event, Outcome, View
    from capboard.engine.record import GameRecord
    from capboard.ui.games.base import BoardScene, GameUi
    from capboard.ui.handover import HandoverScreen
    from capboard.ui.new_game_dialog import NewGameDialog
    from capboard.ui.rules_window import RulesWindow
    from capboard.ui.score_dialog import ScoreDialog
    from capboard.ui.table import TablePage


def read_save(path: Path) -> GameRecord:
    """The game record in ``path``, checked (see :func:`capboard.controller.saves.read_save`)."""
    from capboard.controller.saves import read_save as read

    return read(path)


class MainWindow(QMainWindow):
    """Capboard's one window.

    ``translations`` (a :class:`~capboard.controller.i18n.Translations`) switches the language
    from the settings dialog; ``history`` records finished games (or ``open_history`` opens
    it, the first time a game starts or the statistics are asked for, and says why it cannot
    be used); ``persist`` writes changed settings to disk (off in renders).

    Without ``settings``, the window reads them from ``early`` (the language and its place,
    read at start-up without validating the rest) and validates the whole file the first time
    :attr:`settings` is asked for; without either, the defaults.
    """

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        early: EarlySettings | None = None,
        translations: Any = None,
        history: History | None = None,
        history_error: str | None = None,
        open_history: Callable[[], tuple[History | None, str | None]] | None = None,
        persist: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings: Settings | None = settings
        self._early = early if early is not None else EarlySettings()
        self.translations = translations
        self._history = history
        self._history_error = history_error
        self._open_history = open_history if history is None else None
        self._persist = persist
        self.session: GameSession | None = None
        self.game_ui: GameUi | None = None
        self.scene: BoardScene | None = None
        self.save_path: Path | None = None
        self._handover_seat: int | None = None
        self._saved_at = 0
        """The session's revision when the game was last saved (or opened from its file)."""
        self._discard_on_close = False
        """The person chose to discard the game in progress: its autosave goes when it is
        really closed (a new game started, another opened), not before."""
        self._thinking = False
        self._animated_count = 0
        self._log_viewer: int | None = None
        self._result_shown = False
        """A move is made and another person plays next: the table stays in view a moment
        (see Settings.result_seconds) before the hand-over screen hides it."""
        self._result_timer = QTimer(self)
        self._result_timer.setSingleShot(True)
        self._result_timer.timeout.connect(self._pass_on)
        self._seen_upto: dict[int, int] = {}
        """For each seat, how much of the log the table showed them last (its length)."""
        self._table_viewer: int | None = None
        """The seat whose view the table last showed."""
        self._awaited: int | None = None
        """The seat whose hand-over the table has begun (result shown, or screen up)."""
        self._rules: RulesWindow | None = None
        self.score_dialog: ScoreDialog | None = None

        # Before any page exists: each is styled once, as it is made.
        self.setStyleSheet(theme.STYLE_SHEET)
        self.start_page = StartPage()
        self._table: TablePage | None = None
        self._handover: HandoverScreen | None = None
        self.stack = QStackedWidget()
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)

        self.start_page.play_requested.connect(self.start_new_game)
        self.start_page.open_requested.connect(self.open_game)

        self._create_actions()
        self._create_menus()
        self._place_on_screen()
        self.retranslateUi()
        self._sync_page()

    @property
    def history(self) -> History | None:
        """Where finished games are recorded (None: it cannot be used)."""
        if self._open_history is not None:
            opener, self._open_history = self._open_history, None
            self._history, self._history_error = opener()
        return self._history

    @history.setter
    def history(self, history: History | None) -> None:
        self._open_history = None
        self._history = history

    @property
    def table(self) -> TablePage:
        """The table page (built with the first game: the start page does without it)."""
        if self._table is None:
            from capboard.ui.table import TablePage

            table = TablePage()
            self._table = table
            self.stack.addWidget(table)
            table.pass_banner.passed.connect(self._pass_on)
            table.since.dismissed.connect(self._clear_marks)
            # Queued: a click may come from inside the scene's own mouse handling, and playing
            # redraws the scene; let the click finish first.
            table.actions.action_chosen.connect(self._play, Qt.ConnectionType.QueuedConnection)
            table.actions.action_selected.connect(self._show_selected)
            table.undo_button.clicked.connect(self.undo)
        return self._table

    @property
    def handover(self) -> HandoverScreen:
        """The hand-over screen (built with the first game, as the table)."""
        if self._handover is None:
            from capboard.ui.handover import HandoverScreen

            self._handover = HandoverScreen()
            self.stack.addWidget(self._handover)
            self._handover.confirmed.connect(self._handover_confirmed)
        return self._handover

    @property
    def settings(self) -> Settings:
        """Every setting; read and validated from the settings file on first use when the
        window was given only what it needs to open (``early``)."""
        if self._settings is None:
            self._settings = self._early.load()
            if self._settings.language != self._early.language and self.translations:
                # The file is damaged elsewhere: its defaults hold, the language with them.
                self.translations.set_language(self._settings.language)
        return self._settings

    @settings.setter
    def settings(self, settings: Settings) -> None:
        self._settings = settings

    def _place_on_screen(self) -> None:
        """Where the window was when last closed if that still fits a screen; otherwise a size
        that fits the screen it opens on (1200×800 at most, 90% of a smaller screen)."""
        saved = (
            self._early.window_geometry
            if self._settings is None
            else self._settings.window_geometry
        )
        if saved and self.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii"))):
            screen = QGuiApplication.screenAt(self.geometry().center())
            if screen is not None and screen.availableGeometry().intersects(self.geometry()):
                return
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else QRect(0, 0, 1200, 800)
        width = min(1200, round(room.width() * 0.9))
        height = min(800, round(room.height() * 0.9))
        self.resize(width, height)
        self.move(room.center().x() - width // 2, room.center().y() - height // 2)

    # menus --------------------------------------------------------------------------------
    def _action(self, slot: Any, shortcuts: Sequence[QKeySequence | str] = ()) -> QAction:
        action = QAction(self)
        action.triggered.connect(slot)
        if shortcuts:
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
        self.addAction(action)  # shortcuts work in full screen too, where menus hide
        return action

    def _create_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.act_new = self._action(lambda: self.start_new_game(), [QKeySequence("Ctrl+N")])
        self.act_open = self._action(lambda: self.open_game(), [QKeySequence("Ctrl+O")])
        self.act_save = self._action(self.save, [QKeySequence("Ctrl+S")])
        self.act_save_as = self._action(self.save_as, [QKeySequence("Ctrl+Shift+S")])
        self.act_close = self._action(self.close_game, [QKeySequence("Ctrl+W")])
        self.act_undo = self._action(self.undo, [QKeySequence("Ctrl+Z")])
        self.act_stats = self._action(self.show_statistics)
        self.act_settings = self._action(self.show_settings)
        self.act_quit = self._action(self.close, [QKeySequence("Ctrl+Q")])
        # The board's actions are enabled only with a game, hence a table.
        self.act_fit = self._action(
            lambda: self.table.board.fit_to_window(), [QKeySequence("Ctrl+0")]
        )
        self.act_zoom_in = self._action(
            lambda: self.table.board.zoom_in(), [QKeySequence(key.ZoomIn), "Ctrl++", "Ctrl+="]
        )
        self.act_zoom_out = self._action(
            lambda: self.table.board.zoom_out(), [QKeySequence(key.ZoomOut), "Ctrl+-"]
        )
        self.act_fullscreen = self._action(self.toggle_fullscreen, [QKeySequence("F11")])
        self.act_fullscreen.setCheckable(True)
        self.act_rules = self._action(self.show_rules, [QKeySequence("F1")])
        self.act_about = self._action(self._show_about)
        # The same key listed twice confuses Qt ("ambiguous shortcut"): keep each once.
        for action in (self.act_zoom_in, self.act_zoom_out):
            unique: list[QKeySequence] = []
            for seq in action.shortcuts():
                if not seq.isEmpty() and seq not in unique:
                    unique.append(seq)
            action.setShortcuts(unique)

    def _show_about(self) -> None:
        from capboard.ui.about import show_about

        show_about(self)

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        for action in (self.act_new, self.act_open, self.act_save, self.act_save_as):
            self.game_menu.addAction(action)
        self.game_menu.addAction(self.act_close)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_undo)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_stats)
        self.game_menu.addAction(self.act_settings)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)
        self.view_menu = bar.addMenu("")
        for action in (self.act_fit, self.act_zoom_in, self.act_zoom_out):
            self.view_menu.addAction(action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.act_fullscreen)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.act_rules)
        self.help_menu.addAction(self.act_about)
        self.act_settings.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)

    def retranslateUi(self) -> None:
        """Set every text in the current language, and re-render the game's texts."""
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_open.setText(self.tr("&Open…"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &as…"))
        self.act_close.setText(self.tr("&Close game"))
        self.act_undo.setText(self.tr("&Undo"))
        self.act_stats.setText(self.tr("Stat&istics"))
        self.act_settings.setText(self.tr("Se&ttings…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_fit.setText(self.tr("&Fit to window"))
        self.act_zoom_in.setText(self.tr("Zoom &in"))
        self.act_zoom_out.setText(self.tr("Zoom &out"))
        self.act_fullscreen.setText(self.tr("F&ull screen"))
        self.act_rules.setText(self.tr("&Rules"))
        self.act_about.setText(self.tr("&About Capboard"))
        self._update_title()
        if self.scene is not None:
            self.scene.retranslate()
        self._refresh()
        if self._table is not None:
            self._table.log.rerender()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.act_fullscreen.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def _update_title(self) -> None:
        if self.game_ui is not None:
            # [*] shows as "*" while the game holds moves not saved to its file.
            self.setWindowTitle(self.tr("%1[*] — Capboard").replace("%1", self.game_ui.title()))
        else:
            self.setWindowTitle(self.tr("Capboard"))
        self.setWindowModified(self.unsaved_changes)

    @property
    def unsaved_changes(self) -> bool:
        """Whether the game in progress holds moves its file does not (a new game: any)."""
        session = self.session
        return session is not None and not session.is_over and session.revision != self._saved_at

    # the game in progress -----------------------------------------------------------------
    def names(self) -> list[str]:
        """The players' names of the game in progress."""
        return [] if self.session is None else [s.name for s in self.session.seats]

    def open_session(self, session: GameSession, path: Path | None = None) -> None:
        """Show ``session`` on the table (closing any previous game) and start it."""
        self._close_session()
        self.session = session
        self.save_path = path
        # Opened from its file, the game is as saved; resumed from the autosave, it never
        # was (the person did not save it), unless it has no move yet.
        self._saved_at = session.revision if path is not None or not session.actions_played else -1
        self.game_ui = game_ui(session.game_id)
        seats = list(session.seats)
        colours = [QColor(seat.colour) for seat in seats]
        self.scene = self.game_ui.create_scene(colours, self.settings)
        self.scene.setParent(self)
        self.scene.set_colour_blind(self.settings.colour_blind)
        self.scene.action_chosen.connect(self._play, Qt.ConnectionType.QueuedConnection)
        self.table.board.setScene(self.scene)
        self.table.side.set_seats(seats)
        icons = [theme.swatch_icon(seat.colour, i, 16) for i, seat in enumerate(seats)]
        self.table.log.configure(self.names(), icons)
        self.table.log.set_entries([], self._format_event)
        self._handover_seat = None
        self._thinking = False
        self._animated_count = len(session.log)  # what was played before is not animated
        session.always_handover = self.settings.always_handover
        # What was played before this table opened is in the log: no recap of it.
        self._seen_upto = {i: len(session.log) for i, s in enumerate(seats) if s.is_human}
        self._table_viewer = None

        # One redraw per change: the session says state_changed after every move, undo and
        # hand-over (its turn_changed and undone come with one).
        session.state_changed.connect(self._refresh)
        session.handover_needed.connect(self._handover_needed)
        session.bot_thinking.connect(self._bot_thinking)
        session.game_over.connect(self._game_over)
        session.autosave_failed.connect(lambda text: self.statusBar().showMessage(text, 10000))

        self._update_title()
        session.start()
        self._refresh()
        self._sync_page()
        self.table.board.fit_to_window()

    def _close_session(self) -> None:
        if self.session is not None:
            session = self.session
            self.session = None
            session.blockSignals(True)  # nothing of the old game reaches the new table
            if self._discard_on_close:
                session.abandon()
            else:
                session.shutdown()
            session.deleteLater()
        self._discard_on_close = False
        if self.scene is not None:
            self.table.board.setScene(None)
            self.scene.deleteLater()
            self.scene = None
        table = self._table
        self.game_ui = None
        self.save_path = None
        self._handover_seat = None
        self._result_timer.stop()
        self._result_shown = False
        if table is not None:
            table.pass_banner.hide()
            table.since.hide()
        self._seen_upto = {}
        self._table_viewer = None
        self._awaited = None
        if self.score_dialog is not None:
            self.score_dialog.close()
            self.score_dialog = None
        if table is not None:
            table.actions.set_actions([], str)
            table.log.set_entries([], str)
        self._update_title()

    def close_game(self) -> bool:
        """Leave the game in progress (asking first) and go back to the start page."""
        if not self._confirm_leave():
            return False
        self._close_session()
        self._sync_page()
        return True

    def current_view(self) -> View | None:
        """The view the table shows (the viewer's), or None without a game."""
        return None if self.session is None else self.session.view()

    def _public_event(self, event: Event) -> str:
        """An event as anyone may read it: the hand-over screen is seen by two people."""
        if self.session is None or self.game_ui is None:
            return event.code
        seen = event.seen_by(None)
        return self.game_ui.format_event(seen, self.session.public_view(), self.names())

    def _format_event(self, event: Event) -> str:
        if self.session is None or self.game_ui is None:
            return event.code
        # Only what the person at the screen may know: another's drawn card stays hidden.
        seen = event.seen_by(self.session.viewer)
        return self.game_ui.format_event(seen, self.session.view(), self.names())

    def _new_log_events(self) -> list[Event]:
        """The events of the latest action if it has not been animated yet."""
        assert self.session is not None
        log = self.session.log
        # The log only grows (an undo adds an entry), so its length tells what is new.
        if len(log) == self._animated_count:
            return []
        self._animated_count = len(log)
        last = log[-1]
        viewer = self.session.viewer
        return [e.seen_by(viewer) for e in last.events] if last.kind == "action" else []

    def _sync_log(self) -> None:
        assert self.session is not None
        log = self.table.log
        entries = self.session.log
        shown = log.entries()
        viewer, before = self.session.viewer, self._log_viewer
        self._log_viewer = viewer
        if shown != entries[: len(shown)]:
            # Entries were taken back or rewritten: show the log afresh.
            log.set_entries(entries, self._format_event)
            return
        if viewer != before:
            # Lines were written for the previous person: what was theirs alone must go, and
            # what is the new person's own is named to them. The other lines read the same.
            log.reword(lambda event: not _reads_alike(event, before, viewer))
        log.append_entries(entries[len(shown) :])

    def _refresh(self, *_: Any) -> None:
        """Redraw everything from the session's current view."""
        session, ui = self.session, self.game_ui
        if session is None or ui is None or self.scene is None:
            if self._table is not None:
                self._table.status.setText("")
            return
        view = session.view()
        names = self.names()
        hidden = session.awaiting_handover
        legal = [] if hidden else session.legal_actions()
        events = self._new_log_events()
        viewer = session.viewer
        if viewer is not None:
            # Drawn for the person at the screen even while the next one is awaited: the one
            # who just played sees what their move did before the hand-over hides the table.
            self.scene.show_view(view, legal, events)
            self.table.board.keep_controls_in_reach()
            if viewer != self._table_viewer and not hidden:
                self._table_opens_for(viewer)
            self._seen_upto[viewer] = len(session.log)
        current = view.pending_players or (
            () if view.current_player is None else (view.current_player,)
        )
        self.table.side.update_view(ui, view, current, self._thinking)
        listed = ui.listed_actions(view, legal)
        self.table.actions.set_actions(
            listed, lambda a: ui.describe_action(a, view, names), ui.first_choice(view, listed)
        )
        can_undo = not hidden and session.can_undo()
        self.table.undo_button.setEnabled(can_undo)
        self.act_undo.setEnabled(can_undo)
        self.table.status.setText(self._status_text(view, names))
        self.setWindowModified(self.unsaved_changes)
        self._sync_log()
        self._sync_page()

    def _status_text(self, view: View, names: list[str]) -> str:
        assert self.session is not None and self.game_ui is not None
        if self.session.is_over:
            outcome = self.session.outcome
            if outcome is not None:
                return self.tr("Game over — %1").replace("%1", self._winner_text(outcome))
            return self.tr("Game over")
        awaited = self.session.handover_seat
        if self._result_shown and awaited is not None:
            # The table still shows the last move to the one who made it: not yet the next
            # person's prompt, which would read as if it were theirs to play.
            return self.tr("%1 plays next").replace("%1", names[awaited])
        acting = list(view.pending_players) or (
            [] if view.current_player is None else [view.current_player]
        )
        seats = self.session.seats
        if acting and all(0 <= s < len(seats) and not seats[s].is_human for s in acting):
            # The game's prompts speak to the person who plays ("roll the dice", "your
            # paths"); a computer is not spoken to: the table says it is playing.
            who = ", ".join(names[s] for s in acting)
            if len(acting) == 1:
                return self.tr("%1 is playing…").replace("%1", who)
            return self.tr("%1 are playing…").replace("%1", who)
        return self.game_ui.prompt(view, names)

    def _winner_text(self, outcome: Outcome) -> str:
        names = self.names()
        winners = [names[s] for s in outcome.winners if 0 <= s < len(names)]
        if len(winners) == 1:
            return self.tr("%1 wins").replace("%1", winners[0])
        return self.tr("a draw")

    def _sync_page(self) -> None:
        """Show the page the situation calls for; the table is never shown during a
        hand-over."""
        session = self.session
        has_game = session is not None
        for action in (self.act_save, self.act_save_as, self.act_close, self.act_fit):
            action.setEnabled(has_game)
        self.act_zoom_in.setEnabled(has_game)
        self.act_zoom_out.setEnabled(has_game)
        if session is None:
            self.act_undo.setEnabled(False)
            self.stack.setCurrentWidget(self.start_page)
        elif session.awaiting_handover:
            seat = session.handover_seat
            if seat is None:
                seat = self._handover_seat if self._handover_seat is not None else 0
            if self._awaited != seat:
                self._begin_handover(seat)
            if self._result_shown:
                return  # the table stays in view until the pause ends or a click
            record = session.seats[seat]
            if self.scene is not None:
                self.scene.hide_private()  # before the next person comes to the screen
            if self.stack.currentWidget() is not self.handover:
                self.handover.set_player(seat, record.name, record.colour)
                self.handover.set_recap(
                    self._unseen_entries(seat), self._public_event, self.names(), self._icons()
                )
            self.stack.setCurrentWidget(self.handover)
        else:
            self._awaited = None
            if self.stack.currentWidget() is not self.table:
                self.stack.setCurrentWidget(self.table)
                self.table.actions.setFocus()

    def _handover_needed(self, seat: int) -> None:
        self._handover_seat = seat
        self._sync_page()

    def _begin_handover(self, seat: int) -> None:
        """Another person is awaited: if the table is in view, the result of the last move
        stays there a moment (or until a click) before the hand-over screen hides it."""
        session = self.session
        self._awaited = seat
        if session is None or session.viewer is None:
            return
        if self.stack.currentWidget() is not self.table:
            return
        if self.scene is not None:
            self.scene.hide_private()
        self._result_shown = True
        self.table.status.setText(self._status_text(session.view(), self.names()))
        seconds = float(self.settings.result_seconds)
        self.table.pass_banner.show_next(session.seats[seat].name, seconds)
        if seconds > 0:
            self._result_timer.start(round(seconds * 1000))

    def _pass_on(self) -> None:
        """The result has been seen: on to the hand-over screen."""
        if not self._result_shown:
            return
        self._result_shown = False
        self._result_timer.stop()
        self.table.pass_banner.hide()
        self._sync_page()

    def _unseen_entries(self, seat: int) -> list[LogEntry]:
        """The log entries played since ``seat`` last had the table, without the moves taken
        back since (and without the undo entries themselves)."""
        assert self.session is not None
        entries = self.session.log[self._seen_upto.get(seat, 0) :]
        kept: list[LogEntry] = []
        for entry in entries:
            if entry.kind == "undo":
                for i in range(len(kept) - 1, -1, -1):
                    if kept[i].kind == "action" and kept[i].index == entry.index:
                        del kept[i]
                        break
            else:
                kept.append(entry)
        return kept

    def _table_opens_for(self, seat: int) -> None:
        """Another person now has the table: beside it, and on the board, what the others
        did since that person last had it."""
        self._table_viewer = seat
        session, ui = self.session, self.game_ui
        if session is None or ui is None or self.scene is None:
            return
        entries = [e for e in self._unseen_entries(seat) if e.seat != seat]
        self.table.since.show_entries(entries, self._format_event, self.names(), self._icons())
        events = [event.seen_by(seat) for entry in entries for event in entry.events]
        self.scene.mark_recent(events)

    def _show_selected(self, action: Action | None) -> None:
        """The move selected in the keyboard list, shown on the board."""
        if self.scene is not None:
            self.scene.preview(action)

    def _clear_marks(self) -> None:
        if self.scene is not None:
            self.scene.mark_recent([])

    def _icons(self) -> list[Any]:
        assert self.session is not None
        seats = self.session.seats
        return [theme.swatch_icon(seat.colour, i, 16) for i, seat in enumerate(seats)]

    def _handover_confirmed(self) -> None:
        session = self.session
        if session is None:
            return
        self._handover_seat = None
        if session.awaiting_handover:
            session.acknowledge_handover()  # which redraws the table (state_changed)
        else:
            self._refresh()

    def _bot_thinking(self, thinking: bool) -> None:
        """A computer starts or stops choosing: the players' panel says so (nothing else of
        the table changes until it plays)."""
        self._thinking = bool(thinking)
        session, ui = self.session, self.game_ui
        if session is None or ui is None or self.scene is None:
            return
        view = session.view()
        current = view.pending_players or (
            () if view.current_player is None else (view.current_player,)
        )
        self.table.side.update_view(ui, view, current, self._thinking)

    def _play(self, action: Action) -> None:
        """Play an action chosen on the board or in the list, if it is still legal."""
        session = self.session
        if session is None or session.awaiting_handover:
            return
        if action not in session.legal_actions():
            return  # a stale click: the position changed since it was offered
        self.table.since.dismiss()  # read: the person plays on
        session.play(action)

    def undo(self) -> None:
        """Take back the viewer's last action, when the rules of undo allow it."""
        session = self.session
        if session is not None and not session.awaiting_handover and session.can_undo():
            session.undo()

    def _game_over(self, outcome: Outcome) -> None:
        session = self.session
        if session is None:
            return
        # The session has recorded the game in the history already.
        self._refresh()
        # Let the last move be drawn before the score screen covers the board.
        QTimer.singleShot(0, lambda: self.show_score(outcome))

    def show_score(self, outcome: Outcome) -> ScoreDialog | None:
        """Open the score screen (window-modal, not blocking)."""
        if self.session is None or self.game_ui is None:
            return None
        from capboard.ui.score_dialog import ScoreDialog

        reason = self._reason_text(outcome)
        final = self.session.public_view()
        details = [
            self.game_ui.score_lines(final, outcome, seat)
            for seat in range(len(self.session.seats))
        ]
        dialog = ScoreDialog(list(self.session.seats), outcome, reason, self, details)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(lambda _result: self._score_closed(dialog))
        self.score_dialog = dialog
        dialog.open()
        return dialog

    def _reason_text(self, outcome: Outcome) -> str:
        """Why the game ended, in words: the game's own "game_over" log line when it has one."""
        assert self.session is not None and self.game_ui is not None
        describe = getattr(self.game_ui, "outcome_reason", None)
        view = self.session.view()
        if callable(describe):
            return str(describe(outcome, view, self.names()))
        for entry in reversed(list(self.session.log)):
            for event in entry.events:
                if event.code == "game_over":
                    return self._format_event(event)
        return ""

    def _score_closed(self, dialog: ScoreDialog) -> None:
        from capboard.ui.score_dialog import ScoreChoice

        if self.score_dialog is dialog:
            self.score_dialog = None
        dialog.deleteLater()
        if dialog.choice is ScoreChoice.NEW_GAME:
            game_id = self.session.game_id if self.session else None
            self.start_new_game(game_id)
        elif dialog.choice is ScoreChoice.START_PAGE:
            self._close_session()
            self._sync_page()

    # new, open, save ----------------------------------------------------------------------
    def _confirm_leave(self) -> bool:
        """Whether the game in progress may be closed (asking to save it first). Nothing is
        discarded yet: a game the person discards goes only once the table really closes it,
        so that cancelling what follows (the new-game dialog) returns to it as it was."""
        from PySide6.QtWidgets import QMessageBox

        session = self.session
        if session is None or session.is_over:
            return True
        if not self.unsaved_changes:
            # Nothing to lose: the game is in its file (or has no move yet).
            self._discard_on_close = True
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Leave the game?"),
            self.tr("The game in progress is not finished. Save it before leaving?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            saved = self.save()
            self._discard_on_close = saved  # in its file now: the autosave is not needed
            return saved
        if answer == QMessageBox.StandardButton.Discard:
            self._discard_on_close = True
            return True
        return False

    def new_game_dialog(self, game_id: str | None) -> NewGameDialog:
        """The new-game dialog, filled from the settings."""
        from capboard.ui.new_game_dialog import NewGameDialog

        return NewGameDialog(
            game_id or self.settings.last_game, list(self.settings.last_seats), self
        )

    def start_new_game(self, game_id: str | None = None) -> bool:
        """Ask for the seats of a new game and start it."""
        from capboard.controller.session import GameSession

        if self.session is not None and not self._confirm_leave():
            return False
        dialog = self.new_game_dialog(game_id)
        try:
            if dialog.exec() != dialog.DialogCode.Accepted:
                self._discard_on_close = False  # back to the game as it was
                return False
            chosen, seats, seed = dialog.game_id(), dialog.seats(), dialog.seed()
            options = dialog.options()
        finally:
            dialog.deleteLater()
        self.update_settings(
            self.settings.model_copy(update={"last_seats": seats, "last_game": chosen})
        )
        session = GameSession.new(
            chosen,
            seats,
            seed=seed,
            options=options,
            autosave=paths.autosave_path(),
            history=self.history,
        )
        self.open_session(session)
        return True

    def open_game(self, path: Path | str | None = None) -> bool:
        """Open a saved game (asking for the file when ``path`` is None)."""
        from PySide6.QtWidgets import QFileDialog

        if not path:
            folder = paths.saves_dir()
            name, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Open a game"),
                str(folder if folder.is_dir() else Path.home()),
                self._file_filter(),
                options=self._file_dialog_options(),
            )
            if not name:
                return False
            path = name
        from capboard.controller.saves import SaveError, take_replay
        from capboard.controller.session import GameSession
        from capboard.engine.record import ReplayError

        path = Path(path)
        try:
            record = read_save(path)
        except SaveError as err:
            self._show_error(self.tr("This game cannot be opened"), err.message())
            return False
        if not self._confirm_leave():
            return False
        try:
            session = GameSession(
                record,
                replayed=take_replay(record),  # reading replayed it: not again
                autosave=paths.autosave_path(),
                history=self.history,
            )
        except (ReplayError, ValueError, KeyError) as err:
            self._discard_on_close = False  # the game in progress goes on
            self._show_error(self.tr("This game cannot be opened"), _refusal(err))
            return False
        self.open_session(session, path)
        return True

    def save(self) -> bool:
        """Save the game to its file (asking for one the first time)."""
        if self.session is None:
            return False
        if self.save_path is None:
            return self.save_as()
        return self._save_to(self.save_path)

    def save_as(self) -> bool:
        """Save the game to a file chosen now."""
        from PySide6.QtWidgets import QFileDialog

        if self.session is None:
            return False
        from capboard.controller.saves import SAVE_SUFFIX

        folder = paths.saves_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            folder = Path.home()
        suggestion = folder / (self.tr("game") + SAVE_SUFFIX)
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the game"),
            str(self.save_path or suggestion),
            self._file_filter(),
            options=self._file_dialog_options(),
        )
        if not name:
            return False
        path = Path(name)
        if path.suffix != SAVE_SUFFIX:
            path = path.with_name(path.name + SAVE_SUFFIX)
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        assert self.session is not None
        from capboard.controller.saves import SaveError

        try:
            self.session.save(path)
        except SaveError as err:
            self._show_error(self.tr("The game was not saved"), err.message())
            return False
        except OSError as err:
            self._show_error(self.tr("The game was not saved"), err.strerror or str(err))
            return False
        self.save_path = path
        self._saved_at = self.session.revision
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", path.name), 5000)
        return True

    def _file_dialog_options(self) -> QFileDialog.Option:
        """The system's own file dialog speaks the system's language: when Capboard speaks
        another, Qt's dialog (translated with Qt's catalogue) is used instead."""
        from PySide6.QtWidgets import QFileDialog

        if self.language() != system_language():
            return QFileDialog.Option.DontUseNativeDialog
        return QFileDialog.Option(0)

    def _file_filter(self) -> str:
        from capboard.controller.saves import SAVE_SUFFIX

        return self.tr("Capboard games (*%1)").replace("%1", SAVE_SUFFIX)

    def _show_error(self, title: str, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        # The message may quote the file (a game id): shown as it is, never as markup.
        QMessageBox.critical(self, title, literal(message))

    def offer_autosave(self) -> bool:
        """After a crash: offer the unfinished game back. Returns True when it was resumed.

        A damaged autosave is reported and left on disk; "No" deletes it only once confirmed.
        """
        path = paths.autosave_path()
        if not path.is_file():
            return False
        from PySide6.QtWidgets import QMessageBox

        from capboard.controller.saves import SaveError, read_save_file, take_replay
        from capboard.controller.session import GameSession
        from capboard.engine.record import ReplayError

        cannot = self.tr("The unfinished game cannot be resumed")
        try:
            saved = read_save_file(path)
        except SaveError as err:
            self._show_error(cannot, err.message())
            return False
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        answer = QMessageBox.question(
            self,
            self.tr("Unfinished game"),
            self._resume_question(saved.record, saved.saved_at),
            yes | no,
            yes,
        )
        if answer == yes:
            try:
                session = GameSession(
                    saved.record,
                    replayed=take_replay(saved.record),
                    autosave=path,
                    history=self.history,
                )
            except (ReplayError, ValueError, KeyError) as err:
                self._show_error(cannot, _refusal(err))
                return False
            self.open_session(session)
            return True
        confirm = QMessageBox.question(
            self,
            self.tr("Delete the unfinished game?"),
            self.tr("The unfinished game will be deleted. This cannot be undone."),
            yes | no,
            no,
        )
        if confirm == yes:
            try:
                path.unlink(missing_ok=True)
            except OSError as err:
                self._show_error(self.tr("The unfinished game was not deleted"), str(err))
        return False

    def _resume_question(self, record: GameRecord, saved_at: datetime) -> str:
        """ "Resume the game of Cap Horn with Alice, Bruno and Robot, last played on …?"."""
        game = game_title(record.game_id)
        names = [seat.name for seat in record.seats]
        players = (
            self.tr("%1 and %2").replace("%1", ", ".join(names[:-1])).replace("%2", names[-1])
            if len(names) > 1
            else "".join(names)
        )
        local = saved_at.astimezone()
        locale = QLocale()
        when = (
            self.tr("%1 at %2")
            .replace("%1", locale.toString(local.date(), QLocale.FormatType.LongFormat))
            .replace("%2", locale.toString(local.time(), QLocale.FormatType.ShortFormat))
        )
        return (
            self.tr("Resume the unfinished game of %1 with %2, last played on %3?")
            .replace("%1", game)
            .replace("%2", players)
            .replace("%3", when)
        )

    # settings, rules, statistics ----------------------------------------------------------
    def update_settings(self, settings: Settings) -> None:
        """Use ``settings`` from now on (and write them to disk)."""
        from capboard.controller.settings import save_settings

        old = self.settings
        self.settings = settings
        if self._persist:
            try:
                save_settings(settings)
            except OSError as err:
                self.statusBar().showMessage(
                    self.tr("The settings were not saved: %1").replace("%1", str(err)), 10000
                )
        if self.session is not None:
            self.session.always_handover = settings.always_handover
        if self.scene is not None:
            self.scene.settings = settings
            if old.colour_blind != settings.colour_blind:
                self.scene.set_colour_blind(settings.colour_blind)
                self._refresh()
        if self.translations is not None and old.language != settings.language:
            self.translations.set_language(settings.language)

    def show_settings(self) -> None:
        """Open the settings dialog and apply what was chosen."""
        from capboard.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        try:
            if dialog.exec() == SettingsDialog.DialogCode.Accepted:
                self.update_settings(dialog.settings())
        finally:
            dialog.deleteLater()

    def language(self) -> str:
        """The language in use ("en" or "fr")."""
        if self.translations is not None:
            return str(self.translations.current())
        return "en"

    def show_rules(self) -> RulesWindow:
        """Open (or raise) the rules window on the current game's rules."""
        from capboard.ui.rules_window import RulesWindow

        game_id = self.session.game_id if self.session else self.settings.last_game
        if self._rules is None:
            self._rules = RulesWindow(self.language, game_id, self)
        elif game_id:
            self._rules.show_game(game_id)
        self._rules.show()
        self._rules.raise_()
        self._rules.activateWindow()
        return self._rules

    def show_statistics(self) -> None:
        """Open the statistics window."""
        from capboard.controller.history import HistoryError
        from capboard.ui.stats_window import StatsWindow

        history = self.history  # opened now if it was not yet
        if history is None:
            self._show_error(
                self.tr("Statistics"),
                self._history_error or self.tr("The game history is not available."),
            )
            return
        problems: list[str] = []

        def stats() -> list[Any]:
            try:
                return list(history.stats())
            except HistoryError as err:
                problems.append(err.message())
                return []

        dialog = StatsWindow(stats, self)
        if problems:
            self._show_error(self.tr("Statistics"), problems[0])
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()

    def toggle_fullscreen(self) -> None:
        """Switch between full screen and a normal window."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    # closing ------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        # An unfinished game stays in the autosave and is offered back at the next start.
        self._close_session()
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        known = self._early.window_geometry if self._settings is None else None
        if geometry != known and geometry != self.settings.window_geometry:
            self.update_settings(self.settings.model_copy(update={"window_geometry": geometry}))
        super().closeEvent(event)


def _reads_alike(event: Event, one: int | None, other: int | None) -> bool:
    """Whether a log line of ``event`` reads the same to the seats ``one`` and ``other``.

    A game words an event from what the viewer may know of it (:meth:`Event.seen_by`) and,
    for its private part, from whether the viewer is its owner ("you draw a Knight"); the
    rest of a line is public and the same for everyone."""
    if not event.private or one == other:
        return True

    def reader(seat: int | None) -> tuple[bool, bool]:
        return seat == event.owner, seat is not None and seat in event.shared_with

    return reader(one) == reader(other)


def _refusal(err: Exception) -> str:
    """The translated sentence for a game that was read but whose session could not start
    (the replay found what reading did not): the same words as for a damaged file."""
    from capboard.controller.saves import SaveError
    from capboard.engine.record import ReplayError

    if isinstance(err, ReplayError):
        return SaveError.from_replay(err).message()
    return SaveError("invalid", str(err)).message()
