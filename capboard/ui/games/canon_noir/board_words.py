"""The sea in words, for "Describe the board": each fleet's ship, where it lies and what it
carries, the dice rolled and the treasures left; everything in Canon Noir is public."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from capboard.games.canon_noir.actions import square_label
from capboard.games.canon_noir.view import CanonNoirView
from capboard.ui.games.canon_noir import texts


def describe_board(view: CanonNoirView, names: Sequence[str]) -> list[str]:
    """The dice and the pool first, then a line per fleet (its owner's name first)."""
    lines = []
    if view.dice:
        lines.append(
            QCoreApplication.translate("CanonNoir", "Dice rolled: {dice}.").format(
                dice=", ".join(str(d) for d in view.dice)
            )
        )
    lines.append(
        QCoreApplication.translate("CanonNoir", "Treasures in the pool: {n}.").format(n=view.pool)
    )
    for seat, name in enumerate(names):
        for index, fleet in enumerate(view.fleets):
            if fleet.owner != seat:
                continue
            lines.append(
                QCoreApplication.translate(
                    "CanonNoir", "{name}: {fleet}, on {square} · {banked}."
                ).format(
                    name=name,
                    fleet=texts.fleet_line(view, index),
                    square=square_label(fleet.at),
                    banked=texts.banked_line(fleet.banked),
                )
            )
    return lines
