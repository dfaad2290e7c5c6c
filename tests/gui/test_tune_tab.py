"""The Tune tab end to end with the real engine, and the live bottleneck indicator."""

from __future__ import annotations

import pytest
from studio_fixtures import DATA, make_dataset, use_fake

from engine import protocol as P
from gui.run_model import RunModel

WAIT = 120_000


@pytest.mark.e2e
def test_tune_tab_end_to_end(qtbot, window, tmp_path):
    ds = make_dataset(tmp_path / "images", classes=("a", "b", "c"), per_class=10, size=(40, 32))
    window.set_source(str(ds))
    window.options.set_size("32")
    window.options.workers.setValue(0)
    tune = window.tune
    tune.max_workers.setValue(2)
    tune.repeats.setValue(1)
    tune.sample.setValue(30)
    qtbot.waitUntil(tune.start_btn.isEnabled, timeout=WAIT)
    with qtbot.waitSignal(tune.client.finished, timeout=WAIT) as blocker:
        tune.start_btn.click()
        # one job at a time
        assert tune.is_running() and not window.actions_bar.start_btn.isEnabled()
        assert tune.cancel_btn.isEnabled()
    assert blocker.args[1] == "ok", tune.client.stderr_tail()
    assert window.tabs.currentWidget() is tune
    assert sorted(w for w, _ in tune.points) == [1, 2]
    assert all(r > 0 for _, r in tune.points)
    xs, ys = tune.trials.getData()
    assert len(xs) == 2
    rec = tune.recommended
    assert rec is not None and 1 <= rec.workers <= 2
    assert len(tune.best.getData()[0]) == 1
    assert f"{rec.workers} worker" in tune.reason.text() and "images/s" in tune.reason.text()
    assert tune.use_btn.isEnabled()
    assert tune.use_btn.text() == ("Use 1 worker" if rec.workers == 1 else
                                   f"Use {rec.workers} workers")
    tune.use_btn.click()
    assert window.options.workers.value() == rec.workers
    assert window.actions_bar.start_btn.isEnabled() and tune.start_btn.isEnabled()
    # the form's output options went to the engine, convert-only ones did not
    argv = tune.client.last_argv
    assert argv[argv.index("tune") + 1] == str(ds) and "--size" in argv and "--out" not in argv


def test_tune_cancel_and_failure_with_fake_engine(qtbot, ready, monkeypatch):
    window = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--hang")
    qtbot.waitUntil(window.tune.start_btn.isEnabled, timeout=WAIT)
    assert window.start_tune()
    qtbot.waitUntil(window.tune.is_running, timeout=WAIT)
    with qtbot.waitSignal(window.tune.client.finished, timeout=WAIT) as blocker:
        window.tune.cancel_btn.click()
    assert blocker.args[1] == "cancelled" and "cancelled" in window.tune.status.text()
    use_fake(monkeypatch, "--replay", str(DATA / "bad_source_recorded.jsonl"), "--exit", "3")
    with qtbot.waitSignal(window.tune.client.finished, timeout=WAIT):
        assert window.start_tune()
    assert "failed" in window.tune.status.text()


def test_recommendation_draws_and_explains(qtbot, window):
    tune = window.tune
    tune._max_workers = 3
    for w, r in ((1, 100.0), (1, 110.0), (2, 190.0), (2, 200.0), (3, 198.0), (3, 205.0)):
        tune._on_point(P.SweepPoint(workers=w, trial=0, images_per_s=r))
    x, y, top, bottom = (tune.spread.opts[k] for k in ("x", "y", "top", "bottom"))
    # two trials: slowest to fastest, at least the noise floor (+-2.5% of the median)
    assert list(x) == [1, 2, 3]
    assert list(top + y) == pytest.approx([110.0, 200.0, 201.5 * 1.025])
    assert list(y - bottom) == pytest.approx([100.0, 190.0, 201.5 * 0.975])
    tune._on_recommendation(P.Recommendation(
        workers=2, images_per_s=195.0, estimated_seconds=65, bottleneck="writing",
        reason="2 workers are within 5% of the fastest (3 workers, 202 images/s)."))
    # in the words the reason gives times in ("1 min 05 s", not "1:05")
    assert "2 workers are" in tune.reason.text() and "1 min 05 s" in tune.reason.text()
    assert len(tune.best.getData()[0]) == 1
    assert tune.use_btn.text() == "Use 2 workers"


def test_bottleneck_indicator_during_a_replayed_run(qtbot, ready, monkeypatch):
    window = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--delay", "0.02")
    window.options.verify.setChecked(False)
    window.plots.cores = 4  # the replayed run has 2 workers: below the core count
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    limit = window.plots.limit
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        assert window.start()
        qtbot.waitUntil(limit.isVisible, timeout=WAIT)
        text = limit.text()
        assert "Converting the images takes most of the time" in text
        assert "more workers" in text
        assert "workers busy" in limit.text()
    window.refresh()
    assert not limit.isVisible()  # only while a run goes on


@pytest.mark.parametrize("kind,words", [("writing", "Writing the output files takes most"),
                                        ("reading", "Waiting for the source files takes most"),
                                        ("", "Nothing is saturated")])
def test_bottleneck_texts(window, kind, words):
    m = RunModel()
    m.start()
    m.on_event(P.WorkerStats(busy=[0.3, 0.4], writer_busy=0.9, bottleneck=kind, t=1))
    window.plots.refresh(m)
    assert words in window.plots.limit.text() and "writer busy 90%" in window.plots.limit.text()
    assert window.plots.limit.isVisible()


def test_before_a_sweep_the_tab_says_what_to_do_and_frames_its_axes(qtbot, window, tmp_path):
    # the axes read -5e-66 ... 1e-65, and "Choose a source" stayed with a source chosen
    tune = window.tune
    (x0, x1), (y0, y1) = tune.plot.getPlotItem().viewRange()
    assert (x0, x1) == (0.5, tune.max_workers.value() + 0.5) and (y0, y1) == (0, 100)
    window.set_source("")
    qtbot.waitUntil(lambda: not tune.start_btn.isEnabled(), timeout=WAIT)
    assert tune.status.text() == "Choose a source, then Run sweep."
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(make_dataset(tmp_path / "images", per_class=2)))
    qtbot.waitUntil(tune.start_btn.isEnabled, timeout=WAIT)
    tune.max_workers.setRange(1, 3)
    tune.max_workers.setValue(3)
    assert tune.status.text() == "Press Run sweep to measure the speed with 1 to 3 workers."
    assert tune.plot.getPlotItem().viewRange()[0] == [0.5, 3.5]
    tune.max_workers.setValue(1)
    assert tune.status.text() == "Press Run sweep to measure the speed with 1 worker."


def _decoding_run(workers: int) -> RunModel:
    m = RunModel()
    m.start()
    m.on_event(P.WorkerStats(busy=[1.0] * workers, writer_busy=0.0, bottleneck="decoding", t=1))
    return m


def _swept(tune, trials, recommended: int) -> None:
    tune._max_workers = max(w for w, _ in trials)
    for i, (w, r) in enumerate(trials):
        tune._on_point(P.SweepPoint(workers=w, trial=i // 2, images_per_s=r))
    tune._on_recommendation(P.Recommendation(workers=recommended, images_per_s=260.0,
                                             reason="1 and 2 workers are equally fast here."))


def test_the_banner_does_not_advise_more_workers_that_tune_measured_no_faster(window):
    """Tune said "1 worker is the safer choice" (1 and 2 workers equally fast), then the
    run's banner said "more workers (up to 2, the number of cores) would help"."""
    plots, tune = window.plots, window.tune
    plots.cores = 2
    plots.clear()
    plots.refresh(_decoding_run(1))
    assert "more workers (up to 2, the number of cores) would help" in plots.limit.text()
    _swept(tune, [(1, 250.0), (2, 244.0), (2, 264.0), (1, 270.0)], recommended=1)
    plots.clear()
    plots.refresh(_decoding_run(1))
    text = plots.limit.text()
    assert "would help" not in text.split("what would")[0], text
    assert "measured up to 2 workers on this source and found no gain beyond 1" in text
    assert "more workers would not help here" in text
    # Tune's answer was the most workers tried: the rule of thumb stands, as Tune agrees
    _swept(tune, [(1, 100.0), (2, 200.0), (2, 205.0), (1, 104.0)], recommended=2)
    plots.clear()
    plots.refresh(_decoding_run(1))
    assert "more workers (up to 2, the number of cores) would help" in plots.limit.text()
    # another source forgets the sweep, and its measurement
    _swept(tune, [(1, 250.0), (2, 244.0), (2, 264.0), (1, 270.0)], recommended=1)
    tune.source_changed()
    plots.clear()
    plots.refresh(_decoding_run(1))
    assert "more workers (up to 2, the number of cores) would help" in plots.limit.text()


def test_the_charts_bars_are_the_ranges_the_explanation_names(qtbot, window):
    """From 3 trials the explanation gives the middle half of them; the chart's bar went
    from the slowest to the fastest trial, so it reached 152/s beside "faster than 2
    workers (116-136 images/s), beyond the measured spread"."""
    from engine.commands.tune_decide import speeds
    tune = window.tune
    tune._max_workers = 2
    trials = [(1, 150.0), (1, 190.0), (1, 195.0), (1, 200.0),
              (2, 116.0), (2, 120.0), (2, 136.0), (2, 152.0)]
    for i, (w, r) in enumerate(trials):
        tune._on_point(P.SweepPoint(workers=w, trial=i, images_per_s=r))
    x, y, top, bottom = (tune.spread.opts[k] for k in ("x", "y", "top", "bottom"))
    sp = speeds(trials)
    assert list(top + y) == pytest.approx([sp[1].high, sp[2].high])
    assert list(y - bottom) == pytest.approx([sp[1].low, sp[2].low])
    assert (top + y)[1] < 152.0 and (y - bottom)[0] > 150.0   # not the wild trials


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_list_of_worker_counts_is_tunes_own_in_the_windows_words(language, lang):
    # the window's list is tune's explanation's list (one function), its words translated
    from engine.commands.tune_decide import count_list as english
    from gui import engine_text
    language(lang)
    assert (english((1, 2, 3)), english([4]), english([])) == ("1, 2 and 3", "4", "")
    assert engine_text.count_list([1, 2, 3]) == ("1, 2 and 3" if lang == "en" else "1、2、3")
    assert (engine_text.count_list([4]), engine_text.count_list([])) == ("4", "")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_tune_tabs_numbers_are_grouped_alike(qtbot, window, language, lang):
    """The explanation said "about 1122 images/s" beside the engine's "1,122 images/s
    (1,092-1,150 images/s)" in one paragraph: the window's own numbers were not grouped."""
    language(lang)
    tune = window.tune
    tune._max_workers = 2
    tune._on_scan(P.ScanProgress(found=12000, finished=True))
    assert "12,000" in tune.status.text()
    tune._on_point(P.SweepPoint(workers=1, trial=0, images_per_s=1122.4))
    assert "1,122" in tune.status.text() and "1122" not in tune.status.text()
    tune._on_recommendation(P.Recommendation(
        workers=1, images_per_s=1122.4, estimated_seconds=0.5,
        reason="1 worker gave the highest median speed, 1,122 images/s (1,092-1,150 "
               "images/s).",
        code="tune.highest_median_1", params={"n": 1, "rate": "1,122", "low": "1,092",
                                              "high": "1,150"}))
    text = tune.reason.text()
    assert "1122" not in text and text.count("1,122") == 2, text
    p = window.plots   # the live plots' caption too
    m = RunModel()
    m.start()
    for i in range(30):
        m.on_event(P.Progress(done=i * 300, total=100_000, bytes_out=i * 300_000_000,
                              t=0.2 + 0.1 * i))
    p.refresh(m)
    assert "," in p.caption.text().split(" ")[1], p.caption.text()   # ("now 3,000 ...")


def test_the_header_follows_a_running_sweep(qtbot, ready, monkeypatch):
    """A 2-minute sweep of 27 trials showed "0% · elapsed 0:00" in the header throughout:
    it shows the trials done of those planned (extra rounds add theirs) and a moving
    clock, and gives the header back to the run when the sweep ends."""
    window = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--hang")
    tune, progress = window.tune, window.progress
    now = [100.0]
    tune.clock = lambda: now[0]
    tune.max_workers.setValue(2)
    tune.repeats.setValue(2)
    qtbot.waitUntil(tune.start_btn.isEnabled, timeout=WAIT)
    assert window.start_tune()
    qtbot.waitUntil(tune.is_running, timeout=WAIT)
    assert progress.counts.text() == "0 of 4 trials of the worker sweep"
    assert progress.phase.text() == "Tune is running: Start waits for it."
    now[0] += 75
    qtbot.waitUntil(lambda: progress.times.text() == "elapsed 1:15", timeout=WAIT)
    tune._on_point(P.SweepPoint(workers=1, trial=0, images_per_s=100.0))
    assert progress.counts.text() == "1 of 4 trials of the worker sweep"
    assert progress.bar.value() / progress.bar.maximum() == 0.25 and progress.bar.text() == "25%"
    for w, r in ((2, 150.0), (2, 160.0), (1, 400.0)):
        tune._on_point(P.SweepPoint(workers=w, trial=1, images_per_s=r))
    tune._on_point(P.SweepPoint(workers=1, trial=2, images_per_s=300.0, extra=True,
                                separating=[1, 2]))
    assert progress.counts.text() == "5 of 6 trials of the worker sweep"
    assert round(progress.bar.value() / progress.bar.maximum() * 6, 2) == 5.0
    assert progress.bar.text() == "83%", progress.bar.text()
    with qtbot.waitSignal(tune.client.finished, timeout=WAIT):
        tune.cancel_btn.click()
    assert progress.counts.text() == "—" and progress.bar.maximum() == 1000
    assert progress.phase.text() == "Ready."


def test_the_header_gives_up_a_sweeps_trials_after_a_run_that_counted_none(window):
    """A sweep after a run that failed before counting images (total 0): the header kept
    "27 of 27 trials of the worker sweep" beside "Failed." (only idle reset the counts)."""
    model, progress = window.model, window.progress
    model.phase, model.total = "failed", 0
    progress.show_tune(27, 27, 120.0)
    progress.refresh(model)
    assert progress.counts.text() == "—"


def test_use_n_workers_waits_for_the_conversion(qtbot, ready, monkeypatch):
    """"Use 2 workers" stayed enabled during a conversion: it changed the locked form's
    Workers mid-run (and the next run's command)."""
    window = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--hang")
    tune = window.tune
    _swept(tune, [(1, 100.0), (2, 200.0)], 2)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    window.revalidate()
    assert tune.use_btn.isEnabled()
    assert window.start()
    qtbot.waitUntil(window.controller.running, timeout=WAIT)
    window.revalidate()
    assert not tune.use_btn.isEnabled()
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.cancel()
    assert tune.use_btn.isEnabled()
