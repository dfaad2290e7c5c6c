"""How the user started the engine, for the commands it tells them to type: the installed
`tfrecord-studio-cli`, or `python -m engine` from a checkout. Standard library only, so the
run and the event writer name it without importing the command line (engine.commands.cli)."""

from __future__ import annotations

import os
import sys


def program_name(argv0: str | None = None) -> str:
    """How the user started us, for usage lines: `tfrecord-studio-cli` from the installed
    command, `python -m engine` from a checkout."""
    argv0 = sys.argv[0] if argv0 is None else argv0
    base = os.path.basename(argv0 or "")
    if not base or base in ("__main__.py", "-c", "-m"):
        return "python -m engine"
    for suffix in (".exe", "-script.py", ".py"):
        if base.lower().endswith(suffix):
            base = base[: -len(suffix)]
    return base
