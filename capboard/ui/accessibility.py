"""What a screen reader is told: announcements of what happens at the table.

A screen reader reads the widget that has the focus; what happens elsewhere (a computer plays,
the other person at the screen moves) it learns only when told. Each line added to the game's
log is announced once, in the words the log shows it in (the current language, as the person
at the screen may read it), with Qt's accessibility announcement event.

Qt hands the event to the platform's accessibility bridge only when a screen reader is
listening; :data:`announcements` says every announcement to the program as well (tests listen
to it: the offscreen platform has no bridge to ask).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent


class Announcements(QObject):
    """Says each announcement made: who made it and its words."""

    announced = Signal(QObject, str)


announcements = Announcements()
"""Every announcement made by :func:`announce`, as it is made."""


def announcement_event(source: QObject, text: str) -> QAccessibleAnnouncementEvent:
    """The accessibility event that announces ``text`` from ``source``, politely (the screen
    reader finishes what it is saying first: a move is news, not an alarm)."""
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
    return event


def announce(source: QObject, text: str) -> None:
    """Have a screen reader say ``text`` (nothing is said of an empty text)."""
    text = text.strip()
    if not text:
        return
    event = announcement_event(source, text)
    QAccessible.updateAccessibility(event)
    announcements.announced.emit(source, text)
