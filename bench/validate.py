"""Check a runner's output without TensorFlow: framing, both CRCs, record count, schema
(with the engine's own reader and Example decoder; tests/bench cross-checks with tf.data).

The harness runs this after every run (cheaply, in-process) so a fast runner that wrote
nothing useful can never look good.  tests/bench reads the same files back with tf.data.
"""

from __future__ import annotations

import io
from dataclasses import asdict, dataclass, field
from pathlib import Path

from engine.errors import ExampleDecodeError
from engine.records.example import decode_example
from engine.records.tfrecord import detect_compression, iter_records, open_records

REQUIRED_KEYS = ("image/encoded", "image/format", "image/height", "image/width",
                 "image/class/label")


def tfrecord_files(out_dir: Path) -> list[Path]:
    """Every TFRecord file a runner left in out_dir (any depth), sorted."""
    out_dir = Path(out_dir)
    return sorted(p for p in out_dir.rglob("*")
                  if p.is_file() and p.name.endswith((".tfrecord", ".tfrecord.gz")))


def records(path: Path):
    """Yield each record's payload; raise ValueError (RecordError) on bad framing or CRC."""
    with open_records(str(path), detect_compression(str(path))) as f:
        for rec in iter_records(f):
            yield rec.data


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
            for rec in records(path):
                if first is None:
                    first = rec
                chk.records += 1
        except (ValueError, EOFError) as exc:
            chk.problems.append(f"{path.name}: {exc}")
    if first is not None:
        try:
            feats = {k: values for k, (_, values) in decode_example(first).items()}
            missing = [k for k in REQUIRED_KEYS if k not in feats]
            if missing:
                chk.problems.append(f"first record lacks {missing}")
            elif image_size:
                from PIL import Image

                with Image.open(io.BytesIO(feats["image/encoded"][0])) as im:
                    if im.size != (image_size, image_size):
                        chk.problems.append(f"first image is {im.size}, not {image_size}")
        except (ExampleDecodeError, OSError, ValueError) as exc:
            chk.problems.append(f"first record unreadable: {exc}")
    if expected_records is not None and not (
            expected_records - allow_fewer <= chk.records <= expected_records):
        chk.problems.append(f"{chk.records} records, expected {expected_records}"
                            + (f" (-{allow_fewer} rejected)" if allow_fewer else ""))
    chk.ok = not chk.problems
    return chk
