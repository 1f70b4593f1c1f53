"""The Pirate Islands' words: the moves that arm a ship or attack a fortress, the log's lines
for the fleet, the warships and the fortresses, and the players' lines (kept apart from the
actions', the log's and the players' other words in :mod:`.texts_actions`, :mod:`.texts_log`
and :mod:`.texts_players`, which call on these; the same translation context)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from capboard.engine.protocol import Action
from capboard.games.catan.actions import AttackFortress, PlayKnight
from capboard.games.catan.view import CatanView
from capboard.ui.games.catan.texts import cards_text

EVENT_CODES: tuple[str, ...] = (
    "fleet_moved",
    "fleet_repelled",
    "fleet_won",
    "fleet_tied",
    "warship",
    "fortress_attacked",
    "fortress_taken",
    "fleet_gone",
)
"""The log lines worded here."""


def describe_pirate_action(action: Action, view: CatanView) -> str | None:
    """The Moves list's words for attacking one's fortress, or a Knight played as a warship
    (None: neither, or not this scenario)."""
    if isinstance(action, AttackFortress):
        seat = view.seat if view.seat is not None else view.turn
        warships = view.warships[seat] if view.warships else 0
        return QCoreApplication.translate(
            "Catan", "Attack your pirate fortress with %n warship(s)", "", warships
        )
    if isinstance(action, PlayKnight) and view.fortress_wins:
        return QCoreApplication.translate("Catan", "Play a Knight: a ship becomes a warship")
    return None


def fortress_text(wins: int, strength: int) -> str:
    """A fortress's state: "2 of 3 victories" or "taken"."""
    if wins >= strength:
        return QCoreApplication.translate("Catan", "fortress taken")
    return QCoreApplication.translate("Catan", "fortress: {wins} of {strength} victories").format(
        wins=wins, strength=strength
    )


def pirate_event(
    code: str, p: Mapping[str, object], private: Mapping[str, object], name: str
) -> str | None:
    """A Pirate Islands log line (None: not one of them)."""
    if code == "fleet_moved":
        return QCoreApplication.translate(
            "Catan", "The pirate fleet sails {steps} hexes, with strength {strength}."
        ).format(steps=p.get("steps"), strength=p.get("strength"))
    if code == "fleet_repelled":
        return QCoreApplication.translate(
            "Catan",
            "{name}'s {warships} warships beat the pirate fleet ({strength}): a resource of "
            "their choice.",
        ).format(name=name, warships=p.get("warships"), strength=p.get("strength"))
    if code == "fleet_tied":
        return QCoreApplication.translate(
            "Catan", "{name}'s {warships} warships hold off the pirate fleet ({strength})."
        ).format(name=name, warships=p.get("warships"), strength=p.get("strength"))
    if code == "fleet_won":
        if "cards" in private:
            return QCoreApplication.translate(
                "Catan", "The pirate fleet ({strength}) beats {name} and takes {cards}."
            ).format(name=name, strength=p.get("strength"), cards=cards_text(private["cards"]))
        return QCoreApplication.translate(
            "Catan",
            "The pirate fleet ({strength}) beats {name} and takes %n card(s).",
            "",
            int(str(p.get("lost", 0))),
        ).format(name=name, strength=p.get("strength"))
    if code == "warship":
        return QCoreApplication.translate(
            "Catan", "{name} plays a Knight: a ship becomes a warship ({n} in all)."
        ).format(name=name, n=p.get("warships"))
    if code == "fortress_attacked":
        return _attack_line(p, name)
    if code == "fortress_taken":
        return QCoreApplication.translate(
            "Catan", "{name} takes their pirate fortress: it becomes their settlement."
        ).format(name=name)
    if code == "fleet_gone":
        return QCoreApplication.translate(
            "Catan", "Every fortress has fallen: the pirate fleet sails away."
        )
    return None


def _attack_line(p: Mapping[str, object], name: str) -> str:
    values = {"name": name, "warships": p.get("warships"), "defence": p.get("defence")}
    if p.get("result") == "won":
        return QCoreApplication.translate(
            "Catan",
            "{name} attacks their fortress with {warships} warships against {defence} and wins "
            "({wins} of {strength}).",
        ).format(wins=p.get("wins"), strength=p.get("strength"), **values)
    lost = p.get("ships_lost")
    count = len(lost) if isinstance(lost, list) else 0
    return QCoreApplication.translate(
        "Catan",
        "{name} attacks their fortress with {warships} warships against {defence} and loses "
        "%n ship(s).",
        "",
        count,
    ).format(**values)


def fleet_tooltip() -> str:
    """The pirate fleet's tooltip: what it does."""
    return QCoreApplication.translate(
        "Catan",
        "The pirate fleet: after every roll it sails as many hexes as the lower die shows, and "
        "attacks the settlements and cities beside it with the higher die's strength.",
    )


def fortress_tooltip(name: str, wins: int, strength: int) -> str:
    """A pirate fortress's tooltip: whose it is and the victories over it."""
    return QCoreApplication.translate(
        "Catan", "{name}'s pirate fortress: {wins} of {strength} victories to take it."
    ).format(name=name, wins=wins, strength=strength)


def pirate_player_line(view: CatanView, seat: int) -> str | None:
    """A player's warships and fortress for their panel's tooltip (None: not this scenario)."""
    if not view.fortress_wins:
        return None
    return QCoreApplication.translate("Catan", "Warships: {n}; {fortress}").format(
        n=view.warships[seat],
        fortress=fortress_text(view.fortress_wins[seat], view.fortress_strength),
    )
