"""Runs in the main window with the fake engine: a full replayed run (plots,
failures, summary, Copy command, Export list), an engine crash, an engine-reported
error, a missing interpreter, and a cancel that says what was kept."""

from __future__ import annotations

import csv
import json

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QMessageBox
from studio_fixtures import DATA, use_fake
from window_steps import WAIT, prepare

from gui.engine_launch import ENGINE_ENV


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
    assert window.summary.values["failed"].text() == "5 (see the Failures tab)"
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
        f"Saved the list to {out_csv}. 5 images could not be converted. Saved in the order " \
        "the list shows: File (A to Z)."
    # a file that cannot be written is said, with what to do (it raised before)
    bad = str(tmp_path / "no-such-folder" / "失敗一覧_第1回.csv")
    # (a plain QMessageBox, which kept no name whole, never blocks the test: recorded)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: None)
    assert not window.failures.export_csv(bad)
    box = window.findChild(QMessageBox, "errorDialog")
    assert box is not None and box.text() == f"{bad} cannot be written (there is no such file " \
        "or folder). Choose another folder or name, and export again."
    # (its name kept whole, as every other question's: it was a plain QMessageBox)
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert "\u2060".join("失敗一覧_第1回.csv") in QLabel.text(label), QLabel.text(label)
    box.close()
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
        window.actions_bar.cancel_btn.click()   # (Esc asks first: test_run_questions)
        window.refresh()
        assert "Cancelling" in window.progress.phase.text()
    assert blocker.args == [False]
    assert window.model.phase == "cancelled"
    head = window.summary.headline.text()
    assert head.startswith("Cancelled. Kept 1 complete shard with 120 images")
    assert window.last_error is None  # a cancel is not an error
