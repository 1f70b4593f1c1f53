"""An action of a game, as a value: what it is, its JSON form and its text notation.

Every move of every game is a small frozen :class:`Action`; the errors a wrong one raises are
here too. :mod:`capboard.engine.protocol` names them all for the games.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

JSON = Any
"""A value made of dicts, lists, str, int, float, bool and None."""


class IllegalAction(ValueError):
    """Raised by :meth:`State.apply` for an action that is not legal; the state is unchanged."""


class ActionFormatError(ValueError):
    """Raised when an action's JSON form or text notation cannot be read."""


@dataclass(frozen=True, order=True)
class Action:
    """Base of every game's actions: small, frozen, hashable, comparable values.

    Each subclass sets ``kind``, a short stable name used in the JSON form and the text notation.
    Fields may be ``int``, ``str``, ``bool`` or (nested) tuples of those: the JSON form turns
    tuples into lists and back.
    """

    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, JSON]:
        """The action's JSON form: ``{"kind": ..., field: value, ...}``."""
        data: dict[str, JSON] = {"kind": self.kind}
        names = _FIELD_NAMES.get(type(self))  # _field_names, inline: every recorded action
        for name in _field_names(type(self)) if names is None else names:
            value = getattr(self, name)
            data[name] = _to_json(value) if isinstance(value, tuple) else value
        return data

    @classmethod
    def from_notation(cls, text: str) -> Action | None:
        """Read an action of this kind from its notation without listing the legal actions;
        None where the kind has no reader of its own (then the legal actions are searched)."""
        return None

    def notation(self) -> str:
        """The stable text notation, e.g. ``path 3,4-3,5``; games override for readability.

        It must answer for any field values, also those of a move read from a damaged file
        that names no place on the board: :meth:`State.apply` words an illegal action with
        it. A game's names of places check the range before they look anything up.
        """
        parts = [self.kind]
        for name in _field_names(type(self)):
            parts.append(_notation_value(getattr(self, name)))
        return " ".join(parts)

    def __str__(self) -> str:
        return self.notation()


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
"""Each action type's field names: every recorded action is encoded (and many are written in
their notation), and asking ``dataclasses.fields`` each time costs more than the rest."""


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def _to_json(value: Any) -> JSON:
    if isinstance(value, tuple):
        for v in value:
            if isinstance(v, tuple):
                return [_to_json(v) for v in value]
        return list(value)  # a flat tuple (the common case): no call per item
    return value


def _notation_value(value: Any) -> str:
    # Flat tuples read "1,2"; tuples of tuples read "1,2-3,4" (a line between two points).
    if not isinstance(value, tuple):
        return str(value)
    for v in value:
        if isinstance(v, tuple):
            return "-".join(_notation_value(v) for v in value)
    return ",".join(map(str, value))  # a flat tuple (the common case): no call per item
