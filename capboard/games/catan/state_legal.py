"""The legal actions of a Catan position, and the board questions they ask: a mixin of
:class:`~capboard.games.catan.state.CatanState`, which holds the data.

What follows from the pieces alone (where a seat may build, its pieces left, its harbour
ratios) comes from the position's :class:`~capboard.games.catan.pieces.PieceIndex`, worked out
once per position of the pieces; what follows from the hands and cards is read afresh, once
per decision. The order of the actions never changes: a random player chooses by position.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import repeat
from typing import TYPE_CHECKING

from capboard.engine.protocol import Action
from capboard.games.catan.actions import (
    AnswerTrade,
    BuyDevelopment,
    CancelTrade,
    ChooseGold,
    ConfirmTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MovePirate,
    MoveRobber,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
    Steal,
    place_road,
    place_settlement,
    place_ship,
)
from capboard.games.catan.hands import FIVE_COUNTS, RESOURCES, SHIP
from capboard.games.catan.hands import counts as _counts
from capboard.games.catan.move_table import NO_MOVES, MainActions, MoveTable
from capboard.games.catan.pieces import PieceIndex
from capboard.games.catan.rules import (
    CITY,
    DEVELOPMENT_CARD,
    KNIGHT,
    ROAD,
    SETTLEMENT,
    VICTORY_POINT_CARD,
    base_rules,
    piece_limit,
)
from capboard.games.catan.scenario import BASE
from capboard.games.catan.splits import SplitActions
from capboard.games.catan.state_trade import wanted
from capboard.games.catan.trade import WithOffers

if TYPE_CHECKING:
    from capboard.games.catan.state_fields import CatanFields
else:
    CatanFields = object  # the mixins' base while type checking only (see state_fields)

ROAD_BUILDING = "road_building"
YEAR_OF_PLENTY = "year_of_plenty"
MONOPOLY = "monopoly"

# Actions without a place are values: one of each serves every list.
TURN_PHASES = frozenset(("main", "roll", "robber", "steal", "trade_pick", "road_building"))
"""Phases where the player to move is the one to act (read first by the state's ``actor``)."""

_ROLL = Roll()
_END_TURN = EndTurn()
_BUY = BuyDevelopment()
_KNIGHT = PlayKnight()
_ROAD_BUILDING = PlayRoadBuilding()
_MONOPOLIES = tuple(PlayMonopoly(r) for r in RESOURCES)
_PLENTY = {(a, b): PlayYearOfPlenty(a, b) for i, a in enumerate(RESOURCES) for b in RESOURCES[i:]}
_MARITIME = {
    give: tuple((get, MaritimeTrade(give, get)) for get in RESOURCES if get != give)
    for give in RESOURCES
}
_ANSWERS: list[Action] = [AnswerTrade(False), AnswerTrade(True)]
_ROLL_ONLY: list[Action] = [_ROLL]
# Actions with a place, made once per place (values: one serves every list).
_move_robber = cache(MoveRobber)
_move_pirate = cache(MovePirate)
_steal = cache(Steal)
_confirm = cache(ConfirmTrade)
_DECLINE: list[Action] = [AnswerTrade(False)]
_CANCEL = CancelTrade()


def _cost_items(item: str) -> tuple[tuple[str, int], ...]:
    return tuple(base_rules().costs[item].items())


def _affords(hand: dict[str, int], cost: tuple[tuple[str, int], ...]) -> bool:
    # A plain loop: all() over a generator costs twice as much, at every decision.
    for resource, n in cost:  # noqa: SIM110
        if hand.get(resource, 0) < n:
            return False
    return True


class LegalActions(CatanFields):
    """The legal actions of the state, and the board questions behind them."""

    # -- the index of the pieces --------------------------------------------------------------

    def _index(self) -> PieceIndex:
        """The index of the pieces as they stand (a new one when they or the board changed)."""
        index = self._piece_index
        # PieceIndex.fits, inline: asked several times at every action (the marks read one
        # by one: no tuple made to compare them).
        if index is not None:
            marks = index.marks
            if (
                marks[0] == self.buildings.mark
                and marks[1] == self.roads.mark
                and marks[2] == self.ships.mark
                and index.board is self.board
                and index.is_land is self.is_land
            ):
                return index
        index = PieceIndex(
            self.catan,
            self.board,
            self.is_land,
            self.players,
            self.buildings,
            self.roads,
            self.ships,
        )
        self._piece_index = index
        return index

    def _fitting_index(self) -> PieceIndex | None:
        """The index kept, if it answers for the pieces as they stand (else None): the one a
        change of the pieces can carry over to the next position."""
        index = self._piece_index
        if index is not None and index.fits(
            self.board, self.is_land, self.buildings, self.roads, self.ships
        ):
            return index
        return None

    # -- board questions ----------------------------------------------------------------------

    def _is_land_corner(self, corner: int) -> bool:
        return self._index().is_land_corner(corner)

    def _is_land_edge(self, edge: int) -> bool:
        return self._index().is_land_edge(edge)

    def _distance_ok(self, corner: int) -> bool:
        """Empty, on land, and no building on a neighbouring corner (the distance rule)."""
        return self._index().distance_ok(corner)

    def _road_connects(self, seat: int, edge: int) -> bool:
        """Whether a road of ``seat`` on ``edge`` touches their building, or their road at a
        corner that holds no enemy building (a road never continues through one)."""
        return self._index().road_connects(seat, edge)

    def _free_road_spots(self, seat: int) -> list[int]:
        return list(self._index().road_spots(seat))

    def _pieces_left(self, seat: int, piece: str) -> int:
        return piece_limit(piece) - self._index().pieces_used(seat, piece)

    def _ratios(self, seat: int) -> dict[str, int]:
        return dict(self._index().ratios(seat))

    def _playable(self, seat: int, card: str) -> bool:
        """A card of this kind held since before this turn (never a victory point card), and
        no development card played yet this turn."""
        if self.dev_played or card == VICTORY_POINT_CARD:
            return False
        new = self.bought_this_turn.count(card) if seat == self.turn else 0
        return self.dev_hands[seat].count(card) > new

    def _victims(self, seat: int, tile: int) -> list[int]:
        """Who may be robbed: players with a building on the robber's hex, or (pirate) with a
        ship on one of the pirate's hex's edges; never oneself, never an empty hand (Cloth for
        Catan: the pirate's victim may hold cloth instead)."""
        if self.thief_target == "pirate":
            owners = {self.ships[e] for e in self.geometry.tile_edges[tile] if e in self.ships}
            if self.traders:  # Cloth for Catan: the pirate may take cloth instead of a card
                cloth = self.cloth
                return sorted(
                    s
                    for s in owners
                    if s != seat and (cloth[s] > 0 or sum(self.hands[s].values()) > 0)
                )
        else:
            owners = {
                self.buildings[c][0]
                for c in self.geometry.tile_corners[tile]
                if c in self.buildings
            }
        return sorted(s for s in owners if s != seat and sum(self.hands[s].values()) > 0)

    # -- legal actions ------------------------------------------------------------------------

    def _compute_legal(self) -> Sequence[Action]:
        phase = self.phase
        # actor(), whose first answer (the player to move, in these phases) is read here.
        seat = self.turn if phase in TURN_PHASES else self.actor()
        assert seat is not None
        self._legal_actor = seat  # apply() acts for this seat without asking again
        # The phases by how often they are asked: the main phase, the dice, then the trade.
        # (Lists of the module are handed out as they are: legal_actions() copies a list.)
        if phase == "main":
            return self._main_actions(seat)
        if phase == "roll":
            if self.dev_played or not self.dev_hands[seat]:
                return _ROLL_ONLY
            return [_ROLL, *self._dev_plays(seat)]
        if phase == "trade_answer":
            assert self.offer is not None
            hand = self.hands[seat]
            for resource, n in wanted(self.offer[1]):
                if hand.get(resource, 0) < n:
                    return _DECLINE
            return _ANSWERS
        if phase == "trade_pick":
            answers = self.trade_answers
            return [*(_confirm(s) for s in self.trade_asked if answers.get(s)), _CANCEL]
        if phase == "harbour":  # The Forgotten Tribe: a gift harbour to place
            return self._harbour_actions(seat)
        if phase == "robber":
            return self._thief_moves()
        if phase == "steal":
            tile = self.pirate if self.thief_target == "pirate" else self.robber
            assert tile is not None
            if self.traders and self.thief_target == "pirate":
                return self._pirate_steals(seat, self._victims(seat, tile))
            return [_steal(s) for s in self._victims(seat, tile)]
        if phase == "discard":
            # Half of a big hand can go thousands of ways: a lazy sequence, in the same order.
            total = self.to_discard[seat]
            return SplitActions(Discard, _up_to(_counts(self.hands[seat]), total), total)
        if phase == "setup_settlement":
            return self._setup_settlements()
        if phase == "setup_road":
            assert self.last_settlement is not None
            index = self._index()
            edges = self.geometry.corner_edges[self.last_settlement]
            setup: list[Action] = [
                place_road(e) for e in edges if e not in self.roads and index.is_land_edge(e)
            ]
            # Seafarers: a coastal start settlement may take a ship instead of its road.
            spots = set(self._ship_spots(seat))
            return setup + [place_ship(e) for e in edges if e in spots]
        if phase == "gold":
            owed = min(self.gold_owed[seat], sum(self.bank.values()))
            return SplitActions(ChooseGold, _up_to(_counts(self.bank), owed), owed)
        if phase == "road_building":
            pieces: list[Action] = []
            if self._pieces_left(seat, ROAD) > 0:
                pieces += self._index().road_actions(seat)
            if self._pieces_left(seat, SHIP) > 0:
                pieces += [place_ship(e) for e in self._ship_spots(seat)]
            return pieces
        return self._main_actions(seat)

    def _thief_moves(self) -> list[Action]:
        """Where the robber (or the pirate) may go: every land hex but its own and the barred
        ones, then (the pirate sailing) every sea hex but its own. Each half is the same list
        while its piece and the land stay where they are: kept, by where the robber stands
        and by where the pirate does, with the board. (Kept by both at once, as they were,
        nearly every robber of a Seafarers game met a pair not seen yet.)"""
        kept = self._thieves
        if kept is None or kept[0] is not self.board:
            kept = self._thieves = (self.board, {}, {})
        robber = self.robber
        robbers = kept[1].get(robber)
        if robbers is None:
            is_land = self.is_land
            barred = self.catan.robber_barred  # The Forgotten Tribe's small islands
            robbers = kept[1][robber] = [
                _move_robber(t)
                for t in range(len(is_land))
                if is_land[t] and t != robber and t not in barred
            ]
        if not self.pirate_on:
            return robbers
        pirate = self.pirate
        pirates = kept[2].get(pirate)
        if pirates is None:
            pirates = kept[2][pirate] = [
                _move_pirate(t)
                for t, terrain in enumerate(self.board.terrain)
                if terrain == "sea" and t != pirate
            ]
        return robbers + pirates

    def _setup_settlements(self) -> list[Action]:
        """Where a set-up settlement may go: every corner open to building (on land, on a
        home island, not by the strait of The Wonders of Catan) that the distance rule
        allows, in corner order. The corners open are the same all the set-up long: kept
        with the board and the land; only the buildings are looked at again."""
        kept = self._setup_corners
        if kept is None or kept[0] is not self.board or kept[1] is not self.is_land:
            index = self._index()
            # The Wonders of Catan: no set-up settlement by the strait.
            no_setup: frozenset[int] = getattr(self.catan.layout, "no_setup", frozenset())
            homes = self._home_corners()  # Seafarers: on a home island
            closed = self.catan.closed_corners  # The Forgotten Tribe's islands
            neighbours = self.geometry.corner_corners
            open_corners = tuple(
                (c, neighbours[c])
                for c in range(self.geometry.corner_count)
                if index.is_land_corner(c)
                and c not in closed
                and (homes is None or c in homes)
                and c not in no_setup
            )
            kept = self._setup_corners = (self.board, self.is_land, open_corners)
        taken = self.buildings.keys()
        # PieceIndex.distance_ok of each corner open: empty, and no building next to it.
        return [
            place_settlement(c) for c, near in kept[2] if c not in taken and taken.isdisjoint(near)
        ]

    def _main_actions(self, seat: int) -> Sequence[Action]:
        """The main phase: build, buy, play a card, trade with the bank or the players, end.

        An offer nobody takes leaves the position as it was: the actions are kept (with the
        lazy sequence of the offers, immutable) and handed out again after the offer without
        being worked out (see ``_main_again``; most main-phase decisions follow an offer
        declined). Anything else that happens changes the position, and the actions are
        worked out afresh when next asked: they are never kept across it.
        """
        hand = self.hands[seat]
        try:
            held = FIVE_COUNTS(hand)  # hands.counts, inline: the state's hands hold every resource
        except KeyError:
            held = _counts(hand)
        actions = self._work_out_main(seat, self._index(), hand, held)
        if self.offers_left > 0 and any(held):
            offers = WithOffers(actions, held, _targets(self.players, seat))
            self._main_kept = (actions, offers)
            return offers
        self._main_kept = (actions, None)
        # The kept list itself (legal_actions() hands out copies, and nothing changes it), or
        # the main actions with ship moves, immutable.
        return actions

    def _work_out_main(
        self, seat: int, index: PieceIndex, hand: dict[str, int], held: tuple[int, ...]
    ) -> Sequence[Action]:
        """The main phase's actions other than the offers (see :meth:`_main_actions`);
        ``held`` is the five counts of ``hand``. Seafarers' ship moves, when there are some,
        stay a table among the others (:class:`~capboard.games.catan.move_table.MainActions`)."""
        # No card played yet this turn and some held but victory point cards (never played,
        # and kept to the end: late in a game many hands hold them alone): those playable.
        cards = self.dev_hands[seat]
        actions: list[Action] = (
            self._dev_plays(seat)
            if cards and not self.dev_played and cards.count(VICTORY_POINT_CARD) != len(cards)
            else []
        )
        road, settlement, city, development, ship = _affordable(held)
        counts = index.counts
        limits = base_rules().piece_limits
        if road and counts[ROAD][seat] < limits[ROAD]:
            actions += index.road_actions(seat)
        if settlement and counts[SETTLEMENT][seat] < limits[SETTLEMENT]:
            # Next to an own road, or (Seafarers) an own ship: how islands are settled.
            actions += index.settlement_actions(seat)
            if self.fortress_wins:  # The Pirate Islands: not beside a standing fortress
                actions = self._fortress_clear(actions)
        moves = NO_MOVES
        if self.scenario_id != BASE:
            actions, moves = self._sea_main(seat, hand, ship, actions, index)
        at = len(actions)
        if city and counts[CITY][seat] < limits[CITY]:
            actions += index.city_actions(seat)
        if development and self.deck:
            actions.append(_BUY)
        # Trades with the bank: looked for only when some resource is held at its ratio
        # (read in one call: the ratios name every resource), which most decisions miss.
        r0, r1, r2, r3, r4 = FIVE_COUNTS(index.ratios(seat))
        h0, h1, h2, h3, h4 = held
        gives = (h0 >= r0, h1 >= r1, h2 >= r2, h3 >= r3, h4 >= r4)
        if True in gives:
            # The same few lists again and again (more often late in a game, with bigger
            # hands): one look-up by what is given and which resources the bank lacks.
            stock = FIVE_COUNTS(self.bank)
            actions += _maritime(gives, tuple(map(bool, stock)) if 0 in stock else None)
        if self.scenario_id != BASE:
            if self.wonder_levels:  # The Wonders of Catan: a wonder begun or a level built
                actions += self._wonder_actions(seat, held)
            if self.fortress_wins:  # The Pirate Islands: attack one's fortress
                actions += self._fortress_actions(seat)
        actions.append(_END_TURN)
        if moves is NO_MOVES:  # (no call of a lazy sequence's length: most decisions)
            return actions
        return MainActions(actions, at, moves) if moves._length else actions

    def _sea_main(
        self,
        seat: int,
        hand: dict[str, int],
        ship: bool,
        actions: list[Action],
        index: PieceIndex,
    ) -> tuple[list[Action], MoveTable]:
        """The Seafarers scenarios' actions among the main phase's, after the settlements:
        the next ship of one's lane (The Pirate Islands), or the ships one may build and
        move (the others), and those moves as a table; ``ship`` says whether ``hand`` pays
        a ship."""
        if self.fortress_wins:  # The Pirate Islands: the next ship of one's lane only
            actions += self._lane_actions(seat, hand)
            return actions, NO_MOVES
        # The ships to build, asked only when the hand pays one (most decisions do not).
        if ship and index.counts[SHIP][seat] < base_rules().piece_limits[SHIP]:
            actions += index.ship_actions(seat, self.pirate)
        # The ship moves, once a turn: asked at every main-phase decision of a Seafarers game.
        if self.ship_moved:
            return actions, NO_MOVES
        built = self.ships_built
        return actions, index.ship_moves(seat, self.pirate, tuple(built) if built else ())

    def _dev_plays(self, seat: int) -> list[Action]:
        actions: list[Action] = []
        cards = self.dev_hands[seat]
        if self.dev_played or not cards or cards.count(VICTORY_POINT_CARD) == len(cards):
            return actions  # nothing to play (victory point cards alone, late in a game)
        # A card is playable when held since before this turn (see _playable), read here
        # without a call per kind.
        bought = self.bought_this_turn if seat == self.turn else ()
        # The Pirate Islands: a Knight is a warship card, for a ship not yet a warship.
        if (
            KNIGHT in cards
            and cards.count(KNIGHT) > bought.count(KNIGHT)
            and (not self.warships or self._may_arm(seat))
        ):
            actions.append(_KNIGHT)
        if (
            ROAD_BUILDING in cards
            and cards.count(ROAD_BUILDING) > bought.count(ROAD_BUILDING)
            and (
                (self._pieces_left(seat, ROAD) > 0 and self._index().road_spots(seat))
                or (self._pieces_left(seat, SHIP) > 0 and self._ship_spots(seat))
            )
        ):
            actions.append(_ROAD_BUILDING)
        if YEAR_OF_PLENTY in cards and cards.count(YEAR_OF_PLENTY) > bought.count(YEAR_OF_PLENTY):
            # One look-up by the bank's counts up to two (most often two of each: all plays).
            actions += _plenty(tuple(map(min, FIVE_COUNTS(self.bank), _TWOS)))
        if MONOPOLY in cards and cards.count(MONOPOLY) > bought.count(MONOPOLY):
            actions += _MONOPOLIES
        return actions


@lru_cache(maxsize=4096)
def _affordable(held: tuple[int, ...]) -> tuple[bool, bool, bool, bool, bool]:
    """Whether five counts pay a road, a settlement, a city, a development card and (the
    Seafarers) a ship, by the costs of the rules' data: one look-up at every main-phase
    decision. A hand not met yet (late in a game hands grow, and many are met once) is
    answered by its counts capped at the most any of the five costs asks
    (:func:`_afford_capped`, a hundred keys at most), not worked out from the costs again."""
    return _afford_capped(tuple(map(min, held, _caps())))


@cache
def _afford_capped(held: tuple[int, ...]) -> tuple[bool, bool, bool, bool, bool]:
    """:func:`_affordable` of counts capped by :func:`_caps` (a cost asks no more)."""
    costs = _costs()
    have = dict(zip(RESOURCES, held, strict=True))
    return (
        _affords(have, costs[ROAD]),
        _affords(have, costs[SETTLEMENT]),
        _affords(have, costs[CITY]),
        _affords(have, costs[DEVELOPMENT_CARD]),
        _affords(have, costs[SHIP]),
    )


@lru_cache(maxsize=1024)
def _maritime(gives: tuple[bool, ...], held: tuple[bool, ...] | None) -> tuple[Action, ...]:
    """The trades with the bank giving each resource ``gives`` marks, for each resource the
    bank holds (``held`` marks them, both in resource order), or for every resource when
    ``held`` is None (the common case): a few dozen lists in all."""
    return tuple(
        trade
        for give, given in zip(RESOURCES, gives, strict=True)
        if given
        for get, trade in _MARITIME[give]
        if held is None or held[RESOURCES.index(get)]
    )


_TWOS = (2, 2, 2, 2, 2)


@lru_cache(maxsize=256)
def _plenty(stock: tuple[int, ...]) -> tuple[Action, ...]:
    """The Year of Plenty plays the bank pays, from its five counts up to two each (at most
    243 keys): two cards of one resource, or one each of two."""
    bank = dict(zip(RESOURCES, stock, strict=True))
    return tuple(
        play for (a, b), play in _PLENTY.items() if bank[a] >= (2 if a == b else 1) and bank[b] >= 1
    )


def _up_to(counts: tuple[int, ...], total: int) -> tuple[int, ...]:
    """Counts capped at ``total``: the limits of the same choices of ``total`` cards (none
    takes more of a resource than all its cards). The number of ways is kept by limits, and
    late in a game hands and the bank hold more of a resource than is chosen (a gold pick
    is one or two cards from a bank of dozens): capped, the same few limits come again."""
    return tuple(map(min, counts, repeat(total)))


@cache
def _targets(players: int, seat: int) -> tuple[int, ...]:
    """Whom ``seat`` may make an offer to: everyone (-1), then each other seat in order."""
    return (-1, *(s for s in range(players) if s != seat))


_COSTS: dict[str, tuple[tuple[str, int], ...]] = {}


def _costs() -> dict[str, tuple[tuple[str, int], ...]]:
    """Each item's cost as (resource, count) pairs, read once from the rules' data."""
    if not _COSTS:
        _COSTS.update({item: _cost_items(item) for item in base_rules().costs})
    return _COSTS


@cache
def _caps() -> tuple[int, ...]:
    """Per resource, the most that a road, a settlement, a city, a development card or a ship
    costs (from the rules' data): counts above it pay the same items, so hands capped there
    share their answers (:func:`_affordable`)."""
    costs = _costs()
    items = (ROAD, SETTLEMENT, CITY, DEVELOPMENT_CARD, SHIP)
    return tuple(max(dict(costs[item]).get(r, 0) for item in items) for r in RESOURCES)
