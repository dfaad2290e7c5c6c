"""How a launcher that watches a run (the window, --headless) tells the engine so: it sets
LAUNCHER_WATCH=1 in the engine's environment and holds the engine's stdin open (where it
sends `cancel`) for as long as it is there. The end of stdin then means the launcher is
gone, however it went (killed, crashed): the run is cancelled as by its Stop, keeping its
complete shards and journal for --resume, and its workers end with it. Without it, an
engine whose window was killed stopped only at its next event (a broken stdout), and one
started by a killed --headless (stdout a terminal) converted on with nobody watching.

Not set for a command typed in a terminal or a script: their stdin may end at once
(/dev/null, a closed pipe) while they mean the run to go on. The engine reads it once as
it starts and takes it out of its environment (take): it is the engine's alone, and its
pool workers, Dask's and anything they start inherited it, though none holds the
launcher's stdin. Standard library only: the window imports it."""

from __future__ import annotations

import os

#: The environment variable a watching launcher sets ("1") for the engine it starts.
LAUNCHER_WATCH = "TFRS_LAUNCHER_WATCH"

#: What this process was told as it started (take), None before.
_told: bool | None = None


def take() -> bool:
    """Whether this process's launcher watches it, read from the environment the first
    time (the engine's start: engine.__main__, engine.commands.cli.main), which then no
    longer holds it, so that no process started from here inherits it."""
    global _told
    if _told is None:
        _told = os.environ.pop(LAUNCHER_WATCH, None) == "1"
    return _told


def watched_by_launcher(environ: os._Environ | dict | None = None) -> bool:
    """Whether the end of stdin means the launcher went away (LAUNCHER_WATCH is "1"):
    in ``environ`` (a launcher's for the engine it starts), else as this process was told
    (take)."""
    return take() if environ is None else environ.get(LAUNCHER_WATCH) == "1"
