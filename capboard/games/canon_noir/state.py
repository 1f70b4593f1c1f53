"""A Canon Noir position and its rules. ``legal_actions`` is the only statement of the rules."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from capboard.engine.protocol import Action, Event, Game, Outcome, State
from capboard.engine.spaces import ActionGrid
from capboard.games.canon_noir.actions import Aim, Duel, Fire, NoDuel, Roll, Sail
from capboard.games.canon_noir.ballistics import is_hit, landing
from capboard.games.canon_noir.board import CanonNoirData, Square, canon_noir_data
from capboard.games.canon_noir.view import CanonNoirView, FleetView, ShotView


@dataclass(frozen=True)
class Fleet:
    """A fleet's ship in play and its treasures (immutable: replaced, never changed)."""

    owner: int | None
    ship: str
    at: Square
    treasure: bool = False
    banked: int = 0


@dataclass(frozen=True)
class Shot:
    """A cannon ready to fire: ``context`` is ``cannon``, ``duel`` or ``reply``."""

    shooter: int
    target: int
    context: str


class CanonNoirState(State[CanonNoirView]):
    """A game of Canon Noir in progress."""

    def __init__(self, game: Game[CanonNoirView], players: int, rng: random.Random) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.data: CanonNoirData = canon_noir_data()
        data = self.data
        owners: dict[int, int] = {}
        for seat, fleets in enumerate(data.seat_fleets[players]):
            for fleet in fleets:
                owners[fleet] = seat
        self.fleets: list[Fleet] = [
            Fleet(owners.get(i), "caravel", port) for i, port in enumerate(data.ports)
        ]
        self.pool = data.treasures
        self.roll_off: list[tuple[tuple[int, int, int], ...]] = []
        seat_order = self._roll_for_order(list(range(players)))
        # Fleets take turns in seat order: everyone's first fleet, then everyone's second.
        self.order: tuple[int, ...] = tuple(
            data.seat_fleets[players][seat][k]
            for k in range(max(len(f) for f in data.seat_fleets[players]))
            for seat in seat_order
            if k < len(data.seat_fleets[players][seat])
        )
        self.seat_order = tuple(seat_order)
        self.turn = 0
        self.phase = "roll"
        self.dice: tuple[int, ...] = ()
        self.shot: Shot | None = None
        self.origin: Square | None = None
        """Where the ship sailing this turn started from: a duel attacker that misses goes back
        there."""
        self.winner: int | None = None
        self._legal: Sequence[Action] | None = None
        self._reach: dict[Square, tuple[int, ...]] | None = None

    # -- set-up -----------------------------------------------------------------------------

    def _roll_for_order(self, seats: list[int]) -> list[int]:
        """Everyone rolls both dice; the highest total plays first, the others follow by their
        totals (as the French rules say); tied players roll again among themselves."""
        rolls = []
        for seat in seats:
            d1, d2 = self._die(), self._die()
            rolls.append((seat, d1, d2))
        self.roll_off.append(tuple(rolls))
        totals: dict[int, list[int]] = {}
        for seat, d1, d2 in rolls:
            totals.setdefault(d1 + d2, []).append(seat)
        order: list[int] = []
        for total in sorted(totals, reverse=True):
            group = totals[total]
            order.extend(group if len(group) == 1 else self._roll_for_order(group))
        return order

    def _die(self) -> int:
        return self.rng.randint(1, self.data.die_faces)

    def setup_events(self) -> list[Event]:
        return [
            Event("roll_off", {"rounds": [[list(r) for r in rnd] for rnd in self.roll_off]}, True),
            Event("first_player", {"seat": self.seat_order[0], "order": list(self.seat_order)}),
        ]

    # -- protocol ---------------------------------------------------------------------------

    @property
    def fleet(self) -> int:
        """The fleet whose turn it is."""
        return self.order[self.turn]

    @property
    def current_player(self) -> int | None:
        if self.winner is not None:
            return None
        if self.phase == "fire":
            assert self.shot is not None
            return self.fleets[self.shot.shooter].owner
        return self.fleets[self.fleet].owner

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def clone(self) -> CanonNoirState:
        other = object.__new__(CanonNoirState)
        other.__dict__.update(self.__dict__)
        other.rng = self._clone_rng()
        other.fleets = self.fleets.copy()
        other.roll_off = self.roll_off.copy()
        return other

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        if isinstance(action, Roll):
            return self._roll()
        if isinstance(action, Sail):
            return self._sail((action.x, action.y))
        if isinstance(action, Aim):
            return self._aim(action.target, "cannon", "aimed")
        if isinstance(action, Duel):
            return self._aim(action.target, "duel", "duel_started")
        if isinstance(action, NoDuel):
            seat = self.fleets[self.fleet].owner
            return [Event("duel_declined", {"fleet": self.fleet, "seat": seat}), *self._end_turn()]
        if isinstance(action, Fire):
            return self._fire(action.direction, action.power)
        raise AssertionError(action)  # pragma: no cover - legality was checked

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        scores = [0.0] * self.players
        for fleet in self.fleets:
            if fleet.owner is not None:
                scores[fleet.owner] = max(scores[fleet.owner], float(fleet.banked))
        winning_fleet = next(
            i
            for i, f in enumerate(self.fleets)
            if f.owner == self.winner and f.banked >= self.data.treasures_to_win
        )
        return Outcome(
            scores=tuple(scores),
            winners=(self.winner,),
            reason="three_treasures",
            details={"fleet": winning_fleet},
        )

    def view(self, seat: int | None) -> CanonNoirView:
        data = self.data
        reach = self.reachable() if self.phase == "sail" and self.winner is None else {}
        return CanonNoirView(
            seat=seat,
            players=self.players,
            options=self.game.options(None),
            current_player=self.current_player,
            pending_players=self.pending_players,
            is_over=self.is_over,
            board=data.rows,
            fleets=tuple(
                FleetView(
                    name=data.fleet_names[i],
                    owner=f.owner,
                    port=data.ports[i],
                    ship=f.ship,
                    at=f.at,
                    treasure=f.treasure,
                    banked=f.banked,
                )
                for i, f in enumerate(self.fleets)
            ),
            pool=self.pool,
            order=self.order,
            fleet=None if self.winner is not None else self.fleet,
            phase="over" if self.winner is not None else self.phase,
            dice=self.dice,
            reachable=tuple(sorted(reach.items())),
            targets=self._targets() if self.phase in ("aim", "duel") else (),
            shot=None
            if self.shot is None
            else ShotView(self.shot.shooter, self.shot.target, self.shot.context),
            origin=self.origin,
            roll_off=tuple(self.roll_off),
            winner=self.winner,
        )

    def determinize(self, view: CanonNoirView, rng: random.Random) -> CanonNoirState:
        """Canon Noir hides nothing but the dice to come: rebuild the table from the view with
        a generator drawn from ``rng``."""
        state = CanonNoirState(self.game, view.players, random.Random(rng.random()))
        state.fleets = [Fleet(f.owner, f.ship, f.at, f.treasure, f.banked) for f in view.fleets]
        state.pool = view.pool
        state.roll_off = list(view.roll_off)
        state.order = view.order
        state.seat_order = _seat_order(view)
        state.turn = view.order.index(view.fleet) if view.fleet is not None else 0
        state.phase = view.phase if view.phase != "over" else "roll"
        state.dice = view.dice
        state.shot = (
            None
            if view.shot is None
            else Shot(view.shot.shooter, view.shot.target, view.shot.context)
        )
        state.origin = view.origin
        state.winner = view.winner
        return state

    # -- rules ------------------------------------------------------------------------------

    def _compute_legal(self) -> Sequence[Action]:
        if self.phase == "roll":
            return [Roll()]
        if self.phase == "sail":
            return [Sail(x, y) for (x, y) in sorted(self.reachable())]
        if self.phase == "aim":
            return [Aim(t) for t in self._targets()]
        if self.phase == "duel":
            return [*(Duel(t) for t in self._targets()), NoDuel()]
        if self.phase == "fire":
            power = self.data.ballistics.power_max
            return ActionGrid(Fire, {"direction": range(360), "power": range(power + 1)})
        raise AssertionError(self.phase)  # pragma: no cover

    def reachable(self) -> dict[Square, tuple[int, ...]]:
        """Where the fleet's ship may sail with this turn's dice, and by which distances."""
        if self._reach is not None:
            return self._reach
        data = self.data
        index = self.fleet
        ship = self.fleets[index]
        distances = set(self.dice)
        if data.ships[ship.ship].dice == 2 and len(self.dice) == 2:
            distances.add(sum(self.dice))
        occupied = {f.at for i, f in enumerate(self.fleets) if f.owner is not None and i != index}
        own_port = data.ports[index]
        result: dict[Square, set[int]] = {}
        for line in data.rays[ship.at]:
            for distance in sorted(distances):
                if distance > len(line):
                    # The line ends early: only its own port lets a ship stop short.
                    if line and line[-1] == own_port:
                        result.setdefault(own_port, set()).add(distance)
                    continue
                square = line[distance - 1]
                if square in occupied:
                    continue
                owner = data.port_owner(square)
                if owner is not None and owner != index:
                    continue  # the ports of other fleets cannot be entered
                result.setdefault(square, set()).add(distance)
        if data.ships[ship.ship].sails_home:  # a raft must sail back to its port
            home = data.home_steps[index]
            result = {sq: ds for sq, ds in result.items() if home[sq] < home[ship.at]}
        self._reach = {sq: tuple(sorted(ds)) for sq, ds in result.items()}
        return self._reach

    def _targets(self) -> tuple[int, ...]:
        """Fleets that may be fired at now (from a black-cannon square) or duelled."""
        data = self.data
        me = self.fleets[self.fleet]
        candidates = [
            i
            for i, f in enumerate(self.fleets)
            if f.owner is not None
            and f.owner != me.owner
            and f.ship != "raft"
            and data.port_owner(f.at) is None
        ]
        if self.phase == "aim":
            return tuple(candidates)
        facing = self._facing(me.at)
        return tuple(i for i in candidates if self.fleets[i].at == facing)

    def _facing(self, square: Square) -> Square | None:
        """The square exactly opposite across the board, for a square on an edge."""
        x, y = square
        width, height = self.data.grid.width, self.data.grid.height
        if x in (0, width - 1) and 0 < y < height - 1:
            return (width - 1 - x, y)
        if y in (0, height - 1) and 0 < x < width - 1:
            return (x, height - 1 - y)
        return None

    # -- effects ----------------------------------------------------------------------------

    def _roll(self) -> list[Event]:
        fleet = self.fleets[self.fleet]
        count = self.data.ships[fleet.ship].dice
        self.dice = tuple(self._die() for _ in range(count))
        self.phase = "sail"
        self._reach = None
        events = [
            Event(
                "rolled",
                {"fleet": self.fleet, "seat": fleet.owner, "dice": list(self.dice)},
                irreversible=True,
            )
        ]
        if not self.reachable():
            # A fleet with a legal move must move; with none, its turn passes.
            events.append(Event("no_move", {"fleet": self.fleet, "seat": fleet.owner}))
            events += self._end_turn()
        return events

    def _sail(self, to: Square) -> list[Event]:
        index = self.fleet
        fleet = self.fleets[index]
        data = self.data
        distance = max(abs(to[0] - fleet.at[0]), abs(to[1] - fleet.at[1]))
        events = [
            Event(
                "sailed",
                {
                    "fleet": index,
                    "seat": fleet.owner,
                    "ship": fleet.ship,
                    "origin": list(fleet.at),
                    "to": list(to),
                    "distance": distance,
                },
            )
        ]
        self.origin = fleet.at
        fleet = replace(fleet, at=to)
        self.fleets[index] = fleet
        self.dice = ()
        self._reach = None
        if to == data.ports[index]:
            if fleet.treasure:
                fleet = replace(fleet, treasure=False, banked=fleet.banked + 1)
                self.fleets[index] = fleet
                events.append(
                    Event(
                        "treasure_banked",
                        {"fleet": index, "seat": fleet.owner, "banked": fleet.banked},
                    )
                )
                if fleet.banked >= data.treasures_to_win:
                    self.winner = fleet.owner
                    events.append(Event("game_over", {"seat": fleet.owner, "fleet": index}))
                    return events
            if fleet.ship != "caravel":
                # Entering its own port refits the fleet: it sails its caravel again.
                self.fleets[index] = replace(fleet, ship="caravel")
                events.append(Event("refitted", {"fleet": index, "seat": fleet.owner}))
            return events + self._end_turn()
        rule = data.ships[fleet.ship]
        takes = to in data.treasure_squares and rule.carries_treasure and not fleet.treasure
        if takes and self.pool > 0:
            self.pool -= 1
            self.fleets[index] = replace(fleet, treasure=True)
            events.append(
                Event("treasure_taken", {"fleet": index, "seat": fleet.owner, "pool": self.pool})
            )
        if to in data.cannon_squares:
            self.phase = "aim"
            if not self._targets():
                events.append(Event("no_target", {"fleet": index, "seat": fleet.owner}))
                return events + self._end_turn()
            return events
        if self._facing(to) is not None:
            self.phase = "duel"
            if self._targets():
                return events
        return events + self._end_turn()

    def _aim(self, target: int, context: str, code: str) -> list[Event]:
        self.shot = Shot(self.fleet, target, context)
        self.phase = "fire"
        owner = self.fleets[self.fleet].owner
        return [Event(code, {"fleet": self.fleet, "seat": owner, "target": target})]

    def _fire(self, direction: int, power: int) -> list[Event]:
        assert self.shot is not None
        shot = self.shot
        shooter, target = self.fleets[shot.shooter], self.fleets[shot.target]
        point = landing(shooter.at, direction, power, self.data.ballistics)
        hit = is_hit(point, target.at, self.data.ballistics)
        events = [
            Event(
                "shot",
                {
                    "fleet": shot.shooter,
                    "seat": shooter.owner,
                    "target": shot.target,
                    "direction": direction,
                    "power": power,
                    "landing": [round(point[0], 3), round(point[1], 3)],
                    # Where the target stood: the log tells a miss as short, long or wide of
                    # it, long after the ship has sailed on.
                    "target_at": list(target.at),
                    "hit": hit,
                    "context": shot.context,
                },
                # Where the ball fell is known now: no taking the shot back to aim again.
                irreversible=True,
            )
        ]
        if hit:
            # Hit by the defender's reply, the attacker gives up its treasure whatever its ship.
            events += self._hit(shot.shooter, shot.target, seize=shot.context == "reply")
        elif shot.context == "duel":
            # The attacker missed: it puts its ship back where its move started ("il remet son
            # navire dans sa position initiale"), then the other fires back, unless that square
            # is the attacker's own port, where no ship can be fired at, or the attacker is a
            # raft, which cannot be fired at either.
            events += self._back_to_origin(shot.shooter)
            attacker = self.fleets[shot.shooter]
            if attacker.ship == "raft":
                events.append(Event("raft_spared", {"fleet": shot.shooter, "seat": attacker.owner}))
            elif self.data.port_owner(attacker.at) is None:
                self.shot = Shot(shot.target, shot.shooter, "reply")
                return events
            else:
                events.append(
                    Event("safe_in_port", {"fleet": shot.shooter, "seat": attacker.owner})
                )
        self.shot = None
        return events + self._end_turn()

    def _back_to_origin(self, index: int) -> list[Event]:
        fleet = self.fleets[index]
        assert self.origin is not None
        if fleet.at == self.origin:
            return []
        self.fleets[index] = replace(fleet, at=self.origin)
        return [
            Event(
                "returned",
                {
                    "fleet": index,
                    "seat": fleet.owner,
                    "origin": list(fleet.at),
                    "to": list(self.origin),
                },
            )
        ]

    def _hit(self, hitter: int, target: int, seize: bool = False) -> list[Event]:
        """``target`` is hit by ``hitter``: it changes ship; its treasure goes to the hitter
        when it becomes a raft, or always when ``seize`` (the reply in a duel)."""
        data = self.data
        victim = self.fleets[target]
        after = data.ships[victim.ship].hit_becomes
        assert after is not None  # rafts are never targets
        events = [
            Event(
                "ship_hit",
                {"fleet": target, "seat": victim.owner, "before": victim.ship, "after": after},
            )
        ]
        carried = victim.treasure and (seize or not data.ships[after].carries_treasure)
        self.fleets[target] = replace(victim, ship=after, treasure=victim.treasure and not carried)
        if carried:
            winner = self.fleets[hitter]
            if data.ships[winner.ship].carries_treasure and not winner.treasure:
                self.fleets[hitter] = replace(winner, treasure=True)
                events.append(Event("treasure_captured", {"fleet": target, "to": hitter}))
            else:
                self.pool += 1
                events.append(Event("treasure_returned", {"fleet": target}))
        return events

    def _end_turn(self) -> list[Event]:
        self.turn = (self.turn + 1) % len(self.order)
        self.phase = "roll"
        self.dice = ()
        self.shot = None
        self.origin = None
        self._reach = None
        self._legal = None
        return []


def _seat_order(view: CanonNoirView) -> tuple[int, ...]:
    seen: list[int] = []
    for fleet in view.order:
        owner = view.fleets[fleet].owner
        if owner is not None and owner not in seen:
            seen.append(owner)
    return tuple(seen)
