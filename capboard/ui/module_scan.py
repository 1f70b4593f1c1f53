"""A cheaper answer to the question PySide asks of every module imported after it.

PySide's ``__feature__`` switches (``snake_case``, ``true_property``) are chosen module by
module, so PySide looks at each module imported once it is loaded, to see whether it uses
PySide at all: it reads the module's source with :func:`inspect.getsource` and looks for the
word ``PySide6``. That reading goes through :mod:`linecache` and :mod:`tokenize` (the
source's encoding found, the text decoded and split into lines, and kept): for the sixty
modules Capboard imports before its window's first paint, about 25 million processor
instructions, a tenth of what Capboard adds to a bare window's start.

:func:`read_sources_quickly` gives PySide the same answer from the file's bytes: the word is
plain ASCII, and a Python source file is in an ASCII-compatible encoding, so it is in the
bytes exactly when it is in the decoded text. Where the module has no ``.py`` file to read
(a built-in module, a compiled one, one inside an archive), PySide's own way answers.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

_WORD = b"PySide6"


def read_sources_quickly() -> bool:
    """Have PySide look for its name in the bytes of an imported module's file rather than
    in its source read by :mod:`inspect`; False (and nothing changed) when this PySide does
    not ask the question this way. Done once; PySide must be imported already."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original):
        return False
    if getattr(original, "reads_bytes", False):
        return True
    feature._mod_uses_pyside = _quick(original)  # type: ignore[attr-defined]
    return True


def _quick(original: Callable[..., bool]) -> Callable[..., bool]:
    def uses_pyside(module: ModuleType, *more: object, **named: object) -> bool:
        """Whether ``module``'s source names PySide6 (PySide's question, same answer)."""
        file = getattr(module, "__file__", None)
        # A later PySide asking with more than the module gets its own answer, not a failure.
        if not more and not named and isinstance(file, str) and file.endswith(".py"):
            try:
                with open(file, "rb") as source:
                    return _WORD in source.read()
            except OSError:
                pass  # not a file on disk (an archive's): PySide's own way below
        return bool(original(module, *more, **named))

    uses_pyside.reads_bytes = True  # type: ignore[attr-defined]
    uses_pyside.original = original  # type: ignore[attr-defined]
    return uses_pyside
