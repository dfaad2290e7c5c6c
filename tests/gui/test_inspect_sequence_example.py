"""Records that are tf.train.SequenceExample messages (video, text: a context and a list
of features per step) are said to be so, with how TensorFlow reads them. Inspect said
only "not tf.train.Example" (and "Some records are not tf.train.Example messages"),
which left the person who received the files guessing what they hold."""

from __future__ import annotations

from engine.commands.inspect import inspect_paths
from engine.commands.inspect_payload import is_sequence_example
from engine.commands.inspect_text import format_file
from engine.records.example import encode_example, encode_feature, encode_field
from engine.records.tfrecord import frame
from gui.widgets.inspect_summary import summary_lines


def sequence_example(i: int) -> bytes:
    """A SequenceExample as TensorFlow writes it: context {len}, feature list {tokens}."""
    steps = b"".join(encode_field(1, encode_feature([i + t])) for t in range(3))
    lists = encode_field(1, encode_field(1, b"tokens") + encode_field(2, steps))
    return encode_example({"len": 3}) + encode_field(2, lists)


def test_sequence_examples_are_told_from_other_bytes():
    assert is_sequence_example(sequence_example(0))
    assert not is_sequence_example(b"line 0")
    assert not is_sequence_example(encode_field(2, b"\x0a\x01x"))   # a list, no Feature
    assert not is_sequence_example(encode_example({"x": 1}))   # (no feature list)


def test_inspect_says_what_the_records_are(tmp_path):
    (tmp_path / "seq.tfrecord").write_bytes(b"".join(frame(sequence_example(i))
                                                     for i in range(4)))
    (tmp_path / "text.tfrecord").write_bytes(frame(b"line 0") + frame(b"line 1"))
    report = inspect_paths([str(tmp_path)])
    text = {f.path.rsplit("/", 1)[-1]: format_file(f) for f in report.files}
    assert "tf.train.SequenceExample records: TensorFlow reads them with " \
           "tf.io.parse_single_sequence_example" in text["seq.tfrecord"]
    assert "SequenceExample" not in text["text.tfrecord"]
    lines, _ = summary_lines(report.to_dict())
    assert "4 records are tf.train.SequenceExample messages: they are shown as bytes; " \
           "TensorFlow reads them with tf.io.parse_single_sequence_example." in lines
    # the plain text records are still said to be something else
    assert "Some records are not tf.train.Example messages; they are shown as bytes." in lines
    (tmp_path / "text.tfrecord").unlink()
    lines, _ = summary_lines(inspect_paths([str(tmp_path)]).to_dict())
    assert not [line for line in lines if "not tf.train.Example" in line]
