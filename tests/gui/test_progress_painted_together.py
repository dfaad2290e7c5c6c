"""The progress bar and the line under it are painted in one pass. QProgressBar repaints
at once when its value changes, and the line under it waited for the next paint, after
the live plots were drawn: a walk's screenshot read "58%" on the bar over "154 of 299
images (51.5%)", and "29%" over "66 of 299 (22.0%)"."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

from engine import protocol as P


class _Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, _obj, event) -> bool:   # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_the_bar_is_not_painted_ahead_of_its_line(qtbot, window):
    w = window
    w.show()
    qtbot.waitExposed(w)
    m = w.model
    m.start()
    m.on_event(P.RunStarted(command="convert", options={}, t=0.1))
    m.on_event(P.Plan(total=299, t=0.5))
    m.on_event(P.Progress(done=66, total=299, t=1.0, bytes_out=6600, bytes_written=6600))
    w.display.refresh()
    qtbot.wait(50)
    paints = _Paints()
    w.progress.bar.installEventFilter(paints)
    m.on_event(P.Progress(done=154, total=299, t=2.0, bytes_out=15400, bytes_written=15400))
    w.display.refresh()
    # nothing painted during the tick: the bar and its line are painted together after it
    assert paints.count == 0
    qtbot.waitUntil(lambda: paints.count > 0, timeout=5000)
    assert w.progress.bar.text() == "51.5%"
    assert w.progress.counts.text().startswith("154 of 299 images (51.5%)"), \
        w.progress.counts.text()
