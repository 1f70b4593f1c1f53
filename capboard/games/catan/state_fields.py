"""What every part of the Catan state may count on, for the type checker only: the fields that
:class:`~capboard.games.catan.state.CatanState` sets, and the methods one part of its rules
calls on another.

The rules are split by concern into mixins (``state_build``, ``state_turn``, ``state_sea``...)
that :class:`CatanState` puts together; each mixin uses the state's fields and its sibling
mixins' methods. The mixins name :class:`CatanFields` as their base while type checking only
(at run time their base is ``object``, as before), so nothing here runs, and the state's
method lookups stay as short as they were. A method declared here is checked against the mixin
that defines it, so a change of signature on either side is caught.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Iterable, Sequence

from capboard.engine.protocol import Action, Event, GameOptions, State
from capboard.games.catan.board import BoardSetup, CatanMap
from capboard.games.catan.geometry import CatanGeometry
from capboard.games.catan.hands import Hand
from capboard.games.catan.networks import Network
from capboard.games.catan.pieces import PieceIndex, PieceMap
from capboard.games.catan.rules import Producers, RollYield
from capboard.games.catan.scenario import Wonder
from capboard.games.catan.ships import Waters
from capboard.games.catan.trade import WithOffers
from capboard.games.catan.view import CatanView


class CatanFields(State[CatanView]):
    """The fields and shared methods of a Catan state (see the module's docstring)."""

    # -- the game and the map -----------------------------------------------------------------
    options: GameOptions
    scenario_id: str
    catan: CatanMap
    board: BoardSetup
    geometry: CatanGeometry
    target: int
    island_points: int
    pirate_on: bool
    fog_stack: list[tuple[str, int | None]]
    is_land: tuple[bool, ...]

    # -- pieces, cards and seats ----------------------------------------------------------------
    pirate: int | None
    robber: int | None
    ships: PieceMap[int, int]
    ships_built: list[int]
    ship_moved: bool
    home_areas: list[frozenset[int]]
    special: list[tuple[int, int, int]]
    gold_owed: list[int]
    gold_resume: str
    gifts: dict[int, str]
    gift_cards: dict[int, str]
    chits: list[int]
    harbours_kept: list[list[str]]
    harbour_resume: str
    village_cloth: dict[int, int]
    """Cloth for Catan: the cloth left in each village, by its corner."""
    traders: dict[int, tuple[int, ...]]
    """Cloth for Catan: per village corner, the seats trading with it, in the order they
    reached it (empty in every other game: the cloth rules ask it first)."""
    cloth: list[int]
    cloth_supply: int
    villages_left_min: int
    longest_route_on: bool
    wonder_of: list[int | None]
    """The Wonders of Catan: per seat, the index of their wonder in the scenario's list, or
    None (empty in every other game)."""
    wonder_levels: list[int]
    """The Wonders of Catan: per seat, the levels of their wonder built (empty elsewhere)."""
    fleet: int | None
    """The Pirate Islands: the pirate fleet's place on its path (None elsewhere, or gone)."""
    fortress_wins: list[int]
    """The Pirate Islands: per seat, their victories over their fortress (empty elsewhere)."""
    warships: list[int]
    """The Pirate Islands: per seat, their warships (empty elsewhere)."""
    fortress_attacked: bool
    """The Pirate Islands: whether the player to move attacked their fortress this turn."""
    thief_target: str
    deck: list[str]
    first: int
    setup_order: tuple[int, ...]
    setup_step: int
    last_settlement: int | None
    bank: Hand
    hands: list[Hand]
    buildings: PieceMap[int, tuple[int, str]]
    roads: PieceMap[int, int]
    dev_hands: list[list[str]]
    bought_this_turn: list[str]
    played_dev: list[dict[str, int]]
    dev_played: bool
    longest_holder: int | None
    army_holder: int | None
    road_lengths: list[int]
    _road_lengths: list[int]
    _lengths_owed: dict[int, Network]
    """Seats whose longest road changed and is not measured yet: their networks."""

    # -- the turn -------------------------------------------------------------------------------
    turn: int
    phase: str
    resume: str
    road_building_left: int
    to_discard: list[int]
    last_roll: tuple[int, int] | None
    winner: int | None
    called: tuple[int, ...]
    stale_turns: int
    last_points: list[int]
    offer: tuple[tuple[int, ...], tuple[int, ...], int] | None
    offers_left: int
    trade_asked: tuple[int, ...]
    trade_answers: dict[int, bool]

    # -- caches (None until first asked) -----------------------------------------------------------
    _piece_index: PieceIndex | None
    _main_kept: tuple[Sequence[Action], WithOffers | None] | None
    """The main phase's actions (and offers) of the position an offer is made in."""
    _legal_actor: int | None
    """The seat whose legal actions ``_legal`` holds."""
    _yields: (
        tuple[
            PieceIndex,
            Producers,
            dict[int | tuple[int, int], tuple[RollYield, Event, dict[int, int] | None]],
        ]
        | None
    )
    """What each number pays (its event, and Seafarers' gold fields owed, None without gold)
    for a table of producers (that of the index of the pieces named first), by the number, or
    the number and the robber's hex when it is on that number."""
    _homes: tuple[BoardSetup, tuple[bool, ...], frozenset[int] | None] | None
    """Seafarers: the corners where a set-up settlement may stand (None: anywhere) for the
    board and land named first."""
    _lanes: tuple[int, tuple[int, ...]] | None
    """The Pirate Islands: how many ships stand on each seat's lane, from its start, for the
    ships of the mark named first."""
    _setup_corners: (
        tuple[BoardSetup, tuple[bool, ...], tuple[tuple[int, tuple[int, ...]], ...]] | None
    )
    """The corners open to a set-up settlement (each with its neighbours) for the board and
    land named first."""
    _thieves: (
        tuple[BoardSetup, dict[int | None, list[Action]], dict[int | None, list[Action]]] | None
    )
    """Where the thief may go on the board named first, by where the robber and the pirate
    stand."""
    _fog_corners: tuple[BoardSetup, frozenset[int]] | None
    """The Fog Islands: the corners of the fog hexes of the board named first (a road or a
    ship reaching one turns a hex up)."""
    _kept_points: tuple[int, list[int]] | None
    """Every seat's buildings' victory points, for the buildings of the mark named first."""
    _public_kept: (
        tuple[
            list[int],
            int,
            int | None,
            int | None,
            list[tuple[int, int, int]],
            list[int],
            list[int],
            list[int],
            list[int],
            list[int],
        ]
        | None
    )
    """The progress counted last at an end of turn (``_public_progress``: the list named
    first), with what it was counted from: the buildings' mark, the two awards' holders, and
    copies of the islands earned, the chits, the cloth, the wonder levels, the victories over
    the fortresses and the warships."""
    _victory_checked: bool
    """Whether the last action was the player to move's, and checked for victory."""

    # -- methods one part of the rules calls on another ----------------------------------------
    # (abstract here: the mixins named in each group define them, and CatanState the first two)
    @abstractmethod
    def scores(self, public: bool) -> list[int]: ...
    @abstractmethod
    def _points(self, seat: int, public: bool) -> int: ...

    # LegalActions
    @abstractmethod
    def _index(self) -> PieceIndex: ...
    @abstractmethod
    def _fitting_index(self) -> PieceIndex | None: ...
    @abstractmethod
    def _free_road_spots(self, seat: int) -> list[int]: ...
    @abstractmethod
    def _pieces_left(self, seat: int, piece: str) -> int: ...
    @abstractmethod
    def _victims(self, seat: int, tile: int) -> list[int]: ...

    # Building
    @abstractmethod
    def _settlement(self, seat: int, corner: int) -> list[Event]: ...
    @abstractmethod
    def _road(self, seat: int, edge: int) -> list[Event]: ...
    @abstractmethod
    def _after_piece(self, seat: int, edge: int, piece: str) -> list[Event]: ...
    @abstractmethod
    def _update_longest_road(self, seats: Iterable[int] | None = None) -> list[Event]: ...
    @abstractmethod
    def _route_at_least(self, seat: int, length: int) -> bool: ...

    # TurnRules
    @abstractmethod
    def _roll(self, seat: int, action: object = None) -> list[Event]: ...
    @abstractmethod
    def _stalled(self) -> list[Event]: ...

    # CardRules
    @abstractmethod
    def _use_card(self, seat: int, card: str) -> None: ...

    # TradeRules
    @abstractmethod
    def _after_answers(self) -> list[Event]: ...

    # SeafarersRules
    @property
    @abstractmethod
    def waters(self) -> Waters: ...
    @abstractmethod
    def _home_corner(self, corner: int) -> bool: ...
    @abstractmethod
    def _home_corners(self) -> frozenset[int] | None: ...
    @abstractmethod
    def _ship_spots(self, seat: int) -> list[int]: ...
    @abstractmethod
    def _areas_at(self, corner: int) -> frozenset[int]: ...
    @abstractmethod
    def _island_points(self, seat: int, corner: int) -> list[Event]: ...
    @abstractmethod
    def _ask_gold(self, resume: str) -> list[Event]: ...
    @abstractmethod
    def _discover(self, seat: int, edge: int) -> list[Event]: ...

    # TribeRules
    @abstractmethod
    def _collect_gift(self, seat: int, edge: int) -> list[Event]: ...
    @abstractmethod
    def _ask_harbour(self, seat: int) -> list[Event]: ...
    @abstractmethod
    def _harbour_actions(self, seat: int) -> list[Action]: ...

    # ClothRules
    @abstractmethod
    def _reach_villages(self, seat: int, edge: int) -> list[Event]: ...
    @abstractmethod
    def _village_trade(self, total: int) -> list[Event]: ...
    @abstractmethod
    def _pirate_steals(self, seat: int, victims: list[int]) -> list[Action]: ...

    # WonderRules
    @abstractmethod
    def _wonder_actions(self, seat: int, held: tuple[int, ...]) -> list[Action]: ...
    @abstractmethod
    def _wonder_lead(self, seat: int) -> bool: ...
    @abstractmethod
    def _wonder_completed(self) -> bool: ...
    @abstractmethod
    def _wonder_list(self) -> tuple[Wonder, ...]: ...
    @abstractmethod
    def _wonder_levels_max(self) -> int: ...

    # PirateIslandRules
    @abstractmethod
    def _full_deck(self) -> list[str]: ...
    @abstractmethod
    def _fortress_taken(self, seat: int) -> bool: ...
    @abstractmethod
    def _lane_spots(self, seat: int) -> list[int]: ...
    @abstractmethod
    def _lane_actions(self, seat: int, hand: Hand) -> list[Action]: ...
    @abstractmethod
    def _fortress_clear(self, actions: Sequence[Action]) -> list[Action]: ...
    @abstractmethod
    def _fortress_actions(self, seat: int) -> list[Action]: ...
    @abstractmethod
    def _may_arm(self, seat: int) -> bool: ...
    @abstractmethod
    def _arm_ship(self, seat: int) -> list[Event]: ...
    @abstractmethod
    def _sail_fleet(self, dice: tuple[int, int]) -> list[Event]: ...
    @abstractmethod
    def _fleet_tile(self) -> int | None: ...
    @abstractmethod
    def _fortress_strength(self) -> int: ...
