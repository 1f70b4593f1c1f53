"""The same seeds play the same games: recorded random games of Catan, pinned.

A game of random players is fully determined by its seed: the board, the dice, the bots'
streams, and the bots' choices among the legal actions (``rng.choice`` picks by position, so
the legal actions must keep their number and order). Making the rules faster must change none
of that. Each case below was played by ``capboard.simulate.simulate`` (the code behind
``capboard simulate`` and the benchmarks) and replayed through the rules; its fingerprint is
the number of actions, a digest of the actions, a digest of every event (private parts
included), the number of legal actions summed over the game, and the winners.

The fingerprints were recorded before the engine was made faster. A change that alters one
is a change of the rules or of the legal actions' order, never a mere optimisation; to
re-record after such a deliberate change, run this module: ``python -m
tests.games.catan.test_same_seeds_play_the_same_games``.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from capboard.engine import registry
from capboard.engine.protocol import Event
from capboard.simulate import simulate

BASE = "base"

PINNED: dict[tuple[str, int, int], tuple[int, str, str, int, tuple[int, ...]]] = {
    ("base", 3, 0): (2037, "340f86f97fd9f2b9", "83c89cced96a47ae", 701064, (0,)),
    ("base", 3, 1): (1584, "6fbc8b997d619135", "99d678d0db7d665b", 565363, (0,)),
    ("base", 3, 2): (4081, "f5186f8b62de2e7d", "1fab40fcef535368", 1490595, (1,)),
    ("base", 3, 3): (2885, "fc49d6481d218875", "d5afb2f2a7a32f83", 1028805, (1,)),
    ("base", 3, 4): (2171, "dd37fe7dbd7d316d", "f65dd5acb309c46d", 701052, (1,)),
    ("base", 4, 0): (2317, "0b377fb7c88fc602", "c1846fc50abd862c", 1137234, (2,)),
    ("base", 4, 1): (1478, "cd1d1d82d15aaec7", "493daf152208f5ff", 654189, (0,)),
    ("base", 4, 2): (1818, "354cc4fb1f5932f3", "392f0b56c985d15d", 903486, (2,)),
    ("base", 4, 3): (2248, "a3f1ce841b7fd3be", "c66b60e8f15eef95", 1050894, (0,)),
    ("base", 4, 4): (2103, "2377510cf92c69f8", "c5ad53a908358753", 949366, (3,)),
    ("heading-for-new-shores", 4, 0): (2098, "8bb616c771485a7a", "5f73f9a064553292", 868857, (1,)),
    ("four-islands", 4, 0): (3067, "629763d02e44f968", "55369ea838975ba4", 1113014, (2,)),
    ("fog-islands", 3, 0): (2671, "6c9c59bebae8b381", "6e007ffafa53584e", 777100, (0,)),
    ("fog-islands", 4, 0): (2808, "7c011cec30cc09ab", "740b08ec1b1a7607", 1184627, (3,)),
    ("through-the-desert", 4, 0): (2235, "52bdec2b400e4ae8", "25c422b4d32d9f6d", 941420, (0,)),
    ("new-world", 4, 0): (2768, "8429c7a79f02ccea", "4cfd5a4239b0e192", 1210934, (3,)),
}
"""(scenario, players, seed) -> (actions, actions digest, events digest, legal actions summed,
winners)."""


def _digest(data: object) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _event_json(event: Event) -> list[object]:
    return [
        event.code,
        dict(event.params),
        event.irreversible,
        dict(event.private),
        event.owner,
        list(event.shared_with),
    ]


def fingerprint(scenario: str, players: int, seed: int) -> tuple:
    """Play the seeded game of random players and describe it (see the module docstring)."""
    options = {} if scenario == BASE else {"scenario": scenario}
    result = simulate("catan", players=players, games=1, seed=seed, options=options)
    assert result.errors == 0, result.error_details
    record = result.last_record
    assert record is not None
    game = registry.get("catan")
    state = game.new_state(players, seed, options)
    events: list[list[object]] = []
    legal_total = 0
    for data in record.actions:
        action = game.decode_action(data)
        legal = state.legal_actions()
        legal_total += len(legal)
        assert action in legal
        events += [_event_json(e) for e in state.apply(action)]
    outcome = state.outcome()
    assert outcome is not None
    return (
        len(record.actions),
        _digest(record.actions),
        _digest(events),
        legal_total,
        tuple(outcome.winners),
    )


# The first seed of each case in the quick run; the base game's other seeds in the slow run.
@pytest.mark.parametrize(
    ("scenario", "players", "seed"),
    [pytest.param(*case, marks=[pytest.mark.slow] if case[2] else []) for case in sorted(PINNED)],
)
def test_seeded_random_game_plays_as_recorded(scenario: str, players: int, seed: int) -> None:
    assert fingerprint(scenario, players, seed) == PINNED[(scenario, players, seed)]


CASES: tuple[tuple[str, int, int], ...] = (
    *((BASE, players, seed) for players in (3, 4) for seed in range(5)),
    ("heading-for-new-shores", 4, 0),
    ("four-islands", 4, 0),
    ("fog-islands", 3, 0),
    ("fog-islands", 4, 0),
    ("through-the-desert", 4, 0),
    ("new-world", 4, 0),
)
"""The games pinned: base 3 and 4 players, seeds 0 to 4; one game of each Seafarers
scenario (two of the Fog Islands, whose fog stack draws on the way)."""


def test_every_case_is_pinned() -> None:
    assert set(PINNED) == set(CASES)


if __name__ == "__main__":
    for case in CASES:
        print(f"    {case!r}: {fingerprint(*case)!r},")
