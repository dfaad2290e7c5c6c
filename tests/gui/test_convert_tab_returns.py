"""Back on the Convert tab the form is where the user left it, and a path that does not
exist is no recent source. A walker came back from Inspect to a form scrolled to its top;
the click meant for Output folder landed in the source box, replaced the source with a
path that does not exist, and that path joined the recent sources."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

WAIT = 60_000


def test_the_form_keeps_its_place_when_the_tab_comes_back(qtbot, window, dataset):
    window.resize(1024, 640)
    window.set_source(str(dataset))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    bar = window.settings_scroll.verticalScrollBar()
    # (the class table as tall as its rows: the form scrolls ~150 px at 1024x640)
    qtbot.waitUntil(lambda: bar.maximum() > 100, timeout=WAIT)
    window.options.out_edit.setFocus()   # (the source box scrolled out of sight above)
    bar.setValue(bar.maximum())
    qtbot.waitUntil(lambda: window.source_panel.path_combo.mapTo(
        window.settings_scroll.viewport(), window.source_panel.path_combo.rect().topLeft()
    ).y() < 0, timeout=WAIT)
    window.tab_actions[1].trigger()
    qtbot.wait(50)   # (the slots after the switch: nothing to wait for but the loop)
    port = window.settings_scroll.viewport()
    before = window.options.out_edit.mapTo(port, window.options.out_edit.rect().topLeft()).y()
    window.tab_actions[0].trigger()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and window.main_tabs.widget(
        0).isAncestorOf(QApplication.focusWidget()), timeout=WAIT)
    qtbot.wait(50)
    # the Output folder box where it was (give or take the snap to a whole row), the source
    # box still above, out of view
    now = window.options.out_edit.mapTo(port, window.options.out_edit.rect().topLeft()).y()
    assert abs(now - before) <= 60 and 0 <= now < port.height()
    assert window.source_panel.path_combo.mapTo(port, window.source_panel.path_combo.rect(
    ).topLeft()).y() < 0
    assert QApplication.focusWidget() is not window.source_panel.path_combo.lineEdit()


def test_the_source_box_has_the_focus_when_it_is_in_view(qtbot, window, dataset):
    window.set_source(str(dataset))
    window.settings_scroll.verticalScrollBar().setValue(0)
    window.tab_actions[1].trigger()
    qtbot.wait(50)
    window.tab_actions[0].trigger()
    combo = window.source_panel.path_combo
    qtbot.waitUntil(lambda: combo.hasFocus() or combo.isAncestorOf(QApplication.focusWidget()),
                    timeout=WAIT)


def test_a_path_that_does_not_exist_is_no_recent_source(qtbot, window, dataset, tmp_path):
    window.set_source(str(dataset))
    assert window.settings.get("source/recent")[0] == str(dataset)
    gone = str(tmp_path / "out" / "voc-stretch")
    window.set_source(gone)
    assert window.source_panel.source() == gone   # (the box says what was typed)
    assert gone not in window.settings.get("source/recent")
    combo = window.source_panel.path_combo
    assert gone not in [combo.itemText(i) for i in range(combo.count())]
