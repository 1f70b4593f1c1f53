"""Catan: settle an island, trade and build (base game; Seafarers to follow).

For now only the board: maps and topology (:mod:`.geometry`) and the variable set-up
(:mod:`.board`). The game is not registered yet.
"""
