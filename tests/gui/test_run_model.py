"""The Qt-free run model: ring buffers, rates from cumulative counters, ETA. Plain pytest."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine import protocol as P
from gui.ring_buffer import RingBuffer
from gui.run_model import RunModel
from gui.units import format_bytes, format_duration

DATA = Path(__file__).parent / "data"


def replay(model: RunModel, name: str) -> list:
    evs = [P.decode(line) for line in (DATA / name).read_text(encoding="utf-8").splitlines()]
    for ev in evs:
        model.on_event(ev)
    return evs


def test_ring_buffer_keeps_newest_rows_in_order():
    rb = RingBuffer(3, 2)
    assert len(rb) == 0 and rb.last() is None and rb.array().shape == (0, 2)
    for i in range(5):
        rb.append(i, 10 * i)
    assert len(rb) == 3
    assert rb.array().tolist() == [[2, 20], [3, 30], [4, 40]]
    assert rb.column(1).tolist() == [20, 30, 40]
    assert rb.last().tolist() == [4, 40]
    rb.shift((0.0, -5))   # (a cluster retry's take-back: each column by its own amount)
    assert rb.array().tolist() == [[2, 15], [3, 25], [4, 35]]
    rb.clear()
    assert len(rb) == 0
    with pytest.raises(ValueError):
        RingBuffer(0)


def test_rate_comes_from_cumulative_counters_and_survives_dropped_lines():
    m = RunModel(rate_window=2.0)
    m.start()
    # 100 images/s, 1 MB/s; every other line "dropped" must not change the rate
    for t in [0.0, 1.0, 3.0, 4.0, 6.0]:
        m.on_event(P.Progress(done=int(100 * t), failed=0, total=1000,
                              bytes_out=int(1e6 * t), t=t))
    assert m.images_per_s() == pytest.approx(100.0)
    assert m.mb_per_s() == pytest.approx(1.0)
    # 600 of 1000 done at 100/s -> 4 s left
    assert m.eta() == pytest.approx(4.0)
    assert m.fraction() == pytest.approx(0.6)


def test_rate_window_starts_where_the_images_began():
    """The idle seconds before the first batch (workers starting) are not in the plots'
    3-second window, which starts at the count before the first images (as the Summary's
    speed does: engine.conversion_span): a run at 40 images/s plotted 10 at its first batch
    and 16 at its second."""
    m = RunModel(rate_window=3.0)
    m.start()
    for t, done in [(0.0, 0), (0.5, 0), (1.0, 0), (1.5, 0)]:
        m.on_event(P.Progress(done=done, total=1000, bytes_out=1000 * done, t=t))
    assert m.images_per_s() == 0
    for t, done in [(2.0, 20), (2.5, 40), (3.0, 60)]:
        m.on_event(P.Progress(done=done, total=1000, bytes_out=1000 * done, t=t))
        assert m.images_per_s() == pytest.approx(40.0), t   # (from 1.5 s, not 0)
        assert m.mb_per_s() == pytest.approx(0.04), t
    # past the window, the window slides as before
    for t, done in [(5.5, 110), (6.0, 120)]:
        m.on_event(P.Progress(done=done, total=1000, bytes_out=1000 * done, t=t))
    assert m.images_per_s() == pytest.approx((120 - 60) / 3.0)


def test_rate_follows_a_slowdown_within_the_window():
    m = RunModel(rate_window=1.0)
    m.start()
    t, done = 0.0, 0
    for _ in range(10):          # 100/s for 5 s
        t += 0.5
        done += 50
        m.on_event(P.Progress(done=done, total=10_000, t=t))
    for _ in range(6):           # then 10/s
        t += 0.5
        done += 5
        m.on_event(P.Progress(done=done, total=10_000, t=t))
    assert m.images_per_s() == pytest.approx(10.0)
    # (the time left follows it smoothly: tests/gui/test_run_eta.py)


def test_eta_unknown_before_rates_and_zero_when_done():
    m = RunModel()
    m.start()
    assert m.eta() is None
    m.on_event(P.Plan(total=10, t=0.1))
    m.on_event(P.Progress(done=0, total=10, t=0.2))
    assert m.eta() is None  # one sample: no rate yet
    m.on_event(P.Progress(done=10, total=10, t=1.2))
    assert m.eta() == 0.0


def test_failed_items_count_towards_progress_and_are_listed():
    m = RunModel()
    m.start()
    m.on_event(P.Plan(total=4, t=0.0))
    m.on_event(P.ItemFailed(path="/a/b.jpg", reason="broken", stage="decode", t=0.1))
    m.on_event(P.Progress(done=2, failed=1, total=4, t=0.2))
    assert m.fraction() == pytest.approx(0.75)
    assert [(f.path, f.reason, f.stage) for f in m.failures] == [("/a/b.jpg", "broken", "decode")]


def test_a_cancel_takes_back_the_deleted_shards_failures(qtbot):
    """items_requeued: the failures of the shard a cancel deleted leave the model and the
    Failures table (--resume tries those files again), so the table agrees with the
    summary's skipped count."""
    from gui.widgets.failures_table import FailuresTable
    m = RunModel()
    m.start()
    m.on_event(P.Plan(total=4, t=0.0))
    table = FailuresTable()
    qtbot.addWidget(table)
    for i, path in enumerate(["/s/a/kept.jpg", "/s/a/x.jpg", "/s/b/y.jpg"]):
        m.on_event(P.ItemFailed(path=path, reason="broken", stage="decode", t=0.1 + i))
    table.sync(m.failures)
    assert table.model.rowCount() == 3
    m.on_event(P.ItemsRequeued(shard="train-00001-of-00002.tfrecord",
                               paths=["/s/a/x.jpg", "/s/b/y.jpg"], t=4.0))
    m.on_event(P.Progress(done=1, failed=1, total=4, t=4.1))
    assert [f.path for f in m.failures] == ["/s/a/kept.jpg"] and m.failed == 1
    counts: list[int] = []
    table.countChanged.connect(counts.append)
    table.sync(m.failures)
    assert [r.path for r in table.model.rows] == ["/s/a/kept.jpg"]
    assert counts == [1] and table.label.text() == "1 image could not be converted."
    # every failure taken back (the only shard was deleted): the tab and the line say so
    m.on_event(P.ItemsRequeued(shard="train-00000-of-00002.tfrecord",
                               paths=["/s/a/kept.jpg"], t=5.0))
    table.sync(m.failures)
    assert table.model.rowCount() == 0
    assert counts == [1, 0] and table.label.text() == "No failures."
    table.sync(m.failures)                    # nothing new: no signal
    assert counts == [1, 0]


def test_elapsed_ticks_locally_between_events_and_stops_at_the_end():
    now = [100.0]
    m = RunModel(clock=lambda: now[0])
    m.start()
    m.on_event(P.Progress(done=1, total=5, t=2.0))
    now[0] += 1.5
    assert m.elapsed() == pytest.approx(3.5)
    m.on_event(P.RunFinished(status="ok", summary={}, t=4.0))
    now[0] += 10
    assert m.elapsed() == pytest.approx(4.0)
    assert not m.running and m.phase == "finished"


def test_elapsed_at_the_checks_verdict_is_the_total_its_folder_says():
    """The one place the clock may step back, as run_model.elapsed says: at the check's
    verdict it is the run's seconds plus the check's own (the folder opened again says
    that total), not the local ticking that also counted the wait between the processes."""
    now = [100.0]
    m = RunModel(clock=lambda: now[0])
    m.start()
    m.on_event(P.RunFinished(status="ok", summary={"seconds": 10.0}, t=10.0))
    m.start_verify()
    now[0] += 5.0   # (the check's process: started, its reader loaded, reading)
    assert m.elapsed() == pytest.approx(15.0)
    m.on_event(P.VerifyResult(ok=True, checked=3, seconds=4.0))
    assert m.elapsed() == pytest.approx(14.0)
    now[0] += 3.0
    assert m.elapsed() == pytest.approx(14.0)


def test_worker_stats_and_batches():
    m = RunModel()
    m.start()
    m.on_event(P.WorkerStats(busy=[0.5, 1.2, -1], writer_busy=0.1, bottleneck="decoding", t=1))
    assert m.worker_busy == [0.5, 1.0, 0.0]  # clamped to 0..1
    assert m.workers == 3 and m.bottleneck == "decoding"
    m.on_event(P.BatchWritten(records=10, bytes=1000, write_seconds=0.004, t=1.0))
    m.on_event(P.BatchWritten(records=10, bytes=1000, write_seconds=0.002, t=1.5))
    assert m.batch_ms.column(1).tolist() == pytest.approx([4.0, 2.0])
    assert m.mean_write_ms() == pytest.approx(3.0)


def test_replay_of_a_recorded_engine_run_matches_its_summary():
    m = RunModel()
    m.start()
    evs = replay(m, "convert_recorded.jsonl")
    final = evs[-1]
    assert isinstance(final, P.RunFinished) and final.status == "ok"
    assert m.phase == "finished"
    assert isinstance(final.summary, P.ConvertSummary)
    assert m.done == final.summary.written
    assert m.failed == final.summary.failed
    assert len(m.shards) == final.summary.shards
    assert m.kept()[1] == final.summary.written
    assert len(m.failures) == final.summary.failed
    assert m.labels == ["daisy", "rose", "sunflower", "tulip"]
    assert len(m.throughput) > 5 and m.images_per_s() > 0
    assert m.worker_busy and m.bottleneck
    # the mean of the rate series is close to the engine's own mean throughput (whose
    # time has the scan too)
    assert m.converted_rate() == pytest.approx(final.summary.images_per_s, rel=0.35)


def test_replay_of_a_recorded_cancel_says_what_was_kept():
    m = RunModel()
    m.start()
    evs = replay(m, "cancel_recorded.jsonl")
    assert m.phase == "cancelled"
    shards, records, size = m.kept()
    assert shards == evs[-1].summary.shards and records == evs[-1].summary.written
    assert size == evs[-1].summary.bytes


def test_unknown_events_and_log_lines_are_ignored():
    m = RunModel()
    m.start()
    m.on_event(P.decode('{"v":1,"type":"from_the_future","t":1}'))
    m.on_event(P.decode("not json"))
    assert m.phase == "scanning"


def test_process_end_without_final_event():
    m = RunModel()
    m.start()
    m.process_ended(1)
    assert m.phase == "failed"
    m.start()
    m.process_ended(130)
    assert m.phase == "cancelled"


def test_formatting():
    assert format_duration(None) == "—"
    assert format_duration(5) == "0:05"
    assert format_duration(3723) == "1:02:03"
    assert format_bytes(0) == "0 B"
    assert format_bytes(1536) == "1.5 kB"
    assert format_bytes(3 * 1024 ** 3) == "3.2 GB"


def test_run_model_is_qt_free():
    import subprocess
    code = ("import sys, gui.run_model, gui.job, gui.job_rules; "
            "bad=[m for m in sys.modules if m.startswith(('PySide6','pyqtgraph'))]; "
            "sys.exit(1 if bad else 0)")
    root = Path(__file__).resolve().parents[2]
    assert subprocess.run([sys.executable, "-c", code], cwd=root).returncode == 0


def test_a_cancel_that_takes_back_a_deleted_shard_is_not_a_negative_speed():
    """After Cancel the engine's last progress counts only the kept shards (fewer images
    than before): the counts follow it, the plotted speed never goes below zero."""
    m = RunModel(rate_window=2.0)
    m.start()
    for t, done in ((0.0, 0), (1.0, 100), (2.0, 200), (2.5, 120)):
        m.on_event(P.Progress(done=done, failed=0, total=1000, bytes_out=0, t=t))
    assert m.done == 120 and m.fraction() == pytest.approx(0.12)
    assert min(m.throughput.column(1)) >= 0


def test_entries_set_aside_before_converting_are_not_called_images(qtbot):
    # a repeated table row of an image that was written: "2 images could not be
    # converted" of a dataset of one image, written
    from gui.run_model import Failure
    from gui.widgets.failures_table import FailuresTable
    table = FailuresTable()
    qtbot.addWidget(table)
    rows = [Failure("/s/p0.jpg", "duplicate row", "scan"), Failure("/s/p0.jpg", "conflict",
                                                                    "scan")]
    table.sync(rows)
    assert table.label.text() == ("Nothing failed while converting; 2 items were not used "
                                  "(listed above): 2 entries.")
    table.sync(rows + [Failure("/s/p1.jpg", "broken", "decode")])
    assert table.label.text() == ("1 image could not be converted. Listed as well, not used: "
                                  "2 entries.")


def _after_conversion(ev: P.Progress, work: tuple | None) -> tuple[bool, tuple]:
    """(whether ``ev`` counts after the conversion: every image handled, and no work shown
    since ``work``, the count before; this count's work)."""
    now = (ev.done + ev.failed, ev.bytes_kept)
    return now == work and now[0] >= ev.total, now


def test_mb_per_s_written_follows_the_batches_of_a_resumed_run(tmp_path, monkeypatch):
    """The real engine's events (in-process, a progress after every batch) of a --resume
    that kept one shard: MB/s written read 0.0 until this run's batches outgrew the kept
    shard's bytes, then spiked when a shard completed (the model counted the larger of
    the completed shards' bytes and this run's batches). It follows the bytes on disk
    this run wrote (less the records it kept of the shard the failed write stopped,
    written again first: bytes_kept), and ends at the manifest's size, as the summary
    says it."""
    from tests.engine import imagefactory as F
    from tests.engine.interrupted import resumed_after_a_failed_write
    src = F.noise_dataset(tmp_path / "src", 96, 64)
    out = tmp_path / "out"
    events = resumed_after_a_failed_write(src, out, monkeypatch)
    m = RunModel(rate_window=60.0)   # every sample inside the window: rates are exact
    m.start()
    last_t, rated, work, at = 0.0, 0, None, {}
    for ev in events:
        before = m.mb_per_s()
        m.on_event(P.decode(P.encode(ev)))
        if isinstance(ev, P.Progress):
            done, work = _after_conversion(ev, work)
            at.setdefault(ev.t, ev.bytes_written - ev.bytes_kept)
            # (from the count before this run's work showed: not the workers' start)
            t0 = m.rates.span.first[0]
            if m.rates.span.last is None:
                assert m.mb_per_s() == 0
            elif done:   # (a count after the conversion: its speed stays the one at its end)
                assert m.mb_per_s() == before, ev
            elif ev.t > last_t:   # (a second progress at the same instant is not a sample)
                # the bytes written since the work began to show, over the time since then
                wrote = ev.bytes_written - ev.bytes_kept - at[t0]
                assert m.mb_per_s() == pytest.approx(wrote / (ev.t - t0) / 1e6, rel=1e-6), ev
                rated += wrote > 0
            last_t = max(last_t, ev.t)
    assert rated >= 4
    summary = [e for e in events if isinstance(e, P.RunFinished)][-1].summary
    assert m.bytes_written == m.bytes_out == summary.bytes == F.manifest_shard_bytes(out)


def test_mb_per_s_written_leaves_out_what_a_resume_of_a_cancel_kept(tmp_path, monkeypatch):
    """The real engine's events of a Resume of a cancelled run, which writes the records it
    kept of the unfinished shard again first: the plot began with a spike of ~250 MB/s
    (Korean walk, screenshot 39). MB/s written counts only the batches this run converted;
    the bytes on disk (the totals) still count everything."""
    from tests.engine import imagefactory as F
    from tests.engine.interrupted import resumed_after_a_cancel
    src = F.noise_dataset(tmp_path / "src", 160, 64)
    out = tmp_path / "out"
    events = resumed_after_a_cancel(src, out, monkeypatch)
    m = RunModel(rate_window=60.0)   # every sample inside the window: rates are exact
    m.start()
    last_t, converted, rated, work = 0.0, 0, 0, None
    for ev in events:
        before = m.mb_per_s()
        m.on_event(P.decode(P.encode(ev)))
        if isinstance(ev, P.BatchWritten):
            converted += ev.bytes   # (the kept records written again: no bytes here)
        elif isinstance(ev, P.Progress):
            done, work = _after_conversion(ev, work)
            t0 = m.rates.span.first[0]   # (the count before this run's work showed)
            if m.rates.span.last is None:
                assert m.mb_per_s() == 0 and converted == 0
            elif done:
                assert m.mb_per_s() == before, ev
            elif ev.t > last_t:
                assert m.mb_per_s() == pytest.approx(converted / (ev.t - t0) / 1e6,
                                                     rel=1e-6), ev
                rated += 1
            last_t = max(last_t, ev.t)
    assert rated >= 4
    summary = [e for e in events if isinstance(e, P.RunFinished)][-1].summary
    assert 0 < converted < summary.bytes
    assert m.bytes_written == m.bytes_out == summary.bytes == F.manifest_shard_bytes(out)


@pytest.mark.parametrize("entries", [
    [("img.jpg", "scan"), ("img.jpg", "scan")],      # three rows naming one image
    [("img.jpg", "scan"), ("img.jpg", "decode")],    # one set aside, its kept row damaged
])
def test_a_resume_lists_a_file_s_entries_once_each(entries):
    """A Resume carries the interrupted run's failures and the engine reports them again:
    a file with two entries was counted by its path, so its second report came in again
    (3 rows and "3 skipped" where the engine said 2)."""
    from gui.run_failures import Failure
    m = RunModel()
    m.carried = [Failure(path, "why", stage) for path, stage in entries]
    m.start()
    assert len(m.failures) == 2
    for path, stage in entries:   # (the resumed engine's reports: scan's, kept shards')
        m.on_event(P.ItemFailed(path=path, reason="why", stage=stage))
    assert len(m.failures) == 2
    assert m.refused_at_scan == sum(stage == "scan" for _, stage in entries)
    m.on_event(P.ItemFailed(path="new.jpg", reason="why", stage="decode"))
    assert len(m.failures) == 3
