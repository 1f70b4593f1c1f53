"""What Cap Horn's table items share: the colours of the targets (a square reached by ignoring
the card, a card to cover), the inks, and the fonts they draw with.

Items only draw what they are told and report clicks: each interactive item is given the legal
actions it stands for and a ``choose`` callback; it never decides what is legal. They are grouped
by where they stand: the chart's squares, cards, stations, finish line, clippers and roses in
:mod:`.chart_items`; the viewer's hand and the buttons in :mod:`.hand`; the piles and the
players' logbooks in :mod:`.logbooks`.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont

from capboard.ui import board_text

IGNORE = QColor("#ff8a3d")
"""The colour of the squares reached by ignoring the card (they cost 3 points)."""
COVER = QColor("#ffd24d")
NEUTRAL = QColor("#8a8178")

INK = QColor("#3a2410")
"""The dark brown of the cost badges' rims and figures (on a square, on a button)."""
PARCHMENT = QColor("#f7ecd0")
"""The paper of the logbooks."""


font = board_text.exact_font
"""A font of ``pixels`` height, as it is (the board's pieces are drawn at one size)."""


def fitted_font(text: str, width: float, pixels: float, bold: bool = False) -> QFont:
    """A font of at most ``pixels`` height in which ``text`` fits ``width`` (French runs
    longer than English), 8 pixels at the least."""
    return board_text.exact_fitted_font(text, width, pixels, bold, smallest=8.0)
