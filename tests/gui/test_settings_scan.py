"""Settings table over a temporary INI store; the quick scan; the PySide6 workaround;
the one-way dependency rule."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from studio_fixtures import ROOT, make_dataset

from gui.job import Job
from gui.scan import ScanTask, quick_scan
from gui.scan_result import UNLABELED
from gui.settings import BY_KEY, MAX_RECENT, Settings
from gui.thumbnails import load_thumbnail


def test_settings_round_trip_with_types(tmp_path):
    path = str(tmp_path / "s.ini")
    s = Settings(QSettings(path, QSettings.IniFormat))
    job = Job(source="/a b", out="/o", size="320x240", workers=3, shuffle=False, seed=5,
              verify=False, quality=80)
    s.save_job(job)
    s.set("window/geometry", b"\x00\x01geo")
    s.set("app/first_start_done", True)
    s.sync()
    # a fresh store reads the INI file back: strings must become ints/bools again
    s2 = Settings(QSettings(path, QSettings.IniFormat))
    assert s2.load_job() == job
    assert s2.get("window/geometry") == b"\x00\x01geo"
    assert s2.get("app/first_start_done") is True
    assert s2.get("source/recent") == []
    # a Resume's carried arguments are not kept, and no Python object lands in the file
    s.save_job(Job(shards=3, carried=("--exact",)))
    s.sync()
    assert Settings(QSettings(path, QSettings.IniFormat)).load_job() == Job(shards=3)
    assert "PyObjectWrapper" not in Path(path).read_text(encoding="utf-8", errors="replace")


def test_recent_sources_are_unique_newest_first_and_capped(settings):
    for i in range(MAX_RECENT + 3):
        settings.add_recent(f"/src/{i}")
    recent = settings.add_recent("/src/5")
    assert recent[0] == "/src/5" and len(recent) == MAX_RECENT
    assert len(set(recent)) == len(recent)


def test_every_job_field_has_a_setting():
    # but a Resume's carried arguments, which are one run's
    assert {name for name in vars(Job()) if f"job/{name}" not in BY_KEY} == {"carried"}


def test_quick_scan_of_class_folders(tmp_path):
    root = make_dataset(tmp_path / "ds", classes=("b", "a"), per_class=5, broken=1)
    (root / "a" / "notes.txt").write_text("x")
    (root / "empty").mkdir()
    (root / "loose.jpg").write_bytes(b"x")
    res = quick_scan(str(root), max_samples=4)
    assert res.kind == "classes" and not res.error
    # every file the engine will try is counted (so the numbers agree with its total);
    # the broken one and notes.txt are listed as problems
    # the empty class folder is a class of the dataset, as the engine writes it
    assert res.classes == {"a": 6, "b": 6, "empty": 0} and res.empty_classes == ["empty"]
    assert res.images == 12 and res.other_files == 1
    reasons = {Path(p).name: r for p, r in res.problems}
    assert "empty" not in reasons and reasons["loose.jpg"].startswith("not inside a class")
    assert len(res.samples) == 4 and {Path(p).parent.name for p in res.samples} == {"a", "b"}


def test_quick_scan_of_unlabeled_folder_and_table(tmp_path):
    root = make_dataset(tmp_path / "ds", classes=("x",), per_class=3)
    res = quick_scan(str(root / "x"))
    assert res.kind == "unlabeled" and res.classes == {UNLABELED: 3}
    table = tmp_path / "list.csv"
    table.write_text("path,label,split\nds/x/x_000.jpg,cat,train\nds/x/x_001.jpg,dog,val\n"
                     "ds/x/missing.jpg,dog,train\nonly-one-column\n")
    res = quick_scan(str(table))
    assert res.kind == "table" and res.classes == {"cat": 1, "dog": 1}
    assert res.splits == {"train": 1, "val": 1}
    assert len(res.problems) == 2
    assert quick_scan(str(tmp_path / "nope")).error
    assert quick_scan(str(tmp_path / "ds" / "x" / "x_000.jpg")).error


def test_scan_task_runs_off_the_gui_thread_and_makes_thumbnails(qtbot, tmp_path):
    import threading

    from gui.background import run_in_background
    root = make_dataset(tmp_path / "ds", per_class=3, size=(300, 200))
    task = ScanTask(str(root), 7, lambda: False, max_samples=3)
    thumbs, threads = [], []
    task.signals.thumbnail.connect(lambda g, p, img: thumbs.append((g, img.width(), img.height())))
    orig = task.run
    task.run = lambda: (threads.append(threading.current_thread()), orig())[1]
    with qtbot.waitSignal(task.signals.finished, timeout=120_000) as blocker:
        run_in_background(task.run, "scan")
    assert threads and threads[0] is not threading.main_thread()
    assert blocker.args[0] == 7 and blocker.args[1].images == 6
    qtbot.waitUntil(lambda: len(thumbs) == 3, timeout=120_000)
    assert all(g == 7 and w == 96 and h == 64 for g, w, h in thumbs)  # scaled, aspect kept
    assert load_thumbnail(str(tmp_path / "nope.jpg")).isNull()


def test_qt_bindings_keep_none_and_true_alive():
    # PySide6 6.12 drops a reference to None/True per void call and per emit, which aborts
    # CPython 3.11 ("none_dealloc") after a few thousand calls; 6.11.3 is pinned for that.
    code = ("import gui\nfrom PySide6.QtCore import QCoreApplication, QObject, Signal\n"
            "app = QCoreApplication([])\nclass O(QObject):\n    s = Signal(object)\n"
            "o = O(); o.s.connect(lambda x: None)\nfor i in range(20000): o.s.emit(i)\n"
            "from PySide6.QtCore import QTimer\nt = QTimer()\n"
            "for i in range(20000): t.setInterval(5)\n"
            "print('alive')\n")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0 and "alive" in r.stdout, r.stderr[-500:]


def test_a_scan_ends_quietly_when_the_window_has_gone(tmp_path, capfd):
    # closing the window mid-scan deletes the signals' object; the scan thread then printed
    # "RuntimeError: Signal source has been deleted" on the way out
    import shiboken6
    root = make_dataset(tmp_path / "ds", per_class=2, size=(64, 48))
    task = ScanTask(str(root), 1, lambda: False, max_samples=3)
    shiboken6.delete(task.signals)
    task.run()                     # returns, raising nothing
    assert task._stopped()
