"""One run's speeds are over one span wherever they are said: the run_finished summary, the
run log, the command line's last progress line and end line, and the window's Summary. The
summary's MB/s was over the whole run (the source read again and the plan included) while
its images/s was over the conversion: the run log said "190.5 images/s" beside "read 51.6
kB of images (0.0 MB/s)" where the progress line had said 0.8 MB/s.

Over one span, MB/s divided by images/s is the MB read per image converted, whatever the
span's length: the test checks that (no time is asserted), within the rounding of what is
shown."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys

from studio_fixtures import ROOT

from engine import protocol as P
from engine.events import Emitter
from gui.run_model import RunModel
from gui.widgets.summary_panel import SummaryPanel
from tests.engine import imagefactory as F

IMAGES_MB = re.compile(r"([\d,.]+) images/s\s+([\d,.]+) MB/s")


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def _same_span(images_per_s: float, mb_per_s: float, mb_per_image: float) -> bool:
    """Whether ``mb_per_s`` / ``images_per_s``, each shown to one decimal, can be
    ``mb_per_image``."""
    low = (mb_per_s - 0.05) / (images_per_s + 0.05)
    high = (mb_per_s + 0.05) / max(1e-9, images_per_s - 0.05)
    return low <= mb_per_image <= high


def _cli_lines(events: list) -> list[str]:
    """What `--events text` prints of ``events`` (each at the time it was sent) when its
    output is not a terminal."""
    out = io.StringIO()
    em = Emitter("text", stream=out, err_stream=io.StringIO())
    for ev in events:
        t = ev.t
        em.elapsed = lambda t=t: t   # type: ignore[method-assign]
        em.emit(ev)
    return [ln for ln in out.getvalue().splitlines() if ln.strip()]


def test_one_runs_speeds_agree_everywhere(qtbot, tmp_path, language):
    # images large enough that MB/s shows more than its rounding (~50 kB each)
    src, out = F.noise_dataset(tmp_path / "src", 48, 160), tmp_path / "out"
    env = {k: v for k, v in os.environ.items() if k != "TFRS_DECODER"}
    env.update(PYTHONPATH=str(ROOT), TF_CPP_MIN_LOG_LEVEL="2")
    ran = subprocess.run([sys.executable, "-m", "engine", "convert", str(src), "--out",
                          str(out), "--size", "32", "--workers", "1",
                          "--events", "jsonl"],
                         env=env, capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert ran.returncode == 0, ran.stderr
    events = [P.decode(ln) for ln in ran.stdout.splitlines() if ln.strip()]
    finished = next(e for e in events if isinstance(e, P.RunFinished))
    s = finished.summary
    assert isinstance(s, P.ConvertSummary) and s.written == 48 and s.kept == 0
    assert 0 < s.convert_seconds < s.seconds, s
    mb_per_image = s.bytes_in / 1e6 / s.written
    # the summary: both over the conversion
    assert s.mb_per_s == round(s.bytes_in / 1e6 / s.convert_seconds, 3), s
    assert _same_span(s.convert_images_per_s, s.mb_per_s, mb_per_image)

    # the run log: the summary's speeds, said as such
    log = (out / P.RUN_LOG).read_text(encoding="utf-8")
    rate = f"{s.convert_images_per_s:,.1f} images/s"
    assert rate in log, log
    read = re.search(r"read [^(]+ of images \(([\d,.]+) MB/s\)", log)
    assert read and read.group(1) == f"{s.mb_per_s:,.1f}", log
    assert _same_span(_number(rate.split()[0]), _number(read.group(1)), mb_per_image)

    # the command line: its last progress line over the same span, its end line the same
    lines = _cli_lines(events)
    end = next(ln for ln in lines if " written" in ln and " converting, " in ln)
    assert rate in end, (end, lines)
    last = [m for m in map(IMAGES_MB.search, lines) if m][-1]
    assert _same_span(_number(last.group(1)), _number(last.group(2)), mb_per_image), \
        (last.group(0), s)

    # the window: its Summary's Average speed is the same images/s (in English, as the
    # window sets it: the test process's own locale may be C, which groups no digits)
    language("en")
    model = RunModel()
    model.start()
    for ev in events:
        model.on_event(ev)
    model.process_ended(0)
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_model(model)
    assert panel.values["rate"].text() == rate, panel.values["rate"].text()
