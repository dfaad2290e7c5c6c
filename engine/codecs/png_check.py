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
(engine.codecs.png_fast inflates the data itself for it); Pillow reads it when it comes
in the same read as the last row, and refuses the file as a "broken data stream", which
:func:`check_stream` says as the damage it is, as the fast path does.
"""

from __future__ import annotations

import struct
import zlib

from engine.errors import ImageError

SIGNATURE = b"\x89PNG\r\n\x1a\n"

#: Compressed bytes inflated at a time by check_stream, and inflated bytes kept at a time.
_PIECE, _OUT = 1 << 16, 1 << 20

#: Inflated image data up to which engine.codecs.png_fast keeps the rows it checked, and
#: hands them on stored (held twice meanwhile: engine.run.memory_budget counts them);
#: above it, they are checked by check_stream and libspng inflates them again.
ROWS_KEPT_MAX = 64 << 20


def check(data: bytes) -> None:
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


def image_data(data: bytes) -> tuple[int, bytes]:
    """(offset of the first IDAT chunk, the data of the IDAT chunks joined: the zlib
    stream) of the PNG `data`; (0, b"") without one. A chunk cut short gives what is there."""
    parts: list[memoryview] = []
    view = memoryview(data)
    pos, first, end = len(SIGNATURE), 0, len(data)
    while pos + 8 <= end:
        length, kind = struct.unpack_from(">I4s", data, pos)
        if kind == b"IDAT":
            first = first or pos
            parts.append(view[pos + 8:min(pos + 8 + length, end)])
        elif kind == b"IEND" or parts:
            break                       # (IDAT chunks are consecutive)
        pos += 12 + length
    return first, b"".join(parts)


def is_bad_checksum(e: Exception) -> bool:
    """zlib's (or python-isal's) word for a stream whose Adler-32 does not match its
    inflated data."""
    text = str(e).lower()
    return "incorrect data check" in text or "incorrect checksum" in text


def check_stream(data: bytes) -> bool:
    """Raise the IDAT checksum ImageError when the PNG `data`'s zlib stream fails its
    Adler-32. Inflates the whole stream (~11 ms for a 1024x768 RGBA photo; its output is
    dropped as it comes): made after a decoder refused the file, or for libspng on a large
    one. A stream that is cut short or broken otherwise passes (the decoder's own verdict
    stands), returning False; True when it ended with its checksum right."""
    if not data.startswith(SIGNATURE):
        return False
    stream = memoryview(image_data(data)[1])
    d = zlib.decompressobj()
    try:
        for i in range(0, len(stream), _PIECE):
            piece: bytes | memoryview = stream[i:i + _PIECE]
            while piece and not d.eof:
                d.decompress(piece, _OUT)
                piece = d.unconsumed_tail
            if d.eof:
                return True
        while not d.eof and d.decompress(b"", _OUT):
            pass                        # (what max_length held back)
        return d.eof
    except zlib.error as e:
        if is_bad_checksum(e):
            raise checksum_error("IDAT") from None
        return False
