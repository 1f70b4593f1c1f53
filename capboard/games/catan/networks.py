"""One player's network of roads and ships cut into its parts, each part's longest trail kept:
the Longest Road (Seafarers: trade route) carried from one position of the pieces to the next.

:func:`~capboard.games.catan.ships.trade_route_length` measures a whole network afresh: it
splits the player's edges into components (joined through corners without another player's
building) and measures each. A road or a ship built, or a ship moved, changes only the parts
that hold the edge lifted or touch a corner of the edge placed; :meth:`Network.changed` cuts
those again and keeps the others with their lengths. A part is measured only when the length
asks for it: a part with no more edges than the longest trail already found cannot be longer
(so a change to a small branch away from the longest part measures nothing).

Nor is a length measured before it is needed: :attr:`Network.bounds` says how long the network
may be from what it was before the change. A ship lifted at the open end of its line, or an
edge placed where it can be walked on to from one end only (a dead end in the network as the
trade-route rule cuts it), shifts the longest trail by one at most; the state measures a length
only when these bounds do not settle who holds the card, or when the length is shown. Before
measuring, it may ask :meth:`Network.at_least` (is the longest trail so long?): a search that
stops at the first trail long enough answers yes for less than the length costs.

A measure also leaves a trail known to be in the network (:mod:`.known_trails`), a longest,
carried from change to change: a ship moved that does not touch it leaves the length known,
where the bounds alone would lose one at each end of every move.

The answers are those of :func:`~capboard.games.catan.longest_road.longest_road` with the
trade-route rule of :func:`~capboard.games.catan.ships.trade_route_links` (or none when the
player has no ship): each part is measured by the same function, under the same key.
"""

from __future__ import annotations

from collections.abc import Iterable

from capboard.games.catan.geometry import CatanGeometry
from capboard.games.catan.known_trails import (
    KnownTrail,
    lifted_from,
    not_longest,
    placed_in,
    trail_along,
)
from capboard.games.catan.longest_road import _components, _remembered_trail
from capboard.games.catan.network_parts import Part, _most, carried_part, moved_within

Change = tuple["Network", tuple[tuple[int, bool], ...], tuple[tuple[int, bool], ...]]
"""(the network before, the edges lifted, the edges placed), each edge with whether it is a
dead end (see :meth:`Network._dead_end`) in the network it leaves or joins."""

_new = object.__new__


class Network:
    """One seat's roads and ships in parts (see the module's docstring). Never changed once
    made, except that parts' lengths are filled in as they are measured."""

    __slots__ = (
        "_bounds",
        "_change",
        "_length",
        "_parts",
        "_trail",
        "blocked",
        "edges",
        "geometry",
        "joins",
        "ships",
    )

    def __init__(
        self,
        geometry: CatanGeometry,
        ships: frozenset[int],
        joins: frozenset[int],
        blocked: frozenset[int],
        parts: list[Part] | None,
        edges: frozenset[int],
        bounds: tuple[int, int] | None = None,
        change: Change | None = None,
    ) -> None:
        self.geometry = geometry
        self.ships = ships
        """The seat's ship edges (the others of the network are roads)."""
        self.joins = joins
        """The corners of the seat's settlements and cities: where a road and a ship join."""
        self.blocked = blocked
        """The corners of the other players' buildings: no trail passes through them."""
        self._parts = parts
        self._change = change
        """(the network before, edges lifted, edges placed) while the parts are not cut."""
        self.edges = edges
        """Every edge of the network, roads and ships."""
        self._length: int | None = None
        self._bounds = bounds
        """What the longest trail is known to lie between before it is measured (None: from
        the parts alone)."""
        self._trail: KnownTrail | None = None
        """A trail of the network, when one is known (see :mod:`.known_trails`): found by a
        measure, then carried through the changes that leave it (a ship lifted elsewhere) or
        lengthen it (an edge placed at one of its ends). The least of :attr:`bounds` is no
        shorter, and the length is known while it is a longest: a ship moved from an open
        end, where a longest trail may end, then leaves the length where it was."""

    @classmethod
    def of(
        cls,
        geometry: CatanGeometry,
        roads: frozenset[int],
        ships: frozenset[int],
        joins: frozenset[int],
        blocked: frozenset[int],
        length: int | None = None,
        bounds: tuple[int, int] | None = None,
    ) -> Network:
        """The network of a seat's ``roads`` and ``ships``, cut when first asked; ``length``
        is its longest trail when the caller knows it (then nobody measures it), ``bounds``
        what the caller knows it lies between."""
        edges = roads | ships
        if bounds is not None:
            bounds = (bounds[0], min(bounds[1], len(edges)))
        network = cls(geometry, ships, joins, blocked, None, edges, bounds)
        network._length = length
        return network

    def changed(
        self, ships: frozenset[int], lifted: Iterable[int] = (), placed: Iterable[int] = ()
    ) -> Network:
        """This network once the edges ``lifted`` are gone and those ``placed`` are added
        (roads or ships: ``ships`` are the seat's ships afterwards). The buildings are those
        of this network: a settlement asks for a new network."""
        lifted, placed = tuple(lifted), tuple(placed)
        edges = self.edges.difference(lifted).union(placed)
        # The parts are cut when a length is measured (most changes measure none).
        changed = Network(
            self.geometry,
            ships,
            self.joins,
            self.blocked,
            None,
            edges,
        )
        # How far the longest trail may have moved: one edge at most for an edge lifted from,
        # or placed at, a dead end (a longest trail can only end there); anything otherwise.
        # Whether each edge is a dead end is kept with the change: the parts, when cut, ask
        # the same of the same networks.
        low, high = self.bounds
        trail = self._trail
        if trail is not None and len(lifted) > 1:
            trail = not_longest(trail)  # (each edge lifted told of the others)
        lifts = []
        for edge in lifted:
            dead = self._dead_end(edge)
            low = max(0, low - 1) if dead else 0
            lifts.append((edge, dead))
            if trail is not None:
                trail = lifted_from(self, trail, edge)
        places = []
        for edge in placed:
            dead = changed._dead_end(edge)
            high = high + 1 if dead else len(edges)
            places.append((edge, dead))
        if trail is not None and len(placed) > 1:
            trail = not_longest(trail)  # (each edge told of the others)
        for edge, dead in places:
            if trail is not None:
                trail = placed_in(changed, trail, edge, dead)
        changed._change = (self, tuple(lifts), tuple(places))
        changed._bounds = (low, high)
        if trail is not None:
            changed._know(trail)
        return changed

    def placed(
        self,
        ships: frozenset[int],
        edge: int,
        dead: bool,
        lifted: int | None = None,
        lifted_dead: bool = False,
    ) -> Network:
        """:meth:`changed` for one piece placed on ``edge`` (a road, a ship built, or a ship
        moved there from ``lifted``), ``ships`` the seat's ships afterwards: the change of
        nearly every turn of a Seafarers game, without the loops. ``dead`` and
        ``lifted_dead`` say whether the edge placed and the edge lifted are dead ends (see
        :meth:`_dead_end`), as the caller read them from the pieces at their corners."""
        # The bounds read inline (see bounds): this runs at nearly every ship moved.
        length = self._length
        if length is not None:
            low = high = length
        else:
            bounds = self._bounds
            low, high = (0, len(self.edges)) if bounds is None else bounds
        trail = self._trail
        if lifted is None:
            edges = self.edges | {edge}
            lifts: tuple[tuple[int, bool], ...] = ()
        else:
            # A ship lifted from the network, a free edge taken: one symmetric difference.
            edges = self.edges ^ {lifted, edge}
            low = (low - 1 if low else 0) if lifted_dead else 0
            lifts = ((lifted, lifted_dead),)
            if trail is not None and lifted in trail.edges:  # (else the trail stays)
                trail = lifted_from(self, trail, lifted)
        high = high + 1 if dead else len(edges)
        # Network(...), its fields set here: no call of __init__ (this runs at nearly every
        # ship moved).
        network = _new(Network)
        network.geometry, network.ships, network.joins = self.geometry, ships, self.joins
        network.blocked, network.edges = self.blocked, edges
        network._parts, network._change = None, (self, lifts, ((edge, dead),))
        network._length, network._bounds, network._trail = None, (low, high), trail
        if trail is not None:
            # _know, inline (the bounds are those just set).
            trail = network._trail = placed_in(network, trail, edge, dead)
            known = len(trail.edges)
            if trail.longest:
                network._length = known
            elif known > low:
                network._bounds = (known, high)
        return network

    def _know(self, trail: KnownTrail) -> None:
        """Keep ``trail``, a trail of this network, and what it tells of the length (a new
        network's, before it is cut)."""
        self._trail = trail
        length = len(trail.edges)
        if trail.longest:
            self._length = length
        else:
            low, high = self.bounds
            if length > low:
                self._bounds = (length, high)

    def take_parts(self, other: Network) -> None:
        """Take the parts of ``other``, a network of the same edges whose parts are cut, if
        this one is not cut yet, and the trail it knows: for a network made again after
        another player's settlement at a corner none of its edges touch (its parts are the
        same, and their lengths, and its trails pass where they did). The parts are shared,
        as a network's are with the networks changed from it (each part only learns its
        length)."""
        parts = other._parts
        if parts is not None and self._parts is None and self._change is None:
            self._parts = parts
            if self._length is None:
                self.tight_bounds()
        if other._trail is not None and self._trail is None:
            self._know(other._trail)

    @property
    def parts(self) -> list[Part]:
        """The components of the network (do not change the list)."""
        parts = self._parts
        if parts is not None:
            return parts
        # The changes since the last network cut, newest first (a loop, not a recursion: a
        # network may go unmeasured for many moves). Another thread may be cutting the same
        # networks (clones share them): a network's change is read before its parts, and
        # written after them, so that one or the other is always there to follow.
        changes: list[tuple[Network, Change]] = []
        network = self
        while True:
            change = network._change
            parts = network._parts
            if parts is not None or change is None:
                break
            changes.append((network, change))
            network = change[0]
        if parts is None:  # made afresh: cut now
            parts = network._parts = network._cut()
        for network, (before, lifted, placed) in reversed(changes):
            parts = parts.copy()
            if not (
                len(lifted) == len(placed) == 1 and moved_within(network, parts, *lifted, *placed)
            ):
                # (else a ship moved within its own part: done in one step, most changes)
                for edge, dead in lifted:
                    before._lift(parts, edge, dead)
                for edge, dead in placed:
                    network._place(parts, edge, dead)
            network._parts = parts
            network._change = None  # the networks before may go
        return parts

    def _cut(self) -> list[Part]:
        """The parts of this network cut afresh, each with what the network's bounds say of
        it: a trail lies in one part, so no part is longer than the network; and when one part
        alone has as many edges as the network's least, its longest trail is that long at
        least (a network made knowing its length then knows its parts' most often)."""
        low, high = self.bounds
        cut = _components(self.geometry, self.edges, self.blocked)
        holder = None  # the one part that can hold a trail of ``low`` edges, if only one
        if low:
            for i, (edges, _) in enumerate(cut):
                if len(edges) >= low:
                    if holder is not None:
                        holder = None
                        break
                    holder = i
        return [
            Part(frozenset(edges), corners, low if i == holder else 0, high, tuple(edges))
            for i, (edges, corners) in enumerate(cut)
        ]

    def _lift(self, parts: list[Part], edge: int, dead: bool) -> None:
        """Take ``edge`` out of the part of ``parts`` holding it: the part loses it, or is cut
        again when the edge joined two of its corners to the rest (a ship lifted is at the
        open end of its line: nearly never)."""
        geometry, blocked = self.geometry, self.blocked
        # Plain loops (no generators): a part is lifted from at nearly every ship moved.
        for i, part in enumerate(parts):  # noqa: B007 (the part found is the one used)
            if edge in part.members:
                break
        del parts[i]
        rest = part.members.difference((edge,))
        if not rest:
            return
        # What is left is no longer than before, and one shorter at most after a dead end
        # (the part's bounds read inline: a part is lifted from at nearly every ship moved).
        length = part.length
        if length is None:
            low, high = part.low, part.high
        else:
            low = high = length
        low = (low - 1 if low else 0) if dead else 0
        # The corners where the edge met the rest of its part (another building blocks), and
        # those the edge alone touched (the other edges at each looked up in one step).
        met = 0
        alone = []
        for c, others in geometry.edge_sides[edge]:
            if rest.isdisjoint(others):
                alone.append(c)
            elif c not in blocked:
                met += 1
        if met > 1:
            parts += [
                Part(frozenset(edges), corners, 0, high, tuple(edges))
                for edges, corners in _components(geometry, rest, blocked)
            ]
            return
        # Still one piece: only the corners the edge alone touched leave it.
        corners = part.corners.difference(alone) if alone else part.corners
        parts.append(carried_part(rest, corners, low, high))

    def _place(self, parts: list[Part], edge: int, dead: bool) -> None:
        """Put ``edge`` in ``parts``: joined with every part at one of its corners where no
        other player's building stands. The joined edges and corners are added to the largest
        part's, copied (a copy of a set costs less than adding its members one by one): most
        often the edge extends one long line."""
        # Plain loops and tests, as in _lift: a part is placed in at nearly every ship moved.
        ends = self.geometry.edge_corners[edge]
        a, b = ends
        blocked = self.blocked
        if a in blocked:
            open_ends: tuple[int, ...] = () if b in blocked else (b,)
        else:
            open_ends = (a,) if b in blocked else ends
        joined = []
        for i in range(len(parts) - 1, -1, -1):
            corners = parts[i].corners
            for c in open_ends:
                if c in corners:
                    joined.append(parts.pop(i))
                    break
        if not joined:
            parts.append(carried_part(frozenset((edge,)), frozenset(ends), 1, 1))
            return
        # The joined parts' trails all remain; one more edge at most from a dead end.
        low, high = 1, 0
        largest = joined[0]
        for part in joined:
            length = part.length
            part_low, part_high = (part.low, part.high) if length is None else (length, length)
            if part_low > low:
                low = part_low
            if part_high > high:
                high = part_high
            if len(part.members) > len(largest.members):
                largest = part
        if len(joined) == 1:
            members = largest.members.union((edge,))
            corners = largest.corners.union(ends)
        else:
            others = [part for part in joined if part is not largest]
            members = largest.members.union((edge,), *[part.members for part in others])
            corners = largest.corners.union(ends, *[part.corners for part in others])
        most = high + 1 if dead else len(members)
        parts.append(carried_part(members, corners, low, most))

    def _dead_end(self, edge: int) -> bool:
        """Whether a trail of this network can walk on from ``edge`` at one of its corners at
        most: at the other, another player's building stands, or no edge of the network meets
        it that the trade-route rule lets a trail pass to (a road to a ship, or back, only at
        an own building)."""
        edges, ships, blocked, joins = self.edges, self.ships, self.blocked, self.joins
        is_ship = edge in ships
        for corner, others in self.geometry.edge_sides[edge]:
            if corner in blocked:
                return True
            if corner in joins:
                for other in others:
                    if other in edges:
                        break  # a trail may pass on here
                else:
                    return True
            else:
                for other in others:
                    if other in edges and (other in ships) == is_ship:
                        break
                else:
                    return True
        return False

    @property
    def bounds(self) -> tuple[int, int]:
        """The least and the most the longest trail may be, as known without measuring it
        (the same two numbers once it is measured)."""
        if self._length is not None:
            return self._length, self._length
        bounds = self._bounds
        if bounds is None:
            bounds = self._bounds = (0, len(self.edges))
        return bounds

    def tight_bounds(self) -> tuple[int, int]:
        """:attr:`bounds`, narrowed by cutting the parts (each carries its own bounds: a
        change to one part leaves the others' lengths known). Kept in :attr:`bounds`."""
        # The bounds read inline (see bounds): asked at most ship moves.
        length = self._length
        if length is not None:
            return length, length
        bounds = self._bounds
        if bounds is None:
            bounds = (0, len(self.edges))
        low, high = bounds
        if low == high:
            return bounds
        # The network is as long as its longest part.
        most = known = 0
        for part in self.parts:
            part_length = part.length
            if part_length is None:
                if part.low > known:
                    known = part.low
                if part.high > most:
                    most = part.high
            else:
                if part_length > known:
                    known = part_length
                if part_length > most:
                    most = part_length
        self._bounds = bounds = (max(low, known), min(high, most))
        return bounds

    def at_least(self, goal: int) -> bool:
        """Whether the longest trail is ``goal`` or more: what is known first, then a search
        in the parts that may be so long, which stops at the first trail that is (a yes costs
        less than the length, a no as much). What it finds narrows :attr:`bounds`."""
        low, high = self.tight_bounds()
        if low >= goal or high < goal:
            return low >= goal
        for part in sorted(self.parts, key=lambda p: p.bounds[1], reverse=True):
            if part.bounds[1] < goal:
                break
            found = self._reach(part, goal)
            if found >= goal:
                self._bounds = (found, high)
                return True
        # No part so long: the longest is below the goal, and the parts tell how far.
        self._bounds = (low, goal - 1)
        self._bounds = self.tight_bounds()
        return False

    @property
    def length(self) -> int:
        """The longest trail of the network (0 with no edge)."""
        if self._length is None:
            best = 0
            parts = self.parts
            if len(parts) > 1:  # longest bounds first: a part no longer than the best is left
                parts = sorted(parts, key=_most, reverse=True)
            longest = None
            for part in parts:
                length = part.length
                if (part.high if length is None else length) <= best:
                    break
                if length is None:
                    # Searched for a trail as long as the part's bounds allow (a ship lifted
                    # or placed at an open end leaves them one apart): the search ends at the
                    # first trail so long; one that finds none finds the longest.
                    length = self._reach(part, part.high)
                if length > best:
                    best = length
                    longest = part
            if longest is not None and (self._trail is None or not self._trail.longest):
                trail = longest.trail
                if trail is not None and len(trail) == best:
                    self._trail = trail_along(self, trail, True, longest.forest)
            self._length = best
        return self._length

    def _reach(self, part: Part, goal: int) -> int:
        """:func:`~capboard.games.catan.longest_road._remembered_reach` of a part: its longest
        trail if shorter than ``goal``, else a trail's length of at least ``goal`` (kept)."""
        low, high = part.bounds
        if low >= goal or low == high:
            return low
        # The key longest_road gives the part, so that both share what they remember.
        route = None
        if self.ships:
            route = (self.ships & part.members, self.joins & part.corners)
        found, trail, forest = _remembered_trail(
            self.geometry, part.edges, self.blocked & part.corners, route, goal
        )
        part.learn(found, goal)
        if trail is not None and found == part.low:
            part.trail, part.forest = trail, forest
        return found
