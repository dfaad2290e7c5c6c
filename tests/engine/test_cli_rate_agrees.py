"""The command line's last progress line and its end line say one speed: both over the
span of the counts the run sent (engine.conversion_span), rounded once (per_second). The
summary measured its own interval around the counts, and the two read 89.6 and 89.5
images/s of the same run (session 37)."""

from __future__ import annotations

import re
import subprocess

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine.conversion_span import ConversionSpan


def test_the_summary_is_over_the_counts_it_sent(make_dataset, tmp_path):
    src = make_dataset({"cat": 7, "dog": 6}, size=(40, 30))
    code, events, err = F.run_engine(F.engine_argv(src, tmp_path / "out", "--size", "16",
                                                   "--workers", "1"))
    assert code == 0, err
    span = ConversionSpan()   # as the command line and the window count them
    for ev in events:
        if ev["type"] == "progress":
            span.add(ev["t"], (ev["done"] + ev["failed"], ev["bytes_kept"]), ev["done"])
    assert span.first is not None and span.last is not None
    summary = next(ev for ev in events if ev["type"] == "run_finished")["summary"]
    assert summary["written"] == 13
    seconds = round(span.seconds(), 3)   # (to milliseconds, the speed over them)
    rate = round((span.last[1] - span.first[1]) / seconds, 2)
    assert rate > 0
    assert (summary["convert_seconds"], summary["convert_images_per_s"]) == (seconds, rate)


def test_the_last_progress_line_says_the_end_lines_speed(make_dataset, tmp_path):
    src = make_dataset({"cat": 7, "dog": 6}, size=(40, 30))
    argv = F.engine_argv(src, tmp_path / "out", "--size", "16", "--workers", "1")
    argv[argv.index("jsonl")] = "text"
    r = subprocess.run(argv, cwd=F.ROOT, stdin=subprocess.DEVNULL, capture_output=True,
                       text=True, timeout=180)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    last = [ln for ln in lines if ln.startswith("13/13 (100%)")]
    ok = [ln for ln in lines if ln.startswith("ok: ")]
    assert last and len(ok) == 1, r.stdout
    said = re.search(r"\s([\d,.]+) images/s", last[-1])
    ended = re.search(r"converting, ([\d,.]+) images/s", ok[0])
    assert said and ended, r.stdout
    assert said.group(1) == ended.group(1), (last[-1], ok[0])


def test_the_progress_lines_percentage_is_cut_as_the_windows(monkeypatch):
    """803 of 804 said "(100%)" before the last image, and 368 of 804 "(46%)" beside the
    window's bar at "45.7%": the line cuts as the window does (gui percent_text)."""
    import io

    from engine import events, protocol
    clock = [1000.0]
    monkeypatch.setattr(events.time, "monotonic", lambda: clock[0])
    out = io.StringIO()
    em = events.Emitter("text", stream=out, err_stream=io.StringIO())
    em.emit(protocol.Plan(total=804, splits={"train": 804}, shards={"train": 1}))
    for done in (0, 368, 803):
        clock[0] += 10
        em.emit(protocol.Progress(done=done, total=804))
    said = re.findall(r"^(\d+)/804 \((\d+)%\)", out.getvalue(), re.M)
    assert said == [("0", "0"), ("368", "45"), ("803", "99")], out.getvalue()
