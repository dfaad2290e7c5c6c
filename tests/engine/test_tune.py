"""Worker-count sweep: sampling, recommendation, bottleneck diagnosis, and the real CLI."""

import os

import pytest

from engine.commands.tune import (
    SweepResult,
    Trial,
    default_sample_size,
    limit_sentence,
    recommend,
    stratified_sample,
)
from engine.run.bottleneck import Limit, diagnose
from engine.sources.discover import Sample
from tests.engine.conftest import run_cli


def S(i, label, size):
    return Sample(f"/d/{label}/{i}", f"{label}/{i}", label, str(label), None, size)


def test_default_sample_size():
    assert default_sample_size(50) == 50
    assert default_sample_size(1000) == 200
    assert default_sample_size(5000) == 500
    assert default_sample_size(10**6) == 1000


def test_stratified_sample_covers_classes_in_proportion_and_sizes():
    samples = [S(i, 0, 1000 + i) for i in range(80)] + [S(i, 1, 10 * i) for i in range(20)]
    pick = stratified_sample(samples, 10)
    assert len(pick) == 10
    assert sum(1 for s in pick if s.label == 0) == 8
    sizes0 = sorted(s.size for s in pick if s.label == 0)
    assert sizes0[0] < 1020 and sizes0[-1] > 1060, "small and large files are both sampled"
    assert len({s.path for s in pick}) == 10


def _trial(w, rate, r=0):
    return Trial(w, r, images=int(rate * 10), seconds=10.0, bytes_in=0, writer_busy=0.1,
                 worker_busy=0.9)


def test_recommend_smallest_within_5_percent_of_best():
    res = SweepResult([_trial(1, 100), _trial(2, 180), _trial(3, 196), _trial(4, 200),
                       _trial(1, 104, 1), _trial(2, 184, 1), _trial(3, 194, 1), _trial(4, 198, 1)])
    d = recommend(res)
    assert (d.workers, d.images_per_s) == (3, 195.0)
    res = SweepResult([_trial(1, 100), _trial(2, 101)])
    assert recommend(res).workers == 1


@pytest.mark.parametrize("busy, writer, read, kind", [
    ([0.95, 0.97], 0.10, 0.05, "decoding"),
    ([0.40, 0.35], 0.85, 0.05, "writing"),
    ([0.90, 0.92], 0.10, 0.70, "reading"),
    ([0.20, 0.10], 0.10, 0.10, ""),
    ([], 0.0, 0.0, ""),
])
def test_diagnosis_from_synthetic_statistics(busy, writer, read, kind):
    d = diagnose(busy, writer, read)
    assert d.kind == kind
    if kind:
        assert "%" in d.sentence  # the numbers behind it are named


@pytest.mark.parametrize("kind, cores, start", [
    ("writing", 4, "At 2 workers, writing the output files takes most of the time: the "
                   "writer is busy 90% of the time"),
    ("reading", 4, "At 2 workers, waiting for the source files takes most of the time: "
                   "workers spend 70% of"),
    ("decoding", 4, "At 2 workers, converting the images takes most of the time: "
                    "workers are busy 95% of the time and the writer only 90% (more workers, "
                    "up to 4"),
    ("decoding", 2, "At 2 workers, converting the images takes most of the time: "
                    "workers are busy 95% of the time and the writer only 90%; every core "
                    "already has a worker"),
    ("", 4, "At 2 workers, nothing was saturated: workers busy 95%, writer 90% (with a "
            "small sample"),
])
def test_what_limited_the_most_workers_is_one_sentence_in_lower_case(kind, cores, start):
    """It said "At 2 worker(s): Nothing is saturated ... (the run may be starting or
    finishing)": a capital in mid-sentence, and a run's words in a sweep."""
    text = limit_sentence(Limit(kind, 2, 0.95, 0.90, 0.70, cores))
    assert text.startswith(start) and text.endswith(".")
    assert not any(c.isupper() for c in text[len("At 2"):]), text
    assert "the run" not in text
    from engine.reason_codes import describe, render
    code, params = describe(text)
    assert code.startswith("tune.limit_") and render(code, params) == text


@pytest.mark.e2e
def test_tune_cli_sweeps_each_worker_count_and_recommends(make_dataset, tmp_path):
    src = make_dataset({"a": 20, "b": 20}, size=(160, 120), formats=("jpg",))
    before = set(os.listdir(src / "a"))
    # a private temporary folder: /tmp is shared with whatever else runs on this machine
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    code, events, err = run_cli("tune", str(src), "--max-workers", "2", "--repeats", "2",
                                "--size", "64", "--sample", "30", "--min-trial-seconds", "0",
                                env={"TMPDIR": str(tmp)})
    assert code == 0, err
    points = [e for e in events if e["type"] == "sweep_point"]
    planned = [p for p in points if not p["extra"]]  # extra: automatic repeats when noisy
    assert sorted((p["workers"], p["trial"]) for p in planned) == [(1, 0), (1, 1), (2, 0), (2, 1)]
    assert all(p["trial"] >= 2 for p in points if p["extra"])
    assert all(p["images_per_s"] > 0 and 0 <= p["writer_busy"] <= 1 for p in points)
    rec = next(e for e in events if e["type"] == "recommendation")
    assert rec["workers"] in (1, 2) and rec["estimated_seconds"] > 0 and rec["reason"]
    assert set(os.listdir(src / "a")) == before, "tune never writes into the source"
    assert os.listdir(tmp) == [], "temporary output is removed"


def test_short_trials_repeat_the_sample_until_long_enough(make_dataset, tmp_path):
    import threading

    from engine.commands.tune import run_trial, write_sample_csv
    from engine.config import ConvertConfig, ImageOptions
    from engine.sources.discover import scan
    src = make_dataset({"a": 3, "b": 3}, size=(48, 32), formats=("png",))
    csv_path = str(tmp_path / "sample.csv")
    write_sample_csv(csv_path, scan(str(src)).samples)
    base = ConvertConfig(source=csv_path, out="", image=ImageOptions(16, 16), events="none")
    once = run_trial(base, csv_path, 1, threading.Event(), min_seconds=0.0)
    many = run_trial(base, csv_path, 1, threading.Event(), min_seconds=1e9, max_passes=3)
    assert once.images == 6 and many.images == 18
    assert many.seconds > once.seconds > 0


def test_trials_do_not_look_for_copies(make_dataset, tmp_path, caplog):
    """A sample with a copy in it: the trial's folder is deleted next, so no note names its
    duplicates.csv, and no trial spends time comparing files."""
    import logging
    import shutil
    import threading

    from engine.commands.tune import run_trial, write_sample_csv
    from engine.config import ConvertConfig, ImageOptions
    from engine.sources.discover import scan
    src = make_dataset({"a": 3, "b": 3}, size=(48, 32), formats=("png",))
    shutil.copy(src / "a" / "img_000.png", src / "b" / "copy.png")
    csv_path = str(tmp_path / "sample.csv")
    write_sample_csv(csv_path, scan(str(src)).samples)
    base = ConvertConfig(source=csv_path, out="", image=ImageOptions(16, 16), events="none")
    with caplog.at_level(logging.INFO):
        trial = run_trial(base, csv_path, 1, threading.Event())
    assert trial is not None and trial.images == 7
    assert not [r for r in caplog.records if "byte-identical" in r.getMessage()]
