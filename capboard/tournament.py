"""Tournaments between computer levels: many games, seats rotated, win rates with confidence.

A tournament answers "is this level stronger than that one?" with a number and its margin of
error. Seat ``i`` of game ``k`` plays the level at position ``(i + k) mod N`` of the seat list,
so every level plays every position (first player, last player) equally often. A win counts 1,
a shared first place (a draw) 1/2, a loss 0. The 95% interval is Wilson's score interval,
which stays inside [0, 1] and behaves with few games or rates near 0 or 1.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from capboard.simulate import SimulationError, simulate

Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95% interval."""


def wilson_interval(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a win rate of ``wins`` out of ``games`` (0..1 each end)."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    margin = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - margin), min(1.0, centre + margin))


@dataclass
class LevelRecord:
    """One level's results: ``games`` counts seat-games (a level in two seats plays twice)."""

    wins: float = 0.0
    games: int = 0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def to_json(self) -> dict[str, object]:
        low, high = wilson_interval(self.wins, self.games)
        return {
            "wins": self.wins,
            "games": self.games,
            "win_rate": round(self.win_rate, 4),
            "ci95": [round(low, 4), round(high, 4)],
        }


@dataclass
class TournamentResult:
    """What a tournament gave, per level."""

    game: str
    players: int
    seats: list[str]
    games: int = 0
    errors: int = 0
    error_details: list[str] = field(default_factory=list)
    levels: dict[str, LevelRecord] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        """``{game, players, games, levels: {level: {wins, games, win_rate, ci95}}}``."""
        return {
            "game": self.game,
            "players": self.players,
            "games": self.games,
            "levels": {level: record.to_json() for level, record in self.levels.items()},
        }


def seat_levels(seats: Sequence[str], players: int | None, minimum: int) -> list[str]:
    """The level of each seat: as listed, the last one filling the table up to ``players``
    (``hard,random`` at 4 players is one hard seat against three random ones)."""
    levels = [s.strip() for s in seats if s.strip()]
    if not levels:
        raise SimulationError("name at least one level")
    players = players if players is not None else max(len(levels), minimum)
    if len(levels) > players:
        raise SimulationError(f"{len(levels)} levels for {players} players")
    return levels + [levels[-1]] * (players - len(levels))


def tournament(
    game_id: str,
    seats: Sequence[str],
    *,
    players: int | None = None,
    games: int = 100,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
) -> TournamentResult:
    """Play ``games`` games of ``game_id`` between the ``seats`` levels, rotating the seats;
    game ``k`` uses seed ``seed + k``. Raises :class:`SimulationError` for bad arguments."""
    from capboard.engine import registry

    try:
        game = registry.get(game_id)
    except KeyError as exc:
        raise SimulationError(exc.args[0]) from None
    levels = seat_levels(seats, players, game.min_players)
    result = TournamentResult(game=game.id, players=len(levels), seats=levels)
    for level in levels:
        result.levels.setdefault(level, LevelRecord())
    n = len(levels)
    for k in range(games):
        rotated = [levels[(i + k) % n] for i in range(n)]
        played = simulate(game.id, games=1, seed=seed + k, seats=rotated, options=options)
        outcome = played.outcomes[0]
        if outcome is None:
            result.errors += 1
            result.error_details += played.error_details
            continue
        result.games += 1
        share = 1.0 if len(outcome.winners) == 1 else 0.5
        for seat, level in enumerate(rotated):
            record = result.levels[level]
            record.games += 1
            if seat in outcome.winners:
                record.wins += share
    return result


def format_table(result: TournamentResult) -> str:
    """The result as a small text table, one line per level."""
    lines = [
        f"{result.game}: {result.games} games, {result.players} players, seats "
        f"{','.join(result.seats)} rotated"
        + (f", {result.errors} failed" if result.errors else ""),
        f"{'level':<10} {'seat-games':>10} {'wins':>8} {'win rate':>9}  95% interval",
    ]
    fair = 1 / result.players
    for level, record in result.levels.items():
        low, high = wilson_interval(record.wins, record.games)
        lines.append(
            f"{level:<10} {record.games:>10} {record.wins:>8g} {record.win_rate:>8.1%}  "
            f"[{low:.1%}, {high:.1%}]"
        )
    lines.append(f"(a fair share is {fair:.1%}; a draw counts half a win)")
    return "\n".join(lines)
