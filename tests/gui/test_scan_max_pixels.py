"""The window's scan reads the source by the pixel limit of the run it would start: the
form's Largest image (--max-pixels), which "Use the interrupted run's options" sets to a
Resume's. It previewed by the default, and listed as problems images the resumed run
converts."""

from __future__ import annotations

import io
import shutil

from interrupted_runs import WAIT, interrupted_run, recorded_options
from PIL import Image

from engine.codecs.scan_checks import check_file
from gui.job import Job
from gui.scan import quick_scan
from tests.engine import imagefactory as F

TOO_LARGE = "megapixels, above the --max-pixels limit of"


def _source(tmp_path):
    src = tmp_path / "src" / "scans"
    src.mkdir(parents=True)
    (src / "huge.png").write_bytes(F.png_bomb(12_000, 9_000))       # 108 MP
    (src / "bomb.png").write_bytes(F.png_bomb(100_000, 100_000))   # past Pillow's own limit
    buf = io.BytesIO()
    Image.new("RGB", (64, 48), (90, 120, 150)).save(buf, "JPEG")
    (src / "photo.jpg").write_bytes(buf.getvalue())
    return src.parent


def _too_large(res) -> list[str]:
    return sorted(p.rsplit("/", 1)[-1] for p, why in res.problems if TOO_LARGE in why)


def test_the_scan_checks_images_by_the_limit_it_is_given(tmp_path):
    src = _source(tmp_path)
    huge = str(src / "scans" / "huge.png")
    assert TOO_LARGE + " 100 MP" in check_file(huge).problem
    assert not check_file(huge, max_pixels=200_000_000).problem
    assert TOO_LARGE + " 50 MP" in check_file(huge, max_pixels=50_000_000).problem
    # past Pillow's own bomb limit (179 MP) but within the run's: an image, not a problem
    assert not check_file(str(src / "scans" / "bomb.png"), max_pixels=20_000_000_000).problem
    assert _too_large(quick_scan(str(src))) == ["bomb.png", "huge.png"]
    assert _too_large(quick_scan(str(src), max_pixels=200_000_000)) == ["bomb.png"]


def test_the_engine_scan_reads_masks_by_the_limit_given(tmp_path):
    """The engine's part of the scan (masks of a segmentation source) takes it too."""
    import numpy as np
    src = tmp_path / "seg"
    (src / "images").mkdir(parents=True)
    (src / "masks").mkdir()
    for i, (w, h) in enumerate([(64, 48), (32, 24)]):
        Image.new("RGB", (w, h), (i * 50, 80, 80)).save(src / "images" / f"s{i}.png")
        mask = np.zeros((h, w), np.uint8)
        mask[2:8, 2:8] = 1
        Image.fromarray(mask, "L").save(src / "masks" / f"s{i}.png")
    assert quick_scan(str(src)).problems == []
    res = quick_scan(str(src), max_pixels=1000)   # 32x24 is read, 64x48 is not
    assert {p.replace("\\", "/").rsplit("/", 1)[-1] for p, _ in res.problems} == {"s0.png"}
    masks = [why for _, why in res.problems if why.startswith("cannot read the mask")]
    assert len(masks) == 1 and "masks" in masks[0] and "--max-pixels" in masks[0]


def test_a_resume_with_a_raised_limit_puts_it_in_the_form(qtbot, window, tmp_path):
    """A run started on the command line with --max-pixels 200000000, interrupted: the offer
    names the difference, and "Use the interrupted run's options" puts 200 megapixels in
    the form, by which the source is previewed (and which Resume passes)."""
    src = _source(tmp_path)
    out = tmp_path / "out"
    panel = window.source_panel
    window.set_source(str(src))
    window.options.out_edit.setText(str(out))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    window.revalidate()
    assert _too_large(panel.last_result) == ["bomb.png", "huge.png"]   # Start's limit
    old = Job(source=str(src), out=str(out), max_pixels=200_000_000)
    interrupted_run(out, str(src), recorded_options(old))
    window.revalidate()
    bar = window.actions_bar
    assert bar.offering() and not bar.resume_btn.isEnabled()
    assert "Largest image: 100 MP here, 200 MP" in bar.diff_text.text()
    bar.load_btn.click()
    assert window.options.max_pixels.value() == 200 and window.job().max_pixels == 200_000_000
    qtbot.waitUntil(lambda: panel.last_result is not None
                    and _too_large(panel.last_result) == ["bomb.png"], timeout=WAIT)
    assert panel.opts.max_pixels == 200_000_000
    assert "Largest image" not in bar.diff_text.text() or bar.diff_text.isHidden()
    resumed = window.next_job().convert_args()
    assert resumed[resumed.index("--max-pixels") + 1] == "200000000"
    # the form's value, for the next run too; lowered again, the preview follows
    shutil.rmtree(out)
    window.options.out_edit.setText(str(tmp_path / "other"))
    window.options.max_pixels.setValue(100)
    qtbot.waitUntil(lambda: panel.last_result is not None
                    and _too_large(panel.last_result) == ["bomb.png", "huge.png"],
                    timeout=WAIT)
    assert "--max-pixels" not in window.job().convert_args()


def test_the_form_stays_in_place_while_the_limit_changes_the_problem_list(
        qtbot, window, tmp_path):
    """Typing a new Largest image reads the source again: its problem list and notes were
    hidden, then shown (or not) with other lines, and the left panel jumped under the
    user's cursor (at 1024x640, toward the problem list). The field being typed in stays
    where it is on the screen, the form scrolled to its end or not: in every frame painted
    while the layout changes, not only once it has settled (a frame showed it a problem
    list's height lower until the form was scrolled back, on a loaded machine ~100 ms)."""
    from PySide6.QtCore import QEvent, QObject, QPoint, Qt
    from PySide6.QtWidgets import QApplication, QScrollArea
    src = tmp_path / "src" / "scans"
    src.mkdir(parents=True)
    (src / "huge.png").write_bytes(F.png_bomb(12_000, 9_000))       # 108 MP
    Image.new("RGB", (64, 48), (90, 120, 150)).save(src / "photo.png")
    panel = window.source_panel
    window.resize(1024, 640)
    window.set_source(str(src.parent))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert panel.problems.isVisible()
    area = window.findChild(QScrollArea, "settingsScroll")
    field = window.options.max_pixels
    bar, body, view = area.verticalScrollBar(), area.widget(), area.viewport()

    def y() -> int:
        return field.mapTo(view, QPoint(0, 0)).y()

    def laid_out() -> bool:
        """The scroll area holds the form at the height its rows now ask for."""
        want = (body.heightForWidth(view.width()) if body.hasHeightForWidth()
                else body.minimumSizeHint().height())
        return (body.height() == max(want, view.height())
                and bar.maximum() == body.height() - view.height())

    painted: list[int] = []

    class Frames(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                painted.append(y())
            return False

    frames = Frames(field)
    field.lineEdit().installEventFilter(frames)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=WAIT)
    field.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: field.hasFocus(), timeout=WAIT)
    # the problem list is laid out (read before, the half-way position was 130 px of a
    # form about to grow: less than the list takes away, nothing could hold the field)
    qtbot.waitUntil(laid_out, timeout=WAIT)
    assert bar.maximum() > 0   # the form scrolls at this size
    # at the form's end, then a little above it (the field in view either way)
    for end, typed, problems in ((True, "200", False), (True, "100", True),
                                 (False, "200", False), (False, "100", True)):
        bar.setValue(bar.maximum() - (0 if end else 2 * field.height()))
        before = y()
        assert bar.value() > 0 and 0 <= before <= view.height() - field.height()
        painted.clear()
        field.lineEdit().selectAll()
        qtbot.keyClicks(field.lineEdit(), typed)
        qtbot.waitUntil(lambda shown=problems: panel.last_result is not None
                        and panel.problems.isVisible() == shown and laid_out()
                        and bool(painted), timeout=WAIT)
        assert (y(), set(painted)) == (before, {before}), (end, typed)
