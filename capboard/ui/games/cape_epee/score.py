"""How each De Cape et d'Épée score was made, for the score screen: the objectives won and
which way of counting gave the score."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from capboard.games.cape_epee.board import cape_epee_data
from capboard.games.cape_epee.scoring import plain_score, six_domain_score
from capboard.games.cape_epee.view import CapeEpeeView
from capboard.ui.games.cape_epee.texts import objective_text


def score_lines(view: CapeEpeeView, seat: int) -> list[str]:
    """The objectives won, then the count that was kept (the sum of their values, or the six
    domains' count when it is higher)."""
    won = list(view.won[seat]) if seat < len(view.won) else []
    if not won:
        return [QCoreApplication.translate("CapeEpee", "No objective won")]
    listed = ", ".join(objective_text(o.domain, o.value) for o in sorted(won, key=_order))
    lines = [QCoreApplication.translate("CapeEpee", "Objectives: {list}").format(list=listed)]
    plain = plain_score(won)
    six = six_domain_score(won, cape_epee_data().domains)
    if six is not None and six > plain:
        lines.append(
            QCoreApplication.translate(
                "CapeEpee",
                "All six domains: twice the best of each, minus one per other objective: "
                "{score} (the sum of the values would be {plain})",
            ).format(score=six, plain=plain)
        )
    else:
        lines.append(
            QCoreApplication.translate("CapeEpee", "The sum of their values: {score}").format(
                score=plain
            )
        )
    return lines


def _order(objective) -> tuple[str, int]:
    return (objective.domain, -objective.value)
