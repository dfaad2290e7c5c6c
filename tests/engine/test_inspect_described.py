"""engine.commands.inspect describes sound files written by TensorFlow's own
TFRecordWriter (tests/engine/tfrecord_files.py) and by our framing alike: compression,
schema, labels and samples, with progress and cancelling."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # lets plain `pytest` work without installing the project
    sys.path.insert(0, str(ROOT))

from engine.commands import inspect as ins  # noqa: E402
from engine.records.example import encode_example  # noqa: E402
from engine.records.tfrecord import frame  # noqa: E402
from tests.engine.tfrecord_files import N, sample_features, sample_image  # noqa: E402


@pytest.mark.parametrize("kind", ["plain", "gzip", "zlib"])
def test_tf_written_file_is_described(files, kind):
    r = ins.inspect_file(str(files[kind]))
    assert r.ok and r.complete
    assert r.compression == {"plain": "none"}.get(kind, kind)
    assert r.records == N
    assert r.size == files[kind].stat().st_size
    assert r.payload == ins.EXAMPLE
    schema = {f.key: f for f in r.schema}
    assert set(schema) == set(sample_features(0))
    assert schema["image/encoded"].kind == "bytes"
    assert schema["image/encoded"].image_formats == {"JPEG": N // 2, "PNG": N // 2}
    assert r.image_keys == ["image/encoded"]
    assert schema["image/class/label"].kind == "int64"
    assert (schema["image/class/label"].min_value, schema["image/class/label"].max_value) == (0, 2)
    assert schema["image/width"].min_value == 20 and schema["image/width"].max_value == 20 + N - 1
    bbox = schema["image/object/bbox/xmin"]
    assert (bbox.kind, bbox.min_count, bbox.max_count, bbox.present) == ("float", 0, 2, N)
    assert schema["image/filename"].example == '"img_000.jpeg"'
    assert r.labels is not None
    assert (r.labels.key, r.labels.text_key) == ("image/class/label", "image/class/text")
    assert [(c.value, c.text, c.count) for c in r.labels.classes] == [
        (0, "cat", 4), (1, "dog", 4), (2, "emu", 4)]
    assert r.labels.warnings == []
    assert [(s.record, s.format, s.width, s.height) for s in r.samples] == [
        (i, sample_image(i)[1], *sample_image(i)[2]) for i in range(5)]


def test_compression_can_be_given(files):
    assert ins.inspect_file(str(files["gzip"]), "gzip").ok
    wrong = ins.inspect_file(str(files["gzip"]), "none")
    assert wrong.error.kind == "not_tfrecord"


def test_our_own_framing_reads_the_same(files, tmp_path):
    path = tmp_path / "ours.tfrecord"
    path.write_bytes(b"".join(frame(encode_example(sample_features(i))) for i in range(N)))
    ours, theirs = ins.inspect_file(str(path)), ins.inspect_file(str(files["plain"]))
    assert ours.ok and ours.records == N
    assert [f.key for f in ours.schema] == [f.key for f in theirs.schema]
    assert ours.labels == theirs.labels


def test_non_example_payload(files):
    r = ins.inspect_file(str(files["raw"]))
    assert r.ok and r.records == 5
    assert r.payload == ins.NOT_EXAMPLE == "not tf.train.Example"
    assert r.schema == [] and r.labels is None and r.samples == []


def test_progress_and_cancel(tmp_path):
    path = tmp_path / "many.tfrecord"
    path.write_bytes(b"".join(frame(encode_example({"label": i % 4})) for i in range(600)))
    seen = []
    r = ins.inspect_file(str(path), progress=lambda n, b: seen.append((n, b)))
    assert r.complete and r.records == 600
    assert [n for n, _ in seen] == [256, 512, 600] and seen[-1][1] == path.stat().st_size
    r = ins.inspect_file(str(path), cancel=lambda: True)
    assert not r.complete and r.records == 256 and r.ok


def test_label_only_key_and_text_only(tmp_path):
    path = tmp_path / "l.tfrecord"
    path.write_bytes(b"".join(frame(encode_example({"label": i % 2, "x": 1.5})) for i in range(5)))
    lab = ins.inspect_file(str(path)).labels
    assert (lab.key, [(c.value, c.count) for c in lab.classes]) == ("label", [(0, 3), (1, 2)])
    path.write_bytes(b"".join(frame(encode_example({"image/class/text": t}))
                              for t in ["b", "a", "b"]))
    lab = ins.inspect_file(str(path)).labels
    assert (lab.key, [(c.value, c.count) for c in lab.classes]) == (
        "image/class/text", [("a", 1), ("b", 2)])


def test_inconsistent_label_names_are_flagged(tmp_path):
    path = tmp_path / "l.tfrecord"
    recs = [{"image/class/label": 0, "image/class/text": t} for t in ("cat", "dog")]
    path.write_bytes(b"".join(frame(encode_example(r)) for r in recs))
    assert "label 0 appears with several names: cat, dog" in ins.inspect_file(
        str(path)).labels.warnings


def test_a_multi_label_records_texts_are_shown_as_its_labels_are(tmp_path):
    """Inspect's Features table showed a multi-label record's image/class/label as
    "7, 2" and its image/class/text as "鳥" alone, as if the two disagreed: the texts
    are shown as the numbers are, up to five."""
    path = tmp_path / "ml.tfrecord"
    path.write_bytes(frame(encode_example({"image/class/label": [7, 2],
                                           "image/class/text": ["鳥".encode(), b"cat"]})))
    schema = {f.key: f for f in ins.inspect_file(str(path)).schema}
    assert schema["image/class/label"].example == "7, 2"
    assert schema["image/class/text"].example == '"鳥", "cat"'
