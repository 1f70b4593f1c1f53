"""The turn in the Catan state: the dice and what they produce, discards after a 7, the robber
and the pirate, stealing, the end of a turn and a stalled game called. A mixin of
:class:`~capboard.games.catan.state.CatanState`, which holds the data."""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING

from capboard.engine.assets import load_json
from capboard.engine.protocol import Event
from capboard.games.catan.actions import ChooseGold, Discard, EndTurn, MovePirate, MoveRobber
from capboard.games.catan.actions import Steal as StealAction
from capboard.games.catan.hands import RESOURCES
from capboard.games.catan.hands import from_counts as _from_counts
from capboard.games.catan.pieces import PieceIndex
from capboard.games.catan.rules import (
    RollYield,
    discard_count,
    gain,
    gold_owed,
    pay,
    pay_owed,
    roll_yield,
)
from capboard.games.catan.scenario import BASE
from capboard.games.catan.trade import trade_rules

if TYPE_CHECKING:
    from capboard.games.catan.board import BoardSetup
    from capboard.games.catan.state_fields import CatanFields
else:
    CatanFields = object  # the mixins' base while type checking only (see state_fields)


@cache
def stalemate_rounds() -> int:
    """Whole rounds without any points changing after which a game is called."""
    return int(load_json("catan", "game.json")["stalemate_rounds"])


def two_dice(rng: random.Random) -> tuple[int, int]:
    """Two dice rolled from ``rng``: ``(rng.randint(1, 6), rng.randint(1, 6))``, the same
    numbers from the same stream (``randint(1, 6)`` is ``1 + _randbelow(6)``), without the
    three calls each goes through at every roll."""
    # _randbelow(6) of random.Random, inline: 3 random bits, drawn again while 6 or 7.
    bits = rng.getrandbits
    first = bits(3)
    while first >= 6:
        first = bits(3)
    second = bits(3)
    while second >= 6:
        second = bits(3)
    return (first + 1, second + 1)


@cache
def _rolled(seat: int, dice: tuple[int, int]) -> Event:
    """The event of ``seat``'s roll: one value per seat and dice (events are never changed)."""
    return Event("rolled", {"seat": seat, "dice": list(dice), "total": sum(dice)}, True)


@cache
def _turn(seat: int) -> Event:
    """The event of ``seat``'s turn beginning (one value per seat: events are never changed)."""
    return Event("turn", {"seat": seat})


def _turned_hexes(before: BoardSetup, after: BoardSetup) -> frozenset[int]:
    """The hexes whose terrain or number differ between two boards (none for the same board:
    most new indexes of the pieces keep it)."""
    if before is after:
        return frozenset()
    return frozenset(
        tile
        for tile, (a, b) in enumerate(zip(before.terrain, after.terrain, strict=True))
        if a != b or before.numbers[tile] != after.numbers[tile]
    )


def _by_seat_name(payouts: Mapping[int, Mapping[str, int]]) -> dict[str, Mapping[str, int]]:
    return {str(s): c for s, c in payouts.items()}


class TurnRules(CatanFields):
    """The dice, the thief and the end of a turn."""

    def _roll(self, seat: int, action: object = None) -> list[Event]:
        dice = self.last_roll = two_dice(self.rng)
        total = dice[0] + dice[1]
        events = [_rolled(seat, dice)]
        if self.fleet is not None:  # The Pirate Islands: the fleet sails and attacks first
            events += self._sail_fleet(dice)
        if total == 7:
            for s in range(self.players):
                self.to_discard[s] = discard_count(sum(self.hands[s].values()))
            self.resume = "main"
            self.phase = "discard" if any(self.to_discard) else "robber"
            if any(self.to_discard):
                events.append(Event("must_discard", {"counts": list(self.to_discard)}))
            elif self.fortress_wins:  # The Pirate Islands: no robber
                self.phase = "main"
                events += self._ask_gold("main")
            return events
        # What each number pays is kept with the pieces and the robber: no walk over them.
        index = self._index()
        # _roll_yield's answer when it is kept (most rolls), without the call: kept for this
        # index, or for its table of producers, which an index carried over from a road or a
        # ship (built or moved: most turns of a Seafarers game) shares with the one before.
        kept = self._yields
        known = None
        if kept is not None and (kept[0] is index or kept[1] is index.producers):
            robber = self.robber
            # The number alone when the robber is not on it (most rolls: no tuple made).
            if robber is None or self.board.numbers[robber] != total:
                known = kept[2].get(total)
            else:
                known = kept[2].get((total, robber))
        paid, produced, gold = self._roll_yield(index, total) if known is None else known
        bank = self.bank
        for resource, n in paid.needs:  # RollYield.paid_from, inline
            if bank.get(resource, 0) < n:
                payouts, shortages = pay_owed(paid.owed, bank)  # a shortage: the rule
                break
        else:
            payouts, shortages = paid.full
        # What production pays, the bank holds (it says so): the cards move in place.
        hands = self.hands
        for s, cards in payouts.items():
            hand = hands[s]
            for resource, n in cards.items():
                bank[resource] -= n
                hand[resource] = hand.get(resource, 0) + n
        if gold:  # Seafarers' gold fields
            for s, n in gold.items():
                self.gold_owed[s] += n
        if payouts:
            # Paid in full, the yield makes the same event (events are never changed): kept.
            if payouts is paid.full.payouts:
                events.append(produced)
            else:
                events.append(Event("produced", {"payouts": _by_seat_name(payouts)}))
        for short in shortages:
            events.append(
                Event(
                    "shortage",
                    {"resource": short.resource, "paid_to": short.paid_to, "paid": short.paid},
                )
            )
        self.phase = "main"
        if self.traders:  # Cloth for Catan: the village with this number gives cloth
            events += self._village_trade(total)
            if self.winner is not None:
                return events
        if self.scenario_id != BASE and any(self.gold_owed):
            return events + self._ask_gold("main")
        return events

    def _roll_yield(
        self, index: PieceIndex, total: int
    ) -> tuple[RollYield, Event, dict[int, int] | None]:
        """What ``total`` pays with the pieces of ``index`` and the robber where it is, the
        event of it paid in full, and (Seafarers, a gold field on the board) what gold fields
        owe; kept with the buildings (a game rolls each number dozens of times between two
        buildings). The robber stops one number only, its hex's: the others are kept whatever
        hex it stands on."""
        kept = self._yields
        if kept is None or kept[0] is not index:
            # A new index of the pieces: the same producers unless a building was placed.
            table = index.producers
            if kept is None:
                known_yields = {}
            elif kept[1] is table:
                known_yields = kept[2]
            else:
                # A building placed changes what the numbers of its hexes pay, and a hex
                # turned up (The Fog Islands) what its own number pays, not the others':
                # theirs are kept (a number pays what its producers say, from the terrains of
                # their hexes).
                before = kept[1]
                turned = _turned_hexes(kept[0].board, index.board)
                known_yields = {}
                for key, paid_then in kept[2].items():
                    number = key if isinstance(key, int) else key[0]
                    producing = table.get(number)
                    if producing != before.get(number):
                        continue
                    if turned and producing and any(t in turned for _, _, t in producing):
                        continue
                    known_yields[key] = paid_then
            kept = self._yields = (index, table, known_yields)
        robber = self.robber
        if robber is not None and self.board.numbers[robber] != total:
            robber = None  # not on this number: what it pays is the same as without it
        key = total if robber is None else (total, robber)
        known = kept[2].get(key)
        if known is None:
            paid = roll_yield(self.board, self.geometry, self.buildings, robber, total, kept[1])
            produced = Event("produced", {"payouts": _by_seat_name(paid.full.payouts)})
            gold = None
            if self.scenario_id != BASE and index.has_gold:
                gold = gold_owed(self.board, self.geometry, self.buildings, robber, total, kept[1])
            known = kept[2][key] = (paid, produced, gold)
        return known

    def _discard(self, seat: int, action: Discard) -> list[Event]:
        cards = _from_counts(action.cards)
        self.hands[seat] = pay(self.hands[seat], cards)
        self.bank = gain(self.bank, cards)
        self.to_discard[seat] = 0
        events = [Event("discarded", {"seat": seat, "cards": list(action.cards)})]
        if not any(self.to_discard):
            self.phase = "robber"
            if self.fortress_wins:  # The Pirate Islands: no robber; a card won from the fleet
                self.phase = "main"
                events += self._ask_gold("main")
        return events

    def _choose_gold(self, seat: int, action: ChooseGold) -> list[Event]:
        cards = _from_counts(action.cards)
        self.bank = pay(self.bank, cards)
        self.hands[seat] = gain(self.hands[seat], cards)
        self.gold_owed[seat] = 0
        if not any(self.gold_owed):
            self.phase = self.gold_resume
        return [Event("gold_taken", {"seat": seat, "cards": list(action.cards)})]

    def _move_robber(self, seat: int, action: MoveRobber) -> list[Event]:
        self.robber = action.tile
        self.thief_target = "robber"
        events = [Event("robber_moved", {"seat": seat, "tile": action.tile})]
        self.phase = "steal" if self._victims(seat, action.tile) else self.resume
        return events

    def _move_pirate(self, seat: int, action: MovePirate) -> list[Event]:
        self.pirate = action.tile
        self.thief_target = "pirate"
        events = [Event("pirate_moved", {"seat": seat, "tile": action.tile})]
        self.phase = "steal" if self._victims(seat, action.tile) else self.resume
        return events

    def _steal(self, seat: int, action: StealAction) -> list[Event]:
        victim = action.seat
        pool = [r for r in RESOURCES for _ in range(self.hands[victim][r])]
        resource = self.rng.choice(pool)
        self.hands[victim][resource] -= 1
        self.hands[seat][resource] += 1
        self.phase = self.resume
        # The thief and the victim learn which card it was; nobody else does.
        return [
            Event(
                "stole",
                {"seat": seat, "victim": victim},
                irreversible=True,
                private={"resource": resource},
                owner=seat,
                shared_with=(victim,),
            )
        ]

    def _end_turn(self, seat: int, action: EndTurn) -> list[Event]:
        called = self._stalled()
        if called:
            return called
        self.offers_left = trade_rules().offers_per_turn
        if self.ships_built:  # (a list emptied only when it holds something: most turns not)
            self.ships_built = []
        self.ship_moved = False
        self.fortress_attacked = False
        self.turn = (self.turn + 1) % self.players
        self.phase = "roll"
        self.dev_played = False
        if self.bought_this_turn:
            self.bought_this_turn = []
        return [_turn(self.turn)]

    def _stalled(self) -> list[Event]:
        """Capboard's decision for a game nobody can finish: once the development cards are
        all bought, when a number of whole rounds (``assets/catan/game.json``) pass without
        anyone's points changing, the game is called and the most points win (shared on a
        tie). Pieces and cards can run out so that nobody can ever reach the target; people
        at a table would agree to stop there."""
        public = self._public_progress()
        changed = public != self.last_points
        # The list counted is kept as the last, equal or not, so that the next turn finds it.
        self.last_points = public
        if changed or self.deck:
            self.stale_turns = 0
            return []
        self.stale_turns += 1
        if self.stale_turns < stalemate_rounds() * self.players:
            return []
        points = self.scores(public=False)
        best = max(points)
        self.called = tuple(s for s, p in enumerate(points) if p == best)
        self.winner = self.called[0]
        self.phase = "over"
        return [Event("called", {"winners": list(self.called), "points": points})]

    def _public_progress(self) -> list[int]:
        """What counts as progress towards calling a stalled game: every seat's public points
        (a hidden card must not show through the count), then, where the scenario has them,
        the wonder levels built (The Wonders of Catan) and the victories over the fortresses
        and the warships (The Pirate Islands), in one list.

        Asked at every end of turn, when nearly always none of it changed: the list counted
        last (``last_points``, while it is that very list) is answered again while the
        buildings, the two awards' holders and the scenario's own counts (islands, chits,
        cloth, levels, victories, warships) are as they were then; ``_public_kept`` holds them
        (the lists as copies, never changed, so that clones may share them)."""
        kept = self._public_kept
        last = self.last_points
        if (
            kept is not None
            and kept[0] is last
            and kept[1] == self.buildings.mark
            and kept[2] == self.longest_holder
            and kept[3] == self.army_holder
            and (
                self.scenario_id == BASE  # the scenarios' counts: all empty or nought
                or (
                    kept[4] == self.special
                    and kept[5] == self.chits
                    and kept[6] == self.cloth
                    and kept[7] == self.wonder_levels
                    and kept[8] == self.fortress_wins
                    and kept[9] == self.warships
                )
            )
        ):
            return last
        public = self.scores(public=True)
        if self.wonder_levels:  # The Wonders of Catan: a level built is progress too
            public += self.wonder_levels
        if self.fortress_wins or self.warships:  # The Pirate Islands: so is a victory
            public += self.fortress_wins + self.warships
        self._public_kept = (
            public,
            self.buildings.mark,
            self.longest_holder,
            self.army_holder,
            self.special.copy(),
            self.chits.copy(),
            self.cloth.copy(),
            self.wonder_levels.copy(),
            self.fortress_wins.copy(),
            self.warships.copy(),
        )
        return public
