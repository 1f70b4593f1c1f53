"""What a list of games shows of De Cape et d'Épée before any of its table loads: its name and one
sentence (the start page shows every game; the rest of the game's ui loads when it is played)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def title() -> str:
    """The game's name."""
    return QCoreApplication.translate("CapeEpee", "De Cape et d'Épée")


def blurb() -> str:
    """One sentence for the start page."""
    return QCoreApplication.translate(
        "CapeEpee",
        "Play kings, witches, assassins and dragons face down under the objectives of the "
        "court, and win them with the strongest column when every card is turned up.",
    )
