"""Catan: settle an island, trade and build (base game; Seafarers to follow).

Built so far, as pieces the game state will call: maps and topology (:mod:`.geometry`), the
variable set-up (:mod:`.board`), the longest road (:mod:`.longest_road`), and production,
costs, trade ratios, the development deck and victory points (:mod:`.rules`). The game
itself is not registered yet.
"""
