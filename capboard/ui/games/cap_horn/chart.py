"""Cap Horn's chart as the ui needs it, read from ``assets/cap-horn/game.json``: the stages
with their colours and forward directions, the start squares, the stations, the finish line and
what each kind of navigation card allows.

Pure data and small geometry helpers: no Qt here, so texts and items share one reading.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from capboard.engine.assets import load_json

Square = tuple[int, int]

GAME = "cap-horn"

RELATIVE: tuple[str, ...] = ("F", "FR", "R", "BR", "B", "BL", "L", "FL")
"""A card's directions, clockwise from its forward direction."""

COMPASS: tuple[str, ...] = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")

ARROWS: dict[str, str] = {
    "F": "↑",
    "FR": "↗",
    "R": "→",
    "BR": "↘",
    "B": "↓",
    "BL": "↙",
    "L": "←",
    "FL": "↖",
}
"""The arrow a card shows for each relative direction (the card upright: forward is up)."""

VECTORS: dict[str, tuple[int, int]] = {
    "F": (0, -1),
    "FR": (1, -1),
    "R": (1, 0),
    "BR": (1, 1),
    "B": (0, 1),
    "BL": (-1, 1),
    "L": (-1, 0),
    "FL": (-1, -1),
}
"""Each relative direction on an upright card, x to the right and y down."""

READING: tuple[str, ...] = ("FL", "F", "FR", "L", "R", "BL", "B", "BR")
"""The order arrows are read in: top row left to right, then the middle, then the bottom."""

Segment = tuple[str, int]
Move = tuple[Segment, ...]


@dataclass(frozen=True)
class Stage:
    """A stage: number, colour, squares and the direction its cards point forward."""

    number: int
    colour: str
    xs: range
    ys: range
    forward: str

    def __contains__(self, square: object) -> bool:
        return isinstance(square, tuple) and square[0] in self.xs and square[1] in self.ys

    @property
    def angle(self) -> float:
        """How far a card lying in this stage is turned clockwise from upright, in degrees."""
        return 45.0 * COMPASS.index(self.forward)


@dataclass(frozen=True)
class Station:
    """A station: its stage, colour and square."""

    stage: int
    colour: str
    at: Square


@dataclass(frozen=True)
class Chart:
    """The fixed data of the board and the cards."""

    width: int
    height: int
    start_squares: tuple[Square, ...]
    stages: tuple[Stage, ...]
    finish_stage: int
    stations: tuple[Station, ...]
    costs: dict[str, int]
    max_points: int
    max_hand: int
    cards: dict[int, tuple[Move, ...]]
    counts: dict[int, int]

    def stage_of(self, square: Square) -> Stage | None:
        """The stage of ``square`` (None: a start square, land or open sea)."""
        for stage in self.stages:
            if square in stage:
                return stage
        return None

    def station_at(self, square: Square) -> Station | None:
        """The station on ``square``, if any."""
        for station in self.stations:
            if station.at == square:
                return station
        return None

    def sea_squares(self) -> list[Square]:
        """Every square a card may lie on, and the start squares."""
        squares = [(x, y) for stage in self.stages for y in stage.ys for x in stage.xs]
        return [*self.start_squares, *squares]

    def angle_at(self, square: Square) -> float:
        """The turn of a card lying on ``square`` (0 off the stages)."""
        stage = self.stage_of(square)
        return stage.angle if stage is not None else 0.0

    @property
    def finish(self) -> Stage:
        """The stage whose northern edge is the finish line."""
        return next(s for s in self.stages if s.number == self.finish_stage)

    def start_number(self, square: Square) -> int | None:
        """1 to 5 for a start square, else None."""
        try:
            return self.start_squares.index(square) + 1
        except ValueError:
            return None


@cache
def chart() -> Chart:
    """The chart, read once."""
    raw = load_json(GAME, "game.json")
    stages = tuple(
        Stage(
            int(s["number"]),
            str(s["colour"]),
            range(s["x"][0], s["x"][1] + 1),
            range(s["y"][0], s["y"][1] + 1),
            str(s["forward"]),
        )
        for s in raw["stages"]
    )
    cards = {
        int(c["kind"]): tuple(tuple((str(d), int(n)) for d, n in option) for option in c["moves"])
        for c in raw["cards"]
    }
    return Chart(
        width=int(raw["width"]),
        height=int(raw["height"]),
        start_squares=tuple((int(x), int(y)) for x, y in raw["start_squares"]),
        stages=stages,
        finish_stage=int(raw["finish"]["stage"]),
        stations=tuple(
            Station(int(s["stage"]), str(s["colour"]), (int(s["at"][0]), int(s["at"][1])))
            for s in raw["stations"]
        ),
        costs={k: int(v) for k, v in raw["points"].items()},
        max_points=int(raw["points"]["max"]),
        max_hand=int(raw["hand"]["max"]),
        cards=cards,
        counts={int(c["kind"]): int(c["count"]) for c in raw["cards"]},
    )


def card_style(kind: int) -> str:
    """How a card's face reads: ``straight`` (one number, arrows all the same length),
    ``bent`` (a move that turns) or ``mixed`` (arrows of different lengths)."""
    moves = chart().cards[kind]
    if any(len(m) > 1 for m in moves):
        return "bent"
    if len({m[0][1] for m in moves}) > 1:
        return "mixed"
    return "straight"


def card_symbols(kind: int) -> str:
    """A card's face in symbols, without words: ``2 (↑ ↖)``, ``1↑ 2←|2→`` or ``1↗ | 2↙``."""
    moves = chart().cards.get(kind, ())
    if not moves:
        return str(kind)
    style = card_style(kind)
    if style == "straight":
        arrows = " ".join(ARROWS[d] for d in READING if any(m[0][0] == d for m in moves))
        return f"{moves[0][0][1]} ({arrows})"
    if style == "bent":
        first = moves[0][0]
        seconds = "|".join(f"{n}{ARROWS[d]}" for m in moves for d, n in m[1:])
        return f"{first[1]}{ARROWS[first[0]]} {seconds}"
    return " | ".join(f"{m[0][1]}{ARROWS[m[0][0]]}" for m in moves)
