"""Issue 10: one phase at a time (Scanning -> Converting -> Verifying -> Finished /
Cancelled / Failed) in the header and the status bar, verify progress counted in records,
cancel during verification, results cleared when the output folder or source changes,
plain plot axes."""

from __future__ import annotations

import numpy as np
import pytest
from studio_fixtures import DATA, log_text, make_dataset, use_fake

from engine import protocol as P
from gui.run_model import RunModel

WAIT = 120_000   # generous: a loaded 2-core CI machine; only a failure waits this long


def _record_phases(window):
    """Every distinct (header, status bar) phase word seen at each refresh, in order."""
    seen: list[tuple[str, str]] = []
    orig = window.refresh

    def refresh():
        orig()
        pair = (window.progress.phase.text().split(":")[0].rstrip(".…"),
                window.statusBar().currentMessage().split(":")[0].rstrip(".…"))
        if not seen or seen[-1] != pair:
            seen.append(pair)
    window.refresh = refresh
    window.display.timer.timeout.disconnect()
    window.display.timer.timeout.connect(refresh)
    return seen


def test_phases_in_order_with_verify_progress(qtbot, ready, monkeypatch):
    w = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"),
             "--verify-replay", str(DATA / "verify_progress.jsonl"), "--delay", "0.02")
    seen = _record_phases(w)
    verify_lines = []
    orig_refresh = w.progress.refresh

    def spy(model, cancelling=False):
        orig_refresh(model, cancelling)
        if model.phase == "verifying":
            verify_lines.append(w.progress.counts.text())
    w.progress.refresh = spy
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        assert w.start()
    w.refresh()
    headers = [h for h, _ in seen]
    # one phase at a time, each once, in this order
    order = [p for p in ["Scanning", "Converting", "Verifying", "Finished"] if p in headers]
    assert order == ["Scanning", "Converting", "Verifying", "Finished"], seen
    firsts = [headers.index(p) for p in order]
    assert firsts == sorted(firsts)
    assert all(h == s for h, s in seen if h in order), seen   # status bar says the same
    # the progress line during verification counts records verified
    assert any("of 1600 records verified" in t for t in verify_lines), verify_lines
    assert w.model.verify_checked == 1600


def test_cancel_during_verification_says_not_verified(qtbot, ready, monkeypatch):
    w = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"),
             "--verify-replay", str(DATA / "verify_progress.jsonl"), "--hang-verify")
    w.start()
    qtbot.waitUntil(lambda: w.model.phase == "verifying" and w.model.verify_checked > 0,
                    timeout=WAIT)
    w.refresh()
    assert w.progress.phase.text().startswith("Verifying")
    # the converting-time banner ("Limited by decoding") does not linger while verifying
    assert not w.plots.limit.isVisibleTo(w.plots)
    with qtbot.waitSignal(w.runEnded, timeout=WAIT) as blocker:
        w.actions_bar.cancel_btn.click()
        w.refresh()
        assert "stopping the verification" in w.progress.phase.text()
    assert blocker.args == [False]
    assert not w.controller.running()
    # (a bare "Cancelled." above a full bar and "Done: …" read as the conversion's cancel)
    assert w.progress.phase.text() == "Cancelled: every file is written, but not verified."
    assert w.summary.values["verify"].text().startswith("not verified (cancelled)")
    # everything was written: the headline must not say shards were removed
    head = w.summary.headline.text()
    assert head.startswith("Done: 1600 images written") and "not verified" in head
    assert "not verified" in w.statusBar().currentMessage()
    assert w.last_error is None


def test_results_stay_when_an_option_changes_and_go_with_the_folder_or_source(
        qtbot, ready, monkeypatch, tmp_path):
    """A finished run's Summary, Failures and Log describe the output folder and the run
    that made it: toggling Shuffle off and on wiped them (a Japanese walk: the Log tab then
    said this job had not run in this window, the bar went back to 0%). Another output
    folder or source clears them."""
    w = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_ok.jsonl"),
             "--verify-replay", str(DATA / "verify_ok.jsonl"))
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        w.start()
    assert w.summary.values["written"].text() == "236"
    failed = w.failures.model.rowCount()
    assert failed > 0 and w.model.phase == "finished"
    assert log_text(w).startswith("$ ")
    w.options.shuffle.setChecked(not w.options.shuffle.isChecked())
    w.options.shuffle.setChecked(not w.options.shuffle.isChecked())
    w.options.seed.setValue(w.options.seed.value() + 1)   # any option
    assert w.model.phase == "finished" and w.summary.values["written"].text() == "236"
    assert w.progress.phase.text().startswith("Finished")
    assert w.failures.model.rowCount() == failed
    assert log_text(w).startswith("$ ")
    # Copy command copies what Start would run now
    assert f"--seed {w.options.seed.value()}" in w.summary.command
    # another output folder: the run's record is not its
    w.options.out_edit.setText(str(tmp_path / "out2"))
    assert w.model.phase == "idle" and w.progress.phase.text() == "Ready."
    assert w.statusBar().currentMessage() == ""   # not the old run's "Finished."
    assert w.summary.headline.text() == "No run yet."
    assert w.summary.values["written"].text() == "—"
    assert w.actions_bar.start_btn.isEnabled() and w.summary.copy_btn.isEnabled()
    assert w.failures.model.rowCount() == 0 and w.plots.hint_shown("throughput")
    # a second run, then a new source
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        w.start()
    assert w.model.phase == "finished"
    other = make_dataset(tmp_path / "other", classes=("x",))
    w.set_source(str(other))
    assert w.model.phase == "idle" and w.summary.headline.text() == "No run yet."


def test_failures_table_shows_class_folder_and_hides_stage(qtbot, window):
    from gui.run_model import Failure
    t = window.failures
    t.set_source("/data/pets")
    t.sync([Failure("/data/pets/cats/img1.jpg", "JPEG is truncated or incomplete (image file "
                    "is truncated (27 bytes not processed))", "decode")])
    m = t.model
    assert m.data(m.index(0, 0)) == "cats/img1.jpg"
    # no nested library text in the table; the whole reason stays in the tooltip
    assert m.data(m.index(0, 1)) == "JPEG is truncated or incomplete"
    assert "27 bytes" in m.data(m.index(0, 0), 3)   # Qt.ToolTipRole
    assert t.view.isColumnHidden(2)
    t.stage_action.setChecked(True)   # header context menu: for those who want it
    assert not t.view.isColumnHidden(2)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_failures_table_keeps_where_and_what_to_do(qtbot, window, language, lang):
    """The table dropped every trailing parenthesis: "(CSV line 8)" and "(check its
    permissions)" with the library's detail, so a bad row could not be found."""
    from engine.reason_codes import describe
    from gui.run_model import Failure
    if lang != "en":
        language(lang)
    reasons = ["the path is empty (CSV line 8)",
               "permission denied: you may not read this file (check its permissions)",
               "JPEG is truncated or incomplete (image file is truncated (27 bytes not "
               "processed)): copy it again from the original",
               "corrupt PNG header: broken PNG file (chunk b'\\x00\\x00'); copy it again from "
               "the original"]
    t = window.failures
    t.sync([Failure(f"/data/f{i}.jpg", r, "decode", *describe(r))
            for i, r in enumerate(reasons)])
    m = t.model
    assert all(f.code for f in t.model.rows)
    shown = [m.data(m.index(i, 1)) for i in range(4)]
    line, permissions, copy = {
        "en": ("CSV line 8", "(check its permissions)", "copy it again from the original"),
        "ja": ("8", "権限", "元のファイルからもう一度コピー")}[lang]
    assert line in shown[0] and permissions in shown[1]
    # a cut-short file: what to do, not the library's words, in the table, its tooltip
    # and the exported list (the engine's rejected.csv keeps them)
    assert "27 bytes" not in shown[2] and "JPEG" in shown[2] and copy in shown[2]
    assert "27 bytes" not in m.data(m.index(2, 0), 3)   # Qt.ToolTipRole
    # a damaged header: the library's words say which part (kept), and what to do
    assert copy in shown[3] and "chunk" in m.data(m.index(3, 0), 3)


# ---------------------------------------------------------------------- plots

def _feed(model: RunModel, mb_per_image: float, t0: float = 0.2, n: int = 30) -> None:
    model.start()
    for i in range(n):
        t = t0 + 0.1 * i
        model.on_event(P.Progress(done=i * 3, total=1000, bytes_out=int(i * 3 * mb_per_image * 1e6),
                                  t=t))
        model.on_event(P.BatchWritten(records=3, bytes=100, write_seconds=0.0004, t=t))
    model.on_event(P.WorkerStats(busy=[0.5, 0.7], writer_busy=0.1, t=t0 + 0.1 * n))


def test_empty_plots_show_hints_not_axes(window):
    p = window.plots
    for key in ("throughput", "write", "workers"):
        assert p.hint_shown(key)
        assert "while a conversion runs" in p.hints[key]


def test_axes_use_plain_units_and_time_starts_at_zero(qtbot, window):
    p = window.plots
    m = RunModel()
    _feed(m, mb_per_image=0.0001)   # ~0.003 MB/s and 0.4 ms per batch: SI would rescale
    assert p.refresh(m)
    window.tabs.setCurrentWidget(p)
    p.resize(800, 600)
    qtbot.wait(50)
    for key in ("throughput", "write", "workers"):
        assert not p.hint_shown(key)
    tp = p.throughput.getPlotItem()
    for plot, side in ((tp, "left"), (tp, "right"), (tp, "bottom"),
                       (p.write.getPlotItem(), "left"), (p.write.getPlotItem(), "bottom")):
        ax = plot.getAxis(side)
        ax.updateAutoSIPrefix()
        assert ax.autoSIPrefixScale == 1.0, side
        assert "x0.001" not in ax.labelString() and "(x" not in ax.labelString()
    assert p.write.getPlotItem().titleLabel.text == "Per-batch write time (ms)"
    for plot in (tp, p.write.getPlotItem()):
        (x0, x1), (y0, _y1) = plot.vb.viewRange()
        assert x0 == 0 and x1 >= 3.0 and y0 >= 0
        plot.vb.translateBy(x=-100, y=-100)   # a user drags: still never negative
        (x0, _), (y0, _) = plot.vb.viewRange()
        assert x0 >= 0 and y0 >= 0
    # the worker bars keep their margin: the first bar (x=0) is not cut in half
    assert p.workers.getPlotItem().vb.viewRange()[0][0] < -0.3
    # tick labels are plain numbers in the data's own unit (no 1e-181 style exponents)
    ax = tp.getAxis("right")
    lo, hi = p.mb_view.viewRange()[1]
    labels = ax.tickStrings(list(np.linspace(lo, hi, 5)), 1.0, (hi - lo) / 4)
    assert all("e-" not in s for s in labels), labels


def _converting(qtbot, w, monkeypatch):
    """The window converting with the fake engine, held after its first progress."""
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"),
             "--hang-after", "progress")
    w.start()
    qtbot.waitUntil(lambda: w.model.phase == "writing", timeout=WAIT)
    return w


def test_cancel_stops_at_once_however_long_the_unfinished_shard_has_converted(
        qtbot, ready, monkeypatch):
    # It asked "Stop the conversion?" once a shard held 15 s of work, because a cancel
    # removed the unfinished shard; a cancel keeps it now (engine.run.partial), so the
    # button stops at once, without a question, however long the run has gone on. (Esc,
    # the key of every popup, asks first: test_run_questions.)
    w = _converting(qtbot, ready, monkeypatch)
    monkeypatch.setattr(w.model, "elapsed", lambda: 3600.0)   # as if converting for an hour
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        w.actions_bar.cancel_btn.click()
        assert w.pending_dialog is None
    assert w.progress.phase.text() == "Cancelled."


def test_the_worker_chart_says_its_bars_are_the_last_measured_once_converting_ends(window):
    # while verifying and after the end the bars keep their last values (w1 100%, w2 0%),
    # which read as the state of a run that is over
    p = window.plots
    m = RunModel()
    _feed(m, mb_per_image=0.01)
    p.refresh(m)
    title = p.workers.getPlotItem().titleLabel
    assert title.text == "Worker activity (busy %)"
    m.on_event(P.RunFinished(status="ok"))
    p.refresh(m)
    assert m.phase != "writing" and title.text == "Worker activity when converting ended (busy %)"


def _label_rects(axis):
    """Where ``axis`` draws its tick labels now (its own drawing specs)."""
    from PySide6.QtGui import QImage, QPainter
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [rect for rect, _flags, _text in specs[2]] if specs else []


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_every_chart_reads_at_1024x640_with_the_bottleneck_banner(qtbot, window, language,
                                                                  lang):
    """At 1024x640 with the banner the worker chart's ticks 80/60/40/20 ran together and the
    rotated labels ("稼働率 %", "ミリ秒/バッチ") were cut off; the Tune chart's grid ran to
    the widget's edge, looking cut off there; and pyqtgraph's "A" (auto range) button came
    up over it on hover."""
    language(lang)
    w = window
    w.resize(1024, 640)
    p = w.plots
    m = RunModel()
    _feed(m, mb_per_image=0.3, n=60)
    m.on_event(P.WorkerStats(busy=[0.85], writer_busy=0.36, bottleneck="decoding", t=7))
    p.refresh(m)
    w.tabs.setCurrentWidget(p)
    qtbot.waitUntil(p.limit.isVisible, timeout=WAIT)
    qtbot.wait(50)
    charts = [p.throughput, p.write, p.workers]
    w.tabs.setCurrentWidget(w.tune)
    qtbot.wait(50)
    w.tabs.setCurrentWidget(p)
    qtbot.wait(50)
    charts.append(w.tune.plot)
    for chart in charts:
        item = chart.getPlotItem()
        assert item.buttonsHidden, chart.objectName()
        for side in ("left", "right", "bottom"):
            axis = item.getAxis(side)
            if not axis.isVisible():
                continue
            if side != "bottom" and axis.label.isVisible():   # a rotated label fits its axis
                assert axis.label.boundingRect().width() <= axis.geometry().height(), \
                    (chart.objectName(), side, axis.labelText)
            rects = _label_rects(axis)
            for i, a in enumerate(rects):      # no tick label runs into another
                assert not any(a.intersects(b) for b in rects[i + 1:]), \
                    (chart.objectName(), side, [r.getRect() for r in rects])
        # the data area ends inside the widget, closed by an axis line
        right = item.getAxis("right")
        assert right.isVisible() and right.geometry().width() >= 8, chart.objectName()
        assert item.vb.sceneBoundingRect().right() < chart.width() - 5, chart.objectName()
    # the units the rotated labels gave are in the titles
    assert "(" in p.write.getPlotItem().titleLabel.text
    assert "%" in p.workers.getPlotItem().titleLabel.text


def test_the_header_counts_the_files_compared_for_copies_at_the_end(window):
    # every image written, then a folder copied twice is read again: said, not a run
    # that looks stuck at 100%
    panel, m = window.progress, RunModel()
    m.start()
    m.on_event(P.Plan(total=400, splits={"train": 400}, shards={"train": 1}, labels=["a"]))
    m.on_event(P.Progress(done=400, total=400, t=1.0))
    panel.refresh(m)
    assert panel.phase.text() == "Converting: writing TFRecord files"
    m.on_event(P.Progress(done=400, total=400, compared=120, to_compare=500, t=2.0))
    panel.refresh(m)
    assert panel.phase.text() == ("Converting: looking for copies… 120 of 500 files "
                                  "compared")
    assert panel.counts.text().startswith("400 of 400 images (100.0%)")
    assert panel.times.text().endswith("left —")   # not "0:00" while files are read
    m.on_event(P.RunFinished(status="ok"))
    panel.refresh(m)
    assert panel.phase.text() == "Finished."


def test_a_header_longer_than_the_panel_wraps_instead_of_losing_its_end(qtbot):
    from gui.widgets.progress_panel import ProgressPanel
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.resize(260, 120)
    panel.show()
    m = RunModel()
    m.start()
    m.on_event(P.Plan(total=400, splits={"train": 400}, shards={"train": 1}, labels=["a"]))
    m.on_event(P.Progress(done=400, total=400, compared=120, to_compare=500, t=2.0))
    panel.refresh(m)
    line = panel.phase.fontMetrics().lineSpacing()
    assert panel.phase.wordWrap() and panel.phase.height() >= 2 * line   # wrapped, whole
    panel.resize(2000, 120)
    panel.refresh(m)
    qtbot.waitUntil(lambda: panel.phase.height() < 2 * line)            # one line again
