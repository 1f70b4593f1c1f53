"""The settings dialog: language, sound, animation speed and colour-blind patterns."""

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
        self.language_label, self.speed_label = QLabel(), QLabel()
        self.language_label.setBuddy(self.language)
        self.speed_label.setBuddy(self.speed)
        self.note = QLabel()
        self.note.setWordWrap(True)

        form = QFormLayout()
        form.addRow(self.language_label, self.language)
        form.addRow(self.speed_label, self.speed)
        form.addRow("", self.sound)
        form.addRow("", self.colour_blind)
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
        self.retranslateUi()

    def settings(self) -> Any:
        """A copy of the settings with the dialog's choices."""
        return self._settings.model_copy(
            update={
                "language": self.language.currentData(),
                "sound": self.sound.isChecked(),
                "animation_speed": float(self.speed.currentData()),
                "colour_blind": self.colour_blind.isChecked(),
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
        self.note.setText(self.tr("Players are always shown with a shape next to their colour."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
