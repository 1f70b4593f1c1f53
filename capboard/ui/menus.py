"""The main window's menus (Game, View, Help with Hint) and their actions, and their texts in the
window's language.

The actions are the window's own (``window.act_new`` and the others, declared on
:class:`~capboard.ui.main_window.MainWindow`) and added to it, so that their shortcuts work in
full screen too, where the menus hide. The words are the main window's (its translation
context): the menus are part of it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from capboard.ui.recent_menu import RecentMenu

if TYPE_CHECKING:
    from capboard.ui.main_window import MainWindow


def _action(
    window: MainWindow, slot: Callable[..., Any], shortcuts: Sequence[QKeySequence | str] = ()
) -> QAction:
    action = QAction(window)
    action.triggered.connect(slot)
    if shortcuts:
        # Copying a QKeySequence would build Qt's namespace (see main_window): strings only.
        action.setShortcuts([QKeySequence(s) if isinstance(s, str) else s for s in shortcuts])
    window.addAction(action)  # shortcuts work in full screen too, where menus hide
    return action


def create_actions(window: MainWindow) -> None:
    """Make the window's actions (``window.act_*``), without their texts yet."""
    key = QKeySequence.StandardKey
    window.act_new = _action(window, lambda: window.start_new_game(), [QKeySequence("Ctrl+N")])
    window.act_open = _action(window, lambda: window.open_game(), [QKeySequence("Ctrl+O")])
    window.act_save = _action(window, window.save, [QKeySequence("Ctrl+S")])
    window.act_save_as = _action(window, window.save_as, [QKeySequence("Ctrl+Shift+S")])
    window.act_close = _action(window, window.close_game, [QKeySequence("Ctrl+W")])
    window.act_undo = _action(window, window.undo, [QKeySequence("Ctrl+Z")])
    window.act_stats = _action(window, window.show_statistics)
    window.act_settings = _action(window, window.show_settings)
    window.act_quit = _action(window, window.close, [QKeySequence("Ctrl+Q")])
    # The board's actions are enabled only with a game, hence a table.
    window.act_fit = _action(
        window, lambda: window.table.board.fit_to_window(), [QKeySequence("Ctrl+0")]
    )
    window.act_zoom_in = _action(
        window, lambda: window.table.board.zoom_in(), [QKeySequence(key.ZoomIn), "Ctrl++", "Ctrl+="]
    )
    window.act_zoom_out = _action(
        window, lambda: window.table.board.zoom_out(), [QKeySequence(key.ZoomOut), "Ctrl+-"]
    )
    window.act_fullscreen = _action(window, window.toggle_fullscreen, [QKeySequence("F11")])
    window.act_fullscreen.setCheckable(True)
    window.act_rules = _action(window, window.show_rules, [QKeySequence("F1")])
    window.act_hint = _action(window, window.request_hint, [QKeySequence("Ctrl+H")])
    window.act_hint.setEnabled(False)  # on the turn of the person at the screen only
    window.act_about = _action(window, window.windows.show_about)
    # The same key listed twice confuses Qt ("ambiguous shortcut"): keep each once.
    for action in (window.act_zoom_in, window.act_zoom_out):
        unique: list[QKeySequence] = []
        for seq in action.shortcuts():
            if not seq.isEmpty() and seq not in unique:
                unique.append(seq)
        action.setShortcuts(unique)


def create_menus(window: MainWindow) -> None:
    """Put the window's actions in its menu bar (Game, with Open Recent; View; Help)."""
    bar = window.menuBar()
    window.game_menu = bar.addMenu("")
    window.recent_menu = RecentMenu(window)
    window.game_menu.addAction(window.act_new)
    window.game_menu.addAction(window.act_open)
    window.game_menu.addMenu(window.recent_menu)
    for action in (window.act_save, window.act_save_as):
        window.game_menu.addAction(action)
    window.game_menu.addAction(window.act_close)
    window.game_menu.addSeparator()
    window.game_menu.addAction(window.act_undo)
    window.game_menu.addSeparator()
    window.game_menu.addAction(window.act_stats)
    window.game_menu.addAction(window.act_settings)
    window.game_menu.addSeparator()
    window.game_menu.addAction(window.act_quit)
    window.view_menu = bar.addMenu("")
    for action in (window.act_fit, window.act_zoom_in, window.act_zoom_out):
        window.view_menu.addAction(action)
    window.view_menu.addSeparator()
    window.view_menu.addAction(window.act_fullscreen)
    window.help_menu = bar.addMenu("")
    window.help_menu.addAction(window.act_hint)
    window.help_menu.addAction(window.act_rules)
    window.help_menu.addAction(window.act_about)
    window.act_settings.setMenuRole(QAction.MenuRole.PreferencesRole)
    window.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
    window.act_about.setMenuRole(QAction.MenuRole.AboutRole)


def retranslate_menus(window: MainWindow) -> None:
    """Set the menus' and the actions' texts in the current language."""
    window.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
    window.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
    window.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
    window.act_new.setText(QCoreApplication.translate("MainWindow", "&New game…"))
    window.act_open.setText(QCoreApplication.translate("MainWindow", "&Open…"))
    window.recent_menu.retranslate()
    window.act_save.setText(QCoreApplication.translate("MainWindow", "&Save"))
    window.act_save_as.setText(QCoreApplication.translate("MainWindow", "Save &as…"))
    window.act_close.setText(QCoreApplication.translate("MainWindow", "&Close game"))
    window.act_undo.setText(QCoreApplication.translate("MainWindow", "&Undo"))
    window.act_stats.setText(QCoreApplication.translate("MainWindow", "Stat&istics"))
    window.act_settings.setText(QCoreApplication.translate("MainWindow", "Se&ttings…"))
    window.act_quit.setText(QCoreApplication.translate("MainWindow", "&Quit"))
    window.act_fit.setText(QCoreApplication.translate("MainWindow", "&Fit to window"))
    window.act_zoom_in.setText(QCoreApplication.translate("MainWindow", "Zoom &in"))
    window.act_zoom_out.setText(QCoreApplication.translate("MainWindow", "Zoom &out"))
    window.act_fullscreen.setText(QCoreApplication.translate("MainWindow", "F&ull screen"))
    window.act_hint.setText(QCoreApplication.translate("MainWindow", "&Hint"))
    window.act_hint.setToolTip(
        QCoreApplication.translate("MainWindow", "The move the hard computer player would make")
    )
    window.act_rules.setText(QCoreApplication.translate("MainWindow", "&Rules"))
    window.act_about.setText(QCoreApplication.translate("MainWindow", "&About Capboard"))
