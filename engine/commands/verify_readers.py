"""The two readers `verify` can use: TensorFlow's own (tf.data.TFRecordDataset, the
tf.train.Example protobuf, tf.io parsing and image decoding), and the engine's built-in one
(engine.records.tfrecord framing with both CRCs, engine.records.example wire decoding, Pillow).

Both yield the same thing, so every check in engine.commands.verify is written once and both readers
reach the same verdict on the same damaged input: per shard, an iterator of
``{key: (kind, values)}`` dicts (kind "bytes" | "int64" | "float" | "none"), ending with a
:class:`ShardReadError` when the stream itself is damaged, or an OSError when the file
cannot be opened or read (that is not damage of the shard).

TensorFlow is imported only when its reader is chosen, and only in the parent process.
"""

from __future__ import annotations

import gzip
import io
import logging
import os
import re
import sys
import zlib
from collections.abc import Iterator

from engine.errors import (
    ExampleDecodeError,
    ReaderUnavailable,
    RecordError,
    RecordParseError,
    ShardReadError,
)
from engine.records.example import decode_example
from engine.records.tfrecord import (
    check_framing,
    compressed_damage,
    iter_records,
    open_records,
    tf_compression_type,
)

log = logging.getLogger(__name__)

READERS = ("auto", "tensorflow", "builtin")

Example = dict[str, tuple[str, list]]

#: records TensorFlow's reader reads ahead of the checks
_READ_AHEAD = 64


class BuiltinReader:
    name = "builtin"

    def records(self, path: str, compression: str) -> Iterator[bytes]:
        n = 0
        try:
            with open_records(path, compression) as stream:
                for rec in iter_records(stream):
                    yield rec.data
                    n += 1
        except RecordError as e:
            raise ShardReadError(n, e.reason) from None
        except (EOFError, zlib.error, gzip.BadGzipFile) as e:
            # (BadGzipFile is an OSError: any other OSError is the disk's, and propagates)
            raise ShardReadError(n, compressed_damage(e)) from None

    def parse(self, data: bytes) -> Example:
        try:
            return decode_example(data)
        except ExampleDecodeError as e:
            raise RecordParseError(str(e)) from None

    def confirm(self, data: bytes, spec: dict) -> str:
        return ""  # parse() already read every field

    def decode_image(self, data: bytes, fmt: str, channels: int) -> tuple[int, ...] | str:
        return pillow_decode(data)


class TensorFlowReader:
    name = "tensorflow"

    def __init__(self):
        self.tf = import_tensorflow()
        self._spec_cache: dict | None = None

    def records(self, path: str, compression: str) -> Iterator[bytes]:
        tf = self.tf
        # TensorFlow allocates whatever a length field with a matching CRC claims (2^40
        # bytes: a segmentation fault), so the framing is checked first with bounded reads
        # and TensorFlow reads only the records before the first damage. A broken GZIP or
        # ZLIB stream is one of check_framing's damages; an OSError (the file cannot be
        # opened or read) propagates, as from the built-in reader.
        with open_records(path, compression) as stream:
            sound, damage = check_framing(stream)
        ds = tf.data.TFRecordDataset(path, compression_type=tf_compression_type(compression))
        # Without tf.data's autotuning, and with a read-ahead of its own (autotuning added
        # one): on a busy machine an autotuned iterator took seconds to go after the last
        # record (a walk's check sat at 99% with no word for 9.5 s of its 30; 0.7 s median,
        # 3.4 s at worst of 6 runs over 1,200 COCO records; without it 0.01 s at worst,
        # the records read as fast)
        options = tf.data.Options()
        options.autotune.enabled = False
        ds = ds.with_options(options)
        it = iter((ds.take(sound) if damage else ds).prefetch(_READ_AHEAD))
        n = 0
        while True:
            try:
                rec = next(it)
            except StopIteration:
                if damage:
                    raise ShardReadError(n, damage.reason) from None
                return
            except tf.errors.OpError as e:
                raise ShardReadError(n, _own_reason(path, compression, n)
                                     or _first_line(e.message)) from None
            yield rec.numpy()
            n += 1

    def parse(self, data: bytes) -> Example:
        from google.protobuf.message import DecodeError  # comes with TensorFlow
        try:
            ex = self.tf.train.Example.FromString(data)
        except DecodeError as e:
            raise RecordParseError(str(e) or "not a tf.train.Example") from None
        out: Example = {}
        for key, feat in ex.features.feature.items():
            kind = feat.WhichOneof("kind")
            if kind is None:
                out[key] = ("none", [])
            else:
                out[key] = (kind.split("_")[0], list(getattr(feat, kind).value))
        return out

    def confirm(self, data: bytes, spec: dict) -> str:
        """TensorFlow's own parser with the manifest's spec: what training code will run."""
        tf = self.tf
        if self._spec_cache is None:
            dtype = {"bytes": tf.string, "int64": tf.int64, "float": tf.float32}
            self._spec_cache = {k: tf.io.VarLenFeature(dtype[v["kind"]]) if v.get("varlen")
                                else tf.io.FixedLenFeature(v.get("shape", []), dtype[v["kind"]])
                                for k, v in spec.items()}
        try:
            tf.io.parse_single_example(data, self._spec_cache)
        except tf.errors.OpError as e:
            return ("TensorFlow cannot parse it with the manifest's features: "
                    f"{_first_line(e.message)}")
        return ""

    def decode_image(self, data: bytes, fmt: str, channels: int) -> tuple[int, ...] | str:
        tf = self.tf
        if fmt not in ("jpeg", "png", "gif", "bmp"):
            return pillow_decode(data)  # webp/tiff kept with --format original: no TF decoder
        try:
            # TF takes 0, 1, 3 or 4; a grey+alpha original (2) decodes as stored with 0.
            img = tf.io.decode_image(data, channels=channels if channels != 2 else 0,
                                     expand_animations=False)
        except tf.errors.OpError as e:
            return f"TensorFlow cannot decode the image: {_first_line(e.message)}"
        return tuple(int(d) for d in img.shape)


def pillow_decode(data: bytes) -> tuple[int, ...] | str:
    """(height, width, channels) of a fully decoded image, or why it cannot be decoded. Its
    size is not checked: pillow_header said it first."""
    from engine.codecs.pixel_limit import opened
    try:
        with opened(io.BytesIO(data)) as im:
            im.load()
            bands = len(im.getbands())
            return (im.size[1], im.size[0], bands)
    except Exception as e:  # noqa: BLE001 - Pillow raises many types for damaged data
        return f"Pillow cannot decode the image: {e}"


def pillow_header(data: bytes, max_pixels: int) -> tuple[str, int, int] | str:
    """(format, width, height) from the image header alone (nothing decoded), or why it
    cannot be read. Above ``max_pixels`` (the run's --max-pixels, from its manifest; not
    Pillow's own limit: engine.codecs.pixel_limit) :func:`above_the_runs_limit` says so: a
    WebP by its header's size, before Pillow's opener sets up a decoder for it."""
    from engine.codecs.pixel_limit import claimed_size, opened
    try:
        size = claimed_size(data[:30])
        fmt = "webp"
        if size is None or size[0] * size[1] <= max_pixels:
            with opened(io.BytesIO(data)) as im:
                fmt, size = (im.format or "").lower(), im.size
    except Exception as e:  # noqa: BLE001 - Pillow raises many types for damaged headers
        return f"the image cannot be read: {e}"
    if size[0] * size[1] > max_pixels:
        return above_the_runs_limit(*size, max_pixels)
    return fmt, size[0], size[1]


def above_the_runs_limit(w: int, h: int, max_pixels: int) -> str:
    """A record's image above the --max-pixels its manifest records (verify.rec_too_large).
    The run refused such an image, so the dataset is not as it made it; `verify` has no
    --max-pixels to raise (the run's refusal said "raise --max-pixels if it is genuine")."""
    from engine.codecs.refusals import megapixels
    return (f"image is {w}x{h} = {megapixels(w, h)} megapixels, above the --max-pixels "
            f"limit of {max_pixels / 1e6:g} MP that the manifest says the dataset was "
            "converted with: the run refuses such an image, so the shard or the manifest "
            "was changed after the run (convert again to rebuild the dataset)")


def make_reader(choice: str) -> tuple[BuiltinReader | TensorFlowReader, str]:
    """(reader, note). `auto` takes TensorFlow when it can be imported, else the built-in
    reader (the note then says why). Raises ReaderUnavailable for an explicit `tensorflow`
    that cannot be imported."""
    if choice == "builtin":
        return BuiltinReader(), ""
    try:
        return TensorFlowReader(), ""
    except Exception as e:  # noqa: BLE001 - not installed, or an installation that cannot load
        if choice == "tensorflow":
            raise ReaderUnavailable(
                f"TensorFlow cannot be imported ({e}); install it (pip install "
                "tensorflow) or use --reader builtin") from None
        return BuiltinReader(), f"TensorFlow is not available ({e}); used the built-in reader"


_TF = None


def import_tensorflow():
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
        except BaseException as e:
            os.dup2(saved, 2)
            if not isinstance(e, ImportError):
                captured.seek(0)
                log.error("TensorFlow failed to start; its output:\n%s",
                          captured.read().decode("utf-8", "replace").rstrip())
            raise
        finally:
            os.dup2(saved, 2)
            os.close(saved)
    _TF = tf
    return tf


def _own_reason(path: str, compression: str, n: int) -> str:
    """The built-in reader's reason for the damage TensorFlow stopped at after `n` records
    (a data CRC mismatch, which the framing check does not read for), or "" when it finds
    none there. TensorFlow's own words ("corrupted record at 4351") name another offset
    than Inspect's (the record's data, not its header) and have no translation; with this
    both readers give the same sentence for the same file."""
    try:
        with open_records(path, compression) as stream:
            for i, _ in enumerate(iter_records(stream)):
                if i >= n:
                    return ""
    except RecordError as e:
        return e.reason
    except (EOFError, zlib.error, gzip.BadGzipFile, OSError):
        return ""
    return ""


def _first_line(message: object) -> str:
    """TensorFlow's message without its op plumbing ("{{function_node ...}}", "[Op:...]")."""
    lines = str(message).splitlines()
    line = lines[0] if lines else str(message)
    line = re.sub(r"\{\{function_node [^}]*\}\}\s*", "", line)
    return re.sub(r"\s*\[Op:\w+\](\s*name:.*)?$", "", line).strip()
