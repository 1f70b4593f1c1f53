"""Which of Cap Horn's table items lies over which: the z-values shared by the scene and its
parts (:mod:`.targets`, :mod:`.animation`).

They stand apart so that every part stacks its items by the same numbers: the chart under the
cards laid on it, the stations and ships over the cards, the lit targets over the ships, the
hand over the chart, and what flies during an animation over everything.
"""

from __future__ import annotations

Z_CHART, Z_CARD, Z_STATION, Z_SHIP, Z_TARGET, Z_HAND, Z_FLYING = (
    0.0,
    1.0,
    2.0,
    3.0,
    4.0,
    5.0,
    8.0,
)
