"""The Pirate Islands in the Catan state: each player starts with a settlement and a ship
placed for them and sails one fixed lane towards their own pirate fortress; a Knight card turns
one of their ships into a warship; the pirate fleet sails its path on every roll and attacks the
settlements and cities beside it; a fortress falls to its owner after three victories and
becomes their settlement; the game is won with the target's points and one's fortress taken.
There is no robber, no Largest Army and no Longest Trade Route. A mixin of
:class:`~capboard.games.catan.state.CatanState`.

Capboard's decisions where the rule books leave a point open are in the in-app rules (The
Pirate Islands, Decisions) and recalled where each one is carried out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from capboard.engine.protocol import Action, Event
from capboard.games.catan.actions import AttackFortress, PlaceSettlement, place_ship
from capboard.games.catan.hands import RESOURCES, SHIP, Hand
from capboard.games.catan.rules import (
    CITY,
    KNIGHT,
    SETTLEMENT,
    VICTORY_POINT_CARD,
    base_rules,
    development_deck,
    piece_limit,
)
from capboard.games.catan.scenario import BASE, Layout, PirateStart, scenario

if TYPE_CHECKING:
    from capboard.games.catan.state_fields import CatanFields
else:
    CatanFields = object  # the mixins' base while type checking only (see state_fields)

_ATTACK = AttackFortress()
DIE = 6


def pirate_setup_order(first: int, players: int) -> tuple[int, ...]:
    """The Pirate Islands' set-up: one round in reverse order, the last seat from ``first``
    placing first (the pre-placed settlements were the first round)."""
    order = [(first + i) % players for i in range(players)]
    return tuple(order[::-1])


class PirateIslandRules(CatanFields):
    """The Pirate Islands' steps of the state."""

    def _set_up_pirate_islands(self) -> None:
        """Outside this scenario: no fleet and empty lists. In it: the fleet on the first hex
        of its path, no victory over any fortress, no warship; each seat's settlement and ship
        placed on its start, and one set-up round left, in reverse order, whose settlement
        pays the starting resources (the pre-placed settlement is the first). At the table
        sizes the scenario names, no victory point card in the deck (the 2015 rule for 3)."""
        self.fleet: int | None = None
        self.fortress_wins: list[int] = []
        self.warships: list[int] = []
        self.fortress_attacked = False
        if self.scenario_id == BASE:
            return
        rules = scenario(self.scenario_id).pirate_islands
        if rules is None:
            return
        self.fleet = 0
        self.fortress_wins = [0] * self.players
        self.warships = [0] * self.players
        for seat, start in enumerate(self._starts()):
            self.buildings[start.settlement] = (seat, SETTLEMENT)
            self.ships[start.ship] = seat
            self.home_areas[seat] = self._areas_at(start.settlement)
        self.setup_order = pirate_setup_order(self.first, self.players)
        self.deck = [c for c in self.deck if c in self._full_deck()]

    def _full_deck(self) -> list[str]:
        """The development cards of this game: the base deck, without the victory point cards
        where the scenario leaves them out at this table size."""
        deck = development_deck()
        if self.scenario_id == BASE:
            return deck
        rules = scenario(self.scenario_id).pirate_islands
        if rules is not None and self.players in rules.no_vp_cards:
            return [c for c in deck if c != VICTORY_POINT_CARD]
        return deck

    def _starts(self) -> tuple[PirateStart, ...]:
        layout = self.catan.layout
        assert isinstance(layout, Layout)
        return layout.starts

    def _fleet_path(self) -> tuple[int, ...]:
        layout = self.catan.layout
        assert isinstance(layout, Layout)
        return layout.fleet_path

    def _fleet_tile(self) -> int | None:
        """The sea hex the pirate fleet is on (None: no fleet, or gone)."""
        if self.fleet is None:
            return None
        return self._fleet_path()[self.fleet]

    def _fortress_strength(self) -> int:
        rules = scenario(self.scenario_id).pirate_islands
        assert rules is not None
        return rules.fortress_strength

    def _fortress_taken(self, seat: int) -> bool:
        """Whether reaching the target wins ``seat`` the game: always outside this scenario;
        in it, only once their own fortress has fallen to them."""
        return not self.fortress_wins or self.fortress_wins[seat] >= self._fortress_strength()

    # -- the lane -------------------------------------------------------------------------------

    def _lane_ships(self, seat: int) -> int:
        """How many of ``seat``'s lane edges, from the start, hold their ships: counted for
        every seat once per position of the ships (the lanes grow over a game, and the count
        is asked several times at every main-phase decision)."""
        ships = self.ships
        kept = self._lanes
        if kept is None or kept[0] != ships.mark:
            kept = self._lanes = (ships.mark, self._count_lanes())
        return kept[1][seat]

    def _count_lanes(self) -> tuple[int, ...]:
        ships = self.ships
        counts = []
        for seat, start in enumerate(self._starts()):
            count = 0
            for edge in start.lane:
                if ships.get(edge) != seat:
                    break
                count += 1
            counts.append(count)
        return tuple(counts)

    def _lane_spots(self, seat: int) -> list[int]:
        """Where ``seat`` may put a ship: only the next edge of their lane, if free."""
        lane = self._starts()[seat].lane
        count = self._lane_ships(seat)
        if count >= len(lane) or lane[count] in self.ships:
            return []
        return [lane[count]]

    def _lane_actions(self, seat: int, hand: Hand) -> list[Action]:
        """The main phase's ships: the next one of the lane, paid; ships never move here (the
        lane is fixed: our decision, as JSettlers2)."""
        # A plain loop over the cost (asked at every main-phase decision of the scenario: a
        # generator under any() costs twice as much).
        for k, n in base_rules().costs[SHIP].items():
            if hand[k] < n:
                return []
        if self._index().pieces_used(seat, SHIP) >= piece_limit(SHIP):
            return []
        return [place_ship(e) for e in self._lane_spots(seat)]

    def _fortress_clear(self, actions: Sequence[Action]) -> list[Action]:
        """Settlements kept off a standing fortress and the corners beside it (a fortress is
        a building for the distance rule)."""
        blocked: set[int] = set()
        strength = self._fortress_strength()
        for seat, start in enumerate(self._starts()):
            if self.fortress_wins[seat] < strength:
                blocked.add(start.fortress)
                blocked.update(self.geometry.corner_corners[start.fortress])
        return [a for a in actions if not (isinstance(a, PlaceSettlement) and a.corner in blocked)]

    # -- warships -------------------------------------------------------------------------------

    def _may_arm(self, seat: int) -> bool:
        """A Knight card is a warship card: playable only with a ship not yet a warship."""
        return self._lane_ships(seat) > self.warships[seat]

    def _arm_ship(self, seat: int) -> list[Event]:
        """Play a Knight: the first of one's lane's ships not yet a warship becomes one. No
        robber moves and no Largest Army is counted."""
        self.dev_hands[seat].remove(KNIGHT)
        self.played_dev[seat][KNIGHT] = self.played_dev[seat].get(KNIGHT, 0) + 1
        self.dev_played = True
        edge = self._starts()[seat].lane[self.warships[seat]]
        self.warships[seat] += 1
        return [Event("warship", {"seat": seat, "edge": edge, "warships": self.warships[seat]})]

    def _lose_ships(self, seat: int, count: int) -> list[int]:
        """Take up to ``count`` of ``seat``'s ships from the far end of their lane (never the
        pre-placed one); warships among them are lost too."""
        lane = self._starts()[seat].lane
        lost: list[int] = []
        have = self._lane_ships(seat)
        while len(lost) < count and have > 1:
            have -= 1
            edge = lane[have]
            del self.ships[edge]
            lost.append(edge)
        self.warships[seat] = min(self.warships[seat], have)
        return lost

    # -- the fleet ------------------------------------------------------------------------------

    def _sail_fleet(self, dice: tuple[int, int]) -> list[Event]:
        """After every roll: the fleet sails as many hexes along its path as the lower die
        shows, then attacks every player with a settlement or city beside its hex, at the
        strength of the higher die (JSettlers2's rule). More warships than the strength: the
        player takes one resource of their choice (as from a gold field); fewer: the fleet
        takes one card at random for each settlement and two for each city beside it; as
        many: nothing happens (our decisions)."""
        if self.fleet is None:
            return []
        path = self._fleet_path()
        steps = min(dice)
        self.fleet = (self.fleet + steps) % len(path)
        tile = path[self.fleet]
        strength = max(dice)
        events = [Event("fleet_moved", {"tile": tile, "steps": steps, "strength": strength})]
        beside: dict[int, int] = {}
        for corner in self.geometry.tile_corners[tile]:
            building = self.buildings.get(corner)
            if building is not None:
                owner, kind = building
                beside[owner] = beside.get(owner, 0) + (2 if kind == CITY else 1)
        for seat in sorted(beside):
            ships = self.warships[seat]
            if ships > strength:
                if sum(self.bank.values()) > 0:
                    self.gold_owed[seat] += 1
                events.append(
                    Event("fleet_repelled", {"seat": seat, "warships": ships, "strength": strength})
                )
            elif ships < strength:
                events.append(self._fleet_takes(seat, beside[seat], ships, strength))
            else:
                events.append(
                    Event("fleet_tied", {"seat": seat, "warships": ships, "strength": strength})
                )
        return events

    def _fleet_takes(self, seat: int, count: int, ships: int, strength: int) -> Event:
        hand = self.hands[seat]
        taken: dict[str, int] = {}
        for _ in range(count):
            pool = [r for r in RESOURCES for _ in range(hand[r])]
            if not pool:
                break
            resource = self.rng.choice(pool)
            hand[resource] -= 1
            self.bank[resource] += 1
            taken[resource] = taken.get(resource, 0) + 1
        # Everyone sees how many cards went; which ones, only the victim (as a theft).
        return Event(
            "fleet_won",
            {"seat": seat, "warships": ships, "strength": strength, "lost": sum(taken.values())},
            irreversible=True,
            private={"cards": taken},
            owner=seat,
        )

    # -- the fortress ---------------------------------------------------------------------------

    def _fortress_actions(self, seat: int) -> list[Action]:
        """Attack one's fortress: once a turn, while it stands, with a ship on the last edge
        of one's lane (beside the fortress)."""
        # The lane first: not sailed to its end at most decisions (one look-up).
        if self.fortress_attacked or self._lane_ships(seat) < len(self._starts()[seat].lane):
            return []
        if self.fortress_wins[seat] >= self._fortress_strength():
            return []
        return [_ATTACK]

    def _attack_fortress(self, seat: int, action: AttackFortress) -> list[Event]:
        """The fortress defends with one die (JSettlers2). More warships: a victory, and the
        third takes the fortress, which becomes the attacker's settlement; as many: the
        attacker loses the last ship of their lane; fewer: the last two (JSettlers2)."""
        self.fortress_attacked = True
        defence = self.rng.randint(1, DIE)
        ships = self.warships[seat]
        lost: list[int] = []
        if ships > defence:
            self.fortress_wins[seat] += 1
            result = "won"
        else:
            lost = self._lose_ships(seat, 1 if ships == defence else 2)
            result = "tied" if ships == defence else "lost"
        events = [
            Event(
                "fortress_attacked",
                {
                    "seat": seat,
                    "warships": ships,
                    "defence": defence,
                    "result": result,
                    "wins": self.fortress_wins[seat],
                    "strength": self._fortress_strength(),
                    "ships_lost": lost,
                },
                irreversible=True,
            )
        ]
        if result == "won" and self.fortress_wins[seat] >= self._fortress_strength():
            corner = self._starts()[seat].fortress
            self.buildings[corner] = (seat, SETTLEMENT)
            events.append(Event("fortress_taken", {"seat": seat, "corner": corner}))
            strength = self._fortress_strength()
            if all(w >= strength for w in self.fortress_wins):
                self.fleet = None  # every fortress taken: the fleet sails away (JSettlers2)
                events.append(Event("fleet_gone", {}))
        return events
