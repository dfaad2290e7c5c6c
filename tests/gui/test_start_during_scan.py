"""Start pressed while the window's scan of the source runs waits for the scan (a walk of
session 31): it started the run at once, which read the source a second time beside the
window's scan, under a greyed panel still counting "Checking the images… 4,000 of 18,000",
a header counting the previous source's "files", and a source the scan refuses went to a
run that failed on it. Now the press waits, says so, holds the form as a run does, can be
taken back with Cancel (or Esc), and the run starts with what the scan found."""

from __future__ import annotations

from studio_fixtures import DATA, use_fake
from window_steps import WAIT


def _held_scan(monkeypatch) -> list:
    """The source panel's scans, held until the test runs them (a slow share)."""
    from gui.widgets import source_panel
    held: list = []
    monkeypatch.setattr(source_panel, "run_in_background", lambda fn, _what: held.append(fn))
    return held


def _pressed_during_the_scan(qtbot, window, source, out, monkeypatch) -> list:
    held = _held_scan(monkeypatch)
    window.options.out_edit.setText(str(out))
    window.set_source(str(source))
    assert held and window.source_panel.scanning()
    bar = window.actions_bar
    assert bar.start_btn.isEnabled()   # (it may be pressed: it waits)
    bar.start_btn.click()
    return held


def test_start_during_the_scan_waits_for_it_then_runs(qtbot, window, dataset, tmp_path,
                                                      monkeypatch):
    argv = tmp_path / "argv.jsonl"
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--delay",
             "0.002", "--argv-out", str(argv))
    window.options.verify.setChecked(False)
    held = _pressed_during_the_scan(qtbot, window, dataset, tmp_path / "out", monkeypatch)
    bar = window.actions_bar
    # nothing runs yet: the press waits, and the window says so
    assert not window.controller.running() and not argv.exists()
    assert window.start_queued
    assert not bar.start_btn.isEnabled() and bar.cancel_btn.isEnabled()
    assert not window.options.isEnabled() and not window.source_panel.isEnabled()
    assert window.progress.phase.text().startswith("Start pressed: the run begins when the "
                                                   "scan of the source ends")
    assert window.statusBar().currentMessage().startswith("Start waits for the scan")
    assert not window.start()   # (pressed again: one run)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT) as ended:
        held[-1]()   # the scan answers: the run starts with what it found
    assert ended.args == [True], window.model.error
    assert not window.start_queued
    assert len(argv.read_text().splitlines()) == 1


def test_cancel_takes_a_waiting_start_back(qtbot, window, dataset, tmp_path, monkeypatch):
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"))
    held = _pressed_during_the_scan(qtbot, window, dataset, tmp_path / "out", monkeypatch)
    bar = window.actions_bar
    assert window.start_queued
    bar.cancel_btn.click()
    assert not window.start_queued and not bar.cancel_btn.isEnabled()
    assert window.options.isEnabled() and window.source_panel.isEnabled()
    assert window.statusBar().currentMessage().startswith("Not started")
    # and Esc takes it back too, without asking (nothing runs)
    assert window.start() and window.start_queued
    window.ask_cancel()
    assert not window.start_queued and window.pending_dialog is None
    scanned: list = []   # (connected after the window's own handler: called after it)
    window.source_panel.scanned.connect(scanned.append)
    held[-1]()
    qtbot.waitUntil(lambda: bool(scanned), timeout=WAIT)
    assert window.source_panel.last_result is not None
    assert not window.controller.running() and window.model.phase == "idle"
    assert bar.start_btn.isEnabled()


def test_a_waiting_start_does_not_run_a_source_the_scan_refuses(qtbot, window, tmp_path,
                                                                monkeypatch):
    """A folder without images (an empty class folder): the scan's verdict is said beside
    Start, and no run is started to fail on it."""
    empty = tmp_path / "nothing"
    (empty / "cat").mkdir(parents=True)
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"))
    held = _pressed_during_the_scan(qtbot, window, empty, tmp_path / "out", monkeypatch)
    assert window.start_queued
    held[-1]()
    qtbot.waitUntil(lambda: not window.start_queued, timeout=WAIT)
    assert not window.controller.running() and window.model.phase == "idle"
    assert "source" in window.errors()
    assert window.statusBar().currentMessage() == "Not started: see the problem beside Start."
    assert window.options.isEnabled() and not window.actions_bar.start_btn.isEnabled()


def test_a_confirmed_start_waits_without_asking_again(qtbot, window, dataset, tmp_path,
                                                      monkeypatch):
    """start(confirmed=True) (--start --overwrite: the consent the Replace question asks
    for) pressed during the scan kept its wait but not its consent: the scan's answer
    asked Replace, a dialog --start never waits for."""
    from interrupted_runs import finished_dataset
    argv = tmp_path / "argv.jsonl"
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--argv-out",
             str(argv))
    out = tmp_path / "out"
    finished_dataset(out, str(dataset))
    held = _held_scan(monkeypatch)
    window.set_source(str(dataset))
    window.options.out_edit.setText(str(out))   # (after the source, which proposes one)
    window.options.overwrite.setChecked(True)   # (as --overwrite ticks it)
    assert window.source_panel.scanning() and window.start(confirmed=True)
    assert window.start_queued
    held[-1]()
    qtbot.waitUntil(lambda: argv.exists() or window.pending_dialog is not None, timeout=WAIT)
    assert window.pending_dialog is None   # (no Replace question)
    assert "--overwrite" in argv.read_text()
