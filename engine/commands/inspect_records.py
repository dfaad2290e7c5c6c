"""Paged access to the records of any TFRecord file, for the GUI's Inspect tab (through
`python -m engine inspect FILE --records START COUNT --json`).

Plain files are paged by reading headers and seeking; compressed ones keep their stream
open so that paging forward is cheap.
"""

from __future__ import annotations

import gzip
import zlib
from typing import BinaryIO

from engine.commands.inspect_files import (
    decompression_problem,
    open_stream,
    resolve_compression,
)
from engine.commands.inspect_payload import (
    image_format,
    label_value,
    parse_example,
    pixels_png,
    raw_pixels,
    raw_words,
)
from engine.commands.inspect_report import json_number
from engine.commands.inspect_stats import LABEL_KEYS
from engine.errors import RecordError
from engine.records.tfrecord import DATA_CRC, frames, iter_records

#: A record's own class (a thumbnail's caption): object classes are drawn with their boxes.
RECORD_LABEL_KEYS = tuple(k for k in LABEL_KEYS if not k.startswith("image/object/"))


# --- paged access for the GUI ----------------------------------------------------------------


def describe_record(index: int, offset: int, data: bytes) -> dict:
    """A record as a plain dict for thumbnail and detail views.

    Keys: index, offset, length, is_example, features ({key: {"kind", "values"}}, bytes
    values kept as bytes), image (bytes of the first image or None), image_key,
    image_format, label, label_text, filename, preview (for non-Example payloads), error;
    raw_shape ([height, width, channels]) when the image is raw pixels drawn as a PNG.
    """
    ex = parse_example(data)
    out: dict = {
        "index": index, "offset": offset, "length": len(data), "is_example": ex is not None,
        "features": {}, "image": None, "image_key": None, "image_format": None,
        "label": None, "label_text": None, "filename": None, "preview": None, "error": None,
    }
    if ex is None:
        out["preview"] = data[:64].hex(" ")
        return out
    out["features"] = {k: {"kind": kind, "values": vals} for k, (kind, vals) in ex.items()}
    for key in sorted(ex, key=lambda k: (k != "image/encoded", k)):
        kind, vals = ex[key]
        if kind == "bytes" and vals and image_format(vals[0]):
            out.update(image=vals[0], image_key=key, image_format=image_format(vals[0]))
            break
    else:   # --format raw, or another program's raw pixels: drawn as a PNG (a thumbnail,
        # and what Export writes); raw_shape says what they are (their value said "<3,072
        # bytes: 1b 5b ...>")
        if (found := raw_pixels(ex)) is not None:
            key, shape, pixels = found
            out.update(image=pixels_png(shape, pixels), image_key=key, image_format="PNG",
                       raw_shape=list(shape))
    for key in RECORD_LABEL_KEYS:
        if key in ex and ex[key][1]:
            out["label"] = label_value(ex[key][0], ex[key][1][0])
            break
    if "image/class/text" in ex and ex["image/class/text"][1]:
        # every name: a multi-label record's thumbnail said only its first class
        kind, names = ex["image/class/text"]
        out["label_text"] = ", ".join(str(label_value(kind, v)) for v in names)
    from engine.sources.overlay import from_example
    out["overlay"] = from_example(ex)  # boxes and masks to draw (detection, segmentation)
    if "image/filename" in ex and ex["image/filename"][1]:
        out["filename"] = label_value("bytes", ex["image/filename"][1][0])
    return out


class RecordPager:
    """Read records by index, page after page, from one file.

    For a plain file, pages start by seeking: record headers are read and data skipped, and
    the byte offset of every page start is remembered. A GZIP/ZLIB stream cannot seek, so it
    is kept open and read forward (going back reopens it). One pager per thread.
    """

    _CHECKPOINT = 256  # remember every 256th record's offset while skipping

    def __init__(self, path: str, compression: str | None = None):
        self.path = path
        self.compression = resolve_compression(path, compression)
        self._known: dict[int, int] = {0: 0}  # record index -> byte offset (plain files)
        self._stream: BinaryIO | None = None
        self._pos = (0, 0)  # (record index, offset) the open stream is at

    def read(self, start: int, count: int) -> list[dict]:
        """Up to ``count`` records from index ``start`` (fewer at the end of the file).

        A record whose data fails its CRC is a dict whose ``error`` is the reason, and the
        page goes on (its length is sound, so the next record is found); damage that
        stops the reading (a bad length, a cut) ends the page with such a dict whose
        ``stops_reading`` is true (``offset`` says where; ``truncated`` when the file ends
        inside that record: it and the records after it are missing). OSError propagates.
        """
        if start < 0 or count <= 0:
            return []
        try:
            self._seek(start)
        except RecordError as e:
            self._close_stream()
            return [_error_record(self._pos[0], e.offset, e.reason, truncated=e.truncated)]
        except StopIteration:
            return []
        except (EOFError, zlib.error, gzip.BadGzipFile) as e:
            self._close_stream()
            return [_stream_error(self._pos[0], self._pos[1], e)]
        out: list[dict] = []
        index, base = self._pos
        try:
            for rec in iter_records(self._stream, keep_damaged=True):  # type: ignore[arg-type]
                out.append(_error_record(index, base + rec.offset, DATA_CRC, len(rec.data),
                                         stops=False) if rec.damaged else
                           describe_record(index, base + rec.offset, rec.data))
                index += 1
                self._pos = (index, base + rec.offset + 16 + len(rec.data))
                if len(out) == count:
                    break
            if self.compression == "none":
                self._known[index] = self._pos[1]  # where the next page starts
        except RecordError as e:
            out.append(_error_record(index, base + e.offset, e.reason, truncated=e.truncated))
            self._close_stream()
        except (EOFError, zlib.error, gzip.BadGzipFile) as e:
            out.append(_stream_error(index, self._pos[1], e))
            self._close_stream()
        return out

    def _seek(self, start: int) -> None:
        """Put the stream at record ``start``: a plain file from the nearest remembered
        offset, a compressed one forward from where it is (or from its start). Records are
        skipped through engine.records.tfrecord.frames, which says what is a cut and what
        is damage as the page's own reading does. StopIteration when the file ends first."""
        if self.compression == "none":
            index = max(i for i in self._known if i <= start)
            self._close_stream()
            self._stream = open(self.path, "rb")
            self._stream.seek(self._known[index])
            self._pos = (index, self._known[index])
        elif self._stream is None or self._pos[0] > start:
            self._close_stream()
            self._stream = open_stream(self.path, self.compression)
            self._pos = (0, 0)
        index, base = self._pos
        if index == start:
            return
        try:
            for f in frames(self._stream, skip_data=True):
                index, offset = index + 1, base + f.offset + 16 + f.length
                self._pos = (index, offset)
                if self.compression == "none" and index % self._CHECKPOINT == 0:
                    self._known[index] = offset
                if index == start:
                    return
        except RecordError as e:
            raise RecordError(base + e.offset, e.reason, e.truncated) from None
        raise StopIteration

    def _close_stream(self) -> None:
        if self._stream is not None:
            self._stream.close()
            self._stream = None

    def close(self) -> None:
        self._close_stream()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _error_record(index: int, offset: int, reason: str, length: int = 0,
                  stops: bool = True, truncated: bool = False) -> dict:
    """A record that could not be read; ``error_code`` is the reason's [code, params]
    (engine.reason_codes), so the window can say it in its language; ``stops_reading``
    when no record after it can be located; ``truncated`` when the file ends inside it
    (it and the records after it are missing, as inspect's summary says)."""
    from engine.reason_codes import code_pair
    return {"index": index, "offset": offset, "length": length, "is_example": False,
            "features": {}, "image": None, "image_key": None, "image_format": None,
            "label": None, "label_text": None, "filename": None, "preview": None,
            "error": reason, "error_code": code_pair(reason), "stops_reading": stops,
            "truncated": truncated}


def _stream_error(index: int, offset: int, e: BaseException) -> dict:
    """The record a GZIP/ZLIB stream broke in (or before): cut short, or damaged."""
    kind, reason = decompression_problem(e)
    return _error_record(index, offset, reason, truncated=kind == "truncated")


def read_records(path: str, start: int, count: int, compression: str | None = None
                 ) -> list[dict]:
    """Records ``start`` .. ``start + count - 1`` of a file, decoded (see describe_record).

    For repeated paging of the same file keep a :class:`RecordPager` instead.
    """
    with RecordPager(path, compression) as pager:
        return pager.read(start, count)


def _display_values(kind: str, values: list, limit: int = 50) -> list:
    """A feature's values made JSON- and screen-friendly: numbers stay numbers, images become
    "<JPEG image, N bytes>", printable UTF-8 text stays text (cut at 200 characters), other
    bytes become a short hex preview."""
    shown = []
    for v in values[:limit]:
        if kind != "bytes":
            shown.append(json_number(v))
            continue
        fmt = image_format(v)
        if fmt:
            shown.append(f"<{fmt} image, {len(v):,} bytes>")
            continue
        try:
            text = v.decode("utf-8")
        except UnicodeDecodeError:
            text = None
        if text is not None and (text.isprintable() or not text):
            shown.append(text[:200] + ("..." if len(text) > 200 else ""))
        else:
            shown.append(f"<{len(v):,} bytes: {v[:24].hex(' ')}{' ...' if len(v) > 24 else ''}>")
    return shown


def records_page(path: str, start: int, count: int, compression: str | None = None) -> dict:
    """Records ``start`` .. ``start + count - 1`` of one file as a JSON-ready document, for
    viewers in another process (``python -m engine inspect FILE --records START COUNT``).

    Each record: index, offset, length, is_example, filename, label, label_text, image_key,
    image_format, image_b64 (the image bytes, base64; null when there is none), preview
    (hex, for non-Example payloads), error, and features: a list of {key, kind, count,
    values} with values rendered for display (see :func:`_display_values`); `inspect
    --records` adds "names" to a label's (engine.commands.inspect_tfds).
    """
    import base64
    records = read_records(path, start, count, compression)
    out = []
    for r in records:
        image = r.pop("image")
        feats = r.pop("features")
        r["label"] = json_number(r["label"])
        r["image_b64"] = base64.b64encode(image).decode("ascii") if image is not None else None
        r["features"] = [{"key": k, "kind": f["kind"], "count": len(f["values"]),
                          "values": _display_values(f["kind"], f["values"])}
                         for k, f in sorted(feats.items())]
        if r.get("raw_shape"):   # the pixels said as what they are, not as hex
            for f in r["features"]:
                if f["key"] == r["image_key"]:
                    f["values"] = [raw_words(r["raw_shape"])]
        out.append(r)
    ended = len(out) < count or any(r["stops_reading"] for r in out if r["error"])
    return {"path": path, "compression": resolve_compression(path, compression),
            "start": start, "count": len(out), "end": ended, "records": out}
