"""The players' lines: the status line (who must do what, in each phase of the turn), and
each player's lines of the side panel and of their panel on the table (victory points,
cards, knights and road, a scenario's island bonuses, cloth, wonder or fortress, the Longest
Road and the Largest Army).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from capboard.games.catan.view import CatanView
from capboard.ui.games.base import player_name
from capboard.ui.games.catan import texts_cloth, texts_pirates, texts_wonders
from capboard.ui.games.catan.texts import cards_text
from capboard.ui.games.catan.texts_scenarios import has_pirate, is_seafarers


# -- the status line --------------------------------------------------------------------------
def prompt(view: CatanView, names: Sequence[str]) -> str:
    """The status line: who must do what."""
    phase = view.phase
    actor = view.current_player if view.current_player is not None else view.turn
    name = player_name(names, actor)
    if view.is_over or phase == "over":
        if view.winner is not None:
            return QCoreApplication.translate("Catan", "The game is over: {name} wins.").format(
                name=player_name(names, view.winner)
            )
        return QCoreApplication.translate("Catan", "The game is over.")
    if phase == "setup_settlement":
        return QCoreApplication.translate(
            "Catan", "{name} — place a settlement on a free corner (set-up)"
        ).format(name=name)
    if phase == "setup_road":
        if is_seafarers(view):
            return QCoreApplication.translate(
                "Catan", "{name} — place a road or a ship next to your new settlement"
            ).format(name=name)
        return QCoreApplication.translate(
            "Catan", "{name} — place a road next to your new settlement"
        ).format(name=name)
    if phase == "roll":
        return QCoreApplication.translate(
            "Catan", "{name} — roll the dice (a Knight may be played first)"
        ).format(name=name)
    if phase == "discard":
        pending = list(view.pending_players)
        if view.seat is not None and view.seat in pending:
            n = view.to_discard[view.seat] if view.seat < len(view.to_discard) else 0
            return QCoreApplication.translate(
                "Catan", "{name} — a 7: choose {n} cards to discard"
            ).format(name=player_name(names, view.seat), n=n)
        return QCoreApplication.translate(
            "Catan", "A 7: {names} must discard half of their cards"
        ).format(names=", ".join(player_name(names, s) for s in pending))
    if phase == "robber":
        if has_pirate(view):
            return QCoreApplication.translate(
                "Catan", "{name} — move the robber to a land hex or the pirate to a sea hex"
            ).format(name=name)
        return QCoreApplication.translate(
            "Catan", "{name} — move the robber to another hex"
        ).format(name=name)
    if phase == "gold":
        pending = list(view.pending_players)
        if view.seat is not None and view.seat in pending:
            n = view.gold_owed[view.seat] if view.seat < len(view.gold_owed) else 0
            if n == 1:
                return QCoreApplication.translate(
                    "Catan", "{name} — gold: choose 1 resource card"
                ).format(name=player_name(names, view.seat))
            return QCoreApplication.translate(
                "Catan", "{name} — gold: choose {n} resource cards"
            ).format(name=player_name(names, view.seat), n=n)
        return QCoreApplication.translate(
            "Catan", "Gold: {names} choose their resource cards"
        ).format(names=", ".join(player_name(names, s) for s in pending))
    if phase == "steal":
        return QCoreApplication.translate("Catan", "{name} — choose whom to rob").format(name=name)
    if phase == "harbour":
        return QCoreApplication.translate(
            "Catan", "{name} — place the tribe's harbour on a coast next to your buildings"
        ).format(name=name)
    if phase == "main":
        return QCoreApplication.translate(
            "Catan", "{name} — build, trade, play a card or end the turn"
        ).format(name=name)
    if phase == "road_building":
        left = view.road_building_left
        if is_seafarers(view):
            if left == 1:
                return QCoreApplication.translate(
                    "Catan", "{name} — place 1 free road or ship"
                ).format(name=name)
            return QCoreApplication.translate(
                "Catan", "{name} — place {n} free roads or ships"
            ).format(name=name, n=left)
        if left == 1:
            return QCoreApplication.translate("Catan", "{name} — place 1 free road").format(
                name=name
            )
        return QCoreApplication.translate("Catan", "{name} — place {n} free roads").format(
            name=name, n=left
        )
    if phase == "trade_answer":
        pending = list(view.pending_players)
        return QCoreApplication.translate("Catan", "{names} — answer {name}'s offer").format(
            names=", ".join(player_name(names, s) for s in pending),
            name=player_name(names, view.turn),
        )
    if phase == "trade_pick":
        return QCoreApplication.translate(
            "Catan", "{name} — choose whom to trade with, or withdraw the offer"
        ).format(name=player_name(names, view.turn))
    return name


# -- the side panel ---------------------------------------------------------------------------
def victory_points(view: CatanView, seat: int) -> tuple[int, int]:
    """(points shown, hidden victory point cards counted in them) for ``seat``: the public
    points for others, every point (hidden cards included) for the viewer."""
    points = view.public_scores[seat] if seat < len(view.public_scores) else 0
    hidden = 0
    if seat == view.seat and not view.is_over:
        hidden = view.dev_cards.count("victory_point")
    return points + hidden, hidden


def points_text(view: CatanView, seat: int) -> str:
    """ "Victory points: 5" (", 1 hidden" for the viewer's cards)."""
    points, hidden = victory_points(view, seat)
    if is_seafarers(view):
        if hidden:
            return QCoreApplication.translate(
                "Catan", "Victory points: {n} of {target} ({hidden} hidden)"
            ).format(n=points, target=view.target, hidden=hidden)
        return QCoreApplication.translate("Catan", "Victory points: {n} of {target}").format(
            n=points, target=view.target
        )
    if hidden:
        return QCoreApplication.translate("Catan", "Victory points: {n} ({hidden} hidden)").format(
            n=points, hidden=hidden
        )
    return QCoreApplication.translate("Catan", "Victory points: {n}").format(n=points)


def player_lines(view: CatanView, seat: int) -> list[str]:
    """Points, cards, development cards, knights, road and the special cards of ``seat``."""
    lines = [points_text(view, seat)]
    lines.append(
        QCoreApplication.translate("Catan", "Resource cards: {n} · development cards: {d}").format(
            n=view.hand_sizes[seat] if seat < len(view.hand_sizes) else 0,
            d=view.dev_counts[seat] if seat < len(view.dev_counts) else 0,
        )
    )
    lines.append(
        QCoreApplication.translate("Catan", "Knights played: {k} · longest road: {r}").format(
            k=view.knights[seat] if seat < len(view.knights) else 0,
            r=view.road_lengths[seat] if seat < len(view.road_lengths) else 0,
        )
    )
    bonuses = sum(1 for s, _area, _corner in view.special_points if s == seat)
    if bonuses:
        lines.append(
            QCoreApplication.translate("Catan", "Island bonuses: {n} ({points} points)").format(
                n=bonuses, points=bonuses * view.island_points
            )
        )
    if view.cloth:
        cloth = texts_cloth.seat_cloth(view, seat)
        lines.append(texts_cloth.cloth_text(cloth))
    wonder = texts_wonders.wonder_player_line(view, seat)
    if wonder is not None:  # The Wonders of Catan
        lines.append(wonder)
    pirates = texts_pirates.pirate_player_line(view, seat)
    if pirates is not None:  # The Pirate Islands
        lines.append(pirates)
    if view.longest_road_holder == seat:
        lines.append(longest_road_title())
    if view.largest_army_holder == seat:
        lines.append(largest_army_title())
    if seat == view.seat and view.hand:
        lines.append(
            QCoreApplication.translate("Catan", "Your hand: {cards}").format(
                cards=cards_text(view.hand)
            )
        )
    return lines


def longest_road_title() -> str:
    """The special card "Longest Road"."""
    return QCoreApplication.translate("Catan", "Longest Road")


def largest_army_title() -> str:
    """The special card "Largest Army"."""
    return QCoreApplication.translate("Catan", "Largest Army")


# -- a player's panel -------------------------------------------------------------------------
def panel_points(n: int) -> str:
    """The points on a player's panel: "5 VP"."""
    return QCoreApplication.translate("Catan", "{n} VP").format(n=n)


def panel_tooltip(view: CatanView, seat: int, names: Sequence[str]) -> str:
    """A player's panel's tooltip: their name and every line of the side panel."""
    return "\n".join([player_name(names, seat), *player_lines(view, seat)])


def panel_points_of(n: int, target: int) -> str:
    """The points on a player's panel out of the scenario's target: "5/13"."""
    return QCoreApplication.translate("Catan", "{n}/{target}").format(n=n, target=target)
