"""The options form's rows are as tall as their wrapped text at the form's width
(gui.widgets.form_layout): at 1024x640 with a cluster chosen, Connect's three-line answer
left the Resize note's last line cut under the Format row."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget
from studio_fixtures import make_dataset, window_at
from window_steps import WAIT, posted_ran

from gui.widgets.form_layout import FormLayout


def _squeezed(root: QWidget) -> list[str]:
    """Word-wrapped labels of ``root`` given less height than their text needs."""
    return [f"{lab.objectName()!r} {lab.text()[:40]!r}: {lab.height()} < "
            f"{lab.heightForWidth(lab.width())}"
            for lab in root.findChildren(QLabel)
            if lab.isVisibleTo(root) and lab.wordWrap() and lab.text()
            and lab.height() < lab.heightForWidth(lab.width())]


class _Area(QWidget):
    """A field as tall as ``area`` over its width, as wrapped text is, more or less (not
    measured from a font: the same on every machine)."""

    def __init__(self, area: int) -> None:
        super().__init__()
        self.area = area
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def sizeHint(self) -> QSize:   # noqa: N802 (Qt's name)
        return QSize(300, self.area // 300)

    def minimumSizeHint(self) -> QSize:   # noqa: N802 (Qt's name)
        return QSize(100, 10)

    def heightForWidth(self, width: int) -> int:   # noqa: N802 (Qt's name)
        return -(-self.area // max(width, 1))


@pytest.mark.parametrize("wider", [200, 0])
def test_rows_keep_their_heights_after_the_size_hints_width_was_asked(qtbot, wider):
    """QFormLayout remembers the rows' heights for two widths (the last asked, its size
    hint's) in one list: asked at one after the other, it was laid out at the first with
    the second's heights (its rows cut, the space given to another row)."""
    box = QWidget()
    qtbot.addWidget(box)
    form = FormLayout(box)
    tall, short = _Area(60_000), _Area(30_000)
    form.addRow("Resize:", tall)
    form.addRow("Run on:", short)
    box.show()
    hint = form.sizeHint().width()
    own, other = (hint + wider, hint) if wider else (hint, hint + 200)
    form.invalidate()
    need = form.heightForWidth(own)
    form.heightForWidth(other)       # (a parent's size hint, a scroll area, ask so)
    form.setGeometry(QRect(0, 0, own, need))
    for field in (tall, short):
        assert field.height() >= field.heightForWidth(field.width()), (own, other)
    assert need >= tall.height() + short.height()


def test_connects_answer_leaves_the_resize_note_whole_at_1024x640(qtbot, settings, tmp_path):
    # wide images: Stretch's note under Resize (four lines at this width)
    src = make_dataset(tmp_path / "src", per_class=3, size=(200, 50))
    win = window_at(qtbot, settings, 1024, 610)
    with qtbot.waitSignal(win.source_panel.scanned, timeout=WAIT):
        win.set_source(str(src))
    qtbot.waitUntil(win.options.resize_note.isVisible, timeout=WAIT)
    row = win.options.run_on
    row.where.setCurrentIndex(row.where.findData("cluster"))
    row.address.setText("tcp://127.0.0.1:1")      # nothing listens there
    row.connect_btn.click()
    qtbot.waitUntil(lambda: row._proc is None, timeout=WAIT)
    assert row.status.text().startswith("No Dask scheduler answers"), row.status.text()
    assert row.status.heightForWidth(row.status.width()) > 2 * row.fontMetrics().height()
    qtbot.waitUntil(lambda: not _squeezed(win.options), timeout=5_000)
    # and it stays so once every layout is done (it was cut for good)
    posted_ran(qtbot, win, rounds=3)
    assert _squeezed(win.options) == []
