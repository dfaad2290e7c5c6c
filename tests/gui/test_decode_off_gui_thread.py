"""No picture is decoded by Qt's image plugins off the GUI thread (gui.pillow_image says
why): a test froze for 18 minutes with the GUI thread showing a window and an Inspect
page's thread inside QImage.fromData, which PySide6 runs holding the GIL while Qt takes its
image plugin loader's locks. Every thread that decodes (the Inspect grid's pages, a
source's sample thumbnails, the masks drawn over both) is run here with a profile hook on
its thread that records each call of Qt's decoding API; the pictures they make are checked
to be the ones Qt made. And the font database, which a task's first text filled under the
same kind of lock cycle, is filled on the GUI thread before any task starts."""

from __future__ import annotations

import base64
import io
import json
import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest
from PIL import Image
from PySide6.QtGui import QImage

from gui import overlay
from gui.overlay import paint
from gui.thumbnails import ThumbnailTask, orientation_of
from gui.widgets.record_detail import TRUE_SIZE
from gui.widgets.record_page import PageTask

ROOT = Path(__file__).resolve().parents[2]

#: Qt's calls that read a picture through its image plugins (QImageReader: any of its
#: methods; its constructor alone opens nothing).
DECODING = ("QImage.fromData", "QImage.loadFromData", "QImage.load", "QPixmap.load",
            "QPixmap.loadFromData", "QImageReader.")


def _in_a_thread(work) -> list[str]:
    """Run ``work`` in a new thread; Qt's decoding calls made there, by name."""
    calls: list[str] = []

    def hook(frame, event, arg):
        if event == "c_call":
            name = getattr(arg, "__qualname__", "") or ""
            if name.startswith(DECODING):
                calls.append(name)
    errors: list[BaseException] = []

    def guarded():
        try:
            work()
        except BaseException as e:  # noqa: BLE001 - re-raised on the test's thread
            errors.append(e)
    threading.setprofile(hook)
    try:
        thread = threading.Thread(target=guarded)
        thread.start()
    finally:
        threading.setprofile(None)   # (only threads started from here on)
    thread.join()
    if errors:
        raise errors[0]
    return calls


def _encoded(im: Image.Image, fmt: str, **options) -> bytes:
    buf = io.BytesIO()
    im.save(buf, fmt, **options)
    return buf.getvalue()


def _photo(w: int = 300, h: int = 200) -> Image.Image:
    rng = np.random.default_rng(3)
    return Image.fromarray((rng.random((h, w, 3)) * 255).astype("uint8"))


def _masks() -> dict[str, bytes]:
    """A mask of each kind Qt told apart: grey indices, a palette's indices with their
    colours (VOC), 16-bit grey, painted colours (CVAT), a 1-bit mask."""
    indices = np.zeros((40, 60), np.uint8)
    indices[5:20, 10:30], indices[20:35, 30:55], indices[0:4, :] = 1, 2, 255
    palette = Image.fromarray(indices, "L").convert("P")
    palette.putpalette([0, 0, 0, 128, 0, 0, 0, 128, 0] + [224, 224, 192] * 253)
    colours = np.zeros((40, 60, 3), np.uint8)
    colours[5:20, 10:30] = (250, 50, 83)
    return {"grey": _encoded(Image.fromarray(indices, "L"), "PNG"),
            "palette": _encoded(palette, "PNG", transparency=0),
            "deep": _encoded(Image.fromarray(indices.astype(np.uint16) * 300), "PNG"),
            "painted": _encoded(Image.fromarray(colours), "PNG"),
            "bits": _encoded(Image.fromarray(indices > 1), "PNG")}


def test_an_inspect_page_decodes_nothing_with_qt_in_its_thread(qapp):
    photo = _photo()
    seg = base64.b64encode(_masks()["palette"]).decode()
    box_mask = base64.b64encode(_masks()["grey"]).decode()
    images = [_encoded(photo, "JPEG"), _encoded(photo, "PNG"),
              _encoded(Image.fromarray(np.full((30, 20), 40000, np.uint16)), "PNG"),
              _encoded(photo.convert("P"), "GIF"), b"not a picture"]
    records = [{"index": i, "image_b64": base64.b64encode(data).decode()}
               for i, data in enumerate(images)]
    records[0]["overlay"] = {"segmentation_b64": seg}
    records[1]["overlay"] = {"boxes": [[0.1, 0.1, 0.5, 0.6, "cat"]], "masks_b64": [box_mask]}
    task = PageTask(1, json.dumps({"records": records}).encode())
    sent: list[tuple[int, QImage, QImage]] = []
    task.signals.thumbnail.connect(lambda _g, row, thumb, preview:
                                   sent.append((row, thumb, preview)), type=_direct())

    assert _in_a_thread(task.run) == []

    assert [row for row, _, _ in sent] == [0, 1, 2, 3, 4]
    sizes = [(t.width(), t.height(), p.width(), p.height(), p.text(TRUE_SIZE))
             for _, t, p in sent]
    assert sizes == [(96, 64, 256, 171, "300x200")] * 2 + [(60, 90, 160, 240, "20x30"),
                                                           (96, 64, 256, 171, "300x200"),
                                                           (0, 0, 0, 0, "")]
    # 16-bit grey shown as Qt showed it (here, on the GUI thread), not clipped white
    assert sent[2][2].pixelColor(5, 5) == QImage.fromData(images[2]).pixelColor(5, 5)


def _direct():
    from PySide6.QtCore import Qt
    return Qt.ConnectionType.DirectConnection   # (received on the page's own thread)


def test_sample_thumbnails_decode_nothing_with_qt_in_their_thread(qapp, tmp_path):
    photo = _photo()
    exif = photo.getexif()
    exif[0x0112] = 6   # a quarter turn clockwise
    turned = tmp_path / "turned.jpg"
    turned.write_bytes(_encoded(photo, "JPEG", exif=exif.tobytes()))
    small = tmp_path / "small.png"
    small.write_bytes(_encoded(photo.resize((30, 20)), "PNG"))
    mask = tmp_path / "turned_mask.png"
    mask.write_bytes(_masks()["grey"])
    paths = [str(turned), str(small)]
    res = SimpleNamespace(deep_samples=set(), overlays={str(turned): {"mask_path": str(mask)}})
    task = ThumbnailTask(res, paths, 1, lambda: False)  # type: ignore[arg-type]
    sent: list[tuple[str, QImage]] = []
    task.signals.thumbnail.connect(lambda _g, path, image, _bits: sent.append((path, image)),
                                   type=_direct())

    assert _in_a_thread(task.run) == []

    assert [(p, i.width(), i.height()) for p, i in sent] == [(str(turned), 64, 96),
                                                             (str(small), 96, 64)]


def test_a_photos_turn_is_the_one_qt_read(tmp_path):
    from PySide6.QtGui import QImageReader
    photo = _photo(40, 20)
    for value in range(1, 9):
        exif = photo.getexif()
        exif[0x0112] = value
        path = tmp_path / f"o{value}.jpg"
        path.write_bytes(_encoded(photo, "JPEG", exif=exif.tobytes()))
        assert orientation_of(str(path)) == QImageReader(str(path)).transformation().value


@pytest.mark.parametrize("kind", ["grey", "palette", "deep", "painted", "bits"])
def test_masks_are_drawn_as_qt_drew_them(qapp, monkeypatch, kind):
    data = _masks()[kind]
    base = QImage(60, 40, QImage.Format.Format_RGB32)
    base.fill(0xFF808080)
    drawn = {"seg": {"segmentation_b64": base64.b64encode(data).decode()},
             "box": {"boxes": [[0.1, 0.1, 0.9, 0.9, "dog"]],
                     "masks_b64": [base64.b64encode(data).decode()]}}
    ours = {k: paint(base, o) for k, o in drawn.items()}
    monkeypatch.setattr(overlay, "read_mask", lambda b: QImage.fromData(b))   # as before
    for k, o in drawn.items():
        assert ours[k] == paint(base, o), (kind, k)


#: The window's side of the lock cycle, made likely: the GUI thread reads pictures with
#: Qt (QImage(path) releases the GIL) while a Python message handler is installed (as
#: pytest-qt installs one) and Qt's image I/O logs, so that Qt calls Python while it holds
#: its image plugin loader's lock. An Inspect page (with masks) and a source's thumbnails
#: decode meanwhile on their threads. They used to take that lock holding the GIL
#: (QImage.fromData, QImageReader.size): both threads waited for each other for good.
CYCLE = textwrap.dedent("""
    import base64, faulthandler, io, json, sys, threading
    from types import SimpleNamespace
    from PIL import Image
    from PySide6.QtCore import QLoggingCategory, qInstallMessageHandler
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication
    from gui.thumbnails import ThumbnailTask
    from gui.widgets.record_page import PageTask

    faulthandler.dump_traceback_later(90, exit=True)   # a hang: every thread's stack
    app = QApplication(sys.argv[:1])
    qInstallMessageHandler(lambda kind, context, text: None)
    QLoggingCategory.setFilterRules("qt.gui.imageio*=true")
    folder = sys.argv[1]

    def encoded(fmt, colour):
        buf = io.BytesIO()
        Image.new("RGB", (120, 80), colour).save(buf, fmt)
        return buf.getvalue()
    mask = io.BytesIO()
    Image.new("L", (120, 80), 1).save(mask, "PNG")
    records = [{"index": i, "image_b64": base64.b64encode(encoded("JPEG", "red")).decode(),
                "overlay": {"segmentation_b64": base64.b64encode(mask.getvalue()).decode()}}
               for i in range(150)]
    page = PageTask(1, json.dumps({"records": records}).encode())
    paths = []
    for i in range(150):
        paths.append(f"{folder}/{i}.jpg")
        Image.new("RGB", (120, 80), "blue").save(paths[-1])
    samples = ThumbnailTask(SimpleNamespace(deep_samples=set(), overlays={}), paths, 1,
                            lambda: False)
    threads = [threading.Thread(target=page.run), threading.Thread(target=samples.run)]
    for t in threads:
        t.start()
    while any(t.is_alive() for t in threads):
        QImage(paths[0])
    print("decoded", flush=True)
""")


def test_decoding_threads_never_wait_for_the_window_holding_the_gil(tmp_path):
    script = tmp_path / "cycle.py"
    script.write_text(CYCLE, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, str(script), str(tmp_path)], capture_output=True,
                         text=True, env=env, timeout=300, cwd=ROOT)
    assert run.returncode == 0 and run.stdout.strip() == "decoded", run.stderr[-3000:]


FONTS = textwrap.dedent("""
    import threading
    from PySide6.QtCore import QLoggingCategory, qInstallMessageHandler
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication
    from gui.background import run_in_background
    from gui.overlay import paint

    app = QApplication([])
    filled_on = set()
    def handler(kind, context, text):
        if context.category == "qt.text.font.db" and text.startswith("Adding font"):
            filled_on.add(threading.current_thread().name)
    qInstallMessageHandler(handler)
    QLoggingCategory.setFilterRules("qt.text.font.db=true")
    done = threading.Event()
    base = QImage(96, 96, QImage.Format.Format_RGB32)
    def task():
        paint(base, {"boxes": [[0.1, 0.1, 0.8, 0.8, "cat"]]})   # the task's first text
        done.set()
    run_in_background(task, "thumbnails")
    done.wait()
    print(sorted(filled_on), flush=True)
    import os
    os._exit(0)   # (not the interpreter's teardown of Qt under a finishing task's thread)
""")


def test_the_font_database_is_filled_on_the_gui_thread_before_a_task_draws_text(tmp_path):
    # filled by a task's first text (a box's name), Qt held its font lock there while
    # logging to a Python message handler, which waited for the GIL that the GUI thread
    # held waiting for that lock (gdb)
    script = tmp_path / "fonts.py"
    script.write_text(FONTS, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         env=env, timeout=300, cwd=ROOT)
    assert run.returncode == 0 and run.stdout.strip() == "['MainThread']", run.stderr[-3000:]
