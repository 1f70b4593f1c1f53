"""Headless games between computer players, for the CLI, tests and benchmarks.

Pure Python on the engine only (no Qt): each seat is a bot from :mod:`capboard.engine.bots`
that sees only its own view and the legal actions, exactly as in the app (a bot that reads no
view, the random player, is given none).
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from pydantic import ValidationError

from capboard.engine import registry
from capboard.engine.levels import LEVELS, make_bot
from capboard.engine.protocol import Action, Game, Outcome
from capboard.engine.record import GameRecord, SeatRecord

SEAT_COLOURS = (
    "#c0392b",
    "#2471a3",
    "#229954",
    "#d4ac0d",
    "#7d3c98",
    "#ca6f1e",
    "#17a589",
    "#566573",
)
"""Colours of the seats in a recorded simulation; only used to make a valid save file."""

JSON_KEYS = (
    "game",
    "players",
    "games",
    "errors",
    "seconds",
    "actions",
    "actions_per_second",
    "games_per_second",
    "wins",
    "draws",
)
"""The keys of :meth:`SimulationResult.to_json`, in order; tools rely on exactly these."""


class SimulationError(ValueError):
    """The simulation cannot start: unknown game, wrong player count, unknown bot level."""


@dataclass
class SimulationResult:
    """What K headless games gave."""

    game: str
    players: int
    levels: list[str]
    games: int = 0
    errors: int = 0
    seconds: float = 0.0
    actions: int = 0
    wins: list[int] = field(default_factory=list)
    draws: int = 0
    error_details: list[str] = field(default_factory=list)
    """One line per failed game: its seed and what went wrong."""
    last_record: GameRecord | None = None
    """The record of the last game played (complete, or up to the failure)."""
    outcomes: list[Outcome | None] = field(default_factory=list)
    """Each game's outcome in order (None for a game that failed)."""
    action_clocks: list[list[float]] = field(default_factory=list)
    """When asked (``clock=True``), per game: the process's CPU clock before its first action,
    then after each action; for benchmarks that look at how the cost of an action changes
    over a game."""

    @property
    def actions_per_second(self) -> float:
        """Actions applied per second of play (bots' thinking included)."""
        return self.actions / self.seconds if self.seconds > 0 else 0.0

    @property
    def games_per_second(self) -> float:
        """Games played per second."""
        return self.games / self.seconds if self.seconds > 0 else 0.0

    def to_json(self) -> dict[str, object]:
        """The machine-readable summary: exactly the keys of :data:`JSON_KEYS`."""
        data: dict[str, object] = {
            "game": self.game,
            "players": self.players,
            "games": self.games,
            "errors": self.errors,
            "seconds": round(self.seconds, 6),
            "actions": self.actions,
            "actions_per_second": round(self.actions_per_second, 3),
            "games_per_second": round(self.games_per_second, 3),
            "wins": list(self.wins),
            "draws": self.draws,
        }
        return data


def resolve_levels(game: Game, players: int | None, seats: Sequence[str] | None) -> list[str]:
    """One bot level per seat from the command line's ``--players`` and ``--seats``.

    A single level applies to every seat; with neither option, the game's smallest table of
    random players.
    """
    levels = [s.strip() for s in seats] if seats else ["random"]
    unknown = [lv for lv in levels if lv not in LEVELS]
    if unknown:
        raise SimulationError(f"unknown bot level {unknown[0]!r}; known: {', '.join(LEVELS)}")
    if players is None:
        players = len(levels) if len(levels) > 1 else game.min_players
    if len(levels) == 1:
        levels = levels * players
    if len(levels) != players:
        raise SimulationError(f"{len(levels)} seat levels given for {players} players")
    if not game.min_players <= players <= game.max_players:
        raise SimulationError(f"{game.id} is for {_player_range(game)} players, not {players}")
    return levels


def _player_range(game: Game) -> str:
    if game.min_players == game.max_players:
        return str(game.min_players)
    return f"{game.min_players}-{game.max_players}"


def simulate(
    game_id: str,
    *,
    players: int | None = None,
    games: int = 1,
    seed: int = 0,
    seats: Sequence[str] | None = None,
    max_actions: int | None = None,
    options: Mapping[str, object] | None = None,
    clock: bool = False,
) -> SimulationResult:
    """Play ``games`` games of ``game_id`` between bots and count what happened.

    Game ``i`` uses seed ``seed + i``, so any failing game can be replayed alone. An exception
    raised while playing, or a game longer than ``max_actions``, counts as an error; the run
    goes on with the next game. ``clock`` fills :attr:`SimulationResult.action_clocks`.
    """
    try:
        game = registry.get(game_id)
    except KeyError as exc:
        raise SimulationError(exc.args[0]) from None
    if games < 1:
        raise SimulationError("the number of games must be at least 1")
    if seed < 0:
        raise SimulationError("the seed must be 0 or more")
    levels = resolve_levels(game, players, seats)
    options = check_options(game, options, len(levels))
    bound = max_actions or game.action_bound
    result = SimulationResult(
        game=game.id, players=len(levels), levels=levels, wins=[0] * len(levels)
    )
    start = time.perf_counter()
    for index in range(games):
        stamps = [] if clock else None
        if stamps is not None:
            result.action_clocks.append(stamps)
        last = index == games - 1
        _play_one(game, levels, (seed + index) % 2**63, bound, result, options, stamps, last)
    result.seconds = time.perf_counter() - start
    return result


def check_options(
    game: Game, options: Mapping[str, object] | None, players: int
) -> dict[str, object]:
    """The game's options as given, checked: unknown keys or values, or a variant that the
    number of players cannot play, raise :class:`SimulationError`."""
    options = dict(options or {})
    try:
        game.options(options)
    except ValidationError as exc:
        problem = exc.errors()[0]
        name = ".".join(str(part) for part in problem["loc"])
        if problem["type"] == "extra_forbidden":
            raise SimulationError(f"{game.id} has no option {name!r}") from None
        message = str(problem["msg"]).removeprefix("Value error, ")
        raise SimulationError(f"{game.id} option {name!r}: {message}") from None
    if not game.variant_allows(options, players):
        raise SimulationError(f"{game.id} {options} is not for {players} players")
    return options


def _play_one(
    game: Game,
    levels: list[str],
    seed: int,
    bound: int,
    result: SimulationResult,
    options: Mapping[str, object] | None = None,
    stamps: list[float] | None = None,
    keep: bool = True,
) -> None:
    """Play one game into ``result`` (its counts and ``last_record``); ``stamps``, if given,
    takes the CPU clock before the first action and after each. The record's actions are
    encoded when the game ends, and only if it is ``keep`` (the last game: the only record
    kept), not action by action for records thrown away."""
    record = GameRecord(
        game_id=game.id,
        seats=[
            SeatRecord(
                name=f"{level.capitalize()} {seat + 1}",
                colour=SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                kind="computer",
                level=level,
            )
            for seat, level in enumerate(levels)
        ],
        seed=seed,
        options=dict(options or {}),
    )
    result.last_record = record
    result.games += 1
    # Each bot gets its own stream, derived from the game's seed, so runs are reproducible.
    seeder = random.Random(seed)
    bots = [
        make_bot(level, game, seat, seeder.randrange(2**63)) for seat, level in enumerate(levels)
    ]
    # Any object with a ``choose`` plays; one that says it reads no view is given none.
    reads_view = [getattr(bot, "reads_view", True) for bot in bots]
    # Only the kept record's actions are held: a game's actions held to be thrown away would
    # be thousands of objects for the garbage collector to walk through, game after game.
    played_actions: list[Action] = []
    played = 0
    try:
        state = game.new_state(len(levels), seed, record.options)
        if stamps is not None:
            stamps.append(time.process_time())
        # The state's and the bots' methods bound once: this loop runs for every action.
        actor, legal_actions, apply = state.actor, state.legal_actions, state.apply
        unseen = [
            None if reads else bot.choose_unseen
            for bot, reads in zip(bots, reads_view, strict=True)
        ]
        remember = played_actions.append if keep else None
        noted = remember is not None or stamps is not None  # a record kept, or a clock read
        # Each pass applies one action (``played`` counts those applied before it); nobody
        # to act is the end of the game (the protocol's actor() is None then): its is_over
        # is asked once, not at every action.
        for played in range(bound):  # noqa: B007 (the count is read after the loop)
            seat = actor()
            if seat is None:
                break
            legal = legal_actions()
            choose = unseen[seat]
            if choose is not None:  # the random player: no view is built for nobody to read
                # It takes the length first, and says so when there is nothing to choose
                # from: asked once, not twice (a lazy sequence's length is a call).
                try:
                    action = choose(legal)
                except IndexError:
                    if len(legal):
                        raise
                    raise RuntimeError("the game is not over but nobody can act") from None
            else:
                if not legal:
                    raise RuntimeError("the game is not over but nobody can act")
                action = bots[seat].choose(state.view(seat), legal)
            apply(action)
            if noted:
                if remember is not None:
                    remember(action)
                if stamps is not None:
                    stamps.append(time.process_time())
        else:
            played = bound
            if actor() is not None:
                raise RuntimeError(f"not over after {bound} actions")
        if not state.is_over:
            raise RuntimeError("the game is not over but nobody can act")
        outcome = state.outcome()
        if outcome is None:
            raise RuntimeError("the game is over but has no outcome")
    except Exception as exc:  # any failure of the rules or a bot is what we count
        result.errors += 1
        result.outcomes.append(None)
        where = traceback.extract_tb(exc.__traceback__)[-1]
        result.error_details.append(
            f"seed {seed}, after {played} actions: {type(exc).__name__}: {exc}"
            f" ({where.filename}:{where.lineno})"
        )
        return
    finally:
        result.actions += played
        if keep:
            record.actions.extend(game.encode_action(a) for a in played_actions)
    result.outcomes.append(outcome)
    if outcome.is_draw:
        result.draws += 1
    else:
        result.wins[outcome.winners[0]] += 1
