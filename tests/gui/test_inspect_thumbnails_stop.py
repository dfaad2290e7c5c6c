"""The Inspect grid's thumbnails stop when they are no longer wanted: closing the window
(or quitting) while a page of a large dataset still loaded printed "RuntimeError: Signal
source has been deleted" from the thumbnail thread, and opening another dataset left the
old page decoding on a core of its own."""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import shiboken6
from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QColor, QImage
from studio_fixtures import make_dataset

from gui.widgets.record_grid import RecordGrid
from gui.widgets.record_page import PageTask
from tests.engine import imagefactory as F

ROOT = Path(__file__).resolve().parents[2]


def _png(colour: str) -> bytes:
    img = QImage(64, 48, QImage.Format.Format_RGB32)
    img.fill(QColor(colour))
    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buf, "PNG")
    return bytes(buf.data())


def _page(n: int = 3) -> bytes:
    records = [{"index": i, "offset": 0, "is_example": True, "label": 0,
                "image_b64": base64.b64encode(_png("red")).decode()} for i in range(n)]
    return json.dumps({"records": records}).encode()


def test_a_page_stopped_after_its_records_sends_no_thumbnail(qapp):
    task = PageTask(1, _page())
    got: list[str] = []
    task.signals.records.connect(lambda *_: (got.append("records"), task.stop()))
    task.signals.thumbnail.connect(lambda *_: got.append("thumbnail"))
    task.run()
    assert got == ["records"]


def test_a_page_whose_signals_are_gone_ends_quietly(qapp):
    task = PageTask(1, _page())
    shiboken6.delete(task.signals)   # as at quit: the Python object outlives its Qt object
    task.run()                        # raised "Signal source has been deleted"
    assert task.stopped


def test_the_grid_stops_its_page_for_the_next_one_and_when_closed(qtbot):
    grid = RecordGrid()
    qtbot.addWidget(grid)
    for leave in (grid.reset, grid.shutdown):   # another dataset opened; the window closed
        grid._page_done(0, _page(), "")   # a page arrived: its thumbnails load
        (task,) = grid._tasks.values()
        leave()
        assert task.stopped and not grid._tasks


SCRIPT = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication
    from gui.main_window import MainWindow
    from gui.settings import Settings
    app = QApplication(sys.argv[:1])
    w = MainWindow(Settings(QSettings(sys.argv[2], QSettings.Format.IniFormat)))
    w.show()
    # closed as soon as the first page's records are placed: its thumbnails still load
    w.inspect.pageLoaded.connect(lambda _p: QTimer.singleShot(0, w.close))
    w.inspect.open_paths([sys.argv[1]])
    QTimer.singleShot(120_000, app.quit)
    app.exec()
    print("quit", flush=True)
""")


def test_closing_the_window_while_thumbnails_load_prints_nothing(tmp_path):
    src = make_dataset(tmp_path / "images", classes=("a", "b"), per_class=30,
                       size=(1600, 1200))
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--format", "original"), timeout=300)
    assert code == 0, err
    script = tmp_path / "close.py"
    script.write_text(SCRIPT, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, str(script), str(out), str(tmp_path / "s.ini")],
                         capture_output=True, text=True, env=env, timeout=300, cwd=ROOT)
    assert run.returncode == 0 and run.stdout.strip() == "quit", run.stderr
    assert "Traceback" not in run.stderr and "Signal source" not in run.stderr, run.stderr


def test_every_tile_s_picture_is_a_square_so_captions_line_up(qtbot):
    # a 64x48 picture's tile had its caption higher than a tall picture's beside it: each
    # tile shows the thumbnail centred on a clear square of the grid's icon size
    from PySide6.QtCore import QSize

    from gui.widgets.record_page import THUMB
    grid = RecordGrid()
    qtbot.addWidget(grid)
    with qtbot.waitSignal(grid.thumbnailsDone, timeout=60_000):
        grid._page_done(0, _page(1), "")
    icon = grid.grid.item(0).icon()
    assert icon.availableSizes() == [QSize(THUMB, THUMB)]
    shown = icon.pixmap(THUMB, THUMB).toImage()
    assert shown.pixelColor(THUMB // 2, 2).alpha() == 0              # the margin: clear
    assert shown.pixelColor(THUMB // 2, THUMB // 2).red() == 255     # the picture: centred
