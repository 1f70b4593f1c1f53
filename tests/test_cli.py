"""The ``capboard`` command: version, games, simulate, render, verify, and the app by default."""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import types
import unicodedata
from pathlib import Path

import pytest

import capboard
from capboard.cli import main
from capboard.engine import registry
from capboard.engine.levels import LEVELS
from capboard.simulate import JSON_KEYS

GAME_IDS = registry.ids()
REPO = Path(__file__).resolve().parents[1]


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict, str]:
    """Run ``capboard simulate ... --json``: exit code, the JSON object (stdout must be exactly
    one), and stderr."""
    code = main(["simulate", *args, "--json"])
    captured = capsys.readouterr()
    return code, json.loads(captured.out), captured.err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"capboard {capboard.__version__}"


def test_games_lists_every_registered_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines()[1:]]
    assert [row[0] for row in rows] == GAME_IDS
    for row, game in zip(rows, registry.all(), strict=True):
        assert game.name.split()[0] in row
        assert row[-1] in (str(game.min_players), f"{game.min_players}-{game.max_players}")


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("mixed", [False, True], ids=["random", "every-level"])
def test_simulate_json_has_exactly_the_keys_and_no_errors(
    capsys: pytest.CaptureFixture[str], game_id: str, mixed: bool
) -> None:
    game = registry.get(game_id)
    players = game.min_players
    # Every level but the searching one, whose thinking time is measured elsewhere.
    levels = [lv for lv in LEVELS if lv != "hard"] if mixed else ["random"]
    seats = ",".join(levels[seat % len(levels)] for seat in range(players))
    code, data, _ = run_json(
        capsys, game_id, "--games", "3", "--seed", "11", "--seats", seats, "--players", str(players)
    )
    assert code == 0
    assert list(data) == list(JSON_KEYS)
    assert set(data) == {
        "game", "players", "games", "errors", "seconds", "actions",
        "actions_per_second", "games_per_second", "wins", "draws",
    }  # fmt: skip
    assert data["game"] == game_id
    assert data["players"] == players
    assert data["games"] == 3
    assert data["errors"] == 0
    assert data["actions"] > 0
    assert len(data["wins"]) == players
    assert sum(data["wins"]) + data["draws"] == 3
    assert data["seconds"] > 0
    assert data["actions_per_second"] > 0
    assert data["games_per_second"] > 0


def test_simulate_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    _, first, _ = run_json(capsys, GAME_IDS[0], "--games", "4", "--seed", "5")
    _, second, _ = run_json(capsys, GAME_IDS[0], "--games", "4", "--seed", "5")
    timing = {"seconds", "actions_per_second", "games_per_second"}
    assert {k: v for k, v in first.items() if k not in timing} == {
        k: v for k, v in second.items() if k not in timing
    }


def test_simulate_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", GAME_IDS[0], "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert f"{GAME_IDS[0]}: 2 games" in out
    assert "0 errors" in out
    assert "games/s" in out


def test_simulate_counts_a_game_that_never_ends_as_an_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, data, err = run_json(capsys, GAME_IDS[0], "--games", "2", "--max-actions", "1")
    assert code == 1
    assert data["errors"] == 2
    assert sum(data["wins"]) + data["draws"] == 0
    assert "not over after 1 actions" in err


def test_simulate_counts_a_failing_bot_as_an_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    class BrokenBot:
        def choose(self, view: object, legal: object) -> object:
            raise RuntimeError("the bot fell off its chair")

    monkeypatch.setattr("capboard.simulate.make_bot", lambda *args: BrokenBot())
    code, data, err = run_json(capsys, GAME_IDS[0], "--games", "3")
    assert code == 1
    assert data["errors"] == 3
    assert data["actions"] == 0
    assert "the bot fell off its chair" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["no-such-game"], "unknown game"),
        ([GAME_IDS[0], "--seats", "clairvoyant"], "unknown bot level"),
        ([GAME_IDS[0], "--players", "99"], "players"),
        ([GAME_IDS[0], "--seats", "random,random", "--players", "3"], "seat levels"),
    ],
)
def test_simulate_refuses_bad_arguments(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(["simulate", *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert message in captured.err


@pytest.mark.parametrize("args", [["simulate"], ["simulate", "x", "--games", "0"], ["frobnicate"]])
def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    assert main(args) == 2
    assert "usage:" in capsys.readouterr().err


# --- verify ---------------------------------------------------------------------------------


@pytest.fixture
def good_save(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A save file written by ``simulate --record``."""
    path = tmp_path / "last.capboard"
    args = ["simulate", GAME_IDS[0], "--games", "2", "--seed", "3", "--record", str(path)]
    assert main(args) == 0
    assert path.is_file()
    capsys.readouterr()
    return path


def test_verify_accepts_a_recorded_game(
    good_save: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["verify", str(good_save)]) == 0
    captured = capsys.readouterr()
    assert registry.get(GAME_IDS[0]).name in captured.out
    assert "finished" in captured.out
    assert captured.err == ""


def _damage_truncate(data: bytes) -> bytes:
    return data[: len(data) // 2]


def _damage_foreign(data: bytes) -> bytes:
    return json.dumps({"hello": "world"}).encode()


def _damage_illegal_action(data: bytes) -> bytes:
    save = json.loads(data)
    # The recorded game is over: any further action is refused by the rules.
    save["record"]["actions"].append(save["record"]["actions"][0])
    return json.dumps(save).encode()


@pytest.mark.parametrize("damage", [_damage_truncate, _damage_foreign, _damage_illegal_action])
def test_verify_refuses_a_damaged_save_in_one_line(
    good_save: Path, capsys: pytest.CaptureFixture[str], damage
) -> None:
    damaged = damage(good_save.read_bytes())
    good_save.write_bytes(damaged)
    assert main(["verify", str(good_save)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1
    assert str(good_save) in captured.err
    assert good_save.read_bytes() == damaged


def test_verify_says_one_line_even_when_a_name_holds_a_line_break(
    good_save: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = json.loads(good_save.read_bytes())
    save["record"]["seats"][0]["name"] = "Ada\nLovelace"
    good_save.write_text(json.dumps(save), encoding="utf-8")
    assert main(["verify", str(good_save)]) == 0
    captured = capsys.readouterr()
    assert captured.out.count("\n") == 1
    assert "Ada Lovelace" in captured.out


def _controls(text: str) -> list[str]:
    """The characters of ``text`` a terminal would obey or reorder by: C0 and C1 controls
    (ESC among them), line separators and bidirectional marks."""
    bidi = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
    return [c for c in text if unicodedata.category(c) in ("Cc", "Zl", "Zp") or c in bidi]


def test_verify_prints_a_players_name_without_its_control_characters(
    good_save: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = json.loads(good_save.read_bytes())
    # Clear the screen, retitle the terminal, colour in red (C1 CSI), and reverse the line.
    save["record"]["seats"][0]["name"] = "Ada\x1b[2J\x1b]0;owned\x07\x9b31m\u202eecalevoL"
    good_save.write_text(json.dumps(save), encoding="utf-8")
    assert main(["verify", str(good_save)]) == 0
    out = capsys.readouterr().out
    assert out.endswith("\n") and _controls(out[:-1]) == []
    assert "Ada\\x1b[2J\\x1b]0;owned\\x07\\x9b31m\\u202eecalevoL" in out


def test_verify_prints_a_refused_files_name_and_game_without_control_characters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad\x1b[31m.capboard"
    record = {"game_id": "x\x1b]2;owned\x07\x9b"}
    path.write_text(
        json.dumps({"format": "capboard-save", "version": 1, "record": record}), encoding="utf-8"
    )
    assert main(["verify", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.endswith("\n") and _controls(captured.err[:-1]) == []
    assert "bad\\x1b[31m.capboard" in captured.err
    assert "x\\x1b]2;owned\\x07\\x9b" in captured.err


def test_verify_refuses_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["verify", str(tmp_path / "nothing.capboard")]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


# --- the app, and staying free of Qt ---------------------------------------------------------


def test_no_command_starts_the_app_with_qt_arguments(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[list[str]] = []

    def run(argv: list[str]) -> int:
        calls.append(argv)
        return 7

    monkeypatch.setitem(sys.modules, "capboard.ui.app", types.SimpleNamespace(run=run))
    assert main(["-style", "fusion"]) == 7
    assert len(calls) == 1
    assert calls[0][1:] == ["-style", "fusion"]


def test_a_game_file_starts_the_app_on_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    calls: list[list[str]] = []

    def run(argv: list[str]) -> int:
        calls.append(argv)
        return 7

    monkeypatch.setitem(sys.modules, "capboard.ui.app", types.SimpleNamespace(run=run))
    game = tmp_path / "family game.capboard"
    game.write_bytes(b"{}")  # the app reads it; the command line only finds it
    assert main([str(game)]) == 7
    assert main(["-style", "fusion", str(game)]) == 7
    assert [call[1:] for call in calls] == [[str(game)], ["-style", "fusion", str(game)]]


def test_neither_a_file_nor_a_command_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main([str(tmp_path / "gone.capboard")]) == 2
    err = capsys.readouterr().err
    assert "no such file, nor a command" in err and "usage:" in err


def test_games_and_simulate_do_not_load_qt() -> None:
    code = (
        "import sys\n"
        "from capboard.cli import main\n"
        f"assert main(['games']) == 0\n"
        f"assert main(['simulate', {GAME_IDS[0]!r}, '--json']) == 0\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('PySide6'))\n"
        "assert not loaded, loaded\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr


# --- render ---------------------------------------------------------------------------------


def test_render_draws_a_png_offscreen_by_itself(tmp_path: Path) -> None:
    out = tmp_path / "table.png"
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    done = subprocess.run(
        [sys.executable, "-m", "capboard", "render", GAME_IDS[0], "--moves", "6",
         "--lang", "fr", "--size", "800x600", "--out", str(out)],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    header = out.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", header[16:24])
    assert (width, height) == (800, 600)


def test_render_draws_its_texts_at_the_text_size_asked(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import capboard.ui.render

    seen: list[int] = []

    def render_png(game_id, players, seed, moves, lang, size, out, options=None, text_size=100):
        seen.append(text_size)

    monkeypatch.setattr(capboard.ui.render, "render_png", render_png)
    out = str(tmp_path / "t.png")
    assert main(["render", GAME_IDS[0], "--out", out]) == 0
    assert main(["render", GAME_IDS[0], "--text-size", "200", "--out", out]) == 0
    assert seen == [100, 200]
    for wrong in ("99", "201", "big"):
        assert main(["render", GAME_IDS[0], "--text-size", wrong, "--out", out]) == 2
    assert "--text-size" in capsys.readouterr().err


def test_the_app_without_a_screen_says_so_instead_of_aborting(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("only Linux needs a DISPLAY")
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    assert main([]) == 1
    assert "no screen" in capsys.readouterr().err


def test_simulate_plays_a_catan_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run_json(capsys, "catan", "--players", "3", "--scenario", "four-islands")
    assert code == 0 and data["errors"] == 0 and data["games"] == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["catan", "--players", "3", "--scenario", "nowhere"], "unknown scenario 'nowhere'"),
        (["cappella", "--scenario", "four-islands"], "cappella has no option 'scenario'"),
    ],
)
def test_a_bad_scenario_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(["simulate", *args]) == 2
    assert message in capsys.readouterr().err


def test_the_scenario_goes_into_the_recorded_game(tmp_path, capsys) -> None:
    out = tmp_path / "game.capboard"
    code = main(
        ["simulate", "catan", "--players", "4", "--scenario", "fog-islands", "--record", str(out)]
    )
    assert code == 0
    assert main(["verify", str(out)]) == 0
    assert "fog-islands" in out.read_text(encoding="utf-8")


# --- the pirate switch (Catan's Seafarers scenarios) -------------------------------------------


def _pirate_moves(path: Path) -> tuple[dict, int, int]:
    from capboard.controller.saves import read_save

    record = read_save(path)
    kinds = [action.get("kind") for action in record.actions]
    return record.options, kinds.count("pirate"), kinds.count("robber")


def test_no_pirate_plays_a_scenario_without_the_pirate(tmp_path: Path, capsys) -> None:
    args = ["simulate", "catan", "--players", "4", "--scenario", "fog-islands", "--seed", "3"]
    with_pirate, without = tmp_path / "pirate.capboard", tmp_path / "no-pirate.capboard"
    assert main([*args, "--record", str(with_pirate)]) == 0
    assert main([*args, "--no-pirate", "--record", str(without)]) == 0
    options, pirate, _ = _pirate_moves(with_pirate)
    assert options == {"scenario": "fog-islands"} and pirate > 0  # random seats use it
    options, pirate, robber = _pirate_moves(without)
    assert options == {"scenario": "fog-islands", "pirate": False}  # saves replay it
    assert pirate == 0 and robber > 0
    assert main(["verify", str(without)]) == 0


def test_no_pirate_reaches_tournament_and_render(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys
) -> None:
    import capboard.tournament
    import capboard.ui.render
    from capboard.simulate import SimulationError

    seen: dict[str, object] = {}

    def tournament(game_id, seats, *, options=None, **kwargs):
        seen["tournament"] = options
        raise SimulationError("stop here")

    def render_png(game_id, players, seed, moves, lang, size, out, options=None, text_size=100):
        seen["render"] = options

    monkeypatch.setattr(capboard.tournament, "tournament", tournament)
    monkeypatch.setattr(capboard.ui.render, "render_png", render_png)
    scenario = ["--scenario", "four-islands", "--no-pirate"]
    main(["tournament", "catan", "--seats", "random", "--players", "3", *scenario])
    main(["render", "catan", "--players", "3", *scenario, "--out", str(tmp_path / "t.png")])
    wanted = {"scenario": "four-islands", "pirate": False}
    assert seen == {"tournament": wanted, "render": wanted}
    # Without the flag, the options stay as they were.
    main(
        ["tournament", "catan", "--seats", "random", "--players", "3", "--scenario", "four-islands"]
    )
    assert seen["tournament"] == {"scenario": "four-islands"}


def test_no_pirate_is_refused_by_a_game_without_that_option(capsys) -> None:
    assert main(["simulate", "cappella", "--no-pirate"]) == 2
    assert "cappella has no option 'pirate'" in capsys.readouterr().err
