"""The Game menu's Open Recent: the last games opened or saved, kept in the settings.

The list is read from the settings each time the menu opens, and each file looked for then:
a game whose file has gone (moved, deleted, on a disk not plugged in) stays listed, greyed
and marked "not found", until it is opened from elsewhere or the list is cleared; one found
missing when opened is taken off.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu

from capboard.controller import paths
from capboard.ui.plain import literal

if TYPE_CHECKING:
    from capboard.ui.main_window import MainWindow


class RecentMenu(QMenu):
    """Open Recent, for ``window``: its entries open a game with :meth:`MainWindow.open_game`;
    :meth:`note` puts a game first, :meth:`forget` takes one off."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.setToolTipsVisible(True)  # each game's full path
        # Filled as it opens: the list may have changed, a file may have gone.
        self.aboutToShow.connect(self.fill)
        self.retranslate()

    def retranslate(self) -> None:
        """The menu's title in the current language (its entries are made as it opens)."""
        self.setTitle(self.tr("Open &recent"))

    def files(self) -> list[str]:
        """The games listed, most recent first (absolute paths)."""
        return list(self._window.settings.recent_files)

    def fill(self) -> None:
        """Make the entries: one per game (greyed if its file is not found), then Clear."""
        self.clear()
        files = self.files()
        names = [Path(name).name for name in files]
        for number, name in enumerate(files, start=1):
            path = Path(name)
            label = path.name
            if names.count(label) > 1:  # the same name in two folders: the folder tells
                label = f"{label} ({path.parent.name or path.parent})"
            label = label.replace("&", "&&")  # a name is not a shortcut
            found = path.is_file()
            if not found:
                label = self.tr("%1 (not found)").replace("%1", label)
            # 1 to 9, then 0 for the tenth, as keys under the fingers.
            action = self.addAction(f"&{number % 10} {label}")
            action.setToolTip(literal(name))
            action.setEnabled(found)
            action.triggered.connect(partial(self._open, name))
        if files:
            self.addSeparator()
            self.addAction(self.tr("&Clear the list"), self.clear_list)
        else:
            self.addAction(self.tr("No recent games")).setEnabled(False)

    def _open(self, name: str) -> None:
        self._window.open_game(Path(name))

    def clear_list(self) -> None:
        """Forget every game listed (the files stay where they are)."""
        self._set([])

    def note(self, path: Path) -> None:
        """``path`` was opened or saved: first in the list (the autosave never is: it is
        offered at start-up)."""
        if _same_file(path, paths.autosave_path()):
            return
        name = str(path.absolute())
        self._set([name, *(other for other in self.files() if other != name)])

    def forget(self, path: Path) -> None:
        """``path`` was found missing: off the list."""
        name = str(path.absolute())
        self._set([other for other in self.files() if other != name])

    def _set(self, files: list[str]) -> None:
        from capboard.controller.settings import MAX_RECENT_FILES

        files = files[:MAX_RECENT_FILES]
        window = self._window
        if files != window.settings.recent_files:
            window.update_settings(window.settings.model_copy(update={"recent_files": files}))


def _same_file(one: Path, other: Path) -> bool:
    """Whether two paths name the same file (the same path, or links to one file)."""
    if one.absolute() == other.absolute():
        return True
    try:
        return one.samefile(other)
    except OSError:
        return False
