"""A size in bytes as people read it: decimal units (kB, MB, GB, TB: the MB of the MB/s
the charts and the progress line show), one decimal past bytes. The one rule for every
size said to a user: the window's (gui.units.format_bytes writes its numbers in the
window's locale), the engine's log lines and run log, `inspect`'s text and a write
error's space needed. The window said "1.5 MiB" where the log said "1.6 MB" of the same
shard, and "84 MB free" in one sentence about unpacking where the next said "80.1 MiB".

Machine-readable outputs (the manifest, events, CSV files) keep their bytes. Standard
library only at import: the window imports it (tests/test_boundaries.py).
"""

from __future__ import annotations

#: The units past bytes, each 1000 times the one before.
UNITS = ("kB", "MB", "GB", "TB")


def scaled(n: float) -> tuple[float, str, int]:
    """(value, unit, decimals) of ``n`` bytes: under 1000, whole bytes ("B", 0 decimals);
    else the largest unit whose value, rounded to one decimal, stays under 1000 (999,960
    bytes is "1.0 MB", never "1000.0 kB")."""
    n = float(n)
    if abs(n) < 1000:
        return n, "B", 0
    value = n
    for unit in UNITS[:-1]:
        value /= 1000
        if abs(round(value, 1)) < 1000:
            return value, unit, 1
    return value / 1000, UNITS[-1], 1


def size_text(n: float) -> str:
    """``n`` bytes in English: "512 B", "1.5 kB", "12.0 MB", "1,234.5 TB"."""
    value, unit, decimals = scaled(n)
    return f"{value:,.{decimals}f} {unit}"
