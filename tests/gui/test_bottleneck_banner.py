"""The live bottleneck banner never advises more workers than the machine has cores."""

from __future__ import annotations

import pytest

from engine import protocol as P
from gui.run_model import RunModel


def _show(window, workers: int, cores: int) -> str:
    m = RunModel()
    m.start()
    m.on_event(P.WorkerStats(busy=[0.95] * workers, writer_busy=0.05, bottleneck="decoding",
                             t=1))
    window.plots.cores = cores
    window.plots.refresh(m)
    assert window.plots.limit.isVisible()
    return window.plots.limit.text()


def test_below_the_core_count_more_workers_are_advised_up_to_the_cores(window):
    text = _show(window, workers=2, cores=8)
    assert "more workers (up to 8" in text


@pytest.mark.parametrize("workers", [2, 3])
def test_at_or_past_the_core_count_the_banner_says_what_else_helps(window, workers):
    text = _show(window, workers=workers, cores=2)
    assert "more workers (up to" not in text
    assert "More workers would not help" in text
    for lever in ("smaller image size", "Original bytes", "faster disk", "other programs"):
        assert lever in text


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_busy_workers_banner_does_not_say_resizing(window, language, lang):
    """It said "Reading and resizing the images…" also when the images keep their size
    (Size: keep the original; a ja walk): the workers' step is said as converting."""
    language(lang)
    for cores in (8, 2):
        text = _show(window, workers=2, cores=cores)
        assert not any(w in text for w in ("resiz", "Resiz", "リサイズ", "크기를 바꾸")), text


def test_default_core_count_is_this_computers(window):
    import os
    n = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    window.plots.cores = None
    m = RunModel()
    m.start()
    m.on_event(P.WorkerStats(busy=[0.95] * n, writer_busy=0.05, bottleneck="decoding", t=1))
    window.plots.refresh(m)
    assert "would not help" in window.plots.limit.text()


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
@pytest.mark.parametrize("busy, writer, read", [
    (0.95, 0.05, 0.05),   # decoding
    (0.40, 0.85, 0.05),   # writing
    (0.90, 0.10, 0.70),   # reading
])
def test_the_banner_the_runs_sentence_and_the_tune_answer_use_the_same_words(
        window, language, lang, busy, writer, read):
    """The banner said "Reading and resizing the images takes most of the time" while the
    engine's sentences for the same thing (the Tune tab's answer, the command line) said
    "Decoding limits speed" (ja デコードが速度を制限しています): two vocabularies for one
    thing. The banner's bold words open the run's sentence and the sweep's."""
    import re

    from engine.commands.tune import limit_sentence
    from engine.commands.tune_decide import decide
    from engine.reason_codes import describe
    from engine.run.bottleneck import classify, diagnose
    from gui import engine_text
    language(lang)
    limit = classify(busy, 2, writer, read, cores=4)
    m = RunModel()
    m.start()
    m.on_event(P.WorkerStats(busy=[busy] * 2, writer_busy=writer, bottleneck=limit.kind, t=1))
    window.plots.cores = 4
    bold = re.search("<b>(.+?)</b>", window.plots.limit_text(m))
    assert bold, window.plots.limit_text(m)
    words = bold.group(1)
    # the run's sentence (worker_stats' diagnosis), as the window and the command line say it
    run = diagnose([busy] * 2, writer, read, cores=4).sentence
    code, params = describe(run)
    assert code == f"speed.{limit.case}"
    assert engine_text.text(code, params, run).startswith(words + ": "), (lang, limit.kind)
    # the sweep's answer: "At 2 workers, <the same words>: ..." (2 workers were fastest)
    trials = [(1, 100.0), (1, 102.0), (2, 190.0), (2, 195.0)]
    d = decide(trials, 1000)
    rec = P.Recommendation(workers=d.workers, images_per_s=d.images_per_s,
                           estimated_seconds=d.estimated_seconds,
                           reason=f"{d.reason} {limit_sentence(limit)}", bottleneck=limit.kind)
    rec.code, rec.params = describe(rec.reason)
    window.tune._on_recommendation(rec)
    answer = window.tune.reason.text()
    assert words[0].lower() + words[1:] + ": " in answer, (lang, answer)


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_cluster_run_at_original_that_stores_files_says_so_as_its_sweep_does(
        window, language, lang):
    """worker_stats says "storing" of busy workers at Original bytes (it said "decoding",
    where nothing is decoded): the banner names checking and storing the files, blue as a
    busy run's, and the sweep's answer on that cluster opens with the same words."""
    import re

    from engine.commands.tune import limit_sentence
    from engine.reason_codes import describe
    from engine.run.bottleneck import classify
    language(lang)
    limit = classify(0.95, 2, 0.05, 0.05, cores=4, cluster=True, storing=True)
    assert limit.kind == "storing"
    m = RunModel()
    m.start()
    m.on_event(P.RunStarted(command="convert", workers=2, options={
        "image": {"resize": "none", "format": "original"}, "cluster": "local:2"}))
    m.on_event(P.WorkerStats(busy=[0.95] * 2, writer_busy=0.05, bottleneck=limit.kind,
                             hosts=["a", "a"], t=1))
    window.plots.cores = 4
    window.plots.refresh(m)
    text = window.plots.limit.text()
    assert window.plots.limit.isVisible() and "#1e40af" in window.plots.limit.styleSheet()
    bold = re.search("<b>(.+?)</b>", text)
    assert bold and "saturated" not in text, text
    words = bold.group(1)
    rec = P.Recommendation(workers=2, images_per_s=100.0, estimated_seconds=10.0,
                           reason=f"2 workers gave the highest speed, 100 images/s. "
                                  f"{limit_sentence(limit)}", bottleneck=limit.kind)
    rec.code, rec.params = describe(rec.reason)
    assert rec.code, rec.reason
    window.tune._on_recommendation(rec)
    answer = window.tune.reason.text()
    assert words[0].lower() + words[1:] + ": " in answer, (lang, words, answer)


def test_a_bottleneck_the_window_does_not_know_gets_no_banner(window):
    """A new value of worker_stats' bottleneck is compatible (engine.protocol's rules): a
    window that does not know it says nothing of it. The fallback for "" said "Nothing is
    saturated" of busy workers, as windows before 0.3.9 said of "storing"."""
    m = RunModel()
    m.start()
    m.on_event(P.WorkerStats(busy=[0.95, 0.95], writer_busy=0.05, bottleneck="thinking", t=1))
    window.plots.refresh(m)
    assert window.plots.limit_text(m) == "" and not window.plots.limit.isVisible()
    m.on_event(P.WorkerStats(busy=[0.95, 0.95], writer_busy=0.05, bottleneck="storing", t=2))
    window.plots.refresh(m)
    assert "Converting the images" in window.plots.limit.text()
