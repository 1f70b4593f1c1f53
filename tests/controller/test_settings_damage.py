"""A damaged settings file costs only what is damaged, and a copy of it is kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from capboard.controller import paths
from capboard.controller.settings import (
    Settings,
    damaged_copy_path,
    read_settings,
    save_settings,
)

# -- a damaged settings file ------------------------------------------------------------------


def _write_settings(content: bytes) -> Path:
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return path


def test_one_bad_value_keeps_every_other_setting_and_a_copy_of_the_file() -> None:
    content = json.dumps(
        {
            "language": "fr",
            "sound": False,
            "animation_speed": -1,  # out of range
            "colour_blind": True,
            "result_seconds": "soon",  # not a number
            "last_game": "cap-horn",
            "recent_files": ["/games/a.capboard"],
        }
    ).encode()
    path = _write_settings(content)

    settings, damage = read_settings()

    assert damage is not None
    assert sorted(damage.reset) == ["animation_speed", "result_seconds"]
    assert (settings.language, settings.sound, settings.colour_blind) == ("fr", False, True)
    assert settings.last_game == "cap-horn"
    assert settings.recent_files == ["/games/a.capboard"]
    defaults = Settings()
    assert settings.animation_speed == defaults.animation_speed
    assert settings.result_seconds == defaults.result_seconds
    # The file is left as it was, and a copy of it kept for the next save to replace it.
    assert path.read_bytes() == content
    assert damage.copy == damaged_copy_path(path)
    assert damage.copy.read_bytes() == content


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00garbage", b"[]"])
def test_a_settings_file_that_cannot_be_read_gives_the_defaults_and_is_copied(
    content: bytes,
) -> None:
    path = _write_settings(content)
    settings, damage = read_settings()
    assert settings == Settings()
    assert damage is not None and damage.reset == ()
    assert damage.copy is not None and damage.copy.read_bytes() == content
    assert path.read_bytes() == content


def test_a_good_or_missing_settings_file_is_no_damage() -> None:
    assert read_settings() == (Settings(), None)
    save_settings(Settings(language="fr"))
    assert read_settings() == (Settings(language="fr"), None)
    assert not damaged_copy_path(paths.settings_path()).exists()


def test_the_recent_games_are_cut_to_ten_without_repeats() -> None:
    names = [f"/g/{i % 12}.capboard" for i in range(30)]
    settings = Settings(recent_files=names)
    assert settings.recent_files == [f"/g/{i}.capboard" for i in range(10)]
