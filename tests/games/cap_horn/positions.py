"""Cap Horn positions set up by hand for rule tests."""

from __future__ import annotations

from collections import Counter

from capboard.engine import registry
from capboard.games.cap_horn.actions import square_label
from capboard.games.cap_horn.state import CapHornState
from capboard.games.cap_horn.view import Rose

GAME = registry.get("cap-horn")
LABELS = {square_label((x, y)): (x, y) for x in range(16) for y in range(10)}


def sq(label: str) -> tuple[int, int]:
    """A square from its name: column letter A–P, row 1–10 (``K3`` is (10, 2))."""
    return LABELS[label]


def table(players: int = 2, seed: int = 0) -> CapHornState:
    """A new game with seat 0 to play, in the card-laying step, holding no cards."""
    state = GAME.new_state(players, seed)
    state.turn = 0
    state.hands = [[] for _ in range(players)]
    state._legal = None
    return state


def ship(state: CapHornState, seat: int, label: str) -> None:
    """Put a ship on a square (no rule checked)."""
    state.ships[seat] = sq(label)
    state._legal = None


def card(state: CapHornState, label: str, kind: int) -> None:
    """Lay a card on a square (no rule checked)."""
    state.cards[sq(label)] = kind
    state._legal = None


def hand(state: CapHornState, seat: int, *kinds: int) -> None:
    """Give a player exactly these cards."""
    state.hands[seat] = list(kinds)
    state._legal = None


def roses(state: CapHornState, seat: int, *pairs: tuple[int, str]) -> None:
    """Give a player wind roses (stage, colour)."""
    state.roses[seat] = [Rose(stage, colour) for stage, colour in pairs]
    state._legal = None


def hold(state: CapHornState) -> list:
    """Pass the moving step without moving: renounce (a point) if the ship could move, else
    stay (nothing): whichever the rules allow now."""
    from capboard.games.cap_horn.actions import Renounce, Stay

    legal = state.legal_actions()
    return state.apply(Renounce() if Renounce() in legal else Stay())


def settle(state: CapHornState) -> CapHornState:
    """Deal the draw piles anew from the cards neither on the chart, in a hand nor discarded,
    so that the position could have come from the deck (a computer player rebuilds the hidden
    cards from it)."""
    rest = Counter(state.data.deck)
    rest.subtract(state.cards.values())
    rest.subtract(kind for held in state.hands for kind in held)
    rest.subtract(state.discard)
    assert min(rest.values()) >= 0, "more cards of a kind than the deck holds"
    pile = sorted(rest.elements())
    state.rng.shuffle(pile)
    state.piles = [pile[: len(pile) // 2], pile[len(pile) // 2 :]]
    state._legal = None
    return state
