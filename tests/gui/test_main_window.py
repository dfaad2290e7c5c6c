"""The main window: it opens and closes, every control has names and the shortcuts
are set, Start waits for a valid job, the scan fills the preview, the output folder
follows the source, and the form and its size come back at the next start."""

from __future__ import annotations

import json
import struct

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QSpinBox, QWidget
from window_steps import WAIT, prepare

from gui.main_window import MainWindow


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
