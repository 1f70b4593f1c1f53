"""The board's texts at the text size of Settings: the one place that says how much larger.

Every board scene draws its labels (number chits, names, coordinates, counts, tags) with fonts
made here, so that they follow Settings → Text size as the windows' texts do. A label with
room around it grows by the whole :func:`factor` (twice as large at 200%); a label inside a
piece of fixed size that sits among others (a number chit on its hex, a name on a card, a tag
on a village) grows by the :func:`dense_factor`, half as much, so that at 200% it is half
again as large and still inside its piece rather than over its neighbours. The board is drawn
to fit the window and may be zoomed, so a label that must stay small is still readable there.

Fonts are made as the labels are painted: a change of text size repaints the board
(:meth:`~capboard.ui.games.base.BoardScene.text_size_changed`) and every label takes the new
size.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF

from capboard.ui import theme


def factor() -> float:
    """How much larger the board's free labels are drawn: 1.0 at 100%, 2.0 at 200%."""
    return max(1.0, theme.text_size() / 100)


def dense_factor() -> float:
    """How much larger a label packed inside a piece of fixed size is drawn: half the growth
    of :func:`factor` (1.5 at 200%), so that it stays within its piece."""
    return 1.0 + 0.5 * (factor() - 1.0)


def grown(pixels: float, dense: bool = False) -> float:
    """``pixels`` (a size at 100%) at the text size in force."""
    return pixels * (dense_factor() if dense else factor())


def font(
    pixels: float,
    bold: bool = False,
    serif: bool = False,
    dense: bool = False,
    largest: float | None = None,
) -> QFont:
    """A font of ``pixels`` height at 100%, grown with the text size (see :func:`grown`), but
    not above ``largest`` pixels (what the label's box holds, when the box cannot grow)."""
    size = grown(pixels, dense)
    if largest is not None:
        size = min(size, max(pixels, largest))
    return exact_font(size, bold, serif)


def exact_font(pixels: float, bold: bool = False, serif: bool = False) -> QFont:
    """A font of ``pixels`` height as it is: for a size already grown."""
    f = QFont("serif") if serif else QFont()
    if serif:
        f.setStyleHint(QFont.StyleHint.Serif)
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def fitted_font(
    text: str,
    width: float,
    pixels: float,
    bold: bool = False,
    dense: bool = False,
    smallest: float = 7.0,
    serif: bool = False,
    largest: float | None = None,
) -> QFont:
    """The font of :func:`font` made smaller, if need be, until ``text`` fits ``width`` (French
    runs longer than English); never below ``smallest`` pixels, nor above ``largest`` (the
    height of the label's line, when it cannot grow)."""
    size = grown(pixels, dense)
    if largest is not None:
        size = min(size, max(pixels, largest))
    f = exact_font(size, bold, serif)
    while size > smallest and QFontMetricsF(f).horizontalAdvance(text) > width:
        size -= 0.5
        f.setPixelSize(max(1, round(size)))
    return f


def exact_fitted_font(
    text: str, width: float, pixels: float, bold: bool = False, smallest: float = 7.0
) -> QFont:
    """A font of at most ``pixels`` height as it is (for a label whose piece is drawn at one
    size whatever the text size), made smaller, if need be, until ``text`` fits ``width``
    (French runs longer than English); never below ``smallest`` pixels."""
    f = exact_font(pixels, bold)
    while pixels > smallest and QFontMetricsF(f).horizontalAdvance(text) > width:
        pixels -= 0.5
        f.setPixelSize(max(1, round(pixels)))
    return f
