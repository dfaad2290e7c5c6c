"""The window on a disk that stops answering (a lab's SMB/NFS share gone, a USB disk pulled
out): the file-system questions it asked on the GUI thread (gui.off_thread) are asked in a
thread, so the window goes on processing events while they hang, and their answer is used
when it comes. A hung share is simulated by patching the call to wait on an Event."""

from __future__ import annotations

import os
import threading

from PySide6.QtCore import QTimer
from studio_fixtures import RUN_TIMEOUT, make_dataset
from window_steps import WAIT

from gui import off_thread, source_stamp
from gui.off_thread import OffThread
from tests.engine import imagefactory as F


class Hung:
    """Patched in for a file-system call: the first ``calls`` wait until released."""

    def __init__(self, real) -> None:
        self.real, self.entered, self.release = real, threading.Event(), threading.Event()

    def __call__(self, *args, **kwargs):
        self.entered.set()
        assert self.release.wait(WAIT / 1000), "never released"
        return self.real(*args, **kwargs)


def _events_flow(qtbot) -> None:
    """The GUI thread processes events: a timer started now fires."""
    fired: list[int] = []
    QTimer.singleShot(10, lambda: fired.append(1))
    qtbot.waitUntil(lambda: fired == [1], timeout=WAIT)


def _gone(name: str) -> bool:
    return not any(t.name == name for t in threading.enumerate())


def test_a_stale_answer_is_dropped_and_the_newest_one_used(qtbot, monkeypatch):
    monkeypatch.setattr(off_thread, "GRACE", 0.0)
    ask, got = OffThread("test-ask"), []
    first, second = threading.Event(), threading.Event()
    assert ask.ask(lambda: first.wait(WAIT / 1000) and "first", got.append, "") == (False, None)
    assert ask.pending()
    assert ask.ask(lambda: second.wait(WAIT / 1000) and "second", got.append, "")[0] is False
    first.set()   # the first answer comes now, after the second question: dropped
    qtbot.waitUntil(lambda: sum(t.name == "test-ask" for t in threading.enumerate()) == 1,
                    timeout=WAIT)
    _events_flow(qtbot)
    assert got == [] and ask.pending()
    second.set()
    qtbot.waitUntil(lambda: got == ["second"], timeout=WAIT)
    qtbot.waitUntil(lambda: _gone("test-ask"), timeout=WAIT)
    _events_flow(qtbot)
    assert got == ["second"] and not ask.pending()
    # an answer that comes within the grace: told at once, never again later
    monkeypatch.setattr(off_thread, "GRACE", 60.0)
    assert ask.ask(lambda: "now", got.append, "") == (True, "now")
    qtbot.waitUntil(lambda: _gone("test-ask"), timeout=WAIT)
    _events_flow(qtbot)
    assert got == ["second"]
    # a question that raises: its fallback
    monkeypatch.setattr(off_thread, "GRACE", 60.0)
    assert ask.ask(lambda: 1 / 0, got.append, "fallback") == (True, "fallback")
    qtbot.waitUntil(lambda: _gone("test-ask"), timeout=WAIT)   # (its traceback: printed here)


def test_start_on_a_hung_share_waits_without_freezing_then_runs(qtbot, ready, tmp_path,
                                                                 monkeypatch):
    """Start stats the source's folders (gui.source_stamp.changed): on a share that does not
    answer, the window said nothing and froze for good. Now Start waits, says why, the
    window goes on, and the run (the real engine's) begins when the folders answer."""
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    panel, res = ready.source_panel, ready.source_panel.last_result
    assert res.stamp
    hung = Hung(source_stamp._entry)
    monkeypatch.setattr(source_stamp, "_entry", hung)
    assert ready.start()
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)   # (its thread: maybe not run yet)
    assert not hung.release.is_set()
    assert ready.start_queued and not ready.controller.running()
    assert ready.statusBar().currentMessage().startswith(
        "Start waits while the source's folders are checked")
    _events_flow(qtbot)
    assert ready.start_queued and not ready.controller.running()
    with qtbot.waitSignal(ready.runEnded, timeout=RUN_TIMEOUT) as ended:
        hung.release.set()
    assert ended.args == [True]
    assert panel.last_result is res   # unchanged: not read again
    assert len(F.records_by_name(tmp_path / "out")) == res.images


def test_start_taken_back_while_the_share_hangs_never_starts(qtbot, ready, monkeypatch):
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(source_stamp._entry)
    monkeypatch.setattr(source_stamp, "_entry", hung)
    assert ready.start() and ready.start_queued
    ready.actions_bar.cancel_btn.click()   # the window answers the press
    assert not ready.start_queued
    assert ready.statusBar().currentMessage() == (
        "Not started: Start no longer waits for the check of the source's folders.")
    hung.release.set()
    qtbot.waitUntil(lambda: _gone("source-stamp"), timeout=WAIT)
    _events_flow(qtbot)   # (the late answer delivered, and dropped)
    assert not ready.start_queued and not ready.controller.running()


def test_start_reads_again_a_source_changed_when_the_share_answers(qtbot, window, tmp_path,
                                                                   monkeypatch):
    src = make_dataset(tmp_path / "images", per_class=2, size=(8, 8))
    back = os.stat(src).st_mtime - 60   # (a change the stamp can see: test_stale_scan)
    for folder, _, _ in os.walk(src):
        os.utime(folder, (back, back))
    panel = window.source_panel
    window.set_source(str(src))
    window.options.out_edit.setText(str(tmp_path / "out"))
    qtbot.waitUntil(lambda: panel.last_result is not None and
                    window.actions_bar.start_btn.isEnabled(), timeout=WAIT)
    assert panel.last_result.images == 4
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(source_stamp._entry)
    monkeypatch.setattr(source_stamp, "_entry", hung)
    assert window.start() and window.start_queued
    make_dataset(src, per_class=6, size=(8, 8))   # copied in while the share hung
    seen = []
    window.controller.started.connect(lambda: seen.append(panel.last_result.images))
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT):
        hung.release.set()
    assert seen == [12]
    assert len(F.records_by_name(tmp_path / "out")) == 12


def test_a_file_chosen_on_a_hung_share_is_read_when_it_answers(qtbot, window, tmp_path,
                                                               monkeypatch):
    """File… on a YOLO export's classes.txt: the window looks for images/ beside it (a
    listing, gui.pickers) before it knows the source is the export's folder."""
    from gui import pickers
    from gui.widgets import source_panel as sp
    export = tmp_path / "export"
    (export / "images").mkdir(parents=True)
    (export / "classes.txt").write_text("cell\n", encoding="utf-8")
    panel = window.source_panel
    before = panel.source()
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(pickers._holds_a_yolo_export)
    monkeypatch.setattr(pickers, "_holds_a_yolo_export", hung)
    monkeypatch.setattr(sp, "ask_source_file", lambda _p, _s: str(export / "classes.txt"))
    panel.table_btn.click()
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)   # (its thread: maybe not run yet)
    _events_flow(qtbot)
    assert panel.source() == before   # not yet known what it stands for
    hung.release.set()
    qtbot.waitUntil(lambda: panel.source() == str(export), timeout=WAIT)
    qtbot.waitUntil(lambda: panel.last_result is not None and
                    panel.last_result.source == str(export), timeout=WAIT)


def test_a_path_typed_while_the_share_hangs_is_kept(qtbot, window, tmp_path, monkeypatch):
    from gui import pickers
    from gui.widgets import source_panel as sp
    export = tmp_path / "export"
    (export / "images").mkdir(parents=True)
    (export / "classes.txt").write_text("cell\n", encoding="utf-8")
    other = make_dataset(tmp_path / "other", per_class=1, size=(8, 8))
    panel = window.source_panel
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(pickers._holds_a_yolo_export)
    monkeypatch.setattr(pickers, "_holds_a_yolo_export", hung)
    monkeypatch.setattr(sp, "ask_source_file", lambda _p, _s: str(export / "classes.txt"))
    panel.table_btn.click()
    window.set_source(str(other))   # typed (or dropped) meanwhile: the user's choice
    hung.release.set()
    qtbot.waitUntil(lambda: _gone("source-pick"), timeout=WAIT)
    _events_flow(qtbot)
    assert panel.source() == str(other)


def test_inspect_is_marked_stale_when_the_hung_realpath_answers(qtbot, window, tmp_path,
                                                                monkeypatch):
    """A run starts writing a folder: whether Inspect read there is a realpath of both
    paths, which waited on the GUI thread for a share that does not answer."""
    from gui import window_tabs
    out = tmp_path / "out"
    out.mkdir()
    monkeypatch.setattr(window.inspect, "paths", [str(out / "train-00000-of-00001.tfrecord")])
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(window_tabs._within)
    monkeypatch.setattr(window_tabs, "_within", hung)
    window.inspect_stale = False
    window.rewritten_for_inspect(str(out))
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)   # (its thread: maybe not run yet)
    assert not window.inspect_stale
    _events_flow(qtbot)
    hung.release.set()
    qtbot.waitUntil(lambda: window.inspect_stale, timeout=WAIT)
    # another folder: not marked
    window.inspect_stale = False
    window.rewritten_for_inspect(str(tmp_path / "elsewhere"))
    qtbot.waitUntil(lambda: _gone("inspect-within"), timeout=WAIT)
    _events_flow(qtbot)
    assert not window.inspect_stale


def test_the_failures_list_asks_the_source_once_not_once_a_row(qtbot, tmp_path, monkeypatch):
    """Each row's name ("cats/img1.jpg") depends on whether the source is a table: the
    list statted the source for every row it sorted and every cell it painted (2.8 s for
    2,000 rows at 1 ms a stat; for good on a share that stopped answering)."""
    from gui.run_failures import Failure
    from gui.widgets.failures_model import FailuresModel
    table = tmp_path / "list.csv"
    table.write_text("path,label\n", encoding="utf-8")
    real, asked = os.path.isfile, []
    monkeypatch.setattr(os.path, "isfile", lambda p: (asked.append(p), real(p))[1])
    for source, first in ((tmp_path, "c0/img0.jpg"), (table, "c0/img0.jpg")):
        model = FailuresModel()
        model.source = str(source)
        model.set_rows([Failure(path=str(tmp_path / f"c{i % 3}" / f"img{i}.jpg"), reason="x")
                        for i in range(300)])
        names = [model.data(model.index(r, 0)) for r in range(model.rowCount())]
        assert names[0] == first and len(set(names)) == 300
        assert asked == [str(source)], asked[:5]
        asked.clear()
    # the scan's names: decided in its thread, asked of no one as the window lists them
    src = make_dataset(tmp_path / "images", per_class=1, size=(8, 8))
    from gui.scan import ScanTask
    task = ScanTask(str(src), 1, lambda: False)
    got = []
    task.signals.finished.connect(lambda _g, res: got.append(res))
    task.run()
    qtbot.waitUntil(lambda: bool(got), timeout=WAIT)
    asked.clear()
    res = got[0]
    assert res.base == (str(src),)   # (the folders its names are shown relative to)
    assert res.display_name(str(src / "cat" / "a.png")) == "cat/a.png" and asked == []


CHECKING = ("Start waits while the source and the output folder are checked (the disk does "
            "not answer yet).")


def _asking(name: str = "form-disk") -> int:
    return sum(t.name == name for t in threading.enumerate())


def test_an_output_folder_on_a_hung_share_is_checked_without_freezing(qtbot, ready, tmp_path,
                                                                       monkeypatch):
    """Each check of the form read the output folder on the GUI thread (its stats, and when
    it changed a listing and a try at writing there): choosing a folder on a share that
    does not answer froze the window for good. Now Start waits and says why, the window goes
    on, and the verdict of the folder chosen last comes when the share answers."""
    from gui import output_folder
    theirs = tmp_path / "theirs"
    theirs.mkdir()
    (theirs / "holiday-0.jpg").write_bytes(b"x")
    bar = ready.actions_bar
    assert bar.start_btn.isEnabled()
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(output_folder.folder_key)
    monkeypatch.setattr(output_folder, "folder_key", hung)
    ready.options.set_output_folder(str(tmp_path / "new-out"))
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    assert not bar.start_btn.isEnabled() and not ready.start_action.isEnabled()
    assert bar.why_not() == CHECKING and ready.display.progress.not_ready == CHECKING
    _events_flow(qtbot)
    ready.options.prefix.setText("lab")   # another check: the same question, not asked again
    assert _asking() == 1 and not bar.start_btn.isEnabled()
    ready.options.set_output_folder(str(theirs))   # chosen meanwhile: its answer counts
    assert _asking() == 2 and bar.why_not() == CHECKING
    hung.release.set()
    qtbot.waitUntil(lambda: "holiday-0.jpg" in bar.why_not(), timeout=WAIT)
    assert not bar.start_btn.isEnabled() and ready.out_state.path == str(theirs)
    qtbot.waitUntil(lambda: _asking() == 0, timeout=WAIT)
    _events_flow(qtbot)
    assert "holiday-0.jpg" in bar.why_not()   # (the stale answer: dropped)
    ready.options.set_output_folder(str(tmp_path / "new-out"))   # answered at once now
    assert bar.start_btn.isEnabled() and bar.why_not() == ""


def test_a_source_on_a_hung_share_is_checked_without_freezing(qtbot, window, tmp_path,
                                                               monkeypatch):
    """Each check of the form asked what the source is (about four stats) on the GUI
    thread. Now the window goes on (the source's scan, not hung, shows what it found),
    Start waits, and is enabled when the share answers."""
    from gui import job_rules
    src = make_dataset(tmp_path / "images", per_class=2, size=(8, 8))
    window.options.set_output_folder(str(tmp_path / "out"))
    panel, bar = window.source_panel, window.actions_bar
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(job_rules.source_kind)
    monkeypatch.setattr(job_rules, "source_kind", hung)
    window.set_source(str(src))
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    assert not bar.start_btn.isEnabled() and bar.why_not() == CHECKING
    qtbot.waitUntil(lambda: panel.last_result is not None and
                    panel.last_result.source == str(src) and not panel.scanning(),
                    timeout=WAIT)
    _events_flow(qtbot)
    assert panel.last_result.images == 4
    assert not bar.start_btn.isEnabled() and bar.why_not() == CHECKING and _asking() == 1
    hung.release.set()
    qtbot.waitUntil(bar.start_btn.isEnabled, timeout=WAIT)
    assert bar.why_not() == "" and ready_header(window)


def test_start_waits_for_a_hung_output_folder_then_runs(qtbot, ready, tmp_path, monkeypatch):
    """Start pressed as the output folder's share stops answering (the source's folders,
    elsewhere, answer): Start's check of the folder waited in the GUI thread. Now the press
    waits, Cancel can take it back, and the run (the real engine's) begins when it answers."""
    from gui import output_folder
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(output_folder.folder_key)
    monkeypatch.setattr(output_folder, "folder_key", hung)
    assert ready.start()
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)   # (its thread: maybe not run yet)
    assert ready.start_queued and not ready.controller.running()
    assert ready.actions_bar.cancel_btn.isEnabled() and not ready.options.isEnabled()
    assert ready.statusBar().currentMessage().startswith("Start waits while the source")
    _events_flow(qtbot)
    assert ready.start_queued and not ready.controller.running()
    with qtbot.waitSignal(ready.runEnded, timeout=RUN_TIMEOUT) as ended:
        hung.release.set()
    assert ended.args == [True]
    assert len(F.records_by_name(tmp_path / "out")) == ready.source_panel.last_result.images


def ready_header(window) -> bool:
    """The header no longer says Start waits for the disk."""
    return window.display.progress.not_ready != CHECKING


def test_a_file_answer_coming_during_a_run_leaves_the_run_and_the_form(qtbot, ready, tmp_path,
                                                                      monkeypatch):
    """File… on a share that answers slowly, then Start: the answer came during the run and
    changed the form's source and output folder while the engine wrote the old ones."""
    from gui import pickers
    from gui.widgets import source_panel as sp
    export = tmp_path / "export"
    (export / "images").mkdir(parents=True)
    (export / "classes.txt").write_text("cell\n", encoding="utf-8")
    panel, source, out = ready.source_panel, ready.source_panel.source(), str(tmp_path / "out")
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(pickers._holds_a_yolo_export)
    monkeypatch.setattr(pickers, "_holds_a_yolo_export", hung)
    monkeypatch.setattr(sp, "ask_source_file", lambda _p, _s: str(export / "classes.txt"))
    panel.table_btn.click()
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    with qtbot.waitSignal(ready.runEnded, timeout=RUN_TIMEOUT):
        assert ready.start() and ready.controller.job.source == source
        hung.release.set()
        qtbot.waitUntil(lambda: _gone("source-pick"), timeout=WAIT)
        _events_flow(qtbot)   # (the late answer delivered, and dropped)
        assert panel.source() == source and ready.options.out_edit.text() == out
    assert ready.controller.job.source == source and ready.controller.job.out == out
    assert panel.source() == source and ready.options.out_edit.text() == out
    assert panel.last_result is not None and panel.last_result.source == source


def test_a_folder_chosen_again_answering_during_a_run_starts_no_scan(qtbot, ready, monkeypatch):
    """The source chosen again after its files changed, on a share that answers slowly, then
    Start: the answer "changed" came during the run and began a second scan beside it."""
    panel, res = ready.source_panel, ready.source_panel.last_result
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(lambda _stamp: True)   # (its folders changed: read it again, when told)
    monkeypatch.setattr(source_stamp, "changed", hung)
    from gui.widgets import source_asks
    monkeypatch.setattr(source_asks, "changed", hung)
    panel.set_source(panel.source(), picked=True)
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    monkeypatch.setattr(source_asks, "changed", lambda _stamp: False)   # (Start's own look)
    scans: list[int] = []
    panel.scanStarted.connect(lambda: scans.append(1))
    with qtbot.waitSignal(ready.runEnded, timeout=RUN_TIMEOUT):
        assert ready.start() and ready.controller.running()
        hung.release.set()
        qtbot.waitUntil(lambda: _gone("source-stamp-again"), timeout=WAIT)
        _events_flow(qtbot)
        assert scans == [] and panel.last_result is res
    assert scans == [] and panel.last_result is res
