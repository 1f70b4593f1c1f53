"""The game log's lines: a sentence for each event, with its private part when the viewer may
read it (the card stolen, the development card bought): the base game's events, Seafarers'
(ships, the pirate, the fog, gold fields, island bonuses) and the Forgotten Tribe's gifts.
Cloth for Catan, The Wonders of Catan and The Pirate Islands word their own events
(:mod:`.texts_cloth`, :mod:`.texts_wonders`, :mod:`.texts_pirates`); ``EVENT_CODES`` gathers
every code.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from capboard.engine.protocol import Event
from capboard.games.catan.board import SEA
from capboard.games.catan.view import CatanView
from capboard.ui.games.base import player_name
from capboard.ui.games.catan import texts_cloth, texts_pirates, texts_wonders
from capboard.ui.games.catan.texts import (
    as_count,
    cards_text,
    dev_card_name,
    resource_count,
    resource_name,
)
from capboard.ui.games.catan.texts_island import (
    corner_name,
    edge_name,
    harbour_name,
    terrain_name,
    tile_name,
)

EVENT_CODES: tuple[str, ...] = (
    "start",
    "turn",
    "rolled",
    "produced",
    "shortage",
    "starting_resources",
    "built_settlement",
    "built_road",
    "built_city",
    "must_discard",
    "discarded",
    "robber_moved",
    "stole",
    "bought_development",
    "played_knight",
    "played_road_building",
    "played_year_of_plenty",
    "played_monopoly",
    "maritime_trade",
    "longest_road",
    "won",
    "called",
    "trade_offered",
    "trade_answered",
    "traded",
    "trade_withdrawn",
    "trade_declined",
    "built_ship",
    "moved_ship",
    "pirate_moved",
    "discovered",
    "gold_owed",
    "gold_taken",
    "island_points",
    "gift_point",
    "gift_card",
    "gift_harbour",
    "placed_harbour",
    *texts_cloth.EVENT_CODES,
    *texts_wonders.EVENT_CODES,
    *texts_pirates.EVENT_CODES,
)
"""Every event code the log knows how to word."""


def _payouts_text(payouts: object, names: Sequence[str]) -> str:
    parts = []
    if isinstance(payouts, Mapping):
        for key in sorted(payouts, key=lambda k: as_count(k)):
            parts.append(
                QCoreApplication.translate("Catan", "{name} {cards}").format(
                    name=player_name(names, as_count(key)), cards=cards_text(payouts[key])
                )
            )
    return "; ".join(parts) if parts else QCoreApplication.translate("Catan", "nothing")


def format_event(event: Event, view: CatanView, names: Sequence[str]) -> str:
    """One line of the game log (with or without the event's private part)."""
    p = dict(event.params)
    private = dict(event.private)
    code = event.code
    seat = p.get("seat")
    name = player_name(names, seat)
    if code == "start":
        return QCoreApplication.translate(
            "Catan", "The island is ready; {name} places first."
        ).format(name=player_name(names, p.get("first")))
    if code == "turn":
        return QCoreApplication.translate("Catan", "{name}'s turn.").format(name=name)
    if code == "rolled":
        dice = list(p.get("dice") or ())
        a, b = ([*dice, "?", "?"])[:2]
        return QCoreApplication.translate("Catan", "{name} rolls {a} and {b}: {total}.").format(
            name=name, a=a, b=b, total=p.get("total", "?")
        )
    if code == "produced":
        return QCoreApplication.translate("Catan", "Production: {payouts}.").format(
            payouts=_payouts_text(p.get("payouts"), names)
        )
    if code == "shortage":
        resource = resource_name(p.get("resource"))
        paid_to = p.get("paid_to")
        if isinstance(paid_to, int):
            return QCoreApplication.translate(
                "Catan", "The bank is short of {resource}: {name} takes the last {n}."
            ).format(resource=resource, name=player_name(names, paid_to), n=p.get("paid", 0))
        return QCoreApplication.translate(
            "Catan", "The bank is short of {resource}: nobody gets any."
        ).format(resource=resource)
    if code == "starting_resources":
        return QCoreApplication.translate(
            "Catan", "{name} takes their starting resources: {cards}."
        ).format(name=name, cards=cards_text(p.get("cards")))
    if code == "built_settlement":
        return QCoreApplication.translate("Catan", "{name} builds a settlement {place}.").format(
            name=name, place=corner_name(view, p.get("corner"))
        )
    if code == "built_city":
        return QCoreApplication.translate("Catan", "{name} builds a city {place}.").format(
            name=name, place=corner_name(view, p.get("corner"))
        )
    if code == "built_road":
        return QCoreApplication.translate("Catan", "{name} builds a road {place}.").format(
            name=name, place=edge_name(view, p.get("edge"))
        )
    if code == "must_discard":
        counts = list(p.get("counts") or ())
        who = [
            QCoreApplication.translate("Catan", "{name} {n}").format(
                name=player_name(names, s), n=n
            )
            for s, n in enumerate(counts)
            if as_count(n) > 0
        ]
        return QCoreApplication.translate("Catan", "A 7! Cards to discard: {who}.").format(
            who=", ".join(who) or "—"
        )
    if code == "discarded":
        return QCoreApplication.translate("Catan", "{name} discards {cards}.").format(
            name=name, cards=cards_text(p.get("cards"))
        )
    if code == "robber_moved":
        return QCoreApplication.translate("Catan", "{name} moves the robber to {tile}.").format(
            name=name, tile=tile_name(view, p.get("tile"))
        )
    if code == "stole":
        victim = player_name(names, p.get("victim"))
        if "resource" in private:
            return QCoreApplication.translate(
                "Catan", "{name} steals {card} from {victim}."
            ).format(name=name, card=resource_count(private["resource"], 1), victim=victim)
        return QCoreApplication.translate("Catan", "{name} steals a card from {victim}.").format(
            name=name, victim=victim
        )
    if code == "bought_development":
        deck = p.get("deck", "?")
        if "card" in private:
            return QCoreApplication.translate(
                "Catan", "{name} buys a development card: {card} ({deck} left)."
            ).format(name=name, card=dev_card_name(private["card"]), deck=deck)
        return QCoreApplication.translate(
            "Catan", "{name} buys a development card ({deck} left)."
        ).format(name=name, deck=deck)
    if code == "played_knight":
        army = p.get("army")
        if army == seat and isinstance(seat, int):
            return QCoreApplication.translate(
                "Catan", "{name} plays a Knight and holds the Largest Army."
            ).format(name=name)
        return QCoreApplication.translate("Catan", "{name} plays a Knight.").format(name=name)
    if code == "played_road_building":
        return QCoreApplication.translate("Catan", "{name} plays Road Building.").format(name=name)
    if code == "played_year_of_plenty":
        a, b = p.get("a"), p.get("b")
        taken = (
            resource_count(a, 2)
            if a == b
            else QCoreApplication.translate("Catan", "{a} and {b}").format(
                a=resource_count(a, 1), b=resource_count(b, 1)
            )
        )
        return QCoreApplication.translate(
            "Catan", "{name} plays Year of Plenty and takes {cards}."
        ).format(name=name, cards=taken)
    if code == "played_monopoly":
        taken = p.get("taken") if isinstance(p.get("taken"), Mapping) else {}
        total = sum(as_count(n) for n in taken.values())  # type: ignore[union-attr]
        return QCoreApplication.translate(
            "Catan", "{name} plays Monopoly ({resource}) and takes {cards}."
        ).format(
            name=name,
            resource=resource_name(p.get("resource")),
            cards=resource_count(p.get("resource"), total),
        )
    if code == "maritime_trade":
        return QCoreApplication.translate(
            "Catan", "{name} trades {give} with the bank for {get}."
        ).format(
            name=name,
            give=resource_count(p.get("give"), as_count(p.get("count"))),
            get=resource_count(p.get("get"), 1),
        )
    if code == "longest_road":
        holder = p.get("seat")
        lengths = list(p.get("length") or ()) if isinstance(p.get("length"), list) else []
        if isinstance(holder, int):
            length = lengths[holder] if 0 <= holder < len(lengths) else p.get("length", "?")
            return QCoreApplication.translate(
                "Catan", "{name} now holds the Longest Road ({n} roads)."
            ).format(name=player_name(names, holder), n=length)
        return QCoreApplication.translate("Catan", "Nobody holds the Longest Road any more.")
    if code == "won":
        cards = as_count(p.get("vp_cards"))
        if cards:
            return QCoreApplication.translate(
                "Catan", "{name} wins with {points} victory points ({cards} from cards)!"
            ).format(name=name, points=p.get("points", "?"), cards=cards)
        return QCoreApplication.translate(
            "Catan", "{name} wins with {points} victory points!"
        ).format(name=name, points=p.get("points", "?"))
    if code == "called":
        winners = [w for w in p.get("winners", []) if isinstance(w, int)]
        who = ", ".join(player_name(names, w) for w in winners)
        if len(winners) > 1:
            return QCoreApplication.translate(
                "Catan",
                "Nobody can reach the target any more: the game is called, and {names} share"
                " first place.",
            ).format(names=who)
        return QCoreApplication.translate(
            "Catan", "Nobody can reach the target any more: the game is called, and {name} wins."
        ).format(name=who)
    if code == "trade_offered":
        to = p.get("to", -1)
        if isinstance(to, int) and to >= 0:
            return QCoreApplication.translate(
                "Catan", "{name} offers {give} for {get} to {other}."
            ).format(
                name=name,
                give=cards_text(p.get("give")),
                get=cards_text(p.get("get")),
                other=player_name(names, to),
            )
        return QCoreApplication.translate(
            "Catan", "{name} offers {give} for {get} to everyone."
        ).format(name=name, give=cards_text(p.get("give")), get=cards_text(p.get("get")))
    if code == "trade_answered":
        if p.get("accept"):
            return QCoreApplication.translate("Catan", "{name} accepts the offer.").format(
                name=name
            )
        return QCoreApplication.translate("Catan", "{name} declines the offer.").format(name=name)
    if code == "traded":
        return QCoreApplication.translate(
            "Catan", "{name} trades {give} with {partner} for {get}."
        ).format(
            name=name,
            partner=player_name(names, p.get("partner")),
            give=cards_text(p.get("give")),
            get=cards_text(p.get("get")),
        )
    if code == "trade_withdrawn":
        return QCoreApplication.translate("Catan", "{name} withdraws the offer.").format(name=name)
    if code == "trade_declined":
        return QCoreApplication.translate("Catan", "Nobody accepts {name}'s offer.").format(
            name=name
        )
    return (
        _sea_event(code, p, view, names)
        or _tribe_event(code, p, private, view, name)
        or texts_cloth.cloth_event(code, p, view, names, name)
        or texts_wonders.wonder_event(code, p, name)
        or texts_pirates.pirate_event(code, p, private, name)
        or code
    )


def _sea_event(
    code: str, p: Mapping[str, object], view: CatanView, names: Sequence[str]
) -> str | None:
    """A Seafarers event's log line (None: not one of them)."""
    name = player_name(names, p.get("seat"))
    if code == "built_ship":
        return QCoreApplication.translate("Catan", "{name} builds a ship {place}.").format(
            name=name, place=edge_name(view, p.get("edge"))
        )
    if code == "moved_ship":
        return QCoreApplication.translate(
            "Catan", "{name} moves a ship {source} to the spot {target}."
        ).format(
            name=name,
            source=edge_name(view, p.get("source")),
            target=edge_name(view, p.get("target")),
        )
    if code == "pirate_moved":
        return QCoreApplication.translate("Catan", "{name} moves the pirate to {tile}.").format(
            name=name, tile=tile_name(view, p.get("tile"))
        )
    if code == "discovered":
        terrain = p.get("terrain")
        number = p.get("number")
        if terrain == SEA:
            found = QCoreApplication.translate("Catan", "open sea")
        elif isinstance(number, int):
            found = QCoreApplication.translate("Catan", "{terrain} {number}").format(
                terrain=terrain_name(terrain), number=number
            )
        else:
            found = terrain_name(terrain)
        resource = p.get("resource")
        if isinstance(resource, str):
            return QCoreApplication.translate(
                "Catan", "{name} discovers {found} in the fog and takes {card}."
            ).format(name=name, found=found, card=resource_count(resource, 1))
        return QCoreApplication.translate("Catan", "{name} discovers {found} in the fog.").format(
            name=name, found=found
        )
    if code == "gold_owed":
        counts = list(p.get("counts") or ())  # type: ignore[call-overload]
        who = [
            QCoreApplication.translate("Catan", "{name} {n}").format(
                name=player_name(names, s), n=n
            )
            for s, n in enumerate(counts)
            if as_count(n) > 0
        ]
        return QCoreApplication.translate(
            "Catan", "Gold! Cards of their choice for: {who}."
        ).format(who=", ".join(who) or "—")
    if code == "gold_taken":
        return QCoreApplication.translate(
            "Catan", "{name} takes {cards} for the gold field."
        ).format(name=name, cards=cards_text(p.get("cards")))
    if code == "island_points":
        return QCoreApplication.translate(
            "Catan", "{name} settles a new island {place}: {n} victory points."
        ).format(name=name, place=corner_name(view, p.get("corner")), n=p.get("points", "?"))
    return None


def _tribe_event(
    code: str,
    p: Mapping[str, object],
    private: Mapping[str, object],
    view: CatanView,
    name: str,
) -> str | None:
    """The Forgotten Tribe's events: the gifts taken, and the gift harbours placed."""
    if code == "gift_point":
        return QCoreApplication.translate(
            "Catan", "The tribe gives {name} a victory point chit."
        ).format(name=name)
    if code == "gift_card":
        if "card" in private:
            return QCoreApplication.translate(
                "Catan", "The tribe gives {name} a development card: {card}."
            ).format(name=name, card=dev_card_name(private["card"]))
        return QCoreApplication.translate(
            "Catan", "The tribe gives {name} a development card."
        ).format(name=name)
    if code == "gift_harbour":
        return QCoreApplication.translate("Catan", "The tribe gives {name} a {harbour}.").format(
            name=name, harbour=harbour_name(p.get("kind"))
        )
    if code == "placed_harbour":
        return QCoreApplication.translate("Catan", "{name} places a {harbour} {place}.").format(
            name=name, harbour=harbour_name(p.get("kind")), place=edge_name(view, p.get("edge"))
        )
    return None
