"""``capboard install-desktop``: the menu entry, the MIME type of saves and the icons in the
user's XDG data folder (a temporary one here), and ``--uninstall`` taking them away."""

from __future__ import annotations

import configparser
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from capboard import APP_ID, __version__, install_desktop
from capboard.cli import main
from capboard.install_desktop import desktop_entry, exec_line, installed_files, share_dir

pytestmark = pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="freedesktop only")

MIME_TYPE = "application/x-capboard"


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.RawConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_install_writes_entry_type_and_icons(
    data_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["install-desktop"]) == 0
    expected = installed_files(share_dir())
    assert f"applications/{APP_ID}.desktop" in expected
    assert f"mime/packages/{APP_ID}.xml" in expected
    assert f"icons/hicolor/256x256/apps/{APP_ID}.png" in expected
    assert f"icons/hicolor/scalable/apps/{APP_ID}.svg" in expected
    out = capsys.readouterr().out
    for relative in expected:
        assert (data_home / relative).is_file(), relative
        assert f"  {relative}\n" in out
        if relative.startswith("icons/"):
            assert (data_home / relative).read_bytes() == (share_dir() / relative).read_bytes()


def test_installed_entry_starts_this_copy(data_home: Path) -> None:
    main(["install-desktop"])
    entry = _entry(data_home / "applications" / f"{APP_ID}.desktop")
    command = shlex.split(entry["Exec"])
    assert command[-1] == "%f"
    # Run as the menu would (no PATH change, another folder): it is this very Capboard.
    done = subprocess.run(
        [*command[:-1], "--version"],
        cwd=data_home,
        env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.stdout.strip() == f"capboard {__version__}", done.stderr
    assert Path(entry["TryExec"]).is_absolute()


def test_installed_entry_validates(data_home: Path) -> None:
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate is not installed")
    main(["install-desktop"])
    path = data_home / "applications" / f"{APP_ID}.desktop"
    done = subprocess.run([tool, str(path)], capture_output=True, text=True)
    assert (done.returncode, done.stdout + done.stderr) == (0, "")


def test_install_refreshes_the_desktop_databases(data_home: Path) -> None:
    if not (shutil.which("update-mime-database") and shutil.which("update-desktop-database")):
        pytest.skip("shared-mime-info or desktop-file-utils is not installed")
    main(["install-desktop"])
    assert "*.capboard" in (data_home / "mime" / "globs2").read_text(encoding="utf-8")
    cache = (data_home / "applications" / "mimeinfo.cache").read_text(encoding="utf-8")
    assert f"{MIME_TYPE}={APP_ID}.desktop;" in cache.splitlines()


def test_desktop_opens_saves_with_capboard(data_home: Path) -> None:
    """What a file manager asks GLib: which program opens a .capboard file."""
    gio = shutil.which("gio")
    if gio is None or shutil.which("update-mime-database") is None:
        pytest.skip("gio or update-mime-database is not installed")
    main(["install-desktop"])
    env = {**os.environ, "XDG_DATA_DIRS": "/usr/share"}
    done = subprocess.run([gio, "mime", MIME_TYPE], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    assert f"Default application for “{MIME_TYPE}”: {APP_ID}.desktop" in done.stdout


def test_install_twice_is_the_same(data_home: Path) -> None:
    main(["install-desktop"])
    first = {p: p.read_bytes() for p in data_home.rglob("*") if p.is_file()}
    assert main(["install-desktop"]) == 0
    assert {p: p.read_bytes() for p in data_home.rglob("*") if p.is_file()} == first


def test_uninstall_removes_what_install_wrote(
    data_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (data_home / "applications").mkdir(parents=True)
    someone_else = data_home / "applications" / "other.desktop"
    someone_else.write_text("[Desktop Entry]\n", encoding="utf-8")
    main(["install-desktop"])
    # An icon size that an older version shipped goes too.
    old = data_home / "icons" / "hicolor" / "22x22" / "apps" / f"{APP_ID}.png"
    old.parent.mkdir(parents=True)
    old.write_bytes(b"old")
    capsys.readouterr()
    assert main(["install-desktop", "--uninstall"]) == 0
    assert "Removed" in capsys.readouterr().out
    assert [p for p in data_home.rglob(f"{APP_ID}*")] == []
    assert someone_else.is_file()
    assert main(["install-desktop", "--uninstall"]) == 0
    assert "nothing to remove" in capsys.readouterr().out


def test_tools_missing_is_a_note_not_an_error(
    data_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(install_desktop.shutil, "which", lambda name: None)
    assert main(["install-desktop"]) == 0
    out = capsys.readouterr().out
    assert "update-mime-database was not found" in out
    assert (data_home / "applications" / f"{APP_ID}.desktop").is_file()


def test_relative_xdg_data_home_is_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", "relative/folder")
    assert install_desktop.data_home() == Path.home() / ".local" / "share"


def test_unwritable_folder_is_a_one_line_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert main(["install-desktop"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("capboard install-desktop: ") and err.count("\n") == 1


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        (["/opt/capboard/capboard"], "/opt/capboard/capboard %f"),
        (["/home/a b/capboard"], '"/home/a b/capboard" %f'),
        (["/x/100%/capboard"], "/x/100%%/capboard %f"),
        (['/x/say "hi"/capboard'], '"/x/say \\\\"hi\\\\"/capboard" %f'),
        (["env", "PYTHONPATH=/src", "/usr/bin/python3", "-m", "capboard"],
         "env PYTHONPATH=/src /usr/bin/python3 -m capboard %f"),
    ],
)  # fmt: skip
def test_exec_line_quotes_as_the_specification_says(command: list[str], expected: str) -> None:
    assert exec_line(command) == expected


def test_desktop_entry_rewrites_only_exec_and_tryexec() -> None:
    template = "[Desktop Entry]\nName=Capboard\nExec=capboard %f\nTryExec=capboard\nIcon=x\n"
    text = desktop_entry(template, ["/opt/cb/capboard"])
    assert text == (
        "[Desktop Entry]\nName=Capboard\nExec=/opt/cb/capboard %f\nTryExec=/opt/cb/capboard\n"
        "Icon=x\n"
    )


def test_try_exec_is_the_program_behind_env() -> None:
    template = "[Desktop Entry]\nExec=capboard %f\nTryExec=capboard\n"
    text = desktop_entry(template, ["env", "PYTHONPATH=/src", "/usr/bin/python3", "-m", "capboard"])
    assert "\nTryExec=/usr/bin/python3\n" in text


def test_launcher_is_the_bundle_program_the_command_or_the_checkout(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    script = tmp_path / "bin" / "capboard"
    monkeypatch.setattr(install_desktop, "_installed", lambda: True)
    monkeypatch.setattr(install_desktop, "_capboard_script", lambda: script)
    assert install_desktop.launcher() == [str(script)]  # pip install: its command
    monkeypatch.setattr(install_desktop, "_capboard_script", lambda: None)
    assert install_desktop.launcher()[1:] == ["-m", "capboard"]
    monkeypatch.setattr(install_desktop, "_installed", lambda: False)
    checkout = install_desktop.launcher()  # a checkout: this one, whatever the PATH
    assert checkout[:2] == ["env", f"PYTHONPATH={Path(install_desktop.__file__).parents[1]}"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "bundle" / "capboard"))
    assert install_desktop.launcher() == [str((tmp_path / "bundle" / "capboard").resolve())]
