"""How a launcher that watches a run (the window, --headless) tells the engine so: it sets
LAUNCHER_WATCH=1 in the engine's environment and holds the engine's stdin open (where it
sends `cancel`) for as long as it is there. The end of stdin then means the launcher is
gone, however it went (killed, crashed): the run is cancelled as by its Stop, keeping its
complete shards and journal for --resume, and its workers end with it. Without it, an
engine whose window was killed stopped only at its next event (a broken stdout), and one
started by a killed --headless (stdout a terminal) converted on with nobody watching.

Not set for a command typed in a terminal or a script: their stdin may end at once
(/dev/null, a closed pipe) while they mean the run to go on. Standard library only: the
window imports it."""

from __future__ import annotations

import os

#: The environment variable a watching launcher sets ("1") for the engine it starts.
LAUNCHER_WATCH = "TFRS_LAUNCHER_WATCH"


def watched_by_launcher(environ: os._Environ | dict | None = None) -> bool:
    """Whether the end of stdin means the launcher went away (LAUNCHER_WATCH is "1")."""
    return (os.environ if environ is None else environ).get(LAUNCHER_WATCH) == "1"
