"""Translations: Capboard's own catalogue and Qt's, switchable while the app runs.

Capboard's catalogues are ``translations/capboard_<lang>.qm``; Qt's own (standard buttons,
dialogs) is ``qtbase_<lang>.qm`` from Qt's translations folder. A missing catalogue is not
an error: the English source strings are shown instead.
"""

from __future__ import annotations

import functools
import logging
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from capboard.engine.assets import translations_dir

_log = logging.getLogger(__name__)

LANGUAGES: tuple[str, ...] = ("en", "fr")
"""The languages Capboard is translated into; the first is the source language."""

LanguageCode = Literal["en", "fr"]


def system_language() -> LanguageCode:
    """The language the system asks for, among Capboard's: French for any ``fr*`` locale,
    English otherwise."""
    return "fr" if QLocale.system().name().lower().startswith("fr") else "en"


def resolve(language: str) -> LanguageCode:
    """``"system"`` (or an unknown code) resolved to a language Capboard has."""
    if language == "fr":
        return "fr"
    if language == "en":
        return "en"
    return system_language()


class Translations(QObject):
    """Owns the installed translators and swaps them when the language changes.

    ``directory`` overrides the folder of Capboard's catalogues (tests use it).
    """

    language_changed = Signal(str)
    """The new language code, once the new catalogues are installed."""

    def __init__(self, parent: QObject | None = None, *, directory: Path | None = None) -> None:
        super().__init__(parent)
        self._directory = directory
        self._app: QCoreApplication | None = None
        self._installed: list[QTranslator] = []
        self._current: LanguageCode = "en"

    def install(self, app: QCoreApplication, language: str) -> LanguageCode:
        """Load the catalogues of ``language`` ("system", "en" or "fr") into ``app``.

        Returns the language actually used.
        """
        self._app = app
        self._load(resolve(language))
        return self._current

    def set_language(self, language: str) -> None:
        """Switch to ``language`` now; emits :attr:`language_changed` if it changed.

        Qt also sends every widget a ``LanguageChange`` event, so ``changeEvent`` handlers
        retranslate.
        """
        if self._app is None:
            self._app = QCoreApplication.instance()
        lang = resolve(language)
        if lang == self._current and self._installed:
            return
        changed = lang != self._current
        self._load(lang)
        if changed:
            self.language_changed.emit(lang)

    def current(self) -> LanguageCode:
        """The language in use."""
        return self._current

    @staticmethod
    def system_language() -> LanguageCode:
        """See :func:`system_language`."""
        return system_language()

    def loaded_catalogues(self) -> list[str]:
        """The file names of the catalogues currently installed (for the about box and tests)."""
        return [Path(t.filePath()).name for t in self._installed]

    def _load(self, lang: LanguageCode) -> None:
        app = self._app
        for translator in self._installed:
            if app is not None:
                app.removeTranslator(translator)
        self._installed = []
        ours = self._directory if self._directory is not None else _our_dir()
        qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        for name, folder in ((f"capboard_{lang}", ours), (f"qtbase_{lang}", qt_dir)):
            if folder is None:
                continue
            translator = QTranslator(self)
            if translator.load(name, str(folder)):
                if app is not None:
                    app.installTranslator(translator)
                self._installed.append(translator)
            else:
                translator.deleteLater()
        self._current = lang
        QLocale.setDefault(QLocale(lang))


@functools.cache
def every_translation(context: str, source: str) -> frozenset[str]:
    """``source`` and its translation in each of Capboard's catalogues, whichever language
    is in use: to recognise a text Capboard wrote in another language (a default player name
    kept in the settings since)."""
    found = {source}
    folder = _our_dir()
    for lang in LANGUAGES[1:]:
        translator = QTranslator()
        if folder is not None and translator.load(f"capboard_{lang}", str(folder)):
            found.add(translator.translate(context, source) or source)
    return frozenset(found)


def _our_dir() -> Path | None:
    try:
        return translations_dir()
    except FileNotFoundError:
        _log.warning("the translations folder is missing; showing English")
        return None
