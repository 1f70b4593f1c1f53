"""A Catan position (base game) and its rules. ``legal_actions`` is the only statement of the
rules; ``_apply`` only carries out what it allowed.

The turn is a small phase machine:

* ``setup_settlement`` / ``setup_road``: snake order (each seat from the first placer, then back),
  a settlement then a road touching it; the second settlement pays one card per producing hex.
* ``roll``: roll, or play a development card first.
* ``discard``: after a 7, every seat with more than 7 cards discards half; ``pending_players``
  lists those still to do so, and each chooses their own cards.
* ``robber`` then ``steal``: after a 7 or a knight; then back to ``resume`` (``roll`` when the
  knight came before the dice, else ``main``).
* ``main``: build, buy, play a card, trade with the bank, end the turn.
* ``road_building``: the free roads of a Road Building card.
* ``trade_answer`` then ``trade_pick``: an offer of the player to move is answered by each
  player it was made to (``pending_players``), then the offerer picks a partner or withdraws.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import cache

from capboard.engine.assets import load_json
from capboard.engine.protocol import Action, Event, GameOptions, Outcome, State
from capboard.games.catan.actions import (
    AnswerTrade,
    BuildCity,
    BuyDevelopment,
    CancelTrade,
    ChooseGold,
    ConfirmTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MovePirate,
    MoveRobber,
    MoveShip,
    OfferTrade,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
    Steal,
)
from capboard.games.catan.board import (
    CLASSIC,
    GOLD,
    BoardSetup,
    CatanMap,
    catan_map,
    catan_rules,
    land_tiles,
    variable_setup,
)
from capboard.games.catan.hands import RESOURCES, SHIP, Hand
from capboard.games.catan.hands import counts as _counts
from capboard.games.catan.hands import from_counts as _from_counts
from capboard.games.catan.hands import splits as _splits
from capboard.games.catan.longest_road import longest_road, longest_road_award
from capboard.games.catan.rules import (
    CITY,
    DEVELOPMENT_CARD,
    KNIGHT,
    ROAD,
    SETTLEMENT,
    VICTORY_POINT_CARD,
    base_rules,
    can_afford,
    development_deck,
    discard_count,
    gain,
    gold_owed,
    largest_army_award,
    maritime_ratios,
    pay,
    piece_limit,
    production,
    scores,
    starting_bank,
)
from capboard.games.catan.scenario import BASE, FogStack, scenario, scenario_setup
from capboard.games.catan.ships import (
    trade_route_links,
)
from capboard.games.catan.state_sea import SeafarersRules
from capboard.games.catan.state_trade import TradeRules
from capboard.games.catan.state_views import CatanViews
from capboard.games.catan.trade import WithOffers, trade_rules


@cache
def stalemate_rounds() -> int:
    """Whole rounds without any points changing after which a game is called."""
    return int(load_json("catan", "game.json")["stalemate_rounds"])


ROAD_BUILDING = "road_building"
YEAR_OF_PLENTY = "year_of_plenty"
MONOPOLY = "monopoly"
ROAD_BUILDING_ROADS = 2


class CatanState(TradeRules, SeafarersRules, CatanViews, State):
    """A game of Catan (base game) in progress."""

    def __init__(self, game, players: int, rng: random.Random, options: GameOptions) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.options = options
        self.scenario_id: str = getattr(options, "scenario", BASE) or BASE
        separate = getattr(options, "separate_red_numbers", True)
        fog = FogStack(())
        if self.scenario_id == BASE:
            self.catan: CatanMap = catan_map(CLASSIC)
            self.board: BoardSetup = variable_setup(self.catan, rng, separate_red_numbers=separate)
            self.target = base_rules().target
            self.island_points = 0
            self.pirate_on = False
        else:
            rules = scenario(self.scenario_id)
            if players not in rules.players:
                raise ValueError(f"{self.scenario_id} is for {rules.players} players")
            self.catan = catan_map(f"{self.scenario_id}/{players}")
            self.board, fog = scenario_setup(self.catan, rng, separate_red_numbers=separate)
            self.target = rules.target
            self.island_points = rules.island_points
            # The scenario's pirate, unless the game's options leave it out.
            self.pirate_on = rules.pirate and getattr(options, "pirate", True)
        self.geometry = self.catan.geometry
        self.fog_stack: list[tuple[str, int | None]] = list(fog.hexes)
        self.is_land: tuple[bool, ...] = land_tiles(self.board)
        self.pirate: int | None = self.board.pirate if self.pirate_on else None
        self.ships: dict[int, int] = {}
        self.ships_built: list[int] = []
        self.ship_moved = False
        self.home_areas: list[frozenset[int]] = [frozenset() for _ in range(players)]
        self.special: list[tuple[int, int, int]] = []
        self.gold_owed: list[int] = [0] * players
        self.gold_resume = "main"
        self.thief_target = "robber"
        deck = development_deck()
        rng.shuffle(deck)
        self.deck: list[str] = deck
        self.first = rng.randrange(players)
        order = [(self.first + i) % players for i in range(players)]
        # Snake order: each seat once from the first placer, then back ("first shall be last").
        self.setup_order: tuple[int, ...] = tuple(order + order[::-1])
        self.setup_step = 0
        self.last_settlement: int | None = None
        self.bank: Hand = starting_bank()
        self.hands: list[Hand] = [dict.fromkeys(RESOURCES, 0) for _ in range(players)]
        self.buildings: dict[int, tuple[int, str]] = {}
        self.roads: dict[int, int] = {}
        self.robber: int | None = self.board.robber
        self.dev_hands: list[list[str]] = [[] for _ in range(players)]
        self.bought_this_turn: list[str] = []
        self.played_dev: list[dict[str, int]] = [{} for _ in range(players)]
        self.dev_played = False
        self.longest_holder: int | None = None
        self.army_holder: int | None = None
        self.road_lengths: list[int] = [0] * players
        self.turn = self.first
        self.phase = "setup_settlement"
        self.resume = "main"
        self.road_building_left = 0
        self.to_discard: list[int] = [0] * players
        self.last_roll: tuple[int, int] | None = None
        self.winner: int | None = None
        self.called: tuple[int, ...] = ()
        """Seats sharing first place when a stalled game was called (empty otherwise)."""
        self.stale_turns = 0
        self.last_points: list[int] = [0] * players
        self.offer: tuple[tuple[int, ...], tuple[int, ...], int] | None = None
        self.offers_left = trade_rules().offers_per_turn
        self.trade_asked: tuple[int, ...] = ()
        self.trade_answers: dict[int, bool] = {}
        self._legal: list[Action] | None = None
        self._legal_set: frozenset[Action] | None = None

    def setup_events(self) -> list[Event]:
        return [Event("start", {"first": self.first, "order": list(self.setup_order)})]

    # -- protocol ---------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        if self.winner is not None:
            return None
        if self.phase in ("setup_settlement", "setup_road") or (
            self.phase == "gold" and self.gold_resume.startswith("setup")
        ):
            return self.setup_order[self.setup_step]
        return self.turn

    @property
    def pending_players(self) -> tuple[int, ...]:
        if self.winner is not None:
            return ()
        if self.phase == "discard":
            # From the roller round the table; each asked seat chooses their own cards.
            order = [(self.turn + i) % self.players for i in range(self.players)]
            return tuple(s for s in order if self.to_discard[s] > 0)
        if self.phase == "trade_answer":
            return tuple(s for s in self.trade_asked if s not in self.trade_answers)
        if self.phase == "gold":
            order = [(self.turn + i) % self.players for i in range(self.players)]
            if self.gold_resume.startswith("setup"):
                order = [self.setup_order[self.setup_step]]
            return tuple(s for s in order if self.gold_owed[s] > 0)
        return (self.current_player,)  # type: ignore[return-value]

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def clone(self) -> CatanState:
        other = object.__new__(CatanState)
        other.__dict__.update(self.__dict__)
        other.rng = self._clone_rng()
        other.deck = self.deck.copy()
        other.bank = self.bank.copy()
        other.hands = [h.copy() for h in self.hands]
        other.buildings = self.buildings.copy()
        other.roads = self.roads.copy()
        other.dev_hands = [d.copy() for d in self.dev_hands]
        other.bought_this_turn = self.bought_this_turn.copy()
        other.played_dev = [p.copy() for p in self.played_dev]
        other.road_lengths = self.road_lengths.copy()
        other.to_discard = self.to_discard.copy()
        other.trade_answers = self.trade_answers.copy()
        other.fog_stack = self.fog_stack.copy()
        other.ships = self.ships.copy()
        other.ships_built = self.ships_built.copy()
        other.home_areas = self.home_areas.copy()
        other.special = self.special.copy()
        other.gold_owed = self.gold_owed.copy()
        other.last_points = self.last_points.copy()
        return other

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        points = self.scores(public=False)
        return Outcome(
            scores=tuple(float(p) for p in points),
            winners=self.called or (self.winner,),
            reason="called" if self.called else "target",
            details={"points": points},
        )

    # -- scores -----------------------------------------------------------------------------

    def scores(self, public: bool) -> list[int]:
        """Every seat's victory points; ``public`` leaves hidden victory point cards out."""
        vp = [0 if public else d.count(VICTORY_POINT_CARD) for d in self.dev_hands]
        points = scores(self.buildings, vp, self.longest_holder, self.army_holder)
        for seat, _, _ in self.special:
            points[seat] += self.island_points
        return points

    # -- board questions --------------------------------------------------------------------

    def _is_land_corner(self, corner: int) -> bool:
        return any(self.is_land[t] for t in self.geometry.corner_tiles[corner])

    def _is_land_edge(self, edge: int) -> bool:
        return any(self.is_land[t] for t in self.geometry.edge_tiles[edge])

    def _distance_ok(self, corner: int) -> bool:
        """Empty, on land, and no building on a neighbouring corner (the distance rule)."""
        if corner in self.buildings or not self._is_land_corner(corner):
            return False
        return all(c not in self.buildings for c in self.geometry.corner_corners[corner])

    def _road_connects(self, seat: int, edge: int) -> bool:
        """Whether a road of ``seat`` on ``edge`` touches their building, or their road at a
        corner that holds no enemy building (a road never continues through one)."""
        for corner in self.geometry.edge_corners[edge]:
            building = self.buildings.get(corner)
            if building is not None:
                if building[0] == seat:
                    return True
                continue
            if any(
                self.roads.get(e) == seat for e in self.geometry.corner_edges[corner] if e != edge
            ):
                return True
        return False

    def _free_road_spots(self, seat: int) -> list[int]:
        return [
            e
            for e in range(self.geometry.edge_count)
            if e not in self.roads
            and e not in self.ships
            and self._is_land_edge(e)
            and self._road_connects(seat, e)
        ]

    def _pieces_left(self, seat: int, piece: str) -> int:
        if piece == ROAD:
            used = sum(1 for s in self.roads.values() if s == seat)
        elif piece == SHIP:
            used = sum(1 for s in self.ships.values() if s == seat)
        else:
            used = sum(1 for s, k in self.buildings.values() if s == seat and k == piece)
        return piece_limit(piece) - used

    def _ratios(self, seat: int) -> dict[str, int]:
        corners = [c for c, (s, _) in self.buildings.items() if s == seat]
        return maritime_ratios(self.catan, self.board.harbour_kinds, corners, self.board)

    def _playable(self, seat: int, card: str) -> bool:
        """A card of this kind held since before this turn (never a victory point card), and
        no development card played yet this turn."""
        if self.dev_played or card == VICTORY_POINT_CARD:
            return False
        new = self.bought_this_turn.count(card) if seat == self.turn else 0
        return self.dev_hands[seat].count(card) > new

    def _victims(self, seat: int, tile: int) -> list[int]:
        """Who may be robbed: players with a building on the robber's hex, or (pirate) with a
        ship on one of the pirate's hex's edges; never oneself, never an empty hand."""
        if self.thief_target == "pirate":
            owners = {self.ships[e] for e in self.geometry.tile_edges[tile] if e in self.ships}
        else:
            owners = {
                self.buildings[c][0]
                for c in self.geometry.tile_corners[tile]
                if c in self.buildings
            }
        return sorted(s for s in owners if s != seat and sum(self.hands[s].values()) > 0)

    # -- legal actions ----------------------------------------------------------------------

    def _compute_legal(self) -> Sequence[Action]:
        seat = self.actor()
        assert seat is not None
        phase = self.phase
        if phase == "setup_settlement":
            return [
                PlaceSettlement(c)
                for c in range(self.geometry.corner_count)
                if self._distance_ok(c) and self._home_corner(c)
            ]
        if phase == "setup_road":
            assert self.last_settlement is not None
            edges = self.geometry.corner_edges[self.last_settlement]
            setup: list[Action] = [
                PlaceRoad(e) for e in edges if e not in self.roads and self._is_land_edge(e)
            ]
            # Seafarers: a coastal start settlement may take a ship instead of its road.
            spots = set(self._ship_spots(seat))
            return setup + [PlaceShip(e) for e in edges if e in spots]
        if phase == "gold":
            owed = min(self.gold_owed[seat], sum(self.bank.values()))
            bank = _counts(self.bank)
            return [ChooseGold(c) for c in _splits(bank, owed)]  # type: ignore[arg-type]
        if phase == "discard":
            counts = _counts(self.hands[seat])
            return [Discard(c) for c in _splits(counts, self.to_discard[seat])]  # type: ignore[arg-type]
        if phase == "robber":
            robber: list[Action] = [
                MoveRobber(t)
                for t in range(len(self.is_land))
                if self.is_land[t] and t != self.robber
            ]
            if self.pirate_on:
                robber += [
                    MovePirate(t)
                    for t, terrain in enumerate(self.board.terrain)
                    if terrain == "sea" and t != self.pirate
                ]
            return robber
        if phase == "steal":
            tile = self.pirate if self.thief_target == "pirate" else self.robber
            assert tile is not None
            return [Steal(s) for s in self._victims(seat, tile)]
        if phase == "road_building":
            pieces: list[Action] = []
            if self._pieces_left(seat, ROAD) > 0:
                pieces += [PlaceRoad(e) for e in self._free_road_spots(seat)]
            if self._pieces_left(seat, SHIP) > 0:
                pieces += [PlaceShip(e) for e in self._ship_spots(seat)]
            return pieces
        if phase == "trade_answer":
            assert self.offer is not None
            asked = _from_counts(self.offer[1])
            if can_afford(self.hands[seat], asked):
                return [AnswerTrade(False), AnswerTrade(True)]
            return [AnswerTrade(False)]
        if phase == "trade_pick":
            return [
                *(ConfirmTrade(s) for s in self.trade_asked if self.trade_answers.get(s)),
                CancelTrade(),
            ]
        actions: list[Action] = self._dev_plays(seat)
        if phase == "roll":
            return [Roll(), *actions]
        # main
        hand = self.hands[seat]
        if can_afford(hand, ROAD) and self._pieces_left(seat, ROAD) > 0:
            actions += [PlaceRoad(e) for e in self._free_road_spots(seat)]
        if can_afford(hand, SETTLEMENT) and self._pieces_left(seat, SETTLEMENT) > 0:
            # Next to an own road, or (Seafarers) an own ship: that is how islands are settled.
            reached = {
                c for e, s in self.roads.items() if s == seat for c in self.geometry.edge_corners[e]
            }
            reached.update(
                c for e, s in self.ships.items() if s == seat for c in self.geometry.edge_corners[e]
            )
            actions += [PlaceSettlement(c) for c in sorted(reached) if self._distance_ok(c)]
        if self.scenario_id != BASE:
            actions += self._ship_actions(seat, hand)
        if can_afford(hand, CITY) and self._pieces_left(seat, CITY) > 0:
            actions += [
                BuildCity(c)
                for c, (s, k) in sorted(self.buildings.items())
                if s == seat and k == SETTLEMENT
            ]
        if self.deck and can_afford(hand, DEVELOPMENT_CARD):
            actions.append(BuyDevelopment())
        ratios = self._ratios(seat)
        for give in RESOURCES:
            if hand[give] >= ratios[give]:
                actions += [
                    MaritimeTrade(give, get)
                    for get in RESOURCES
                    if get != give and self.bank[get] > 0
                ]
        actions.append(EndTurn())
        if self.offers_left > 0 and sum(hand.values()) > 0:
            targets = (-1, *(s for s in range(self.players) if s != seat))
            return WithOffers(actions, _counts(hand), targets)
        return actions

    def _dev_plays(self, seat: int) -> list[Action]:
        actions: list[Action] = []
        if self._playable(seat, KNIGHT):
            actions.append(PlayKnight())
        if self._playable(seat, ROAD_BUILDING) and (
            (self._pieces_left(seat, ROAD) > 0 and self._free_road_spots(seat))
            or (self._pieces_left(seat, SHIP) > 0 and self._ship_spots(seat))
        ):
            actions.append(PlayRoadBuilding())
        if self._playable(seat, YEAR_OF_PLENTY):
            for i, a in enumerate(RESOURCES):
                for b in RESOURCES[i:]:
                    if self.bank[a] >= (2 if a == b else 1) and self.bank[b] >= 1:
                        actions.append(PlayYearOfPlenty(a, b))
        if self._playable(seat, MONOPOLY):
            actions += [PlayMonopoly(r) for r in RESOURCES]
        return actions

    # -- applying ---------------------------------------------------------------------------

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        self._legal_set = None
        seat = self.actor()
        assert seat is not None
        events = self._dispatch(seat, action)
        # Victory only on one's own turn: checked after each action of the player to move.
        if seat == self.turn and self.phase not in (
            "setup_settlement",
            "setup_road",
            "discard",
            "gold",
        ):
            points = self.scores(public=False)[seat]
            if points >= self.target:
                self.winner = seat
                self.phase = "over"
                events.append(
                    Event(
                        "won",
                        {
                            "seat": seat,
                            "points": points,
                            "vp_cards": self.dev_hands[seat].count(VICTORY_POINT_CARD),
                        },
                    )
                )
        return events

    def _dispatch(self, seat: int, action: Action) -> list[Event]:
        if isinstance(action, PlaceSettlement):
            return self._settlement(seat, action.corner)
        if isinstance(action, PlaceRoad):
            return self._road(seat, action.edge)
        if isinstance(action, BuildCity):
            self.hands[seat] = pay(self.hands[seat], CITY)
            self.bank = gain(self.bank, base_rules().costs[CITY])
            self.buildings[action.corner] = (seat, CITY)
            return [Event("built_city", {"seat": seat, "corner": action.corner})]
        if isinstance(action, Roll):
            return self._roll(seat)
        if isinstance(action, Discard):
            cards = _from_counts(action.cards)
            self.hands[seat] = pay(self.hands[seat], cards)
            self.bank = gain(self.bank, cards)
            self.to_discard[seat] = 0
            if not any(self.to_discard):
                self.phase = "robber"
            return [Event("discarded", {"seat": seat, "cards": list(action.cards)})]
        if isinstance(action, MoveRobber):
            self.robber = action.tile
            self.thief_target = "robber"
            events = [Event("robber_moved", {"seat": seat, "tile": action.tile})]
            self.phase = "steal" if self._victims(seat, action.tile) else self.resume
            return events
        if isinstance(action, MovePirate):
            self.pirate = action.tile
            self.thief_target = "pirate"
            events = [Event("pirate_moved", {"seat": seat, "tile": action.tile})]
            self.phase = "steal" if self._victims(seat, action.tile) else self.resume
            return events
        if isinstance(action, PlaceShip):
            return self._ship(seat, action.edge)
        if isinstance(action, MoveShip):
            del self.ships[action.source]
            self.ships[action.target] = seat
            self.ship_moved = True
            events = [
                Event(
                    "moved_ship",
                    {"seat": seat, "source": action.source, "target": action.target},
                )
            ]
            return events + self._discover(seat, action.target) + self._update_longest_road()
        if isinstance(action, ChooseGold):
            cards = _from_counts(action.cards)
            self.bank = pay(self.bank, cards)
            self.hands[seat] = gain(self.hands[seat], cards)
            self.gold_owed[seat] = 0
            if not any(self.gold_owed):
                self.phase = self.gold_resume
            return [Event("gold_taken", {"seat": seat, "cards": list(action.cards)})]
        if isinstance(action, Steal):
            return self._steal(seat, action.seat)
        if isinstance(action, BuyDevelopment):
            self.hands[seat] = pay(self.hands[seat], DEVELOPMENT_CARD)
            self.bank = gain(self.bank, base_rules().costs[DEVELOPMENT_CARD])
            card = self.deck.pop()
            self.dev_hands[seat].append(card)
            self.bought_this_turn.append(card)
            return [
                Event(
                    "bought_development",
                    {"seat": seat, "deck": len(self.deck)},
                    irreversible=True,
                    private={"card": card},
                    owner=seat,
                )
            ]
        if isinstance(action, PlayKnight):
            self._use_card(seat, KNIGHT)
            self.army_holder = largest_army_award(
                [p.get(KNIGHT, 0) for p in self.played_dev], self.army_holder
            )
            self.resume = self.phase
            self.phase = "robber"
            return [Event("played_knight", {"seat": seat, "army": self.army_holder})]
        if isinstance(action, PlayRoadBuilding):
            self._use_card(seat, ROAD_BUILDING)
            self.resume = self.phase
            self.phase = "road_building"
            # Two pieces, limited by the pieces left: roads, and in Seafarers ships too (two
            # roads, two ships or one of each; with no road left, two ships).
            left = self._pieces_left(seat, ROAD)
            if self.scenario_id != BASE:
                left += self._pieces_left(seat, SHIP)
            self.road_building_left = min(ROAD_BUILDING_ROADS, left)
            return [Event("played_road_building", {"seat": seat})]
        if isinstance(action, PlayYearOfPlenty):
            self._use_card(seat, YEAR_OF_PLENTY)
            cards = dict(Counter([action.a, action.b]))
            self.bank = pay(self.bank, cards)
            self.hands[seat] = gain(self.hands[seat], cards)
            return [Event("played_year_of_plenty", {"seat": seat, "a": action.a, "b": action.b})]
        if isinstance(action, PlayMonopoly):
            self._use_card(seat, MONOPOLY)
            taken = {}
            for other in range(self.players):
                if other != seat and self.hands[other][action.resource]:
                    taken[str(other)] = self.hands[other][action.resource]
                    self.hands[seat][action.resource] += self.hands[other][action.resource]
                    self.hands[other][action.resource] = 0
            return [
                Event(
                    "played_monopoly",
                    {"seat": seat, "resource": action.resource, "taken": taken},
                )
            ]
        if isinstance(action, MaritimeTrade):
            ratio = self._ratios(seat)[action.give]
            self.hands[seat] = pay(self.hands[seat], {action.give: ratio})
            self.bank = gain(self.bank, {action.give: ratio})
            self.bank = pay(self.bank, {action.get: 1})
            self.hands[seat] = gain(self.hands[seat], {action.get: 1})
            return [
                Event(
                    "maritime_trade",
                    {"seat": seat, "give": action.give, "count": ratio, "get": action.get},
                )
            ]
        if isinstance(action, OfferTrade | AnswerTrade | ConfirmTrade | CancelTrade):
            return self._trade(seat, action)
        if isinstance(action, EndTurn):
            called = self._stalled()
            if called:
                return called
            self.offers_left = trade_rules().offers_per_turn
            self.ships_built = []
            self.ship_moved = False
            self.turn = (self.turn + 1) % self.players
            self.phase = "roll"
            self.dev_played = False
            self.bought_this_turn = []
            return [Event("turn", {"seat": self.turn})]
        raise AssertionError(f"unhandled action {action!r}")  # legal_actions allowed it

    def _stalled(self) -> list[Event]:
        """Capboard's decision for a game nobody can finish: once the development cards are
        all bought, when a number of whole rounds (``assets/catan/game.json``) pass without
        anyone's points changing, the game is called and the most points win (shared on a
        tie). Pieces and cards can run out so that nobody can ever reach the target; people
        at a table would agree to stop there."""
        public = self.scores(public=True)  # a hidden card must not show through the count
        if public != self.last_points or self.deck:
            self.last_points = public
            self.stale_turns = 0
            return []
        self.stale_turns += 1
        if self.stale_turns < stalemate_rounds() * self.players:
            return []
        points = self.scores(public=False)
        best = max(points)
        self.called = tuple(s for s, p in enumerate(points) if p == best)
        self.winner = self.called[0]
        self.phase = "over"
        return [Event("called", {"winners": list(self.called), "points": points})]

    def _use_card(self, seat: int, card: str) -> None:
        self.dev_hands[seat].remove(card)
        self.played_dev[seat][card] = self.played_dev[seat].get(card, 0) + 1
        self.dev_played = True

    def _settlement(self, seat: int, corner: int) -> list[Event]:
        events = [Event("built_settlement", {"seat": seat, "corner": corner})]
        self.buildings[corner] = (seat, SETTLEMENT)
        if self.phase == "setup_settlement":
            self.last_settlement = corner
            self.phase = "setup_road"
            self.home_areas[seat] = self.home_areas[seat] | self._areas_at(corner)
            if self.setup_step >= self.players:
                # The second settlement: one card per producing hex around it (a gold field:
                # one of the player's choice).
                cards: Hand = {}
                terrain_resource = catan_rules().terrain_resource
                for tile in self.geometry.corner_tiles[corner]:
                    resource = terrain_resource.get(self.board.terrain[tile])
                    if resource in RESOURCES and self.bank[resource] > cards.get(resource, 0):
                        cards[resource] = cards.get(resource, 0) + 1
                    elif self.board.terrain[tile] == GOLD:
                        self.gold_owed[seat] += 1
                self.bank = pay(self.bank, cards)
                self.hands[seat] = gain(self.hands[seat], cards)
                events.append(Event("starting_resources", {"seat": seat, "cards": cards}))
                events += self._ask_gold("setup_road")
        else:
            self.hands[seat] = pay(self.hands[seat], SETTLEMENT)
            self.bank = gain(self.bank, base_rules().costs[SETTLEMENT])
            events += self._island_points(seat, corner)
        # A settlement may break someone's road: recount everybody.
        return events + self._update_longest_road()

    def _road(self, seat: int, edge: int) -> list[Event]:
        self.roads[edge] = seat
        events = [Event("built_road", {"seat": seat, "edge": edge})]
        return events + self._after_piece(seat, edge, ROAD)

    def _after_piece(self, seat: int, edge: int, piece: str) -> list[Event]:
        """What follows a road or a ship: the set-up's next step, the Road Building card's
        count, or the payment; then discoveries and the longest route."""
        events: list[Event] = []
        if self.phase == "setup_road":
            self.last_settlement = None
            self.setup_step += 1
            if self.setup_step == len(self.setup_order):
                self.phase = "roll"
                self.turn = self.first
                events.append(Event("turn", {"seat": self.turn}))
            else:
                self.phase = "setup_settlement"
            return events + self._discover(seat, edge, reward=False) + self._update_longest_road()
        if self.phase == "road_building":
            self.road_building_left -= 1
            more = (self._pieces_left(seat, ROAD) > 0 and self._free_road_spots(seat)) or (
                self._pieces_left(seat, SHIP) > 0 and self._ship_spots(seat)
            )
            if self.road_building_left <= 0 or not more:
                self.road_building_left = 0
                self.phase = self.resume
        else:
            self.hands[seat] = pay(self.hands[seat], piece)
            self.bank = gain(self.bank, base_rules().costs[piece])
        return events + self._discover(seat, edge) + self._update_longest_road()

    def _update_longest_road(self) -> list[Event]:
        """Recount every seat's longest road (Seafarers: trade route of roads and ships joined
        at own buildings) and move the card if the rules say so."""
        by_seat: list[set[int]] = [set() for _ in range(self.players)]
        ships_by_seat: list[set[int]] = [set() for _ in range(self.players)]
        for e, s in self.roads.items():
            by_seat[s].add(e)
        for e, s in self.ships.items():
            by_seat[s].add(e)
            ships_by_seat[s].add(e)
        for s in range(self.players):
            blocked = {c for c, (owner, _) in self.buildings.items() if owner != s}
            links = None
            if ships_by_seat[s]:
                own = {c for c, (owner, _) in self.buildings.items() if owner == s}
                links = trade_route_links(ships_by_seat[s], own)
            self.road_lengths[s] = longest_road(self.geometry, by_seat[s], blocked, links)
        holder = longest_road_award(self.road_lengths, self.longest_holder)
        if holder == self.longest_holder:
            return []
        self.longest_holder = holder
        return [Event("longest_road", {"seat": holder, "length": list(self.road_lengths)})]

    def _roll(self, seat: int) -> list[Event]:
        dice = (self.rng.randint(1, 6), self.rng.randint(1, 6))
        self.last_roll = dice
        total = sum(dice)
        events = [Event("rolled", {"seat": seat, "dice": list(dice), "total": total}, True)]
        if total == 7:
            for s in range(self.players):
                self.to_discard[s] = discard_count(sum(self.hands[s].values()))
            self.resume = "main"
            self.phase = "discard" if any(self.to_discard) else "robber"
            if any(self.to_discard):
                events.append(Event("must_discard", {"counts": list(self.to_discard)}))
            return events
        buildings = dict(self.buildings)
        payouts, shortages = production(
            self.board, self.geometry, buildings, self.robber, total, self.bank
        )
        for s, cards in payouts.items():
            self.bank = pay(self.bank, cards)
            self.hands[s] = gain(self.hands[s], cards)
        for s, n in gold_owed(self.board, self.geometry, buildings, self.robber, total).items():
            self.gold_owed[s] += n
        if payouts:
            events.append(Event("produced", {"payouts": {str(s): c for s, c in payouts.items()}}))
        for short in shortages:
            events.append(
                Event(
                    "shortage",
                    {"resource": short.resource, "paid_to": short.paid_to, "paid": short.paid},
                )
            )
        self.phase = "main"
        return events + self._ask_gold("main")

    def _steal(self, seat: int, victim: int) -> list[Event]:
        pool = [r for r in RESOURCES for _ in range(self.hands[victim][r])]
        resource = self.rng.choice(pool)
        self.hands[victim][resource] -= 1
        self.hands[seat][resource] += 1
        self.phase = self.resume
        # The thief and the victim learn which card it was; nobody else does.
        return [
            Event(
                "stole",
                {"seat": seat, "victim": victim},
                irreversible=True,
                private={"resource": resource},
                owner=seat,
                shared_with=(victim,),
            )
        ]

    # -- views ------------------------------------------------------------------------------
