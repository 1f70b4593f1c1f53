"""A Catan player's judgement in The Pirate Islands, from a view only: play every Knight as a
warship (before the roll too: the fleet attacks at every roll), sail one's lane ship by ship
towards one's fortress, trade with the bank for a ship's last card, keep buying development
cards for warships once the lane is under way, and attack the fortress once one's warships
are strong enough against its die (the expert waits for better odds while it has time).

Measured with ``capboard tournament`` over 100 games per pairing, seats rotated (95%
intervals): the medium player wins 76.0% [66.8, 83.3] of three-player games against two easy
players (fair share 33.3%) and 62.0% [52.2, 70.9] of four-player games against three (25%);
the hard player wins 56.0% [46.2, 65.3] against two medium players and 40.0% [30.9, 49.8]
against three. Before this module no player attacked a fortress: 3 four-player games of
medium players were all called as stalled (1,200 to 2,400 moves); with it, 3 such games were
won at 10 points with the fortress taken, in 600 to 1,300 moves. A first cut that left the
medium player attacking with 3 warships and buying no cards for warships lost to the easy
player (23.0% [15.8, 32.2] at 3 players) while the hard one won 94.0% against it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from capboard.engine.protocol import Action
from capboard.games.catan.actions import (
    AttackFortress,
    BuildCity,
    BuyDevelopment,
    MaritimeTrade,
    PlaceShip,
    PlayKnight,
)
from capboard.games.catan.rules import maritime_ratios
from capboard.games.catan.scenario import Layout, PirateStart
from capboard.games.catan.view import CatanView

if TYPE_CHECKING:
    from capboard.games.catan.strategy import Table

RESOURCES: tuple[str, ...] = ("brick", "lumber", "wool", "grain", "ore")
SHIP_COST = (0, 1, 1, 0, 0)
ATTACK_AT = 4
"""Warships from which a player attacks its fortress (a win 3 times in 6, a defeat 2)."""
PRESSED_ATTACK_AT = 3
"""Warships from which the expert attacks once time presses (a win 2 times in 6)."""
PRESSED = 3
"""Points short of the target from which the expert attacks with fewer warships, and from
which the lane comes before a city."""


def start_of(view: CatanView) -> PirateStart:
    """The viewer's start: their lane and fortress."""
    layout = _layout(view)
    assert view.seat is not None
    return layout.starts[view.seat]


def _layout(view: CatanView) -> Layout:
    from capboard.games.catan.board import catan_map

    layout = catan_map(view.board.map_id).layout
    assert isinstance(layout, Layout)
    return layout


def lane_ships(view: CatanView) -> int:
    """How many of the viewer's lane edges, from the start, hold their ships."""
    ships = dict(view.ships)
    count = 0
    for edge in start_of(view).lane:
        if ships.get(edge) != view.seat:
            break
        count += 1
    return count


def fortress_taken(view: CatanView) -> bool:
    assert view.seat is not None
    return view.fortress_wins[view.seat] >= view.fortress_strength


def attack_worth(view: CatanView, expert: bool) -> bool:
    """Whether to attack one's fortress now: with enough warships for the level, or (the
    expert) with the medium player's number once the points are near the target."""
    assert view.seat is not None
    warships = view.warships[view.seat]
    if warships >= ATTACK_AT:
        return True
    pressed = view.public_scores[view.seat] >= view.target - PRESSED
    return expert and pressed and warships >= PRESSED_ATTACK_AT


def roll_move(view: CatanView, legal: Sequence[Action]) -> Action | None:
    """Before the roll: a Knight as a warship (the fleet may attack at this roll)."""
    knight = PlayKnight()
    return knight if knight in legal else None


def main_move(
    view: CatanView,
    table: Table,
    kinds: dict[type, list[Action]],
    rng: random.Random,
    expert: bool,
) -> Action | None:
    """The main phase's pirate move, if one is worth making now (None: play on as usual)."""
    if AttackFortress in kinds and attack_worth(view, expert):
        return kinds[AttackFortress][0]
    if PlayKnight in kinds:
        return kinds[PlayKnight][0]
    if fortress_taken(view):
        return None
    if PlaceShip in kinds:
        # A city first while the points are far from the target; the lane otherwise.
        far = view.public_scores[table.seat] < view.target - PRESSED
        if BuildCity not in kinds or not far:
            return kinds[PlaceShip][0]
    left = len(start_of(view).lane) - lane_ships(view)
    if left and MaritimeTrade in kinds:
        trade = _trade_for_ship(view, table, kinds[MaritimeTrade])
        if trade is not None:
            return trade
    if (
        BuyDevelopment in kinds
        and lane_ships(view) > view.warships[table.seat]
        and view.warships[table.seat] <= ATTACK_AT
    ):
        return kinds[BuyDevelopment][0]  # a warship is a card away
    return None


def _trade_for_ship(view: CatanView, table: Table, trades: list[Action]) -> Action | None:
    """A bank trade of cards a ship does not use for the one it lacks."""
    lack = [max(0, c - h) for h, c in zip(view.hand, SHIP_COST, strict=True)]
    if sum(lack) != 1:
        return None
    corners = [c for c, (s, _) in table.owner.items() if s == table.seat]
    ratios = maritime_ratios(table.catan, view.board.harbour_kinds, corners, view.board)
    for trade in trades:
        assert isinstance(trade, MaritimeTrade)
        give, get = RESOURCES.index(trade.give), RESOURCES.index(trade.get)
        if lack[get] and view.hand[give] - ratios[trade.give] >= SHIP_COST[give]:
            return trade
    return None


def saving(view: CatanView) -> bool:
    """Whether the cards for the lane's next ship are nearly there (keep them for it)."""
    if fortress_taken(view) or lane_ships(view) >= len(start_of(view).lane):
        return False
    return sum(max(0, c - h) for h, c in zip(view.hand, SHIP_COST, strict=True)) == 0
