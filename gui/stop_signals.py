"""The signals that stop --headless, one rule for both its phases (an archive being
unpacked, gui.headless_unpack; the engine's run, gui.headless.EngineStop): Ctrl+C
(SIGINT), `kill` and a service manager's or batch system's stop (SIGTERM, often sent to
the main process only), a closed session (SIGHUP). A signal inherited as ignored stays
ignored: started with nohup, logging out does not stop the run (it did while the engine
ran: its handler was set over nohup's); started with `&` from a script, Ctrl+C in that
terminal does not either. Before, the unpacking left SIGHUP out and the run set all three."""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable
from typing import Any

STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP")
                     if hasattr(signal, name))


def catch_stops(handler: Callable[[int, Any], None]) -> Callable[[], None]:
    """``handler`` for each of STOP_SIGNALS this process does not ignore; returns how to
    put the handlers before back. Outside the main thread none can be set: nothing is."""
    if threading.current_thread() is not threading.main_thread():
        return lambda: None
    before: dict[int, Any] = {}
    for sig in STOP_SIGNALS:
        if signal.getsignal(sig) is not signal.SIG_IGN:   # (nohup's, `&`'s: kept)
            before[sig] = signal.signal(sig, handler)

    def restore() -> None:
        for sig, old in before.items():
            if old is not None:   # (None: not set from Python; nothing to give back)
                signal.signal(sig, old)
    return restore
