"""tf.train.Example wire encoding and decoding without importing TensorFlow.

The protobuf schema (tensorflow/core/example/{example,feature}.proto)::

    Example  { Features features = 1; }
    Features { map<string, Feature> feature = 1; }
    Feature  { oneof kind { BytesList bytes_list = 1; FloatList float_list = 2;
                            Int64List int64_list = 3; } }
    BytesList { repeated bytes value = 1; }
    FloatList { repeated float value = 1 [packed = true]; }
    Int64List { repeated int64 value = 1 [packed = true]; }

Keys are written in sorted order so the same features give the same bytes.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from engine.errors import ExampleDecodeError

FeatureValue = bytes | str | int | float | Iterable[Any]

#: The classification schema read by TF Model Garden, TF-slim and DALI's examples.
FEATURE_SPEC: dict[str, dict[str, Any]] = {
    "image/encoded": {"kind": "bytes", "shape": []},
    "image/format": {"kind": "bytes", "shape": []},
    "image/height": {"kind": "int64", "shape": []},
    "image/width": {"kind": "int64", "shape": []},
    "image/channels": {"kind": "int64", "shape": []},
    "image/colorspace": {"kind": "bytes", "shape": []},
    "image/filename": {"kind": "bytes", "shape": []},
    "image/class/label": {"kind": "int64", "shape": []},
    "image/class/text": {"kind": "bytes", "shape": []},
}


_SMALL_VARINTS = [bytes((i,)) for i in range(128)]


def _varint(n: int) -> bytes:
    if 0 <= n < 128:  # tags, small lengths and labels: most calls (96 per record)
        return _SMALL_VARINTS[n]
    if n < 0:
        n += 1 << 64  # int64 negatives are ten-byte two's complement varints
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def encode_field(number: int, payload: bytes) -> bytes:
    """A length-delimited protobuf field (wire type 2): tag, length, payload."""
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


def bytes_feature(values: Iterable[bytes]) -> bytes:
    """A serialized Feature holding a BytesList."""
    inner = b"".join(encode_field(1, v) for v in values)
    return encode_field(1, inner)


def int64_feature(values: Iterable[int]) -> bytes:
    """A serialized Feature holding a packed Int64List."""
    packed = b"".join(_varint(int(v)) for v in values)
    return encode_field(3, encode_field(1, packed) if packed else b"")


def float_feature(values: Iterable[float]) -> bytes:
    """A serialized Feature holding a packed FloatList (32-bit floats)."""
    vals = list(values)
    packed = struct.pack(f"<{len(vals)}f", *vals)
    return encode_field(2, encode_field(1, packed) if packed else b"")


def encode_feature(value: FeatureValue) -> bytes:
    """One tf.train.Feature, its list type inferred from the value (bytes/str, int, float,
    or a list of one of them; an empty list is a BytesList)."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes_feature([bytes(value)])
    if isinstance(value, str):
        return bytes_feature([value.encode("utf-8")])
    if isinstance(value, bool) or isinstance(value, int):
        return int64_feature([int(value)])
    if isinstance(value, float):
        return float_feature([value])
    vals = list(value)
    if not vals:
        return bytes_feature([])
    if isinstance(vals[0], (bytes, str)):
        return bytes_feature(v.encode("utf-8") if isinstance(v, str) else v for v in vals)
    if isinstance(vals[0], float):
        return float_feature(vals)
    return int64_feature(vals)


def _header(number: int, length: int) -> bytes:
    return _varint(number << 3 | 2) + _varint(length)


def encode_example_parts(features: Mapping[str, FeatureValue]) -> list[bytes]:
    """The serialized Example as a list of byte strings whose concatenation is the message.

    A single bytes value (the image) is passed through as its own part, never copied:
    nesting it in four length-delimited messages with `+` would copy it four times, which
    was a third of the CPU time of `--format original`."""
    parts: list[bytes] = []
    total = 0
    for key in sorted(features):
        value = features[key]
        if isinstance(value, bytes) and len(value) > 256:
            h_list = _header(1, len(value))                  # BytesList.value
            h_feat = _header(1, len(h_list) + len(value))    # Feature.bytes_list
            feature = [h_feat, h_list, value]
        else:
            feature = [encode_feature(value)]
        flen = sum(len(p) for p in feature)
        k = encode_field(1, key.encode("utf-8"))
        h_value = _header(2, flen)
        h_entry = _header(1, len(k) + len(h_value) + flen)
        parts += [h_entry, k, h_value, *feature]
        total += len(h_entry) + len(k) + len(h_value) + flen
    return [_header(1, total), *parts]


def encode_example(features: Mapping[str, FeatureValue]) -> bytes:
    """Serialize a dict of features as a tf.train.Example (bytes/str, int, float or lists)."""
    return b"".join(encode_example_parts(features))


_ENCODERS: dict[str, Callable[[list[Any]], bytes]] = {
    "bytes": lambda vs: bytes_feature(v.encode("utf-8") if isinstance(v, str) else bytes(v)
                                      for v in vs),
    "float": float_feature, "int64": int64_feature}


def encode_example_typed(feats: dict[str, Any], spec: dict[str, dict[str, Any]]
                         ) -> list[bytes]:
    """The Example as parts, each feature of the kind its spec says: an image with no
    objects must still store float (not bytes) box lists, which type inference from the
    values cannot know. Non-empty features go through the shared encoder (the image is
    not copied); empty lists are appended, typed, after them (still deterministic)."""
    full = {k: v for k, v in feats.items() if not (isinstance(v, list) and not v)}
    parts = encode_example_parts(full)
    empties = []
    for key in sorted(set(feats) - set(full)):
        empty = _ENCODERS[spec[key]["kind"]]([])
        entry = encode_field(1, key.encode("utf-8")) + encode_field(2, empty)
        empties.append(encode_field(1, entry))
    if not empties:
        return parts
    body = parts[1:] + empties
    return [_header(1, sum(len(p) for p in body)), *body]


# --- decoding (used by inspect and tests) -----------------------------------------------


def read_varint(buf: bytes | memoryview, pos: int) -> tuple[int, int]:
    """A protobuf varint at `pos`: (value, position after it). ExampleDecodeError when cut."""
    result = shift = 0
    while True:
        if pos >= len(buf):
            raise ExampleDecodeError("truncated varint")
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if not b & 0x80:
            return result, pos
        shift += 7
        if shift > 70:
            raise ExampleDecodeError("varint too long")


def iter_fields(buf: bytes | memoryview) -> Iterator[tuple[int, int, Any]]:
    """Yield (field_number, wire_type, value) for a protobuf message (bytes or memoryview;
    slices of a memoryview are views, so large values are not copied). Raises
    ExampleDecodeError on malformed data."""
    pos, end = 0, len(buf)
    value: int | bytes | memoryview
    while pos < end:
        key, pos = read_varint(buf, pos)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, pos = read_varint(buf, pos)
        elif wire == 2:
            n, pos = read_varint(buf, pos)
            if pos + n > end:
                raise ExampleDecodeError("length-delimited field runs past the end")
            value, pos = buf[pos:pos + n], pos + n
        elif wire in (1, 5):
            size = 8 if wire == 1 else 4
            if pos + size > end:
                raise ExampleDecodeError("fixed-size field runs past the end")
            value, pos = buf[pos:pos + size], pos + size
        else:
            raise ExampleDecodeError(f"unsupported wire type {wire}")
        if number == 0:
            raise ExampleDecodeError("field number 0")
        yield number, wire, value


def _need_bytes(wire: int, what: str) -> None:
    if wire != 2:
        raise ExampleDecodeError(f"{what} is not length-delimited")


def _decode_feature(buf: bytes) -> tuple[str, list[Any]]:
    for number, wire, payload in iter_fields(buf):
        _need_bytes(wire, "a feature kind")
        values: list[Any] = []
        for vnum, vwire, v in iter_fields(payload):
            if vnum != 1:
                continue
            if number == 1:
                _need_bytes(vwire, "a bytes value")
                values.append(bytes(v))
            elif number == 2:
                if vwire == 2:
                    if len(v) % 4:
                        raise ExampleDecodeError("packed floats are not a multiple of 4 bytes")
                    values.extend(struct.unpack(f"<{len(v) // 4}f", v))
                elif vwire == 5:
                    values.append(struct.unpack("<f", v)[0])
                else:
                    raise ExampleDecodeError("a float value has the wrong wire type")
            elif number == 3:
                if vwire == 2:
                    pos = 0
                    while pos < len(v):
                        n, pos = read_varint(v, pos)
                        values.append(n - (1 << 64) if n >= 1 << 63 else n)
                else:
                    if vwire != 0:
                        raise ExampleDecodeError("an int64 value has the wrong wire type")
                    values.append(v - (1 << 64) if v >= 1 << 63 else v)
        kind = {1: "bytes", 2: "float", 3: "int64"}.get(number)
        if kind is None:
            raise ExampleDecodeError(f"unknown feature kind {number}")
        return kind, values
    return "none", []


def decode_example(buf: bytes) -> dict[str, tuple[str, list[Any]]]:
    """Parse a serialized tf.train.Example into {key: (kind, values)}.
    Raises ExampleDecodeError (only) for bytes that are not a valid Example."""
    try:
        return _decode_example(buf)
    except ExampleDecodeError:
        raise
    except (struct.error, TypeError, ValueError, IndexError) as e:
        raise ExampleDecodeError(f"malformed Example: {e}") from None


def _decode_example(buf: bytes) -> dict[str, tuple[str, list[Any]]]:
    out: dict[str, tuple[str, list[Any]]] = {}
    for number, wire, features in iter_fields(buf):
        if number != 1 or wire != 2:
            continue
        for fnum, fwire, entry in iter_fields(features):
            if fnum != 1 or fwire != 2:
                continue
            key, value = None, b""
            for enum_, ewire, ev in iter_fields(entry):
                if enum_ == 1:
                    _need_bytes(ewire, "a feature key")
                    key = bytes(ev).decode("utf-8", errors="replace")
                elif enum_ == 2:
                    _need_bytes(ewire, "a feature value")
                    value = ev
            if key is None:
                raise ExampleDecodeError("feature map entry without a key")
            out[key] = _decode_feature(value)
    return out
