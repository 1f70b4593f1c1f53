"""A person against two computer players, through the real window: the set-up, a 7 with its
robber and theft, trades, and one build of every kind, chosen as a person would, by clicks on
the table, in the trade window and with the keyboard list."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from capboard.engine.protocol import Action
from capboard.engine.record import SeatRecord
from capboard.games.catan.actions import (
    AnswerTrade,
    BuildCity,
    BuyDevelopment,
    ConfirmTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MoveRobber,
    OfferTrade,
    PlaceRoad,
    PlaceSettlement,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
    Steal,
)
from capboard.games.catan.board import catan_map
from capboard.games.catan.rules import base_rules
from capboard.games.catan.view import CatanView
from capboard.ui.games.catan.scene import CatanScene
from capboard.ui.main_window import MainWindow
from tests.ui.helpers import make_window, new_session, wait_for_play

SEED = 138
RESOURCES = ("brick", "lumber", "wool", "grain", "ore")
GOALS = {
    "road",
    "settlement",
    "city",
    "development",
    "seven",
    "robber",
    "steal",
    "discard",
    "offer",
    "maritime",
}
"""Built a road, a settlement, a city, bought a card; rolled a 7, then moved the robber and
stole; discarded after a 7; traded on an offer of theirs accepted by a computer, and with the
bank."""


def click_item(window: MainWindow, item, local: QPointF | None, qtbot: QtBot) -> None:
    """A real left click through the board view on ``item``."""
    board = window.table.board
    point = item.mapToScene(local if local is not None else item.boundingRect().center())
    board.ensureVisible(item)
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=board.mapFromScene(point))


def drag_robber(window: MainWindow, scene: CatanScene, tile: int, qtbot: QtBot) -> None:
    """Drag the robber onto ``tile``, as a person would."""
    board = window.table.board
    start = board.mapFromScene(scene.robber_item().scenePos())
    end = board.mapFromScene(scene.tile_item(tile).scenePos() + QPointF(30, 45))
    qtbot.mousePress(board.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(board.viewport(), start + (end - start) * k / 5)
    qtbot.mouseRelease(board.viewport(), Qt.MouseButton.LeftButton, pos=end)


def play_from_list(window: MainWindow, action: Action, qtbot: QtBot) -> None:
    """Choose ``action`` in the keyboard list and press Enter."""
    actions = window.table.actions
    row = actions.actions_shown().index(action)
    actions.setFocus()
    actions.setCurrentRow(row)
    qtbot.keyClick(actions, Qt.Key.Key_Return)


# -- the person's plan -----------------------------------------------------------------------------
def _pips(number: int | None) -> int:
    return 0 if number is None else 6 - abs(7 - number)


def corner_value(view: CatanView, corner: int) -> int:
    geometry = catan_map(view.board.map_id).geometry
    return sum(_pips(view.board.numbers[t]) for t in geometry.corner_tiles[corner])


def needs(view: CatanView) -> dict[str, int]:
    """What the person lacks for the next thing worth building."""
    costs = base_rules().costs
    for item in ("city", "settlement", "development_card"):
        short = {r: n - view.hand[RESOURCES.index(r)] for r, n in costs[item].items()}
        short = {r: n for r, n in short.items() if n > 0}
        if short:
            return short
    return {}


def plan(view: CatanView, legal: list[Action], done: set[str], turn_trades: int) -> Action:
    """What the person plays now, among the legal actions."""
    kinds = {type(a) for a in legal}
    if PlaceSettlement in kinds and view.phase == "setup_settlement":
        return max(
            (a for a in legal if isinstance(a, PlaceSettlement)),
            key=lambda a: (corner_value(view, a.corner), -a.corner),
        )
    if view.phase in ("setup_road", "road_building"):
        return next(a for a in legal if isinstance(a, PlaceRoad))
    if Discard in kinds:
        return next(a for a in legal if isinstance(a, Discard))
    if MoveRobber in kinds:
        return robber_target(view, legal)
    if Steal in kinds:
        return next(a for a in legal if isinstance(a, Steal))
    if AnswerTrade in kinds:
        return AnswerTrade(True) if AnswerTrade(True) in legal else AnswerTrade(False)
    if ConfirmTrade in kinds:
        return next(a for a in legal if isinstance(a, ConfirmTrade))
    if PlayKnight in kinds and "robber" not in done:
        return PlayKnight()
    if Roll in kinds:
        return Roll()
    for kind in (BuildCity, PlaceSettlement, PlayRoadBuilding, PlayMonopoly, PlayYearOfPlenty):
        options = [a for a in legal if isinstance(a, kind)]
        if options:
            return options[0]
    if BuyDevelopment in kinds:
        return BuyDevelopment()
    roads = [a for a in legal if isinstance(a, PlaceRoad)]
    if roads and ("road" not in done or not any(isinstance(a, PlaceSettlement) for a in legal)):
        return roads[0]
    short = needs(view)
    maritime = [a for a in legal if isinstance(a, MaritimeTrade) and a.get in short]
    if maritime:
        return maritime[0]
    if turn_trades == 0 and any(isinstance(a, OfferTrade) for a in legal):
        offer = make_offer(view, short, legal)
        if offer is not None:
            return offer
    return EndTurn()


def robber_target(view: CatanView, legal: list[Action]) -> Action:
    """A hex next to someone else's building and none of the person's own."""
    geometry = catan_map(view.board.map_id).geometry
    owners = {c: s for c, s, _ in view.buildings}

    def score(action: MoveRobber) -> tuple[int, int]:
        around = [owners.get(c) for c in geometry.tile_corners[action.tile]]
        others = sum(1 for s in around if s is not None and s != view.seat)
        mine = sum(1 for s in around if s == view.seat)
        return (others - 3 * mine, -action.tile)

    return max((a for a in legal if isinstance(a, MoveRobber)), key=score)


def make_offer(view: CatanView, short: dict[str, int], legal) -> OfferTrade | None:
    """One card of what the person holds most of, for one card they lack, to everyone."""
    have = max(range(5), key=lambda i: view.hand[i])
    wanted = [RESOURCES.index(r) for r in short] or [min(range(5), key=lambda i: view.hand[i])]
    for want in wanted:
        if want == have or view.hand[have] == 0:
            continue
        give = [0] * 5
        give[have] = 1
        get = [0] * 5
        get[want] = 1
        offer = OfferTrade(tuple(give), tuple(get), -1)  # type: ignore[arg-type]
        if offer in legal:
            return offer
    return None


# -- playing it through the window ---------------------------------------------------------------
def act(
    window: MainWindow, scene: CatanScene, view: CatanView, action: Action, qtbot: QtBot, n: int
) -> None:
    """Choose ``action`` as a person would: on the table, in the trade window or the list."""
    if isinstance(action, PlaceSettlement | BuildCity):
        if view.phase == "main":
            name = "city" if isinstance(action, BuildCity) else "settlement"
            click_item(window, scene.button(name), None, qtbot)
            assert scene.build_mode == name
        click_item(window, scene.corner_item(action.corner), QPointF(0, 0), qtbot)
    elif isinstance(action, PlaceRoad):
        if view.phase == "main":
            click_item(window, scene.button("road"), None, qtbot)
        click_item(window, scene.edge_item(action.edge), QPointF(0, 0), qtbot)
    elif isinstance(action, Roll):
        click_item(window, scene.dice_item(), None, qtbot)
    elif isinstance(action, MoveRobber):
        if n % 2:
            drag_robber(window, scene, action.tile, qtbot)
        else:
            click_item(window, scene.tile_item(action.tile), QPointF(40, 40), qtbot)
    elif isinstance(action, Steal):
        click_item(window, scene.popup().option(action.seat), None, qtbot)
    elif isinstance(action, Discard):
        for index, resource in enumerate(RESOURCES):
            for _ in range(action.cards[index]):
                click_item(window, scene.resource_card(resource), QPointF(0, 0), qtbot)
        assert scene.discard_selection == action.cards
        click_item(window, scene.popup().option("discard"), None, qtbot)
    elif isinstance(action, AnswerTrade):
        key = "accept" if action.accept else "decline"
        click_item(window, scene.popup().option(key), None, qtbot)
    elif isinstance(action, ConfirmTrade):
        click_item(window, scene.popup().option(action.seat), None, qtbot)
    elif isinstance(action, BuyDevelopment):
        click_item(window, scene.button("development"), None, qtbot)
    elif isinstance(action, PlayKnight | PlayRoadBuilding | PlayMonopoly | PlayYearOfPlenty):
        kind = {
            PlayKnight: "knight",
            PlayRoadBuilding: "road_building",
            PlayMonopoly: "monopoly",
            PlayYearOfPlenty: "year_of_plenty",
        }[type(action)]
        card = next(c for c in scene.dev_card_items() if c.kind == kind and not c.new)
        click_item(window, card, QPointF(0, 0), qtbot)
        if isinstance(action, PlayMonopoly):
            click_item(window, scene.popup().option(action.resource), None, qtbot)
        elif isinstance(action, PlayYearOfPlenty):
            click_item(window, scene.popup().option(action.a), None, qtbot)
            click_item(window, scene.popup().option(action.b), None, qtbot)
    elif isinstance(action, MaritimeTrade):
        click_item(window, scene.button("trade"), None, qtbot)
        dialog = scene.trade_dialog()
        assert dialog is not None
        dialog.give_buttons[action.give].click()
        dialog.get_buttons[action.get].click()
        qtbot.mouseClick(dialog.bank_button, Qt.MouseButton.LeftButton)
        dialog.close()
    elif isinstance(action, OfferTrade):
        click_item(window, scene.button("trade"), None, qtbot)
        dialog = scene.trade_dialog()
        assert dialog is not None
        dialog.set_offer(action.give, action.get, action.to)
        assert dialog.offer_button.isEnabled()
        qtbot.mouseClick(dialog.offer_button, Qt.MouseButton.LeftButton)
    elif isinstance(action, EndTurn):
        if n % 3 == 0:
            play_from_list(window, action, qtbot)
        else:
            click_item(window, scene.button("end"), None, qtbot)
    else:  # pragma: no cover - the plan chooses nothing else
        play_from_list(window, action, qtbot)


def track(event, phase: str, seven: bool, done: set[str]) -> bool:
    """Note in ``done`` what the person achieved; answers whether their last roll was a 7."""
    seat = event.params.get("seat")
    code = event.code
    if code == "rolled":
        seven = seat == 0 and event.params.get("total") == 7
        if seven:
            done.add("seven")
    elif seat != 0:
        return seven
    elif code == "built_road" and phase == "main":
        done.add("road")
    elif code == "built_settlement" and phase == "main":
        done.add("settlement")
    elif code == "built_city":
        done.add("city")
    elif code == "bought_development":
        done.add("development")
    elif code == "robber_moved" and seven:
        done.add("robber")
    elif code == "stole" and seven:
        done.add("steal")
    elif code == "discarded":
        done.add("discard")
    elif code == "traded":
        done.add("offer")
    elif code == "maritime_trade":
        done.add("maritime")
    return seven


def test_a_person_plays_catan_against_two_computers_through_the_window(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.resize(1400, 900)
    seats = [
        SeatRecord(name="Alice", colour="#0072b2"),
        SeatRecord(name="Robot", colour="#d55e00", kind="computer", level="random"),
        SeatRecord(name="Robin", colour="#009e73", kind="computer", level="random"),
    ]
    session = new_session("catan", seats, seed=SEED)
    window.open_session(session)
    scene = window.scene
    assert isinstance(scene, CatanScene)
    done: set[str] = set()
    seven = False
    scanned = 0
    phases: dict[int, str] = {}
    moves = 0
    trades_this_turn = 0
    while not done >= GOALS and not session.is_over:
        wait_for_play(
            qtbot,
            session,
            lambda: session.is_over or (session.actor == 0 and bool(session.legal_actions())),
            timeout=20_000,
        )
        if session.is_over:
            break
        view = session.view()
        assert isinstance(view, CatanView) and view.seat == 0
        legal = session.legal_actions()
        action = plan(view, list(legal), done, trades_this_turn)
        assert action in legal
        before = len(session.log)
        act(window, scene, view, action, qtbot, moves)
        wait_for_play(qtbot, session, lambda before=before: len(session.log) > before)
        entry = session.log[before]
        assert entry.action == action, (entry.action, action)
        moves += 1
        assert moves < 400, f"the person should have done everything by now: {done}"
        trades_this_turn = 0 if isinstance(action, EndTurn) else trades_this_turn
        if isinstance(action, OfferTrade):
            trades_this_turn += 1
        phases[before] = view.phase
        # Every entry of the log, the computers' too (a 7 of theirs makes the person discard).
        for index in range(scanned, len(session.log)):
            for event in session.log[index].events:
                seven = track(event, phases.get(index, ""), seven, done)
        scanned = len(session.log)
    assert done >= GOALS, done
    # The log speaks of all of it.
    text = "\n".join(window.table.log.lines())
    for words in ("Alice builds a city", "Alice moves the robber", "Alice buys a development"):
        assert words in text
    # And the table was heard: the dice, the roads set down, the building.
    heard = window.sounds.counts
    assert heard["dice"] > 0 and heard["place"] > 0 and heard["build"] > 0
