"""Reading and writing a game's actions in their JSON form, strictly (a save file may be damaged
or tampered with: nothing is coerced), with a reader worked out once per field type.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping, Sequence
from typing import Any

from capboard.engine.action import JSON, Action, ActionFormatError


def _from_json(value: JSON, hint: Any) -> Any:
    """Convert JSON data to a field value of type ``hint`` (strict: no silent coercion)."""
    return _reader(hint)(value)


Reader = typing.Callable[[JSON], Any]
"""Converts JSON data to a field's value, or raises :class:`ActionFormatError`."""


def _read_int(value: JSON) -> int:
    if type(value) is int:  # the usual case, told at once
        return value
    if isinstance(value, bool) or not isinstance(value, int):  # a bool is an int too: refused
        raise ActionFormatError(f"expected an integer, got {value!r}")
    return value


def _read_str(value: JSON) -> str:
    if not isinstance(value, str):
        raise ActionFormatError(f"expected a string, got {value!r}")
    return value


def _read_bool(value: JSON) -> bool:
    if not isinstance(value, bool):
        raise ActionFormatError(f"expected true or false, got {value!r}")
    return value


def _reader(hint: Any) -> Reader:
    """The converter of JSON data to a field value of type ``hint`` (strict: no silent
    coercion), worked out once per field: a long game's record is read action by action."""
    if hint is int:
        return _read_int
    if hint is str:
        return _read_str
    if hint is bool:
        return _read_bool
    origin = typing.get_origin(hint)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return _read_tuple_of(_reader(args[0]))
        return _read_fixed_tuple(tuple(_reader(a) for a in args))
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(hint)
        return _read_union(type(None) in args, [_reader(a) for a in args if a is not type(None)])

    def unsupported(value: JSON) -> Any:
        raise ActionFormatError(f"unsupported field type {hint!r}")

    return unsupported


def _read_tuple_of(item: Reader) -> Reader:
    def read(value: JSON) -> tuple[Any, ...]:
        if not isinstance(value, list):
            raise ActionFormatError(f"expected a list, got {value!r}")
        return tuple(map(item, value))

    return read


def _read_fixed_tuple(items: tuple[Reader, ...]) -> Reader:
    def read(value: JSON) -> tuple[Any, ...]:
        if not isinstance(value, list):
            raise ActionFormatError(f"expected a list, got {value!r}")
        if len(items) != len(value):
            raise ActionFormatError(f"expected {len(items)} items, got {len(value)}")
        return tuple(item(v) for item, v in zip(items, value, strict=True))

    return read


def _read_union(optional: bool, choices: list[Reader]) -> Reader:
    def read(value: JSON) -> Any:
        if optional and value is None:
            return None
        for choice in choices:
            try:
                return choice(value)
            except ActionFormatError:
                continue
        raise ActionFormatError(f"unexpected value {value!r}")

    return read


class ActionCodec:
    """Reads and writes the JSON form of a game's actions, by their ``kind``."""

    def __init__(self, action_types: Sequence[type[Action]]) -> None:
        self._by_kind: dict[str, type[Action]] = {}
        for t in action_types:
            if t.kind in self._by_kind:
                raise ValueError(f"two action types share the kind {t.kind!r}")
            self._by_kind[t.kind] = t
        self._hints = {t: typing.get_type_hints(t) for t in action_types}
        # Per kind: the action type, its fields (and "kind") and each field's reader.
        self._plans: dict[str, tuple[type[Action], frozenset[str], list[tuple[str, Reader]]]] = {}
        for kind, t in self._by_kind.items():
            names = [f.name for f in dataclasses.fields(t)]
            hints = self._hints[t]
            readers = [(name, _reader(hints[name])) for name in names]
            self._plans[kind] = (t, frozenset([*names, "kind"]), readers)

    def kind_of(self, kind: str) -> type[Action] | None:
        """The action type of this kind, if the game has one."""
        return self._by_kind.get(kind)

    def encode(self, action: Action) -> dict[str, JSON]:
        """The JSON form of ``action``."""
        if type(action) not in self._hints:
            raise ActionFormatError(f"not an action of this game: {action!r}")
        return action.to_json()

    def decode(self, data: JSON) -> Action:
        """Rebuild an action from its JSON form; raises :class:`ActionFormatError`."""
        if not isinstance(data, Mapping) or not isinstance(data.get("kind"), str):
            raise ActionFormatError("an action must be an object with a 'kind'")
        plan = self._plans.get(data["kind"])
        if plan is None:
            raise ActionFormatError(f"unknown action kind {data['kind']!r}")
        cls, allowed, readers = plan
        if data.keys() != allowed:
            names = allowed - {"kind"}
            extra = set(data) - allowed
            if extra:
                raise ActionFormatError(f"unknown fields {sorted(extra)}")
            raise ActionFormatError(f"missing fields {sorted(names - set(data))}")
        return cls(**{name: read(data[name]) for name, read in readers})
