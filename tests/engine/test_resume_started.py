"""When an interrupted run was first started (session 31's walk: the window's "Start
over?" said "Made on" the time of the last part, as every --resume rewrites the journal and
the manifest's "created"). The journal header records "started"; a --resume that keeps
the run's shards carries it on (into the manifest too), and one of a run an older engine
began, which recorded none, records none rather than its own time. The shards' bytes
are the same either way."""

from __future__ import annotations

import hashlib
import json
import os
import shutil

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol
from engine.output_kind import read_output_state
from engine.run import journal, writer

OPTS = ("--workers", "1", "--shards", "3", "--no-shuffle", "--format", "original")
FIRST = "2020-01-02T03:04:05+00:00"


def _argv(src, out, *extra):
    return F.engine_argv(src, out, *OPTS, *extra)


def _set_started(out, started: str | None) -> None:
    path = out / journal.JOURNAL
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert isinstance(header.get("started"), str) and header["started"], header
    header.pop("started")
    if started is not None:
        header["started"] = started
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")


def _shards(out) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(out.glob("*.tfrecord"))}


def test_a_resumed_run_keeps_when_it_was_first_started(tmp_path):
    src = F.noise_dataset(tmp_path / "src", 9, 24)
    out = tmp_path / "out"
    code, _, err = F.run_engine(_argv(src, out), env=dict(os.environ, TFRS_CRASH_AT_STEP="-1"))
    assert code == protocol.EXIT_OK, err
    whole = _shards(out)
    first_crash = F.after_first_journal_entry(err)
    # the resume's own steps: its second shard's journal entry is its first
    shutil.rmtree(out)
    assert F.run_engine(_argv(src, out), env=dict(
        os.environ, TFRS_CRASH_AT_STEP=str(first_crash)))[0] == writer.CRASH_EXIT
    copy = tmp_path / "copy"
    shutil.copytree(out, copy)
    code, _, err = F.run_engine(_argv(src, out, "--resume"),
                                env=dict(os.environ, TFRS_CRASH_AT_STEP="-1"))
    assert code == protocol.EXIT_OK, err
    resume_crash = F.after_first_journal_entry(err)

    for recorded in (FIRST, None):   # this engine's first part, an older engine's
        shutil.rmtree(out)
        shutil.copytree(copy, out)
        _set_started(out, recorded)
        code, _, err = F.run_engine(_argv(src, out, "--resume"), env=dict(
            os.environ, TFRS_CRASH_AT_STEP=str(resume_crash)))
        assert code == writer.CRASH_EXIT, err
        header, entries = journal.Journal(str(out)).read()
        assert header is not None and len(entries) == 2, entries
        assert header.get("started") == recorded, header   # not this part's time
        state = read_output_state(str(out))
        assert state.kind == "interrupted" and state.started == (recorded or ""), state
        assert state.created > FIRST   # (the journal's date: the last part's)
        # finished: the manifest says it too
        code, _, err = F.run_engine(_argv(src, out, "--resume"))
        assert code == protocol.EXIT_OK, err
        manifest = read_output_state(str(out))
        assert manifest.kind == "dataset" and manifest.started == (recorded or ""), manifest
        assert _shards(out) == whole   # the same bytes as a run never interrupted


def test_a_new_run_records_its_start(tmp_path):
    src = F.noise_dataset(tmp_path / "src", 9, 24)
    out = tmp_path / "out"
    code, _, err = F.run_engine(_argv(src, out), env=dict(os.environ, TFRS_CRASH_AT_STEP="-1"))
    assert code == protocol.EXIT_OK, err
    crash = F.after_first_journal_entry(err)
    shutil.rmtree(out)
    assert F.run_engine(_argv(src, out), env=dict(
        os.environ, TFRS_CRASH_AT_STEP=str(crash)))[0] == writer.CRASH_EXIT
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and state.started and state.started <= state.created
    # a --resume over a folder it keeps nothing of starts a run of its own: its own time
    for p in out.glob("*.tfrecord"):
        p.unlink()
    _set_started(out, FIRST)
    code, _, err = F.run_engine(_argv(src, out, "--resume"))
    assert code == protocol.EXIT_OK, err
    assert read_output_state(str(out)).started > FIRST
