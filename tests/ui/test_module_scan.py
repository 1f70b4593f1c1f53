"""PySide's look at every imported module (does it use PySide?) reads the file's bytes once
the ui is imported, and gives the answers PySide's own way gives."""

from __future__ import annotations

import importlib
import importlib.util
import sys
import zipfile
from pathlib import Path

import pytest

import capboard.ui  # noqa: F401  (makes the change)
from capboard.ui import module_scan

feature = sys.modules["shibokensupport.feature"]


def test_the_ui_has_pyside_read_the_bytes() -> None:
    assert getattr(feature._mod_uses_pyside, "reads_bytes", False)
    assert module_scan.read_sources_quickly()  # again: nothing more (not wrapped twice)
    assert not getattr(feature._mod_uses_pyside.original, "reads_bytes", False)


@pytest.mark.parametrize(
    "name",
    [
        "capboard.ui.main_window",  # names PySide6
        "capboard.ui.module_scan",  # names it too, in words
        "capboard.engine.protocol",  # does not
        "json",  # a package's __init__
        "sys",  # built in: no source
        "_json",  # compiled: no source
    ],
)
def test_the_answer_is_pysides_own(name: str) -> None:
    module = importlib.import_module(name)
    quick = feature._mod_uses_pyside
    assert quick(module) == quick.original(module)


def test_a_module_in_an_archive_is_asked_pysides_way(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = tmp_path / "zipped.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("zipped_probe.py", "import PySide6\n")
    monkeypatch.syspath_prepend(str(archive))
    module = importlib.import_module("zipped_probe")
    try:
        quick = feature._mod_uses_pyside
        assert quick(module) is True
        assert quick.original(module) is True
    finally:
        del sys.modules["zipped_probe"]


def test_the_bytes_answer_whatever_the_files_encoding(tmp_path: Path) -> None:
    for number, (text, encoding) in enumerate(
        [("# -*- coding: latin-1 -*-\nx = 'é PySide6'\n", "latin-1"), ("x = 'ok'\n", "utf-8")]
    ):
        path = tmp_path / f"probe_{number}.py"
        path.write_bytes(text.encode(encoding))
        spec = importlib.util.spec_from_file_location(f"probe_{number}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        quick = feature._mod_uses_pyside
        assert quick(module) == quick.original(module) == ("PySide6" in text)
