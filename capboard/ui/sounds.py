"""The table's sounds: which sound each game event makes, and a player for them.

Which sound an event makes is data: ``assets/<game>/sounds.json`` maps event codes to cues
(see ``assets/sounds/README.md``). The sounds themselves are ``assets/sounds/<name>.wav``.
The engine never plays anything: the main window hands the events of the move it is
showing to :meth:`SoundPlayer.play_events`, as it hands them to the scene to animate.

QtMultimedia is optional: without it (the ``PySide6-Addons`` wheel or the system's
PulseAudio library missing) or without an audio device, the player stays silent and says
why once in the log. Whatever happens, :attr:`SoundPlayer.played` records what it played
(or would have), which is what the tests read; ``CAPBOARD_AUDIO=none`` keeps QtMultimedia
unloaded altogether (the tests set it).
"""

from __future__ import annotations

import logging
import os
from collections import Counter, deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLoggingCategory, QObject, QTimer, QUrl

from capboard.engine import assets

if TYPE_CHECKING:
    from capboard.controller.settings import Settings
    from capboard.engine.protocol import Event

__all__ = [
    "AUDIO_ENV",
    "MAX_CUES_PER_MOVE",
    "Cue",
    "SoundPlayer",
    "cues_for",
    "move_cues",
    "sound_map",
    "sound_path",
]

_log = logging.getLogger(__name__)

AUDIO_ENV = "CAPBOARD_AUDIO"
"""Set to ``none``: sounds are recorded but never sent to an audio device."""
MAX_CUES_PER_MOVE = 3
"""A move that does many things (a Catan roll that produces, a Cap Horn card that sails)
sounds its first few, not a din."""

_told: set[str] = set()
"""What the log was told already: why there is no sound is said once a run, not per sound."""


def _tell_once(what: str, message: str, *args: object) -> None:
    if what not in _told:
        _told.add(what)
        _log.warning(message, *args)


@dataclass(frozen=True)
class Cue:
    """A sound to play, ``after_ms`` after the move is shown (at normal animation speed)."""

    sound: str
    after_ms: int = 0


def sound_path(name: str) -> Path:
    """The WAV file of the sound ``name``."""
    return assets.asset("sounds", f"{name}.wav")


@cache
def sound_map(game_id: str) -> Mapping[str, Any]:
    """The event-to-sound rules of a game (empty when the game has none)."""
    try:
        data = assets.load_json(game_id, "sounds.json")
    except FileNotFoundError:
        return {}
    return data.get("events", {}) if isinstance(data, dict) else {}


def _cues(play: Any) -> list[Cue]:
    items = play if isinstance(play, list) else [play]
    cues: list[Cue] = []
    for item in items:
        if isinstance(item, str):
            cues.append(Cue(item))
        elif isinstance(item, dict) and isinstance(item.get("sound"), str):
            cues.append(Cue(item["sound"], int(item.get("after_ms", 0))))
    return cues


def cues_for(game_id: str, event: Event) -> list[Cue]:
    """The cues ``event`` sounds in ``game_id``: the first rule whose ``if`` matches the
    event's parameters (a rule without ``if`` always does)."""
    rules = sound_map(game_id).get(event.code)
    if rules is None:
        return []
    if not (isinstance(rules, list) and any(isinstance(r, dict) and "play" in r for r in rules)):
        return _cues(rules)  # no conditions: the cues themselves
    for rule in rules:
        if not isinstance(rule, dict):
            continue
        wanted = rule.get("if", {})
        if all(event.params.get(key) == value for key, value in wanted.items()):
            return _cues(rule.get("play", []))
    return []


def move_cues(game_id: str, events: Iterable[Event]) -> list[Cue]:
    """The cues of one move's events, each sound once, the first few only."""
    chosen: list[Cue] = []
    for event in events:
        for cue in cues_for(game_id, event):
            if all(c.sound != cue.sound for c in chosen):
                chosen.append(cue)
    return chosen[:MAX_CUES_PER_MOVE]


class _QtOutput:
    """Sends sounds to the audio device through QtMultimedia's ``QSoundEffect``, each file
    loaded once. Silent for good when QtMultimedia cannot be loaded; a sound the device
    refuses is not tried again. Either is logged once."""

    def __init__(self, parent: QObject) -> None:
        self._parent = parent
        self._effects: dict[str, Any] = {}
        self._broken: set[str] = set()
        self._multimedia: Any = None
        self._unavailable = False

    def _load(self) -> Any:
        """The QtMultimedia module, imported on first use (None: it cannot be)."""
        if self._multimedia is None and not self._unavailable:
            # QtMultimedia looks for optional libraries (PipeWire, VA-API for video) and warns
            # of each one missing: nothing a person can act on, nor needed for sounds.
            QLoggingCategory.setFilterRules("qt.multimedia.symbolsresolver.warning=false")
            try:
                from PySide6 import QtMultimedia
            except ImportError as err:  # no PySide6-Addons, or no libpulse on Linux
                self._unavailable = True
                _tell_once("no QtMultimedia", "no sound: QtMultimedia cannot be loaded (%s)", err)
                return None
            self._multimedia = QtMultimedia
        return self._multimedia

    def play(self, name: str, volume: float) -> None:
        if name in self._broken:
            return
        multimedia = self._load()
        if multimedia is None:
            return
        effect = self._effects.get(name)
        if effect is None:
            effect = multimedia.QSoundEffect(self._parent)
            effect.statusChanged.connect(lambda n=name, e=effect: self._status_changed(n, e))
            effect.setSource(QUrl.fromLocalFile(str(sound_path(name))))
            self._effects[name] = effect
        # The setting is a volume as heard (a slider at half sounds half as loud); the device
        # takes an amplitude.
        audio = multimedia.QtAudio
        effect.setVolume(
            audio.convertVolume(
                volume,
                audio.VolumeScale.LogarithmicVolumeScale,
                audio.VolumeScale.LinearVolumeScale,
            )
        )
        effect.play()  # a sound still loading plays once it is loaded

    def _status_changed(self, name: str, effect: Any) -> None:
        if effect.status() == effect.Status.Error and name not in self._broken:
            self._broken.add(name)
            _tell_once(
                "refused",
                "the sound %r cannot be played (no audio device, or it refuses the file)",
                name,
            )


class SoundPlayer(QObject):
    """Plays the sounds of the moves the table shows, at the volume of the settings.

    :attr:`played` holds the names of the latest sounds played (or that would have been,
    with ``CAPBOARD_AUDIO=none`` or no audio device), oldest first; :attr:`counts`, how many
    times each sound was played since the player was made."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.played: deque[str] = deque(maxlen=64)
        self.counts: Counter[str] = Counter()
        quiet = os.environ.get(AUDIO_ENV, "").strip().lower() in ("none", "off", "0")
        self._output = None if quiet else _QtOutput(self)
        self._pending: dict[int, tuple[str, float]] = {}
        """The cues still to come, by number: (sound, volume)."""
        self._numbered = 0

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play the sound ``name`` now at ``volume`` (0 to 1)."""
        self.played.append(name)
        self.counts[name] += 1
        if self._output is not None and volume > 0:
            self._output.play(name, volume)

    def play_events(self, game_id: str, events: Sequence[Event], settings: Settings) -> list[Cue]:
        """Sound the events of the move being shown, as the settings say (off, volume,
        animation speed for the delays), and return the cues.

        The cues still to come from the move before are played at once first: its
        animations jump to their end when the next move is shown, and the ball that lands
        then splashes then."""
        self.flush_pending()
        if not settings.sound or settings.volume <= 0 or not events:
            return []
        cues = move_cues(game_id, events)
        volume = settings.volume / 100
        speed = float(settings.animation_speed)
        for cue in cues:
            # Delays follow the animations they go with; without animations, the sounds still
            # come one after the other.
            delay = round(cue.after_ms / speed) if speed > 0 else cue.after_ms
            if delay <= 0:
                self.play(cue.sound, volume)
                continue
            self._numbered += 1
            number = self._numbered
            self._pending[number] = (cue.sound, volume)
            QTimer.singleShot(delay, self, lambda n=number: self._due(n))
        return cues

    def _due(self, number: int) -> None:
        cue = self._pending.pop(number, None)
        if cue is not None:
            self.play(*cue)

    def flush_pending(self) -> None:
        """Play now the cues still to come."""
        pending, self._pending = self._pending, {}
        for number in sorted(pending):
            self.play(*pending[number])

    def stop_pending(self) -> None:
        """Drop the cues still to come (the game closes)."""
        self._pending.clear()

    def waiting(self) -> int:
        """How many cues are still to come."""
        return len(self._pending)
