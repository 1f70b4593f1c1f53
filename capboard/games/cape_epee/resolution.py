"""The end of a round, one column at a time, in the rule book's order:

1. Musketeers: only printed values count (steps 2–4 and 6–8 are skipped);
2. values that depend on the column (specialists, Romeo, Hermit, Tom Thumb, Double, Disguise);
3. Magician: removes every card worth 10 or more (an even number of Magicians cancel out);
4. Witch: removes every card worth 9 or less, other Witches excepted (likewise);
5. the values again, with the cards left;
6. a Prince with the Squire of his colour: their owner wins outright (the pair nearest the
   objective when several);
7. Dragon: −2 to every other card (never below 0);
8. Beggar: the lowest total wins.
Then the highest (or lowest) total wins; between equals, the player whose card lies nearest
the objective. Cards still face down when the round ended count with their printed value but
lose all their abilities.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from capboard.engine.protocol import JSON, Event
from capboard.games.cape_epee.board import CapeEpeeData
from capboard.games.cape_epee.view import Objective


@dataclass
class Placed:
    """A card in a column: its owner, id, whether face up, the card slipped under it (a
    Disguise), for a Double the card that turned it up, as (owner, card id), and whether a
    face-down card is nevertheless known to all (an Explorer that sailed on in full view)."""

    owner: int
    card: str
    face_up: bool = False
    slipped: str | None = None
    revealer: tuple[int, str] | None = None
    known: bool = False


def _ability(placed: Placed, data: CapeEpeeData) -> str:
    """The card's ability, or ``none`` for a card still face down at round end: such a card
    counts with its value but loses all its abilities ("leurs capacités spéciales sont
    ignorées"), end-of-round ones included."""
    return data.cards[placed.card].ability if placed.face_up else "none"


def _values(cards: list[Placed], objective: Objective, data: CapeEpeeData) -> list[float]:
    """Step 2 (and 5): each card's value in this column."""
    others = len(cards) - 1
    result = []
    for placed in cards:
        card = data.cards[placed.card]
        ability = _ability(placed, data)
        value = card.value
        specialist = ability == "specialist" and card.params["domain"] == objective.domain
        in_love = ability == "romeo" and any(
            p.card == card.params["partner"] and p.owner == placed.owner for p in cards
        )
        if specialist or in_love:
            value = float(card.params["value"])
        elif ability in ("hermit", "tom_thumb"):
            value = card.value + card.params["per_other"] * others
        elif ability == "double":
            # The printed value of the card that turned it up, remembered at that moment.
            value = data.cards[placed.revealer[1]].value if placed.revealer else 0.0
        elif ability == "disguise":
            value = data.cards[placed.slipped].value if placed.slipped else 0.0
        # No floor: a Hermit in a column of more than 13 other cards is worth less than 0
        # (only the Dragon's −2 stops at 0), which counts under a Beggar.
        result.append(value)
    return result


def resolve_column(
    column: int, objective: Objective, cards: list[Placed], data: CapeEpeeData
) -> tuple[int | None, list[Event]]:
    """Who wins ``objective`` with these cards, and what happened, step by step, as events.

    ``face_up`` tells which cards were already face up before the round ended: only those act;
    the others count with their printed value alone."""
    events: list[Event] = []
    if not cards:
        return None, [Event("column_empty", {"column": column})]
    abilities = [_ability(p, data) for p in cards]
    if "musketeers" in abilities:
        events.append(Event("musketeers", {"column": column}))
        values = [data.cards[p.card].value for p in cards]
        return _award(column, objective, cards, values, lowest=False, events=events)
    values = _values(cards, objective, data)
    events.append(Event("values", {"column": column, "values": _listing(cards, values)}))
    # Steps 3 and 4 both read the values of step 2: the Magician, then the Witch; the values
    # are recomputed only at step 5, with the cards left.
    step_two = {id(p): v for p, v in zip(cards, values, strict=True)}
    steps: tuple[tuple[str, Callable[[float], bool]], ...] = (
        ("magician", lambda v: v >= 10),
        ("witch", lambda v: v <= 9),
    )
    for ability, test in steps:
        count = sum(_ability(p, data) == ability for p in cards)
        if count == 0:
            continue
        if count % 2 == 0:
            events.append(Event("cancelled", {"column": column, "by": ability}))
            continue
        keep = [
            p
            for p in cards
            if not test(step_two[id(p)])
            or (ability == "witch" and data.cards[p.card].ability == "witch")
        ]
        kept = {id(p) for p in keep}
        gone = [[p.owner, p.card] for p in cards if id(p) not in kept]
        if gone:
            events.append(Event("removed", {"column": column, "by": ability, "cards": gone}))
        cards = keep
    if not cards:
        events.append(Event("column_empty", {"column": column}))
        return None, events
    values = _values(cards, objective, data)
    # A Prince face up wins outright when the Squire of his colour is in the column, face up
    # or not (the original: "Le Prince gagne la carte objectif si son Ecuyer est présent"):
    # the claim is the Prince's ability, which a Prince still face down has lost. Between
    # several pairs, the pair with a card nearest the objective.
    pairs: dict[int, int] = {}
    for index, placed in enumerate(cards):
        if _ability(placed, data) == "prince":
            partner = data.cards[placed.card].params["partner"]
            for other, p in enumerate(cards):
                if p.card == partner and p.owner == placed.owner:
                    nearest = min(index, other, pairs.get(placed.owner, index))
                    pairs[placed.owner] = nearest
    if pairs:
        seat = min(pairs, key=lambda s: pairs[s])
        events.append(Event("prince", {"column": column, "seat": seat}))
        events.append(_won(column, seat, objective, None))
        return seat, events
    dragons = sum(_ability(p, data) == "dragon" for p in cards)
    if dragons:
        # −2 per Dragon but never below 0: a card already below 0 (a Hermit) keeps its value.
        values = [
            max(min(v, 0.0), v - 2 * (dragons - (_ability(p, data) == "dragon")))
            for p, v in zip(cards, values, strict=True)
        ]
        events.append(Event("dragon", {"column": column, "values": _listing(cards, values)}))
    lowest = any(_ability(p, data) == "beggar" for p in cards)
    if lowest:
        events.append(Event("beggar", {"column": column}))
    return _award(column, objective, cards, values, lowest, events)


def _listing(cards: list[Placed], values: list[float]) -> list[list[JSON]]:
    return [[i, p.owner, p.card, v] for i, (p, v) in enumerate(zip(cards, values, strict=True))]


def _won(column: int, seat: int, objective: Objective, totals: list[float | None] | None) -> Event:
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
