"""How the window writes a span of time on a clock ("2:03") and a size in bytes ("1.5 KiB"),
in the window's number format (gui.i18n): the progress line's elapsed and left, the
Summary's, the source's and Inspect's sizes."""

from __future__ import annotations

from gui.i18n import decimal, number


def format_duration(seconds: float | None) -> str:
    """"1:02:03", "2:03" or "—" for unknown."""
    if seconds is None or seconds != seconds or seconds < 0:
        return "—"
    s = int(round(seconds))
    h, rem = divmod(s, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def format_bytes(n: float) -> str:
    """Human size with binary units: "0 B", "1.5 KiB", "12.0 MiB"."""
    n = float(n)
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if abs(n) < 1024 or unit == "TiB":
            return f"{number(n)} {unit}" if unit == "B" else f"{decimal(n, 1)} {unit}"
        n /= 1024
    return f"{decimal(n, 1)} TiB"
