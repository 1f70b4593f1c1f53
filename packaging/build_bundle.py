"""Build Capboard's one-folder bundle with PyInstaller, then smoke-test it.

    python -m pip install '.[bundle]'
    python packaging/build_bundle.py [--dist DIR] [--work DIR] [--skip-build] [--skip-smoke]

The bundle (``DIR/capboard/``, by default ``dist/capboard/``) holds its own Python, Qt and
every game: copy the folder anywhere and run ``capboard`` (``capboard-gui.exe`` on Windows)
inside it. The smoke test runs the built program as a person would, outside the checkout, with
its files in a throwaway ``CAPBOARD_HOME``:

- ``--version`` prints this checkout's version; ``games`` lists every registered game;
- ``render`` draws every game's table, in English and in French (the two pictures differ: the
  French catalogue is in the bundle and loads);
- ``simulate --record`` then ``verify`` write and check a save (pydantic's compiled core);
- ``install-desktop`` (Linux) installs a menu entry that runs the bundle's program, and
  ``--uninstall`` removes it;
- the app's window opens offscreen and is still running after a few seconds, with no
  traceback.

It prints the build's time, the bundle's size and each check; exits 1 if any check fails.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SPEC = REPO / "packaging" / "capboard.spec"

sys.path.insert(0, str(REPO))
from capboard import APP_ID, __version__  # noqa: E402  (this checkout's package)
from capboard.engine import registry  # noqa: E402

WINDOW_SECONDS = 8.0


def build(dist: Path, work: Path) -> float:
    """Run PyInstaller on the spec; returns the seconds it took."""
    if importlib.util.find_spec("PyInstaller") is None:
        sys.exit("PyInstaller is not installed here: python -m pip install '.[bundle]'")
    started = time.monotonic()
    subprocess.run(
        [
            sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level=WARN",
            "--distpath", str(dist), "--workpath", str(work), str(SPEC),
        ],
        cwd=REPO,
        check=True,
    )  # fmt: skip
    return time.monotonic() - started


def folder_files(folder: Path) -> list[Path]:
    """The files of ``folder``, not counting the links PyInstaller makes to some of them."""
    return [path for path in folder.rglob("*") if path.is_file() and not path.is_symlink()]


class Smoke:
    """Runs the bundle's program in a clean environment and records each check."""

    def __init__(self, program: Path, scratch: Path) -> None:
        self.program = program
        self.scratch = scratch
        self.failures: list[str] = []
        self.env = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("PYTHON", "VIRTUAL_ENV", "QT_", "XDG_DATA_HOME"))
        }
        self.env["CAPBOARD_HOME"] = str(scratch / "home")
        self.env["QT_QPA_PLATFORM"] = "offscreen"

    def run(self, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(self.program), *args],
            cwd=self.scratch,
            env=env or self.env,
            capture_output=True,
            text=True,
            timeout=180,
        )

    def check(self, name: str, ok: bool, detail: str = "") -> None:
        print(f"  {'ok  ' if ok else 'FAIL'} {name}" + (f": {detail}" if detail else ""))
        if not ok:
            self.failures.append(name)

    def all(self) -> None:
        done = self.run("--version")
        self.check(
            "--version", done.stdout.strip() == f"capboard {__version__}", done.stdout.strip()
        )

        done = self.run("games")
        listed = [line.split()[0] for line in done.stdout.splitlines()[1:] if line.strip()]
        self.check("games lists every game", listed == registry.ids(), " ".join(listed))

        for game_id in registry.ids():
            pictures = {}
            for lang in ("en", "fr"):
                out = self.scratch / f"{game_id}-{lang}.png"
                done = self.run("render", game_id, "--lang", lang, "--out", str(out))
                pictures[lang] = out.read_bytes() if out.is_file() else b""
                self.check(
                    f"render {game_id} --lang {lang}",
                    done.returncode == 0 and pictures[lang].startswith(b"\x89PNG"),
                    f"{len(pictures[lang]):,} bytes" if done.returncode == 0 else done.stderr,
                )
            self.check(
                f"{game_id} in French differs from English", pictures["en"] != pictures["fr"]
            )

        save = self.scratch / "game.capboard"
        done = self.run("simulate", "cappella", "--seed", "3", "--record", str(save))
        self.check("simulate --record", done.returncode == 0 and save.is_file(), done.stderr)
        done = self.run("verify", str(save))
        self.check("verify the save", done.returncode == 0, (done.stdout + done.stderr).strip())

        if sys.platform.startswith("linux"):
            self.desktop()
        self.window()
        self.window(save)

    def desktop(self) -> None:
        data = self.scratch / "xdg-data"
        env = {**self.env, "XDG_DATA_HOME": str(data)}
        done = self.run("install-desktop", env=env)
        entry = data / "applications" / f"{APP_ID}.desktop"
        text = entry.read_text(encoding="utf-8") if entry.is_file() else ""
        self.check(
            "install-desktop runs the bundle",
            done.returncode == 0 and f"Exec={self.program.resolve()} %f" in text,
            done.stderr.strip(),
        )
        done = self.run("install-desktop", "--uninstall", env=env)
        left = list(data.rglob(f"{APP_ID}*")) if data.is_dir() else []
        self.check("install-desktop --uninstall", done.returncode == 0 and not left, str(left))

    def window(self, save: Path | None = None) -> None:
        """The app's window (on the start page, or on the game in ``save`` as when a save is
        opened from the desktop) opens offscreen and is still running a few seconds later."""
        args = [] if save is None else [str(save)]
        process = subprocess.Popen(
            [str(self.program), *args],
            cwd=self.scratch,
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            process.wait(timeout=WINDOW_SECONDS)
            running = False
        except subprocess.TimeoutExpired:
            running = True
            process.terminate()
        try:
            _, stderr = process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            _, stderr = process.communicate()
        what = "the window" if save is None else f"the window on {save.name}"
        self.check(
            f"{what} opens offscreen and runs {WINDOW_SECONDS:g} s",
            running and "Traceback" not in stderr and "Error" not in stderr,
            stderr.strip()[-2000:],
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=REPO / "dist", help="output (dist/)")
    parser.add_argument(
        "--work", type=Path, default=REPO / "build" / "pyinstaller", help="PyInstaller's work"
    )
    parser.add_argument("--skip-build", action="store_true", help="test the bundle already built")
    parser.add_argument("--skip-smoke", action="store_true", help="build only")
    args = parser.parse_args(argv)

    bundle = args.dist / "capboard"
    if not args.skip_build:
        seconds = build(args.dist, args.work)
        print(f"built {bundle} in {seconds:.0f} s")
    name = "capboard.exe" if sys.platform == "win32" else "capboard"
    program = bundle / name
    if not program.is_file():
        print(f"no bundle at {bundle}", file=sys.stderr)
        return 1
    files = folder_files(bundle)
    size = sum(path.stat().st_size for path in files)
    print(f"bundle: {size / 2**20:.0f} MiB in {len(files):,} files")
    if args.skip_smoke:
        return 0
    print("smoke test:")
    with tempfile.TemporaryDirectory(prefix="capboard-smoke-") as scratch:
        smoke = Smoke(program, Path(scratch))
        smoke.all()
    if smoke.failures:
        print(f"{len(smoke.failures)} checks failed: {', '.join(smoke.failures)}")
        return 1
    print("every check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
