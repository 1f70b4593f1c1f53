"""A Cappella position and its rules. ``legal_actions`` is the only statement of the rules."""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

from capboard.engine.protocol import Action, Event, Game, IllegalAction, Outcome, State
from capboard.games.cappella.actions import (
    PayPath,
    PlaceBuilding,
    PlacePath,
    StartBuild,
    TakeFromReserve,
)
from capboard.games.cappella.board import CappellaData, cappella_data
from capboard.games.cappella.building import can_complete
from capboard.games.cappella.view import BuildInProgress, CappellaView


@lru_cache(maxsize=64)
def _layout_sides(
    tokens: tuple[str, ...],
) -> tuple[tuple[tuple[int, int, int], ...], frozenset[int]]:
    """What the token layout alone says of the paths, asked at every decision: the sides a
    path may ever take, ``(side, a, b)`` (no water token at either end), and the cells where a
    player's first path may start (a start token on the border)."""
    data = cappella_data()
    grid = data.grid
    water = data.no_path_token
    open_sides = tuple(
        (k, a, b)
        for k, (a, b) in enumerate(grid.sides)
        if tokens[a] != water and tokens[b] != water
    )
    starts = frozenset(
        c for c, token in enumerate(tokens) if token == data.start_token and grid.is_border(c)
    )
    return open_sides, starts


Build = tuple[str, list[str], list[tuple[int, int, str]]]
"""A build in progress: building, materials still due, paths paid ``(a, b, material)``."""


class CappellaState(State[CappellaView]):
    """A Cappella game in progress. Per-position data lives in small lists; the board
    topology and the token layout are shared between clones."""

    def __init__(
        self,
        game: Game[CappellaView],
        tokens: tuple[str, ...],
        first_player: int,
        rng: random.Random,
    ) -> None:
        self.game = game
        self.players = 2
        self.rng = rng
        self.data: CappellaData = cappella_data()
        self.tokens = tokens
        grid = self.data.grid
        self.paths: list[int | None] = [None] * len(grid.sides)
        self.paths_on_cell: list[int] = [0] * len(grid)
        self.buildings: list[tuple[int, str] | None] = [None] * len(grid)
        self.first_player = first_player
        total = self.data.paths_per_player
        self.stock = [0, 0]
        self.reserve = [0, 0]
        for order, seat in enumerate((first_player, 1 - first_player)):
            self.stock[seat] = self.data.starting_stock[order]
            self.reserve[seat] = total - self.data.starting_stock[order]
        self.buildings_left = [self.data.buildings_per_player] * 2
        self.turn = first_player
        self.build: Build | None = None
        self.end: tuple[str, int] | None = None
        self._legal: list[Action] | None = None

    def start(self) -> CappellaState:
        """A new game as dealt: a deal may leave the first player blocked at once (no green
        border token with a neighbour a path may reach: about one deal in 150,000), and the
        game ends there, as it would at any later turn."""
        if not self.legal_actions():
            self.end = ("blocked", self.first_player)
        return self

    # -- protocol ---------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.end else self.turn

    def setup_events(self) -> list[Event]:
        """The end of a game whose deal blocks the first player (see ``__init__``): over with
        nothing on the board, which no later end leaves (a path is laid before any end)."""
        board_empty = all(p is None for p in self.paths) and not any(self.buildings)
        if self.end is not None and board_empty:
            return [Event("game_over", {"reason": self.end[0], "seat": self.end[1], "deal": True})]
        return []

    @property
    def is_over(self) -> bool:
        return self.end is not None

    def clone(self) -> CappellaState:
        other = object.__new__(CappellaState)
        other.__dict__.update(self.__dict__)
        other.rng = self._clone_rng()
        other.paths = self.paths.copy()
        other.paths_on_cell = self.paths_on_cell.copy()
        other.buildings = self.buildings.copy()
        other.stock = self.stock.copy()
        other.reserve = self.reserve.copy()
        other.buildings_left = self.buildings_left.copy()
        if self.build is not None:
            name, due, paid = self.build
            other.build = (name, due.copy(), paid.copy())
        other._legal = self._legal
        return other

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        seat = self.turn
        if isinstance(action, PlacePath):
            return self._place_path(seat, action.a, action.b)
        if isinstance(action, TakeFromReserve):
            self.reserve[seat] -= 1
            self.stock[seat] += 1
            return [Event("reserve_taken", {"seat": seat}), *self._next_turn()]
        if isinstance(action, StartBuild):
            rule = self.data.buildings[action.building]
            self.build = (action.building, list(rule.cost), [])
            return [Event("build_started", {"seat": seat, "building": action.building})]
        if isinstance(action, PayPath):
            return self._pay(seat, action)
        if isinstance(action, PlaceBuilding):
            return self._place_building(seat, action.cell)
        raise IllegalAction(f"not a Cappella action: {action!r}")  # pragma: no cover

    def outcome(self) -> Outcome | None:
        if self.end is None:
            return None
        scores = self.scores()
        counts = tuple(self.building_count(s) for s in range(2))
        reason, seat = self.end
        # Decision (ties): more buildings wins; still equal, a draw.
        ranking = [(scores[s], counts[s]) for s in range(2)]
        best = max(ranking)
        winners = tuple(s for s in range(2) if ranking[s] == best)
        return Outcome(
            scores=tuple(float(x) for x in scores),
            winners=winners,
            reason=reason,
            details={"seat": seat, "buildings": list(counts)},
        )

    def view(self, seat: int | None) -> CappellaView:
        build = None
        if self.build is not None:
            name, due, paid = self.build
            build = BuildInProgress(name, tuple(due), tuple(paid))
        grid = self.data.grid
        return CappellaView(
            seat=seat,
            players=2,
            options=self.game.options(None),
            current_player=self.current_player,
            pending_players=self.pending_players,
            is_over=self.is_over,
            cells=grid.cells,
            tokens=self.tokens,
            sides=grid.sides,
            paths=tuple(self.paths),
            buildings=tuple(self.buildings),
            stock=tuple(self.stock),
            reserve=tuple(self.reserve),
            buildings_left=tuple(self.buildings_left),
            first_player=self.first_player,
            build=build,
            scores=tuple(self.scores()),
            water_cells=frozenset(
                i for i, t in enumerate(self.tokens) if t == self.data.no_path_token
            ),
            end=self.end,
        )

    def determinize(self, view: CappellaView, rng: random.Random) -> CappellaState:
        """Cappella hides nothing: the state is rebuilt from the view; only the random
        generator (never used after set-up) is drawn from ``rng``."""
        state = CappellaState(
            self.game, view.tokens, view.first_player, random.Random(rng.random())
        )
        state.paths = list(view.paths)
        for a, b in (view.sides[k] for k, owner in enumerate(view.paths) if owner is not None):
            state.paths_on_cell[a] += 1
            state.paths_on_cell[b] += 1
        state.buildings = list(view.buildings)
        state.stock = list(view.stock)
        state.reserve = list(view.reserve)
        state.buildings_left = list(view.buildings_left)
        if view.current_player is not None:
            state.turn = view.current_player
        if view.build is not None:
            state.build = (view.build.building, list(view.build.due), list(view.build.paid))
        state.end = view.end
        return state

    # -- queries ----------------------------------------------------------------------------

    def building_count(self, seat: int) -> int:
        """How many buildings ``seat`` has placed."""
        return self.data.buildings_per_player - self.buildings_left[seat]

    def scores(self) -> list[int]:
        """Points so far: each building's points, +1 when next to a water token."""
        scores = [0, 0]
        grid = self.data.grid
        for cell, held in enumerate(self.buildings):
            if held is None:
                continue
            owner, name = held
            scores[owner] += self.data.buildings[name].points
            if any(self.tokens[n] == self.data.no_path_token for n in grid.neighbours[cell]):
                scores[owner] += self.data.water_bonus
        return scores

    def own_paths(self, seat: int) -> list[tuple[int, int]]:
        """The sides where ``seat`` has a path, as cell pairs."""
        sides = self.data.grid.sides
        return [sides[k] for k, owner in enumerate(self.paths) if owner == seat]

    def _touches_own_path(self, seat: int, cell: int) -> bool:
        grid = self.data.grid
        return any(self.paths[k] == seat for k in grid.sides_of[cell])

    # -- legal actions ----------------------------------------------------------------------

    def _compute_legal(self) -> list[Action]:
        seat = self.turn
        if self.build is not None:
            return self._build_steps(seat)
        actions: list[Action] = []
        if self.stock[seat] > 0:
            actions.extend(self._path_placements(seat))
        elif self.reserve[seat] > 0:
            actions.append(TakeFromReserve())
        if self.buildings_left[seat] > 0:
            paths = self.own_paths(seat)
            for name, rule in self.data.buildings.items():
                if can_complete(rule.cost, paths, self.tokens, self._build_sites(rule.token)):
                    actions.append(StartBuild(name))
        return actions

    def _path_placements(self, seat: int) -> list[PlacePath]:
        cap = self.data.max_paths_per_token
        paths, on_cell, buildings = self.paths, self.paths_on_cell, self.buildings
        sides = self.data.grid.sides
        # The cells at an end of the seat's paths: a new path must touch one of them or one of
        # the seat's buildings (a set, not a look along every cell's sides at every side).
        reached = {c for k, owner in enumerate(paths) if owner == seat for c in sides[k]}
        has_start = bool(reached) or any(b is not None and b[0] == seat for b in buildings)
        open_sides, start_cells = _layout_sides(self.tokens)
        result = []
        for k, a, b in open_sides:
            if paths[k] is not None or on_cell[a] >= cap or on_cell[b] >= cap:
                continue
            held_a, held_b = buildings[a], buildings[b]
            if (held_a is not None and held_a[0] != seat) or (
                held_b is not None and held_b[0] != seat
            ):
                continue  # no path may touch an opponent's building
            if held_a is not None and held_b is not None:
                continue  # it would arrive on a building: paths only leave them
            if has_start:
                if held_a is None and held_b is None and a not in reached and b not in reached:
                    continue
            elif a not in start_cells and b not in start_cells:
                continue
            result.append(PlacePath(a, b))
        return result

    def _build_sites(self, token: str) -> list[int]:
        return [
            c for c, kind in enumerate(self.tokens) if kind == token and self.buildings[c] is None
        ]

    def _build_steps(self, seat: int) -> list[Action]:
        assert self.build is not None
        name, due, _paid = self.build
        rule = self.data.buildings[name]
        sites = self._build_sites(rule.token)
        paths = self.own_paths(seat)
        if not due:
            return [PlaceBuilding(c) for c in sites if self._touches_own_path(seat, c)]
        actions: list[Action] = []
        for a, b in paths:
            rest = [p for p in paths if p != (a, b)]
            for material in sorted({self.tokens[a], self.tokens[b]} & set(due)):
                remaining = due.copy()
                remaining.remove(material)
                if can_complete(remaining, rest, self.tokens, sites):
                    actions.append(PayPath(a, b, material))
        return actions

    # -- effects ----------------------------------------------------------------------------

    def _add_path(self, seat: int, a: int, b: int) -> None:
        side = self.data.grid.side_between(a, b)
        assert side is not None
        self.paths[side] = seat
        self.paths_on_cell[a] += 1
        self.paths_on_cell[b] += 1

    def _remove_path(self, side: int) -> int:
        owner = self.paths[side]
        assert owner is not None
        a, b = self.data.grid.sides[side]
        self.paths[side] = None
        self.paths_on_cell[a] -= 1
        self.paths_on_cell[b] -= 1
        self.reserve[owner] += 1
        return owner

    def _place_path(self, seat: int, a: int, b: int) -> list[Event]:
        self.stock[seat] -= 1
        self._add_path(seat, a, b)
        events = [Event("path_placed", {"seat": seat, "a": a, "b": b})]
        # Decision: a path touching two bonus tokens gives both bonuses, each capped by what is
        # left in the reserve; a token with a building gives none.
        for cell in (a, b):
            bonus = self.data.path_bonus.get(self.tokens[cell], 0)
            if bonus and self.buildings[cell] is None:
                count = min(bonus, self.reserve[seat])
                if count:
                    self.reserve[seat] -= count
                    self.stock[seat] += count
                    events.append(
                        Event("bonus", {"seat": seat, "token": self.tokens[cell], "count": count})
                    )
        return events + self._next_turn()

    def _pay(self, seat: int, action: PayPath) -> list[Event]:
        assert self.build is not None
        side = self.data.grid.side_between(action.a, action.b)
        assert side is not None
        self._remove_path(side)
        self.build[1].remove(action.material)
        self.build[2].append((action.a, action.b, action.material))
        return [
            Event(
                "path_paid",
                {"seat": seat, "a": action.a, "b": action.b, "material": action.material},
            )
        ]

    def _place_building(self, seat: int, cell: int) -> list[Event]:
        assert self.build is not None
        name = self.build[0]
        self.build = None
        self.buildings[cell] = (seat, name)
        self.buildings_left[seat] -= 1
        returned = [0, 0]
        for side in self.data.grid.sides_of[cell]:
            if self.paths[side] is not None:
                returned[self._remove_path(side)] += 1
        events = [Event("building_placed", {"seat": seat, "building": name, "cell": cell})]
        if any(returned):
            events.append(Event("paths_returned", {"cell": cell, "counts": returned}))
        if self.buildings_left[seat] == 0:
            self.end = ("fourth_building", seat)
            events.append(Event("game_over", {"reason": "fourth_building", "seat": seat}))
            return events
        return events + self._next_turn()

    def _next_turn(self) -> list[Event]:
        self.turn = 1 - self.turn
        self._legal = None
        if not self.legal_actions():
            self.end = ("blocked", self.turn)
            return [Event("game_over", {"reason": "blocked", "seat": self.turn})]
        return []

    def material_counts(self, seat: int) -> Counter[str]:
        """How many of ``seat``'s paths touch each material (for the evaluation)."""
        counts: Counter[str] = Counter()
        for a, b in self.own_paths(seat):
            for kind in {self.tokens[a], self.tokens[b]}:
                if kind in self.data.materials:
                    counts[kind] += 1
        return counts
