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
    path.write_text(dataclasses.replace(job, size="224").to_json(), encoding="utf-8")
    assert ready.load_job(str(path)) and ready.job().size == "224"


def test_a_job_answering_during_a_run_leaves_the_form(qtbot, ready, tmp_path, monkeypatch):
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--hang")
    path = tmp_path / "job.json"
    path.write_text(dataclasses.replace(ready.job(), size="320x240").to_json(),
                    encoding="utf-8")
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(window_files._job_text)
    monkeypatch.setattr(window_files, "_job_text", hung)
    assert not ready.load_job(str(path))
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    assert ready.start() and ready.controller.running()
    hung.release.set()
    qtbot.waitUntil(lambda: _gone("job-file"), timeout=WAIT)
    _events_flow(qtbot)   # (the late answer delivered, and dropped)
    assert ready.job().size != "320x240"
    with qtbot.waitSignal(ready.runEnded, timeout=60_000):
        ready.controller.cancel()


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
