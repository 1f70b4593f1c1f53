"""The windows the main window's menus open beside the game: the settings (and what changing
them changes: the language, the colours, the hand-over), the rules, the statistics and About.

The words are the main window's (its translation context): these are its menus' windows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from capboard.ui import theme

if TYPE_CHECKING:
    from capboard.controller.settings import Settings
    from capboard.ui.main_window import MainWindow
    from capboard.ui.rules_window import RulesWindow


class MenuWindows:
    """The settings, rules, statistics and About of ``window``."""

    def __init__(self, window: MainWindow, *, persist: bool = True) -> None:
        self._window = window
        self._persist = persist
        self._rules: RulesWindow | None = None

    def update_settings(self, settings: Settings) -> None:
        """Use ``settings`` from now on (and write them to disk unless told not to)."""
        from capboard.controller.settings import save_settings

        window = self._window
        old = window.settings
        window.settings = settings
        if self._persist:
            try:
                save_settings(settings)
            except OSError as err:
                window.statusBar().showMessage(
                    QCoreApplication.translate(
                        "MainWindow", "The settings were not saved: %1"
                    ).replace("%1", str(err)),
                    10000,
                )
        if window.session is not None:
            window.session.always_handover = settings.always_handover
        if window.scene is not None:
            window.scene.settings = settings
            if old.colour_blind != settings.colour_blind:
                window.scene.set_colour_blind(settings.colour_blind)
                window.sync.refresh()
        if old.text_size != settings.text_size:
            theme.apply_text_size(settings.text_size)
        if window.translations is not None and old.language != settings.language:
            window.translations.set_language(settings.language)

    def show_settings(self) -> None:
        """Open the settings dialog and apply what was chosen."""
        from capboard.ui.settings_dialog import SettingsDialog

        window = self._window
        dialog = SettingsDialog(window.settings, window)
        try:
            if dialog.exec() == SettingsDialog.DialogCode.Accepted:
                window.update_settings(dialog.settings())
        finally:
            dialog.deleteLater()

    def show_rules(self) -> RulesWindow:
        """Open (or raise) the rules window on the current game's rules."""
        from capboard.ui.rules_window import RulesWindow

        window = self._window
        game_id = window.session.game_id if window.session else window.settings.last_game
        if self._rules is None:
            self._rules = RulesWindow(window.language, game_id, window)
        elif game_id:
            self._rules.show_game(game_id)
        self._rules.show()
        self._rules.raise_()
        self._rules.activateWindow()
        return self._rules

    def show_statistics(self) -> None:
        """Open the statistics window."""
        from capboard.controller.history import HistoryError
        from capboard.ui.stats_window import StatsWindow, waiting_note

        window = self._window
        title = QCoreApplication.translate("MainWindow", "Statistics")
        history = window.history  # opened now if it was not yet
        if history is None:
            window._show_error(
                title,
                window._history_error
                or QCoreApplication.translate("MainWindow", "The game history is not available."),
            )
            return
        problems: list[str] = []

        def stats() -> list[Any]:
            try:
                return list(history.stats())
            except HistoryError as err:
                problems.append(err.message())
                return []

        note = waiting_note(history)  # the games not counted yet, and why
        dialog = StatsWindow(stats, window, note=note)
        if problems:
            window._show_error(title, note or problems[0])  # the note says why
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()

    def show_about(self) -> None:
        """The About box."""
        from capboard.ui.about import show_about

        show_about(self._window)
