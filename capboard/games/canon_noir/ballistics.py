"""The aiming game that replaces the cardboard game's spring cannon.

The ball leaves the centre of the shooter's square in ``direction`` (degrees clockwise from
east, y pointing south) and lands ``power × range_per_power`` squares away. It hits when the
landing point lies within ``hit_radius`` squares of the target's centre. Nothing is random:
the same direction and power always land on the same point.
"""

from __future__ import annotations

import math

from capboard.games.canon_noir.board import Ballistics, Square


def centre(square: Square) -> tuple[float, float]:
    """The centre of a square, in square units (square (0, 0) spans 0..1 × 0..1)."""
    return (square[0] + 0.5, square[1] + 0.5)


def landing(shooter: Square, direction: int, power: int, rules: Ballistics) -> tuple[float, float]:
    """Where a ball fired from ``shooter`` lands."""
    x, y = centre(shooter)
    reach = power * rules.range_per_power
    angle = math.radians(direction)
    return (x + reach * math.cos(angle), y + reach * math.sin(angle))


def is_hit(point: tuple[float, float], target: Square, rules: Ballistics) -> bool:
    """Whether a ball landing at ``point`` hits the ship on ``target``."""
    tx, ty = centre(target)
    return math.hypot(point[0] - tx, point[1] - ty) <= rules.hit_radius


def ideal_aim(shooter: Square, target: Square, rules: Ballistics) -> tuple[float, float]:
    """The exact direction (degrees, 0–360) and power that land on the target's centre."""
    (sx, sy), (tx, ty) = centre(shooter), centre(target)
    dx, dy = tx - sx, ty - sy
    direction = math.degrees(math.atan2(dy, dx)) % 360.0
    power = math.hypot(dx, dy) / rules.range_per_power
    return direction, power
