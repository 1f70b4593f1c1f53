"""Help → Hint (Ctrl+H): the move the hard computer player would make, shown to a learner.

The session thinks the hint off the window's thread (:meth:`GameSession.request_hint
<capboard.controller.session.GameSession.request_hint>`); meanwhile a small panel under the
status line says a hint is being looked for. Once it comes, the move is marked on the board
(a mark of its own, see :mod:`capboard.ui.games.hint_marks`), selected in the Moves list so
that Enter plays it, and the panel says what it is and, where the game can tell, why. A move,
an undo or a hand-over takes it all away: a hint is never shown for another position.

The words are the main window's hint context ("Hint").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QWidget

from capboard.ui import theme

if TYPE_CHECKING:
    from capboard.controller.hint import Hint
    from capboard.controller.session import GameSession
    from capboard.ui.main_window import MainWindow


class HintPanel(QFrame):
    """A line under the status line: "Looking for a hint…" with a busy bar, then the hint."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from PySide6.QtCore import Qt  # not before the first paint (see main_window)

        super().__init__(parent)
        self.setObjectName("HintPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#HintPanel { background: #fff6d6; border: 1px solid #b88a00; border-radius: 4px; }"
        )
        self.star = QLabel("★")
        self.star.setStyleSheet("color: #8a6400; font-size: 16px;")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setStyleSheet(f"color: {theme.INK.name()};")
        self.text.setAccessibleName("hint")
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # no end known: the bar moves to say the search goes on
        self.busy.setTextVisible(False)
        self.busy.setMaximumWidth(90)
        self.busy.setMaximumHeight(10)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.star)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.busy)
        self.hide()

    def show_busy(self) -> None:
        """A hint is being looked for."""
        self.text.setText(QCoreApplication.translate("Hint", "Looking for a hint…"))
        self.busy.show()
        self.show()

    def show_text(self, text: str) -> None:
        """The hint, in words."""
        self.text.setText(text)
        self.busy.hide()
        self.show()


class HintControl(QObject):
    """The hint of ``window``'s game: asked for, waited for, shown, and taken away."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._panel: HintPanel | None = None
        self._hint: Hint | None = None

    @property
    def panel(self) -> HintPanel:
        """The panel under the table's status line (made with the table)."""
        if self._panel is None:
            table = self._window.table
            self._panel = HintPanel(table)
            column = table.status.parentWidget().layout()
            column.insertWidget(column.indexOf(table.status) + 1, self._panel)
        return self._panel

    @property
    def shown(self) -> Hint | None:
        """The hint on the table now (None: none)."""
        return self._hint

    def connect(self, session: GameSession) -> None:
        """Follow ``session``'s hints (a new game on the table)."""
        session.hint_thinking.connect(self._thinking)
        session.hint_ready.connect(self._show)
        session.state_changed.connect(self.update)
        self.update()

    def request(self) -> None:
        """Help → Hint: ask the session for the hint of the person at the screen."""
        session = self._window.session
        if session is None or session.awaiting_handover:
            return
        if not session.request_hint():
            text = QCoreApplication.translate(
                "Hint", "A hint is for the person to play, on their turn."
            )
            self._window.statusBar().showMessage(text, 5000)

    def update(self) -> None:
        """After any change: Hint is offered only on the turn of the person at the screen,
        and a hint of another position goes."""
        session = self._window.session
        self._window.act_hint.setEnabled(session is not None and session.can_hint())
        if session is None:
            self.clear()
            return
        if self._hint is not None and session.hint is not self._hint:
            self.clear()
        if self._hint is not None:
            self._select()  # the table was redrawn: the list chose its own first move
        if session.is_hint_thinking and session.can_hint():
            self.panel.show_busy()

    def clear(self) -> None:
        """Take the hint off the table."""
        self._hint = None
        scene = self._window.scene
        if scene is not None:
            scene.show_hint(None)
        if self._panel is not None:
            self._panel.hide()

    def retranslate(self) -> None:
        """The panel's words in the current language."""
        if self._hint is not None:
            self._select()  # the list was written again in the new language
            self.panel.show_text(self.text())
        elif self._panel is not None and self._panel.isVisible():
            self._panel.show_busy()

    def text(self) -> str:
        """The hint shown, in words: "Hint: <move> — <why>" (without the why when the game
        cannot say)."""
        window, hint = self._window, self._hint
        if hint is None or window.session is None or window.game_ui is None:
            return ""
        ui = window.game_ui
        move = ui.describe_action(hint.action, window.session.view(), window.names())
        reason = ui.hint_reason(hint.before, hint.after, hint.seat)
        if reason:
            text = QCoreApplication.translate("Hint", "Hint: %1 — %2")
            return text.replace("%1", move).replace("%2", reason)
        return QCoreApplication.translate("Hint", "Hint: %1").replace("%1", move)

    def _thinking(self, on: bool) -> None:
        if on:
            self.panel.show_busy()
        elif self._hint is None and self._panel is not None:
            self._panel.hide()

    def _show(self, hint: Hint) -> None:
        window = self._window
        if window.session is None or window.scene is None:
            return
        self._hint = hint
        window.scene.show_hint(hint.action)
        self._select()
        self.panel.show_text(self.text())

    def _select(self) -> None:
        """Select the hinted move in the Moves list and give the list the keyboard, so that
        Enter plays it. A move the list leaves out while it lists others (a trade offer,
        which the trade window builds) is added to it for the hint; where the list offers
        nothing at this step (aiming a cannon, a skill of the person's), nothing is added."""
        window, hint = self._window, self._hint
        session, ui = window.session, window.game_ui
        if hint is None or session is None or ui is None:
            return
        actions = window.table.actions
        shown = actions.actions_shown()
        if not actions.select_action(hint.action):
            if not shown or hint.action not in session.legal_actions():
                return
            view, names = session.view(), window.names()
            actions.set_actions(
                [*shown, hint.action], lambda a: ui.describe_action(a, view, names), hint.action
            )
        actions.setFocus()  # Enter plays it
