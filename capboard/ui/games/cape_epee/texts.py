"""De Cape et d'Épée's words: card names and abilities, domains, actions, log lines, prompts
and side-panel lines, all through Qt's translation system (context "CapeEpee").

Card names are the French edition's in French (Roi, Reine, Petit Poucet …). Every sentence is
written out whole so that translators see it entire.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from capboard.engine.protocol import Action, Event
from capboard.games.cape_epee.actions import (
    KeepObjectives,
    NoSlip,
    PlayCard,
    SlipCard,
    SwapObjectives,
)
from capboard.games.cape_epee.view import CapeEpeeView
from capboard.ui.games.base import player_name
from capboard.ui.games.cape_epee.data import card, value_text


def card_name(card_id: object) -> str:
    """The translated name of an influence card."""
    names = {
        "king": QCoreApplication.translate("CapeEpee", "King"),
        "queen": QCoreApplication.translate("CapeEpee", "Queen"),
        "juliet": QCoreApplication.translate("CapeEpee", "Juliet"),
        "romeo": QCoreApplication.translate("CapeEpee", "Romeo"),
        "alchemist": QCoreApplication.translate("CapeEpee", "Alchemist"),
        "fencing-master": QCoreApplication.translate("CapeEpee", "Fencing Master"),
        "farmer": QCoreApplication.translate("CapeEpee", "Farmer"),
        "merchant": QCoreApplication.translate("CapeEpee", "Merchant"),
        "cardinal": QCoreApplication.translate("CapeEpee", "Cardinal"),
        "troubadour": QCoreApplication.translate("CapeEpee", "Troubadour"),
        "explorer": QCoreApplication.translate("CapeEpee", "Explorer"),
        "assassin": QCoreApplication.translate("CapeEpee", "Assassin"),
        "storm": QCoreApplication.translate("CapeEpee", "Storm"),
        "traitor": QCoreApplication.translate("CapeEpee", "Traitor"),
        "disguise": QCoreApplication.translate("CapeEpee", "Disguise"),
        "double": QCoreApplication.translate("CapeEpee", "Double"),
        "musketeers": QCoreApplication.translate("CapeEpee", "Musketeers"),
        "magician": QCoreApplication.translate("CapeEpee", "Magician"),
        "witch": QCoreApplication.translate("CapeEpee", "Witch"),
        "prince": QCoreApplication.translate("CapeEpee", "Prince"),
        "squire": QCoreApplication.translate("CapeEpee", "Squire"),
        "hermit": QCoreApplication.translate("CapeEpee", "Hermit"),
        "tom-thumb": QCoreApplication.translate("CapeEpee", "Tom Thumb"),
        "dragon": QCoreApplication.translate("CapeEpee", "Dragon"),
        "beggar": QCoreApplication.translate("CapeEpee", "Beggar"),
    }
    return names.get(str(card_id), QCoreApplication.translate("CapeEpee", "a hidden card"))


def ability_text(card_id: object) -> str:
    """What the card does, in one or two sentences."""
    texts = {
        "king": QCoreApplication.translate("CapeEpee", "No ability."),
        "queen": QCoreApplication.translate("CapeEpee", "No ability."),
        "juliet": QCoreApplication.translate(
            "CapeEpee", "No ability of her own; makes Romeo of her colour worth 15."
        ),
        "romeo": QCoreApplication.translate(
            "CapeEpee",
            "End of round: worth 15 if the Juliet of the same colour is in his column.",
        ),
        "alchemist": QCoreApplication.translate(
            "CapeEpee", "End of round: worth 12 under an Alchemy objective."
        ),
        "fencing-master": QCoreApplication.translate(
            "CapeEpee", "End of round: worth 12 under a Combat objective."
        ),
        "farmer": QCoreApplication.translate(
            "CapeEpee", "End of round: worth 12 under an Agriculture objective."
        ),
        "merchant": QCoreApplication.translate(
            "CapeEpee", "End of round: worth 12 under a Commerce objective."
        ),
        "cardinal": QCoreApplication.translate(
            "CapeEpee", "End of round: worth 12 under a Religion objective."
        ),
        "troubadour": QCoreApplication.translate(
            "CapeEpee", "End of round: worth 12 under a Music objective."
        ),
        "explorer": QCoreApplication.translate(
            "CapeEpee",
            "Immediate: moves face down to the end of the next open column to the right "
            "(wrapping round) and turns up the card above it there. One trip per turn.",
        ),
        "assassin": QCoreApplication.translate(
            "CapeEpee", "Immediate: removes the card that turned it up (the one just played)."
        ),
        "storm": QCoreApplication.translate(
            "CapeEpee", "Immediate: closes its column; no more cards may go there."
        ),
        "traitor": QCoreApplication.translate(
            "CapeEpee",
            "Immediate: its owner may swap the objective of its column with another "
            "objective of this round.",
        ),
        "disguise": QCoreApplication.translate(
            "CapeEpee",
            "Immediate: its owner may slip a card from hand face down under it; at the end of "
            "the round the Disguise is worth that card's value (without its ability), else 0.",
        ),
        "double": QCoreApplication.translate(
            "CapeEpee",
            "End of round: takes the value (not the ability) of the card that turned it up, "
            "remembered even if that card leaves the column; never turned up by a card, 0.",
        ),
        "musketeers": QCoreApplication.translate(
            "CapeEpee",
            "End of round: cancel every ability of the other cards in the column; only printed "
            "values count.",
        ),
        "magician": QCoreApplication.translate(
            "CapeEpee",
            "End of round: removes every card worth 10 or more from the column. An even number "
            "of Magicians cancel out.",
        ),
        "witch": QCoreApplication.translate(
            "CapeEpee",
            "End of round: removes every card worth 9 or less from the column (other Witches "
            "excepted). An even number of Witches cancel out.",
        ),
        "prince": QCoreApplication.translate(
            "CapeEpee",
            "End of round: his owner wins the column outright if the Squire of the same colour "
            "is in it, face up or not. A Prince still face down claims nothing.",
        ),
        "squire": QCoreApplication.translate(
            "CapeEpee", "End of round: the Prince's partner (see the Prince)."
        ),
        "hermit": QCoreApplication.translate(
            "CapeEpee", "End of round: −1 for each other card in the column, even below 0."
        ),
        "tom-thumb": QCoreApplication.translate(
            "CapeEpee", "End of round: +3 for each other card in the column."
        ),
        "dragon": QCoreApplication.translate(
            "CapeEpee", "End of round: −2 to every other card in the column (never below 0)."
        ),
        "beggar": QCoreApplication.translate(
            "CapeEpee", "End of round: the lowest total wins the column instead of the highest."
        ),
    }
    return texts.get(str(card_id), "")


def timing_text(timing: str) -> str:
    """``Immediate`` or ``End of round`` (empty for a card without ability)."""
    if timing == "imm":
        return QCoreApplication.translate("CapeEpee", "Immediate")
    if timing == "end":
        return QCoreApplication.translate("CapeEpee", "End of round")
    return ""


def card_title(card_id: object) -> str:
    """A card's name with its value: ``King (20)``."""
    data = card(card_id if isinstance(card_id, str) else None)
    if data is None:
        return card_name(card_id)
    return QCoreApplication.translate("CapeEpee", "{card} ({value})").format(
        card=card_name(card_id), value=value_text(data.value)
    )


def card_tooltip(card_id: str) -> str:
    """The tooltip of a face-up card: name, value and ability."""
    return f"{card_title(card_id)}\n{ability_text(card_id)}"


def hidden_tooltip() -> str:
    """The tooltip of another player's face-down card."""
    return QCoreApplication.translate("CapeEpee", "A face-down card")


def own_hidden_tooltip(card_id: str) -> str:
    """The tooltip of a face-down card the viewer knows: their own, or an Explorer that
    sailed on in full view."""
    return QCoreApplication.translate("CapeEpee", "Face down: {card}").format(
        card=card_tooltip(card_id)
    )


def slipped_tooltip(card_id: str | None) -> str:
    """The line added to a Disguise's tooltip for the card slipped under it."""
    if card_id is None:
        return QCoreApplication.translate("CapeEpee", "A card is slipped under it.")
    return QCoreApplication.translate("CapeEpee", "Slipped under it: {card}").format(
        card=card_title(card_id)
    )


def domain_name(domain: object) -> str:
    """The translated name of an objective's domain."""
    names = {
        "alchemy": QCoreApplication.translate("CapeEpee", "Alchemy"),
        "combat": QCoreApplication.translate("CapeEpee", "Combat"),
        "agriculture": QCoreApplication.translate("CapeEpee", "Agriculture"),
        "commerce": QCoreApplication.translate("CapeEpee", "Commerce"),
        "religion": QCoreApplication.translate("CapeEpee", "Religion"),
        "music": QCoreApplication.translate("CapeEpee", "Music"),
    }
    return names.get(str(domain), str(domain))


def objective_text(domain: object, value: object) -> str:
    """An objective: ``Combat 3``."""
    return QCoreApplication.translate("CapeEpee", "{domain} {value}").format(
        domain=domain_name(domain), value=value
    )


def objective_tooltip(domain: str, value: int, closed: bool, complete: bool) -> str:
    """The tooltip of an objective heading a column."""
    lines = [
        QCoreApplication.translate(
            "CapeEpee", "{objective}: complete with {value} cards or a Storm"
        ).format(objective=objective_text(domain, value), value=value)
    ]
    if closed:
        lines.append(QCoreApplication.translate("CapeEpee", "Closed by a Storm."))
    elif complete:
        lines.append(QCoreApplication.translate("CapeEpee", "Complete (cards may still be added)."))
    return "\n".join(lines)


def _event_objective(objective: object) -> str | None:
    """An objective as an event carries it ([id, domain, value]), in words."""
    try:
        _oid, domain, value = objective  # type: ignore[misc]
    except (TypeError, ValueError):
        return None
    return objective_text(domain, value)


def _column_objective(view: CapeEpeeView, column: object) -> str:
    """A column's objective as the table shows it now: only for events that do not carry
    their own (they all do since the engine words them so)."""
    if isinstance(column, int) and 0 <= column < len(view.columns):
        objective = view.columns[column].objective
        return objective_text(objective.domain, objective.value)
    number = column + 1 if isinstance(column, int) else "?"
    return QCoreApplication.translate("CapeEpee", "column {number}").format(number=number)


def button_title(name: str) -> str:
    """The label of one of the table's buttons."""
    if name == "keep":
        return QCoreApplication.translate("CapeEpee", "Keep the objectives")
    return QCoreApplication.translate("CapeEpee", "Slip nothing")


# -- actions ------------------------------------------------------------------------------------
def describe_action(action: Action, view: CapeEpeeView) -> str:
    """One entry of the list of legal actions."""
    if isinstance(action, PlayCard):
        return QCoreApplication.translate("CapeEpee", "Play the {card} under {objective}").format(
            card=card_title(action.card), objective=_column_objective(view, action.column)
        )
    if isinstance(action, SwapObjectives):
        source = view.choice.column if view.choice is not None else None
        return QCoreApplication.translate("CapeEpee", "Swap {objective} with {other}").format(
            objective=_column_objective(view, source),
            other=_column_objective(view, action.column),
        )
    if isinstance(action, KeepObjectives):
        return QCoreApplication.translate("CapeEpee", "Keep the objectives")
    if isinstance(action, SlipCard):
        return QCoreApplication.translate("CapeEpee", "Slip the {card} under the Disguise").format(
            card=card_title(action.card)
        )
    if isinstance(action, NoSlip):
        return QCoreApplication.translate("CapeEpee", "Slip nothing")
    return action.notation()


def prompt(view: CapeEpeeView, names: Sequence[str]) -> str:
    """The status line."""
    if view.is_over:
        return QCoreApplication.translate("CapeEpee", "The game is over.")
    if view.choice is not None:
        name = player_name(names, view.choice.seat)
        if view.choice.kind == "traitor":
            return QCoreApplication.translate(
                "CapeEpee", "{name} — your Traitor: swap two objectives?"
            ).format(name=name)
        return QCoreApplication.translate(
            "CapeEpee", "{name} — your Disguise: slip a card under it?"
        ).format(name=name)
    seat = view.current_player if view.current_player is not None else view.turn
    return QCoreApplication.translate("CapeEpee", "{name} — play a card under an objective").format(
        name=player_name(names, seat)
    )


def hand_label(n: int) -> str:
    """``Hand 3`` on a player's panel."""
    return QCoreApplication.translate("CapeEpee", "Hand {n}").format(n=n)


def pile_label(n: int) -> str:
    """``Pile 20`` on a player's panel."""
    return QCoreApplication.translate("CapeEpee", "Pile {n}").format(n=n)


def score_text(score: int) -> str:
    """``Score: 12``."""
    return QCoreApplication.translate("CapeEpee", "Score: {n}").format(n=score)


def player_lines(view: CapeEpeeView, seat: int) -> list[str]:
    """Hand, pile, objectives won and score of ``seat``."""
    won = view.won[seat] if seat < len(view.won) else ()
    lines = [
        QCoreApplication.translate("CapeEpee", "Hand: {n} · pile: {m}").format(
            n=view.hand_sizes[seat] if seat < len(view.hand_sizes) else 0,
            m=view.pile_sizes[seat] if seat < len(view.pile_sizes) else 0,
        ),
        QCoreApplication.translate("CapeEpee", "Objectives won: {n}").format(n=len(won)),
    ]
    if won:
        lines.append(", ".join(objective_text(o.domain, o.value) for o in won))
    lines.append(score_text(view.scores[seat] if seat < len(view.scores) else 0))
    return lines


# -- the log ------------------------------------------------------------------------------------
def _cards_list(pairs: object, names: Sequence[str]) -> str:
    parts = []
    for pair in pairs if isinstance(pairs, list | tuple) else ():
        try:
            seat, card_id = pair
        except (TypeError, ValueError):
            continue
        parts.append(
            QCoreApplication.translate("CapeEpee", "{name}'s {card}").format(
                name=player_name(names, seat), card=card_title(card_id)
            )
        )
    return ", ".join(parts) if parts else "—"


def _reason(by: object) -> str:
    if by == "magician":
        return card_name("magician")
    if by == "witch":
        return card_name("witch")
    return str(by)


def format_event(event: Event, view: CapeEpeeView, names: Sequence[str]) -> str:
    """One line of the game log (with or without the event's private part)."""
    p = dict(event.params)
    private = dict(event.private)
    code = event.code
    name = player_name(names, p.get("seat"))
    column = p.get("column")
    # Each event names the objectives as they were when it happened, never today's columns.
    where = _event_objective(p.get("objective")) or _column_objective(view, column)
    if code == "round_started":
        return QCoreApplication.translate(
            "CapeEpee", "Round {round} begins; {name} plays first."
        ).format(round=p.get("round", "?"), name=player_name(names, p.get("first")))
    if code == "card_played":
        if "card" in private:
            return QCoreApplication.translate(
                "CapeEpee", "{name} plays the {card} face down under {objective}."
            ).format(name=name, card=card_title(private["card"]), objective=where)
        return QCoreApplication.translate(
            "CapeEpee", "{name} plays a card face down under {objective}."
        ).format(name=name, objective=where)
    if code == "card_revealed":
        if p.get("by") == "explorer":
            return QCoreApplication.translate(
                "CapeEpee", "The Explorer turns up {name}'s {card} under {objective}."
            ).format(name=name, card=card_title(p.get("card")), objective=where)
        return QCoreApplication.translate(
            "CapeEpee", "{name}'s {card} is turned up under {objective}."
        ).format(name=name, card=card_title(p.get("card")), objective=where)
    if code == "explorer_sailed":
        return QCoreApplication.translate(
            "CapeEpee", "{name}'s Explorer sails from {origin} to {objective}."
        ).format(
            name=name,
            origin=_event_objective(p.get("origin_objective"))
            or _column_objective(view, p.get("origin")),
            objective=_event_objective(p.get("objective")) or _column_objective(view, p.get("to")),
        )
    if code == "assassinated":
        return QCoreApplication.translate(
            "CapeEpee", "{killer}'s Assassin removes {name}'s {card} under {objective}."
        ).format(
            killer=player_name(names, p.get("by")),
            name=name,
            card=card_title(p.get("card")),
            objective=where,
        )
    if code == "storm":
        return QCoreApplication.translate(
            "CapeEpee", "{name}'s Storm closes the column of {objective}."
        ).format(name=name, objective=where)
    if code == "traitor":
        return QCoreApplication.translate(
            "CapeEpee", "{name}'s Traitor under {objective} may swap two objectives."
        ).format(name=name, objective=where)
    if code == "objectives_swapped":
        swapped = [_event_objective(o) for o in p.get("objectives") or ()]
        if len(swapped) == 2 and all(swapped):
            return QCoreApplication.translate(
                "CapeEpee", "{name} swaps the objectives {a} and {b}."
            ).format(name=name, a=swapped[1], b=swapped[0])
        a, b = [*list(p.get("columns") or []), None, None][:2]
        return QCoreApplication.translate(
            "CapeEpee", "{name} swaps the objectives of columns {a} and {b}."
        ).format(
            name=name,
            a=a + 1 if isinstance(a, int) else "?",
            b=b + 1 if isinstance(b, int) else "?",
        )
    if code == "objectives_kept":
        return QCoreApplication.translate("CapeEpee", "{name} keeps the objectives.").format(
            name=name
        )
    if code == "disguised":
        if "card" in private:
            return QCoreApplication.translate(
                "CapeEpee", "{name} slips the {card} under the Disguise."
            ).format(name=name, card=card_title(private["card"]))
        return QCoreApplication.translate(
            "CapeEpee", "{name} slips a card under the Disguise."
        ).format(name=name)
    if code == "nothing_slipped":
        return QCoreApplication.translate(
            "CapeEpee", "{name} slips nothing under the Disguise."
        ).format(name=name)
    if code == "cards_drawn":
        drawn = private.get("cards")
        if isinstance(drawn, list) and drawn:
            return QCoreApplication.translate("CapeEpee", "{name} draws {cards}.").format(
                name=name, cards=", ".join(card_title(c) for c in drawn)
            )
        count = p.get("count", 0)
        if count == 1:
            return QCoreApplication.translate("CapeEpee", "{name} draws a card.").format(name=name)
        return QCoreApplication.translate("CapeEpee", "{name} draws {n} cards.").format(
            name=name, n=count
        )
    if code == "skipped":
        return QCoreApplication.translate(
            "CapeEpee", "{name} has no card left and is skipped."
        ).format(name=name)
    if code == "round_ending":
        return QCoreApplication.translate(
            "CapeEpee", "Round {round} ends: every card is turned up."
        ).format(round=p.get("round", "?"))
    if code == "turned_up":
        turned = p.get("cards")
        if isinstance(turned, list) and len(turned) == 1:
            sentence = QCoreApplication.translate(
                "CapeEpee", "Under {objective}: {cards}, which counts without its abilities."
            )
        else:
            sentence = QCoreApplication.translate(
                "CapeEpee", "Under {objective}: {cards}, which count without their abilities."
            )
        return sentence.format(objective=where, cards=_cards_list(turned, names))
    if code == "musketeers":
        return QCoreApplication.translate(
            "CapeEpee", "Musketeers under {objective}: only printed values count."
        ).format(objective=where)
    if code == "values" or code == "dragon":
        parts = []
        for entry in p.get("values") or ():
            try:
                _index, seat, card_id, value = entry
            except (TypeError, ValueError):
                continue
            parts.append(
                QCoreApplication.translate("CapeEpee", "{name}'s {card} {value}").format(
                    name=player_name(names, seat), card=card_name(card_id), value=value_text(value)
                )
            )
        if code == "dragon":
            return QCoreApplication.translate(
                "CapeEpee", "The Dragon under {objective} takes 2 from the others: {values}."
            ).format(objective=where, values=", ".join(parts) or "—")
        return QCoreApplication.translate("CapeEpee", "Values under {objective}: {values}.").format(
            objective=where, values=", ".join(parts) or "—"
        )
    if code == "removed":
        return QCoreApplication.translate(
            "CapeEpee", "The {reason} under {objective} removes {cards}."
        ).format(
            reason=_reason(p.get("by")), objective=where, cards=_cards_list(p.get("cards"), names)
        )
    if code == "cancelled":
        if p.get("by") == "witch":
            return QCoreApplication.translate(
                "CapeEpee", "The Witches under {objective} cancel each other out."
            ).format(objective=where)
        return QCoreApplication.translate(
            "CapeEpee", "The Magicians under {objective} cancel each other out."
        ).format(objective=where)
    if code == "prince":
        return QCoreApplication.translate(
            "CapeEpee", "{name}'s Prince and Squire take {objective}."
        ).format(name=name, objective=where)
    if code == "beggar":
        return QCoreApplication.translate(
            "CapeEpee", "The Beggar under {objective}: the lowest total wins."
        ).format(objective=where)
    if code == "column_won":
        objective = p.get("objective")
        try:
            _oid, domain, value = objective  # type: ignore[misc]
            won = objective_text(domain, value)
        except (TypeError, ValueError):
            won = where
        totals = p.get("totals")
        if isinstance(totals, list) and totals:
            shown = ", ".join(
                QCoreApplication.translate("CapeEpee", "{name} {total}").format(
                    name=player_name(names, seat), total=value_text(total)
                )
                for seat, total in enumerate(totals)
                if total is not None
            )
            return QCoreApplication.translate(
                "CapeEpee", "{name} wins {objective} ({totals})."
            ).format(name=name, objective=won, totals=shown)
        return QCoreApplication.translate("CapeEpee", "{name} wins {objective}.").format(
            name=name, objective=won
        )
    if code == "column_empty":
        return QCoreApplication.translate(
            "CapeEpee", "No card is left under {objective}: nobody wins it."
        ).format(objective=where)
    if code == "game_over":
        winners = [player_name(names, s) for s in p.get("winners") or ()]
        scores = p.get("scores") or []
        shown = ", ".join(
            QCoreApplication.translate("CapeEpee", "{name} {total}").format(
                name=player_name(names, seat), total=value_text(score)
            )
            for seat, score in enumerate(scores)
        )
        if len(winners) == 1:
            return QCoreApplication.translate(
                "CapeEpee", "The game is over: {name} wins ({scores})."
            ).format(name=winners[0], scores=shown)
        return QCoreApplication.translate(
            "CapeEpee", "The game is over: {names} share the win ({scores})."
        ).format(names=", ".join(winners), scores=shown)
    return code


def resolution_caption(event: Event) -> str:
    """A short caption shown on the table while a column is resolved at the end of a round."""
    p = event.params
    code = event.code
    if code == "musketeers":
        return QCoreApplication.translate("CapeEpee", "Musketeers: printed values only")
    if code == "removed":
        if p.get("by") == "witch":
            return QCoreApplication.translate("CapeEpee", "The Witch removes cards")
        return QCoreApplication.translate("CapeEpee", "The Magician removes cards")
    if code == "cancelled":
        return QCoreApplication.translate("CapeEpee", "They cancel each other out")
    if code == "prince":
        return QCoreApplication.translate("CapeEpee", "Prince and Squire!")
    if code == "dragon":
        return QCoreApplication.translate("CapeEpee", "The Dragon: −2 to the others")
    if code == "beggar":
        return QCoreApplication.translate("CapeEpee", "The Beggar: lowest total wins")
    if code == "column_empty":
        return QCoreApplication.translate("CapeEpee", "No card left: nobody wins")
    return ""
