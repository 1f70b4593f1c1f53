"""The island in words, for "Describe the board": the land and its numbers, the robber (and
the pirate, or the pirate fleet), the wonders (The Wonders of Catan), the last roll, and each
player's buildings, from the view of the person at the screen (another's hand is a count, as
on the table)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from capboard.games.catan.scenario import scenario
from capboard.games.catan.view import CatanView
from capboard.ui.games.catan import (
    texts,
    texts_island,
    texts_players,
    texts_scenarios,
    texts_wonders,
)


def describe_board(view: CatanView, names: Sequence[str]) -> list[str]:
    """A line per fact: the island first, then each player."""
    lines = [texts_scenarios.scenario_title(view)]
    land = [t for t in range(len(view.board.terrain)) if texts_island.is_land(view, t)]
    if land:
        lines.append(
            QCoreApplication.translate("Catan", "Land: {tiles}.").format(
                tiles=", ".join(texts_island.tile_name(view, t) for t in land)
            )
        )
    if view.robber is not None:
        lines.append(
            QCoreApplication.translate("Catan", "The robber is on {tile}.").format(
                tile=texts_island.tile_name(view, view.robber)
            )
        )
    if view.pirate_on and view.pirate is not None:
        lines.append(
            QCoreApplication.translate("Catan", "The pirate is on {tile}.").format(
                tile=texts_island.tile_name(view, view.pirate)
            )
        )
    if view.fleet is not None:  # The Pirate Islands
        lines.append(
            QCoreApplication.translate("Catan", "The pirate fleet is on {tile}.").format(
                tile=texts_island.tile_name(view, view.fleet)
            )
        )
    lines.extend(texts_wonders.describe_wonders(view, names, _wonder_costs(view)))
    if view.last_roll is not None:
        a, b = view.last_roll
        lines.append(
            QCoreApplication.translate("Catan", "Last roll: {a} and {b}, {total}.").format(
                a=a, b=b, total=a + b
            )
        )
    for seat, name in enumerate(names):
        lines.append(_player(view, seat, name))
    return lines


def _wonder_costs(view: CatanView) -> dict[str, str]:
    """The Wonders of Catan: each wonder's cost of a level, in words (empty elsewhere)."""
    rules = scenario(view.scenario).wonders if view.wonders else None
    if rules is None:
        return {}
    costs = {}
    for wonder in rules.wonders:
        counts = dict(wonder.cost)
        costs[wonder.id] = texts.cards_text([counts.get(r, 0) for r in texts.RESOURCES])
    return costs


def _player(view: CatanView, seat: int, name: str) -> str:
    """One player: their settlements and cities by place, roads and ships by number, then
    their lines of the side panel."""
    settlements = [c for c, s, kind in view.buildings if s == seat and kind == "settlement"]
    cities = [c for c, s, kind in view.buildings if s == seat and kind == "city"]
    parts = []
    if settlements:
        parts.append(
            QCoreApplication.translate("Catan", "settlements {places}").format(
                places="; ".join(texts_island.corner_name(view, c) for c in settlements)
            )
        )
    if cities:
        parts.append(
            QCoreApplication.translate("Catan", "cities {places}").format(
                places="; ".join(texts_island.corner_name(view, c) for c in cities)
            )
        )
    roads = sum(1 for _edge, s in view.roads if s == seat)
    ships = sum(1 for _edge, s in view.ships if s == seat)
    parts.append(QCoreApplication.translate("Catan", "roads: {n}").format(n=roads))
    if ships:
        parts.append(QCoreApplication.translate("Catan", "ships: {n}").format(n=ships))
    parts.extend(texts_players.player_lines(view, seat))
    return QCoreApplication.translate("Catan", "{name}: {facts}.").format(
        name=name, facts=" · ".join(parts)
    )
