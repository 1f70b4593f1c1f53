"""Game records: validation and replay through the rules."""

from __future__ import annotations

import random

import pytest
from pydantic import ValidationError

from capboard.engine import registry
from capboard.engine.record import GameRecord, ReplayError, SeatRecord, replay

SEATS = [SeatRecord(name="Alice", colour="#0072b2"), SeatRecord(name="Bob", colour="#d55e00")]


def played_record(moves: int = 12) -> GameRecord:
    game = registry.get("cappella")
    state = game.new_state(2, 42)
    rng = random.Random(0)
    record = GameRecord(game_id="cappella", seats=SEATS, seed=42)
    for _ in range(moves):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        record.actions.append(game.encode_action(action))
    return record


def test_a_record_replays_to_the_same_position() -> None:
    record = played_record()
    state, events = replay(record)
    assert len(events) == 12
    again, _ = replay(GameRecord.model_validate_json(record.model_dump_json()))
    assert again.view(None) == state.view(None)


def test_replay_names_the_first_illegal_action() -> None:
    record = played_record()
    record.actions[5] = dict(record.actions[3])  # that side is taken by then
    with pytest.raises(ReplayError) as info:
        replay(record)
    assert info.value.index is not None and info.value.index <= 5


def test_replay_refuses_unreadable_actions() -> None:
    record = played_record(3)
    record.actions.append({"kind": "teleport"})
    with pytest.raises(ReplayError, match="action 4"):
        replay(record)


@pytest.mark.parametrize(
    "changes",
    [
        {"game_id": "chess"},
        {"seed": -1},
        {"seats": []},
        {"seats": [{"name": "", "colour": "#000000"}]},
        {"seats": [{"name": "A", "colour": "red"}]},
        {"seats": [{"name": "A", "colour": "#000000", "kind": "robot"}]},
        {"surprise": 1},
    ],
)
def test_invalid_records_are_refused(changes: dict) -> None:
    data = played_record(2).model_dump() | changes
    with pytest.raises(ValidationError):
        GameRecord.model_validate(data)


def test_a_record_with_the_wrong_number_of_seats_does_not_start() -> None:
    record = played_record(0)
    record.seats.append(SeatRecord(name="Carol", colour="#009e73"))
    with pytest.raises(ReplayError):
        replay(record)
