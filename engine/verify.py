"""`verify`: read a dataset back with TensorFlow's own reader and check it against its
manifest (record counts, bytes, sha256), parsing every Example and decoding every image.

TensorFlow is imported here, lazily, and only in the parent process.
"""

from __future__ import annotations

import io
import json
import os
import sys
import time
from typing import Callable

from engine import protocol
from engine.tfrecord import tf_compression_type
from engine.writer import MANIFEST, is_shard_name, sha256_file

MAX_PROBLEMS = 50

#: progress(checked so far, total listed in the manifest, shard file name)
VerifyProgressFn = Callable[[int, int, str], None]


class _Stopped(Exception):
    pass


class _Ticker:
    """Calls ``progress`` at most every ``interval`` seconds (and when forced), and raises
    _Stopped as soon as ``should_stop`` says so, so Cancel is honoured between records."""

    def __init__(self, progress: VerifyProgressFn | None, should_stop: Callable[[], bool],
                 total: int, interval: float = 0.1) -> None:
        self.progress, self.should_stop = progress, should_stop
        self.total, self.interval = total, interval
        self.checked = 0
        self.shard = ""
        self._last = 0.0

    def tick(self, n: int = 1, force: bool = False) -> None:
        self.checked += n
        if self.should_stop():
            raise _Stopped
        now = time.monotonic()
        if self.progress is not None and (force or now - self._last >= self.interval):
            self._last = now
            self.progress(self.checked, self.total, self.shard)


def verify_dataset(folder: str, progress: VerifyProgressFn | None = None,
                   should_stop: Callable[[], bool] = lambda: False) -> protocol.VerifyResult:
    """Check every shard listed in folder/dataset_info.json. Never raises for bad data.

    ``progress`` is told the records verified so far; when ``should_stop`` returns true
    the check ends early with ``cancelled=True`` (not ok: not everything was read)."""
    problems: list[str] = []
    checked = 0
    manifest_path = os.path.join(folder, MANIFEST)
    try:
        with open(manifest_path, encoding="utf-8") as f:
            manifest = json.load(f)
    except FileNotFoundError:
        return protocol.VerifyResult(ok=False, problems=[
            f"{manifest_path} is missing: this folder was not written by TFRecord Studio, or "
            "the run did not finish. Use `inspect` for TFRecord files from elsewhere."])
    except (OSError, ValueError) as e:
        return protocol.VerifyResult(ok=False, problems=[f"{manifest_path} is unreadable: {e}"])

    if manifest.get("status") != "complete":
        problems.append(f"the run that wrote {folder} did not finish (status: "
                        f"{manifest.get('status')}); run convert again with --resume")
    compression = manifest.get("compression", "none")
    spec = manifest.get("features", {})
    listed = set()
    total = sum(int(sh.get("records", 0)) for info in manifest.get("splits", {}).values()
                for sh in info.get("shards", []))
    ticker = _Ticker(progress, should_stop, total)
    try:
        ticker.tick(0, force=True)
        checked = _check_shards(folder, manifest, compression, spec, listed, problems, ticker)
    except _Stopped:
        return protocol.VerifyResult(ok=False, checked=ticker.checked, cancelled=True,
                                     problems=["verification cancelled before every record "
                                               "was read"])
    for name in sorted(os.listdir(folder)):
        if is_shard_name(name) and name not in listed:
            problems.append(f"{os.path.join(folder, name)}: shard not listed in the manifest")
    if len(problems) > MAX_PROBLEMS:
        problems = problems[:MAX_PROBLEMS] + [f"... and {len(problems) - MAX_PROBLEMS} more"]
    return protocol.VerifyResult(ok=not problems, checked=checked, problems=problems)


def _check_shards(folder: str, manifest: dict, compression: str, spec: dict, listed: set,
                  problems: list[str], ticker: _Ticker) -> int:
    checked = 0
    for split, info in manifest.get("splits", {}).items():
        if len(info.get("shards", [])) != info.get("num_shards"):
            problems.append(f"split {split!r}: {len(info.get('shards', []))} of "
                            f"{info.get('num_shards')} shards present")
        for shard in info.get("shards", []):
            listed.add(shard["filename"])
            path = os.path.join(folder, shard["filename"])
            if not os.path.isfile(path):
                problems.append(f"{path}: missing")
                continue
            size = os.path.getsize(path)
            if size != shard["bytes"]:
                problems.append(f"{path}: {size:,} bytes on disk, the manifest says "
                                f"{shard['bytes']:,} (file cut short or changed)")
            elif sha256_file(path) != shard["sha256"]:
                problems.append(f"{path}: sha256 differs from the manifest (file changed or "
                                "corrupted)")
            if shard.get("dali_index"):
                problems.extend(_check_dali_index(folder, shard))
            ticker.shard = shard["filename"]
            n, errs = _read_with_tensorflow(path, compression, spec, ticker.tick)
            checked += n
            ticker.tick(0, force=True)
            problems.extend(errs)
            if not errs and n != shard["records"]:
                problems.append(f"{path}: TensorFlow read {n:,} records, the manifest says "
                                f"{shard['records']:,} (file cut at a record boundary?)")
    return checked


_TF = None


def _check_dali_index(folder: str, shard: dict) -> list[str]:
    """The DALI index must list exactly the shard's records (offset and framed size)."""
    from engine.writer import dali_index_lines
    path = os.path.join(folder, shard["dali_index"])
    try:
        with open(path, encoding="ascii") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        return [f"{path}: DALI index unreadable or missing ({e}); run convert with --resume "
                "to rebuild it"]
    try:
        expected = dali_index_lines(os.path.join(folder, shard["filename"]))
    except (OSError, ValueError):
        return []  # the shard itself is damaged: reported by the checks on the shard
    if text != expected:
        return [f"{path}: DALI index does not match its shard; delete it and run convert "
                "with --resume to rebuild it"]
    return []


def _import_tensorflow():
    """Import TensorFlow (lazily: 4.6 s and 0.5 GB, only when verifying) without its
    start-up chatter on stderr ("Could not find cuda drivers", "failed call to cuInit",
    oneDNN notes), which would read as errors to the people using this tool. The C++
    logging ignores TF_CPP_MIN_LOG_LEVEL for some of these, so stderr is captured at the
    file-descriptor level during import and device set-up, and shown only if that fails."""
    global _TF
    if _TF is not None:
        return _TF
    import tempfile
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as captured:
        os.dup2(captured.fileno(), 2)
        try:
            import tensorflow as tf  # noqa: PLC0415
            tf.constant(0).numpy()  # device initialisation logs here, not at import
        except BaseException:
            os.dup2(saved, 2)
            captured.seek(0)
            sys.stderr.write(captured.read().decode("utf-8", "replace"))
            raise
        finally:
            os.dup2(saved, 2)
            os.close(saved)
    _TF = tf
    return tf


def _feature_spec(tf, spec: dict) -> dict:
    dtype = {"bytes": tf.string, "int64": tf.int64, "float": tf.float32}
    return {k: tf.io.FixedLenFeature(v.get("shape", []), dtype[v["kind"]]) for k, v in spec.items()}


def _read_with_tensorflow(path: str, compression: str, spec: dict,
                          on_record: Callable[[], None] = lambda: None) -> tuple[int, list[str]]:
    """(records read, problems) for one shard: parse every Example, decode every image.
    ``on_record`` is called after each record (progress, cancel)."""
    tf = _import_tensorflow()

    features = _feature_spec(tf, spec)

    def parse(record):
        ex = tf.io.parse_single_example(record, features)
        return ex

    ds = tf.data.TFRecordDataset(path, compression_type=tf_compression_type(compression))
    ds = ds.map(parse, num_parallel_calls=tf.data.AUTOTUNE)
    n = 0
    problems: list[str] = []
    it = iter(ds)
    while True:
        try:
            ex = next(it)
        except StopIteration:
            break
        except tf.errors.DataLossError as e:
            problems.append(f"{path}: corrupt data after record {n:,}: "
                            f"{str(e.message).splitlines()[0]}")
            break
        except tf.errors.OpError as e:
            problems.append(f"{path}: record {n:,} cannot be parsed as the manifest's "
                            f"features: {str(e.message).splitlines()[0]}")
            break
        problem = _check_image(tf, ex)
        if problem:
            problems.append(f"{path}: record {n:,} ({ex['image/filename'].numpy().decode(errors='replace')}): {problem}")
            if len(problems) > 5:
                break
        n += 1
        on_record()
    return n, problems


def _check_image(tf, ex) -> str:
    fmt = ex["image/format"].numpy().decode()
    data = ex["image/encoded"].numpy()
    h, w, c = (int(ex[k].numpy()) for k in ("image/height", "image/width", "image/channels"))
    if fmt == "raw":
        return "" if len(data) == h * w * c else f"raw image has {len(data)} bytes, expected {h}x{w}x{c}"
    if fmt in ("jpeg", "png", "gif", "bmp"):
        try:
            img = tf.io.decode_image(data, channels=c, expand_animations=False)
        except tf.errors.OpError as e:
            return f"TensorFlow cannot decode the image: {str(e.message).splitlines()[0]}"
        if tuple(img.shape) != (h, w, c):
            return f"decoded shape {tuple(img.shape)} differs from stored {h}x{w}x{c}"
        return ""
    try:  # webp/tiff kept with --format original: TensorFlow has no decoder, Pillow does
        from PIL import Image
        with Image.open(io.BytesIO(data)) as im:
            im.load()
            if im.size != (w, h):
                return f"image is {im.size[0]}x{im.size[1]}, stored size is {w}x{h}"
    except Exception as e:
        return f"image cannot be decoded: {e}"
    return ""
