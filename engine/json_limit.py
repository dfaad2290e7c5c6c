"""How large a JSON file in an output folder may be and still be read: the manifest, the
journal, the last verify's record (engine.output_state reads them; verify and --resume
through it). A file that is not ours may be anything (a 5 GB export named manifest.json, a
damaged copy): read whole, it would take the window's memory, so it is not read above
MAX_JSON. A manifest or journal of ours, known by its first bytes, may be larger: both list
every annotation file of the source with its sha256 (~120 bytes each), and 600,000 YOLO
label files made a 75 MB manifest that the 64 MB limit called another program's (--resume
and --overwrite refused the folder as holding files TFRecord Studio did not write).

Standard library only (and engine.regular_files, which is too): the window imports
engine.output_state, which imports this.
"""

from __future__ import annotations

import re
from typing import BinaryIO

from engine.errors import NotRegularFile
from engine.regular_files import open_regular_file

#: Journal and manifest files larger than this are not read unless they begin as ours.
MAX_JSON = 64 << 20
#: The most a manifest or journal of ours is read: ~8 million annotation files' names and
#: digests. Larger, it is damaged (the run that wrote it could not have held its source).
MAX_OUR_JSON = 1 << 30

#: The first bytes of a manifest of ours (engine.run.side_files: indent 2, these keys
#: first) or of a journal of ours (its header line: engine.run.scan_plan.journal_header).
_OURS = re.compile(rb'\A\{\s*(?:"schema_version": \d+,\s*"engine": \{\s*"name": '
                   rb'"tfrecord-studio"|"fingerprint": "[0-9a-f]*", "engine_version": ")')
_HEAD = 256


def limit_of(f: BinaryIO, size: int) -> int:
    """The most bytes of the JSON file open as ``f`` (at its start, and left there), of
    ``size`` bytes, that are read: MAX_OUR_JSON when it is larger than MAX_JSON and begins
    as a manifest or journal of ours (its first bytes read only then), else MAX_JSON."""
    if size <= MAX_JSON:
        return MAX_JSON
    ours = _ours(f)
    f.seek(0)
    return MAX_OUR_JSON if ours else MAX_JSON


def begins_as_ours(path: str) -> bool:
    """Whether the file at ``path`` is a regular file whose first bytes are those of a
    manifest or journal of ours (whatever follows them)."""
    try:
        f, _size = open_regular_file(path)
        with f:
            return _ours(f)
    except (OSError, ValueError):
        return False


def open_within(path: str) -> BinaryIO | None:
    """The JSON file at ``path`` open (binary, at its start) when it is to be read; None
    when it is not: larger than MAX_JSON when it does not begin as ours, than MAX_OUR_JSON
    when it does, or not a regular file (a FIFO or a device is never read, nor opened to
    wait on: engine.regular_files). OSError when it cannot be opened. Asked and read through
    one open, so what is read is the file that was measured."""
    try:
        f, size = open_regular_file(path)
    except (NotRegularFile, IsADirectoryError):
        return None
    try:
        if size <= limit_of(f, size):
            return f
    except BaseException:
        f.close()
        raise
    f.close()
    return None


def _ours(f: BinaryIO) -> bool:
    """Whether the file open as ``f`` (at its start) begins as a manifest or journal of ours."""
    return _OURS.match(f.read(_HEAD)) is not None
