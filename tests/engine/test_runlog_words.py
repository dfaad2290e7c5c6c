"""The run log read as sentences by a person (a walk's session 29): it held ~100 raw JSON
lines (a verify's progress, the scan's counts), "progress: 0 done, 0 skipped of 0" lines
before the scan's line with earlier times, options as Python dicts and the summary as
every "key: value" of run_finished. What reads it back (engine.runlog_parts: the window's
earlier parts of a resumed run) still finds each part's end and counts."""

from __future__ import annotations

import os
import re
import subprocess
import sys

from engine import protocol
from engine.run.runlog import RunLog
from engine.runlog_parts import read_counts, read_story
from tests.engine.conftest import ROOT
from tests.engine.interrupted import BMP_OPTS, bmp_dataset, interrupted

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F

LOG = protocol.RUN_LOG


def _said(path) -> list[str]:
    """The log's event lines without their times."""
    return [ln.split("] ", 1)[1] for ln in path.read_text(encoding="utf-8").splitlines()
            if re.match(r"\[\s*[\d.]+ s\] ", ln)]


def test_before_the_plan_no_count_of_nothing_and_no_json(tmp_path):
    log = RunLog(str(tmp_path))
    log.open()
    for ev in (protocol.RunStarted(source="src", out=str(tmp_path), workers=1, options={
                   "image": {"width": 224, "height": 224, "resize": "stretch"},
                   "split": [["train", 0.8], ["val", 0.2]], "num_shards": None}),
               protocol.ScanProgress(found=500, t=0.5),
               protocol.ScanProgress(found=804, t=0.54),
               protocol.Progress(total=0, t=0.66), protocol.Progress(total=0, t=0.76),
               protocol.ScanProgress(found=804, finished=True, t=0.8),
               protocol.Progress(total=0, t=1.08),
               protocol.Plan(total=804, splits={"train": 643, "val": 161},
                             shards={"train": 1, "val": 1}, labels=["a", "b"], t=1.18),
               protocol.Progress(done=10, total=804, t=12.0),
               protocol.VerifyProgress(checked=1, total=804, t=30.0),
               protocol.VerifyProgress(checked=2, total=804, t=30.1),
               protocol.ItemsRequeued(paths=["a.jpg"], t=31.0)):
        log.on_event(ev)
    log.close()
    said = _said(tmp_path / LOG)
    assert not any("{" in s for s in said), said
    assert not any("of 0" in s for s in said), said
    assert "option image: width 224, height 224, resize stretch" in said
    assert "option num_shards: none" in said
    assert "option split: train=0.8,val=0.2" in said   # (said with the plan, as before)
    i = said.index("scan: 804 files found, 0 rejected")
    assert said[i + 2].startswith("plan: 804 files, 2 classes")   # (after the split's)
    assert "progress: 10 of 804 files done, 0 of them skipped" in said   # (as the plan)
    assert said.count("verifying: 1 of 804 records checked") == 1
    assert not any(s.startswith("verifying: 2 ") for s in said)   # (once in 10 s)
    assert "1 skipped file was in the unfinished shard that the cancel deleted: --resume " \
           "tries it again" in said


def test_a_run_and_its_resume_end_in_sentences_the_story_still_reads(tmp_path):
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    (src / "a" / "zz_broken.bmp").write_bytes(b"BM not a bitmap at all")
    interrupted(src, out)   # killed after its first shard
    before = read_story(str(out / LOG)).parts[0]
    code, _, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS, "--resume"))
    assert code == 0, err
    said = _said(out / LOG)
    kept = before.counts or {}
    assert kept == {}   # (killed: no end)
    start = [s for s in said if s.startswith("kept ")]
    assert len(start) == 1 and re.fullmatch(
        r"kept \d+ images from the interrupted run(?: and 1 file it skipped \(listed "
        r"above, by the earlier parts of this log\))?; converting the "
        r"remaining \d+", start[0]), said
    i = said.index("finished: ok")
    assert said[i + 1].startswith("  9 images written (") and \
        "kept from the interrupted run), 1 skipped, 3 shards" in said[i + 1], said[i + 1]
    counts = read_counts(said[i + 2].strip())
    assert counts["written"] == 9 and counts["failed"] == 1 and counts["total"] == 10
    assert f"  the skipped files and why: {out / 'rejected.csv'}" in said
    assert f"  how to load it: {out / 'HOW_TO_LOAD.md'}" in said
    assert not any(s.strip().startswith(("how_to_load:", "writer_busy_fraction:", "bytes_in:"))
                   for s in said), said
    # the window's story of the parts: its end and counts, as before
    first, resumed = read_story(str(out / LOG)).parts
    assert first.end == "" and resumed.end == "ok"
    assert resumed.counts == {"written": 9, "failed": 1, "total": 10,
                              "kept": counts["kept"], "unfinished": 0}
    assert 0 < counts["kept"] < 9


def test_a_verify_appends_sentences_not_json(tmp_path):
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS))
    assert code == 0, err
    r = subprocess.run([sys.executable, "-m", "engine", "verify", str(out), "--reader",
                        "builtin", "--events", "none"], env=dict(os.environ, PYTHONPATH=ROOT),
                       capture_output=True, text=True, timeout=180)
    assert r.returncode == 0, r.stderr
    said = _said(out / LOG)
    assert not any("{" in s for s in said), said
    assert said[-1] == f"  verified 9 records in {out} (built-in reader)", said
