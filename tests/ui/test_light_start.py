"""The start page loads no game: no rules, no scenes, no graph library, no validation library;
what it shows of each game comes from light data, and says what the games themselves say."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from capboard.controller import paths
from capboard.controller.early_settings import EarlySettings, read_early_settings
from capboard.engine import registry
from capboard.ui import art_cache
from capboard.ui.app import AfterFirstPaint
from capboard.ui.games import game_box, game_ui
from capboard.ui.main_window import MainWindow
from tests.ui.helpers import IGNORE_OFFSCREEN

pytestmark = IGNORE_OFFSCREEN

ROOT = Path(__file__).resolve().parents[2]

_PROBE = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from capboard.controller import paths
from capboard.controller.early_settings import read_early_settings
from capboard.ui.main_window import MainWindow
window = MainWindow(early=read_early_settings())
window.show()
app.processEvents()
print(json.dumps(sorted(sys.modules)))
"""


def _heavy(name: str) -> bool:
    """A module the start page must not need: a game's rules or table, the graph and the
    validation libraries, the protocol they come with."""
    if name.startswith(("capboard.games.", "networkx", "pydantic")):
        return True
    if name in ("capboard.engine.protocol", "capboard.ui.games.base"):
        return True
    parts = name.split(".")
    # capboard.ui.games.<game>.<module>: only the game's light box may load.
    return name.startswith("capboard.ui.games.") and len(parts) > 4 and parts[4] != "box"


def test_the_window_opens_on_the_start_page_without_loading_any_game(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CAPBOARD_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", _PROBE],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    modules = json.loads(done.stdout.strip().splitlines()[-1])
    assert "capboard.ui.start_page" in modules
    assert [m for m in modules if _heavy(m)] == []


def test_a_usual_start_loads_no_game_after_its_first_paint_either(tmp_path: Path) -> None:
    """Nothing left by a crash, nothing damaged: what waits for the first paint (the offer
    to resume, the files asked for) loads nothing heavy either."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CAPBOARD_HOME=str(tmp_path))
    probe = _PROBE.replace(
        "app.processEvents()\n", "app.processEvents()\nwindow.after_first_paint()\n", 1
    )
    assert probe != _PROBE
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    modules = json.loads(done.stdout.strip().splitlines()[-1])
    assert "capboard.ui.resume" in modules
    assert [m for m in modules if _heavy(m)] == []


# What the app starts with: its own entry point, up to the end of its window's first paint.
_FIRST_PAINT_PROBE = """
import os, sys
from PySide6 import QtCore
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QMainWindow, QWidget

class Painted(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self.report)  # once the whole window is painted
        return False

    def report(self):
        print("Qt namespace built:", "Qt" in vars(QtCore), flush=True)
        os._exit(0)

painted = Painted()
show = QWidget.show

def show_and_watch(widget):
    if isinstance(widget, QMainWindow):
        widget.installEventFilter(painted)
    show(widget)

QWidget.show = show_and_watch
from capboard.ui.app import run
run(["capboard"])
"""


@pytest.mark.parametrize(
    "settings", [None, {"language": "fr", "text_size": 150}], ids=["no settings", "French"]
)
def test_the_first_paint_comes_before_qts_namespace_is_built(
    tmp_path: Path, settings: dict | None
) -> None:
    """PySide builds the ninety-odd enums of Qt's ``Qt`` namespace at once, the first time
    one of them is used: a sixth of a bare window's start-up, which the start page does
    without (see capboard.ui.main_window). Measured on a second start: the first one draws
    the box art into the cache."""
    if settings is not None:
        _write(tmp_path / "config" / "settings.json", settings)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CAPBOARD_HOME=str(tmp_path))
    said = []
    for _start in range(2):
        done = subprocess.run(
            [sys.executable, "-c", _FIRST_PAINT_PROBE],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
        )
        said.append(done.stdout.strip().splitlines()[-1])
    assert said[-1] == "Qt namespace built: False"


@pytest.mark.parametrize("game_id", registry.ids())
def test_the_registry_says_what_each_game_says(game_id: str) -> None:
    game = registry.get(game_id)
    info = registry.info(game_id)
    assert (info.id, info.name) == (game.id, game.name)
    assert (info.min_players, info.max_players) == (game.min_players, game.max_players)
    assert info.duration_minutes == game.duration_minutes


@pytest.mark.parametrize("game_id", registry.ids())
def test_each_game_has_a_light_box_that_its_ui_agrees_with(game_id: str) -> None:
    box = game_box(game_id)
    ui = game_ui(game_id)
    assert box.title() == ui.title()
    assert box.blurb() == ui.blurb()
    assert box.art() == ui.box_art()
    assert box.art().is_file()


# -- the settings the window opens with ---------------------------------------------------------
def _write(path: Path, content: object) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    data = content if isinstance(content, bytes) else json.dumps(content).encode("utf-8")
    path.write_bytes(data)
    return path


def test_the_window_opens_with_the_language_and_place_of_the_settings(tmp_path: Path) -> None:
    path = _write(tmp_path / "s.json", {"language": "fr", "window_geometry": "AAA=", "sound": 0})
    assert read_early_settings(path) == EarlySettings("fr", "AAA=", path)


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"\xff\xfe\x00garbage",
        b"[]",
        {"language": "klingon"},
        {"language": 3},
        {"window_geometry": 12},
        {"window_geometry": "A" * 5000},
    ],
)
def test_a_damaged_language_or_place_gives_the_defaults(tmp_path: Path, content: object) -> None:
    path = _write(tmp_path / "s.json", content)
    # Said damaged: the window validates the whole file once up, to tell the person.
    assert read_early_settings(path) == EarlySettings(path=path, damaged=True)


def test_a_wrong_language_keeps_the_windows_place(tmp_path: Path) -> None:
    path = _write(tmp_path / "s.json", {"language": "klingon", "window_geometry": "AAA="})
    assert read_early_settings(path) == EarlySettings("system", "AAA=", path, damaged=True)


def test_no_settings_file_gives_the_defaults(tmp_path: Path) -> None:
    assert read_early_settings(tmp_path / "none.json") == EarlySettings(path=tmp_path / "none.json")


class _Translations:
    def __init__(self) -> None:
        self.asked: list[str] = []

    def set_language(self, language: str) -> None:
        self.asked.append(language)

    def current(self) -> str:
        return "fr"


def test_the_window_validates_the_settings_when_it_first_needs_them(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = _write(tmp_path / "s.json", {"language": "fr", "animation_speed": 0.0})
    translations = _Translations()
    window = MainWindow(early=read_early_settings(path), translations=translations, persist=False)
    qtbot.addWidget(window)
    assert window._settings is None  # the start page did without them
    assert window.settings.animation_speed == 0.0
    assert window.settings.language == "fr"
    assert translations.asked == []


def test_settings_damaged_elsewhere_keep_the_language_read_at_start_up(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The language was read alone at start-up; the whole file turns out to be damaged
    elsewhere (a setting out of range): that setting goes back to its default, the language
    stays (the window does not switch language under the person)."""
    path = _write(tmp_path / "s.json", {"language": "fr", "animation_speed": -1})
    translations = _Translations()
    window = MainWindow(early=read_early_settings(path), translations=translations, persist=False)
    qtbot.addWidget(window)
    assert window.settings.language == "fr"
    assert window.settings.animation_speed == 1.0
    assert translations.asked == []


# -- box art drawn once -------------------------------------------------------------------------
def test_box_art_is_drawn_once_then_read_from_the_cache(tmp_path: Path, qapp: object) -> None:
    svg = tmp_path / "box.svg"
    svg.write_text("<svg/>", encoding="utf-8")
    drawn: list[QImage] = []

    def draw(image: QImage) -> None:
        drawn.append(image)
        image.fill(0xFF336699)

    first = art_cache.cached_art("toy", svg, 20, 10, draw)
    again = art_cache.cached_art("toy", svg, 20, 10, draw)
    assert len(drawn) == 1
    assert again == first
    assert again.pixel(5, 5) == 0xFF336699
    # Another file (another size or time), another size: drawn anew.
    svg.write_text("<svg></svg>", encoding="utf-8")
    art_cache.cached_art("toy", svg, 20, 10, draw)
    art_cache.cached_art("toy", svg, 10, 10, draw)
    assert len(drawn) == 3


def test_a_damaged_cache_only_means_drawing_again(tmp_path: Path, qapp: object) -> None:
    svg = tmp_path / "box.svg"
    svg.write_text("<svg/>", encoding="utf-8")
    drawn: list[int] = []

    def draw(image: QImage) -> None:
        drawn.append(1)
        image.fill(0xFF000000)

    art_cache.cached_art("toy", svg, 8, 8, draw)
    cached = paths.cache_dir() / "art" / "toy-8x8.pixels"
    cached.write_bytes(cached.read_bytes()[:-5])  # cut short
    image = art_cache.cached_art("toy", svg, 8, 8, draw)
    assert image.pixel(0, 0) == 0xFF000000
    assert len(drawn) == 2


# -- what waits for the first paint -------------------------------------------------------------
def test_what_can_wait_runs_once_the_window_has_painted(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    painted: list[bool] = []
    ran: list[bool] = []

    class Paints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append(True)
            return False

    AfterFirstPaint(widget, lambda: ran.append(bool(painted)))
    paints = Paints(widget)
    widget.installEventFilter(paints)
    assert ran == []
    widget.show()
    qtbot.waitUntil(lambda: ran != [])
    assert ran == [True]
    widget.update()
    qtbot.wait(AfterFirstPaint.LATEST_MS + 100)
    assert ran == [True]  # once only


def test_the_history_opens_when_first_needed(qtbot: QtBot) -> None:
    opened: list[bool] = []

    def open_history() -> tuple[None, str]:
        opened.append(True)
        return None, "damaged"

    window = MainWindow(early=EarlySettings(), open_history=open_history, persist=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert opened == []  # the start page does without it
    assert window.history is None
    assert window.history is None
    assert opened == [True]  # once
    assert window._history_error == "damaged"
