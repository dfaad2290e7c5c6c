"""The safety screenshots of docs/make_screenshots.py (SHOTS=resume,replace,small): the
Resume offer on the folder of a real run cancelled part-way (and with two options changed),
the Replace confirmation over a finished dataset, and the window at 1024x640. They need no
source: the real engine converts generated images (make_inspect_shots converts the sample
with complete_run too)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

from PySide6.QtCore import QPoint, QRect, QSettings, QTimer
from PySide6.QtGui import QPainter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAFETY_SHOTS = {"resume", "replace", "small"}


def interrupted_run(where: str) -> tuple[str, str, list[str]]:
    """A real engine run on 1000 generated images, cancelled after its third shard."""
    from PIL import Image
    src = os.path.join(where, "cells")
    for c in ("healthy", "infected"):
        os.makedirs(os.path.join(src, c), exist_ok=True)
        for i in range(500):
            colour = ((i * 7) % 256, (i * 13 + 90 * (c == "infected")) % 256, 120)
            Image.new("RGB", (96, 96), colour).save(os.path.join(src, c, f"{c}_{i:04d}.png"))
    out = os.path.join(where, "cells-tfrecord")
    opts = ["--size", "64", "--resize", "stretch", "--format", "raw", "--channels", "3",
            "--workers", "1", "--shard-size", "1", "--compression", "none",
            "--shuffle", "--seed", "0"]
    eng = subprocess.Popen([sys.executable, "-m", "engine", "convert", src, "--out", out,
                            *opts, "--events", "jsonl"], cwd=ROOT, stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    # cancelled once a batch is in the fourth shard: cancelled at the third's
    # shard_written, a fast engine had sometimes written nothing more, and the offer lacked
    # its "16 are in the shard the run did not finish" (what the shot is to show)
    cancel_after_shards(eng, 3)
    return src, out, opts


def cancel_after_shards(eng: subprocess.Popen, shards: int) -> None:
    """Cancel the engine run `eng` (--events jsonl) once `shards` shards are written and a
    batch of images is in the next (kept for Resume in its unfinished shard); wait for it."""
    done: set[str] = set()
    sent = False
    for line in eng.stdout:
        event = json.loads(line)
        if event.get("type") == "shard_written":
            done.add(os.path.basename(event.get("path", "")))
        elif (not sent and len(done) >= shards and event.get("type") == "batch_written"
              and os.path.basename(event.get("shard", "")) not in done):
            eng.stdin.write("cancel\n")
            eng.stdin.flush()
            sent = True
    eng.wait()


def complete_run(where: str) -> tuple[str, str]:
    src = os.path.join(where, "shapes")   # a neutral path in the dialog, not the checkout's
    shutil.copytree(os.path.join(ROOT, "resources", "sample"), src, dirs_exist_ok=True)
    out = os.path.join(where, "shapes-tfrecord")
    subprocess.run([sys.executable, "-m", "engine", "convert", src, "--out", out, "--workers",
                    "1", "--events", "none"], cwd=ROOT, check=True)
    return src, out


def safety_shots(app, settings_path: str, where: str, wanted: set[str], save) -> None:
    """The resume offer, the replace confirmation and the window at 1024x640."""
    from gui.main_window import MainWindow
    from gui.settings import Settings

    def window(name):
        w = MainWindow(Settings(QSettings(settings_path + name, QSettings.Format.IniFormat)))
        w.show()
        return w

    def settle(w, ms=1200):
        deadline = QTimer()
        deadline.setSingleShot(True)
        deadline.start(ms)
        while deadline.isActive():
            app.processEvents()
        # and the source's scan with its thumbnails (a busy machine took longer than `ms`)
        sp = w.source_panel
        while sp.last_result is None or sp.thumbs.count() < len(sp.last_result.samples):
            app.processEvents()
        return w

    if "resume" in wanted or "small" in wanted:
        src, out, _ = interrupted_run(where)
        w = window("resume")
        w.resize(1280, 760)
        w.set_source(src)
        w.options.out_edit.setText(out)
        w.options.set_size("64")
        w.options.format_combo.setCurrentIndex(w.options.format_combo.findData("raw"))
        w.options.workers.setValue(1)
        w.options.shard_mb.setValue(1)
        w.revalidate()
        settle(w)
        if "resume" in wanted:
            save(w.grab(), "resume")
            # the same folder with two options changed: Resume waits for them to match
            w.options.seed.setValue(5)
            w.options.set_size("128")
            w.revalidate()
            settle(w, 400)
            save(w.grab(), "resume-differs")
            w.actions_bar.load_btn.click()
            settle(w, 200)
        if "small" in wanted:
            w.fit_to_screen(first=True, available=QRect(0, 0, 1024, 640))
            w.resize(1024, 640)
            settle(w, 600)
            save(w.grab(), "1024x640")
        w.close()
    if "replace" in wanted:
        src, out = complete_run(where)
        w = window("replace")
        w.resize(1280, 760)
        w.set_source(src)
        w.options.out_edit.setText(out)
        w.options.overwrite.setChecked(True)
        settle(w)
        w.start()
        box = w.pending_dialog
        settle(w, 400)
        # the dialog is its own top-level window: paint it over the window, centred
        shot = w.grab()
        dialog = box.grab()
        p = QPainter(shot)
        p.drawPixmap(QPoint((shot.width() - dialog.width()) // 2,
                            (shot.height() - dialog.height()) // 3), dialog)
        p.end()
        save(shot, "replace")
        box.reject()
        w.close()
