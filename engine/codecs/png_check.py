"""Cheap structural check of a PNG file, made before decoding it: every critical chunk
(IHDR, PLTE, IDAT, IEND) must match its CRC-32; and, after a decoder failed, the check of
its image data's own checksum.

Neither Pillow nor libspng (as pyspng calls it) checks the CRC of the image data, so a
PNG whose compressed data was damaged but still inflates decoded to wrong pixels that were
stored without a word; libpng, which TensorFlow uses, refuses such files. zlib's CRC-32
runs at several GB/s: about 1 ms for a 3 MB PNG, against 25-40 ms to decode it. Ancillary
chunks (text, EXIF, colour profiles) with a bad CRC are left to the decoders, as libpng
leaves them (a warning, not an error). A file cut short is left to the decoder too, which
says "truncated".

Data damaged before its chunk's CRC was computed (by the program that wrote the file, or
on its way there) passes the CRCs; the zlib stream's Adler-32 over the inflated data still
catches it. libspng stops inflating at the last pixel row and never reads that checksum
(engine.codecs.png_fast inflates the data itself for it). Pillow stops there too: it reads
the checksum only when it came in the read (a chunk, at most 64 KiB of it) that held the
last row, and then refuses the file as a "broken data stream", which :func:`check_stream`
says as the damage it is. :func:`load` checks the stream where Pillow stopped reading
before the end of the image data (a checksum in a later IDAT chunk, or past a 64 KiB
read), so that a damaged PNG Pillow decodes is never stored with wrong pixels.

A stream that is whole and checksummed but holds fewer rows than the picture (a writer's
fault, or data cut and compressed again) was stored with the rows missing black: Pillow
takes a stream's end at a row's end as the image's end, and libspng's refusal sent the
file to Pillow. It is refused as cut short on every path (:func:`check_rows`), as --format
original refused it. A PNG without IEND is stored only when its image data is whole
(:func:`check_unended`), which the window's scan asks too.
"""

from __future__ import annotations

import struct
import zlib
from typing import Any

from engine.codecs.refusals import cut_short
from engine.errors import ImageError

SIGNATURE = b"\x89PNG\r\n\x1a\n"

#: Compressed bytes inflated at a time by check_stream, and inflated bytes kept at a time.
_PIECE, _OUT = 1 << 16, 1 << 20

#: Inflated image data up to which engine.codecs.png_fast keeps the rows it checked, and
#: hands them on stored (held twice meanwhile: engine.run.memory_budget counts them);
#: above it, they are checked by check_stream and libspng inflates them again.
ROWS_KEPT_MAX = 64 << 20


def check(data: bytes | bytearray) -> None:
    """Raise ImageError when a critical chunk of the PNG `data` fails its CRC (nothing is
    checked when `data` is not a PNG)."""
    if not data.startswith(SIGNATURE):
        return
    view = memoryview(data)
    pos, end = len(SIGNATURE), len(data)
    while pos + 12 <= end:
        length, kind = struct.unpack_from(">I4s", data, pos)
        stop = pos + 8 + length
        if stop + 4 > end:
            return                      # cut short: the decoder says so
        if kind[:1].isupper():          # critical chunk (the case of its first letter)
            stored = struct.unpack_from(">I", data, stop)[0]
            if zlib.crc32(view[pos + 4:stop]) != stored:
                raise checksum_error(kind.decode("latin-1"))
        if kind == b"IEND":
            return
        pos = stop + 4


def checksum_error(chunk: str) -> ImageError:
    """The refusal of a PNG whose ``chunk`` (IHDR, PLTE, IDAT, IEND) fails its checksum."""
    return ImageError(f"corrupt PNG data: the {chunk} chunk fails its checksum (the file is "
                      "damaged); copy it again from the original")


def _idat_spans(data: bytes | bytearray) -> tuple[int, list[tuple[int, int]]]:
    """(offset of the first IDAT chunk, the (start, stop) of each IDAT chunk's data) of the
    PNG `data`; (0, []) without one. A chunk cut short gives what is there."""
    spans: list[tuple[int, int]] = []
    pos, first, end = len(SIGNATURE), 0, len(data)
    while pos + 8 <= end:
        length, kind = struct.unpack_from(">I4s", data, pos)
        if kind == b"IDAT":
            first = first or pos
            spans.append((pos + 8, min(pos + 8 + length, end)))
        elif kind == b"IEND" or spans:
            break                       # (IDAT chunks are consecutive)
        pos += 12 + length
    return first, spans


def image_data(data: bytes | bytearray) -> tuple[int, bytes]:
    """(offset of the first IDAT chunk, the data of the IDAT chunks joined: the zlib
    stream) of the PNG `data`; (0, b"") without one. A chunk cut short gives what is there."""
    first, spans = _idat_spans(data)
    view = memoryview(data)
    return first, b"".join(view[a:b] for a, b in spans)


def nothing_after_image_data(data: bytes) -> bool:
    """The PNG `data`'s image data is followed by IEND alone (so Pillow parsed all its
    metadata on opening: it reads later chunks only while decoding). Walks the chunk
    headers (not their data); False without IEND."""
    pos, seen_idat, end = len(SIGNATURE), False, len(data)
    while pos + 8 <= end:
        length, kind = struct.unpack_from(">I4s", data, pos)
        if kind == b"IEND":
            return seen_idat
        if kind == b"IDAT":
            seen_idat = True
        elif seen_idat:
            return False
        pos += 12 + length
    return False


def image_data_size(data: bytes) -> int:
    """The bytes of image data (its IDAT chunks' data) the PNG `data` holds."""
    return sum(b - a for a, b in _idat_spans(data)[1])


#: PNG colour type -> samples per pixel.
_SAMPLES = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}

#: Adam7's passes: (first column, first row, column step, row step).
ADAM7 = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
         (0, 1, 1, 2))


def rows_size(data: bytes | bytearray) -> int:
    """The bytes the PNG `data`'s image data inflates to when it holds every pixel row
    (each with its filter byte; by pass when interlaced), from its IHDR; 0 when that is
    not readable."""
    if len(data) < 29 or data[12:16] != b"IHDR":
        return 0
    width, height, depth, ctype, _c, _f, interlace = struct.unpack_from(">IIBBBBB", data, 16)
    bits = _SAMPLES.get(ctype, 0) * depth      # a pixel's
    rows = [(height, width)] if interlace == 0 else \
        [(-(-(height - y) // dy), -(-(width - x) // dx)) for x, y, dx, dy in ADAM7]
    return sum(h * (1 + (w * bits + 7) // 8) for h, w in rows if h > 0 and w > 0)


def is_bad_checksum(e: Exception) -> bool:
    """zlib's (or python-isal's) word for a stream whose Adler-32 does not match its
    inflated data."""
    text = str(e).lower()
    return "incorrect data check" in text or "incorrect checksum" in text


def check_stream(data: bytes) -> bool:
    """Raise the IDAT checksum ImageError when the PNG `data`'s zlib stream fails its
    Adler-32. Inflates the whole stream (~5 ms for a 1024x768 RGBA photo with isal, ~11 ms
    with zlib; its output is dropped as it comes): made after a decoder refused the file,
    where Pillow stopped reading early (:func:`load`), or for libspng on a large one. A
    stream that is cut short or broken otherwise passes (the decoder's own verdict stands),
    returning False; True when it ended with its checksum right."""
    return stream_state(data)[0]


def stream_state(data: bytes | bytearray) -> tuple[bool, int]:
    """(the zlib stream of the PNG `data` ended with its checksum right, the bytes it
    inflated to); raises the IDAT checksum ImageError when the checksum fails
    (:func:`check_stream`)."""
    if not data.startswith(SIGNATURE):
        return False, 0
    stream = memoryview(image_data(data)[1])
    z = inflater()
    d, size = z.decompressobj(), 0
    try:
        for i in range(0, len(stream), _PIECE):
            piece: bytes | memoryview = stream[i:i + _PIECE]
            while piece and not d.eof:
                size += len(d.decompress(piece, _OUT))
                piece = d.unconsumed_tail
            if d.eof:
                return True, size
        while not d.eof and (out := d.decompress(b"", _OUT)):
            size += len(out)            # (what max_length held back)
        return d.eof, size
    except (zlib.error, z.error) as e:
        if is_bad_checksum(e):
            raise checksum_error("IDAT") from None
        return False, size


def check_rows(data: bytes) -> None:
    """Raise the IDAT checksum ImageError when the PNG `data`'s zlib stream fails its
    Adler-32, or the cut-short one (engine.codecs.refusals.cut_short) when the stream ends,
    its checksum right, before the picture's last pixel row: Pillow stored the rows missing
    black (or said "truncated (0 bytes not processed)" when it ended inside a row), libspng
    and TensorFlow's decode_png refuse it. A stream cut short or broken otherwise passes
    (the decoder's own verdict stands)."""
    ended, size = stream_state(data)
    if ended and size < rows_size(data):
        raise cut_short("png")


def has_end(data: bytes) -> bool:
    """The PNG `data` holds IEND (where it ends, else anywhere: as
    engine.codecs.refusals.ends_early and the window's scan look for it)."""
    return b"IEND" in data[-4096:] or b"IEND" in data


def check_unended(data: bytes | bytearray) -> None:
    """Refuse the PNG `data` without IEND unless its image data is whole: its zlib stream
    ends, its checksum right, after every pixel row. Such a file holds every pixel, so the
    decoding formats store it (--format original refuses it: TensorFlow's decode_png
    does); otherwise it is cut short (or fails its checksum), which the window's scan says
    by this very function (engine.codecs.scan_checks). Inflates the stream: only for a file without
    IEND."""
    ended, size = stream_state(data)   # (raises the checksum refusal)
    if not ended or size < rows_size(data):
        raise cut_short("png")


def last_row(data: bytes) -> tuple[int, int, int] | None:
    """(y, first x, x step) of the pixels the PNG `data`'s image data holds last: its
    last row, or when interlaced the last row of the last Adam7 pass with pixels (of every
    column when the picture is 2 rows high or more); None when its IHDR is not readable."""
    if len(data) < 29 or data[12:16] != b"IHDR":
        return None
    width, height = struct.unpack_from(">II", data, 16)
    if data[28] == 0:
        return (height - 1, 0, 1) if width and height else None
    for x, y, dx, dy in reversed(ADAM7):
        if width > x and height > y:
            return y + dy * ((height - y - 1) // dy), x, dx
    return None


def _unset_last(im, data: bytes) -> bool:
    """The pixels the PNG `data` holds last (:func:`last_row`) are all zero bytes in the
    image ``im`` Pillow loaded from it: what Pillow leaves of rows its stream never gave
    (a new image is zeroed), so the stream is worth checking for missing rows. A photo
    seldom ends in a black row; a mask or a cut-out often does, and is checked (its stream
    inflated: ~0.2-0.6x its decode more, bench/README.md)."""
    at = last_row(data)
    if at is None or not 0 <= at[0] < im.height:
        return True
    y, x, dx = at
    if dx == 1:     # (a whole row; of any mode, "1" too: zero bytes are zero pixels)
        return not any(im.crop((0, y, im.width, y + 1)).tobytes())
    x += dx * ((im.width - x - 1) // dx)    # (a picture 1 row high: its last pixel)
    return not any(im.crop((x, y, x + 1, y + 1)).tobytes())


def load(im, data: bytes) -> None:
    """Pillow's ``im.load()`` of the PNG `data` it opened, its image data checked
    (:func:`check_rows`: its Adler-32, and whether it holds every pixel row) when Pillow
    stopped reading before the data's end, or left the pixels the data holds last unset.
    Pillow stops at the last pixel row, and reads the checksum only when that came in the
    same read: a PNG whose checksum was in a later IDAT chunk or past a 64 KiB read was
    decoded, damaged, to wrong pixels without a word (any PNG libspng does not take:
    palette, grey+alpha, 16-bit, tRNS, APNG, metadata after the pixels; every PNG on the
    pillow decoder path). And a stream that ended, its checksum right, at a row's end before
    the last row was taken as the image's end: the rows missing were stored black. The
    bytes Pillow's decoder was given are counted at its load_read (where a Pillow stopped
    calling it, every PNG would be checked: slower, never wrong); the usual file, read to
    its end and whose last row is not all zero, costs nothing more. A file without
    IEND is refused unless its image data is whole (:func:`check_unended`). Raises what
    im.load() raises, the IDAT checksum ImageError or the cut-short one."""
    if not im.tile or not data.startswith(SIGNATURE):
        im.load()                       # (loaded already; not a PNG)
        return
    ended = has_end(data)
    if not ended:
        check_unended(data)             # (its stream checked whole: nothing more below)
    given = 0
    read = im.load_read

    def counted(n: int) -> bytes:
        nonlocal given
        got = read(n)
        given += len(got)
        return got
    im.load_read = counted
    try:
        im.load()
    finally:
        del im.load_read
    if ended and (given < image_data_size(data) or _unset_last(im, data)):
        check_rows(data)


#: The zlib module that inflates image data (:func:`inflater`), once chosen.
_INFLATER: Any = None


def inflater() -> Any:
    """python-isal's zlib (ISA-L: inflates PNG data ~2.2x as fast as zlib 1.2, with the
    same verdicts on damaged streams) when it is installed, else the standard library's."""
    global _INFLATER
    if _INFLATER is None:
        try:
            from isal import isal_zlib
            _INFLATER = isal_zlib
        except ImportError:
            _INFLATER = zlib
    return _INFLATER
