"""The Summary's Conversion time and Average speed are over one interval: the images
written divided by the time shown is the speed shown, within the rounding of both, as a
reader checks them. The Summary said "Conversion time 0.7 s" beside "Average speed 82.5
images/s" of 24 images: the speed was over the conversion and the time the whole run's,
the engine's reading of the source again before it included. That whole run is "Total
time" now, a row of its own."""

from __future__ import annotations

import json
import re
import shutil

import pytest
from studio_fixtures import make_dataset, quick_run

from engine import protocol as P
from engine.output_kind import read_output_state
from gui.run_model import RunModel
from gui.widgets.summary_panel import SummaryPanel
from gui.widgets.summary_text import duration_text

NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _shown(text: str) -> tuple[float, float]:
    """(the number ``text`` shows, half its last digit's step): "0.3 s" (0.3, 0.05), "2:03"
    (123, 0.5), "82.5 images/s" (82.5, 0.05), in any of the window's languages."""
    clock = re.fullmatch(r"(?:(\d+):)?(\d+):(\d\d)", text)
    if clock:
        h, m, s = (int(g or 0) for g in clock.groups())
        return 3600 * h + 60 * m + s, 0.5
    found = NUMBER.search(text)
    assert found, text
    digits = found.group().replace(",", "")
    decimals = len(digits.partition(".")[2])
    return float(digits), 0.5 * 10 ** -decimals


def assert_agree(panel: SummaryPanel) -> tuple[float, float]:
    """Written / Conversion time is Average speed as shown, within the rounding of the time
    and of the speed: (time, speed) as shown. A time under 10 s has two decimals: "0.5 s"
    beside 44.1 images/s of 24 images agreed only within its rounding (24 / 0.5 = 48)."""
    v = panel.values
    written = int(v["written"].text().replace(",", ""))
    (t, dt), (rate, dr) = _shown(v["time"].text()), _shown(v["rate"].text())
    assert dt == (0.005 if t < 10 else 0.05 if t < 60 else 0.5), v["time"].text()
    slowest = written / (t + dt)
    fastest = written / (t - dt) if t > dt else float("inf")
    assert slowest - dr <= rate <= fastest + dr, (written, v["time"].text(), v["rate"].text())
    return t, rate


def _total_shown(panel: SummaryPanel) -> str:
    return panel.values["total"].text() if panel._form.isRowVisible(panel._total_row) else ""


def test_a_real_run_and_its_folder_opened_again_agree(qtbot, window, tmp_path):
    src = make_dataset(tmp_path / "src", per_class=12, size=(40, 30))   # 24 images
    out = tmp_path / "out"
    assert quick_run(qtbot, window, src, out)
    s = window.model.summary
    assert s.written == 24 and 0 < s.convert_seconds < s.seconds, s
    ran = window.summary
    t, rate = assert_agree(ran)
    # the whole run, the source's reading before the conversion included, on its own row
    total = _total_shown(ran)
    assert bool(total) == (duration_text(s.seconds) != duration_text(s.convert_seconds))
    if total:
        assert _shown(total)[0] > t and "reading of the source" in total, total
    # the folder opened again (its manifest's convert_s) says the same numbers
    reopened = SummaryPanel()
    qtbot.addWidget(reopened)
    reopened.show_folder(read_output_state(str(out)))
    assert assert_agree(reopened) == (t, rate)
    for key in ("time", "rate", "total"):
        assert reopened.values[key].text() == ran.values[key].text(), key
    assert _total_shown(reopened) == total
    # a manifest of an engine before convert_s and its speed: the whole run's time and
    # speed, both, and no Total time (it would say the same)
    m = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    old = tmp_path / "old"
    shutil.copytree(out, old)
    for key in ("convert_s", "convert_images_per_s"):
        del m["timings"][key]
    (old / "tfrecord_studio.json").write_text(json.dumps(m), encoding="utf-8")
    older = SummaryPanel()
    qtbot.addWidget(older)
    older.show_folder(read_output_state(str(old)))
    assert_agree(older)
    whole = m["timings"]["total_s"]
    assert _shown(older.values["time"].text())[0] == round(whole, 2 if whole < 9.995 else 1)
    assert _total_shown(older) == ""


def _model(summary: P.ConvertSummary) -> RunModel:
    m = RunModel()
    m.start()
    m.on_event(P.Plan(total=summary.written, t=0.3))
    m.on_event(P.Progress(done=0, total=summary.written, t=0.3))
    m.on_event(P.Progress(done=summary.written, total=summary.written, t=0.6))
    m.on_event(P.RunFinished(status="ok", summary=summary))
    m.process_ended(0)
    return m


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
@pytest.mark.parametrize("older", [False, True])
def test_the_summarys_time_and_speed_agree(qtbot, language, lang, older):
    """The window's sample: 24 images, converted in 0.291 s (82.5 images/s) of a 0.712 s
    run (33.7 images/s); an older engine sent only the latter pair."""
    language(lang)
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    conversion = {} if older else {"convert_seconds": 0.291, "convert_images_per_s": 82.47}
    panel.show_model(_model(P.ConvertSummary(status="ok", written=24, total=24, shards=2,
                                             seconds=0.712, images_per_s=33.71,
                                             **conversion)))
    assert assert_agree(panel) == ((0.71, 33.7) if older else (0.29, 82.5))
    total = _total_shown(panel)
    assert (_shown(total)[0] if total else None) == (None if older else 0.71), total


@pytest.mark.parametrize(("seconds", "rate", "shown"), [
    (0.544, 44.12, ("0.54 s", "44.1 images/s")),   # a walk's: "0.5 s" (24 / 0.5 = 48)
    (9.996, 2.40, ("10.0 s", "2.4 images/s")),     # rounded to 10: a tenth, as above it
    (12.34, 1.94, ("12.3 s", "1.9 images/s"))])
def test_a_short_runs_time_has_the_precision_its_speed_needs(qtbot, seconds, rate, shown):
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_model(_model(P.ConvertSummary(
        status="ok", written=24, total=24, shards=1, seconds=seconds + 0.4,
        images_per_s=24 / (seconds + 0.4), convert_seconds=seconds, convert_images_per_s=rate)))
    assert (panel.values["time"].text(), panel.values["rate"].text()) == shown
    assert_agree(panel)


def test_a_killed_runs_time_is_the_one_its_speed_is_over(qtbot):
    """A run killed without a summary: its speed is over the time it converted (its
    counters'), and so is its Conversion time; its whole time is Total time."""
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    m = RunModel()
    m.start()
    m.on_event(P.Plan(total=40, t=1.0))
    m.on_event(P.Progress(done=0, total=40, t=1.0))
    m.on_event(P.Progress(done=20, total=40, t=3.0))
    m.process_ended(-9)
    m.settle_on_disk(shards=1, records=20, size=1000)
    panel.show_model(m)
    assert (panel.values["time"].text(), panel.values["rate"].text()) == \
        ("2.00 s", "10.0 images/s")
    assert assert_agree(panel) == (2.0, 10.0)
    assert _shown(_total_shown(panel))[0] == 3.0


def test_a_run_cancelled_while_the_source_was_read_converted_nothing(qtbot):
    """Cancelled 7.6 s into a run, before its first image (the engine was still reading
    the source): "Conversion time 7.60 s" stood beside "Written 0" and "Average speed —".
    Nothing was converted; the 7.6 s are Total time, the reading of the source."""
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    m = RunModel()
    m.start()
    m.on_event(P.RunFinished(status="cancelled", summary=P.ConvertSummary(
        status="cancelled", written=0, total=299, seconds=7.6, images_per_s=0.0)))
    m.process_ended(0)
    panel.show_model(m)
    assert panel.values["time"].text() == "0.00 s", panel.values["time"].text()
    total = _total_shown(panel)
    assert _shown(total)[0] == 7.6 and "reading of the source" in total, total
