"""Catan's words for resources and cards: the resources' names and counts, a hand of
resource cards in words, and the development cards' names, what each does and the mark of
one bought this turn, all through Qt's translation system (context "Catan").

A count of one card has words of its own ("1 brick", "{n} brick"), so French writes
"1 argile" but "2 argiles".

Catan's other words stand apart by concern, in the same translation context: the places on
the island (:mod:`.texts_island`), the scenarios (:mod:`.texts_scenarios`), the actions
(:mod:`.texts_actions`), the log (:mod:`.texts_log`), the status line and the players' lines
(:mod:`.texts_players`), the table's labels (:mod:`.texts_table`), and a scenario's own
words (:mod:`.texts_cloth`, :mod:`.texts_wonders`, :mod:`.texts_pirates`).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

RESOURCES: tuple[str, ...] = ("brick", "lumber", "wool", "grain", "ore")
"""The resource order of every five-count tuple."""

DEV_CARDS: tuple[str, ...] = (
    "knight",
    "road_building",
    "year_of_plenty",
    "monopoly",
    "victory_point",
)
"""The development cards, in the order the hand shows them."""


# -- resources --------------------------------------------------------------------------------
def resource_name(resource: object) -> str:
    """A resource's name, capitalised: "Brick"."""
    names = {
        "brick": QCoreApplication.translate("Catan", "Brick"),
        "lumber": QCoreApplication.translate("Catan", "Lumber"),
        "wool": QCoreApplication.translate("Catan", "Wool"),
        "grain": QCoreApplication.translate("Catan", "Grain"),
        "ore": QCoreApplication.translate("Catan", "Ore"),
    }
    return names.get(str(resource), str(resource))


def resource_count(resource: object, n: int) -> str:
    """``n`` cards of a resource: "2 brick" (French: "2 argiles", but "1 argile")."""
    if n == 1:
        one = {
            "brick": QCoreApplication.translate("Catan", "1 brick"),
            "lumber": QCoreApplication.translate("Catan", "1 lumber"),
            "wool": QCoreApplication.translate("Catan", "1 wool"),
            "grain": QCoreApplication.translate("Catan", "1 grain"),
            "ore": QCoreApplication.translate("Catan", "1 ore"),
        }
        return one.get(str(resource), f"1 {resource}")
    several = {
        "brick": QCoreApplication.translate("Catan", "{n} brick"),
        "lumber": QCoreApplication.translate("Catan", "{n} lumber"),
        "wool": QCoreApplication.translate("Catan", "{n} wool"),
        "grain": QCoreApplication.translate("Catan", "{n} grain"),
        "ore": QCoreApplication.translate("Catan", "{n} ore"),
    }
    text = several.get(str(resource))
    return f"{n} {resource}" if text is None else text.format(n=n)


def cards_text(cards: object) -> str:
    """Resource cards from five counts or a ``{resource: n}`` mapping: "2 brick, 1 wool"."""
    counts = as_counts(cards)
    parts = [resource_count(r, n) for r, n in zip(RESOURCES, counts, strict=True) if n > 0]
    return ", ".join(parts) if parts else QCoreApplication.translate("Catan", "nothing")


def as_counts(cards: object) -> tuple[int, ...]:
    """Five counts in resource order from a tuple/list of counts or a mapping."""
    if isinstance(cards, Mapping):
        return tuple(as_count(cards.get(r, 0)) for r in RESOURCES)
    if isinstance(cards, list | tuple) and len(cards) == len(RESOURCES):
        return tuple(as_count(n) for n in cards)
    return (0,) * len(RESOURCES)


def as_count(value: object) -> int:
    """A count from an event's parameters or an action's cards: 0 when it is not a number."""
    try:
        return int(value)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return 0


def card_count(n: int) -> str:
    """ "1 card", "4 cards"."""
    if n == 1:
        return QCoreApplication.translate("Catan", "1 card")
    return QCoreApplication.translate("Catan", "{n} cards").format(n=n)


# -- development cards ------------------------------------------------------------------------
def dev_card_name(card: object) -> str:
    """A development card's name: "Year of Plenty"."""
    names = {
        "knight": QCoreApplication.translate("Catan", "Knight"),
        "road_building": QCoreApplication.translate("Catan", "Road Building"),
        "year_of_plenty": QCoreApplication.translate("Catan", "Year of Plenty"),
        "monopoly": QCoreApplication.translate("Catan", "Monopoly"),
        "victory_point": QCoreApplication.translate("Catan", "Victory Point"),
    }
    return names.get(str(card), str(card))


def dev_card_help(card: object) -> str:
    """What a development card does (its tooltip)."""
    helps = {
        "knight": QCoreApplication.translate(
            "Catan", "Move the robber and steal a card from a player next to it."
        ),
        "road_building": QCoreApplication.translate(
            "Catan", "Build two roads for free (with Seafarers: roads or ships, in any mix)."
        ),
        "year_of_plenty": QCoreApplication.translate(
            "Catan", "Take any two resource cards from the bank."
        ),
        "monopoly": QCoreApplication.translate(
            "Catan", "Name a resource: every other player gives you all of theirs."
        ),
        "victory_point": QCoreApplication.translate(
            "Catan", "One victory point, kept hidden until you win."
        ),
    }
    return helps.get(str(card), "")


def new_label() -> str:
    """The mark of a development card bought this turn."""
    return QCoreApplication.translate("Catan", "new")


def new_card_tooltip() -> str:
    """Why a new card cannot be played yet."""
    return QCoreApplication.translate("Catan", "Bought this turn: it can be played from next turn.")
