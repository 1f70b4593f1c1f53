"""The benchmark bench/catan_action_mix.py: how it prices a scenario's actions at the base
game's costs, and a short run's summary (no figure asserted, only its shape and what must hold
whatever the machine)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import catan_action_mix as mix


def _pass(legal: dict[str, tuple[float, int]], applied: dict[str, tuple[float, int]]) -> mix.Pass:
    measured = mix.Pass(actions=sum(n for _, n in applied.values()))
    for phase, (seconds, n) in legal.items():
        measured.legal_time[phase], measured.legal_count[phase] = seconds, n
    for kind, (seconds, n) in applied.items():
        measured.apply_time[kind], measured.apply_count[kind] = seconds, n
    return measured


def test_actions_are_priced_at_the_base_games_cost_of_their_kind() -> None:
    base = _pass({"main": (4.0, 4)}, {"road": (3.0, 1), "end_turn": (1.0, 3)})
    sea = _pass(
        {"main": (12.0, 4), "gold": (5.0, 1)},
        {"move_ship": (10.0, 2), "end_turn": (6.0, 3), "wonder": (7.0, 1)},
    )
    # main at 1 a call (base), gold at its own 5; a ship moved at a road's 3, an end of turn
    # at 1/3 (base), a wonder at its own 7; over 6 actions.
    assert sea.priced_at(base) == pytest.approx((4 * 1.0 + 5.0 + 2 * 3.0 + 3 * (1 / 3) + 7.0) / 6)
    assert sea.cost == pytest.approx((12 + 5 + 10 + 6 + 7) / 6)
    assert sea.network_share == pytest.approx(2 / 6)
    assert base.priced_at(base) == pytest.approx(base.cost)


def test_a_short_run_gives_a_row_per_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    code = mix.main(["--games", "1", "--repeat", "1", "four-islands", "--players", "3", "--json"])
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert code == 0
    assert [row["scenario"] for row in rows] == ["four-islands"]
    (row,) = rows
    assert row["players"] == 3
    assert row["ratio_to_base"] > 0 and row["ratio_at_base_prices"] > 0
    # The surcharge is the cost over the price: the two ratios' quotient.
    assert row["surcharge"] == pytest.approx(
        row["ratio_at_base_prices"] / row["ratio_to_base"], rel=1e-3
    )
    assert 0 < row["network_share"] < 1 and 0 < row["base_network_share"] < 1
