"""Save files: atomic writes with a backup, and reads that refuse anything doubtful without
ever touching the file."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from capboard.controller import atomic
from capboard.controller.saves import (
    MAX_SAVE_BYTES,
    SAVE_SUFFIX,
    SaveError,
    read_save,
    write_save,
)
from capboard.engine.record import GameRecord, replay

from .toygame import Pass, Roll, Take, ToyState


def played_record(make_record: Callable[..., GameRecord]) -> GameRecord:
    """A record of a few legal toy actions (roll, take what was rolled, pass, roll)."""
    record = make_record()
    state, _ = replay(record)
    assert isinstance(state, ToyState)
    game = state.game
    for action in (Roll(), None, Pass(), Roll()):
        if action is None:  # take what the roll gave
            assert state.pool is not None
            action = Take(state.pool)
        state.apply(action)
        record.actions.append(game.encode_action(action))
    return record


@pytest.fixture
def saved(tmp_path: Path, make_record: Callable[..., GameRecord]) -> tuple[Path, GameRecord]:
    record = played_record(make_record)
    path = tmp_path / f"game{SAVE_SUFFIX}"
    write_save(path, record)
    return path, record


def test_round_trip(saved: tuple[Path, GameRecord]) -> None:
    path, record = saved
    assert read_save(path) == record


def test_previous_copy_is_kept_as_backup(
    saved: tuple[Path, GameRecord], make_record: Callable[..., GameRecord]
) -> None:
    path, record = saved
    first = path.read_bytes()
    other = make_record(seed=record.seed + 1)
    write_save(path, other)
    backup = atomic.backup_path(path)
    assert backup.name == path.name + ".bak"
    assert backup.read_bytes() == first
    assert read_save(path) == other
    assert sorted(p.name for p in path.parent.iterdir()) == sorted([path.name, backup.name])


def test_failed_write_leaves_the_old_file(
    saved: tuple[Path, GameRecord],
    make_record: Callable[..., GameRecord],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path, record = saved
    before = path.read_bytes()

    def refuse(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "replace", refuse)
    with pytest.raises(SaveError) as info:
        write_save(path, make_record(seed=record.seed + 1))
    assert info.value.reason == "unwritable"
    assert info.value.message()
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def _save_json(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _truncated(path: Path) -> bytes:
    data = path.read_bytes()
    return data[: len(data) // 2]


def _tampered(path: Path) -> bytes:
    data = _save_json(path)
    data["record"]["actions"][1] = {"kind": "take", "k": 99}
    return json.dumps(data).encode()


def _newer(path: Path) -> bytes:
    data = _save_json(path)
    data["version"] = 99
    return json.dumps(data).encode()


def _unknown_game(path: Path) -> bytes:
    data = _save_json(path)
    data["record"]["game_id"] = "no-such-game"
    return json.dumps(data).encode()


def _loose_types(path: Path) -> bytes:
    data = _save_json(path)
    data["record"]["seed"] = str(data["record"]["seed"])  # strict: no "7" for 7
    return json.dumps(data).encode()


def _extra_key(path: Path) -> bytes:
    data = _save_json(path)
    data["record"]["cheat"] = True
    return json.dumps(data).encode()


def _not_a_record(path: Path) -> bytes:
    data = _save_json(path)
    data["record"] = [1, 2, 3]
    return json.dumps(data).encode()


def _garbage(_path: Path) -> bytes:
    rng = random.Random(0)
    return bytes(rng.randrange(256) for _ in range(4096))


def _oversized(path: Path) -> bytes:
    data = path.read_bytes()
    return data + b" " * (MAX_SAVE_BYTES + 1 - len(data))


def _deeply_nested(_path: Path) -> bytes:
    return b"[" * 100_000 + b"]" * 100_000


@pytest.mark.parametrize(
    ("make_content", "reason"),
    [
        (_truncated, "not_json"),
        (lambda _p: b"this is not json", "not_json"),
        (_garbage, "not_json"),
        (_deeply_nested, "not_json"),
        (lambda _p: b'{"format": "capboard-save", "version": NaN}', "not_json"),
        (_tampered, "replay"),
        (lambda _p: b'{"hello": "world"}', "foreign"),
        (lambda _p: b"[1, 2, 3]", "foreign"),
        (_newer, "newer_version"),
        (_unknown_game, "unknown_game"),
        (_loose_types, "invalid"),
        (_extra_key, "invalid"),
        (_not_a_record, "invalid"),
        (_oversized, "too_large"),
        (lambda _p: b"", "not_json"),
    ],
)
def test_bad_files_are_refused_and_left_untouched(
    saved: tuple[Path, GameRecord], make_content: Callable[[Path], bytes], reason: str
) -> None:
    path, _ = saved
    content = make_content(path)
    path.write_bytes(content)
    old = path.stat().st_mtime_ns - 10**9  # a distinct past mtime, to see any rewrite
    os.utime(path, ns=(old, old))
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert info.value.reason == reason
    assert info.value.message()
    assert path.read_bytes() == content
    assert path.stat().st_mtime_ns == old
    assert not atomic.backup_path(path).exists()


def test_messages_name_the_problem(saved: tuple[Path, GameRecord]) -> None:
    path, _ = saved
    newer, unknown = _newer(path), _unknown_game(path)
    path.write_bytes(newer)
    with pytest.raises(SaveError) as too_new:
        read_save(path)
    assert "newer" in too_new.value.message()
    assert "99" in str(too_new.value)

    path.write_bytes(unknown)
    with pytest.raises(SaveError) as no_game:
        read_save(path)
    assert "no-such-game" in no_game.value.message()


def test_replay_error_names_the_move(saved: tuple[Path, GameRecord]) -> None:
    path, _ = saved
    path.write_bytes(_tampered(path))
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert info.value.action_number == 2
    assert "2" in info.value.message()


def test_missing_and_folder(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as missing:
        read_save(tmp_path / f"nothing{SAVE_SUFFIX}")
    assert missing.value.reason == "missing"
    with pytest.raises(SaveError) as folder:
        read_save(tmp_path)
    assert folder.value.reason == "unreadable"


# --- the version of a game's rules ------------------------------------------------------------


def test_a_save_says_which_rules_of_its_game_it_was_made_under(tmp_path: Path) -> None:
    from capboard.engine import registry
    from tests.helpers.records import recorded_game

    for game_id in ("canon-noir", "cap-horn"):
        record = recorded_game(game_id, 20)
        path = tmp_path / f"{game_id}{SAVE_SUFFIX}"
        write_save(path, record)
        rules = registry.get(game_id).rules_version
        # A game whose rules never changed is written as before, for an earlier Capboard.
        assert _save_json(path).get("rules") == (rules if rules > 1 else None)
        assert read_save(path) == record
    # Both cases met: Canon Noir's rules have changed since the first version, Cap Horn's not.
    assert registry.get("canon-noir").rules_version > 1
    assert registry.get("cap-horn").rules_version == 1


def test_a_move_refused_under_changed_rules_is_told_as_such_and_the_file_kept(
    saved: tuple[Path, GameRecord], monkeypatch: pytest.MonkeyPatch
) -> None:
    from .toygame import ToyGame

    path, record = saved
    tampered = _tampered(path)  # move 2 breaks the rules of today, under which it was saved
    path.write_bytes(tampered)
    with pytest.raises(SaveError) as today:
        read_save(path)
    assert today.value.reason == "replay"
    # The same file, saved under version 1 of rules that are now at version 2: the move is
    # told refused by the new rules, not the file damaged.
    monkeypatch.setattr(ToyGame, "rules_version", 2)
    with pytest.raises(SaveError) as changed:
        read_save(path)
    assert changed.value.reason == "older_rules" and changed.value.action_number == 2
    assert "earlier rules" in changed.value.message() and "2" in changed.value.message()
    assert path.read_bytes() == tampered
    # A save under the earlier rules that still replays opens as it is.
    write_save(path, record)
    data = _save_json(path)
    data["rules"] = 1
    path.write_bytes(json.dumps(data).encode())
    assert read_save(path) == record


def test_a_save_under_newer_rules_is_refused(saved: tuple[Path, GameRecord]) -> None:
    path, _ = saved
    data = _save_json(path)
    data["rules"] = 5  # the toy game plays version 1 of its rules
    content = json.dumps(data).encode()
    path.write_bytes(content)
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert info.value.reason == "newer_version" and "newer" in info.value.message()
    assert path.read_bytes() == content
