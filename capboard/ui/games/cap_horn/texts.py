"""Cap Horn's words: cards, actions, log lines, prompts, side-panel lines and the labels of
the board, all through Qt's translation system (context "CapHorn").

Sentences are written out whole (one per colour of wind rose, one for a single point and one
for several) rather than assembled from pieces: French needs its own agreements ("une rose
verte", "1 point", "3 points").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from capboard.engine.protocol import Action, Event
from capboard.games.cap_horn.actions import (
    BuyCard,
    CoverCard,
    CrossFinish,
    EndTurn,
    Ignore,
    LayCard,
    Renounce,
    Sail,
    Sprint,
    Stay,
    square_label,
)
from capboard.games.cap_horn.view import CapHornView
from capboard.ui.games.base import player_name
from capboard.ui.games.cap_horn.chart import ARROWS, card_style, card_symbols, chart


def square(value: object) -> str:
    """A square's name (``K4``) from ``(x, y)`` or ``[x, y]``."""
    try:
        x, y = value  # type: ignore[misc]
        return square_label((int(x), int(y)))
    except (TypeError, ValueError, IndexError):
        return "?"


def card_name(kind: object) -> str:
    """A navigation card by its face: ``2 (↑ ↗)``; a bent move reads ``1↑, then 2← or 2→``."""
    if not isinstance(kind, int) or kind not in chart().cards:
        return "?"
    style = card_style(kind)
    if style == "straight":
        return card_symbols(kind)
    moves = chart().cards[kind]
    if style == "bent":
        (d, n), *_ = moves[0]
        seconds = [f"{m}{ARROWS[e]}" for move in moves for e, m in move[1:]]
        return QCoreApplication.translate("CapHorn", "{first}, then {second}").format(
            first=f"{n}{ARROWS[d]}", second=_or(seconds)
        )
    return _or([f"{move[0][1]}{ARROWS[move[0][0]]}" for move in moves])


def _or(parts: Sequence[str]) -> str:
    text = parts[0] if parts else ""
    for part in parts[1:]:
        text = QCoreApplication.translate("CapHorn", "{a} or {b}").format(a=text, b=part)
    return text


def colour_name(colour: str) -> str:
    """A wind rose's or station's colour, as an adjective of "rose" in the side panel."""
    names = {
        "yellow": QCoreApplication.translate("CapHorn", "yellow"),
        "red": QCoreApplication.translate("CapHorn", "red"),
        "green": QCoreApplication.translate("CapHorn", "green"),
    }
    return names.get(colour, colour)


def points_text(points: int) -> str:
    """``1 point`` or ``{n} points``."""
    if abs(points) == 1:
        return QCoreApplication.translate("CapHorn", "{n} point").format(n=points)
    return QCoreApplication.translate("CapHorn", "{n} points").format(n=points)


# -- actions -----------------------------------------------------------------------------------
def describe_action(action: Action, view: CapHornView) -> str:
    """One entry of the list of legal actions."""
    if isinstance(action, LayCard):
        return QCoreApplication.translate("CapHorn", "Lay a {card} on {square}").format(
            card=card_name(action.card), square=square((action.x, action.y))
        )
    if isinstance(action, CoverCard):
        return QCoreApplication.translate(
            "CapHorn", "Cover the card on {square} with a {card}"
        ).format(card=card_name(action.card), square=square((action.x, action.y)))
    if isinstance(action, Sail):
        return QCoreApplication.translate("CapHorn", "Sail to {square}").format(
            square=square((action.x, action.y))
        )
    if isinstance(action, CrossFinish):
        return QCoreApplication.translate("CapHorn", "Cross the finish line")
    if isinstance(action, Renounce):
        return QCoreApplication.translate("CapHorn", "Renounce the move (+1 point)")
    if isinstance(action, Stay):
        return QCoreApplication.translate("CapHorn", "Stay: no move is possible (no point)")
    if isinstance(action, Ignore):
        return QCoreApplication.translate(
            "CapHorn", "Ignore the card: go to {square} (−3 points)"
        ).format(square=square((action.x, action.y)))
    if isinstance(action, Sprint):
        return QCoreApplication.translate("CapHorn", "Sprint: two moves (−5 points)")
    if isinstance(action, BuyCard):
        return QCoreApplication.translate("CapHorn", "Buy a card (−1 point)")
    if isinstance(action, EndTurn):
        return QCoreApplication.translate("CapHorn", "End the turn")
    return action.notation()


# -- the board's buttons -------------------------------------------------------------------------
def button_title(name: str) -> str:
    """The label of one of the board's buttons."""
    titles = {
        "renounce": QCoreApplication.translate("CapHorn", "Renounce"),
        "stay": QCoreApplication.translate("CapHorn", "Stay"),
        "sprint": QCoreApplication.translate("CapHorn", "Sprint"),
        "buy": QCoreApplication.translate("CapHorn", "Buy a card"),
        "end": QCoreApplication.translate("CapHorn", "End turn"),
    }
    return titles.get(name, name)


def button_hint(name: str) -> str:
    """The second line of a button: what it does."""
    hints = {
        "renounce": QCoreApplication.translate("CapHorn", "stay put"),
        "stay": QCoreApplication.translate("CapHorn", "no move possible"),
        "sprint": QCoreApplication.translate("CapHorn", "two moves"),
        "buy": QCoreApplication.translate("CapHorn", "one more card"),
        "end": QCoreApplication.translate("CapHorn", "next player"),
    }
    return hints.get(name, "")


def ignore_badge() -> str:
    """The cost shown on a square the ship may reach by ignoring its card."""
    return QCoreApplication.translate("CapHorn", "−3")


def square_tooltip(at: tuple[int, int], kind: int | None) -> str:
    """What hovering a square of the chart says: its name and the card lying there."""
    number = chart().start_number(at)
    station = chart().station_at(at)
    if number is not None:
        text = QCoreApplication.translate("CapHorn", "{square}: start square {number}").format(
            square=square(at), number=number
        )
    elif kind is not None:
        text = QCoreApplication.translate("CapHorn", "{square}: a {card}").format(
            square=square(at), card=card_name(kind)
        )
    else:
        text = square(at)
    if station is not None:
        text += "\n" + station_text(station.colour, station.stage)
    return text


def station_text(colour: str, stage: int) -> str:
    """A station's description."""
    texts = {
        "yellow": QCoreApplication.translate("CapHorn", "Yellow station of stage {stage}"),
        "red": QCoreApplication.translate("CapHorn", "Red station of stage {stage}"),
        "green": QCoreApplication.translate("CapHorn", "Green station of stage {stage}"),
    }
    return texts.get(colour, "{stage}").format(stage=stage)


def rose_text(colour: str, stage: int) -> str:
    """A wind rose in a logbook: ``yellow (stage 1)``."""
    return QCoreApplication.translate("CapHorn", "{colour} (stage {stage})").format(
        colour=colour_name(colour), stage=stage
    )


def hand_count(n: int) -> str:
    """The number of cards in a hand, under its backs: ``× 3``."""
    return QCoreApplication.translate("CapHorn", "× {n}").format(n=n)


def pile_tooltip(count: int) -> str:
    """A draw pile's tooltip."""
    return QCoreApplication.translate("CapHorn", "Draw pile: {n} cards").format(n=count)


def discard_tooltip(count: int) -> str:
    """The discard pile's tooltip."""
    return QCoreApplication.translate("CapHorn", "Discard pile: {n} cards").format(n=count)


# -- the log -----------------------------------------------------------------------------------
def format_event(event: Event, view: CapHornView, names: Sequence[str]) -> str:
    """One line of the game log; a drawn or bought card is named only to its owner."""
    p = event.params
    seat = p.get("seat")
    name = player_name(names, seat)
    code = event.code
    mine = bool(event.private) and view.seat is not None and view.seat == event.owner
    if code == "start":
        order = [s for s in p.get("order", ()) if isinstance(s, int)]
        places = [
            QCoreApplication.translate("CapHorn", "{name} on {number}").format(
                name=player_name(names, s), number=i + 1
            )
            for i, s in enumerate(order)
        ]
        return QCoreApplication.translate(
            "CapHorn", "The clippers take their start squares: {places}."
        ).format(places=QCoreApplication.translate("CapHorn", ", ").join(places))
    if code == "point":
        return QCoreApplication.translate(
            "CapHorn", "{name} takes a navigation point ({points} in the logbook)."
        ).format(name=name, points=p.get("points", "?"))
    if code == "card_laid":
        return QCoreApplication.translate("CapHorn", "{name} lays a {card} on {square}.").format(
            name=name, card=card_name(p.get("card")), square=square(p.get("at"))
        )
    if code == "card_covered":
        return QCoreApplication.translate(
            "CapHorn", "{name} covers the {covered} on {square} with a {card}."
        ).format(
            name=name,
            covered=card_name(p.get("covered")),
            card=card_name(p.get("card")),
            square=square(p.get("at")),
        )
    if code == "sailed" and p.get("to") is None:
        return QCoreApplication.translate(
            "CapHorn", "{name} sails from {origin} across the finish line."
        ).format(name=name, origin=square(p.get("origin")))
    if code == "sailed":
        if p.get("sprint"):
            text = QCoreApplication.translate(
                "CapHorn", "{name} sprints from {origin} to {square}."
            )
        else:
            text = QCoreApplication.translate("CapHorn", "{name} sails from {origin} to {square}.")
        return text.format(name=name, origin=square(p.get("origin")), square=square(p.get("to")))
    if code == "stayed":
        return QCoreApplication.translate(
            "CapHorn", "{name}'s clipper finds no card to reach and stays where it is."
        ).format(name=name)
    if code == "renounced":
        return QCoreApplication.translate(
            "CapHorn", "{name} renounces the move and gains a point ({points} in the logbook)."
        ).format(name=name, points=p.get("points", "?"))
    if code == "ignored":
        return QCoreApplication.translate(
            "CapHorn",
            "{name} ignores the card and moves from {origin} to {square} "
            "({points} left in the logbook).",
        ).format(
            name=name,
            origin=square(p.get("origin")),
            square=square(p.get("to")),
            points=p.get("points", "?"),
        )
    if code == "sprinted":
        return QCoreApplication.translate(
            "CapHorn", "{name} pays 5 points to sprint ({points} left in the logbook)."
        ).format(name=name, points=p.get("points", "?"))
    if code == "rose_taken":
        texts = {
            "yellow": QCoreApplication.translate(
                "CapHorn", "{name} takes a yellow wind rose in stage {stage}."
            ),
            "red": QCoreApplication.translate(
                "CapHorn", "{name} takes a red wind rose in stage {stage}."
            ),
            "green": QCoreApplication.translate(
                "CapHorn", "{name} takes a green wind rose in stage {stage}."
            ),
        }
        default = QCoreApplication.translate(
            "CapHorn", "{name} takes a wind rose in stage {stage}."
        )
        return texts.get(str(p.get("colour")), default).format(name=name, stage=p.get("stage"))
    if code == "card_drawn":
        if mine:
            return QCoreApplication.translate("CapHorn", "You draw a {card}.").format(
                card=card_name(event.private.get("card"))
            )
        if event.private:
            return QCoreApplication.translate("CapHorn", "{name} draws a {card}.").format(
                name=name, card=card_name(event.private.get("card"))
            )
        return QCoreApplication.translate("CapHorn", "{name} draws a card.").format(name=name)
    if code == "cards_bought":
        if mine:
            return QCoreApplication.translate(
                "CapHorn", "You buy a {card} ({points} left in the logbook)."
            ).format(card=card_name(event.private.get("card")), points=p.get("points", "?"))
        if event.private:
            return QCoreApplication.translate(
                "CapHorn", "{name} buys a {card} ({points} left in the logbook)."
            ).format(
                name=name, card=card_name(event.private.get("card")), points=p.get("points", "?")
            )
        return QCoreApplication.translate(
            "CapHorn", "{name} buys a card ({points} left in the logbook)."
        ).format(name=name, points=p.get("points", "?"))
    if code == "reshuffled":
        return QCoreApplication.translate(
            "CapHorn", "The discard pile is shuffled into new draw piles ({count} cards)."
        ).format(count=p.get("count", "?"))
    if code == "finished":
        return QCoreApplication.translate("CapHorn", "{name} crosses the finish line!").format(
            name=name
        )
    if code == "game_over":
        if p.get("reason") == "three_roses":
            return QCoreApplication.translate(
                "CapHorn", "{name} holds three wind roses and wins the race."
            ).format(name=name)
        if p.get("reason") == "finish":
            return QCoreApplication.translate(
                "CapHorn", "{name} is first across the finish line with two wind roses and wins."
            ).format(name=name)
        if p.get("reason") == "called":
            winners = p.get("winners") or [p.get("seat")]
            if len(winners) > 1:
                return QCoreApplication.translate(
                    "CapHorn",
                    "Every card is on the chart: the race is called, and {names} share the win.",
                ).format(names=", ".join(player_name(names, w) for w in winners))
            return QCoreApplication.translate(
                "CapHorn",
                "Every card is on the chart: the race is called. {name} wins, with the most "
                "wind roses and the furthest along.",
            ).format(name=name)
        if p.get("reason") == "becalmed":
            return QCoreApplication.translate(
                "CapHorn",
                "Two rounds without a card laid or a ship moving: the sea is becalmed and the "
                "race is called. {name} wins, with the most wind roses and the furthest along.",
            ).format(name=name)
        return QCoreApplication.translate("CapHorn", "The race is over.")
    if code == "last_round":
        return QCoreApplication.translate(
            "CapHorn",
            "Every card is on the chart: each player sails one last turn, then the race is called.",
        )
    return code


# -- status line and side panel -------------------------------------------------------------------
def prompt(view: CapHornView, names: Sequence[str]) -> str:
    """The status line: who must do what now."""
    if view.is_over or view.phase == "over":
        return QCoreApplication.translate("CapHorn", "The race is over.")
    name = player_name(names, view.current_player)
    texts = {
        "lay": QCoreApplication.translate("CapHorn", "{name} — lay cards or sail"),
        "covered": QCoreApplication.translate("CapHorn", "{name} — sail (a card was covered)"),
        "sprint": QCoreApplication.translate("CapHorn", "{name} — first move of the sprint"),
        "sprint2": QCoreApplication.translate("CapHorn", "{name} — second move"),
        "buy": QCoreApplication.translate("CapHorn", "{name} — buy cards or end your turn"),
    }
    return texts.get(view.phase, texts["lay"]).format(name=name)


def player_lines(view: CapHornView, seat: int) -> list[str]:
    """The side panel's lines for ``seat``: points, cards, wind roses and start square."""
    lines = [
        QCoreApplication.translate("CapHorn", "Navigation points: {n} of {max}").format(
            n=view.points[seat], max=chart().max_points
        ),
        QCoreApplication.translate("CapHorn", "Cards in hand: {n}").format(n=view.hand_sizes[seat]),
    ]
    roses = view.roses[seat] if seat < len(view.roses) else ()
    if roses:
        listed = QCoreApplication.translate("CapHorn", ", ").join(
            rose_text(r.colour, r.stage) for r in roses
        )
        lines.append(
            QCoreApplication.translate("CapHorn", "Wind roses: {roses}").format(roses=listed)
        )
    else:
        lines.append(QCoreApplication.translate("CapHorn", "Wind roses: none yet"))
    if seat in view.start_order:
        lines.append(
            QCoreApplication.translate("CapHorn", "Start square: {number}").format(
                number=view.start_order.index(seat) + 1
            )
        )
    return lines
