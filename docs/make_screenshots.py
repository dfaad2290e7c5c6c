"""Regenerate the running/finished/failures screenshots from a real conversion.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/make_screenshots.py [SOURCE]

SHOTS=scan,running,finished limits which are saved (SHOTS=tune: a real sweep on the Tune tab
instead of a conversion); DARK=1 uses a dark palette;
UI_LANG=ja (or ko) shows the window in that language at 1366x768 (files named -ja, -ko); OUT_DIR
says where the files go (default docs/). SOURCE
defaults to the built-in sample, copied COPIES=100 times so the plots fill, plus what real
folders hold (broken files, transparent PNGs, a labels.csv beside the class folders), in a
temporary folder, so the scan and the failures table have something to show. The safety
shots (SHOTS=resume,replace,small) need no source: they convert generated images with the
real engine, cancel it part-way (resume), finish it (replace), and show the window at
1024x640 (small). A source of a few thousand images
(e.g. bench/out/data/a-1000-v1) gives a longer run and fuller plots.

The folders the shots show are a reader's, /home/user/Pictures/shapes and the like, not the
temporary folder's random name (docs/shots_home.py); the safety shots are made by
docs/shots_safety.py.

GUIDE=1 makes the shots the user guide's pictures are cut from (docs/make_guide_images.py):
the window at 1280x860 in any language; running, finished, failures, options (the left
column scrolled down to the options) and tune (a sweep after the run); the sample copied
COPIES=100 times (a run long enough for every plot to draw); saved in GUIDE_SHOTS_DIR (in the
temporary folder, not docs/) unless OUT_DIR says otherwise:

    GUIDE=1 UI_LANG=ja QT_QPA_PLATFORM=offscreen .venv/bin/python docs/make_screenshots.py
    .venv/bin/python docs/make_guide_images.py --lang ja
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QScrollArea  # noqa: E402
from shots_home import reader_pictures, run_in_reader_home  # noqa: E402
from shots_safety import SAFETY_SHOTS, safety_shots  # noqa: E402

#: where GUIDE=1 saves its shots, and where docs/make_guide_images.py reads them by default
GUIDE_SHOTS_DIR = os.path.join(tempfile.gettempdir(), "tfrecord-studio-guide-shots")
#: the size of the window in the shots the guide's pictures are cut from
GUIDE_SIZE = (1280, 860)


def _replicate(src: str, copies: int) -> None:
    """Variants of the sample images, so the run lasts long enough for the plots to fill:
    each with a description of its own, so that none is a byte-identical copy of another
    (the Summary would count them as copies, engine.run.duplicates)."""
    from PIL import Image
    for cls in os.listdir(src):
        folder = os.path.join(src, cls)
        for name in sorted(os.listdir(folder)):
            stem, ext = os.path.splitext(name)
            with Image.open(os.path.join(folder, name)) as im:
                im.load()
                fmt = im.format
            for i in range(1, copies):
                exif = Image.Exif()
                exif[0x010E] = f"variant {i}"   # ImageDescription: bytes of its own
                im.save(os.path.join(folder, f"{stem}_copy{i:02d}{ext}"), fmt,
                        exif=exif.tobytes(),
                        **({"quality": 95} if fmt in ("JPEG", "WEBP") else {}))


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


def dark_palette(app) -> None:
    """DARK=1: a dark Fusion palette, as on a dark desktop (make_inspect_shots uses it too)."""
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


def main() -> None:
    status = run_in_reader_home(__file__)
    if status is not None:
        sys.exit(status)
    tmp = tempfile.mkdtemp(prefix="studio-shots-")
    where = reader_pictures(tmp)
    src = sys.argv[1] if len(sys.argv) > 1 else None
    if src is None:
        src = os.path.join(where, "shapes")
        shutil.copytree(os.path.join(ROOT, "resources", "sample"), src)
        # the guide's running picture needs a run long enough to show the workers' bars
        default_copies = "100"
        _replicate(src, int(os.environ.get("COPIES", default_copies)))
        with open(os.path.join(src, "circles", "notes.txt"), "w") as f:
            f.write("not an image")
        with open(os.path.join(src, "squares", "broken.jpg"), "wb") as f:
            f.write(b"\xff\xd8\xff\xe0" + b"\x00" * 40)
        _add_scan_examples(src)
    app = QApplication([])
    from gui.desktop import latin_font_first
    latin_font_first(app)   # the font gui.app.main gives the window
    suffix = ""
    if os.environ.get("DARK"):  # DARK=1: a dark Fusion palette, as on a dark desktop
        dark_palette(app)
        suffix = "-dark"
    # UI_LANG=en is the English the window starts in: files without a suffix, those
    # make_guide_images.py --lang en reads (with "-en" it read a session-old set)
    lang = os.environ.get("UI_LANG", "")
    lang = "" if lang == "en" else lang
    if lang:
        from gui import i18n
        i18n.install(app, lang)
        suffix += f"-{lang}"
    from gui.main_window import MainWindow
    from gui.settings import Settings
    guide = bool(os.environ.get("GUIDE"))
    default_shots = ("running,finished,failures,options,tune" if guide
                     else "scan,running,finished,failures")
    wanted = set(os.environ.get("SHOTS", default_shots).split(","))
    out_dir = os.environ.get("OUT_DIR") or (GUIDE_SHOTS_DIR if guide
                                            else os.path.join(ROOT, "docs"))
    os.makedirs(out_dir, exist_ok=True)
    if wanted & SAFETY_SHOTS:
        def save(pixmap, name):
            pixmap.save(os.path.join(out_dir, f"screenshot-{name}{suffix}.png"))
            print("saved", name)
        safety_shots(app, os.path.join(tmp, "safety.ini"), where, wanted, save)
        if not wanted - SAFETY_SHOTS:
            shutil.rmtree(tmp, ignore_errors=True)
            return
    settings = Settings(QSettings(os.path.join(tmp, "s.ini"), QSettings.Format.IniFormat))
    win = MainWindow(settings)
    win.resize(*((1366, 768) if lang and not guide else GUIDE_SIZE))
    win.show()
    win.set_source(src)
    win.options.out_edit.setText(os.path.join(where, "shapes-tfrecord"))
    if not guide:   # (the guide shows the options as a new user finds them: nothing to
        # replace in a new folder; its picture showed "Replace existing output" ticked)
        win.options.overwrite.setChecked(True)
    shots = {"running": False}

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
        # the guide's source picture is cut from this shot: the whole panel, its title too
        # (in Japanese and Korean the column opened 16 px down, the title cut in half)
        scroll = win.findChild(QScrollArea, "settingsScroll")
        scroll.verticalScrollBar().setValue(0)
        # The summary appears after verification (a second engine process).
        QTimer.singleShot(500, lambda: (grab("finished"), show_failures()))

    def show_failures() -> None:
        win.tabs.setCurrentWidget(win.failures)
        app.processEvents()
        grab("failures")
        if "tune" in wanted:
            start_tune()
        else:
            app.quit()

    def scan_then_start() -> None:
        sp = win.source_panel
        res = sp.last_result
        if res is None or sp.thumbs.count() < len(res.samples):
            QTimer.singleShot(100, scan_then_start)
            return
        app.processEvents()
        grab("scan")  # the problems the scan found, before Start
        if "options" in wanted:  # the left column scrolled down to the options, before
            # Start: after a run the output folder's note says it was converted
            scroll = win.findChild(QScrollArea, "settingsScroll")
            scroll.verticalScrollBar().setValue(win.options.y())
            app.processEvents()
            grab("options")
            scroll.verticalScrollBar().setValue(0)
        if wanted & {"running", "finished", "failures", "options"}:
            QTimer.singleShot(300, win.start)
        elif "tune" in wanted:
            start_tune()
        else:
            app.quit()

    def start_tune() -> None:
        win.tabs.setCurrentWidget(win.tune)
        win.tune.start_btn.click()
        QTimer.singleShot(500, tune_done)

    def tune_done() -> None:
        if win.tune.is_running() or win.tune.recommended is None:
            QTimer.singleShot(200, tune_done)
            return
        app.processEvents()
        grab("tune")
        app.quit()

    win.runEnded.connect(finished)
    QTimer.singleShot(500, scan_then_start)
    app.exec()
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
