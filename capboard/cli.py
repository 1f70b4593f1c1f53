"""The ``capboard`` command.

Without a subcommand it starts the app; ``capboard FILE`` starts it on that saved game (or
hands the game to the Capboard already open). The subcommands are headless tools for players, tests
and benchmarks: ``games``, ``simulate``, ``tournament``, ``render``, ``verify`` and ``hint``; and
``install-desktop``, which adds the app to the desktop's menu. Qt is
imported only by the commands that need it (the app, ``render``, and the save-file commands),
so listing games and simulating run on the engine alone.

The command line speaks English only; the app is where translations apply.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from capboard import __version__

if TYPE_CHECKING:
    import argparse

    from capboard.engine.protocol import Game
    from capboard.engine.registry import GameInfo
    from capboard.simulate import SimulationResult

EXIT_OK = 0
EXIT_FAILED = 1
"""A simulation that counted errors."""
EXIT_USAGE = 2
"""Bad arguments, or (for ``verify``) a save file that is not good."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command with ``argv`` (default: the process arguments); returns the exit code."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list or (args_list[0].startswith("-") and args_list[0] not in _OWN_OPTIONS):
        # No command: the app. Options we do not know are Qt's own (-style fusion,
        # -platform offscreen ...), which the app passes on to QApplication, with the
        # game file that may follow them.
        return _run_app(args_list)
    first = args_list[0]
    if first not in COMMANDS and not first.startswith("-") and Path(first).exists():
        return _run_app(args_list)  # capboard FILE: the app, on that game
    parser = build_parser()
    try:
        if first not in COMMANDS and not first.startswith("-"):
            parser.error(
                f"{_printable(first)}: no such file, nor a command ({', '.join(COMMANDS)})"
            )
        args = parser.parse_args(args_list)
    except SystemExit as exc:  # --help, --version and usage errors
        return _exit_code(exc)
    if args.command is None:
        return _run_app([])
    return int(args.handler(args))


_OWN_OPTIONS = ("-h", "--help", "--version")
COMMANDS = ("games", "simulate", "tournament", "render", "verify", "hint", "install-desktop")
"""The subcommands; any other first argument is a game file to open in the app."""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``capboard`` command."""
    import argparse  # here: the app itself starts without it

    parser = argparse.ArgumentParser(
        prog="capboard",
        description="Capboard: a table of family board games. Without a command, opens the app;"
        " with a FILE (a saved game), opens the app on that game.",
        usage="%(prog)s [-h] [--version] [FILE | COMMAND ...]",
    )
    parser.add_argument("--version", action="version", version=f"capboard {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    games = sub.add_parser("games", help="list the games (id, name, number of players)")
    games.set_defaults(handler=_cmd_games)

    sim = sub.add_parser("simulate", help="play games between computer players, no window")
    sim.add_argument("game", metavar="GAME", help="game id (see `capboard games`)")
    sim.add_argument("--players", type=int, help="number of players (default: the fewest)")
    sim.add_argument("--games", type=_positive_int, default=1, help="games to play (default 1)")
    sim.add_argument("--seed", type=_seed, default=0, help="seed of the first game (default 0)")
    sim.add_argument(
        "--seats",
        type=_comma_list,
        metavar="LEVEL[,LEVEL...]",
        help="computer level per seat, e.g. random,greedy (one level: every seat; default random)",
    )
    sim.add_argument("--max-actions", type=_positive_int, help="actions after which a game fails")
    _scenario_option(sim)
    _pirate_option(sim)
    sim.add_argument("--record", type=Path, metavar="FILE", help="save the last game to FILE")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.set_defaults(handler=_cmd_simulate)

    tour = sub.add_parser(
        "tournament", help="play computer levels against each other, seats rotated"
    )
    tour.add_argument("game", metavar="GAME", help="game id (see `capboard games`)")
    tour.add_argument(
        "--seats",
        type=_comma_list,
        required=True,
        metavar="LEVEL[,LEVEL...]",
        help="levels by seat, the last one filling the table (e.g. greedy,random)",
    )
    tour.add_argument("--players", type=int, help="number of players (default: the seats given)")
    tour.add_argument("--games", type=_positive_int, default=100, help="games (default 100)")
    tour.add_argument("--seed", type=_seed, default=0, help="seed of the first game (default 0)")
    tour.add_argument("--json", action="store_true", help="print one JSON object")
    _scenario_option(tour)
    _pirate_option(tour)
    tour.set_defaults(handler=_cmd_tournament)

    render = sub.add_parser("render", help="draw a game after some random moves to a PNG")
    render.add_argument("game", metavar="GAME", help="game id (see `capboard games`)")
    render.add_argument("--players", type=int, help="number of players (default: the fewest)")
    render.add_argument("--seed", type=_seed, default=0, help="seed of the game (default 0)")
    render.add_argument("--moves", type=_non_negative_int, default=12, help="random moves first")
    render.add_argument("--lang", choices=("en", "fr"), default="en", help="language (default en)")
    render.add_argument(
        "--size", type=_size, default=(1280, 800), metavar="WxH", help="window size (1280x800)"
    )
    render.add_argument("--out", type=Path, required=True, metavar="FILE.png", help="PNG file")
    render.add_argument(
        "--text-size",
        type=_text_size,
        default=100,
        metavar="PERCENT",
        help="the size of the texts, 100 to 200 (default 100), as in Settings",
    )
    _scenario_option(render)
    _pirate_option(render)
    render.set_defaults(handler=_cmd_render)

    verify = sub.add_parser("verify", help="check that a save file replays through the rules")
    verify.add_argument("file", type=Path, metavar="FILE", help="a .capboard save file")
    verify.set_defaults(handler=_cmd_verify)

    hint = sub.add_parser(
        "hint",
        help="print the move the hard computer player would make for the person to play in a"
        " save file (its notation, on one line)",
    )
    hint.add_argument("file", type=Path, metavar="FILE", help="a .capboard save file")
    hint.set_defaults(handler=_cmd_hint)

    desktop = sub.add_parser(
        "install-desktop",
        help="add Capboard to the desktop's menu and open .capboard files with it (Linux)",
    )
    desktop.add_argument(
        "--uninstall", action="store_true", help="remove what install-desktop added"
    )
    desktop.set_defaults(handler=_cmd_install_desktop)
    return parser


def _scenario_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--scenario",
        metavar="ID",
        help="the game's scenario (Catan: heading-for-new-shores, four-islands, fog-islands,"
        " through-the-desert, forgotten-tribe, cloth-for-catan, pirate-islands, wonders-of-catan,"
        " new-world; default: the base game)",
    )


def _pirate_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--no-pirate",
        dest="pirate",
        action="store_false",
        help="play without the pirate (Catan's Seafarers scenarios; a 7 or a Knight then moves"
        " the robber only)",
    )


def _options(args: argparse.Namespace) -> dict[str, object]:
    options: dict[str, object] = {}
    if getattr(args, "scenario", None) is not None:
        options["scenario"] = args.scenario
    if not getattr(args, "pirate", True):
        options["pirate"] = False
    return options


# --- commands ---------------------------------------------------------------------------------


def _no_screen(qt_args: list[str]) -> bool:
    """True on Linux with no display to open a window on (Qt would abort without a word a
    person can act on)."""
    if not sys.platform.startswith("linux") or "-platform" in qt_args:
        return False
    if os.environ.get("QT_QPA_PLATFORM"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _run_app(qt_args: list[str]) -> int:
    if _no_screen(qt_args):
        print(
            "capboard: no screen to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is"
            " set). Start it from a desktop session; `capboard render` draws without one.",
            file=sys.stderr,
        )
        return 1
    # Imported here: Qt widgets load only when a window is wanted.
    from capboard.ui.app import run

    return int(run([sys.argv[0] if sys.argv and sys.argv[0] else "capboard", *qt_args]))


def _cmd_games(args: argparse.Namespace) -> int:
    from capboard.engine import registry

    rows = [("id", "name", "players")]
    # The registry's metadata: listing the games loads none of them.
    games = [registry.info(game_id) for game_id in registry.ids()]
    rows += [(game.id, game.name, _player_range(game)) for game in games]
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print(
            "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
        )
    return EXIT_OK


def _cmd_simulate(args: argparse.Namespace) -> int:
    from capboard.simulate import SimulationError, simulate

    try:
        result = simulate(
            args.game,
            players=args.players,
            games=args.games,
            seed=args.seed,
            seats=args.seats,
            max_actions=args.max_actions,
            options=_options(args),
        )
    except SimulationError as exc:
        return _usage_error("simulate", str(exc))
    if args.json:
        import json

        print(json.dumps(result.to_json()))
    else:
        _print_simulation(result)
    for line in result.error_details[:10]:
        print(f"capboard simulate: error: {line}", file=sys.stderr)
    if args.record is not None and result.last_record is not None:
        from capboard.controller.saves import SaveError, write_save

        try:
            write_save(args.record, result.last_record)
        except SaveError as exc:
            print(f"capboard simulate: {args.record}: {exc.message()}", file=sys.stderr)
            return EXIT_FAILED
        if not args.json:
            print(f"last game saved to {args.record}")
    return EXIT_OK if result.errors == 0 else EXIT_FAILED


def _cmd_tournament(args: argparse.Namespace) -> int:
    from capboard.simulate import SimulationError
    from capboard.tournament import format_table, tournament

    try:
        result = tournament(
            args.game,
            args.seats,
            players=args.players,
            games=args.games,
            seed=args.seed,
            options=_options(args),
        )
    except SimulationError as exc:
        return _usage_error("tournament", str(exc))
    if args.json:
        import json

        print(json.dumps(result.to_json()))
    else:
        print(format_table(result))
    for line in result.error_details[:10]:
        print(f"capboard tournament: error: {line}", file=sys.stderr)
    return EXIT_OK if result.errors == 0 else EXIT_FAILED


def _print_simulation(result: SimulationResult) -> None:
    print(
        f"{result.game}: {result.games} games, {result.players} players"
        f" ({', '.join(result.levels)}), {result.errors} errors"
    )
    print(
        f"{result.seconds:.2f} s, {result.actions:,} actions:"
        f" {result.actions_per_second:,.1f} actions/s, {result.games_per_second:,.2f} games/s"
    )
    wins = ", ".join(
        f"seat {seat + 1} ({level}) {count}"
        for seat, (level, count) in enumerate(zip(result.levels, result.wins, strict=True))
    )
    print(f"wins: {wins}; draws: {result.draws}")


def _cmd_render(args: argparse.Namespace) -> int:
    from capboard.engine import registry

    try:
        game = registry.get(args.game)
    except KeyError as exc:
        return _usage_error("render", exc.args[0])
    players = game.min_players if args.players is None else args.players
    if not game.min_players <= players <= game.max_players:
        return _usage_error("render", f"{game.id} is for {_player_range(game)} players")
    from capboard.simulate import SimulationError, check_options

    try:
        options = check_options(game, _options(args), players)
    except SimulationError as exc:
        return _usage_error("render", str(exc))
    # Rendering needs no screen: without one, Qt would abort instead of drawing offscreen.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from capboard.ui.games import available_game_uis
    from capboard.ui.render import render_png

    if game.id not in available_game_uis():
        # A game whose rules exist before its table does (while it is being built).
        return _usage_error("render", f"{game.id} has no table to draw yet")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    render_png(
        game.id,
        players,
        args.seed,
        args.moves,
        args.lang,
        args.size,
        args.out,
        options,
        text_size=args.text_size,
    )
    print(f"{args.out}")
    return EXIT_OK


def _cmd_verify(args: argparse.Namespace) -> int:
    from capboard.controller import saves
    from capboard.controller.saves import SaveError
    from capboard.engine import registry
    from capboard.engine.record import replay

    try:
        record = saves.read_save(args.file)
        # Reading replayed the game to check it: how it stands is known without replaying.
        replayed = saves.take_replay(record)
        state = replayed.state if replayed is not None else replay(record)[0]
    except SaveError as exc:
        return _bad_file(args.file, exc.message())
    except (OSError, ValueError) as exc:  # read_save should say SaveError; still one line
        return _bad_file(args.file, str(exc))
    game = registry.get(record.game_id)
    names = [_one_line(seat.name) for seat in record.seats]
    summary = (
        f"{args.file}: {game.name}, {len(names)} players ({', '.join(names)}),"
        f" {len(record.actions)} actions, "
    )
    outcome = state.outcome()
    if outcome is None:
        actor = state.actor()
        summary += "in progress" + ("" if actor is None else f", {names[actor]} to play")
    elif outcome.is_draw:
        summary += f"finished ({outcome.reason}): a draw"
    else:
        summary += f"finished ({outcome.reason}): {names[outcome.winners[0]]} won"
    print(_printable(summary))
    return EXIT_OK


def _cmd_hint(args: argparse.Namespace) -> int:
    from capboard.controller import saves
    from capboard.controller.hint import hint_for_state
    from capboard.controller.saves import SaveError
    from capboard.engine import registry
    from capboard.engine.record import replay

    try:
        record = saves.read_save(args.file)
        replayed = saves.take_replay(record)
        state = replayed.state if replayed is not None else replay(record)[0]
    except SaveError as exc:
        return _bad_file(args.file, exc.message(), "hint")
    except (OSError, ValueError) as exc:
        return _bad_file(args.file, str(exc), "hint")
    game = registry.get(record.game_id)
    try:
        # Thought from the view of the seat to play, as the app's Help → Hint does.
        hint = hint_for_state(game, state, record.seed, len(record.actions))
    except ValueError:
        return _bad_file(args.file, "the game is over: nobody is to play", "hint")
    print(_printable(_one_line(hint.action.notation())))
    return EXIT_OK


def _cmd_install_desktop(args: argparse.Namespace) -> int:
    from capboard.install_desktop import main as install_desktop

    return install_desktop(uninstall_=args.uninstall)


# --- helpers ----------------------------------------------------------------------------------


def _bad_file(path: Path, message: str, command: str = "verify") -> int:
    print(_printable(f"capboard {command}: {path}: {_one_line(message)}"), file=sys.stderr)
    return EXIT_USAGE


def _one_line(text: str) -> str:
    """``text`` with every run of white space (line breaks too) made one space."""
    return " ".join(text.split())


_BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
"""Marks that reorder the text around them: printed, they could make a line say another."""


def _printable(text: str) -> str:
    """``text`` safe to print on a terminal: every control character (C0 and C1, ESC among
    them, which a terminal would obey), line or paragraph separator and bidirectional mark
    shown escaped, as ``\\x1b``. A save file is anybody's: its names, its game id and its own
    file name reach the screen only this way."""
    import unicodedata

    out = []
    for char in text:
        if unicodedata.category(char) in ("Cc", "Zl", "Zp") or char in _BIDI_CONTROLS:
            code = ord(char)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            out.append(char)
    return "".join(out)


def _usage_error(command: str, message: str) -> int:
    print(f"capboard {command}: {message}", file=sys.stderr)
    return EXIT_USAGE


def _exit_code(exc: SystemExit) -> int:
    if exc.code is None:
        return EXIT_OK
    return exc.code if isinstance(exc.code, int) else EXIT_FAILED


def _player_range(game: Game | GameInfo) -> str:
    if game.min_players == game.max_players:
        return str(game.min_players)
    return f"{game.min_players}-{game.max_players}"


def _bad_value(message: str) -> Exception:
    """The error an argument type raises for a value it refuses."""
    import argparse

    return argparse.ArgumentTypeError(message)


def _positive_int(text: str) -> int:
    value = _int(text)
    if value < 1:
        raise _bad_value(f"must be 1 or more: {text}")
    return value


def _non_negative_int(text: str) -> int:
    value = _int(text)
    if value < 0:
        raise _bad_value(f"must be 0 or more: {text}")
    return value


def _seed(text: str) -> int:
    value = _non_negative_int(text)
    if value >= 2**63:
        raise _bad_value(f"must be below 2**63: {text}")
    return value


def _int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise _bad_value(f"not a whole number: {text}") from None


def _comma_list(text: str) -> list[str]:
    items = [item.strip() for item in text.split(",")]
    if not all(items):
        raise _bad_value(f"empty item in {text!r}")
    return items


def _text_size(text: str) -> int:
    """A text size in percent, as the settings take it."""
    value = _int(text)
    if not 100 <= value <= 200:
        raise _bad_value(f"must be between 100 and 200: {text}")
    return value


def _size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        size = (0, 0)
    if not sep or min(size) < 100 or max(size) > 8000:
        raise _bad_value(f"expected WIDTHxHEIGHT between 100 and 8000: {text}")
    return size
