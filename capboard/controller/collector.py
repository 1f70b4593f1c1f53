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

__all__ = ["CollectionHold", "set_aside_long_lived", "take_back_long_lived"]

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


def set_aside_long_lived() -> None:
    """Take every object alive now out of the automatic collections, for as long as they live
    or until :func:`take_back_long_lived` (Python's ``gc.freeze``).

    A full collection walks every object the collector tracks, to free none of those that live
    as long as the app or a table: the modules, the start page, and a game's table, its log
    and its record once it is open (a hundred thousand objects in a 2,500-action game of Catan,
    walked in 70-100 ms). Such collections come every few hundred moves, as new objects pile
    up, and the move they fall on took twice the 50 ms a move's work may take before the
    repaint. Set aside, those objects are left out of every collection: one walks the objects
    made since (a few milliseconds). They are still freed as usual when nothing refers to
    them any more; only a cycle among them waits until they are taken back."""
    gc.freeze()


def take_back_long_lived() -> None:
    """Put the objects set aside by :func:`set_aside_long_lived` back in sight of the
    collector (Python's ``gc.unfreeze``), at a table's close: the cycles among what the table
    left behind are collected again, and the next table sets aside what lives then."""
    gc.unfreeze()
