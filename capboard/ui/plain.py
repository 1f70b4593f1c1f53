"""Text a person typed or a file brought in (players' names, a game id read from a save) is
shown as typed: never as markup, never as a keyboard mnemonic.

Qt guesses. A QLabel, a message box or a tooltip whose text looks like HTML is drawn as rich
text, and an ``<img>`` in it loads a file from the disk; an ``&`` in a button's text, or in a
label that has a buddy, underlines the next letter instead of showing itself. Labels that show
such text are set to ``Qt.TextFormat.PlainText``; the rest use these helpers.
"""

from __future__ import annotations

# QtGui's Qt namespace (QtCore's, plus the rich-text functions), reached when first used: not
# before the first paint (see capboard.ui.main_window).
from PySide6 import QtGui


def no_mnemonic(text: str) -> str:
    """``text`` for a button, an action or a label with a buddy: every ``&`` shows as itself."""
    return text.replace("&", "&&")


def literal(text: str) -> str:
    """``text`` for a place where Qt guesses the format (a tooltip, a message box): as it is
    when Qt would take it for plain text, else escaped into HTML that shows it as typed (line
    breaks kept). Qt's guess is ``mightBeRichText``, so this guesses the same way."""
    qt = QtGui.Qt
    if not qt.mightBeRichText(text):
        return text
    return qt.convertFromPlainText(text, qt.WhiteSpaceMode.WhiteSpaceNormal)
