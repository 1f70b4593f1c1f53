"""Catan's :class:`~capboard.ui.games.base.GameUi`: what the shell asks of the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from capboard.engine.protocol import Action, Event, Outcome, Seat, View
from capboard.games.catan.actions import (
    AnswerTrade,
    BuildCity,
    BuyDevelopment,
    CancelTrade,
    ChooseGold,
    ConfirmTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MovePirate,
    MoveRobber,
    MoveShip,
    OfferTrade,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
    Steal,
    StealCloth,
)
from capboard.games.catan.trade import offers_apart
from capboard.games.catan.view import CatanView
from capboard.ui.games.base import GameUi
from capboard.ui.games.catan import box, hint, score, texts_actions, texts_log, texts_players
from capboard.ui.games.catan.scenario_chooser import ScenarioChooser
from capboard.ui.games.catan.scene import CatanScene

if TYPE_CHECKING:
    from capboard.controller.settings import Settings

_SPENDING: tuple[type[Action], ...] = (
    BuyDevelopment,
    PlayKnight,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    PlayMonopoly,
    MaritimeTrade,
    OfferTrade,
)
"""Moves that spend resources or a development card whatever the phase."""

_LIST_ORDER: tuple[type[Action], ...] = (
    Roll,
    Discard,
    ChooseGold,
    MoveRobber,
    MovePirate,
    Steal,
    StealCloth,
    AnswerTrade,
    ConfirmTrade,
    CancelTrade,
    PlaceSettlement,
    PlaceRoad,
    PlaceShip,
    MoveShip,
    BuildCity,
    BuyDevelopment,
    PlayKnight,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    PlayMonopoly,
    MaritimeTrade,
    EndTurn,
)


class CatanUi(GameUi):
    """Catan's name, art, words and table for the application shell."""

    game_id = "catan"

    def title(self) -> str:
        """The game's name."""
        return box.title()

    def blurb(self) -> str:
        """One sentence for the start page."""
        return box.blurb()

    def options_widget(self, parent: QWidget | None = None) -> ScenarioChooser:
        """The new-game dialog's choice of a scenario (the base game or a Seafarers one)."""
        return ScenarioChooser(parent=parent)

    def create_scene(self, seat_colours: Sequence[QColor], settings: Settings) -> CatanScene:
        """A new table."""
        return CatanScene(seat_colours, settings)

    def listed_actions(self, view: View, legal: Sequence[Action]) -> list[Action]:
        """Every legal action but the offers to other players (thousands of them: the trade
        window builds those), the most pressing first."""
        rank = {kind: i for i, kind in enumerate(_LIST_ORDER)}
        listed, _ = offers_apart(legal)
        if len(listed) > 1000:
            return []
        return sorted(listed, key=lambda a: (rank.get(type(a), len(rank)), a.notation()))

    def costs(self, action: Action, view: View) -> bool:
        """Building in the main phase (paid with resources), buying or playing a development
        card, and trading with the bank or another player."""
        assert isinstance(view, CatanView)
        paid = (PlaceRoad, PlaceShip, PlaceSettlement, BuildCity)
        if isinstance(action, paid):
            return view.phase == "main"
        return isinstance(action, _SPENDING)

    def describe_action(self, action: Action, view: View, names: list[str]) -> str:
        """An entry of the keyboard list, e.g. "Road between Forest 6 and Hills 8"."""
        assert isinstance(view, CatanView)
        return texts_actions.describe_action(action, view, names)

    def format_event(self, event: Event, view: View, names: list[str]) -> str:
        """One line of the game log, with the players' names."""
        assert isinstance(view, CatanView)
        return texts_log.format_event(event, view, names)

    def prompt(self, view: View, names: list[str]) -> str:
        """The status line, e.g. "Alice — roll the dice"."""
        assert isinstance(view, CatanView)
        return texts_players.prompt(view, names)

    def score_lines(self, view: View, outcome: Outcome, seat: Seat) -> list[str]:
        """How the seat's final score was made."""
        assert isinstance(view, CatanView)
        return score.score_lines(view, outcome, seat)

    def hint_reason(self, before: View, after: View | None, seat: Seat) -> str:
        """Why a hinted move is good, in a few words (see :mod:`.hint`)."""
        if not isinstance(before, CatanView) or not isinstance(after, CatanView):
            return ""
        return hint.hint_reason(before, after, seat)

    def player_lines(self, view: View, seat: Seat) -> list[str]:
        """Points, cards, knights, road and special cards of ``seat``."""
        assert isinstance(view, CatanView)
        return texts_players.player_lines(view, seat)

    def describe_board(self, view: View, names: list[str]) -> list[str]:
        """The island, the robber, each player's buildings and their lines, in words."""
        assert isinstance(view, CatanView)
        from capboard.ui.games.catan.board_words import describe_board

        return describe_board(view, names)


GAME_UI = CatanUi()
"""The game's ui, as the application shell asks for it."""
