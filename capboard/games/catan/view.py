"""What a seat sees of a Catan game: the whole board and every piece, the bank and the deck as
counts, its own resources and development cards, and only counts for everyone else's."""

from __future__ import annotations

from dataclasses import dataclass

from capboard.engine.protocol import View
from capboard.games.catan.board import BoardSetup


@dataclass(frozen=True)
class CatanView(View):
    """The table as one seat may know it (``seat`` None: a spectator, who sees no hand).

    Resource tuples hold five counts in resource order. ``buildings`` lists
    ``(corner, seat, kind)``, ``roads`` ``(edge, seat)``. ``phase`` is one of
    ``setup_settlement``, ``setup_road``, ``roll``, ``discard``, ``robber``, ``steal``,
    ``main``, ``road_building``, ``trade_answer``, ``trade_pick``, ``gold`` or ``over``.
    ``public_scores`` leave out hidden victory point
    cards (until the game is over, when they count).
    """

    board: BoardSetup
    buildings: tuple[tuple[int, int, str], ...]
    roads: tuple[tuple[int, int], ...]
    robber: int | None
    bank: tuple[int, ...]
    deck_size: int
    hand: tuple[int, ...]
    """The seat's own resources (empty for a spectator)."""
    hand_sizes: tuple[int, ...]
    dev_cards: tuple[str, ...]
    """The seat's own unplayed development cards, sorted (empty for a spectator)."""
    dev_counts: tuple[int, ...]
    """Every seat's number of unplayed development cards."""
    new_dev_count: int
    """How many of the player to move's cards were bought this turn (public: all saw it)."""
    new_dev_cards: tuple[str, ...]
    """Which of the seat's own cards were bought this turn (only when it is their turn)."""
    played_dev: tuple[tuple[tuple[str, int], ...], ...]
    """Per seat, the played development cards by kind (sorted (kind, count) pairs)."""
    knights: tuple[int, ...]
    road_lengths: tuple[int, ...]
    longest_road_holder: int | None
    largest_army_holder: int | None
    public_scores: tuple[int, ...]
    phase: str
    turn: int
    first: int
    setup_step: int
    last_settlement: int | None
    dev_played: bool
    road_building_left: int
    resume: str
    to_discard: tuple[int, ...]
    """Cards each seat still has to discard after a 7 (0: none)."""
    last_roll: tuple[int, int] | None
    winner: int | None
    offer: tuple[tuple[int, ...], tuple[int, ...], int] | None = None
    """The offer on the table: (give, get, to), made by the player to move; ``to`` is -1 when
    made to everyone."""
    trade_asked: tuple[int, ...] = ()
    """The seats the offer was made to, in the order they answer."""
    trade_answers: tuple[tuple[int, bool], ...] = ()
    """(seat, accepted) for each answer given so far."""
    offers_left: int = 0
    """Offers the player to move may still make this turn."""
    scenario: str = "base"
    """The Seafarers scenario's id, or "base" for the base game."""
    target: int = 10
    """Victory points that win."""
    ships: tuple[tuple[int, int], ...] = ()
    """(edge, seat) of every ship."""
    pirate: int | None = None
    """The pirate's sea tile (None: off the board, or no pirate)."""
    pirate_on: bool = False
    """Whether this game has a pirate: a Seafarers scenario with one, and the ``pirate``
    option on. False: a 7 or a Knight moves the robber only."""
    ships_built_this_turn: tuple[int, ...] = ()
    ship_moved: bool = False
    special_points: tuple[tuple[int, int, int], ...] = ()
    """(seat, area, corner) of every island bonus earned, each worth ``island_points``."""
    island_points: int = 0
    gold_owed: tuple[int, ...] = ()
    """Per seat, the gold-field cards still to choose (phase ``gold``)."""
    fog_left: int = 0
    """Fog hexes still face down."""
    home_areas: tuple[tuple[int, ...], ...] = ()
    """Per seat, the areas of their set-up settlements (no island points there)."""
    thief_target: str = "robber"
    """Whether the last 7 or knight moved the ``robber`` or the ``pirate``."""
    gold_resume: str = "main"
    stale_turns: int = 0
    """Turns in a row without anyone's points changing (a stalled game is called)."""
    last_points: tuple[int, ...] = ()
    """The public scores at the last end of turn (for counting a stall)."""
    called: tuple[int, ...] = ()
    """The seats sharing first place when a stalled game was called."""
    gifts: tuple[tuple[int, str], ...] = ()
    """The Forgotten Tribe: the gifts still on the coasts, (edge, ``point`` | ``card`` |
    ``harbour:<kind>``)."""
    chits: tuple[int, ...] = ()
    """The Forgotten Tribe: per seat, the victory point chits taken (1 point each)."""
    harbours_kept: tuple[tuple[str, ...], ...] = ()
    """The Forgotten Tribe: per seat, the gift harbours kept until they can be placed."""
    harbour_resume: str = "main"
    villages: tuple[tuple[int, int, int, tuple[int, ...]], ...] = ()
    """Cloth for Catan: every village, (corner, dice number, cloth left, seats trading with it
    in the order they reached it)."""
    cloth: tuple[int, ...] = ()
    """Cloth for Catan: per seat, the cloth held (public: the chits lie on the table; two are
    worth a victory point). Empty in every other game."""
    cloth_supply: int = 0
    """Cloth for Catan: the general supply's cloth left."""
    longest_route_on: bool = True
    """Whether the Longest Trade Route card is played (Cloth for Catan: not)."""
    wonders: tuple[tuple[str, int | None, int], ...] = ()
    """The Wonders of Catan: every wonder in the scenario's order, (id, the seat building it
    or None, its levels built); public, like the wonder cards beside the board."""
    wonder_levels_max: int = 0
    """The Wonders of Catan: a wonder's levels (building the last wins); 0 elsewhere."""
    fleet: int | None = None
    """The Pirate Islands: the sea hex of the pirate fleet (None elsewhere, or once gone)."""
    fortress_wins: tuple[int, ...] = ()
    """The Pirate Islands: per seat, their victories over their own fortress (empty
    elsewhere); at ``fortress_strength`` it has fallen to them."""
    fortress_strength: int = 0
    """The Pirate Islands: the victories that take a fortress; 0 elsewhere."""
    warships: tuple[int, ...] = ()
    """The Pirate Islands: per seat, their warships (the first ships of their lane)."""
    fortress_attacked: bool = False
    """The Pirate Islands: whether the player to move attacked their fortress this turn."""
