"""A De Cape et d'Épée position and its rules. ``legal_actions`` is the only statement of the
rules; the end of a round is in :mod:`capboard.games.cape_epee.resolution`."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from capboard.engine.protocol import Action, Event, Outcome, State
from capboard.games.cape_epee.actions import (
    KeepObjectives,
    NoSlip,
    PlayCard,
    SlipCard,
    SwapObjectives,
)
from capboard.games.cape_epee.board import CapeEpeeData, cape_epee_data
from capboard.games.cape_epee.resolution import Placed, resolve_column
from capboard.games.cape_epee.scoring import score
from capboard.games.cape_epee.view import (
    CapeEpeeView,
    CardInColumn,
    Choice,
    Column,
    Objective,
)


class CapeEpeeState(State):
    """A game of De Cape et d'Épée in progress."""

    def __init__(self, game, players: int, rng: random.Random) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.data: CapeEpeeData = cape_epee_data()
        data = self.data
        self.piles: list[list[str]] = []
        self.hands: list[list[str]] = []
        for _ in range(players):
            pile = list(data.card_ids)
            rng.shuffle(pile)
            self.hands.append([pile.pop() for _ in range(data.hand_size)])
            self.piles.append(pile)
        objectives = [
            o for o in data.objectives if players > 2 or o.value != data.two_player_removed_value
        ]
        rng.shuffle(objectives)
        self.objective_pile = objectives[: data.objectives_per_player * players]
        self.objectives: list[Objective] = []
        self.columns: list[list[Placed]] = []
        self.closed: list[bool] = []
        self.won: list[list[Objective]] = [[] for _ in range(players)]
        self.revealed: list[list[str]] = [[] for _ in range(players)]
        self.round = 0
        self.turn = rng.randrange(players)
        self.choice: Choice | None = None
        self.last_player = self.turn
        self.over = False
        self.winners: tuple[int, ...] = ()
        self._legal: list[Action] | None = None
        self._setup = self._start_round(self.turn)

    def setup_events(self) -> list[Event]:
        return list(self._setup)

    # -- protocol ---------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.turn

    @property
    def pending_players(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.choice is not None:
            return (self.choice.seat,)
        return (self.turn,)

    @property
    def is_over(self) -> bool:
        return self.over

    def clone(self) -> CapeEpeeState:
        other = object.__new__(CapeEpeeState)
        other.__dict__.update(self.__dict__)
        other.rng = self._clone_rng()
        other.piles = [p.copy() for p in self.piles]
        other.hands = [h.copy() for h in self.hands]
        other.objective_pile = self.objective_pile.copy()
        other.objectives = self.objectives.copy()
        other.columns = [[replace(p) for p in c] for c in self.columns]
        other.closed = self.closed.copy()
        other.won = [w.copy() for w in self.won]
        other.revealed = [r.copy() for r in self.revealed]
        return other

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        if isinstance(action, PlayCard):
            return self._play(action.card, action.column)
        if isinstance(action, SwapObjectives | KeepObjectives):
            return self._traitor(action)
        if isinstance(action, SlipCard | NoSlip):
            return self._disguise(action)
        raise AssertionError(action)  # pragma: no cover - legality was checked

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        scores = self.scores()
        return Outcome(
            scores=tuple(float(s) for s in scores),
            winners=self.winners,
            reason="six_rounds",
            details={"objectives": [len(w) for w in self.won]},
        )

    def scores(self) -> list[int]:
        """Each player's score as it stands."""
        return [score(w, self.data.domains) for w in self.won]

    def view(self, seat: int | None) -> CapeEpeeView:
        columns = []
        for index, cards in enumerate(self.columns):
            shown = []
            for row, placed in enumerate(cards):
                known = placed.face_up or placed.owner == seat or placed.known
                slipped_known = placed.owner == seat
                shown.append(
                    CardInColumn(
                        owner=placed.owner,
                        card=placed.card if known else None,
                        face_up=placed.face_up,
                        slipped=placed.slipped if slipped_known else None,
                        has_slipped=placed.slipped is not None,
                        revealer=_known_revealer(cards, row, seat),
                    )
                )
            columns.append(
                Column(
                    objective=self.objectives[index],
                    cards=tuple(shown),
                    closed=self.closed[index],
                    complete=self._complete(index),
                )
            )
        return CapeEpeeView(
            seat=seat,
            players=self.players,
            options=self.game.options(None),
            current_player=self.current_player,
            pending_players=self.pending_players,
            is_over=self.over,
            round=self.round,
            turn=None if self.over else self.turn,
            columns=tuple(columns),
            hand=tuple(sorted(self.hands[seat])) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in self.hands),
            pile_sizes=tuple(len(p) for p in self.piles),
            objectives_left=len(self.objective_pile),
            won=tuple(tuple(w) for w in self.won),
            scores=tuple(self.scores()),
            choice=self.choice,
            revealed=tuple(tuple(r) for r in self.revealed),
            winners=self.winners,
        )

    def determinize(self, view: CapeEpeeView, rng: random.Random) -> CapeEpeeState:
        """Deal what ``view`` hides — other players' hands, piles, face-down cards and slipped
        cards, and the objectives still to come — at random from what has not been seen."""
        data = self.data
        state = CapeEpeeState(self.game, view.players, random.Random(rng.random()))
        me = view.seat
        hidden_cards: list[list[str]] = []
        for seat in range(view.players):
            unseen = Counter(data.card_ids)
            unseen.subtract(view.revealed[seat])
            for column in view.columns:
                for c in column.cards:
                    if c.owner == seat and c.card is not None:
                        unseen[c.card] -= 1
                    if c.owner == seat and c.slipped is not None:
                        unseen[c.slipped] -= 1
            if seat == me:
                unseen.subtract(view.hand)
            pool = sorted(unseen.elements())
            rng.shuffle(pool)
            hidden_cards.append(pool)
        state.columns = []
        for column in view.columns:
            cards = []
            for c in column.cards:
                card = c.card if c.card is not None else hidden_cards[c.owner].pop()
                slipped = c.slipped
                if c.has_slipped and slipped is None:
                    slipped = hidden_cards[c.owner].pop()
                # A face-down card shown to another seat is one all have seen (a sailed Explorer).
                known = c.card is not None and not c.face_up and c.owner != me
                cards.append(Placed(c.owner, card, c.face_up, slipped, c.revealer, known))
            for row, placed in enumerate(cards):
                # A Double whose revealer is hidden: it is the card right below it.
                double = data.cards[placed.card].ability == "double"
                if double and placed.face_up and placed.revealer is None and row + 1 < len(cards):
                    placed.revealer = (cards[row + 1].owner, cards[row + 1].card)
            state.columns.append(cards)
        state.hands = [
            list(view.hand) if seat == me else [hidden_cards[seat].pop() for _ in range(size)]
            for seat, size in enumerate(view.hand_sizes)
        ]
        state.piles = [
            [hidden_cards[seat].pop() for _ in range(size)]
            for seat, size in enumerate(view.pile_sizes)
        ]
        seen_objectives = {o.id for column in view.columns for o in [column.objective]}
        seen_objectives |= {o.id for w in view.won for o in w}
        unseen_objectives = [o for o in data.objectives if o.id not in seen_objectives]
        if view.players == 2:
            unseen_objectives = [
                o for o in unseen_objectives if o.value != data.two_player_removed_value
            ]
        rng.shuffle(unseen_objectives)
        state.objective_pile = unseen_objectives[: view.objectives_left]
        state.objectives = [c.objective for c in view.columns]
        state.closed = [c.closed for c in view.columns]
        state.won = [list(w) for w in view.won]
        state.revealed = [list(r) for r in view.revealed]
        state.round = view.round
        state.turn = view.turn if view.turn is not None else 0
        state.choice = view.choice
        state.over = view.is_over
        state.winners = view.winners
        state._setup = []
        return state

    # -- rules ------------------------------------------------------------------------------

    def _compute_legal(self) -> list[Action]:
        if self.choice is not None:
            seat = self.choice.seat
            if self.choice.kind == "traitor":
                return [
                    *(
                        SwapObjectives(c)
                        for c in range(len(self.columns))
                        if c != self.choice.column
                    ),
                    KeepObjectives(),
                ]
            return [*(SlipCard(c) for c in sorted(set(self.hands[seat]))), NoSlip()]
        open_columns = [c for c in range(len(self.columns)) if not self.closed[c]]
        return [
            PlayCard(card, column)
            for card in sorted(set(self.hands[self.turn]))
            for column in open_columns
        ]

    def _complete(self, column: int) -> bool:
        return self.closed[column] or len(self.columns[column]) >= self.objectives[column].value

    # -- a turn -----------------------------------------------------------------------------

    def _play(self, card: str, column: int) -> list[Event]:
        seat = self.turn
        self.hands[seat].remove(card)
        self.last_player = seat
        cards = self.columns[column]
        cards.append(Placed(seat, card))
        events = [
            Event(
                "card_played", {"seat": seat, "column": column}, private={"card": card}, owner=seat
            )
        ]
        self._explorer_sailed = False
        events = self._placed(events + self._turn_up_above(column, len(cards) - 1, "play"))
        if self.choice is None:
            events += self._end_turn()
        return events

    def _placed(self, events: list[Event]) -> list[Event]:
        """The events with the objective of each column they name, as it is now: the log
        words them from their own data, whatever the columns hold later."""

        def objective(column: object) -> list | None:
            if isinstance(column, int) and 0 <= column < len(self.objectives):
                o = self.objectives[column]
                return [o.id, o.domain, o.value]
            return None

        placed = []
        for event in events:
            extra = {}
            for key, name in (("column", "objective"), ("origin", "origin_objective")):
                if key in event.params and name not in event.params:
                    extra[name] = objective(event.params[key])
            if event.code == "explorer_sailed":
                extra["objective"] = objective(event.params.get("to"))
            if event.code == "objectives_swapped":
                extra["objectives"] = [objective(c) for c in event.params.get("columns") or ()]
            placed.append(replace(event, params={**event.params, **extra}) if extra else event)
        return placed

    def _turn_up_above(self, column: int, index: int, by: str) -> list[Event]:
        """The card at ``index`` was just put at the end of ``column``: turn up the one above
        it, whose immediate ability then acts."""
        if index == 0:
            return []
        cards = self.columns[column]
        above = cards[index - 1]
        if above.face_up:
            return []
        above.face_up = True
        events = [
            Event(
                "card_revealed",
                {
                    "column": column,
                    "index": index - 1,
                    "seat": above.owner,
                    "card": above.card,
                    "by": by,
                },
                # A card turned up cannot be hidden again: no taking back past it.
                irreversible=True,
            )
        ]
        rule = self.data.cards[above.card]
        if rule.ability == "double":
            # The Double remembers the card that turned it up, even if that card leaves.
            above.revealer = (cards[index].owner, cards[index].card)
        if rule.timing != "imm":
            return events
        if rule.ability == "assassin":
            victim = cards.pop(index)
            self.revealed[victim.owner].append(victim.card)
            events.append(
                Event(
                    "assassinated",
                    {
                        "column": column,
                        "seat": victim.owner,
                        "card": victim.card,
                        "by": above.owner,
                    },
                )
            )
        elif rule.ability == "storm":
            self.closed[column] = True
            events.append(Event("storm", {"column": column, "seat": above.owner}))
        elif rule.ability == "traitor":
            self.choice = Choice("traitor", above.owner, column, index - 1)
            events.append(Event("traitor", {"seat": above.owner, "column": column}))
        elif rule.ability == "disguise":
            if self.hands[above.owner]:
                self.choice = Choice("disguise", above.owner, column, index - 1)
            else:
                events.append(Event("nothing_slipped", {"seat": above.owner, "column": column}))
        elif rule.ability == "explorer" and not self._explorer_sailed:
            events += self._explore(column, index - 1)
        return events

    def _explore(self, column: int, index: int) -> list[Event]:
        """The Explorer sails, face down, to the end of the next open column to the right."""
        count = len(self.columns)
        target = next(
            (
                (column + k) % count
                for k in range(1, count)
                if not self.closed[(column + k) % count]
            ),
            None,
        )
        if target is None:
            return []
        self._explorer_sailed = True  # one trip per turn
        explorer = self.columns[column].pop(index)
        explorer.face_up = False
        explorer.known = True  # everyone saw which card sailed
        self.columns[target].append(explorer)
        events = [
            Event("explorer_sailed", {"seat": explorer.owner, "origin": column, "to": target})
        ]
        return events + self._turn_up_above(target, len(self.columns[target]) - 1, "explorer")

    def _traitor(self, action: Action) -> list[Event]:
        assert self.choice is not None
        seat, column = self.choice.seat, self.choice.column
        self.choice = None
        if isinstance(action, SwapObjectives):
            objectives = self.objectives
            objectives[column], objectives[action.column] = (
                objectives[action.column],
                objectives[column],
            )
            events = [
                Event("objectives_swapped", {"seat": seat, "columns": [column, action.column]})
            ]
        else:
            events = [Event("objectives_kept", {"seat": seat})]
        return self._placed(events) + self._end_turn()

    def _disguise(self, action: Action) -> list[Event]:
        assert self.choice is not None
        seat, column, index = self.choice.seat, self.choice.column, self.choice.index
        self.choice = None
        if isinstance(action, SlipCard):
            self.hands[seat].remove(action.card)
            self.columns[column][index].slipped = action.card
            events = [
                Event(
                    "disguised",
                    {"seat": seat, "column": column},
                    private={"card": action.card},
                    owner=seat,
                )
            ]
        else:
            events = [Event("nothing_slipped", {"seat": seat, "column": column})]
        return self._placed(events) + self._end_turn()

    def _end_turn(self) -> list[Event]:
        """Draw back up to 3; end the round when every column is complete or nobody can play;
        otherwise the next player with a card plays."""
        seat = self.turn
        events = self._draw(seat)
        if all(self._complete(c) for c in range(len(self.columns))):
            return events + self._end_round()
        for step in range(1, self.players + 1):
            candidate = (seat + step) % self.players
            if self.hands[candidate] and any(not closed for closed in self.closed):
                self.turn = candidate
                return events
            if not self.hands[candidate]:
                events.append(Event("skipped", {"seat": candidate}))
        return events + self._end_round()

    def _draw(self, seat: int) -> list[Event]:
        need = self.data.hand_size - len(self.hands[seat])
        drawn = [self.piles[seat].pop() for _ in range(min(need, len(self.piles[seat])))]
        if not drawn:
            return []
        self.hands[seat] += drawn
        return [
            Event(
                "cards_drawn",
                {"seat": seat, "count": len(drawn)},
                irreversible=True,
                private={"cards": drawn},
                owner=seat,
            )
        ]

    # -- rounds -----------------------------------------------------------------------------

    def _start_round(self, first: int) -> list[Event]:
        self.round += 1
        self.objectives = [self.objective_pile.pop() for _ in range(self.players)]
        self.columns = [[] for _ in range(self.players)]
        self.closed = [False] * self.players
        self.turn = first
        # A player without a card is skipped (only possible late in the game).
        while not self.hands[self.turn] and any(self.hands):
            self.turn = (self.turn + 1) % self.players
        return [
            Event(
                "round_started",
                {
                    "round": self.round,
                    "first": self.turn,
                    "objectives": [[o.id, o.domain, o.value] for o in self.objectives],
                },
                irreversible=True,
            )
        ]

    def _end_round(self) -> list[Event]:
        events = [Event("round_ending", {"round": self.round})]
        hidden = [[p for p in cards if not p.face_up] for cards in self.columns]
        for column, cards in enumerate(hidden):
            if cards:
                events.append(
                    Event(
                        "turned_up",
                        {"column": column, "cards": [[p.owner, p.card] for p in cards]},
                    )
                )
        for column, cards in enumerate(self.columns):
            # Resolved before the face-down cards are turned over: they count with their
            # value, but all their abilities are ignored.
            winner, steps = resolve_column(column, self.objectives[column], list(cards), self.data)
            for placed in hidden[column]:
                placed.face_up = True
            events += steps
            if winner is not None:
                self.won[winner].append(self.objectives[column])
            for placed in cards:
                self.revealed[placed.owner].append(placed.card)
                if placed.slipped:
                    self.revealed[placed.owner].append(placed.slipped)
        events = self._placed(events)  # before the next round turns up new objectives
        if (
            self.round >= self.data.rounds
            or len(self.objective_pile) < self.players
            or not any(self.hands)
        ):
            return events + self._end_game()
        # The next round is opened by the player after the one who played the last card.
        return events + self._start_round((self.last_player + 1) % self.players)

    def _end_game(self) -> list[Event]:
        self.over = True
        self.columns = [[] for _ in self.columns]
        scores = self.scores()
        counts = [len(w) for w in self.won]
        # Decision (ties): more objectives won; still equal, a shared win.
        best = max(zip(scores, counts, strict=True))
        self.winners = tuple(s for s in range(self.players) if (scores[s], counts[s]) == best)
        return [Event("game_over", {"scores": scores, "winners": list(self.winners)})]


def _known_revealer(cards: list[Placed], row: int, seat: int | None) -> tuple[int, str] | None:
    """The card that turned up the Double at ``row``, if ``seat`` may know it. While that card
    lies face down right below the Double only its owner knows it; once it has sailed on (an
    Explorer, turned up for all to see before it left) or is face up, everyone does."""
    revealer = cards[row].revealer
    if revealer is None:
        return None
    below = cards[row + 1] if row + 1 < len(cards) else None
    hidden = (
        below is not None
        and (below.owner, below.card) == revealer
        and not (below.face_up or below.known)
    )
    return None if hidden and revealer[0] != seat else revealer
