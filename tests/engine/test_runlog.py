"""The per-run log beside the output (issue 11): options, versions, warnings, skipped files,
the error with its traceback; never written into a folder the engine refused."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from engine import protocol
from tests.engine.conftest import ROOT

LOG = protocol.RUN_LOG


def _convert(src, out, *opts, cwd=None):
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-m", "engine", "convert", str(src), "--out",
                           str(out), "--size", "16", "--workers", "1", "--events", "text",
                           *opts], env=env, capture_output=True, text=True, timeout=180,
                          cwd=cwd or ROOT)


def test_log_records_options_versions_skips_and_result(make_dataset, tmp_path):
    src = make_dataset({"cat": 3, "dog": 2}, size=(40, 30))
    (src / "cat" / "broken.jpg").write_bytes(b"\xff\xd8\xff not really a jpeg")
    out = tmp_path / "out"
    r = _convert(src, out, "--seed", "7")
    assert r.returncode == 0, r.stderr
    text = (out / LOG).read_text(encoding="utf-8")
    assert "TFRecord Studio" in text and "convert started" in text
    assert "--seed 7" in text and "option seed: 7" in text
    assert "Pillow" in text and "numpy" in text and "python" in text
    assert f"source: {src}" in text and f"output: {out}" in text
    assert "broken.jpg" in text and "skipped" in text
    assert "wrote " in text and "sha256" in text
    assert "finished: ok" in text and "  5 images written, 1 skipped" in text


def test_refused_runs_leave_the_folder_alone(make_dataset, tmp_path):
    src = make_dataset({"cat": 2, "dog": 2}, size=(40, 30))
    out = tmp_path / "out"
    out.mkdir()
    (out / "notes.txt").write_text("mine")
    r = _convert(src, out)
    assert r.returncode == protocol.EXIT_OUTPUT_EXISTS
    assert os.listdir(out) == ["notes.txt"]
    # --resume with other options is refused after the plan: still nothing written
    done = tmp_path / "done"
    assert _convert(src, done).returncode == 0
    before = (done / LOG).read_bytes()
    r = _convert(src, done, "--resume", "--seed", "9")
    assert r.returncode == protocol.EXIT_RESUME_MISMATCH, r.stderr
    assert (done / LOG).read_bytes() == before


def test_overwrite_replaces_resume_appends_and_warnings_are_kept(make_dataset, tmp_path):
    src = make_dataset({"cat": 2, "dog": 2}, size=(40, 30))
    out = tmp_path / "out"
    assert _convert(src, out).returncode == 0
    (out / "notes.txt").write_text("mine")  # --overwrite leaves it, and says so on stderr
    r = _convert(src, out, "--overwrite")
    assert r.returncode == 0, r.stderr
    text = (out / LOG).read_text(encoding="utf-8")
    assert text.count("convert started") == 1  # the old dataset's log went with it
    assert "stderr: note: --overwrite" in text and "notes.txt" in text
    r = _convert(src, out, "--resume")
    assert r.returncode == 0, r.stderr
    assert (out / LOG).read_text(encoding="utf-8").count("convert started") == 2


def test_internal_error_traceback_is_in_the_log_and_the_message_names_it(make_dataset,
                                                                         tmp_path):
    src = make_dataset({"cat": 2, "dog": 2}, size=(40, 30))
    out = tmp_path / "out"
    code = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {ROOT!r})
        from engine.commands import cli
        from engine.run import local_shards
        def boom(*args, **kwargs):
            raise RuntimeError("injected bug")
        local_shards.run_shard = boom   # the conversion's shard task, as it is called
        if __name__ == "__main__":
            sys.exit(cli.main(["convert", {str(src)!r}, "--out", {str(out)!r}, "--size", "16",
                               "--workers", "1", "--events", "jsonl"]))
    """)
    script = tmp_path / "buggy.py"
    script.write_text(code)
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                       timeout=180, cwd=tmp_path)
    assert r.returncode == protocol.EXIT_INTERNAL
    text = (out / LOG).read_text(encoding="utf-8")
    assert "internal error:" in text and "Traceback" in text and "injected bug" in text
    assert str(out / LOG) in r.stderr
    last = [ln for ln in r.stdout.splitlines() if ln.strip()][-1]
    assert str(out / LOG) in protocol.decode(last).message


def test_verify_appends_to_the_datasets_log_and_never_creates_one(make_dataset, tmp_path):
    src = make_dataset({"cat": 2, "dog": 2}, size=(40, 30))
    out = tmp_path / "out"
    assert _convert(src, out).returncode == 0
    env = dict(os.environ, PYTHONPATH=ROOT)
    r = subprocess.run([sys.executable, "-m", "engine", "verify", str(out), "--reader",
                        "builtin", "--events", "none"], env=env, capture_output=True,
                       text=True, timeout=180)
    assert r.returncode == 0, r.stderr
    text = (out / LOG).read_text(encoding="utf-8")
    assert "verify started" in text and "verify: OK (built-in reader), 4 records" in text
    (out / LOG).unlink()
    r = subprocess.run([sys.executable, "-m", "engine", "verify", str(out), "--reader",
                        "builtin", "--events", "none"], env=env, capture_output=True,
                       text=True, timeout=180)
    assert r.returncode == 0 and not (out / LOG).exists()


def test_library_versions_start_no_process():
    # platform.platform() asks for the processor, which runs `uname -p` on Linux: ~8 ms of
    # the engine process's CPU on every run, for a field the run log does not show.
    import platform
    code = ("import subprocess, platform\n"
            "def refuse(*a, **k): raise AssertionError('a process was started')\n"
            "subprocess.Popen = refuse\n"
            "from engine.run import runlog\n"
            "print(runlog.library_versions()['platform'])\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       timeout=60, cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT))
    assert r.returncode == 0, r.stderr
    got = r.stdout.strip()
    assert got.startswith(f"{platform.system()}-{platform.release()}-{platform.machine()}")
    if platform.system() == "Linux" and platform.processor() in ("", "unknown"):
        assert got == platform.platform()   # the very string it used to record


def test_the_logged_command_runs_again_in_a_terminal(make_dataset, tmp_path):
    """The log said "command: .../engine/__main__.py convert ... --out .../TFRecord
    Studio/out": the module's path, and a folder with a space split in two."""
    import shlex
    src = make_dataset({"cat": 2}, size=(40, 30))
    out = tmp_path / "TFRecord Studio" / "out"
    r = _convert(src, out)
    assert r.returncode == 0, r.stderr
    line = next(x for x in (out / LOG).read_text(encoding="utf-8").splitlines()
                if x.startswith("command: "))
    words = shlex.split(line[len("command: "):])
    assert words[:5] == [sys.executable, "-m", "engine", "convert", str(src)], words
    assert words[words.index("--out") + 1] == str(out)


def test_verify_is_logged_as_done_not_as_an_unset_option(make_dataset, tmp_path):
    """The window converts, then verifies with `verify OUT` (a separate process that
    appends to this log): its runs were logged "option verify: False" above the verify
    result. The option is said only when this run verifies; a separate verify is its own
    section of the log."""
    src = make_dataset({"cat": 2, "dog": 2}, size=(40, 30))
    out, checked = tmp_path / "out", tmp_path / "checked"
    assert _convert(src, out).returncode == 0
    assert "option verify" not in (out / LOG).read_text(encoding="utf-8")
    assert _convert(src, checked, "--verify").returncode == 0
    text = (checked / LOG).read_text(encoding="utf-8")
    assert "option verify: after writing, in this run" in text
    assert text.index("option verify:") < text.index("verify: OK")


def test_the_logs_counts_agree_in_number(tmp_path):
    """"1 record checked", not "1 records checked": the log's counts say their number, as
    its plan line and the terminal's lines (engine.events) do."""
    from engine.run.runlog import RunLog
    log = RunLog(str(tmp_path))
    log.open()
    for ev in (protocol.ScanProgress(found=1, finished=True),
               protocol.Plan(total=1, splits={"train": 1}, shards={"train": 1},
                             labels=["cat"], task="detection"),
               protocol.ShardWritten(path="a.tfrecord", records=1, bytes=1, sha256="ab"),
               protocol.VerifyResult(cancelled=True, checked=1),
               protocol.VerifyResult(ok=True, checked=1, reader="builtin"),
               protocol.VerifyResult(ok=True, checked=1200)):
        log.on_event(ev)
    log.close()
    lines = [ln.split("] ", 1)[1] for ln in
             (tmp_path / LOG).read_text(encoding="utf-8").splitlines()]
    assert lines == ["scan: 1 image found, 0 rejected",
                     "plan: 1 image, 1 class, train: 1 image in 1 shard",
                     "wrote a.tfrecord (1 record, 1 byte, sha256 ab)",
                     "verify: cancelled after 1 record checked; the files are not verified",
                     "verify: OK (built-in reader), 1 record",
                     "verify: OK, 1,200 records"]


def test_a_folders_entries_are_counted_as_files(make_dataset, tmp_path):
    """"scan: 308 images found" was logged of a folder whose 2 text files the window counted
    apart ("308 files (306 images)"): the engine tries every file of a folder and tells an
    image only when it reads it, so its log counts files, as the window does."""
    src = make_dataset({"cat": 3, "dog": 2}, size=(40, 30))
    (src / "cat" / "notes.txt").write_text("not an image")
    out = tmp_path / "out"
    r = _convert(src, out)
    assert r.returncode == 0, r.stderr
    lines = [ln.split("] ", 1)[-1] for ln in
             (out / LOG).read_text(encoding="utf-8").splitlines()]
    assert "scan: 6 files found, 0 rejected" in lines
    assert "plan: 6 files, 2 classes, train: 6 files in 1 shard" in lines
    assert lines.index("scan: 6 files found, 0 rejected") < lines.index(
        "plan: 6 files, 2 classes, train: 6 files in 1 shard")
    assert not any("images found" in line for line in lines)
