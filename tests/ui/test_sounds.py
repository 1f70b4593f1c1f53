"""The table's sounds: the files, which event makes which sound, and when the player plays.

The tests run with ``CAPBOARD_AUDIO=none`` (tests/conftest.py): the player records what it
plays and never opens an audio device, except in the one test of the device itself."""

from __future__ import annotations

import importlib.util
import logging
import random
import sys
import wave
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from capboard.controller.settings import Settings
from capboard.engine import assets, registry
from capboard.engine.protocol import Event
from capboard.engine.record import SeatRecord
from capboard.games.canon_noir.actions import Roll
from capboard.ui import sounds
from capboard.ui.sounds import Cue, SoundPlayer, cues_for, move_cues, sound_map, sound_path
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window, new_session

pytestmark = IGNORE_OFFSCREEN

REPO = Path(__file__).resolve().parents[2]


def load_maker():
    """packaging/make_sounds.py, the script that made the sounds, as a module."""
    spec = importlib.util.spec_from_file_location(
        "make_sounds", REPO / "packaging" / "make_sounds.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_sounds", module)
    spec.loader.exec_module(module)
    return module


def wav_names() -> list[str]:
    return sorted(p.stem for p in assets.asset("sounds").glob("*.wav"))


def test_every_sound_is_a_small_wav_that_the_script_makes_again() -> None:
    maker = load_maker()
    assert wav_names() == sorted(maker.SOUNDS)
    for name in wav_names():
        with wave.open(str(sound_path(name)), "rb") as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 22050)
            seconds = wav.getnframes() / wav.getframerate()
            assert 0.1 < seconds <= 1.5, (name, seconds)
            frames = wav.readframes(wav.getnframes())
        # The files are exactly what the script in the repository makes: their licence says so.
        assert frames == maker.render(name), name
    readme = (assets.asset("sounds") / "README.md").read_text(encoding="utf-8")
    assert "CC0" in readme
    assert all(f"`{name}.wav`" in readme for name in wav_names())


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_game_maps_its_events_to_sounds_that_exist(game_id: str) -> None:
    rules = sound_map(game_id)
    assert rules, f"{game_id} has no assets/{game_id}/sounds.json"
    named: set[str] = set()
    for code, rule in rules.items():
        cues = [c for p in _params_to_try(rule) for c in cues_for(game_id, Event(code, p))]
        assert cues, (game_id, code)
        named.update(c.sound for c in cues)
    assert named <= set(wav_names()), named - set(wav_names())
    assert "win" in named


def _params_to_try(rule: object) -> list[dict]:
    """Parameters that take each branch of a rule: its conditions, and none."""
    if isinstance(rule, list):
        return [dict(r.get("if", {})) for r in rule if isinstance(r, dict) and "play" in r] or [{}]
    return [{}]


@pytest.mark.parametrize("game_id", registry.ids())
def test_the_move_that_ends_a_game_sounds_the_win(game_id: str) -> None:
    game = registry.get(game_id)
    state = game.new_state(max(2, game.min_players), 1)
    rng = random.Random(1)
    last: list[Event] = []
    while not state.is_over:
        last = state.apply(rng.choice(state.legal_actions()))
    cues = move_cues(game_id, last)
    assert [c.sound for c in cues][-1] == "win"
    assert len({c.sound for c in cues}) == len(cues) <= sounds.MAX_CUES_PER_MOVE


def canon_noir_shots(context: str = "cannon") -> tuple[list[Event], list[Event]]:
    """The events of a Canon Noir shot that hit and of one that missed, fired in ``context``
    (from a black-cannon square; "duel": a duel's first shot), from seeded games of greedy
    computer players."""
    from capboard.engine import levels

    game = registry.get("canon-noir")
    hit: list[Event] = []
    miss: list[Event] = []
    for seed in range(60):
        state = game.new_state(2, seed)
        players = [levels.make_bot("greedy", game, s, seed + s) for s in range(2)]
        while not state.is_over and not (hit and miss):
            seat = state.actor()
            events = state.apply(players[seat].choose(state.view(seat), state.legal_actions()))
            shot = next((e for e in events if e.code == "shot"), None)
            if shot is not None and shot.params["context"] == context:
                if shot.params["hit"] and not hit:
                    hit = events
                elif not shot.params["hit"] and not miss:
                    miss = events
        if hit and miss:
            return hit, miss
    raise AssertionError("no seeded game fired both a hit and a miss")


def test_a_shot_booms_then_splashes_or_hits_when_the_ball_lands(qtbot: QtBot) -> None:
    hit, miss = canon_noir_shots()
    assert [c.sound for c in move_cues("canon-noir", hit)][:2] == ["cannon", "hit"]
    assert [c.sound for c in move_cues("canon-noir", miss)][:2] == ["cannon", "splash"]

    player = SoundPlayer()
    settings = Settings(animation_speed=2.0, volume=40)
    cues = player.play_events("canon-noir", miss, settings)
    landing = next(c for c in cues if c.sound == "splash")
    assert landing.after_ms > 0
    assert list(player.played) == ["cannon"]  # the splash waits for the ball
    assert player.waiting() >= 1
    qtbot.waitUntil(lambda: "splash" in player.played, timeout=3000)
    assert list(player.played)[:2] == ["cannon", "splash"]


def test_a_duel_attacker_that_missed_sails_back_after_the_splash() -> None:
    _, miss = canon_noir_shots("duel")
    assert "returned" in [e.code for e in miss]
    cues = move_cues("canon-noir", miss)
    assert [c.sound for c in cues][:3] == ["cannon", "splash", "sail"]
    splash, back = cues[1], cues[2]
    assert back.after_ms > splash.after_ms  # the ship goes back once the ball has fallen


def test_the_next_move_lands_the_ball_at_once_and_closing_the_game_silences_it(
    qtbot: QtBot,
) -> None:
    hit, miss = canon_noir_shots()
    player = SoundPlayer()
    player.play_events("canon-noir", miss, Settings())
    assert player.waiting()
    # The next move is shown before the ball landed: its animation jumps to the end, the
    # splash sounds with it, before the dice.
    player.play_events("canon-noir", [Event("rolled", {"dice": [1, 2]})], Settings())
    assert player.waiting() == 0
    assert list(player.played) == ["cannon", "splash", "dice"]
    player.play_events("canon-noir", hit, Settings())
    player.stop_pending()  # the game closes: its ball never lands
    assert player.waiting() == 0
    # A miss of the next game, shot later: its splash comes due after the dropped hit would.
    player.play_events("canon-noir", miss, Settings())
    qtbot.waitUntil(lambda: player.played[-1] == "splash", timeout=3000)
    assert list(player.played) == ["cannon", "splash", "dice", "cannon", "cannon", "splash"]


def test_no_sound_when_it_is_off_or_silent() -> None:
    player = SoundPlayer()
    roll = [Event("rolled", {"dice": [3, 4]})]
    assert player.play_events("catan", roll, Settings(sound=False)) == []
    assert player.play_events("catan", roll, Settings(volume=0)) == []
    assert not player.played
    assert player.play_events("catan", roll, Settings(volume=30)) == [Cue("dice")]
    assert list(player.played) == ["dice"]


def test_a_move_sounds_a_few_sounds_each_once() -> None:
    many = [Event(c) for c in ("built_road", "built_settlement", "built_city", "rolled")]
    many += [Event("moved_ship"), Event("built_road")]
    cues = move_cues("catan", many)
    assert [c.sound for c in cues] == ["place", "build", "dice"]


def test_the_table_sounds_the_dice_a_person_rolls_but_not_a_game_opened(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    seats = [
        SeatRecord(name="Alice", colour="#0072B2", kind="human"),
        SeatRecord(name="Bob", colour="#D55E00", kind="human"),
    ]
    session = new_session("canon-noir", seats, seed=3)
    window.open_session(session)
    assert not window.sounds.played  # nothing was played yet
    view = session.view()
    assert view.phase == "roll"
    window._play(Roll())
    assert list(window.sounds.played) == ["dice"]

    # The same game opened again (as from its file): what was played before is not heard.
    from capboard.controller.session import GameSession

    again = GameSession(session.record, autosave=None, bot_delay_ms=0)
    window.open_session(again)
    assert list(window.sounds.played) == ["dice"]


# Qt says it too, as a warning (the log file keeps it): Capboard can do nothing about it.
@pytest.mark.qt_log_ignore(
    r"PulseAudioService: pa_context_connect\(\) failed",
    r"QSoundEffect: playback of this format is not supported on the selected audio device",
)
def test_a_sound_the_audio_device_refuses_is_logged_once_and_never_fails(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """With QtMultimedia for real: here there is no audio device (or no QtMultimedia at all),
    so the sound loads with an error, said once in the log; the table goes on."""
    monkeypatch.delenv(sounds.AUDIO_ENV, raising=False)
    monkeypatch.setattr(sounds, "_told", set())
    monkeypatch.setenv("PULSE_SERVER", "unix:/nonexistent/capboard-test")  # no device, surely
    caplog.set_level(logging.WARNING, logger=sounds.__name__)
    player = SoundPlayer()
    output = player._output
    assert output is not None
    player.play("dice", 0.5)
    effect = output._effects.get("dice")
    if effect is not None:  # QtMultimedia is there: wait for the device's answer
        qtbot.waitUntil(lambda: effect.status() != effect.Status.Loading, timeout=5000)
    player.play("dice", 0.5)
    player.play("card", 0.5)  # refused too, but the log was told why already
    card = output._effects.get("card")
    if card is not None:
        qtbot.waitUntil(lambda: card.status() != card.Status.Loading, timeout=5000)
    assert list(player.played) == ["dice", "dice", "card"]
    warnings = [r for r in caplog.records if r.name == sounds.__name__]
    if effect is None or effect.status() == effect.Status.Error:
        assert len(warnings) == 1, [r.getMessage() for r in warnings]
    else:  # pragma: no cover - a machine with a working audio device
        assert not warnings
