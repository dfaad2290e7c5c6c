"""Why Pillow could not open or decode an image file, in the words the run gives: a file
cut short (its format's end marker missing, as the window's scan, gui.scan_checks, calls
it "cut off"), cut inside its header, damaged at its start, or damaged otherwise.

A file cut short is said so before Pillow's own words: a copy cut 20 bytes in read as "the
start of the file is damaged" where the scan said "cut off", and one cut half-way as "PNG is
truncated or incomplete (image file is truncated)", Pillow's English inside a translated
sentence."""

from __future__ import annotations

import re

from engine.errors import ImageError

#: The last bytes of a complete file of each format (its end marker), which a file cut
#: short lacks. GIF's one-byte trailer is too common a byte to tell.
END_MARKERS = {"jpeg": b"\xff\xd9", "png": b"IEND"}


def ends_early(data, kind: str) -> bool:
    """Whether a file (bytes, or a binary stream) lacks its format's end marker. Only after
    a failure: reads the whole stream."""
    marker = END_MARKERS.get(kind)
    if marker is None:
        return False
    if isinstance(data, (bytes, bytearray, memoryview)):
        return marker not in bytes(data)
    try:
        data.seek(0)
        return marker not in data.read()
    except (OSError, ValueError):
        return False


def cut_short(kind: str) -> ImageError:
    return ImageError(f"{kind.upper()} is cut short: the file ends before its picture data "
                      "does (copy it again from the original)")


def _cut(e: BaseException, msg: str, data, kind: str) -> ImageError | None:
    """The refusal of a file cut short (its end marker missing), or that Pillow found
    truncated (``msg``: its words on ``e``); None when neither."""
    if ends_early(data, kind):
        return cut_short(kind)
    if "truncated" in msg.lower() or isinstance(e, EOFError):
        return ImageError(f"{kind.upper()} is truncated or incomplete "
                          f"({truncated_detail(msg)}): copy it again from the original")
    return None


def unopened(e: BaseException, data, kind: str) -> ImageError:
    """Pillow's Image.open of ``data`` (``kind`` by its first bytes) raised ``e``."""
    msg = short_reason(e)
    if (early := _cut(e, msg, data, kind)) is not None:   # (Pillow's: cut inside the header)
        return early
    if msg.startswith("cannot identify image file"):  # Pillow's words for "no opener took it"
        return ImageError(f"the start of the file is damaged: it begins like a {kind.upper()} "
                          "image but cannot be read as one; copy it again from the original")
    return ImageError(f"corrupt {kind.upper()} header: {msg}; copy it again from the original")


def undecoded(e: BaseException, data, kind: str) -> ImageError:
    """Decoding the opened image (its pixels) raised ``e``."""
    msg = short_reason(e)
    if (early := _cut(e, msg, data, kind)) is not None:
        return early
    return ImageError(f"cannot decode {kind.upper()}: {msg}; copy it again from the "
                      "original, or save it again as JPEG or PNG")


def short_reason(e: BaseException) -> str:
    text = str(e).strip() or type(e).__name__
    # Pillow names its stream (<_io.BytesIO object at 0x...>, <_io.BufferedReader name=9>)
    text = re.sub(r"\s*<_io\.\w+ [^>]*>", "", text)
    return text.splitlines()[0][:160]


def truncated_detail(msg: str) -> str:
    """Pillow's word on a cut-short file, without saying "truncated" twice in nested
    parentheses: "image file is truncated (67 bytes not processed)" is "67 bytes not
    processed" ("JPEG is truncated or incomplete (67 bytes not processed)")."""
    m = re.fullmatch(r"image file is truncated\s*\((.+)\)", msg.strip(), re.IGNORECASE)
    return m.group(1) if m else msg
