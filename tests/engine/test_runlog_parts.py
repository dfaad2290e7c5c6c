"""The run log read back as the parts of an output's story (engine.runlog_parts): a run,
then each --resume that continued it, with its start, its skipped files, its stderr lines
and its end, read from logs the real engine wrote (cancelled, killed, resumed)."""

from __future__ import annotations

import os
import shutil

from engine import protocol
from engine.reason_codes import describe
from engine.run.writer import CRASH_EXIT
from engine.runlog_parts import parse, read_story, split_path
from tests.engine import imagefactory as F

LOG = protocol.RUN_LOG


def _source(tmp_path, hang: bool = True):
    """40 noise JPEGs, two that do not decode (first in the order), and (``hang``) last an
    image whose decoder never returns under F.HANG_DECODER (a cancel lands during the run)."""
    src = tmp_path / "src"
    for i in range(40):
        F.write(src / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(32, 32, i), "JPEG"))
    for i in range(2):
        (src / "a" / f"000_broken{i}.jpg").write_bytes(b"\xff\xd8\xff\xe0 not a photo")
    if hang:
        F.write(src / "b" / "zzz_HANGME.jpg", F.encode(F.noise(32, 32, 99), "JPEG"))
    return src


def _argv(src, out):
    return F.engine_argv(src, out, "--shards", "3", "--workers", "1", "--size", "16",
                         "--no-shuffle")


def _cancelled(tmp_path):
    src, out = _source(tmp_path), tmp_path / "out"
    code, eng = F.cancel_when(_argv(src, out), lambda e: e["type"] == "shard_written",
                              env=F.with_sitecustomize(tmp_path, F.HANG_DECODER))
    assert code == protocol.EXIT_CANCELLED, eng.stderr()[-2000:]
    return src, out


def test_a_cancelled_run_and_its_resume(tmp_path):
    src, out = _cancelled(tmp_path)
    code, _, err = F.run_engine(_argv(src, out) + ["--resume"])
    assert code == 0, err
    story = read_story(str(out / LOG))
    assert story is not None and story.cut == 0
    first, resumed = story.parts
    assert (first.command, first.resumed, first.end) == ("convert", False, "cancelled")
    assert (resumed.resumed, resumed.end) == (True, "ok")
    assert first.started[:4].isdigit() and "T" in first.started
    assert first.argv.endswith("--no-shuffle") and resumed.argv.endswith("--resume")
    skipped = [f for kind, f in first.lines if kind == "skipped"]
    assert [os.path.basename(split_path(rest)[0]) for _, rest in skipped] == \
        ["000_broken0.jpg", "000_broken1.jpg"]
    assert all(stage == "decode" and describe(split_path(rest)[1])[0] for stage, rest in skipped)
    assert ("stderr", ("stopping (cancel requested)...",)) in first.lines
    assert first.counts["failed"] == 2 and 0 < first.counts["written"] < 40
    assert resumed.counts == {"written": 41, "failed": 2, "total": 43,   # (+ HANGME)
                              "kept": first.counts["written"], "unfinished": 0}


def test_a_killed_part_has_no_end(tmp_path):
    src, out = _source(tmp_path, hang=False), tmp_path / "out"
    code, _, err = F.run_engine(_argv(src, out), env=dict(os.environ, TFRS_CRASH_AT_STEP="-1"))
    assert code == 0, err
    shutil.rmtree(out)
    crash = F.after_first_journal_entry(err)   # killed once its first shard is journalled
    code, _, err = F.run_engine(_argv(src, out),
                                env=dict(os.environ, TFRS_CRASH_AT_STEP=str(crash)))
    assert code == CRASH_EXIT, err
    (part,) = read_story(str(out / LOG)).parts
    assert part.end == "" and part.counts == {} and part.started
    assert [kind for kind, _ in part.lines].count("skipped") == 2


def test_a_long_log_is_read_from_a_whole_line_and_says_what_was_cut(tmp_path):
    src, out = _cancelled(tmp_path)
    data = (out / LOG).read_bytes()
    # from the middle of the plan's line on
    max_bytes = len(data) - data.index(b"] plan: ")
    story = read_story(str(out / LOG), max_bytes=max_bytes)
    assert 0 < story.cut and len(data) - story.cut < max_bytes
    assert (out / LOG).read_bytes()[story.cut - 1:story.cut] == b"\n"
    (part,) = story.parts
    assert part.started == "" and part.end == "cancelled" and part.counts["failed"] == 2
    assert [kind for kind, _ in part.lines].count("skipped") == 2
    assert read_story(str(tmp_path / "nothing.log")) is None


def test_the_story_starts_at_the_last_run_that_was_not_a_resume():
    def header(argv):
        return ["=" * 78, "TFRecord Studio 1.0: convert started 2026-01-02T03:04:05+00:00",
                f"command: python -m engine convert src --out out{argv}"]
    lines = (header("") + ["[     1.00 s] finished: ok"] + header(" --overwrite")
             + ["[     0.50 s] FAILED (exit code 5): disk full"] + header(" --resume"))
    first, resumed = parse(lines)
    assert first.argv.endswith("--overwrite") and first.end == "failed"
    assert first.lines == [("failed", ("5", "disk full"))]
    assert resumed.resumed and resumed.end == ""


def test_a_reason_and_a_file_name_may_both_hold_a_colon():
    reason = "JPEG is truncated or incomplete (Truncated File Read): copy it again from " \
             "the original"
    assert describe(reason)[0]

    def fits(tail: str) -> int:   # (the window's rule, gui.run_story)
        code, params = describe(tail)
        return 0 if not code else 1 if any(": " in str(v) for v in params.values()) else 2
    assert split_path(f"/a/x: y.jpg: {reason}", fits) == ("/a/x: y.jpg", reason)
    assert split_path(f"/a/b.jpg: {reason}", fits) == ("/a/b.jpg", reason)
    assert split_path(f"/a/b.jpg: {reason}") == ("/a/b.jpg", reason)
    assert split_path("/a/b.jpg: not a sentence: of the engine", fits) == \
        ("/a/b.jpg", "not a sentence: of the engine")
    assert split_path("/a/b.jpg") == ("/a/b.jpg", "")
