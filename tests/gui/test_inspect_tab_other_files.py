"""The Inspect tab with the real engine on files not of ours: a file written by
TensorFlow's TFRecordWriter without images, records holding HEIC and AVIF photos, and
files that are no TFRecord (a CSV, a 3-byte note, text named as ZLIB)."""

from __future__ import annotations

import os

from studio_fixtures import open_and_wait


def test_inspect_tf_written_file_without_images(qtbot, window, tmp_path):
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    import tensorflow as tf
    path = tmp_path / "plain.tfrecord"
    with tf.io.TFRecordWriter(str(path)) as w:
        for i in range(5):
            ex = tf.train.Example(features=tf.train.Features(feature={
                "id": tf.train.Feature(int64_list=tf.train.Int64List(value=[i])),
                "score": tf.train.Feature(float_list=tf.train.FloatList(value=[i / 2, 1.5])),
                "name": tf.train.Feature(bytes_list=tf.train.BytesList(value=[b"item%d" % i])),
                "blob": tf.train.Feature(bytes_list=tf.train.BytesList(value=[b"\x00\xff\x10"])),
            }))
            w.write(ex.SerializeToString())
    panel = window.inspect
    open_and_wait(qtbot, panel, [path])
    assert "<b>5</b> records" in panel.summary.text()
    assert panel.grid.count() == 5 and panel.pages() == 1 and not panel.next_btn.isEnabled()
    assert panel.grid.item(0).icon().isNull()
    panel.grid.setCurrentRow(2)
    feats = {panel.detail.item(r, 0).text(): panel.detail.item(r, 2).text()
             for r in range(panel.detail.rowCount())}
    # (a float as the Features table's first values say it: 1, 0.1, not 0.100000001490…)
    assert feats == {"blob": "<3 bytes: 00 ff 10>", "id": "2", "name": "item2",
                     "score": "1, 1.5"}
    assert "no image" in panel.preview.text()
    assert not panel.verify_btn.isEnabled()  # no manifest of ours beside it
    assert not panel.left_tabs.isTabEnabled(1) and panel.left_tabs.currentIndex() == 0
    panel.grid.item(1).setSelected(True)
    assert not panel.export_btn.isEnabled()  # nothing to export


def test_inspect_heic_and_avif_records(qtbot, window, tmp_path):
    # Records holding phone photos' own bytes (other tools write them; ours converted them
    # until HEIC and AVIF originals were refused, since TensorFlow reads neither): their
    # tiles were empty (Qt reads neither) and Export wrote them as .bin.
    import io

    import pillow_heif
    from PIL import Image

    from engine.records.example import encode_example_parts
    from engine.records.tfrecord import frame_parts
    pillow_heif.register_heif_opener()
    records = []
    for fmt, kind in (("HEIF", "heic"), ("AVIF", "avif")):
        buf = io.BytesIO()
        Image.new("RGB", (60, 40), (200, 60, 30)).save(buf, fmt, quality=80)
        records.append(frame_parts(encode_example_parts({
            "image/encoded": buf.getvalue(), "image/format": kind,
            "image/filename": f"cat/photo.{kind}", "image/class/label": 0})))
    shard = tmp_path / "phone.tfrecord"
    shard.write_bytes(b"".join(records))
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, [shard])
    assert panel.grid.count() == 2
    assert not any(panel.grid.item(i).icon().isNull() for i in range(2))
    for i in range(2):
        panel.grid.item(i).setSelected(True)
    assert panel.export_selected(str(tmp_path / "exported")) == 2
    assert sorted(f.suffix for f in (tmp_path / "exported").iterdir()) == [".avif", ".heic"]


def test_a_file_that_is_no_tfrecord_shows_no_damaged_record(qtbot, window, tmp_path):
    """A CSV opened in Inspect: the summary said "not a TFRecord file" and the grid showed
    a tile "#0 damaged" with "length CRC mismatch" beside it."""
    table = tmp_path / "table.csv"
    table.write_text("path,label\na.jpg,cat\nb.jpg,dog\n" * 20)
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, [table])
    assert "not a TFRecord file" in panel.summary.text()
    assert panel.grid.count() == 0
    assert panel.page_label.text() == \
        "not a TFRecord file (its first record header is invalid)"


def test_a_file_too_short_for_a_record_shows_no_missing_record(qtbot, window, tmp_path):
    """A 3-byte notes.txt: the summary said "too short to hold one record" and the grid
    showed a tile "#0 missing" (review)."""
    note = tmp_path / "notes.txt"
    note.write_bytes(b"hi\n")
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, [note])
    assert panel.grid.count() == 0
    assert panel.page_label.text() == "not a TFRecord file (too short to hold one record)"


def test_a_text_file_read_as_zlib_shows_no_damaged_record(qtbot, window, tmp_path):
    """The grid decided "not a TFRecord" from a record's fields and missed the engine's
    other verdicts (review): it now takes the engine's own, whichever it is."""
    note = tmp_path / "notes.zz"   # (named as ZLIB: the engine reads it so)
    note.write_text("path,label\na.jpg,cat\n" * 20)
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, [note])
    assert "not a TFRecord" in panel.summary.text(), panel.summary.text()
    assert panel.grid.count() == 0 and "not a TFRecord" in panel.page_label.text()
