"""What a list of games shows of Cap Horn before any of its table loads: its name and one
sentence (the start page shows every game; the rest of the game's ui loads when it is played)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def title() -> str:
    """The game's name."""
    return QCoreApplication.translate("CapHorn", "Cap Horn")


def blurb() -> str:
    """One sentence for the start page."""
    return QCoreApplication.translate(
        "CapHorn",
        "Race clippers around Cape Horn on navigation cards you lay on the sea, calling at "
        "stations for wind roses on the way.",
    )
