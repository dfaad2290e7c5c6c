"""A folder read as a case-insensitive file system reads it (a Windows or Mac share over
SMB, an exFAT or NTFS USB disk, macOS's APFS): a name finds the file whose name differs
from it only in capital letters or in its Unicode form (composed or decomposed), while a
listing gives each name as it was written.

Simulated, not mounted: this machine's kernel has no case-folding (ext4 and tmpfs need
CONFIG_UNICODE; vfat and exfat are not built; no libfuse), and CI's may not either. The
layer sits where Python asks the kernel: os.stat, os.lstat, os.open, open, os.scandir,
os.listdir, os.access (os.path's exists, isfile, isdir, lexists, os.walk go through
them). Each path below the root is looked up part by part as such a disk looks it up:
the part as written when the folder holds it, else the one entry of its name in one case
(NFC, case-folded); the result keeps the path as the caller wrote it (a listing's
DirEntry.path, as the kernel returns it).

In this process: :func:`installed`. In the engine's own processes: :func:`run_cli`, which
runs the CLI as this file (its top installs the layer), so that the worker processes it
spawns, which run their parent's main file first, read the folder the same way.
"""

from __future__ import annotations

import builtins
import io
import os
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager

#: The environment variable naming the folder read case-insensitively (:func:`run_cli`).
ROOT_VAR = "TFRS_TEST_CASEFOLD_ROOT"


def _key(name: str) -> str:
    return unicodedata.normalize("NFC", name).casefold()


class _Layer:
    def __init__(self, root: str):
        self.root = os.path.realpath(root)
        self.real = {n: getattr(os, n) for n in ("stat", "lstat", "open", "scandir",
                                                  "listdir", "access")}
        self.open = builtins.open

    def resolve(self, path):
        """``path`` as the disk spells it (each part found in any case), or as given when
        it is not below the root, not text, or a file descriptor."""
        if isinstance(path, os.PathLike):
            path = os.fspath(path)
        if not isinstance(path, str):
            return path
        full = os.path.abspath(path)
        if full != self.root and not full.startswith(self.root + os.sep):
            return path
        here = self.root
        for part in full[len(self.root) + 1:].split(os.sep) if full != self.root else []:
            try:
                names = self.real["listdir"](here)
            except OSError:
                names = []
            if part not in names:
                same = [n for n in names if _key(n) == _key(part)]
                part = same[0] if same else part
            here = os.path.join(here, part)
        return here

    def install(self) -> None:
        real, resolve = self.real, self.resolve

        def stat(path, *a, **k):
            return real["stat"](resolve(path), *a, **k)

        def lstat(path, *a, **k):
            return real["lstat"](resolve(path), *a, **k)

        def open_(path, *a, **k):
            return real["open"](resolve(path), *a, **k)

        def access(path, *a, **k):
            return real["access"](resolve(path), *a, **k)

        def listdir(path="."):
            return real["listdir"](resolve(path))

        def scandir(path="."):
            found = resolve(path)
            if found == path or not isinstance(path, (str, os.PathLike)):
                return real["scandir"](found)
            return _Listing(real["scandir"](found), os.fspath(path))

        def file_open(file, *a, **k):
            return self.open(resolve(file) if not isinstance(file, int) else file, *a, **k)

        os.stat, os.lstat, os.open, os.access = stat, lstat, open_, access   # type: ignore
        os.listdir, os.scandir = listdir, scandir   # type: ignore
        builtins.open = io.open = file_open   # type: ignore

    def remove(self) -> None:
        for n, f in self.real.items():
            setattr(os, n, f)
        builtins.open = io.open = self.open   # type: ignore


class _Entry:
    """A DirEntry whose path is below the folder as the caller named it."""

    def __init__(self, entry: os.DirEntry, folder: str):
        self._e, self.name, self.path = entry, entry.name, os.path.join(folder, entry.name)

    def is_dir(self, *, follow_symlinks: bool = True) -> bool:
        return self._e.is_dir(follow_symlinks=follow_symlinks)

    def is_file(self, *, follow_symlinks: bool = True) -> bool:
        return self._e.is_file(follow_symlinks=follow_symlinks)

    def is_symlink(self) -> bool:
        return self._e.is_symlink()

    def stat(self, *, follow_symlinks: bool = True):
        return self._e.stat(follow_symlinks=follow_symlinks)

    def inode(self) -> int:
        return self._e.inode()

    def __fspath__(self) -> str:
        return self.path


class _Listing:
    def __init__(self, it, folder: str):
        self._it, self._folder = it, folder

    def __iter__(self):
        return (_Entry(e, self._folder) for e in self._it)

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self._it.close()

    def close(self) -> None:
        self._it.close()


@contextmanager
def installed(root) -> Iterator[_Layer]:
    """Within it, this process reads ``root`` as a case-insensitive disk does; its layer's
    ``resolve(path)`` is the file a path names there, as its folders spell it."""
    layer = _Layer(os.fspath(root))
    layer.install()
    try:
        yield layer
    finally:
        layer.remove()


def run_cli(root, *args: str, timeout: float = 300):
    """tests.engine.conftest.run_cli, in processes that read ``root`` as a case-insensitive
    disk does: (returncode, events, stderr)."""
    import json
    import subprocess
    import sys

    from tests.engine.conftest import ROOT
    env = dict(os.environ, PYTHONPATH=ROOT, TF_CPP_MIN_LOG_LEVEL="2")
    env[ROOT_VAR] = os.path.realpath(os.fspath(root))
    proc = subprocess.run([sys.executable, os.path.abspath(__file__), *args],
                          capture_output=True, text=True, timeout=timeout, env=env, cwd=ROOT)
    events = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    return proc.returncode, events, proc.stderr


if __name__ in ("__main__", "__mp_main__") and os.environ.get(ROOT_VAR):
    # (a spawned worker runs this file as __mp_main__ before its work)
    _Layer(os.environ[ROOT_VAR]).install()
if __name__ == "__main__":
    from engine.__main__ import main

    raise SystemExit(main())
