"""The Pirate Islands' words: the moves of a fortress attack and of a warship, the log's lines
for the fleet, the warships and the fortresses, and a player's line."""

from __future__ import annotations

from capboard.engine.protocol import Event
from capboard.games.catan.actions import AttackFortress, PlayKnight
from capboard.games.catan.rules import KNIGHT
from capboard.ui.games.catan import GAME_UI, texts_island, texts_players
from tests.games.catan.test_pirate_islands import in_main, sail_lane, start
from tests.ui.catan.catan_games import NAMES


def test_the_fortress_attack_and_the_warship_card_are_worded() -> None:
    state = in_main(4, 2)
    seat = state.turn
    sail_lane(state, seat, len(start(state, seat).lane))
    state.warships[seat] = 2
    state.dev_hands[seat] = [KNIGHT]
    view = state.view(seat)
    assert GAME_UI.describe_action(AttackFortress(), view, NAMES) == (
        "Attack your pirate fortress with 2 warship(s)"
    )
    assert GAME_UI.describe_action(PlayKnight(), view, NAMES) == (
        "Play a Knight: a ship becomes a warship"
    )
    assert "Warships: 2; fortress: 0 of 3 victories" in texts_players.player_lines(view, seat)


def test_the_fleet_and_fortress_lines_are_worded() -> None:
    state = in_main(4, 2)
    view = state.view(0)
    name = NAMES[1]

    def line(event: Event) -> str:
        return GAME_UI.format_event(event, view, NAMES)

    assert line(Event("fleet_moved", {"tile": 3, "steps": 2, "strength": 5})) == (
        "The pirate fleet sails 2 hexes, with strength 5."
    )
    won = Event(
        "fleet_won",
        {"seat": 1, "warships": 0, "strength": 4, "lost": 2},
        True,
        {"cards": {"ore": 2}},
        owner=1,
    )
    assert line(won.seen_by(1)) == f"The pirate fleet (4) beats {name} and takes 2 ore."
    assert line(won.seen_by(0)) == f"The pirate fleet (4) beats {name} and takes 2 card(s)."
    repelled = Event("fleet_repelled", {"seat": 1, "warships": 5, "strength": 4})
    assert line(repelled).startswith(f"{name}'s 5 warships beat the pirate fleet (4)")
    attacked = {"seat": 1, "warships": 3, "defence": 2, "wins": 1, "strength": 3}
    assert line(Event("fortress_attacked", {**attacked, "result": "won", "ships_lost": []})) == (
        f"{name} attacks their fortress with 3 warships against 2 and wins (1 of 3)."
    )
    lost = {**attacked, "result": "lost", "ships_lost": [4, 5]}
    assert line(Event("fortress_attacked", lost)).endswith("and loses 2 ship(s).")
    assert "settlement" in line(Event("fortress_taken", {"seat": 1, "corner": 3}))
    for code in ("warship", "fleet_tied", "fleet_gone"):
        assert line(Event(code, {"seat": 1, "warships": 2, "strength": 2})) != code


def test_the_board_in_words_tells_where_the_fleet_is() -> None:
    from capboard.ui.games.catan.board_words import describe_board

    state = in_main(4, 2)
    view = state.view(0)
    lines = describe_board(view, NAMES[:4])
    fleet = texts_island.tile_name(view, state.catan.layout.fleet_path[0])
    assert f"The pirate fleet is on {fleet}." in lines
    assert any("Warships: 0; fortress: 0 of 3 victories" in line for line in lines)


def test_a_hinted_warship_attack_or_lane_ship_says_so() -> None:
    from capboard.games.catan.actions import PlaceShip
    from tests.games.catan.helpers import give

    state = in_main(4, 2)
    seat = state.turn
    state.dev_hands[seat] = [KNIGHT]
    state._legal = None
    before = state.view(seat)
    state.apply(PlayKnight())
    assert GAME_UI.hint_reason(before, state.view(seat), seat) == "arms a warship"
    give(state, seat, lumber=1, wool=1)
    before = state.view(seat)
    state.apply(PlaceShip(start(state, seat).lane[1]))
    assert GAME_UI.hint_reason(before, state.view(seat), seat) == (
        "sails your lane toward your fortress"
    )
    sail_lane(state, seat, len(start(state, seat).lane))
    state.warships[seat] = 6
    before = state.view(seat)
    state.apply(AttackFortress())
    assert GAME_UI.hint_reason(before, state.view(seat), seat) == "attacks your pirate fortress"
