"""The controller: Qt-aware (QtCore only, never widgets) glue between the ui and the engine.

It owns game sessions (hot-seat hand-over, computer players on a worker thread, undo,
autosave), save files, settings, the history of finished games and the translations.
"""
