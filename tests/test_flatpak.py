"""The Flatpak manifest (packaging/flatpak/): read as flatpak-builder reads it, and checked
for what a build on the PySide6 BaseApp needs. Building it needs flatpak-builder and the KDE
runtime, which the tests do not download."""

from __future__ import annotations

import json
import re
import subprocess
import tomllib
from pathlib import Path

import pytest

from capboard import APP_ID

REPO = Path(__file__).resolve().parents[1]
FLATPAK = REPO / "packaging" / "flatpak"
MANIFEST = FLATPAK / f"{APP_ID}.json"

pytestmark = pytest.mark.skipif(
    not MANIFEST.is_file(), reason="packaging/ is not shipped in an installed copy"
)


@pytest.fixture(scope="module")
def manifest() -> dict:
    return json.loads(MANIFEST.read_text(encoding="utf-8"))


def test_manifest_names_the_app_and_its_base(manifest: dict) -> None:
    for key in ("id", "runtime", "runtime-version", "sdk", "base", "base-version", "command"):
        assert isinstance(manifest.get(key), str) and manifest[key], key
    assert manifest["id"] == APP_ID
    assert manifest["base"] == "io.qt.PySide.BaseApp"
    assert (manifest["runtime"], manifest["sdk"]) == ("org.kde.Platform", "org.kde.Sdk")
    # The BaseApp is built for one KDE runtime: the two versions go together.
    assert manifest["base-version"] == manifest["runtime-version"]
    assert manifest["command"] == "capboard"
    assert "/app/cleanup-BaseApp.sh" in manifest["cleanup-commands"]


def test_sandbox_has_a_window_sound_and_no_network(manifest: dict) -> None:
    finish = manifest["finish-args"]
    assert "--socket=wayland" in finish and "--socket=fallback-x11" in finish
    assert "--socket=pulseaudio" in finish
    # Capboard is offline and keeps its files in its own data folder; files elsewhere are
    # opened and saved through the desktop's file chooser (a portal).
    assert not [arg for arg in finish if arg.startswith(("--share=network", "--filesystem"))]


def test_every_module_is_well_formed(manifest: dict) -> None:
    names = [module["name"] for module in manifest["modules"]]
    assert len(names) == len(set(names)) and names[-1] == "capboard"
    for module in manifest["modules"]:
        assert module["buildsystem"] == "simple" and module["build-commands"], module["name"]
        for source in module["sources"]:
            if source["type"] == "file":
                assert source["url"].startswith("https://"), source
                assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), source
            else:
                assert source["type"] == "dir"
                assert (MANIFEST.parent / source["path"]).resolve() == REPO


def _wheels(manifest: dict) -> list[dict]:
    return [s for m in manifest["modules"] for s in m["sources"] if s["type"] == "file"]


def _project(url: str) -> str:
    return re.sub(r"[-_.]+", "-", url.rsplit("/", 1)[1].split("-")[0]).lower()


def test_python_dependencies_are_all_there(manifest: dict) -> None:
    """Every dependency of pyproject.toml but PySide6 (the BaseApp's) is in the manifest."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = {
        re.split(r"[<>=!~;\[ ]", dep, maxsplit=1)[0].lower() for dep in project["dependencies"]
    }
    wanted = {name.replace("_", "-") for name in wanted if not name.startswith("pyside6")}
    have = {_project(source["url"]) for source in _wheels(manifest)}
    assert wanted <= have, wanted - have
    # pydantic's compiled core, for each architecture Flathub builds.
    arches = [
        s.get("only-arches") for s in _wheels(manifest) if _project(s["url"]) == "pydantic-core"
    ]
    assert sorted(a for (a,) in arches) == ["aarch64", "x86_64"]


def test_install_script_lays_out_the_app(tmp_path: Path) -> None:
    """packaging/flatpak/install.sh, run into a scratch prefix as flatpak-builder runs it."""
    prefix = tmp_path / "app"
    subprocess.run(["sh", str(FLATPAK / "install.sh"), str(prefix)], cwd=REPO, check=True)
    (site,) = prefix.glob("lib/python3*/site-packages")
    package = site / "capboard"
    assert (package / "cli.py").is_file() and (package / "assets").is_dir()
    assert list((package / "translations").glob("*.qm"))
    assert (package / "share" / "applications" / f"{APP_ID}.desktop").is_file()
    assert (prefix / "bin" / "capboard").stat().st_mode & 0o111
    for shared in (
        f"applications/{APP_ID}.desktop",
        f"metainfo/{APP_ID}.metainfo.xml",
        f"mime/packages/{APP_ID}.xml",
        f"icons/hicolor/scalable/apps/{APP_ID}.svg",
    ):
        assert (prefix / "share" / shared).is_file(), shared
