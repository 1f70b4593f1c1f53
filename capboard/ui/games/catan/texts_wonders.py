"""The Wonders of Catan's words: the wonders' names and conditions, the moves that begin or
build one, the log's lines and the players' lines (kept apart from the actions', the log's
and the players' other words in :mod:`.texts_actions`, :mod:`.texts_log` and
:mod:`.texts_players`, which call on these; the same translation context)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from capboard.engine.protocol import Action
from capboard.games.catan.actions import BuildWonderLevel, ChooseWonder
from capboard.games.catan.view import CatanView

EVENT_CODES: tuple[str, ...] = ("wonder_chosen", "wonder_level", "wonder_completed")
"""The log lines worded here."""


def wonder_name(wonder: object) -> str:
    """A wonder's name: "Great Wall"."""
    names = {
        "theater": QCoreApplication.translate("Catan", "Theater"),
        "great-bridge": QCoreApplication.translate("Catan", "Great Bridge"),
        "monument": QCoreApplication.translate("Catan", "Monument"),
        "great-wall": QCoreApplication.translate("Catan", "Great Wall"),
        "cathedral": QCoreApplication.translate("Catan", "Cathedral"),
    }
    return names.get(str(wonder), str(wonder))


def wonder_condition(wonder: object) -> str:
    """What a player must have to begin a wonder, in a few words."""
    conditions = {
        "theater": QCoreApplication.translate("Catan", "Two cities"),
        "great-bridge": QCoreApplication.translate("Catan", "A settlement at the strait"),
        "monument": QCoreApplication.translate(
            "Catan", "A city on a harbour and a trade route of 5"
        ),
        "great-wall": QCoreApplication.translate("Catan", "A settlement by the desert"),
        "cathedral": QCoreApplication.translate("Catan", "A city and 6 victory points"),
    }
    return conditions.get(str(wonder), "")


def wonder_levels_text(levels: int, most: int) -> str:
    """A wonder's levels built: "2 of 4 levels"."""
    return QCoreApplication.translate("Catan", "{n} of {max} levels").format(n=levels, max=most)


def wonder_tooltip(wonder: str, owner: str | None, levels: int, most: int, cost: str) -> str:
    """A wonder card's tooltip: its name, condition, cost per level and builder."""
    lines = [
        wonder_name(wonder),
        QCoreApplication.translate("Catan", "To begin it: {condition}").format(
            condition=wonder_condition(wonder)
        ),
        QCoreApplication.translate("Catan", "Each level costs {cost}").format(cost=cost),
    ]
    if owner is None:
        lines.append(QCoreApplication.translate("Catan", "Nobody builds it yet."))
    else:
        lines.append(
            QCoreApplication.translate("Catan", "{name} builds it: {levels}.").format(
                name=owner, levels=wonder_levels_text(levels, most)
            )
        )
    return "\n".join(lines)


def describe_wonder_action(action: Action, view: CatanView) -> str | None:
    """The Moves list's words for beginning a wonder or building a level (None: neither)."""
    if isinstance(action, ChooseWonder):
        return QCoreApplication.translate("Catan", "Begin a wonder: {wonder}").format(
            wonder=wonder_name(action.wonder)
        )
    if isinstance(action, BuildWonderLevel):
        mine = next((w for w, owner, _ in view.wonders if owner == view.seat), None)
        levels = next((n for _, owner, n in view.wonders if owner == view.seat), 0)
        return QCoreApplication.translate(
            "Catan", "Build level {level} of your wonder ({wonder})"
        ).format(level=levels + 1, wonder=wonder_name(mine))
    return None


def wonder_event(code: str, p: Mapping[str, object], name: str) -> str | None:
    """A wonder's log line (None: not one of them)."""
    wonder = wonder_name(p.get("wonder"))
    if code == "wonder_chosen":
        return QCoreApplication.translate("Catan", "{name} begins a wonder: {wonder}.").format(
            name=name, wonder=wonder
        )
    if code == "wonder_level":
        return QCoreApplication.translate(
            "Catan", "{name} builds level {level} of their wonder ({wonder})."
        ).format(name=name, level=p.get("level"), wonder=wonder)
    if code == "wonder_completed":
        return QCoreApplication.translate(
            "Catan", "{name} completes their wonder ({wonder}) and wins the game!"
        ).format(name=name, wonder=wonder)
    return None


def wonder_player_line(view: CatanView, seat: int) -> str | None:
    """A player's wonder for their panel's tooltip (None: none, or not this scenario)."""
    for wonder, owner, levels in view.wonders:
        if owner == seat:
            return QCoreApplication.translate("Catan", "Wonder: {wonder}, {levels}").format(
                wonder=wonder_name(wonder),
                levels=wonder_levels_text(levels, view.wonder_levels_max),
            )
    return None


def describe_wonders(view: CatanView, names: Sequence[str], costs: Mapping[str, str]) -> list[str]:
    """The wonders for "Describe the board", a line each in the scenario's order: who builds
    it and how far (its levels out of the most), what it takes to begin it, and what its next
    level costs (``costs``: a wonder's cost of a level, in words). Nothing elsewhere."""
    lines = []
    for wonder, owner, levels in view.wonders:
        name = wonder_name(wonder)
        condition = wonder_condition(wonder)
        cost = costs.get(wonder, "")
        if owner is None:
            lines.append(
                QCoreApplication.translate(
                    "Catan",
                    "Wonder {wonder}: nobody builds it yet; to begin it: {condition}; each "
                    "level costs {cost}.",
                ).format(wonder=name, condition=condition, cost=cost)
            )
        else:
            builder = names[owner] if 0 <= owner < len(names) else str(owner + 1)
            lines.append(
                QCoreApplication.translate(
                    "Catan",
                    "Wonder {wonder}: {name} builds it, {levels}; to begin it: {condition}; "
                    "the next level costs {cost}.",
                ).format(
                    wonder=name,
                    name=builder,
                    levels=wonder_levels_text(levels, view.wonder_levels_max),
                    condition=condition,
                    cost=cost,
                )
            )
    return lines
