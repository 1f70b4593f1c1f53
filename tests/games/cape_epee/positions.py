"""De Cape et d'Épée positions set up by hand for rule tests."""

from __future__ import annotations

from capboard.engine import registry
from capboard.games.cape_epee.board import cape_epee_data
from capboard.games.cape_epee.resolution import Placed, resolve_column
from capboard.games.cape_epee.state import CapeEpeeState
from capboard.games.cape_epee.view import Objective

GAME = registry.get("cape-epee")
DATA = cape_epee_data()


def objective(domain: str = "combat", value: int = 3) -> Objective:
    """An objective card of this domain and value."""
    return next(o for o in DATA.objectives if o.domain == domain and o.value == value)


def winner(
    cards: list[tuple[int, str]] | list[tuple[int, str, bool]],
    domain: str = "combat",
    value: int = 3,
    revealers: dict[str, tuple[int, str]] | None = None,
    **slips,
):
    """Who wins a column holding these (owner, card) pairs, top first, face up unless a third
    item says False (a card still face down when the round ended). ``revealers`` gives a
    Double ("0-double") the card that turned it up; ``slips`` a Disguise ("0-disguise") the
    card slipped under it."""
    placed = []
    for owner, card, *rest in cards:
        key = f"{owner}-{card}"
        up = rest[0] if rest else True
        placed.append(Placed(owner, card, up, slips.get(key), (revealers or {}).get(key)))
    seat, events = resolve_column(0, objective(domain, value), placed, DATA)
    return seat, events


def table(players: int = 3, seed: int = 0, turn: int = 0) -> CapeEpeeState:
    """A new game at its first round, ``turn`` to play, columns empty, hands as dealt."""
    state = GAME.new_state(players, seed)
    state.turn = turn
    state._legal = None
    return state


def column(state: CapeEpeeState, index: int, *cards: tuple[int, str, bool]) -> None:
    """Fill a column with (owner, card, face_up) from the top (no rule checked)."""
    state.columns[index] = [Placed(o, c, up) for o, c, up in cards]
    state._legal = None


def give(state: CapeEpeeState, seat: int, *cards: str) -> None:
    """Set a player's hand."""
    state.hands[seat] = list(cards)
    state._legal = None


def resolve(state: CapeEpeeState, index: int):
    """Resolve a column of ``state`` as it lies now: (winner, events)."""
    return resolve_column(index, state.objectives[index], list(state.columns[index]), DATA)
