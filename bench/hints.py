"""How long a hint takes, and how responsive the window stays meanwhile.

For each game, plays random moves between people and asks the session for a hint (Help →
Hint) at positions every few moves, with a timer ticking every 2 ms on the main thread; records
the hint's wall-clock time, the process's CPU time meanwhile (the worker's thinking, with the
main thread's few ticks) and the longest gap between two ticks while it is thought. The anchor
(:mod:`anchor`, CPU time too) is timed before each game, interleaved, so that the CPU times
can be read against it on a busy machine: in anchors, a hint's CPU seconds over the anchor's.

    QT_QPA_PLATFORM=offscreen python bench/hints.py [--game GAME] [--hints N] [--every K]

Targets (issue 18): a hint is the hard player's decision, median at most 1 s and at most 2 s;
the event loop never waits more than 50 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Benchmark the checkout this script belongs to, even if another Capboard is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from anchor import anchor_seconds
from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

from capboard.controller.session import GameSession
from capboard.engine import registry
from capboard.engine.record import GameRecord, SeatRecord

TICK_MS = 2


def _positions(game_id: str, count: int, every: int, seed: int) -> list[GameRecord]:
    """Records of random play, one every ``every`` moves, up to ``count`` of them."""
    game = registry.get(game_id)
    players = game.min_players
    seats = [SeatRecord(name=f"P{i + 1}", colour="#333333") for i in range(players)]
    found: list[GameRecord] = []
    rng = random.Random(seed)
    while len(found) < count:
        record = GameRecord(
            game_id=game_id,
            options=game.options().model_dump(mode="json"),
            seats=seats,
            seed=rng.getrandbits(32),
        )
        state = game.new_state(players, record.seed, record.options)
        moves = 0
        while not state.is_over and len(found) < count and moves < game.action_bound:
            if moves % every == every - 1 and state.legal_actions():
                found.append(record.model_copy(deep=True))
            action = rng.choice(list(state.legal_actions()))
            state.apply(action)
            record.actions.append(game.encode_action(action))
            moves += 1
    return found


def measure(game_id: str, hints: int, every: int, seed: int) -> dict[str, object]:
    """Ask ``hints`` hints of ``game_id``; their times and the event loop's longest gap."""
    app = QApplication.instance() or QApplication([])
    clock = QElapsedTimer()
    clock.start()
    gaps: list[float] = []
    times: list[float] = []
    cpu: list[float] = []
    last = [0.0]

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    for record in _positions(game_id, hints, every, seed):
        session = GameSession(record, autosave=None, always_handover=False)
        session.start()
        if session.awaiting_handover:
            session.acknowledge_handover()
        if not session.can_hint():
            session.shutdown()
            continue
        session.hint_ready.connect(lambda _hint: app.quit())
        last[0] = clock.nsecsElapsed() / 1e6
        start, start_cpu = time.perf_counter(), time.process_time()
        timer.start()
        session.request_hint()
        app.exec()
        timer.stop()
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        session.shutdown()
    return {
        "game": game_id,
        "hints": len(times),
        "median_s": round(statistics.median(times), 3),
        "max_s": round(max(times), 3),
        "cpu_median_s": round(statistics.median(cpu), 3),
        "cpu_max_s": round(max(cpu), 3),
        "longest_gap_ms": round(max(gaps), 1) if gaps else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="game id (default: every game)")
    parser.add_argument("--hints", type=int, default=10, help="hints per game")
    parser.add_argument("--every", type=int, default=7, help="moves between two hints")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for game_id in args.game or registry.ids():
        anchor = anchor_seconds()
        result = measure(game_id, args.hints, args.every, args.seed)
        cpu_median, cpu_max = float(result["cpu_median_s"]), float(result["cpu_max_s"])
        print(
            f"{game_id:<11} {result['hints']:>3} hints  wall median {result['median_s']} s,"
            f" max {result['max_s']} s  CPU median {cpu_median} s ({cpu_median / anchor:.1f}"
            f" anchors), max {cpu_max} s ({cpu_max / anchor:.1f} anchors)  longest event-loop"
            f" gap {result['longest_gap_ms']} ms  (anchor {anchor * 1000:.0f} ms CPU)"
        )


if __name__ == "__main__":
    main()
