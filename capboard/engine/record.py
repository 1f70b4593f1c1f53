"""Game records: everything needed to rebuild a game, and replay through the rules.

A record is ``(game id, options, seats, seed, actions)``. It is the save file, the replay, the
bug report and the undo history at once.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from capboard.engine import registry
from capboard.engine.protocol import JSON, Action, ActionFormatError, Event, IllegalAction, State

MAX_ACTIONS = 100_000
"""No game of Capboard comes near this; a record claiming more is refused before replay."""


class SeatRecord(BaseModel):
    """Who sits at a seat: a name, a colour, a person or a computer player of some level."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=40)
    colour: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")
    kind: Literal["human", "computer"] = "human"
    level: str = Field(default="medium", max_length=20)

    @property
    def is_human(self) -> bool:
        """True for a person at the table."""
        return self.kind == "human"


class GameRecord(BaseModel):
    """Everything that determines a game: replaying its actions rebuilds the state exactly."""

    model_config = ConfigDict(extra="forbid")

    game_id: str = Field(min_length=1, max_length=40)
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatRecord] = Field(min_length=1, max_length=8)
    seed: int = Field(ge=0, lt=2**63)
    actions: list[dict[str, Any]] = Field(default_factory=list, max_length=MAX_ACTIONS)
    hints: list[int] = Field(default_factory=list, max_length=8)
    """How many hints each seat took (Help → Hint), by seat; empty when nobody took any (as
    in every save written before hints existed, which load unchanged)."""

    def hints_taken(self, seat: int) -> int:
        """How many hints ``seat`` took in this game."""
        return self.hints[seat] if 0 <= seat < len(self.hints) else 0

    def count_hint(self, seat: int) -> None:
        """Count one more hint taken by ``seat``."""
        hints = list(self.hints) + [0] * (len(self.seats) - len(self.hints))
        hints[seat] += 1
        self.hints = hints

    @field_validator("game_id")
    @classmethod
    def _known_game(cls, value: str) -> str:
        if value not in registry.ids():
            raise ValueError(f"unknown game {value!r}")
        return value

    @field_validator("hints")
    @classmethod
    def _counts(cls, value: list[int]) -> list[int]:
        if any(count < 0 for count in value):
            raise ValueError("a count of hints below zero")
        return value


class ReplayError(ValueError):
    """A record whose actions do not replay through the rules."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


def new_state(record: GameRecord) -> State:
    """The initial state of the game a record describes."""
    game = registry.get(record.game_id)
    return game.new_state(len(record.seats), record.seed, record.options)


def replay(record: GameRecord, upto: int | None = None) -> tuple[State, list[list[Event]]]:
    """Rebuild the state after the first ``upto`` actions (all by default).

    Returns the state and the events of each action. Raises :class:`ReplayError` naming the
    first action that cannot be read or is not legal.
    """
    game = registry.get(record.game_id)
    try:
        state = game.new_state(len(record.seats), record.seed, record.options)
    except (ValueError, TypeError) as exc:
        raise ReplayError(f"cannot start the game: {exc}") from exc
    events: list[list[Event]] = []
    actions = record.actions if upto is None else record.actions[:upto]
    for index, data in enumerate(actions):
        try:
            action = game.decode_action(data)
            events.append(state.apply(action))
        except (ActionFormatError, IllegalAction) as exc:
            raise ReplayError(f"action {index + 1}: {exc}", index) from exc
    return state, events


def append(record: GameRecord, action: Action) -> None:
    """Add an action's JSON form to a record."""
    record.actions.append(registry.get(record.game_id).encode_action(action))


def action_json(record: GameRecord, action: Action) -> JSON:
    """The JSON form of ``action`` for the record's game."""
    return registry.get(record.game_id).encode_action(action)
