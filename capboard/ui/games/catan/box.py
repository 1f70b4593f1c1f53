"""What a list of games shows of Catan before any of its table loads: its name and one
sentence (the start page shows every game; the rest of the game's ui loads when it is played)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def title() -> str:
    """The game's name."""
    return QCoreApplication.translate("Catan", "Catan")


def blurb() -> str:
    """One sentence for the start page."""
    return QCoreApplication.translate(
        "Catan",
        "Settle the island: build roads, settlements and cities where the dice bring "
        "resources, trade with the bank and the other players, and be the first to 10 "
        "victory points.",
    )
