"""The Inspect tab's summary keeps its room while Verify runs (offscreen at 1024x640, in
Japanese, with the walk's font size): "Verifying… (when TensorFlow is installed…)" came on
top of the summary in the area they share, the area stayed as tall, and the summary's last
line was scrolled out of view."""

from __future__ import annotations

from studio_fixtures import converted_two_classes, open_in_inspect

WAIT = 120_000


def test_the_summary_keeps_its_room_while_verifying(qtbot, language, tmp_path):
    from PySide6.QtWidgets import QApplication

    from gui.main_window import MainWindow
    out = converted_two_classes(tmp_path, shards=1, per_class=4)
    language("ja")
    app = QApplication.instance()
    font = app.font()
    walk = app.font()
    walk.setPixelSize(15)   # the lines of the walk's screen (18 px apart): offscreen's are
    app.setFont(walk)       # smaller, and the words fitted at 1024x640 by luck
    try:
        w = MainWindow()
        qtbot.addWidget(w)
        w.show()
        w.resize(1024, 610)   # 640 less a title bar
        qtbot.waitUntil(lambda: w.width() <= 1024 and w.height() <= 610, timeout=30_000)
        w.main_tabs.setCurrentWidget(w.inspect)
        panel, area = w.inspect, w.inspect.text_area
        open_in_inspect(qtbot, panel, out)
        panel.splitter.setSizes([300, 420, 300])   # the walk's left column (~325 px)
        qtbot.waitUntil(lambda: panel.summary.height() > 0, timeout=30_000)
        summary, height = panel.summary.height(), area.height()
        assert area.verticalScrollBar().maximum() == 0   # the whole summary in view
        with qtbot.waitSignal(panel.verifier.finished, timeout=WAIT):
            panel.verify_btn.click()
            assert panel.verify_label.text().startswith("検証中")
            label = panel.verify_label

            def whole_summary_in_view() -> bool:
                return (label.height() >= label.heightForWidth(label.width()) > 0
                        and panel.summary.y() >= label.height()
                        and panel.summary.height() >= summary   # not squeezed
                        and area.verticalScrollBar().maximum() == 0
                        and not area.verticalScrollBar().isVisible()
                        and panel.summary.y() + panel.summary.height()
                        <= area.viewport().height())
            # the words whole (they wrap) and the summary whole below them; without room
            # for both, one is cut or scrolled away: times out
            qtbot.waitUntil(whole_summary_in_view, timeout=10_000)
            w.grab().save(str(tmp_path / "verifying.png"))
            assert panel.summary.height() >= summary and area.height() > height
    finally:
        app.setFont(font)


def test_the_words_while_verifying_keep_their_height(qtbot):
    """The two-line "Verifying… (when TensorFlow is installed…)" and then one-line counts
    moved the features table below up and down (ja walk, 1366x768)."""
    from PySide6.QtWidgets import QLabel

    from gui.widgets.inspect_summary import say_while_verifying, verify_progress_words
    label = QLabel()
    label.setWordWrap(True)
    qtbot.addWidget(label)
    label.resize(260, 20)
    say_while_verifying(label, verify_progress_words(-1, 0))
    two = label.heightForWidth(260)
    assert two > label.fontMetrics().height() * 1.5   # (it wraps at this width)
    assert label.minimumHeight() == two
    say_while_verifying(label, verify_progress_words(872, 900))   # one line
    assert label.minimumHeight() == two
    say_while_verifying(label, "")   # a new dataset: the words go, and their room
    assert label.minimumHeight() == 0
