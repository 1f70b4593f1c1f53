"""Which of De Cape et d'Épée's table items lies over which: the z-values shared by the scene
and its parts (:mod:`.targets`, :mod:`.animation`).

They stand apart so that every part stacks its items by the same numbers: the columns under
their objectives and cards, the players' panels over the table, the hand over the panels, and
what flies during an animation over everything.
"""

from __future__ import annotations

Z_COLUMN, Z_OBJECTIVE, Z_CARD, Z_HAND, Z_PANEL, Z_FLYING = 0.0, 1.0, 2.0, 50.0, 40.0, 80.0
