"""What a seat sees of a De Cape et d'Épée game: its hand and its own face-down cards, every
face-up card and objective, and the sizes of what is hidden."""

from __future__ import annotations

from dataclasses import dataclass

from capboard.engine.protocol import View


@dataclass(frozen=True)
class Objective:
    """An objective card: its domain (``alchemy``, ``combat``, ``agriculture``, ``commerce``,
    ``religion``, ``music``) and value; ``id`` tells the two 3s apart."""

    id: str
    domain: str
    value: int


@dataclass(frozen=True)
class CardInColumn:
    """An influence card in a column, top (nearest the objective) first.

    ``card`` is None when it lies face down and is not the viewer's (unless all have seen it:
    an Explorer that sailed on); ``slipped`` is the card
    slipped under a Disguise (None when there is none or the viewer may not know it;
    ``has_slipped`` tells whether there is one). ``revealer`` is, for a face-up Double, the
    card that turned it up (owner, card id), whose value it takes: None while that card lies
    face down right below it and is not the viewer's."""

    owner: int
    card: str | None
    face_up: bool
    slipped: str | None = None
    has_slipped: bool = False
    revealer: tuple[int, str] | None = None


@dataclass(frozen=True)
class Column:
    """An objective and the influence cards played under it; ``closed`` by a Storm."""

    objective: Objective
    cards: tuple[CardInColumn, ...]
    closed: bool
    complete: bool


@dataclass(frozen=True)
class Choice:
    """A choice an ability asks of its owner now: ``traitor`` (swap objectives) or
    ``disguise`` (slip a card under it), for the card in ``column`` at ``index``."""

    kind: str
    seat: int
    column: int
    index: int


@dataclass(frozen=True)
class CapeEpeeView(View):
    """The table as one seat may know it. ``round`` counts from 1 to 6; ``turn`` is the seat
    whose turn it is (``current_player`` may be another seat answering a ``choice``);
    ``won`` the objectives each seat has won; ``scores`` each seat's score as it stands
    (the better of the two ways to count)."""

    round: int
    turn: int | None
    columns: tuple[Column, ...]
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    pile_sizes: tuple[int, ...]
    objectives_left: int
    won: tuple[tuple[Objective, ...], ...]
    scores: tuple[int, ...]
    choice: Choice | None
    revealed: tuple[tuple[str, ...], ...]
    """Each seat's cards seen face up so far and gone from play (earlier rounds, removed)."""
    winners: tuple[int, ...] = ()
