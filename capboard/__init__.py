"""Capboard — a desktop board-game table for the family."""

__version__ = "0.1.0"
