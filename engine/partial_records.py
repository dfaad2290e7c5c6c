"""The whole records in the temporary files of the shards a run did not finish
(``.NAME.partial``, ``.NAME.ATTEMPT.partial``): what a killed run (or one a write error
stopped) had converted into them, which --resume keeps as far as it can prove them
(engine.run.partial). The Resume offer (engine.resume_check.outlook) and ``inspect``
(engine.commands.inspect_unfinished) count them alike.

Standard library and engine.output_state only, so the window may call it (through
engine.resume_check, off its thread: it reads the files).
"""

from __future__ import annotations

import gzip
import os
import zlib
from typing import BinaryIO

from engine.output_state import ATTEMPT_TOKEN, PARTIAL_SUFFIX


def unfinished_records(folder: str, shards: set[str], compression: object = None) -> int:
    """The whole records in the temporary files (``.NAME.partial``, ``.NAME.ATTEMPT.partial``)
    of the shards named ``shards`` in ``folder``: the images a killed run (or one a write
    error stopped) had converted into shards it did not finish (of several attempts at one
    shard, the most). ``compression``: the run's (its journal's options: "none", "gzip" or
    "zlib"); anything else, and each file's first bytes say."""
    return sum(unfinished_by_shard(folder, shards, compression).values())


def unfinished_by_shard(folder: str, shards: set[str], compression: object = None
                        ) -> dict[str, int]:
    """:func:`unfinished_records` by shard (those with a temporary file only)."""
    most: dict[str, int] = {}
    try:
        names = os.listdir(folder)
    except OSError:
        return most
    for name in names:
        if not (name.startswith(".") and name.endswith(PARTIAL_SUFFIX)):
            continue
        base = name[1:-len(PARTIAL_SUFFIX)]
        # (a shard's own, or one attempt's: .NAME.ATTEMPT.partial, ATTEMPT lowercase hex; a
        # DALI index's .NAME.idx.partial is no shard's)
        head, _, attempt = base.rpartition(".")
        shard = base if base in shards else head if ATTEMPT_TOKEN.fullmatch(attempt) else ""
        if shard in shards:
            most[shard] = max(most.get(shard, 0),
                              _whole_records(os.path.join(folder, name), compression))
    return most


def _whole_records(path: str, compression: object = None) -> int:
    """How many records of the (plain, GZIP or ZLIB: ``compression``, else sniffed)
    TFRecord file at ``path`` are whole (their data not checked); a stream cut short ends
    the count. (Sniffed only when the run did not record it: a plain shard's first bytes
    are its first record's length, which may read as a GZIP or ZLIB header, 0x789c for
    a record of 40,056 bytes.)"""
    n = 0
    try:
        with open(path, "rb") as raw:
            if compression not in ("none", "gzip", "zlib"):
                magic = raw.read(2)
                raw.seek(0)
                compression = "gzip" if magic == b"\x1f\x8b" else \
                    "zlib" if len(magic) == 2 and magic[0] == 0x78 and \
                    int.from_bytes(magic, "big") % 31 == 0 else "none"
            stream: BinaryIO | gzip.GzipFile | _Inflated = (
                gzip.GzipFile(fileobj=raw) if compression == "gzip" else
                _Inflated(raw) if compression == "zlib" else raw)
            size = os.fstat(raw.fileno()).st_size
            while len(head := stream.read(12)) == 12:
                left = int.from_bytes(head[:8], "little") + 4
                if stream is raw:   # a plain file: its data seeked over, not read
                    if raw.tell() + left > size:
                        break
                    raw.seek(left, os.SEEK_CUR)
                    left = 0
                while left > 0 and (got := len(stream.read(min(left, 1 << 20)))):
                    left -= got
                if left:
                    break
                n += 1
    except (OSError, EOFError, zlib.error):
        pass
    return n


class _Inflated:
    """A ZLIB stream read as its bytes (a cut one ends where its data does)."""

    def __init__(self, raw: BinaryIO):
        self.raw, self.z, self.buf = raw, zlib.decompressobj(), b""

    def read(self, n: int) -> bytes:
        while len(self.buf) < n and (chunk := self.raw.read(1 << 16)):
            self.buf += self.z.decompress(chunk)
        out, self.buf = self.buf[:n], self.buf[n:]
        return out
