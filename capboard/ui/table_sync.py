"""The main window's table kept in step with its session, and the page in view.

After every change (a move, an undo, a hand-over) the board, the players, the moves offered,
the log and the status line are redrawn from the session's view, never its state. When
another person is to play, the result of the move stays in view a moment before the hand-over
screen hides the table; that person then sees, beside the table, what the others did since
they last had it.

The words are the main window's (its translation context): the table is part of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from capboard.ui import theme

if TYPE_CHECKING:
    from capboard.controller.log import LogEntry
    from capboard.controller.session import GameSession
    from capboard.engine.protocol import Action, Event, Outcome, View
    from capboard.ui.board_focus import BoardFocusWords
    from capboard.ui.handover import HandoverScreen
    from capboard.ui.main_window import MainWindow
    from capboard.ui.table import TablePage


class TableSync(QObject):
    """What ``window``'s table shows of its session, and when the hand-over screen hides it.

    The table and the hand-over screen are built with the first game (the start page does
    without them)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._table: TablePage | None = None
        self._handover: HandoverScreen | None = None
        self._handover_seat: int | None = None
        self._thinking = False
        self._animated_count = 0
        self._log_viewer: int | None = None
        self._result_shown = False
        """A move is made and another person plays next: the table stays in view a moment
        (see Settings.result_seconds) before the hand-over screen hides it."""
        self._result_timer = QTimer(self)
        self._result_timer.setSingleShot(True)
        self._result_timer.timeout.connect(self.pass_on)
        self._seen_upto: dict[int, int] = {}
        """For each seat, how much of the log the table showed them last (its length)."""
        self._table_viewer: int | None = None
        """The seat whose view the table last showed."""
        self._awaited: int | None = None
        """The seat whose hand-over the table has begun (result shown, or screen up)."""
        self._told_upto = 0
        self._board_focus: BoardFocusWords | None = None
        """How much of the log (its length) was played before the table opened or has been
        announced since: the rest is news, announced to a screen reader."""

    @property
    def table(self) -> TablePage:
        """The table page (built with the first game: the start page does without it)."""
        if self._table is None:
            from PySide6.QtCore import Qt  # not before the first paint (see main_window)

            from capboard.ui.table import TablePage

            table = TablePage()
            self._table = table
            self._window.stack.addWidget(table)
            table.pass_banner.passed.connect(self.pass_on)
            table.since.dismissed.connect(self.clear_marks)
            # Queued: a click may come from inside the scene's own mouse handling, and playing
            # redraws the scene; let the click finish first.
            table.actions.action_chosen.connect(self.play, Qt.ConnectionType.QueuedConnection)
            table.actions.action_selected.connect(self.show_selected)
            table.undo_button.clicked.connect(self._window.undo)
        return self._table

    @property
    def handover(self) -> HandoverScreen:
        """The hand-over screen (built with the first game, as the table)."""
        if self._handover is None:
            from capboard.ui.handover import HandoverScreen

            self._handover = HandoverScreen()
            self._window.stack.addWidget(self._handover)
            self._handover.confirmed.connect(self.handover_confirmed)
        return self._handover

    # a game put on the table, or taken off ---------------------------------------------------
    def set_up(self, session: GameSession) -> None:
        """Lay the window's new game (its scene made) on the table, before it starts."""
        window = self._window
        seats = list(session.seats)
        self.table.board.setScene(window.scene)
        self._focus_words().follow(window.scene)
        self.table.side.set_seats(seats)
        icons = [theme.swatch_icon(seat.colour, i, 16) for i, seat in enumerate(seats)]
        self.table.log.configure(window.names(), icons)
        self.table.log.set_entries([], self.format_event)
        self._handover_seat = None
        self._thinking = False
        self._animated_count = len(session.log)  # what was played before is not animated
        # What was played before this table opened is in the log: no recap of it.
        self._seen_upto = {i: len(session.log) for i, s in enumerate(seats) if s.is_human}
        self._told_upto = len(session.log)
        self._table_viewer = None

    def _focus_words(self) -> BoardFocusWords:
        """What the piece with the focus on the board plays, told to a screen reader."""
        if self._board_focus is None:
            from capboard.ui.board_focus import BoardFocusWords

            self._board_focus = BoardFocusWords(self.table.board, self._describe_action)
        return self._board_focus

    def _describe_action(self, action: Action) -> str:
        window = self._window
        if window.session is None or window.game_ui is None:
            return ""
        return window.game_ui.describe_action(action, window.session.view(), window.names())

    def clear(self) -> None:
        """The game is put away: nothing of it stays on the table, nothing of it is awaited."""
        table = self._table
        self._handover_seat = None
        self._result_timer.stop()
        self._result_shown = False
        if table is not None:
            table.pass_banner.hide()
            table.since.hide()
        self._seen_upto = {}
        self._table_viewer = None
        self._awaited = None
        if table is not None:
            table.actions.set_actions([], str)
            table.log.set_entries([], str)

    def retranslate(self) -> None:
        """Every text of the table in the current language."""
        self.refresh()
        if self._table is not None:
            self._table.log.rerender()

    # what the table shows -----------------------------------------------------------------
    def public_event(self, event: Event) -> str:
        """An event as anyone may read it: the hand-over screen is seen by two people."""
        window = self._window
        if window.session is None or window.game_ui is None:
            return event.code
        seen = event.seen_by(None)
        return window.game_ui.format_event(seen, window.session.public_view(), window.names())

    def format_event(self, event: Event) -> str:
        """An event in words, as the person at the screen may read it."""
        window = self._window
        if window.session is None or window.game_ui is None:
            return event.code
        # Only what the person at the screen may know: another's drawn card stays hidden.
        seen = event.seen_by(window.session.viewer)
        return window.game_ui.format_event(seen, window.session.view(), window.names())

    def _new_log_events(self) -> list[Event]:
        """The events of the latest action if it has not been animated yet."""
        session = self._window.session
        assert session is not None
        log = session.log
        # The log only grows (an undo adds an entry), so its length tells what is new.
        if len(log) == self._animated_count:
            return []
        self._animated_count = len(log)
        last = log[-1]
        viewer = session.viewer
        return [e.seen_by(viewer) for e in last.events] if last.kind == "action" else []

    def _sync_log(self) -> None:
        session = self._window.session
        assert session is not None
        log = self.table.log
        entries = session.log
        shown = log.entries()
        viewer, before = session.viewer, self._log_viewer
        self._log_viewer = viewer
        told, self._told_upto = self._told_upto, len(entries)
        if shown != entries[: len(shown)]:
            # Entries were taken back or rewritten: show the log afresh.
            log.set_entries(entries, self.format_event)
            return
        if viewer != before:
            # Lines were written for the previous person: what was theirs alone must go, and
            # what is the new person's own is named to them. The other lines read the same.
            log.reword(lambda event: not _reads_alike(event, before, viewer))
        # What was played before the table opened is not news; what is played now is
        # announced to a screen reader as it happens, to the person at the screen: not while
        # the hand-over screen awaits the next one (who may already be there: the lines are
        # worded for the one before; the next person hears the recap on that screen).
        old = max(0, min(told, len(entries)) - len(shown))
        log.append_entries(entries[len(shown) : len(shown) + old])
        announce = not session.awaiting_handover
        log.append_entries(entries[len(shown) + old :], announce=announce)

    def refresh(self, *_: Any) -> None:
        """Redraw everything from the session's current view."""
        window = self._window
        session, ui, scene = window.session, window.game_ui, window.scene
        if session is None or ui is None or scene is None:
            if self._table is not None:
                self._table.status.setText("")
            return
        view = session.view()
        names = window.names()
        hidden = session.awaiting_handover
        legal = [] if hidden else session.legal_actions()
        events = self._new_log_events()
        viewer = session.viewer
        # A game of computers alone has nobody at the screen, nor has a game opened already
        # over (a finished save, a deal that ends the game at once): whoever watches sees what
        # anyone may see (the session's view is then the public one).
        watched = viewer is None and (
            session.is_over or not any(seat.is_human for seat in session.seats)
        )
        if viewer is not None or watched:
            # Drawn for the person at the screen even while the next one is awaited: the one
            # who just played sees what their move did before the hand-over hides the table.
            scene.show_view(view, legal, events)
            if events:  # the move just made, as it is shown: never a game opened or replayed
                window.sounds.play_events(session.game_id, events, window.settings)
            self.table.board.keep_controls_in_reach()
        if viewer is not None:
            if viewer != self._table_viewer and not hidden:
                self._table_opens_for(viewer)
            self._seen_upto[viewer] = len(session.log)
        current = view.pending_players or (
            () if view.current_player is None else (view.current_player,)
        )
        self.table.side.update_view(ui, view, current, self._thinking)
        listed = ui.listed_actions(view, legal)
        self.table.actions.set_actions(
            listed, lambda a: ui.describe_action(a, view, names), ui.first_choice(view, listed)
        )
        can_undo = not hidden and session.can_undo()
        self.table.undo_button.setEnabled(can_undo)
        window.act_undo.setEnabled(can_undo)
        self.table.status.setText(self._status_text(view, names))
        window.setWindowModified(window.unsaved_changes)
        self._sync_log()
        self.sync_page()

    def _status_text(self, view: View, names: list[str]) -> str:
        session, ui = self._window.session, self._window.game_ui
        assert session is not None and ui is not None
        if session.is_over:
            outcome = session.outcome
            if outcome is not None:
                return QCoreApplication.translate("MainWindow", "Game over — %1").replace(
                    "%1", self._winner_text(outcome)
                )
            return QCoreApplication.translate("MainWindow", "Game over")
        awaited = session.handover_seat
        if self._result_shown and awaited is not None:
            # The table still shows the last move to the one who made it: not yet the next
            # person's prompt, which would read as if it were theirs to play.
            return QCoreApplication.translate("MainWindow", "%1 plays next").replace(
                "%1", names[awaited]
            )
        acting = list(view.pending_players) or (
            [] if view.current_player is None else [view.current_player]
        )
        seats = session.seats
        if acting and all(0 <= s < len(seats) and not seats[s].is_human for s in acting):
            # The game's prompts speak to the person who plays ("roll the dice", "your
            # paths"); a computer is not spoken to: the table says it is playing.
            who = ", ".join(names[s] for s in acting)
            if len(acting) == 1:
                return QCoreApplication.translate("MainWindow", "%1 is playing…").replace("%1", who)
            return QCoreApplication.translate("MainWindow", "%1 are playing…").replace("%1", who)
        return ui.prompt(view, names)

    def _winner_text(self, outcome: Outcome) -> str:
        names = self._window.names()
        winners = [names[s] for s in outcome.winners if 0 <= s < len(names)]
        if len(winners) == 1:
            return QCoreApplication.translate("MainWindow", "%1 wins").replace("%1", winners[0])
        return QCoreApplication.translate("MainWindow", "a draw")

    def sync_actions(self) -> None:
        """The game's actions enabled when there is a game (Undo: disabled without one)."""
        window = self._window
        has_game = window.session is not None
        for action in (window.act_save, window.act_save_as, window.act_close, window.act_fit):
            action.setEnabled(has_game)
        window.act_zoom_in.setEnabled(has_game)
        window.act_zoom_out.setEnabled(has_game)
        if not has_game:
            window.act_undo.setEnabled(False)

    def sync_page(self) -> None:
        """Show the page the situation calls for; the table is never shown during a
        hand-over."""
        window = self._window
        session = window.session
        if window.menus_filled:
            self.sync_actions()
        if session is None:
            window.stack.setCurrentWidget(window.start_page)
        elif session.awaiting_handover:
            seat = session.handover_seat
            if seat is None:
                seat = self._handover_seat if self._handover_seat is not None else 0
            if self._awaited != seat:
                self._begin_handover(seat)
            if self._result_shown:
                return  # the table stays in view until the pause ends or a click
            record = session.seats[seat]
            if window.scene is not None:
                window.scene.hide_private()  # before the next person comes to the screen
            if window.stack.currentWidget() is not self.handover:
                self.handover.set_player(seat, record.name, record.colour)
                self.handover.set_recap(
                    self._unseen_entries(seat), self.public_event, window.names(), self._icons()
                )
            window.stack.setCurrentWidget(self.handover)
        else:
            self._awaited = None
            if window.stack.currentWidget() is not self.table:
                window.stack.setCurrentWidget(self.table)
                self.table.actions.setFocus()

    # the hand-over ----------------------------------------------------------------------------
    def handover_needed(self, seat: int) -> None:
        """The session awaits ``seat`` at the screen."""
        self._handover_seat = seat
        self.sync_page()

    def _begin_handover(self, seat: int) -> None:
        """Another person is awaited: if the table is in view, the result of the last move
        stays there a moment (or until a click) before the hand-over screen hides it."""
        window = self._window
        session = window.session
        self._awaited = seat
        if session is None or session.viewer is None:
            return
        if window.stack.currentWidget() is not self.table:
            return
        if window.scene is not None:
            window.scene.hide_private()
        self._result_shown = True
        self.table.status.setText(self._status_text(session.view(), window.names()))
        seconds = float(window.settings.result_seconds)
        self.table.pass_banner.show_next(session.seats[seat].name, seconds)
        if seconds > 0:
            self._result_timer.start(round(seconds * 1000))

    def pass_on(self) -> None:
        """The result has been seen: on to the hand-over screen."""
        if not self._result_shown:
            return
        self._result_shown = False
        self._result_timer.stop()
        self.table.pass_banner.hide()
        self.sync_page()

    def _unseen_entries(self, seat: int) -> list[LogEntry]:
        """The log entries played since ``seat`` last had the table, without the moves taken
        back since (and without the undo entries themselves)."""
        session = self._window.session
        assert session is not None
        entries = session.log[self._seen_upto.get(seat, 0) :]
        kept: list[LogEntry] = []
        for entry in entries:
            if entry.kind == "undo":
                for i in range(len(kept) - 1, -1, -1):
                    if kept[i].kind == "action" and kept[i].index == entry.index:
                        del kept[i]
                        break
            else:
                kept.append(entry)
        return kept

    def _table_opens_for(self, seat: int) -> None:
        """Another person now has the table: beside it, and on the board, what the others
        did since that person last had it."""
        self._table_viewer = seat
        window = self._window
        session, ui, scene = window.session, window.game_ui, window.scene
        if session is None or ui is None or scene is None:
            return
        entries = [e for e in self._unseen_entries(seat) if e.seat != seat]
        self.table.since.show_entries(entries, self.format_event, window.names(), self._icons())
        events = [event.seen_by(seat) for entry in entries for event in entry.events]
        scene.mark_recent(events)

    def show_selected(self, action: Action | None) -> None:
        """The move selected in the keyboard list, shown on the board."""
        if self._window.scene is not None:
            self._window.scene.preview(action)

    def clear_marks(self) -> None:
        """The recap beside the table is read: the board's marks of it go too."""
        if self._window.scene is not None:
            self._window.scene.mark_recent([])

    def _icons(self) -> list[Any]:
        session = self._window.session
        assert session is not None
        seats = session.seats
        return [theme.swatch_icon(seat.colour, i, 16) for i, seat in enumerate(seats)]

    def handover_confirmed(self) -> None:
        """The person awaited is at the screen: the table is theirs."""
        session = self._window.session
        if session is None:
            return
        self._handover_seat = None
        if session.awaiting_handover:
            session.acknowledge_handover()  # which redraws the table (state_changed)
        else:
            self.refresh()

    # the game in play -----------------------------------------------------------------------
    def bot_thinking(self, thinking: bool) -> None:
        """A computer starts or stops choosing: the players' panel says so (nothing else of
        the table changes until it plays)."""
        self._thinking = bool(thinking)
        window = self._window
        session, ui = window.session, window.game_ui
        if session is None or ui is None or window.scene is None:
            return
        view = session.view()
        current = view.pending_players or (
            () if view.current_player is None else (view.current_player,)
        )
        self.table.side.update_view(ui, view, current, self._thinking)

    def play(self, action: Action) -> None:
        """Play an action chosen on the board or in the list, if it is still legal."""
        session = self._window.session
        if session is None or session.awaiting_handover:
            return
        if action not in session.legal_actions():
            return  # a stale click: the position changed since it was offered
        self.table.since.dismiss()  # read: the person plays on
        session.play(action)


def _reads_alike(event: Event, one: int | None, other: int | None) -> bool:
    """Whether a log line of ``event`` reads the same to the seats ``one`` and ``other``.

    A game words an event from what the viewer may know of it (:meth:`Event.seen_by`) and,
    for its private part, from whether the viewer is its owner ("you draw a Knight"); the
    rest of a line is public and the same for everyone."""
    if not event.private or one == other:
        return True

    def reader(seat: int | None) -> tuple[bool, bool]:
        return seat == event.owner, seat is not None and seat in event.shared_with

    return reader(one) == reader(other)
