"""Save files: a game record wrapped in a small versioned envelope, as JSON.

Writing is atomic and keeps the previous copy as ``<name>.bak``. Reading is defensive: the
size is limited, the JSON is validated strictly, files from a newer Capboard or of another
format are refused, and the actions are replayed through the rules before the record is
handed over. Every refusal is a :class:`SaveError` with a reason code and a translated
message; reading never modifies the file. No pickle, no eval.

The replay that checks a file is the one the game is played on: :func:`take_replay` gives
it for the record just read, for the session to take over (a game opened is replayed once).
"""

from __future__ import annotations

import json
import weakref
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError
from PySide6.QtCore import QCoreApplication

import capboard
from capboard.controller.atomic import TooLarge, atomic_write, read_limited
from capboard.controller.replayed import ReplayedGame, replay_game
from capboard.engine import registry
from capboard.engine.record import GameRecord, ReplayError

SAVE_SUFFIX = ".capboard"
SAVE_FORMAT: Final = "capboard-save"
SAVE_VERSION: Final = 1
MAX_SAVE_BYTES = 5 * 1024 * 1024
"""A long game is a few tens of kilobytes; a bigger file is refused before being read."""

SaveErrorReason = Literal[
    "missing",
    "unreadable",
    "unwritable",
    "too_large",
    "not_json",
    "foreign",
    "newer_version",
    "invalid",
    "unknown_game",
    "replay",
    "older_rules",
]


class SaveFile(BaseModel):
    """The envelope of a save file (format version 1)."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["capboard-save"] = SAVE_FORMAT
    version: Literal[1] = SAVE_VERSION
    app_version: str = Field(max_length=40)
    saved_at: AwareDatetime
    rules: int = Field(default=1, ge=1, le=1000)
    """The version of its game's rules the game was saved under
    (:attr:`~capboard.engine.protocol.Game.rules_version`; 1, and left out, when the game
    has had no other)."""
    record: GameRecord


class SaveError(Exception):
    """A save file that cannot be written or loaded.

    ``reason`` is one of :data:`SaveErrorReason`; ``detail`` is a technical explanation in
    English for logs and bug reports; :meth:`message` is the sentence to show a person.
    """

    def __init__(
        self,
        reason: SaveErrorReason,
        detail: str = "",
        *,
        game_id: str | None = None,
        action_number: int | None = None,
    ) -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason: SaveErrorReason = reason
        self.detail = detail
        self.game_id = game_id
        self.action_number = action_number

    def message(self) -> str:
        """A translated sentence explaining the problem to a person."""
        if self.reason == "missing":
            return QCoreApplication.translate("SaveError", "The file does not exist any more.")
        if self.reason == "unreadable":
            return QCoreApplication.translate(
                "SaveError", "The file cannot be read (check that you may open it)."
            )
        if self.reason == "unwritable":
            return QCoreApplication.translate(
                "SaveError", "The game cannot be saved there (disk full or no permission?)."
            )
        if self.reason == "too_large":
            return QCoreApplication.translate(
                "SaveError", "The file is far too large to be a Capboard game."
            )
        if self.reason == "not_json":
            return QCoreApplication.translate(
                "SaveError", "The file is damaged: it is not a Capboard game any more."
            )
        if self.reason == "foreign":
            return QCoreApplication.translate("SaveError", "This file is not a Capboard game.")
        if self.reason == "newer_version":
            return QCoreApplication.translate(
                "SaveError",
                "This game was made by a newer Capboard. Update Capboard to open it.",
            )
        if self.reason == "unknown_game":
            return QCoreApplication.translate(
                "SaveError", "This file is for a game this version of Capboard does not have: %1."
            ).replace("%1", self.game_id or "?")
        if self.reason == "older_rules":
            return QCoreApplication.translate(
                "SaveError",
                "This game was saved under earlier rules of the game, which have changed "
                "since: move %1 is not allowed any more, so the game cannot go on.",
            ).replace("%1", str(self.action_number or "?"))
        if self.reason == "replay":
            if self.action_number is not None:
                # The move's number, not a count: "%1", no plural forms.
                return QCoreApplication.translate(
                    "SaveError", "The file is damaged or was altered: move %1 breaks the rules."
                ).replace("%1", str(self.action_number))
            return QCoreApplication.translate(
                "SaveError", "The file is damaged or was altered: the game cannot start."
            )
        return QCoreApplication.translate("SaveError", "The file is damaged or was altered.")

    @classmethod
    def from_replay(cls, exc: ReplayError, older_rules: bool = False) -> SaveError:
        """The error for a record whose actions do not replay through the rules: a move that
        cannot be read, is not allowed then, or names a place that is not on the board; or,
        with ``older_rules`` (the game was saved under an earlier version of its rules), a
        move those rules allowed and these do not."""
        number = None if exc.index is None else exc.index + 1
        if older_rules and number is not None:
            return cls("older_rules", str(exc), action_number=number)
        return cls("replay", str(exc), action_number=number)


def write_save(path: Path, record: GameRecord) -> None:
    """Save ``record`` atomically to ``path``, keeping the previous copy as ``<name>.bak``.

    Raises :class:`SaveError` (reason ``"unwritable"``) when the disk refuses.
    """
    rules = registry.get(record.game_id).rules_version
    envelope = SaveFile(
        app_version=capboard.__version__, saved_at=datetime.now(UTC), rules=rules, record=record
    )
    # A game where nobody took a hint, or of a game whose rules never changed, is written as
    # before those were counted, so that the file still opens in an earlier Capboard.
    exclude: dict[str, Any] = {}
    if not any(record.hints):
        exclude["record"] = {"hints"}
    if rules == 1:
        exclude["rules"] = True
    data = envelope.model_dump_json(indent=1, exclude=exclude or None).encode("utf-8")
    try:
        atomic_write(path, data, keep_backup=True)
    except OSError as exc:
        raise SaveError("unwritable", f"cannot write {path.name}: {exc}") from exc


def read_save(path: Path) -> GameRecord:
    """The game record in ``path``, checked through and through; raises :class:`SaveError`.

    The file is opened for reading only and never modified, whatever it contains.
    """
    return read_save_file(path).record


def read_save_file(path: Path) -> SaveFile:
    """The whole save file in ``path`` (its record, checked as :func:`read_save` does, and
    when it was saved); raises :class:`SaveError`.

    What the check's replay found is kept for whoever plays this very record next (see
    :func:`take_replay`)."""
    envelope = _read_envelope(path)
    record = envelope.record
    try:
        rules = registry.get(record.game_id).rules_version
        if envelope.rules > rules:
            raise SaveError("newer_version", f"rules version {envelope.rules} > {rules}")
        replayed = replay_game(record)
    except ReplayError as exc:
        raise SaveError.from_replay(exc, older_rules=envelope.rules < rules) from exc
    except KeyError as exc:  # the registry lost the game between the two checks
        raise SaveError("unknown_game", str(exc), game_id=record.game_id) from exc
    _keep(record, replayed)
    return envelope


_kept: tuple[weakref.ref[GameRecord], int, ReplayedGame] | None = None
"""The last record read, its number of actions then, and what replaying it found."""


def _keep(record: GameRecord, replayed: ReplayedGame) -> None:
    global _kept

    def forget(gone: weakref.ref[GameRecord]) -> None:
        global _kept
        if _kept is not None and _kept[0] is gone:
            _kept = None  # the record is gone: so is what it was kept for

    _kept = (weakref.ref(record, forget), len(record.actions), replayed)


def take_replay(record: GameRecord) -> ReplayedGame | None:
    """What replaying ``record`` found when it was read from its file, if ``record`` is the
    very object the last :func:`read_save` (or :func:`read_save_file`) gave and holds the
    same actions; None otherwise (then replay it). Given once: a
    :class:`~capboard.controller.session.GameSession` takes it over, so that a game opened
    from a file is replayed once."""
    global _kept
    kept, _kept = _kept, None
    if kept is None:
        return None
    ref, actions, replayed = kept
    if ref() is not record or len(record.actions) != actions:
        return None
    return replayed


def _read_envelope(path: Path) -> SaveFile:
    """The envelope in ``path``, validated but not yet replayed."""
    data = _read_bytes(path)
    raw = _parse_json(data)
    if not isinstance(raw, dict) or raw.get("format") != SAVE_FORMAT:
        raise SaveError("foreign", "not a Capboard save file")
    version = raw.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SaveError("invalid", f"bad format version {version!r}")
    if version > SAVE_VERSION:
        raise SaveError("newer_version", f"format version {version} > {SAVE_VERSION}")
    game_id = _claimed_game(raw)
    if game_id is not None and game_id not in registry.ids():
        raise SaveError("unknown_game", f"unknown game {game_id!r}", game_id=game_id[:40])
    try:
        return SaveFile.model_validate_json(data, strict=True)
    except ValidationError as exc:
        raise SaveError("invalid", _first_error(exc)) from exc


def _read_bytes(path: Path) -> bytes:
    try:
        if not path.is_file():
            if not path.exists():
                raise SaveError("missing", f"{path.name} does not exist")
            raise SaveError("unreadable", f"{path.name} is not a file")
        return read_limited(path, MAX_SAVE_BYTES)
    except TooLarge as exc:
        raise SaveError("too_large", str(exc)) from exc
    except FileNotFoundError as exc:
        raise SaveError("missing", str(exc)) from exc
    except OSError as exc:
        raise SaveError("unreadable", str(exc)) from exc


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _parse_json(data: bytes) -> Any:
    try:
        text = data.decode("utf-8")
        return json.loads(text, parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise SaveError("not_json", f"not JSON: {exc}") from exc


def _claimed_game(raw: dict[str, Any]) -> str | None:
    record = raw.get("record")
    game_id = record.get("game_id") if isinstance(record, dict) else None
    return game_id if isinstance(game_id, str) else None


def _first_error(exc: ValidationError) -> str:
    errors = exc.errors(include_url=False, include_input=False)
    if not errors:
        return str(exc)
    first = errors[0]
    where = ".".join(str(p) for p in first.get("loc", ()))
    return f"{where}: {first.get('msg', '')} ({len(errors)} error(s))"
