"""The chart in words, for "Describe the board": where each ship lies, the cards laid on the
sea, and the person's own hand (the others' are counts, as on the table)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from capboard.games.cap_horn.view import CapHornView
from capboard.ui.games.cap_horn import texts


def describe_board(view: CapHornView, names: Sequence[str]) -> list[str]:
    """The ships, the cards on the sea, the hand, then each player's lines."""
    lines = []
    for seat, name in enumerate(names):
        if seat < len(view.ships):
            lines.append(
                QCoreApplication.translate("CapHorn", "{name}'s ship: {square}.").format(
                    name=name, square=texts.square_tooltip(view.ships[seat], None)
                )
            )
    if view.cards:
        laid = "; ".join(texts.square_tooltip(at, kind) for at, kind in view.cards)
        lines.append(
            QCoreApplication.translate("CapHorn", "Cards on the sea: {cards}.").format(
                cards=laid.replace("\n", ", ")
            )
        )
    if view.hand:
        lines.append(
            QCoreApplication.translate("CapHorn", "Your hand: {cards}.").format(
                cards="; ".join(texts.card_name(kind) for kind in view.hand)
            )
        )
    for seat, name in enumerate(names):
        lines.append(
            QCoreApplication.translate("CapHorn", "{name}: {facts}.").format(
                name=name, facts=" · ".join(texts.player_lines(view, seat))
            )
        )
    return [line.replace("\n", ", ") for line in lines]
