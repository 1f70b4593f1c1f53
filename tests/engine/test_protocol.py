"""The engine's protocol pieces: action JSON and notation, events, outcomes, options."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar

import pytest

from capboard.engine import registry
from capboard.engine.protocol import (
    Action,
    ActionCodec,
    ActionFormatError,
    Event,
    Outcome,
    View,
    quick_builder,
)


@dataclass(frozen=True, order=True)
class Move(Action):
    kind: ClassVar[str] = "move"
    piece: str
    to: tuple[int, int]
    steps: tuple[int, ...]


@dataclass(frozen=True, order=True)
class Pass(Action):
    kind: ClassVar[str] = "pass"


CODEC = ActionCodec([Move, Pass])


def test_actions_are_hashable_comparable_values() -> None:
    a, b = Move("ship", (1, 2), (3,)), Move("ship", (1, 2), (3,))
    assert a == b and hash(a) == hash(b)
    assert len({a, b, Pass()}) == 2
    assert sorted([Move("z", (0, 0), ()), Move("a", (0, 0), ())])[0].piece == "a"


def test_json_round_trip_turns_tuples_into_lists_and_back() -> None:
    action = Move("ship", (1, 2), (3, 4, 5))
    data = CODEC.encode(action)
    assert data == {"kind": "move", "piece": "ship", "to": [1, 2], "steps": [3, 4, 5]}
    assert CODEC.decode(data) == action
    assert CODEC.decode({"kind": "pass"}) == Pass()


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"piece": "ship"},
        {"kind": "fly"},
        {"kind": "move", "piece": "ship", "to": [1, 2]},
        {"kind": "move", "piece": "ship", "to": [1, 2], "steps": [], "extra": 1},
        {"kind": "move", "piece": 3, "to": [1, 2], "steps": []},
        {"kind": "move", "piece": "ship", "to": [1, 2, 3], "steps": []},
        {"kind": "move", "piece": "ship", "to": [True, 2], "steps": []},
        {"kind": "move", "piece": "ship", "to": "1,2", "steps": []},
        {"kind": "move", "piece": "ship", "to": [1.5, 2], "steps": []},
    ],
)
def test_malformed_json_is_refused(data: object) -> None:
    with pytest.raises(ActionFormatError):
        CODEC.decode(data)


def test_two_action_types_may_not_share_a_kind() -> None:
    @dataclass(frozen=True)
    class Other(Action):
        kind: ClassVar[str] = "pass"

    with pytest.raises(ValueError, match="share"):
        ActionCodec([Pass, Other])


def test_encoding_refuses_another_game_s_action() -> None:
    with pytest.raises(ActionFormatError):
        ActionCodec([Pass]).encode(Move("a", (0, 0), ()))


def test_default_notation_reads_kind_and_fields() -> None:
    assert Move("ship", (1, 2), (3,)).notation() == "move ship 1,2 3"
    assert str(Pass()) == "pass"


def test_events_are_data() -> None:
    event = Event("rolled", {"die": 4}, irreversible=True)
    assert event.to_json() == {"code": "rolled", "params": {"die": 4}, "irreversible": True}


def test_an_outcome_with_one_winner_is_not_a_draw() -> None:
    assert not Outcome((3.0, 1.0), (0,), "end").is_draw
    assert Outcome((2.0, 2.0), (0, 1), "end").is_draw
    assert Outcome((2.0, 2.0), (), "end").is_draw


def test_the_registry_knows_its_games_and_refuses_others() -> None:
    assert "cappella" in registry.ids()
    assert [g.id for g in registry.all()] == registry.ids()
    assert registry.get("cappella") is registry.get("cappella")
    with pytest.raises(KeyError):
        registry.get("chess")


def test_new_state_checks_the_player_count() -> None:
    game = registry.get("cappella")
    with pytest.raises(ValueError, match="2 to 2"):
        game.new_state(3, 0)


def test_options_forbid_unknown_keys() -> None:
    game = registry.get("cappella")
    with pytest.raises(ValueError):
        game.new_state(2, 0, {"turbo": True})


def test_a_private_part_is_seen_only_by_its_owner() -> None:
    drawn = Event("card_drawn", {"seat": 1}, True, private={"card": 7}, owner=1)
    assert drawn.seen_by(1).private == {"card": 7}
    for other in (0, 2, None):
        seen = drawn.seen_by(other)
        assert seen.private == {} and seen.params == {"seat": 1}
    assert "private" not in drawn.to_json() and 7 not in drawn.to_json()["params"].values()
    public = Event("rolled", {"dice": [3]})
    assert public.seen_by(0) is public


@dataclass(frozen=True)
class _Seen(View):
    score: int
    note: str = "none"


@dataclass(frozen=True)
class _Listed(View):
    notes: list[str] = dataclasses.field(default_factory=list)


def test_the_quick_builder_makes_the_view_the_class_makes() -> None:
    """Fields given and defaults alike; equal, hashed and frozen as the class's own view."""
    build = quick_builder(_Seen)
    common = {
        "seat": 0,
        "players": 2,
        "options": registry.get("cappella").options(None),
        "current_player": 1,
        "pending_players": (1,),
        "is_over": False,
    }
    quick, slow = build(**common, score=3), _Seen(**common, score=3)
    assert type(quick) is _Seen and quick == slow and hash(quick) == hash(slow)
    assert quick.note == "none" and repr(quick) == repr(slow)
    assert build(**common, score=3, note="x") == _Seen(**common, score=3, note="x")
    assert build(**common, score=4) != slow
    with pytest.raises(dataclasses.FrozenInstanceError):
        quick.score = 5  # type: ignore[misc]
    # A default made by a factory would be shared by every view: refused.
    with pytest.raises(TypeError, match="default factory"):
        quick_builder(_Listed)
