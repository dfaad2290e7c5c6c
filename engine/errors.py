"""Every exception the engine raises on purpose, in one place (DESIGN §6.4: errors are
typed, carry a human reason and map to a documented exit code).

Each one's str() is a sentence for the person using the program; the catcher decides
whether it becomes an event, a rejected item or an exit code (failure_reason words an
exception raised by none of them, as an item's reason). Imports nothing, so any
module can import it without cycles, and a worker process (which imports it) does not pay
for engine.protocol's two dozen event dataclasses (tests/engine/test_startup.py).
"""

from __future__ import annotations

# -- options and sources ---------------------------------------------------------------


class ConfigError(ValueError):
    """A user-facing problem with the options; the message says what to change."""


class RuleError(ConfigError):
    """A ConfigError that also names the rule broken (one of engine.option_rules.RULES), so the
    window can say the same thing in its own words and language."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule


class SourceError(ConfigError):
    """The source cannot be used at all (missing, empty, malformed CSV)."""


class TaskError(ConfigError):
    """--task asks for what this source cannot be written as (segmentation from boxes
    alone, multi-label from class masks): the option is wrong, not the source, so the exit
    code is the usage one (2), not "the source could not be read" (3)."""


# -- one input item (the item is rejected, the run goes on) ----------------------------


class ImageError(Exception):
    """The file cannot be converted; str(e) is the one-line human reason."""


class NotRegularFile(OSError):
    """A user's file that is not a regular file (a FIFO, a device, a socket): refused by
    engine.regular_files before a byte is read. An OSError, so that every reader's "cannot
    read" says it; ``strerror`` holds the words (regular_files.not_regular_words), ``kind``
    what it is."""

    def __init__(self, code: int, words: str, path: str, kind: str = "") -> None:
        super().__init__(code, words, path)
        self.kind = kind


class JpegDamage(Exception):
    """The file is structurally damaged; str(e) is the human reason. `acceptable`: the
    damage is one --accept-damaged lets through (not so the scan limit). `size`: (width,
    height) its header claims, when the damage is too little data for it (a size above
    --max-pixels is then said instead, as of any image: engine.codecs.pixel_limit)."""

    def __init__(self, reason: str, acceptable: bool = True,
                 size: tuple[int, int] | None = None) -> None:
        super().__init__(reason)
        self.acceptable = acceptable
        self.size = size


def failure_reason(e: BaseException) -> str:
    """Why an item is skipped when converting it raised ``e``, which no reader raises on
    purpose (a decoder's bug, a damaged PNG's SyntaxError) or MemoryError, in one line: the
    worker's sentence, and the scan's for a mask whose pixels it would fail on
    (engine.sources.masks.decode_problem)."""
    if isinstance(e, MemoryError):
        return "not enough memory to decode this image: close other programs and convert again"
    detail = str(e).splitlines()[0][:160] if str(e) else ""
    return (f"unexpected decoder error: {type(e).__name__}: {detail}; save it again as JPEG "
            "or PNG, or take it out of the source")


class AnnotationError(Exception):
    """The item's annotations cannot be stored; str(e) is the human reason."""


class OverBudget(Exception):
    """One image needs more than the whole budget; str(e) is the human reason."""


class Hung(Exception):
    """A task did not finish within the item timeout."""


# -- the run and its output folder -----------------------------------------------------


class RunError(Exception):
    """Ends the run with a message and an exit code (protocol.EXIT_*). ``code`` and
    ``params``: the message's code and values (engine.reason_codes), when the raiser
    has them as data (counts, names); run_failed then carries them as they are, not
    read back from the English."""

    def __init__(self, message: str, exit_code: int, code: str = "",
                 params: dict | None = None) -> None:
        super().__init__(message)
        self.exit_code = exit_code
        self.code, self.params = code, params or {}


class LockedError(Exception):
    """Another run holds the folder; message names it (exit 4)."""

    exit_code = 4   # protocol.EXIT_OUTPUT_EXISTS (a test keeps the two equal)


class WriteError(Exception):
    """Writing failed (disk full, I/O error); message names the folder and what to do.
    ``refused``: the records and framed bytes of a shard's write that failed (engine.run
    .writer.ShardWriter.write), by which a run that wrote nothing yet measures the space
    the rest needs (engine.run.space_needed); (0, 0) for any other write."""

    def __init__(self, message: str, errno_: int | None = None) -> None:
        super().__init__(message)
        self.errno = errno_
        self.refused = (0, 0)


class Cancelled(Exception):
    """A cancel request stopped the work at a safe point (a scan before the output folder
    was touched, a verification between records); the catcher reports "cancelled"."""


class ReaderGone(BaseException):
    """A command's stdout lost its reader (a closed pipe or terminal; raised by
    engine.lost_streams.stop_command from the write that found it): the command ends
    there, quietly (engine.commands.cli). A BaseException, as KeyboardInterrupt is, so that
    no ``except Exception`` on the way takes it for a failure of its own and goes on."""


class ShardCancelled(Exception):
    """The convert callable stopped before every batch was converted (a cancel); the
    temporary file has been removed, or kept with ``partial`` its journal line
    (engine.run.partial)."""

    partial: dict | None = None


class UnfitWorker(Exception):
    """A shard task's Dask worker cannot run it (engine.run.cluster_fit.check_task: it does
    not see the source or the output folder, or runs other versions); ``problems`` are
    engine.run.cluster_fit.Problem's (each says itself of a worker: said(worker)), ``who``
    the server id of the start of the worker that said so ("" unknown: a worker restarted
    since is asked again, engine.run.cluster_readmit). Raised on the worker and pickled
    back to the driver by Dask (from its args), which leaves the worker out of the run."""

    def __init__(self, worker: str, problems: list, who: str = "") -> None:
        super().__init__(worker, problems, who)
        self.worker = worker
        self.problems = problems
        self.who = who

    def __str__(self) -> str:
        return "; ".join(p.said(self.worker) for p in self.problems)


# -- reading records back (inspect, verify) --------------------------------------------


class RecordError(ValueError):
    """A record that fails its framing or CRC check, with the byte offset where it starts.

    ``truncated``: the file ends before this record does (its header, data or data CRC is
    cut off, or its length, whose CRC is sound, claims more bytes than are left), so the
    records after it are missing rather than damaged."""

    def __init__(self, offset: int, reason: str, truncated: bool = False) -> None:
        super().__init__(f"{reason} (record at byte offset {offset})")
        self.offset = offset
        self.reason = reason
        self.truncated = truncated


class ExampleDecodeError(ValueError):
    """Bytes that are not a valid tf.train.Example."""


class ManifestError(ValueError):
    """The manifest cannot be used at all; the message names the file and what is wrong."""


class ShardReadError(Exception):
    """The shard's byte stream is damaged after `records` good records."""

    def __init__(self, records: int, reason: str) -> None:
        super().__init__(reason)
        self.records = records
        self.reason = reason


class ReaderUnavailable(Exception):
    """--reader tensorflow was asked for and TensorFlow cannot be imported."""


class RecordParseError(Exception):
    """One record is not a tf.train.Example (the stream itself is fine)."""


class NotText(ValueError):
    """A label file's bytes no encoding tried reads as text of its language (or two read
    alike): its message is why, in the words of ann.not_text (engine.sources.label_text)."""
