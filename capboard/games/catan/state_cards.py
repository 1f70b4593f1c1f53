"""Development cards in the Catan state: buying one, and playing a Knight, Road Building, Year
of Plenty or Monopoly. A mixin of :class:`~capboard.games.catan.state.CatanState`, which holds
the data."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from capboard.engine.protocol import Event
from capboard.games.catan.actions import PlayMonopoly, PlayYearOfPlenty
from capboard.games.catan.hands import SHIP, move_cards
from capboard.games.catan.rules import (
    DEVELOPMENT_CARD,
    KNIGHT,
    ROAD,
    base_rules,
    gain,
    largest_army_award,
    pay,
)
from capboard.games.catan.scenario import BASE
from capboard.games.catan.state_legal import MONOPOLY, ROAD_BUILDING, YEAR_OF_PLENTY

if TYPE_CHECKING:
    from capboard.games.catan.state_fields import CatanFields
else:
    CatanFields = object  # the mixins' base while type checking only (see state_fields)

ROAD_BUILDING_ROADS = 2


class CardRules(CatanFields):
    """The development card steps of the state."""

    def _buy_development(self, seat: int, action: object) -> list[Event]:
        move_cards(self.hands[seat], self.bank, base_rules().costs[DEVELOPMENT_CARD].items())
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

    def _play_knight(self, seat: int, action: object) -> list[Event]:
        if self.warships:  # The Pirate Islands: a warship, no robber, no Largest Army
            return self._arm_ship(seat)
        self._use_card(seat, KNIGHT)
        self.army_holder = largest_army_award(
            [p.get(KNIGHT, 0) for p in self.played_dev], self.army_holder
        )
        self.resume = self.phase
        self.phase = "robber"
        return [Event("played_knight", {"seat": seat, "army": self.army_holder})]

    def _play_road_building(self, seat: int, action: object) -> list[Event]:
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

    def _play_year_of_plenty(self, seat: int, action: PlayYearOfPlenty) -> list[Event]:
        self._use_card(seat, YEAR_OF_PLENTY)
        cards = dict(Counter([action.a, action.b]))
        self.bank = pay(self.bank, cards)
        self.hands[seat] = gain(self.hands[seat], cards)
        return [Event("played_year_of_plenty", {"seat": seat, "a": action.a, "b": action.b})]

    def _play_monopoly(self, seat: int, action: PlayMonopoly) -> list[Event]:
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

    def _use_card(self, seat: int, card: str) -> None:
        self.dev_hands[seat].remove(card)
        self.played_dev[seat][card] = self.played_dev[seat].get(card, 0) + 1
        self.dev_played = True
