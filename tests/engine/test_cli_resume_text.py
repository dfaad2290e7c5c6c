"""What the command line and the run log say as a run starts and as a --resume starts
(session 30, a lab user's run, Ctrl+C and --resume): the progress line said "0.0 images/s
0.0 MB/s" while the workers started; a resume printed again every skipped file of the
shards it kept, which the interrupted run had printed; the run log said nothing between
its plan and its first count, 10 s later."""

from __future__ import annotations

import io
import re
import subprocess
from pathlib import Path

from engine import protocol
from engine.conversion_span import per_second
from engine.events import Emitter
from engine.run.runlog import RunLog
from tests.engine import imagefactory as F
from tests.engine.interrupted import BMP_OPTS, bmp_dataset, interrupted

LOG = protocol.RUN_LOG
RECORDED = Path(__file__).parents[1] / "gui" / "data" / "resume_failures_recorded.jsonl"


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def _shown(out: _Terminal) -> list[str]:
    """What a terminal shows, line by line (a progress line rewrites itself with \\r)."""
    return [p.strip() for p in re.split(r"[\r\n]", out.getvalue()) if p.strip()]


def _said(path) -> list[str]:
    """The log's event lines without their times."""
    return [ln.split("] ", 1)[1] for ln in path.read_text(encoding="utf-8").splitlines()
            if re.match(r"\[\s*[\d.]+ s\] ", ln)]


def test_no_speed_is_shown_before_one_is_measured(monkeypatch, tmp_path):
    from engine import events
    clock = [1000.0]   # the emitter's clock: each event comes 1 s after the one before
    monkeypatch.setattr(events.time, "monotonic", lambda: clock[0])

    def emit(em: Emitter, ev: protocol.Event) -> None:
        clock[0] += 1
        em.emit(ev)

    out, err = _Terminal(), io.StringIO()
    em = Emitter("text", stream=out, err_stream=err)
    emit(em, protocol.RunStarted(out=str(tmp_path), options={"resume": True}))
    emit(em, protocol.Plan(total=804, splits={"train": 804}, shards={"train": 2},
                           labels=["a", "b"]))
    emit(em, protocol.ItemFailed(path="a/x.jpg", reason="not an image"))   # a kept shard's
    emit(em, protocol.Progress(done=367, failed=1, total=804))
    emit(em, protocol.Progress(done=367, failed=1, total=804))   # the workers start
    emit(em, protocol.Progress(done=400, failed=1, total=804, bytes_in=2_000_000))
    shown = _shown(out)
    assert shown[1:] == [
        "kept 367 images from the interrupted run and 1 file it skipped; converting the "
        "remaining 436",
        "368/804 (45%)  starting  skipped 1",   # (45.8%: cut, as the window)
        # (over 1 s: from the count as converting begins, the workers started, as the end
        # line's speed is; from the kept images' count, 2 s, it said 16.5 images/s)
        "401/804 (49%)  33.0 images/s  2.0 MB/s  skipped 1  12 s left"]
    assert err.getvalue() == ""   # the interrupted run said it
    # a run's first count, and a resume's last with nothing converted now: no speed
    out = _Terminal()
    em = Emitter("text", stream=out, err_stream=io.StringIO())
    emit(em, protocol.Plan(total=804, splits={"train": 804}, shards={"train": 2}))
    emit(em, protocol.Progress(done=0, total=804))
    assert _shown(out)[-1] == "0/804 (0%)  starting  skipped 0"
    out = _Terminal()
    em = Emitter("text", stream=out, err_stream=io.StringIO())
    emit(em, protocol.RunStarted(out=str(tmp_path), options={"resume": True}))
    emit(em, protocol.Plan(total=368, splits={"train": 368}, shards={"train": 1}))
    emit(em, protocol.Progress(done=367, failed=1, total=368))
    emit(em, protocol.Progress(done=367, failed=1, total=368))
    assert _shown(out)[-1] == "368/368 (100%)  skipped 1", _shown(out)


def test_a_resumes_last_progress_line_says_the_end_lines_speed(monkeypatch):
    """A recorded Resume (tests/gui/data/record.py: 600 images, 67 kept, a sixth of the
    rest failing): its last progress line read 423.5 images/s below the end line's 450.4,
    its rate measured from its first count, the kept images, sent before its workers
    started; the window's live average says the end line's (tests/gui/test_live_average)."""
    from engine import events as events_module
    recorded = [protocol.decode(x) for x in RECORDED.read_text(encoding="utf-8").splitlines()
                if x.strip()]
    s = next(e for e in recorded if isinstance(e, protocol.RunFinished)).summary
    assert isinstance(s, protocol.ConvertSummary) and s.kept > 0 and s.failed > 0, s
    # (recorded before the speed was over the time as rounded, engine.run.run_stats: its
    # speed as this engine says it, over the same 1.183 s)
    s.convert_images_per_s = per_second(s.written - s.kept, s.convert_seconds)[1]
    wall = iter(range(10**6))   # (every line due: seconds apart)
    monkeypatch.setattr(events_module.time, "monotonic", lambda: 10.0 * next(wall))
    out = io.StringIO()
    em = Emitter("text", stream=out, err_stream=io.StringIO())
    for ev in recorded:
        monkeypatch.setattr(em, "elapsed", lambda t=ev.t: t)
        em.emit(ev)
    lines = out.getvalue().splitlines()
    end = next(ln for ln in lines if ln.startswith("ok: "))
    assert f"{s.convert_images_per_s:,.1f} images/s for the {s.written - s.kept:,} " \
           "converted now" in end, end
    last = [ln for ln in lines if re.match(r"[\d,]+/[\d,]+ \(", ln)][-1]
    rate = re.search(r"\(100%\)  ([\d,.]+) images/s", last)
    assert rate, last
    # the end line's, to the digit: one span, one rounding (engine.conversion_span)
    assert rate.group(1) == f"{s.convert_images_per_s:,.1f}", (last, end)


def test_the_log_says_the_start_at_once_then_a_count_every_10_s(tmp_path):
    log = RunLog(str(tmp_path))
    for ev in (protocol.RunStarted(source="src", out=str(tmp_path), workers=2, t=0.01),
               protocol.ScanProgress(found=804, finished=True, t=0.3),
               protocol.Plan(total=804, splits={"train": 804}, shards={"train": 2},
                             labels=["a", "b"], t=0.4),
               protocol.Progress(done=0, total=804, t=0.5)):   # (as it starts converting)
        log.on_event(ev)
    assert _said(tmp_path / LOG) == [
        "source: src", f"output: {tmp_path}", "workers: 2",
        "scan: 804 files found, 0 rejected",
        "plan: 804 files, 2 classes, train: 804 files in 2 shards",
        "converting: 804 files to go; progress every 10 s"]   # (it said "images" here)
    for ev in (protocol.Progress(done=40, total=804, t=5.0),
               protocol.Progress(done=300, total=804, t=10.6),
               protocol.Progress(done=350, total=804, t=15.0)):
        log.on_event(ev)
    log.close()
    assert _said(tmp_path / LOG)[6:] == [
        "progress: 300 of 804 files done, 0 of them skipped"]


def test_an_annotated_run_s_log_counts_images_as_its_plan_does(tmp_path):
    log = RunLog(str(tmp_path))
    for ev in (protocol.RunStarted(source="src", out=str(tmp_path), workers=2, t=0.01),
               protocol.ScanProgress(found=804, finished=True, t=0.3),
               protocol.Plan(total=804, splits={"train": 804}, shards={"train": 2},
                             labels=["a", "b"], task="detection", t=0.4),
               protocol.Progress(done=0, total=804, t=0.5),
               protocol.Progress(done=804, total=804, t=0.6)):
        log.on_event(ev)
    log.close()
    said = _said(tmp_path / LOG)
    assert any(s.startswith("plan: 804 images, 2 classes") for s in said), said
    assert "converting: 804 images to go; progress every 10 s" in said
    assert "progress: 804 of 804 images done, 0 of them skipped" in said


def test_a_resume_does_not_say_again_the_files_its_kept_shards_skipped(tmp_path):
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    broken = src / "a" / "00_broken.bmp"   # first in its shard: in the shard kept
    broken.write_bytes(b"BM not a bitmap at all")
    interrupted(src, out)   # killed after its first shard, whose skipped line it logged
    argv = F.engine_argv(src, out, *BMP_OPTS, "--resume")
    i = argv.index("--events")
    r = subprocess.run([*argv[:i], "--events", "text", *argv[i + 2:]], cwd=F.ROOT,
                       stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=180)
    assert r.returncode == 0, r.stderr
    assert str(broken) not in r.stderr, r.stderr
    kept = [ln for ln in r.stdout.splitlines() if ln.startswith("kept ")]
    assert len(kept) == 1 and re.fullmatch(
        r"kept \d images from the interrupted run and 1 file it skipped \(listed in "
        + re.escape(str(out / LOG)) + r"\); converting the remaining \d", kept[0]), r.stdout
    assert "1 skipped" in r.stdout.splitlines()[-2]   # (still counted at the end)
    said = _said(out / LOG)
    assert [s for s in said if str(broken) in s] == [
        f"skipped (decode) {broken}: BMP is cut short: the file ends before its picture "
        "data does (copy it again from the original)"], said
    assert any(s.startswith("kept ") and "1 file it skipped (listed above, by the earlier "
               "parts of this log)" in s for s in said), said
    assert f"{broken}," in (out / "rejected.csv").read_text(encoding="utf-8")


def test_a_cancelled_run_ends_with_how_to_finish_it():
    # its line said "--resume continues it" only of an unfinished shard's images, inside
    # a parenthesis; a cancel between two shards ended with no word of --resume
    out = io.StringIO()
    em = Emitter("text", stream=out, err_stream=io.StringIO())
    em.emit(protocol.RunFinished(status="cancelled", summary=protocol.ConvertSummary(
        status="cancelled", written=500, total=804, shards=1, seconds=5.0, images_per_s=100.0,
        out="/o")))
    assert out.getvalue().splitlines() == [
        "cancelled: 500 images written, 0 skipped, 1 shard, 5.00 s, 100.0 images/s -> /o",
        "to finish it, run the same command again with --resume"]
