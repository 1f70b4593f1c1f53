"""Where files go: CAPBOARD_HOME wins over the platform folders."""

from __future__ import annotations

from pathlib import Path

import pytest

from capboard.controller import paths


def test_capboard_home_is_honoured(capboard_home: Path) -> None:
    assert paths.config_dir() == capboard_home / "config"
    assert paths.data_dir() == capboard_home / "data"
    assert paths.log_dir() == capboard_home / "log"
    for path in (paths.autosave_path(), paths.saves_dir(), paths.history_path()):
        assert path.is_relative_to(capboard_home / "data")
    assert paths.settings_path().parent == paths.config_dir()
    assert paths.autosave_path().name.endswith(".capboard")


def test_platform_folders_without_capboard_home(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(paths.HOME_ENV)
    assert paths.APP_NAME in paths.config_dir().parts
    assert paths.APP_NAME in paths.data_dir().parts
    assert paths.APP_NAME in paths.log_dir().parts


_KINDS = {
    "config": (paths.config_dir, "user_config_path"),
    "data": (paths.data_dir, "user_data_path"),
    "cache": (paths.cache_dir, "user_cache_path"),
    "log": (paths.log_dir, "user_log_path"),
}
_VARIABLES = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")


@pytest.mark.skipif(not paths._on_plain_linux(), reason="the rules of Linux")
@pytest.mark.parametrize(
    ("home", "xdg"),
    [
        ("/home/alice", None),
        ("/home/alice/", None),  # a slash at the end
        ("/home/alice", "/srv/xdg/{kind}"),
        ("/home/alice", "/srv/xdg/{kind}/"),
        ("/home/alice", "relative/{kind}"),  # ignored: not absolute
        ("/home/alice", ""),  # set, empty: ignored
        ("/", None),
    ],
)
def test_on_linux_the_folders_are_platformdirs_own_without_it(
    monkeypatch: pytest.MonkeyPatch, home: str, xdg: str | None
) -> None:
    """The folders found without importing platformdirs (at start-up) are those it finds."""
    import platformdirs

    monkeypatch.delenv(paths.HOME_ENV)
    monkeypatch.setenv("HOME", home)
    for variable in _VARIABLES:
        if xdg is None:
            monkeypatch.delenv(variable, raising=False)
        else:
            monkeypatch.setenv(variable, xdg.format(kind=variable.lower()))
    for kind, (ours, theirs) in _KINDS.items():
        assert paths.xdg_dir(kind) is not None
        assert ours() == getattr(platformdirs, theirs)(paths.APP_NAME, appauthor=False), kind


@pytest.mark.skipif(not paths._on_plain_linux(), reason="the rules of Linux")
def test_without_an_absolute_home_platformdirs_is_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.delenv(paths.HOME_ENV)
    monkeypatch.setenv("HOME", "not/absolute")
    for variable in _VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    for kind, (ours, theirs) in _KINDS.items():
        assert paths.xdg_dir(kind) is None
        assert ours() == getattr(platformdirs, theirs)(paths.APP_NAME, appauthor=False), kind
