"""`capboard tournament`: rotated seats, win rates per level with Wilson intervals, the JSON."""

from __future__ import annotations

import json
import math

import pytest

from capboard.cli import main
from capboard.tournament import seat_levels, tournament, wilson_interval


def test_wilson_interval_matches_the_formula_worked_by_hand() -> None:
    # 8 wins in 10: p = 0.8, z = 1.96: centre (0.8 + 0.19208) / 1.38416 = 0.71682,
    # margin 1.96 * sqrt(0.016 + 0.0096040) / 1.38416 = 0.22659.
    low, high = wilson_interval(8, 10)
    assert math.isclose(low, 0.4902, abs_tol=5e-4)
    assert math.isclose(high, 0.9433, abs_tol=5e-4)
    assert wilson_interval(0, 10)[0] == pytest.approx(0.0, abs=1e-12)
    assert wilson_interval(10, 10)[1] == pytest.approx(1.0, abs=1e-12)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_the_last_level_fills_the_table() -> None:
    assert seat_levels(["greedy", "random"], 4, 2) == ["greedy", "random", "random", "random"]
    assert seat_levels(["greedy", "random"], None, 2) == ["greedy", "random"]
    assert seat_levels(["random"], None, 3) == ["random"] * 3


def test_every_level_plays_every_seat_and_counts_add_up() -> None:
    result = tournament("cappella", ["greedy", "random"], games=6, seed=3)
    assert result.games == 6 and result.errors == 0
    records = result.levels
    assert records["greedy"].games == 6 and records["random"].games == 6
    # A two-player game gives one win in all: whole to a winner, or half to each on a draw.
    assert records["greedy"].wins + records["random"].wins == pytest.approx(6)
    assert records["greedy"].wins > records["random"].wins


def test_cli_json_has_exactly_the_keys(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "tournament",
            "canon-noir",
            "--seats",
            "greedy,random",
            "--players",
            "3",
            "--games",
            "3",
            "--json",
        ]
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"game", "players", "games", "levels"}
    assert data["players"] == 3 and data["games"] == 3
    assert set(data["levels"]) == {"greedy", "random"}
    for record in data["levels"].values():
        assert set(record) == {"wins", "games", "win_rate", "ci95"}
        low, high = record["ci95"]
        assert 0 <= low <= record["win_rate"] <= high <= 1
    assert data["levels"]["random"]["games"] == 6  # two random seats, three games


def test_cli_text_and_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "cappella", "--seats", "greedy,random", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "greedy" in out and "95% interval" in out
    assert main(["tournament", "cappella", "--seats", "nobody,random", "--games", "1"]) == 2
    assert main(["tournament", "nogame", "--seats", "random", "--games", "1"]) == 2
    assert main(["tournament", "cappella", "--seats", "a,b,c", "--players", "2"]) == 2
