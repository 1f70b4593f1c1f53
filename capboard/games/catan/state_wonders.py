"""The Wonders of Catan in the Catan state: five wonders, each begun by one player only when
they meet its condition, then built level by level at its cost; the game is won with the
target's victory points and strictly more wonder levels than anyone else, or at once by
building the last level of one's wonder. A mixin of
:class:`~capboard.games.catan.state.CatanState`.

Capboard's decisions where the rule books leave a point open are in the in-app rules (The
Wonders of Catan, Decisions) and recalled where each one is carried out.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from capboard.engine.protocol import Action, Event
from capboard.games.catan.actions import BuildWonderLevel, ChooseWonder
from capboard.games.catan.board import CatanMap
from capboard.games.catan.hands import RESOURCES, Hand
from capboard.games.catan.rules import VICTORY_POINT_CARD
from capboard.games.catan.scenario import BASE, Layout, Wonder, scenario

if TYPE_CHECKING:
    from capboard.games.catan.state_fields import CatanFields
else:
    CatanFields = object  # the mixins' base while type checking only (see state_fields)

CITY = "city"

_choose = cache(ChooseWonder)
_BUILD_LEVEL = BuildWonderLevel()


def _affords(hand: Hand, cost: tuple[tuple[str, int], ...]) -> bool:
    # A plain loop (all() over a generator costs twice as much): asked for every wonder at
    # every main-phase decision of the scenario.
    for kind, n in cost:  # noqa: SIM110
        if hand[kind] < n:
            return False
    return True


@lru_cache(maxsize=4096)
def _payable(scenario_id: str, held: tuple[int, ...]) -> tuple[int, ...]:
    """The wonders (their indices in the scenario's list) whose level five counts ``held``
    pay: asked at every main-phase decision of the scenario, for hands met again and again
    (a few thousand in a game), so one look-up rather than five costs compared. A hand not
    met yet (late in a game hands grow, and many are met once) is answered by its counts
    capped at the most any level asks (:func:`_payable_capped`, a few hundred keys at most)."""
    return _payable_capped(scenario_id, tuple(map(min, held, _level_caps(scenario_id))))


@cache
def _payable_capped(scenario_id: str, held: tuple[int, ...]) -> tuple[int, ...]:
    """:func:`_payable` of counts capped by :func:`_level_caps` (no level asks more)."""
    rules = scenario(scenario_id).wonders
    assert rules is not None
    hand = dict(zip(RESOURCES, held, strict=True))
    return tuple(i for i, w in enumerate(rules.wonders) if _affords(hand, w.cost))


@cache
def _level_caps(scenario_id: str) -> tuple[int, ...]:
    """Per resource, the most a level of one of the scenario's wonders costs: counts above
    it pay the same levels."""
    rules = scenario(scenario_id).wonders
    assert rules is not None
    return tuple(max(dict(w.cost).get(r, 0) for w in rules.wonders) for r in RESOURCES)


@cache
def _least_cost(scenario_id: str) -> int:
    """How many cards the cheapest level of the scenario's wonders costs: a hand of fewer
    pays none (most hands at a main-phase decision), known without a look-up."""
    rules = scenario(scenario_id).wonders
    assert rules is not None
    return min(sum(n for _, n in w.cost) for w in rules.wonders)


@cache
def _live_needs(scenario_id: str) -> tuple[tuple[int, int], ...]:
    """What each of the scenario's wonders asks that is read at each decision, not kept with
    the pieces: the length of trade route and the points in sight (0: nothing asked)."""
    rules = scenario(scenario_id).wonders
    assert rules is not None
    return tuple(
        (int(w.requires.get("route", 0)), int(w.requires.get("points", 0))) for w in rules.wonders
    )


@cache
def _harbour_corners(catan: CatanMap) -> frozenset[int]:
    """The corners of the map's harbours (The Wonders of Catan places none in a game)."""
    return frozenset(c for spot in catan.harbours for c in spot.corners)


class WonderRules(CatanFields):
    """The Wonders of Catan's steps of the state."""

    def _set_up_wonders(self) -> None:
        """Nobody's wonder yet (``wonder_of`` per seat: the index of their wonder in the
        scenario's list, or None) and no level built; empty lists outside this scenario."""
        self.wonder_of: list[int | None] = []
        self.wonder_levels: list[int] = []
        if self.scenario_id != BASE and scenario(self.scenario_id).wonders is not None:
            self.wonder_of = [None] * self.players
            self.wonder_levels = [0] * self.players

    def _wonder_list(self) -> tuple[Wonder, ...]:
        rules = scenario(self.scenario_id).wonders
        assert rules is not None
        return rules.wonders

    def _wonder_levels_max(self) -> int:
        rules = scenario(self.scenario_id).wonders
        assert rules is not None
        return rules.levels

    def _meets(self, seat: int, wonder: Wonder) -> bool:
        """Whether ``seat`` meets what ``wonder`` asks to be begun. A city counts where a
        settlement is asked (it was one: our decision); the points are those in sight, hidden
        victory point cards left out (our decision: the others can check them)."""
        return bool(self._wonders_met(seat, (self._wonder_list().index(wonder),)))

    def _wonders_met(
        self, seat: int, indices: tuple[int, ...], taken: Sequence[int | None] = ()
    ) -> list[Action]:
        """The wonders (by their indices in the scenario's list) but those ``taken`` whose
        condition ``seat`` meets (see :meth:`_meets`), as actions that begin them, in order.
        Asked at most main-phase decisions late in a game (a wonder paid for, not begun):
        what the pieces alone decide is kept with the index of the pieces (its
        wonder_sites); the trade route and the points (read once) as they are now."""
        sites = self._index().wonder_sites()
        wonders = self._wonder_list()
        needs = _live_needs(self.scenario_id)
        met: list[Action] = []
        points = -1
        for i in indices:
            if i in taken:
                continue
            wonder = wonders[i]
            key = (seat, wonder.id)
            placed = sites.get(key)
            if placed is None:
                placed = sites[key] = self._pieces_meet(seat, wonder)
            if not placed:
                continue
            route, least = needs[i]
            if route and not self._route_at_least(seat, route):
                continue
            if least:
                if points < 0:
                    points = self._points(seat, True)
                if points < least:
                    continue
            met.append(_choose(wonder.id))
        return met

    def _pieces_meet(self, seat: int, wonder: Wonder) -> bool:
        """Whether ``seat``'s pieces meet what ``wonder`` asks of them: its cities, a
        building at its site, a city at a harbour (the seat's buildings read from the index
        of the pieces, not picked out of every building on the board)."""
        index = self._index()
        need = wonder.requires
        if index.pieces_used(seat, CITY) < int(need.get("cities", 0)):
            return False
        own = index.own_pieces(seat)[2]
        if "building_at" in need:
            layout = self.catan.layout
            assert isinstance(layout, Layout)
            if not layout.wonder_corners[str(need["building_at"])] & own:
                return False
        if need.get("harbour_city"):
            buildings = self.buildings
            if not any(
                buildings[c][1] == CITY for c in _harbour_corners(self.catan).intersection(own)
            ):
                return False
        return True

    def _wonder_actions(self, seat: int, held: tuple[int, ...]) -> list[Action]:
        """The main phase's wonder building: begin a wonder nobody has, when one has none,
        meets its condition and can pay its first level; or build the next level of one's
        own wonder, when one can pay it. ``held`` is the five counts of the seat's hand (read
        once for the whole main phase)."""
        if sum(held) < _least_cost(self.scenario_id):
            return []
        payable = _payable(self.scenario_id, held)
        if not payable:  # most decisions: no level paid for, nothing more to ask
            return []
        rules = scenario(self.scenario_id).wonders
        assert rules is not None
        mine = self.wonder_of[seat]
        if mine is not None:
            if self.wonder_levels[seat] < rules.levels and mine in payable:
                return [_BUILD_LEVEL]
            return []
        return self._wonders_met(seat, payable, self.wonder_of)

    def _pay_level(self, seat: int, wonder: Wonder) -> None:
        hand = self.hands[seat]
        for kind, n in wonder.cost:
            hand[kind] -= n
            self.bank[kind] += n
        self.wonder_levels[seat] += 1

    def _choose_wonder(self, seat: int, action: ChooseWonder) -> list[Event]:
        """Take the wonder's card and build its first level."""
        wonders = self._wonder_list()
        index = next(i for i, w in enumerate(wonders) if w.id == action.wonder)
        self.wonder_of[seat] = index
        self._pay_level(seat, wonders[index])
        events = [Event("wonder_chosen", {"seat": seat, "wonder": action.wonder})]
        return events + self._wonder_level_built(seat, wonders[index])

    def _build_wonder_level(self, seat: int, action: BuildWonderLevel) -> list[Event]:
        """Build the next level of one's wonder."""
        mine = self.wonder_of[seat]
        assert mine is not None
        wonder = self._wonder_list()[mine]
        self._pay_level(seat, wonder)
        return self._wonder_level_built(seat, wonder)

    def _wonder_level_built(self, seat: int, wonder: Wonder) -> list[Event]:
        level = self.wonder_levels[seat]
        events = [Event("wonder_level", {"seat": seat, "wonder": wonder.id, "level": level})]
        if level >= self._wonder_levels_max():  # the last level: the game is won at once
            self.winner = seat
            self.phase = "over"
            events.append(
                Event(
                    "wonder_completed",
                    {
                        "seat": seat,
                        "wonder": wonder.id,
                        "points": self._points(seat, False),
                        "vp_cards": self.dev_hands[seat].count(VICTORY_POINT_CARD),
                    },
                )
            )
        return events

    def _wonder_lead(self, seat: int) -> bool:
        """Whether reaching the target wins ``seat`` the game: always outside this scenario;
        in it, only with strictly more wonder levels than every other player (JSettlers2's
        rule: a tie for the most levels, none built included, wins nothing yet)."""
        levels = self.wonder_levels
        if not levels:
            return True
        return all(levels[seat] > n for s, n in enumerate(levels) if s != seat)

    def _wonder_completed(self) -> bool:
        """Whether the game was won by a wonder's last level."""
        if not self.wonder_levels or self.winner is None:
            return False
        return self.wonder_levels[self.winner] >= self._wonder_levels_max()
