"""Catan (base game), the game object: metadata, options, set-up and the computer's judgement."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from pydantic import field_validator

from capboard.engine.protocol import JSON, Action, Game, GameOptions
from capboard.games.catan import strategy
from capboard.games.catan.actions import ACTION_TYPES
from capboard.games.catan.scenario import UNOFFERED, scenario, scenario_ids
from capboard.games.catan.state import CatanState
from capboard.games.catan.view import CatanView


class CatanOptions(GameOptions):
    """Options of the base game."""

    separate_red_numbers: bool = True
    """Re-draw the board until no two red numbers (6, 8) are neighbours (catan.md Decision)."""
    scenario: str = "base"
    """A Seafarers scenario (``heading-for-new-shores``, ``four-islands``, ``fog-islands``,
    ``through-the-desert``, ``forgotten-tribe``, ``cloth-for-catan``, ``pirate-islands``,
    ``wonders-of-catan``, ``new-world``), or ``base`` for the base game."""
    pirate: bool = True
    """Seafarers: the pirate plays (catan.md Decision: on by default, and a switch). Off, the
    scenario's pirate is left out: a 7 or a Knight moves the robber only, and no sea hex
    blocks ships. Nothing changes for the base game, which has no pirate."""

    @field_validator("scenario")
    @classmethod
    def _known(cls, value: str) -> str:
        if value != "base" and value not in scenario_ids() and value not in UNOFFERED:
            raise ValueError(f"unknown scenario {value!r}")
        return value


class Catan(Game[CatanView]):
    """Settle the island of Catan: build, trade and race to 10 victory points."""

    id = "catan"
    name = "Catan"
    min_players = 3
    max_players = 4
    duration_minutes = 75
    action_bound = 50_000
    options_model = CatanOptions
    action_types = ACTION_TYPES
    rules_version = 2  # 2: no fog found in set-up; the tribe's gift cards laid out at start

    def _new_state(self, players: int, rng: random.Random, options: GameOptions) -> CatanState:
        return CatanState(self, players, rng, options)

    def variants(self) -> list[dict[str, JSON]]:
        """The base game, then each Seafarers scenario."""
        return [{}, *({"scenario": s} for s in scenario_ids())]

    def variant_allows(self, options: Mapping[str, JSON], players: int) -> bool:
        """A scenario is played by the player counts it has maps for."""
        sid = dict(options).get("scenario", "base")
        return sid == "base" or players in scenario(sid).players

    def judgement(
        self, view: CatanView, legal: Sequence[Action], level: str, rng: random.Random
    ) -> Action | None:
        """Catan knowledge (``strategy.choose``) for every level: a one-ply search cannot see
        that a road leads to a good corner, and the trade offers are thousands. The hard level
        adds the expert's trade offers and robber targeting."""
        if view.seat is None or not legal:
            return None
        return strategy.choose(view, legal, rng, expert=level == "hard")

    def search_pays(self, view: CatanView) -> bool:
        """Not in Catan: short playouts seldom change a score, and the searching player lost
        6 of 6 three-player games to the judgement alone. The hard player plays by the expert
        judgement, which is measured stronger than the medium one."""
        return False

    def search_candidates(
        self, view: CatanView, legal: Sequence[Action], rng: random.Random
    ) -> Sequence[Action]:
        """Every action but the trade offers (thousands of bundles): a searching player
        makes its one offer a turn by the judgement, as the medium player does."""
        return strategy.short_list(legal)

    def evaluate(self, view: CatanView, seat: int) -> float:
        """Victory points (own hidden ones included) first; then what the buildings earn per
        roll, the kinds of resources reached, and the hand's progress towards a building;
        the best opponent's points and earnings count against."""
        if view.is_over:
            if seat in view.called and len(view.called) > 1:
                return 0.0
            return 1000.0 if view.winner == seat else -1000.0
        table = strategy.Table.of(view)
        hidden = view.dev_cards.count("victory_point") if view.seat == seat else 0

        def standing(s: int) -> float:
            income = table.income(s)
            kinds = sum(1 for n in income if n > 0)
            return view.public_scores[s] + 3.0 * sum(income) + 0.3 * kinds

        own = standing(seat) + hidden
        if view.seat == seat:
            own += 0.15 * strategy.hand_value(view.hand)
        else:
            own += 0.05 * view.hand_sizes[seat]
        best_other = max((standing(s) for s in range(view.players) if s != seat), default=0.0)
        return own - 0.5 * best_other
