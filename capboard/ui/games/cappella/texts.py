"""Cappella's words: names of tokens and buildings, actions, log lines, prompts and the side
panel, all through Qt's translation system (context "Cappella").

Every sentence is written out whole, one per building or material, rather than assembled from
pieces: French needs its own articles and agreements ("la pierre", "l'or", "une église").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from capboard.engine.protocol import Action, Event
from capboard.games.cappella.actions import (
    PayPath,
    PlaceBuilding,
    PlacePath,
    StartBuild,
    TakeFromReserve,
)
from capboard.games.cappella.view import CappellaView
from capboard.ui.games.base import player_name


def token_name(token: str) -> str:
    """A token type's name, as in a list ("wood", "village")."""
    names = {
        "wood": QCoreApplication.translate("Cappella", "wood"),
        "stone": QCoreApplication.translate("Cappella", "stone"),
        "gold": QCoreApplication.translate("Cappella", "gold"),
        "village": QCoreApplication.translate("Cappella", "village"),
        "town": QCoreApplication.translate("Cappella", "town"),
        "water": QCoreApplication.translate("Cappella", "water"),
    }
    return names.get(token, token)


def building_title(building: str) -> str:
    """A building's name as a heading ("Chapel")."""
    names = {
        "chapel": QCoreApplication.translate("Cappella", "Chapel"),
        "church": QCoreApplication.translate("Cappella", "Church"),
        "cathedral": QCoreApplication.translate("Cappella", "Cathedral"),
    }
    return names.get(building, building)


def points_text(points: int) -> str:
    """A building's worth, for the building cards."""
    if points == 1:
        return QCoreApplication.translate("Cappella", "1 point")
    return QCoreApplication.translate("Cappella", "{n} points").format(n=points)


def reserve_button_text() -> str:
    """The label of the board's button that takes a path from the reserve."""
    return QCoreApplication.translate("Cappella", "Take a path\nfrom the reserve")


def token_tooltip(label: str, token: str) -> str:
    """What hovering a token says: its name on the board and its type."""
    return QCoreApplication.translate("Cappella", "{cell}: {token}").format(
        cell=label, token=token_name(token)
    )


def _side(view: CappellaView, a: int, b: int) -> str:
    return f"{view.label(a)}–{view.label(b)}"


def describe_action(action: Action, view: CappellaView) -> str:
    """One entry of the list of legal actions."""
    if isinstance(action, PlacePath):
        return QCoreApplication.translate("Cappella", "Lay a path {side}").format(
            side=_side(view, action.a, action.b)
        )
    if isinstance(action, TakeFromReserve):
        return QCoreApplication.translate("Cappella", "Take a path from the reserve")
    if isinstance(action, StartBuild):
        texts = {
            "chapel": QCoreApplication.translate("Cappella", "Build a chapel"),
            "church": QCoreApplication.translate("Cappella", "Build a church"),
            "cathedral": QCoreApplication.translate("Cappella", "Build a cathedral"),
        }
        return texts.get(action.building, action.notation())
    if isinstance(action, PayPath):
        side = _side(view, action.a, action.b)
        texts = {
            "wood": QCoreApplication.translate("Cappella", "Pay wood with the path {side}"),
            "stone": QCoreApplication.translate("Cappella", "Pay stone with the path {side}"),
            "gold": QCoreApplication.translate("Cappella", "Pay gold with the path {side}"),
        }
        return texts.get(action.material, action.notation()).format(side=side)
    if isinstance(action, PlaceBuilding):
        cell = view.label(action.cell)
        building = view.build.building if view.build is not None else ""
        texts = {
            "chapel": QCoreApplication.translate("Cappella", "Place the chapel on {cell}"),
            "church": QCoreApplication.translate("Cappella", "Place the church on {cell}"),
            "cathedral": QCoreApplication.translate("Cappella", "Place the cathedral on {cell}"),
        }
        default = QCoreApplication.translate("Cappella", "Place the building on {cell}")
        return texts.get(building, default).format(cell=cell)
    return action.notation()


def materials_list(materials: Sequence[str]) -> str:
    """Materials as a short list ("wood, gold, gold")."""
    return QCoreApplication.translate("Cappella", ", ").join(token_name(m) for m in materials)


def format_event(event: Event, view: CappellaView, names: Sequence[str]) -> str:
    """One line of the game log."""
    p = event.params
    name = player_name(names, p.get("seat"))
    code = event.code
    if code == "path_placed":
        return QCoreApplication.translate("Cappella", "{name} lays a path {side}.").format(
            name=name, side=_side(view, p["a"], p["b"])
        )
    if code == "bonus":
        return _bonus_text(name, str(p.get("token")), int(p.get("count", 0)))
    if code == "reserve_taken":
        return QCoreApplication.translate(
            "Cappella", "{name} takes a path from the reserve into the stock."
        ).format(name=name)
    if code == "build_started":
        texts = {
            "chapel": QCoreApplication.translate("Cappella", "{name} starts building a chapel."),
            "church": QCoreApplication.translate("Cappella", "{name} starts building a church."),
            "cathedral": QCoreApplication.translate(
                "Cappella", "{name} starts building a cathedral."
            ),
        }
        return texts.get(str(p.get("building")), code).format(name=name)
    if code == "path_paid":
        texts = {
            "wood": QCoreApplication.translate(
                "Cappella", "{name} pays wood with the path {side}."
            ),
            "stone": QCoreApplication.translate(
                "Cappella", "{name} pays stone with the path {side}."
            ),
            "gold": QCoreApplication.translate(
                "Cappella", "{name} pays gold with the path {side}."
            ),
        }
        return texts.get(str(p.get("material")), code).format(
            name=name, side=_side(view, p["a"], p["b"])
        )
    if code == "building_placed":
        texts = {
            "chapel": QCoreApplication.translate("Cappella", "{name} places a chapel on {cell}."),
            "church": QCoreApplication.translate("Cappella", "{name} places a church on {cell}."),
            "cathedral": QCoreApplication.translate(
                "Cappella", "{name} places a cathedral on {cell}."
            ),
        }
        return texts.get(str(p.get("building")), code).format(name=name, cell=view.label(p["cell"]))
    if code == "paths_returned":
        return _returned_text(view, names, p["cell"], p.get("counts", ()))
    if code == "game_over":
        if p.get("reason") == "fourth_building":
            return QCoreApplication.translate(
                "Cappella", "{name} has placed their fourth building: the game is over."
            ).format(name=name)
        if p.get("reason") == "blocked" and p.get("deal"):
            return QCoreApplication.translate(
                "Cappella",
                "The deal leaves no green token on the border for {name}'s first path: "
                "the game is over before it begins.",
            ).format(name=name)
        if p.get("reason") == "blocked":
            return QCoreApplication.translate(
                "Cappella", "{name} can neither lay a path nor build: the game is over."
            ).format(name=name)
        return QCoreApplication.translate("Cappella", "The game is over.")
    return code


def _bonus_text(name: str, token: str, count: int) -> str:
    if token == "town":
        if count == 1:
            text = QCoreApplication.translate(
                "Cappella", "Town bonus: {name} moves 1 path from the reserve to the stock."
            )
        else:
            text = QCoreApplication.translate(
                "Cappella", "Town bonus: {name} moves {count} paths from the reserve to the stock."
            )
    elif count == 1:
        text = QCoreApplication.translate(
            "Cappella", "Village bonus: {name} moves 1 path from the reserve to the stock."
        )
    else:
        text = QCoreApplication.translate(
            "Cappella", "Village bonus: {name} moves {count} paths from the reserve to the stock."
        )
    return text.format(name=name, count=count)


def _returned_text(
    view: CappellaView, names: Sequence[str], cell: int, counts: Sequence[int]
) -> str:
    parts = [
        QCoreApplication.translate("Cappella", "{name}: {count}").format(
            name=player_name(names, seat), count=count
        )
        for seat, count in enumerate(counts)
        if count > 0
    ]
    if not parts:
        return QCoreApplication.translate("Cappella", "No path was on {cell}.").format(
            cell=view.label(cell)
        )
    return QCoreApplication.translate(
        "Cappella", "The paths on {cell} go back to their reserves ({paths})."
    ).format(cell=view.label(cell), paths=QCoreApplication.translate("Cappella", ", ").join(parts))


def prompt(view: CappellaView, names: Sequence[str]) -> str:
    """The status line: who must do what now."""
    if view.is_over:
        return QCoreApplication.translate("Cappella", "The game is over.")
    seat = view.pending_players[0] if view.pending_players else view.current_player
    name = player_name(names, seat)
    build = view.build
    if build is not None:
        if not build.due:
            texts = {
                "chapel": QCoreApplication.translate(
                    "Cappella", "{name} — choose where the chapel stands"
                ),
                "church": QCoreApplication.translate(
                    "Cappella", "{name} — choose where the church stands"
                ),
                "cathedral": QCoreApplication.translate(
                    "Cappella", "{name} — choose where the cathedral stands"
                ),
            }
            return texts.get(build.building, "{name}").format(name=name)
        if len(set(build.due)) == 1:
            texts = {
                "wood": QCoreApplication.translate(
                    "Cappella", "{name} — pay wood with one of your paths"
                ),
                "stone": QCoreApplication.translate(
                    "Cappella", "{name} — pay stone with one of your paths"
                ),
                "gold": QCoreApplication.translate(
                    "Cappella", "{name} — pay gold with one of your paths"
                ),
            }
            return texts.get(build.due[0], "{name}").format(name=name)
        return QCoreApplication.translate(
            "Cappella", "{name} — pay with your paths: {materials} still due"
        ).format(name=name, materials=materials_list(build.due))
    if isinstance(seat, int) and 0 <= seat < len(view.stock):
        if not _has_pieces_on_board(view, seat):
            return QCoreApplication.translate(
                "Cappella", "{name} — lay your first path from a wood token on the border"
            ).format(name=name)
        if view.stock[seat] == 0:
            return QCoreApplication.translate(
                "Cappella", "{name} — take a path from your reserve or build"
            ).format(name=name)
    return QCoreApplication.translate("Cappella", "{name} — lay a path or build").format(name=name)


def _has_pieces_on_board(view: CappellaView, seat: int) -> bool:
    return seat in view.paths or any(b is not None and b[0] == seat for b in view.buildings)


def player_lines(view: CappellaView, seat: int) -> list[str]:
    """The side panel's lines for ``seat``: supplies, buildings and score."""
    lines = [
        QCoreApplication.translate("Cappella", "Paths in stock: {n}").format(n=view.stock[seat]),
        QCoreApplication.translate("Cappella", "Paths in reserve: {n}").format(
            n=view.reserve[seat]
        ),
        QCoreApplication.translate("Cappella", "Paths on the board: {n}").format(
            n=sum(1 for owner in view.paths if owner == seat)
        ),
        QCoreApplication.translate("Cappella", "Buildings left: {n}").format(
            n=view.buildings_left[seat]
        ),
        QCoreApplication.translate("Cappella", "Score: {n}").format(n=view.scores[seat]),
    ]
    if view.build is not None and view.current_player == seat and view.build.due:
        lines.append(
            QCoreApplication.translate("Cappella", "{building}: {materials} still due").format(
                building=building_title(view.build.building),
                materials=materials_list(view.build.due),
            )
        )
    return lines
