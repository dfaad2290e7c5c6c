"""Reading input files, bounded: only regular files, the first bytes before the rest (the
format check, check_head), at most --max-file-size in all; and the memory estimate made
from a file's header alone.

/dev/zero never ends, a FIFO blocks its reader forever, and a 4 GB file named .jpg used to
be read whole before being rejected (issue 18): every read of an input goes through here.
"""

from __future__ import annotations

import io
import os
from typing import TYPE_CHECKING, BinaryIO

from engine import magic
from engine.byte_sizes import size_text
from engine.codecs import decoders, jpeg_check, refusals
from engine.config import DEFAULT_MAX_FILE_SIZE, ImageOptions
from engine.errors import ImageError, NotRegularFile
from engine.option_rules import limit_words
from engine.regular_files import not_regular_words, open_regular_file

if TYPE_CHECKING:
    from engine.codecs import imaging

#: Bytes read first to recognise the format; nothing more is read from a non-image.
SNIFF_BYTES = 4096

#: Largest file read_file reads; set per process from ImageOptions (worker.configure).
max_file_size = DEFAULT_MAX_FILE_SIZE


def check_head(head: bytes, f: BinaryIO | None = None, name: str | None = None) -> str:
    """The image kind named by a file's first bytes (engine.magic); ImageError when it is
    not one we read, or its decoder is not installed. ``f``: the file, seekable, whose
    parts a ZIP's refusal names (an Office document or an archive; nothing more is read
    from an image); ``name``: its path (refusals.not_an_image)."""
    refused = refusals.not_an_image(head, f, name)
    if refused is not None:
        raise refused
    kind = magic.sniff(head[:magic.HEAD_BYTES]) or ""   # (an image kind: not refused above)
    if kind == "heic" and not decoders.heif_ready():
        raise refusals.heif_missing()
    if kind == "avif" and not decoders.avif_ready():
        raise refusals.avif_missing()
    return kind


def open_regular(path: str) -> tuple[io.BufferedReader, int]:
    """Open a regular file for reading; (file, size). Anything else is refused before a
    byte is read (engine.regular_files, the rule every reader of a user's file follows),
    in an image's words: ImageError."""
    try:
        return open_regular_file(path)
    except NotRegularFile as e:
        raise ImageError(not_regular_words(e.kind)) from None
    except IsADirectoryError:
        raise ImageError("is a folder, not an image file") from None
    except OSError as e:
        raise refusals.unopened_file(e) from None


def file_size(path: str) -> int:
    """The size of the file at ``path`` from the file system, 0 when it cannot be asked
    (read_file then says why it cannot be read)."""
    try:
        return os.stat(path).st_size
    except (OSError, ValueError):
        return 0


def _too_big(size: float, limit: int) -> Exception:
    # the limit as --max-file-size reads it, in binary units ("512M": 512 MiB); said in
    # decimal ones, 512M's refusal named a limit of "537 MB". The file's size as every size
    # is said (byte_sizes): in whole MB, a 400 kB file was "0 MB, above ... 300 KiB"
    return ImageError(f"file is {size_text(size)}, above the --max-file-size limit of "
                      f"{limit_words(limit)} (raise --max-file-size if it is a genuine image)")


def read_file(path: str, max_bytes: int | None = None) -> bytes:
    """Read an image file, bounded: only regular files, the first SNIFF_BYTES first (a
    file that is not an image is refused without reading the rest), then at most
    max_bytes (default: the module's max_file_size). OS errors become human reasons."""
    limit = max_file_size if max_bytes is None else max_bytes
    f, size = open_regular(path)
    with f:
        try:
            head = f.read(SNIFF_BYTES)
            check_head(head, f, path)
            if size > limit:
                raise _too_big(size, limit)
            if len(head) < SNIFF_BYTES and len(head) <= limit:
                return head
            # Read again from the start rather than join head and rest: a copy of the
            # whole file costs more than re-reading 4 KiB from the page cache.
            f.seek(0)
            # Ask for the size fstat gave (+ 1: a file that grew since), not for the limit:
            # read(n) allocates n bytes first, and 1 GiB each time cost ~0.1 ms per image
            # (mmap, page faults, a shrinking copy), 2-3% of a 696x613 photo's conversion.
            data = f.read(min(size, limit) + 1)
            if len(data) > size:                      # it grew: read on, up to the limit
                data += f.read(limit + 1 - len(data))
        except OSError as e:
            raise refusals.unread(e) from None
    if len(data) > limit:
        raise _too_big(len(data), limit)
    return data


#: Most bytes read to find a JPEG's headers for the memory estimate (APP segments, such
#: as EXIF, ICC profiles and XMP, are at most 64 KiB each).
JPEG_HEADER_LIMIT = 4 << 20


def memory_needed(path: str, opts: ImageOptions, masks: bool = False) -> int:
    """Bytes converting the file at `path` will hold at its peak, from its header alone
    (engine.run.memory_budget.estimate; `masks`: its annotations have masks to place).
    Raises ImageError for what the header already shows (not an image, too large a file,
    too many pixels)."""
    f, size = open_regular(path)
    with f:
        try:
            head = f.read(SNIFF_BYTES)
            kind = check_head(head, f, path)
            if size > max_file_size:
                raise _too_big(size, max_file_size)
            stream: io.IOBase = f
            if kind == "jpeg":
                prefix, end = head, jpeg_check.header_end(head)
                while end is None and len(prefix) < min(size, JPEG_HEADER_LIMIT):
                    more = f.read(min(len(prefix), JPEG_HEADER_LIMIT - len(prefix)))
                    if not more:
                        break
                    prefix += more
                    end = jpeg_check.header_end(prefix)
                if end is None and len(prefix) < size:
                    raise ImageError("JPEG has no image data in its first "
                                     f"{limit_words(JPEG_HEADER_LIMIT)}: the file is damaged; "
                                     "copy it again from the original")
                stream = io.BytesIO(prefix[:end] if end else prefix)
            f.seek(0)
            return _estimate(stream, size, opts, masks)[0]
        except OSError as e:
            raise refusals.unread(e) from None


def memory_needed_of(data: bytes, opts: ImageOptions, masks: bool = False
                     ) -> tuple[int, imaging.Opened | None]:
    """memory_needed for a file already read whole: (bytes, and for a JPEG the image
    opened and set up for its decode, which imaging.convert takes instead of opening and
    parsing the file a second time; None for other formats)."""
    need, opened = _estimate(data, len(data), opts, masks)
    return need, opened if opened.kind == "jpeg" else None


def _estimate(source: bytes | io.IOBase, size: int, opts: ImageOptions, masks: bool
              ) -> tuple[int, imaging.Opened]:
    from engine.codecs import imaging
    from engine.run.memory_budget import estimate
    im, kind = imaging.open_image(source, opts.max_pixels)
    full = im.size
    progressive = kind == "jpeg" and bool(im.info.get("progressive")
                                          or im.info.get("progression"))
    if kind == "png" and "exif" not in im.info:
        # Pillow decodes a whole PNG to look for EXIF after its pixels: assume a rotation
        # rather than ask (there is no draft to set up for PNG).
        orientation, rotated = 0, True
    else:
        orientation = imaging.prepare_decode(im, kind, opts)
        rotated = orientation in imaging.ROTATIONS
    need = estimate(im, full, size, opts, progressive, rotated, masks)
    return need, imaging.Opened(im, kind, orientation)
