"""Trade in the Catan state: with the bank or a harbour, and between players (an offer of the
player to move, the answers of those it was made to, ``pending_players``, and the offerer's
pick). A mixin of :class:`~capboard.games.catan.state.CatanState`, which holds the data."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from capboard.engine.protocol import Action, Event
from capboard.games.catan.actions import (
    AnswerTrade,
    CancelTrade,
    ConfirmTrade,
    MaritimeTrade,
    OfferTrade,
)
from capboard.games.catan.hands import RESOURCES, move_cards

if TYPE_CHECKING:
    from capboard.games.catan.state_fields import CatanFields
else:
    CatanFields = object  # the mixins' base while type checking only (see state_fields)


@cache
def _others(players: int, seat: int) -> tuple[int, ...]:
    """The other seats from ``seat``'s left, in turn order: whom an offer to all asks."""
    return tuple((seat + i) % players for i in range(1, players))


@cache
def wanted(get: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    """The (resource, count) pairs an offer asking ``get`` wants (bundles are a few dozen)."""
    return tuple((resource, n) for resource, n in zip(RESOURCES, get, strict=True) if n)


@cache
def _answered(seat: int, accept: bool) -> Event:
    """The event of ``seat``'s answer: one value per seat and answer (events are never
    changed), as an offer declined at once makes one per seat asked."""
    return Event("trade_answered", {"seat": seat, "accept": accept})


@cache
def _withdrawn(seat: int) -> Event:
    """The event of ``seat``'s offer withdrawn (one value per seat)."""
    return Event("trade_withdrawn", {"seat": seat})


@cache
def _maritime_traded(seat: int, give: str, count: int, get: str) -> Event:
    """The event of a trade with the bank (one value per seat, cards and ratio)."""
    return Event("maritime_trade", {"seat": seat, "give": give, "count": count, "get": get})


@cache
def _declined(seat: int) -> Event:
    """The event of ``seat``'s offer declined by everyone asked (one value per seat)."""
    return Event("trade_declined", {"seat": seat})


class TradeRules(CatanFields):
    """The trade steps of the state."""

    def _maritime(self, seat: int, action: MaritimeTrade) -> list[Event]:
        """A trade with the bank at the player's best ratio for the resource given."""
        ratio = self._index().ratios(seat)[action.give]
        move_cards(self.hands[seat], self.bank, ((action.give, ratio),))
        move_cards(self.bank, self.hands[seat], ((action.get, 1),))
        return [_maritime_traded(seat, action.give, ratio, action.get)]

    def _trade(self, seat: int, action: Action) -> list[Event]:
        """Domestic trade: the answers of those an offer was made to, the offerer's pick (an
        offer itself is :meth:`_offer_trade`)."""
        if type(action) is OfferTrade:
            return self._offer_trade(seat, action)
        if isinstance(action, AnswerTrade):
            self.trade_answers[seat] = action.accept
            return [_answered(seat, action.accept), *self._after_answers()]
        assert self.offer is not None
        give, get, _ = self.offer
        self.offer = None
        self.trade_asked = ()
        self.trade_answers = {}
        self.phase = "main"
        if isinstance(action, CancelTrade):
            self._main_again()
            return [_withdrawn(seat)]
        assert isinstance(action, ConfirmTrade)
        partner = action.seat
        move_cards(self.hands[seat], self.hands[partner], wanted(give))
        move_cards(self.hands[partner], self.hands[seat], wanted(get))
        return [
            Event(
                "traded",
                {"seat": seat, "partner": partner, "give": [*give], "get": [*get]},
            )
        ]

    def _offer_trade(self, seat: int, action: OfferTrade) -> list[Event]:
        """An offer of the player to move: asked of one player, or of everyone in turn order.
        (Nearly half of a random game's actions, most declined at once: kept lean.)"""
        give, get, to = action.give, action.get, action.to
        self.offers_left -= 1
        asked = (to,) if to >= 0 else _others(self.players, seat)
        # The offer's event, made afresh: a random player's offers are thousands of bundles,
        # so a cache of them would hold and drop events without end (and the garbage
        # collector would walk through every one it holds).
        # (Lists made by unpacking, not by list(): no call of a type, at every other action.)
        events = [Event("trade_offered", {"seat": seat, "give": [*give], "get": [*get], "to": to})]
        # A player who does not hold the asked cards could only decline: they are not asked,
        # and the log shows a decline like any other (nothing is revealed).
        hands = self.hands
        asked_cards = wanted(get)
        answers: dict[int, bool] = {}  # those who could only decline, in turn order
        for s in asked:
            hand = hands[s]
            for resource, n in asked_cards:
                if hand.get(resource, 0) < n:
                    answers[s] = False
                    events.append(_answered(s, False))
                    break
        if len(answers) == len(asked):  # nobody holds what is asked: declined at once
            # The position is the one the offer was made in (the main phase, no offer open)
            # but for the offers left: _main_again, inline.
            kept = self._main_kept
            if kept is not None:
                actions, offers = kept
                self._legal = offers if offers is not None and self.offers_left > 0 else actions
                self._legal_actor = seat
            events.append(_declined(seat))
            return events
        self.offer = (give, get, to)
        self.trade_asked = asked
        # Those who could only decline have answered (their events above); someone else is
        # still to answer.
        self.trade_answers = answers
        self.phase = "trade_answer"
        return events

    def _after_answers(self) -> list[Event]:
        answers = self.trade_answers
        for s in self.trade_asked:
            if s not in answers:
                return []  # someone still to answer
        if True in answers.values():
            self.phase = "trade_pick"
            return []
        self.offer = None
        self.trade_asked = ()
        self.trade_answers = {}
        self.phase = "main"
        self._main_again()
        return [_declined(self.turn)]

    def _main_again(self) -> None:
        """Back in the main phase after an offer that changed no cards (declined, withdrawn):
        the position is the one the offer was made in but for the offers left, so its legal
        actions are those kept when the offer was chosen (see ``_main_actions``), handed out
        again without being worked out: most decisions of a random game come here."""
        kept = self._main_kept
        if kept is None:
            return  # worked out when asked
        actions, offers = kept
        # The kept list itself, never changed: legal_actions() hands out copies.
        self._legal = offers if offers is not None and self.offers_left > 0 else actions
        self._legal_set = None
        self._legal_actor = self.turn
