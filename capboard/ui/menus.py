"""The main window's menus (Game, View, Help with Hint) and their actions, and their texts in the
window's language.

The actions are the window's own (``window.act_new`` and the others, declared on
:class:`~capboard.ui.main_window.MainWindow`) and added to it, so that their shortcuts work in
full screen too, where the menus hide. The words are the main window's (its translation
context): the menus are part of it.

The menu bar and its menus' titles are made with the window (:func:`create_menu_bar`): they
are in its first paint. What the menus hold (:func:`fill_menus`: the actions, their shortcuts,
Open Recent, Describe the board) is made once the window has painted, nobody having opened a
menu yet: PySide makes the key sequences' seventy standard keys and the actions' enums when
their classes are first imported, some 2% of a bare window's start-up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QKeySequence

    from capboard.ui.main_window import MainWindow

MADE_AFTER_THE_FIRST_PAINT = frozenset(
    {
        "act_new",
        "act_open",
        "act_save",
        "act_save_as",
        "act_close",
        "act_undo",
        "act_stats",
        "act_settings",
        "act_quit",
        "act_fit",
        "act_zoom_in",
        "act_zoom_out",
        "act_fullscreen",
        "act_rules",
        "act_hint",
        "act_about",
        "recent_menu",
        "board_words",
    }
)
"""The window's attributes :func:`fill_menus` makes."""


def _action(
    window: MainWindow, slot: Callable[..., Any], shortcuts: Sequence[QKeySequence | str] = ()
) -> QAction:
    from PySide6.QtGui import QAction, QKeySequence

    action = QAction(window)
    action.triggered.connect(slot)
    if shortcuts:
        # Copying a QKeySequence would build Qt's namespace (see main_window): strings only.
        action.setShortcuts([QKeySequence(s) if isinstance(s, str) else s for s in shortcuts])
    window.addAction(action)  # shortcuts work in full screen too, where menus hide
    return action


def create_actions(window: MainWindow) -> None:
    """Make the window's actions (``window.act_*``), without their texts yet."""
    from PySide6.QtGui import QKeySequence

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


def create_menu_bar(window: MainWindow) -> None:
    """The window's menu bar and its menus, Game, View and Help, empty (see the module)."""
    bar = window.menuBar()
    window.game_menu = bar.addMenu("")
    window.view_menu = bar.addMenu("")
    window.help_menu = bar.addMenu("")


def fill_menus(window: MainWindow) -> None:
    """Make the window's actions and put them in its menus (Game, with Open Recent; View;
    Help, with Describe the board), their texts in the current language."""
    from PySide6.QtGui import QAction

    from capboard.ui.board_words import BoardWords
    from capboard.ui.recent_menu import RecentMenu

    create_actions(window)
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
    for action in (window.act_fit, window.act_zoom_in, window.act_zoom_out):
        window.view_menu.addAction(action)
    window.view_menu.addSeparator()
    window.view_menu.addAction(window.act_fullscreen)
    window.help_menu.addAction(window.act_hint)
    window.help_menu.addAction(window.act_rules)
    window.help_menu.addAction(window.act_about)
    window.act_settings.setMenuRole(QAction.MenuRole.PreferencesRole)
    window.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
    window.act_about.setMenuRole(QAction.MenuRole.AboutRole)
    window.board_words = BoardWords(window)
    _retranslate_actions(window)


def retranslate_menus(window: MainWindow) -> None:
    """Set the menus' and the actions' texts in the current language."""
    window.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
    window.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
    window.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
    if window.menus_filled:  # (Describe the board follows the language itself)
        _retranslate_actions(window)


def _retranslate_actions(window: MainWindow) -> None:
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
