"""Translations: catalogues swapped at runtime, missing catalogues harmless."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo
from pytestqt.qtbot import QtBot

from capboard.controller import i18n
from capboard.controller.i18n import LANGUAGES, Translations
from tests.helpers.tools import lrelease

_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CapboardTest</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
</context>
</TS>
"""


def _qt_catalogue_exists(lang: str) -> bool:
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    return (folder / f"qtbase_{lang}.qm").is_file()


def test_system_language_is_one_of_ours() -> None:
    assert i18n.system_language() in LANGUAGES


@pytest.mark.parametrize("system", LANGUAGES)
def test_resolve(monkeypatch: pytest.MonkeyPatch, system: str) -> None:
    monkeypatch.setattr(i18n, "system_language", lambda: system)
    assert i18n.resolve("system") == system
    assert i18n.resolve("fr") == "fr"
    assert i18n.resolve("en") == "en"


def test_missing_catalogues_are_harmless(
    qtbot: QtBot, qapp: QCoreApplication, tmp_path: Path
) -> None:
    translations = Translations(directory=tmp_path)
    try:
        assert translations.install(qapp, "en") == "en"
        with qtbot.waitSignal(translations.language_changed) as blocker:
            translations.set_language("fr")
        assert blocker.args == ["fr"]
        assert translations.current() == "fr"
        assert not any(n.startswith("capboard_") for n in translations.loaded_catalogues())
        assert ("qtbase_fr.qm" in translations.loaded_catalogues()) == _qt_catalogue_exists("fr")
    finally:
        translations.set_language("en")


@pytest.mark.skipif(lrelease() is None, reason="needs pyside6-lrelease")
def test_switching_language_at_runtime(
    qtbot: QtBot, qapp: QCoreApplication, tmp_path: Path
) -> None:
    (tmp_path / "capboard_fr.ts").write_text(_TS, encoding="utf-8")
    subprocess.run(
        [
            str(lrelease()),
            str(tmp_path / "capboard_fr.ts"),
            "-qm",
            str(tmp_path / "capboard_fr.qm"),
        ],
        check=True,
        capture_output=True,
    )
    source = "New game"
    translations = Translations(directory=tmp_path)
    try:
        translations.install(qapp, "en")
        assert QCoreApplication.translate("CapboardTest", source) == source
        with qtbot.waitSignal(translations.language_changed):
            translations.set_language("fr")
        assert "capboard_fr.qm" in translations.loaded_catalogues()
        assert QCoreApplication.translate("CapboardTest", source) != source
        with qtbot.waitSignal(translations.language_changed):
            translations.set_language("en")
        assert QCoreApplication.translate("CapboardTest", source) == source
    finally:
        translations.set_language("en")
