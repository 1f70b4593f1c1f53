"""Which of Catan's table items lies over which: the z-values shared by the scene and the
mixins that make up its parts (:mod:`.island`, :mod:`.column`, :mod:`.choices`,
:mod:`.animation`).

They stand apart so that every part stacks its items by the same numbers: the sea under the
hexes, the harbours under the paths, the ships under the road spots, the table's column over
the island, the small choice over everything but what flies during an animation.
"""

from __future__ import annotations

Z_SEA, Z_TILE, Z_HARBOUR, Z_EDGE, Z_CORNER, Z_ROBBER = 0.0, 1.0, 2.0, 3.0, 4.0, 5.0
# Ships lie under the road spots (a coast's road spot keeps the clicks on the coast line) and
# the bonus tokens under the settlements that earned them.
Z_SHIP, Z_TOKEN = 2.5, 3.5
Z_TABLE, Z_POPUP, Z_FLYING = 6.0, 20.0, 30.0
