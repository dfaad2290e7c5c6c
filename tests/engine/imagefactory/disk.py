"""A real full disk: a small tmpfs mounted for a test (ENOSPC from the file system itself,
a buffered write refused part-way), and more room on it afterwards, for --resume."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


@contextmanager
def small_disk(where: Path, size: str) -> Iterator[Path]:
    """A tmpfs of ``size`` (mount's size=, e.g. "2m") mounted at ``where`` (made here)
    while the block runs. Skips the test where it cannot be mounted (that needs root):
    the injected write errors (writer.os_write_hook) cover the path there."""
    where.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root; the injected write errors cover the path")
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({r.stderr.strip()}); the injected write "
                    "errors cover the path")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)


def make_room(disk: Path, size: str = "64m") -> None:
    """Free space on a small_disk: mount it again ``size`` large, its files kept."""
    r = subprocess.run(["mount", "-o", f"remount,size={size}", str(disk)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
