"""Canon Noir's pictures: one shared SVG renderer per picture and per fleet colour.

Ships and ports are drawn with placeholder greys in their SVG files; the fleet's colour (its
player's seat colour) replaces them when the renderer for that colour is first asked for.
"""

from __future__ import annotations

from capboard.ui.games.pictures import Pictures

GAME = "canon-noir"

SHIPS: tuple[str, ...] = ("caravel", "frigate", "raft")
PICTURES: tuple[str, ...] = (
    "sea",
    "island",
    "port",
    "cache",
    "black_cannon",
    *SHIPS,
    "chest",
    "cannon",
    "box",
)
COLOURED: tuple[str, ...] = ("port", *SHIPS)
"""The pictures drawn in a fleet's colour."""

_PICTURES = Pictures(GAME)
renderer = _PICTURES.plain
"""The shared renderer of a picture as drawn in its file."""
coloured_renderer = _PICTURES.coloured
"""The shared renderer of a ship or the port in a fleet's colour."""
