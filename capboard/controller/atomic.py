"""Crash-safe file writes and size-limited reads, shared by saves and settings."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path

TEMPORARY_NAME = re.compile(r"^\.(?P<target>.+)\.[a-z0-9_]{8}\.tmp$")
"""The name of a write's temporary file beside its target (``.<target name>.<8 random
characters>.tmp``, as :func:`tempfile.mkstemp` makes it): what an interrupted write leaves."""


def backup_path(path: Path) -> Path:
    """Where the previous copy of ``path`` is kept: the same name with ``.bak`` added."""
    return path.with_name(path.name + ".bak")


def written_path(path: Path) -> Path:
    """The file a write to ``path`` changes: ``path`` itself, or the file it points to when
    it is a symbolic link (a link to a file kept elsewhere stays a link)."""
    if path.is_symlink():
        return Path(os.path.realpath(path))
    return path


def atomic_write(path: Path, data: bytes, *, keep_backup: bool = False) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old file or the new one.

    The bytes go to a temporary file in the same folder (same file system, so the final
    rename is atomic), are flushed and fsynced, then renamed over ``path``. With
    ``keep_backup`` the previous file is first copied to :func:`backup_path` (copied, not
    moved, so ``path`` exists at every moment).

    As a plain write would: the file keeps its permissions (a new one gets those the umask
    leaves), and a symbolic link is written through, to the file it points to (whose backup
    is kept beside it).
    """
    path = written_path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as f:
            _give_mode(f.fileno(), path)
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if keep_backup and path.is_file():
            _copy_atomically(path, backup_path(path))
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_dir(path.parent)


def _give_mode(fd: int, path: Path) -> None:
    """Give the temporary file the permissions the written file is to have: those of the
    file it replaces, or those a new file gets (mkstemp's are the owner's alone)."""
    if os.name != "posix":
        return  # Windows files carry no such bits (only read-only)
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        mode = 0o666 & ~_umask()
    os.fchmod(fd, mode)


def _umask() -> int:
    """The process's umask: from Linux's process status, which shows it, else by setting it
    and back (which, for that moment, would be another thread's umask too)."""
    with contextlib.suppress(OSError, ValueError), open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _copy_atomically(source: Path, target: Path) -> None:
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    try:
        shutil.copy2(source, tmp_name)  # the permissions too
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise


def _fsync_dir(folder: Path) -> None:
    # Makes the rename itself durable on POSIX; Windows cannot open a folder this way.
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def remove_interrupted_writes(folders: Iterable[Path]) -> list[Path]:
    """Delete the temporary files that writes interrupted by a crash left in ``folders``
    (see :data:`TEMPORARY_NAME`); returns them. Only for folders no other process writes to
    at the moment (Capboard's own, while it holds their lock): another's write in progress
    would lose its temporary file."""
    removed: list[Path] = []
    for folder in folders:
        try:
            entries = list(folder.iterdir())
        except OSError:
            continue  # no such folder (yet): nothing was written there
        for entry in entries:
            if not TEMPORARY_NAME.match(entry.name) or entry.is_symlink() or not entry.is_file():
                continue
            with contextlib.suppress(OSError):
                entry.unlink()
                removed.append(entry)
    return removed


class TooLarge(OSError):
    """A file bigger than the caller accepts."""


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of ``path``, refusing (with :class:`TooLarge`) a file over ``limit`` bytes.

    The size is checked before reading, and again while reading in case the file grew.
    Opens for reading only: the file is never modified.
    """
    if path.stat().st_size > limit:
        raise TooLarge(f"{path.name} is larger than {limit} bytes")
    with path.open("rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(f"{path.name} is larger than {limit} bytes")
    return data
