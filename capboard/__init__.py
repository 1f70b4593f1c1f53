"""Capboard — a desktop board-game table for the family."""

__version__ = "0.1.0"

APP_ID = "io.github.capboard.Capboard"
"""The application's reverse-DNS id: the name of its desktop file (``APP_ID.desktop``), of its
AppStream metainfo, MIME definition and icon, and its Flatpak id (see ``packaging/``)."""
