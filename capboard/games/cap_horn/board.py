"""Cap Horn's chart, stations, costs and navigation cards, read once from
``assets/cap-horn/game.json``."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from capboard.engine.assets import load_json
from capboard.engine.protocol import JSON

Square = tuple[int, int]

# Compass directions clockwise from north; y grows southwards.
COMPASS: tuple[tuple[int, int], ...] = (
    (0, -1),  # N
    (1, -1),  # NE
    (1, 0),  # E
    (1, 1),  # SE
    (0, 1),  # S
    (-1, 1),  # SW
    (-1, 0),  # W
    (-1, -1),  # NW
)
HEADINGS = {"N": 0, "NE": 1, "E": 2, "SE": 3, "S": 4, "SW": 5, "W": 6, "NW": 7}
# A card's arrows, in eighths of a turn clockwise from its forward direction.
RELATIVE = {"F": 0, "FR": 1, "R": 2, "BR": 3, "B": 4, "BL": 5, "L": 6, "FL": 7}

Segment = tuple[int, int]
"""A straight part of a move: a relative direction (0–7 from forward) and a length."""
Pattern = tuple[Segment, ...]
"""One way a card lets a ship move: one segment, or two for a bent move."""


@dataclass(frozen=True)
class Stage:
    """A stage of the race: its number, colour, squares and sailing direction."""

    number: int
    colour: str
    x: range
    y: range
    forward: int

    def __contains__(self, square: object) -> bool:
        return isinstance(square, tuple) and square[0] in self.x and square[1] in self.y


@dataclass(frozen=True)
class Station:
    """A station (escale): where a ship that stops takes a wind rose of its colour."""

    stage: int
    colour: str
    at: Square


@dataclass(frozen=True, eq=False)
class CapHornData:
    """The fixed data of the game."""

    width: int
    height: int
    start_squares: tuple[Square, ...]
    stages: tuple[Stage, ...]
    finish_stage: int
    stations: tuple[Station, ...]
    roses_per_colour: int
    points: dict[str, int]
    hand_start: int
    hand_max: int
    draw: int
    start_moves: tuple[Pattern, ...]
    card_moves: dict[int, tuple[Pattern, ...]]
    deck: tuple[int, ...]
    """Every card of the game once, by kind (89 cards)."""
    stage_by_square: dict[Square, Stage]
    station_by_square: dict[Square, Station]
    sea: frozenset[Square]

    def stage_of(self, square: Square) -> Stage | None:
        """The stage a square belongs to (None for start squares and land)."""
        return self.stage_by_square.get(square)

    def is_sea(self, square: Square) -> bool:
        """Whether a ship may pass over ``square``."""
        return square in self.sea

    def station_at(self, square: Square) -> Station | None:
        """The station on a square, if any."""
        return self.station_by_square.get(square)


def _patterns(raw: list[JSON]) -> tuple[Pattern, ...]:
    return tuple(tuple((RELATIVE[d], int(n)) for d, n in option) for option in raw)


@cache
def cap_horn_data() -> CapHornData:
    """The data, loaded and checked once."""
    raw = load_json("cap-horn", "game.json")
    stages = tuple(
        Stage(
            s["number"],
            s["colour"],
            range(s["x"][0], s["x"][1] + 1),
            range(s["y"][0], s["y"][1] + 1),
            HEADINGS[s["forward"]],
        )
        for s in raw["stages"]
    )
    cards = {c["kind"]: _patterns(c["moves"]) for c in raw["cards"]}
    deck = tuple(c["kind"] for c in raw["cards"] for _ in range(c["count"]))
    stations = tuple(Station(s["stage"], s["colour"], tuple(s["at"])) for s in raw["stations"])
    starts = tuple(tuple(s) for s in raw["start_squares"])
    stage_by_square = {(x, y): st for st in stages for x in st.x for y in st.y}
    return CapHornData(
        width=raw["width"],
        height=raw["height"],
        start_squares=starts,
        stages=stages,
        finish_stage=raw["finish"]["stage"],
        stations=stations,
        roses_per_colour=raw["roses_per_colour"],
        points=dict(raw["points"]),
        hand_start=raw["hand"]["start"],
        hand_max=raw["hand"]["max"],
        draw=raw["hand"]["draw"],
        start_moves=_patterns(raw["start_square_moves"]["moves"]),
        card_moves=cards,
        deck=deck,
        stage_by_square=stage_by_square,
        station_by_square={st.at: st for st in stations},
        sea=frozenset(stage_by_square) | frozenset(starts),
    )


def neighbours(square: Square) -> list[Square]:
    """The eight squares around ``square`` (on the chart or not)."""
    x, y = square
    return [(x + dx, y + dy) for dx, dy in COMPASS]
