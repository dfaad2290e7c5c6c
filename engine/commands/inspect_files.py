"""Finding and opening the files ``inspect`` reads: TFRecord files among the paths given,
their compression, and their uncompressed record stream."""

from __future__ import annotations

import os
import re
import struct
from typing import BinaryIO

from engine.commands.inspect_merged import PathProblem
from engine.natural_order import natural_key
from engine.records.tfrecord import COMPRESSIONS, detect_compression, masked_crc32c, open_records

_SHARD_NAME = re.compile(r"-\d{5}-of-\d{5}")
_TFRECORD_NAME = re.compile(r"\.tfrec", re.IGNORECASE)  # .tfrecord, .tfrecords, .tfrec, ...
#: The problem of a folder given that holds no TFRecord file (code inspect.no_files);
#: engine.commands.inspect_unfinished leaves it out for a folder it says is unfinished.
NO_FILES = ("no TFRecord files found in this folder: choose the folder a conversion "
            "wrote them to, or the .tfrecord files themselves")


def valid_header(head: bytes) -> bool:
    """Whether ``head`` is a TFRecord record header with a valid length CRC."""
    return len(head) == 12 and masked_crc32c(head[:8]) == struct.unpack_from("<I", head, 8)[0]


def detect_file_compression(path: str) -> str:
    """none, gzip or zlib, from the file's first bytes.

    A plain file whose first header is valid is "none" even when its first bytes look like
    a gzip magic number (a first record of 35,615 bytes starts with 1f 8b).
    """
    with open(path, "rb") as f:
        head = f.read(12)
    if valid_header(head):
        return "none"
    return detect_compression(path)


def open_stream(path: str, compression: str) -> BinaryIO:
    """The uncompressed record stream of ``path``."""
    return open_records(path, compression)


def resolve_compression(path: str, compression: str | None) -> str:
    """``compression``, or the detected one for None/""/"auto"; ValueError if unknown."""
    if compression in (None, "", "auto"):
        return detect_file_compression(path)
    if compression not in COMPRESSIONS:
        raise ValueError(f"unknown compression {compression!r}: use auto, none, gzip or zlib")
    return compression


def name_compression(path: str) -> str:
    """The compression a file's name says: gzip for .gz (as our gzip shards are named),
    zlib for .zlib, none otherwise. TensorFlow never reads it off the name (its
    compression_type is given), so a name that says otherwise than the bytes misleads the
    people who write the reading code."""
    name = path.lower()
    return "gzip" if name.endswith((".gz", ".gzip")) else \
        "zlib" if name.endswith((".zlib", ".zz")) else "none"


def _sniff_tfrecord(path: str) -> bool:
    """True if the file's first record header is valid (after decompression)."""
    try:
        comp = detect_file_compression(path)
        with open_stream(path, comp) as s:
            return valid_header(s.read(12))
    except Exception:  # noqa: BLE001 - any unreadable or undecodable file is simply "no"
        return False


def is_tfrecord_file(path: str) -> bool:
    """A TFRecord file by its name (``*.tfrecord*``, ``*.tfrec``, ``*-00000-of-00010*``)
    and by its content (a valid first record header)."""
    return looks_like_tfrecord_name(os.path.basename(path)) and _sniff_tfrecord(path)


#: Files that sit beside shards and are never TFRecords themselves (DALI's index files).
_COMPANION_SUFFIXES = (".idx", ".index", ".json", ".txt", ".csv")


def looks_like_tfrecord_name(name: str) -> bool:
    if name.lower().endswith(_COMPANION_SUFFIXES):
        return False
    return bool(_TFRECORD_NAME.search(name) or _SHARD_NAME.search(name))


def find_tfrecord_files(paths: list[str]) -> tuple[list[str], list[PathProblem]]:
    """Expand files and folders into the TFRecord files to inspect.

    A file given by name is always inspected. In a folder (not recursive): every file named
    like a TFRecord (``*.tfrecord*``, ``*.tfrec``, ``*-00000-of-00010*``) and every other
    file whose first record header is valid. Hidden files are skipped.
    """
    files: list[str] = []
    problems: list[PathProblem] = []
    seen: set[str] = set()

    def add(p: str) -> None:
        real = os.path.realpath(p)
        if real not in seen:
            seen.add(real)
            files.append(p)

    for p in paths:
        if os.path.isfile(p):
            add(p)
        elif os.path.isdir(p):
            try:
                names = sorted(os.listdir(p), key=natural_key)
            except OSError as e:
                problems.append(PathProblem(p, f"cannot read this folder ({e.strerror})"))
                continue
            found = 0
            for name in names:
                full = os.path.join(p, name)
                if name.startswith(".") or not os.path.isfile(full):
                    continue
                if looks_like_tfrecord_name(name) or _sniff_tfrecord(full):
                    add(full)
                    found += 1
            if not found:
                problems.append(PathProblem(p, NO_FILES))
        elif os.path.exists(p):
            problems.append(PathProblem(p, "not a file or folder"))
        else:
            problems.append(PathProblem(p, "does not exist"))
    return files, problems


# --- Example payloads ------------------------------------------------------------------------


def decompression_problem(e: BaseException) -> tuple[str, str]:
    """(kind, reason) of a failure to decompress a GZIP or ZLIB record stream."""
    if isinstance(e, EOFError):
        return "truncated", "compressed data ends early (file truncated)"
    return "corrupt", f"compressed data is damaged ({e})"
