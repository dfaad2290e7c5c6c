"""The stops a terminal or the system sends to a whole process group, in one place for the
engine's start-up (engine.__main__), its commands (engine.commands.cli), the processes it
starts (engine.run.pool) and its workers (engine.run.worker). Standard library only:
engine.__main__ imports it before anything slow, so that a stop is never missed."""

from __future__ import annotations

import signal

#: Ctrl+C (SIGINT), `kill -- -PGID` or a service manager's stop (SIGTERM), a closed
#: terminal (SIGHUP), where the system has them (Windows: no SIGHUP).
GROUP_STOPS: frozenset[int] = frozenset(
    getattr(signal, n) for n in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, n))


def stop_signals() -> list[int]:
    """The stops this process takes as a cancel: SIGINT, SIGTERM, and SIGHUP unless it was
    inherited as ignored (nohup), so that logging out then does not stop the run."""
    stops: list[int] = [signal.SIGINT, signal.SIGTERM]
    hangup = getattr(signal, "SIGHUP", None)   # (none on Windows)
    if hangup is not None and signal.getsignal(hangup) is not signal.SIG_IGN:
        stops.append(hangup)
    return stops
