"""Which of Canon Noir's board items lies over which: the z-values shared by the scene and
its parts (:mod:`.cannon`, :mod:`.animation`).

They stand apart so that every part stacks its items by the same numbers: the board under the
ports, the lit squares under the ships, the cannon and its gauge over them, the ball in flight
over everything but the sheet that takes the mouse while the viewer aims.
"""

from __future__ import annotations

Z_BOARD, Z_PORT, Z_TARGET, Z_SHIP, Z_CANNON, Z_GAUGE, Z_BALL, Z_OVERLAY = (
    0.0,
    1.0,
    2.0,
    3.0,
    5.0,
    6.0,
    7.0,
    9.0,
)
