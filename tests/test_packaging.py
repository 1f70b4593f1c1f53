"""Packaging: the wheel carries the package, its data and translations, and works installed
(slow tests: each module builds the wheel; continuous integration and lint are
tests/test_ci_and_lint.py's)."""

from __future__ import annotations

import configparser
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import capboard
from capboard.engine import registry

REPO = Path(__file__).resolve().parents[1]
IGNORED_PARTS = {"__pycache__", ".DS_Store"}

pytestmark = pytest.mark.slow


def _files_under(folder: Path) -> set[str]:
    """Files under ``folder`` (relative, with /), leaving out caches and hidden files."""
    return {
        path.relative_to(folder).as_posix()
        for path in folder.rglob("*")
        if path.is_file()
        and not IGNORED_PARTS.intersection(path.parts)
        and not path.name.startswith(".")
        and path.suffix not in (".pyc", ".pyo")
    }


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from this checkout, the way `pip install .` builds it."""
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(REPO)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    (path,) = out.glob("capboard-*.whl")
    return path


@pytest.fixture(scope="module")
def names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as zf:
        return set(zf.namelist())


def test_wheel_is_named_with_the_version(wheel: Path) -> None:
    assert wheel.name.startswith(f"capboard-{capboard.__version__}-py3-none-any")


def test_wheel_holds_only_the_package(names: set[str]) -> None:
    tops = {name.split("/")[0] for name in names}
    assert tops == {"capboard", f"capboard-{capboard.__version__}.dist-info"}


def test_wheel_holds_every_module(names: set[str]) -> None:
    modules = {f"capboard/{rel}" for rel in _files_under(REPO / "capboard") if rel.endswith(".py")}
    assert modules - names == set()
    assert "capboard/py.typed" in names


def test_wheel_holds_the_assets_inside_the_package(names: set[str]) -> None:
    files = _files_under(REPO / "assets")
    assert files, "assets/ is empty"
    assert {f"capboard/assets/{rel}" for rel in files} - names == set()


def test_wheel_holds_the_desktop_files_inside_the_package(names: set[str]) -> None:
    files = _files_under(REPO / "packaging" / "share")
    assert f"applications/{capboard.APP_ID}.desktop" in files
    assert {f"capboard/share/{rel}" for rel in files} - names == set()


def test_wheel_leaves_out_what_only_translators_use(names: set[str]) -> None:
    translations = {name for name in names if name.startswith("capboard/translations/")}
    assert translations and all(name.endswith(".qm") for name in translations), translations
    assert not [name for name in names if name.endswith(".ts")]


def test_wheel_carries_the_licence_and_metadata(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        info = f"capboard-{capboard.__version__}.dist-info"
        metadata = zf.read(f"{info}/METADATA").decode()
        assert zf.read(f"{info}/licenses/LICENSE") == (REPO / "LICENSE").read_bytes()
    assert "\nLicense-Expression: MIT\n" in metadata
    assert "\nClassifier: Topic :: Games/Entertainment :: Board Games\n" in metadata
    assert "\nProject-URL: Homepage, https://" in metadata
    keywords = re.search(r"^Keywords: (.*)$", metadata, re.MULTILINE)
    assert keywords is not None
    for game_id in registry.ids():
        assert registry.info(game_id).name in keywords.group(1).split(","), game_id


def test_wheel_holds_each_game_data_folder(names: set[str]) -> None:
    for game_id in registry.ids():
        assert any(name.startswith(f"capboard/assets/{game_id}/") for name in names), game_id


def test_wheel_holds_compiled_translations(names: set[str]) -> None:
    sources = sorted((REPO / "translations").glob("*.ts"))
    assert sources, "translations/ has no .ts source"
    for source in sources:
        # .qm files are committed (not built at install), so a fresh install always has them.
        assert f"capboard/translations/{source.stem}.qm" in names, source.name


def test_wheel_declares_the_capboard_command(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        text = zf.read(f"capboard-{capboard.__version__}.dist-info/entry_points.txt").decode()
    entry_points = configparser.ConfigParser()
    entry_points.read_string(text)
    assert entry_points["console_scripts"]["capboard"] == "capboard.cli:main"
    # The same program without a console window, for Windows' Start menu and file types.
    assert entry_points["gui_scripts"]["capboard-gui"] == "capboard.cli:main"


def test_installed_copy_finds_its_data_and_runs(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site-packages"
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(site)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    # The installed copy alone: run outside the checkout with only the unpacked wheel added.
    env = {**os.environ, "PYTHONPATH": str(site), "PYTHONSAFEPATH": "1"}

    def run(*args: str) -> str:
        done = subprocess.run(
            [sys.executable, *args], cwd=elsewhere, env=env, capture_output=True, text=True,
            timeout=120,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        return done.stdout

    where = run(
        "-c",
        "import capboard\n"
        "from capboard.engine import assets\n"
        "print(capboard.__file__)\n"
        "print(assets.assets_dir())\n"
        "print(assets.translations_dir())\n",
    ).splitlines()
    package = site / "capboard"
    assert Path(where[0]).parent == package
    assert Path(where[1]) == package / "assets"
    assert Path(where[2]) == package / "translations"
    assert run("-m", "capboard", "--version").strip() == f"capboard {capboard.__version__}"
    listed = run("-m", "capboard", "games")
    for game_id in registry.ids():
        assert re.search(rf"^{re.escape(game_id)}\s", listed, re.MULTILINE), game_id
    if sys.platform.startswith("linux"):
        env["XDG_DATA_HOME"] = str(tmp_path / "xdg-data")
        run("-m", "capboard", "install-desktop")
        entry = tmp_path / "xdg-data" / "applications" / f"{capboard.APP_ID}.desktop"
        assert entry.read_bytes().startswith(b"[Desktop Entry]")
