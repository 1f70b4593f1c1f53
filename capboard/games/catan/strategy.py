"""A Catan player's judgement, from a view only: where to settle, what to build, whom to rob,
which cards to keep, which trades help. The computer players use it; it never sees a state.

The knowledge is the ordinary player's: a corner is worth the dice probability ("pips") of the
hexes around it, scarce resources and new kinds are worth more, a city beats a settlement, and a
trade is good when it brings the next building closer. One plan is kept at a time: the best
building the hand can work towards.

Two skills are the expert's only (the hard level): offering trades to the other players, and
aiming the robber at the leader's best hex and robbing the player closest to winning. The medium
player answers offers but never makes one, and puts the robber anywhere that does not hurt
itself. Measured over 200 games, seats rotated: the expert wins 58% of three-player games
against two medium players (fair share 33.3%) and 52% of four-player games against three (25%).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from capboard.engine.protocol import Action
from capboard.games.catan import strategy_cloth as cloth
from capboard.games.catan import strategy_pirates as pirates
from capboard.games.catan import strategy_sea as sea
from capboard.games.catan import strategy_wonders as wonders
from capboard.games.catan.actions import (
    AnswerTrade,
    BuildCity,
    BuyDevelopment,
    CancelTrade,
    ConfirmTrade,
    EndTurn,
    MaritimeTrade,
    MovePirate,
    OfferTrade,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
)
from capboard.games.catan.board import CatanMap, catan_map, catan_rules, harbours_of, land_tiles
from capboard.games.catan.rules import base_rules, maritime_ratios
from capboard.games.catan.trade import trade_rules
from capboard.games.catan.view import CatanView

RESOURCES: tuple[str, ...] = ("brick", "lumber", "wool", "grain", "ore")
PIPS: dict[int, int] = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
"""Ways to roll each number out of 36: a hex's share of the dice."""

GOALS: tuple[str, ...] = ("city", "settlement", "development_card", "road")
GOAL_WEIGHT: dict[str, float] = {
    "city": 1.3,
    "settlement": 1.2,
    "development_card": 0.6,
    "road": 0.35,
}
"""How much each building is worth working towards (a city or a settlement is a point)."""


def _cost_vector(item: str) -> tuple[int, ...]:
    price = base_rules().costs[item]
    return tuple(price.get(r, 0) for r in RESOURCES)


@cache
def _costs() -> dict[str, tuple[int, ...]]:
    return {goal: _cost_vector(goal) for goal in GOALS}


def hand_value(hand: Sequence[int]) -> float:
    """How far a hand goes towards the buildings: for each building, the share of its cost
    covered, weighted; plus a little for every card (cards are options)."""
    value = 0.0
    for goal, price in _costs().items():
        covered = sum(min(h, p) for h, p in zip(hand, price, strict=True))
        share = covered / sum(price)
        value += GOAL_WEIGHT[goal] * (share**2 + (1.0 if share >= 1.0 else 0.0))
    return value + 0.02 * sum(hand)


@dataclass(frozen=True)
class Table:
    """What the view says of the board, in the shape the judgement needs."""

    view: CatanView
    catan: CatanMap
    owner: dict[int, tuple[int, str]]
    roads: dict[int, int]
    ships: dict[int, int]
    is_land: tuple[bool, ...]

    @classmethod
    def of(cls, view: CatanView) -> Table:
        """The table of ``view``."""
        return cls(
            view,
            catan_map(view.board.map_id),
            {c: (s, k) for c, s, k in view.buildings},
            dict(view.roads),
            dict(view.ships),
            land_tiles(view.board),
        )

    @property
    def seat(self) -> int:
        assert self.view.seat is not None
        return self.view.seat

    def tile_pips(self, tile: int) -> int:
        number = self.view.board.numbers[tile]
        return PIPS.get(number, 0) if number is not None else 0

    def tile_resource(self, tile: int) -> str | None:
        resource = catan_rules().terrain_resource.get(self.view.board.terrain[tile])
        return resource if resource in RESOURCES else None

    def income(self, seat: int) -> list[float]:
        """Expected cards of each resource per roll for ``seat`` (the robber's hex left out)."""
        income = [0.0] * len(RESOURCES)
        geometry = self.catan.geometry
        for corner, (owner, kind) in self.owner.items():
            if owner != seat:
                continue
            for tile in geometry.corner_tiles[corner]:
                resource = self.tile_resource(tile)
                if resource is None or tile == self.view.robber:
                    continue
                income[RESOURCES.index(resource)] += (
                    self.tile_pips(tile) * (2 if kind == "city" else 1) / 36
                )
        return income

    def corner_value(self, corner: int) -> float:
        """A settlement spot's worth to the viewer: pips, more for resources they lack, a
        little for a harbour."""
        geometry = self.catan.geometry
        own = self.income(self.seat)
        value = 0.0
        kinds = set()
        for tile in geometry.corner_tiles[corner]:
            resource = self.tile_resource(tile)
            if resource is None:
                continue
            pips = self.tile_pips(tile)
            scarcity = 1.0 + (0.6 if own[RESOURCES.index(resource)] < 0.05 else 0.0)
            if resource in ("ore", "grain"):
                scarcity += 0.15  # cities
            value += pips * scarcity
            kinds.add(resource)
        value += 1.5 * len(kinds) + sea.gold_worth(self, corner)
        if any(corner in spot.corners for spot, _ in harbours_of(self.catan, self.view.board)):
            value += 1.0
        return value + self.island_bonus(corner)

    def island_bonus(self, corner: int) -> float:
        """Seafarers: the special points a first settlement here would earn, in pip terms."""
        view = self.view
        if not view.island_points or not view.board.area_of or view.seat is None:
            return 0.0
        earned = {a for s, a, _ in view.special_points if s == view.seat}
        home = set(view.home_areas[view.seat]) if view.home_areas else set()
        areas = getattr(self.catan.layout, "areas", {})
        bonus = 0.0
        for tile in self.catan.geometry.corner_tiles[corner]:
            area = view.board.area_of[tile] if self.is_land[tile] else None
            info = areas.get(area) if area is not None else None
            special = info.special_points if info is not None else area is not None
            if special and area not in home and area not in earned:
                bonus = 6.0 * view.island_points
        return bonus

    def distance_ok(self, corner: int) -> bool:
        geometry = self.catan.geometry
        if corner in self.owner or corner in self.catan.closed_corners:
            return False
        if not any(self.is_land[t] for t in geometry.corner_tiles[corner]):
            return False
        return all(c not in self.owner for c in geometry.corner_corners[corner])

    def own_corners(self) -> set[int]:
        edge_corners = self.catan.geometry.edge_corners
        pieces = [e for e, s in self.roads.items() if s == self.seat]
        pieces += [e for e, s in self.ships.items() if s == self.seat]
        corners = {c for e in pieces for c in edge_corners[e]}
        return corners | {c for c, (s, _) in self.owner.items() if s == self.seat}

    def sea_edges(self) -> frozenset[int]:
        """Edges with water on a side (where ships go), for this map as its land stands."""
        if self.view.scenario == "base":
            return frozenset()
        return _sea_edges(self.catan.id, self.is_land)

    def road_value(self, edge: int) -> float:
        """A road's worth: the best free settlement spot it opens within two more steps, less
        when the network already reaches a free spot."""
        geometry = self.catan.geometry
        reached = self.own_corners()
        best = 0.0
        steps = 8 if edge in self.sea_edges() else 2  # ships sail towards other islands
        for corner in geometry.edge_corners[edge]:
            if corner in reached:
                continue
            frontier = {corner}
            for step in range(steps):
                for c in frontier:
                    if self.distance_ok(c):
                        best = max(best, self.corner_value(c) / (1 + step))
                frontier = {n for c in frontier for n in geometry.corner_corners[c]} - reached
        return best


@cache
def _sea_edges(map_id: str, is_land: tuple[bool, ...]) -> frozenset[int]:
    geometry = catan_map(map_id).geometry
    return frozenset(
        e
        for e, tiles in enumerate(geometry.edge_tiles)
        if len(tiles) < 2 or not all(is_land[t] for t in tiles)
    )


def _best(
    actions: Sequence[Action], score: Callable[[Action], float], rng: random.Random
) -> Action:
    """The action with the highest ``score``, ties broken at random."""
    scored = [(score(a), a) for a in actions]
    top = max(s for s, _ in scored)
    return rng.choice([a for s, a in scored if s >= top - 1e-9])


def _need(view: CatanView) -> tuple[int, ...]:
    """The cards still missing for the most valuable building within reach."""
    hand = view.hand
    best: tuple[float, tuple[int, ...]] | None = None
    for goal, price in _costs().items():
        missing = tuple(max(0, p - h) for h, p in zip(hand, price, strict=True))
        score = GOAL_WEIGHT[goal] / (1 + sum(missing))
        if best is None or score > best[0]:
            best = (score, missing)
    assert best is not None
    return best[1]


def choose(
    view: CatanView, legal: Sequence[Action], rng: random.Random, *, expert: bool = True
) -> Action:
    """The player's choice among ``legal`` knowing only ``view``; ``expert`` adds trade offers
    and robber targeting (the hard level), without it the medium player's choice."""
    table = Table.of(view)
    phase = view.phase
    first = legal[0]
    if phase == "setup_settlement":
        if view.villages:  # Cloth for Catan: a coast near the villages is worth more
            return _best(
                legal,
                lambda a: table.corner_value(a.corner) + cloth.corner_reach(table, a.corner),  # type: ignore[attr-defined]
                rng,
            )
        return _best(
            legal,
            lambda a: table.corner_value(a.corner) + sea.setup_worth(table, a.corner),  # type: ignore[attr-defined]
            rng,
        )
    if phase in ("setup_road", "road_building"):
        return _best(legal, lambda a: _path_value(table, a), rng)
    if phase == "discard":
        return _best(legal, lambda a: hand_value(_minus(view.hand, a.cards)), rng)  # type: ignore[attr-defined]
    if phase == "robber":
        if not expert:
            return rng.choice([a for a in legal if _thief_value(table, a) >= 0] or list(legal))
        return _best(legal, lambda a: _thief_value(table, a), rng)
    if phase == "steal":
        theft = cloth.steal(table, legal, expert) if view.villages else None
        if theft is not None:
            return theft
        if not expert:
            return rng.choice(list(legal))
        return _best(
            legal,
            lambda a: view.public_scores[a.seat] * 2 + view.hand_sizes[a.seat],  # type: ignore[attr-defined]
            rng,
        )
    if phase == "trade_answer":
        return _answer(view, legal)
    if phase == "gold":
        return _best(legal, lambda a: hand_value(_plus(view.hand, a.cards)), rng)  # type: ignore[attr-defined]
    if phase == "trade_pick":
        picks = [a for a in legal if isinstance(a, ConfirmTrade)]
        if not picks:
            return next(a for a in legal if isinstance(a, CancelTrade))
        return min(picks, key=lambda a: (view.public_scores[a.seat], rng.random()))
    if phase == "roll":
        armed = pirates.roll_move(view, legal) if view.fortress_wins else None
        if armed is not None:  # The Pirate Islands: a warship before the fleet sails
            return armed
        knight = PlayKnight()
        if knight in legal and _robber_hurts(table):
            return knight
        return Roll() if Roll() in legal else first
    return _main(view, table, legal, rng, expert)


def _path_value(table: Table, action: Action) -> float:
    """A road's or a ship's worth: the settlement spots it leads to, and (Cloth for Catan) a
    ship's the villages it sails towards."""
    value = table.road_value(action.edge)  # type: ignore[attr-defined]
    if isinstance(action, PlaceShip) and table.view.villages:
        value = max(value, cloth.ship_value(table, action.edge))
    return value


def _minus(hand: Sequence[int], cards: Sequence[int]) -> tuple[int, ...]:
    return tuple(h - c for h, c in zip(hand, cards, strict=True))


def _plus(hand: Sequence[int], cards: Sequence[int]) -> tuple[int, ...]:
    return tuple(h + c for h, c in zip(hand, cards, strict=True))


def _robber_value(table: Table, action: Action) -> float:
    """Where the robber (or the pirate) hurts the others most, never oneself."""
    view = table.view
    tile: int = action.tile  # type: ignore[attr-defined]
    value = 0.0
    leader = max(view.public_scores)
    if isinstance(action, MovePirate):
        for edge in table.catan.geometry.tile_edges[tile]:
            seat = table.ships.get(edge)
            if seat is not None:
                value += -20.0 if seat == table.seat else 1.0 + 0.3 * view.hand_sizes[seat]
                if seat != table.seat and view.villages:
                    value += cloth.pirate_bonus(table, seat)  # Cloth for Catan
        return value
    for corner in table.catan.geometry.tile_corners[tile]:
        building = table.owner.get(corner)
        if building is None:
            continue
        seat, kind = building
        weight = 2 if kind == "city" else 1
        if seat == table.seat:
            value -= 100 * weight
        else:
            lead = 1.0 + (0.5 if view.public_scores[seat] == leader else 0.0)
            has_cards = 0.5 if view.hand_sizes[seat] else 0.0
            value += table.tile_pips(tile) * weight * lead + has_cards
    return value


def _thief_value(table: Table, action: Action) -> float:
    """The robber's worth, or the pirate's with the ships it blocks (Seafarers)."""
    return _robber_value(table, action) + sea.pirate_value(table, action)


def _robber_hurts(table: Table) -> bool:
    robber = table.view.robber
    if robber is None:
        return False
    return any(
        table.owner.get(c, (-1, ""))[0] == table.seat
        for c in table.catan.geometry.tile_corners[robber]
    )


def _answer(view: CatanView, legal: Sequence[Action]) -> Action:
    """Accept when the trade brings a building closer, unless it helps a player about to win."""
    accept = AnswerTrade(True)
    if view.offer is None or accept not in legal:
        return AnswerTrade(False)
    give, get, _ = view.offer
    # The offerer's ``give`` comes to us; we hand over ``get``.
    after = _plus(_minus(view.hand, get), give)
    offerer_near_win = view.public_scores[view.turn] >= base_rules().target - 2
    if hand_value(after) > hand_value(view.hand) + 0.05 and not offerer_near_win:
        return accept
    return AnswerTrade(False)


def _main(
    view: CatanView, table: Table, legal: Sequence[Action], rng: random.Random, expert: bool
) -> Action:
    kinds: dict[type, list[Action]] = {}
    # Offers are thousands and made on purpose below: never listed here.
    for action in short_list(legal):
        kinds.setdefault(type(action), []).append(action)
    if view.wonders:  # The Wonders of Catan: begin a wonder, build its levels, trade for them
        wonder = wonders.main_move(view, table, kinds, rng)
        if wonder is not None:
            return wonder
    if view.fortress_wins:  # The Pirate Islands: warships, the lane, the fortress
        move = pirates.main_move(view, table, kinds, rng, expert)
        if move is not None:
            return move
    if BuildCity in kinds:
        return _best(kinds[BuildCity], lambda a: table.corner_value(a.corner), rng)  # type: ignore[attr-defined]
    if PlaceSettlement in kinds:
        return _best(kinds[PlaceSettlement], lambda a: table.corner_value(a.corner), rng)  # type: ignore[attr-defined]
    for card in (PlayYearOfPlenty, PlayMonopoly, PlayRoadBuilding, PlayKnight):
        if card in kinds:
            played = _play_card(view, table, card, kinds[card], rng)
            if played is not None:
                return played
    if view.villages and PlaceShip in kinds:  # Cloth for Catan: sail to the villages
        worth, towards = cloth.best_ship(table, kinds[PlaceShip])
        if towards is not None and worth >= cloth.SHIP_WORTH:
            return towards
    moved = sea.move_ship(table, kinds)  # Seafarers: a ship going nowhere sails on, for free
    if moved is not None:
        return moved
    spots = [c for c in table.own_corners() if table.distance_ok(c)]
    if not spots and sea.at_sea(table):  # a ship or a road, by where it leads
        route = sea.build_route(table, kinds, lambda actions, score: _best(actions, score, rng))
        if route is not None:
            return route
    if PlaceShip in kinds and not spots:
        ship = _best(kinds[PlaceShip], lambda a: table.road_value(a.edge), rng)  # type: ignore[attr-defined]
        if table.road_value(ship.edge) > 0:  # type: ignore[attr-defined]
            return ship
    if PlaceRoad in kinds and (not spots or _road_race(view)):
        road = _best(kinds[PlaceRoad], lambda a: table.road_value(a.edge), rng)  # type: ignore[attr-defined]
        if table.road_value(road.edge) > 0 or _road_race(view):  # type: ignore[attr-defined]
            return road
    trade = _maritime(view, table, kinds.get(MaritimeTrade, []))
    if trade is not None:
        return trade
    if BuyDevelopment in kinds and not _saving(view, table, spots):
        return kinds[BuyDevelopment][0]
    offer = _offer(view, legal) if expert else None
    if offer is not None:
        return offer
    return EndTurn() if EndTurn() in kinds.get(EndTurn, []) else legal[-1]


def short_list(legal: Sequence[Action]) -> list[Action]:
    """The legal actions other than offers (the offers come last and are not listed)."""
    actions = []
    for action in legal:
        if isinstance(action, OfferTrade):
            break
        actions.append(action)
    return actions


def _road_race(view: CatanView) -> bool:
    """Whether a road now could win or keep Longest Road."""
    me = view.seat
    assert me is not None
    if not view.longest_route_on:  # Cloth for Catan: no card to race for
        return False
    mine = view.road_lengths[me]
    best_other = max((n for s, n in enumerate(view.road_lengths) if s != me), default=0)
    return view.longest_road_holder != me and mine >= 4 and mine >= best_other


def _saving(view: CatanView, table: Table, spots: Sequence[int]) -> bool:
    """Whether buying a card would spend what a city or settlement nearly has (a settlement
    only counts with somewhere to put it, a city only with a settlement to raise)."""
    hand = view.hand
    if view.wonders and wonders.saving(view, table):  # The Wonders of Catan: the next level
        return True
    if view.fortress_wins and pirates.saving(view):  # The Pirate Islands: the next ship
        return True
    goals = []
    if spots:
        goals.append("settlement")
    if any(s == table.seat and k == "settlement" for s, k in table.owner.values()):
        goals.append("city")
    for goal in goals:
        price = _costs()[goal]
        if sum(max(0, p - h) for h, p in zip(hand, price, strict=True)) <= 1:
            return True
    return False


def _play_card(
    view: CatanView, table: Table, card: type, actions: list[Action], rng: random.Random
) -> Action | None:
    if card is PlayYearOfPlenty:
        need = _need(view)
        return _best(
            actions,
            lambda a: hand_value(_plus(view.hand, _one_each(a.a, a.b))) + 0.01 * sum(need),  # type: ignore[attr-defined]
            rng,
        )
    if card is PlayMonopoly:
        need = _need(view)
        if sum(need) == 0:
            return None
        others_income = [0.0] * len(RESOURCES)
        for seat in range(view.players):
            if seat != table.seat:
                others_income = [
                    a + b for a, b in zip(others_income, table.income(seat), strict=True)
                ]
        return _best(
            actions,
            lambda a: (
                need[RESOURCES.index(a.resource)] + 4 * others_income[RESOURCES.index(a.resource)]  # type: ignore[attr-defined]
            ),
            rng,
        )
    if card is PlayRoadBuilding:
        spots = [c for c in table.own_corners() if table.distance_ok(c)]
        return actions[0] if not spots or _road_race(view) else None
    if card is PlayKnight:
        army_close = view.knights[table.seat] + 1 >= max(
            3, max(view.knights) + (0 if view.largest_army_holder == table.seat else 1)
        )
        return actions[0] if _robber_hurts(table) or army_close else None
    return None


def _one_each(a: str, b: str) -> tuple[int, ...]:
    counts = [0] * len(RESOURCES)
    counts[RESOURCES.index(a)] += 1
    counts[RESOURCES.index(b)] += 1
    return tuple(counts)


def _maritime(view: CatanView, table: Table, trades: list[Action]) -> Action | None:
    """A bank trade that raises the hand's worth (a surplus for a missing card)."""
    if not trades:
        return None
    corners = [c for c, (s, _) in table.owner.items() if s == table.seat]
    ratios = maritime_ratios(table.catan, view.board.harbour_kinds, corners, view.board)
    now = hand_value(view.hand)
    best: tuple[float, Action] | None = None
    for trade in trades:
        assert isinstance(trade, MaritimeTrade)
        after = list(view.hand)
        after[RESOURCES.index(trade.give)] -= ratios[trade.give]
        after[RESOURCES.index(trade.get)] += 1
        gain = hand_value(after) - now
        if gain > 0.25 and (best is None or gain > best[0]):
            best = (gain, trade)
    return None if best is None else best[1]


def _offer(view: CatanView, legal: Sequence[Action]) -> Action | None:
    """One offer a turn: a surplus card for a missing one, to everybody."""
    if view.offers_left < trade_rules().offers_per_turn:
        return None
    need = _need(view)
    if sum(need) == 0 or sum(need) > 2:
        return None
    hand = view.hand
    price_sum = [0] * len(RESOURCES)
    for price in _costs().values():
        price_sum = [a + b for a, b in zip(price_sum, price, strict=True)]
    surplus = [max(0, h - n) for h, n in zip(hand, _goal_price(view), strict=True)]
    if not any(surplus):
        return None
    give_index = max(range(len(RESOURCES)), key=lambda i: (surplus[i], -price_sum[i]))
    get_index = max(range(len(RESOURCES)), key=lambda i: need[i])
    if give_index == get_index:
        return None
    give = [0] * len(RESOURCES)
    get = [0] * len(RESOURCES)
    give[give_index] = 1
    get[get_index] = 1
    offer = OfferTrade(tuple(give), tuple(get), -1)  # type: ignore[arg-type]
    return offer if offer in legal else None


def _goal_price(view: CatanView) -> tuple[int, ...]:
    need = _need(view)
    for price in _costs().values():
        if tuple(max(0, p - h) for h, p in zip(view.hand, price, strict=True)) == need:
            return price
    return (0,) * len(RESOURCES)
