"""Benchmark: Capboard's Catan against catanatron 3.2.1, random players, in one run.

Why it exists: Capboard's Catan is done when ``capboard simulate catan --players P --games 200``
plays with no error for P = 3 and 4, and its speed is then to be read next to that of catanatron
3.2.1 (an open-source Catan engine in Python, on PyPI) with random players. For each player count
this plays N headless games of Capboard's Catan between random computer players (with
:func:`capboard.simulate.simulate`, the code behind ``capboard simulate``), then N games of
catanatron between its ``RandomPlayer``, in the same process one after the other, and prints both
engines' errors, games per second and actions per second side by side with their ratios. The
whole is repeated ``--repeat`` times, the engines and player counts taking turns, with the same
seeds each time; the median ratio over the repetitions, for games/s and actions/s and each player
count, is printed last. Times are the process's CPU time, so the time other programs hold the
cores is left out. Figures from different machines or different runs do not compare; the two
engines are measured together for that reason. No test asserts them.

catanatron is a benchmark-only extra, never a run-time dependency of Capboard. Run from the top
of the repository::

    pip install '.[bench]'    # Capboard plus catanatron==3.2.1
    python bench/catan_vs_catanatron.py                      # 50 games, 5 repetitions
    python bench/catan_vs_catanatron.py --games 20 --repeat 3 --players 4 --seed 0 --json

Without catanatron the script says how to install the extra and plays the Capboard half only.
The exit code is 1 when a Capboard game failed (catanatron's failures are counted and shown, but
they are not Capboard's to fix), else 0.

What makes the two halves comparable: both play the base game on the classic island (catanatron's
``BASE_MAP_TEMPLATE``, Capboard's classic map), first to 10 victory points, discarding half of a
hand of more than 7 cards on a 7, every seat choosing uniformly at random among the legal
actions. Capboard game ``i`` uses seed ``S + i`` as ``capboard simulate`` does; catanatron game
``i`` uses seed ``S + i + 1``, because catanatron reads a seed of 0 as "no seed". catanatron stops
a game that reaches its turn limit (1000 turns in 3.2.1) without a winner; those games are counted
in its games per second and reported apart as "no winner". The remaining differences between the
two random players are printed with the figures (see :data:`NOTES`).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import platform
import random
import statistics
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

# Benchmark the checkout this script belongs to, even if another Capboard is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from capboard import __version__
from capboard.simulate import SimulationResult, simulate

GAME_ID = "catan"
VICTORY_TARGET = 10
DISCARD_LIMIT = 7
CATANATRON_VERSION = "3.2.1"
"""The catanatron release the issue names; another version still runs, with a warning."""
INSTALL_HINT = (
    "pip install '.[bench]'  (from the top of the repository; installs catanatron==3.2.1)"
)
DOMESTIC_TRADE_KINDS = ("offer", "answer", "trade", "withdraw")
"""Capboard's action kinds of a trade between players: an offer, an answer to it, the trade
made with one who accepted, the offer withdrawn."""

NOTES: tuple[str, ...] = (
    "- Discarding on a 7: catanatron discards a random half for the player (one action, no "
    "choice); Capboard's player picks one of all the possible discards.",
    "- Robber: catanatron moves it and names the victim in one action; Capboard takes two "
    "(move, then steal).",
    "- catanatron lets a development card be played on the turn it was bought; Capboard does not.",
    "- catanatron checks every player for 10 points after every action (one can win out of turn); "
    "Capboard only the player to move.",
    "- catanatron's players read the whole game; Capboard's random players read nothing but the "
    "legal actions (its other players get a view of their own seat, hidden cards removed), and "
    "the last game's actions are encoded into a record, the JSON form of a save.",
    "- Capboard re-draws the island until no 6 and 8 touch (its default); catanatron does not.",
    "- actions/game counts every applied action (setup placements, rolls, discards, robber, "
    "builds, trades, cards, end of turn); for catanatron, one per tick of Game.play.",
)
"""What else differs between the two random players, as read in catanatron 3.2.1's code."""


@dataclass
class RivalResult:
    """What N games of catanatron between random players gave."""

    players: int
    version: str
    games: int = 0
    errors: int = 0
    no_winner: int = 0
    """Games stopped by catanatron's turn limit with nobody at 10 points."""
    seconds: float = 0.0
    actions: int = 0
    turns: int = 0
    maritime_trades: int = 0
    wins: Counter[str] = field(default_factory=Counter)
    error_details: list[str] = field(default_factory=list)

    @property
    def games_per_second(self) -> float:
        """Games played per second (games without a winner included)."""
        return self.games / self.seconds if self.seconds > 0 else 0.0

    @property
    def actions_per_second(self) -> float:
        """Actions (ticks) applied per second."""
        return self.actions / self.seconds if self.seconds > 0 else 0.0

    def to_json(self) -> dict[str, object]:
        """The machine-readable summary."""
        return {
            "engine": "catanatron",
            "version": self.version,
            "players": self.players,
            "games": self.games,
            "errors": self.errors,
            "no_winner": self.no_winner,
            "seconds": round(self.seconds, 6),
            "games_per_second": round(self.games_per_second, 3),
            "actions": self.actions,
            "actions_per_game": round(self.actions / self.games, 1) if self.games else 0.0,
            "actions_per_second": round(self.actions_per_second, 3),
            "turns_per_game": round(self.turns / self.games, 1) if self.games else 0.0,
            "wins": dict(sorted(self.wins.items())),
            "maritime_trades_per_game": (
                round(self.maritime_trades / self.games, 2) if self.games else 0.0
            ),
        }


@dataclass(frozen=True)
class Catanatron:
    """The pieces of catanatron's public API this benchmark uses."""

    version: str
    game: Any
    random_player: Any
    colors: tuple[Any, ...]
    catan_map: Any
    base_map_template: Any
    turns_limit: int
    maritime_trade: Any
    has_domestic_trade: bool


def load_catanatron() -> Catanatron | None:
    """catanatron's API, or None when it is not installed."""
    try:
        api = importlib.import_module("catanatron")
        game_module = importlib.import_module("catanatron.game")
        map_module = importlib.import_module("catanatron.models.map")
    except ImportError:
        return None
    names = [member.name for member in api.ActionType]
    return Catanatron(
        version=metadata.version("catanatron"),
        game=api.Game,
        random_player=api.RandomPlayer,
        colors=tuple(api.Color),
        catan_map=map_module.CatanMap,
        base_map_template=map_module.BASE_MAP_TEMPLATE,
        turns_limit=int(game_module.TURNS_LIMIT),
        maritime_trade=api.ActionType.MARITIME_TRADE,
        has_domestic_trade=any("TRADE" in name and name != "MARITIME_TRADE" for name in names),
    )


def play_catanatron(cat: Catanatron, players: int, games: int, seed: int) -> RivalResult:
    """Play ``games`` games of catanatron between ``players`` random players."""
    result = RivalResult(players=players, version=cat.version)
    start = time.perf_counter()
    for index in range(games):
        game_seed = seed + index + 1  # catanatron takes a seed of 0 for "draw one at random"
        result.games += 1
        game: Any = None
        winner: Any = None
        try:
            # The island is drawn from the module's random numbers, as Game does when given
            # no map; seeding first keeps each game reproducible from its seed alone.
            random.seed(game_seed)
            island = cat.catan_map.from_template(cat.base_map_template)
            seats = [cat.random_player(color) for color in cat.colors[:players]]
            game = cat.game(
                seats,
                seed=game_seed,
                discard_limit=DISCARD_LIMIT,
                vps_to_win=VICTORY_TARGET,
                catan_map=island,
            )
            winner = game.play()
        except Exception as exc:  # a failure of the other engine is counted, not raised
            result.errors += 1
            where = traceback.extract_tb(exc.__traceback__)[-1]
            result.error_details.append(
                f"seed {game_seed}: {type(exc).__name__}: {exc} ({where.filename}:{where.lineno})"
            )
        else:
            # Game.play returns no winner only when the turn limit stopped the game.
            if winner is None:
                result.no_winner += 1
            else:
                result.wins[winner.value] += 1
        if game is not None:
            log = game.state.actions
            result.actions += len(log)
            result.turns += game.state.num_turns
            result.maritime_trades += sum(1 for a in log if a.action_type == cat.maritime_trade)
    result.seconds = time.perf_counter() - start
    return result


def last_game_kinds(result: SimulationResult) -> Counter[str]:
    """How many actions of each kind Capboard's last game played."""
    kinds: Counter[str] = Counter()
    if result.last_record is not None:
        for action in result.last_record.actions:
            kind = action.get("kind") if isinstance(action, dict) else None
            kinds[str(kind)] += 1
    return kinds


def describe_trades(kinds: Counter[str]) -> str:
    """The trades between players among a game's actions, in words."""
    words = ", ".join(f"{kinds[kind]} {kind}" for kind in DOMESTIC_TRADE_KINDS)
    total = sum(kinds[kind] for kind in DOMESTIC_TRADE_KINDS)
    return f"{total} of its {sum(kinds.values())} actions ({words})"


def notes(cat: Catanatron | None, kinds: dict[int, Counter[str]]) -> list[str]:
    """What each engine's random player does differently, under the table."""
    lines = [
        "Both random players pick uniformly among the legal actions; what they can do differs:"
    ]
    if cat is None:
        lines.append(
            "- catanatron 3.2.1 has no trade between players, only with the bank/harbours."
        )
    elif cat.has_domestic_trade:
        lines.append(f"- catanatron {cat.version} lists a trade between players among its actions.")
    else:
        lines.append(
            f"- catanatron {cat.version} has no trade between players: its only trade action is"
            " MARITIME_TRADE (4:1 with the bank, 3:1 or 2:1 at a harbour)."
        )
    lines.append(
        "- Capboard's random players may play any legal action of its Catan, trade offers between"
        " players, answers and withdrawals included where the engine has them. Trades between"
        " players in the last game played:"
    )
    lines += [f"    {players} players: {describe_trades(k)}" for players, k in kinds.items()]
    lines.extend(NOTES)
    if cat is not None:
        lines.append(
            f"- no winner: catanatron games stopped by its limit of {cat.turns_limit} turns;"
            " they count in its games/s. Capboard has no such limit (a game longer than"
            " the engine's action bound counts as an error)."
        )
    return lines


def machine() -> dict[str, object]:
    """The machine the figures were measured on."""
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    return {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "load_average": [round(x, 2) for x in load],
    }


def capboard_row(result: SimulationResult) -> dict[str, object]:
    """Capboard's summary, as ``capboard simulate --json`` gives it, plus per-game figures."""
    per_game = result.actions / result.games if result.games else 0.0
    kinds = last_game_kinds(result)
    return {
        "engine": "capboard",
        "version": __version__,
        **result.to_json(),
        "actions_per_game": round(per_game, 1),
        "last_game_actions_by_kind": dict(sorted(kinds.items())),
    }


def print_header(cat: Catanatron | None, games: int, repeat: int) -> None:
    """The versions, the machine and what is measured."""
    rival = f"catanatron {cat.version}" if cat else "catanatron not installed"
    load = " ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "n/a"
    print(
        f"capboard {__version__}, {rival}, Python {platform.python_version()},"
        f" {platform.machine()}, {os.cpu_count()} CPUs, load average {load}"
    )
    print(
        f"Random players, base game on the classic island, first to {VICTORY_TARGET} points;"
        f" {games} games per engine, player count and repetition, {repeat} repetitions taking"
        " turns in this process; seconds are CPU seconds."
    )
    header = f"{'rep':>3} {'players':>7}  {'engine':<11}{'games':>6}{'errors':>7}{'no winner':>10}"
    print(
        f"{header}{'seconds':>9}{'games/s':>9}{'actions/s':>10}{'actions/game':>13}"
        f"{'turns/game':>11}"
    )


def print_capboard(rep: int, players: int, result: SimulationResult) -> None:
    """Capboard's line of the table."""
    per_game = result.actions / result.games if result.games else 0.0
    print(
        f"{rep:>3} {players:>7}  {'capboard':<11}{result.games:>6}{result.errors:>7}{'-':>10}"
        f"{result.seconds:>9.2f}{result.games_per_second:>9.2f}"
        f"{result.actions_per_second:>10.0f}{per_game:>13.1f}{'-':>11}"
    )


def print_rival(rep: int, players: int, rival: RivalResult) -> None:
    """catanatron's line of the table."""
    per_game = rival.actions / rival.games if rival.games else 0.0
    turns = rival.turns / rival.games if rival.games else 0.0
    print(
        f"{rep:>3} {players:>7}  {'catanatron':<11}{rival.games:>6}{rival.errors:>7}"
        f"{rival.no_winner:>10}{rival.seconds:>9.2f}{rival.games_per_second:>9.2f}"
        f"{rival.actions_per_second:>10.0f}{per_game:>13.1f}{turns:>11.1f}"
    )


@dataclass(frozen=True)
class Ratios:
    """Capboard's speed over catanatron's, measured together."""

    games_per_second: float
    actions_per_second: float


def ratios(result: SimulationResult, rival: RivalResult) -> Ratios | None:
    """Capboard's games per second and actions per second over catanatron's."""
    if min(result.games_per_second, rival.games_per_second, rival.actions_per_second) <= 0:
        return None
    return Ratios(
        result.games_per_second / rival.games_per_second,
        result.actions_per_second / rival.actions_per_second,
    )


def print_ratio(rep: int, players: int, value: Ratios | None) -> None:
    """The ratio line under a repetition's two lines."""
    lead = f"{rep:>3} {players:>7}  ratio capboard / catanatron:"
    if value is None:
        print(f"{lead} n/a")
        return
    print(f"{lead} games/s {value.games_per_second:.3f}, actions/s {value.actions_per_second:.3f}")


def print_errors(engine: str, details: list[str], limit: int = 5) -> None:
    """The first failed games, on standard error."""
    for line in details[:limit]:
        print(f"  {engine}: {line}", file=sys.stderr)
    if len(details) > limit:
        print(f"  {engine}: ... and {len(details) - limit} more", file=sys.stderr)


def play_capboard(players: int, games: int, seed: int) -> SimulationResult:
    """Capboard's N games, with their seconds in CPU time."""
    start = time.process_time()
    result = simulate(GAME_ID, players=players, games=games, seed=seed)
    result.seconds = time.process_time() - start
    return result


def play_rival(cat: Catanatron, players: int, games: int, seed: int) -> RivalResult:
    """catanatron's N games, with their seconds in CPU time."""
    start = time.process_time()
    rival = play_catanatron(cat, players, games, seed)
    rival.seconds = time.process_time() - start
    return rival


def median_ratios(values: list[Ratios]) -> Ratios:
    """The median of each ratio over the repetitions."""
    return Ratios(
        statistics.median(v.games_per_second for v in values),
        statistics.median(v.actions_per_second for v in values),
    )


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; returns 1 if a Capboard game failed."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--games",
        type=int,
        default=50,
        help="games per engine, player count and repetition (default 50)",
    )
    parser.add_argument("--repeat", type=int, default=5, help="repetitions (default 5)")
    parser.add_argument(
        "--players",
        type=int,
        nargs="+",
        choices=(3, 4),
        default=[3, 4],
        help="player counts (default: 3 4)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    parser.add_argument(
        "--json", action="store_true", help="one JSON object per player count and repetition"
    )
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    if args.seed < 0:
        parser.error("--seed must be 0 or more")

    cat = load_catanatron()
    if cat is None:
        print(
            f"catanatron is not installed: only Capboard is measured. To compare, install the"
            f" benchmark extra: {INSTALL_HINT}",
            file=sys.stderr,
        )
    elif cat.version != CATANATRON_VERSION:
        print(
            f"warning: catanatron {cat.version} is installed; the comparison is specified for"
            f" {CATANATRON_VERSION} ({INSTALL_HINT})",
            file=sys.stderr,
        )
    if not args.json:
        print_header(cat, args.games, args.repeat)

    player_counts = list(dict.fromkeys(args.players))
    # One game of each first, not counted: the first game pays for loading data and caches.
    for players in player_counts:
        simulate(GAME_ID, players=players, games=1, seed=args.seed)
        if cat is not None:
            play_catanatron(cat, players, 1, args.seed)

    failed = False
    kinds: dict[int, Counter[str]] = {}
    measured: dict[int, list[Ratios]] = {players: [] for players in player_counts}
    for rep in range(1, args.repeat + 1):
        for players in player_counts:
            try:
                result: SimulationResult | None = play_capboard(players, args.games, args.seed)
            except Exception as exc:  # Capboard's Catan cannot even start: report, go on
                failed = True
                print(
                    f"capboard {GAME_ID} with {players} players did not run: {exc!r}",
                    file=sys.stderr,
                )
                result = None
            if result is not None:
                kinds[players] = last_game_kinds(result)
            rival = play_rival(cat, players, args.games, args.seed) if cat else None
            failed = failed or (result is not None and result.errors > 0)
            value = ratios(result, rival) if result and rival else None
            if value is not None:
                measured[players].append(value)

            if args.json:
                row: dict[str, object] = {
                    "repetition": rep,
                    "players": players,
                    "seed": args.seed,
                    "capboard": capboard_row(result) if result else None,
                    "catanatron": rival.to_json() if rival else None,
                    "games_per_second_ratio": (round(value.games_per_second, 4) if value else None),
                    "actions_per_second_ratio": (
                        round(value.actions_per_second, 4) if value else None
                    ),
                    **machine(),
                }
                print(json.dumps(row))
            else:
                if result is not None:
                    print_capboard(rep, players, result)
                if rival is not None:
                    print_rival(rep, players, rival)
                if result is not None and rival is not None:
                    print_ratio(rep, players, value)
            if result is not None:
                print_errors("capboard", result.error_details)
            if rival is not None:
                print_errors("catanatron", rival.error_details)

    summary = {p: median_ratios(v) for p, v in measured.items() if v}
    if args.json:
        print(
            json.dumps(
                {
                    "median_ratios": {
                        str(p): {
                            "games_per_second": round(r.games_per_second, 4),
                            "actions_per_second": round(r.actions_per_second, 4),
                        }
                        for p, r in summary.items()
                    },
                    "repetitions": args.repeat,
                }
            )
        )
        return 1 if failed else 0
    print()
    for line in notes(cat, kinds):
        print(line)
    print()
    for players, value in summary.items():
        print(
            f"median over {len(measured[players])} repetitions, {players} players, capboard /"
            f" catanatron: games/s {value.games_per_second:.3f},"
            f" actions/s {value.actions_per_second:.3f}"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
