"""The view onto a game's board scene: zoom, pan and fit to the window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QShowEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from capboard.ui import theme

ZOOM_STEP = 1.25
MIN_ZOOM = 0.5  # relative to the fitted scale
MAX_ZOOM = 6.0
FIT_MARGIN = 0.04  # of the scene's size, so pieces at the edge are not cut


class BoardView(QGraphicsView):
    """A :class:`QGraphicsView` that fits the board to the window until the person zooms.

    Wheel and :meth:`zoom_in`/:meth:`zoom_out` zoom around the pointer; dragging an empty part
    of the board (or dragging with the middle button anywhere) pans.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(theme.FELT)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # A file dropped on the board is for the window (which opens it), not for the scene.
        self.setAcceptDrops(False)
        self.viewport().setAcceptDrops(False)
        self._fitting = True  # follow the window's size until the person zooms
        self._middle_pan: QPoint | None = None
        self._fitted_rect: QRectF | None = None
        self._fitted_transform = QTransform()
        self._fitted_scene: object = None
        # Zoomed in or panned, the board's buttons slide to stay in view.
        self.horizontalScrollBar().valueChanged.connect(self.keep_controls_in_reach)
        self.verticalScrollBar().valueChanged.connect(self.keep_controls_in_reach)

    # zoom ---------------------------------------------------------------------------------
    def fitted_scale(self) -> float:
        """The scale at which the whole board fits the viewport."""
        rect = self._board_rect()
        if rect.isEmpty():
            return 1.0
        viewport = self.viewport().rect()
        return min(viewport.width() / rect.width(), viewport.height() / rect.height())

    def zoom_factor(self) -> float:
        """The current scale relative to the fitted one (1.0 when fitted)."""
        fitted = self.fitted_scale()
        return self.transform().m11() / fitted if fitted > 0 else 1.0

    def fit_to_window(self) -> None:
        """Show the whole board, and keep doing so when the window is resized."""
        self._fitting = True
        scene = self.scene()
        if hasattr(scene, "float_controls"):
            scene.float_controls(None, 1.0)  # home first: they are part of the board's size
        rect = self._board_rect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self._fitted_transform = self.viewportTransform()
        self.keep_controls_in_reach()

    def zoom_in(self) -> None:
        """Zoom in one step around the pointer (or the centre)."""
        self._zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        """Zoom out one step."""
        self._zoom_by(1 / ZOOM_STEP)

    def _zoom_by(self, factor: float) -> None:
        current = self.zoom_factor()
        target = min(MAX_ZOOM, max(MIN_ZOOM, current * factor))
        if abs(target - current) < 1e-6:
            return
        self._fitting = False
        self.scale(target / current, target / current)
        self.keep_controls_in_reach()

    def visible_scene_rect(self) -> QRectF:
        """The part of the scene in view."""
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def keep_controls_in_reach(self, *_: object) -> None:
        """Zoomed in, the board's buttons stay where they were on screen when the board was
        fitted, at the same size; fitted, they are in their own places on the board."""
        scene = self.scene()
        if not hasattr(scene, "float_controls"):
            return
        if self._fitting:  # the usual case, known without measuring the board
            scene.float_controls(None, 1.0)
            return
        fitted = self.fitted_scale()
        current = self.transform().m11()
        if current <= fitted * 1.001:
            scene.float_controls(None, 1.0)
            return
        # Where the board showed each point when it was last fitted (scroll bars come and go
        # as one zooms: the mapping of that moment, not a recomputed one).
        shown = self._fitted_transform
        to_scene = self.viewportTransform().inverted()[0]

        def place(home: QPointF) -> QPointF:
            return to_scene.map(shown.map(home))

        scene.float_controls(place, fitted / current)

    def _board_rect(self) -> QRectF:
        """The board and everything on it, with a margin; once the person zooms, the rect it
        had when fitted (floating buttons would otherwise stretch it)."""
        scene = self.scene()
        if scene is None:
            return QRectF()
        if not self._fitting and self._fitted_rect is not None and self._fitted_scene is scene:
            return QRectF(self._fitted_rect)
        rect = scene.itemsBoundingRect()
        if rect.isEmpty():
            rect = scene.sceneRect()
        margin = max(rect.width(), rect.height()) * FIT_MARGIN
        rect = rect.adjusted(-margin, -margin, margin, margin)
        self._fitted_rect, self._fitted_scene = rect, scene
        return rect

    # events -------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            # Settings → Text size changed the application's font, which the board follows
            # (Qt tells a child widget so by a change of its own font): the board's labels
            # follow too, and may have grown the board, so it is fitted again.
            scene = self.scene()
            if hasattr(scene, "text_size_changed"):
                scene.text_size_changed()
                if self._fitting:
                    self.fit_to_window()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if delta == 0:
            super().wheelEvent(event)
            return
        self._zoom_by(ZOOM_STEP ** (delta / 120))
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._fitting:
            self.fit_to_window()
        else:
            self.keep_controls_in_reach()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._fitting:
            self.fit_to_window()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton:
            self._middle_pan = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton and self._is_empty_at(event):
            # Only empty board pans: a press on a piece must reach the piece.
            self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._middle_pan is not None:
            pos = event.position().toPoint()
            delta = pos - self._middle_pan
            self._middle_pan = pos
            self._fitting = False
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton and self._middle_pan is not None:
            self._middle_pan = None
            self.viewport().unsetCursor()
            event.accept()
            return
        panning = self.dragMode() != QGraphicsView.DragMode.NoDrag
        super().mouseReleaseEvent(event)
        if panning:
            self.setDragMode(QGraphicsView.DragMode.NoDrag)
            event.accept()  # the release ended a pan of ours: nobody else should get it

    def _is_empty_at(self, event: QMouseEvent) -> bool:
        item = self.itemAt(event.position().toPoint())
        return item is None or not (item.acceptedMouseButtons() & Qt.MouseButton.LeftButton)
