"""The court in words, for "Describe the board": each objective and the cards under it
(face down cards unnamed unless the person may know them), the person's own hand, then each
player's lines."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from capboard.games.cape_epee.view import CapeEpeeView, CardInColumn
from capboard.ui.games.cape_epee import texts


def describe_board(view: CapeEpeeView, names: Sequence[str]) -> list[str]:
    """A line per objective, the hand, a line per player."""
    lines = []
    for column in view.columns:
        objective = texts.objective_text(column.objective.domain, column.objective.value)
        cards = [_card(card, names) for card in column.cards]
        if cards:
            text = QCoreApplication.translate("CapeEpee", "{objective}: {cards}.")
            line = text.format(objective=objective, cards="; ".join(cards))
        else:
            text = QCoreApplication.translate("CapeEpee", "{objective}: no card yet.")
            line = text.format(objective=objective)
        if column.closed:
            line += " " + QCoreApplication.translate("CapeEpee", "Closed by a Storm.")
        lines.append(line)
    if view.hand:
        lines.append(
            QCoreApplication.translate("CapeEpee", "Your hand: {cards}.").format(
                cards=", ".join(texts.card_name(card) for card in view.hand)
            )
        )
    for seat, name in enumerate(names):
        lines.append(
            QCoreApplication.translate("CapeEpee", "{name}: {facts}.").format(
                name=name, facts=" · ".join(texts.player_lines(view, seat))
            )
        )
    return lines


def _card(card: CardInColumn, names: Sequence[str]) -> str:
    """A card under an objective: whose, and what it is when the person may know it."""
    owner = names[card.owner] if 0 <= card.owner < len(names) else "?"
    if card.card is None:
        return QCoreApplication.translate("CapeEpee", "{owner}, face down").format(owner=owner)
    if card.face_up:
        text = QCoreApplication.translate("CapeEpee", "{owner}, {card}")
    else:
        text = QCoreApplication.translate("CapeEpee", "{owner}, {card} (face down)")
    return text.format(owner=owner, card=texts.card_name(card.card))
