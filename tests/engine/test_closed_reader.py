"""The commands other than convert (scan, inspect, verify) when their reader goes away or
their terminal closes: a closed pipe (`... scan | head -1`) or terminal ends them quietly
with the cancelled exit code, 130 (engine.exit_codes); a closed terminal's SIGHUP stops
them as Ctrl+C does. Before, a closed pipe ended them with the internal-error code (1),
and SIGHUP was not theirs to stop on. Real processes, their stdout a real pipe."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PIL import Image

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol

#: sitecustomize code (test only): `scan` and `verify` wait, once started (the file
#: $HOLD_MARK made), until they are stopped (at most 10 minutes): a stop surely lands
#: while they run. scan waits in its command; verify in its check, until it is cancelled.
HOLD_COMMANDS = """
    import os, time
    import engine.commands.scan_cli as _scan_cli
    import engine.commands.verify as _verify
    _scan, _check = _scan_cli.run, _verify.verify_dataset
    def run(args):
        open(os.environ["HOLD_MARK"], "w").close()
        for _ in range(6000):
            time.sleep(0.1)
        return _scan(args)
    def verify_dataset(folder, progress=None, should_stop=lambda: False, **kw):
        open(os.environ["HOLD_MARK"], "w").close()
        for _ in range(6000):
            if should_stop():
                break
            time.sleep(0.1)
        return _check(folder, progress, should_stop, **kw)
    _scan_cli.run, _verify.verify_dataset = run, verify_dataset
"""

QUIET = ("Traceback", "internal error", "Exception ignored")


def _many_files(folder: Path, n: int = 3000) -> Path:
    """n images with long names: `scan --json --list` says far more than a pipe holds."""
    (folder / "a").mkdir(parents=True)
    Image.new("RGB", (8, 8), (10, 20, 30)).save(folder / "first.png")
    data = (folder / "first.png").read_bytes()
    (folder / "first.png").unlink()
    for i in range(n):
        (folder / "a" / f"{i:05d}_{'n' * 120}.png").write_bytes(data)
    return folder


@pytest.fixture(scope="module")
def dataset(tmp_path_factory) -> Path:
    """A small converted dataset (for inspect and verify)."""
    tmp = tmp_path_factory.mktemp("closed_reader")
    src, out = F.noise_dataset(tmp / "src", 6, 48), tmp / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--size", "32"))
    assert code == protocol.EXIT_OK, err
    return out


def test_scan_piped_into_head_ends_quietly(tmp_path):
    src = _many_files(tmp_path / "src")
    argv = " ".join([sys.executable, "-m", "engine", "scan", str(src), "--json", "--list",
                     "--workers", "1"])
    shell = subprocess.run(
        ["bash", "-c", f"{argv} 2>{tmp_path / 'err'} | head -1; echo \"${{PIPESTATUS[0]}}\""],
        cwd=F.ROOT, env=dict(os.environ, PYTHONPATH=str(F.ROOT)), capture_output=True,
        text=True, timeout=300)
    first, code = shell.stdout.splitlines()
    assert json.loads(first)["images"] == 3000   # (head's one line: the document)
    err = (tmp_path / "err").read_text()
    assert int(code) == protocol.EXIT_CANCELLED, err[-3000:]
    assert not any(word in err for word in QUIET), err[-3000:]


@pytest.mark.parametrize("command", ["inspect", "verify", "scan"])
def test_a_reader_gone_before_the_first_line_ends_the_command_quietly(
        dataset, tmp_path, command):
    """stdout a pipe whose reader is already gone: the first write meets EPIPE."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    with open(tmp_path / "err", "wb") as err_file:
        try:
            code = subprocess.run(
                [sys.executable, "-m", "engine", command,
                 str(dataset.parent / "src" if command == "scan" else dataset)], cwd=F.ROOT,
                env=dict(os.environ, PYTHONPATH=str(F.ROOT)), stdout=write_end,
                stderr=err_file, stdin=subprocess.DEVNULL, timeout=300).returncode
        finally:
            os.close(write_end)
    err = (tmp_path / "err").read_text()
    assert code == protocol.EXIT_CANCELLED, err[-3000:]
    assert not any(word in err for word in QUIET), err[-3000:]


def _held(tmp_path: Path, argv: list[str]) -> subprocess.Popen:
    """``argv`` (an engine command) started, held by HOLD_COMMANDS until it is stopped."""
    mark = tmp_path / "held"
    env = F.with_sitecustomize(tmp_path, HOLD_COMMANDS, HOLD_MARK=str(mark))
    proc = subprocess.Popen([sys.executable, "-m", "engine", *argv], cwd=F.ROOT, env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    deadline = time.monotonic() + 300   # (a hang ends here, not a speed claim)
    while not mark.exists() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    if not mark.exists():
        F.end_left(proc, [])
        raise AssertionError(f"the command never started: {proc.communicate()[1]!r}")
    return proc


def test_sighup_stops_verify_as_ctrl_c_does(dataset, tmp_path):
    proc = _held(tmp_path, ["verify", str(dataset), "--events", "jsonl"])
    try:
        proc.send_signal(signal.SIGHUP)
        out, err = (b.decode() for b in proc.communicate(timeout=300))
    finally:
        F.end_left(proc, [])
    assert proc.returncode == protocol.EXIT_CANCELLED, err[-3000:]
    assert not any(word in err for word in QUIET), err[-3000:]
    end = protocol.decode(out.splitlines()[-1])
    assert end.type == "run_finished" and end.status == "cancelled", end


def test_sighup_stops_scan_as_ctrl_c_does(tmp_path):
    """(Before, SIGHUP was taken by the start-up handler and forgotten: a scan went on, for
    a terminal that was gone.)"""
    src = F.noise_dataset(tmp_path / "src", 4, 48)
    proc = _held(tmp_path, ["scan", str(src)])
    try:
        proc.send_signal(signal.SIGHUP)
        out, err = (b.decode() for b in proc.communicate(timeout=300))
    finally:
        F.end_left(proc, [])
    assert proc.returncode == protocol.EXIT_CANCELLED, err[-3000:]
    assert not any(word in err for word in QUIET), err[-3000:]
    assert err.strip().splitlines()[-1] == "interrupted" and not out
