"""The French catalogue covers every string a person reads, and the app ships it compiled."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "translations" / "capboard_fr.ts"
QM = TS.with_suffix(".qm")


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """(context, source) -> the message element."""
    result = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            result[(name, message.findtext("source") or "")] = message
    return result


def _lupdate() -> str:
    tool = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    tool = tool or shutil.which("pyside6-lupdate")
    if tool is None:  # pragma: no cover - PySide6-Essentials ships it
        pytest.fail("pyside6-lupdate is missing")
    return tool


def test_the_catalogue_holds_every_string_of_the_sources(tmp_path: Path) -> None:
    """Extract anew and compare: a string added to the code and not to the catalogue fails."""
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "capboard").rglob("*.py"))
    subprocess.run(
        [_lupdate(), *sources, "-ts", str(fresh)], cwd=ROOT, check=True, capture_output=True
    )
    wanted = set(messages(fresh))
    have = set(messages(TS))
    assert wanted - have == set(), "run: python translations/update.py, then translate"
    assert all(context for context, _ in wanted), "a string without a translation context"


def test_every_french_entry_is_translated() -> None:
    unfinished = [
        key
        for key, message in messages(TS).items()
        if (message.find("translation").get("type") or "") in ("unfinished", "vanished")
        or not "".join(message.find("translation").itertext()).strip()
    ]
    assert unfinished == []


def test_placeholders_survive_translation() -> None:
    import re

    pattern = re.compile(r"\{[a-z_]+\}|%\d|%n")
    for (context, source), message in messages(TS).items():
        translation = message.find("translation")
        forms = translation.findall("numerusform") or [translation]
        for form in forms:
            text = "".join(form.itertext())
            assert sorted(set(pattern.findall(source))) == sorted(set(pattern.findall(text))), (
                context,
                source,
                text,
            )


def test_the_compiled_catalogue_is_not_older_than_its_source() -> None:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(QM))
    # Sample every entry: the compiled file must answer what the source says.
    for (context, source), message in messages(TS).items():
        if message.get("numerus") == "yes":
            continue
        expected = "".join(message.find("translation").itertext())
        assert translator.translate(context, source) == expected, (context, source)


# The placeholders that stand for a player's name (or names), and the contexts whose "%1" is
# one. A name may start with a vowel or a mute h: "de Alice" would have to be "d'Alice".
_NAME_FIELDS = r"\{(name|names|who|killer|victim|other|partner|offerer|winner)\}"
_NAME_CONTEXTS = ("HandoverScreen", "PassBanner", "LogPanel", "ScoreDialog")


def test_french_never_puts_de_que_or_an_article_before_a_players_name() -> None:
    import re

    before = r"\b(de|du|que|le|la|De|Du|Que|Le|La) "
    field = re.compile(before + _NAME_FIELDS)
    number = re.compile(before + "%1")
    found = []
    for (context, source), message in messages(TS).items():
        translation = message.find("translation")
        for form in translation.findall("numerusform") or [translation]:
            text = "".join(form.itertext())
            if field.search(text) or (context in _NAME_CONTEXTS and number.search(text)):
                found.append((context, source, text))
    assert found == []
