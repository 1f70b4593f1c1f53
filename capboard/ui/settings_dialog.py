"""The settings dialog: language, sound, animation speed, colour-blind patterns and the
hand-over between people."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
)

# Animation speed choices: the value stored in Settings.animation_speed.
SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0)
# How long a move's result stays on the table before the hand-over (0: until a click).
RESULT_SECONDS: tuple[float, ...] = (1.0, 2.0, 4.0, 0.0)
LANGUAGES: tuple[str, ...] = ("system", "en", "fr")


class SettingsDialog(QDialog):
    """Edits a copy of the settings; :meth:`settings` gives the result once accepted."""

    def __init__(self, settings: Any, parent=None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.language = QComboBox()
        for code in LANGUAGES:
            self.language.addItem("", code)
        self.sound = QCheckBox()
        self.speed = QComboBox()
        for speed in SPEEDS:
            self.speed.addItem("", speed)
        self.colour_blind = QCheckBox()
        self.result = QComboBox()
        for seconds in RESULT_SECONDS:
            self.result.addItem("", seconds)
        self.always_handover = QCheckBox()
        self.language_label, self.speed_label = QLabel(), QLabel()
        self.result_label = QLabel()
        self.language_label.setBuddy(self.language)
        self.speed_label.setBuddy(self.speed)
        self.result_label.setBuddy(self.result)
        self.note = QLabel()
        self.note.setWordWrap(True)

        form = QFormLayout()
        form.addRow(self.language_label, self.language)
        form.addRow(self.speed_label, self.speed)
        form.addRow("", self.sound)
        form.addRow("", self.colour_blind)
        form.addRow(self.result_label, self.result)
        form.addRow("", self.always_handover)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(buttons)

        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.sound.setChecked(bool(settings.sound))
        nearest = min(SPEEDS, key=lambda s: abs(s - float(settings.animation_speed)))
        self.speed.setCurrentIndex(SPEEDS.index(nearest))
        self.colour_blind.setChecked(bool(settings.colour_blind))
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
                "animation_speed": float(self.speed.currentData()),
                "colour_blind": self.colour_blind.isChecked(),
                "result_seconds": float(self.result.currentData()),
                "always_handover": self.always_handover.isChecked(),
            }
        )

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
        for index, label in enumerate(
            [self.tr("Off"), self.tr("Slow"), self.tr("Normal"), self.tr("Fast")]
        ):
            self.speed.setItemText(index, label)
        self.sound.setText(self.tr("&Sound"))
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

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
