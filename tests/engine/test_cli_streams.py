"""The CLI for people: its name in usage lines, and problems on stderr, progress on stdout
(so `2>problems.txt` collects exactly the problems)."""

import io
import os
import subprocess
import sys

from engine import protocol
from engine.events import Emitter
from engine.program import program_name
from tests.engine import imagefactory as F
from tests.engine.conftest import ROOT


def test_program_name_follows_how_we_were_started():
    assert program_name("/venv/bin/tfrecord-studio-cli") == "tfrecord-studio-cli"
    assert program_name(r"C:\venv\Scripts\tfrecord-studio-cli.exe") in (
        "tfrecord-studio-cli", r"C:\venv\Scripts\tfrecord-studio-cli")  # ntpath on Windows only
    assert program_name("/src/engine/__main__.py") == "python -m engine"
    assert program_name("") == "python -m engine"


def test_text_mode_sends_problems_to_stderr_and_progress_to_stdout():
    out, err = io.StringIO(), io.StringIO()
    em = Emitter("text", stream=out, err_stream=err)
    em.emit(protocol.ItemFailed(path="cat/a.jpg", reason="the file is cut off"))
    em.emit(protocol.Progress(done=2, failed=1, total=3, bytes_in=1000))
    em.emit(protocol.VerifyResult(ok=False, checked=3, problems=["shard 1: sha256 differs"]))
    em.emit(protocol.RunFailed(message="disk full", exit_code=6))
    em.emit(protocol.VerifyResult(ok=True, checked=3, problems=[]))
    assert "skipped cat/a.jpg: the file is cut off" in err.getvalue()
    assert "sha256 differs" in err.getvalue() and "error: disk full" in err.getvalue()
    assert "3/3" not in err.getvalue() and "verify: OK" not in err.getvalue()
    assert "3/3" in out.getvalue() and "verify: OK" in out.getvalue()
    assert "cat/a.jpg" not in out.getvalue() and "disk full" not in out.getvalue()



class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_on_a_terminal_progress_rewrites_one_line_at_most_five_times_a_second(monkeypatch):
    from engine import events
    clock = [1000.0]   # the emitter's clock, moved by the test (a loaded machine's real
    monkeypatch.setattr(events.time, "monotonic", lambda: clock[0])   # one may pass 0.2 s)
    out, err = _Terminal(), io.StringIO()
    em = Emitter("text", stream=out, err_stream=err)
    em.emit(protocol.Progress(done=1, total=4))
    clock[0] += 0.19
    em.emit(protocol.Progress(done=2, total=4))       # within 0.2 s: not shown
    em.emit(protocol.VerifyProgress(checked=1, total=4))   # nor this
    em.emit(protocol.Progress(done=4, total=4))       # the last one always
    shown = out.getvalue()
    assert shown.startswith("\r1/4 (25%)") and "\r4/4 (100%)" in shown
    assert "2/4" not in shown and "verifying" not in shown and "\n" not in shown
    assert all(len(part) == 100 for part in shown.split("\r")[1:])   # padded over the last
    clock[0] += 0.25
    em.emit(protocol.VerifyProgress(checked=3, total=4))
    assert out.getvalue().endswith("\r" + "verifying: 3 of 4 records checked".ljust(100))
    em.emit(protocol.ItemFailed(path="a.jpg", reason="cut off"))   # clears the line first
    assert out.getvalue().endswith("\r" + " " * 100 + "\r")
    assert err.getvalue() == "skipped a.jpg: cut off\n"

def test_cli_help_names_the_installed_command(tmp_path):
    # what the `tfrecord-studio-cli` console script does, from its pyproject.toml declaration
    script = F.console_script(tmp_path)
    env = dict(os.environ, PYTHONPATH=ROOT)
    r = subprocess.run([sys.executable, str(script), "convert", "--help"], env=env,
                       capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("usage: tfrecord-studio-cli convert")
    assert "python -m engine" not in r.stdout


def test_text_mode_run_splits_the_streams(make_dataset, tmp_path):
    src = make_dataset({"cat": 3, "dog": 3}, size=(40, 30))
    (src / "cat" / "broken.jpg").write_bytes(b"\xff\xd8\xff not really a jpeg")
    (src / "dog" / "gone.jpg").symlink_to(tmp_path / "nothing here")   # refused by the scan
    env = dict(os.environ, PYTHONPATH=ROOT)
    r = subprocess.run([sys.executable, "-m", "engine", "convert", str(src), "--out",
                        str(tmp_path / "out"), "--size", "16", "--workers", "1",
                        "--events", "text"], env=env, capture_output=True, text=True,
                       cwd=tmp_path, timeout=180)
    assert r.returncode == 0, r.stderr
    assert "broken.jpg" in r.stderr and "skipped" in r.stderr
    assert "broken.jpg" not in r.stdout
    assert "ok: 6 images written" in r.stdout
    # the final count agrees with the "skipped" lines above it, scan refusals included
    final = next(line for line in r.stdout.splitlines() if line.startswith("ok: "))
    skips = [line for line in r.stderr.splitlines() if line.startswith("skipped ")]
    assert len(skips) == 2, r.stderr
    assert "1 skipped (+1 refused by the scan)" in final, final


def test_text_mode_counts_one_thing_in_the_singular():
    # a detection dataset of one class is common: "1 classes" read as a slip; a folder's
    # entries are files (read as images when converted), an annotated source's images
    out = io.StringIO()
    em = Emitter("text", stream=out, err_stream=io.StringIO())
    em.emit(protocol.Plan(total=1, splits={"train": 1}, shards={"train": 1}, labels=["cat"],
                          task="detection"))
    em.emit(protocol.Plan(total=1200, splits={"train": 1000, "val": 200},
                          shards={"train": 2, "val": 1}, labels=["cat", "dog"]))
    em.emit(protocol.Plan(total=1, splits={"train": 1}, shards={"train": 1}, labels=["cat"]))
    assert [ln for ln in out.getvalue().splitlines() if " -> " in ln] == [
        "1 image, 1 class -> train: 1 image in 1 shard",
        "1,200 files, 2 classes -> train: 1,000 files in 2 shards, val: 200 files in 1 shard",
        "1 file, 1 class -> train: 1 file in 1 shard"]


def test_the_plan_line_counts_files_as_the_run_log_and_the_window_do(make_dataset, tmp_path):
    """A class folder that also holds a notes.txt: the terminal said "7 images" where the
    run log said "7 files" (and the window's progress line "… of 7 files")."""
    src = make_dataset({"cat": 3, "dog": 3}, size=(40, 30))
    (src / "cat" / "notes.txt").write_text("taken on Monday", encoding="utf-8")
    out = tmp_path / "out"
    r = subprocess.run([sys.executable, "-m", "engine", "convert", str(src), "--out",
                        str(out), "--size", "16", "--workers", "1", "--events", "text"],
                       env=dict(os.environ, PYTHONPATH=ROOT), capture_output=True, text=True,
                       cwd=tmp_path, timeout=180)
    assert r.returncode == 0, r.stderr
    plan = next(ln for ln in r.stdout.splitlines() if " -> " in ln and "classes" in ln)
    assert plan.startswith("7 files, 2 classes -> train: 7 files in "), r.stdout
    logged = (out / protocol.RUN_LOG).read_text(encoding="utf-8")
    assert "] plan: 7 files, 2 classes, train: 7 files in " in logged, logged


def test_text_mode_says_the_comparison_for_copies_once_in_a_while():
    # at 100% every progress line used to print: the comparison sends one every 0.1 s
    out = io.StringIO()
    em = Emitter("text", stream=out, err_stream=io.StringIO())
    em.emit(protocol.Progress(done=3, total=3, t=1.0))
    for n in range(5):
        em.emit(protocol.Progress(done=3, total=3, compared=n, to_compare=4, t=2.0 + n))
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("3/3 (100%)")
    assert lines[1:] == ["looking for copied images: 4 of 4 files compared"]


def test_before_the_plan_a_terminal_shows_the_scan_not_a_count_of_nothing(monkeypatch):
    # the run's ticks while it scanned and planned said "0/0 (100%)  0.0 images/s"
    from engine import events
    clock = [1000.0]
    monkeypatch.setattr(events.time, "monotonic", lambda: clock[0])
    out = _Terminal()
    em = Emitter("text", stream=out, err_stream=io.StringIO())
    em.emit(protocol.Progress(total=0))
    clock[0] += 1
    em.emit(protocol.ScanProgress(found=500))
    clock[0] += 1
    em.emit(protocol.Progress(total=0))
    clock[0] += 1
    em.emit(protocol.ScanProgress(found=804, finished=True))
    em.emit(protocol.Progress(total=0))
    clock[0] += 1
    em.emit(protocol.Progress(total=0))
    shown = [part.rstrip() for part in out.getvalue().split("\r")[1:]]
    assert shown == ["scanning the source...", "scanning the source: 500 files found so far",
                     "scanning the source: 500 files found so far",
                     "planning the output: 804 files found",
                     "planning the output: 804 files found"], shown
    clock[0] += 1
    em.emit(protocol.Plan(total=804, splits={"train": 804}, shards={"train": 1},
                          labels=["a", "b"]))
    clock[0] += 1
    em.emit(protocol.Progress(done=10, total=804, t=1.0))
    assert "10/804 (1%)" in out.getvalue() and "0/0" not in out.getvalue()


def test_a_window_that_goes_away_leaves_no_internal_error_in_the_run_log(make_dataset,
                                                                         tmp_path):
    """The window killed during a run (its events' pipe closed): the run log ended with
    "internal error:" and a BrokenPipeError traceback, as if the engine had a bug (a walk).
    It says the run stopped because its reader went away, and how to finish it."""
    src = make_dataset({"cat": 40, "dog": 40}, size=(40, 30))
    out = tmp_path / "out"
    env = dict(os.environ, PYTHONPATH=ROOT)
    p = subprocess.Popen([sys.executable, "-m", "engine", "convert", str(src), "--out",
                          str(out), "--size", "16", "--workers", "1", "--events", "jsonl"],
                         env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                         cwd=tmp_path)
    assert p.stdout is not None
    for line in p.stdout:   # the plan made (the log file opened), then the window gone
        if b'"type":"plan"' in line or b'"type": "plan"' in line:
            break
    p.stdout.close()
    p.wait(timeout=180)
    text = (out / "tfrecord-studio.log").read_text(encoding="utf-8")
    assert "internal error" not in text and "Traceback" not in text, text
    assert "stopped: the program reading this run's events (the window) went away" in text
