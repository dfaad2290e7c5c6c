"""The window stays responsive: a 10 ms timer in its event loop measures how long the loop
stalls while (1) a long run's events arrive at full speed with a burst of log lines, and
(2) a real 2-worker conversion runs. Bounds are generous (the machine is shared and
loaded); bench/gui_work.py and bench/gui_stall.py measure the real targets."""

from __future__ import annotations

import time

import pytest
from studio_fixtures import make_dataset, use_fake

from bench.gui_events import run_events, write_jsonl
from bench.gui_probe import StallMeter, WorkTimer, instrument_window

#: Generous: the targets are 100 ms longest and 50 ms p99 (bench/README.md has numbers).
#: Checked against the stalls less the GUI thread's wait for a core (StallMeter's
#: own_stalls_ms): other programs on a loaded machine must not fail the test, this
#: program's work or a blocking call must.
STALL_BOUND_MS = 1000.0
#: No single piece of GUI-thread work may use this much CPU (target ~16 ms).
WORK_BOUND_CPU_MS = 100.0
WAIT = 180_000


def _run(qtbot, window, meter) -> None:
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        meter.start()
        assert window.start()
    t0 = time.monotonic()
    qtbot.waitUntil(lambda: time.monotonic() - t0 > 0.3, timeout=WAIT)  # last repaints
    meter.stop()


def test_a_long_run_replayed_at_full_speed_never_freezes_the_window(qtbot, window, tmp_path,
                                                                    monkeypatch):
    events = tmp_path / "run.jsonl"
    write_jsonl(str(events), run_events(images=40_000))
    with events.open("a", encoding="utf-8") as f:  # plain text on stdout goes to the log too
        f.writelines(f"progress note {i}\n" for i in range(3000))
    burst = tmp_path / "stderr.txt"  # printed on stderr at the end
    burst.write_text("".join(f"log line {i}\n" for i in range(4000)), encoding="utf-8")
    use_fake(monkeypatch, "--replay", str(events), "--stderr-file", str(burst))
    window.set_source(str(make_dataset(tmp_path / "images", per_class=2)))
    window.options.out_edit.setText(str(tmp_path / "out"))
    window.options.verify.setChecked(False)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    work = WorkTimer()
    instrument_window(window, work)
    meter = StallMeter(parent=window)
    try:
        _run(qtbot, window, meter)
    finally:
        work.restore()
    assert window.model.done == 40_000 - 40_000 // 97 and window.failures.model.rowCount() > 400
    qtbot.waitUntil(lambda: window.log.blockCount() >= 5000, timeout=WAIT)  # the cap
    s = meter.summary()
    assert s["ticks"] > 10
    assert s["max_own_ms"] < STALL_BOUND_MS, s
    slow = {label: round(cpu_max) for label, _n, _w, _p, cpu_max, _c99, _m in work.table()
            if cpu_max > WORK_BOUND_CPU_MS and "all below" not in label}
    assert slow == {}, f"GUI-thread work over {WORK_BOUND_CPU_MS:.0f} ms CPU: {slow}"


@pytest.mark.e2e
def test_the_loop_keeps_ticking_during_a_real_two_worker_conversion(qtbot, window, tmp_path):
    src = make_dataset(tmp_path / "images", classes=("a", "b"), per_class=150, size=(320, 240))
    window.set_source(str(src))
    window.options.out_edit.setText(str(tmp_path / "out"))
    window.options.workers.setValue(2)
    window.options.verify.setChecked(False)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    meter = StallMeter(parent=window)
    _run(qtbot, window, meter)
    assert window.model.phase == "finished" and window.model.done == 300
    s = meter.summary()
    assert s["ticks"] > 10
    assert s["max_own_ms"] < STALL_BOUND_MS, s


def test_the_meter_still_counts_a_blocking_call_on_a_loaded_machine(qtbot):
    """own_stalls_ms leaves out only the wait for a core: a GUI thread blocked in a call
    (a sleep here, a waitFor* in a bug) still fails the bound the tests above use."""
    meter = StallMeter()
    meter.start()
    qtbot.wait(100)
    time.sleep(2 * STALL_BOUND_MS / 1000)   # the loop cannot tick meanwhile
    qtbot.wait(100)
    meter.stop()
    s = meter.summary()
    assert s["ticks"] > 2
    assert s["max_own_ms"] > STALL_BOUND_MS, s
