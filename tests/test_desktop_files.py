"""The desktop integration files of packaging/: the desktop entry, the AppStream metainfo, the
MIME type of saves and the icons. Each is checked by reading it, and by the freedesktop.org
validators where they are installed (desktop-file-utils, appstream, shared-mime-info; CI
installs them)."""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from capboard import APP_ID, __version__
from capboard.controller.saves import write_save
from capboard.engine import registry
from capboard.engine.assets import asset
from tests.helpers.records import recorded_game

PACKAGING = Path(__file__).resolve().parents[1] / "packaging"
SHARE = PACKAGING / "share"
DESKTOP = SHARE / "applications" / f"{APP_ID}.desktop"
METAINFO = SHARE / "metainfo" / f"{APP_ID}.metainfo.xml"
MIME = SHARE / "mime" / "packages" / f"{APP_ID}.xml"
MIME_TYPE = "application/x-capboard"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
MIME_NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}

pytestmark = pytest.mark.skipif(
    not DESKTOP.is_file(), reason="packaging/ is not shipped in an installed copy"
)


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed")
    return path


def _entry() -> configparser.SectionProxy:
    parser = configparser.RawConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def _list(value: str) -> list[str]:
    return [item for item in value.split(";") if item]


# --- the desktop entry ----------------------------------------------------------------------


def test_desktop_entry_opens_saves_with_the_app() -> None:
    entry = _entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "capboard %f"  # install-desktop rewrites the program, keeps %f
    assert entry["Icon"] == APP_ID
    assert _list(entry["MimeType"]) == [MIME_TYPE]
    assert {"Game", "BoardGame"} <= set(_list(entry["Categories"]))
    for key in ("Name", "Comment", "Comment[fr]", "GenericName", "GenericName[fr]"):
        assert entry[key].strip(), key


@pytest.mark.parametrize("key", ["Keywords", "Keywords[fr]"])
def test_desktop_keywords_name_every_game(key: str) -> None:
    keywords = _list(_entry()[key])
    for game_id in registry.ids():
        name = registry.info(game_id).name
        assert name.replace("’", "'") in keywords, (game_id, name)


def test_desktop_file_validates() -> None:
    done = subprocess.run(
        [_tool("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True
    )
    # It prints nothing for a valid file; hints and warnings would be printed too.
    assert (done.returncode, done.stdout + done.stderr) == (0, "")


# --- the AppStream metainfo -----------------------------------------------------------------


def test_metainfo_describes_the_app() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name  # type: ignore[union-attr]
    assert root.findtext("icon") == APP_ID
    assert root.findtext("project_license") == "MIT"
    for game_id in registry.ids():
        name = registry.info(game_id).name.replace("’", "'")
        items = [
            (li.text or "").replace("’", "'") for li in root.iter("li") if li.get(_LANG) is None
        ]
        assert any(item.startswith(name) for item in items), name
    assert MIME_TYPE in [m.text for m in root.iter("mediatype")]


_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def test_metainfo_release_is_this_version() -> None:
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases and releases[0].get("version") == __version__


def test_metainfo_rates_content_and_controls() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.find("content_rating").get("type", "").startswith("oars-")  # type: ignore[union-attr]
    controls = {c.text for c in root.iter("control")}
    assert {"pointing", "keyboard"} <= controls


def test_metainfo_screenshots_are_the_readme_pictures() -> None:
    docs = PACKAGING.parent / "docs"
    images = [i.text or "" for i in ET.parse(METAINFO).getroot().iter("image")]
    assert len(images) == len(registry.ids())
    for url in images:
        picture = docs / url.rsplit("/", 1)[1]
        assert url.startswith("https://") and picture.is_file(), url
        image = QImage(str(picture))
        assert not image.isNull(), url


def test_metainfo_validates() -> None:
    done = subprocess.run(
        [_tool("appstreamcli"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


# --- the MIME type of saves -----------------------------------------------------------------


def test_mime_type_is_saves_by_name_and_content(tmp_path: Path) -> None:
    (kind,) = ET.parse(MIME).getroot().findall("m:mime-type", MIME_NS)
    assert kind.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in kind.findall("m:glob", MIME_NS)] == ["*.capboard"]
    (match,) = kind.findall("m:magic/m:match", MIME_NS)
    start, _, end = match.get("offset", "").partition(":")
    # The magic must match what the app writes: the first bytes of a real save.
    save = tmp_path / "game.capboard"
    write_save(save, recorded_game("cappella", 3))
    head = save.read_bytes()[: int(end) + len(match.get("value", ""))]
    assert match.get("value", "").encode() in head[int(start) :]


def _mime_database(tmp_path: Path) -> Path:
    """A data folder (as XDG_DATA_HOME) with Capboard's MIME type installed and compiled."""
    data = tmp_path / "data"
    (data / "mime" / "packages").mkdir(parents=True)
    shutil.copyfile(MIME, data / "mime" / "packages" / MIME.name)
    done = subprocess.run(
        [_tool("update-mime-database"), "-V", str(data / "mime")], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "*.capboard" in (data / "mime" / "globs2").read_text(encoding="utf-8")
    return data


def test_mime_definition_compiles(tmp_path: Path) -> None:
    data = _mime_database(tmp_path)
    magic = (data / "mime" / "magic").read_bytes()
    assert MIME_TYPE.encode() in magic


@pytest.mark.parametrize("name", ["game.capboard", "game-without-suffix"])
def test_desktop_recognises_a_save(tmp_path: Path, name: str) -> None:
    """GLib (what GNOME's file manager asks) calls a save application/x-capboard, by its name
    and, without the name, by its first bytes."""
    gio = _tool("gio")
    data = _mime_database(tmp_path)
    save = tmp_path / name
    write_save(save, recorded_game("cappella", 3))
    env = {**os.environ, "XDG_DATA_HOME": str(data), "XDG_DATA_DIRS": "/usr/share"}
    done = subprocess.run(
        [gio, "info", "-a", "standard::content-type", str(save)],
        capture_output=True,
        text=True,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    assert f"standard::content-type: {MIME_TYPE}" in done.stdout


# --- the icons ------------------------------------------------------------------------------


@pytest.mark.parametrize("size", HICOLOR_SIZES)
def test_hicolor_icon_has_its_size(qapp, size: int) -> None:
    image = QImage(str(SHARE / f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"))
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()


def test_scalable_icon_is_the_app_icon() -> None:
    scalable = SHARE / f"icons/hicolor/scalable/apps/{APP_ID}.svg"
    assert scalable.read_bytes() == asset("icons", "capboard.svg").read_bytes()


def test_windows_icon_holds_every_size_as_png() -> None:
    data = (PACKAGING / "icons" / "capboard.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, _, _, _, _, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        assert bits == 32
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        image = QImage.fromData(data[offset : offset + length], "PNG")
        assert image.width() == (width or 256)
        sizes.append(image.width())
    assert {16, 32, 48, 256} <= set(sizes)


def test_macos_icon_is_a_well_formed_icns() -> None:
    data = (PACKAGING / "icons" / "capboard.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    kinds, at = {}, 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        kinds[kind] = data[at + 8 : at + length]
        at += length
    assert at == len(data)
    for kind, side in ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024)):
        image = QImage.fromData(kinds[kind], "PNG")
        assert (image.width(), image.height()) == (side, side), kind


# --- one id everywhere ----------------------------------------------------------------------


def test_the_app_id_names_every_file(qapp) -> None:
    from capboard.ui.app import application

    assert application().desktopFileName() == APP_ID
    mime_icons = [i.get("name") for i in ET.parse(MIME).getroot().iter(f"{{{MIME_NS['m']}}}icon")]
    assert mime_icons == [APP_ID]
