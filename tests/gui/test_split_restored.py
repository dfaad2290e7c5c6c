"""The splitter between the form and the results is restored in proportion to the window's
width (a walk of session 31: the sizes a 1366 px window saved, 645 + 619, restored as they
were in the window on a 1024x640 screen left the results 357 px wide, narrower than the
Tune tab's controls: its own horizontal scroll bar, "Run sweep" cut at the edge)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QScrollArea
from window_steps import settled

from gui import screen_fit
from gui.main_window import MainWindow


def _on_screen(qtbot, settings, monkeypatch, width: int, height: int) -> MainWindow:
    """A window opened on a screen of ``width`` x ``height``, its geometry and split restored
    from ``settings``. (The offscreen screen is 800x800, and Qt's restoreGeometry keeps a
    window inside it: a saved geometry is restored here as the window's size on that
    screen, which is what restoreGeometry and fit_to_screen make of it there.)"""
    real = screen_fit.fit_to_screen
    room = QRect(0, 0, width, height)

    def fit(window, preferred, first=False, available=None):
        real(window, preferred, first, room)

    def restore(window, saved):
        window.resize(width - 8, height - 36)   # (openbox's frame and title bar)
        return True
    monkeypatch.setattr(screen_fit, "fit_to_screen", fit)
    monkeypatch.setattr(screen_fit, "restore_geometry", restore)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return settled(qtbot, w)


def test_a_split_saved_on_a_wider_screen_keeps_its_share(qtbot, settings, monkeypatch):
    wide = _on_screen(qtbot, settings, monkeypatch, 1366, 768)
    wide.splitter.setSizes([645, 619])
    qtbot.wait(50)
    left, right = wide.splitter.sizes()
    share = left / (left + right)
    wide.save_settings()
    wide.close()

    w = _on_screen(qtbot, settings, monkeypatch, 1024, 640)   # a laptop's screen
    assert w.width() <= 1024
    w.tabs.setCurrentWidget(w.tune)
    qtbot.wait(100)
    left, right = w.splitter.sizes()
    # the same share of the width (the form's own minimum width aside)
    want = max(round(share * (left + right)), w.splitter.widget(0).minimumWidth())
    assert abs(left - want) <= 2, (left, right, share, want)
    page = w.tune.findChild(QScrollArea, "tuneScroll")
    assert not page.horizontalScrollBar().isVisible(), (right, page.widget().minimumSizeHint())


def test_a_split_saved_at_the_same_width_is_kept_as_it_was(qtbot, settings, monkeypatch):
    w = _on_screen(qtbot, settings, monkeypatch, 1024, 640)
    w.splitter.setSizes([520, 480])
    qtbot.wait(50)
    before = w.splitter.sizes()
    w.save_settings()
    w.close()
    again = _on_screen(qtbot, settings, monkeypatch, 1024, 640)
    qtbot.wait(50)
    assert abs(again.splitter.sizes()[0] - before[0]) <= 2, (again.splitter.sizes(), before)
