"""A Cap Horn position and its rules. ``legal_actions`` is the only statement of the rules."""

from __future__ import annotations

import random
from collections import Counter

from capboard.engine.protocol import Action, Event, Game, Outcome, State, quick_builder
from capboard.games.cap_horn.actions import (
    BuyCard,
    CoverCard,
    CrossFinish,
    EndTurn,
    Ignore,
    LayCard,
    Renounce,
    Sail,
    Sprint,
    Stay,
)
from capboard.games.cap_horn.board import CapHornData, Square, cap_horn_data, neighbours
from capboard.games.cap_horn.navigation import FINISH, Move, normal_moves
from capboard.games.cap_horn.view import CapHornView, Rose

MOVING_PHASES = ("lay", "covered", "sprint", "sprint2")


_new_view = quick_builder(CapHornView)
"""Views are made at every decision, and by the computer players' look-ahead at every move
they try: built in one step (see quick_builder)."""


class CapHornState(State[CapHornView]):
    """A game of Cap Horn in progress."""

    def __init__(self, game: Game[CapHornView], players: int, rng: random.Random) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.data: CapHornData = cap_horn_data()
        data = self.data
        deck = list(data.deck)
        rng.shuffle(deck)
        self.hands: list[list[int]] = [
            [deck.pop() for _ in range(data.hand_start)] for _ in range(players)
        ]
        # The rest of the deck is laid as two draw piles, as at the table.
        half = len(deck) // 2
        self.piles: list[list[int]] = [deck[:half], deck[half:]]
        self.discard: list[int] = []
        self.cards: dict[Square, int] = {}
        first = rng.randrange(players)
        self.order = tuple((first + i) % players for i in range(players))
        self.ships: list[Square] = [(0, 0)] * players
        for number, seat in enumerate(self.order):
            self.ships[seat] = data.start_squares[number]
        self.points = [data.points["start"]] * players
        self.roses: list[list[Rose]] = [[] for _ in range(players)]
        self.turn = first
        self.phase = "lay"
        self.laid = 0
        self.covered: Square | None = None
        self.winner: int | None = None
        self.winners: tuple[int, ...] = ()
        self.end_reason: str | None = None
        self.last_turns: int | None = None
        self.quiet_turns = 0
        self._quiet = True
        self._moved = False
        self._legal: list[Action] | None = None
        self._legal_set: frozenset[Action] | None = None
        self._start_events = [self._gain_point(first)]

    def setup_events(self) -> list[Event]:
        return [Event("start", {"order": list(self.order)}), *self._start_events]

    # -- protocol ---------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.winner is not None else self.turn

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def clone(self) -> CapHornState:
        other = object.__new__(CapHornState)
        other.__dict__.update(self.__dict__)
        other.rng = self._clone_rng()
        other.hands = [h.copy() for h in self.hands]
        other.piles = [p.copy() for p in self.piles]
        other.discard = self.discard.copy()
        other.cards = self.cards.copy()
        other.ships = self.ships.copy()
        other.points = self.points.copy()
        other.roses = [r.copy() for r in self.roses]
        return other

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        self._legal_set = None
        seat = self.turn
        if isinstance(action, LayCard | CoverCard | Sail | CrossFinish | Ignore):
            self._quiet = False
        if isinstance(action, Sail | CrossFinish | Ignore):
            self._moved = True
        if isinstance(action, LayCard):
            return self._lay(seat, action)
        if isinstance(action, CoverCard):
            return self._cover(seat, action)
        if isinstance(action, Sail | CrossFinish):
            target = FINISH if isinstance(action, CrossFinish) else (action.x, action.y)
            return self._sail(seat, target)
        if isinstance(action, Renounce):
            self.points[seat] = min(self.data.points["max"], self.points[seat] + 1)
            events = [Event("renounced", {"seat": seat, "points": self.points[seat]})]
            return events + self._after_moving(seat)
        if isinstance(action, Stay):
            return [Event("stayed", {"seat": seat}), *self._after_moving(seat)]
        if isinstance(action, Ignore):
            return self._ignore(seat, (action.x, action.y))
        if isinstance(action, Sprint):
            self.points[seat] -= self.data.points["sprint"]
            self.phase = "sprint"
            return [Event("sprinted", {"seat": seat, "points": self.points[seat]})]
        if isinstance(action, BuyCard):
            self.points[seat] -= self.data.points["buy"]
            card = self._draw()
            assert card is not None
            self.hands[seat].append(card)
            return [
                Event(
                    "cards_bought",
                    {"seat": seat, "points": self.points[seat]},
                    irreversible=True,
                    private={"card": card},
                    owner=seat,
                ),
                *self._drawn_events,
            ]
        if isinstance(action, EndTurn):
            return self._end_turn()
        raise AssertionError(action)  # pragma: no cover - legality was checked

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        scores = tuple(float(len(r)) for r in self.roses)
        return Outcome(
            scores=scores,
            winners=self.winners or (self.winner,),
            reason=self.end_reason or "finish",
            details={"roses": [len(r) for r in self.roses]},
        )

    def view(self, seat: int | None) -> CapHornView:
        return _new_view(
            seat=seat,
            players=self.players,
            options=self.game.options(None),
            current_player=self.current_player,
            pending_players=self.pending_players,
            is_over=self.is_over,
            cards=tuple(sorted(self.cards.items())),
            ships=tuple(self.ships),
            points=tuple(self.points),
            roses=tuple(tuple(r) for r in self.roses),
            hand=tuple(sorted(self.hands[seat])) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in self.hands),
            piles=(len(self.piles[0]), len(self.piles[1])),
            discard=tuple(self.discard),
            phase="over" if self.winner is not None else self.phase,
            laid_this_turn=self.laid,
            covered=self.covered,
            start_order=self.order,
            winner=self.winner,
            end_reason=self.end_reason,
            last_turns=self.last_turns,
            quiet_turns=self.quiet_turns,
            quiet=self._quiet,
            moved=self._moved,
        )

    def determinize(self, view: CapHornView, rng: random.Random) -> CapHornState:
        """Deal the cards ``view`` does not show (other hands, the draw piles) at random from
        those not seen, keeping every size."""
        state = CapHornState(self.game, view.players, random.Random(rng.random()))
        state.cards = dict(view.cards)
        state.discard = list(view.discard)
        unseen = Counter(self.data.deck)
        unseen.subtract(state.discard)
        unseen.subtract(state.cards.values())
        own = view.seat
        if own is not None:
            unseen.subtract(view.hand)
        pool = sorted(unseen.elements())
        rng.shuffle(pool)
        state.hands = []
        for seat, size in enumerate(view.hand_sizes):
            if seat == own:
                state.hands.append(list(view.hand))
            else:
                state.hands.append([pool.pop() for _ in range(size)])
        state.piles = [[pool.pop() for _ in range(size)] for size in view.piles]
        state.ships = list(view.ships)
        state.points = list(view.points)
        state.roses = [list(r) for r in view.roses]
        state.order = view.start_order
        state.turn = view.current_player if view.current_player is not None else 0
        state.phase = view.phase if view.phase != "over" else "lay"
        state.laid = view.laid_this_turn
        state.covered = view.covered
        state.winner = view.winner
        state.end_reason = view.end_reason
        state.last_turns = view.last_turns
        state.quiet_turns = view.quiet_turns
        state._quiet = view.quiet
        state._moved = view.moved
        state._start_events = []
        return state

    # -- rules ------------------------------------------------------------------------------

    def _compute_legal(self) -> list[Action]:
        seat = self.turn
        data = self.data
        if self.phase == "buy":
            actions: list[Action] = [EndTurn()]
            if (
                self.points[seat] >= data.points["buy"]
                and len(self.hands[seat]) < data.hand_max
                and self._cards_left()
            ):
                actions.insert(0, BuyCard())
            return actions
        actions = []
        kinds = sorted(set(self.hands[seat]))
        if self.phase == "lay":
            for square in self._lay_squares():
                actions += [LayCard(k, *square) for k in kinds]
            if self.laid == 0:
                occupied = set(self.ships)
                for square in sorted(self.cards):
                    if square not in occupied:
                        actions += [CoverCard(k, *square) for k in kinds]
        moves = self.moves(seat)
        actions += [CrossFinish() if to == FINISH else Sail(*to) for to in sorted(moves)]
        if self.phase in ("lay", "covered"):
            # Only a ship that could move may renounce for a point; a ship with no possible
            # move stays where it is and gains nothing ("le bateau reste sur place").
            actions.append(Renounce() if moves else Stay())
            if self.points[seat] >= data.points["ignore"]:
                actions += [Ignore(*sq) for sq in self._ignore_squares(seat)]
            if self.points[seat] >= data.points["sprint"] and moves:
                actions.append(Sprint())
        return actions

    def moves(self, seat: int) -> dict[Square, Move]:
        """Where the ship of ``seat`` can sail by the card under it (FINISH: across the
        line); the square of a card that covered another this turn is out of reach."""
        ship = self.ships[seat]
        others = {s for i, s in enumerate(self.ships) if i != seat}
        data = self.data

        def may_end(square: Square) -> bool:
            if square == self.covered:
                return False
            if square in data.start_squares:
                return square not in others
            if square not in self.cards:
                return False
            return data.station_at(square) is not None or square not in others

        return normal_moves(data, ship, self.cards, may_end, self._may_cross(seat))

    def _may_cross(self, seat: int) -> bool:
        roses = self.roses[seat]
        return len({r.colour for r in roses}) >= 2 and len({r.stage for r in roses}) >= 2

    def _lay_squares(self) -> list[Square]:
        cards = self.cards
        # The chart's squares are those of a stage (CapHornData.stage_of, as a look-up): asked
        # for the eight neighbours of every card at every decision.
        chart = self.data.stage_by_square
        return sorted(
            {
                square
                for anchor in (*cards, *self.data.start_squares)
                for square in neighbours(anchor)
                if square not in cards and square in chart
            }
        )

    def _ignore_squares(self, seat: int) -> list[Square]:
        ship = self.ships[seat]
        others = {s for i, s in enumerate(self.ships) if i != seat}
        data = self.data
        result = []
        for square in neighbours(ship):
            if square == self.covered:
                continue
            if square in data.start_squares:
                if square not in others:
                    result.append(square)
            elif square in self.cards and (
                data.station_at(square) is not None or square not in others
            ):
                result.append(square)
        return sorted(result)

    def _cards_left(self) -> bool:
        return bool(self.piles[0] or self.piles[1] or self.discard)

    # -- effects ----------------------------------------------------------------------------

    def _lay(self, seat: int, action: LayCard) -> list[Event]:
        self.hands[seat].remove(action.card)
        self.cards[(action.x, action.y)] = action.card
        self.laid += 1
        return [Event("card_laid", {"seat": seat, "card": action.card, "at": [action.x, action.y]})]

    def _cover(self, seat: int, action: CoverCard) -> list[Event]:
        square = (action.x, action.y)
        self.hands[seat].remove(action.card)
        old = self.cards[square]
        self.discard.append(old)
        self.cards[square] = action.card
        self.covered = square
        self.phase = "covered"
        return [
            Event(
                "card_covered",
                {"seat": seat, "card": action.card, "at": list(square), "covered": old},
            )
        ]

    def _sail(self, seat: int, target: Square) -> list[Event]:
        move = self.moves(seat)[target]
        sprinting = self.phase in ("sprint", "sprint2")
        origin = self.ships[seat]
        if target == FINISH:
            self.winner, self.end_reason = seat, "finish"
            return [
                Event(
                    "sailed",
                    {
                        "seat": seat,
                        "origin": list(origin),
                        "to": None,
                        "path": [list(p) for p in move.path],
                        "sprint": sprinting,
                    },
                ),
                Event("finished", {"seat": seat}),
                Event("game_over", {"seat": seat, "reason": "finish"}),
            ]
        self.ships[seat] = target
        events = [
            Event(
                "sailed",
                {
                    "seat": seat,
                    "origin": list(origin),
                    "to": list(target),
                    "path": [list(p) for p in move.path],
                    "sprint": sprinting,
                },
            )
        ]
        events += self._stop(seat)
        if self.winner is not None:
            return events
        if self.phase == "sprint":
            self.phase = "sprint2"
            self._legal = None
            if self.moves(seat):
                return events
            events.append(Event("stayed", {"seat": seat}))
        return events + self._after_moving(seat)

    def _ignore(self, seat: int, target: Square) -> list[Event]:
        self.points[seat] -= self.data.points["ignore"]
        origin = self.ships[seat]
        self.ships[seat] = target
        events = [
            Event(
                "ignored",
                {
                    "seat": seat,
                    "origin": list(origin),
                    "to": list(target),
                    "points": self.points[seat],
                },
            )
        ]
        events += self._stop(seat)
        if self.winner is not None:
            return events
        return events + self._after_moving(seat)

    def _stop(self, seat: int) -> list[Event]:
        """A ship stopping on a station takes its rose: one per stage, all colours apart."""
        station = self.data.station_at(self.ships[seat])
        if station is None:
            return []
        roses = self.roses[seat]
        if any(r.stage == station.stage or r.colour == station.colour for r in roses):
            return []
        taken = sum(r.colour == station.colour for rs in self.roses for r in rs)
        if taken >= self.data.roses_per_colour:
            return []
        roses.append(Rose(station.stage, station.colour))
        events = [
            Event("rose_taken", {"seat": seat, "stage": station.stage, "colour": station.colour})
        ]
        if len(roses) == 3:
            self.winner, self.end_reason = seat, "three_roses"
            events.append(Event("game_over", {"seat": seat, "reason": "three_roses"}))
        return events

    def _after_moving(self, seat: int) -> list[Event]:
        """Step 4: draw one card (while the hand has room), then buy or end the turn."""
        self.phase = "buy"
        self._legal = None
        if len(self.hands[seat]) >= self.data.hand_max:
            return []
        card = self._draw()
        if card is None:
            return []
        self.hands[seat].append(card)
        return [
            *self._drawn_events,
            Event(
                "card_drawn", {"seat": seat}, irreversible=True, private={"card": card}, owner=seat
            ),
        ]

    def _draw(self) -> int | None:
        """The top card of the larger draw pile; the discard pile is shuffled into new piles
        when both are empty."""
        self._drawn_events: list[Event] = []
        if not self.piles[0] and not self.piles[1]:
            if not self.discard:
                return None
            cards = self.discard
            self.discard = []
            self.rng.shuffle(cards)
            half = len(cards) // 2
            self.piles = [cards[:half], cards[half:]]
            self._drawn_events = [Event("reshuffled", {"count": len(cards)})]
        pile = self.piles[0] if len(self.piles[0]) >= len(self.piles[1]) else self.piles[1]
        return pile.pop()

    def _gain_point(self, seat: int) -> Event:
        self.points[seat] = min(self.data.points["max"], self.points[seat] + 1)
        return Event("point", {"seat": seat, "points": self.points[seat]})

    def _end_turn(self) -> list[Event]:
        events: list[Event] = []
        if self.last_turns is None and self._all_cards_laid():
            # Decision: once every card lies on the chart the sea can no longer change and a
            # race may never end: everyone sails one last turn, then the race is called.
            self.last_turns = self.players
            events.append(Event("last_round", {"seat": self.turn}))
        if self.last_turns is not None:
            self.last_turns -= 1
            if self.last_turns == 0:
                return events + self._call_the_race("called")
        # Decision: two whole rounds without a card laid or covered and without a ship
        # moving, and the sea is becalmed: nothing can change any more unless someone wants
        # it to, so the race is called.
        self.quiet_turns = self.quiet_turns + 1 if self._quiet else 0
        self._quiet = True
        self._moved = False
        if self.quiet_turns >= 2 * self.players:
            return events + self._call_the_race("becalmed")
        self.turn = (self.turn + 1) % self.players
        self.phase = "lay"
        self.laid = 0
        self.covered = None
        return [*events, self._gain_point(self.turn)]

    def _all_cards_laid(self) -> bool:
        return not (any(self.hands) or self.piles[0] or self.piles[1] or self.discard)

    def _call_the_race(self, reason: str) -> list[Event]:
        """The race called: most wind roses wins, then the ship furthest along the course;
        still equal, they share the win."""
        from capboard.games.cap_horn.navigation import course_position

        standing = [
            (len(self.roses[s]), course_position(self.data, self.ships[s]))
            for s in range(self.players)
        ]
        best = max(standing)
        self.winners = tuple(s for s in range(self.players) if standing[s] == best)
        self.winner = self.winners[0]
        self.end_reason = reason
        return [
            Event(
                "game_over",
                {"seat": self.winner, "reason": reason, "winners": list(self.winners)},
            )
        ]
