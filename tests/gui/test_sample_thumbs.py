"""The source panel's sample thumbnails cost what they must: an 8-bit sample is decoded once
(by Pillow: gui.pillow_image) without a second look at its header (the scan read it
already), a 16-bit one is decoded once for its
brightest value and its thumbnail, and another bit depth draws the 16-bit ones again
without reading the source (gui.thumbnails, gui.widgets.sample_thumbs)."""

from __future__ import annotations

from collections import Counter

from microscope import microscope, thumbs_brightest
from PIL import Image

from engine.codecs import bit_depth, scan_checks
from gui import scan
from gui.scan import ScanTask

WAIT = 120_000


def _count_opens(monkeypatch) -> Counter:
    """Every Image.open, by the path opened, or the file's (the scan opens the file itself
    first); bytes in memory: "<bytes>"."""
    opened: Counter = Counter()
    real = Image.open

    def counted(fp, *a, **k):
        name = fp if isinstance(fp, str) else getattr(fp, "name", None)
        opened[name if isinstance(name, str) else "<bytes>"] += 1
        return real(fp, *a, **k)
    monkeypatch.setattr(Image, "open", counted)
    return opened


def _count_reads(monkeypatch) -> Counter:
    """Every whole read of a 16-bit file (engine.codecs.bit_depth.read_whole), by path."""
    reads: Counter = Counter()
    real = bit_depth.read_whole

    def counted(path, limit):
        reads[path] += 1
        return real(path, limit)
    monkeypatch.setattr(bit_depth, "read_whole", counted)
    monkeypatch.setattr(scan_checks, "read_whole", counted)
    return reads


def test_a_sample_is_opened_once_and_a_16_bit_one_decoded_once(qtbot, monkeypatch, tmp_path):
    """The thumbnails opened every sample's header with Pillow before Qt read it, and a
    16-bit sample was decoded for its brightest value and again for its thumbnail."""
    src = microscope(tmp_path / "src")
    opened, reads = _count_opens(monkeypatch), _count_reads(monkeypatch)
    task = ScanTask(str(src), 1, lambda: False, max_samples=12, bit_depth=12)
    thumbs: dict[str, tuple[int, int, int]] = {}
    task.signals.thumbnail.connect(
        lambda g, p, img, bits: thumbs.update({p: (img.width(), img.height(), bits)}))
    task.run()
    res = task.res
    assert res is not None and len(res.samples) == 7 and res.deep_read == 6
    assert res.brightest == 4095
    assert res.deep_samples == {p for p in res.samples if "photo" not in p}
    for path in res.samples:
        deep = "photo" not in path
        assert reads[path] == deep, path
        # the scan's header, then the decode (16-bit: read_whole's), and a colour TIFF's
        # low bytes
        assert opened[path] == 2 + path.endswith(".tif"), path
        assert thumbs[path] == ((96, 36, 12) if deep else (96, 96, 0)), path
    assert opened["<bytes>"] == 0


def test_without_the_scan_a_thumbnail_reads_the_header_to_know(qtbot, monkeypatch, tmp_path):
    from gui.thumbnails import load_thumbnail
    src = microscope(tmp_path / "src", n=1)
    opened = _count_opens(monkeypatch)
    photo, cell = str(src / "cells" / "photo.png"), str(src / "cells" / "c0.png")
    assert load_thumbnail(photo, deep=False).width() == 96 and opened[photo] == 1  # decoded
    # not known: its header asked, then decoded
    assert load_thumbnail(photo).width() == 96 and opened[photo] == 1 + 2
    bright = load_thumbnail(cell, bits=12, deep=True)
    assert bright.pixelColor(95, 5).red() >= 250 and opened[cell] == 1


def _shown(qtbot, window, src):
    panel = window.source_panel
    window.set_source(str(src))
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.thumbs.count() == 7
                    and panel.samples.task is None, timeout=WAIT)
    return window.options, panel


def _drawn_at(panel) -> dict[str, int]:
    return {p: b for p, b in panel.samples.drawn.items() if "photo" not in p}


def test_another_bit_depth_draws_the_16_bit_thumbnails_again_without_a_scan(
        qtbot, window, monkeypatch, tmp_path):
    """Changing "16-bit images" read the whole source again (the engine's listing, every
    header, the brightest values) to draw a dozen thumbnails."""
    form, panel = _shown(qtbot, window, microscope(tmp_path / "src"))
    res, photo_item = panel.last_result, panel.thumbs.item(
        next(i for i in range(7) if "photo" in panel.thumbs.item(i).toolTip()))
    assert thumbs_brightest(panel) <= 16
    walks, started = [], []
    monkeypatch.setattr(scan, "engine_scan", lambda *a, **k: walks.append(a))
    panel.scanStarted.connect(lambda: started.append(1))
    opened, reads = _count_opens(monkeypatch), _count_reads(monkeypatch)
    order = [panel.thumbs.item(i).toolTip() for i in range(7)]
    form.set_bit_depth(12)
    qtbot.waitUntil(lambda: panel.samples.task is None and
                    set(_drawn_at(panel).values()) == {12}, timeout=WAIT)
    assert thumbs_brightest(panel) >= 250
    assert walks == [] and started == [] and panel.last_result is res
    assert [panel.thumbs.item(i).toolTip() for i in range(7)] == order   # in their places
    assert photo_item in [panel.thumbs.item(i) for i in range(7)]   # the 8-bit one kept
    assert set(reads) == set(_drawn_at(panel)) and set(reads.values()) == {1}
    assert not any("photo" in p for p in opened)   # the 8-bit photo is not read again


def test_changes_while_thumbnails_are_drawn_are_followed(qtbot, window, monkeypatch,
                                                         tmp_path):
    """Down, Down in the list (16 -> 14 -> 12): the second change comes while the first
    one's thumbnails are drawn; and a change while the source is read: the thumbnails end
    at the last depth chosen, and the source is read once."""
    form, panel = _shown(qtbot, window, microscope(tmp_path / "src"))
    form.set_bit_depth(14)
    assert panel.samples.task is not None   # drawing at 14
    form.set_bit_depth(12)
    qtbot.waitUntil(lambda: panel.samples.task is None and
                    set(_drawn_at(panel).values()) == {12}, timeout=WAIT)
    assert thumbs_brightest(panel) >= 250
    started: list[int] = []
    panel.scanStarted.connect(lambda: started.append(1))
    window.set_source(str(microscope(tmp_path / "other")))
    assert panel.last_result is None   # being read
    form.set_bit_depth(16)
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.thumbs.count() == 7
                    and panel.samples.task is None, timeout=WAIT)
    assert set(_drawn_at(panel).values()) == {16} and thumbs_brightest(panel) <= 16
    assert started == [1]


def test_an_annotated_sources_16_bit_samples_are_known(tmp_path):
    """The engine names an annotated source's samples: those 16-bit are known from the
    scan's headers too (else Qt drew them from their top 8 bits)."""
    from microscope import F, ramp

    from tests.engine.annotated_sources import yolo_numbered
    src = yolo_numbered(tmp_path / "yolo")
    for name in ("a", "b"):
        (tmp_path / "yolo" / "images" / f"{name}.jpg").unlink()
    F.write(tmp_path / "yolo" / "images" / "a.png", F.png16(ramp(4095)))
    F.write(tmp_path / "yolo" / "images" / "b.png", F.encode(F.noise(8, 8, 1), "PNG"))
    res = scan.quick_scan(src)
    assert res.task == "detection" and len(res.samples) == 2
    assert res.deep_samples == {str(tmp_path / "yolo" / "images" / "a.png")}


def test_a_thumbnail_drawn_as_the_window_goes_reaches_nothing(qtbot, settings, monkeypatch,
                                                              tmp_path):
    """A thumbnail drawn while the window closed and was deleted arrived afterwards at the
    strip Qt had deleted with it: "Internal C++ object (ThumbStrip) already deleted",
    raised in whichever test ran next. pytest-qt fails a test on an exception raised in a
    slot; none is, and the stopped scan sends nothing more."""
    import threading

    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent
    from studio_fixtures import make_dataset
    from window_steps import settled

    from gui import thumbnails
    from gui.main_window import MainWindow
    drawing, held, sent = threading.Event(), threading.Event(), []
    real_draw, real_send = thumbnails.sample_thumbnail, thumbnails.ThumbnailTask._send

    def draw(*a, **k):   # the first thumbnail is drawn as the window goes
        drawing.set()
        held.wait(WAIT / 1000)
        return real_draw(*a, **k)

    def send(task, signal, *args):
        ok = real_send(task, signal, *args)
        sent.append((len(args), ok))   # (a thumbnail: 4 arguments)
        return ok
    window = MainWindow(settings)   # (not the qtbot's to close: deleted here)
    window.show()
    panel, strip = settled(qtbot, window).source_panel, window.source_panel.thumbs
    monkeypatch.setattr(thumbnails, "sample_thumbnail", draw)
    monkeypatch.setattr(thumbnails.ThumbnailTask, "_send", send)
    window.set_source(str(make_dataset(tmp_path / "images", per_class=2)))
    qtbot.waitUntil(lambda: drawing.is_set() and panel.last_result is not None, timeout=WAIT)
    assert panel.samples.waiting   # (its thumbnails are awaited)
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(strip)
    held.set()
    # the scan's thread ends (its thumbnail sent after the window went, then it stops);
    # then what it queued for the GUI thread is delivered (or dropped: its receiver is gone)
    qtbot.waitUntil(lambda: not any(t.name == "source-scan" and t.is_alive()
                                    for t in threading.enumerate()), timeout=WAIT)
    QCoreApplication.sendPostedEvents()
    assert [s for s in sent if s[0] == 4] == [(4, True)]   # the scan stopped after it
