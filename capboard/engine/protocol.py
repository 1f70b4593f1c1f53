"""The game protocol: what every Capboard game implements.

A :class:`Game` is the static description of a game (id, names, player range, options). A
:class:`State` is one position of a game in progress. Everything a person or a computer player
may know of a position is its :class:`View` for that seat: the ui, the log and the bots read
views, never states.

An :class:`~capboard.engine.action.Action` (with its JSON form, read by
:class:`~capboard.engine.action_codec.ActionCodec`) is named here too, for the games.

A game is fully determined by ``(game id, options, seats, seed, actions)``: all chance comes
from the state's own seeded :class:`random.Random`.
"""

from __future__ import annotations

import dataclasses
import random
import typing
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import ClassVar, Generic, Self

from pydantic import BaseModel, ConfigDict
from typing_extensions import TypeVar  # a default (PEP 696) before Python 3.13

from capboard.engine.action import JSON, Action, ActionFormatError, IllegalAction
from capboard.engine.action_codec import ActionCodec

__all__ = [
    "JSON",
    "Action",
    "ActionCodec",
    "ActionFormatError",
    "Event",
    "Game",
    "GameOptions",
    "IllegalAction",
    "Outcome",
    "Seat",
    "State",
    "View",
    "ViewT",
    "ViewT_co",
    "contains_itself",
    "quick_builder",
]

Seat = int
"""A player's seat index, 0-based, in turn order of the seating (not of play)."""


@dataclass(frozen=True, init=False)
class Event:
    """Something that happened, as data: a ``code`` and its parameters, never a sentence.

    The controller turns events into text in the current language, so the log can be
    re-rendered when the language changes. ``irreversible`` marks events that drew chance or
    revealed hidden information: undo never goes back past them.

    ``private`` holds what only the seat ``owner`` may learn (the card they drew), and the
    seats of ``shared_with`` too (the player a card was stolen from); everyone else is shown
    the event through :meth:`seen_by`, without it.
    """

    code: str
    params: Mapping[str, JSON] = field(default_factory=dict)
    irreversible: bool = False
    private: Mapping[str, JSON] = field(default_factory=dict)
    owner: Seat | None = None
    shared_with: tuple[Seat, ...] = ()

    def __init__(
        self,
        code: str,
        params: Mapping[str, JSON] | None = None,
        irreversible: bool = False,
        private: Mapping[str, JSON] | None = None,
        owner: Seat | None = None,
        shared_with: tuple[Seat, ...] = (),
    ) -> None:
        # Written straight into the instance: a frozen dataclass's own __init__ goes through
        # object.__setattr__ field by field, and every action makes an event or more.
        fields = self.__dict__
        fields["code"] = code
        fields["params"] = {} if params is None else params
        fields["irreversible"] = irreversible
        fields["private"] = {} if private is None else private
        fields["owner"] = owner
        fields["shared_with"] = shared_with

    def seen_by(self, seat: Seat | None) -> Event:
        """The event as ``seat`` may know it: without its private part unless it is theirs."""
        if not self.private or seat == self.owner:
            return self
        if seat is not None and seat in self.shared_with:
            return self
        return Event(self.code, self.params, self.irreversible, {}, self.owner, self.shared_with)

    def to_json(self) -> dict[str, JSON]:
        """The event's JSON form (public part only)."""
        return {"code": self.code, "params": dict(self.params), "irreversible": self.irreversible}


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game.

    ``scores`` has one number per seat; ``winners`` the winning seats (one seat normally;
    several, or none, for a draw); ``reason`` a short code the ui translates.
    """

    scores: tuple[float, ...]
    winners: tuple[Seat, ...]
    reason: str
    details: Mapping[str, JSON] = field(default_factory=dict)

    @property
    def is_draw(self) -> bool:
        """True when no single seat won."""
        return len(self.winners) != 1


class GameOptions(BaseModel):
    """Base of every game's options: a pydantic model, frozen, forbidding unknown keys."""

    model_config = ConfigDict(frozen=True, extra="forbid")


@dataclass(frozen=True)
class View:
    """What one seat may know of a state (``seat`` is None for a spectator).

    Games subclass it with frozen fields. Two views compare equal when they show the same
    thing, which is how the conformance suite checks that secrets never leak.
    """

    seat: Seat | None
    players: int
    options: GameOptions
    current_player: Seat | None
    pending_players: tuple[Seat, ...]
    is_over: bool


ViewT = TypeVar("ViewT", bound=View)


def quick_builder(cls: type[ViewT]) -> type[ViewT]:
    """A constructor of the frozen view class ``cls`` that fills a new view's fields in one
    step, for a game whose views have many fields and are made at every move.

    The dataclass's own ``__init__`` sets each field through ``object.__setattr__`` (the price
    of ``frozen``): some 40 µs for Catan's seventy fields, more than working out their values.
    The builder takes the same keywords and is typed as the class itself, so the type checker
    checks every call against the fields; fields left out take their defaults. The view made
    is the same as the class would make: equal, hashed and printed alike, and as frozen.
    """
    defaults: dict[str, object] = {}
    fields = dataclasses.fields(cls)
    for f in fields:
        if f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: a default factory is not supported")
        if f.default is not dataclasses.MISSING:
            defaults[f.name] = f.default
    every = len(fields)
    new, set_field = object.__new__, object.__setattr__

    def build(**values: object) -> ViewT:
        view = new(cls)
        if len(values) < every:  # some left to their defaults (the checker saw no others)
            values = defaults | values
        # The keywords' own fresh dictionary becomes the view's: no copy, no resizing.
        set_field(view, "__dict__", values)
        return view

    build.__doc__ = f"Makes a {cls.__name__} (see quick_builder)."
    return typing.cast(type[ViewT], build)


ViewT_co = TypeVar("ViewT_co", bound=View, covariant=True, default=View)
"""The view class of a game: :class:`Game` and :class:`State` are generic in it, so that a game
declares the views its methods take (``State[CatanView]``) and a bare ``State`` stands for any
game's. It is covariant so that every game's state is a ``State``; the methods that take a view
(determinize, the computer players' questions) are only ever given one of their own game, which
is why each of them bears an ignore of the checker's rule against covariant parameters."""


class Game(ABC, Generic[ViewT_co]):
    """Static description of a game: metadata, options, and the way to start a state."""

    id: ClassVar[str]
    name: ClassVar[str]
    """Display name in English; the ui translates it."""
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    duration_minutes: ClassVar[int] = 30
    action_bound: ClassVar[int] = 10_000
    """No game of this kind lasts more actions than this; simulations treat more as an error."""
    options_model: ClassVar[type[GameOptions]] = GameOptions
    action_types: ClassVar[tuple[type[Action], ...]] = ()
    rules_version: ClassVar[int] = 1
    """Which version of the game's rules it plays: raised by a change of the rules that may
    make a saved game replay differently, so that a save can say which rules it was made
    under (a move an earlier version allowed may be refused now)."""

    def __init__(self) -> None:
        self._codec = ActionCodec(self.action_types)

    def options(self, options: Mapping[str, JSON] | GameOptions | None = None) -> GameOptions:
        """Validated options (defaults filled in)."""
        if isinstance(options, GameOptions):
            return options
        return self.options_model.model_validate(dict(options or {}))

    def new_state(
        self, players: int, seed: int, options: Mapping[str, JSON] | GameOptions | None = None
    ) -> State[ViewT_co]:
        """A new game for ``players`` seats; all its chance comes from ``seed``."""
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.name} is for {self.min_players} to {self.max_players} players,"
                f" not {players}"
            )
        return self._new_state(players, random.Random(seed), self.options(options))

    @abstractmethod
    def _new_state(self, players: int, rng: random.Random, options: GameOptions) -> State[ViewT_co]:
        """Build the initial state; subclasses implement it."""

    def encode_action(self, action: Action) -> dict[str, JSON]:
        """An action's JSON form."""
        return self._codec.encode(action)

    def decode_action(self, data: JSON) -> Action:
        """An action from its JSON form; raises :class:`ActionFormatError`."""
        return self._codec.decode(data)

    def parse_action(self, text: str, state: State) -> Action:
        """An action from its text notation, among the legal actions of ``state``."""
        text = text.strip()
        legal = state.legal_actions()
        kind = self._codec.kind_of(text.split(" ", 1)[0])
        if kind is not None:
            action = kind.from_notation(text)
            if action is not None:
                if action in legal:
                    return action
                raise ActionFormatError(f"not a legal action now: {text!r}")
        for action in legal:
            if action.notation() == text:
                return action
        raise ActionFormatError(f"no legal action reads {text!r}")

    def determinize(self, view: ViewT_co, rng: random.Random) -> State[ViewT_co]:  # type: ignore[misc]  # see ViewT_co
        """A full state consistent with ``view`` (see :meth:`State.determinize`)."""
        template = self.new_state(view.players, 0, view.options)
        return template.determinize(view, rng)

    def skill_action(
        self,
        view: ViewT_co,  # type: ignore[misc]  # covariant: see ViewT_co
        legal: Sequence[Action],
        level: str,
        rng: random.Random,
    ) -> Action | None:
        """A computer player's answer to a decision of skill rather than judgement (aiming a
        cannon): the ideal choice spoiled by an error that shrinks with ``level``. None when
        the decision is not one of skill; the bot then chooses as usual."""
        return None

    def variants(self) -> list[dict[str, JSON]]:
        """Option sets that make a different game of it (Catan's scenarios), for the
        conformance suite to play each; the default options first (``{}``)."""
        return [{}]

    def variant_allows(self, options: Mapping[str, JSON], players: int) -> bool:
        """Whether the variant ``options`` can be played by ``players`` (all counts by
        default)."""
        return True

    perfect_information: ClassVar[bool] = False
    """Nothing hidden and nothing left to chance once the game is set up (Cappella): the hard
    player then searches the one true game tree (alpha-beta) instead of sampling worlds."""

    easy_mistakes: ClassVar[float] = 0.35
    """How often the easy computer player plays a random sensible move instead of its best:
    enough that the medium player beats it clearly (measured per game with
    ``capboard tournament``)."""

    def search_pays(self, view: ViewT_co) -> bool:  # type: ignore[misc]  # see ViewT_co
        """Whether the hard player's sampling search beats the game's own judgement here; where
        it does not, the hard player plays by the judgement at its level, or else by the
        one-ply choice, never weaker than medium."""
        return True

    def search_candidates(
        self,
        view: ViewT_co,  # type: ignore[misc]  # covariant: see ViewT_co
        legal: Sequence[Action],
        rng: random.Random,
    ) -> Sequence[Action]:
        """The actions a searching computer player considers when there are too many to try
        them all: by default a random sample of a few hundred."""
        if len(legal) <= 300:
            return legal
        return [legal[i] for i in rng.sample(range(len(legal)), 300)]

    def judgement(
        self,
        view: ViewT_co,  # type: ignore[misc]  # covariant: see ViewT_co
        legal: Sequence[Action],
        level: str,
        rng: random.Random,
    ) -> Action | None:
        """A computer player's choice by the game's own knowledge (where to settle, which
        trade helps), for games whose one-ply search is too short-sighted or whose decisions
        are too many to try one by one. None: the bot decides by its generic method."""
        return None

    def evaluate(self, view: ViewT_co, seat: Seat) -> float:  # type: ignore[misc]  # see ViewT_co
        """How good ``view`` looks for ``seat`` (higher is better), for the greedy bot.

        The default scores a finished game only; games override it with their own knowledge.
        """
        return 0.0


_SCAN_LIMIT = 64
"""Up to this many legal actions, :meth:`State.is_legal` scans the list instead of a set."""


def contains_itself(actions: Sequence[Action], action: Action) -> bool:
    """Whether ``action`` is one of ``actions`` itself (the very object).

    A player most often answers one of the legal actions it was given: found by identity, the
    action costs no comparison. ``action in actions`` compares it field by field with every
    action before it, which in a list of a hundred ship moves costs ten times more.
    """
    # The last first: where a game lists its "end the turn" (or "pass"), often chosen, last.
    if actions and actions[-1] is action:
        return True
    for candidate in actions:  # noqa: SIM110 (any() over a generator costs twice as much)
        if candidate is action:
            return True
    return False


class State(ABC, Generic[ViewT_co]):
    """One position of a game in progress.

    Subclasses hold their per-position data in cheap lists and dicts and share static
    topology (boards, card lists) between clones.
    """

    game: Game[ViewT_co]
    players: int
    rng: random.Random
    _legal: Sequence[Action] | None
    """The legal actions kept until the position changes (see :meth:`legal_actions`); set
    by the first question, so read through ``__dict__``."""
    _legal_set: frozenset[Action] | None
    """The same as a set, made for a long list when :meth:`is_legal` is asked."""

    @property
    @abstractmethod
    def current_player(self) -> Seat | None:
        """The seat to act, or None when the game is over."""

    @property
    def pending_players(self) -> tuple[Seat, ...]:
        """Seats asked to act now; more than one where a rule asks several players at once."""
        cp = self.current_player
        return () if cp is None else (cp,)

    def actor(self) -> Seat | None:
        """The seat whose legal actions :meth:`legal_actions` returns (first pending seat)."""
        pending = self.pending_players
        return pending[0] if pending else None

    def legal_actions(self) -> Sequence[Action]:
        """Every action the acting seat may take now; empty only when the game is over.

        The one source of truth for the rules: the ui highlights from it, the bots choose from
        it, and :meth:`apply` validates against it. Usually a list; a decision with a great
        many choices (aiming) may answer a lazy sequence such as
        :class:`capboard.engine.spaces.ActionGrid`.

        Games implement :meth:`_compute_legal`; the answer is kept until the next
        :meth:`apply` (a game that changes its position otherwise sets ``_legal`` to None).
        """
        if self.is_over:
            return []
        legal = self.__dict__.get("_legal")
        if legal is None:
            legal = self._compute_legal()
            self._legal = legal
            self._legal_set = None
        # A list is copied so that callers may change theirs; a lazy sequence is immutable.
        return list(legal) if isinstance(legal, list) else legal

    def _compute_legal(self) -> Sequence[Action]:
        """The legal actions of this position, worked out afresh (games implement it)."""
        raise NotImplementedError

    def setup_events(self) -> list[Event]:
        """What happened at set-up that the players should be told (a roll-off for the first
        player, say); shown at the top of the game log."""
        return []

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` may be applied now (from the cached actions, never recomputed)."""
        if self.is_over:
            return False
        return self._allows(action)

    def _allows(self, action: Action) -> bool:
        """:meth:`is_legal` of a game that is not over."""
        legal = self.__dict__.get("_legal")
        if legal is None:
            self.legal_actions()
            legal = self.__dict__.get("_legal")
        if legal is None:  # a game that keeps no cache of its own answer
            return action in self.legal_actions()
        if isinstance(legal, list) and contains_itself(legal, action):
            return True
        if isinstance(legal, list) and len(legal) > _SCAN_LIMIT:
            # Hashing every action costs more than scanning a short list, not a long one.
            legal_set = self.__dict__.get("_legal_set")
            if legal_set is None:
                legal_set = self._legal_set = frozenset(legal)
            return action in legal_set
        return action in legal

    def apply(self, action: Action) -> list[Event]:
        """Play ``action``; returns what happened. Raises :class:`IllegalAction`, untouched."""
        if self.is_over:
            raise IllegalAction(f"the game is over: {action}")
        if not self._allows(action):
            raise IllegalAction(f"not a legal action now: {action}")
        self._legal = None  # the position is about to change
        self._legal_set = None
        return self._apply(action)

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Apply an action already known to be legal."""

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy (static topology shared, never copied)."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def view(self, seat: Seat | None) -> ViewT_co:
        """What ``seat`` may know (None: a spectator): secrets replaced by counts."""

    @abstractmethod
    def determinize(self, view: ViewT_co, rng: random.Random) -> State[ViewT_co]:  # type: ignore[misc]  # see ViewT_co
        """A full state consistent with ``view``, hidden parts and future chance drawn from
        ``rng``; used by computer players that search."""

    def _clone_rng(self) -> random.Random:
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return rng
