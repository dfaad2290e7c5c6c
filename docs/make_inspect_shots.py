"""Regenerate the idle-window and Inspect screenshots of docs/gui.md and the README:

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/make_inspect_shots.py

main: the window at 1280x860 with the built-in sample scanned, before Start. inspect: the
Inspect tab on a real conversion of the sample, a record selected. inspect-unfinished: the
Inspect tab on the folder of a run of the sample (copied 20 times) cancelled after its
second shard, which the tab says first. DARK=1 uses make_screenshots' dark palette
(files named -dark); OUT_DIR says where the files go (default docs/). Like
docs/make_screenshots.py, it runs itself in a mount namespace so that the folders shown are
a reader's (/home/user/Pictures/...)."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile

DOCS = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, DOCS)

import make_screenshots as ms  # noqa: E402
from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from shots_home import reader_pictures, run_in_reader_home  # noqa: E402
from shots_safety import cancel_after_shards, complete_run  # noqa: E402


def _wait(app: QApplication, done, ms: int = 120_000) -> None:
    """Process events until `done()` (or `ms` passed, then fail: a shot of a half-drawn
    window would be worse than none)."""
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.start(ms)
    while not done():
        if not deadline.isActive():
            raise SystemExit("timed out waiting for the window")
        app.processEvents()


def _settle(app: QApplication, ms: int) -> None:
    t = QTimer()
    t.setSingleShot(True)
    t.start(ms)
    while t.isActive():
        app.processEvents()


def _cancelled_run(where: str) -> str:
    """The sample copied 20 times, converted by the real engine into 1 MiB shards and
    cancelled after its second: an unfinished dataset, with pictures to show."""
    import subprocess
    src = os.path.join(where, "shapes-more")
    shutil.copytree(os.path.join(ms.ROOT, "resources", "sample"), src)
    ms._replicate(src, 20)
    out = os.path.join(where, "shapes-more-tfrecord")
    eng = subprocess.Popen([sys.executable, "-m", "engine", "convert", src, "--out", out,
                            "--workers", "1", "--shard-size", "1", "--events", "jsonl"],
                           cwd=ms.ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, text=True)
    cancel_after_shards(eng, 2)   # (and a batch in the third: its kept images are said)
    return out


def main() -> None:
    status = run_in_reader_home(__file__)
    if status is not None:
        sys.exit(status)
    tmp = tempfile.mkdtemp(prefix="studio-shots-")
    where = reader_pictures(tmp)
    _src, done_out = complete_run(where)   # the sample converted: shapes-tfrecord
    cut_out = _cancelled_run(where)
    app = QApplication([])
    from gui.desktop import latin_font_first
    latin_font_first(app)   # the font gui.app.main gives the window
    suffix = ""
    if os.environ.get("DARK"):
        suffix = "-dark"
        ms.dark_palette(app)
    from gui.main_window import MainWindow
    from gui.settings import Settings
    out_dir = os.environ.get("OUT_DIR") or DOCS
    os.makedirs(out_dir, exist_ok=True)

    def save(widget, name: str) -> None:
        widget.grab().save(os.path.join(out_dir, f"screenshot-{name}{suffix}.png"))
        print("saved", name)

    settings = Settings(QSettings(os.path.join(tmp, "s.ini"), QSettings.Format.IniFormat))
    win = MainWindow(settings)
    win.resize(*ms.GUIDE_SIZE)
    win.show()
    win.set_source(os.path.join(where, "shapes"))
    sp = win.source_panel
    _wait(app, lambda: sp.last_result is not None
          and sp.thumbs.count() >= len(sp.last_result.samples))
    _settle(app, 500)
    save(win, "main")
    insp = win.inspect
    win.main_tabs.setCurrentWidget(insp)
    for name, folder in (("inspect", done_out), ("inspect-unfinished", cut_out)):
        loaded: list[int] = []
        insp.thumbnailsDone.connect(lambda n, seen=loaded: seen.append(n))
        insp.open_paths([folder])
        _wait(app, lambda seen=loaded: bool(seen) and insp.report is not None)
        if insp.grid.count():
            insp.grid.setCurrentRow(min(5, insp.grid.count() - 1))
        _settle(app, 800)
        save(win, name)
    win.close()
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
