"""A file whose name says another compression than its bytes (a GZIP file named
.tfrecord, a plain one named .gz) is read by Inspect all the same, and said to be so:
reading code written from its name fails (TensorFlow's reader needs compression_type for
a compressed file, and reads a plain one only without it). The summary said only
"compression: GZIP, none" of a folder, without which file was which."""

from __future__ import annotations

import gzip

from engine.commands.inspect import inspect_paths
from engine.commands.inspect_text import format_file
from engine.records.example import encode_example
from engine.records.tfrecord import frame
from gui.widgets.inspect_summary import summary_lines

RECORDS = b"".join(frame(encode_example({"x": i})) for i in range(3))


def _report(tmp_path) -> dict:
    (tmp_path / "renamed.tfrecord").write_bytes(gzip.compress(RECORDS))
    (tmp_path / "named.tfrecord.gz").write_bytes(gzip.compress(RECORDS))
    (tmp_path / "plain.tfrecord").write_bytes(RECORDS)
    (tmp_path / "plain.tfrecord.gz").write_bytes(RECORDS)
    return inspect_paths([str(tmp_path)])


def test_summary_names_the_files_whose_names_mislead(tmp_path):
    report = _report(tmp_path).to_dict()
    lines, problem = summary_lines(report)
    said = [line for line in lines if "though" in line]
    assert said == [
        "renamed.tfrecord is GZIP-compressed, though its name does not say so: TensorFlow "
        "reads it only with compression_type=\"GZIP\".",
        "plain.tfrecord.gz is not compressed, though its name says so: TensorFlow reads it "
        "only without compression_type."]
    assert not problem   # the records are sound: a note, not a problem


def test_text_report_says_it_beside_the_compression(tmp_path):
    by_name = {f.path.rsplit("/", 1)[-1]: format_file(f) for f in _report(tmp_path).files}
    assert 'compression  gzip (though its name does not say so: TensorFlow reads it only ' \
           'with compression_type="GZIP")' in by_name["renamed.tfrecord"]
    assert "compression  none (though its name says compressed" in \
        by_name["plain.tfrecord.gz"]
    assert "though" not in by_name["named.tfrecord.gz"] + by_name["plain.tfrecord"]
