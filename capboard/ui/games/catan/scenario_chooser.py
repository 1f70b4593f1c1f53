"""The choice of a Catan scenario in the new-game dialog: the base game or one of the Seafarers
scenarios, each with a picture of its map for the number of players, its victory target and
one line about it, and for a scenario with a pirate a box to play without it. The choice
becomes the game options ``{"scenario": id}``, with ``"pirate": False`` when the box is
cleared.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QWidget,
)

from capboard.games.catan.scenario import scenario, scenario_ids
from capboard.ui.games.catan import texts_scenarios
from capboard.ui.games.catan.scenario_picture import BASE, map_pixmap

PICTURE = QSize(300, 250)
"""The size of a map's picture, in logical pixels."""
BASE_TARGET = 10


def scenario_choices() -> tuple[str, ...]:
    """The base game, then every Seafarers scenario in the rule book's order."""
    return (BASE, *scenario_ids())


def scenario_target(scenario_id: str) -> int:
    """The victory points a scenario is played to."""
    return BASE_TARGET if scenario_id == BASE else scenario(scenario_id).target


def pirate_tooltip() -> str:
    """What the pirate's box does, one sentence a line."""
    return "\n".join(
        (
            QCoreApplication.translate(
                "Catan", "With the pirate, a 7 or a Knight moves the robber or the pirate."
            ),
            QCoreApplication.translate(
                "Catan",
                "The pirate robs players with a ship next to it, and no ship may be built or "
                "moved there.",
            ),
            QCoreApplication.translate("Catan", "Clear the box to play without it."),
        )
    )


def scenario_has_pirate(scenario_id: str) -> bool:
    """Whether a scenario's data has a pirate (the base game has none)."""
    return scenario_id != BASE and scenario(scenario_id).pirate


class ScenarioChooser(QWidget):
    """A keyboard-usable list of the scenarios beside the chosen one's map, target and
    description; :meth:`options` gives the game options it stands for."""

    changed = Signal()

    def __init__(self, players: int = 4, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CatanScenarioChooser")
        self._players = players
        self.label = QLabel()
        self.list = QListWidget()
        self.list.setObjectName("scenarios")
        for scenario_id in scenario_choices():
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, scenario_id)
            self.list.addItem(item)
        self.list.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.list.setSpacing(2)
        self.label.setBuddy(self.list)
        self.setFocusProxy(self.list)  # Tab into the chooser lands on the list
        self.picture = QLabel()
        self.picture.setFixedSize(PICTURE)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.target = QLabel()
        self.target.setStyleSheet("font-weight: bold;")
        self.description = QLabel()
        self.description.setWordWrap(True)
        # Long enough for the longest French line on three lines, so the dialog does not jump
        # in height from one scenario to the next.
        self.description.setMinimumHeight(self.description.fontMetrics().lineSpacing() * 3)
        self.description.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # The pirate plays unless cleared (catan.md: on by default, and a switch). Shown only
        # for a scenario with a pirate; its room is kept, so the dialog does not jump.
        self.pirate = QCheckBox()
        self.pirate.setObjectName("pirate")
        self.pirate.setChecked(True)
        policy = self.pirate.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.pirate.setSizePolicy(policy)
        self.pirate.toggled.connect(self.changed)

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.label, 0, 0, 1, 2)
        grid.addWidget(self.list, 1, 0, 3, 1)
        grid.addWidget(self.picture, 1, 1)
        grid.addWidget(self.target, 2, 1)
        grid.addWidget(self.description, 3, 1)
        grid.addWidget(self.pirate, 4, 1)
        grid.setColumnStretch(0, 1)

        self.list.currentRowChanged.connect(self._scenario_changed)
        self.list.setCurrentRow(0)
        self.retranslateUi()

    # answers -------------------------------------------------------------------------------
    def scenario_id(self) -> str:
        """The chosen scenario's id (``base`` for the base game)."""
        item = self.list.currentItem()
        return BASE if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def options(self) -> dict[str, Any]:
        """The game options of the choice (the pirate's only when it is left out)."""
        options: dict[str, Any] = {"scenario": self.scenario_id()}
        if scenario_has_pirate(self.scenario_id()) and not self.pirate.isChecked():
            options["pirate"] = False
        return options

    def focus_widgets(self) -> list[QWidget]:
        """The widgets Tab walks through, in order: the list, then the pirate's box."""
        return [self.list, self.pirate]

    # behaviour -----------------------------------------------------------------------------
    def set_scenario(self, scenario_id: str) -> None:
        """Choose ``scenario_id`` (an unknown id leaves the choice as it is)."""
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == scenario_id:
                self.list.setCurrentRow(row)
                return

    def set_players(self, players: int) -> None:
        """Show the maps for ``players``."""
        if players != self._players:
            self._players = players
            self._show_choice()

    def picture_for(self, scenario_id: str) -> QPixmap:
        """The map's picture of ``scenario_id`` for the current number of players."""
        ratio = self.devicePixelRatioF() if self.isVisible() else 1.0
        return map_pixmap(scenario_id, self._players, PICTURE, ratio)

    def _scenario_changed(self, _row: int = 0) -> None:
        self._show_choice()
        self.changed.emit()

    def _show_choice(self) -> None:
        scenario_id = self.scenario_id()
        try:
            self.picture.setPixmap(self.picture_for(scenario_id))
        except KeyError:  # no layout for this number of players
            self.picture.clear()
        self.picture.setToolTip(texts_scenarios.scenario_name(scenario_id))
        self.target.setText(texts_scenarios.target_text(scenario_target(scenario_id)))
        self.description.setText(texts_scenarios.scenario_description(scenario_id))
        self.pirate.setVisible(scenario_has_pirate(scenario_id))

    def retranslateUi(self) -> None:
        """Set every text in the current language."""
        self.label.setText(QCoreApplication.translate("Catan", "&Scenario:"))
        widest = 0
        for row in range(self.list.count()):
            item = self.list.item(row)
            item.setText(texts_scenarios.scenario_name(item.data(Qt.ItemDataRole.UserRole)))
            widest = max(widest, self.list.fontMetrics().horizontalAdvance(item.text()))
        # Every name whole, in either language, with room for the frame and a scroll bar.
        self.list.setMinimumWidth(widest + 48)
        self.list.setAccessibleName(QCoreApplication.translate("Catan", "Scenario"))
        self.list.setAccessibleDescription(
            QCoreApplication.translate("Catan", "The base game or a Seafarers scenario: its map")
        )
        self.picture.setAccessibleName(QCoreApplication.translate("Catan", "Map of the scenario"))
        self.pirate.setText(QCoreApplication.translate("Catan", "Pi&rate"))
        self.pirate.setToolTip(pirate_tooltip())
        self._show_choice()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


__all__ = ["ScenarioChooser", "scenario_choices", "scenario_has_pirate", "scenario_target"]
