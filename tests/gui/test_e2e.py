"""End to end with the real engine: generated images -> Start -> TFRecords read back with
TensorFlow; cancel mid-run keeps only complete shards."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from studio_fixtures import RUN_TIMEOUT, make_dataset, start_and_wait

from engine.output_state import MANIFEST
from gui.main_window import MainWindow
from gui.widgets.summary_text import reader_words
from tests.leftovers import leftover_temporaries

pytestmark = pytest.mark.e2e


def read_back(files: list[Path]) -> list[dict]:
    import tensorflow as tf
    spec = {"image/encoded": tf.io.FixedLenFeature([], tf.string),
            "image/height": tf.io.FixedLenFeature([], tf.int64),
            "image/width": tf.io.FixedLenFeature([], tf.int64),
            "image/class/label": tf.io.FixedLenFeature([], tf.int64),
            "image/class/text": tf.io.FixedLenFeature([], tf.string)}
    out = []
    for rec in tf.data.TFRecordDataset([str(f) for f in files]):
        ex = tf.io.parse_single_example(rec, spec)
        out.append({k: v.numpy() for k, v in ex.items()})
    return out


def open_window(qtbot, settings, source: Path, out: Path) -> MainWindow:
    """The window, shown, with ``source`` and the output folder ``out`` chosen."""
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    w.set_source(str(source))
    w.options.out_edit.setText(str(out))
    return w


def test_convert_verify_and_read_back_with_tensorflow(qtbot, settings, tmp_path):
    ds = make_dataset(tmp_path / "images", classes=("cat", "dog", "owl"), per_class=8, broken=1)
    out = tmp_path / "out"
    w = open_window(qtbot, settings, ds, out)
    w.options.set_size("64")
    w.options.split.setText("train=0.75,val=0.25")
    w.options.workers.setValue(2)
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
    ok = start_and_wait(qtbot, w)
    assert ok, (w.model.error, w.controller.convert.stderr_tail())
    m = w.model
    assert m.phase == "finished" and m.verify is not None and m.verify.ok
    assert m.done == 24 and m.failed == 1
    assert w.failures.model.rowCount() == 1
    assert "broken_0.jpg" in w.failures.model.rows[0].path

    shards = sorted(out.glob("*.tfrecord"))
    assert {p.name.split("-")[1] for p in shards} == {"train", "val"}
    records = read_back(shards)
    assert len(records) == 24
    assert {r["image/class/text"].decode() for r in records} == {"cat", "dog", "owl"}
    assert all(r["image/height"] == 64 and r["image/width"] == 64 for r in records)
    assert sorted({int(r["image/class/label"]) for r in records}) == [0, 1, 2]
    import tensorflow as tf
    img = tf.io.decode_jpeg(records[0]["image/encoded"]).numpy()
    assert img.shape == (64, 64, 3)
    info = json.loads((out / MANIFEST).read_text())
    assert info["status"] == "complete" and info["total_records"] == 24
    assert info["labels"] == ["cat", "dog", "owl"] and info["num_classes"] == 3
    on_disk = {k: len(read_back(sorted(out.glob(f"*-{k}-*.tfrecord")))) for k in ("train", "val")}
    assert {k: v["records"] for k, v in info["splits"].items()} == on_disk
    assert on_disk["train"] + on_disk["val"] == 24 and on_disk["val"] >= 1
    assert sorted(sh["filename"] for v in info["splits"].values() for sh in v["shards"]) == \
        [p.name for p in shards]
    assert leftover_temporaries(out) == []
    assert w.summary.values["written"].text() == "24"
    assert not w.summary.values["objects"].isVisibleTo(w.summary)   # no annotations
    # the log ends at the outcome, then the way to the engine's full log (not at Verifying…)
    full = "The full log of this run (counts, every skipped file and why, warnings): " \
        f"{out / 'tfrecord-studio.log'}"
    qtbot.waitUntil(lambda: w.log.toPlainText().splitlines()[-1:] == [full], timeout=5000)
    lines = w.log.toPlainText().splitlines()   # (and between them, the run's counts)
    assert lines[-3] == "Finished." and lines[-2].startswith("24 images were written."), lines
    assert m.verify.checked == 24
    assert w.summary.values["verify"].text() == \
        f"OK, {reader_words(m.verify.reader)}: 24 records read back"
    assert str(out) in w.summary.command and "convert" in w.summary.command
    # How to load it: the engine's snippets, shown with this run's own file names.
    panel = w.summary.how_to_load
    assert panel.isVisibleTo(w.summary) and panel.tabs.count() == 5
    code = panel.code("tf.data")
    assert f'"{out}' in code and "data-train-*-of-*.tfrecord" in code
    assert "decode_jpeg(" in code and "compression_type" not in code


def test_cancel_mid_run_keeps_complete_shards(qtbot, settings, tmp_path):
    from PIL import Image
    rng = np.random.default_rng(0)
    root = tmp_path / "noise"
    for c in ("a", "b"):
        (root / c).mkdir(parents=True)
        for i in range(300):
            arr = rng.integers(0, 256, (240, 320, 3), dtype=np.uint8)
            Image.fromarray(arr).save(root / c / f"{i:04d}.jpg", quality=95)
    out = tmp_path / "out"
    w = open_window(qtbot, settings, root, out)
    w.options.format_combo.setCurrentIndex(w.options.format_combo.findData("png"))
    w.options.shard_mb.setValue(1)
    w.options.workers.setValue(2)
    # (the scan answered: a Start pressed during it waits for it, and nothing runs yet)
    qtbot.waitUntil(lambda: w.actions_bar.start_btn.isEnabled()
                    and not w.source_panel.scanning(), timeout=30_000)
    with qtbot.waitSignal(w.runEnded, timeout=RUN_TIMEOUT) as blocker:
        w.start()
        qtbot.waitUntil(lambda: len(w.model.shards) >= 1 or not w.controller.running(),
                        timeout=RUN_TIMEOUT)
        assert w.controller.running(), (w.model.error, w.controller.convert.stderr_tail()[-3:])
        w.cancel()
    assert blocker.args == [False]
    m = w.model
    assert m.phase == "cancelled" and m.exit_code == 130
    kept_shards, kept_records, _ = m.kept()
    assert 1 <= kept_records < 600
    files = sorted(out.glob("*.tfrecord"))
    assert len(files) == kept_shards
    # the unfinished shard's temporary is kept (what was written of it: Resume continues it)
    assert len(leftover_temporaries(out)) == (1 if m.summary.unfinished else 0)
    assert len(read_back(files)) == kept_records
    shards = "1 complete shard" if kept_shards == 1 else f"{kept_shards} complete shards"
    assert w.summary.headline.text().startswith(
        f"Cancelled. Kept {shards} with {kept_records} images (")


def test_background_option_from_the_window_reaches_the_pixels(qtbot, settings, tmp_path):
    """Transparent areas come out in the colour chosen under "Transparent areas"."""
    from PIL import Image
    src = tmp_path / "icons"
    (src / "logo").mkdir(parents=True)
    im = Image.new("RGBA", (32, 32), (255, 0, 0, 0))   # fully transparent red
    im.paste((0, 0, 255, 255), (16, 0, 32, 32))          # opaque blue right half
    im.save(src / "logo" / "logo.png")
    (src / "README.md").write_text("icons\n")             # a side file: ignored, not skipped
    out = tmp_path / "out"
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    w.set_source(str(src))
    qtbot.waitUntil(lambda: w.source_panel.last_result is not None, timeout=30_000)
    assert "1 image has transparent areas; they will be placed on white." in \
        w.source_panel.notices.text()
    w.options.out_edit.setText(str(out))
    w.options.set_size("32")
    w.options.format_combo.setCurrentIndex(w.options.format_combo.findData("png"))
    w.options.background.setCurrentIndex(w.options.background.findData("grey"))
    assert "placed on grey" in w.source_panel.notices.text()
    w.options.verify.setChecked(False)
    w.options.workers.setValue(1)
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
    assert start_and_wait(qtbot, w), w.controller.convert.stderr_tail()
    assert w.model.failed == 0 and w.model.ignored == ["README.md"]
    assert "ignored" in w.summary.values["failed"].text()
    (rec,) = read_back(sorted(out.glob("*.tfrecord")))
    import tensorflow as tf
    px = tf.io.decode_png(rec["image/encoded"], channels=3).numpy()
    assert tuple(int(v) for v in px[16, 4]) == (128, 128, 128)
    assert tuple(int(v) for v in px[16, 28]) == (0, 0, 255)


def test_a_number_of_files_per_split_from_the_window(qtbot, settings, tmp_path):
    """Shards: "Files per split" writes that many files per split (--shards), read back
    with TensorFlow, and the Summary's Copy command says so."""
    ds = make_dataset(tmp_path / "images", classes=("cat", "dog"), per_class=10)
    out = tmp_path / "out"
    w = open_window(qtbot, settings, ds, out)
    w.options.set_size("32")
    w.options.split.setText("train=0.8,val=0.2")
    w.options.shard_by.setCurrentIndex(w.options.shard_by.findData("count"))
    assert w.options.shard_count.isVisibleTo(w) and not w.options.shard_mb.isVisibleTo(w)
    w.options.shard_count.setValue(3)
    assert w.job().shards == 3 and "--shards" in w.job().convert_args()
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
    assert start_and_wait(qtbot, w), (w.model.error, w.controller.convert.stderr_tail())
    names = sorted(p.name for p in out.glob("*.tfrecord"))
    assert [n.split("-")[1] for n in names] == ["train"] * 3 + ["val"] * 3, names
    assert len(read_back(sorted(out.glob("*.tfrecord")))) == 20
    manifest = json.loads((out / MANIFEST).read_text())
    assert manifest["options"]["num_shards"] == 3
