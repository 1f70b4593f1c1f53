"""How each Cap Horn score was made, for the score screen: the wind roses taken, and how the
race ended for the winner."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from capboard.engine.protocol import Outcome
from capboard.games.cap_horn.view import CapHornView
from capboard.ui.games.cap_horn.texts import rose_text


def score_lines(view: CapHornView, outcome: Outcome, seat: int) -> list[str]:
    """The seat's wind roses, then, for the winner, how they won."""
    roses = view.roses[seat] if seat < len(view.roses) else ()
    listed = QCoreApplication.translate("CapHorn", ", ").join(
        rose_text(r.colour, r.stage) for r in roses
    )
    lines = [
        QCoreApplication.translate("CapHorn", "Wind roses: {roses}").format(roses=listed)
        if roses
        else QCoreApplication.translate("CapHorn", "Wind roses: none")
    ]
    if seat in outcome.winners:
        how = {
            "finish": QCoreApplication.translate("CapHorn", "Crossed the finish line first"),
            "three_roses": QCoreApplication.translate("CapHorn", "Took a third wind rose"),
        }.get(
            outcome.reason,
            QCoreApplication.translate(
                "CapHorn", "Race called: the most wind roses, then the furthest along"
            ),
        )
        lines.append(how)
    return lines
