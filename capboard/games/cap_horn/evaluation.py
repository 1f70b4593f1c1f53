"""How good a Cap Horn position looks to a computer player, from a seat's view only.

A ship's standing is its wind roses and the route it still has to sail to win (see
:mod:`route`: through the stations whose roses it needs, then the line), its points and cards,
and its outlook: what the card under it promises. A seat's evaluation is its standing less a
share of the best rival's.

The outlook is where purpose comes from. A move may go by the card under the ship onto a card,
into open sea where a card must be laid first (one counts less, and a chain of cards to reach
it less again), or by ignoring the card onto a neighbouring square (for what the points are
worth). For the next turn, counting the point it brings, the best such move counts at a share
below one, so that sailing now is worth more than keeping the promise, and a card laid on a
neighbouring square for a later ignore is worth its card. Before the seat's own move this turn,
the outlook is the better of waiting and the best move it can still make, counted by where it
ends (a card's own promise from there is a second action ahead, the hard player's planning):
so a card laid where the ship can sail is worth nearly the move, a card laid to no purpose is
worth less than keeping it, and the one-action look (the medium player) lays the way and sails.
"""

from __future__ import annotations

from capboard.games.cap_horn.board import Square, cap_horn_data, neighbours
from capboard.games.cap_horn.navigation import FINISH, card_moves
from capboard.games.cap_horn.route import (
    held,
    may_cross,
    remaining,
    rose_at,
    rose_mask,
    spent_mask,
)
from capboard.games.cap_horn.view import CapHornView

ROSE_VALUE = 40.0
"""A wind rose: a leg of the route done that no one can take back, and what decides a called
race (the earlier evaluation's weight, kept)."""
ROUTE_WEIGHT = 3.0
"""Per unit of route still to sail (about a square forward): the earlier evaluation's weight
per square of course."""
FINISH_BONUS = 20.0
"""Winning, by crossing the line or taking the third rose, beyond three roses' worth."""
POINT_VALUES = (0.0, 0.7, 1.4, 2.1, 2.7, 3.3, 3.6, 3.75, 3.8)
"""What holding 0..8 points is worth. Three pay an ignore and five a sprint; points beyond
buy cards only, and at 8 the point of each new turn is lost, so the last points are worth
little and spending them (a card, an ignore) beats hoarding them."""
CARD_VALUES = (0.8, 0.8, 0.8, 0.3, 0.3, 0.3)
"""What each card in hand is worth, the first to the sixth: three are enough to build with."""
PROMISE_SHARE = 0.6
"""The outlook counts this share of the gain the next turn's move promises: less than the gain
itself, so that a move made now is worth more than the same move kept for later."""
NOW_SHARE = 0.9
"""Before the seat's own move this turn, the best move it can still make counts this share of
what it brings (a card laid where the ship can sail is worth nearly the move itself, the
one-action look seeing the lay before the sail), and sailing still beats waiting. The move is
counted by where it ends, not by what the card there offers next: counting that too, the
medium player chose its cards as the planner does, and hard won only 19 of 40 two-player games
against it (31 of 40 without it, with the open-sea doubt below)."""
DOUBT = 1.5
"""A move into open sea first needs a card laid there: it counts less by this much (the card,
and a kind in hand that may lead less far from there). More than a card in hand is worth
(0.8), so laying the card where the ship can sail is worth its card, and hoping for a move is
never worth more than making it possible: no card is laid to no purpose. At 4 (a lost turn),
the planner could no longer tell a card leading into open sea from one leading back."""
LINK = 1.0
"""Each card a chain needs before the ship's move can end in open sea: more than a card in
hand is worth, so laying the link is worth its card."""
CARD_PLAYED = 0.15
"""Each card laid or covered this turn: a card laid to no purpose helps whoever sails there
next and brings the end of the cards nearer, so of two choices worth the same, the one that
keeps its cards is made. At 0.1 a card laid for a later ignore with a nearly empty hand was
worth exactly nothing (0.6 x 1.5 = 0.8 + 0.1), and such ties went to chance."""
WAIT = 1.5
"""A turn that ends with the ship where it began: time lost that the route does not show.
More than a renounced point and a card are worth, so a ship renounces or stays only when no
lay and move (or ignore) brings it nearer; without it, a ship one ignore from its third rose
renounced twice to make the ignore cheaper, and the sea was becalmed (the scripted sailor of
the ui tests against medium, seed 17)."""
RIVAL_SHARE = 0.5
"""How much the best rival's standing takes off a seat's evaluation (the earlier weight)."""

MOVING = ("lay", "covered", "sprint", "sprint2")
_DATA = cap_horn_data()
_START = frozenset(_DATA.start_squares)
_STATION_SQUARES = frozenset(s.at for s in _DATA.stations)
_IGNORE = _DATA.points["ignore"]
_TOP = len(POINT_VALUES) - 1
_CARD_TOTALS = tuple(sum(CARD_VALUES[:n]) for n in range(len(CARD_VALUES) + 1))
_SEA_NEIGHBOURS = {sq: tuple(n for n in neighbours(sq) if _DATA.is_sea(n)) for sq in _DATA.sea}
_NEAR = {  # the squares two steps away, for the chains of cards laid towards open sea
    sq: tuple(
        (sq[0] + dx, sq[1] + dy)
        for dx in range(-2, 3)
        for dy in range(-2, 3)
        if max(abs(dx), abs(dy)) == 2
    )
    for sq in _DATA.sea
}
_WIN = ROSE_VALUE * 3 + FINISH_BONUS
_VALUES: dict[tuple[Square, int, int], float] = {}


def square_value(square: Square, mask: int, spent: int) -> float:
    """What standing on ``square`` with the roses ``mask`` is worth, taking the rose a stop
    there gives (a third rose wins)."""
    key = (square, mask, spent)
    value = _VALUES.get(key)
    if value is None:
        mask |= rose_at(square, mask, spent)
        if held(mask) == 3:
            value = _WIN
        else:
            value = ROSE_VALUE * held(mask) - ROUTE_WEIGHT * remaining(square, mask, spent)
        _VALUES[key] = value
    return value


def evaluate(view: CapHornView, seat: int) -> float:
    """The seat's standing less a share of the best rival's (see the module docstring)."""
    if view.is_over:
        return 1000.0 if view.winner == seat else -1000.0
    sea = _Sea(dict(view.cards), view.ships, spent_mask(view.roses))
    mine = standing(view, seat, sea)
    # A rival's moves are counted as if this seat's ship were not in the way: it sails on, and
    # a ship staying put to block the others only stills the sea (three easy players, seed 5,
    # kept each other still in stage 1 until the sea was becalmed).
    rivals = [standing(view, s, sea, seat) for s in range(view.players) if s != seat]
    return mine - RIVAL_SHARE * max(rivals, default=0.0)


def standing(view: CapHornView, seat: int, sea: _Sea, viewer: int | None = None) -> float:
    """Roses and route, points, cards and the outlook of one seat (for ``viewer``, whose ship
    is left out of the way)."""
    ship = view.ships[seat]
    mask = rose_mask(view.roses[seat])
    here = square_value(ship, mask, sea.spent)
    cards = view.hand_sizes[seat]
    points = view.points[seat]
    blocked = sea.blocked(seat, viewer)
    if viewer is not None:
        # A rival as of its next move, whether its turn has begun (with the point it brings)
        # or not: the same before and after the turn passes to it.
        if view.current_player != seat:
            points = min(points + 1, _TOP)
        value = here + POINT_VALUES[points] + _CARD_TOTALS[min(cards, len(CARD_VALUES))]
        return value + sea.later(ship, mask, here, points, cards > 0, blocked)
    value = here + POINT_VALUES[points] + _CARD_TOTALS[min(cards, len(CARD_VALUES))]
    later = sea.later(ship, mask, here, min(points + 1, _TOP), cards > 0, blocked)
    if view.current_player == seat:
        value -= CARD_PLAYED * (view.laid_this_turn + (view.covered is not None))
        if not view.moved:
            later -= WAIT  # the turn ends, or would, with the ship where it was
    if view.current_player != seat or view.phase not in MOVING:
        return value + later
    # The card drawn after moving is on its way: a card laid now costs only what it is worth
    # beyond the hand the draw brings back.
    top = len(CARD_VALUES)
    value += _CARD_TOTALS[min(cards + 1, top)] - _CARD_TOTALS[min(cards, top)]
    # The move still to make this turn, by where it ends: the card under the ship, a card
    # already there, or open sea, as if the card laid there led nowhere (what that card will
    # offer is a second action ahead: the planner's part).
    best = later
    can_lay = cards > 0 and view.phase == "lay"
    for square, gain, price, open_sea in sea.moves(ship, mask, here, points, can_lay, blocked):
        if square == FINISH:
            return value + gain
        gain -= POINT_VALUES[points] - POINT_VALUES[points - price]
        if open_sea:
            gain -= DOUBT
            if NOW_SHARE * gain > best:
                links = sea.links(square)
                if links < cards:
                    best = max(best, NOW_SHARE * gain - LINK * links)
        elif NOW_SHARE * gain > best:
            best = NOW_SHARE * gain
    return value + best


class _Sea:
    """The chart as the evaluation of one view sees it: the cards, the ships and the spent
    colours, with the chains of cards open sea needs worked out once."""

    def __init__(self, cards: dict[Square, int], ships: tuple[Square, ...], spent: int) -> None:
        self.cards = cards
        self.ships = ships
        self.spent = spent
        self._links: dict[Square, int] = {}

    def blocked(self, seat: int, viewer: int | None = None) -> frozenset[Square]:
        """The squares another ship (not the ``viewer``'s) keeps this seat from ending on
        (stations hold any number)."""
        return frozenset(
            s
            for i, s in enumerate(self.ships)
            if i != seat and i != viewer and s not in _STATION_SQUARES
        )

    def moves(
        self,
        ship: Square,
        mask: int,
        here: float,
        points: int,
        can_lay: bool,
        blocked: frozenset[Square],
    ) -> list[tuple[Square, float, int, bool]]:
        """Each end of one move from ``ship``: (square or FINISH, gain, points it costs,
        whether it lies in open sea, where a card must be laid first: only if ``can_lay``)."""
        cards = self.cards
        spent = self.spent
        result = []
        ends = []
        if ship in cards or ship in _START:
            kind = None if ship in _START else cards[ship]
            for move in card_moves(_DATA, ship, kind, may_cross(mask)):
                if move.to == FINISH:
                    result.append((FINISH, _WIN - here, 0, False))
                else:
                    ends.append((move.to, 0))
        if points >= _IGNORE:
            ends += [(square, _IGNORE) for square in _SEA_NEIGHBOURS.get(ship, ())]
        for square, price in ends:
            if square in blocked:
                continue
            if square in cards or square in _START:
                open_sea = False
            elif can_lay:
                open_sea = True
            else:
                continue
            result.append((square, square_value(square, mask, spent) - here, price, open_sea))
        return result

    def links(self, square: Square) -> int:
        """How many cards must be laid before one can be laid on ``square``: 0 next to a card
        or a start square, 1 two squares away, else 2 (a move reaches 3 squares at most)."""
        known = self._links.get(square)
        if known is not None:
            return known
        cards = self.cards
        if any(n in cards or n in _START for n in _SEA_NEIGHBOURS[square]):
            links = 0
        elif any(n in cards or n in _START for n in _NEAR[square]):
            links = 1
        else:
            links = 2
        self._links[square] = links
        return links

    def later(
        self,
        ship: Square,
        mask: int,
        here: float,
        points: int,
        can_lay: bool,
        blocked: frozenset[Square],
    ) -> float:
        """What the next turn's move promises from ``ship`` with ``points``: a share of the
        best gain (an ignore less what its points are worth; a move into open sea less the
        doubt about the card to lay there and its chain), 0 if none gains."""
        best = 0.0
        for square, gain, price, open_sea in self.moves(ship, mask, here, points, can_lay, blocked):
            if price:
                gain -= POINT_VALUES[points] - POINT_VALUES[points - price]
            if open_sea:
                gain -= DOUBT
                if gain > best:
                    gain -= LINK * self.links(square)
            if gain > best:
                best = gain
        return PROMISE_SHARE * best
