"""A game's SVG pictures as shared renderers, plain or in a seat's colour.

Every item that shows the same picture shares one :class:`QSvgRenderer`, so the art is parsed
once and stays crisp at any zoom. Pieces drawn in a player's colour (ships, buildings, card
backs...) carry two placeholder greys in their SVG files, a body and a shade; the colour and a
darker tone of it replace them when the renderer for that colour is first asked for.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QColor
from PySide6.QtSvg import QSvgRenderer

from capboard.engine.assets import asset

OWNER_FILL = b"#b0b0b0"
"""The placeholder grey of a coloured picture's body."""
OWNER_SHADE = b"#7a7a7a"
"""The placeholder grey of its shaded parts (roofs, hulls' dark side)."""


class Pictures:
    """The pictures of ``assets/<game>/``: one renderer per file, and per file and colour.

    ``darker`` is the :meth:`QColor.darker` factor that turns the owner's colour into the shade
    (each game's art was drawn with its own).
    """

    def __init__(self, game: str, darker: int = 150) -> None:
        self.game = game
        self.darker = darker
        self._plain: dict[str, QSvgRenderer] = {}
        self._coloured: dict[tuple[str, str], QSvgRenderer] = {}

    def plain(self, name: str) -> QSvgRenderer:
        """The shared renderer of ``<name>.svg`` as drawn in its file."""
        found = self._plain.get(name)
        if found is None:
            found = self._plain[name] = QSvgRenderer(str(asset(self.game, f"{name}.svg")))
        return found

    def coloured(self, name: str, colour: QColor) -> QSvgRenderer:
        """The shared renderer of ``<name>.svg`` with its placeholder greys in ``colour``."""
        key = (name, colour.name())
        found = self._coloured.get(key)
        if found is None:
            data = asset(self.game, f"{name}.svg").read_bytes()
            shade = colour.darker(self.darker).name().encode()
            data = data.replace(OWNER_FILL, key[1].encode()).replace(OWNER_SHADE, shade)
            found = self._coloured[key] = QSvgRenderer(QByteArray(data))
        return found
