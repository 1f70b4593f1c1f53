"""Python's cyclic garbage is collected on the main thread only, never a computer's.

CPython's automatic collector runs in whichever thread happens to allocate when a threshold
is crossed, and frees every unreachable cycle of the process, whichever thread made it. A
computer player's thread allocates a great deal while it searches, so the collector used to
run there and free the garbage of the table: the main thread's Qt objects (icons and their
pixmaps, fonts, style options, colours, graphics items, windows already closed) whose
destructors then ran on the wrong thread, touching the GUI thread's caches and timers while
the main thread painted or animated. That was an intermittent crash in the main thread's
event loop, most often under load, in the whole-game tests.

So while a computer thinks, automatic collection is off; :class:`BotRunner
<capboard.controller.bot_worker.BotRunner>` takes a :class:`CollectionHold` when it starts a
decision and lets go once the computer's thread has left Python, on the main thread, where
the next allocation collects what piled up meanwhile. The computers' searches make no cyclic
garbage of their own (none measured in a decision of each game's medium and hard players),
so nothing piles up from them.
"""

from __future__ import annotations

import gc

__all__ = ["CollectionHold"]

_holds = 0
"""How many holds are taken (one per computer player thinking)."""
_was_enabled = False
"""Whether automatic collection was on before the first hold: the last hold leaves it so."""


class CollectionHold:
    """One owner's claim that automatic collection stays off: :meth:`take` and :meth:`drop`
    are idempotent, so an owner that is closed in the middle of a decision can drop its claim
    whatever state it is in. Both are called on the main thread only."""

    def __init__(self) -> None:
        self._taken = False

    @property
    def taken(self) -> bool:
        """True while this hold keeps automatic collection off."""
        return self._taken

    def take(self) -> None:
        """Turn automatic collection off (if this hold is not taken already)."""
        global _holds, _was_enabled
        if self._taken:
            return
        self._taken = True
        if _holds == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _holds += 1

    def drop(self) -> None:
        """Let go of this hold; the last one lets go turns automatic collection back on (if it
        was on before)."""
        global _holds
        if not self._taken:
            return
        self._taken = False
        _holds -= 1
        if _holds == 0 and _was_enabled:
            gc.enable()
