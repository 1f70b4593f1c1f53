"""Catan's scenarios in words: their names, what each is about (the scenario chooser's
line), the victory target and the plaque over the map; and whether a view's game has ships
or a pirate, which the prompts and the players' lines word differently.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from capboard.games.catan.view import CatanView

BASE = "base"
"""The scenario id of the base game."""


def scenario_name(scenario_id: object) -> str:
    """A scenario's name: "Heading for New Shores" (the base game: "Catan — base game")."""
    names = {
        "base": QCoreApplication.translate("Catan", "Catan — base game"),
        "heading-for-new-shores": QCoreApplication.translate("Catan", "Heading for New Shores"),
        "four-islands": QCoreApplication.translate("Catan", "The Four Islands"),
        "fog-islands": QCoreApplication.translate("Catan", "The Fog Islands"),
        "through-the-desert": QCoreApplication.translate("Catan", "Through the Desert"),
        "forgotten-tribe": QCoreApplication.translate("Catan", "The Forgotten Tribe"),
        "cloth-for-catan": QCoreApplication.translate("Catan", "Cloth for Catan"),
        "wonders-of-catan": QCoreApplication.translate("Catan", "The Wonders of Catan"),
        "pirate-islands": QCoreApplication.translate("Catan", "The Pirate Islands"),
        "new-world": QCoreApplication.translate("Catan", "The New World"),
    }
    return names.get(str(scenario_id), str(scenario_id))


def scenario_description(scenario_id: object) -> str:
    """What a scenario is about, in one line (the scenario chooser's)."""
    lines = {
        "base": QCoreApplication.translate(
            "Catan", "The classic island of 19 hexes, laid out anew every game."
        ),
        "heading-for-new-shores": QCoreApplication.translate(
            "Catan",
            "Settle the main island, then sail to the small islands: a first settlement on "
            "each earns extra points.",
        ),
        "four-islands": QCoreApplication.translate(
            "Catan",
            "Four islands: start on one or two of them, then sail to the others for extra points.",
        ),
        "fog-islands": QCoreApplication.translate(
            "Catan",
            "Sail into the fog: each hex reached is turned up, and land found pays a resource.",
        ),
        "through-the-desert": QCoreApplication.translate(
            "Catan",
            "A desert belt cuts the island: cross it, or sail round it, to settle the land "
            "beyond for extra points.",
        ),
        "forgotten-tribe": QCoreApplication.translate(
            "Catan",
            "Sail along the tribe's islands: a ship built on a marked coast takes its gift, a "
            "victory point, a development card or a harbour.",
        ),
        "cloth-for-catan": QCoreApplication.translate(
            "Catan",
            "Sail to the tribe's villages and trade for their cloth: every two bolts of cloth "
            "are a victory point.",
        ),
        "wonders-of-catan": QCoreApplication.translate(
            "Catan",
            "Meet a wonder's condition to begin it, then build its four levels: the last level "
            "wins, and 10 points win only with the most levels.",
        ),
        "pirate-islands": QCoreApplication.translate(
            "Catan",
            "Sail your lane to your pirate fortress, arm warships against the pirate fleet, and "
            "take the fortress: 10 points win only with it.",
        ),
        "new-world": QCoreApplication.translate(
            "Catan",
            "A new map of islands every game: a first settlement on each island away from "
            "home earns extra points.",
        ),
    }
    return lines.get(str(scenario_id), "")


def target_text(target: int) -> str:
    """A scenario's victory target: "First to 13 victory points"."""
    return QCoreApplication.translate("Catan", "First to {n} victory points").format(n=target)


def scenario_title(view: CatanView) -> str:
    """The plaque over a scenario's map: "Heading for New Shores — 13 points"."""
    return QCoreApplication.translate("Catan", "{scenario} — {n} points").format(
        scenario=scenario_name(view.scenario), n=view.target
    )


def is_seafarers(view: CatanView) -> bool:
    """True for a Seafarers scenario (ships, and the scenario's own target)."""
    return view.scenario != BASE


def has_pirate(view: CatanView) -> bool:
    """True when the game has a pirate (a 7 or a knight may move it instead of the robber):
    a scenario with one, played with the pirate option on."""
    return view.pirate_on
