"""Settings: defaults, round trip, damaged files left alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from capboard.controller import paths
from capboard.controller.settings import Settings, load_settings, save_settings

from .conftest import seats_of


def test_missing_file_gives_defaults() -> None:
    assert not paths.settings_path().exists()
    assert load_settings() == Settings()


def test_round_trip() -> None:
    settings = Settings(
        language="fr",
        sound=False,
        animation_speed=0.0,
        colour_blind=True,
        last_seats=seats_of(["human", "computer"]),
        last_game="toy",
    )
    save_settings(settings)
    assert load_settings() == settings
    # nothing but the settings file in the folder: no temporary file left behind
    assert [p.name for p in paths.config_dir().iterdir()] == [paths.settings_path().name]


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b'{"language": "klingon"}',
        b'{"animation_speed": -1}',
        b"\xff\xfe\x00garbage",
        b"[]",
    ],
)
def test_damaged_file_gives_defaults_and_is_left_alone(content: bytes) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    before = path.stat().st_mtime_ns
    assert load_settings() == Settings()
    assert path.read_bytes() == content
    assert path.stat().st_mtime_ns == before


def test_unknown_keys_are_ignored(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"language": "en", "from_the_future": 3}', encoding="utf-8")
    assert load_settings(path).language == "en"
