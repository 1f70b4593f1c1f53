"""What each seat may know of a Catan position, and a full position rebuilt from it: the
views and ``determinize`` of :class:`~capboard.games.catan.state.CatanState` (a mixin)."""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Self

from capboard.engine.protocol import quick_builder
from capboard.games.catan.board import land_tiles
from capboard.games.catan.hands import RESOURCES, Hand
from capboard.games.catan.hands import counts as _counts
from capboard.games.catan.hands import from_counts as _from_counts
from capboard.games.catan.pieces import PieceMap
from capboard.games.catan.rules import KNIGHT, setup_order, starting_bank
from capboard.games.catan.state_pirates import pirate_setup_order
from capboard.games.catan.view import CatanView

if TYPE_CHECKING:
    from capboard.games.catan.state_fields import CatanFields
else:
    CatanFields = object  # the mixins' base while type checking only (see state_fields)


_new_view = quick_builder(CatanView)
"""A view is made at every decision (by the ui, the computer players, the tests): built in
one step rather than field by field through the frozen dataclass's ``__init__``."""


class CatanViews(CatanFields):
    """The views of the state, and determinize."""

    def view(self, seat: int | None) -> CatanView:
        own = seat is not None
        over = self.is_over
        # The pieces as sorted tuples are kept with the pieces' index: made once per position.
        index = self._index()
        # The per-seat tuples below go through map() rather than generator expressions: a view
        # is made at every decision, and a generator's frame costs more than its few items.
        played = self.played_dev
        return _new_view(
            seat=seat,
            players=self.players,
            options=self.options,
            current_player=self.current_player,
            pending_players=self.pending_players,
            is_over=over,
            board=self.board,
            buildings=index.sorted_items("buildings"),
            roads=index.sorted_items("roads"),
            robber=self.robber,
            bank=_counts(self.bank),
            deck_size=len(self.deck),
            hand=_counts(self.hands[seat]) if own else (),  # type: ignore[index]
            hand_sizes=tuple(map(sum, map(dict.values, self.hands))),
            dev_cards=tuple(sorted(self.dev_hands[seat])) if own else (),  # type: ignore[index]
            dev_counts=tuple(map(len, self.dev_hands)),
            new_dev_count=len(self.bought_this_turn),
            new_dev_cards=tuple(sorted(self.bought_this_turn)) if seat == self.turn else (),
            played_dev=tuple(map(tuple, map(sorted, map(dict.items, played)))),
            knights=tuple([p.get(KNIGHT, 0) for p in played]),
            road_lengths=tuple(self.road_lengths),
            longest_road_holder=self.longest_holder,
            largest_army_holder=self.army_holder,
            public_scores=tuple(self.scores(public=not over)),
            phase="over" if over else self.phase,
            turn=self.turn,
            first=self.first,
            setup_step=self.setup_step,
            last_settlement=self.last_settlement,
            dev_played=self.dev_played,
            road_building_left=self.road_building_left,
            resume=self.resume,
            to_discard=tuple(self.to_discard),
            last_roll=self.last_roll,
            winner=self.winner,
            offer=self.offer,
            trade_asked=self.trade_asked,
            trade_answers=tuple(sorted(self.trade_answers.items())) if self.trade_answers else (),
            offers_left=self.offers_left,
            scenario=self.scenario_id,
            target=self.target,
            ships=index.sorted_items("ships"),
            pirate=self.pirate,
            pirate_on=self.pirate_on,
            ships_built_this_turn=tuple(self.ships_built),
            ship_moved=self.ship_moved,
            special_points=tuple(self.special),
            island_points=self.island_points,
            gold_owed=tuple(self.gold_owed),
            fog_left=len(self.fog_stack),
            home_areas=tuple(map(tuple, map(sorted, self.home_areas))),
            thief_target=self.thief_target,
            gold_resume=self.gold_resume,
            stale_turns=self.stale_turns,
            last_points=tuple(self.last_points),
            called=self.called,
            gifts=tuple(sorted(self.gifts.items())) if self.gifts else (),
            chits=tuple(self.chits),
            harbours_kept=tuple(map(tuple, self.harbours_kept)),
            harbour_resume=self.harbour_resume,
            villages=self._villages_seen(),
            cloth=tuple(self.cloth) if self.traders else (),
            cloth_supply=self.cloth_supply,
            longest_route_on=self.longest_route_on,
            wonders=self._wonders_seen(),
            wonder_levels_max=self._wonder_levels_max() if self.wonder_levels else 0,
            fleet=self._fleet_tile(),
            fortress_wins=tuple(self.fortress_wins),
            fortress_strength=self._fortress_strength() if self.fortress_wins else 0,
            warships=tuple(self.warships),
            fortress_attacked=self.fortress_attacked,
        )

    def _wonders_seen(self) -> tuple[tuple[str, int | None, int], ...]:
        if not self.wonder_levels:
            return ()
        owner = {w: s for s, w in enumerate(self.wonder_of) if w is not None}
        return tuple(
            (w.id, owner.get(i), self.wonder_levels[owner[i]] if i in owner else 0)
            for i, w in enumerate(self._wonder_list())
        )

    def _villages_seen(self) -> tuple[tuple[int, int, int, tuple[int, ...]], ...]:
        if not self.traders:
            return ()
        numbers = dict(self.catan.layout.villages)  # type: ignore[attr-defined]
        return tuple(
            (corner, numbers[corner], cloth, self.traders[corner])
            for corner, cloth in sorted(self.village_cloth.items())
        )

    def determinize(self, view: CatanView, rng: random.Random) -> Self:
        """A full state matching ``view``: the hands, development cards and deck order it
        does not show are dealt at random from what is unaccounted for, keeping every count."""
        state = self.clone()
        state.rng = random.Random(rng.random())
        state.board = view.board
        state.options = view.options
        state.buildings = PieceMap({c: (s, k) for c, s, k in view.buildings})
        state.roads = PieceMap({e: s for e, s in view.roads})
        state.robber = view.robber
        state.bank = _from_counts(view.bank)
        me = view.seat
        # Resources: every card not in the bank or the own hand is in someone else's hand.
        unseen = Counter({r: starting_bank()[r] - view.bank[i] for i, r in enumerate(RESOURCES)})
        if me is not None:
            unseen.subtract(_from_counts(view.hand))
        # A player who accepted the offer on the table holds the cards it asks for: everyone
        # saw them accept, so those cards are theirs in every consistent deal.
        # The offerer holds what they offer, for the same reason.
        known: dict[int, Hand] = {}
        if view.offer is not None:
            offered, asked = _from_counts(view.offer[0]), _from_counts(view.offer[1])
            if view.turn != me:
                known[view.turn] = dict(offered)
                unseen.subtract(offered)
            for s, accepted in view.trade_answers:
                if accepted and s != me:
                    known[s] = dict(asked)
                    unseen.subtract(asked)
        pool = sorted(unseen.elements())
        rng.shuffle(pool)
        hands: list[Hand] = []
        for s, size in enumerate(view.hand_sizes):
            if s == me:
                hands.append(_from_counts(view.hand))
            else:
                hand = dict.fromkeys(RESOURCES, 0)
                for r, n in known.get(s, {}).items():
                    hand[r] += n
                for _ in range(size - sum(known.get(s, {}).values())):
                    hand[pool.pop()] += 1
                hands.append(hand)
        state.hands = hands
        # Development cards: the full deck minus the played ones and the own hand.
        dev_unseen = Counter(self._full_deck())  # The Pirate Islands: at 3, no VP cards
        for played in view.played_dev:
            dev_unseen.subtract(dict(played))
        if me is not None:
            dev_unseen.subtract(view.dev_cards)
        dev_pool = sorted(dev_unseen.elements())
        rng.shuffle(dev_pool)
        state.dev_hands = []
        for s, count in enumerate(view.dev_counts):
            if s == me:
                state.dev_hands.append(list(view.dev_cards))
            else:
                state.dev_hands.append([dev_pool.pop() for _ in range(count)])
        # The Forgotten Tribe: the cards still lying face down on the gifts are unseen too.
        state.gift_cards = {edge: dev_pool.pop() for edge, gift in view.gifts if gift == "card"}
        state.deck = dev_pool
        # The player to move's cards bought this turn are the last ones they took.
        # The player to move's cards bought this turn: known to themselves; for anyone else,
        # the last ones dealt to them (any choice is consistent with the view).
        turn_cards = state.dev_hands[view.turn]
        if me == view.turn:
            state.bought_this_turn = list(view.new_dev_cards)
        else:
            state.bought_this_turn = turn_cards[len(turn_cards) - view.new_dev_count :]
        state.played_dev = [dict(p) for p in view.played_dev]
        state.road_lengths = list(view.road_lengths)
        state.longest_holder = view.longest_road_holder
        state.army_holder = view.largest_army_holder
        state.phase = view.phase if view.phase != "over" else "main"
        state.turn = view.turn
        state.first = view.first
        # The order of the set-up follows from who placed first (the template's is another's).
        state.setup_order = setup_order(
            view.first, state.players, len(state.setup_order) > 2 * state.players
        )
        if view.fortress_wins:  # The Pirate Islands: one round, in reverse order
            state.setup_order = pirate_setup_order(view.first, state.players)
        state.setup_step = view.setup_step
        state.last_settlement = view.last_settlement
        state.dev_played = view.dev_played
        state.road_building_left = view.road_building_left
        state.resume = view.resume
        state.to_discard = list(view.to_discard)
        state.last_roll = view.last_roll
        state.winner = view.winner
        state.offer = view.offer
        state.trade_asked = view.trade_asked
        state.trade_answers = dict(view.trade_answers)
        state.offers_left = view.offers_left
        state.ships = PieceMap(view.ships)
        state.pirate = view.pirate
        state.ships_built = list(view.ships_built_this_turn)
        state.ship_moved = view.ship_moved
        state.special = list(view.special_points)
        state.gold_owed = list(view.gold_owed)
        state.home_areas = [frozenset(h) for h in view.home_areas]
        state.thief_target = view.thief_target
        state.gold_resume = view.gold_resume
        state.stale_turns = view.stale_turns
        state.last_points = list(view.last_points)
        state.called = view.called
        state.gifts = dict(view.gifts)
        state.chits = list(view.chits)
        state.harbours_kept = [list(h) for h in view.harbours_kept]
        state.harbour_resume = view.harbour_resume
        state.village_cloth = {corner: cloth for corner, _, cloth, _ in view.villages}
        state.traders = {corner: partners for corner, _, _, partners in view.villages}
        state.cloth = list(view.cloth) or [0] * self.players
        state.cloth_supply = view.cloth_supply
        if view.wonders:  # The Wonders of Catan: every wonder's builder and levels
            state.wonder_of = [None] * self.players
            state.wonder_levels = [0] * self.players
            for i, (_, owner, levels) in enumerate(view.wonders):
                if owner is not None:
                    state.wonder_of[owner] = i
                    state.wonder_levels[owner] = levels
        if view.fortress_wins:  # The Pirate Islands: fortresses, warships, the fleet
            state.fortress_wins = list(view.fortress_wins)
            state.warships = list(view.warships)
            state.fortress_attacked = view.fortress_attacked
            path = self.catan.layout.fleet_path  # type: ignore[attr-defined]
            state.fleet = None if view.fleet is None else path.index(view.fleet)
        state.is_land = land_tiles(view.board)
        # The fog stack: what is left of the published pool, in an order nobody knows.
        stack = self.fog_stack.copy()
        rng.shuffle(stack)
        terrains = [t for t, _ in stack]
        numbers = [n for _, n in stack if n is not None]
        state.fog_stack = []
        for terrain in terrains:
            has_number = terrain not in ("sea", "desert") and numbers
            state.fog_stack.append((terrain, numbers.pop() if has_number else None))
        state._legal = None
        state._legal_set = None
        return state
