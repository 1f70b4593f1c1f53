"""One package per game, each implementing :mod:`capboard.engine.protocol`."""
