"""Cloth for Catan's words: a player's cloth and what it is worth, a village's tooltip, the
pirate's choice of a bolt of cloth, and the log's lines for the villages' trade (kept apart
from the log's other lines, as :mod:`.texts_wonders` and :mod:`.texts_pirates` are; the same
translation context).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from capboard.games.catan.view import CatanView
from capboard.ui.games.base import player_name
from capboard.ui.games.catan.texts import as_count

EVENT_CODES: tuple[str, ...] = ("trade_opened", "cloth_traded", "stole_cloth", "cloth_ended")
"""The log lines worded here."""


def seat_cloth(view: CatanView, seat: int) -> int:
    """The bolts of cloth ``seat`` holds (0 outside Cloth for Catan)."""
    return view.cloth[seat] if 0 <= seat < len(view.cloth) else 0


def cloth_text(n: int) -> str:
    """A player's cloth and what it is worth: "Cloth: 5 (2 victory points)"."""
    points = n // 2
    if points == 1:
        return QCoreApplication.translate("Catan", "Cloth: {n} (1 victory point)").format(n=n)
    return QCoreApplication.translate("Catan", "Cloth: {n} ({points} victory points)").format(
        n=n, points=points
    )


def village_tooltip(number: int, cloth: int, traders: Sequence[str]) -> str:
    """A village of the tribe: its number, its cloth left and who trades with it."""
    head = QCoreApplication.translate("Catan", "Village {number}: {cloth} cloth left").format(
        number=number, cloth=cloth
    )
    if not traders:
        return (
            head
            + "\n"
            + QCoreApplication.translate("Catan", "Nobody trades here yet: reach it with a ship.")
        )
    return (
        head
        + "\n"
        + QCoreApplication.translate("Catan", "Trading here: {names}").format(
            names=", ".join(traders)
        )
    )


def steal_cloth_label(name: str, n: int) -> str:
    """The pirate's other choice: a bolt of cloth from a player, with how many they hold."""
    return QCoreApplication.translate("Catan", "{name} — a bolt of cloth (of {n})").format(
        name=name, n=n
    )


def cloth_event(
    code: str,
    p: Mapping[str, object],
    view: CatanView,
    names: Sequence[str],
    name: str,
) -> str | None:
    """Cloth for Catan's events: trade opened with a village, cloth given on a roll, cloth
    stolen by the pirate, and the game's end when too few villages have cloth."""
    if code == "trade_opened":
        if as_count(p.get("cloth")):
            return QCoreApplication.translate(
                "Catan", "{name} reaches the village {number} and takes a bolt of cloth."
            ).format(name=name, number=p.get("number"))
        return QCoreApplication.translate(
            "Catan", "{name} reaches the village {number}, which has no cloth left."
        ).format(name=name, number=p.get("number"))
    if code == "cloth_traded":
        seats = [s for s in p.get("seats", []) if isinstance(s, int)]  # type: ignore[attr-defined]
        return QCoreApplication.translate(
            "Catan", "The village {number} gives a bolt of cloth to {names}."
        ).format(number=p.get("number"), names=", ".join(player_name(names, s) for s in seats))
    if code == "stole_cloth":
        return QCoreApplication.translate(
            "Catan", "{name} takes a bolt of cloth from {victim}."
        ).format(name=name, victim=player_name(names, p.get("victim")))
    if code == "cloth_ended":
        return QCoreApplication.translate(
            "Catan",
            "Fewer than four villages still have cloth: the game ends, and {name} wins with "
            "{points} victory points!",
        ).format(name=name, points=_seat_value(p.get("points"), p.get("seat")))
    return None


def _seat_value(values: object, seat: object) -> object:
    if isinstance(values, list) and isinstance(seat, int) and 0 <= seat < len(values):
        return values[seat]
    return "?"
