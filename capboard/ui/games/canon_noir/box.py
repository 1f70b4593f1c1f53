"""What a list of games shows of Canon Noir before any of its table loads: its name and one
sentence (the start page shows every game; the rest of the game's ui loads when it is played)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def title() -> str:
    """The game's name."""
    return QCoreApplication.translate("CanonNoir", "Canon Noir")


def blurb() -> str:
    """One sentence for the start page."""
    return QCoreApplication.translate(
        "CanonNoir",
        "Race your pirate fleet to the treasure islands and bring three chests home, "
        "dodging the black cannon's fire.",
    )
