"""Words shared by the games' hint reasons (see :meth:`GameUi.hint_reason
<capboard.ui.games.base.GameUi.hint_reason>`): short phrases that follow the move in the hint,
"Hint: <move> — <reason>"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def wins() -> str:
    """The move ends the game in the seat's favour."""
    return QCoreApplication.translate("Hint", "wins the game")


def scores(points: int) -> str:
    """The move scores ``points`` at once."""
    return QCoreApplication.translate("Hint", "scores %n point(s)", "", points)


def gained(before: tuple[int, ...], after: tuple[int, ...], seat: int) -> int:
    """How much ``seat``'s count rose from ``before`` to ``after`` (0 when it did not, or the
    seat is missing from either)."""
    if not (0 <= seat < len(before) and 0 <= seat < len(after)):
        return 0
    return max(0, after[seat] - before[seat])
