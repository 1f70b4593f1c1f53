"""How each Catan score was made, for the score screen: settlements, cities, the two special
cards, victory point cards and (Seafarers) island points."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from capboard.engine.protocol import Outcome
from capboard.games.catan.view import CatanView
from capboard.ui.games.catan import texts_wonders


def score_lines(view: CatanView, outcome: Outcome, seat: int) -> list[str]:
    """Each source of the seat's victory points that gave any."""
    settlements = sum(1 for _c, s, kind in view.buildings if s == seat and kind != "city")
    cities = sum(1 for _c, s, kind in view.buildings if s == seat and kind == "city")
    total = outcome.details.get("points") if isinstance(outcome.details, dict) else None
    shown = view.public_scores[seat] if seat < len(view.public_scores) else 0
    hidden = total[seat] - shown if isinstance(total, list) and seat < len(total) else 0
    islands = sum(1 for s, _a, _c in view.special_points if s == seat) * view.island_points
    lines = []
    if settlements:
        lines.append(
            QCoreApplication.translate("Catan", "Settlements × {n}: {points}").format(
                n=settlements, points=settlements
            )
        )
    if cities:
        lines.append(
            QCoreApplication.translate("Catan", "Cities × {n}: {points}").format(
                n=cities, points=2 * cities
            )
        )
    if view.longest_road_holder == seat:
        lines.append(QCoreApplication.translate("Catan", "Longest road: 2"))
    if view.largest_army_holder == seat:
        lines.append(QCoreApplication.translate("Catan", "Largest army: 2"))
    if islands:
        lines.append(
            QCoreApplication.translate("Catan", "Island points: {points}").format(points=islands)
        )
    if hidden:
        lines.append(
            QCoreApplication.translate("Catan", "Victory point cards: {points}").format(
                points=hidden
            )
        )
    wonder = texts_wonders.wonder_player_line(view, seat)
    if wonder is not None:  # The Wonders of Catan: the levels that decide a win at 10
        lines.append(wonder)
    return lines
