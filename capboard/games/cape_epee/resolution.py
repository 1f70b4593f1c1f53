"""The end of a round, one column at a time, in the rule book's order:

1. Musketeers: only printed values count (steps 2–4 and 6–8 are skipped);
2. values that depend on the column (specialists, Romeo, Hermit, Tom Thumb, Double, Disguise);
3. Magician: removes every card worth 10 or more (an even number of Magicians cancel out);
4. Witch: removes every card worth 9 or less, other Witches excepted (likewise);
5. the values again, with the cards left;
6. Prince and Squire of one colour: their owner wins outright (the pair nearest the objective
   when several);
7. Dragon: −2 to every other card (never below 0);
8. Beggar: the lowest total wins.
Then the highest (or lowest) total wins; between equals, the player whose card lies nearest
the objective.
"""

from __future__ import annotations

from dataclasses import dataclass

from capboard.engine.protocol import Event
from capboard.games.cape_epee.board import CapeEpeeData
from capboard.games.cape_epee.view import Objective


@dataclass
class Placed:
    """A card in a column: its owner, id, whether face up, the card slipped under it."""

    owner: int
    card: str
    face_up: bool = False
    slipped: str | None = None


def _values(
    cards: list[Placed], objective: Objective, below: dict[int, float | None], data: CapeEpeeData
) -> list[float]:
    """Step 2 (and 5): each card's value in this column."""
    others = len(cards) - 1
    result = []
    for placed in cards:
        card = data.cards[placed.card]
        value = card.value
        specialist = card.ability == "specialist" and card.params["domain"] == objective.domain
        in_love = card.ability == "romeo" and any(
            p.card == card.params["partner"] and p.owner == placed.owner for p in cards
        )
        if specialist or in_love:
            value = float(card.params["value"])
        elif card.ability in ("hermit", "tom_thumb"):
            value = card.value + card.params["per_other"] * others
        elif card.ability == "double":
            copied = below.get(id(placed))
            value = copied if copied is not None else 0.0
        elif card.ability == "disguise":
            value = data.cards[placed.slipped].value if placed.slipped else 0.0
        result.append(max(0.0, value))
    return result


def resolve_column(
    column: int, objective: Objective, cards: list[Placed], data: CapeEpeeData
) -> tuple[int | None, list[Event]]:
    """Who wins ``objective`` with these cards (all face up now), and what happened, step by
    step, as events."""
    events: list[Event] = []
    if not cards:
        return None, [Event("column_empty", {"column": column})]
    # The Double takes the printed value of the card that turned it up: the one below it.
    below = {
        id(p): (data.cards[cards[i + 1].card].value if i + 1 < len(cards) else None)
        for i, p in enumerate(cards)
    }
    abilities = {data.cards[p.card].ability for p in cards}
    if "musketeers" in abilities:
        events.append(Event("musketeers", {"column": column}))
        values = [data.cards[p.card].value for p in cards]
        return _award(column, objective, cards, values, lowest=False, events=events)
    values = _values(cards, objective, below, data)
    events.append(Event("values", {"column": column, "values": _listing(cards, values)}))
    for ability, test in (("magician", lambda v: v >= 10), ("witch", lambda v: v <= 9)):
        count = sum(data.cards[p.card].ability == ability for p in cards)
        if count == 0:
            continue
        if count % 2 == 0:
            events.append(Event("cancelled", {"column": column, "by": ability}))
            continue
        keep = [
            i
            for i, (p, v) in enumerate(zip(cards, values, strict=True))
            if not test(v) or (ability == "witch" and data.cards[p.card].ability == "witch")
        ]
        gone = [[cards[i].owner, cards[i].card] for i in range(len(cards)) if i not in keep]
        if gone:
            events.append(Event("removed", {"column": column, "by": ability, "cards": gone}))
        cards = [cards[i] for i in keep]
        values = _values(cards, objective, below, data)
    if not cards:
        events.append(Event("column_empty", {"column": column}))
        return None, events
    # Prince and Squire of one colour: the pair nearest the objective wins outright.
    for placed in cards:
        if data.cards[placed.card].ability in ("prince", "squire"):
            partner = data.cards[placed.card].params["partner"]
            if any(p.card == partner and p.owner == placed.owner for p in cards):
                events.append(Event("prince", {"column": column, "seat": placed.owner}))
                events.append(_won(column, placed.owner, objective, None))
                return placed.owner, events
    dragons = sum(data.cards[p.card].ability == "dragon" for p in cards)
    if dragons:
        values = [
            max(0.0, v - 2 * (dragons - (data.cards[p.card].ability == "dragon")))
            for p, v in zip(cards, values, strict=True)
        ]
        events.append(Event("dragon", {"column": column, "values": _listing(cards, values)}))
    lowest = any(data.cards[p.card].ability == "beggar" for p in cards)
    if lowest:
        events.append(Event("beggar", {"column": column}))
    return _award(column, objective, cards, values, lowest, events)


def _listing(cards: list[Placed], values: list[float]) -> list:
    return [[i, p.owner, p.card, v] for i, (p, v) in enumerate(zip(cards, values, strict=True))]


def _won(column: int, seat: int, objective: Objective, totals: list | None) -> Event:
    return Event(
        "column_won",
        {
            "column": column,
            "seat": seat,
            "objective": [objective.id, objective.domain, objective.value],
            "totals": totals,
        },
    )


def _award(
    column: int,
    objective: Objective,
    cards: list[Placed],
    values: list[float],
    lowest: bool,
    events: list[Event],
) -> tuple[int | None, list[Event]]:
    totals: dict[int, float] = {}
    nearest: dict[int, int] = {}
    for index, (placed, value) in enumerate(zip(cards, values, strict=True)):
        totals[placed.owner] = totals.get(placed.owner, 0.0) + value
        nearest.setdefault(placed.owner, index)
    # Highest total (lowest with a Beggar); between equals, the card nearest the objective.
    sign = 1.0 if lowest else -1.0
    winner = min(totals, key=lambda seat: (sign * totals[seat], nearest[seat]))
    players = max(totals) + 1
    listing = [totals.get(seat) for seat in range(players)]
    events.append(_won(column, winner, objective, listing))
    return winner, events
