"""Files as a person's other programs see them: written with the umask's permissions, through
symbolic links (which stay links), and the temporary files of an interrupted write found."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from capboard.controller import paths
from capboard.controller.atomic import atomic_write, backup_path, remove_interrupted_writes
from capboard.controller.saves import read_save, write_save
from capboard.controller.settings import (
    Settings,
    load_settings,
    save_settings,
)
from capboard.engine.record import GameRecord

posix_only = pytest.mark.skipif(os.name != "posix", reason="permission bits and links")

MakeRecord = Callable[..., GameRecord]


@pytest.fixture
def umask() -> Iterator[Callable[[int], None]]:
    """Set the process's umask for the test; the one before is put back after it."""
    before = os.umask(0o022)
    os.umask(before)
    yield os.umask
    os.umask(before)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


# -- permissions ----------------------------------------------------------------------------


@posix_only
@pytest.mark.parametrize("mask", [0o022, 0o027, 0o077, 0o002])
def test_a_new_file_gets_the_permissions_the_umask_leaves(
    tmp_path: Path, umask: Callable[[int], None], mask: int
) -> None:
    umask(mask)
    path = tmp_path / "game.capboard"
    atomic_write(path, b"data")
    assert _mode(path) == 0o666 & ~mask
    # As a plain write by the same process would give it.
    plain = tmp_path / "plain"
    plain.write_bytes(b"data")
    assert _mode(path) == _mode(plain)


@posix_only
@pytest.mark.parametrize("mode", [0o600, 0o640, 0o664])
def test_a_rewritten_file_and_its_backup_keep_the_files_permissions(
    tmp_path: Path, umask: Callable[[int], None], mode: int
) -> None:
    umask(0o022)
    path = tmp_path / "game.capboard"
    path.write_bytes(b"old")
    path.chmod(mode)
    atomic_write(path, b"new", keep_backup=True)
    assert path.read_bytes() == b"new"
    assert _mode(path) == mode
    assert backup_path(path).read_bytes() == b"old"
    assert _mode(backup_path(path)) == mode


@posix_only
def test_saves_and_settings_are_written_with_the_umasks_permissions(
    umask: Callable[[int], None], make_record: MakeRecord
) -> None:
    umask(0o022)
    save_settings(Settings(language="fr"))
    write_save(paths.autosave_path(), make_record())
    assert _mode(paths.settings_path()) == 0o644
    assert _mode(paths.autosave_path()) == 0o644


# -- symbolic links -------------------------------------------------------------------------


@posix_only
def test_saving_through_a_link_writes_the_file_it_points_to(
    tmp_path: Path, make_record: MakeRecord
) -> None:
    elsewhere = tmp_path / "synced" / "family.capboard"
    elsewhere.parent.mkdir()
    write_save(elsewhere, make_record(seed=1))
    link = tmp_path / "family.capboard"
    link.symlink_to(elsewhere)

    write_save(link, make_record(seed=2))

    assert link.is_symlink()
    assert link.resolve() == elsewhere.resolve()
    assert read_save(elsewhere).seed == 2
    # The copy before is kept beside the file itself, not beside the link.
    assert read_save(backup_path(elsewhere)).seed == 1
    assert not backup_path(link).exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["family.capboard", "synced"]


@posix_only
def test_settings_kept_elsewhere_through_a_link_stay_linked(tmp_path: Path) -> None:
    dotfiles = tmp_path / "dotfiles" / "capboard.json"
    dotfiles.parent.mkdir()
    dotfiles.write_text('{"language": "fr"}', encoding="utf-8")
    paths.config_dir().mkdir(parents=True)
    paths.settings_path().symlink_to(dotfiles)

    save_settings(load_settings().model_copy(update={"sound": False}))

    assert paths.settings_path().is_symlink()
    written = json.loads(dotfiles.read_text(encoding="utf-8"))
    assert (written["language"], written["sound"]) == ("fr", False)


@posix_only
def test_a_link_to_a_file_not_there_yet_creates_that_file(tmp_path: Path) -> None:
    target = tmp_path / "later.json"
    link = tmp_path / "link.json"
    link.symlink_to(target)
    atomic_write(link, b"{}")
    assert link.is_symlink()
    assert target.read_bytes() == b"{}"


# -- an interrupted write ---------------------------------------------------------------------


def test_the_temporary_files_of_an_interrupted_write_are_removed(tmp_path: Path) -> None:
    # What atomic_write leaves when the process dies between writing and renaming.
    leftovers = [
        tmp_path / ".autosave.capboard.k2j_9x0a.tmp",
        tmp_path / ".settings.json.ab12cd34.tmp",
    ]
    for leftover in leftovers:
        leftover.write_bytes(b"half a game")
    # A person's own files, even with names like those, are not.
    theirs = [
        tmp_path / "notes.tmp",
        tmp_path / ".hidden.tmp",
        tmp_path / ".x.TOOLONGNAME.tmp",
        tmp_path / "autosave.capboard",
    ]
    for file in theirs:
        file.write_bytes(b"mine")
    folder_link = tmp_path / ".link.abcdefgh.tmp"
    if os.name == "posix":
        folder_link.symlink_to(tmp_path / "autosave.capboard")  # a link is never followed

    removed = remove_interrupted_writes([tmp_path, tmp_path / "missing"])

    assert sorted(removed) == sorted(leftovers)
    assert not any(leftover.exists() for leftover in leftovers)
    assert all(file.read_bytes() == b"mine" for file in theirs)
    if os.name == "posix":
        assert folder_link.is_symlink()
