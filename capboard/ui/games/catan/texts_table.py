"""The labels of Catan's table: the buttons (build, buy a card, trade, end the turn) and their
tooltips, the dice's hint, the tooltips of the island's tokens (an island bonus, the tribe's
gifts, a gift harbour's coast, the pirate), and the titles and buttons of the choices over
the island (gold, whom to rob, Monopoly, Year of Plenty, the discard tray) and of the offer
on the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from capboard.games.catan.view import CatanView
from capboard.ui.games.base import player_name
from capboard.ui.games.catan.texts import card_count, resource_name
from capboard.ui.games.catan.texts_island import harbour_name


# -- the buttons and the dice -----------------------------------------------------------------
def button_title(name: str) -> str:
    """The label of one of the table's buttons."""
    titles = {
        "road": QCoreApplication.translate("Catan", "Road"),
        "settlement": QCoreApplication.translate("Catan", "Settlement"),
        "city": QCoreApplication.translate("Catan", "City"),
        "ship": QCoreApplication.translate("Catan", "Ship"),
        "move_ship": QCoreApplication.translate("Catan", "Move ship"),
        "development": QCoreApplication.translate("Catan", "Dev. card"),
        "trade": QCoreApplication.translate("Catan", "Trade…"),
        "end": QCoreApplication.translate("Catan", "End turn"),
    }
    return titles.get(name, name)


def button_tooltip(name: str) -> str:
    """What one of the table's buttons does."""
    tips = {
        "road": QCoreApplication.translate(
            "Catan", "Build a road: shows where one may go (1 brick, 1 lumber)"
        ),
        "settlement": QCoreApplication.translate(
            "Catan",
            "Build a settlement: shows where one may go (1 brick, 1 lumber, 1 wool, 1 grain)",
        ),
        "city": QCoreApplication.translate(
            "Catan", "Upgrade a settlement to a city: shows which (2 grain, 3 ore)"
        ),
        "ship": QCoreApplication.translate(
            "Catan", "Build a ship: shows where one may go (1 lumber, 1 wool)"
        ),
        "move_ship": QCoreApplication.translate(
            "Catan",
            "Move a ship at the open end of a line: click the ship, then its new place "
            "(once a turn)",
        ),
        "development": QCoreApplication.translate(
            "Catan", "Buy a development card (1 wool, 1 grain, 1 ore)"
        ),
        "trade": QCoreApplication.translate(
            "Catan", "Trade with the bank or the harbours, or offer a trade to the players"
        ),
        "end": QCoreApplication.translate("Catan", "End your turn"),
    }
    return tips.get(name, "")


def roll_hint() -> str:
    """Under the dice when they may be rolled."""
    return QCoreApplication.translate("Catan", "Click to roll")


# -- the island's tokens ----------------------------------------------------------------------
def special_points_tooltip(points: int) -> str:
    """What an island bonus token is."""
    if points == 1:
        return QCoreApplication.translate("Catan", "Island bonus: 1 victory point")
    return QCoreApplication.translate("Catan", "Island bonus: {n} victory points").format(n=points)


def harbour_tooltip() -> str:
    """What a click on a coast does while a gift harbour waits to be placed."""
    return QCoreApplication.translate("Catan", "Place the harbour here")


def gift_tooltip(gift: str) -> str:
    """What a gift on the tribe's coast is (The Forgotten Tribe): ``point``, ``card`` or
    ``harbour:<kind>``."""
    if gift == "point":
        return QCoreApplication.translate("Catan", "Gift of the tribe: 1 victory point")
    if gift == "card":
        return QCoreApplication.translate("Catan", "Gift of the tribe: a development card")
    return QCoreApplication.translate("Catan", "Gift of the tribe: a {harbour}").format(
        harbour=harbour_name(gift.split(":", 1)[-1])
    )


def pirate_tooltip() -> str:
    """What the pirate does."""
    return QCoreApplication.translate(
        "Catan", "The pirate: no ship may be built or moved next to it"
    )


# -- the choices over the island --------------------------------------------------------------
def gold_title(n: int, chosen: int) -> str:
    """The gold chooser's title."""
    if n == 1:
        return QCoreApplication.translate(
            "Catan", "Gold field: choose 1 card ({chosen} chosen)"
        ).format(chosen=chosen)
    return QCoreApplication.translate(
        "Catan", "Gold field: choose {n} cards ({chosen} chosen)"
    ).format(n=n, chosen=chosen)


def gold_confirm() -> str:
    """The button that takes the chosen gold cards."""
    return QCoreApplication.translate("Catan", "Take them")


def steal_title() -> str:
    """The title of the choice of whom to rob."""
    return QCoreApplication.translate("Catan", "Whom do you rob?")


def monopoly_title() -> str:
    """The title of the Monopoly's choice."""
    return QCoreApplication.translate("Catan", "Monopoly: which resource?")


def year_of_plenty_title(first: str | None) -> str:
    """The title of the Year of Plenty's choice (after the first card: the second)."""
    if first is None:
        return QCoreApplication.translate("Catan", "Year of Plenty: choose the first card")
    return QCoreApplication.translate(
        "Catan", "Year of Plenty: {first} and which second card?"
    ).format(first=resource_name(first))


def victim_label(name: str, n: int) -> str:
    """A player one may rob, with their number of cards: "Bruno — 4 cards"."""
    return QCoreApplication.translate("Catan", "{name} — {cards}").format(
        name=name, cards=card_count(n)
    )


def cancel_label() -> str:
    """A button that closes a choice."""
    return QCoreApplication.translate("Catan", "Cancel")


def discard_title(n: int, chosen: int) -> str:
    """The discard tray's title."""
    return QCoreApplication.translate(
        "Catan", "Discard {n} cards: click your cards ({chosen} chosen)"
    ).format(n=n, chosen=chosen)


def discard_confirm() -> str:
    """The button that discards the chosen cards."""
    return QCoreApplication.translate("Catan", "Discard")


def discard_reset() -> str:
    """The button that puts the chosen cards back."""
    return QCoreApplication.translate("Catan", "Start again")


# -- the offer on the table -------------------------------------------------------------------
def offer_title(view: CatanView, names: Sequence[str]) -> str:
    """The heading of the offer on the table."""
    offer = getattr(view, "offer", None)
    to = offer[2] if offer else -1
    name = player_name(names, view.turn)
    if isinstance(to, int) and to >= 0:
        return QCoreApplication.translate("Catan", "{name} offers {other} a trade").format(
            name=name, other=player_name(names, to)
        )
    return QCoreApplication.translate("Catan", "{name} offers a trade to everyone").format(
        name=name
    )


def offer_gives() -> str:
    """The label of what the offerer gives."""
    return QCoreApplication.translate("Catan", "gives")


def offer_wants() -> str:
    """The label of what the offerer asks for."""
    return QCoreApplication.translate("Catan", "for")


def answer_label(accepted: bool | None) -> str:
    """An answer to the offer, as shown on it."""
    if accepted is None:
        return QCoreApplication.translate("Catan", "to answer")
    if accepted:
        return QCoreApplication.translate("Catan", "accepts")
    return QCoreApplication.translate("Catan", "declines")


def accept_label() -> str:
    """The button that accepts an offer."""
    return QCoreApplication.translate("Catan", "Accept")


def decline_label() -> str:
    """The button that declines an offer."""
    return QCoreApplication.translate("Catan", "Decline")


def cannot_accept() -> str:
    """Why Accept is greyed."""
    return QCoreApplication.translate("Catan", "You do not have the cards asked for.")


def withdraw_label() -> str:
    """The button that withdraws an offer."""
    return QCoreApplication.translate("Catan", "Withdraw")


def trade_with_label(name: str) -> str:
    """The button that trades with one of the players who accepted."""
    return QCoreApplication.translate("Catan", "Trade with {name}").format(name=name)
