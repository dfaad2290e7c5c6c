"""tf.train.Example payloads as ``inspect`` sees them: the exact Example shape check,
decoding, image formats by their first bytes, and short previews of values."""

from __future__ import annotations

import json

from engine import magic
from engine.records.example import decode_example, encode_field, iter_fields, read_varint

# The protobuf field reader is engine.records.example's (bounds-checked, raises ValueError).
_fields = iter_fields
_varint = read_varint


def _is_example(buf: bytes) -> bool:
    """Check the exact tf.train.Example shape before decoding.

    Random bytes often parse as *some* protobuf; this insists on Example -> Features ->
    map<string, Feature> -> one of BytesList/FloatList/Int64List with well-typed values.
    """
    try:
        for n1, w1, features in _fields(memoryview(buf)):  # views: no copies of images
            if n1 != 1 or w1 != 2:
                return False
            values = _map_values(features)
            if values is None:
                return False
            for item in values:
                for kind, wk, lst in _fields(item):
                    if kind not in (1, 2, 3) or wk != 2:
                        return False
                    for n5, w5, v in _fields(lst):
                        if n5 != 1:
                            return False
                        if kind == 1 and w5 != 2:
                            return False
                        if kind == 2 and not (w5 == 5 or (w5 == 2 and len(v) % 4 == 0)):
                            return False
                        if kind == 3:
                            if w5 == 2:
                                pos = 0
                                while pos < len(v):
                                    _, pos = _varint(v, pos)
                            elif w5 != 0:
                                return False
        return True
    except (ValueError, UnicodeDecodeError):
        return False


def _map_values(message) -> list | None:
    """The values of the map<string, message> entries (field 1) of ``message``: each entry
    a UTF-8 key (1) and a message (2), an Example's Features or a SequenceExample's
    FeatureLists; None when an entry is of another shape (ValueError or
    UnicodeDecodeError: no protobuf at all)."""
    values = []
    for n, w, entry in _fields(message):
        if n != 1 or w != 2:
            return None
        for n2, w2, item in _fields(entry):
            if n2 not in (1, 2) or w2 != 2:
                return None
            if n2 == 1:
                bytes(item).decode("utf-8")
            else:
                values.append(item)
    return values


def _is_feature(feat: bytes) -> bool:
    """One tf.train.Feature of the exact shape (checked as an Example holding only it)."""
    return _is_example(encode_field(1, encode_field(1, encode_field(2, feat))))


def is_sequence_example(buf: bytes) -> bool:
    """Whether a record that is not a tf.train.Example is a tf.train.SequenceExample: its
    context (1: Features) and its feature lists (2: map<string, FeatureList>, each a list
    of Features), with at least one feature list (without, it reads as an Example)."""
    lists = False
    try:
        for n1, w1, part in _fields(memoryview(buf)):
            if w1 != 2 or n1 not in (1, 2):
                return False
            if n1 == 1:
                if not _is_example(encode_field(1, bytes(part))):
                    return False
                continue
            lists = True
            values = _map_values(part)
            if values is None:
                return False
            for feature_list in values:
                for n4, w4, feat in _fields(feature_list):
                    if n4 != 1 or w4 != 2 or not _is_feature(bytes(feat)):
                        return False
        return lists
    except (ValueError, UnicodeDecodeError):
        return False


def parse_example(data: bytes) -> dict[str, tuple[str, list]] | None:
    """Decode a record as a tf.train.Example; None if it is not one."""
    if not _is_example(data):
        return None
    try:
        return decode_example(data)
    except Exception:  # noqa: BLE001 - the shape check should make this unreachable
        return None


def image_format(data: bytes) -> str | None:
    """JPEG, PNG, GIF, BMP, WEBP, TIFF, AVIF or HEIC when ``data`` starts like an encoded
    image (engine.magic, the engine's one sniffer)."""
    kind = magic.image_format(data)
    return kind.upper() if kind else None


#: Pillow's mode for the channels of --format raw's pixels (8 bits each).
_RAW_MODES = {1: "L", 3: "RGB", 4: "RGBA"}
#: The last part of the names a feature of raw pixels goes by ("image/encoded", "image",
#: "pixels"): a file name or a class text of the right length is no picture.
_PIXEL_NAMES = frozenset({"encoded", "image", "pixels", "raw", "data", "image_raw"})


def pixels_png(shape: tuple[int, int, int], data: bytes) -> bytes:
    """8-bit pixels of ``shape`` (height, width, channels: 1, 3 or 4) as PNG bytes: a
    raw-pixel record's picture (raw_pixels), which had no thumbnail, preview or export."""
    import io

    from PIL import Image
    h, w, c = shape
    out = io.BytesIO()
    Image.frombytes(_RAW_MODES[c], (w, h), data).save(out, "PNG")
    return out.getvalue()


def raw_words(shape: tuple[int, int, int] | list[int]) -> str:
    """How a value of raw pixels of ``shape`` (height, width, channels) is shown: "<raw
    pixels 32x32x3, 3,072 bytes>" (the window translates it, gui.widgets.record_detail)."""
    h, w, c = shape
    return f"<raw pixels {w}x{h}x{c}, {h * w * c:,} bytes>"


def raw_pixels(ex: dict[str, tuple[str, list]]) -> tuple[str, tuple[int, int, int], bytes] | None:
    """(key, (height, width, channels), bytes) of the 8-bit pixels a record holds as raw
    bytes, or None. As --format raw writes them (image/encoded beside image/format "raw"
    and image/height, width, channels), and as other programs do (a TFDS-like record's
    "image/encoded" of 32*32*3 bytes beside "image/height" and "image/width", or "image"
    beside "height" and "width"): the shape features beside the bytes (same prefix, or
    none) must give exactly their length; the channels, when no feature says, are what
    the length leaves (1, 3 or 4). A record whose format feature names another format is
    not read as pixels (nor guessed at)."""
    def first(key: str) -> object:
        vals = ex.get(key, ("", []))[1]
        return vals[0] if len(vals) == 1 else None
    keys = sorted((k for k, (kind, vals) in ex.items() if kind == "bytes" and len(vals) == 1
                   and k.rsplit("/", 1)[-1] in _PIXEL_NAMES),
                  key=lambda k: (k != "image/encoded", k))
    for key in keys:
        data = first(key)
        if not isinstance(data, bytes) or not data or image_format(data):
            continue
        prefix = key.rsplit("/", 1)[0] + "/" if "/" in key else ""
        shape = []
        for part in ("height", "width", "channels"):
            v = first(prefix + part)
            shape.append(v if v is not None or not prefix else first(part))
        h, w, c = shape
        fmt = first(prefix + "format")
        if fmt not in (None, b"raw", b"RAW") or not isinstance(h, int) or \
                not isinstance(w, int) or min(h, w) <= 0 or len(data) % (h * w):
            continue
        if c is None:
            c = len(data) // (h * w)
        if isinstance(c, int) and c in _RAW_MODES and len(data) == h * w * c:
            return key, (h, w, c), data
    return None


def preview(kind: str, values: list, limit: int = 40) -> str:
    """A short human preview of a feature's first value(s)."""
    if not values:
        return "(empty)"
    if kind == "bytes":
        v = values[0]
        fmt = image_format(v)
        if fmt:
            return f"<{fmt} image, {len(v):,} bytes>"
        # the texts as the numbers are, up to five: a multi-label record's label "7, 2"
        # stood beside its text "鳥" alone, as if the two disagreed
        texts = [_text(x, limit) for x in values[:5]]
        if any(t is None for t in texts):
            return f"<{len(v):,} bytes>" if texts[0] is None else texts[0] or ""
        shown = ", ".join(t or "" for t in texts)
        return shown + (f", ... ({len(values)} values)" if len(values) > 5 else "")
    shown = ", ".join(fmt_number(x) for x in values[:5])
    return shown + (f", ... ({len(values)} values)" if len(values) > 5 else "")


def _text(v: object, limit: int) -> str | None:
    """A bytes value as quoted text, cut at ``limit`` characters (None: not text)."""
    if not isinstance(v, bytes):
        return None
    try:
        text = v.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if not text.isprintable():
        return None
    return json.dumps(text[:limit] + ("..." if len(text) > limit else ""), ensure_ascii=False)


def fmt_number(x: object) -> str:
    """A number as people read it (floats without trailing zeros)."""
    return f"{x:g}" if isinstance(x, float) else str(x)


def label_value(kind: str, v: object) -> object:
    """A label value as counted: bytes decoded to text, numbers as they are."""
    if kind == "bytes" and isinstance(v, bytes):
        return v.decode("utf-8", errors="replace")
    return v

