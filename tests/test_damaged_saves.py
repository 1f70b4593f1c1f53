"""Damaged save files of every game are refused with a reason, never with a crash.

A short game of each game is recorded here, saved, and then damaged: one byte at a time over
the whole file, and move by move with places that are not on the board. Reading must give the
record or a :class:`SaveError`; ``capboard verify`` must answer exit code 0 or 2 and exactly
one line, never a traceback.
"""

from __future__ import annotations

import json
import typing
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from capboard import cli
from capboard.cli import main
from capboard.controller import saves
from capboard.controller.saves import SaveError, read_save, write_save
from capboard.engine import registry
from capboard.engine.record import GameRecord
from tests.helpers.records import recorded_game

REASONS = typing.get_args(saves.SaveErrorReason)

FUZZ_ACTIONS = 30
"""Moves in each fuzzed game: enough for every kind of opening move, short enough that the
whole test, one replay per damaged byte, stays within seconds."""


@cache
def _recorded(game_id: str, actions: int) -> str:
    return recorded_game(game_id, actions).model_dump_json()


def _record(game_id: str, actions: int) -> GameRecord:
    """A fresh copy of the recorded game (the record is made once per game)."""
    return GameRecord.model_validate_json(_recorded(game_id, actions))


def _verify(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["verify", str(path)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# --- every byte --------------------------------------------------------------------------------


PARTS = 3
"""The bytes of each file are damaged in three cases of the test (every third byte each, from
the first, second and third): the quick run damages the first third, the slow run the rest."""


@pytest.mark.parametrize(
    "part", [0, *(pytest.param(part, marks=pytest.mark.slow) for part in range(1, PARTS))]
)
@pytest.mark.parametrize("game_id", registry.ids())
def test_every_corrupted_byte_gives_the_record_or_a_save_error_and_one_verify_line(
    game_id: str,
    part: int,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each byte in turn (of this ``part``: every ``PARTS``-th) gets one bit flipped (bit
    ``position % 7``: the file stays ASCII, so digits turn into other digits and names into
    other names, and most damage gets past the JSON parser to the rules)."""
    path = tmp_path / "game.capboard"
    write_save(path, _record(game_id, FUZZ_ACTIONS))
    good = path.read_bytes()

    # verify reads through read_save: watch what it answers, so that a stray exception that
    # verify would still print in one line is caught too.
    answers: list[str] = []
    real_read_save = saves.read_save

    def watched_read_save(target: Path) -> GameRecord:
        try:
            record = real_read_save(target)
        except SaveError as exc:
            answers.append(exc.reason)
            raise
        except Exception as exc:
            answers.append(f"{type(exc).__name__}: {exc}")
            raise
        answers.append("read")
        return record

    monkeypatch.setattr(saves, "read_save", watched_read_save)
    # The same command line thousands of times: argparse spends most of a run building the
    # parser (looking for its message catalogues), so build it once.
    monkeypatch.setattr(cli, "build_parser", cache(cli.build_parser))
    failures: list[str] = []
    # One byte is damaged in place, then put back: rewriting the whole file each time would
    # cost more than everything else here together.
    with path.open("r+b", buffering=0) as file:
        for done, position in enumerate(range(part, len(good), PARTS)):
            damaged = bytes([good[position] ^ 1 << (position % 7)])
            file.seek(position)
            file.write(damaged)
            try:
                code, out, err = _verify(path, capsys)
            except Exception as exc:  # the traceback this test exists to prevent
                failures.append(f"byte {position}: verify raised {type(exc).__name__}: {exc}")
                capsys.readouterr()
                code, out, err = -1, "", ""
            answer = answers[-1] if len(answers) == done + 1 else "no answer"
            lines = (out + err).splitlines()
            if answer != "read" and answer not in REASONS:
                failures.append(f"byte {position}: read_save gave {answer}")
            elif code not in (0, 2) or len(lines) != 1 or (code == 0) != (answer == "read"):
                failures.append(f"byte {position}: exit {code}, {len(lines)} lines, {answer}")
            if path.read_bytes() != good[:position] + damaged + good[position + 1 :]:
                failures.append(f"byte {position}: verify changed the file")
            file.seek(position)
            file.write(good[position : position + 1])
    assert path.read_bytes() == good
    assert failures == []
    # The damage reached the rules, not only the JSON parser.
    assert Counter(answers)["replay"] > 0


# --- places off the board ------------------------------------------------------------------

OFF_BOARD: list[tuple[str, dict]] = [
    ("cappella", {"kind": "path", "a": 3, "b": 999}),
    ("cappella", {"kind": "path", "a": -1, "b": 4}),
    ("cappella", {"kind": "pay", "a": 999, "b": 1000, "material": "wood"}),
    ("cappella", {"kind": "place", "cell": 999}),
    ("cappella", {"kind": "place", "cell": 2**63}),
    ("cap-horn", {"kind": "sail", "x": 16, "y": 4}),
    ("cap-horn", {"kind": "sail", "x": 3, "y": 10}),
    ("cap-horn", {"kind": "lay", "card": 1, "x": -17, "y": 2}),
    ("cap-horn", {"kind": "cover", "card": 99, "x": 99, "y": 99}),
    ("cap-horn", {"kind": "ignore", "x": 2**63, "y": 0}),
    ("canon-noir", {"kind": "sail", "x": 11, "y": 3}),
    ("canon-noir", {"kind": "sail", "x": -12, "y": 0}),
    ("canon-noir", {"kind": "sail", "x": 4, "y": 8}),
    ("canon-noir", {"kind": "aim", "target": 9}),
    ("canon-noir", {"kind": "duel", "target": -1}),
    ("canon-noir", {"kind": "fire", "direction": 360, "power": -1}),
    ("catan", {"kind": "settlement", "corner": 999}),
    ("catan", {"kind": "road", "edge": -1}),
    ("catan", {"kind": "city", "corner": 2**63}),
    ("catan", {"kind": "robber", "tile": 999}),
    ("catan", {"kind": "steal", "seat": 7}),
    ("catan", {"kind": "discard", "cards": [-1, 0, 0, 0, 99]}),
    ("catan", {"kind": "ship", "edge": 99999}),
    ("catan", {"kind": "move_ship", "source": -1, "target": 999}),
    ("catan", {"kind": "pirate", "tile": -3}),
    ("catan", {"kind": "offer", "give": [1, 0, 0, 0, 0], "get": [0, 1, 0, 0, 0], "to": 9}),
    ("catan", {"kind": "trade", "seat": 99}),
    ("catan", {"kind": "year_of_plenty", "a": "gold", "b": "ore"}),
    ("catan", {"kind": "monopoly", "resource": "nothing"}),
    ("catan", {"kind": "maritime", "give": "brick", "get": "diamonds"}),
    ("catan", {"kind": "gold", "cards": [99, 0, 0, 0, 0]}),
    ("cape-epee", {"kind": "play", "card": "king", "column": 99}),
    ("cape-epee", {"kind": "play", "card": "king", "column": -1}),
    ("cape-epee", {"kind": "play", "card": "no-such-card", "column": 0}),
    ("cape-epee", {"kind": "swap", "column": 42}),
    ("cape-epee", {"kind": "slip", "card": "nobody"}),
]


def _case_id(case: tuple[str, dict]) -> str:
    game_id, action = case
    values = "-".join(str(v) for k, v in action.items() if k != "kind")
    return f"{game_id}-{action['kind']}-{values}".replace(" ", "")


def _save_with(tmp_path: Path, game_id: str, action: dict) -> tuple[Path, int]:
    """A save of a short game where ``action`` stands for the first recorded move of its kind
    (or comes last when there is none); returns the file and the move's number."""
    record = _record(game_id, 20)
    kinds = [data["kind"] for data in record.actions]
    index = kinds.index(action["kind"]) if action["kind"] in kinds else len(kinds)
    record.actions[index : index + 1] = [action]
    path = tmp_path / "off-board.capboard"
    write_save(path, record)
    return path, index + 1


@pytest.mark.parametrize(("game_id", "action"), OFF_BOARD, ids=[_case_id(c) for c in OFF_BOARD])
def test_a_move_off_the_board_is_refused_as_damaged_in_one_verify_line(
    game_id: str, action: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, number = _save_with(tmp_path, game_id, action)
    data = path.read_bytes()
    assert json.loads(data)["record"]["actions"][number - 1] == action

    with pytest.raises(SaveError) as info:
        read_save(path)
    assert info.value.reason == "replay"
    assert info.value.action_number == number

    code, out, err = _verify(path, capsys)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith(f"capboard verify: {path}: ")
    assert f"move {number} breaks the rules" in err
    assert path.read_bytes() == data
