"""Cloth for Catan on the table: the villages with their number, their cloth and their trading
partners; each player's cloth on their panel; the pirate's choice of a card or a cloth."""

from __future__ import annotations

import dataclasses

from capboard.games.catan.actions import MovePirate, StealCloth
from capboard.ui.games.catan import texts_cloth
from tests.games.catan.test_cloth_for_catan import in_main, pirate_beside
from tests.ui.catan.conftest import NAMES
from tests.ui.catan.test_catan_scene import choose_by_click


def test_each_village_is_drawn_with_its_number_and_cloth_and_follows_the_view(make_scene):
    state = in_main(4, 1)
    view = state.view(state.turn)
    scene, _ = make_scene(view, state.legal_actions())
    villages = {v.corner: v for v in scene.village_items()}
    assert {(c, v.number, v.cloth) for c, v in villages.items()} == {
        (c, n, cloth) for c, n, cloth, _ in view.villages
    }
    assert len(villages) == 8 and all(v.isVisible() for v in villages.values())
    corner, number, _, _ = next(v for v in view.villages if not v[3])  # nobody trades there
    assert villages[corner].toolTip().startswith(f"Village {number}: 5 cloth left")
    assert "Nobody trades here yet" in villages[corner].toolTip()
    # A trade opened and a cloth taken: the same item shows it, with the trader's colour.
    traded = dataclasses.replace(
        view,
        villages=tuple(
            (c, n, 4, (2,)) if c == corner else (c, n, k, t) for c, n, k, t in view.villages
        ),
        cloth=(0, 0, 1, 0),
    )
    scene.show_view(traded, state.legal_actions(), [])
    item = next(v for v in scene.village_items() if v.corner == corner)
    assert item is villages[corner]
    assert item.cloth == 4 and [c.name() for c in item.colours] == [scene._colour(2).name()]
    assert NAMES[2] in item.toolTip()
    assert scene.panel(2).cloth == 1 and scene.panel(0).cloth == 0
    assert texts_cloth.cloth_text(1) in scene.panel(2).toolTip()


def test_other_games_draw_no_village_and_no_cloth(make_scene):
    from tests.games.catan.test_forgotten_tribe import main_phase_with_a_ship_spot

    state, seat, _ = main_phase_with_a_ship_spot(0)
    scene, _ = make_scene(state.view(seat), state.legal_actions())
    assert scene.village_items() == []
    assert scene.panel(0).cloth is None


def test_the_pirate_offers_a_card_or_a_cloth_of_each_victim(qtbot, make_scene):
    state = in_main(4, 9)
    seat = state.turn
    victim = (seat + 1) % 4
    tile = pirate_beside(state, victim)
    state.cloth[victim] = 3
    state.hands[victim]["ore"] += 1
    state.bank["ore"] -= 1
    state.phase, state.resume = "robber", "main"
    state._legal = None
    state.apply(MovePirate(tile))
    legal = state.legal_actions()
    scene, graphics = make_scene(state.view(seat), legal)
    popup = scene.popup()
    assert popup.isVisible() and popup.kind == "steal"
    assert {o.key for o in popup.options} == {victim, ("cloth", victim)}
    cloth = popup.option(("cloth", victim))
    assert NAMES[victim] in cloth.option.label and "3" in cloth.option.label
    assert choose_by_click(qtbot, graphics, scene, cloth) == StealCloth(victim)
