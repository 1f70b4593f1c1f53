"""How responsive the window stays while a hard computer player thinks.

The computer players think on a worker thread; Python runs one thread at a time, so what
matters is how long the event loop (which repaints and takes clicks) has to wait for its turn.
This benchmark starts a game session between hard computer players, offscreen, with a timer
ticking every 2 ms on the main thread, and records the longest gap between two ticks while a
bot thinks, plus each decision's time.

    QT_QPA_PLATFORM=offscreen python bench/responsiveness.py [--game GAME] [--decisions N]

Target (issue "Computer players worth playing against"): the longest gap under 50 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

from capboard.controller.session import GameSession
from capboard.engine import registry
from capboard.engine.record import SeatRecord

TICK_MS = 2


def measure(game_id: str, decisions: int, seed: int) -> dict[str, object]:
    """Play ``decisions`` hard decisions of ``game_id``; the gaps and the decision times."""
    app = QApplication.instance() or QApplication([])
    game = registry.get(game_id)
    players = game.min_players
    seats = [
        SeatRecord(name=f"Hard {i + 1}", colour="#333333", kind="computer", level="hard")
        for i in range(players)
    ]
    session = GameSession.new(game_id, seats, seed=seed, autosave=None, bot_delay_ms=0)
    clock = QElapsedTimer()
    clock.start()
    gaps: list[float] = []
    thinking = {"on": False, "since": 0.0, "last": 0.0}
    times: list[float] = []

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        if thinking["on"]:
            gaps.append(now - thinking["last"])
        thinking["last"] = now

    def on_thinking(on: bool) -> None:
        now = time.perf_counter()
        if on:
            thinking.update(on=True, since=now, last=clock.nsecsElapsed() / 1e6)
        elif thinking["on"]:
            thinking["on"] = False
            times.append(now - float(thinking["since"]))
            if len(times) >= decisions or session.is_over:
                app.quit()

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()
    session.bot_thinking.connect(on_thinking)
    session.start()
    app.exec()
    session.shutdown()
    return {
        "game": game_id,
        "decisions": len(times),
        "longest_gap_ms": round(max(gaps), 1) if gaps else None,
        "gap_p99_ms": round(sorted(gaps)[int(len(gaps) * 0.99)], 1) if gaps else None,
        "decision_median_s": round(statistics.median(times), 3) if times else None,
        "decision_max_s": round(max(times), 3) if times else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="game id (default: every game)")
    parser.add_argument("--decisions", type=int, default=10, help="hard decisions per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="one JSON object per game")
    args = parser.parse_args()
    for game_id in args.game or registry.ids():
        result = measure(game_id, args.decisions, args.seed)
        if args.json:
            print(json.dumps(result))
        else:
            print(
                f"{game_id:<11} {result['decisions']:>3} decisions  longest event-loop gap "
                f"{result['longest_gap_ms']} ms (99th percentile {result['gap_p99_ms']} ms)  "
                f"decision median {result['decision_median_s']} s, max "
                f"{result['decision_max_s']} s"
            )


if __name__ == "__main__":
    main()
