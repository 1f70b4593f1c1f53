"""The conformance suite: every registered game, at every player count, must keep the
protocol's promises. Random games are played to the end and checked at every step."""

from __future__ import annotations

import dataclasses
import json
import random
import typing

import pytest

from capboard.engine import registry
from capboard.engine.protocol import Action, Game, IllegalAction, State
from capboard.engine.record import GameRecord, SeatRecord, replay

GAMES_PER_COUNT = 4
"""Random games played to the end per player count of a game's default variant (one per count
for every other variant, each a full game in itself)."""

SLOW = pytest.mark.slow
"""The quick run (README's test command) plays every game at every player count with the
first seed, and every other variant in one of the tests (see ``_cases``). The other seeds and
the rest of the variants are long random sweeps: continuous integration runs them in its slow
step, so that together the two runs play the whole matrix."""

TESTS = 5
"""The tests that play ``_cases``: each passes its own ``turn``, 0 to 4."""


def _cases(turn: int, *, seeds: bool = False) -> list:
    """Every game at every player count, once per variant it declares (Catan's scenarios);
    a variant is only played at the player counts it allows. With ``seeds``, the default
    variant's case is split by seed (``GAMES_PER_COUNT`` of them), one case each.

    The quick run plays a variant other than the default (at ``place`` in the game's list) in
    one test, taking turns: the one whose ``turn`` puts ``place + turn`` at 0 modulo ``TESTS``,
    at a count that moves with ``place``. So every test meets a few variants, and every
    variant one test (the slow run plays it in all five, at every count)."""
    cases = []
    for game in registry.all():
        for place, options in enumerate(game.variants()):
            counts = [
                n
                for n in range(game.min_players, game.max_players + 1)
                if game.variant_allows(options, n)
            ]
            pick = (place + turn) % TESTS
            quick_count = counts[place % len(counts)] if pick == 0 else None
            for n in counts:
                label = "-".join([game.id, str(n), *(str(v) for v in options.values())])
                quick = not options or n == quick_count
                if not seeds:
                    marks = () if quick else (SLOW,)
                    cases.append(pytest.param(game.id, n, options, id=label, marks=marks))
                    continue
                for seed in range(GAMES_PER_COUNT if not options else 1):
                    marks = () if quick and seed == 0 else (SLOW,)
                    case_id = f"{label}-seed{seed}" if not options else label
                    cases.append(pytest.param(game.id, n, options, seed, id=case_id, marks=marks))
    return cases


SAMPLE = 300
"""Decisions with more choices than this (aiming) are checked on a random sample of them."""
LAZY_SAMPLE = 25
"""The sample drawn from a lazy sequence (one per aimed shot, so it need not be large)."""


def _legal_key(state: State):
    """The legal actions in a comparable form (a lazy sequence compares as itself)."""
    legal = state.legal_actions()
    return tuple(legal) if isinstance(legal, list) else legal


def _some(legal, rng: random.Random) -> list[Action]:
    """All the legal actions, or a random sample of them when there are very many."""
    if len(legal) <= SAMPLE:
        return list(legal)
    return [legal[i] for i in rng.sample(range(len(legal)), LAZY_SAMPLE)]


def _snapshot(state: State) -> tuple:
    """Everything observable of a state: every seat's view, the spectator's, the legal actions."""
    views = tuple(state.view(s) for s in range(state.players))
    return (views, state.view(None), _legal_key(state), state.is_over)


def _record(
    game: Game, players: int, seed: int, actions: list[Action], options: dict
) -> GameRecord:
    seats = [SeatRecord(name=f"P{i + 1}", colour="#000000") for i in range(players)]
    return GameRecord(
        game_id=game.id,
        seats=seats,
        seed=seed,
        options=dict(options),
        actions=[game.encode_action(a) for a in actions],
    )


def _play(game: Game, players: int, seed: int, check, options: dict):
    """Play a random game, calling ``check(state, legal, rng)`` before every action."""
    rng = random.Random(seed * 7919 + players)
    state = game.new_state(players, seed, options)
    played: list[Action] = []
    while not state.is_over:
        assert len(played) < game.action_bound, "the game did not end within its bound"
        legal = state.legal_actions()
        assert legal, "legal_actions is empty before the game is over"
        check(state, legal, rng)
        action = rng.choice(legal)
        events = state.apply(action)
        json.dumps([e.to_json() for e in events])  # events are data
        played.append(action)
    return state, played


@pytest.mark.parametrize(("game_id", "players", "options", "seed"), _cases(0, seeds=True))
def test_random_games_end_and_keep_the_protocol(
    game_id: str, players: int, options: dict, seed: int
) -> None:
    game = registry.get(game_id)
    seen: set[Action] = set()

    def check(state: State, legal: list[Action], rng: random.Random) -> None:
        assert state.current_player is not None
        assert state.actor() in state.pending_players
        sample = _some(legal, rng)
        # Every action survives its JSON form and its text notation. Both are functions of the
        # action alone, so each distinct action is read back once: the same action met again
        # (an end of turn, a roll) would repeat the same check. What does depend on the
        # position is that no two of its legal actions read alike (else the text would name the
        # wrong one): checked at every step.
        notations = [action.notation() for action in sample]
        assert len(set(notations)) == len(notations), "two legal actions read alike"
        for action, text in zip(sample, notations, strict=True):
            if action in seen:
                continue
            seen.add(action)
            data = json.loads(json.dumps(game.encode_action(action)))
            assert game.decode_action(data) == action
            assert game.parse_action(text, state) == action

    state, _played = _play(game, players, seed, check, options)
    assert state.legal_actions() == []
    assert state.current_player is None
    outcome = state.outcome()
    assert outcome is not None
    assert len(outcome.scores) == players
    assert all(0 <= w < players for w in outcome.winners)
    assert seen


@pytest.mark.parametrize(("game_id", "players", "options"), _cases(1))
def test_illegal_actions_raise_and_change_nothing(
    game_id: str, players: int, options: dict
) -> None:
    game = registry.get(game_id)
    pool: list[Action] = []
    tried = 0

    def check(state: State, legal: list[Action], rng: random.Random) -> None:
        nonlocal tried
        pool.extend(_some(legal, rng))
        # Actions are values (equal and hashed by their fields): a set of a list of legal
        # actions answers "is it legal?" at once, where the list compared it with each in turn.
        # A lazy sequence answers for itself.
        allowed = set(legal) if isinstance(legal, list) else legal
        candidates = [a for a in rng.sample(pool, min(len(pool), 20)) if a not in allowed]
        if not candidates:
            return
        before = _snapshot(state)
        with pytest.raises(IllegalAction):
            state.apply(rng.choice(candidates))
        assert _snapshot(state) == before
        tried += 1

    _play(game, players, 11, check, options)
    assert tried > 0


@pytest.mark.parametrize(("game_id", "players", "options"), _cases(2))
def test_clone_is_independent(game_id: str, players: int, options: dict) -> None:
    game = registry.get(game_id)
    checked = 0

    def check(state: State, legal: list[Action], rng: random.Random) -> None:
        nonlocal checked
        if rng.random() > 0.2:
            return
        before = _snapshot(state)
        copy = state.clone()
        assert _snapshot(copy) == before
        copy.apply(rng.choice(legal))
        assert _snapshot(state) == before
        checked += 1

    _play(game, players, 5, check, options)
    assert checked > 0


@pytest.mark.parametrize(("game_id", "players", "options"), _cases(3))
def test_replaying_the_record_rebuilds_an_equal_state(
    game_id: str, players: int, options: dict
) -> None:
    game = registry.get(game_id)
    seed = 3
    state, played = _play(game, players, seed, lambda *_: None, options)
    rebuilt, events = replay(_record(game, players, seed, played, options))
    assert len(events) == len(played)
    assert _snapshot(rebuilt) == _snapshot(state)
    assert rebuilt.outcome() == state.outcome()
    # and half-way too
    half = len(played) // 2
    partial, _ = replay(_record(game, players, seed, played, options), upto=half)
    fresh = game.new_state(players, seed, options)
    for action in played[:half]:
        fresh.apply(action)
    assert _snapshot(partial) == _snapshot(fresh)


@pytest.mark.parametrize(("game_id", "players", "options"), _cases(4))
def test_views_hide_what_determinize_may_change(game_id: str, players: int, options: dict) -> None:
    """Two states that differ only in what a seat may not know give that seat equal views.

    ``determinize`` redraws every secret a seat cannot see (other hands, decks, future chance);
    two such worlds must look identical from the seat, and identical to the real view.
    """
    game = registry.get(game_id)
    checked = 0

    def check(state: State, legal: list[Action], rng: random.Random) -> None:
        nonlocal checked
        if rng.random() > 0.15:
            return
        for seat in [*range(state.players), None]:
            view = state.view(seat)
            worlds = [state.determinize(view, random.Random(k)) for k in (1, 2)]
            for world in worlds:
                assert world.view(seat) == view
            # A bot using a determinized world sees the same choices as the real player.
            if seat == state.actor():
                for world in worlds:
                    assert _legal_key(world) == _legal_key(state)
        checked += 1

    _play(game, players, 9, check, options)
    assert checked > 0


OFF_BOARD_INTS = (-7, 999_999, 2**63, -(2**63))
"""Numbers that name no corner, cell, square, column, card or seat of any game."""


def _off_board_json(kind: type[Action], value: int) -> dict | None:
    """The JSON form of an action of ``kind`` whose every number is ``value`` and every text
    names nothing; None for a kind with no number and no text (nothing can be off the board)."""
    hints = typing.get_type_hints(kind)
    data: dict = {"kind": kind.kind}
    damaged = False
    for f in dataclasses.fields(kind):
        hint = hints[f.name]
        if hint is int:
            data[f.name], damaged = value, True
        elif hint is str:
            data[f.name], damaged = "no-such-thing", True
        elif typing.get_origin(hint) is tuple and typing.get_args(hint)[-1] is not Ellipsis:
            data[f.name], damaged = [value] * len(typing.get_args(hint)), True
        elif hint is bool:
            data[f.name] = True
        else:
            raise AssertionError(f"{kind.__name__}.{f.name}: add its type {hint!r} here")
    return data if damaged else None


@pytest.mark.parametrize("game_id", registry.ids())
def test_actions_naming_places_off_the_board_are_refused_and_worded(game_id: str) -> None:
    """A move read from a damaged file may name any number: the rules refuse it as illegal
    (nothing indexes a board table with it first), and wording it never fails."""
    game = registry.get(game_id)
    off_board = [
        data
        for kind in game.action_types
        for value in OFF_BOARD_INTS
        if (data := _off_board_json(kind, value)) is not None
    ]
    assert off_board
    steps = checked = 0

    def check(state: State, legal: list[Action], rng: random.Random) -> None:
        nonlocal steps, checked
        steps += 1
        if steps % 8 != 1:  # the first position, then every eighth
            return
        before = _snapshot(state)
        for data in off_board:
            action = game.decode_action(data)
            assert action.notation()
            with pytest.raises(IllegalAction):
                state.apply(action)
        assert _snapshot(state) == before
        checked += 1

    _play(game, game.min_players, 2, check, {})
    assert checked > 0
