"""The earlier parts of an interrupted run in the Log tab, read off the GUI thread
(gui.earlier_parts). A reopened window said "No run of this job in this window yet"
there until Resume, while the Summary and Failures described the folder's run; it now
tells what the log says of it. And a Resume read and told the log in the GUI thread as it
started (~75 ms, up to 0.9 s): the run's own lines, which may arrive first, still come
below the earlier parts and the heading of this run. The real runs are
tests/gui/test_log_resumed.py's."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from interrupted_runs import WAIT, interrupted_run, recorded_options
from studio_fixtures import log_text, make_dataset, restarted_window

import engine
from engine import protocol as P
from engine.run.runlog import RunLog
from gui import run_story
from gui.job import Job

REASON = "JPEG is truncated or incomplete (Truncated File Read): copy it again from the " \
         "original"
TOLD = "What the earlier parts of this run did, from its log ("


def _cancelled_run(tmp_path):
    """(source, output folder) of a run cancelled after 40 of 100 images, two skipped, as
    its journal and its log tell it."""
    src = make_dataset(tmp_path / "photos", per_class=2, size=(16, 16))
    out = tmp_path / "photos-tfrecord"
    interrupted_run(out, str(src), recorded_options(Job(source=str(src), out=str(out))))
    log = RunLog(str(out)).start(["python", "-m", "engine", "convert", str(src), "--out",
                                  str(out)])
    try:
        log.on_event(P.Plan(total=100, splits={"train": 100}, labels=["cat", "dog"]))
        for name in ("cat/a.jpg", "cat/b.jpg"):
            log.on_event(P.ItemFailed(path=str(src / name), reason=REASON))
        log.on_event(P.RunFinished(status="cancelled", summary={
            "command": "convert", "written": 40, "failed": 2, "total": 100}))
    finally:
        log.close()
    return src, out


def _reads(monkeypatch) -> list[bool]:
    """Each read of the earlier parts from now on: whether it ran in the GUI thread."""
    reads: list[bool] = []
    real = run_story.earlier_lines

    def spy(out, *args, **kwargs):
        reads.append(threading.current_thread() is threading.main_thread())
        return real(out, *args, **kwargs)
    monkeypatch.setattr(run_story, "earlier_lines", spy)
    return reads


def test_a_reopened_window_tells_the_folder_s_earlier_parts_before_resume(
        qtbot, settings, tmp_path, monkeypatch):
    src, out = _cancelled_run(tmp_path)
    reads = _reads(monkeypatch)
    w = restarted_window(qtbot, settings, src, out)
    assert w.actions_bar.offering()
    qtbot.waitUntil(lambda: log_text(w).startswith(TOLD), timeout=WAIT)
    lines = log_text(w).splitlines()
    assert any(line.startswith("──── Started ") and line.endswith(" Cancelled. ────")
               for line in lines), lines
    assert [line.split(":")[0] for line in lines if line.startswith("Skipped ")] == [
        f"Skipped {src / 'cat' / 'a.jpg'}", f"Skipped {src / 'cat' / 'b.jpg'}"]
    assert lines[-1] == "By then 40 images were written. 2 images were skipped."
    assert not any(line.startswith("──── This run") for line in lines)   # (none yet)
    # another output folder: its own story (none); this one's again when it is back
    w.choose_output(str(tmp_path / "elsewhere"))
    assert log_text(w) == ""
    w.choose_output(str(out))
    qtbot.waitUntil(lambda: log_text(w).splitlines() == lines, timeout=WAIT)
    assert reads == [False, False]
    # Resume: the same lines, told at once (the log has not changed), then this run's
    w.display.prepare(str(src), str(out), "convert --resume", resumed=True)
    now = log_text(w).splitlines()
    assert now[:len(lines)] == lines and now[len(lines)] == ""
    assert now[len(lines) + 1].startswith("──── This run: resumed ")
    assert now[len(lines) + 2] == "$ convert --resume"
    assert reads == [False, False]


def test_a_resume_reads_them_off_the_gui_thread_and_keeps_the_order(
        qtbot, window, tmp_path, monkeypatch):
    src, out = _cancelled_run(tmp_path)
    gate = threading.Event()
    reads = _reads(monkeypatch)
    spy = run_story.earlier_lines

    def slow(out, *args, **kwargs):   # the run's lines arrive while the log is read
        if threading.current_thread() is not threading.main_thread():
            gate.wait(WAIT / 1000)   # (in the GUI thread it would wait for good)
        return spy(out, *args, **kwargs)
    monkeypatch.setattr(run_story, "earlier_lines", slow)
    window.display.prepare(str(src), str(out), "convert --resume", resumed=True)
    window.log.add_line("the run's first line")
    window.log.set_full_log(str(out / P.RUN_LOG))   # (it ended, even)
    gate.set()
    qtbot.waitUntil(lambda: "──── This run: resumed " in log_text(window), timeout=WAIT)
    lines = log_text(window).splitlines()
    assert reads == [False]
    assert lines[0].startswith(TOLD)
    started = next(i for i, line in enumerate(lines) if line.startswith("──── Started "))
    this = next(i for i, line in enumerate(lines) if line.startswith("──── This run: "))
    assert started < this and lines[this - 1] == ""
    assert lines[this + 1] == "$ convert --resume"
    assert lines[-2:] == ["the run's first line",
                          f"The full log of this run and its earlier parts (counts, every "
                          f"skipped file and why, warnings): {out / P.RUN_LOG}"]


@pytest.mark.parametrize("cli", [False, True])
def test_an_earlier_part_s_command_is_shown_as_this_run_s(qtbot, window, tmp_path,
                                                          monkeypatch, cli):
    """After a Resume (a walk) the earlier part's line was the log's raw command, with
    "--events jsonl", and the resumed run's the one Copy command copies, with "--events
    text", and a note of what the window changes: the two are shown alike now, also when
    Copy command names the installed tfrecord-studio-cli (the log: python -m engine)."""
    if cli:
        monkeypatch.setattr(run_story, "display_command",
                            lambda: ["/opt/studio bin/tfrecord-studio-cli"])
    src = make_dataset(tmp_path / "photos", per_class=2, size=(16, 16))
    out = tmp_path / "photos-tfrecord"
    out.mkdir()
    job = Job(source=str(src), out=str(out))
    # what the engine the window starts (python -m engine) writes in the log
    log = RunLog(str(out)).start([str(Path(engine.__file__).with_name("__main__.py")),
                                  *job.convert_args()])
    try:
        log.on_event(P.Plan(total=4, splits={"train": 4}, labels=["cat", "dog"]))
        log.on_event(P.RunFinished(status="cancelled", summary={
            "command": "convert", "written": 1, "failed": 0, "total": 4}))
    finally:
        log.close()
    job.resume = True
    job_line = job.command_line(run_story.display_command())
    window.display.prepare(str(src), str(out), job_line, resumed=True)
    qtbot.waitUntil(lambda: "──── This run: resumed " in log_text(window), timeout=WAIT)
    lines = log_text(window).splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("──── Started "))
    this = next(i for i, line in enumerate(lines) if line.startswith("──── This run: "))
    earlier, now = lines[first + 1:first + 3], lines[this + 1:this + 3]
    assert now[0] == "$ " + job_line
    assert ("tfrecord-studio-cli' convert " in now[0]) == cli, now
    assert now[0].endswith(" --resume --events text"), now
    assert earlier == [now[0].replace(" --resume", ""), now[1]], (earlier, now)
    assert now[1].startswith("(The command to run this yourself, as Copy command copies it.")


def test_each_earlier_part_of_a_cluster_run_says_its_workers(qapp, tmp_path):
    """A resumed --cluster run: the Log tab said this run's workers ("workers: 2 on the
    cluster ...") and none of the earlier parts': each says them now, those its end
    counted, or (it stopped without a summary) those connected as it started."""
    out = tmp_path / "out"
    out.mkdir()
    argv = ["python", "-m", "engine", "convert", str(tmp_path / "src"), "--out", str(out),
            "--cluster", "local:2"]
    parts = [(argv, P.ClusterStarted(address="inproc://10.0.0.5/1/1", workers=[
                 {"name": "inproc://10.0.0.5/1/2", "threads": 1}] * 2),
              P.RunFinished(status="cancelled", summary={
                  "command": "convert", "written": 4, "failed": 0, "total": 12, "workers": 2,
                  "cluster": {"kind": "local", "threads": 2}})),
             (argv[:-1] + ["tcp://10.0.0.5:8786", "--resume"],
              P.ClusterStarted(address="tcp://10.0.0.5:8786", workers=[
                  {"name": f"tcp://10.0.0.{i}:4000", "threads": 4} for i in (6, 7, 8)]),
              P.RunFailed(message="The connection to the Dask scheduler at "
                          "tcp://10.0.0.5:8786 was lost during the run (the scheduler "
                          "stopped, or the network failed). The shards finished so far are "
                          "kept: when the scheduler answers again, run the same command "
                          "again with --resume.", exit_code=P.EXIT_WRITE_ERROR))]
    for words, started, end in parts:
        log = RunLog(str(out)).start(words)
        try:
            log.on_event(P.Plan(total=12, splits={"train": 12}, labels=["cat", "dog"]))
            log.on_event(started)
            log.on_event(end)
        finally:
            log.close()
    lines = run_story.earlier_lines(str(out))
    headings = [i for i, line in enumerate(lines) if line.startswith("──── ")]
    first, second = lines[headings[0]:headings[1] - 1], lines[headings[1]:]   # (a gap)
    assert first[-1] == "workers: 2 on the cluster (local Dask cluster)", first
    assert second[-1] == "Dask cluster at tcp://10.0.0.5:8786: 3 workers, 12 threads", second


def test_why_an_earlier_part_failed_is_told_once(qapp, tmp_path):
    """The engine writes why it failed as the part's end and on stderr: the Log tab told
    the scheduler's lost connection twice, as "Failed: ..." and "Error: ..."."""
    out = tmp_path / "out"
    out.mkdir()
    why = ("The connection to the Dask scheduler at tcp://10.0.0.5:8786 was lost during the "
           "run (the scheduler stopped, or the network failed). The shards finished so far "
           "are kept: when the scheduler answers again, run the same command again with "
           "--resume.")
    log = RunLog(str(out)).start(["python", "-m", "engine", "convert", str(tmp_path / "src"),
                                  "--out", str(out), "--cluster", "tcp://10.0.0.5:8786"])
    try:
        log.on_event(P.Plan(total=12, splits={"train": 12}, labels=["cat", "dog"]))
        log.raw(f"error: {why}\n")
        log.on_event(P.RunFailed(message=why, exit_code=P.EXIT_WRITE_ERROR))
    finally:
        log.close()
    lines = run_story.earlier_lines(str(out))
    told = [line for line in lines if "was lost during the run" in line]
    assert len(told) == 1 and told[0].startswith("Failed: "), lines
