"""The progress header agrees with itself and with the tabs beside it (new-user walks):
the bar and the text round the same way, the skipped count and the Failures tab count the
same rows, no speed advice before there are measurements, no "0 found" before the scan's
first count. (The quit question that follows the run: tests/gui/test_run_questions.py.)"""

from __future__ import annotations

import pytest

from engine import protocol as P
from gui.run_model import RunModel
from gui.widgets.progress_panel import ProgressPanel


def _panel(qtbot) -> ProgressPanel:
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.resize(600, 120)
    return panel


def test_the_bar_and_the_verified_count_say_the_same_percentage(qtbot):
    # the walk: bar 96% beside "58 of 60 records verified (97%)"
    panel = _panel(qtbot)
    model = RunModel()
    model.phase = "verifying"
    model.on_event(P.VerifyProgress(checked=58, total=60, t=1.0))
    panel.refresh(model)
    assert panel.bar.text() == "96%"
    assert panel.counts.text() == "58 of 60 records verified (96%)"
    # never 100% before every record is read
    model.on_event(P.VerifyProgress(checked=599, total=600, t=2.0))
    panel.refresh(model)
    assert panel.bar.text() == "99%" and "(99%)" in panel.counts.text()


def test_the_check_says_it_is_starting_until_its_first_count(qtbot):
    # the walk: the bar dropped from 100% to 0% beside "0 of 195 records verified (0%)"
    # for the 6 s the check's process loaded TensorFlow, then jumped to done
    panel = _panel(qtbot)
    model = RunModel()
    model.on_event(P.Plan(total=195))
    model.on_event(P.Progress(done=195, failed=0, total=195, t=1.0))
    model.verify_next = True
    model.on_event(P.RunFinished(status="ok", summary=P.ConvertSummary(written=195)))
    model.start_verify()   # (the window launches the check's process)
    panel.refresh(model)
    assert model.phase == "verifying" and model.verify_total == 195
    assert panel.counts.text() == "Starting the check…"
    assert panel.phase.text() == ("Verifying: loading the record reader (TensorFlow takes a "
                                  "few seconds)")
    assert panel.bar.maximum() == 0   # busy, not 0%
    model.on_event(P.VerifyProgress(checked=0, total=195, t=0.1))   # the reader is loaded
    panel.refresh(model)
    assert panel.bar.maximum() == 1000
    assert panel.counts.text() == "0 of 195 records verified (0%)"
    assert panel.phase.text() == "Verifying: reading every record back to check it"


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_resumed_runs_check_starts_on_one_line_at_1024x640(qtbot, settings, language,
                                                             lang):
    """"elapsed 0:09 since Resume · left —" dropped to a line of its own under the check's
    first line, which was cut (Japanese too): the line under the bar keeps to one row, and
    the header above it is whole (a Korean walk at 1024 px found the check's start cut)."""
    from studio_fixtures import window_at
    language(lang)
    window = window_at(qtbot, settings, 1024, 640)
    panel = window.progress
    model = RunModel()
    model.start()
    model.on_event(P.RunStarted(command="convert", options={"resume": True}))
    model.on_event(P.Plan(total=1000))
    model.on_event(P.Progress(done=1000, failed=0, total=1000, t=9.0))
    model.verify_next = True
    model.on_event(P.RunFinished(status="ok", summary=P.ConvertSummary(written=223)))
    model.start_verify()
    assert model.resume and model.running and model.phase == "verifying"
    panel.refresh(model)
    counts, times = panel.counts, panel.times
    qtbot.waitUntil(lambda: counts.y() == times.y() and times.isVisible(), timeout=5_000)
    assert counts.fontMetrics().horizontalAdvance(counts.text()) <= counts.width()
    assert times.geometry().right() <= panel.width()
    assert not counts.wordWrap()
    # and the first line, what the check loads, whole above the bar (wrapped where it must)
    header = panel.phase
    assert header.text().startswith({"en": "Verifying:", "ja": "検証中:", "ko": "검증 중:"}[lang])
    assert header.width() <= panel.width() and header.geometry().bottom() < panel.bar.y()
    assert header.height() >= header.heightForWidth(header.width())


def test_the_bar_and_the_image_count_cut_the_same_way(qtbot):
    panel = _panel(qtbot)
    model = RunModel()
    model.on_event(P.Plan(total=60))
    model.on_event(P.Progress(done=58, failed=0, total=60))
    panel.refresh(model)
    assert panel.bar.text() == "96.6%"
    assert panel.counts.text().startswith("58 of 60 images (96.6%)")
    model.on_event(P.Progress(done=1999, failed=0, total=2000))
    model.on_event(P.Plan(total=2000))
    panel.refresh(model)
    assert panel.bar.text() == "99.9%" and "(99.9%)" in panel.counts.text()


def test_the_skipped_count_counts_the_files_and_the_rows_set_aside_are_said_apart(qtbot):
    # the walk: "2 skipped" above "Failures (3)" (an image's item_failed comes before the
    # progress counting it); then "145 of 145 files · 142 written · 5 skipped (of them 2
    # before converting)": the 2 table rows were not among the 145 (142 + 5 is not 145)
    panel = _panel(qtbot)
    model = RunModel()
    model.on_event(P.ItemFailed(path="/d/a.jpg", reason="file not found (CSV line 3)",
                                stage="scan", code="file.csv_missing", params={"line": "3"}))
    model.on_event(P.ItemFailed(path="/d/b.jpg", reason="no label (CSV line 4)", stage="scan",
                                code="csv.line", params={"line": "4"}))
    model.on_event(P.Plan(total=62))
    model.on_event(P.Progress(done=0, failed=0, total=62))
    panel.refresh(model)
    assert panel.counts.text() == ("0 of 62 images (0.0%) · 0 written · 0 skipped · "
                                   "2 table rows not used")
    model.on_event(P.Progress(done=10, failed=0, total=62))
    model.on_event(P.ItemFailed(path="/d/c.jpg", reason="not an image"))
    panel.refresh(model)
    assert len(model.failures) == 3
    assert panel.counts.text() == ("11 of 62 images (17.7%) · 10 written · 1 skipped · "
                                   "2 table rows not used")
    model.on_event(P.Progress(done=61, failed=1, total=62))
    panel.refresh(model)
    assert panel.counts.text() == ("62 of 62 images (100.0%) · 61 written · 1 skipped · "
                                   "2 table rows not used")


def test_no_speed_advice_before_there_are_measurements(window):
    # the walk: for 2-3 s at every start "nothing is saturated now (workers 0%, writer 0%)"
    # while the workers were busy starting
    model = RunModel()
    model.start()
    model.on_event(P.Plan(total=60))
    model.phase = "writing"
    model.on_event(P.WorkerStats(busy=[0.0, 0.0], writer_busy=0.0, bottleneck="", t=1))
    window.plots.refresh(model)
    assert not window.plots.limit.isVisible()
    assert window.plots.limit_text(model) == ""
    model.on_event(P.Progress(done=5, failed=0, total=60))
    model.on_event(P.WorkerStats(busy=[0.2, 0.3], writer_busy=0.1, bottleneck="", t=2))
    assert "Nothing is saturated" in window.plots.limit_text(model)


def test_the_scan_says_it_reads_the_source_before_its_first_count(qtbot):
    # the walk: Resume said "Scanning: looking for images… 0 found" of a source with 62
    panel = _panel(qtbot)
    model = RunModel()
    model.start()
    panel.refresh(model)
    assert panel.phase.text() == "Scanning: reading the source…"
    model.on_event(P.ScanProgress(found=12))
    panel.refresh(model)
    assert panel.phase.text() == "Scanning: looking for images… 12 found"


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_verify_now_fits_beside_the_summarys_buttons_at_1024(qtbot, settings, language, lang,
                                                             tmp_path):
    """A fourth button in the Summary's row: at 1024 px none of them is cut short and the
    window stays within the screen."""
    from PySide6.QtCore import QRect

    from gui.main_window import MainWindow
    language(lang)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    w.fit_to_screen(first=True, available=QRect(0, 0, 1024, 610))
    qtbot.waitUntil(lambda: w.width() <= 1024, timeout=30_000)
    w.summary.out_dir = str(tmp_path)
    w.summary._verify_row("not verified", False, unverified=True)
    w.tabs.setCurrentWidget(w.summary)
    qtbot.wait(50)
    s = w.summary
    buttons = [s.open_btn, s.inspect_btn, s.verify_btn, s.copy_btn]
    assert s.verify_btn.isVisible()
    for b in buttons:
        assert b.width() >= b.sizeHint().width(), (b.text(), b.width(), b.sizeHint().width())
        assert b.mapTo(w, b.rect().topRight()).x() <= w.width(), b.text()
    assert w.width() <= 1024


def test_verify_now_is_not_offered_of_a_folder_that_is_gone(qtbot, tmp_path):
    from gui.widgets.summary_panel import SummaryPanel
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.out_dir = str(tmp_path / "gone")
    panel._verify_row("not verified", False, unverified=True)
    assert not panel.verify_btn.isVisibleTo(panel)
    assert panel.values["verify"].text() == "not verified"
    panel.out_dir = str(tmp_path)
    panel._verify_row("not verified", False, unverified=True)
    assert panel.verify_btn.isVisibleTo(panel)
    assert panel.values["verify"].text() == ("not verified. \u201cVerify now\u201d reads every "
                                             "record back to check it.")
