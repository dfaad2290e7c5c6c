"""Regenerate the running/finished/failures screenshots from a real conversion.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/make_screenshots.py [SOURCE]

SHOTS=scan,running,finished limits which are saved; DARK=1 uses a dark palette. SOURCE
defaults to the built-in sample, copied COPIES=20 times so the plots fill, plus what real
folders hold (broken files, transparent PNGs, a labels.csv beside the class folders), in a
temporary folder, so the scan and the failures table have something to show. A source of a few thousand images
(e.g. bench/out/data/a-1000-v1) gives a longer run and fuller plots.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def _replicate(src: str, copies: int) -> None:
    """Copies of the sample images, so the run lasts long enough for the plots to fill."""
    for cls in os.listdir(src):
        folder = os.path.join(src, cls)
        for name in sorted(os.listdir(folder)):
            stem, ext = os.path.splitext(name)
            for i in range(1, copies):
                shutil.copyfile(os.path.join(folder, name),
                                os.path.join(folder, f"{stem}_copy{i:02d}{ext}"))


def _add_scan_examples(src: str) -> None:
    """What the scan should catch before Start: a photo cut off by an interrupted copy, a
    text file with an image name, transparent PNGs and a side file beside the classes."""
    from PIL import Image
    classes = sorted(d for d in os.listdir(src) if os.path.isdir(os.path.join(src, d)))
    first = os.path.join(src, classes[0])
    photo = next(os.path.join(first, n) for n in sorted(os.listdir(first))
                 if n.lower().endswith((".jpg", ".jpeg")))
    with open(photo, "rb") as f:
        data = f.read()
    with open(os.path.join(first, "copied_halfway.jpg"), "wb") as f:
        f.write(data[: len(data) // 2])
    with open(os.path.join(src, classes[-1], "IMG_0042.jpg"), "w") as f:
        f.write("Photo list for the lab, week 12\n")
    for i in range(3):
        im = Image.new("RGBA", (96, 96), (0, 0, 0, 0))
        im.paste((40, 120, 200, 255), (16 + 8 * i, 16, 80, 80))
        im.save(os.path.join(src, classes[-1], f"icon_{i}.png"))
    with open(os.path.join(src, "labels.csv"), "w") as f:
        f.write("path,label\n")


def main() -> None:
    tmp = tempfile.mkdtemp(prefix="studio-shots-")
    src = sys.argv[1] if len(sys.argv) > 1 else None
    if src is None:
        src = os.path.join(tmp, "sample")
        shutil.copytree(os.path.join(ROOT, "resources", "sample"), src)
        _replicate(src, int(os.environ.get("COPIES", "20")))
        with open(os.path.join(src, "circles", "notes.txt"), "w") as f:
            f.write("not an image")
        with open(os.path.join(src, "squares", "broken.jpg"), "wb") as f:
            f.write(b"\xff\xd8\xff\xe0" + b"\x00" * 40)
        _add_scan_examples(src)
    app = QApplication([])
    suffix = ""
    if os.environ.get("DARK"):  # DARK=1: a dark Fusion palette, as on a dark desktop
        from PySide6.QtGui import QColor, QPalette
        app.setStyle("Fusion")
        pal = QPalette()
        for role, colour in ((QPalette.Window, "#2b2b2b"), (QPalette.WindowText, "#e6e6e6"),
                             (QPalette.Base, "#1e1e1e"), (QPalette.AlternateBase, "#2b2b2b"),
                             (QPalette.Text, "#e6e6e6"), (QPalette.Button, "#3a3a3a"),
                             (QPalette.ButtonText, "#e6e6e6"), (QPalette.Highlight, "#3d6fb6"),
                             (QPalette.HighlightedText, "#ffffff"),
                             (QPalette.PlaceholderText, "#8a8a8a")):
            pal.setColor(role, QColor(colour))
        for role in (QPalette.WindowText, QPalette.Text, QPalette.ButtonText):
            pal.setColor(QPalette.Disabled, role, QColor("#7a7a7a"))
        app.setPalette(pal)
        suffix = "-dark"
    from gui.main_window import MainWindow
    from gui.settings import Settings
    settings = Settings(QSettings(os.path.join(tmp, "s.ini"), QSettings.Format.IniFormat))
    win = MainWindow(settings)
    win.resize(1280, 860)
    win.show()
    win.set_source(src)
    win.options.out_edit.setText(os.path.join(tmp, "out"))
    win.options.overwrite.setChecked(True)
    out_dir = os.path.join(ROOT, "docs")
    shots = {"running": False}

    wanted = set(os.environ.get("SHOTS", "scan,running,finished,failures").split(","))

    def grab(name: str) -> None:
        if name not in wanted:
            return
        win.grab().save(os.path.join(out_dir, f"screenshot-{name}{suffix}.png"))
        print("saved", name)

    def poll_running() -> None:
        if not shots["running"] and win.model.done > 0.5 * max(1, win.model.total):
            shots["running"] = True
            grab("running")

    timer = QTimer()
    timer.timeout.connect(poll_running)
    timer.start(50)

    def finished(ok: bool) -> None:
        timer.stop()
        # The summary appears after verification (a second engine process).
        QTimer.singleShot(500, lambda: (grab("finished"), show_failures()))

    def show_failures() -> None:
        win.tabs.setCurrentWidget(win.failures)
        app.processEvents()
        grab("failures")
        app.quit()
        app.quit()

    def scan_then_start() -> None:
        sp = win.source_panel
        res = sp.last_result
        if res is None or sp.thumbs.count() < len(res.samples):
            QTimer.singleShot(100, scan_then_start)
            return
        app.processEvents()
        grab("scan")  # the problems the scan found, before Start
        if wanted & {"running", "finished", "failures"}:
            QTimer.singleShot(300, win.start)
        else:
            app.quit()

    win.runEnded.connect(finished)
    QTimer.singleShot(500, scan_then_start)
    app.exec()
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
