"""Launch option parsing: --version, unknown options are usage errors, Qt's own options
pass through (issue 11: an unknown option once converted the last source with --overwrite)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from studio_fixtures import ROOT

from gui import __version__
from gui.app import parse_launch_args


def _run(*args, cwd=ROOT):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "gui", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=60)


def test_version_prints_and_exits(tmp_path):
    r = _run("--version", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.strip() == f"tfrecord-studio {__version__}"


@pytest.mark.parametrize("args", [["--verison"], ["--headless", "--sauce", "x"],
                                  ["stray-positional"], ["--workers", "lots", "--headless"]])
def test_unknown_or_bad_options_are_usage_errors(tmp_path, args):
    r = _run("--settings", str(tmp_path / "s.ini"), *args, cwd=tmp_path)
    assert r.returncode == 2, r.stdout + r.stderr
    assert r.stderr.startswith("usage: tfrecord-studio")
    assert not any(tmp_path.glob("**/*.tfrecord")) and "converting" not in r.stdout


def test_a_folder_given_as_the_only_argument_is_the_source(tmp_path):
    # what a file manager's "Open with" (the .desktop file's %f) or a terminal passes
    opts, qt = parse_launch_args([str(tmp_path)])
    assert opts.source == str(tmp_path) and qt == []
    # a Qt option's value is never taken for the source, wherever the source is
    opts, qt = parse_launch_args(["-platform", "offscreen", str(tmp_path)])
    assert opts.source == str(tmp_path) and qt == ["-platform", "offscreen"]
    for args in ([str(tmp_path / "no-such-folder")], [str(tmp_path), "--source", "x"],
                 [str(tmp_path), str(tmp_path)]):
        with pytest.raises(SystemExit) as e:
            parse_launch_args(args)
        assert e.value.code == 2, args


def test_the_window_converts_the_folder_it_is_given(tmp_path):
    from studio_fixtures import make_dataset
    src = make_dataset(tmp_path / "photos")
    out = tmp_path / "out"
    r = _run(str(src), "--settings", str(tmp_path / "s.ini"), "--out", str(out), "--start",
             "--quit-when-done", "--no-verify", cwd=tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    assert manifest["source"] == str(src)
    assert manifest["total_records"] == sum(1 for p in src.rglob("*") if p.is_file())


def test_start_resumes_the_interrupted_run_whose_folder_it_is_given(tmp_path, monkeypatch):
    """--start waits until the window knows what the folder is: the folder's run and its
    source put back, it resumes. (It converted the folder itself as the source, into a
    folder named after the sample, once the window learnt that from the scan.)"""
    import shlex

    from interrupted_runs import calls, interrupted_run, recorded_options
    from studio_fixtures import DATA, fake_command, make_dataset

    from gui.engine_launch import ENGINE_ENV
    from gui.job import Job
    # (as many images as the run planned: fewer are a source changed since, which the
    # window, once its scan answers, offers to start over rather than resume)
    src = make_dataset(tmp_path / "photos", per_class=500, size=(8, 8))
    out = tmp_path / "photos-tfrecord"
    interrupted_run(out, str(src), recorded_options(Job()))
    argv = tmp_path / "argv.jsonl"
    monkeypatch.setenv(ENGINE_ENV, shlex.join(fake_command(
        "--replay", str(DATA / "convert_ok.jsonl"), "--argv-out", str(argv))))
    r = _run(str(out), "--settings", str(tmp_path / "s.ini"), "--start", "--quit-when-done",
             "--no-verify", cwd=tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr
    (run,) = calls(argv)
    assert run[1] == str(src) and run[run.index("--out") + 1] == str(out), run
    assert "--resume" in run


def test_qt_options_are_passed_to_qt():
    opts, qt = parse_launch_args(["-platform", "offscreen", "--source", "x", "-reverse",
                                  "-style=fusion", "--stylesheet", "a.qss"])
    assert opts.source == "x"
    assert qt == ["-platform", "offscreen", "-reverse", "-style=fusion", "--stylesheet", "a.qss"]
    with pytest.raises(SystemExit) as e:
        parse_launch_args(["-platform"])  # a value option without its value
    assert e.value.code == 2
