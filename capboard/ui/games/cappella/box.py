"""What a list of games shows of Cappella before any of its table loads: its name and one
sentence (the start page shows every game; the rest of the game's ui loads when it is played)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def title() -> str:
    """The game's name."""
    return QCoreApplication.translate("Cappella", "Cappella")


def blurb() -> str:
    """One sentence for the start page."""
    return QCoreApplication.translate(
        "Cappella",
        "Lay paths across a honeycomb of wood, stone and gold, then trade them in to raise "
        "chapels, churches and cathedrals.",
    )
