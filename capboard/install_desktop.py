"""``capboard install-desktop``: Capboard in the desktop's menu, and saves that open with it.

A ``pip install`` puts a ``capboard`` command on the disk and nothing more. This copies into
the user's own data folder (``$XDG_DATA_HOME``, by default ``~/.local/share``), the way the
freedesktop.org specifications say, what a system package would install under ``/usr/share``:

- ``applications/<APP_ID>.desktop``, the menu entry, whose ``Exec`` line is rewritten to start
  this very copy of Capboard (the ``capboard`` command of its virtual environment, or the
  bundle's program), which need not be on the ``PATH``;
- ``mime/packages/<APP_ID>.xml``, the ``application/x-capboard`` type of ``*.capboard`` files,
  then ``update-mime-database`` (when installed) so that file managers know it;
- ``icons/hicolor/<size>/apps/<APP_ID>.png|svg``, the icon of the entry and of saves.

``--uninstall`` removes those files again. Both are idempotent. The files come from
``capboard/share`` in an installed copy and from ``packaging/share`` in a checkout.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import site
import subprocess
import sys
import sysconfig
from collections.abc import Callable, Sequence
from pathlib import Path

from capboard import APP_ID

_PACKAGE = Path(__file__).resolve().parent

DESKTOP_FILE = f"applications/{APP_ID}.desktop"
MIME_FILE = f"mime/packages/{APP_ID}.xml"
ICONS = "icons/hicolor"

Runner = Callable[[Sequence[str]], None]


class InstallError(Exception):
    """The desktop files cannot be installed (or removed); the message says why."""


def share_dir() -> Path:
    """The folder laid out like ``/usr/share`` that holds Capboard's desktop files."""
    for candidate in (_PACKAGE / "share", _PACKAGE.parent / "packaging" / "share"):
        if (candidate / DESKTOP_FILE).is_file():
            return candidate
    raise InstallError("Capboard's desktop files (share/) are missing; reinstall Capboard")


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or not absolute (as the XDG
    Base Directory specification says)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    return Path.home() / ".local" / "share"


def icon_files(share: Path) -> list[str]:
    """The icons to install, relative to ``share``: every ``<APP_ID>.*`` of the hicolor
    theme."""
    paths = [path for path in (share / ICONS).rglob(f"{APP_ID}.*") if path.is_file()]
    return [path.relative_to(share).as_posix() for path in sorted(paths, key=_icon_order)]


def _icon_order(path: Path) -> tuple[int, str]:
    """Smallest size first, then the scalable one."""
    width = path.parent.parent.name.partition("x")[0]
    return (int(width) if width.isdigit() else 1 << 30, path.as_posix())


def installed_files(share: Path) -> list[str]:
    """Every file that installing writes, relative to the data folder."""
    return [DESKTOP_FILE, MIME_FILE, *icon_files(share)]


# --- the command that the menu entry runs ---------------------------------------------------


def launcher() -> list[str]:
    """The command line that starts this copy of Capboard from anywhere (a menu, a file
    manager), whatever the ``PATH`` and the current folder."""
    if getattr(sys, "frozen", False):  # a bundle (PyInstaller): its program is the app
        return [str(Path(sys.executable).resolve())]
    python = [str(Path(sys.executable).absolute()), "-m", "capboard"]
    if not _installed():
        # A checkout (or an editable install): the package must be found without the current
        # folder, which a menu does not set, and not some other copy's command.
        return ["env", f"PYTHONPATH={_PACKAGE.parent}", *python]
    script = _capboard_script()
    return python if script is None else [str(script)]


def _installed() -> bool:
    """Whether this package was installed into this interpreter's (or the user's)
    site-packages, where the ``capboard`` command installed beside it imports it."""
    folders = {sysconfig.get_path(key) for key in ("purelib", "platlib")}
    folders.add(site.getusersitepackages())
    return any(_PACKAGE.parent == Path(folder).resolve() for folder in folders if folder)


def _capboard_script() -> Path | None:
    """The ``capboard`` command installed with this interpreter (its virtual environment's, or
    the user's scripts folder), if there is one."""
    names = ("capboard.exe", "capboard") if os.name == "nt" else ("capboard",)
    argv0 = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    folders: list[Path] = []
    if argv0 is not None and argv0.stem in ("capboard", "capboard-gui"):
        folders.append(argv0.absolute().parent)  # the command this process was started by
    folders.append(Path(sysconfig.get_path("scripts")))
    with contextlib.suppress(KeyError):  # no user scheme on this platform
        folders.append(Path(sysconfig.get_path("scripts", f"{os.name}_user")))
    for folder in folders:
        for name in names:
            candidate = folder / name
            if candidate.is_file() and os.access(candidate, os.X_OK):
                return candidate
    return None


def exec_line(command: Sequence[str]) -> str:
    """The value of a desktop file's ``Exec`` key that runs ``command`` with the file opened
    (``%f``): arguments quoted as the Desktop Entry specification says, then escaped as any
    string value of a desktop file."""
    quoted = []
    for arg in command:
        if not arg or any(char in _RESERVED for char in arg):
            inner = "".join("\\" + char if char in '"`$\\' else char for char in arg)
            arg = f'"{inner}"'
        quoted.append(arg.replace("%", "%%"))
    value = " ".join([*quoted, "%f"])
    return value.replace("\\", "\\\\")  # a string value's own escape


_RESERVED = frozenset(" \t\n\"'\\><~|&;$*?#()`")


def desktop_entry(template: str, command: Sequence[str]) -> str:
    """The packaged desktop file with its ``Exec`` (and ``TryExec``) made to run ``command``."""
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + exec_line(command)
        elif line.startswith("TryExec="):
            line = "TryExec=" + _program(command).replace("\\", "\\\\")
        lines.append(line)
    return "\n".join(lines) + "\n"


def _program(command: Sequence[str]) -> str:
    """The program that ``command`` runs: past ``env`` and its ``NAME=value`` settings."""
    args = list(command)
    if args and Path(args[0]).name == "env":
        args = args[1:]
        while args and re.match(r"[A-Za-z_][A-Za-z0-9_]*=", args[0]):
            args = args[1:]
    return args[0] if args else command[0]


# --- installing and removing ----------------------------------------------------------------


def _run_quietly(command: Sequence[str]) -> None:
    subprocess.run(list(command), check=False, capture_output=True, timeout=120)


def _refresh(target: Path, run: Runner) -> list[str]:
    """Rebuild the caches the desktop reads (where their tools are installed); returns notes
    about those that could not be."""
    notes = []
    tool = shutil.which("update-mime-database")
    if tool is not None and (target / "mime").is_dir():
        run([tool, str(target / "mime")])
    elif tool is None:
        notes.append(
            "update-mime-database was not found (package shared-mime-info): .capboard files"
            " will be known once the MIME database is next rebuilt"
        )
    tool = shutil.which("update-desktop-database")
    if tool is not None and (target / "applications").is_dir():
        run([tool, str(target / "applications")])
    hicolor = target / ICONS
    tool = shutil.which("gtk-update-icon-cache")
    if tool is not None and (hicolor / "icon-theme.cache").is_file():
        # Only a cache that exists would be stale; without one, the folders are read.
        run([tool, "--force", "--ignore-theme-index", str(hicolor)])
    return notes


def install(
    target: Path | None = None,
    command: Sequence[str] | None = None,
    run: Runner = _run_quietly,
) -> tuple[list[Path], list[str]]:
    """Install the desktop entry, MIME type and icons under ``target`` (the XDG data folder
    by default), the entry starting ``command`` (this copy of Capboard by default). Returns
    the files written and notes for the user."""
    target = data_home() if target is None else target
    command = launcher() if command is None else list(command)
    share = share_dir()
    written = []
    for relative in installed_files(share):
        destination = target / relative
        destination.parent.mkdir(parents=True, exist_ok=True)
        if relative == DESKTOP_FILE:
            text = desktop_entry((share / relative).read_text(encoding="utf-8"), command)
            destination.write_text(text, encoding="utf-8")
        else:
            shutil.copyfile(share / relative, destination)
        written.append(destination)
    return written, _refresh(target, run)


def uninstall(target: Path | None = None, run: Runner = _run_quietly) -> list[Path]:
    """Remove what :func:`install` wrote under ``target`` (any size of the icon, even one this
    version no longer ships); returns the files removed."""
    target = data_home() if target is None else target
    candidates = [target / DESKTOP_FILE, target / MIME_FILE]
    candidates += sorted((target / ICONS).glob(f"*/apps/{APP_ID}.*"))
    removed = []
    for path in candidates:
        if path.is_file() or path.is_symlink():
            path.unlink()
            removed.append(path)
    if removed:
        _refresh(target, run)
    return removed


def main(*, uninstall_: bool = False) -> int:
    """Run ``capboard install-desktop [--uninstall]``; returns the exit code."""
    if sys.platform in ("win32", "darwin"):
        print(
            "capboard install-desktop: this is for Linux (and other freedesktop.org desktops);"
            " on Windows and macOS, use the bundle (see README)",
            file=sys.stderr,
        )
        return 2
    target = data_home()
    try:
        if uninstall_:
            removed = uninstall(target)
            if not removed:
                print(f"Capboard was not installed in {target}: nothing to remove")
            else:
                print(f"Removed Capboard's menu entry, file type and icons from {target}:")
                for path in removed:
                    print(f"  {path.relative_to(target)}")
            return 0
        written, notes = install(target)
    except (InstallError, OSError) as exc:
        print(f"capboard install-desktop: {exc}", file=sys.stderr)
        return 1
    print(f"Installed Capboard's menu entry, file type and icons in {target}:")
    for path in written:
        print(f"  {path.relative_to(target)}")
    for note in notes:
        print(f"Note: {note}")
    return 0
