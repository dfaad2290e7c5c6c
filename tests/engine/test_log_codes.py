"""The lines a run writes on stderr ("note: ...", "warning: ...", "error: ..." and the CLI's
"stopping (cancel requested)...") are catalogued: engine.reason_codes.describe_log_line
reads each as the window does, with its parameters, so the Log tab can show it in the
window's language. stderr itself stays the engine's English (the same bytes as before).
Each line comes from the real code path that writes it."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import textwrap
from pathlib import Path

from PIL import Image

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol
from engine.commands import cli
from engine.events import configure_logging
from engine.reason_codes import describe_log_line
from engine.run.lock import LOCK_NAME, FolderLock


def _table_source(root: Path) -> Path:
    root.mkdir()
    for name in ("a", "b"):
        Image.new("RGB", (16, 16), (40, 90, 200)).save(root / f"{name}.png")
    (root / "t.csv").write_text("path,label,notes\na.png,cat,blurry\nb.png,dog,\n")
    return root / "t.csv"


def _dead_pid() -> int:
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


def test_a_runs_notes_are_catalogued_with_their_parameters(tmp_path):
    """A table with a column it does not read, a stale lock left in the output folder,
    --overwrite beside another program's file and two images of the same bytes under two
    labels: four notes in one real run."""
    table = _table_source(tmp_path / "src")
    out = tmp_path / "out"
    opts = ("--workers", "1", "--size", "16")
    code, _, err = F.run_engine(F.engine_argv(table, out, *opts))
    assert code == 0, err
    (out / "notes.txt").write_text("mine")
    pid = _dead_pid()
    (out / LOCK_NAME).write_text(json.dumps(
        {"host": socket.gethostname(), "pid": pid, "started": "2026-01-01T09:00:00+01:00"}))
    code, _, err = F.run_engine(F.engine_argv(table, out, *opts, "--overwrite"))
    assert code == 0, err
    assert F.coded_log_lines(err) == [
        ("note", "csv.unread_columns", {"file": "t.csv", "columns": "'notes'"}),
        ("note", "log.stale_lock_gone", {"folder": str(out), "started":
                                         "2026-01-01T09:00:00+01:00", "pid": str(pid),
                                         "host": socket.gethostname()}),
        ("note", "log.overwrite_leaves", {"n": "1", "folder": str(out),
                                          "example": "'notes.txt'"}),
        ("note", "log.duplicates", {"n": "1", "file": str(out / "duplicates.csv"),
                                    "splits": "0", "labels": "1"}),
    ], err
    # stderr is the English it always was
    assert f"note: --overwrite leaves 1 file in {out} that this program did not write " \
           "('notes.txt')" in err.splitlines()


def test_every_kind_of_stale_lock_is_catalogued(tmp_path, capsys):
    configure_logging()
    cases = {
        b"": "log.stale_lock_cut",
        json.dumps({"host": socket.gethostname(), "pid": _dead_pid(), "started": "x"}).encode():
            "log.stale_lock_gone",
        # alive (our parent) but nobody holds the lock's flock: the number was reused
        json.dumps({"host": socket.gethostname(), "pid": os.getppid(), "started": "x"}).encode():
            "log.stale_lock_reused",
    }
    for content, want in cases.items():
        (tmp_path / LOCK_NAME).write_bytes(content)
        lock = FolderLock(str(tmp_path))
        lock.acquire()
        lock.release()
        lines = F.coded_log_lines(capsys.readouterr().err)
        assert [(level, code) for level, code, _ in lines] == [("note", want)], content
        assert lines[0][2]["folder"] == str(tmp_path)


SITE_BROKEN_TF = """
    # Test only: a TensorFlow that fails to start (not an ImportError: a broken install,
    # a missing driver), after writing to stderr as TensorFlow's C++ start-up does.
    import os
    os.write(2, b"E0000 cuInit failed: no driver\\n")
    raise RuntimeError("cannot initialise the device")
"""


def test_verifys_lines_about_a_broken_tensorflow_are_catalogued(tmp_path):
    table = _table_source(tmp_path / "src")
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(table, out, "--workers", "1", "--size", "16"))
    assert code == 0, err
    site = tmp_path / "site" / "tensorflow"
    site.mkdir(parents=True)
    (site / "__init__.py").write_text(textwrap.dedent(SITE_BROKEN_TF))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path / "site"), str(F.ROOT)]))
    code, _, err = F.run_engine([F.PYTHON, "-m", "engine", "verify", str(out), "--events",
                                 "jsonl"], env=env)
    assert code == 0, err
    lines = F.coded_log_lines(err)
    assert lines == [
        ("error", "log.tf_failed", {}),
        ("note", "log.tf_unavailable", {"detail": "cannot initialise the device"}),
    ], err
    assert "E0000 cuInit failed: no driver" in err   # TensorFlow's own output follows


def test_a_cancel_and_a_signal_are_said_in_catalogued_lines(tmp_path, capsys, monkeypatch):
    table = _table_source(tmp_path / "src")
    p = subprocess.run(F.engine_argv(table, tmp_path / "out", "--workers", "1"), cwd=F.ROOT,
                       input=b"cancel\n", capture_output=True, timeout=120)
    err = p.stderr.decode()
    assert p.returncode == protocol.EXIT_CANCELLED, err
    assert ("", "cli.stopping_cancel", {}) in F.coded_log_lines(err)
    # the handler a SIGTERM meets (the window's cancel sends one after 4 s)
    monkeypatch.setattr(sys, "stdin", None)
    saved = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        cancel = cli.install_cancel_handlers()
        os.kill(os.getpid(), signal.SIGTERM)
        assert cancel.wait(10)
    finally:
        for s, handler in saved.items():
            signal.signal(s, handler)
    assert F.coded_log_lines(capsys.readouterr().err) == [("", "cli.stopping_signal",
                                                    {"signal": "SIGTERM"})]


def test_an_interrupted_command_and_an_internal_error_are_catalogued(capsys, monkeypatch):
    def interrupted(args):
        raise KeyboardInterrupt

    parser = cli.build_parser
    monkeypatch.setattr(cli, "build_parser", lambda: _with_func(parser(), interrupted))
    assert cli.main(["convert", "src", "--out", "out"]) == protocol.EXIT_CANCELLED
    assert F.coded_log_lines(capsys.readouterr().err) == [("", "cli.interrupted", {})]

    def bug(args):
        e = ValueError("boom")
        e.run_log = "/data/out/tfrecord_studio.log"   # type: ignore[attr-defined]
        raise e

    monkeypatch.setattr(cli, "build_parser", lambda: _with_func(parser(), bug))
    assert cli.main(["convert", "src", "--out", "out", "--events", "text"]) == \
        protocol.EXIT_INTERNAL
    assert ("", "cli.internal_error_log", {"kind": "ValueError", "detail": "boom",
                                           "path": "/data/out/tfrecord_studio.log"}) in \
        F.coded_log_lines(capsys.readouterr().err)


def _with_func(parser, func):
    """The CLI's parser with `func` as every command's function."""
    import argparse
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                sub.set_defaults(func=func)
    return parser


def test_unknown_lines_are_not_matched():
    for line in ("note: something this engine never says", "Traceback (most recent call "
                 "last):", "E0000 cuInit failed", "interrupted by the user", ""):
        assert describe_log_line(line) == ("", "", {}), line
