"""Check a runner's output without TensorFlow: framing, both CRCs, record count, schema.

The harness runs this after every run (cheaply, in-process) so a fast runner that wrote
nothing useful can never look good.  tests/bench reads the same files back with tf.data.
"""

from __future__ import annotations

import gzip
import io
import struct
import zlib
from dataclasses import asdict, dataclass, field
from pathlib import Path

import google_crc32c

_MASK_DELTA = 0xA282EAD8
REQUIRED_KEYS = ("image/encoded", "image/format", "image/height", "image/width",
                 "image/class/label")


def _masked_crc(data: bytes) -> int:
    crc = google_crc32c.value(data)
    return (((crc >> 15) | (crc << 17)) + _MASK_DELTA) & 0xFFFFFFFF


def tfrecord_files(out_dir: Path) -> list[Path]:
    """Every TFRecord file a runner left in out_dir (any depth), sorted."""
    out_dir = Path(out_dir)
    return sorted(p for p in out_dir.rglob("*")
                  if p.is_file() and p.name.endswith((".tfrecord", ".tfrecord.gz")))


def _open(path: Path):
    if path.name.endswith(".gz"):
        return gzip.open(path, "rb")
    if path.name.endswith(".zz") or path.name.endswith(".zlib"):
        return io.BytesIO(zlib.decompress(path.read_bytes()))
    return open(path, "rb")


def iter_records(path: Path):
    """Yield each record's payload; raise ValueError on bad framing or CRC."""
    with _open(path) as f:
        while True:
            header = f.read(12)
            if not header:
                return
            if len(header) < 12:
                raise ValueError(f"{path.name}: truncated header")
            length_bytes, crc = header[:8], struct.unpack("<I", header[8:])[0]
            if _masked_crc(length_bytes) != crc:
                raise ValueError(f"{path.name}: length CRC mismatch")
            (length,) = struct.unpack("<Q", length_bytes)
            data = f.read(length)
            footer = f.read(4)
            if len(data) < length or len(footer) < 4:
                raise ValueError(f"{path.name}: truncated record")
            if _masked_crc(data) != struct.unpack("<I", footer)[0]:
                raise ValueError(f"{path.name}: data CRC mismatch")
            yield data


# --- a minimal tf.train.Example reader (enough to check keys and one image) ------------


def _varint(buf: bytes, pos: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if not b & 0x80:
            return result, pos
        shift += 7


def _fields(buf: bytes):
    pos = 0
    while pos < len(buf):
        key, pos = _varint(buf, pos)
        wire = key & 7
        if wire == 0:
            value, pos = _varint(buf, pos)
        elif wire == 2:
            n, pos = _varint(buf, pos)
            value, pos = buf[pos:pos + n], pos + n
        elif wire == 1:
            value, pos = buf[pos:pos + 8], pos + 8
        elif wire == 5:
            value, pos = buf[pos:pos + 4], pos + 4
        else:
            raise ValueError(f"wire type {wire}")
        yield key >> 3, wire, value


def parse_example(record: bytes) -> dict[str, list]:
    """Feature name -> list of values (bytes or ints; floats are left as raw bytes)."""
    features: dict[str, list] = {}
    for num, _, features_msg in _fields(record):
        if num != 1:
            continue
        for _, _, entry in _fields(features_msg):
            name, feature = None, b""
            for enum, _, v in _fields(entry):
                if enum == 1:
                    name = v.decode("utf-8")
                elif enum == 2:
                    feature = v
            values: list = []
            for kind, _, lst in _fields(feature):
                for vnum, vwire, v in _fields(lst):
                    if kind == 1:
                        values.append(bytes(v))
                    elif kind == 3 and vwire == 2:  # packed int64
                        p = 0
                        while p < len(v):
                            x, p = _varint(v, p)
                            values.append(x - (1 << 64) if x >= 1 << 63 else x)
                    elif kind == 3:
                        values.append(v)
                    else:
                        values.append(v)
            features[name] = values
    return features


@dataclass
class OutputCheck:
    ok: bool
    files: int = 0
    records: int = 0
    bytes: int = 0
    problems: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)


def check_output(out_dir: Path, expected_records: int | None, *, image_size: int | None = None,
                 allow_fewer: int = 0) -> OutputCheck:
    """Count and CRC-check every record; check the schema and the first image's size.

    ``allow_fewer`` tolerates inputs a runner legitimately rejected (it must say so).
    """
    files = tfrecord_files(out_dir)
    chk = OutputCheck(ok=False, files=len(files))
    if not files:
        chk.problems.append("no .tfrecord files")
        return chk
    first = None
    for path in files:
        chk.bytes += path.stat().st_size
        try:
            for rec in iter_records(path):
                if first is None:
                    first = rec
                chk.records += 1
        except ValueError as exc:
            chk.problems.append(str(exc))
    if first is not None:
        try:
            feats = parse_example(first)
            missing = [k for k in REQUIRED_KEYS if k not in feats]
            if missing:
                chk.problems.append(f"first record lacks {missing}")
            elif image_size:
                from PIL import Image

                with Image.open(io.BytesIO(feats["image/encoded"][0])) as im:
                    if im.size != (image_size, image_size):
                        chk.problems.append(f"first image is {im.size}, not {image_size}")
        except Exception as exc:  # noqa: BLE001 - any parse failure is a finding
            chk.problems.append(f"first record unreadable: {exc}")
    if expected_records is not None and not (
            expected_records - allow_fewer <= chk.records <= expected_records):
        chk.problems.append(f"{chk.records} records, expected {expected_records}"
                            + (f" (-{allow_fewer} rejected)" if allow_fewer else ""))
    chk.ok = not chk.problems
    return chk
