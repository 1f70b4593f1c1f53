"""The main window: start page, table and hand-over screen, menus, and the game in progress.

The window owns at most one :class:`~capboard.controller.session.GameSession`. It draws from
the session's views and legal actions only, and hands every choice (a click on the board, an
entry of the move list, Undo) back to the session.

The window opens on the start page, which loads no game: what a game needs (the session, the
saves, the dialogs, the full settings and their validation library) is imported the first
time it is used, so that the app paints its first window about as fast as a bare one. Qt's
own ``Qt`` namespace waits too: PySide builds its ninety-odd enums all at once, the first
time one is used (about 20 ms, a sixth of a bare window's start), so the modules the start
page needs import ``Qt`` in the functions that use it, which run after the first paint.

Its work is shared by concern with small helpers that hold the window: :mod:`.menus` (the
menus and their actions), :mod:`.table_sync` (the table redrawn from the session, the page in
view, the hand-over), :mod:`.game_files` (new, open, save, and leaving a game),
:mod:`.game_over` (the score screen) and :mod:`.menu_windows` (settings, rules, statistics).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QChildEvent, QEvent, QRect
from PySide6.QtGui import QCloseEvent, QColor, QGuiApplication
from PySide6.QtWidgets import QMainWindow, QMenu, QStackedWidget, QWidget

from capboard.controller.collector import set_aside_long_lived, take_back_long_lived
from capboard.controller.early_settings import EarlySettings
from capboard.controller.i18n import system_language
from capboard.ui import theme
from capboard.ui.after_paint import AfterFirstPaint
from capboard.ui.file_requests import FileRequests
from capboard.ui.fitting import MessageBoxWidener
from capboard.ui.game_files import GameFiles
from capboard.ui.game_over import GameOver
from capboard.ui.games import game_ui
from capboard.ui.hint_view import HintControl
from capboard.ui.menu_windows import MenuWindows
from capboard.ui.menus import (
    MADE_AFTER_THE_FIRST_PAINT,
    create_menu_bar,
    fill_menus,
    retranslate_menus,
)
from capboard.ui.plain import literal
from capboard.ui.start_page import StartPage
from capboard.ui.table_sync import TableSync

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QFileDialog

    from capboard.controller.history import History, HistoryRecorder
    from capboard.controller.session import GameSession
    from capboard.controller.settings import Settings
    from capboard.engine.protocol import Action, Outcome, View
    from capboard.engine.record import GameRecord
    from capboard.ui.board_words import BoardWords
    from capboard.ui.games.base import BoardScene, GameUi
    from capboard.ui.handover import HandoverScreen
    from capboard.ui.new_game_dialog import NewGameDialog
    from capboard.ui.recent_menu import RecentMenu
    from capboard.ui.rules_window import RulesWindow
    from capboard.ui.score_dialog import ScoreDialog
    from capboard.ui.sounds import SoundPlayer
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

    Games to open come from the Game menu (Open, Open Recent) and from outside it through
    :attr:`file_requests` (the command line, a file dropped on the window, the system,
    another launch of Capboard).

    Without ``settings``, the window reads them from ``early`` (the language and its place,
    read at start-up without validating the rest) and validates the whole file the first time
    :attr:`settings` is asked for; without either, the defaults.
    """

    # The menus and their actions (made by capboard.ui.menus: the actions, Open Recent and
    # Describe the board once the window has painted, or when first asked for).
    game_menu: QMenu
    view_menu: QMenu
    help_menu: QMenu
    menus_filled = False
    """Whether the menus hold their actions yet (see :meth:`fill_menus`)."""
    recent_menu: RecentMenu
    board_words: BoardWords
    """Help > Describe the board: the position in words, for a screen reader."""
    act_new: QAction
    act_open: QAction
    act_save: QAction
    act_save_as: QAction
    act_close: QAction
    act_undo: QAction
    act_stats: QAction
    act_settings: QAction
    act_quit: QAction
    act_fit: QAction
    act_zoom_in: QAction
    act_zoom_out: QAction
    act_fullscreen: QAction
    act_rules: QAction
    act_hint: QAction
    act_about: QAction

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        early: EarlySettings | None = None,
        translations: Any = None,
        history: History | HistoryRecorder | None = None,
        history_error: str | None = None,
        open_history: Callable[[], tuple[History | HistoryRecorder | None, str | None]]
        | None = None,
        persist: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._boxes = MessageBoxWidener(self)
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
        self.score_dialog: ScoreDialog | None = None
        self._sounds: SoundPlayer | None = None

        self.file_requests = FileRequests(self)
        self.files = GameFiles(self)
        """New, Open, Save, and the question before leaving a game."""
        self.sync = TableSync(self)
        """The table redrawn from the session, and the page in view."""
        self.ending = GameOver(self)
        """The score screen of a finished game."""
        self.windows = MenuWindows(self, persist=persist)
        """The settings, rules, statistics and About."""
        self.hints = HintControl(self)
        """Help → Hint: the hard player's move for the person to play, on the table."""
        # Before any page exists: each is styled once, as it is made, its texts at their size.
        theme.apply_text_size(self._early.text_size if settings is None else settings.text_size)
        self.setStyleSheet(theme.STYLE_SHEET)
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_page = StartPage()
        self.stack.addWidget(self.start_page)

        self.start_page.play_requested.connect(self.start_new_game)
        self.start_page.open_requested.connect(self.open_game)

        create_menu_bar(self)
        AfterFirstPaint(self, self.fill_menus)
        self._place_on_screen()
        self.retranslateUi()
        self.sync.sync_page()

    def fill_menus(self) -> None:
        """Make the menus' actions (once: see :mod:`capboard.ui.menus`), enabled as the game
        in progress allows."""
        if self.menus_filled:
            return
        self.menus_filled = True
        fill_menus(self)
        self.act_fullscreen.setChecked(self.isFullScreen())
        self.sync.sync_actions()
        self.hints.update()

    def __getattr__(self, name: str) -> Any:
        # Only for what normal lookup did not find: an action asked for before the first
        # paint made them (a window not shown yet).
        if name in MADE_AFTER_THE_FIRST_PAINT and not self.menus_filled:
            self.fill_menus()
            return getattr(self, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    @property
    def history(self) -> History | HistoryRecorder | None:
        """Where finished games are recorded (None: it cannot be used)."""
        if self._open_history is not None:
            opener, self._open_history = self._open_history, None
            self._history, self._history_error = opener()
        return self._history

    @history.setter
    def history(self, history: History | HistoryRecorder | None) -> None:
        self._open_history = None
        self._history = history

    @property
    def table(self) -> TablePage:
        """The table page (built with the first game: the start page does without it)."""
        return self.sync.table

    @property
    def sounds(self) -> SoundPlayer:
        """The player of the table's sounds (made with the first move shown)."""
        if self._sounds is None:
            from capboard.ui.sounds import SoundPlayer

            self._sounds = SoundPlayer(self)
        return self._sounds

    @property
    def handover(self) -> HandoverScreen:
        """The hand-over screen (built with the first game, as the table)."""
        return self.sync.handover

    @property
    def settings(self) -> Settings:
        """Every setting; read and validated from the settings file on first use when the
        window was given only what it needs to open (``early``)."""
        if self._settings is None:
            from capboard.controller.settings import Settings, read_settings

            path = self._early.path
            settings, damage = (Settings(), None) if path is None else read_settings(path)
            self._settings = settings
            if settings.language != self._early.language and self.translations:
                # The file could not be read at all: its defaults hold, the language too.
                self.translations.set_language(settings.language)
            if damage is not None:
                from capboard.ui.settings_notice import tell_settings_damage

                tell_settings_damage(self, damage, settings, persist=self._persist)
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
        if saved and self._restore_geometry(saved):
            screen = QGuiApplication.screenAt(self.geometry().center())
            if screen is not None and screen.availableGeometry().intersects(self.geometry()):
                return
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else QRect(0, 0, 1200, 800)
        width = min(1200, round(room.width() * 0.9))
        height = min(800, round(room.height() * 0.9))
        self.resize(width, height)
        self.move(room.center().x() - width // 2, room.center().y() - height // 2)

    def _restore_geometry(self, saved: str) -> bool:
        from PySide6.QtCore import QByteArray  # its class's enums: only with a place saved

        return self.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii")))

    # language and title -----------------------------------------------------------------------
    def retranslateUi(self) -> None:
        """Set every text in the current language, and re-render the game's texts."""
        retranslate_menus(self)
        self.update_title()
        if self.scene is not None:
            self.scene.retranslate()
        self.sync.retranslate()
        self.hints.retranslate()

    def childEvent(self, event: QChildEvent) -> None:
        super().childEvent(event)
        boxes = getattr(self, "_boxes", None)  # None while the window is being made
        # Polished (it is whole by then: added, it is still being made), before it shows.
        if event.polished() and boxes is not None:
            boxes.watch(event.child())  # a message box: wider rather than taller than the screen

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        elif event.type() == QEvent.Type.WindowStateChange and self.menus_filled:
            self.act_fullscreen.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def update_title(self) -> None:
        """The window's title: the game's, marked while it holds moves not saved."""
        if self.game_ui is not None:
            # [*] shows as "*" while the game holds moves not saved to its file.
            self.setWindowTitle(self.tr("%1[*] — Capboard").replace("%1", self.game_ui.title()))
        else:
            self.setWindowTitle(self.tr("Capboard"))
        self.setWindowModified(self.unsaved_changes)

    @property
    def unsaved_changes(self) -> bool:
        """Whether the game in progress holds moves its file does not (a new game: any)."""
        return self.files.unsaved_changes

    def language(self) -> str:
        """The language in use ("en" or "fr")."""
        if self.translations is not None:
            return str(self.translations.current())
        return "en"

    def file_dialog_options(self) -> QFileDialog.Option:
        """The system's own file dialog speaks the system's language: when Capboard speaks
        another, Qt's dialog (translated with Qt's catalogue) is used instead."""
        from PySide6.QtWidgets import QFileDialog

        if self.language() != system_language():
            return QFileDialog.Option.DontUseNativeDialog
        return QFileDialog.Option(0)

    # the game in progress -----------------------------------------------------------------
    def names(self) -> list[str]:
        """The players' names of the game in progress."""
        return [] if self.session is None else [s.name for s in self.session.seats]

    def open_session(self, session: GameSession, path: Path | None = None) -> None:
        """Show ``session`` on the table (closing any previous game) and start it."""
        self.close_session()
        self.session = session
        self.save_path = path
        self.files.opened(session, path)
        self.game_ui = game_ui(session.game_id)
        colours = [QColor(seat.colour) for seat in session.seats]
        self.scene = self.game_ui.create_scene(colours, self.settings)
        self.scene.setParent(self)
        self.scene.set_colour_blind(self.settings.colour_blind)
        from PySide6.QtCore import Qt  # not before the first paint (see the module's docstring)

        self.scene.action_chosen.connect(self.sync.play, Qt.ConnectionType.QueuedConnection)
        self.sync.set_up(session)
        session.always_handover = self.settings.always_handover

        # One redraw per change: the session says state_changed after every move, undo and
        # hand-over (its turn_changed and undone come with one).
        session.state_changed.connect(self.sync.refresh)
        session.handover_needed.connect(self.sync.handover_needed)
        session.bot_thinking.connect(self.sync.bot_thinking)
        session.game_over.connect(self.ending.game_over)
        self.hints.connect(session)
        session.autosave_failed.connect(lambda text: self.statusBar().showMessage(text, 10000))
        # Kept to be recorded later, not lost; but not counted yet: the person is told why.
        session.history_failed.connect(lambda text: self.statusBar().showMessage(text, 60_000))

        self.update_title()
        session.start()
        self.sync.refresh()
        self.sync.sync_page()
        self.table.board.fit_to_window()
        # The table, the game's record and log live until the game is closed: out of the
        # collector's walks until then (see set_aside_long_lived).
        set_aside_long_lived()

    def close_session(self) -> None:
        """Put the game in progress away, as it stands, without asking (see
        :meth:`close_game`): an unfinished game stays in the autosave unless discarded."""
        if self.session is not None:
            take_back_long_lived()  # what the table leaves behind may be collected again
            session = self.session
            self.session = None
            session.blockSignals(True)  # nothing of the old game reaches the new table
            if self.files.discard_on_close:
                session.abandon()
            else:
                session.shutdown()
            session.deleteLater()
        self.files.discard_on_close = False
        if self._sounds is not None:
            self._sounds.stop_pending()
        if self.scene is not None:
            self.table.board.setScene(None)
            self.scene.deleteLater()
            self.scene = None
        self.hints.update()  # no game: no hint, nor Hint to ask
        self.game_ui = None
        self.save_path = None
        self.sync.clear()
        if self.score_dialog is not None:
            self.score_dialog.close()
            self.score_dialog = None
        self.update_title()

    def close_game(self) -> bool:
        """Leave the game in progress (asking first) and go back to the start page."""
        if not self.files.confirm_leave():
            return False
        self.close_session()
        self.sync.sync_page()
        return True

    def current_view(self) -> View | None:
        """The view the table shows (the viewer's), or None without a game."""
        return None if self.session is None else self.session.view()

    def _play(self, action: Action) -> None:
        """Play an action chosen on the board or in the list, if it is still legal (see
        :meth:`TableSync.play`)."""
        self.sync.play(action)

    def request_hint(self) -> None:
        """Help → Hint: show the move the hard computer player would make for the person at
        the screen (thought off the window's thread; see :mod:`capboard.ui.hint_view`)."""
        self.hints.request()

    def undo(self) -> None:
        """Take back the viewer's last action, when the rules of undo allow it."""
        session = self.session
        if session is not None and not session.awaiting_handover and session.can_undo():
            session.undo()

    def show_score(self, outcome: Outcome) -> ScoreDialog | None:
        """Open the score screen (window-modal, not blocking)."""
        return self.ending.show_score(outcome)

    # new, open, save (see capboard.ui.game_files) -------------------------------------------
    def new_game_dialog(self, game_id: str | None) -> NewGameDialog:
        """The new-game dialog, filled from the settings."""
        from capboard.ui.new_game_dialog import NewGameDialog

        return NewGameDialog(
            game_id or self.settings.last_game, list(self.settings.last_seats), self
        )

    def start_new_game(self, game_id: str | None = None) -> bool:
        """Ask for the seats of a new game and start it."""
        return self.files.start_new_game(game_id)

    def open_game(self, path: Path | str | None = None) -> bool:
        """Open a saved game (asking for the file when ``path`` is None)."""
        # Read with this module's read_save, looked up at each call: it may be replaced (the
        # tests hand a record over as if read).
        return self.files.open_game(path, read_save)

    def save(self) -> bool:
        """Save the game to its file (asking for one the first time)."""
        return self.files.save()

    def save_as(self) -> bool:
        """Save the game to a file chosen now."""
        return self.files.save_as()

    def _save_to(self, path: Path) -> bool:
        return self.files.save_to(path)

    def _show_error(self, title: str, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        # The message may quote the file (a game id): shown as it is, never as markup.
        QMessageBox.critical(self, title, literal(message))

    def offer_autosave(self) -> bool:
        """After a crash: offer the unfinished game back (see
        :func:`capboard.ui.resume.offer_unfinished_game`). Returns True when it was resumed."""
        from capboard.ui.resume import offer_unfinished_game

        return offer_unfinished_game(self)

    def after_first_paint(self) -> None:
        """What waits for the window to be on screen: a settings file found damaged at start
        told, the unfinished game offered back, then the games asked for opened."""
        if self._early.damaged:
            _ = self.settings  # validated now, to tell what was lost
        self.offer_autosave()
        self.file_requests.release()

    # settings, rules, statistics (see capboard.ui.menu_windows) -----------------------------
    def update_settings(self, settings: Settings) -> None:
        """Use ``settings`` from now on (and write them to disk)."""
        self.windows.update_settings(settings)

    def show_settings(self) -> None:
        """Open the settings dialog and apply what was chosen."""
        self.windows.show_settings()

    def show_rules(self) -> RulesWindow:
        """Open (or raise) the rules window on the current game's rules."""
        return self.windows.show_rules()

    def show_statistics(self) -> None:
        """Open the statistics window."""
        self.windows.show_statistics()

    def toggle_fullscreen(self) -> None:
        """Switch between full screen and a normal window."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    # closing ------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        # An unfinished game stays in the autosave and is offered back at the next start.
        self.close_session()
        flush = getattr(self._history, "flush", None)  # a HistoryRecorder's
        if flush is not None:
            flush()  # a last try for finished games it could keep nowhere but in memory
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        known = self._early.window_geometry if self._settings is None else None
        if geometry != known and geometry != self.settings.window_geometry:
            self.update_settings(self.settings.model_copy(update={"window_geometry": geometry}))
        super().closeEvent(event)
