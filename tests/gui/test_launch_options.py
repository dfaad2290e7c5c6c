"""Launch options: prefill in-process, and the real `python -m gui` process with
--start --quit-when-done --screenshot against the fake engine."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys

from studio_fixtures import DATA, ROOT, fake_command, make_dataset

from gui.app import apply_options, build_parser
from gui.engine_launch import ENGINE_ENV


def test_options_prefill_the_form(qtbot, window, tmp_path):
    ds = make_dataset(tmp_path / "ds", per_class=2)
    opts = build_parser().parse_args(["--source", str(ds), "--out", str(tmp_path / "o"),
                                      "--size", "320x240", "--workers", "3", "--no-verify"])
    assert apply_options(window, opts) == []
    job = window.job()
    assert (job.source, job.out, job.size, job.workers, job.verify) == (
        str(ds), str(tmp_path / "o"), "320x240", 3, False)
    opts = build_parser().parse_args(["--size", "512", "--workers", "auto"])
    assert apply_options(window, opts) == []
    assert window.job().size == "512" and window.job().workers == 0
    opts = build_parser().parse_args(["--workers", "lots"])
    assert apply_options(window, opts)


def _run_gui(tmp_path, *args, engine_opts=()):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env[ENGINE_ENV] = shlex.join(fake_command(*engine_opts))
    argv = [sys.executable, "-m", "gui", "--settings", str(tmp_path / "s.ini"), *args]
    return subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_start_quit_when_done_and_screenshot(tmp_path):
    ds = make_dataset(tmp_path / "ds", per_class=2)
    shot = tmp_path / "shot.png"
    r = _run_gui(tmp_path, "--source", str(ds), "--out", str(tmp_path / "out"), "--start",
                 "--quit-when-done", "--screenshot", str(shot),
                 engine_opts=("--replay", str(DATA / "convert_recorded.jsonl"),
                              "--verify-replay", str(DATA / "verify_recorded.jsonl")))
    assert r.returncode == 0, r.stderr[-2000:]
    from PySide6.QtGui import QImage
    img = QImage(str(shot))
    assert not img.isNull() and img.width() > 600 and img.height() > 400
    assert (tmp_path / "s.ini").exists()  # settings went to the given INI, not the user's


def test_quit_when_done_reports_failure_in_the_exit_code(tmp_path):
    ds = make_dataset(tmp_path / "ds", per_class=2)
    r = _run_gui(tmp_path, "--source", str(ds), "--out", str(tmp_path / "out"), "--start",
                 "--quit-when-done",
                 engine_opts=("--replay", str(DATA / "bad_source_recorded.jsonl"), "--exit", "3"))
    assert r.returncode == 3


def test_start_with_an_invalid_job_exits_with_usage_error(tmp_path):
    r = _run_gui(tmp_path, "--source", str(tmp_path / "missing"), "--out", str(tmp_path / "o"),
                 "--start", "--quit-when-done")
    assert r.returncode == 2
    assert "cannot start" in r.stderr and "source" in r.stderr
