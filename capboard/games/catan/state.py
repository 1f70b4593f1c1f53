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
from collections.abc import Callable, Sequence
from typing import Any

from capboard.engine.protocol import (
    Action,
    Event,
    Game,
    GameOptions,
    IllegalAction,
    Outcome,
    State,
)
from capboard.games.catan.actions import (
    AnswerTrade,
    AttackFortress,
    BuildCity,
    BuildWonderLevel,
    BuyDevelopment,
    CancelTrade,
    ChooseGold,
    ChooseWonder,
    ConfirmTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MovePirate,
    MoveRobber,
    MoveShip,
    OfferTrade,
    PlaceHarbour,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
    Steal,
    StealCloth,
)
from capboard.games.catan.board import (
    CLASSIC,
    BoardSetup,
    CatanMap,
    catan_map,
    land_tiles,
    variable_setup,
)
from capboard.games.catan.hands import RESOURCES, Hand
from capboard.games.catan.move_table import MainActions
from capboard.games.catan.pieces import PieceMap
from capboard.games.catan.rules import (
    VICTORY_POINT_CARD,
    base_rules,
    development_deck,
    setup_order,
    starting_bank,
)
from capboard.games.catan.scenario import BASE, FogStack, scenario, scenario_setup
from capboard.games.catan.state_build import Building
from capboard.games.catan.state_cards import CardRules
from capboard.games.catan.state_cloth import CLOTH_PER_POINT, ClothRules, cloth_points
from capboard.games.catan.state_legal import TURN_PHASES, LegalActions
from capboard.games.catan.state_pirates import PirateIslandRules
from capboard.games.catan.state_sea import SeafarersRules
from capboard.games.catan.state_trade import TradeRules
from capboard.games.catan.state_tribe import TribeRules
from capboard.games.catan.state_turn import TurnRules, stalemate_rounds
from capboard.games.catan.state_views import CatanViews
from capboard.games.catan.state_wonders import WonderRules
from capboard.games.catan.trade import WithOffers, trade_rules
from capboard.games.catan.view import CatanView

__all__ = ["RESOURCES", "CatanState", "stalemate_rounds"]

_NO_VICTORY = frozenset(("setup_settlement", "setup_road", "discard", "gold", "over"))
"""Phases after which nobody wins: the set-up, choices made out of turn, and a game already
ended (Cloth for Catan: by the villages' cloth running out)."""

_GIVING = frozenset((WithOffers, MainActions))
"""The legal action sequences that remember the last action they handed out by index."""
_NO_POINTS = frozenset((OfferTrade, AnswerTrade, ConfirmTrade, CancelTrade, MaritimeTrade))
"""Actions that move only cards in hand: right after an action of the same player that was
checked for victory (``_victory_checked``), the check after them would answer the same."""


class CatanState(
    LegalActions,
    Building,
    TurnRules,
    CardRules,
    TradeRules,
    SeafarersRules,
    TribeRules,
    ClothRules,
    WonderRules,
    PirateIslandRules,
    CatanViews,
    State[CatanView],
):
    """A game of Catan (base game, or a Seafarers scenario) in progress."""

    def __init__(
        self, game: Game[CatanView], players: int, rng: random.Random, options: GameOptions
    ) -> None:
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
        self.ships: PieceMap[int, int] = PieceMap()
        self.ships_built: list[int] = []
        self.ship_moved = False
        self.home_areas: list[frozenset[int]] = [frozenset() for _ in range(players)]
        self.special: list[tuple[int, int, int]] = []
        self.gold_owed: list[int] = [0] * players
        self.gold_resume = "main"
        # The Forgotten Tribe: gifts on the coasts, chits taken, harbours kept.
        self.gifts: dict[int, str] = dict(self.board.gifts)
        self.chits: list[int] = [0] * players
        self.harbours_kept: list[list[str]] = [[] for _ in range(players)]
        self.harbour_resume = "main"
        self._set_up_cloth()  # Cloth for Catan: villages, cloth, and no Longest Trade Route
        self._set_up_wonders()  # The Wonders of Catan: nobody's wonder, no level yet
        self.thief_target = "robber"
        deck = development_deck()
        rng.shuffle(deck)
        self.deck: list[str] = deck
        # The Forgotten Tribe: a development card lies face down on each card gift from the
        # start, taken from the shuffled deck (the scenario sets four out), not drawn later.
        self.gift_cards: dict[int, str] = {
            edge: deck.pop() for edge, gift in sorted(self.gifts.items()) if gift == "card"
        }
        self.first = rng.randrange(players)
        # Snake order: each seat once from the first placer, then back ("first shall be last").
        self.setup_order: tuple[int, ...] = setup_order(
            self.first,
            players,
            self.scenario_id != BASE and scenario(self.scenario_id).third_settlement,
        )
        self.setup_step = 0
        self.last_settlement: int | None = None
        self.bank: Hand = starting_bank()
        self.hands: list[Hand] = [dict.fromkeys(RESOURCES, 0) for _ in range(players)]
        self.buildings: PieceMap[int, tuple[int, str]] = PieceMap()
        self.roads: PieceMap[int, int] = PieceMap()
        self.robber: int | None = self.board.robber
        self.dev_hands: list[list[str]] = [[] for _ in range(players)]
        self.bought_this_turn: list[str] = []
        self.played_dev: list[dict[str, int]] = [{} for _ in range(players)]
        self.dev_played = False
        self.longest_holder: int | None = None
        self.army_holder: int | None = None
        self.road_lengths = [0] * players
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
        self._set_up_pirate_islands()  # The Pirate Islands: start pieces, fleet, fortresses
        self._legal = None
        self._legal_set = None
        self._legal_actor = None
        self._victory_checked = False
        # Caches, worked out when first asked (see state_fields).
        self._piece_index = None
        self._main_kept = None
        self._yields = None
        self._lanes = None
        self._homes = None
        self._setup_corners = None
        self._thieves = None
        self._fog_corners = None
        self._kept_points = None
        self._public_kept = None
        """The seat whose legal actions ``_legal`` holds."""

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

    def actor(self) -> int | None:
        # What the protocol's actor() answers (the first of pending_players), without building
        # the tuple where one seat acts: asked at every action.
        if self.winner is not None:
            return None
        phase = self.phase
        if phase in TURN_PHASES:  # the player to move: most of the time, answered first
            return self.turn
        if phase == "trade_answer":  # the first asked who has not answered (no tuple built)
            answers = self.trade_answers
            for s in self.trade_asked:
                if s not in answers:
                    return s
            return None
        if phase in ("discard", "gold"):
            pending = self.pending_players
            return pending[0] if pending else None
        if phase in ("setup_settlement", "setup_road"):
            return self.setup_order[self.setup_step]
        return self.turn

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
        other._road_lengths = self._road_lengths.copy()
        other._lengths_owed = self._lengths_owed.copy()  # networks never change: shared
        other.to_discard = self.to_discard.copy()
        other.trade_answers = self.trade_answers.copy()
        other.fog_stack = self.fog_stack.copy()
        other.ships = self.ships.copy()
        other.ships_built = self.ships_built.copy()
        other.home_areas = self.home_areas.copy()
        other.special = self.special.copy()
        other.gold_owed = self.gold_owed.copy()
        other.last_points = self.last_points.copy()
        other.gifts = self.gifts.copy()
        other.gift_cards = self.gift_cards.copy()
        other.chits = self.chits.copy()
        other.harbours_kept = [h.copy() for h in self.harbours_kept]
        other.village_cloth = self.village_cloth.copy()
        other.traders = self.traders.copy()
        other.cloth = self.cloth.copy()
        other.wonder_of = self.wonder_of.copy()
        other.wonder_levels = self.wonder_levels.copy()
        other.fortress_wins = self.fortress_wins.copy()
        other.warships = self.warships.copy()
        return other

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        points = self.scores(public=False)
        return Outcome(
            scores=tuple(float(p) for p in points),
            winners=self.called or (self.winner,),
            reason=self._reason(),
            details={"points": points},
        )

    def _reason(self) -> str:
        if self.called:
            return "called"
        if self._cloth_ran_out():
            return "cloth"
        return "wonder" if self._wonder_completed() else "target"

    # -- scores -----------------------------------------------------------------------------

    def scores(self, public: bool) -> list[int]:
        """Every seat's victory points; ``public`` leaves hidden victory point cards out."""
        if not public:
            return [self._points(seat, public) for seat in range(self.players)]
        # What everyone sees (asked at every end of turn): the sum of :meth:`_points` without
        # the cards, in one go.
        kept = self._kept_points
        if kept is None or kept[0] != self.buildings.mark:
            kept = self._keep_points()
        points = kept[1].copy()
        rules = base_rules()
        if self.longest_holder is not None:
            points[self.longest_holder] += rules.longest_road_points
        if self.army_holder is not None:
            points[self.army_holder] += rules.largest_army_points
        if self.scenario_id == BASE:
            return points
        for seat, _, _ in self.special:
            points[seat] += self.island_points
        if any(self.chits):  # The Forgotten Tribe's gifts
            for seat, chits in enumerate(self.chits):
                points[seat] += chits
        if any(self.cloth):  # Cloth for Catan: two cloth a point
            for seat, cloth in enumerate(self.cloth):
                points[seat] += cloth_points(cloth)
        return points

    def _keep_points(self) -> tuple[int, list[int]]:
        """The buildings' victory points of every seat, from the index of the pieces, kept
        with the mark of the buildings they count (a road changes the index, not these)."""
        kept = self._kept_points = (
            self.buildings.mark,
            self._index().every_building_points(),
        )
        return kept

    def _points(self, seat: int, public: bool) -> int:
        """One seat's victory points: the buildings' counted once per position of the pieces
        (in the state's :class:`~capboard.games.catan.pieces.PieceIndex`, by the rules'
        ``victory_points``), then the cards, the two awards and the islands, each at its
        value in the rules' data (``victory_points`` is that sum)."""
        # The buildings' points, kept while the buildings stand as they are: asked after
        # every action of the player to move that may change points.
        kept = self._kept_points
        if kept is None or kept[0] != self.buildings.mark:
            kept = self._keep_points()
        points = kept[1][seat]
        cards = self.dev_hands[seat]
        if (cards and not public) or seat == self.longest_holder or seat == self.army_holder:
            rules = base_rules()
            if not public and VICTORY_POINT_CARD in cards:
                points += cards.count(VICTORY_POINT_CARD) * rules.vp_card_points
            if seat == self.longest_holder:
                points += rules.longest_road_points
            if seat == self.army_holder:
                points += rules.largest_army_points
        if self.scenario_id == BASE:
            return points
        # The Seafarers' islands, The Forgotten Tribe's chits, Cloth for Catan's cloth.
        special = self.special
        if special:  # a plain loop: a generator made at every call costs more than the few
            for s, _, _ in special:  # islands in the list
                if s == seat:
                    points += self.island_points
        # (cloth_points, inline: asked after most actions of the player to move)
        return points + self.chits[seat] + self.cloth[seat] // CLOTH_PER_POINT

    def legal_actions(self) -> Sequence[Action]:
        """:meth:`State.legal_actions`, without a call to ``is_over`` (asked at every action)."""
        if self.winner is not None:
            return []
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
            self._legal_set = None
        # A list is copied so that callers may change theirs; a lazy sequence is immutable.
        return list(legal) if type(legal) is list else legal

    # -- applying ---------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """:meth:`State.apply` in one call (every action of every game comes here): the
        check against the legal actions, then what ``_apply`` does."""
        if self.winner is not None:
            raise IllegalAction(f"the game is over: {action}")
        legal = self._legal
        # The action is most often one of the legal actions just handed out, the very object:
        # found by identity (``_allows`` compares it field by field with the others when it
        # is not; the lists are short), or it is the action just handed out by index by the
        # open offers or the main actions with ship moves.
        if type(legal) is list:
            for candidate in legal:  # the very object, found without making an iterator
                if candidate is action:
                    break
            else:
                if not self._allows(action):
                    raise IllegalAction(f"not a legal action now: {action}")
        elif (
            type(legal) not in _GIVING or legal.given is not action  # type: ignore[union-attr]
        ) and not self._allows(action):
            raise IllegalAction(f"not a legal action now: {action}")
        # The legal actions just asked are the actor's: who that is was noted with them.
        seat = self._legal_actor
        if seat is None:  # legal actions set by hand (tests): whoever acts now
            seat = self.actor()
            assert seat is not None
        self._legal = None
        self._legal_set = None
        try:
            handler = _HANDLERS[type(action)]
        except KeyError:
            raise AssertionError(f"unhandled action {action!r}") from None  # legal allowed it
        events = handler(self, seat, action)
        # Victory only on one's own turn: checked after each action of the player to move
        # (unless it moved only cards in hand right after a check, which then still holds).
        if seat != self.turn or self.phase in _NO_VICTORY:
            self._victory_checked = False  # someone else acted, or a choice out of turn
        elif type(action) in _NO_POINTS and self._victory_checked:
            pass
        else:
            self._victory_checked = True
            points = self._points(seat, public=False)
            # The Wonders of Catan: the target wins only with the most wonder levels; The
            # Pirate Islands: only with one's own fortress taken.
            if points >= self.target and self._wonder_lead(seat) and self._fortress_taken(seat):
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

    def _apply(self, action: Action) -> list[Event]:
        """:meth:`State._apply`: nothing calls it here (``apply`` does its work in one go);
        an action handed to it is checked all the same."""
        return self.apply(action)

    # -- views ------------------------------------------------------------------------------


_HANDLERS: dict[type[Action], Callable[[CatanState, int, Any], list[Event]]] = {
    PlaceSettlement: CatanState._build_settlement,
    PlaceRoad: CatanState._build_road,
    BuildCity: CatanState._build_city,
    Roll: CatanState._roll,
    Discard: CatanState._discard,
    MoveRobber: CatanState._move_robber,
    MovePirate: CatanState._move_pirate,
    PlaceShip: CatanState._place_ship,
    MoveShip: CatanState._move_ship,
    ChooseGold: CatanState._choose_gold,
    PlaceHarbour: CatanState._place_harbour,
    Steal: CatanState._steal,
    StealCloth: CatanState._steal_cloth,
    ChooseWonder: CatanState._choose_wonder,
    BuildWonderLevel: CatanState._build_wonder_level,
    AttackFortress: CatanState._attack_fortress,
    BuyDevelopment: CatanState._buy_development,
    PlayKnight: CatanState._play_knight,
    PlayRoadBuilding: CatanState._play_road_building,
    PlayYearOfPlenty: CatanState._play_year_of_plenty,
    PlayMonopoly: CatanState._play_monopoly,
    MaritimeTrade: CatanState._maritime,
    OfferTrade: CatanState._offer_trade,
    AnswerTrade: CatanState._trade,
    ConfirmTrade: CatanState._trade,
    CancelTrade: CatanState._trade,
    EndTurn: CatanState._end_turn,
}
"""Who carries out each kind of action (found by its type: one look-up, not a chain of tests)."""
