"""The main window with the fake engine: smoke, validation, a full replayed run, failures,
crash dialog, cancel, job files, drag and drop, shortcuts, accessibility names."""

from __future__ import annotations

import csv
import json
import struct

import pytest
from PySide6.QtCore import QMimeData, QPointF, QSize, Qt, QUrl
from PySide6.QtGui import QDropEvent, QGuiApplication, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QMessageBox, QSpinBox, QWidget
from studio_fixtures import DATA, make_dataset, use_fake

from gui.engine_launch import ENGINE_ENV
from gui.job import Job
from gui.main_window import MainWindow

WAIT = 120_000   # generous: a loaded 2-core CI machine; only a failure waits this long


@pytest.fixture
def dataset(tmp_path):
    return make_dataset(tmp_path / "images", per_class=4)


def prepare(qtbot, window, dataset, out):
    window.set_source(str(dataset))
    window.options.out_edit.setText(str(out))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)


def test_smoke_open_and_close(qtbot, settings):
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w, timeout=60_000)
    assert w.windowTitle() == "TFRecord Studio"
    assert not w.actions_bar.cancel_btn.isEnabled()
    assert w.close()
    assert settings.get("window/geometry")  # geometry remembered


def test_every_control_has_object_and_accessible_names(window):
    controls = [c for c in window.findChildren(QWidget)
                if isinstance(c, (QAbstractButton, QComboBox, QLineEdit, QSpinBox))
                and c.parent() is not None and not c.objectName().startswith("qt_")]
    # line edits inside editable combos and spin boxes belong to their parent control
    controls = [c for c in controls if not isinstance(c.parent(), (QComboBox, QSpinBox))]
    assert len(controls) > 20
    missing = [c for c in controls if not c.objectName() or not c.accessibleName()]
    assert not [(type(c).__name__, c.text() if hasattr(c, "text") else "") for c in missing]


def test_shortcuts(window):
    assert QKeySequence(Qt.CTRL | Qt.Key_Return) in window.start_action.shortcuts()
    assert window.cancel_action.shortcut() == QKeySequence(Qt.Key_Escape)
    assert window.open_action.shortcut() == QKeySequence(QKeySequence.Open)


def test_start_stays_disabled_until_the_job_is_valid(qtbot, window, dataset, tmp_path):
    window.set_source("")
    window.options.out_edit.setText("")
    assert not window.actions_bar.start_btn.isEnabled() and window.actions_bar.hint.text()
    prepare(qtbot, window, dataset, tmp_path / "out")
    window.options.split.setText("train=0.5")
    assert not window.actions_bar.start_btn.isEnabled()
    assert "add up to 1" in window.options.error_text("split")
    window.options.split.setText("train=0.8,val")   # (val counted as 1: "add up to 1.8")
    assert not window.actions_bar.start_btn.isEnabled()
    assert "Give every split a fraction" in window.options.error_text("split")
    window.options.split.setText("train=0.5,val=0.5")
    assert window.actions_bar.start_btn.isEnabled() and not window.options.error_text("split")
    full = tmp_path / "full"
    full.mkdir()
    (full / "x").write_text("x")
    window.options.out_edit.setText(str(full))
    # not a dataset of ours: nothing to replace, so even the tick does not allow it
    assert not window.actions_bar.start_btn.isEnabled()
    assert "did not write" in window.options.error_text("out")
    window.options.overwrite.setChecked(True)
    assert not window.actions_bar.start_btn.isEnabled()
    ours = tmp_path / "ours"
    ours.mkdir()
    (ours / "tfrecord_studio.json").write_text(json.dumps({
        "engine": {"name": "tfrecord-studio"}, "status": "complete",
        "splits": {"train": {"num_shards": 1, "shards": [{"records": 5, "bytes": 900}]}}}))
    window.options.out_edit.setText(str(ours))
    assert not window.actions_bar.start_btn.isEnabled()
    assert "holds a finished dataset made by TFRecord Studio" in window.options.error_text("out")
    window.options.overwrite.setChecked(True)
    assert window.actions_bar.start_btn.isEnabled()
    window.set_source(str(tmp_path / "empty-source"))
    assert not window.actions_bar.start_btn.isEnabled()


def test_source_scan_fills_the_preview(qtbot, window, dataset, tmp_path):
    prepare(qtbot, window, dataset, tmp_path / "out")
    sp = window.source_panel
    assert sp.classes.rowCount() == 2 and sp.classes.item(0, 0).text() == "cat"
    assert sp.classes.item(0, 1).text() == "4"
    assert "8" in sp.summary.text()
    qtbot.waitUntil(lambda: sp.thumbs.count() == 8, timeout=WAIT)


def test_output_folder_is_derived_from_the_source(qtbot, window, dataset):
    window.options.out_edit.setText("")
    window.set_source(str(dataset))
    assert window.options.out_edit.text().endswith("images-tfrecord")
    assert window.settings.get("source/recent")[0] == str(dataset)


def test_full_run_with_the_fake_engine(qtbot, window, dataset, tmp_path, monkeypatch):
    argv_file = tmp_path / "argv.jsonl"
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"),
             "--verify-replay", str(DATA / "verify_recorded.jsonl"), "--delay", "0.003",
             "--argv-out", str(argv_file))
    prepare(qtbot, window, dataset, tmp_path / "out")
    window.options.workers.setValue(2)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT) as blocker:
        assert window.start()
        assert not window.actions_bar.start_btn.isEnabled()
        assert window.actions_bar.cancel_btn.isEnabled()
        assert not window.options.isEnabled()
    assert blocker.args == [True]
    calls = [json.loads(x) for x in argv_file.read_text().splitlines()]
    assert calls[0][:2] == ["convert", str(dataset)]
    assert calls[0][calls[0].index("--workers") + 1] == "2"
    assert calls[1] == ["verify", str(tmp_path / "out"), "--events", "jsonl"]

    m = window.model
    assert m.phase == "finished" and m.done == 1600 and m.verify.ok
    # plots got data through the timer path
    x, y = window.plots.images_curve.getData()
    assert x is not None and len(x) > 5 and max(y) > 0
    assert len(window.plots.write_curve.getData()[0]) == m.batches > 0
    # failures table filled; summary shows the engine's numbers
    assert window.failures.model.rowCount() == 5
    assert window.tabs.tabText(window.tabs.indexOf(window.failures)) == "Failures (5)"
    assert window.summary.values["written"].text() == "1600"
    # the same skipped count as the progress line and the Failures tab
    assert window.summary.values["failed"].text() == "5 (see Failures and rejected.csv)"
    # the recording's verify_result: 120 records, no reader named (an older engine)
    assert window.summary.values["verify"].text() == "OK, verified: 120 records read back"
    assert window.tabs.currentWidget() is window.summary
    counts = window.progress.counts.text()
    assert "(100.0%)" in counts and "1600 written" in counts and "5 skipped" in counts
    assert window.actions_bar.start_btn.isEnabled()
    assert not window.actions_bar.cancel_btn.isEnabled()

    # Copy command puts a reproducible CLI line on the clipboard
    window.summary.copy_command()
    line = QGuiApplication.clipboard().text()
    assert "convert" in line and str(dataset) in line and "--events text" in line

    # Export list writes every failure
    out_csv = tmp_path / "failed.csv"
    window.failures.export_csv(str(out_csv))
    assert out_csv.read_bytes().startswith(b"\xef\xbb\xbf")   # Excel reads UTF-8 in any locale
    with out_csv.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    # the table's columns and reasons, as shown
    assert rows[0] == ["File", "Reason", "Stage"] and len(rows) == 6
    from gui.widgets.failures_table import shown_reason
    assert [r[1] for r in rows[1:]] == [shown_reason(f) for f in window.failures.model.rows]
    assert window.statusBar().currentMessage() == \
        f"Saved the list of 5 failed images to {out_csv}."
    # a file that cannot be written is said, with what to do (it raised before)
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: said.append(a[2]))
    assert not window.failures.export_csv(str(tmp_path / "no-such-folder" / "x.csv"))
    assert said == [f"{tmp_path / 'no-such-folder' / 'x.csv'} cannot be written (there is no "
                    "such file or folder). Choose another folder or name, and export again."]
    # Show in folder needs a selection
    assert not window.failures.show_btn.isEnabled()
    window.failures.view.selectRow(0)
    assert window.failures.show_btn.isEnabled()
    assert window.failures.selected_path().endswith(".jpg")


def test_engine_crash_shows_a_dialog_with_stderr(qtbot, window, dataset, tmp_path, monkeypatch):
    use_fake(monkeypatch, "--replay", str(DATA / "convert_ok.jsonl"), "--exit", "1",
             "--stderr", "Traceback (most recent call last):\\nRuntimeError: disk on fire")
    prepare(qtbot, window, dataset, tmp_path / "out")
    with qtbot.waitSignal(window.runEnded, timeout=WAIT) as blocker:
        window.start()
    assert blocker.args == [False]
    box = window.last_error
    assert box is not None and box.isVisible()
    assert "exit" in box.text().lower() and "internal error" in box.text()
    assert "RuntimeError: disk on fire" in box.detailedText()
    assert window.model.phase == "failed"
    assert "failed" in window.summary.headline.text().lower()
    box.close()


def test_engine_reported_error_is_shown(qtbot, window, dataset, tmp_path, monkeypatch):
    use_fake(monkeypatch, "--replay", str(DATA / "bad_source_recorded.jsonl"), "--exit", "3")
    prepare(qtbot, window, dataset, tmp_path / "out")
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.start()
    assert "no such file" in window.last_error.text()
    window.last_error.close()


def test_missing_interpreter_is_explained(qtbot, window, dataset, tmp_path, monkeypatch):
    monkeypatch.setenv(ENGINE_ENV, str(tmp_path / "no-python") + " -m engine")
    prepare(qtbot, window, dataset, tmp_path / "out")
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.start()
    assert "Could not start the engine" in window.last_error.text()
    window.last_error.close()


def test_cancel_says_what_was_kept(qtbot, window, dataset, tmp_path, monkeypatch):
    # the fake engine stops after its first shard until the cancel arrives, so the kept
    # count does not depend on how fast this machine replays the recording
    use_fake(monkeypatch, "--replay", str(DATA / "convert_ok.jsonl"), "--hang",
             "--hang-after", "shard_written")
    prepare(qtbot, window, dataset, tmp_path / "out")
    window.start()
    qtbot.waitUntil(lambda: bool(window.model.shards), timeout=WAIT)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT) as blocker:
        window.cancel_action.trigger()
        window.refresh()
        assert "Cancelling" in window.progress.phase.text()
    assert blocker.args == [False]
    assert window.model.phase == "cancelled"
    head = window.summary.headline.text()
    assert head.startswith("Cancelled. Kept 1 complete shard with 120 images")
    assert window.last_error is None  # a cancel is not an error


def test_save_and_load_job(qtbot, window, dataset, tmp_path):
    prepare(qtbot, window, dataset, tmp_path / "out")
    window.options.set_size("320x240")
    window.options.split.setText("train=0.8,val=0.2")
    path = tmp_path / "job.json"
    window.save_job(str(path))
    saved = json.loads(path.read_text())
    assert saved["size"] == "320x240" and saved["source"] == str(dataset)
    window.options.split.setText("")
    window.options.set_size("224")
    window.statusBar().clearMessage()
    assert window.load_job(str(path))
    assert window.job().size == "320x240" and window.job().split == "train=0.8,val=0.2"
    assert window.statusBar().currentMessage() == f"Job loaded from {path}"
    assert window.options.custom_size.isVisibleTo(window.options)
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert not window.load_job(str(bad))
    window.last_error.close()


def test_a_saved_job_chosen_as_the_source_is_offered_to_load(qtbot, window, dataset, tmp_path):
    # A job file chosen through "CSV/TSV…" (now "File…") was read as a table: "line 1: only
    # one column; needed: path,label[,split]". It is said to be a job, with Load job at hand.
    prepare(qtbot, window, dataset, tmp_path / "out")
    window.options.set_size("320x240")
    path = tmp_path / "job.json"
    window.save_job(str(path))
    window.options.set_size("224")
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(path))
    said = panel.summary.text()
    assert said.startswith("This is a job file saved with File → Save job, not a source of "
                           "images. Open it with File → Load job"), said
    assert "column" not in said and panel.load_job_btn.isVisibleTo(panel)
    assert "File → Load job" in window.errors()["source"]
    assert not window.actions_bar.start_btn.isEnabled()
    panel.load_job_btn.click()   # the job's source and options
    qtbot.waitUntil(lambda: window.job().source == str(dataset), timeout=WAIT)
    assert window.job().size == "320x240"
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert not panel.load_job_btn.isVisibleTo(panel)


def test_drop_a_folder_onto_the_window(qtbot, window, dataset):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(dataset))])
    ev = QDropEvent(QPointF(10, 10), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier)
    window.dropEvent(ev)
    assert window.source_panel.source() == str(dataset)
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)


def _drop(window, path) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    window.dropEvent(QDropEvent(QPointF(10, 10), Qt.CopyAction, mime, Qt.LeftButton,
                                Qt.NoModifier))


def test_a_dropped_tfrecord_is_inspected_and_nothing_is_dropped_under_a_sweep(
        qtbot, window, dataset, tmp_path, monkeypatch):
    # a .tfrecord dropped on the Inspect page became the conversion source, unseen; a
    # folder dropped during a sweep became the source its recommendation was shown beside
    record = tmp_path / "a.tfrecord"
    record.write_bytes(b"")
    opened = []
    monkeypatch.setattr(window.inspect, "open_paths", opened.append)
    _drop(window, record)
    assert opened == [[str(record)]] and window.main_tabs.currentWidget() is window.inspect
    assert window.source_panel.source() != str(record)
    window.main_tabs.setCurrentIndex(0)
    monkeypatch.setattr(window.tune, "is_running", lambda: True)
    _drop(window, dataset)
    assert window.source_panel.source() != str(dataset)


def test_a_sweeps_answer_goes_with_another_source(qtbot, window, dataset):
    from engine import protocol as P
    tune = window.tune
    tune._max_workers = 2
    tune._on_point(P.SweepPoint(workers=1, trial=0, images_per_s=100.0))
    tune._on_recommendation(P.Recommendation(workers=1, images_per_s=100.0,
                                             estimated_seconds=5, reason="1 worker."))
    assert tune.use_btn.isEnabled() and tune.reason.text()
    window.set_source(str(dataset))
    assert not tune.use_btn.isEnabled() and tune.reason.text() == "" and not tune.points


def test_settings_restore_the_form(qtbot, settings, dataset, tmp_path):
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.set_source(str(dataset))
    w.options.out_edit.setText(str(tmp_path / "o"))
    w.options.workers.setValue(3)
    w.options.format_combo.setCurrentIndex(w.options.format_combo.findData("png"))
    w.tune.max_workers.setValue(2)
    w.tune.repeats.setValue(5)   # Tune's options too (they went back to 2 trials)
    w.close()
    w2 = MainWindow(settings)
    qtbot.addWidget(w2)
    job = w2.job()
    assert (job.source, job.out, job.workers, job.format) == (
        str(dataset), str(tmp_path / "o"), 3, "png")
    assert w2.tune.settings() == {"max_workers": 2, "repeats": 5, "sample": 0}
    assert not w2.options.quality.isEnabled()  # quality only applies to JPEG


def test_no_folder_error_under_a_running_conversion(window, tmp_path, monkeypatch):
    """While a run writes, its folder briefly holds files without a journal (a cluster's
    write check, the lock): the form said in red that TFRecord Studio did not write them."""
    out = tmp_path / "out"
    out.mkdir()
    (out / ".tfrecord-studio-probe.0123456789ab.partial").write_bytes(b"")
    window.options.out_edit.setText(str(out))
    window.revalidate()
    assert "did not write" in window.options.error_text("out")
    monkeypatch.setattr(window.controller, "running", lambda: True)
    window.revalidate()
    assert window.options.error_text("out") == ""


def test_large_counts_do_not_run_under_the_times(qtbot):
    """At 1024 px "10000 of 10000 images (100.0%) · 10000 written · 0 skipped" ran under
    "elapsed 1:11 · left —": the header goes to two lines when one does not hold both."""
    from engine import protocol as P
    from gui.run_model import RunModel
    from gui.widgets.progress_panel import ProgressPanel
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.resize(440, 120)
    panel.show()
    qtbot.waitExposed(panel)
    model = RunModel()
    model.on_event(P.Plan(total=10000))
    model.on_event(P.Progress(done=10000, failed=0, total=10000))
    panel.refresh(model)
    qtbot.wait(50)
    counts, times = panel.counts, panel.times
    assert counts.fontMetrics().horizontalAdvance(counts.text()) <= counts.width()
    assert not counts.geometry().intersects(times.geometry())
    model.on_event(P.Plan(total=10))                # small again: one line
    model.on_event(P.Progress(done=3, failed=0, total=10))
    panel.refresh(model)
    qtbot.wait(50)
    assert panel.counts.geometry().top() == panel.times.geometry().top()


def test_the_progress_line_counts_what_the_scan_set_aside_as_the_summary_does(qtbot):
    # A VOC run: "599 of 599 images · 598 written · 1 skipped" above a summary saying
    # "Skipped: 2 (of them 1 before converting ...)" and "Failures (2)"; the malformed
    # annotation the scan set aside is not among the 599, so it is said apart, in the
    # Summary's words (598 + 1 is the 599; "2 skipped (of them 1 …)" was not).
    from engine import protocol as P
    from gui.run_model import RunModel
    from gui.widgets.progress_panel import ProgressPanel
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.resize(444, 120)   # its width in a 1024 px window
    panel.show()
    qtbot.waitExposed(panel)
    model = RunModel()
    model.on_event(P.ItemFailed(path="/d/img_0011.jpg", reason="malformed XML", stage="scan",
                                code="ann.xml_malformed"))
    model.on_event(P.Plan(total=599))
    model.on_event(P.ItemFailed(path="/d/img_0020.jpg", reason="not an image"))
    model.on_event(P.Progress(done=598, failed=1, total=599))
    panel.refresh(model)
    assert panel.counts.text() == ("599 of 599 images (100.0%) · 598 written · 1 skipped · "
                                   "1 image with an unreadable annotation file not used")
    qtbot.wait(50)
    counts = panel.counts   # too long for one line: wrapped, not cut off
    assert counts.fontMetrics().horizontalAdvance(counts.text()) > counts.width()
    assert counts.wordWrap() and counts.height() >= 2 * counts.fontMetrics().lineSpacing()
    assert model.refused_at_scan == 1 and len(model.failures) == 2
    model.on_event(P.ItemsRequeued(paths=["/d/img_0020.jpg"]))
    assert model.refused_at_scan == 1 and len(model.failures) == 1


def test_failures_a_cancel_takes_back_are_said_not_dropped(qtbot):
    # "Failures (2)" during the run became "No failures." after the cancel, without a word
    from engine import protocol as P
    from gui.run_model import RunModel
    from gui.widgets.failures_table import FailuresTable
    table = FailuresTable()
    qtbot.addWidget(table)
    model = RunModel()
    for name in ("a.jpg", "b.jpg"):
        model.on_event(P.ItemFailed(path=f"/d/{name}", reason="not an image"))
    table.sync(model.failures, model.requeued)
    assert table.label.text() == "2 images could not be converted."
    model.on_event(P.ItemsRequeued(paths=["/d/a.jpg", "/d/b.jpg"]))
    table.sync(model.failures, model.requeued)
    assert model.requeued == 2 and table.model.rowCount() == 0
    assert table.label.text() == (
        "No failures. 2 images that could not be converted were in the unfinished shard, "
        "which was removed: Resume tries them again.")
    table.clear()
    assert table.label.text() == "No failures."


def test_a_log_saved_without_a_suffix_gets_txt(qtbot, window, tmp_path):
    """Save log wrote "log1" without a suffix, while Save job adds .json."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit
    window.log.add_line("a line")

    def type_a_name() -> None:
        dlg = QApplication.activeModalWidget()
        assert isinstance(dlg, QFileDialog), dlg
        dlg.setDirectory(str(tmp_path))
        dlg.findChild(QLineEdit, "fileNameEdit").setText("log1")
        dlg.accept()
    QTimer.singleShot(200, type_a_name)
    window.choose_save_log()
    assert (tmp_path / "log1.txt").read_text(encoding="utf-8").startswith("a line")
    assert not (tmp_path / "log1").exists()


def test_a_failures_list_exported_without_a_suffix_gets_csv(qtbot, tmp_path):
    """Export list… wrote "failed1" without a suffix, while Save log adds .txt."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

    from engine import protocol as P
    from gui.run_model import RunModel
    from gui.widgets.failures_table import FailuresTable
    table = FailuresTable()
    qtbot.addWidget(table)
    table.last_dir = str(tmp_path)
    model = RunModel()
    model.on_event(P.ItemFailed(path="/d/a.jpg", reason="cannot be read", stage="decode"))
    table.sync(model.failures, model.requeued)

    def type_a_name() -> None:
        dlg = QApplication.activeModalWidget()
        assert isinstance(dlg, QFileDialog), dlg
        assert dlg.selectedFiles()[0] == str(tmp_path / "failed-images.csv")  # a name to start
        dlg.findChild(QLineEdit, "fileNameEdit").setText("failed1")   # typed, no suffix
        dlg.accept()
    QTimer.singleShot(200, type_a_name)
    table.choose_export()
    assert (tmp_path / "failed1.csv").read_text(encoding="utf-8-sig").splitlines() == [
        "File,Reason,Stage", "/d/a.jpg,cannot be read,converting"]
    assert not (tmp_path / "failed1").exists()


def test_inspects_dialogs_open_where_the_datasets_are(qtbot, tmp_path, monkeypatch):
    """Open folder… started in the folder the program was started from."""
    from gui.widgets import inspect_panel
    monkeypatch.setattr(inspect_panel, "outputs_folder", lambda: str(tmp_path))
    panel = inspect_panel.InspectPanel()
    qtbot.addWidget(panel)
    assert panel.last_dir == str(tmp_path)


def test_the_selected_failures_whole_reason_is_shown_under_the_table(qtbot, language):
    # the Reason column cut the reason ("マスクがありません: masks/ に…" at 1024x640), and
    # its tooltip needs a mouse: the selected row's reason is written out in full below
    from engine import protocol as P
    from gui.run_model import RunModel
    from gui.widgets.failures_table import FailuresTable
    language("ja")
    table = FailuresTable()
    qtbot.addWidget(table)
    table.resize(440, 300)
    table.show()
    model = RunModel()
    reason = "no mask: masks/ has no s03.png for this image"
    model.on_event(P.ItemFailed(path="/d/images/s03.png", reason=reason, code="ann.no_mask",
                                params={"folder": "masks", "name": "s03"}))
    table.sync(model.failures, model.requeued)
    assert table.detail.isHidden()
    shown = table.model.data(table.model.index(0, 1))
    table.view.setFocus()
    QTest.keyClick(table.view, Qt.Key.Key_Down)   # the keyboard selects the first row
    assert table.detail.isVisible()
    assert table.detail.text() == f"/d/images/s03.png: {shown}"
    assert "s03.png" in shown and "no mask" not in shown      # in Japanese, and whole
    table.view.clearSelection()
    assert table.detail.isHidden()


def test_the_source_panels_counts_are_grouped_as_the_runs_are(qtbot, window, tmp_path,
                                                             language):
    # "10003 images" and a class of "5003" above "5,239 of 10,003 images are already done"
    from PIL import Image
    language("en")
    for cls in ("a", "b"):
        (tmp_path / "src" / cls).mkdir(parents=True)
    pixel = tmp_path / "p.png"
    Image.new("RGB", (1, 1)).save(pixel)
    data = pixel.read_bytes()
    for i in range(1001):
        (tmp_path / "src" / "a" / f"{i}.png").write_bytes(data)
    (tmp_path / "src" / "b" / "0.png").write_bytes(data)
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(tmp_path / "src"))
    panel = window.source_panel
    assert panel.summary.text().startswith("<b>1,002</b> images in <b>2</b> classes")
    assert panel.classes.item(0, 1).text() == "1,001"


def test_a_typed_or_pasted_source_path_is_read_as_the_run_reads_it(qtbot, window, dataset,
                                                                   monkeypatch):
    # quotes from "Copy as path", a file:// address, ~ and a path relative to the folder
    # the app started in: each was "The source does not exist." (the last one only in the
    # preview: Start would have read it)
    from gui.widgets.source_path import typed_path
    monkeypatch.chdir(dataset.parent)
    monkeypatch.setenv("HOME", str(dataset.parent))
    for typed in (f'"{dataset}"', f"'{dataset}'", QUrl.fromLocalFile(str(dataset)).toString(),
                  f"~/{dataset.name}", dataset.name, f"  {dataset}  "):
        assert typed_path(typed) == str(dataset), typed
    window.set_source(f'"{dataset.name}"')
    assert window.source_panel.source() == str(dataset)
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    assert window.source_panel.last_result.error == ""


def test_a_job_file_with_values_the_window_cannot_use_says_which(qtbot, window, tmp_path,
                                                                  language):
    # Python's own English ("Expecting value: line 1 column 1 (char 0)") in a Japanese
    # window; "verify": "false" turned Verify on; an impossible value left the previous one
    # in the form without a word
    good = json.loads(Job().to_json())
    job = tmp_path / "hand.json"
    window.options.quality.setValue(80)
    window.options.set_size("320x240")
    workers = window.options.workers.value()
    job.write_text(json.dumps(dict(good, verify="false", shuffle=1, quality=500,
                                   compression="zip", workers=9999, size="banana",
                                   split="train=0.9,val=0.1")))
    assert window.load_job(str(job))
    assert not window.options.verify.isChecked() and window.options.shuffle.isChecked()
    text = window.last_error.text()
    # each option the message says keeps its present value shows that value: the quality
    # spin box clamped 500 to 100 and the size field took "banana" (shown in red) while the
    # message said they kept their values, and "banana" was not in it
    assert "JPEG quality: 500 in the file, kept at 80" in text
    # the job is loaded, all but these: a warning, not the error's red cross (walk)
    assert window.last_error.icon() == QMessageBox.Icon.Warning
    assert window.job().quality == 80 and window.options.quality.value() == 80
    assert "Size: banana in the file, kept at 320x240" in text
    assert window.job().size == "320x240" and not window.options.error_text("size")
    assert "Compression: zip in the file, kept at none" in text
    # more workers than this computer's form allows (a job from a bigger machine)
    assert f"Workers: 9999 in the file, kept at {workers}" in text
    assert window.options.workers.value() == workers
    assert "Verify" not in text and "Shuffle" not in text and "Split" not in text
    assert window.job().split == "train=0.9,val=0.1"   # the usable values are put in
    window.last_error.close()
    language("ja")
    for content, words in (("not json", "ジョブファイルではありません"),
                           (json.dumps(dict(good, workers="many")), "「workers」の値"),
                           # ours, cut short (a full disk, a copy stopped halfway): not
                           # "not a job file", whose start says it is one
                           (Job().to_json()[:60], "壊れているか途中で切れています")):
        job.write_text(content)
        assert not window.load_job(str(job))
        assert words in window.last_error.text() and "Expecting" not in window.last_error.text()
        window.last_error.close()
    # a size written as one number that is not in the Size list is used as it is (a
    # walker's hand-edited "128" was said to be unusable, yet Custom… showed 128)
    window.last_error = None
    job.write_text(json.dumps(dict(good, size="128")))
    assert window.load_job(str(job))
    assert window.last_error is None and window.job().size == "128x128"


def test_a_job_that_cannot_start_is_not_called_ready(qtbot, window, dataset, tmp_path):
    """A job whose source is gone: the header said "Ready." above "The source does not
    exist." and a disabled Start, and Copy command still copied the last valid job's line."""
    prepare(qtbot, window, dataset, tmp_path / "out")
    summary = window.summary
    assert window.progress.phase.text() == "Ready." and summary.copy_btn.isEnabled()
    job = tmp_path / "missing.json"
    job.write_text(Job(source=str(tmp_path / "gone"), out=str(tmp_path / "out2")).to_json())
    assert window.load_job(str(job))
    qtbot.waitUntil(lambda: window.errors().get("source") == "The source does not exist.",
                    timeout=WAIT)
    assert not window.actions_bar.start_btn.isEnabled()
    assert window.progress.phase.text() == "Not ready to start. The source does not exist."
    assert window.actions_bar.hint.text() == "The source does not exist."
    assert not summary.copy_btn.isEnabled() and summary.command == ""
    # the source back: ready again, and Copy command gives the line Start would run
    window.set_source(str(dataset))
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    assert window.progress.phase.text() == "Ready." and summary.copy_btn.isEnabled()
    assert f"convert {dataset} " in summary.command


def test_a_job_saved_without_a_suffix_is_found_by_load_job(qtbot, window, dataset, tmp_path,
                                                            monkeypatch):
    """Typing "job1" in Save job wrote a file without a suffix, which Load job (*.json) did
    not list; and Load job opened in the source's folder, not where the job was saved."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit
    prepare(qtbot, window, dataset, tmp_path / "out")
    jobs = tmp_path / "jobs"
    jobs.mkdir()

    def type_a_name() -> None:
        dlg = QApplication.activeModalWidget()
        assert isinstance(dlg, QFileDialog), dlg
        assert dlg.selectedFiles()[0].endswith(f"{dataset.name}.json")   # a name to start
        dlg.setDirectory(str(jobs))
        dlg.findChild(QLineEdit, "fileNameEdit").setText("job1")   # typed, no suffix
        dlg.accept()
    QTimer.singleShot(200, type_a_name)
    window.choose_save_job()
    assert (jobs / "job1.json").is_file() and not (jobs / "job1").exists()
    opened = []

    def get_open_file_name(_parent, _title, folder, _filter):
        opened.append(folder)
        return "", ""   # the user cancelled
    monkeypatch.setattr(QFileDialog, "getOpenFileName", get_open_file_name)
    window.choose_load_job()
    assert opened == [str(jobs)]
    # a folder it cannot write to is said, not a traceback on the console
    assert not window.save_job(str(tmp_path / "no such folder" / "job.json"))
    assert "cannot be written" in window.last_error.text()
    window.last_error.close()


def test_a_window_saved_on_another_screen_keeps_its_size(qtbot, settings):
    """Qt's restoreGeometry scaled a window saved on a screen of another width (ratio above
    1.25 or under 0.8, taken for a change of DPI): saved at 1015x603 on a 1024-wide screen,
    it opened at 779x480 on a 1366 one (Qt 6.11 refuses such a geometry: the window kept
    its default size). The saved size is kept when it fits."""
    from PySide6.QtWidgets import QMainWindow
    room = QGuiApplication.primaryScreen().availableGeometry()
    want = QSize(room.width() * 9 // 10, room.height() * 9 // 10)   # more than its default
    first = QMainWindow()
    qtbot.addWidget(first)
    first.resize(want)
    saved = bytearray(first.saveGeometry().data())
    struct.pack_into(">i", saved, 46, room.width() * 2)   # "saved on a screen twice as wide"
    settings.set("window/geometry", bytes(saved))
    w = MainWindow(settings)
    qtbot.addWidget(w)
    assert w.size() == want.expandedTo(w.minimumSize()), (w.size(), want, w.minimumSize())


def test_a_file_source_is_named_after_its_folder(qtbot, window, tmp_path, monkeypatch):
    """A table's proposed output was named after the file ("labels-tfrecord"), a folder's
    after the folder: a table is named after the folder that holds it, as that folder
    would be; the file's own name is kept where the folder says nothing of the dataset."""
    from gui.settings import dataset_name, default_output_for
    pets = tmp_path / "pets"
    (pets / "annotations").mkdir(parents=True)
    table = pets / "labels.csv"
    table.write_text("path,label\na.png,cat\n", encoding="utf-8")
    coco = pets / "annotations" / "instances_train.json"
    coco.write_text('{"images": [], "annotations": [], "categories": []}', encoding="utf-8")
    assert dataset_name(str(table)) == "pets" == dataset_name(str(coco))
    assert dataset_name(str(pets)) == "pets"   # the folder itself: the same name
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    (home / "flowers.csv").write_text("path,label\n", encoding="utf-8")
    assert dataset_name(str(home / "flowers.csv")) == "flowers"   # not the user's name
    window.options.out_edit.setText("")
    window.set_source(str(table))
    assert window.options.out_edit.text().endswith("pets-tfrecord")
    # a run of the table begun when it was named after the file is still found again
    outs = tmp_path / "outs"
    (outs / "labels-tfrecord").mkdir(parents=True)
    found = default_output_for(str(table), reuse=lambda d: d.endswith("labels-tfrecord"),
                               parent=str(outs))
    assert found == str(outs / "labels-tfrecord")
    assert default_output_for(str(table), reuse=lambda d: False, parent=str(outs)) == \
        str(outs / "pets-tfrecord")


def test_a_typed_output_folder_stays_when_the_table_is_read_again(qtbot, window, tmp_path):
    pets = tmp_path / "pets"
    pets.mkdir()
    table = pets / "labels.csv"
    table.write_text("path,label\na.png,cat\n", encoding="utf-8")
    window.set_source(str(table))
    window.options.out_edit.setText(str(tmp_path / "mine"))
    window.options.outputEdited.emit()
    window.set_source(str(table))   # the same source again (Enter in its field)
    assert window.options.out_edit.text() == str(tmp_path / "mine")


def test_the_window_writes_each_setting_once_and_keeps_the_annotation_boxes(
        window, settings, monkeypatch):
    """Closing wrote job/masks and job/skip_unannotated twice: the job's value (False for
    a source without annotations), then the box as ticked. Each key is written once, with
    the box as ticked, so that it is kept for the next annotated source."""
    import collections

    window.options.masks.setChecked(True)
    window.options.skip_unannotated.setChecked(True)
    assert not window.job().masks   # (no annotated source: the job leaves them out)
    writes: collections.Counter = collections.Counter()
    real = settings.set

    def counted(key, value):
        writes[key] += 1
        return real(key, value)

    monkeypatch.setattr(settings, "set", counted)
    window.save_settings()
    assert writes and max(writes.values()) == 1, writes
    assert settings.get("job/masks") is True and settings.get("job/skip_unannotated") is True
    assert settings.load_job().masks and settings.load_job().skip_unannotated


def test_export_list_opens_in_the_output_folder_then_where_the_last_list_went(
        window, tmp_path, monkeypatch):
    """Export list… opened in the source's parent folder (the dialogs' last folder): the
    list belongs with the run's output (where its rejected.csv and log are), and once the
    user exported one elsewhere, the next goes there too."""
    from engine import protocol as P
    from gui.widgets import failures_table
    source, out, reports = tmp_path / "photos", tmp_path / "out", tmp_path / "reports"
    for d in (source, out, reports):
        d.mkdir()
    window.failures.last_dir = str(tmp_path)   # the source's parent
    window.display.prepare(str(source), str(out), "convert")
    window.model.on_event(P.ItemFailed(path=str(source / "a.jpg"), reason="cannot be read",
                                       stage="decode"))
    window.failures.sync(window.model.failures, window.model.requeued)
    asked = []

    def fake(parent, title, start, filters, suffix):
        asked.append(start)
        return str(reports / f"list{len(asked)}.csv")
    monkeypatch.setattr(failures_table, "ask_save", fake)
    window.failures.choose_export()
    assert asked == [str(out / "failed-images.csv")]
    assert (reports / "list1.csv").exists()
    window.failures.choose_export()
    assert asked[1] == str(reports / "failed-images.csv")
