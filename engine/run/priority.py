"""Scheduling priority of the processes that convert images.

``--priority low`` lets the desktop (the app's own window first) win the CPU whenever it
wants it, while the workers still get every cycle nobody else asks for: on an otherwise
idle machine throughput is unchanged (bench/priority.py measures it).

- POSIX: ``os.nice(10)`` in each worker (a nice-10 process gets about a tenth of the CPU
  share of a nice-0 one when both want the same core).
- Windows: the BELOW_NORMAL priority class, through psutil when it is installed, otherwise
  through the Win32 API with ctypes (SetPriorityClass on the current process).

Lowering is one-way (raising needs privileges), so it is applied inside the processes that
should run lower, never in the parent that also owns the output files and the events.
"""

from __future__ import annotations

import os
import sys

#: The nice increment of "low" on POSIX.
LOW_NICE = 10
_BELOW_NORMAL_PRIORITY_CLASS = 0x00004000


def apply(priority: str) -> str:
    """Lower this process's priority if ``priority`` is "low". Returns what was done, in
    words, or "" when nothing was (normal, or the platform refused); never raises: a
    priority that cannot be lowered must not stop a conversion."""
    if priority != "low":
        return ""
    try:
        if sys.platform == "win32":
            return _below_normal_windows()
        if hasattr(os, "nice"):
            return f"nice {os.nice(LOW_NICE)}"
    except OSError:
        return ""
    return ""


def _below_normal_windows() -> str:
    if sys.platform != "win32":  # the priority class exists on Windows only
        return ""
    try:
        import psutil
        psutil.Process().nice(psutil.BELOW_NORMAL_PRIORITY_CLASS)
        return "below normal (psutil)"
    except ImportError:
        pass
    import ctypes
    kernel32 = ctypes.windll.kernel32
    if kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), _BELOW_NORMAL_PRIORITY_CLASS):
        return "below normal"
    return ""


def current() -> int | None:
    """This process's nice value on POSIX (None elsewhere); for tests and diagnostics."""
    return os.getpriority(os.PRIO_PROCESS, 0) if hasattr(os, "getpriority") else None
