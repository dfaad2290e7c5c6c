"""The window's buttons that grey themselves out (or go) when pressed from the keyboard
keep the focus where the user was (gui.focus_park): Qt moved it on to the next control in
the Tab order, a tab bar whose arrow keys turned the run's pages (Start, Run sweep), or an
editable field whose next key typed replaced it (Connect: "Largest image" with 100
selected; Use 12 bits)."""

from __future__ import annotations

import socket

import pytest
from interrupted_runs import interrupted_run, recorded_options
from microscope import microscope
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)
from studio_fixtures import (
    DATA,
    converted_two_classes,
    focus_in,
    make_dataset,
    open_in_inspect,
    use_fake,
)
from window_steps import WAIT, prepare

from gui.job import Job


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def harmless(area: QWidget) -> bool:
    """The focus is in ``area`` and on nothing that a key changes: no field, no tab bar."""
    w = focused()
    return w is not None and area.isAncestorOf(w) and not isinstance(
        w, (QLineEdit, QAbstractSpinBox, QComboBox, QTextEdit, QPlainTextEdit, QTabBar))


def press(qtbot, window, button) -> None:
    """``button`` pressed from the keyboard (Space), as a user who tabbed to it does."""
    focus_in(qtbot, window, button)
    QTest.keyClick(button, Qt.Key.Key_Space)


def tab_and_press(qtbot, window, button) -> None:
    """``button`` reached by Tab from the control before it, then pressed (Space): the keys
    moved the focus last, so Qt draws its frame."""
    focus_in(qtbot, window, next_in_tab_order(button, back=True))
    # (the source's path left: Enter's check of it may read the source again)
    qtbot.waitUntil(lambda: button.isVisible() and not window.source_panel.scanning(),
                    timeout=WAIT)
    QTest.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is button, focused()
    QTest.keyClick(button, Qt.Key.Key_Space)


def test_start_hands_the_focus_to_cancel_and_cancel_back_to_start(qtbot, ready, monkeypatch):
    """Start sent the focus to the run's tab bar, whose arrow keys turned its pages."""
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--hang")
    bar = ready.actions_bar
    press(qtbot, ready, bar.start_btn)
    qtbot.waitUntil(ready.controller.running, timeout=WAIT)
    assert focused() is bar.cancel_btn, focused()
    press(qtbot, ready, bar.cancel_btn)
    qtbot.waitUntil(lambda: not ready.controller.running(), timeout=WAIT)
    assert focused() is bar.start_btn, focused()


def test_resume_hands_the_focus_to_cancel_within_the_bar(qtbot, window, thousand, tmp_path,
                                                         monkeypatch):
    """Resume goes with the offer as its run starts: the focus went on to the next button,
    Folder… at the top of the form, which scrolled up to show it, then to Cancel."""
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--hang")
    out = tmp_path / "out"
    prepare(qtbot, window, thousand, out)
    interrupted_run(out, str(thousand), recorded_options(window.job()))
    window.revalidate()
    bar = window.actions_bar
    qtbot.waitUntil(bar.can_resume, timeout=WAIT)
    went: list[QWidget | None] = []

    def moved(_old, new) -> None:
        went.append(new)
    app = QApplication.instance()
    app.focusChanged.connect(moved)
    press(qtbot, window, bar.resume_btn)
    qtbot.waitUntil(window.controller.running, timeout=WAIT)
    app.focusChanged.disconnect(moved)
    assert focused() is bar.cancel_btn, focused()
    assert all(w is None or bar.isAncestorOf(w) for w in went), went
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.cancel()


def test_run_sweep_and_its_cancel_hand_the_focus_to_each_other(qtbot, ready, monkeypatch):
    """Run sweep sent the focus to the tab bar; Cancel, once the sweep stopped, too."""
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--hang")
    tune = ready.tune
    ready.show_tune()
    qtbot.waitUntil(tune.start_btn.isEnabled, timeout=WAIT)
    press(qtbot, ready, tune.start_btn)
    assert tune.is_running() and focused() is tune.cancel_btn, focused()
    with qtbot.waitSignal(tune.client.finished, timeout=WAIT):
        QTest.keyClick(tune.cancel_btn, Qt.Key.Key_Space)
    assert focused() is tune.start_btn, focused()


def test_connect_keeps_the_focus_off_the_address_and_gets_it_back(qtbot, window):
    """The fix of the day before parked the focus in the address, an editable field."""
    row = window.options.run_on
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]          # nothing listens there: a quick answer
    row.where.setCurrentIndex(row.where.findData("cluster"))
    row.address.setText(f"tcp://127.0.0.1:{port}")
    press(qtbot, window, row.connect_btn)
    assert row._proc is not None and not row.connect_btn.isEnabled()
    assert harmless(row), focused()
    QTest.keyClicks(focused(), "7")   # a stray key changes nothing
    assert row.address.text() == f"tcp://127.0.0.1:{port}"
    qtbot.waitUntil(lambda: row._proc is None, timeout=WAIT)
    assert "refused the connection" in row.status.text()
    assert focused() is row.connect_btn, focused()


def test_use_12_bits_gives_the_focus_to_the_next_button(qtbot, window, tmp_path):
    """The button goes once pressed: Qt sent the focus on to a field below it, then it
    waited on an unseen stand-in (framed only after Tab); now the next button has it,
    framed."""
    panel = window.source_panel
    window.set_source(str(microscope(tmp_path / "src")))
    qtbot.waitUntil(lambda: panel.last_result is not None and
                    panel.bits_offer.isVisibleTo(window), timeout=WAIT)
    offer = panel.bits_offer
    tab_and_press(qtbot, window, offer)
    assert window.options.bit_depth.currentData() == 12 and offer.isHidden()
    framed_on(window.options.out_btn)   # Browse…, the output folder's, after the panel


def framed_on(button: QWidget) -> None:
    """The focus is on ``button``, its focus frame shown (Qt draws it for the keys only)."""
    from PySide6.QtWidgets import QStyle, QStyleOptionButton
    assert focused() is button, focused()
    option = QStyleOptionButton()
    button.initStyleOption(option)
    assert option.state & QStyle.StateFlag.State_KeyboardFocusChange


def next_in_tab_order(widget: QWidget, back: bool = False) -> QWidget:
    """The control Tab (Shift+Tab) reaches from ``widget`` now."""
    w = widget
    while True:
        w = w.previousInFocusChain() if back else w.nextInFocusChain()
        if w.isVisible() and w.isEnabled() and \
                w.focusPolicy() & Qt.FocusPolicy.TabFocus == Qt.FocusPolicy.TabFocus:
            return w.focusProxy() or w


@pytest.fixture(scope="module")
def thousand(tmp_path_factory):
    """As many images as interrupted_run's journal planned (Resume can finish it)."""
    return make_dataset(tmp_path_factory.mktemp("thousand") / "images", per_class=500,
                        size=(8, 8))


def test_the_interrupted_runs_options_hand_the_focus_to_resume(qtbot, window, thousand,
                                                               tmp_path):
    """"Use the interrupted run's options" goes once pressed: the focus went on into the
    tabs below; Resume is what the user does next."""
    out = tmp_path / "out"
    prepare(qtbot, window, thousand, out)
    interrupted_run(out, str(thousand), recorded_options(
        Job(source=str(thousand), out=str(out), size="256", seed=7)))
    window.options.seed.setValue(3)
    window.revalidate()
    bar = window.actions_bar
    qtbot.waitUntil(lambda: bar.load_btn.isVisible() and not bar.blocked == "checking",
                    timeout=WAIT)
    press(qtbot, window, bar.load_btn)
    assert window.options.seed.value() == 7 and bar.load_btn.isHidden()
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)
    assert focused() is bar.resume_btn, focused()


def test_next_on_the_last_page_hands_the_focus_to_previous(qtbot, window, tmp_path):
    from engine.records.example import encode_example_parts
    from engine.records.tfrecord import frame_parts
    from gui.widgets.record_grid import PAGE_SIZE
    path = tmp_path / "plain.tfrecord"
    path.write_bytes(b"".join(frame_parts(encode_example_parts({"id": i}))
                              for i in range(PAGE_SIZE + 1)))
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_in_inspect(qtbot, panel, path)
    assert panel.next_btn.isEnabled() and not panel.prev_btn.isEnabled()
    with qtbot.waitSignal(panel.thumbnailsDone, timeout=WAIT):
        press(qtbot, window, panel.next_btn)
    assert panel.page == 1 and not panel.next_btn.isEnabled()
    assert focused() is panel.prev_btn, focused()


def test_verify_in_inspect_keeps_the_focus_and_gets_it_back(qtbot, window, tmp_path):
    out = converted_two_classes(tmp_path, shards=1, per_class=2)
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_in_inspect(qtbot, panel, out)
    with qtbot.waitSignal(panel.verifier.finished, timeout=WAIT):
        press(qtbot, window, panel.verify_btn)
        assert not panel.verify_btn.isEnabled() and harmless(panel), focused()
    qtbot.waitUntil(panel.verify_btn.isEnabled, timeout=WAIT)
    assert focused() is panel.verify_btn, focused()


def _job_file(qtbot, window, dataset, tmp_path) -> str:
    prepare(qtbot, window, dataset, tmp_path / "out")
    window.save_job(str(tmp_path / "job.json"))
    return str(tmp_path / "job.json")


def _archive(qtbot, window, dataset, tmp_path) -> str:
    import zipfile
    archive = tmp_path / "downloads" / "pets.zip"
    archive.parent.mkdir()
    with zipfile.ZipFile(archive, "w") as z:
        for f in sorted(dataset.rglob("*.jpg")):
            z.write(f, f.relative_to(dataset))
    return str(archive)


@pytest.mark.parametrize("source, button", [(_job_file, "load_job_btn"),
                                            (_archive, "unpack.button")])
def test_a_source_panel_button_that_goes_gives_the_focus_to_the_next_button(
        qtbot, window, dataset, tmp_path, source, button):
    """Load this job and Unpack go once pressed (the source changes): the focus went on to
    the output folder's field, then waited on an unseen stand-in; now on Browse…."""
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(source(qtbot, window, dataset, tmp_path))
    pressed = panel
    for part in button.split("."):
        pressed = getattr(pressed, part)
    qtbot.waitUntil(pressed.isEnabled, timeout=WAIT)   # an archive: once what it holds is read
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        tab_and_press(qtbot, window, pressed)
    qtbot.waitUntil(lambda: not pressed.isVisibleTo(panel), timeout=WAIT)
    framed_on(window.options.out_btn)
