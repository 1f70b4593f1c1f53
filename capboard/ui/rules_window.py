"""The rules window (F1): a game's rules, rendered from its Markdown text."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout

from capboard.ui.games import available_game_uis, game_title, game_ui


class RulesWindow(QDialog):
    """Shows the rules of one game in the current language; not modal, so one can play on."""

    def __init__(self, language: Callable[[], str], game_id: str | None = None, parent=None):
        super().__init__(parent)
        self._language = language
        self.resize(720, 640)
        self.game = QComboBox()
        for gid in available_game_uis():
            self.game.addItem(game_title(gid), gid)
        if game_id is not None:
            self.game.setCurrentIndex(max(0, self.game.findData(game_id)))
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        self.game.currentIndexChanged.connect(self.render_rules)
        self.retranslateUi()

    def show_game(self, game_id: str) -> None:
        """Show the rules of ``game_id``."""
        index = self.game.findData(game_id)
        if index >= 0:
            self.game.setCurrentIndex(index)
        self.render_rules()

    def render_rules(self) -> None:
        """Render the chosen game's rules in the current language."""
        game_id = self.game.currentData()
        self.browser.setAccessibleName(
            self.tr("Rules of %1").replace("%1", self.game.currentText())
            if game_id is not None
            else self.tr("Rules")
        )
        if game_id is None:
            self.browser.setPlainText(self.tr("No rules to show."))
            return
        text = game_ui(str(game_id)).rules_markdown(self._language())
        if text:
            self.browser.setMarkdown(text)
        else:
            self.browser.setPlainText(self.tr("The rules of this game are missing."))

    def retranslateUi(self) -> None:
        """Set every text in the current language, and the rules in it."""
        self.setWindowTitle(self.tr("Rules"))
        self.game_label.setText(self.tr("&Game:"))
        self.game.setAccessibleDescription(self.tr("The game whose rules are shown"))
        self.browser.setAccessibleDescription(
            self.tr("The rules of the game, then the decisions taken where the rule book is silent")
        )
        for index in range(self.game.count()):
            self.game.setItemText(index, game_title(str(self.game.itemData(index))))
        self.render_rules()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
