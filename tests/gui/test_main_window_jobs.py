"""Job files in the main window: saved and loaded, offered when chosen as the
source, values the window cannot use said by name, a job that cannot start not called
ready, and a name typed without a suffix."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QMessageBox
from window_steps import WAIT, prepare

from gui.job import Job


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
    # (the header says the source is being scanned until its scan answers)
    qtbot.waitUntil(lambda: window.progress.phase.text() == "Ready.", timeout=WAIT)
    assert summary.copy_btn.isEnabled()
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

    proposed = []

    def type_a_name() -> None:
        dlg = QApplication.activeModalWidget()
        assert isinstance(dlg, QFileDialog), dlg
        proposed.append(dlg.selectedFiles()[0])
        dlg.setDirectory(str(jobs))
        dlg.findChild(QLineEdit, "fileNameEdit").setText("job1")   # typed, no suffix
        dlg.accept()   # (an assertion failing here left the dialog open: the run hung)
    QTimer.singleShot(200, type_a_name)
    window.choose_save_job()
    assert proposed[0].endswith(f"{dataset.name}-job.json"), proposed   # a name to start
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
