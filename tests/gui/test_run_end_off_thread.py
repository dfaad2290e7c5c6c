"""What the window reads of the output folder as a run ends, on a disk that stops answering
(a lab's SMB/NFS share gone, a USB disk pulled out): the Summary's Size on disk and what a
cancel left there, and the folder read again after the engine was killed. Each was read on
the GUI thread and froze the window for good; now they are asked off it (gui.off_thread)
and shown when the disk answers. A hung share: the call patched to wait on an Event."""

from __future__ import annotations

import os

from studio_fixtures import RUN_TIMEOUT, log_text, make_dataset, model_of_run
from test_off_thread import Hung, _events_flow, _gone
from window_steps import WAIT

from engine import protocol as P
from engine.output_state import LOCK_NAME
from gui import off_thread
from gui.units import format_bytes
from gui.widgets import summary_disk
from gui.widgets.summary_panel import SummaryPanel
from tests.engine import imagefactory as F

READING = "the folder's size is still being read (the disk does not answer yet)."
LEFT_READING = "What else the folder holds is still being read (the disk does not answer yet)."


def _panel(qtbot) -> SummaryPanel:
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    return panel


def test_the_size_on_disk_of_a_hung_share_is_said_when_it_answers(qtbot, tmp_path,
                                                                   monkeypatch):
    src, out = tmp_path / "src", tmp_path / "out"
    for i in range(6):
        F.write(src / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(64, 64, i), "JPEG"))
    code, events, err = F.run_engine(F.engine_argv(src, out, "--size", "32", "--workers", "1"))
    assert code == 0, err[-2000:]
    shards = format_bytes(F.types(events, "run_finished")[-1]["summary"]["bytes"])
    healthy = _panel(qtbot)   # (a disk that answers: at once, as before)
    healthy.set_run(str(out), "")
    healthy.show_model(model_of_run(events, code))
    size = healthy.values["size"].text()
    folder = sum(os.path.getsize(out / n) for n in os.listdir(out) if n != LOCK_NAME)
    assert size == f"{format_bytes(folder)} (TFRecord files: {shards})", size
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(summary_disk.run_bytes)
    monkeypatch.setattr(summary_disk, "run_bytes", hung)
    panel = _panel(qtbot)
    panel.set_run(str(out), "")
    panel.show_model(model_of_run(events, code))   # (returns: the listing waits in a thread)
    assert hung.entered.is_set()
    assert panel.values["size"].text() == f"{shards} in TFRecord files; {READING}"
    assert panel.values["written"].text() == healthy.values["written"].text() == "6"
    _events_flow(qtbot)
    hung.release.set()
    qtbot.waitUntil(lambda: panel.values["size"].text() == size, timeout=WAIT)
    assert panel.headline.text() == healthy.headline.text()


def test_a_cancels_headline_names_what_a_hung_folder_holds_when_it_answers(qtbot, tmp_path,
                                                                          monkeypatch):
    out = tmp_path / "out"
    out.mkdir()
    for n in ("labels.txt", "rejected.csv", "convert.log"):
        (out / n).write_text("x", encoding="utf-8")
    events = [{"type": "run_started", "t": 0.0},
              {"type": "run_finished", "t": 1.0, "status": "cancelled",
               "summary": {"status": "cancelled", "written": 0, "shards": 0, "bytes": 0}}]
    left = "The folder holds only the run's other files: convert.log, labels.txt, rejected.csv."

    def shown(panel: SummaryPanel) -> None:
        model = model_of_run(events, P.EXIT_CANCELLED)
        model.phase = "cancelled"   # (as the run controller sets it)
        panel.set_run(str(out), "")
        panel.show_model(model)
    healthy = _panel(qtbot)
    shown(healthy)
    assert healthy.headline.text().endswith(left), healthy.headline.text()
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(summary_disk.left_names)
    monkeypatch.setattr(summary_disk, "left_names", hung)
    panel = _panel(qtbot)
    shown(panel)
    assert hung.entered.is_set()
    assert panel.headline.text().endswith(LEFT_READING), panel.headline.text()
    assert panel.values["size"].text() == \
        "The folder's size is still being read (the disk does not answer yet)."
    _events_flow(qtbot)
    hung.release.set()
    qtbot.waitUntil(lambda: panel.headline.text() == healthy.headline.text(), timeout=WAIT)
    assert panel.values["size"].text() == healthy.values["size"].text()
    # a late answer for a folder no longer shown: dropped
    hung2 = Hung(summary_disk.left_names.real)
    monkeypatch.setattr(summary_disk, "left_names", hung2)
    shown(panel)
    panel.show_running()   # (a new run: the headline is its own)
    hung2.release.set()
    qtbot.waitUntil(lambda: _gone("summary-folder"), timeout=WAIT)
    _events_flow(qtbot)
    assert panel.headline.text() == "Running…"


def _killed_on_a_hung_share(qtbot, w, tmp_path, monkeypatch) -> tuple:
    """The engine killed (TFRS_CRASH_AT_STEP) as it journals its second shard, the folder
    then read on a share that does not answer: returns (the hung read, the ends heard)."""
    from gui import run_controller
    w.set_source(str(make_dataset(tmp_path / "images", per_class=6)))
    w.options.verify.setChecked(False)
    w.options.workers.setValue(1)
    w.options.shard_by.setCurrentIndex(w.options.shard_by.findData("count"))
    w.options.shard_count.setValue(2)

    def start(out, step: int) -> None:
        monkeypatch.setenv("TFRS_CRASH_AT_STEP", str(step))
        w.options.out_edit.setText(str(out))
        qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
        assert w.start()
    with qtbot.waitSignal(w.runEnded, timeout=RUN_TIMEOUT):
        start(tmp_path / "ref", -1)
    steps = F.journal_entry_steps(log_text(w))
    assert len(steps) >= 2, log_text(w)[-3000:]
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(run_controller.read_folder)
    monkeypatch.setattr(run_controller, "read_folder", hung)
    ended: list[tuple] = []
    w.controller.ended.connect(lambda *a: ended.append(a))
    start(tmp_path / "out", steps[1])
    qtbot.waitUntil(hung.entered.is_set, timeout=RUN_TIMEOUT)
    _events_flow(qtbot)
    assert ended == [] and w.controller.running() and w.controller.settling()
    qtbot.waitUntil(lambda: "Reading what the output folder keeps" in log_text(w),
                    timeout=WAIT)
    return hung, ended


def test_a_killed_runs_folder_on_a_hung_share_is_read_without_freezing(qtbot, window,
                                                                       tmp_path, monkeypatch):
    """What the folder keeps is read again (the journal) before the run's numbers are said.
    On a share that stopped answering the window froze there; now the Log says the folder
    is being read, the window goes on, and the numbers come when it answers."""
    w = window
    hung, ended = _killed_on_a_hung_share(qtbot, w, tmp_path, monkeypatch)
    w.start()   # (pressed meanwhile: no second run beside the first's end)
    assert w.controller.job.out == str(tmp_path / "out")
    with qtbot.waitSignal(w.runEnded, timeout=WAIT) as done:
        hung.release.set()
    assert done.args == [False] and [a[:2] for a in ended] == [(False, "failed")]
    assert not w.controller.running()
    m = w.model
    assert m.total == 12 and m.on_disk is not None and m.on_disk[:2] == (1, 6)
    assert w.summary.values["written"].text() == "6"
    w.last_error.close()


def test_quit_while_a_killed_runs_folder_is_read_closes_at_once(qtbot, window, tmp_path,
                                                                monkeypatch):
    """Quit while the end of a killed run waited for a share that does not answer: the
    window stayed open until the disk answered (perhaps never), though the engine was gone
    and nothing was left to save or cancel. Now it closes at once, without a question, and
    the late answer is dropped."""
    w = window
    hung, ended = _killed_on_a_hung_share(qtbot, w, tmp_path, monkeypatch)
    assert w.isVisible()
    w.close()
    assert not w.isVisible() and w.pending_dialog is None
    assert not w.controller.running()
    hung.release.set()
    qtbot.waitUntil(lambda: _gone("run-end-folder"), timeout=WAIT)
    _events_flow(qtbot)
    assert ended == [] and w.last_error is None


def test_cancel_while_a_killed_runs_folder_is_read_ends_the_run_at_once(qtbot, window,
                                                                       tmp_path, monkeypatch):
    """Cancel while the end of a killed run waited for a share that does not answer: it
    said "Cancelling…" and nothing happened (only the engine was cancelled, and it was
    gone), the form locked until the disk answered. Now it stops the wait: the run ends as
    failed at once, the form is free, and the answer that comes late is dropped."""
    w = window
    hung, ended = _killed_on_a_hung_share(qtbot, w, tmp_path, monkeypatch)
    cancel = w.actions_bar.cancel_btn
    assert cancel.isEnabled() and not w.actions_bar.start_btn.isEnabled()
    with qtbot.waitSignal(w.runEnded, timeout=WAIT) as done:
        cancel.click()
    assert done.args == [False] and [a[:2] for a in ended] == [(False, "failed")]
    assert not w.controller.running() and not w.controller.settling()
    assert not cancel.isEnabled()
    said = w.statusBar().currentMessage()   # (not "Cancelling…" beside the header's end)
    assert said and "Cancelling" not in said, said
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=WAIT)
    w.last_error.close()
    hung.release.set()
    qtbot.waitUntil(lambda: _gone("run-end-folder"), timeout=WAIT)
    _events_flow(qtbot)
    assert len(ended) == 1 and not w.controller.running()


def test_replace_on_a_hung_share_says_it_waits_and_confirms_nothing_until_listed(
        qtbot, ready, tmp_path, monkeypatch):
    """The Replace question lists what it deletes (every file of the folder, sized): on a
    share that stopped answering the window froze as Start was pressed. Now the question
    opens, says the folder is still being listed, and its Replace button stays disabled
    until it can say exactly what is deleted; then Replace replaces (the real engine)."""
    from gui import dialogs, replace_listing
    out = tmp_path / "out"
    src = ready.source_panel.source()
    code, _events, err = F.run_engine(F.engine_argv(src, out, "--size", "16", "--workers", "1"))
    assert code == 0, err[-2000:]
    (out / "notes.txt").write_text("mine", encoding="utf-8")
    ready.options.set_replace(True)   # ("Replace existing output")
    qtbot.waitUntil(lambda: ready.out_state.kind == "dataset" and
                    ready.actions_bar.start_btn.isEnabled(), timeout=WAIT)
    assert ready.start()   # (a disk that answers: listed at once, as before)
    healthy = ready.pending_dialog
    assert dialogs.accept_button(healthy).isEnabled()
    listed, details = healthy.informativeText(), healthy.detailedText()
    assert listed.startswith("It deletes the dataset's 1 shard file") and "notes.txt" in listed
    assert "notes.txt" in details.split("Left alone:")[1]
    healthy.reject()
    qtbot.waitUntil(lambda: ready.pending_dialog is None, timeout=WAIT)
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(replace_listing.listing)
    monkeypatch.setattr(replace_listing, "listing", hung)
    assert ready.start()
    box = ready.pending_dialog
    assert box is not None and hung.entered.is_set()
    accept = dialogs.accept_button(box)
    assert accept.text() == "Replace" and not accept.isEnabled()
    assert box.informativeText().startswith(
        "The folder's files are still being listed (the disk does not answer yet). What "
        "“Replace” deletes is said here when they are, and the button can be pressed then.")
    assert "notes.txt" not in box.informativeText() and not box.detailedText()
    _events_flow(qtbot)
    accept.click()   # (disabled: nothing happens)
    _events_flow(qtbot)
    assert ready.pending_dialog is box and not ready.controller.running()
    hung.release.set()
    qtbot.waitUntil(accept.isEnabled, timeout=WAIT)
    assert box.informativeText() == listed and box.detailedText() == details
    with qtbot.waitSignal(ready.runEnded, timeout=RUN_TIMEOUT) as ended:
        accept.click()
    assert ended.args == [True] and (out / "notes.txt").read_text(encoding="utf-8") == "mine"
    assert len(F.records_by_name(out)) == ready.source_panel.last_result.images


def test_replace_on_a_folder_that_cannot_be_listed_deletes_nothing_and_says_so(
        qtbot, ready, tmp_path, monkeypatch):
    """A folder whose listing fails (an I/O error of a share, no permission): the question
    said "It deletes the 0 files…" with Replace enabled, and the engine's --overwrite then
    deleted the dataset's shards. Now it says the folder could not be listed, names it, and
    Replace cannot be pressed; so too when the failure comes after the disk's wait."""
    import errno

    from gui import dialogs, replace_listing
    out = tmp_path / "out"
    src = ready.source_panel.source()
    code, _events, err = F.run_engine(F.engine_argv(src, out, "--size", "16", "--workers", "1"))
    assert code == 0, err[-2000:]
    ready.options.set_replace(True)
    qtbot.waitUntil(lambda: ready.out_state.kind == "dataset" and
                    ready.actions_bar.start_btn.isEnabled(), timeout=WAIT)
    shards = sorted(p.name for p in out.iterdir())

    def eio(folder: str) -> list[str]:
        raise OSError(errno.EIO, "Input/output error", folder)
    said = (f"The folder {out} could not be listed: nothing can be replaced until it can.")
    monkeypatch.setattr(off_thread, "GRACE", 60.0)   # (failed at once: answered within it)
    monkeypatch.setattr(replace_listing, "listing", eio)
    assert ready.start()
    box = ready.pending_dialog
    assert box is not None and not dialogs.accept_button(box).isEnabled()
    assert box.informativeText().startswith(said), box.informativeText()
    assert "It deletes" not in box.informativeText() and not box.detailedText()
    box.reject()
    qtbot.waitUntil(lambda: ready.pending_dialog is None, timeout=WAIT)
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(eio)
    monkeypatch.setattr(replace_listing, "listing", hung)
    assert ready.start()
    box = ready.pending_dialog
    assert box is not None and hung.entered.is_set()
    hung.release.set()
    qtbot.waitUntil(lambda: box.informativeText().startswith(said), timeout=WAIT)
    accept = dialogs.accept_button(box)
    assert not accept.isEnabled() and "It deletes" not in box.informativeText()
    accept.click()   # (disabled: nothing happens)
    _events_flow(qtbot)
    assert ready.pending_dialog is box and not ready.controller.running()
    assert sorted(p.name for p in out.iterdir()) == shards
    box.reject()


def test_verify_now_beside_a_dataset_on_a_hung_share_comes_when_it_answers(
        qtbot, tmp_path, monkeypatch):
    """"Verify now" is offered only beside a folder that is there: that was an isdir on
    the GUI thread each time the Verification row was said, and a share that stopped
    answering froze the window. Now it is known with the folder's files (SummaryDisk):
    until they come the row says the dataset is not verified, without the button."""
    from engine.output_kind import read_output_state
    src, out = tmp_path / "src", tmp_path / "out"
    for i in range(4):
        F.write(src / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(32, 32, i), "JPEG"))
    code, _events, err = F.run_engine(F.engine_argv(src, out, "--size", "16", "--workers", "1"))
    assert code == 0, err[-2000:]
    state = read_output_state(str(out))
    assert state.kind == "dataset" and state.verified is None, state
    healthy = _panel(qtbot)
    healthy.show_folder(state)
    said = healthy.values["verify"].text()
    assert healthy.verify_btn.isVisibleTo(healthy) and "Verify now" in said, said
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(summary_disk.read_files)
    monkeypatch.setattr(summary_disk, "read_files", hung)
    panel = _panel(qtbot)
    panel.show_folder(state)   # (returns: the folder is asked in a thread)
    assert hung.entered.is_set()
    assert not panel.verify_btn.isVisibleTo(panel)
    assert "Verify now" not in panel.values["verify"].text()
    assert said.startswith(panel.values["verify"].text())
    _events_flow(qtbot)
    hung.release.set()
    qtbot.waitUntil(lambda: panel.verify_btn.isVisibleTo(panel), timeout=WAIT)
    assert panel.values["verify"].text() == said
    assert panel.values["size"].text() == healthy.values["size"].text()
