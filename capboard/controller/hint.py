"""Hints for learners: the move the hard computer player would make for the person to play.

A hint is thought exactly as a hard computer player thinks its move: from the view of the seat
to play and its legal actions, never from the state, so it knows nothing that person may not
know (the others' hands, the draw piles, the dice to come). It is seeded as that computer's
decision would be, so the app and ``capboard hint FILE`` give the same hint for the same
position.

Alongside the move, the hint holds that seat's view after it, played in one world drawn from
the view (the game's ``determinize``), for the ui to say in a few words what the move does
(points scored, a building begun); only what the move itself changes is read from it.

:class:`HintRunner` thinks on a worker thread, as the computer players do, and can be told to
stop: the position changed and the hint would be stale.
"""

from __future__ import annotations

import logging
import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import QObject, Signal

from capboard.controller.bot_worker import BotRunner
from capboard.engine.levels import make_bot
from capboard.engine.protocol import Action, Game, Seat, State, View
from capboard.engine.search import SearchBot

_log = logging.getLogger(__name__)

LEVEL = "hard"
"""The computer level whose choice a hint shows."""


@dataclass(frozen=True)
class Hint:
    """The move suggested to ``seat`` (``before`` is the view it was thought from)."""

    seat: Seat
    action: Action
    before: View
    after: View | None
    """``seat``'s view once the move is made in a world drawn from ``before`` (None when it
    could not be played there): for the words of the hint, not to be trusted for hidden
    things (a card drawn is one of those the world happened to hold)."""


def decision_seed(record_seed: int, seat: Seat, actions_played: int) -> int:
    """The seed of a computer's decision for ``seat`` after ``actions_played`` actions of a
    game with ``record_seed``: the same game replays the same, and a hint is that decision."""
    return random.Random(f"{record_seed}/{seat}/{actions_played}").getrandbits(63)


class Stopped(Exception):
    """A hint's thinking was stopped: the position changed."""


class _Watched:
    """The game as the hint's computer player sees it, with a stop: the searches ask the game
    for a world or an evaluation at every step, and each asking checks ``stop`` first."""

    def __init__(self, game: Game, stop: threading.Event) -> None:
        self._game = game
        self._stop = stop

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def _check(self) -> None:
        if self._stop.is_set():
            raise Stopped

    def determinize(self, view: View, rng: random.Random) -> State:
        self._check()
        return self._game.determinize(view, rng)

    def evaluate(self, view: View, seat: Seat) -> float:
        self._check()
        return self._game.evaluate(view, seat)

    def judgement(self, *args: Any) -> Action | None:
        self._check()
        return self._game.judgement(*args)


def think(
    game: Game,
    seat: Seat,
    view: View,
    legal: Sequence[Action],
    seed: int,
    *,
    stop: threading.Event | None = None,
    seconds: float | None = None,
) -> Hint:
    """The hint for ``seat`` knowing only ``view``: the hard player's choice among ``legal``.

    ``stop``, once set, makes the thinking raise :class:`Stopped`; ``seconds`` replaces the
    sampling search's time cap (tests lift it so that only the seed decides)."""
    legal = list(legal)
    if not legal:
        raise ValueError("nothing to play: no hint")
    played: Game = game if stop is None else cast(Game, _Watched(game, stop))
    bot = make_bot(LEVEL, played, seat, seed)
    if seconds is not None and isinstance(bot, SearchBot):
        bot.seconds = seconds
    action = bot.choose(view, legal)
    return Hint(seat, action, view, _after(game, seat, view, action, seed))


def _after(game: Game, seat: Seat, view: View, action: Action, seed: int) -> View | None:
    try:
        world = game.determinize(view, random.Random(seed))
        world.apply(action)
        return world.view(seat)
    except Exception:  # only the hint's words need it: the hint stands without them
        _log.exception("cannot play the hinted move %s in a world drawn from the view", action)
        return None


def hint_for_state(
    game: Game, state: State, record_seed: int, actions_played: int, **kwargs: Any
) -> Hint:
    """The hint for the seat to act in ``state`` (for ``capboard hint``): thought from that
    seat's view and the legal actions alone, as in the app. Raises ValueError when nobody is
    to play. ``kwargs`` go to :func:`think`."""
    seat = None if state.is_over else state.actor()
    legal = state.legal_actions() if seat is not None else []
    if seat is None or not legal:
        raise ValueError("nobody is to play")
    seed = decision_seed(record_seed, seat, actions_played)
    return think(game, seat, state.view(seat), legal, seed, **kwargs)


class HintRunner(QObject):
    """Thinks one hint at a time on a worker thread; :attr:`ready` brings it back on the main
    thread with the caller's token. Asking again, or :meth:`cancel`, stops the hint being
    thought: its answer never comes."""

    ready = Signal(int, object)
    """(the token given to :meth:`ask`, the :class:`Hint` or the exception raised)"""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runner = BotRunner(self)
        self._runner.decided.connect(self._relay)
        self._token: int | None = None
        self._stop: threading.Event | None = None
        self._serial = 0
        """Each hint asked for is numbered: only the last one asked is answered."""

    @property
    def busy(self) -> bool:
        """True while a hint asked for has not come back."""
        return self._token is not None

    @property
    def token(self) -> int | None:
        """The token of the hint being thought (None: none)."""
        return self._token

    def ask(
        self, token: int, game: Game, seat: Seat, view: View, legal: Sequence[Action], seed: int
    ) -> None:
        """Think the hint for ``seat`` from ``view`` and ``legal`` (copies: never the state)."""
        self.cancel()
        stop = threading.Event()
        self._token, self._stop = token, stop
        self._serial += 1
        legal = list(legal)
        work = lambda: think(game, seat, view, legal, seed, stop=stop)  # noqa: E731
        self._runner.submit_work(self._serial, work)

    def cancel(self) -> None:
        """Stop the hint being thought, if any: it will not be answered."""
        if self._stop is not None:
            self._stop.set()
        self._token, self._stop = None, None

    def wait(self) -> None:
        """Stop any hint and wait for the worker to be done with it (closing the game)."""
        self.cancel()
        self._runner.wait()

    def _relay(self, serial: int, result: object) -> None:
        token = self._token
        if serial != self._serial or token is None:
            return  # stopped, or asked again since
        self._token, self._stop = None, None
        self.ready.emit(token, result)
