"""Cloth for Catan in the Catan state: the villages of the tribe's islands and their cloth,
taken by the players whose ship route reaches a village (one cloth then, one more whenever its
number is rolled), two cloth worth a victory point, the pirate stealing cloth, and the end of
the game when too few villages still have cloth. A mixin of
:class:`~capboard.games.catan.state.CatanState`.

Capboard's decisions where the rule books leave a point open are in the in-app rules (Cloth for
Catan, Decisions) and recalled where each one is carried out.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from capboard.engine.protocol import Action, Event
from capboard.games.catan.actions import Steal, StealCloth
from capboard.games.catan.rules import VICTORY_POINT_CARD
from capboard.games.catan.scenario import BASE, Layout, scenario

if TYPE_CHECKING:
    from capboard.games.catan.state_fields import CatanFields
else:
    CatanFields = object  # the mixins' base while type checking only (see state_fields)

CLOTH_PER_POINT = 2
"""Every two cloth a player holds are worth one victory point."""

_steal = cache(Steal)
_steal_cloth = cache(StealCloth)


def cloth_points(cloth: int) -> int:
    """The victory points of ``cloth`` bolts of cloth."""
    return cloth // CLOTH_PER_POINT


class ClothRules(CatanFields):
    """Cloth for Catan's steps of the state."""

    def _set_up_cloth(self) -> None:
        """The villages with their starting cloth, the general supply, nobody's cloth yet, and
        whether the Longest Trade Route is played (every scenario but this one)."""
        self.village_cloth: dict[int, int] = {}
        self.traders: dict[int, tuple[int, ...]] = {}
        self.cloth: list[int] = [0] * self.players
        self.cloth_supply = 0
        self.villages_left_min = 0
        self.longest_route_on = True
        if self.scenario_id == BASE:
            return
        rules = scenario(self.scenario_id)
        self.longest_route_on = rules.longest_route
        layout = self.catan.layout
        if rules.cloth is None or not isinstance(layout, Layout):
            return
        self.village_cloth = {corner: rules.cloth.village for corner, _ in layout.villages}
        self.traders = {corner: () for corner, _ in layout.villages}
        self.cloth_supply = rules.cloth.supply
        self.villages_left_min = rules.cloth.villages_left

    def _village_numbers(self) -> dict[int, int]:
        """Each village's dice number, by its corner."""
        layout = self.catan.layout
        assert isinstance(layout, Layout)
        return dict(layout.villages)

    def _reach_villages(self, seat: int, edge: int) -> list[Event]:
        """A ship of ``seat`` built or moved onto ``edge``: every village at one of its corners
        that ``seat`` does not trade with yet now does, and gives them one cloth if it has one
        left (not from the general supply: JSettlers2's rule, our decision). The trade lasts
        for the rest of the game, even if the ship later sails away (our decision)."""
        events: list[Event] = []
        numbers = self._village_numbers()
        for corner in self.geometry.edge_corners[edge]:
            partners = self.traders.get(corner)
            if partners is None or seat in partners:
                continue
            self.traders[corner] = (*partners, seat)
            taken = 0
            if self.village_cloth[corner] > 0:
                self.village_cloth[corner] -= 1
                self.cloth[seat] += 1
                taken = 1
            events.append(
                Event(
                    "trade_opened",
                    {"seat": seat, "corner": corner, "number": numbers[corner], "cloth": taken},
                )
            )
        if events:
            events += self._cloth_running_out()
        return events

    def _village_trade(self, total: int) -> list[Event]:
        """A roll of ``total``: the village with that number gives one cloth to each player
        trading with it. When it has fewer than they are, the general supply makes up the
        rest; when both run short, the player to move is served first, then the others in
        the order they reached the village (JSettlers2's rule). A village with no cloth left
        gives nothing, even from the supply."""
        events: list[Event] = []
        for corner, number in self._village_numbers().items():
            partners = self.traders[corner]
            if number != total or not partners or self.village_cloth[corner] == 0:
                continue
            from_village = min(len(partners), self.village_cloth[corner])
            from_supply = min(len(partners) - from_village, self.cloth_supply)
            self.village_cloth[corner] -= from_village
            self.cloth_supply -= from_supply
            order = sorted(partners, key=lambda s: s != self.turn)  # stable: the mover first
            paid = order[: from_village + from_supply]
            for seat in paid:
                self.cloth[seat] += 1
            events.append(
                Event(
                    "cloth_traded",
                    {"corner": corner, "number": number, "seats": paid, "supply": from_supply},
                )
            )
        if events:
            events += self._cloth_running_out()
        return events

    def _cloth_ran_out(self) -> bool:
        """Whether fewer villages than the scenario says still have cloth (never outside
        Cloth for Catan)."""
        stocked = sum(1 for n in self.village_cloth.values() if n > 0)
        return bool(self.traders) and stocked < self.villages_left_min

    def _cloth_running_out(self) -> list[Event]:
        """The game ends at once when fewer villages than the scenario says still have cloth:
        the most victory points win (hidden cards counted), then the most cloth, then the
        first in turn order from the player to move (our decision)."""
        if self.winner is not None or not self._cloth_ran_out():
            return []
        stocked = sum(1 for n in self.village_cloth.values() if n > 0)
        points = self.scores(public=False)
        order = [(self.turn + i) % self.players for i in range(self.players)]
        winner = max(order, key=lambda s: (points[s], self.cloth[s], -order.index(s)))
        self.winner = winner
        self.phase = "over"
        return [
            Event(
                "cloth_ended",
                {
                    "seat": winner,
                    "points": points,
                    "cloth": list(self.cloth),
                    "villages": stocked,
                    "vp_cards": self.dev_hands[winner].count(VICTORY_POINT_CARD),
                },
            )
        ]

    def _pirate_steals(self, seat: int, victims: list[int]) -> list[Action]:
        """The pirate's victims: a resource card from one who holds any, or (Cloth for Catan)
        one cloth from one who holds any, at the thief's choice."""
        actions: list[Action] = []
        for victim in victims:
            if sum(self.hands[victim].values()) > 0:
                actions.append(_steal(victim))
            if self.cloth[victim] > 0:
                actions.append(_steal_cloth(victim))
        return actions

    def _steal_cloth(self, seat: int, action: StealCloth) -> list[Event]:
        self.cloth[action.seat] -= 1
        self.cloth[seat] += 1
        self.phase = self.resume
        return [Event("stole_cloth", {"seat": seat, "victim": action.seat})]
