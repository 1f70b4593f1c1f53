"""Canon Noir's words: fleets, ships, actions, log lines, prompts and the side panel, all
through Qt's translation system (context "CanonNoir").

A fleet is named by its player and the corner of its port ("Alice (north-west fleet)"): on
the board every fleet wears its player's colour, and with two players each player commands
two fleets of the same colour, which only their ports tell apart. Log lines that look back
name ships by their owner, never by the kind of ship they are now, because the log is
re-rendered later from a newer view.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from capboard.engine.protocol import Action, Event
from capboard.games.canon_noir.actions import Aim, Duel, Fire, NoDuel, Roll, Sail, square_label
from capboard.games.canon_noir.view import CanonNoirView, FleetView
from capboard.ui.games.base import player_name

TREASURES_TO_WIN = 3


def corner_key(port: Sequence[int], width: int = 11, height: int = 8) -> str:
    """Which corner of the board a port lies in: ``nw``, ``ne``, ``sw`` or ``se``."""
    x, y = port[0], port[1]
    return ("n" if y < height / 2 else "s") + ("w" if x < width / 2 else "e")


def corner_name(key: str) -> str:
    """A corner's name ("north-west")."""
    names = {
        "nw": QCoreApplication.translate("CanonNoir", "north-west"),
        "ne": QCoreApplication.translate("CanonNoir", "north-east"),
        "sw": QCoreApplication.translate("CanonNoir", "south-west"),
        "se": QCoreApplication.translate("CanonNoir", "south-east"),
    }
    return names.get(key, key)


def fleet_title(key: str) -> str:
    """A fleet's name as a heading ("North-west fleet")."""
    names = {
        "nw": QCoreApplication.translate("CanonNoir", "North-west fleet"),
        "ne": QCoreApplication.translate("CanonNoir", "North-east fleet"),
        "sw": QCoreApplication.translate("CanonNoir", "South-west fleet"),
        "se": QCoreApplication.translate("CanonNoir", "South-east fleet"),
    }
    return names.get(key, key)


def _fleet(view: CanonNoirView, fleet: object) -> FleetView | None:
    if isinstance(fleet, int) and 0 <= fleet < len(view.fleets):
        return view.fleets[fleet]
    return None


def _board_size(view: CanonNoirView) -> tuple[int, int]:
    return (len(view.board[0]) if view.board else 11, len(view.board) or 8)


def fleet_corner(view: CanonNoirView, fleet: object) -> str:
    """The corner key of a fleet's port ("" for an unknown fleet)."""
    f = _fleet(view, fleet)
    return corner_key(f.port, *_board_size(view)) if f is not None else ""


def who(view: CanonNoirView, names: Sequence[str], fleet: object, seat: object = None) -> str:
    """A fleet's commander and fleet: "Alice (north-west fleet)"."""
    f = _fleet(view, fleet)
    if seat is None and f is not None:
        seat = f.owner
    name = player_name(names, seat)
    texts = {
        "nw": QCoreApplication.translate("CanonNoir", "{name} (north-west fleet)"),
        "ne": QCoreApplication.translate("CanonNoir", "{name} (north-east fleet)"),
        "sw": QCoreApplication.translate("CanonNoir", "{name} (south-west fleet)"),
        "se": QCoreApplication.translate("CanonNoir", "{name} (south-east fleet)"),
    }
    return texts.get(fleet_corner(view, fleet), "{name}").format(name=name)


def ship_name(ship: str) -> str:
    """A kind of ship, as in a list ("caravel")."""
    names = {
        "caravel": QCoreApplication.translate("CanonNoir", "caravel"),
        "frigate": QCoreApplication.translate("CanonNoir", "frigate"),
        "raft": QCoreApplication.translate("CanonNoir", "raft"),
    }
    return names.get(ship, ship)


def ship_of(view: CanonNoirView, names: Sequence[str], fleet: object) -> str:
    """A fleet's ship now, with its owner: "Bob's frigate" (and its port's corner when the
    owner commands two fleets)."""
    f = _fleet(view, fleet)
    if f is None:
        return QCoreApplication.translate("CanonNoir", "a ship")
    name = player_name(names, f.owner)
    texts = {
        "caravel": QCoreApplication.translate("CanonNoir", "{name}'s caravel"),
        "frigate": QCoreApplication.translate("CanonNoir", "{name}'s frigate"),
        "raft": QCoreApplication.translate("CanonNoir", "{name}'s raft"),
    }
    text = texts.get(f.ship, "{name}").format(name=name)
    if sum(1 for other in view.fleets if other.owner == f.owner) > 1:
        text = QCoreApplication.translate("CanonNoir", "{ship} ({corner})").format(
            ship=text, corner=corner_name(fleet_corner(view, fleet))
        )
    return text


def distance_label(distance: int, dice: Sequence[int]) -> str:
    """How a distance is made from the dice: "5", or "3+5" for the total of two dice."""
    if len(dice) == 2 and distance == dice[0] + dice[1] and distance not in dice:
        return f"{dice[0]}+{dice[1]}"
    return str(distance)


def distances_label(distances: Sequence[int], dice: Sequence[int]) -> str:
    """The die choices that reach a square, e.g. "3" or "3 / 5 / 3+5" (one's own port)."""
    return " / ".join(distance_label(d, dice) for d in sorted(distances))


def _reach(view: CanonNoirView, square: tuple[int, int]) -> tuple[int, ...]:
    for where, distances in view.reachable:
        if tuple(where) == square:
            return tuple(distances)
    return ()


def dice_count(view: CanonNoirView) -> int:
    """How many dice the fleet to play rolls (or rolled)."""
    if view.dice:
        return len(view.dice)
    f = _fleet(view, view.fleet)
    return 2 if f is not None and f.ship == "caravel" else 1


def describe_action(action: Action, view: CanonNoirView, names: Sequence[str]) -> str:
    """One entry of the list of legal actions."""
    if isinstance(action, Roll):
        if dice_count(view) == 2:
            return QCoreApplication.translate("CanonNoir", "Roll the dice")
        return QCoreApplication.translate("CanonNoir", "Roll the die")
    if isinstance(action, Sail):
        square = (action.x, action.y)
        distances = _reach(view, square)
        if not distances:
            return QCoreApplication.translate("CanonNoir", "Sail to {square}").format(
                square=square_label(square)
            )
        return QCoreApplication.translate("CanonNoir", "Sail to {square} ({dice})").format(
            square=square_label(square), dice=distances_label(distances, view.dice)
        )
    if isinstance(action, Aim):
        return QCoreApplication.translate("CanonNoir", "Fire at {ship}").format(
            ship=ship_of(view, names, action.target)
        )
    if isinstance(action, Duel):
        return QCoreApplication.translate("CanonNoir", "Start a duel with {ship}").format(
            ship=ship_of(view, names, action.target)
        )
    if isinstance(action, NoDuel):
        return QCoreApplication.translate("CanonNoir", "Let the duel go")
    if isinstance(action, Fire):
        return QCoreApplication.translate(
            "CanonNoir", "Fire: direction {direction}°, power {power}"
        ).format(direction=action.direction, power=action.power)
    return action.notation()


def _dice_text(dice: Sequence[int]) -> str:
    if len(dice) == 2:
        return QCoreApplication.translate("CanonNoir", "{a} and {b}").format(a=dice[0], b=dice[1])
    return ", ".join(str(d) for d in dice)


def _roll_off_text(rounds: Sequence[Sequence[Sequence[int]]], names: Sequence[str]) -> str:
    sentences = []
    for number, results in enumerate(rounds):
        parts = [
            QCoreApplication.translate("CanonNoir", "{name} {total} ({a}+{b})").format(
                name=player_name(names, seat), total=a + b, a=a, b=b
            )
            for seat, a, b in results
        ]
        listed = QCoreApplication.translate("CanonNoir", ", ").join(parts)
        if number == 0:
            text = QCoreApplication.translate("CanonNoir", "Roll for the first player: {results}.")
        else:
            text = QCoreApplication.translate("CanonNoir", "A tie, rolled again: {results}.")
        sentences.append(text.format(results=listed))
    return " ".join(sentences)


def format_event(event: Event, view: CanonNoirView, names: Sequence[str]) -> str:
    """One line of the game log."""
    p = event.params
    code = event.code
    fleet = p.get("fleet")
    actor = who(view, names, fleet, p.get("seat"))
    if code == "roll_off":
        return _roll_off_text(p.get("rounds", ()), names)
    if code == "first_player":
        order = QCoreApplication.translate("CanonNoir", ", ").join(
            player_name(names, s) for s in p.get("order", ())
        )
        return QCoreApplication.translate(
            "CanonNoir", "{name} plays first. Turn order: {order}."
        ).format(name=player_name(names, p.get("seat")), order=order)
    if code == "rolled":
        dice = list(p.get("dice", ()))
        if len(dice) == 1:
            return QCoreApplication.translate("CanonNoir", "{who} rolls a {value}.").format(
                who=actor, value=dice[0]
            )
        return QCoreApplication.translate("CanonNoir", "{who} rolls {dice}.").format(
            who=actor, dice=_dice_text(dice)
        )
    if code == "sailed":
        texts = {
            "caravel": QCoreApplication.translate(
                "CanonNoir", "{who} sails the caravel from {origin} to {to} ({distance})."
            ),
            "frigate": QCoreApplication.translate(
                "CanonNoir", "{who} sails the frigate from {origin} to {to} ({distance})."
            ),
            "raft": QCoreApplication.translate(
                "CanonNoir", "{who} sails the raft from {origin} to {to} ({distance})."
            ),
        }
        return texts.get(str(p.get("ship")), texts["caravel"]).format(
            who=actor,
            origin=square_label(tuple(p["origin"])),
            to=square_label(tuple(p["to"])),
            distance=p.get("distance", "?"),
        )
    if code == "no_move":
        return QCoreApplication.translate(
            "CanonNoir", "{who} has no move: the turn passes."
        ).format(who=actor)
    if code == "treasure_taken":
        return QCoreApplication.translate(
            "CanonNoir", "{who} takes a treasure ({pool} left in the pool)."
        ).format(who=actor, pool=p.get("pool", "?"))
    if code == "treasure_banked":
        return QCoreApplication.translate(
            "CanonNoir", "{who} brings a treasure home: {banked} of {needed} banked."
        ).format(who=actor, banked=p.get("banked", "?"), needed=TREASURES_TO_WIN)
    if code == "refitted":
        return QCoreApplication.translate(
            "CanonNoir", "{who} is home and sails a caravel again."
        ).format(who=actor)
    if code == "no_target":
        return QCoreApplication.translate(
            "CanonNoir", "{who} reaches a black cannon, but no ship is in its sights."
        ).format(who=actor)
    if code == "aimed":
        return QCoreApplication.translate(
            "CanonNoir", "{who} turns the black cannon on {target}."
        ).format(who=actor, target=who(view, names, p.get("target")))
    if code == "duel_started":
        return QCoreApplication.translate(
            "CanonNoir", "{who} challenges {target} to a duel."
        ).format(who=actor, target=who(view, names, p.get("target")))
    if code == "duel_declined":
        return QCoreApplication.translate("CanonNoir", "{who} lets the duel go.").format(who=actor)
    if code == "shot":
        return _shot_text(p, actor, who(view, names, p.get("target")))
    if code == "ship_hit":
        return _hit_text(actor, str(p.get("before")), str(p.get("after")))
    if code == "treasure_captured":
        return QCoreApplication.translate(
            "CanonNoir", "{to} captures the treasure of {who}."
        ).format(to=who(view, names, p.get("to")), who=actor)
    if code == "treasure_returned":
        return QCoreApplication.translate(
            "CanonNoir", "The treasure of {who} goes back to the pool."
        ).format(who=actor)
    if code == "returned":
        return QCoreApplication.translate(
            "CanonNoir", "{who} missed and puts the ship back on {to}, where its move started."
        ).format(who=actor, to=square_label(tuple(p["to"])))
    if code == "safe_in_port":
        return QCoreApplication.translate(
            "CanonNoir", "{who} is back in port, where no ship can be fired at: the duel ends."
        ).format(who=actor)
    if code == "raft_spared":
        return QCoreApplication.translate(
            "CanonNoir", "{who} sails a raft, which cannot be fired at: the duel ends."
        ).format(who=actor)
    if code == "game_over":
        return QCoreApplication.translate(
            "CanonNoir", "{who} has brought {needed} treasures home and wins!"
        ).format(who=actor, needed=TREASURES_TO_WIN)
    return code


def _shot_text(p: Mapping[str, Any], actor: str, target: str) -> str:
    """A shot as people tell it: who fired at whom, and a hit, or where the ball fell
    (short of the ship, past it, or wide of it), never the direction and power."""
    reply = p.get("context") == "reply"
    if p.get("hit"):
        outcome = "hit"
    else:
        outcome = miss_side(p.get("landing"), p.get("target_at"), p.get("direction")) or "miss"
    if reply:
        texts = {
            "hit": QCoreApplication.translate("CanonNoir", "{who} fires back at {target}: a hit!"),
            "short": QCoreApplication.translate(
                "CanonNoir", "{who} fires back at {target}: the ball falls short."
            ),
            "long": QCoreApplication.translate(
                "CanonNoir", "{who} fires back at {target}: the ball flies over."
            ),
            "wide": QCoreApplication.translate(
                "CanonNoir", "{who} fires back at {target}: the ball falls wide."
            ),
            "miss": QCoreApplication.translate(
                "CanonNoir", "{who} fires back at {target}: missed."
            ),
        }
    else:
        texts = {
            "hit": QCoreApplication.translate("CanonNoir", "{who} fires at {target}: a hit!"),
            "short": QCoreApplication.translate(
                "CanonNoir", "{who} fires at {target}: the ball falls short."
            ),
            "long": QCoreApplication.translate(
                "CanonNoir", "{who} fires at {target}: the ball flies over."
            ),
            "wide": QCoreApplication.translate(
                "CanonNoir", "{who} fires at {target}: the ball falls wide."
            ),
            "miss": QCoreApplication.translate("CanonNoir", "{who} fires at {target}: missed."),
        }
    return texts[outcome].format(who=actor, target=target)


def miss_side(landing: object, target_at: object, direction: object) -> str | None:
    """Where a ball that missed fell, seen from the gun: ``"short"`` of the target,
    ``"long"`` (past it) or ``"wide"`` of it; None when the shot does not say."""
    try:
        lx, ly = float(landing[0]), float(landing[1])  # type: ignore[index]
        tx, ty = float(target_at[0]) + 0.5, float(target_at[1]) + 0.5  # type: ignore[index]
        angle = math.radians(float(direction))  # type: ignore[arg-type]
    except (TypeError, ValueError, IndexError, KeyError):
        return None
    dx, dy = lx - tx, ly - ty
    along = dx * math.cos(angle) + dy * math.sin(angle)  # > 0: beyond the target
    across = dy * math.cos(angle) - dx * math.sin(angle)
    if abs(across) > abs(along):
        return "wide"
    return "long" if along > 0 else "short"


def _hit_text(actor: str, before: str, after: str) -> str:
    if before == "caravel":
        text = QCoreApplication.translate(
            "CanonNoir", "{who}: the caravel is hit and gives way to the frigate."
        )
    elif before == "frigate":
        text = QCoreApplication.translate(
            "CanonNoir", "{who}: the frigate is hit; its crew sails home on the raft."
        )
    else:
        text = QCoreApplication.translate("CanonNoir", "{who}: the {before} is hit.")
    return text.format(who=actor, before=ship_name(before), after=ship_name(after))


def prompt(view: CanonNoirView, names: Sequence[str]) -> str:
    """The status line: who must do what now."""
    if view.is_over or view.phase == "over":
        return QCoreApplication.translate("CanonNoir", "The game is over.")
    actor = who(view, names, view.fleet)
    if view.phase == "roll":
        if dice_count(view) == 2:
            text = QCoreApplication.translate("CanonNoir", "{who} — roll the dice")
        else:
            text = QCoreApplication.translate("CanonNoir", "{who} — roll the die")
        return text.format(who=actor)
    if view.phase == "sail":
        if view.fleets[view.fleet].ship == "raft":  # a raft must sail back to its port
            return QCoreApplication.translate(
                "CanonNoir", "{who} — sail the raft nearer home: choose a square"
            ).format(who=actor)
        return QCoreApplication.translate("CanonNoir", "{who} — sail: choose a square").format(
            who=actor
        )
    if view.phase == "aim":
        return QCoreApplication.translate(
            "CanonNoir", "{who} — black cannon: choose the ship to fire at"
        ).format(who=actor)
    if view.phase == "duel":
        return QCoreApplication.translate(
            "CanonNoir", "{who} — a ship faces you: start a duel or let it go"
        ).format(who=actor)
    if view.phase == "fire" and view.shot is not None:
        shooter = who(view, names, view.shot.shooter)
        if view.shot.context == "reply":
            return QCoreApplication.translate(
                "CanonNoir",
                "{who} — answer the duel: fire back! Drag to turn, click or Space to fire",
            ).format(who=shooter)
        return QCoreApplication.translate(
            "CanonNoir", "{who} — aim the cannon: drag to turn, click or Space to fire"
        ).format(who=shooter)
    return actor


def fleet_line(view: CanonNoirView, fleet: int) -> str:
    """A fleet's line in the side panel: its ship and the treasure it carries."""
    f = view.fleets[fleet]
    title = fleet_title(fleet_corner(view, fleet))
    if f.treasure:
        text = QCoreApplication.translate("CanonNoir", "{fleet}: {ship}, carrying a treasure")
    else:
        text = QCoreApplication.translate("CanonNoir", "{fleet}: {ship}")
    return text.format(fleet=title, ship=ship_name(f.ship))


def banked_line(banked: int) -> str:
    """How many treasures a fleet has banked in its port, out of the number that wins."""
    return QCoreApplication.translate("CanonNoir", "Banked in port: {banked}/{needed}").format(
        banked=banked, needed=TREASURES_TO_WIN
    )


def player_lines(view: CanonNoirView, seat: int) -> list[str]:
    """The side panel's lines for ``seat``: each fleet's ship, treasure and bank; the pool."""
    lines = []
    for index, f in enumerate(view.fleets):
        if f.owner != seat:
            continue
        lines.append(fleet_line(view, index))
        lines.append(banked_line(f.banked))
    lines.append(
        QCoreApplication.translate("CanonNoir", "Treasures in the pool: {n}").format(n=view.pool)
    )
    return lines


def roll_hint(count: int) -> str:
    """The caption of the dice when they may be rolled."""
    if count == 2:
        return QCoreApplication.translate("CanonNoir", "Click to roll the dice")
    return QCoreApplication.translate("CanonNoir", "Click to roll the die")


def pool_caption() -> str:
    """The caption of the treasure pool beside the board."""
    return QCoreApplication.translate("CanonNoir", "Treasure pool")


def let_go_text() -> str:
    """The card that lets a duel go."""
    return QCoreApplication.translate("CanonNoir", "Let it go")


def duel_text() -> str:
    """The card that starts a duel."""
    return QCoreApplication.translate("CanonNoir", "Duel!")


def power_caption() -> str:
    """The caption of the power gauge."""
    return QCoreApplication.translate("CanonNoir", "Power")
