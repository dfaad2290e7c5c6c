"""The class table's "Written" column (the objects the records hold, beside the scan's
counts) of a run stopped in the window is shown again when the window is opened again on
its folder (a Korean walk: "기록됨" after Stop, gone after a restart, with Resume offered).
A real engine run of a COCO export whose boxes a square crop cuts, stopped after a shard."""

from __future__ import annotations

import json
import sys

import numpy as np
import pytest
from PIL import Image
from studio_fixtures import ROOT, window_added
from window_steps import WAIT

from engine.output_kind import read_output_state

sys.path.insert(0, str(ROOT))  # a Path in sys.path breaks a later `import tensorflow`
from tests.engine import imagefactory as F  # noqa: E402
from tests.engine.annotated_sources import coco_cut_by_crop  # noqa: E402

pytestmark = pytest.mark.e2e


def _source(tmp_path) -> str:
    """coco_cut_by_crop's 6 images and one more, last, whose decoder never returns under
    F.HANG_DECODER (with its boxes): a Stop lands while the run is going."""
    src = coco_cut_by_crop(tmp_path / "coco", 6)
    Image.fromarray(np.random.default_rng(99).integers(0, 255, (200, 300, 3), np.uint8)).save(
        tmp_path / "coco" / "images" / "zzz_HANGME.png")
    path = tmp_path / "coco" / "instances_default.json"
    coco = json.loads(path.read_text())
    coco["images"].append({"id": 99, "file_name": "zzz_HANGME.png", "width": 300,
                           "height": 200})
    coco["annotations"].append({"id": 990, "image_id": 99, "category_id": 1,
                                "bbox": [100, 60, 100, 80], "iscrowd": 0, "segmentation": []})
    path.write_text(json.dumps(coco))
    return src


def _column(window) -> dict[str, str] | None:
    """{class: its "Written" number} of the class table; None when it has no such column."""
    table = window.source_panel.classes
    if table.columnCount() < 3 or table.horizontalHeaderItem(2).text() != "Written":
        return None
    return {table.item(r, 0).text(): table.item(r, 2).text() for r in range(table.rowCount())}


def test_the_written_column_of_a_stopped_run_is_there_after_a_restart(
        qtbot, window, settings, tmp_path, monkeypatch):
    from gui.main_window import MainWindow
    src, out = _source(tmp_path), tmp_path / "out"
    monkeypatch.setenv("PYTHONPATH", F.with_sitecustomize(tmp_path, F.HANG_DECODER)[
        "PYTHONPATH"])
    w = window
    with qtbot.waitSignal(w.source_panel.scanned, timeout=WAIT):
        w.set_source(src)
    form = w.options
    form.out_edit.setText(str(out))
    form.resize_combo.setCurrentIndex(form.resize_combo.findData("crop"))
    form.set_size("64")
    form.workers.setValue(1)
    form.verify.setChecked(False)
    form.shuffle.setChecked(False)
    form.shard_by.setCurrentIndex(form.shard_by.findData("count"))
    form.shard_count.setValue(3)
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=WAIT)
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        w.start()
        qtbot.waitUntil(lambda: bool(w.model.shards), timeout=WAIT)
        w.cancel()
    assert w.model.phase == "cancelled"
    live = _column(w)
    written = w.model.summary.objects_per_class
    assert live is not None and written, (live, written)   # (crop cut some away)
    assert live == {c: str(written.get(c, 0)) for c in live}
    # what the folder's records say of them, read as the window reads the folder
    assert read_output_state(str(out)).objects == written
    job = w.job()
    w.close()
    settings.save_job(job)   # (the window opened again on the same job)
    again = MainWindow(settings)
    window_added(qtbot, again)
    again.show()
    qtbot.waitUntil(lambda: again.source_panel.last_result is not None, timeout=WAIT)
    again.revalidate()
    assert again.out_state.kind == "interrupted"
    assert _column(again) == live
    # another output folder: not that run's records, no column
    again.options.out_edit.setText(str(tmp_path / "elsewhere"))
    qtbot.waitUntil(lambda: _column(again) is None, timeout=10_000)
