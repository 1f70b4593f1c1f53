"""Continuous integration runs the README's commands (the quick run, then the slow tests), and
the code is lint-clean: quick tests, in the quick run."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def _readme_commands(marker: str) -> list[str]:
    """The lines of the command between README.md's ``<!-- marker -->`` markers."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(
        rf"^<!-- {marker} -->$(.*?)^<!-- /{marker} -->$", readme, re.DOTALL | re.MULTILINE
    )
    assert len(blocks) == 1, f"README.md needs exactly one {marker} block"
    return [
        line
        for line in blocks[0].splitlines()
        if line.strip() and not line.startswith("```") and not line.startswith("<!--")
    ]


def test_readme_has_one_install_and_test_command_and_one_of_the_slow_tests() -> None:
    (command,) = _readme_commands("test-command")
    assert "pip install '.[dev]'" in command
    assert "QT_QPA_PLATFORM=offscreen" in command
    # The quick run, in one worker per core: every test not marked slow (pyproject's addopts).
    assert command.rstrip().endswith("-m pytest -n auto --dist worksteal")
    (slow,) = _readme_commands("slow-test-command")
    # and the slow ones alone: together the whole suite.
    assert "QT_QPA_PLATFORM=offscreen" in slow
    assert slow.rstrip().endswith("-m pytest -n auto --dist worksteal -m slow")
    pyproject = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert "addopts = \"-ra -m 'not slow'\"" in pyproject


def test_ci_runs_exactly_the_readme_commands() -> None:
    script = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert script.startswith("#!/usr/bin/env bash\n")
    assert "set -euo pipefail" in script
    assert "apt-get update" in script
    assert "python3 -m venv .venv" in script
    # The validators of the desktop files, which tests/test_desktop_files.py runs.
    for package in ("desktop-file-utils", "appstream", "shared-mime-info", "libglib2.0-bin"):
        assert f" {package}" in script, package
    # The script reads the commands from between the README's markers and runs them: the
    # quick run, then the slow tests,
    assert "readme_command test-command" in script
    assert "readme_command slow-test-command" in script
    assert script.index('eval "$test_command"') < script.index('eval "$slow_test_command"')
    # and then builds the bundle and smoke-tests it, after the tests.
    assert script.index("packaging/build_bundle.py") > script.index('eval "$slow_test_command"')
    assert os.access(REPO / ".ci" / "run", os.X_OK)


def test_ruff_is_clean() -> None:
    if importlib.util.find_spec("ruff") is None:
        pytest.skip("ruff is not installed (pip install '.[dev]')")
    done = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", "."],
        cwd=REPO, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
