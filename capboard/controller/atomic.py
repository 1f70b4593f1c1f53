"""Crash-safe file writes and size-limited reads, shared by saves and settings."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from pathlib import Path


def backup_path(path: Path) -> Path:
    """Where the previous copy of ``path`` is kept: the same name with ``.bak`` added."""
    return path.with_name(path.name + ".bak")


def atomic_write(path: Path, data: bytes, *, keep_backup: bool = False) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old file or the new one.

    The bytes go to a temporary file in the same folder (same file system, so the final
    rename is atomic), are flushed and fsynced, then renamed over ``path``. With
    ``keep_backup`` the previous file is first copied to :func:`backup_path` (copied, not
    moved, so ``path`` exists at every moment).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as f:
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


def _copy_atomically(source: Path, target: Path) -> None:
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    try:
        shutil.copy2(source, tmp_name)
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
