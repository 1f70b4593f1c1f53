"""Can a building still be completed? The payment question of Cappella as a small matching.

A building is paid by removing one of the builder's paths per material, each path supplying the
type of either token it touches; afterwards one of the builder's *remaining* paths must touch a
free token of the building's type. Each step of a build is legal only when the build can still
be completed, so a player is never left stuck half-way.
"""

from __future__ import annotations

from collections.abc import Sequence

Path = tuple[int, int]


def _match(due: Sequence[str], supplies: Sequence[frozenset[str]]) -> bool:
    """Whether every material in ``due`` can be given its own path (Kuhn's augmenting paths)."""
    owner: list[int | None] = [None] * len(supplies)

    def augment(m: int, seen: list[bool]) -> bool:
        for p, kinds in enumerate(supplies):
            if due[m] in kinds and not seen[p]:
                seen[p] = True
                if owner[p] is None or augment(owner[p], seen):  # type: ignore[arg-type]
                    owner[p] = m
                    return True
        return False

    return all(augment(m, [False] * len(supplies)) for m in range(len(due)))


def can_complete(
    due: Sequence[str],
    paths: Sequence[Path],
    tokens: Sequence[str],
    targets: Sequence[int],
) -> bool:
    """Whether ``paths`` (the builder's) can pay ``due`` and still leave a path touching one of
    the free ``targets`` cells of the building's type."""
    if len(paths) < len(due) + 1:
        return False
    supplies = [frozenset((tokens[a], tokens[b])) for a, b in paths]
    for target in targets:
        for k, (a, b) in enumerate(paths):
            if target not in (a, b):
                continue
            rest = supplies[:k] + supplies[k + 1 :]
            if _match(due, rest):
                return True
    return False
