"""The unfinished game a crash left in the autosave, as the next start finds it.

Every autosave keeps the one before it as ``<autosave>.bak`` (see
:func:`capboard.controller.saves.write_save`): when a crash damaged the autosave itself, that
copy (the game one action earlier) is offered instead. Declining the game removes both.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import NamedTuple

from capboard.controller.atomic import atomic_write, backup_path
from capboard.controller.saves import SaveFile, read_save_file


class Unfinished(NamedTuple):
    """The game to offer back: ``saved``, read and checked from the autosave, or from its
    backup when ``from_backup`` (the autosave being damaged)."""

    saved: SaveFile
    from_backup: bool


def find_unfinished(path: Path) -> Unfinished | None:
    """The game left in the autosave at ``path``, or in its backup when the autosave is
    damaged; None when there is none. Raises the autosave's
    :class:`~capboard.controller.saves.SaveError` when neither can be read (both files are
    left as they are).

    A backup alone, without its autosave, is what a game that ended leaves if the end came
    between the two removals: it is removed, not offered."""
    backup = backup_path(path)
    if not path.is_file():
        if backup.is_file():
            with contextlib.suppress(OSError):
                backup.unlink()
        return None
    from capboard.controller.saves import SaveError

    try:
        return Unfinished(read_save_file(path), from_backup=False)
    except SaveError as damaged:
        try:
            return Unfinished(read_save_file(backup), from_backup=True)
        except SaveError:
            raise damaged from None


def restore_backup(path: Path) -> None:
    """Make the backup the autosave again (before resuming it), so that the next autosave
    keeps an intact copy, not the damaged one; raises OSError."""
    atomic_write(path, backup_path(path).read_bytes())


def remove_unfinished(path: Path) -> None:
    """Remove the autosave and its backup (the person declined the game); raises OSError."""
    for gone in (path, backup_path(path)):
        gone.unlink(missing_ok=True)
