"""Catan's base-game rules as pure functions: production and the bank's shortage, discards,
maritime trade ratios, costs and piece limits, the development deck, victory points and the
Largest Army.

No game state, no Qt: the game state (a later piece) calls these with what is on the board and in
the hands. Resource counts ("hands", the bank, costs) are plain ``dict[str, int]`` keyed by
resource name (``brick``, ``lumber``, ``wool``, ``grain``, ``ore``); a missing key means 0.
Seats are ``int`` (0 to players - 1), corners and tiles are the ids of
:class:`~capboard.games.catan.geometry.CatanGeometry`.

API
---

``production(setup, geometry, buildings, robber, roll, bank) -> Production``
    What a roll pays: ``Production(payouts, shortages)``, unpackable as a pair.
    ``payouts[seat][resource]`` is what each seat takes from the bank; ``shortages`` notes each
    resource the bank could not pay in full. See the function for the rules.
``gold_owed(setup, geometry, buildings, robber, roll) -> dict[seat, int]``
    Seafarers' gold fields: how many resources of their choice each seat may take.
``discard_count(hand_size) -> int``
    How many cards a 7 makes a player with ``hand_size`` cards discard.
``maritime_ratios(catan, harbour_kinds, corners) -> dict[resource, int]``
    A player's bank trade ratio per resource, given the corners of their settlements and cities.
``cost(item)``, ``can_afford(hand, cost)``, ``pay(hand, cost)``, ``gain(hand, cards)``
    Costs of ``road``, ``settlement``, ``city``, ``development_card``; hand arithmetic.
``piece_limit(piece)``, ``starting_bank()``, ``development_deck()``, ``victory_target()``
    The fixed numbers, read from ``assets/catan/game.json`` (:func:`base_rules`).
``victory_points(settlements, cities, vp_cards, longest_road=, largest_army=) -> int``
``scores(buildings, vp_cards_by_seat, longest_road_holder, largest_army_holder) -> list[int]``
    Victory points of one player, and of every seat from the board.
``largest_army_award(knights_by_seat, holder) -> seat | None``
    Who holds the Largest Army card after a knight is played.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from capboard.engine.assets import load_json
from capboard.games.catan.board import BoardSetup, CatanMap, catan_rules
from capboard.games.catan.geometry import CatanGeometry

Seat = int
Hand = dict[str, int]
"""Resource counts by resource name; a missing resource counts 0."""
Buildings = Mapping[int, tuple[Seat, str]]
"""Settlements and cities on the board: corner id -> (owner seat, "settlement" or "city")."""

SETTLEMENT = "settlement"
CITY = "city"
ROAD = "road"
DEVELOPMENT_CARD = "development_card"
KNIGHT = "knight"
VICTORY_POINT_CARD = "victory_point"
ANY_RESOURCE = "any"
"""What a gold field produces (``terrains`` in game.json): one resource of the player's choice."""

YIELD: dict[str, int] = {SETTLEMENT: 1, CITY: 2}
"""Cards a building takes per producing hex (catan-reference.md A.5: "1 card per adjacent
settlement, 2 per adjacent city")."""

SEVEN = 7


@dataclass(frozen=True)
class BaseRules:
    """The base game's numbers (``assets/catan/game.json``). Do not mutate the dicts; the
    helpers below hand out copies."""

    costs: dict[str, dict[str, int]]
    piece_limits: dict[str, int]
    bank: dict[str, int]
    development_cards: dict[str, int]
    """Cards of each kind in the development deck, in the data's order."""
    discard_limit: int
    """A 7 makes every player with *more* than this many cards discard."""
    maritime_ratio: int
    """The bank trade ratio without a harbour."""
    target: int
    settlement_points: int
    city_points: int
    vp_card_points: int
    longest_road_points: int
    longest_road_minimum: int
    largest_army_points: int
    largest_army_minimum: int


@cache
def base_rules() -> BaseRules:
    """The base game's numbers, read once."""
    raw = load_json("catan", "game.json")
    victory = raw["victory"]
    resources = set(raw["resources"])
    costs = {item: {r: int(n) for r, n in c.items()} for item, c in raw["costs"].items()}
    for item, c in costs.items():
        if not set(c) <= resources:
            raise ValueError(f"game.json: cost of {item} names an unknown resource")
    return BaseRules(
        costs=costs,
        piece_limits={k: int(v) for k, v in raw["piece_limits"].items()},
        bank={r: int(raw["bank"][r]) for r in raw["resources"]},
        development_cards={k: int(v) for k, v in raw["development_cards"].items()},
        discard_limit=int(raw["discard_limit"]),
        maritime_ratio=int(raw["maritime_ratio"]),
        target=int(victory["target"]),
        settlement_points=int(victory["settlement"]),
        city_points=int(victory["city"]),
        vp_card_points=int(victory["victory_point_card"]),
        longest_road_points=int(victory["longest_road"]["points"]),
        longest_road_minimum=int(victory["longest_road"]["minimum"]),
        largest_army_points=int(victory["largest_army"]["points"]),
        largest_army_minimum=int(victory["largest_army"]["minimum"]),
    )


# --- production ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Shortage:
    """A resource the bank could not pay everyone (the rule book's Decision on shortage).

    ``owed`` is what each seat was owed, ``available`` what the bank held; ``paid_to`` is the one
    seat that was owed it and took what was left (``paid`` cards, possibly 0), or None when
    several seats were owed it and nobody got any.
    """

    resource: str
    owed: dict[Seat, int]
    available: int
    paid_to: Seat | None
    paid: int


class Production(NamedTuple):
    """What a roll pays. Unpacks as ``payouts, shortages = production(...)``."""

    payouts: dict[Seat, Hand]
    """Cards each seat takes from the bank; only seats and resources with a positive count."""
    shortages: tuple[Shortage, ...]
    """One note per resource the bank could not pay in full, in resource order."""


Producers = Mapping[int, Sequence[tuple[Seat, str, int]]]
"""Per number token, the (seat, building kind, tile) of every building next to a hex with that
number, in the order of the buildings (see :func:`producers`)."""


def producers(setup: BoardSetup, geometry: CatanGeometry, buildings: Buildings) -> Producers:
    """Which buildings each number can make produce: the table :func:`production` walks.

    A position's table serves every roll until a building is placed or the board changes; the
    robber is left to the roll, which skips the hex it stands on.
    """
    table: dict[int, list[tuple[Seat, str, int]]] = {}
    for corner, (seat, kind) in buildings.items():
        for tile in geometry.corner_tiles[corner]:
            number = setup.numbers[tile]
            if number is not None:
                table.setdefault(number, []).append((seat, kind, tile))
    return {number: tuple(entries) for number, entries in table.items()}


def _owed(
    setup: BoardSetup,
    geometry: CatanGeometry,
    buildings: Buildings,
    robber: int | None,
    roll: int,
    table: Producers | None = None,
) -> dict[str, dict[Seat, int]]:
    """What each seat is owed of each produced resource (gold as ``"any"``), before the bank."""
    if not 2 <= roll <= 12:
        raise ValueError(f"a roll of two dice is 2 to 12, not {roll}")
    owed: dict[str, dict[Seat, int]] = {}
    if roll == SEVEN:
        return owed  # A.6: "On a 7 nobody produces."
    if table is None:
        table = producers(setup, geometry, buildings)
    terrain_resource = catan_rules().terrain_resource
    for seat, kind, tile in table.get(roll, ()):
        if tile == robber:
            continue
        resource = terrain_resource.get(setup.terrain[tile])  # sea: not a terrain
        if resource is None:
            continue  # the desert (which has no token anyway) produces nothing
        by_seat = owed.setdefault(resource, {})
        by_seat[seat] = by_seat.get(seat, 0) + YIELD[kind]
    return owed


def production(
    setup: BoardSetup,
    geometry: CatanGeometry,
    buildings: Buildings,
    robber: int | None,
    roll: int,
    bank: Mapping[str, int],
    table: Producers | None = None,
) -> Production:
    """The resources a roll of ``roll`` pays out of ``bank`` (which is not changed).

    ``table`` is :func:`producers` of the same buildings and board, when the caller keeps it
    (else it is worked out here).

    Rules (catan.md "Base rules"; catan-reference.md A.5, A.6):

    * Every land hex whose number token shows ``roll`` produces its terrain's resource: 1 card to
      each adjacent settlement, 2 to each adjacent city (:data:`YIELD`). The desert and the sea
      produce nothing.
    * The hex under the robber (``robber``, a tile id; None: off the board) produces nothing.
      ``setup.robber`` is ignored: the robber moves during the game, so the caller passes it.
    * A 7 produces nothing (the caller then runs discards and the robber).
    * Gold fields (Seafarers) are left out: see :func:`gold_owed`.
    * **Decision, the official shortage rule**, resource by resource: when the bank holds enough
      of a resource for everyone owed it, everyone is paid; when it does not, nobody gets that
      resource, unless only one seat is owed it, who then takes what the bank has left. Other
      resources are paid as usual. Every resource short is noted in ``shortages``.

    Raises ``ValueError`` for a roll outside 2 to 12.
    """
    return pay_owed(_owed(setup, geometry, buildings, robber, roll, table), bank)


def pay_owed(owed: Mapping[str, Mapping[Seat, int]], bank: Mapping[str, int]) -> Production:
    """What the bank pays of ``owed`` (resource -> seat -> cards, as a roll makes it), by the
    shortage rule of :func:`production`."""
    payouts: dict[Seat, Hand] = {}
    shortages: list[Shortage] = []
    if not owed:
        return Production({}, ())  # nobody produces (a 7, or no building on the number)
    for resource in catan_rules().resources:
        by_seat = owed.get(resource)
        if not by_seat:
            continue
        available = max(0, bank.get(resource, 0))
        paid = by_seat  # read only below
        if sum(by_seat.values()) > available:
            if len(by_seat) == 1:
                (seat,) = by_seat
                paid = {seat: available}
                shortages.append(Shortage(resource, dict(by_seat), available, seat, available))
            else:
                paid = {}
                shortages.append(Shortage(resource, dict(by_seat), available, None, 0))
        for seat, n in paid.items():
            if n > 0:
                payouts.setdefault(seat, {})[resource] = n
    if len(payouts) > 1:
        payouts = dict(sorted(payouts.items()))
    return Production(payouts, tuple(shortages))


@dataclass(frozen=True)
class RollYield:
    """What one number pays with the buildings and the robber where they are: the same at
    every roll of that number until a building is placed or the robber moves, so a game keeps
    it, and only the bank is looked at again (:meth:`paid_from`). Read only."""

    owed: dict[str, dict[Seat, int]]
    """What each seat is owed of each resource (gold left out), before the bank."""
    needs: tuple[tuple[str, int], ...]
    """Per resource owed, the cards owed in all."""
    full: Production
    """What is paid when the bank holds every card owed (no shortage)."""

    def paid_from(self, bank: Mapping[str, int]) -> Production:
        """:func:`production` of this number out of ``bank``."""
        for resource, n in self.needs:
            if bank.get(resource, 0) < n:
                return pay_owed(self.owed, bank)  # a shortage: the rule, resource by resource
        return self.full


def roll_yield(
    setup: BoardSetup,
    geometry: CatanGeometry,
    buildings: Buildings,
    robber: int | None,
    roll: int,
    table: Producers | None = None,
) -> RollYield:
    """The :class:`RollYield` of ``roll`` (``table`` as for :func:`production`)."""
    owed = _owed(setup, geometry, buildings, robber, roll, table)
    owed.pop(ANY_RESOURCE, None)  # gold: see gold_owed
    needs = tuple((r, sum(owed[r].values())) for r in catan_rules().resources if r in owed)
    plenty = {r: n for r, n in needs}  # a bank holding exactly what is owed pays it all
    return RollYield(owed, needs, pay_owed(owed, plenty))


def gold_owed(
    setup: BoardSetup,
    geometry: CatanGeometry,
    buildings: Buildings,
    robber: int | None,
    roll: int,
    table: Producers | None = None,
) -> dict[Seat, int]:
    """How many resources of their choice each seat may take from gold fields on ``roll``
    (Seafarers, catan-reference.md B.4: a settlement one, a city two; none under the robber).
    ``table`` as for :func:`production`.

    The choice, and the bank's shortage for the chosen resources, are the caller's: the cards
    are not known until each player has chosen.
    """
    return dict(
        sorted(_owed(setup, geometry, buildings, robber, roll, table).get(ANY_RESOURCE, {}).items())
    )


# --- a 7 -------------------------------------------------------------------------------------


def setup_order(first: int, players: int, third_round: bool = False) -> tuple[int, ...]:
    """The seats in the order they place their set-up pieces: each once from ``first``, then
    back ("first shall be last"), and with ``third_round`` (Cloth for Catan) once more as in
    the first round."""
    order = [(first + i) % players for i in range(players)]
    return tuple(order + order[::-1] + (order if third_round else []))


def discard_count(hand_size: int, limit: int | None = None) -> int:
    """How many resource cards a player holding ``hand_size`` must discard on a 7.

    catan-reference.md A.6: "Every player with more than 7 resource cards discards half, rounded
    down"; with 7 or fewer, none. ``limit`` defaults to the data's ``discard_limit`` (7).
    """
    if hand_size < 0:
        raise ValueError(f"a hand of {hand_size} cards")
    if limit is None:
        limit = base_rules().discard_limit
    return hand_size // 2 if hand_size > limit else 0


# --- maritime trade --------------------------------------------------------------------------


def maritime_ratios(
    catan: CatanMap,
    harbour_kinds: Sequence[str],
    corners: Iterable[int],
    board: BoardSetup | None = None,
) -> dict[str, int]:
    """How many identical cards a player gives the bank for one card, per resource.

    ``corners`` are the corners of the player's settlements and cities; ``harbour_kinds`` the kind
    of each harbour spot, in order: the map's spots, or ``board.harbour_spots`` when the board
    has its own (``BoardSetup.harbour_kinds``).
    catan-reference.md A.11: 4:1 always; 3:1 for every resource with a settlement or city on
    either corner of a generic harbour; 2:1 for that resource at a resource harbour. The best
    ratio counts.
    """
    spots = (board.harbour_spots if board is not None else ()) or catan.harbours
    if len(harbour_kinds) != len(spots):
        raise ValueError(f"{len(harbour_kinds)} kinds for {len(spots)} harbour spots")
    data = catan_rules()
    ratios = dict.fromkeys(data.resources, base_rules().maritime_ratio)
    owned = set(corners)
    for spot, kind in zip(spots, harbour_kinds, strict=True):
        if owned.isdisjoint(spot.corners):
            continue
        ratio = data.harbour_ratio[kind]
        resource = data.harbour_resource[kind]
        for r in data.resources if resource is None else (resource,):
            ratios[r] = min(ratios[r], ratio)
    return ratios


# --- costs, pieces, the bank and the deck ----------------------------------------------------


def cost(item: str) -> Hand:
    """What ``item`` costs (``road``, ``settlement``, ``city``, ``development_card``): a copy."""
    return dict(base_rules().costs[item])


def _as_cost(price: Mapping[str, int] | str) -> Mapping[str, int]:
    return base_rules().costs[price] if isinstance(price, str) else price


def can_afford(hand: Mapping[str, int], price: Mapping[str, int] | str) -> bool:
    """True when ``hand`` holds at least ``price`` (resource counts, or an item's name)."""
    # A plain loop: asked at nearly every decision, and all() over a generator costs more.
    for r, n in _as_cost(price).items():  # noqa: SIM110
        if hand.get(r, 0) < n:
            return False
    return True


def pay(hand: Mapping[str, int], price: Mapping[str, int] | str) -> Hand:
    """``hand`` after paying ``price`` (resource counts, or an item's name), as a new dict with
    every resource of ``hand`` kept (zeros too). Raises ``ValueError`` when it cannot afford it
    or a count in ``price`` is negative."""
    price = _as_cost(price)
    if any(n < 0 for n in price.values()):
        raise ValueError(f"negative price {dict(price)}")
    if not can_afford(hand, price):
        raise ValueError(f"cannot pay {dict(price)} from {dict(hand)}")
    left = dict(hand)
    for r, n in price.items():
        left[r] = left.get(r, 0) - n
    return left


def gain(hand: Mapping[str, int], cards: Mapping[str, int]) -> Hand:
    """``hand`` with ``cards`` added, as a new dict. Raises ``ValueError`` for a negative count."""
    if any(n < 0 for n in cards.values()):
        raise ValueError(f"negative cards {dict(cards)}")
    total = dict(hand)
    for r, n in cards.items():
        total[r] = total.get(r, 0) + n
    return total


def hand_size(hand: Mapping[str, int]) -> int:
    """How many resource cards ``hand`` holds."""
    return sum(hand.values())


def piece_limit(piece: str) -> int:
    """How many pieces of a kind (``road``, ``settlement``, ``city``) each player has."""
    return base_rules().piece_limits[piece]


def starting_bank() -> Hand:
    """The bank at the start: 19 of each resource (a new dict)."""
    return dict(base_rules().bank)


def development_deck() -> list[str]:
    """The 25 development cards, unshuffled, in the data's order (14 ``knight``,
    5 ``victory_point``, 2 ``road_building``, 2 ``year_of_plenty``, 2 ``monopoly``). The caller
    shuffles it with the game's seeded rng."""
    return [card for card, n in base_rules().development_cards.items() for _ in range(n)]


# --- victory ---------------------------------------------------------------------------------


def victory_target() -> int:
    """Victory points that win the base game (10), on one's own turn."""
    return base_rules().target


def victory_points(
    settlements: int,
    cities: int,
    vp_cards: int = 0,
    *,
    longest_road: bool = False,
    largest_army: bool = False,
) -> int:
    """One player's victory points (catan-reference.md A.12): settlement 1, city 2,
    victory point card 1, Longest Road 2, Largest Army 2.

    ``vp_cards`` are the player's victory point cards, hidden or not: pass 0 for the score the
    other players see.
    """
    data = base_rules()
    return (
        settlements * data.settlement_points
        + cities * data.city_points
        + vp_cards * data.vp_card_points
        + (data.longest_road_points if longest_road else 0)
        + (data.largest_army_points if largest_army else 0)
    )


def scores(
    buildings: Buildings,
    vp_cards_by_seat: Sequence[int],
    longest_road_holder: Seat | None,
    largest_army_holder: Seat | None,
) -> list[int]:
    """Every seat's victory points from the board: one entry per seat of ``vp_cards_by_seat``
    (pass zeros for the public scores)."""
    settlements = [0] * len(vp_cards_by_seat)
    cities = [0] * len(vp_cards_by_seat)
    for seat, kind in buildings.values():
        (cities if kind == CITY else settlements)[seat] += 1
    return [
        victory_points(
            settlements[seat],
            cities[seat],
            vp_cards,
            longest_road=seat == longest_road_holder,
            largest_army=seat == largest_army_holder,
        )
        for seat, vp_cards in enumerate(vp_cards_by_seat)
    ]


def largest_army_award(
    knights_by_seat: Sequence[int], holder: Seat | None, minimum: int | None = None
) -> Seat | None:
    """The seat holding the Largest Army card after a knight is played, or None (nobody yet).

    ``knights_by_seat`` counts each seat's *played* knights; ``holder`` is the seat holding the
    card before, None when nobody does. catan-reference.md A.10: "First player with 3 played
    knights gets the card; another player must have more played knights to take it." So the
    card goes to the one seat with the strictly most knights, at least ``minimum`` (default 3);
    the holder keeps it while tied for the most. Played knights never leave the table, so the
    card is never set aside; a tie for the most between seats other than the holder (impossible
    in play: one knight is played at a time) leaves it where it was.
    """
    if minimum is None:
        minimum = base_rules().largest_army_minimum
    if holder is not None and not 0 <= holder < len(knights_by_seat):
        raise ValueError(f"holder {holder} is not a seat")
    if not knights_by_seat:
        return None
    best = max(knights_by_seat)
    if best < minimum:
        return None  # "First player with 3 played knights gets the card"
    if holder is not None and knights_by_seat[holder] == best:
        return holder
    leaders = [seat for seat, n in enumerate(knights_by_seat) if n == best]
    return leaders[0] if len(leaders) == 1 else holder
