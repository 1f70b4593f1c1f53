"""How far a ship still has to sail to win: the route potential the computer players steer by.

A ship wins by crossing the finish line with wind roses of two colours from two stages, or by
taking a third rose. So what is left to sail depends on the roses it holds: with the two roses
to cross, the way to the line; without them, the way through the stations whose roses it still
may take (one per stage, every colour different, none of a colour the table has used up), then
to the line, or to a third station, which wins at once.

Distances are counted over the sea's squares with king's steps, each step priced by its
direction against the forward direction of the stage it leaves (the way the cards there
point): few cards go backwards, so a step back costs more than a step forward. The distance to
every station and to the line is computed once for the whole chart (Dijkstra); the remaining
route for a ship is then a small minimum over the stations it still needs, kept in a cache, so
a bot's evaluation stays a few table look-ups.

Roses are handled here as bit masks: bit ``i`` for the rose of the ``i``-th station, and
spent colours as bits of :data:`COLOURS`.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from functools import cache

from capboard.games.cap_horn.board import COMPASS, Square, cap_horn_data
from capboard.games.cap_horn.view import Rose

STEP_COSTS: tuple[float, ...] = (1.0, 1.0, 1.6, 2.5, 2.5, 2.5, 1.6, 1.0)
"""What one square's step costs, by its direction in eighths of a turn clockwise from the
stage's forward direction (F, FR, R, BR, B, BL, L, FL). Of the 89 cards, 57 go forward and
about 31 each forward-diagonally, 27 sideways, and 5 to 8 in each backward direction; a step
back is also what an ignore (3 points) is kept for. Set from the deck, not tuned."""
START_STEP = 2.0
"""A step from a start square, which moves one square any way but only one square a turn (a
card moves up to three), and along a row the other ships start on. At 1, sailing along the
start row looked as cheap as sailing down the sea, and every first move from start square 1
looked like a step back."""

NO_ROUTE = 60.0
"""The remaining distance of a ship that can no longer win (the roses it needs are all taken):
more than any route on the chart."""

_DATA = cap_horn_data()
STATIONS = _DATA.stations
COLOURS: tuple[str, ...] = tuple(sorted({s.colour for s in STATIONS}))
_COLOUR_BIT = {c: 1 << i for i, c in enumerate(COLOURS)}
_ROSE_BIT = {(s.stage, s.colour): 1 << i for i, s in enumerate(STATIONS)}
_STATION_BITS = {s.at: (1 << i) for i, s in enumerate(STATIONS)}
# For every rose mask: the stages and the colours it holds, as bits.
_STAGES = [0] * (1 << len(STATIONS))
_COLOURS_HELD = [0] * (1 << len(STATIONS))
for _mask in range(1 << len(STATIONS)):
    for _i, _s in enumerate(STATIONS):
        if _mask >> _i & 1:
            _STAGES[_mask] |= 1 << _s.stage
            _COLOURS_HELD[_mask] |= _COLOUR_BIT[_s.colour]


def rose_mask(roses: Iterable[Rose]) -> int:
    """The bit mask of a ship's roses."""
    mask = 0
    for rose in roses:
        mask |= _ROSE_BIT[(rose.stage, rose.colour)]
    return mask


def spent_mask(all_roses: Iterable[Iterable[Rose]]) -> int:
    """The colours whose roses are all taken, as bits of :data:`COLOURS`."""
    taken: dict[str, int] = {}
    for roses in all_roses:
        for rose in roses:
            taken[rose.colour] = taken.get(rose.colour, 0) + 1
    limit = _DATA.roses_per_colour
    return sum(_COLOUR_BIT[c] for c, n in taken.items() if n >= limit)


def colours_mask(colours: Iterable[str]) -> int:
    """Colours by name as bits of :data:`COLOURS`."""
    return sum(_COLOUR_BIT[c] for c in set(colours))


def may_cross(mask: int) -> bool:
    """Whether these roses let a ship cross the line: two colours from two stages."""
    stages, colours = _STAGES[mask], _COLOURS_HELD[mask]
    return stages & (stages - 1) != 0 and colours & (colours - 1) != 0


def held(mask: int) -> int:
    """How many roses the mask holds."""
    return mask.bit_count()


def rose_at(square: Square, mask: int, spent: int) -> int:
    """The rose (its bit) a ship holding ``mask`` would take by stopping on ``square``; 0 if
    none: no station, or one of a stage or colour it holds, or of a spent colour."""
    bit = _STATION_BITS.get(square)
    if bit is None:
        return 0
    station = STATIONS[bit.bit_length() - 1]
    colour = _COLOUR_BIT[station.colour]
    if colour & (spent | _COLOURS_HELD[mask]) or _STAGES[mask] >> station.stage & 1:
        return 0
    return bit


@cache
def _step_cost(origin: Square, target: Square) -> float:
    stage = _DATA.stage_of(origin)
    if stage is None:
        return START_STEP
    heading = COMPASS.index((target[0] - origin[0], target[1] - origin[1]))
    return STEP_COSTS[(heading - stage.forward) % 8]


def _distances(goals: dict[Square, float]) -> dict[Square, float]:
    """The cheapest cost from every sea square to the goals (each with its own final cost):
    Dijkstra backwards over the king's-step graph of the sea."""
    best = dict(goals)
    queue = [(cost, square) for square, cost in goals.items()]
    heapq.heapify(queue)
    while queue:
        cost, square = heapq.heappop(queue)
        if cost > best[square]:
            continue
        for dx, dy in COMPASS:
            origin = (square[0] - dx, square[1] - dy)
            if not _DATA.is_sea(origin):
                continue
            through = cost + _step_cost(origin, square)
            if through < best.get(origin, float("inf")):
                best[origin] = through
                heapq.heappush(queue, (through, origin))
    return best


@cache
def line_distances() -> dict[Square, float]:
    """From every sea square, the cost of sailing across the finish line."""
    finish = _DATA.stages[_DATA.finish_stage - 1]
    top = finish.y.start
    # From the top row, any step with a northward part crosses; the cheapest is forward.
    northward = min(STEP_COSTS[(h - finish.forward) % 8] for h in (7, 0, 1))
    return _distances({(x, top): northward for x in finish.x})


@cache
def station_distances(at: Square) -> dict[Square, float]:
    """From every sea square, the cost of sailing to the station on ``at``."""
    return _distances({at: 0.0})


_REMAINING: dict[tuple[Square, int, int], float] = {}


def remaining(square: Square, mask: int, spent: int) -> float:
    """The cost of the shortest way to win from ``square`` holding the roses ``mask``, when
    the colours ``spent`` are all taken: to the line if the ship may cross, else through the
    stations it still needs (a third rose wins at once). :data:`NO_ROUTE` if there is none."""
    key = (square, mask, spent)
    known = _REMAINING.get(key)
    if known is not None:
        return known
    best = line_distances().get(square, NO_ROUTE) if may_cross(mask) else NO_ROUTE
    for station in STATIONS:
        bit = rose_at(station.at, mask, spent)
        if not bit:
            continue
        there = station_distances(station.at).get(square)
        if there is None or there >= best:
            continue
        after = mask | bit
        rest = 0.0 if held(after) == 3 else remaining(station.at, after, spent)
        best = min(best, there + rest)
    _REMAINING[key] = best
    return best


def to_go(square: Square, roses: Iterable[Rose] = (), spent: Iterable[str] = ()) -> float:
    """:func:`remaining` for roses and spent colours by name."""
    return remaining(square, rose_mask(roses), colours_mask(spent))
