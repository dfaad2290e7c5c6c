"""The form's remaining questions to the disk, asked off the GUI thread (gui.off_thread): a
job file read by Load job, and Run sweep's check of the source and the output folder. On a
share that stopped answering each froze the window for good; now the window goes on, says
what it waits for, and does what was asked when the share answers. A hung share is
simulated by patching the call to wait on an Event (test_off_thread.Hung)."""

from __future__ import annotations

import dataclasses

from studio_fixtures import DATA, use_fake
from test_off_thread import Hung, _events_flow, _gone
from window_steps import WAIT

from engine.output_state import OutputState
from gui import off_thread, window_files


def test_a_job_file_on_a_hung_share_is_loaded_when_it_answers(qtbot, ready, tmp_path,
                                                              monkeypatch):
    job = ready.job()
    path = tmp_path / "job.json"
    path.write_text(dataclasses.replace(job, size="320x240").to_json(), encoding="utf-8")
    assert ready.job().size != "320x240"
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(window_files._job_text)
    monkeypatch.setattr(window_files, "_job_text", hung)
    settled: list[int] = []
    assert not ready.load_job(str(path), lambda: settled.append(1))
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    assert ready.statusBar().currentMessage() == (
        f"Loading the job from {path}: waiting for the disk to answer…")
    _events_flow(qtbot)
    assert ready.job().size != "320x240" and settled == []
    hung.release.set()
    qtbot.waitUntil(lambda: ready.job().size == "320x240", timeout=WAIT)
    assert settled == [1]
    assert ready.statusBar().currentMessage() == f"Job loaded from {path}"
    # a disk that answers: loaded at once, as before
    monkeypatch.setattr(window_files, "_job_text", hung.real)
    monkeypatch.setattr(off_thread, "GRACE", 60.0)   # (at once: however loaded the machine)
    path.write_text(dataclasses.replace(job, size="224").to_json(), encoding="utf-8")
    assert ready.load_job(str(path)) and ready.job().size == "224"


def test_a_job_answering_during_a_run_leaves_the_form(qtbot, ready, tmp_path, monkeypatch):
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--hang")
    hung = _late_job(qtbot, ready, tmp_path, monkeypatch)
    assert ready.start() and ready.controller.running()
    hung.release.set()
    qtbot.waitUntil(lambda: _gone("job-file"), timeout=WAIT)
    _events_flow(qtbot)   # (the late answer delivered, and dropped)
    assert ready.job().size != "320x240"
    assert ready.statusBar().currentMessage() == (
        "Job not loaded: a conversion started while job.json was being read. Load it again "
        "when it has ended.")
    with qtbot.waitSignal(ready.runEnded, timeout=60_000):
        ready.controller.cancel()


def _late_job(qtbot, ready, tmp_path, monkeypatch) -> Hung:
    """A job (size 320x240) read from a share that answers late, after the caller's step."""
    path = tmp_path / "job.json"
    path.write_text(dataclasses.replace(ready.job(), size="320x240").to_json(),
                    encoding="utf-8")
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(window_files._job_text)
    monkeypatch.setattr(window_files, "_job_text", hung)
    assert not ready.load_job(str(path))
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    return hung


def test_a_job_answering_under_a_question_or_a_sweep_leaves_the_form(qtbot, ready, tmp_path,
                                                                     monkeypatch):
    """A job read late was put in the form under an open question (Replace then started
    with options other than those it asked about) or a running sweep (measuring with the
    form's options). Now it is not loaded, and the status bar says why."""
    from PySide6.QtWidgets import QMessageBox
    box = QMessageBox(QMessageBox.Icon.Question, "Question", "Go on?",
                      QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel, ready)
    hung = _late_job(qtbot, ready, tmp_path, monkeypatch)
    ready.open_confirmation(box, lambda: None)
    hung.release.set()
    qtbot.waitUntil(lambda: _gone("job-file"), timeout=WAIT)
    _events_flow(qtbot)
    assert ready.job().size != "320x240"
    assert ready.statusBar().currentMessage() == (
        "Job not loaded: a question was opened while job.json was being read. Load it again "
        "once it is answered.")
    box.reject()
    qtbot.waitUntil(lambda: ready.pending_dialog is None, timeout=WAIT)
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--hang")
    hung = _late_job(qtbot, ready, tmp_path, monkeypatch)
    monkeypatch.setattr(off_thread, "GRACE", 60.0)   # (the sweep's own checks: this disk)
    assert ready.start_tune() and ready.tune.is_running()
    hung.release.set()
    qtbot.waitUntil(lambda: _gone("job-file"), timeout=WAIT)
    _events_flow(qtbot)
    assert ready.job().size != "320x240"
    assert ready.statusBar().currentMessage() == (
        "Job not loaded: Tune started measuring while job.json was being read. Load it "
        "again when it has ended.")
    with qtbot.waitSignal(ready.tune.client.finished, timeout=60_000):
        ready.cancel_action.trigger()


def test_run_sweep_on_a_hung_share_waits_then_starts(qtbot, ready, monkeypatch):
    """Run sweep checked the source and the output folder (gui.window_check.errors) on the
    GUI thread. Now it says it waits, the window goes on, and the sweep starts when the
    share answers."""
    from gui import job_rules
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--hang")
    tune = ready.tune
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(job_rules.source_kind)
    monkeypatch.setattr(job_rules, "source_kind", hung)
    assert not ready.start_tune()
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    assert ready.statusBar().currentMessage() == (
        "Run sweep waits while the source and the output folder are checked (the disk does "
        "not answer yet).")
    _events_flow(qtbot)
    assert not tune.is_running()
    hung.release.set()
    qtbot.waitUntil(tune.is_running, timeout=WAIT)
    with qtbot.waitSignal(tune.client.finished, timeout=60_000):
        ready.cancel_action.trigger()
    assert not tune.is_running()


def test_the_failures_an_output_folder_lists_are_read_without_freezing(qtbot, tmp_path,
                                                                       monkeypatch):
    """The Failures tab read the output folder's rejected.csv (or its journal) on the GUI
    thread when the form named the folder; now it says it reads, and lists the rows when
    the share answers, unless the form named another folder meanwhile."""
    from test_folder_failures import _folder

    from gui.widgets import folder_failures
    from gui.widgets.failures_table import FailuresTable
    rows = [(f"{tmp_path}/src/cat/{n}.jpg", "the file is empty (0 bytes)", "decode")
            for n in "ab"]
    state = _folder(tmp_path, rows)
    table = FailuresTable()
    qtbot.addWidget(table)
    counts: list[int] = []
    table.countChanged.connect(counts.append)
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(folder_failures.read_folder_failures)
    monkeypatch.setattr(folder_failures, "read_folder_failures", hung)
    table.show_folder(state)
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    assert table.label.text() == ("Reading the list of failures in the output folder (the "
                                  "disk does not answer yet)…")
    _events_flow(qtbot)
    assert table.model.rowCount() == 0 and counts == []
    hung.release.set()
    qtbot.waitUntil(lambda: table.model.rowCount() == 2, timeout=WAIT)
    assert counts == [2] and "2 images could not be converted." in table.label.text()
    # another folder named while the share hangs: the late rows are not its
    hung.release.clear()
    hung.entered.clear()
    table.show_folder(_folder(tmp_path, rows[:1]))
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    table.show_folder(OutputState(kind="missing", path=str(tmp_path / "none")))
    hung.release.set()
    qtbot.waitUntil(lambda: _gone("folder-failures"), timeout=WAIT)
    _events_flow(qtbot)
    assert table.model.rowCount() == 0 and counts == [2, 0]


def test_the_objects_list_is_found_and_read_without_freezing(qtbot, tmp_path, monkeypatch):
    """The Summary's "Show list…" asked whether objects.csv is there, and read it whole, on
    the GUI thread; now both are asked in a thread: the button comes, and the list opens,
    when the share answers."""
    from PySide6.QtWidgets import QLabel

    from gui.widgets import object_list
    (tmp_path / "objects.csv").write_text(
        "image,class,object,reason\n" + "".join(
            f"{tmp_path}/img{i}.jpg,cell,instances.json:{i},clipped\n" for i in range(3)),
        encoding="utf-8")
    row = object_list.ObjectsRow(QLabel())
    qtbot.addWidget(row)
    row.show()
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    there = Hung(object_list._is_file)
    monkeypatch.setattr(object_list, "_is_file", there)
    row.set_folder(str(tmp_path))
    qtbot.waitUntil(there.entered.is_set, timeout=WAIT)
    _events_flow(qtbot)
    assert not row.button.isVisible()
    there.release.set()
    qtbot.waitUntil(row.button.isVisible, timeout=WAIT)
    read = Hung(object_list.read_rows)
    monkeypatch.setattr(object_list, "read_rows", read)
    row.show_list()
    qtbot.waitUntil(read.entered.is_set, timeout=WAIT)
    assert row.button.text() == "Reading the list…" and not row.button.isEnabled()
    _events_flow(qtbot)
    assert row.dialog is None
    read.release.set()
    qtbot.waitUntil(lambda: row.dialog is not None and row.dialog.isVisible(), timeout=WAIT)
    assert row.dialog.table.rowCount() == 3
    assert row.button.text() == "Show list…" and row.button.isEnabled()
    row.dialog.close()
    # the folder changes while the list is read: not opened
    read.release.clear()
    read.entered.clear()
    row.show_list()
    qtbot.waitUntil(read.entered.is_set, timeout=WAIT)
    before = row.dialog
    monkeypatch.setattr(object_list, "_is_file", lambda _p: False)
    monkeypatch.setattr(off_thread, "GRACE", 60.0)   # (this disk answers: at once)
    row.set_folder(str(tmp_path / "other"))
    assert row.button.text() == "Show list…" and not row.button.isVisible()
    read.release.set()
    qtbot.waitUntil(lambda: _gone("object-list"), timeout=WAIT)
    _events_flow(qtbot)
    assert row.dialog is before and not before.isVisible()


def test_a_run_s_results_stay_or_go_when_the_share_answers(qtbot, ready, tmp_path,
                                                          monkeypatch):
    """After a run, each change of the form asked whether it still names the run's folders
    (realpath of every part of both paths) on the GUI thread. Now the results stay while
    the share does not answer, and go when it says the folder is another one."""
    from studio_fixtures import RUN_TIMEOUT

    from gui import output_folder
    with qtbot.waitSignal(ready.runEnded, timeout=RUN_TIMEOUT):
        assert ready.start()
    assert ready.model.phase == "finished"
    link = tmp_path / "link"
    link.symlink_to(tmp_path / "out")
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(output_folder.same_folder)
    monkeypatch.setattr(output_folder, "same_folder", hung)
    ready.options.set_output_folder(str(link))   # the same folder, in other words
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    assert ready.statusBar().currentMessage() == (
        "Checking the folders' paths (the disk does not answer yet)…")
    _events_flow(qtbot)
    assert ready.model.phase == "finished"
    hung.release.set()
    qtbot.waitUntil(lambda: _gone("same-paths"), timeout=WAIT)
    _events_flow(qtbot)
    assert ready.model.phase == "finished" and ready.statusBar().currentMessage() == ""
    # another folder: its results go when the share answers
    hung.release.clear()
    hung.entered.clear()
    ready.options.set_output_folder(str(tmp_path / "elsewhere"))
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    _events_flow(qtbot)
    assert ready.model.phase == "finished"
    hung.release.set()
    qtbot.waitUntil(lambda: ready.model.phase == "idle", timeout=WAIT)


def test_verify_now_checks_a_folder_in_other_words_when_the_share_answers(
        qtbot, window, tmp_path, monkeypatch):
    """Verify now: whether Inspect read the folder the Summary names was a realpath of both
    on the GUI thread. Now the check starts when the share answers."""
    from test_summary_verify import _stub_inspect

    from gui import output_folder
    (tmp_path / "out").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "out")
    checks = _stub_inspect(window, monkeypatch, tmp_path / "link")
    window.summary.out_dir = str(tmp_path / "out")
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(output_folder.same_folder)
    monkeypatch.setattr(output_folder, "same_folder", hung)
    window.verify_output()
    window.inspect.summaryLoaded.emit({})
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    assert window.statusBar().currentMessage() == (
        "Checking the folders' paths (the disk does not answer yet)…")
    _events_flow(qtbot)
    assert checks == []
    hung.release.set()
    qtbot.waitUntil(lambda: checks == ["verify"], timeout=WAIT)
    assert window.statusBar().currentMessage() == ""


def test_inspect_s_check_reaches_the_summary_when_the_share_answers(qtbot, ready, tmp_path,
                                                                    monkeypatch):
    """Inspect's check of the folder the Summary shows, named in other words (a link): its
    realpaths were asked on the GUI thread; now the Summary takes it when they answer."""
    from studio_fixtures import RUN_TIMEOUT

    from engine import protocol
    from gui import output_folder
    with qtbot.waitSignal(ready.runEnded, timeout=RUN_TIMEOUT):
        assert ready.start()
    model = ready.model
    assert model.phase == "finished" and ready.summary.out_dir
    (tmp_path / "link").symlink_to(tmp_path / "out")
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(output_folder.same_folder)
    monkeypatch.setattr(output_folder, "same_folder", hung)
    ev = protocol.VerifyResult(ok=True, checked=ready.source_panel.last_result.images,
                               reader="tensorflow")
    ready.display.show_checked_in_inspect(str(tmp_path / "link"), ev)
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    _events_flow(qtbot)
    assert model.verify is not ev
    hung.release.set()
    qtbot.waitUntil(lambda: model.verify is ev, timeout=WAIT)
    assert ready.statusBar().currentMessage().startswith("Verified in Inspect:")
