"""The answers a :class:`~capboard.games.catan.pieces.PieceIndex` carries from position to
position: every seat's road spots as last asked, owed a check at the edges changed since, and
their ship moves and fleets (what their ship spots and movable ships are made of, see
:mod:`~capboard.games.catan.pieces_sea`) while nothing they read changed. A base of
``PieceIndex`` (through :class:`~capboard.games.catan.pieces_next.NextPosition`), which holds
the data.

Each change of the pieces is written down once, in a short log each index passes on to the
next; an answer carried says when it was asked, and the log says where it owes a check when it
is asked again. At a change, only the answers asked in the position before join those carried:
most carried are not asked before the next change (a seat asks its own at its turn), and
correcting every one at every change cost more than all the rest of a ship moved.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from capboard.games.catan.hands import SHIP
from capboard.games.catan.rules import ROAD

if TYPE_CHECKING:
    from capboard.games.catan.actions import PlaceShip
    from capboard.games.catan.geometry import CatanGeometry
    from capboard.games.catan.move_table import MoveTable
    from capboard.games.catan.pieces import ShipKey
    from capboard.games.catan.pieces_sea import Fleet


Change = tuple[int, tuple[int, ...], str]
"""One change of the pieces, as the answers carried across it read it: the seat who made it,
the edges taken or freed (a settlement: the edges at its corner), and what the seat placed or
moved (``road``, ``ship``, ``settlement``)."""

Carried = tuple[tuple[int, ...], int]
"""An answer carried: the edges it held, and the :attr:`~OwedAnswers._depth` of the index it
was asked of."""

PRUNED_EVERY = 8
"""Every so many changes, the answers carried longer than that are dropped (asked again, they
are worked out afresh): a seat that asks no more (its ships all built) keeps none for ever."""

LOG_LENGTH = 2 * PRUNED_EVERY
"""The changes an index remembers: no answer carried was asked longer ago (see
:data:`PRUNED_EVERY`)."""

_NO_MOVES: dict[ShipKey, MoveTable] = {}
"""No ship moves carried (shared: no index changes the dicts it carries)."""

_NO_FLEETS: dict[int, Fleet] = {}
"""No fleet carried (shared, as above)."""


@cache
def near_edges(geometry: CatanGeometry) -> tuple[frozenset[int], ...]:
    """Per edge, the edges at its corners (itself too)."""
    corner_edges = geometry.corner_edges
    return tuple(
        frozenset(e for c in corners for e in corner_edges[c]) for corners in geometry.edge_corners
    )


class OwedAnswers:
    """The answers carried, and the log of the changes they owe a check for (see the module's
    docstring)."""

    __slots__ = (
        "_depth",
        "_fleets",
        "_free_spots",
        "_log",
        "_moves_before",
        "_road_spots_due",
        "_ship_actions",
        "_ship_moves",
        "_ship_spots",
        "_sources",
    )

    geometry: CatanGeometry
    ships: dict[int, int]
    roads: dict[int, int]
    buildings: dict[int, tuple[int, str]]
    players: int
    _road_spots: list[tuple[int, ...] | None]
    _ship_spots: dict[tuple[int, int | None], tuple[int, ...]]
    """Per (seat, the pirate's tile), the ship spots asked in this position."""
    _ship_actions: dict[tuple[int, int | None], tuple[PlaceShip, ...]]
    """:attr:`_ship_spots` as actions."""
    _ship_moves: dict[ShipKey, MoveTable]
    """The ship moves asked in this position."""
    _moves_before: dict[ShipKey, MoveTable]
    """Each seat's ship moves last asked in an earlier position, while the seat's own ships
    and the buildings stayed as they were (the same if their sources and spots are)."""
    _sources: dict[tuple[int, int | None], tuple[int, ...]]
    """Per (seat, the pirate's tile), the movable ships asked in this position."""
    _free_spots: dict[int, tuple[int, ...]]
    """Per seat, the ship spots wherever the pirate stands, asked in this position."""
    _fleets: dict[int, Fleet]
    """Per seat, what its ship spots and movable ships are made of, worked out in this
    position or carried from an earlier one where the seat's own ships and the buildings
    were the same (see :meth:`~capboard.games.catan.pieces_sea.ShipQuestions._fleet`)."""
    _road_spots_due: dict[int, Carried]
    """Per seat, the road spots last asked in an earlier position."""
    _log: tuple[Change, ...]
    """The last changes (at most :data:`LOG_LENGTH`), the one that made this index last."""
    _depth: int
    """How many changes this index's answers were carried over, since an index made afresh."""

    def _road_spot(self, seat: int, edge: int) -> bool:
        raise NotImplementedError

    def _owe(self, new: OwedAnswers, seat: int, edges: tuple[int, ...], piece: str) -> None:
        """Carry every seat's last road spots, ship moves and fleets over to ``new``, the index
        after ``seat`` placed (or moved) a ``piece`` at ``edges`` (see :data:`Change`).

        The change is written down in ``new``'s log; the answers asked in this position join
        those carried from before. Plain loops over list() copies (one step in C each, so that
        a clone's index read by another thread cannot change size under them): this runs at
        every road, ship, ship moved and settlement.
        """
        asked = self._depth  # when the answers asked in this position were asked
        depth = new._depth = asked + 1
        change = (seat, edges, piece)
        log = self._log
        new._log = (*log[1:], change) if len(log) >= LOG_LENGTH else (*log, change)
        roads_due = self._road_spots_due
        road_spots = self._road_spots
        if road_spots.count(None) < len(road_spots):  # (one step in C when none was asked)
            roads_due = roads_due.copy()
            for t, spots in enumerate(road_spots):
                if spots is not None:
                    roads_due[t] = (spots, asked)
        if depth % PRUNED_EVERY == 0:
            oldest = depth - PRUNED_EVERY
            roads_due = {t: due for t, due in roads_due.items() if due[1] >= oldest}
        # The dicts carried are shared from index to index: none is changed once made.
        new._road_spots_due = roads_due
        # A seat's fleet is read from its own ships and the buildings: a road changes none, a
        # ship the mover's, a building anyone's (it joins or cuts a line at its corner).
        fleets = self._fleets
        if piece == SHIP:
            if seat in fleets:
                fleets = fleets.copy()
                del fleets[seat]
        elif piece != ROAD:
            fleets = _NO_FLEETS
        new._fleets = fleets
        # A seat's moves refuse a target by its own ships and the buildings alone: the moves
        # of a seat whose ships did not change are the same if their sources and spots are.
        # (None after a building: it may join or cut a line at a target's corner.)
        if piece != SHIP and piece != ROAD:
            new._moves_before = _NO_MOVES
            return
        before, now = self._moves_before, self._ship_moves
        mover = seat if piece == SHIP else -1  # the seat whose moves may have changed
        # Most often only the mover asked for moves in this position (or nobody), and theirs
        # are not carried: the others' are as before.
        for ship_key in list(now):
            if ship_key[0] != mover:
                break
        else:
            for ship_key in before:
                if ship_key[0] == mover:
                    break
            else:
                new._moves_before = before  # shared, as above
                return
        # Only each seat's last asked moves (the pirate moves, and the moves asked with it
        # elsewhere would be carried from change to change for nothing).
        moves = {}
        for ship_key, table in before.items():
            if ship_key[0] != mover:
                moves[ship_key] = table
        for ship_key, table in list(now.items()):
            if ship_key[0] != mover:
                if ship_key not in moves:  # the seat's older moves are not carried
                    for older in list(moves):
                        if older[0] == ship_key[0]:
                            del moves[older]
                moves[ship_key] = table
        new._moves_before = moves

    def _spots_owed(self, seat: int, asked: int, own: str) -> set[int] | range:
        """The edges whose answer as a spot for ``seat``'s ``own`` piece may have changed
        since the index of depth ``asked``: those taken or freed by anyone, and those near
        where the seat placed or lifted such a piece (it connects there). The changes since
        ``asked`` are the last ``depth - asked`` of the log (an answer older than the log,
        which pruning rules out, would owe a check at every edge)."""
        log = self._log
        start = len(log) - self._depth + asked
        if start < 0:
            return range(len(self.geometry.edge_corners))
        dirty: set[int] = set()
        for changer, edges, piece in log[start:]:
            if changer == seat and piece == own:
                near = near_edges(self.geometry)
                for e in edges:
                    dirty |= near[e]
            else:
                dirty.update(edges)
        return dirty

    def _rechecked_road_spots(
        self, seat: int, spots: tuple[int, ...], asked: int
    ) -> tuple[int, ...]:
        """:meth:`road_spots` of ``seat`` in this index, from ``spots``, theirs in the index
        of depth ``asked``: a road spot is a free land edge touching an own building, or an own
        road at a corner without another player's building, so only the edges taken or freed
        since are asked again, and those near the seat's own roads built since."""
        dirty = self._spots_owed(seat, asked, ROAD)
        kept = set(spots).difference(dirty)
        road_spot = self._road_spot
        for e in dirty:
            if road_spot(seat, e):
                kept.add(e)
        return tuple(sorted(kept))
