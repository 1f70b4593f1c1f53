"""The settings dialog: language, text size, sound and its volume, animation speed, colour-blind
patterns and the hand-over between people."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
)

from capboard.ui.fitting import FittedWhenShown

if TYPE_CHECKING:
    from capboard.ui.sounds import SoundPlayer

# Animation speed choices: the value stored in Settings.animation_speed.
SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0)
# How long a move's result stays on the table before the hand-over (0: until a click).
RESULT_SECONDS: tuple[float, ...] = (1.0, 2.0, 4.0, 0.0)
LANGUAGES: tuple[str, ...] = ("system", "en", "fr")
TEXT_SIZES: tuple[int, ...] = (100, 125, 150, 175, 200)
"""The text sizes offered, in percent of the system's font (Settings.text_size)."""
PREVIEW_SOUND = "card"
"""Played when the volume slider is let go, to hear the new volume."""


class SettingsDialog(FittedWhenShown, QDialog):
    """Edits a copy of the settings; :meth:`settings` gives the result once accepted."""

    def __init__(self, settings: Any, parent=None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.language = QComboBox()
        for code in LANGUAGES:
            self.language.addItem("", code)
        self.sound = QCheckBox()
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.sound.toggled.connect(self.volume.setEnabled)
        self.volume.sliderReleased.connect(self._try_volume)
        self._preview: SoundPlayer | None = None
        self.speed = QComboBox()
        for speed in SPEEDS:
            self.speed.addItem("", speed)
        self.colour_blind = QCheckBox()
        self.text_size = QComboBox()
        for percent in TEXT_SIZES:
            self.text_size.addItem("", percent)
        self.result = QComboBox()
        for seconds in RESULT_SECONDS:
            self.result.addItem("", seconds)
        self.always_handover = QCheckBox()
        self.language_label, self.speed_label = QLabel(), QLabel()
        self.text_size_label = QLabel()
        self.text_size_label.setBuddy(self.text_size)
        self.result_label = QLabel()
        self.language_label.setBuddy(self.language)
        self.speed_label.setBuddy(self.speed)
        self.result_label.setBuddy(self.result)
        self.note = QLabel()
        self.note.setWordWrap(True)

        form = QFormLayout()
        # In very large text a row wider than the screen puts its box under its label.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.language_label, self.language)
        form.addRow(self.text_size_label, self.text_size)
        form.addRow(self.speed_label, self.speed)
        sound_row = QHBoxLayout()
        sound_row.addWidget(self.sound)
        sound_row.addWidget(self.volume, 1)
        form.addRow("", sound_row)
        form.addRow("", self.colour_blind)
        form.addRow(self.result_label, self.result)
        form.addRow("", self.always_handover)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)

        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.sound.setChecked(bool(settings.sound))
        self.volume.setValue(int(settings.volume))
        self.volume.setEnabled(self.sound.isChecked())
        nearest = min(SPEEDS, key=lambda s: abs(s - float(settings.animation_speed)))
        self.speed.setCurrentIndex(SPEEDS.index(nearest))
        self.colour_blind.setChecked(bool(settings.colour_blind))
        size = min(TEXT_SIZES, key=lambda p: abs(p - int(settings.text_size)))
        self.text_size.setCurrentIndex(TEXT_SIZES.index(size))
        seconds = float(settings.result_seconds)
        shown = (
            0.0
            if seconds == 0
            else min((s for s in RESULT_SECONDS if s), key=lambda s: abs(s - seconds))
        )
        self.result.setCurrentIndex(RESULT_SECONDS.index(shown))
        self.always_handover.setChecked(bool(settings.always_handover))
        self.retranslateUi()

    def settings(self) -> Any:
        """A copy of the settings with the dialog's choices."""
        return self._settings.model_copy(
            update={
                "language": self.language.currentData(),
                "sound": self.sound.isChecked(),
                "volume": self.volume.value(),
                "animation_speed": float(self.speed.currentData()),
                "colour_blind": self.colour_blind.isChecked(),
                "text_size": int(self.text_size.currentData()),
                "result_seconds": float(self.result.currentData()),
                "always_handover": self.always_handover.isChecked(),
            }
        )

    def _try_volume(self) -> None:
        """Let the person hear the volume just chosen."""
        from capboard.ui.sounds import SoundPlayer

        if self._preview is None:
            self._preview = SoundPlayer(self)
        self._preview.play(PREVIEW_SOUND, self.volume.value() / 100)

    def retranslateUi(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("&Language:"))
        # Each language is named in itself, so a person who cannot read the current one
        # still finds theirs.
        self.language.setItemText(0, self.tr("System language"))
        self.language.setItemText(1, "English")
        self.language.setItemText(2, "Français")
        self.speed_label.setText(self.tr("&Animations:"))
        self.text_size_label.setText(self.tr("&Text size:"))
        for index, percent in enumerate(TEXT_SIZES):
            self.text_size.setItemText(index, self.tr("%1%").replace("%1", str(percent)))
        self.text_size.setToolTip(self.tr("The size of every text, in every window"))
        for index, label in enumerate(
            [self.tr("Off"), self.tr("Slow"), self.tr("Normal"), self.tr("Fast")]
        ):
            self.speed.setItemText(index, label)
        self.sound.setText(self.tr("&Sound"))
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume.setToolTip(self.tr("Volume of the sounds"))
        self.colour_blind.setText(self.tr("&Colour-blind patterns on the board"))
        self.result_label.setText(self.tr("&Before the hand-over:"))
        self.result.setToolTip(
            self.tr("How long a move's result stays on the table before the next person's turn")
        )
        for index, seconds in enumerate(RESULT_SECONDS):
            text = (
                self.tr("show the result until a click")
                if seconds == 0
                else self.tr("show the result for %n second(s)", None, int(seconds))
            )
            self.result.setItemText(index, text)
        self.always_handover.setText(self.tr("&Hand-over screen even when nothing is secret"))
        self.always_handover.setToolTip(
            self.tr(
                "Without it, the hand-over screen shows only when the next person could see "
                "something the other may not (a hand, a face-down card)."
            )
        )
        self.note.setText(self.tr("Players are always shown with a shape next to their colour."))
        self.language.setToolTip(self.tr("The language of every text, changed at once"))
        self.speed.setToolTip(self.tr("How fast the pieces move on the board"))
        self.sound.setToolTip(self.tr("Sounds for the dice, the moves and the end of a game"))
        self.colour_blind.setToolTip(
            self.tr("Patterns on the players' pieces as well as their colours")
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setAccessibleDescription(self.tr("Keep these settings"))
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        if cancel is not None:
            cancel.setAccessibleDescription(self.tr("Close without changing the settings"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
