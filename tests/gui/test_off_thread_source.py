"""Choosing a source on a share that stopped answering (or one whose proposed output folder
is there): the output folder proposed for it (gui.source_proposal: whether the user's
folder stays, the exists loop of the folders named after it, an interrupted run of it, the
recent sources) was about ten looks at the disk on the GUI thread, and the window froze
for good. Now they are one question off the GUI thread: the window goes on, the form says
the folder is being worked out, Start waits for it and then writes to the folder proposed
(never the previous source's), and a folder typed meanwhile is the user's and stays. A
hung share is simulated by patching the call to wait on an Event (test_off_thread.Hung)."""

from __future__ import annotations

import os

from interrupted_runs import documents_in
from PySide6.QtTest import QTest
from studio_fixtures import RUN_TIMEOUT, focus_in, make_dataset, window_added
from test_off_thread import Hung, _events_flow, _gone
from window_steps import WAIT

from gui import off_thread, source_proposal, window_files
from tests.engine import imagefactory as F

WORKING = ("Working out the output folder for this source (the disk does not answer yet): "
           "Start waits for it.")


def _choose_on_hung_share(qtbot, window, tmp_path, monkeypatch):
    """A first source with the folder the window proposed; then a second, chosen while the
    disk the proposal looks at hangs. Returns (the second source, the folder before, the
    hung call)."""
    documents_in(monkeypatch, tmp_path)
    first = make_dataset(tmp_path / "cats", per_class=2, size=(8, 8))
    window.set_source(str(first))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None and
                    window.source_panel.last_result.source == str(first), timeout=WAIT)
    before = window.options.output_folder()
    assert before.endswith("cats-tfrecord") and window._auto_out
    second = make_dataset(tmp_path / "dogs", per_class=3, size=(8, 8))
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(source_proposal.default_output_for)
    monkeypatch.setattr(source_proposal, "default_output_for", hung)
    window.set_source(str(second))   # (returns: the window does not wait for the share)
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    _events_flow(qtbot)   # a timer fires: the window goes on
    assert window.options.output_folder() == before   # (not known yet)
    assert window.actions_bar.why_not() == WORKING
    assert not window.actions_bar.start_btn.isEnabled()
    # the source's scan ends meanwhile (its disk answers): the proposal still decides
    panel = window.source_panel
    qtbot.waitUntil(lambda: panel.last_result is not None and
                    panel.last_result.source == str(second) and not panel.scanning(),
                    timeout=WAIT)
    _events_flow(qtbot)
    assert window.actions_bar.why_not() == WORKING
    return second, before, hung


def test_start_waits_for_the_folder_proposed_then_writes_there(qtbot, window, tmp_path,
                                                                monkeypatch):
    second, before, hung = _choose_on_hung_share(qtbot, window, tmp_path, monkeypatch)
    assert window.start()   # pressed while the proposal hangs: it waits
    assert window.start_queued and not window.controller.running()
    _events_flow(qtbot)
    assert window.start_queued and not window.controller.running()
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT) as ended:
        hung.release.set()
    assert ended.args == [True]
    proposed = tmp_path / "Documents" / "TFRecord Studio" / "dogs-tfrecord"
    assert window.options.output_folder() == str(proposed)
    assert window.controller.job is not None and window.controller.job.out == str(proposed)
    assert len(F.records_by_name(proposed)) == 6   # the second source's, read back
    assert not (tmp_path / "Documents" / "TFRecord Studio" / "cats-tfrecord").exists()
    assert before.endswith("cats-tfrecord")   # (the previous source's: nothing written)
    assert str(second) in window.settings.get("source/recent")


def test_a_folder_typed_meanwhile_is_the_users_and_stays(qtbot, window, tmp_path,
                                                          monkeypatch):
    second, _before, hung = _choose_on_hung_share(qtbot, window, tmp_path, monkeypatch)
    typed = tmp_path / "mine"
    edit = window.options.out_edit
    focus_in(qtbot, window, edit)
    edit.selectAll()
    QTest.keyClicks(edit, str(typed))
    assert window.primary()   # (Ctrl+Enter: the typing checked at once) waits for the share
    assert window.start_queued and not window.controller.running()
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT) as ended:
        hung.release.set()
    assert ended.args == [True]
    assert window.options.output_folder() == str(typed)
    assert len(F.records_by_name(typed)) == 6
    assert not (tmp_path / "Documents" / "TFRecord Studio" / "dogs-tfrecord").exists()
    assert "named after the previous source" not in window.statusBar().currentMessage()


def test_a_late_proposal_for_a_source_left_is_dropped(qtbot, window, tmp_path, monkeypatch):
    """Newest wins: a third source chosen while the second's proposal hangs gets its own
    folder, and the second's, coming late, changes nothing."""
    _second, _before, hung = _choose_on_hung_share(qtbot, window, tmp_path, monkeypatch)
    third = make_dataset(tmp_path / "birds", per_class=1, size=(8, 8))
    monkeypatch.setattr(source_proposal, "default_output_for", hung.real)
    monkeypatch.setattr(off_thread, "GRACE", 60.0)   # (this disk answers)
    window.set_source(str(third))
    docs = tmp_path / "Documents" / "TFRecord Studio"
    assert window.options.output_folder() == str(docs / "birds-tfrecord")
    hung.release.set()
    qtbot.waitUntil(lambda: _gone("source-proposal"), timeout=WAIT)
    _events_flow(qtbot)
    assert window.options.output_folder() == str(docs / "birds-tfrecord")
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    assert window.actions_bar.why_not() != WORKING


def test_a_window_reopened_on_a_hung_share_opens(qtbot, settings, tmp_path, monkeypatch):
    """The window reopened on its last job asked whether its output folder was the one it
    had named for the source (named_for looks at the source) on the GUI thread: on a
    share that stopped answering it never opened. Now it opens; the answer, when it
    comes, makes the folder the window's again (a new source replaces it, saying nothing)."""
    from gui.job import Job
    from gui.main_window import MainWindow
    documents_in(monkeypatch, tmp_path)
    src = make_dataset(tmp_path / "cats", per_class=1, size=(8, 8))
    docs = tmp_path / "Documents" / "TFRecord Studio"
    settings.save_job(Job(source=str(src), out=str(docs / "cats-tfrecord")))
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(window_files.named_for)
    monkeypatch.setattr(window_files, "named_for", hung)
    w = MainWindow(settings)   # (returns: it does not wait for the share)
    window_added(qtbot, w)
    w.show()
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    _events_flow(qtbot)
    assert not w._auto_out and w.options.output_folder() == str(docs / "cats-tfrecord")
    hung.release.set()
    qtbot.waitUntil(lambda: w._auto_out, timeout=WAIT)
    monkeypatch.setattr(off_thread, "GRACE", 60.0)   # (this disk answers)
    w.set_source(str(make_dataset(tmp_path / "dogs", per_class=1, size=(8, 8))))
    assert w.options.output_folder() == str(docs / "dogs-tfrecord")
    assert "previous source" not in w.statusBar().currentMessage()


def test_a_proposal_that_fails_leaves_the_previous_sources_folder_out(qtbot, window, tmp_path,
                                                                      monkeypatch):
    """The proposal raised (a PermissionError of a folder it looks at): the form kept the
    previous source's cats-tfrecord for the new source, and Start wrote the dogs there.
    Now the window's own folder is taken out and the form asks for one; so too when the
    failure comes after the disk's wait."""
    documents_in(monkeypatch, tmp_path)
    first = make_dataset(tmp_path / "cats", per_class=2, size=(8, 8))
    panel = window.source_panel

    def scanned(source) -> None:
        qtbot.waitUntil(lambda: panel.last_result is not None and
                        panel.last_result.source == str(source) and not panel.scanning(),
                        timeout=WAIT)
        _events_flow(qtbot)
    window.set_source(str(first))
    scanned(first)
    before = window.options.output_folder()
    assert before.endswith("cats-tfrecord") and window._auto_out

    def denied(*_args, **_kwargs) -> str:
        raise PermissionError(13, "Permission denied", str(tmp_path))
    real = source_proposal.default_output_for
    monkeypatch.setattr(source_proposal, "default_output_for", denied)
    second = make_dataset(tmp_path / "dogs", per_class=3, size=(8, 8))
    window.set_source(str(second))   # (failed at once: within the wait)
    scanned(second)
    assert window.options.output_folder() == ""
    assert not window.actions_bar.start_btn.isEnabled()
    window.start()
    _events_flow(qtbot)
    assert not window.controller.running() and not os.path.exists(before)
    third = make_dataset(tmp_path / "birds", per_class=1, size=(8, 8))
    # (this disk answers again: the window's own folder for the third)
    monkeypatch.setattr(source_proposal, "default_output_for", real)
    window.set_source(str(third))
    scanned(third)
    before = window.options.output_folder()
    assert before.endswith("birds-tfrecord") and window._auto_out
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(denied)
    monkeypatch.setattr(source_proposal, "default_output_for", hung)
    window.set_source(str(second))
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    _events_flow(qtbot)
    assert window.options.output_folder() == before   # (not known yet)
    hung.release.set()
    qtbot.waitUntil(lambda: window.options.output_folder() == "", timeout=WAIT)
    scanned(second)
    assert not window.actions_bar.start_btn.isEnabled()
    window.start()
    _events_flow(qtbot)
    assert not window.controller.running() and not os.path.exists(before)


def test_a_last_parent_that_may_not_be_looked_into_gives_the_documents_folder(
        tmp_path, monkeypatch):
    """The folder of the last run's output, which this user may not look into any more (a
    PermissionError from its is_dir): the proposal raised; now that folder is passed over
    for Documents, as a folder that is gone is."""
    from pathlib import Path

    from gui.settings import default_output_for
    documents_in(monkeypatch, tmp_path)
    locked, src = tmp_path / "locked", make_dataset(tmp_path / "cats", per_class=1, size=(8, 8))
    locked.mkdir()
    real = Path.is_dir

    def is_dir(self) -> bool:
        if self == locked:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)
    monkeypatch.setattr(Path, "is_dir", is_dir)
    assert default_output_for(str(src), parent=str(locked)) == \
        str(tmp_path / "Documents" / "TFRecord Studio" / "cats-tfrecord")
