"""The Qt widgets of Capboard: windows, dialogs, the board view and each game's scene.

The ui reads views from the controller's :class:`~capboard.controller.session.GameSession` and
reaches a game's specifics only through that game's module under :mod:`capboard.ui.games`.
"""

import PySide6.QtCore  # noqa: F401  (first: PySide asks its question of every module after it)

from capboard.ui.module_scan import read_sources_quickly

read_sources_quickly()  # before the ui's sixty modules are imported (see module_scan)
