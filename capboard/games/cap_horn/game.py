"""Cap Horn, the game object: metadata, set-up and the evaluation for computer players."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from capboard.engine.protocol import Action, Game, GameOptions
from capboard.games.cap_horn import planner
from capboard.games.cap_horn.actions import ACTION_TYPES
from capboard.games.cap_horn.board import cap_horn_data
from capboard.games.cap_horn.navigation import FINISH, course_position, normal_moves
from capboard.games.cap_horn.state import CapHornState
from capboard.games.cap_horn.view import CapHornView


class CapHornOptions(GameOptions):
    """Cap Horn has no options."""


class CapHorn(Game[CapHornView]):
    """A sailing race around Cape Horn on navigation cards laid on the sea."""

    id = "cap-horn"
    name = "Cap Horn"
    min_players = 2
    max_players = 5
    duration_minutes = 50
    action_bound = 200_000
    options_model = CapHornOptions
    action_types = ACTION_TYPES

    def _new_state(self, players: int, rng: random.Random, options: GameOptions) -> CapHornState:
        return CapHornState(self, players, rng)

    def judgement(
        self, view: CapHornView, legal: Sequence[Action], level: str, rng: random.Random
    ) -> Action | None:
        """The hard player plans the rest of its turn (``planner``): which card to lay ahead of
        its ship, and where, for the move after. Other levels choose by one-ply look."""
        if level != "hard" or view.seat is None or view.seat != view.current_player:
            return None
        # Game.determinize answers a State[CapHornView]: this game's states are CapHornStates.
        world = cast(CapHornState, self.determinize(view, rng))
        return planner.plan(world, view.seat, rng)

    def search_pays(self, view: CapHornView) -> bool:
        """Never in Cap Horn: the turn planner beats sampling worlds (measured), and the buying
        at the end of a turn is a one-ply choice."""
        return False

    def evaluate(self, view: CapHornView, seat: int) -> float:
        """Wind roses above all, then progress along the course, then points and cards."""
        if view.is_over:
            return 1000.0 if view.winner == seat else -1000.0
        best_other = max(
            (self._standing(view, s) for s in range(view.players) if s != seat), default=0.0
        )
        return self._standing(view, seat) - 0.5 * best_other

    @staticmethod
    def _standing(view: CapHornView, seat: int) -> float:
        data = cap_horn_data()
        ship = view.ships[seat]
        roses = view.roses[seat]
        value = 40.0 * len(roses) + 3.0 * course_position(data, ship)
        # Points buy moves; cards are worth less once the hand holds enough to build with.
        cards_held = view.hand_sizes[seat]
        value += 0.6 * view.points[seat] + 0.8 * min(cards_held, 3) + 0.3 * max(cards_held - 3, 0)
        # What the card under the ship promises for the next move: laying a good card where
        # the ship can reach it is worth something before the ship sails.
        cards = dict(view.cards)
        if ship in cards or ship in data.start_squares:
            others = {s for i, s in enumerate(view.ships) if i != seat}
            may_cross = len({r.colour for r in roses}) >= 2 and len({r.stage for r in roses}) >= 2
            moves = normal_moves(
                data,
                ship,
                cards,
                lambda sq: (
                    (sq in cards or sq in data.start_squares)
                    and (sq not in others or data.station_at(sq) is not None)
                ),
                may_cross,
            )
            here = course_position(data, ship)
            gains = [30.0 if to == FINISH else course_position(data, to) - here for to in moves]
            if view.points[seat] >= data.points["ignore"]:
                # Ignoring the card reaches a neighbouring card, at a price in points.
                price = 0.2 * data.points["ignore"]
                gains += [
                    course_position(data, sq) - here - price
                    for sq in cards
                    if max(abs(sq[0] - ship[0]), abs(sq[1] - ship[1])) == 1 and sq not in others
                ]
            value += 1.5 * max([0.0, *gains])
        # A rose still to take in this stage: be near a station of a colour not yet held.
        stage = data.stage_of(ship)
        if stage is not None and all(r.stage != stage.number for r in roses):
            held = {r.colour for r in roses}
            near = [
                max(abs(st.at[0] - ship[0]), abs(st.at[1] - ship[1]))
                for st in data.stations
                if st.stage == stage.number and st.colour not in held
            ]
            if near:
                value -= 1.0 * min(near)
        return value
