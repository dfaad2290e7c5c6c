"""The Log tab after a job is loaded or another source chosen: it still showed the last
run's command and "The full log of this run: …/tfrecord-studio.log" (a Korean walk)
beside a form for another job, while the Summary said there was no run yet. Its lines
go with the other tabs' results, and it says that this job has no run yet."""

from __future__ import annotations

from studio_fixtures import DATA, log_text, make_dataset, use_fake

from engine import protocol
from gui.job import Job

WAIT = 60_000


def _a_run_with_its_full_log(qtbot, w, tmp_path, monkeypatch) -> None:
    """A (fake) run into tmp_path/out, cancelled after its first shard; its engine wrote
    the full log there: the Log tab holds its command and the way to that log."""
    use_fake(monkeypatch, "--replay", str(DATA / "convert_ok.jsonl"), "--hang",
             "--hang-after", "shard_written")
    w.set_source(str(make_dataset(tmp_path / "images", per_class=2)))
    w.options.out_edit.setText(str(tmp_path / "out"))
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=WAIT)
    assert w.start()
    qtbot.waitUntil(lambda: bool(w.model.shards), timeout=WAIT)
    (tmp_path / "out").mkdir(exist_ok=True)   # (the fake engine writes nothing)
    (tmp_path / "out" / protocol.RUN_LOG).write_text("the engine's full log\n")
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        w.cancel()
    text = log_text(w)
    assert text.startswith("$ ") and protocol.RUN_LOG in text, text
    assert w.log.full_log and not _link(w).isHidden()


def _link(w):
    """The Log tab's "Open full log"."""
    from PySide6.QtWidgets import QLabel
    return w.findChild(QLabel, "openFullLog")


def _says_no_run_yet(w) -> None:
    assert log_text(w) == "" and w.log.full_log == ""
    assert _link(w).isHidden()
    assert w.log.placeholderText().startswith("No run of this job in this window yet")


def test_a_loaded_job_has_no_run_in_the_log_tab(qtbot, window, tmp_path, monkeypatch):
    w = window
    _a_run_with_its_full_log(qtbot, w, tmp_path, monkeypatch)
    other = make_dataset(tmp_path / "other", classes=("x", "y"), per_class=2)
    job = tmp_path / "job.json"
    job.write_text(Job(source=str(other), out=str(tmp_path / "out2")).to_json())
    assert w.load_job(str(job))
    qtbot.waitUntil(lambda: w.source_panel.last_result is not None, timeout=WAIT)
    _says_no_run_yet(w)


def test_another_source_has_no_run_in_the_log_tab(qtbot, window, tmp_path, monkeypatch):
    w = window
    _a_run_with_its_full_log(qtbot, w, tmp_path, monkeypatch)
    w.set_source(str(make_dataset(tmp_path / "other", classes=("x", "y"), per_class=2)))
    _says_no_run_yet(w)


def test_a_loaded_job_of_the_same_folder_clears_the_run_too(qtbot, window, tmp_path,
                                                            monkeypatch):
    """Options edited after a run keep its record (the folder is still the run's), but a
    loaded job is another job even when its source and output folder are the run's."""
    w = window
    _a_run_with_its_full_log(qtbot, w, tmp_path, monkeypatch)
    w.options.seed.setValue(w.options.seed.value() + 1)   # an edit: the run's log stays
    assert log_text(w).startswith("$ ")
    job = tmp_path / "job.json"
    job.write_text(Job(source=w.source_panel.source(), out=str(tmp_path / "out")).to_json())
    assert w.load_job(str(job))
    _says_no_run_yet(w)
    assert w.model.phase == "idle"


def test_the_logged_command_says_it_is_the_one_to_run_yourself(qtbot, window, tmp_path,
                                                               monkeypatch):
    # the Log tab showed "$ … --events text" as the command of the run, while the engine
    # ran with "--events jsonl" (the full log's "command:" line said so)
    w = window
    _a_run_with_its_full_log(qtbot, w, tmp_path, monkeypatch)
    first, note = log_text(w).splitlines()[:2]
    assert first == f"$ {w.summary.command}"   # what Copy command copies
    assert first.endswith("--events text")
    ran = w.controller.convert._argv   # what ran
    assert ran[ran.index("--events") + 1] == "jsonl"
    assert note.startswith("(The command to run this yourself, as Copy command copies it.")
    assert "“--events jsonl” instead of “--events text”" in note
