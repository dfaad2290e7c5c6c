"""Issue 10, "fits the screen, works from the keyboard": the first window fits the available
area at 1366x768 and 1024x640 with Start and Cancel visible and nothing below its minimum
size; the Tab order of every tab reaches every enabled control, leaves tables and lists,
and cycles."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsView, QScrollArea, QTabBar, QWidget
from studio_fixtures import DATA, use_fake
from window_steps import settled

from gui.main_window import MainWindow

WAIT = 120_000   # generous: a loaded 2-core CI machine; only a failure waits this long
TASKBAR = 30


def _inside(widget: QWidget, window: QWidget) -> bool:
    """The whole widget is shown: inside the window and not clipped by a parent."""
    top_left = widget.mapTo(window, QPoint(0, 0))
    r = QRect(top_left, widget.size())
    return (widget.isVisible() and window.rect().contains(r)
            and widget.visibleRegion().boundingRect() == widget.rect())


@pytest.mark.parametrize("screen", [(1366, 768), (1024, 640)])
def test_the_first_window_fits_the_screen(qtbot, settings, dataset, tmp_path, screen):
    w, h = screen
    available = QRect(0, 0, w, h - TASKBAR)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    win.fit_to_screen(first=True, available=available)
    # the window manager's answer (a resize, a move) arrives as events
    qtbot.waitUntil(lambda: available.contains(win.frameGeometry()), timeout=WAIT)
    settled(qtbot, win)   # the sample it starts on, read and laid out (it grows the panel)
    # nothing is squeezed below the size its layout needs (that is what clips)
    hint = win.minimumSizeHint()
    assert hint.width() <= win.width() and hint.height() <= win.height()
    for button in (win.actions_bar.start_btn, win.actions_bar.cancel_btn):
        assert _inside(button, win), button.objectName()
    # the resume offer makes the action bar taller: its buttons still show
    out = tmp_path / "out"
    win.set_source(str(dataset))
    win.options.out_edit.setText(str(out))
    out.mkdir()
    (out / ".tfrecord-studio-journal.jsonl").write_text(json.dumps(
        {"kind": "header", "source": str(dataset), "options": {"seed": 99},
         "planned_records": 8}) + "\n")
    win.revalidate()
    qtbot.waitUntil(win.actions_bar.offering, timeout=WAIT)
    bar = win.actions_bar
    for button in (bar.start_btn, bar.cancel_btn, bar.resume_btn, bar.load_btn):
        assert _inside(button, win), button.objectName()
    assert _inside(win.actions_bar.offer_text, win)
    hint = win.minimumSizeHint()
    assert hint.width() <= win.width() and hint.height() <= win.height()
    # every tab of the window fits as well
    for tabs in (win.main_tabs, win.tabs):
        for i in range(tabs.count()):
            page = tabs.widget(i)
            assert page.minimumSizeHint().height() <= tabs.height(), tabs.tabText(i)


def test_a_narrow_window_clips_nothing_on_the_left(qtbot, settings, dataset):
    """A window restored at 820 px wide (80% of a 1024 screen) squeezed the left pane
    below its content: the Folder… button and the class counts were cut off, with no way
    to scroll to them."""
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    win.set_source(str(dataset))
    win.resize(820, 528)
    scroll = win.findChild(QScrollArea, "settingsScroll")
    qtbot.waitUntil(lambda: win.width() >= 820, timeout=WAIT)
    needed = scroll.widget().minimumSizeHint().width()
    assert scroll.viewport().width() >= needed, (scroll.viewport().width(), needed)
    assert _inside(win.source_panel.folder_btn, win)
    assert _inside(win.source_panel.table_btn, win)


def test_an_annotated_source_does_not_widen_the_left_pane(qtbot, settings, tmp_path):
    """The Annotations row (masks, unannotated images) side by side made the options
    wider than the pane at 1024x640: the whole left pane scrolled sideways."""
    from tests.engine import annotated_data
    annotated_data.make_coco(str(tmp_path / "coco"))
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    win.resize(1016, 600)
    win.set_source(str(tmp_path / "coco"))
    qtbot.waitUntil(lambda: win.options.masks.isVisible(), timeout=WAIT)
    scroll = win.findChild(QScrollArea, "settingsScroll")
    needed = scroll.widget().minimumSizeHint().width()
    assert scroll.viewport().width() >= needed, (scroll.viewport().width(), needed)


def test_a_window_restored_larger_than_the_screen_is_shrunk(qtbot, settings):
    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.setMinimumSize(0, 0)
    first.resize(3000, 2000)
    first.close()
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    screen = win.screen().availableGeometry()
    assert win.frameGeometry().width() <= screen.width()
    assert win.frameGeometry().height() <= screen.height()


# ---------------------------------------------------------------- keyboard

def _focusable(root: QWidget) -> list[QWidget]:
    """What Tab must reach in ``root``: visible, enabled widgets that take Tab focus."""
    out = []
    for c in root.findChildren(QWidget):
        if (c.isVisible() and c.isEnabled() and c.focusPolicy() & Qt.TabFocus
                and c.focusProxy() is None and c.window() is root.window()):
            out.append(c)
    return out


def _walk(window: QWidget, start: QWidget, limit: int = 300) -> list[QWidget]:
    """Press Tab from ``start`` until focus comes back to it; returns the widgets passed.
    Fails on a trap (focus never comes back)."""
    start.setFocus(Qt.TabFocusReason)
    assert QApplication.focusWidget() is start, start.objectName()
    seen = [start]
    for _ in range(limit):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        fw = QApplication.focusWidget()
        if fw is start:
            return seen
        seen.append(fw)
    names = [f"{type(w).__name__}:{w.objectName()}" for w in seen[-8:]]
    raise AssertionError(f"Tab never came back to {start.objectName()}; last: {names}")


def _name(w: QWidget) -> str:
    return f"{type(w).__name__}:{w.objectName() or w.accessibleName()}"


def test_tab_reaches_every_control_of_every_tab_and_cycles(qtbot, window, dataset, tmp_path,
                                                            monkeypatch):
    # a finished run fills the tables (failures, classes) so a table could trap Tab
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"),
             "--verify-replay", str(DATA / "verify_recorded.jsonl"))
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(dataset))
    window.options.out_edit.setText(str(tmp_path / "out"))
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.start()
    assert window.failures.model.rowCount() > 0 and window.source_panel.classes.rowCount() > 0
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=WAIT)
    checked = 0
    for main in range(window.main_tabs.count()):
        window.main_tabs.setCurrentIndex(main)
        inner = range(window.tabs.count()) if main == 0 else [None]
        for i in inner:
            if i is not None:
                window.tabs.setCurrentIndex(i)
            qtbot.wait(20)
            expected = _focusable(window)
            start = window.main_tabs.findChild(QTabBar)
            assert start in expected
            reached = _walk(window, start)
            missing = [_name(w) for w in expected if w not in reached]
            sub = "/" + window.tabs.tabText(i) if i is not None else ""
            label = window.main_tabs.tabText(main) + sub
            assert missing == [], (label, missing)
            assert len(set(reached)) == len(reached)   # one full cycle, no revisits
            checked += 1
            # Shift+Tab goes back the same way
            QTest.keyClick(QApplication.focusWidget(), Qt.Key_Backtab)
            assert QApplication.focusWidget() is reached[-1], label
    assert checked == window.tabs.count() + 1


def _plots_with_data(window) -> None:
    """The Live plots tab's plots instead of their hints, as during a run."""
    from engine import protocol as P
    from gui.run_model import RunModel
    model = RunModel()
    model.start()
    for i in range(20):
        model.on_event(P.Progress(done=i * 3, total=1000, bytes_in=i * 300_000,
                                  bytes_out=i * 300_000, t=0.2 + 0.1 * i))
    window.plots.refresh(model)
    assert not window.plots.hint_shown("throughput")


def test_tab_passes_over_plots_and_page_frames_in_order(qtbot, window, dataset, tmp_path):
    """Tab stopped on a plot and on the frame of a scrolling page (the options, the Summary,
    the Tune tab), where no key did anything. From the source field it now goes through
    the options to Start, then to the tab's own controls, and a click still focuses a plot
    (pyqtgraph's zoom keys)."""
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(dataset))
    window.options.out_edit.setText(str(tmp_path / "out"))
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    _plots_with_data(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=WAIT)
    opts, start = window.options, window.actions_bar.start_btn
    plots_seen = 0
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        qtbot.wait(20)
        page = window.tabs.currentWidget()
        plots = [v for v in page.findChildren(QGraphicsView) if v.isVisible()]
        plots_seen += len(plots)
        seen = _walk(window, window.source_panel.path_combo)
        frames = [_name(w) for w in seen if isinstance(w, (QGraphicsView, QScrollArea))]
        assert frames == [], window.tabs.tabText(i)
        steps = [seen.index(w) for w in (window.source_panel.path_combo, opts.out_edit,
                                         opts.size_combo, opts.shuffle, opts.verify, start)]
        assert steps == sorted(steps), window.tabs.tabText(i)
        after = seen[seen.index(start) + 1:]
        late = [_name(w) for w in _focusable(page) if w not in after]
        assert late == [], window.tabs.tabText(i)
        for plot in plots:
            port = plot.viewport()
            QTest.mouseClick(port, Qt.LeftButton, pos=port.rect().center())
            assert plot.hasFocus(), plot.objectName()
    assert plots_seen >= 2   # the throughput plot (the others wait for their events), tune's


def _wheel(widget: QWidget, steps: int) -> None:
    """One notch of the mouse wheel (down for negative steps) over the middle of widget."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent
    pos = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(pos, QPointF(widget.mapToGlobal(pos.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.NoButton, Qt.NoModifier,
                        Qt.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_wheel_scrolls_the_options_instead_of_changing_them(qtbot, window):
    """Scrolling the options with the pointer over Size turned it into "Custom…" and
    Resize into "Crop to fill" without a word: the wheel changes a field only once the
    user has clicked or tabbed into it."""
    window.resize(1024, 500)
    scroll = window.findChild(QScrollArea, "settingsScroll")
    bar = scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=WAIT)
    opts = window.options
    boxes = [opts.size_combo, opts.resize_combo, opts.workers, opts.seed]
    before = [opts.size_combo.currentIndex(), opts.resize_combo.currentIndex(),
              opts.workers.value(), opts.seed.value()]
    for box in boxes:
        top = bar.value()
        _wheel(box, -1)
        assert bar.value() > top or bar.value() == bar.maximum(), box.objectName()
        assert not box.hasFocus()
    assert [opts.size_combo.currentIndex(), opts.resize_combo.currentIndex(),
            opts.workers.value(), opts.seed.value()] == before
    # once chosen, the wheel steps through the values as usual
    opts.resize_combo.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(opts.resize_combo.hasFocus, timeout=WAIT)
    _wheel(opts.resize_combo, -1)
    assert opts.resize_combo.currentIndex() != before[1]


def test_the_keyboard_keeps_a_control_through_a_run(qtbot, window, dataset, tmp_path,
                                                    monkeypatch):
    # Ctrl+Return from the output folder field: the run locks the form, and Qt dropped the
    # focus (focusWidget() None) for the whole run and after it; no key did anything
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--delay", "0.02")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(dataset))
    window.options.out_edit.setText(str(tmp_path / "out"))
    window.options.verify.setChecked(False)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=WAIT)
    window.options.out_edit.setFocus(Qt.TabFocusReason)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        QTest.keyClick(window.options.out_edit, Qt.Key_Return, Qt.ControlModifier)
        assert window.controller.running()
        assert QApplication.focusWidget() is window.actions_bar.cancel_btn
    focused = QApplication.focusWidget()
    assert focused is not None and focused.isEnabled(), focused


def test_the_focused_option_stays_in_view_when_the_form_shrinks(qtbot, window):
    """A walker changed Size; the Resume offer under the form grew and pushed the Size field
    out of sight while it had the focus. The scroll area follows the focus when it
    shrinks, whatever made it shrink."""
    from PySide6.QtWidgets import QScrollArea
    window.resize(1024, 640)
    window.show()
    qtbot.waitExposed(window)
    scroll = window.findChild(QScrollArea, "settingsScroll")
    quality = window.options.quality
    quality.setEnabled(True)
    quality.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: not quality.visibleRegion().isEmpty(), timeout=WAIT)
    # bring all of it to the bottom edge, then take height away from the area
    # (ensureWidgetVisible shows a spin box's text cursor only: 17 of its 23 px, once the
    # sample's scan had grown the source panel, and the keeper keeps a field half in view
    # where it is)
    bar = scroll.verticalScrollBar()
    bar.setValue(0)
    bar.setValue(quality.mapTo(scroll.viewport(), QPoint(0, 0)).y() + quality.height()
                 - scroll.viewport().height())
    assert quality.visibleRegion().boundingRect() == quality.rect()   # (at the edge)
    window.resize(1024, 480)
    qtbot.waitUntil(lambda: quality.visibleRegion().boundingRect() == quality.rect(),
                    timeout=WAIT)
