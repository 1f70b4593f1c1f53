"""The Qt widgets of Capboard: windows, dialogs, the board view and each game's scene.

The ui reads views from the controller's :class:`~capboard.controller.session.GameSession` and
reaches a game's specifics only through that game's module under :mod:`capboard.ui.games`.
"""
