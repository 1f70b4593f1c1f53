"""The autosave's backup (the game one action earlier) offered when the autosave is damaged;
both removed when the game is declined."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from capboard.controller import paths
from capboard.controller.atomic import backup_path
from capboard.controller.autosave import find_unfinished, remove_unfinished, restore_backup
from capboard.controller.saves import SaveError, read_save, write_save
from capboard.engine.record import GameRecord

MakeRecord = Callable[..., GameRecord]


# -- the autosave and its backup --------------------------------------------------------------


def _two_autosaves(make_record: MakeRecord) -> Path:
    """An autosave written twice (so that its backup holds the first), as a game does."""
    path = paths.autosave_path()
    write_save(path, make_record(actions=[]))
    write_save(path, make_record(actions=[{"kind": "roll"}]))
    return path


def test_a_damaged_autosave_offers_its_intact_backup(make_record: MakeRecord) -> None:
    path = _two_autosaves(make_record)
    path.write_bytes(path.read_bytes()[:40])  # cut short by a crash

    unfinished = find_unfinished(path)

    assert unfinished is not None and unfinished.from_backup
    assert unfinished.saved.record.actions == []
    restore_backup(path)
    assert read_save(path).actions == []  # the intact copy is the autosave again


def test_an_intact_autosave_is_offered_itself(make_record: MakeRecord) -> None:
    path = _two_autosaves(make_record)
    unfinished = find_unfinished(path)
    assert unfinished is not None and not unfinished.from_backup
    assert len(unfinished.saved.record.actions) == 1


def test_an_autosave_damaged_with_its_backup_raises_and_both_stay(
    make_record: MakeRecord,
) -> None:
    path = _two_autosaves(make_record)
    path.write_bytes(b"{ not json")
    backup_path(path).write_bytes(b"nor this")
    with pytest.raises(SaveError) as refused:
        find_unfinished(path)
    assert refused.value.reason == "not_json"
    assert path.read_bytes() == b"{ not json"
    assert backup_path(path).read_bytes() == b"nor this"


def test_declining_removes_the_autosave_and_its_backup(make_record: MakeRecord) -> None:
    path = _two_autosaves(make_record)
    remove_unfinished(path)
    assert not path.exists()
    assert not backup_path(path).exists()
    assert find_unfinished(path) is None


def test_a_backup_left_without_its_autosave_is_removed_not_offered(
    make_record: MakeRecord,
) -> None:
    path = _two_autosaves(make_record)
    path.unlink()  # a game that ended between the two removals
    assert find_unfinished(path) is None
    assert not backup_path(path).exists()
