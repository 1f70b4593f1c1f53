"""Catan with the colour-blind setting: roads and ships tell their players apart by a pattern
and a shape, and the players' panels show both; off, nothing of it is drawn."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from capboard.ui import theme
from capboard.ui.games.catan.patterns import PATTERN_OF_SHAPE, PATTERNS
from tests.ui.catan.catan_games import COLOURS
from tests.ui.catan.sea_games import sea_until


def _pieces_of_several_players():
    state, _ = sea_until(
        lambda s, v: (
            v.phase == "main"
            and len({seat for _, seat in v.roads}) >= 2
            and len({seat for _, seat in v.ships}) >= 2
        ),
        players=4,
    )
    return state.view(state.actor())


def _shape(seat: int) -> str:
    return theme.shape_for(COLOURS[seat], seat)


def test_every_shape_has_its_own_pattern():
    assert set(PATTERN_OF_SHAPE) == set(theme.SHAPES)
    assert len(set(PATTERNS)) == len(PATTERNS) == len(theme.SHAPES)


def test_colour_blind_roads_and_ships_carry_their_players_pattern_and_shape(make_scene):
    view = _pieces_of_several_players()
    scene, _ = make_scene(view)
    scene.set_colour_blind(True)
    seen: dict[str, int] = {}
    for edge, seat in view.roads:
        road = scene.edge_item(edge)
        assert road.owner == seat
        assert road.marker == _shape(seat)
        assert road.pattern == PATTERN_OF_SHAPE[_shape(seat)]
        assert seen.setdefault(road.pattern, seat) == seat, "one pattern, one player"
    for edge, seat in view.ships:
        ship = scene.ship_item(edge)
        assert ship.owner == seat
        assert ship.marker == _shape(seat)
        assert ship.pattern == PATTERN_OF_SHAPE[_shape(seat)]
        assert seen.setdefault(ship.pattern, seat) == seat, "a player's ships wear their roads'"
    assert len(set(seen)) >= 2


def test_colour_blind_panels_show_each_players_shape_and_pattern(make_scene):
    view = _pieces_of_several_players()
    scene, _ = make_scene(view)
    scene.set_colour_blind(True)
    panels = [scene.panel(seat) for seat in range(view.players)]
    assert [p.marker for p in panels] == [_shape(seat) for seat in range(view.players)]
    assert [p.pattern for p in panels] == [
        PATTERN_OF_SHAPE[_shape(seat)] for seat in range(view.players)
    ]
    assert len({p.pattern for p in panels}) == view.players


def test_colour_blind_off_draws_no_pattern_and_turning_it_off_restores_the_look(make_scene):
    view = _pieces_of_several_players()
    scene, _ = make_scene(view)
    edge, _seat = view.roads[0]
    ship_edge, _ = view.ships[0]
    road, ship, panel = scene.edge_item(edge), scene.ship_item(ship_edge), scene.panel(0)
    assert (road.pattern, road.marker, ship.pattern, ship.marker) == (None, None, None, None)
    assert (panel.pattern, panel.marker) == (None, None)
    before = [_picture(item) for item in (road, ship, panel)]
    scene.set_colour_blind(True)
    during = [_picture(item) for item in (road, ship, panel)]
    assert all(a != b for a, b in zip(before, during, strict=True)), "the marks are drawn"
    scene.set_colour_blind(False)
    assert [_picture(item) for item in (road, ship, panel)] == before


def _picture(item) -> bytes:
    """What ``item`` paints, alone, as raw pixels."""
    rect: QRectF = item.boundingRect()
    image = QImage(int(rect.width()) + 1, int(rect.height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(-rect.left(), -rect.top())
    item.paint(painter, None, None)
    painter.end()
    return bytes(image.constBits())
