"""`python -m bench.gui_work`: how long each piece of GUI-thread work takes when a long
run's events arrive as fast as they can (issue 10: none should take more than ~16 ms).

The real MainWindow runs a "conversion" whose engine is tests/gui/fake_engine.py replaying
the events of a 100,000-image run (bench/gui_events.py) with no delay: ~9,500 events for a
200 s run arrive in about a second, far denser than a real run. A burst of engine stderr
lines (log append) comes at the end. Before the run, the window scans a real folder of
photos (thumbnails). Printed: every named piece of work (bench/gui_probe.py) with its
number of calls, longest and 99th-percentile duration; the slowest top-level event
dispatches by type; and the event-loop stall measured by a 10 ms timer meanwhile.

    python -m bench.gui_work [--images 100000] [--source DIR]   (QT_QPA_PLATFORM or DISPLAY)
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
FAKE_ENGINE = REPO / "tests" / "gui" / "fake_engine.py"
BUDGET_MS = 16.0


def _photos(folder: Path, n: int = 60) -> Path:
    """A small class-folder source of photo-like JPEGs (for the scan and thumbnails)."""
    from bench.datasets import photo
    for cls in ("a", "b"):
        (folder / cls).mkdir(parents=True, exist_ok=True)
        for i in range(n // 2):
            photo(i + (1000 if cls == "b" else 0), 696, 613).save(folder / cls / f"{i}.jpg",
                                                                  quality=90)
    return folder


def measure(images: int, source: str | None, tmp: Path, stderr_lines: int = 1500) -> dict:
    """Run the replay in a fresh window; returns the tables (see the module notes)."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from bench.gui_events import run_events, write_jsonl
    from bench.gui_probe import StallMeter, TimingApplication, WorkTimer, instrument_window

    events = tmp / "run.jsonl"
    write_jsonl(str(events), run_events(images))
    noise = tmp / "stderr.txt"
    noise.write_text("".join(f"engine note {i}: nothing is wrong, this is a log line\n"
                             for i in range(stderr_lines)), encoding="utf-8")
    os.environ["TFRECORD_STUDIO_ENGINE"] = shlex.join(
        [sys.executable, str(FAKE_ENGINE), "--replay", str(events), "--stderr-file",
         str(noise), "--"])
    app = QApplication.instance() or TimingApplication(sys.argv[:1])
    from gui.main_window import MainWindow
    from gui.settings import Settings
    work = WorkTimer()
    win = MainWindow(Settings(QSettings(str(tmp / "s.ini"), QSettings.IniFormat)))
    instrument_window(win, work)
    win.resize(1280, 820)
    win.show()
    meter = StallMeter()
    if isinstance(app, TimingApplication):
        app.recording = True
    meter.start()
    src = source or str(_photos(tmp / "photos"))
    win.set_source(src)
    deadline = time.monotonic() + 120
    while win.source_panel.last_result is None and time.monotonic() < deadline:
        app.processEvents()
    win.options.out_edit.setText(str(tmp / "out"))
    win.options.verify.setChecked(False)
    for _ in range(50):
        app.processEvents()
    ended: list[bool] = []
    win.runEnded.connect(ended.append)
    t0 = time.monotonic()
    if not win.start():
        raise SystemExit(f"Start refused: {win.actions_bar.hint.text()}")
    while not ended and time.monotonic() - t0 < 600:
        app.processEvents()
        time.sleep(0.001)
    run_s = time.monotonic() - t0
    for _ in range(30):  # the last refresh and repaint
        app.processEvents()
        time.sleep(0.005)
    meter.stop()
    if isinstance(app, TimingApplication):
        app.recording = False
    result = {"images": images, "run_s": run_s, "work": work.table(), "stall": meter.summary(),
              "dispatch": app.table() if isinstance(app, TimingApplication) else [],
              "done": win.model.done, "failures": win.failures.model.rowCount(),
              "log_lines": win.log.blockCount()}
    work.restore()
    win.close()
    win.deleteLater()
    return result


def report(r: dict) -> str:
    out = [f"Replay of a {r['images']:,}-image run at full speed: {r['run_s']:.2f} s in the "
           f"window; {r['done']:,} images counted, {r['failures']:,} failures listed, "
           f"{r['log_lines']:,} log lines.", "",
           "| GUI-thread work | calls | CPU longest ms | CPU p99 ms | CPU mean ms | wall "
           "longest ms | wall p99 ms |", "|---|---:|---:|---:|---:|---:|---:|"]
    for label, n, mx, p99, cmx, cp99, cmean in r["work"]:
        flag = " **over 16**" if cmx > BUDGET_MS and "all below" not in label else ""
        out.append(f"| {label} | {n:,} | {cmx:.1f}{flag} | {cp99:.1f} | {cmean:.2f} | "
                   f"{mx:.1f} | {p99:.1f} |")
    if r["dispatch"]:
        out += ["", "| slowest event dispatches (type -> receiver) | count >= 1 ms | CPU "
                    "longest ms | CPU p99 ms | wall longest ms | wall p99 ms |",
                "|---|---:|---:|---:|---:|---:|"]
        out += [f"| {k} | {n:,} | {cmx:.1f} | {cp99:.1f} | {mx:.1f} | {p99:.1f} |"
                for k, n, mx, p99, cmx, cp99 in r["dispatch"]]
    s = r["stall"]
    out += ["", f"Event-loop stall (10 ms timer, {s['ticks']:,} ticks): longest "
                f"{s['max_ms']:.1f} ms, p99 {s['p99_ms']:.1f} ms, median {s['p50_ms']:.1f} ms."]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.gui_work", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--images", type=int, default=100_000)
    ap.add_argument("--source", default=None, help="folder to scan first (default: 60 "
                                                   "generated photos)")
    a = ap.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen" if not os.environ.get("DISPLAY")
                          else "xcb")
    with tempfile.TemporaryDirectory(prefix="bench-gui-work-") as tmp:
        print(report(measure(a.images, a.source, Path(tmp))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
