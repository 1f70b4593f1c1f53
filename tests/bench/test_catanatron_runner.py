"""The bench runner bench/catan_vs_catanatron_bots.py: its Wilson interval, and a short run
against catanatron's weighted random players through the bridge, with its JSON summary.

catanatron is the benchmark-only extra (``pip install '.[bench]'``); continuous integration does
not install it, so these tests are skipped there.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

pytest.importorskip(
    "catanatron",
    reason="catanatron is the benchmark-only extra (pip install '.[bench]'), which continuous"
    " integration does not install",
)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import catan_vs_catanatron_bots as runner


def test_wilson_interval_matches_the_formula_and_its_edges() -> None:
    low, high = runner.wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = runner.wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert runner.wilson(0, 0) == (0.0, 1.0)


def test_a_short_run_gives_its_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code = runner.main(["--opponent", "weighted", "--games", "2", "--seed", "3", "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert code == 0
    assert summary["games"] == 2 and summary["errors"] == 0
    assert 0 <= summary["wins"] <= 2
    assert summary["win_rate"] == summary["wins"] / 2
    low, high = summary["ci95"]
    assert (low, high) == pytest.approx(runner.wilson(summary["wins"], 2), abs=1e-4)
    assert summary["translation_failures"] == 0
    assert summary["catanatron_decisions"] > 0


def test_a_missing_opponent_is_said_not_played(capsys: pytest.CaptureFixture[str]) -> None:
    if runner.opponent_class("alphabeta") is not None:
        pytest.skip("this catanatron has the AlphaBeta player")
    assert runner.main(["--opponent", "alphabeta", "--games", "1"]) == 2
    assert "alphabeta" in capsys.readouterr().err


def test_the_reverse_run_seats_one_catanatron_player(capsys: pytest.CaptureFixture[str]) -> None:
    common = ["--opponent", "weighted", "--games", "1", "--level", "easy", "--json"]
    assert runner.main(common) == 0
    three = json.loads(capsys.readouterr().out)
    assert runner.main([*common, "--reverse"]) == 0
    one = json.loads(capsys.readouterr().out)
    assert (three["alone"], one["alone"]) == ("capboard", "catanatron")
    assert one["errors"] == 0 and one["translation_failures"] == 0
    # One catanatron seat makes a far smaller share of the game's decisions than three (a
    # share, as catanatron's games differ in length from run to run).
    share_of_one = one["catanatron_decisions"] / one["actions"]
    share_of_three = three["catanatron_decisions"] / three["actions"]
    assert 0 < share_of_one < share_of_three / 2
