"""How the window writes a span of time on a clock ("2:03") and a size in bytes ("1.5 kB"),
in the window's number format (gui.i18n): the progress line's elapsed and left, the
Summary's, the source's and Inspect's sizes. A size by the engine's one rule
(engine.byte_sizes: decimal units, the MB of the charts' MB/s), so that the window, the
engine's log lines and the command line say one size alike."""

from __future__ import annotations

from engine.byte_sizes import scaled
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
    """A size by engine.byte_sizes' rule, its number in the window's locale: "0 B",
    "1.5 kB", "12.0 MB" (engine.byte_sizes.size_text's English, localised)."""
    value, unit, decimals = scaled(n)
    return f"{number(value) if not decimals else decimal(value, decimals)} {unit}"
