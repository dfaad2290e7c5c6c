"""What one option typed as text or a number accepts: --size, --workers, --shard-size,
--shards, --prefix, --quality, --cluster and the byte sizes (--memory-limit,
--max-file-size), with their limits and the message for what they refuse. Each refusal is a
RuleError naming one of :data:`RULES`, which the window words in its own language.

Separate from engine.config, which holds the run's whole configuration and checks it as
one: these rules are public, for the window imports them (gui.job_rules) instead of keeping
its own copy, so the form cannot accept what the engine refuses, or the reverse. Standard
library and engine.errors only.
"""

from __future__ import annotations

import os
import re
import sys

from engine.errors import ConfigError, RuleError

#: --size: the smallest and largest width or height, in pixels.
SIZE_MIN, SIZE_MAX = 1, 16384
#: --shard-size: the smallest and largest target shard size, in MiB.
SHARD_SIZE_MIB_MIN, SHARD_SIZE_MIB_MAX = 0.001, 65536.0
#: --shards: files per split. Their names number them with five digits (TFDS's
#: NAME-00000-of-00004), which engine.ownership reads to know the files are ours.
SHARDS_MAX = 99999
#: --quality: the JPEG quality range.
QUALITY_MIN, QUALITY_MAX = 1, 100
#: --prefix: the characters a file name prefix may hold (the default: engine.config).
PREFIX_PATTERN = r"[A-Za-z0-9_.\-]+"

#: The rules :class:`RuleError` names. The window has a message of its own for each
#: (tests/gui/test_option_rules.py checks none is missing).
RULES = ("size.syntax", "size.range", "split.empty", "split.name", "split.number",
         "split.range", "split.twice", "split.sum", "split.fraction", "workers.syntax",
         "workers.range", "shard_size.range", "shards.range", "prefix.chars", "cluster.syntax",
         "quality.range")


def check_cluster(text: str) -> None:
    """--cluster: '', 'local', 'local:N', a Dask scheduler address like tcp://HOST:PORT,
    or jobqueue:CONFIG.yaml (HPC jobs through dask-jobqueue; the file is read at the run)."""
    if not text or text == "local" or re.fullmatch(r"local:[1-9][0-9]{0,3}", text):
        return
    # Dask needs the port (tcp://HOST without one failed deep inside Dask, as an internal
    # error); one trailing "/" (copied from a browser) is dropped when connecting
    # (engine.run.cluster.parse_address). ucx:// left Dask (distributed-ucxx), and an
    # inproc:// address exists only inside the process that made it.
    m = re.fullmatch(r"(?:tcp|tls)://(\[[0-9A-Fa-f:.]+\]|[^\s/:\[\]]+):(\d{1,5})/?", text)
    if m and 0 < int(m.group(2)) < 65536:
        return
    if text.startswith("jobqueue:") and text[len("jobqueue:"):].strip():
        return
    raise RuleError("cluster.syntax", f"--cluster {text!r}: use local, local:N (N workers on "
                    f"this computer), the address of a Dask scheduler like tcp://HOST:8786, "
                    f"or jobqueue:CONFIG.yaml (Slurm/PBS/SGE jobs, see docs/cluster.md)")


def parse_size(text: str) -> tuple[int, int]:
    """'224' -> (224, 224); '320x240' (or 320×240, as the window writes it) -> (320, 240)
    as (width, height)."""
    m = re.fullmatch(r"\s*(\d+)\s*(?:[xX*\u00d7]\s*(\d+)\s*)?", str(text))
    if not m:
        raise RuleError("size.syntax", f"--size {text!r}: use a number like 224 or "
                        f"WIDTHxHEIGHT like 320x240")
    w = int(m.group(1))
    h = int(m.group(2)) if m.group(2) else w
    if not (SIZE_MIN <= w <= SIZE_MAX and SIZE_MIN <= h <= SIZE_MAX):
        raise RuleError("size.range", f"--size {text!r}: width and height must be between "
                        f"{SIZE_MIN} and {SIZE_MAX}")
    return w, h


def max_workers() -> int:
    """The most worker processes this platform can run in one pool: 61 on Windows, where
    ProcessPoolExecutor waits on its processes with WaitForMultipleObjects (64 handles,
    3 of them its own), else 256."""
    return 61 if sys.platform == "win32" else 256


def parse_bytes(text: str, option: str) -> int:
    """'512M', '2G', '1.5GiB', '1000000' -> bytes (binary units: 1K = 1024)."""
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([kKmMgGtT]?)(?:i?[bB])?\s*", str(text))
    if not m:
        raise ConfigError(f"{option} {text!r}: use a size like 512M or 2G")
    unit = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40}[m.group(2).lower()]
    return int(float(m.group(1)) * unit)


_BINARY = (("T", "TiB", 1 << 40), ("G", "GiB", 1 << 30), ("M", "MiB", 1 << 20),
           ("K", "KiB", 1 << 10))


def binary_size(nbytes: int) -> tuple[str, str] | None:
    """A size parse_bytes read, in the binary unit it was typed in: ("512 MiB", "512M") of
    512M's bytes, ("1.5 GiB", "1.5G") of 1.5G's; None when no unit holds it to two
    decimals (a number of bytes typed as such, or a size the engine chose). A limit read
    in binary units was said in decimal ones: --max-file-size 512M refused a file "above
    the --max-file-size limit of 537 MB"."""
    for letter, name, unit in _BINARY:
        value = round(nbytes / unit, 2)
        if value >= 1 and int(value * unit) == nbytes:
            number = f"{value:.2f}".rstrip("0").rstrip(".")
            return f"{number} {name}", number + letter
    return None


def limit_words(nbytes: int) -> str:
    """A byte-size option's limit as a sentence says it: in the binary unit it was typed
    in ("512 MiB" of 512M: binary_size), else in decimal units ("1.0 MB" of 1000000 typed
    as bytes, "3.9 GB" of a --memory-limit the engine chose)."""
    from engine.byte_sizes import size_text
    said = binary_size(nbytes)
    return said[0] if said else size_text(nbytes)


def resolve_workers(value: str | int) -> int:
    """'auto' -> the number of usable cores (at most :func:`max_workers`); otherwise a
    positive int up to that limit."""
    limit = max_workers()
    if str(value).strip().lower() == "auto":
        try:
            cores = len(os.sched_getaffinity(0))
        except AttributeError:  # not on Linux
            cores = os.cpu_count() or 1
        return max(1, min(cores, limit))
    try:
        n = int(value)
    except (TypeError, ValueError):
        raise RuleError("workers.syntax", f"--workers {value!r}: use a number like 2, "
                        f"or auto") from None
    if not 1 <= n <= limit:
        where = " on Windows" if sys.platform == "win32" else ""
        raise RuleError("workers.range", f"--workers {n}: use between 1 and {limit} "
                        f"workers{where}")
    return n


def check_shard_size(mib: float) -> None:
    """--shard-size: between :data:`SHARD_SIZE_MIB_MIN` and :data:`SHARD_SIZE_MIB_MAX` MiB."""
    if not SHARD_SIZE_MIB_MIN <= mib <= SHARD_SIZE_MIB_MAX:
        raise RuleError("shard_size.range", f"--shard-size must be between "
                        f"{SHARD_SIZE_MIB_MIN:g} and {SHARD_SIZE_MIB_MAX:g} MiB")


def check_num_shards(n: int) -> None:
    """--shards: between 1 and :data:`SHARDS_MAX` files per split."""
    if not 1 <= n <= SHARDS_MAX:
        raise RuleError("shards.range", f"--shards must be between 1 and {SHARDS_MAX}")


def check_prefix(prefix: str) -> None:
    """--prefix: letters, digits, '.', '_' or '-' (:data:`PREFIX_PATTERN`)."""
    if not re.fullmatch(PREFIX_PATTERN, prefix):
        raise RuleError("prefix.chars", f"--prefix {prefix!r}: use letters, digits, '.', "
                        f"'_' or '-'")


def check_quality(quality: int) -> None:
    """--quality: from :data:`QUALITY_MIN` to :data:`QUALITY_MAX`."""
    if not QUALITY_MIN <= quality <= QUALITY_MAX:
        raise RuleError("quality.range", f"--quality {quality}: use a value from "
                        f"{QUALITY_MIN} to {QUALITY_MAX} (95 is a good default)")
