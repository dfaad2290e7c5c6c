"""The QProcess engine client against the fake engine (real process, real pipes)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from studio_fixtures import DATA, fake_command

from engine import protocol as P
from gui.engine_client import EngineClient
from gui.engine_launch import ENGINE_ENV, engine_command

TIMEOUT = 120_000


def run(qtbot, client, args=("convert", "src", "--out", "out")):
    with qtbot.waitSignal(client.finished, timeout=TIMEOUT) as blocker:
        client.start(list(args))
    return blocker.args


def collect(client):
    seen = {"events": [], "logs": [], "progress": [], "failed": [], "shards": []}
    client.eventReceived.connect(seen["events"].append)
    client.logLine.connect(seen["logs"].append)
    client.progress.connect(seen["progress"].append)
    client.itemFailed.connect(seen["failed"].append)
    client.shardWritten.connect(seen["shards"].append)
    return seen


def test_replays_a_recorded_run_into_typed_signals(qtbot, tmp_path):
    argv_file = tmp_path / "argv.jsonl"
    client = EngineClient(command=fake_command(
        "--replay", str(DATA / "convert_recorded.jsonl"), "--argv-out", str(argv_file)))
    seen = collect(client)
    code, outcome = run(qtbot, client, ["convert", "/s p/src", "--out", "/o"])
    assert (code, outcome) == (0, "ok")
    recorded = (DATA / "convert_recorded.jsonl").read_text().splitlines()
    assert len(seen["events"]) == len(recorded)
    assert [e.seq for e in seen["events"]] == list(range(len(recorded)))
    assert all(isinstance(p, P.Progress) for p in seen["progress"])
    assert seen["progress"][-1].done == 1600
    assert len(seen["failed"]) == sum("item_failed" in r for r in recorded)
    assert len(seen["shards"]) == sum("shard_written" in r for r in recorded) > 2
    assert isinstance(client.final_event, P.RunFinished)
    # the argv arrived intact, spaces included
    first = argv_file.read_text().splitlines()[0]
    assert json.loads(first) == ["convert", "/s p/src", "--out", "/o"]
    assert not client.is_running()


def test_reassembles_lines_split_across_reads_and_tolerates_junk(qtbot):
    client = EngineClient(command=fake_command(
        "--replay", str(DATA / "convert_ok.jsonl"), "--chunked"))
    seen = collect(client)
    code, outcome = run(qtbot, client)
    assert outcome == "ok"
    types = [getattr(e, "type", None) for e in seen["events"]]
    assert "run_finished" in types
    assert any(isinstance(e, P.UnknownEvent) and e.type == "from_the_future"
               for e in seen["events"])
    assert "a stray log line" in seen["logs"]
    assert all(not isinstance(e, P.LogLine) for e in seen["events"])


def test_engine_reported_failure(qtbot):
    client = EngineClient(command=fake_command(
        "--replay", str(DATA / "bad_source_recorded.jsonl"), "--exit", "3"))
    failed = []
    client.runFailed.connect(failed.append)
    code, outcome = run(qtbot, client)
    assert (code, outcome) == (3, "failed")
    assert failed and "no such file" in failed[0].message


def test_crash_keeps_the_last_stderr_lines(qtbot):
    client = EngineClient(command=fake_command(
        "--replay", str(DATA / "convert_ok.jsonl"), "--exit", "1",
        "--stderr", "Traceback (most recent call last):\\n  File x\\nZeroDivisionError: boom"))
    code, outcome = run(qtbot, client)
    assert (code, outcome) == (1, "failed")
    tail = client.stderr_tail()
    assert tail[-1] == "ZeroDivisionError: boom" and tail[0].startswith("Traceback")
    assert client.final_event is None  # run_finished was withheld: a crash, not a finish


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_killed_by_a_signal_is_a_crash(qtbot):
    client = EngineClient(command=[sys.executable, "-c",
                                   "import os, signal; os.kill(os.getpid(), signal.SIGKILL)"])
    code, outcome = run(qtbot, client, [])
    assert outcome == "crashed"


def test_missing_interpreter_reports_why(qtbot, tmp_path):
    client = EngineClient(command=[str(tmp_path / "no-such-python"), "-m", "engine"])
    code, outcome = run(qtbot, client)
    assert (code, outcome) == (-1, "crashed")
    assert "no-such-python" in client.error_text


def test_cancel_writes_to_stdin_and_the_engine_stops(qtbot):
    client = EngineClient(command=fake_command(
        "--replay", str(DATA / "convert_ok.jsonl"), "--hang"))
    seen = collect(client)
    client.start(["convert", "s", "--out", "o"])
    qtbot.waitUntil(lambda: len(seen["progress"]) > 3, timeout=TIMEOUT)
    with qtbot.waitSignal(client.finished, timeout=TIMEOUT) as blocker:
        client.cancel()
        assert client.cancelling
    assert blocker.args == [130, "cancelled"]
    assert isinstance(client.final_event, P.RunFinished)
    assert client.final_event.status == "cancelled"


def test_cancel_ladder_terminates_an_engine_that_ignores_cancel(qtbot):
    client = EngineClient(command=fake_command(
        "--replay", str(DATA / "convert_ok.jsonl"), "--hang", "--ignore-cancel"))
    client.CANCEL_GRACE = 0.3
    logs = []
    client.logLine.connect(logs.append)
    with qtbot.waitSignal(client.started, timeout=TIMEOUT):
        client.start(["convert"])
    with qtbot.waitSignal(client.finished, timeout=TIMEOUT) as blocker:
        client.cancel()
    assert blocker.args[1] == "cancelled"
    assert any("terminating" in line for line in logs)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_cancel_ladder_kills_an_engine_that_ignores_terminate(qtbot):
    client = EngineClient(command=fake_command(
        "--replay", str(DATA / "convert_ok.jsonl"), "--hang", "--ignore-cancel", "--ignore-term"))
    client.CANCEL_GRACE = 0.3
    client.TERMINATE_GRACE = 0.3
    logs = []
    client.logLine.connect(logs.append)
    # The fake ignores SIGTERM before it writes its first event: once an event is here,
    # the terminate step of the ladder really meets an engine that ignores it.
    with qtbot.waitSignal(client.eventReceived, timeout=TIMEOUT):
        client.start(["convert"])
    assert client.is_running()
    with qtbot.waitSignal(client.finished, timeout=TIMEOUT) as blocker:
        client.cancel()
    assert blocker.args == [130, "cancelled"]
    assert any("killing" in line for line in logs)


def test_refuses_a_second_start_while_running(qtbot):
    client = EngineClient(
        command=fake_command("--replay", str(DATA / "convert_ok.jsonl"), "--hang"))
    client.start(["convert"])
    with pytest.raises(RuntimeError):
        client.start(["convert"])
    with qtbot.waitSignal(client.finished, timeout=TIMEOUT):
        client.cancel()


def test_engine_command_default_and_override(monkeypatch):
    monkeypatch.delenv(ENGINE_ENV, raising=False)
    assert engine_command() == [sys.executable, "-P", "-m", "engine"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)  # the desktop bundle
    assert engine_command() == [sys.executable, "--engine"]
    monkeypatch.delattr(sys, "frozen")
    monkeypatch.setenv(ENGINE_ENV, "/usr/bin/python3 fake.py --replay 'a b.jsonl' --")
    assert engine_command() == ["/usr/bin/python3", "fake.py", "--replay", "a b.jsonl", "--"]


def test_engine_runs_in_the_users_folder_never_in_the_installation(tmp_path, monkeypatch):
    from gui import package_data
    from gui.engine_launch import engine_pythonpath, engine_working_dir
    monkeypatch.chdir(tmp_path)
    assert engine_working_dir() == str(tmp_path)
    # as installed: the code's folder is site-packages, which is never the working folder
    monkeypatch.setattr(package_data, "is_source_checkout", lambda: False)
    monkeypatch.setattr(package_data, "CODE_ROOT", tmp_path)
    monkeypatch.setattr(package_data, "resources_root", lambda: tmp_path / "res")
    (tmp_path / "pkg").mkdir()
    monkeypatch.chdir(tmp_path / "pkg")
    assert engine_working_dir() == str(Path.home())
    import gui.engine_launch as ec
    monkeypatch.setattr(ec, "is_source_checkout", lambda: False)
    assert engine_pythonpath("a") == "a"  # an installation adds nothing to PYTHONPATH


def test_display_command_searches_path_once_per_path(tmp_path, monkeypatch):
    """The form revalidates at every key press and shows the command each time: PATH is
    searched for the installed command once, and again only when PATH changes; the
    answer is the one a fresh search gives."""
    import shutil

    import gui.engine_launch as ec
    monkeypatch.delenv(ENGINE_ENV, raising=False)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    cli = bin_dir / "tfrecord-studio-cli"
    cli.write_text("#!/bin/sh\n")
    cli.chmod(0o755)
    monkeypatch.setattr(sys, "executable", str(bin_dir / "python"))
    searches = []
    real_which = shutil.which

    def which(name, *args, **kwargs):
        searches.append(name)
        return real_which(name, *args, **kwargs)

    monkeypatch.setattr(shutil, "which", which)
    monkeypatch.setenv("PATH", str(bin_dir))
    for _ in range(5):
        assert ec.display_command() == [str(cli)]
    assert len(searches) == 1
    monkeypatch.setenv("PATH", str(tmp_path))   # no command there: the interpreter's module
    assert ec.display_command() == [str(bin_dir / "python"), "-m", "engine"]
    assert ec.display_command() == [str(bin_dir / "python"), "-m", "engine"]
    assert len(searches) == 2
