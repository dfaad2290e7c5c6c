"""A scroll area of wrapped labels that keep a file name whole (Inspect's summary and Verify's
verdict: gui.widgets.elided.ShortScroll of gui.whole_text.WholeLabel) settles at one size.
A WholeLabel answered heightForWidth for the text drawn at its current width, so the area,
asking at the width its scroll bar leaves, got two heights by turns: it widened and
narrowed the label for ever, each resize nested in the last, and the process died of a
stack overflow (seen as a segmentation fault in tests/gui/test_inspect_foreign_gui.py,
whose temporary folder's name, one character longer, made the path straddle the width)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QWidget
from studio_fixtures import ROOT

from gui.whole_text import WholeLabel
from gui.widgets.elided import ShortScroll

FOLDER = "/tmp/pt-segv/Q-10/test_a_folder_without_tfrecord0/nothing here"
TEXT = (f"<b>Problem</b>: {FOLDER}: no TFRecord files found in this folder: choose the "
        "folder a conversion wrote them to<br>Or choose their folder on the Convert tab.")


def test_height_for_a_width_is_the_same_whatever_width_the_label_has(qtbot):
    label = WholeLabel(selectable=True)
    qtbot.addWidget(label)
    label.setText(TEXT, (FOLDER, "nothing here"))
    label.show()
    differ = []
    for width in range(250, 600, 3):
        label.resize(width, 200)
        asked = {w: label.heightForWidth(w) for w in (width - 14, width, width + 14)}
        for w, h in asked.items():
            label.resize(w, 200)
            if label.heightForWidth(w) != h:
                differ.append((width, w, h, label.heightForWidth(w)))
    assert not differ


SWEEP = textwrap.dedent(f"""
    from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
    from gui.whole_text import WholeLabel
    from gui.widgets.common import column
    from gui.widgets.elided import ShortScroll
    app = QApplication([])
    label = WholeLabel(selectable=True)
    label.setText({TEXT!r}, ({FOLDER!r}, "nothing here"))
    area = ShortScroll(column(label, (QWidget(), 1)), lines=2)
    top = QWidget()
    QVBoxLayout(top).addWidget(area)
    top.show()
    for h in range(40, 200, 3):
        area.setFixedHeight(h)
        for w in range(250, 600, 3):
            top.resize(w, 400)
            app.processEvents()
    print("settled")
""")


def _python(code: str) -> subprocess.CompletedProcess:
    """``code`` run by a Python of its own: a stack overflow kills that process only."""
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=600,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen",
                               "PYTHONPATH": str(ROOT)})


def test_the_area_settles_at_every_size():
    """Every width and height of the area, in a process of its own: the overflow killed
    the process (and, in the application, the window)."""
    run = _python(SWEEP)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "settled" in run.stdout
    assert "RecursionError" not in run.stderr


FICKLE = textwrap.dedent("""
    from PySide6.QtWidgets import QApplication, QSizePolicy, QVBoxLayout, QWidget
    from gui.widgets.elided import ShortScroll

    class Fickle(QWidget):   # tall when wide, short when narrow: never settles
        def heightForWidth(self, width):
            area = self.parentWidget().parentWidget()
            return 1000 if self.width() >= area.maximumViewportSize().width() else 10

    app = QApplication([])
    content = Fickle()
    policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
    policy.setHeightForWidth(True)
    content.setSizePolicy(policy)
    area = ShortScroll(content)
    top = QWidget()
    QVBoxLayout(top).addWidget(area)
    top.show()
    for w in range(200, 400, 7):
        top.resize(w, 300)
        app.processEvents()
    print("settled")
""")


def test_content_that_never_settles_does_not_overflow_the_stack():
    """Whatever its content answers, the area's own resizes of it do not nest without end
    (the next label whose height depends on its width would kill the window again)."""
    run = _python(FICKLE)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "settled" in run.stdout
    assert "RecursionError" not in run.stderr


def test_a_moved_area_no_longer_watches_its_old_parent(qtbot):
    seen: list[QObject] = []

    class Watching(ShortScroll):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Resize:
                seen.append(watched)
            return super().eventFilter(watched, event)

    old, new = QWidget(), QWidget()
    qtbot.addWidget(old)
    qtbot.addWidget(new)
    area = Watching(QLabel("words"))
    old.show()
    new.show()
    area.setParent(old)
    area.setParent(new)
    old.resize(300, 200)   # (shown: a hidden widget's resize sends no event)
    new.resize(300, 200)
    assert new in seen and old not in seen
