"""The score screen at the end of a game: scores, how each was made, how many hints each
player took, winner(s), why the game ended."""

from __future__ import annotations

import enum
from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from capboard.engine.protocol import Outcome
from capboard.engine.record import SeatRecord
from capboard.ui import theme
from capboard.ui.fitting import FittedWhenShown, FittingScroll

SWATCH = 24


class ScoreChoice(enum.Enum):
    """What the players chose on the score screen."""

    NEW_GAME = "new_game"
    START_PAGE = "start_page"
    STAY = "stay"  # closed: look at the final board


def format_score(score: float) -> str:
    """A score without a needless ``.0``."""
    return str(int(score)) if float(score).is_integer() else f"{score:g}"


class ScoreDialog(FittedWhenShown, QDialog):
    """Shows the outcome; :attr:`choice` tells which button ended it."""

    def __init__(
        self,
        seats: Sequence[SeatRecord],
        outcome: Outcome,
        reason: str,
        parent: QWidget | None = None,
        details: Sequence[Sequence[str]] = (),
        hints: Sequence[int] = (),
    ) -> None:
        super().__init__(parent)
        self.seats = list(seats)
        self.outcome = outcome
        self.reason_text = reason
        self.choice = ScoreChoice.STAY
        self.headline = QLabel()
        self.headline.setFont(theme.title_font(self.font(), 1.8))
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        self.reason = QLabel(reason)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.reason.setTextFormat(Qt.TextFormat.PlainText)

        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        self.score_header = QLabel()
        self.score_header.setStyleSheet("font-weight: bold;")
        grid.addWidget(self.score_header, 0, 2, Qt.AlignmentFlag.AlignRight)
        self.winner_marks: list[QLabel] = []
        self.details: dict[int, QLabel] = {}
        self.hints = [int(n) for n in hints]
        self.hint_notes: dict[int, QLabel] = {}
        """Under the name of each player who took hints: how many."""
        order = sorted(range(len(self.seats)), key=lambda s: -outcome.scores[s])
        for place, seat in enumerate(order):
            row = 1 + 3 * place
            record = self.seats[seat]
            swatch = QLabel()
            swatch.setPixmap(
                theme.swatch_pixmap(record.colour, seat, SWATCH, self.devicePixelRatioF())
            )
            name = QLabel(record.name)
            name.setTextFormat(Qt.TextFormat.PlainText)
            score = QLabel(format_score(outcome.scores[seat]))
            score.setFont(theme.title_font(self.font(), 1.3))
            mark = QLabel()
            mark.setProperty("seat", seat)
            if seat in outcome.winners:
                name.setFont(theme.title_font(self.font(), 1.1))
            self.winner_marks.append(mark)
            grid.addWidget(swatch, row, 0)
            grid.addWidget(name, row, 1)
            grid.addWidget(score, row, 2, Qt.AlignmentFlag.AlignRight)
            grid.addWidget(mark, row, 3)
            lines = details[seat] if seat < len(details) else ()
            if lines:
                # How the score was made, under the name: one line per source.
                how = QLabel("\n".join(lines))
                how.setTextFormat(Qt.TextFormat.PlainText)
                how.setWordWrap(True)
                how.setStyleSheet(f"color: {theme.INK_SOFT.name()};")
                grid.addWidget(how, row + 1, 1, 1, 3)
                self.details[seat] = how
            if seat < len(self.hints) and self.hints[seat] > 0:
                note = QLabel()
                note.setTextFormat(Qt.TextFormat.PlainText)
                note.setStyleSheet(f"color: {theme.INK_SOFT.name()}; font-style: italic;")
                grid.addWidget(note, row + 2, 1, 1, 3)
                self.hint_notes[seat] = note
        grid.setColumnStretch(1, 1)

        self.buttons = QDialogButtonBox()
        self.new_game = QPushButton()
        self.start_page = QPushButton()
        self.stay = QPushButton()
        self.buttons.addButton(self.new_game, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.start_page, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.stay, QDialogButtonBox.ButtonRole.RejectRole)
        self.new_game.clicked.connect(lambda: self._finish(ScoreChoice.NEW_GAME))
        self.start_page.clicked.connect(lambda: self._finish(ScoreChoice.START_PAGE))
        self.stay.clicked.connect(lambda: self._finish(ScoreChoice.STAY))
        # A stray Enter from the last move must not start another game: the default is to
        # look at the final board.
        for button in (self.new_game, self.start_page, self.stay):
            button.setAutoDefault(False)
        self.stay.setDefault(True)

        # The scores scroll, the buttons stay: six players' lines at a large text size are
        # taller than a small screen.
        content = QWidget()
        inner = QVBoxLayout(content)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.headline)
        inner.addWidget(self.reason)
        inner.addSpacing(10)
        inner.addLayout(grid)
        inner.addStretch(1)
        self.scroll = FittingScroll(content)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll, 1)
        layout.addSpacing(10)
        layout.addWidget(self.buttons)
        self.retranslateUi()

    def _finish(self, choice: ScoreChoice) -> None:
        self.choice = choice
        if choice is ScoreChoice.STAY:
            self.reject()
        else:
            self.accept()

    def headline_text(self) -> str:
        """Who won, in the current language."""
        names = [self.seats[s].name for s in self.outcome.winners if 0 <= s < len(self.seats)]
        if len(names) == 1:
            return self.tr("%1 wins!").replace("%1", names[0])
        if names:
            return self.tr("A draw between %1").replace("%1", ", ".join(names))
        return self.tr("A draw")

    def hint_note_text(self, count: int) -> str:
        """The note of a player who took ``count`` hints, in the current language."""
        return self.tr("Hints taken: %n", "", count)

    def retranslateUi(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Game over"))
        for seat, note in self.hint_notes.items():
            note.setText(self.hint_note_text(self.hints[seat]))
        self.headline.setText(self.headline_text())
        self.score_header.setText(self.tr("Score"))
        for mark in self.winner_marks:
            won = mark.property("seat") in self.outcome.winners
            mark.setText(self.tr("★ winner") if won else "")
        self.new_game.setText(self.tr("&New game"))
        self.start_page.setText(self.tr("&Back to start"))
        self.stay.setText(self.tr("&Look at the board"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
