"""What one launch of the app does with the data folder and the file it was given.

``capboard FILE`` (and the system's "open with", which runs the same) opens that game. The
first Capboard on a data folder holds it (see :mod:`capboard.ui.instance`); a later launch
hands its file to that one and exits without touching a file, so that two windows never
write the same autosave, settings or history. On macOS the system sends a file opened with
Capboard as an event to the application (:class:`CapboardApp`).
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from capboard.controller import paths
from capboard.controller.atomic import remove_interrupted_writes

if TYPE_CHECKING:
    from capboard.ui.instance import SingleInstance
    from capboard.ui.main_window import MainWindow

EXIT_HANDED_OVER = 0
EXIT_NO_ANSWER = 1
EXIT_USAGE = 2
"""A file to open that is not there, or several."""


class CapboardApp(QApplication):
    """Capboard's QApplication: also where the system asks to open a file (macOS's Finder
    sends the application a :class:`QFileOpenEvent` for a file opened with Capboard, at
    start-up too, before any window may be listening: those wait for
    :meth:`listen_for_files`)."""

    file_open_requested = Signal(str)
    """A file the system asks to open (a local path)."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self._early_files: list[str] | None = []

    def listen_for_files(self, slot: Callable[[str], object]) -> None:
        """Send the files the system asks to open to ``slot``, those asked already first."""
        self.file_open_requested.connect(slot)
        early, self._early_files = self._early_files or [], None
        for path in early:
            self.file_open_requested.emit(path)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file() or event.url().toLocalFile()
            if path and self._early_files is not None:
                self._early_files.append(path)
            elif path:
                self.file_open_requested.emit(path)
            return True
        return super().event(event)


class Launch:
    """This launch: the file it opens (``file``), and either the data folder it holds
    (``exit_code`` None: go on and open the window) or the exit code it ends with at once
    (the file was handed to the Capboard already running, or could not be)."""

    def __init__(self, app: QApplication) -> None:
        self.app = app
        self.file: str | None = None
        self.exit_code: int | None = None
        self.instance: SingleInstance | None = None
        try:
            self.file = file_argument(app.arguments()[1:])
        except ValueError as exc:
            print(f"capboard: {exc}", file=sys.stderr)
            self.exit_code = EXIT_USAGE
            return
        from capboard.ui.instance import SingleInstance, server_name

        # The socket's name is made when first needed: after the first paint, usually.
        name = functools.partial(server_name, paths.data_dir())
        instance = SingleInstance(paths.instance_lock_path(), name, app)
        if not instance.acquire():
            self.exit_code = hand_over(instance, self.file)
            return
        self.instance = instance

    def after_first_paint(self, window: MainWindow) -> None:
        """Once the window is on screen (what it needs first comes first): remove what a
        crash left, then listen for later launches (they try for some seconds), then what
        the window does after its first paint."""
        if self.instance is not None:
            # Holding the folder, no other Capboard writes there: a temporary file is a
            # crash's (this one writes synchronously: none of its own is left between calls).
            remove_interrupted_writes(paths.own_folders())
            self.instance.listen()
        window.after_first_paint()

    def attach(self, window: MainWindow) -> None:
        """Send ``window`` the file of this launch and those asked for later (by later
        launches and by the system), all kept until its start is over."""
        requests = window.file_requests
        requests.hold()  # until the unfinished game has been offered back
        if self.instance is not None:
            self.instance.open_requested.connect(requests.request_open)
        listen = getattr(self.app, "listen_for_files", None)
        if listen is not None:
            listen(requests.request_open)
        if self.file is not None:
            requests.request_open(self.file)

    def release(self) -> None:
        """Free the data folder (the app is closing)."""
        if self.instance is not None:
            self.instance.release()


def file_argument(args: Sequence[str]) -> str | None:
    """The game file among the command line's arguments left by Qt (an absolute path), or
    None. Raises ValueError when it is not an existing file, or when several are given
    (one game at a time). After ``--`` every argument is a file, even one starting with -."""
    args = list(args)
    after: list[str] = []
    if "--" in args:
        cut = args.index("--")
        args, after = args[:cut], args[cut + 1 :]
    files = [arg for arg in args if not arg.startswith("-")] + after
    if not files:
        return None
    if len(files) > 1:
        raise ValueError(f"one game at a time, not {len(files)}: {' '.join(files)}")
    name = files[0]
    if name.startswith("file:"):  # a URL, as some file managers give
        from PySide6.QtCore import QUrl  # (its class costs some of the start-up: only then)

        name = QUrl(name).toLocalFile() or name
    path = Path(name)
    if not path.exists():
        raise ValueError(f"{files[0]}: no such file or command (see capboard --help)")
    if not path.is_file():
        raise ValueError(f"{files[0]}: not a file")
    return str(path.absolute())


def hand_over(instance: SingleInstance, file: str | None) -> int:
    """This launch is not the one Capboard of its data folder: hand ``file`` to the one that
    is, and exit. Should it not answer, say so (in a box too: a launch from a desktop has no
    terminal) and exit all the same: a second window on the same files must never start."""
    if instance.hand_over(file):
        if file is None:
            print("capboard: Capboard is already open: its window comes to the front.")
        else:
            print(f"capboard: Capboard is already open: {file} opens in its window.")
        return EXIT_HANDED_OVER
    from PySide6.QtWidgets import QMessageBox

    from capboard.controller.early_settings import read_early_settings
    from capboard.controller.i18n import Translations

    app = QCoreApplication.instance()
    assert app is not None  # the launch made it
    translations = Translations(app)
    translations.install(app, read_early_settings().language)
    text = QCoreApplication.translate(
        "Application",
        "Capboard is already open but does not answer. Close it, or wait until it answers,"
        " then try again.",
    )
    print(f"capboard: {text}", file=sys.stderr)
    QMessageBox.warning(None, "Capboard", text)
    return EXIT_NO_ANSWER
