"""The game log as data: one entry per action played or taken back.

Entries keep engine actions and events (codes and parameters), never sentences, so the ui
formats them in the current language and re-renders the log when the language changes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from capboard.engine.protocol import Action, Event, Seat


@dataclass(frozen=True)
class LogEntry:
    """An action played (``kind="action"``), taken back (``kind="undo"``), or what the
    game's set-up told the players (``kind="setup"``, index -1, no seat and no action).

    ``index`` is the action's position in the game record (for an undo: the position of the
    action taken back); ``seat`` who played it; ``events`` what it caused (empty for an undo).
    """

    index: int
    seat: Seat | None
    action: Action | None
    events: list[Event] = field(default_factory=list)
    kind: Literal["action", "undo", "setup"] = "action"
