"""Benchmarks of the application (issue 15): start-up, a move and a hand-over in a long game,
opening a long save, and one frame of a board.

Absolute times on a shared machine are noise, so every figure is also given as a ratio against
an anchor measured in the same run, interleaved with what is measured:

- ``startup``: process start to the first paint of Capboard's window (the start page), and the
  peak memory (the process's own high-water mark) 0.3 s later, against a bare PySide6
  QMainWindow with a QGraphicsView started the same way (``bench/first_paint.py``); the
  processor time until the first paint too, steadier than the clock on a busy machine. Box
  art comes from the cache a first, unmeasured start fills, as at home. Goals: at most 1.5x
  the time, 1.3x the memory.
- ``handover``: in a 4-player Catan game of 2,500 actions with two people (Alice and Bruno)
  and two computers, the synchronous work from a person's move (or from the hand-over
  screen's button, or from passing the computer on) until the event loop is idle, the
  repaint told apart (the time spent in paint events). The first hand-over after opening the
  game shows the table for the first time ("first show": the log's thousands of lines are
  measured then). Anchor: one frame of the fixed anchor scene; the same steps at the start of
  the game (150 actions) are shown too, to see whether the cost grows with the log. Goal:
  50 ms of work before the repaint. The garbage collector's full collections while the long
  game is played on are counted, with the longest: each adds its time to the move it falls on.
- ``open``: opening a save of that game in the window (reading, checking, the table ready and
  idle), and ``capboard verify`` on it. Anchor: the anchor scene. Goal: 200 ms.
- ``frame``: one frame of the Cap Horn board (48 cards on the chart) and of the Catan board
  (the 2,500-action game) drawn by the board view at 1920x1080, after a first frame. Anchor:
  the anchor scene (500 hexagons and 100 labels). Goal: Cap Horn no slower than Catan.

The 2,500-action game: random players from a fixed seed (the first seed from 0 whose 4-player
game lasts 2,500 actions; random games are long because random players trade and waste
cards), cut at its 2,500th action or the first later point where a person is to act. The
people go on playing at random, by kind of move, and the computers at random.

    QT_QPA_PLATFORM=offscreen python bench/app.py [startup] [handover] [open] [frame]
        [--reps N]

No test asserts these numbers.
"""

from __future__ import annotations

import argparse
import compileall
import contextlib
import gc
import io
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Nothing of the person's own: settings, autosave and history go to a scratch folder.
os.environ["CAPBOARD_HOME"] = tempfile.mkdtemp(prefix="capboard-bench-")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from full_collections import FullCollections  # noqa: E402
from PySide6.QtCore import QEvent, QObject, QPointF  # noqa: E402
from PySide6.QtGui import QBrush, QColor, QImage, QPen, QPolygonF  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QApplication,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from capboard.engine import registry  # noqa: E402
from capboard.engine.record import GameRecord, SeatRecord  # noqa: E402

FRAME = (1920, 1080)
PEOPLE = ("Alice", "Bruno")
COMPUTERS = ("Chloé", "David")
COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")


def median_ms(values: list[float]) -> float:
    return statistics.median(values) * 1000


class TimedApp(QApplication):
    """Keeps count of the time spent repainting (a window's update request, in which Qt paints
    every widget that needs it, or a paint event sent on its own), so that a step's work before
    the repaint can be told from the repaint itself."""

    painting = 0.0
    _inside = False
    _PAINTS = (QEvent.Type.UpdateRequest, QEvent.Type.Paint)

    def notify(self, receiver: QObject, event: QEvent) -> bool:
        if TimedApp._inside or event.type() not in self._PAINTS:
            return super().notify(receiver, event)
        TimedApp._inside = True
        start = time.perf_counter()
        try:
            return super().notify(receiver, event)
        finally:
            TimedApp.painting += time.perf_counter() - start
            TimedApp._inside = False


def app() -> QApplication:
    found = QApplication.instance()
    return found if isinstance(found, QApplication) else TimedApp([sys.argv[0]])


def settle() -> None:
    """Let the event loop do what the last step queued (queued slots, zero timers, layouts,
    the repaint) until nothing is left."""
    for _ in range(3):
        QApplication.processEvents()


# -- the anchor ---------------------------------------------------------------------------------
def anchor_scene() -> QGraphicsScene:
    """A fixed scene: 500 outlined hexagons in 5 colours and 100 labels."""
    scene = QGraphicsScene()
    hexagon = QPolygonF(
        [QPointF(30 * c, 30 * s) for c, s in ((1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0))]
        + [QPointF(30 * c, -30 * s) for c, s in ((-0.5, 0.87), (0.5, 0.87))]
    )
    colours = [QColor(c) for c in ("#d9c27a", "#6b8e3a", "#b5543c", "#8c8c8c", "#e0d26a")]
    for i in range(500):
        row, col = divmod(i, 25)
        item = scene.addPolygon(hexagon, QPen(QColor("#3a2410"), 2), QBrush(colours[i % 5]))
        item.setPos(col * 46 + (row % 2) * 23, row * 40)
    for i in range(100):
        label = QGraphicsSimpleTextItem(f"{i % 12 + 2}")
        label.setPos((i % 25) * 46 - 6, (i // 25) * 160 - 8)
        scene.addItem(label)
    return scene


class Frames:
    """Draws a scene as the board view does, fitted to a 1920x1080 picture."""

    def __init__(self, scene: QGraphicsScene) -> None:
        from capboard.ui.board_view import BoardView

        self.scene = scene
        self.view = BoardView()
        self.view.setScene(scene)
        self.view.resize(*FRAME)
        self.view.fit_to_window()
        self.image = QImage(*FRAME, QImage.Format.Format_ARGB32_Premultiplied)

    def draw(self) -> float:
        """Seconds to draw one frame."""
        start = time.perf_counter()
        self.view.viewport().render(self.image)
        return time.perf_counter() - start


# -- the long game ------------------------------------------------------------------------------
def seats() -> list[SeatRecord]:
    people = [
        SeatRecord(name=n, colour=c, kind="human") for n, c in zip(PEOPLE, COLOURS[:2], strict=True)
    ]
    computers = [
        SeatRecord(name=n, colour=c, kind="computer", level="random")
        for n, c in zip(COMPUTERS, COLOURS[2:], strict=True)
    ]
    return people + computers


def long_catan_record(actions: int = 2500) -> GameRecord:
    """See the module docstring."""
    game = registry.get("catan")
    for seed in range(200):
        state = game.new_state(4, seed)
        rng = random.Random(seed)
        played: list[dict] = []
        while not state.is_over and len(played) < actions + 200:
            if len(played) >= actions and state.actor() in (0, 1):
                return GameRecord(game_id="catan", seats=seats(), seed=seed, actions=played)
            action = rng.choice(state.legal_actions())
            state.apply(action)
            played.append(game.encode_action(action))
    raise RuntimeError("no random game lasts that long")


def cut(record: GameRecord, actions: int) -> GameRecord:
    """The same game cut at ``actions`` or the first later point where a person acts."""
    from capboard.engine.record import replay

    for n in range(actions, len(record.actions)):
        state, _ = replay(record, n)
        if state.actor() in (0, 1):
            return record.model_copy(update={"actions": record.actions[:n]})
    return record


def choose(rng: random.Random, legal: list) -> object:
    """A person's move: a kind of move at random, then one of that kind."""
    kinds: dict[type, list] = {}
    for action in legal:
        kinds.setdefault(type(action), []).append(action)
    return rng.choice(kinds[rng.choice(sorted(kinds, key=lambda k: k.__name__))])


def play_steps(record: GameRecord, reps: int, anchor: Frames) -> dict[str, list[float]]:
    """Play on from ``record`` in the window until ``reps`` moves and hand-overs are timed
    (or the game ends); time each person's move, each pass-on and each hand-over (and an
    anchor frame after each). The first hand-over shows the table for the first time since
    the game was opened: it is timed apart ("first show")."""
    from capboard.controller import session as session_module
    from capboard.controller.session import GameSession
    from capboard.controller.settings import Settings
    from capboard.ui.main_window import MainWindow

    # Animations off; the result of a move stays until "pass on" is clicked.
    settings = Settings(animation_speed=0.0, result_seconds=0.0)
    window = MainWindow(settings, persist=False)
    window.resize(1200, 800)
    window.show()
    # The computers' moves are played by the benchmark, between the measured steps; the game
    # is saved after every move, as at home.
    autosave = Path(os.environ["CAPBOARD_HOME"]) / "autosave.capboard"
    session = GameSession(record, autosave=autosave, bot_delay_ms=3_600_000)
    window.open_session(session)
    settle()
    rng = random.Random(7)
    times: dict[str, list[float]] = {"anchor": [], "full collections": []}
    collections = FullCollections()
    gc.callbacks.append(collections)

    def timed(name: str, step: Callable[[], None]) -> None:
        painted = TimedApp.painting
        start = time.perf_counter()
        step()
        settle()
        total = time.perf_counter() - start
        repaint = TimedApp.painting - painted
        times.setdefault(name, []).append(total - repaint)
        times.setdefault(f"{name} repaint", []).append(repaint)
        times["anchor"].append(anchor.draw())

    steps = 0
    idle_rounds = 0

    def enough() -> bool:
        counts = [len(times.get(name, [])) for name in ("move", "hand-over")]
        return min(counts) >= reps or steps >= 12 * reps or session.is_over

    while not enough():
        if session.awaiting_handover:
            if window.table.pass_banner.isVisible():
                timed("pass on", window.table.pass_banner.passed.emit)
            else:
                first = "first show" not in times
                timed("first show" if first else "hand-over", window.handover.confirmed.emit)
            steps += 1
        elif session.is_bot_thinking:
            if session._bot_result is session_module._NO_ANSWER:  # still thinking
                time.sleep(0.001)
                QApplication.processEvents()
                idle_rounds += 1
                if idle_rounds > 100_000:
                    raise RuntimeError("the computer never answered")
                continue
            session._delay.stop()
            session._on_delay_over()  # play it now
            settle()
        else:
            legal = list(session.legal_actions())
            if not legal:
                settle()
                continue
            action = choose(rng, legal)
            timed("move", lambda action=action: window._play(action))
            steps += 1
    gc.callbacks.remove(collections)
    times["full collections"] = collections.seconds()
    window.close()
    session.shutdown()
    window.deleteLater()
    settle()
    return times


def bench_handover(reps: int) -> None:
    frames = Frames(anchor_scene())
    frames.draw()
    record = long_catan_record()
    short = cut(record, 150)
    print(
        f"handover: Catan, 4 players (2 people), seed {record.seed}: "
        f"{len(record.actions)} actions, and the same game at {len(short.actions)}"
    )
    long_times = play_steps(record, reps, frames)
    short_times = play_steps(short, reps, frames)
    anchor = median_ms(long_times["anchor"] + short_times["anchor"])
    print(f"  anchor frame (500 hexagons at 1920x1080): {anchor:.1f} ms")
    print("  work from the action until the event loop is idle, the repaint apart:")
    for name in ("move", "pass on", "hand-over", "first show"):
        at_length, at_start = long_times.get(name, []), short_times.get(name, [])
        if not at_length:
            continue
        ms = median_ms(at_length)
        line = (
            f"  {name:<10} {ms:6.1f} ms median, {max(at_length) * 1000:6.1f} max "
            f"(n={len(at_length)}) = {ms / anchor:5.2f}x anchor"
        )
        if at_start:
            line += f"; {ms / median_ms(at_start):4.2f}x the same at the start of the game"
        repaint = median_ms(long_times[f"{name} repaint"])
        print(f"{line}  (goal: 50 ms); then the repaint {repaint:.1f} ms")
    pauses = long_times["full collections"]
    longest = f", the longest {max(pauses) * 1000:.1f} ms" if pauses else ""
    print(f"  full collections while the long game went on: {len(pauses)}{longest}")


# -- opening a save -----------------------------------------------------------------------------
def bench_open(reps: int) -> None:
    from capboard import cli
    from capboard.controller.saves import read_save, write_save
    from capboard.controller.settings import Settings
    from capboard.ui.main_window import MainWindow

    frames = Frames(anchor_scene())
    frames.draw()
    record = long_catan_record()
    path = Path(os.environ["CAPBOARD_HOME"]) / "long.capboard"
    write_save(path, record)
    window = MainWindow(Settings(animation_speed=0.0), persist=False)
    window.resize(1200, 800)
    window.show()
    settle()
    times: dict[str, list[float]] = {"open": [], "read_save": [], "verify": [], "anchor": []}

    def open_it() -> None:
        assert window.open_game(path)
        settle()

    def verify() -> None:
        with contextlib.redirect_stdout(io.StringIO()):
            assert cli.main(["verify", str(path)]) == 0

    for _ in range(reps):
        for name, step in (
            ("open", open_it),
            ("read_save", lambda: read_save(path)),
            ("verify", verify),
            ("anchor", frames.draw),
        ):
            start = time.perf_counter()
            step()
            times[name].append(time.perf_counter() - start)
    window.close()
    anchor = median_ms(times["anchor"])
    print(f"open: a save of {len(record.actions)} Catan actions (seed {record.seed})")
    print(f"  anchor frame: {anchor:.1f} ms")
    for name, what in (
        ("open", "open in the window, table ready"),
        ("read_save", "read and check the file"),
        ("verify", "capboard verify"),
    ):
        ms = median_ms(times[name])
        print(f"  {what:<34} {ms:7.1f} ms = {ms / anchor:5.2f}x anchor  (goal: 200 ms)")


# -- frames -------------------------------------------------------------------------------------
def cap_horn_scene() -> QGraphicsScene:
    """Cap Horn, 2 players, at the first point of a random game with 48 cards on the chart."""
    from capboard.controller.settings import Settings
    from capboard.ui.games import game_ui

    game = registry.get("cap-horn")
    for seed in range(100):
        state = game.new_state(2, seed)
        rng = random.Random(seed)
        while not state.is_over and len(state.view(None).cards) < 48:
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            break
    scene = game_ui("cap-horn").create_scene(
        [QColor(c) for c in COLOURS[:2]], Settings(animation_speed=0.0)
    )
    view = state.view(state.actor())
    legal = state.legal_actions()
    scene.show_view(view, legal, [])
    return scene


def catan_scene() -> QGraphicsScene:
    """Catan after the 2,500 actions of the long game, seen by the person to act."""
    from capboard.controller.settings import Settings
    from capboard.engine.record import replay
    from capboard.ui.games import game_ui

    state, _ = replay(long_catan_record())
    scene = game_ui("catan").create_scene(
        [QColor(c) for c in COLOURS], Settings(animation_speed=0.0)
    )
    scene.show_view(state.view(state.actor()), state.legal_actions(), [])
    return scene


def bench_frame(reps: int) -> None:
    boards = {"anchor": anchor_scene(), "Catan": catan_scene(), "Cap Horn": cap_horn_scene()}
    frames = {name: Frames(scene) for name, scene in boards.items()}
    settle()
    first = {name: f.draw() for name, f in frames.items()}
    times: dict[str, list[float]] = {name: [] for name in frames}
    for _ in range(reps):
        for name, f in frames.items():
            times[name].append(f.draw())
    anchor = median_ms(times["anchor"])
    cards = sum(1 for item in boards["Cap Horn"].items() if type(item).__name__ == "CardItem")
    print(f"frame: one frame at {FRAME[0]}x{FRAME[1]} (Cap Horn with {cards} cards on the chart)")
    for name in frames:
        ms = median_ms(times[name])
        print(
            f"  {name:<9} {ms:6.1f} ms = {ms / anchor:5.2f}x anchor"
            f"  (first frame {first[name] * 1000:6.1f} ms)"
        )
    ratio = median_ms(times["Cap Horn"]) / median_ms(times["Catan"])
    print(f"  Cap Horn / Catan: {ratio:.2f}x  (goal: at most 1.0)")


# -- start-up -----------------------------------------------------------------------------------
def _home_env() -> dict[str, str]:
    """The environment of a start as at home: no CAPBOARD_HOME (the folders come from the
    platform's rules, as for a person), a scratch home whose settings file a first start
    saved, nothing else of the machine's own folders."""
    home = Path(tempfile.mkdtemp(prefix="capboard-bench-home-"))
    env = {k: v for k, v in os.environ.items() if k != "CAPBOARD_HOME" and not k.startswith("XDG_")}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")
    saved = (
        "from capboard.controller.settings import Settings, save_settings; "
        "save_settings(Settings(language='en'))"
    )
    subprocess.run([sys.executable, "-c", saved], env=env, cwd=ROOT, check=True)
    return env


_HOME: dict[str, str] = {}


def _first_paint(which: str) -> tuple[float, int, float]:
    """Seconds from process start to first paint, the peak memory (KiB) after settling, and
    the processor seconds the child spent until its first paint."""
    if not _HOME:
        _HOME.update(_home_env())
    env = _HOME
    start = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, str(ROOT / "bench" / "first_paint.py"), which],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
        cwd=ROOT,
    )
    assert child.stdout is not None
    painted = child.stdout.readline()
    elapsed = time.perf_counter() - start
    settled = child.stdout.readline()
    child.wait()
    if not painted.startswith("painted") or not settled.startswith("settled"):
        raise RuntimeError(f"{which}: no first paint ({painted!r})")
    return elapsed, int(settled.split()[1]), float(painted.split()[2])


def bench_startup(reps: int) -> None:
    # As installed: Capboard's modules compiled to bytecode once (pip does it), not compiled
    # from source at every start when the environment says not to write bytecode.
    compileall.compile_dir(ROOT / "capboard", quiet=1)
    _first_paint("app")  # the first start draws the box art into the cache; later ones read it
    results: dict[str, list[tuple[float, int, float]]] = {"bare": [], "app": []}
    for _ in range(reps):
        for which in results:
            results[which].append(_first_paint(which))
    bare_t = [t for t, _, _ in results["bare"]]
    app_t = [t for t, _, _ in results["app"]]
    bare_m = statistics.median(m for _, m, _ in results["bare"])
    app_m = statistics.median(m for _, m, _ in results["app"])
    bare_cpu = statistics.median(c for _, _, c in results["bare"])
    app_cpu = statistics.median(c for _, _, c in results["app"])
    pairs = statistics.median(a / b for a, b in zip(app_t, bare_t, strict=True))
    print(
        f"startup: first paint, offscreen, {reps} runs each, interleaved"
        " (Capboard as at home: its folders found by the platform's rules, a settings file)"
    )
    print(
        f"  time   Capboard {statistics.median(app_t) * 1000:6.0f} ms / bare window"
        f" {statistics.median(bare_t) * 1000:6.0f} ms (medians)"
        f" = {statistics.median(app_t) / statistics.median(bare_t):4.2f}x  (goal: at most 1.5x)"
    )
    print(
        f"         median of the runs' ratios {pairs:4.2f}x; fastest runs"
        f" {min(app_t) * 1000:.0f} / {min(bare_t) * 1000:.0f} ms = {min(app_t) / min(bare_t):4.2f}x"
    )
    print(
        f"         processor time until the first paint {app_cpu * 1000:.0f} /"
        f" {bare_cpu * 1000:.0f} ms = {app_cpu / bare_cpu:4.2f}x (steadier on a busy machine)"
    )
    print(
        f"  memory Capboard {app_m / 1024:6.1f} MB / bare window {bare_m / 1024:6.1f} MB"
        f" = {app_m / bare_m:4.2f}x  (goal: at most 1.3x)"
    )


BENCHES = {
    "startup": bench_startup,
    "handover": bench_handover,
    "open": bench_open,
    "frame": bench_frame,
}
DEFAULT_REPS = {"startup": 16, "handover": 15, "open": 7, "frame": 20}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("which", nargs="*", help=f"any of {', '.join(BENCHES)} (default: all)")
    parser.add_argument("--reps", type=int, help="repetitions (each benchmark has a default)")
    args = parser.parse_args()
    unknown = [name for name in args.which if name not in BENCHES]
    if unknown:
        parser.error(f"unknown benchmark {unknown[0]!r}")
    if any(name != "startup" for name in args.which or BENCHES):
        app()
    for name in args.which or BENCHES:
        BENCHES[name](args.reps or DEFAULT_REPS[name])


if __name__ == "__main__":
    main()
