"""Dialogs that fit the screen whatever the text size: their content scrolls rather than
running off the screen, and they open as large as their words need at the width they have.

Qt sizes a dialog from its layout's size hints, which take a word-wrapped label at the width
it would like, not at the width it gets: at a large text size the label then needs more lines
than it was given and is cut off. And a dialog taller than the screen is cut off by it, on a
1366×768 screen with large text the score of six players already is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, QSize
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QWidget

if TYPE_CHECKING:
    # Imported where a message box is widened: the main window's widener is made before its
    # first paint, and PySide makes their classes' enums (standard buttons, roles) on import.
    from PySide6.QtWidgets import QMessageBox

FRAME = QSize(20, 60)
"""Room left for the window's frame and title bar (and a panel of the desktop) around a
dialog sized to the screen."""
BESIDE = 120
"""The height a dialog keeps beside its scrolled content: its margins and its buttons."""


def screen_room(widget: QWidget) -> QRect:
    """The free room of the screen ``widget`` is on (the primary screen before it is shown)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1366, 768)


class FittingScroll(QScrollArea):
    """A scroll area as tall as its content at its width when the screen has room for it, no
    taller than the screen's free height allows; it scrolls only then."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Qt's namespace is built on its first use: not by the main window's import, which
        # comes before the first paint (see capboard.ui.main_window).
        from PySide6.QtCore import Qt

        # Sideways only on a screen narrower than the content can be (a 1024-pixel one at
        # 200%): better than cutting its right-hand side off.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no empty stop on the Tab key

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the content wants another size (polished, other words)
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        content = self.widget()
        wanted = content.sizeHint()
        room = screen_room(self)
        widest = room.width() - FRAME.width() - 40
        width = min(wanted.width(), widest)
        tallest = room.height() - BESIDE
        # Wrapped words take as many lines as they need at that width, not at the one they
        # would like; wider, they need fewer, and the dialog widens rather than scroll while
        # the screen has the room (up to half as wide again).
        needed = self._height_at(width)
        widen = min(widest, width * 3 // 2)
        while needed > tallest and width < widen:
            width = min(widen, width + 40)
            needed = self._height_at(width)
        height = min(needed, tallest)
        if height < needed:
            width += self.verticalScrollBar().sizeHint().width()
        return QSize(width, height)

    def _height_at(self, width: int) -> int:
        content = self.widget()
        if content.hasHeightForWidth():
            return content.heightForWidth(width)
        return content.sizeHint().height()


def room_size(widget: QWidget) -> QSize:
    """The largest size a window of ``widget``'s screen may take, its frame left out."""
    return screen_room(widget).size() - FRAME


def fit_to_screen(dialog: QWidget, *, shrink: bool = False) -> None:
    """Size ``dialog`` as its words need at the width it opens at (taller where wrapped lines
    need it), within the screen's free room; its scroll areas take what is left. A dialog
    larger than it needs stays so unless told to ``shrink``."""
    # Just polished, the scrolled contents have not measured their words yet.
    for scroll in dialog.findChildren(FittingScroll):
        inner = scroll.widget().layout() if scroll.widget() is not None else None
        if inner is not None:
            inner.activate()
        scroll.updateGeometry()
    layout = dialog.layout()
    if layout is not None:
        layout.activate()
    room = room_size(dialog)
    hint = dialog.sizeHint()
    width = hint.width() if shrink else max(hint.width(), dialog.width())
    width = min(width, room.width())
    height = hint.height()
    if layout is not None and layout.hasHeightForWidth():
        height = max(height, layout.totalHeightForWidth(width))
    if not shrink:
        height = max(height, dialog.height())
    dialog.resize(width, min(height, room.height()))


if TYPE_CHECKING:
    _Widget = QWidget  # what the mixin below is mixed into
else:
    _Widget = object


class FittedWhenShown(_Widget):
    """Mixed into a dialog (before its Qt class): :func:`fit_to_screen` sizes it the first
    time it is shown, once its words are polished at the text size in force (Qt would open it
    at no more than two thirds of the screen, or taller than the screen)."""

    _fitted = False

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            fit_to_screen(self)


MESSAGE_WIDTH = 500
"""The width Qt gives a message box's words before it wraps them (on Linux and Windows; half
the screen's where that is less)."""


def widen_message_box(box: QMessageBox) -> None:
    """Let ``box``'s words take more width where, at the width Qt gives them, they would be
    taller than the screen (large text): call before the box is shown, which sizes it."""
    label = box.findChild(QLabel, "qt_msgbox_label")
    if label is None or not label.text():
        return
    room = screen_room(box)
    tallest = room.height() - FRAME.height() - BESIDE
    # Beside the words: the icon, the margins and the spacing.
    icon = box.findChild(QLabel, "qt_msgboxex_icon_label")
    beside = (icon.sizeHint().width() if icon is not None else 0) + 60
    # Qt makes the box half the screen wide (500 pixels at most) and then no wider than the
    # screen less 480 pixels (1000 at most), unless the screen is narrower than 1025.
    limit = room.width() if room.width() <= 1024 else min(room.width() - 480, 1000)
    widest = limit - beside
    usual = min(room.width() // 2, MESSAGE_WIDTH) - beside
    width = usual
    wraps = label.wordWrap()
    label.setWordWrap(True)  # measured as Qt shows long words: wrapped
    label.setMinimumWidth(0)  # and as wide as Qt makes them (once widened, it measures so)
    while label.heightForWidth(width) > tallest and width < widest:
        width = min(widest, width + 50)
    label.setWordWrap(wraps)
    # Its buttons side by side too ("Ne pas tenir compte" is long in large text): Qt
    # leaves them narrower than their words rather than widen the box for them.
    from PySide6.QtWidgets import QDialogButtonBox

    buttons = box.findChild(QDialogButtonBox)
    if buttons is not None:
        side_by_side = buttons.sizeHint().width()
        if side_by_side > limit - 20:
            # Wider than Qt lets a message box be (a 16 pt system font at 200%, in French):
            # one above the other, whole, rather than side by side and cut.
            from PySide6.QtCore import Qt

            buttons.setOrientation(Qt.Orientation.Vertical)
        else:
            width = max(width, min(widest, side_by_side - beside))
    label.setMinimumWidth(width if width > usual else 0)


class MessageBoxWidener(QObject):
    """Widens the message boxes of a window as they open (see :func:`widen_message_box`):
    Qt's own boxes (a question, an error), made by its static functions, are never seen
    before they show but by their parent window, which hands them to :meth:`watch`."""

    def watch(self, child: QObject) -> None:
        """Widen ``child`` when it shows, if it is a message box."""
        if child.inherits("QMessageBox"):  # (Qt's own question: no class to import)
            child.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and watched.inherits("QMessageBox"):
            widen_message_box(watched)  # type: ignore[arg-type]  # before it sizes itself
        return False
