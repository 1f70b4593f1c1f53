"""Refresh the translation catalogues: extract every string a person reads, then compile.

Run from the top of the repository after changing user-visible text::

    python translations/update.py

1. ``pyside6-lupdate`` reads every module of ``capboard/`` and updates ``capboard_fr.ts``
   (new strings arrive marked unfinished; obsolete ones are dropped);
2. translate the unfinished entries (Qt Linguist, or any editor);
3. ``pyside6-lrelease`` compiles ``capboard_fr.qm``, which the app loads.

English is the source language, so it needs no catalogue. A test fails while any French
entry is unfinished or the compiled catalogue is older than its source.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LANGUAGES = ("fr",)


def _tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        raise SystemExit(f"{name} not found: install PySide6-Essentials")
    return found


def sources() -> list[str]:
    """Every Python module of the package, relative to the repository, sorted."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "capboard").rglob("*.py"))


def main(extract: bool = True) -> None:
    """Extract (unless ``extract`` is false) and compile every catalogue."""
    for language in LANGUAGES:
        ts = HERE / f"capboard_{language}.ts"
        if extract:
            subprocess.run(
                [_tool("pyside6-lupdate"), *sources(), "-no-obsolete", "-ts", str(ts)],
                cwd=ROOT,
                check=True,
            )
        subprocess.run(
            [_tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))],
            cwd=ROOT,
            check=True,
        )


if __name__ == "__main__":
    main(extract="--compile-only" not in sys.argv)
