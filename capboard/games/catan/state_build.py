"""Building in the Catan state: settlements, cities and roads placed (in the set-up, paid, or by
a Road Building card), and the Longest Road (Seafarers: trade route) recounted after them. A
mixin of :class:`~capboard.games.catan.state.CatanState`, which holds the data; ships are
:mod:`~capboard.games.catan.state_sea`'s.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from capboard.engine.protocol import Event
from capboard.games.catan.actions import BuildCity, PlaceRoad, PlaceSettlement
from capboard.games.catan.board import GOLD, catan_rules
from capboard.games.catan.hands import RESOURCES, SHIP, Hand, move_cards
from capboard.games.catan.longest_road import LONGEST_ROAD_MINIMUM, longest_road_award
from capboard.games.catan.rules import CITY, ROAD, SETTLEMENT, base_rules, gain, pay

if TYPE_CHECKING:
    from capboard.games.catan.state_fields import CatanFields
else:
    CatanFields = object  # the mixins' base while type checking only (see state_fields)


class Building(CatanFields):
    """The building steps of the state."""

    def _build_settlement(self, seat: int, action: PlaceSettlement) -> list[Event]:
        return self._settlement(seat, action.corner)

    def _build_road(self, seat: int, action: PlaceRoad) -> list[Event]:
        return self._road(seat, action.edge)

    def _build_city(self, seat: int, action: BuildCity) -> list[Event]:
        move_cards(self.hands[seat], self.bank, base_rules().costs[CITY].items())
        before = self._fitting_index()
        self.buildings[action.corner] = (seat, CITY)
        if before is not None:  # nearly every answer is as it was: carried to the new index
            self._piece_index = before.after_city(
                seat, action.corner, self.buildings, self.roads, self.ships
            )
        # A city takes a settlement's corner: nobody's road is cut, no length changes.
        return [Event("built_city", {"seat": seat, "corner": action.corner})]

    def _settlement(self, seat: int, corner: int) -> list[Event]:
        events = [Event("built_settlement", {"seat": seat, "corner": corner})]
        before = self._fitting_index()
        self.buildings[corner] = (seat, SETTLEMENT)
        if before is not None:  # carried over to the new position, not worked out afresh
            self._piece_index = before.after_settlement(
                seat, corner, self.buildings, self.roads, self.ships
            )
        if self.phase == "setup_settlement":
            self.last_settlement = corner
            self.phase = "setup_road"
            self.home_areas[seat] = self.home_areas[seat] | self._areas_at(corner)
            if self.setup_step >= len(self.setup_order) - self.players:
                # The last set-up settlement (the second; Cloth for Catan's third): one card
                # per producing hex around it (a gold field: one of the player's choice).
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
            move_cards(self.hands[seat], self.bank, base_rules().costs[SETTLEMENT].items())
            events += self._island_points(seat, corner)
            if self.harbours_kept and self.harbours_kept[seat]:
                events += self._ask_harbour(seat)  # a kept gift harbour now has a coast
        # A settlement may break the road of anyone with a road or ship at its corner, and
        # (Seafarers) join the builder's roads to their ships there: recount those seats.
        # Nobody else's length can change: a corner none of their pieces touch is not on
        # their network.
        edges = self.geometry.corner_edges[corner]
        touched = {seat}
        for pieces in (self.roads, self.ships):
            for edge in edges:
                owner = pieces.get(edge)
                if owner is not None:
                    touched.add(owner)
        # What is known of their lengths before: the builder's can only grow (a join more),
        # the others' only shrink (a corner they may no longer pass); neither changes where
        # no trail could pass the corner before and after alike (see _passage_changed).
        index = self._index()
        # The others' lengths did not change: their networks, made again for the new index,
        # start from what is known of them (the lengths, or the bounds of those owed), and
        # take the parts already cut (the corner built on touches none of their edges, so
        # no part of theirs is cut there). A network made knowing nothing would have to be
        # cut and measured afresh at its seat's next road or ship.
        for s in range(self.players):
            if s in touched:
                continue
            owed = self._lengths_owed.get(s)
            if owed is None:
                index.know_length(s, self._road_lengths[s])
                if before is not None:
                    index.network(s).take_parts(before.network(s))
            else:
                index.know_length(s, *owed.bounds)
                index.network(s).take_parts(owed)
        for s in touched:
            owed = self._lengths_owed.get(s)
            low, high = (self._road_lengths[s],) * 2 if owed is None else owed.bounds
            if not self._passage_changed(s, corner, s == seat):
                index.know_length(s, low, high)
            elif s == seat:
                index.know_length(s, low, self.geometry.edge_count)
            else:
                index.know_length(s, 0, high)
        return events + self._update_longest_road(sorted(touched))

    def _passage_changed(self, seat: int, corner: int, own: bool) -> bool:
        """Whether a settlement just built on the empty ``corner`` (``own``: by ``seat``)
        changes which of ``seat``'s edges a trail may pass between there. Before it, a trail
        passed only between two roads or two ships (no building joined them); after it, the
        builder's trails also pass between a road and a ship, and nobody else's pass at all.
        With at most one road and one ship of ``seat`` at the corner, no trail passed there
        before, and only the builder's road-and-ship pairs may pass after; the builder's
        other passages stay. Otherwise every trail, so the length, is as it was."""
        roads = ships = 0
        for edge in self.geometry.corner_edges[corner]:
            if self.roads.get(edge) == seat:
                roads += 1
            elif self.ships.get(edge) == seat:
                ships += 1
        if own:
            return roads > 0 and ships > 0
        return roads > 1 or ships > 1

    def _road(self, seat: int, edge: int) -> list[Event]:
        index = self._fitting_index()
        self.roads[edge] = seat
        if index is not None:  # carried over to the new position, not worked out afresh
            self._piece_index = index.after_road(seat, edge, self.buildings, self.roads, self.ships)
        events = [Event("built_road", {"seat": seat, "edge": edge})]
        return events + self._after_piece(seat, edge, ROAD)

    def _after_piece(self, seat: int, edge: int, piece: str) -> list[Event]:
        """What follows a road or a ship: the set-up's next step, the Road Building card's
        count, or the payment; then discoveries and the longest route (the builder's only:
        nobody else's pieces or blocking buildings changed)."""
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
            # No discovery during set-up (The Fog Islands: the fog stays until a piece built
            # in play reaches it); a second settlement by a gold field is paid now.
            gold = self._ask_gold(self.phase) if any(self.gold_owed) else []
            return events + gold + self._update_longest_road((seat,))
        if self.phase == "road_building":
            self.road_building_left -= 1
            more = (self._pieces_left(seat, ROAD) > 0 and self._free_road_spots(seat)) or (
                self._pieces_left(seat, SHIP) > 0 and self._ship_spots(seat)
            )
            if self.road_building_left <= 0 or not more:
                self.road_building_left = 0
                self.phase = self.resume
        else:
            move_cards(self.hands[seat], self.bank, base_rules().costs[piece].items())
        return events + self._discover(seat, edge) + self._update_longest_road((seat,))

    def _update_longest_road(self, seats: Iterable[int] | None = None) -> list[Event]:
        """Recount the longest road of ``seats`` (default: everybody; Seafarers: the trade
        route of roads and ships joined at own buildings) and move the card if the rules say
        so. A seat's length depends only on their own roads, ships and buildings and on the
        other players' buildings, so a road or a ship (placed or moved) changes the builder's
        alone, while a settlement may cut anybody's.

        A length is measured only when it decides something: while the bounds of the changed
        networks (:attr:`~capboard.games.catan.networks.Network.bounds`) give the card to the
        same seat whatever the lengths within them, they are owed, and measured when
        :attr:`road_lengths` is read."""
        recount = range(self.players) if seats is None else tuple(seats)
        index = self._index()
        lengths, owed = self._road_lengths, self._lengths_owed
        holder = self.longest_holder
        # Every award leaves the holder's length the longest (ties allowed). When only one
        # seat's length changed, the others' are still no longer than the holder's was.
        alone = seats is not None and len(recount) == 1
        holder_most = 0
        if holder is not None and alone:
            holder_most = owed[holder].bounds[1] if holder in owed else lengths[holder]
        low = high = 0
        for s in recount:
            network = index.network(s)
            low, high = network.bounds
            if low == high:
                lengths[s] = low
                owed.pop(s, None)
            else:
                owed[s] = network
        if not self.longest_route_on:  # Cloth for Catan: lengths shown, no card played
            return []  # (those owed are measured when shown)
        if holder is not None and alone:
            (changed,) = recount
            # (low, high): the changed seat's bounds. Most changes are settled by the bounds
            # alone, looked at here before anything is cut (as _passes and _award would).
            if changed != holder:
                # Someone else's route changed: nobody but them can pass the holder, and they
                # take the card only by passing the holder (a tie keeps it with the holder).
                held = owed.get(holder)
                if high <= (lengths[holder] if held is None else held.bounds[0]):
                    return []
                if not self._passes(changed, holder):
                    return []
                holder = changed
            else:
                # The holder's route changed: the others' are as before, no longer than the
                # holder's was at most. The holder keeps the card if no one else may reach
                # its least.
                if low >= LONGEST_ROAD_MINIMUM and low >= holder_most:
                    return []
                if low >= LONGEST_ROAD_MINIMUM and not any(
                    (lengths[s] if s not in owed else owed[s].bounds[1]) > low
                    for s in range(self.players)
                    if s != holder
                ):
                    return []
                holder = self._award(holder_most)
        else:
            holder = self._award()
        if holder == self.longest_holder:
            return []
        self.longest_holder = holder
        return [Event("longest_road", {"seat": holder, "length": list(self.road_lengths)})]

    def _passes(self, changed: int, holder: int) -> bool:
        """Whether ``changed``'s route is now longer than ``holder``'s, measured only if the
        bounds do not say: the networks' bounds first, then their parts cut (the changed
        seat's first), then the lengths measured (the less certain first)."""
        lengths, owed = self._road_lengths, self._lengths_owed
        refined = 0  # how many refinements made: two cuts, then the lengths
        while True:
            network = owed.get(changed)
            c_low, c_high = (lengths[changed],) * 2 if network is None else network.bounds
            network = owed.get(holder)
            h_low, h_high = (lengths[holder],) * 2 if network is None else network.bounds
            if c_high <= h_low:
                return False
            if c_low > h_high:
                return True
            if refined < 2:
                seat = changed if refined == 0 else holder
                refined += 1
                if seat in owed:
                    owed[seat].tight_bounds()  # kept in the network's bounds
                continue
            # Both cut, still not settled: measure the less certain (one of them is owed).
            seat = changed if (c_high - c_low, changed) >= (h_high - h_low, holder) else holder
            lengths[seat] = owed.pop(seat).length

    def _award(self, others_most: int | None = None) -> int | None:
        """:func:`~capboard.games.catan.longest_road.longest_road_award` of the lengths as they
        stand, without measuring those owed when their bounds settle it: nobody can reach the
        minimum; or one seat (the holder first) is sure to be the longest whatever the others
        are within their bounds (strictly, if it is not the holder). ``others_most``: the most
        any seat but the holder may have (the holder's length before its own changed).

        Only the seats that may still have the longest route are looked at closer (a seat
        whose most is below another's least decides nothing): their networks' parts cut first
        (most often enough), then their lengths measured one at a time, the least certain
        first."""
        lengths, owed, holder = self._road_lengths, self._lengths_owed, self.longest_holder
        if not owed:  # every length known
            return longest_road_award(lengths, holder)
        low, high = lengths.copy(), lengths.copy()
        for s, network in owed.items():
            low[s], high[s] = network.bounds
        if others_most is not None:
            for s, h in enumerate(high):
                if h > others_most and s != holder:
                    high[s] = max(others_most, low[s])  # (their least is no more)
        cut: set[int] = set()  # the seats owed whose parts were cut by this award
        while True:
            # The most any seat may have (the first seat that may have it), and the most any
            # other may: what each seat must beat is the first but for that seat, the second.
            first = second = -1
            leader = 0
            for s, h in enumerate(high):
                if h > first:
                    first, second, leader = h, first, s
                elif h > second:
                    second = h
            if first < LONGEST_ROAD_MINIMUM:
                return None
            # The holder first: ties keep the card with them.
            if holder is not None:
                least = low[holder]
                if least >= LONGEST_ROAD_MINIMUM and least >= (
                    second if holder == leader else first
                ):
                    return holder
            # Anyone else must be strictly the longest: only the leader may be.
            least = low[leader]
            if least >= LONGEST_ROAD_MINIMUM and least > second:
                return leader
            # Who to look at closer: a seat owed, still uncertain, whose most is not below
            # another seat's least (see _contenders), not cut yet; if none, measure one.
            top = top2 = -1
            top_seat = 0
            for s, n in enumerate(low):
                if n > top:
                    top, top2, top_seat = n, top, s
                elif n > top2:
                    top2 = n
            # A seat but the holder no longer than the holder's least decides nothing either
            # (the holder keeps the card, or someone longer than the holder takes it or ties).
            held = -1 if holder is None else low[holder]
            sure = -1  # the least certain such seat cut already
            sure_width = -1
            loose = False  # whether one was cut now
            for s in list(owed):
                width = high[s] - low[s]
                if (
                    width
                    and high[s] >= (top2 if s == top_seat else top)
                    and (high[s] > held or s == holder)
                ):
                    if s not in cut:  # cut its network's parts: each carries its own bounds
                        cut.add(s)
                        loose = True
                        part_low, part_high = owed[s].tight_bounds()
                        low[s] = part_low = max(low[s], part_low)
                        high[s] = part_high = min(high[s], part_high)
                        if part_low == part_high:  # known: nothing owed
                            lengths[s] = part_low
                            del owed[s]
                    elif (width, s) > (sure_width, sure):
                        sure, sure_width = s, width
            if loose:
                continue
            if sure < 0:  # nobody uncertain may be the longest: those known decide
                uncertain = [
                    s for s in owed if low[s] < high[s] and (high[s] > held or s == holder)
                ]
                if not uncertain:  # every length that decides known (a tie: set aside)
                    return longest_road_award(low, holder)
                sure = max(_contenders(uncertain, low, high), key=lambda s: (high[s] - low[s], s))
            # Every seat that may have the longest route is cut and still not settled: measure
            # the least certain. (Asking the holder whether it still reaches the others' most,
            # a search stopped at the first trail so long, cost more over a game: a no searches
            # every trail as a measure does, and a yes leaves only a least, so that later
            # awards searched the same route again.)
            lengths[sure] = low[sure] = high[sure] = owed.pop(sure).length

    def _route_at_least(self, seat: int, length: int) -> bool:
        """Whether ``seat``'s longest road (trade route) is ``length`` or more, searched only if
        its bounds do not say (see :meth:`~capboard.games.catan.networks.Network.at_least`)."""
        network = self._lengths_owed.get(seat)
        if network is None:
            return self._road_lengths[seat] >= length
        return network.at_least(length)

    @property
    def road_lengths(self) -> list[int]:
        """Every seat's longest road (Seafarers: trade route), those owed measured now."""
        owed = self._lengths_owed
        if owed:
            lengths = self._road_lengths
            for s, network in owed.items():
                lengths[s] = network.length
            owed.clear()
        return self._road_lengths

    @road_lengths.setter
    def road_lengths(self, lengths: list[int]) -> None:
        self._road_lengths = lengths
        self._lengths_owed = {}


def _contenders(owed: Iterable[int], low: list[int], high: list[int]) -> list[int]:
    """The seats of ``owed`` (lengths not measured) that may have the longest route, or tie
    it, given every seat's least (``low``) and most (``high``): not those whose most is below
    another seat's least. Their lengths decide nothing: measured late in a game, when every
    seat's route keeps changing, they were work thrown away (about one measurement in eight
    of an award in random games of The Wonders of Catan). All of ``owed`` if none is left,
    which the bounds of an award still unsettled rule out."""
    seats = list(owed)
    contenders = []
    for s in seats:
        others = max((n for t, n in enumerate(low) if t != s), default=0)
        if high[s] >= others:
            contenders.append(s)
    return contenders or seats
