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


def _pass(timed: dict[tuple[str, str], tuple[float, int]]) -> mix.Pass:
    measured = mix.Pass(actions=sum(n for _, n in timed.values()))
    for key, (seconds, n) in timed.items():
        measured.seconds[key], measured.counts[key] = seconds, n
    return measured


def test_actions_are_priced_at_the_base_games_cost_of_their_kind_in_their_phase() -> None:
    base = _pass(
        {
            ("main", "road"): (3.0, 1),
            ("main", "end"): (1.0, 2),
            ("roll", "roll"): (2.0, 2),
            ("road_building", "road"): (8.0, 2),
        }
    )
    sea = _pass(
        {
            ("main", "move_ship"): (10.0, 2),  # a road's 3 in the main phase
            ("road_building", "ship"): (9.0, 1),  # a road's 4 during a Road Building
            ("main", "end"): (6.0, 3),  # 1/2 (base)
            ("roll", "roll"): (5.0, 1),  # 1 (base)
            ("main", "wonder"): (7.0, 1),  # its own 7
            ("gold", "gold"): (5.0, 1),  # its own 5
        }
    )
    assert sea.actions == 9
    assert sea.priced_at(base) == pytest.approx((2 * 3.0 + 4.0 + 3 * 0.5 + 1.0 + 7.0 + 5.0) / 9)
    assert sea.cost == pytest.approx((10 + 9 + 6 + 5 + 7 + 5) / 9)
    assert sea.network_share == pytest.approx(3 / 9)
    assert base.priced_at(base) == pytest.approx(base.cost)
    assert base.network_share == pytest.approx(3 / 7)


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
