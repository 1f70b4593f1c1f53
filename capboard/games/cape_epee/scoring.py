"""Final scores: the sum of the objectives won, or — with one of each of the six domains —
twice the best of each domain minus one per other objective, whichever is higher."""

from __future__ import annotations

from collections.abc import Sequence

from capboard.games.cape_epee.view import Objective


def plain_score(won: Sequence[Objective]) -> int:
    """The sum of the values of the objectives won."""
    return sum(o.value for o in won)


def six_domain_score(won: Sequence[Objective], domains: Sequence[str]) -> int | None:
    """Twice the sum of the best objective of each domain, minus 1 per other objective; None
    without one objective of every domain."""
    best: dict[str, int] = {}
    for objective in won:
        best[objective.domain] = max(best.get(objective.domain, 0), objective.value)
    if set(best) != set(domains):
        return None
    return 2 * sum(best.values()) - (len(won) - len(domains))


def score(won: Sequence[Objective], domains: Sequence[str]) -> int:
    """The better of the two ways to count."""
    alternative = six_domain_score(won, domains)
    plain = plain_score(won)
    return plain if alternative is None else max(plain, alternative)
