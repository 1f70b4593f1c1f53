"""The Forgotten Tribe in the Catan state: the gifts on the tribe's coasts, collected by the
ship built onto their edge (a victory point chit, a development card or a harbour), and the
gift harbours placed next to their owner's coastal buildings. A mixin of
:class:`~capboard.games.catan.state.CatanState`."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from capboard.engine.protocol import Action, Event
from capboard.games.catan.actions import PlaceHarbour
from capboard.games.catan.board import HarbourSpot, harbours_of
from capboard.games.catan.geometry import EDGE_NAMES, side_neighbour

if TYPE_CHECKING:
    from capboard.games.catan.state_fields import CatanFields
else:
    CatanFields = object  # the mixins' base while type checking only (see state_fields)


class TribeRules(CatanFields):
    """The Forgotten Tribe's steps of the state."""

    def _collect_gift(self, seat: int, edge: int) -> list[Event]:
        """A ship built onto a marked coast edge takes the gift lying there, once: its owner
        scores the chit, takes the development card laid there at the start, or receives the
        harbour, to place at once next to one of their coastal buildings if they can, else
        kept until they can."""
        gift = self.gifts.pop(edge, None)
        if gift is None:
            return []
        if gift == "point":
            self.chits[seat] += 1
            return [Event("gift_point", {"seat": seat, "edge": edge})]
        if gift == "card":
            card = self.gift_cards.pop(edge)
            self.dev_hands[seat].append(card)
            self.bought_this_turn.append(card)  # like a bought card: not played this turn
            return [
                Event(
                    "gift_card",
                    {"seat": seat, "edge": edge, "deck": len(self.deck)},
                    irreversible=True,
                    private={"card": card},
                    owner=seat,
                )
            ]
        kind = gift.split(":", 1)[1]
        self.harbours_kept[seat].append(kind)
        events = [Event("gift_harbour", {"seat": seat, "edge": edge, "kind": kind})]
        return events + self._ask_harbour(seat)

    def _ask_harbour(self, seat: int) -> list[Event]:
        """When ``seat`` keeps a harbour and has a coast where it may go, they place it now."""
        if not self.harbours_kept[seat] or self.phase == "harbour":
            return []
        if not self._harbour_spots(seat):
            return []
        self.harbour_resume = self.phase
        self.phase = "harbour"
        return []

    def _harbour_spots(self, seat: int) -> list[int]:
        """Coast edges (land on one side, sea or the frame on the other) with a settlement or
        city of ``seat`` on a corner, where neither corner already serves a harbour."""
        geometry, is_land = self.geometry, self.is_land
        taken = {c for spot, _ in harbours_of(self.catan, self.board) for c in spot.corners}
        barred = self.catan.robber_barred
        spots = set()
        for corner, (owner, _) in self.buildings.items():
            if owner != seat:
                continue
            for edge in geometry.corner_edges[corner]:
                tiles = geometry.edge_tiles[edge]
                land = [t for t in tiles if is_land[t] and t not in barred]
                if len(land) != 1 or (len(tiles) == 2 and all(is_land[t] for t in tiles)):
                    continue
                if not taken & set(geometry.edge_corners[edge]):
                    spots.add(edge)
        return sorted(spots)

    def _harbour_actions(self, seat: int) -> list[Action]:
        return [PlaceHarbour(edge) for edge in self._harbour_spots(seat)]

    def _place_harbour(self, seat: int, action: PlaceHarbour) -> list[Event]:
        kind = self.harbours_kept[seat].pop(0)
        geometry = self.geometry
        tile = next(t for t in geometry.edge_tiles[action.edge] if self.is_land[t])
        side = EDGE_NAMES[geometry.tile_edges[tile].index(action.edge)]
        spot = HarbourSpot(
            tile=tile,
            side=side,
            frame_hex=side_neighbour(geometry.tiles[tile], side),
            edge=action.edge,
            corners=geometry.edge_corners[action.edge],
            kind=kind,
        )
        board = self.board
        spots = board.harbour_spots or self.catan.harbours
        self.board = dataclasses.replace(
            board,
            harbour_spots=(*spots, spot),
            harbour_kinds=(*board.harbour_kinds, kind),
        )
        self.phase = self.harbour_resume
        events = [Event("placed_harbour", {"seat": seat, "edge": action.edge, "kind": kind})]
        return events + self._ask_harbour(seat)  # a second harbour kept, and a coast for it
