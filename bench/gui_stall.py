"""`python -m bench.gui_stall`: how long the window's event loop stalls while a real
2-worker conversion runs (issue 10 target: longest <= 100 ms, 99th percentile <= 50 ms).

The real MainWindow, on a real X server (Xvfb is started when there is no DISPLAY and it
is installed; otherwise the offscreen platform, said in the output), converts a real
dataset with the real engine at 2 workers, exactly as after pressing Start. A 10 ms
precise QTimer in the window's event loop records how late each tick comes
(bench/gui_probe.py). Each run is done with the workers at --priority low (what the window
uses) and, for comparison, at normal priority, alternating. Printed per run: longest,
99th-percentile and median stall, images/s, and the machine's load from other programs.

Source: dataset (a) of the main benchmark (1000 photo-like JPEGs, 696x613) hard-linked
N times (`--copies`, default 5: 5000 images, a run of ~15-30 s), so the run is long
enough for a percentile to mean something without using more disk.

    python -m bench.gui_stall [--copies 5] [--repeats 2] [--workers 2]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def start_display() -> tuple[subprocess.Popen | None, str]:
    """Use $DISPLAY, or start Xvfb; returns (the Xvfb process or None, platform words)."""
    if os.environ.get("DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "xcb"
        return None, f"X server {os.environ['DISPLAY']}"
    xvfb = shutil.which("Xvfb")
    if not xvfb:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        return None, "offscreen platform (no X server, no Xvfb)"
    for n in range(90, 110):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            break
    proc = subprocess.Popen([xvfb, f":{n}", "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{n}").exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    os.environ["DISPLAY"] = f":{n}"
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    return proc, f"Xvfb :{n} (1366x768)"


def linked_source(base: Path, copies: int, root: Path) -> Path:
    """``copies`` hard-linked copies of a class-folder dataset (falls back to copying)."""
    dst = root / f"{base.name}-x{copies}"
    if (dst / ".complete").exists():
        return dst
    shutil.rmtree(dst, ignore_errors=True)
    for cls in sorted(p for p in base.iterdir() if p.is_dir()):
        out = dst / cls.name
        out.mkdir(parents=True)
        for k in range(copies):
            for f in cls.iterdir():
                target = out / f"{k}_{f.name}"
                try:
                    os.link(f, target)
                except OSError:
                    shutil.copy2(f, target)
    (dst / ".complete").write_text("ok")
    return dst


def _others_cpu() -> float:
    """CPU seconds used so far by other programs: the machine's total minus this process
    and its reaped children (the engine, whose own children are its workers)."""
    import psutil
    t = os.times()
    own = t.user + t.system + t.children_user + t.children_system
    c = psutil.cpu_times()
    return c.user + c.nice + c.system - own


def one_run(app, source: Path, out: Path, workers: int, priority: str, tmp: Path) -> dict:
    from PySide6.QtCore import QSettings

    from bench.gui_probe import StallMeter, WorkTimer, instrument_window
    from gui import job as job_mod
    from gui.main_window import MainWindow
    from gui.settings import Settings

    original = job_mod.Job.convert_args

    def args_with_priority(self):
        a = original(self)
        a[a.index("--priority") + 1] = priority
        return a

    job_mod.Job.convert_args = args_with_priority
    try:
        win = MainWindow(Settings(QSettings(str(tmp / f"s-{priority}.ini"),
                                            QSettings.IniFormat)))
        win.resize(1280, 740)
        win.show()
        win.set_source(str(source))
        deadline = time.monotonic() + 120
        while win.source_panel.last_result is None and time.monotonic() < deadline:
            app.processEvents()
        shutil.rmtree(out, ignore_errors=True)
        win.options.out_edit.setText(str(out))
        win.options.workers.setValue(workers)
        win.options.verify.setChecked(False)
        for _ in range(20):
            app.processEvents()
            time.sleep(0.01)
        work = WorkTimer()
        instrument_window(win, work)
        meter = StallMeter()
        ended: list[bool] = []
        win.runEnded.connect(ended.append)
        cpu0, t0 = _others_cpu(), time.monotonic()
        meter.start()
        if not win.start():
            raise SystemExit(f"Start refused: {win.actions_bar.hint.text()}")
        while not ended and time.monotonic() - t0 < 900:
            app.processEvents()
            time.sleep(0.0005)
        meter.stop()
        wall = time.monotonic() - t0
        others = max(0.0, _others_cpu() - cpu0) / wall / (os.cpu_count() or 1) * 100
        s = meter.summary()
        summ = win.model.summary
        result = {"priority": priority, "ok": bool(ended and ended[0]), "wall_s": wall,
                  "images": int(summ.get("written", win.model.done)),
                  "images_per_s": float(summ.get("images_per_s", 0.0)),
                  "others_cpu_pct": others, **s,
                  "slowest_work": [(label, cpu_max) for label, _n, _w, _p, cpu_max, _c, _m
                                   in work.table() if "all below" not in label][:4]}
        work.restore()
        win.close()
        win.deleteLater()
        app.processEvents()
        return result
    finally:
        job_mod.Job.convert_args = original


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.gui_stall", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--copies", type=int, default=5)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--priorities", default="low,normal")
    ap.add_argument("--out", default=str(REPO / "bench" / "out"))
    a = ap.parse_args(argv)
    from bench import datasets as dsets
    base = dsets.ensure("a", "full", Path(a.out) / "data").path
    source = linked_source(base, a.copies, Path(a.out) / "data")
    xvfb, platform = start_display()
    try:
        from PySide6.QtWidgets import QApplication
        app = QApplication.instance() or QApplication(sys.argv[:1])
        rows = []
        prios = [p.strip() for p in a.priorities.split(",") if p.strip()]
        with tempfile.TemporaryDirectory(prefix="bench-gui-stall-") as tmp:
            for r in range(a.repeats):
                for prio in prios if r % 2 == 0 else list(reversed(prios)):
                    res = one_run(app, source, Path(tmp) / "out", a.workers, prio, Path(tmp))
                    rows.append(res)
                    print(f"  {prio:6s}: longest {res['max_ms']:.0f} ms (GUI thread CPU in "
                          f"it {res['cpu_in_longest_ms']:.0f} ms), p99 "
                          f"{res['p99_ms']:.0f} ms, median {res['p50_ms']:.1f} ms; "
                          f"{res['images']:,} images at {res['images_per_s']:.0f}/s; "
                          f"others' CPU {res['others_cpu_pct']:.0f}%", flush=True)
                    print("          slowest GUI work (CPU ms): " + "; ".join(
                        f"{label} {ms:.0f}" for label, ms in res["slowest_work"]), flush=True)
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(5)
    print()
    print(f"Event-loop stall of the real window during a real {a.workers}-worker conversion "
          f"of {rows[0]['images']:,} images, on the {platform}; 10 ms timer.")
    print()
    print("| workers' priority | longest stall ms | GUI CPU in it ms | most GUI CPU between "
          "ticks ms | p99 ms | median ms | images/s | others' CPU | ok |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
    for res in rows:
        print(f"| {res['priority']} | {res['max_ms']:.0f} | {res['cpu_in_longest_ms']:.0f} | "
              f"{res['max_cpu_between_ticks_ms']:.0f} | {res['p99_ms']:.0f} | "
              f"{res['p50_ms']:.1f} | {res['images_per_s']:.0f} | "
              f"{res['others_cpu_pct']:.0f}% | {'yes' if res['ok'] else 'NO'} |")
    return 0 if all(r["ok"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
