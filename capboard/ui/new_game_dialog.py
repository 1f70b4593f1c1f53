"""The new-game dialog: which game, how many players, the game's own options (a Catan
scenario) and who sits at each seat."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication, QEvent, QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from capboard.controller.i18n import every_translation
from capboard.engine import registry
from capboard.engine.record import SeatRecord
from capboard.ui import theme
from capboard.ui.fitting import FittedWhenShown, FittingScroll
from capboard.ui.games import available_game_uis, game_title, game_ui

MAX_SEATS = 6
NAME_LENGTH = 40
SEED_LIMIT = 2**31 - 1  # what a QSpinBox can hold; plenty of different games


@runtime_checkable
class GameOptionsWidget(Protocol):
    """What the dialog asks of a game's own options widget (``GameUi.options_widget``; most
    games have none)."""

    def options(self) -> dict[str, Any]:
        """The game options chosen."""
        ...

    def set_players(self, players: int) -> None:
        """The number of players changed."""
        ...


def is_game_number(text: str) -> bool:
    """Whether ``text`` is a game number: ASCII digits only."""
    return text.isascii() and text.isdigit()


def is_default_name(name: str, number: int) -> bool:
    """Whether ``name`` is the name Capboard gives seat ``number`` ("Player 2", "Joueur 2")
    in any of its languages."""
    templates = every_translation("NewGameDialog", "Player %1")
    return any(name == t.replace("%1", str(number)) for t in templates)


def level_labels() -> dict[str, str]:
    """Translated labels of the computer levels, by the engine's level names."""
    return {
        "easy": QCoreApplication.translate("Levels", "Easy"),
        "medium": QCoreApplication.translate("Levels", "Medium"),
        "hard": QCoreApplication.translate("Levels", "Hard"),
    }


def level_tips() -> dict[str, str]:
    """What each computer level does, for the level list's tooltips."""
    return {
        "easy": QCoreApplication.translate(
            "Levels", "Plays sensible moves, but often picks a weaker one on purpose."
        ),
        "medium": QCoreApplication.translate(
            "Levels", "Plays the move that looks best right now, by the game's own judgement."
        ),
        "hard": QCoreApplication.translate(
            "Levels",
            "Looks further ahead, up to two seconds a move. It never peeks at hidden cards.",
        ),
    }


def level_label(level: str) -> str:
    """A level's label for people, older names included (a save from before the three
    levels names ``greedy`` and ``random``)."""
    labels = level_labels()
    labels["greedy"] = labels["medium"]
    labels["random"] = QCoreApplication.translate("Levels", "Random")
    return labels.get(level, level)


def computer_label(level: str) -> str:
    """A computer player for people, by its level: "Computer (Medium)"."""
    return QCoreApplication.translate("Levels", "Computer (%1)").replace("%1", level_label(level))


class SeatRow:
    """The widgets of one seat: name, colour, person or computer, computer level."""

    def __init__(self, parent: QWidget) -> None:
        self.number = QLabel(parent)
        self.name = QLineEdit(parent)
        self.default_name = True
        """The name is Capboard's ("Player 2"), not typed: it follows the language."""
        self.name.textEdited.connect(self._name_typed)
        self._seat_number = 0
        self.name.textChanged.connect(self._describe)
        self.name.setMaxLength(NAME_LENGTH)
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance("M") * 12)
        self.colour = QComboBox(parent)
        for index, (colour, _) in enumerate(theme.PLAYER_COLOURS):
            self.colour.addItem(theme.swatch_icon(colour, index), "", colour)
        self.kind = QComboBox(parent)
        self.kind.addItem("", "human")
        self.kind.addItem("", "computer")
        self.level = QComboBox(parent)
        for level in level_labels():
            self.level.addItem("", level)
        self.level.setCurrentIndex(self.level.findData("medium"))  # the usual opponent
        for combo in (self.colour, self.kind, self.level):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.level.currentIndexChanged.connect(self._level_changed)
        self._kind_changed()

    def widgets(self) -> list[QWidget]:
        """The row's widgets, left to right."""
        return [self.number, self.name, self.colour, self.kind, self.level]

    def set_visible(self, visible: bool) -> None:
        """Show or hide the whole row."""
        for widget in self.widgets():
            widget.setVisible(visible)

    def _name_typed(self) -> None:
        self.default_name = False

    def _describe(self) -> None:
        """Whose the row's boxes are, in their descriptions: on Linux a screen reader names a
        box by its value ("Blue"), and says its description after."""
        whose = (
            QCoreApplication.translate("NewGameDialog", "Seat %1, %2")
            .replace("%1", str(self._seat_number))
            .replace("%2", self.name.text().strip())
        )
        for combo in (self.colour, self.kind, self.level):
            combo.setAccessibleDescription(whose)

    def _kind_changed(self) -> None:
        self.level.setEnabled(self.kind.currentData() == "computer")

    def _level_changed(self) -> None:
        # The closed list shows the chosen level's tip; the open list shows each item's.
        self.level.setToolTip(level_tips().get(self.level.currentData(), ""))

    def set_seat(self, seat: SeatRecord) -> None:
        """Fill the row from a seat."""
        self.name.setText(seat.name)
        index = self.colour.findData(seat.colour.upper(), Qt.ItemDataRole.UserRole)
        if index < 0:
            index = next(
                (
                    i
                    for i in range(self.colour.count())
                    if str(self.colour.itemData(i)).lower() == seat.colour.lower()
                ),
                -1,
            )
        if index >= 0:
            self.colour.setCurrentIndex(index)
        self.kind.setCurrentIndex(max(0, self.kind.findData(seat.kind)))
        level = self.level.findData(
            {"greedy": "medium", "random": "easy"}.get(seat.level, seat.level)
        )
        if level >= 0:
            self.level.setCurrentIndex(level)

    def seat(self) -> SeatRecord:
        """The seat as filled in."""
        return SeatRecord(
            name=self.name.text().strip(),
            colour=str(self.colour.currentData()),
            kind=self.kind.currentData(),
            level=self.level.currentData(),
        )

    def retranslate(self, seat_number: int) -> None:
        """Set the row's texts in the current language."""
        self.number.setText(
            QCoreApplication.translate("NewGameDialog", "Seat %1").replace("%1", str(seat_number))
        )
        self.name.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "Name"))
        self.name.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Name of seat %1").replace(
                "%1", str(seat_number)
            )
        )
        # Each box named for its seat: its buddy is the seat's number, which names one box.
        for combo, name in (
            (self.colour, QCoreApplication.translate("NewGameDialog", "Colour of seat %1")),
            (self.kind, QCoreApplication.translate("NewGameDialog", "Person or computer, seat %1")),
            (self.level, QCoreApplication.translate("NewGameDialog", "Computer level, seat %1")),
        ):
            combo.setAccessibleName(name.replace("%1", str(seat_number)))
        self._seat_number = seat_number
        self._describe()
        for i in range(self.colour.count()):
            self.colour.setItemText(i, theme.colour_name(str(self.colour.itemData(i))))
        self.kind.setItemText(0, QCoreApplication.translate("NewGameDialog", "Person"))
        self.kind.setItemText(1, QCoreApplication.translate("NewGameDialog", "Computer"))
        labels, tips = level_labels(), level_tips()
        for i in range(self.level.count()):
            self.level.setItemText(i, labels[self.level.itemData(i)])
            self.level.setItemData(i, tips[self.level.itemData(i)], Qt.ItemDataRole.ToolTipRole)
        self._level_changed()
        # Never narrower than their longest choice: on a narrow screen the seats scroll
        # sideways rather than cut "Vermillon" or "Ordinateur" short.
        for combo in (self.colour, self.kind, self.level):
            combo.setMinimumWidth(0)
            combo.setMinimumWidth(combo.sizeHint().width())


class NewGameDialog(FittedWhenShown, QDialog):
    """Choose a game, the number of players and each seat; :meth:`seats` and :meth:`seed`
    give the answer once accepted."""

    def __init__(
        self,
        game_id: str | None = None,
        last_seats: Sequence[SeatRecord] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._last_seats = list(last_seats)
        self.game = QComboBox()
        for gid in available_game_uis():
            self.game.addItem(game_title(gid), gid)
        if game_id is not None:
            self.game.setCurrentIndex(max(0, self.game.findData(game_id)))
        self.players = QSpinBox()
        self.seed_edit = QLineEdit()
        self.seed_edit.setMaxLength(10)
        # ASCII digits only: "²" or "①" are digits to Python's isdigit() but no number to int().
        self.seed_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression("[0-9]*"), self.seed_edit)
        )
        self.error = QLabel()
        self.error.setStyleSheet("color: #B00020;")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        self.game_label = QLabel()
        self.players_label = QLabel()
        self.seed_label = QLabel()
        form.addRow(self.game_label, self.game)
        form.addRow(self.players_label, self.players)

        # The chosen game's own options (a Catan scenario), rebuilt when the game changes.
        self.game_options: QWidget | None = None
        self.options_layout = QVBoxLayout()
        self.options_layout.setContentsMargins(0, 0, 0, 0)

        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.rows: list[SeatRow] = []
        for index in range(MAX_SEATS):
            row = SeatRow(self.seats_box)
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, index, column)
            row.name.textChanged.connect(self._validate)
            row.colour.currentIndexChanged.connect(self._validate)
            self.rows.append(row)
        grid.setColumnStretch(1, 1)
        self._fill_rows()

        advanced = QFormLayout()
        advanced.addRow(self.seed_label, self.seed_edit)

        # Everything but the buttons scrolls, so the dialog never grows past the screen (a
        # Catan scenario chooser with four seats is taller than a small screen).
        content = QWidget()
        inner = QVBoxLayout(content)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addLayout(form)
        inner.addLayout(self.options_layout)
        inner.addWidget(self.seats_box)
        inner.addLayout(advanced)
        inner.addWidget(self.error)
        self.scroll = FittingScroll(content)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(self.buttons)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        self.seed_edit.textChanged.connect(self._validate)
        self._game_changed()
        self.retranslateUi()

    # answers ------------------------------------------------------------------------------
    def game_id(self) -> str:
        """The chosen game's id."""
        return str(self.game.currentData())

    def seats(self) -> list[SeatRecord]:
        """The seats as filled in, one per player."""
        return [row.seat() for row in self.rows[: self.players.value()]]

    def options(self) -> dict[str, Any]:
        """The chosen game's options (empty when the game has none to choose)."""
        if isinstance(self.game_options, GameOptionsWidget):
            return dict(self.game_options.options())
        return {}

    def seed(self) -> int:
        """The seed typed in, or a fresh random one."""
        text = self.seed_edit.text().strip()
        if is_game_number(text):
            return int(text)
        return random.SystemRandom().randrange(SEED_LIMIT)

    # behaviour ----------------------------------------------------------------------------
    def _fill_rows(self) -> None:
        for index, row in enumerate(self.rows):
            if index < len(self._last_seats):
                seat = self._last_seats[index]
                row.set_seat(seat)
                # A name Capboard gave, in whatever language it was then, is given anew in
                # today's; a name a person typed stays.
                row.default_name = is_default_name(seat.name, index + 1)
            else:
                row.colour.setCurrentIndex(index % row.colour.count())
                # The default name is filled in retranslateUi, in the current language.
            if index >= len(self._last_seats) and index > 0:
                row.kind.setCurrentIndex(1)  # a computer opponent by default

    def _game_changed(self) -> None:
        if self.game.currentData() is None:
            return
        game = registry.get(self.game_id())
        self._build_game_options()
        wanted = len(self._last_seats) or game.min_players
        self.players.setRange(game.min_players, min(game.max_players, MAX_SEATS))
        self.players.setValue(min(max(wanted, game.min_players), self.players.maximum()))
        self._players_changed()

    def _build_game_options(self) -> None:
        """Replace the options widget with the chosen game's (or none)."""
        if self.game_options is not None:
            self.options_layout.removeWidget(self.game_options)
            self.game_options.hide()
            self.game_options.deleteLater()
            self.game_options = None
        widget = game_ui(self.game_id()).options_widget(self)
        if isinstance(widget, QWidget):
            self.game_options = widget
            self.options_layout.addWidget(widget)
            # Made after the seats, it would come last in the Tab order: put it where it is
            # seen, between the number of players and the seats.
            # Qt orders a widget's focus proxy, not the widget that delegates to it; a widget
            # with several controls lists them (``focus_widgets``).
            chain = getattr(widget, "focus_widgets", None)
            focusable = list(chain()) if callable(chain) else [widget.focusProxy() or widget]
            previous: QWidget = self.players
            for focus in focusable:
                QWidget.setTabOrder(previous, focus)
                previous = focus
            QWidget.setTabOrder(previous, self.rows[0].name)

    def _players_changed(self) -> None:
        if isinstance(self.game_options, GameOptionsWidget):
            self.game_options.set_players(self.players.value())
        for index, row in enumerate(self.rows):
            row.set_visible(index < self.players.value())
        self._validate()
        if self.isVisible():  # before the first show, Qt sizes the dialog itself
            self.adjustSize()

    def _validate(self) -> None:
        seats = self.rows[: self.players.value()]
        problem = ""
        names = [row.name.text().strip() for row in seats]
        colours = [row.colour.currentData() for row in seats]
        if any(not name for name in names):
            problem = self.tr("Every player needs a name.")
        elif len({name.casefold() for name in names}) != len(names):
            problem = self.tr("Two players have the same name.")
        elif len(set(colours)) != len(colours):
            problem = self.tr("Two players have the same colour.")
        elif self.seed_edit.text().strip() and not is_game_number(self.seed_edit.text().strip()):
            problem = self.tr("The game number must be a whole number.")
        self.error.setText(problem)
        self.error.setVisible(bool(problem))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(not problem)

    def retranslateUi(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("&Game:"))
        self.game_label.setBuddy(self.game)
        self.players_label.setText(self.tr("&Players:"))
        self.players_label.setBuddy(self.players)
        self.seed_label.setText(self.tr("Game &number:"))
        self.seed_label.setBuddy(self.seed_edit)
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seats_box.setTitle(self.tr("Seats"))
        for index in range(self.game.count()):
            self.game.setItemText(index, game_title(str(self.game.itemData(index))))
        for index, row in enumerate(self.rows):
            row.retranslate(index + 1)
            if row.default_name:
                row.name.setText(self.tr("Player %1").replace("%1", str(index + 1)))
        self.game.setAccessibleDescription(self.tr("The game to play"))
        self.players.setAccessibleDescription(self.tr("How many sit at the table"))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText(self.tr("Start"))
            ok.setAccessibleDescription(self.tr("Start the game with these seats"))
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        if cancel is not None:
            cancel.setAccessibleDescription(self.tr("Close without starting a game"))
        self._validate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
