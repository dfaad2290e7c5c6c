"""The summary says which reader verified the data (issue 11: "verified (TensorFlow)" or
"verified (built-in reader)"), from the verify_result event."""

import os
import signal
import sys

import pytest

from engine import protocol as P
from gui.run_model import RunModel
from gui.widgets.summary_panel import SummaryPanel
from gui.widgets.summary_text import duration_text


@pytest.mark.parametrize("reader, words", [
    ("tensorflow", "verified (TensorFlow)"),
    ("builtin", "verified (built-in reader)"),
    ("", "OK, verified: 12 records"),  # an older engine that does not say
])
def test_summary_names_the_reader(qtbot, reader, words):
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    model = RunModel()
    note = "TensorFlow is not available" if reader == "builtin" else ""
    line = P.encode(P.VerifyResult(ok=True, checked=12, reader=reader, note=note))
    model.verify = P.decode(line)
    panel.show_verify(model)
    text = panel.values["verify"].text()
    assert words in text and "12 records" in text
    assert panel.values["verify"].toolTip() == note


def test_failed_verification_still_lists_the_problems(qtbot):
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    model = RunModel()
    model.verify = P.VerifyResult(ok=False, checked=3, reader="builtin",
                                  problems=["labels.txt: line 1 is 'dog'"])
    panel.show_verify(model)
    assert panel.values["verify"].text() == "FAILED: labels.txt: line 1 is 'dog'"


def test_skipped_counts_what_the_scan_set_aside_as_the_failures_tab_does(qtbot):
    # A table's unusable rows are failures too (the Failures tab listed 6 while the
    # summary said "Skipped: 2": only those that failed while converting)
    from gui.widgets.failures_table import FailuresTable
    panel, table = SummaryPanel(), FailuresTable()
    qtbot.addWidget(panel)
    qtbot.addWidget(table)
    model = RunModel()
    model.start()
    for i in range(4):
        model.on_event(P.ItemFailed(path=f"/t/row{i}.jpg", reason="file not found",
                                    stage="scan"))
    for i in range(2):
        model.on_event(P.ItemFailed(path=f"/t/bad{i}.jpg", reason="broken", stage="decode"))
    model.on_event(P.RunFinished(status="ok", summary=P.ConvertSummary(
        status="ok", written=78, failed=2, rejected_at_scan=4, total=80, shards=1)))
    panel.show_model(model)
    table.sync(model.failures)
    text = panel.values["failed"].text()
    # (78 written + 2 skipped: the 80 counted; the 4 rows set aside said apart)
    assert text == "2 · 4 entries not used (see the Failures tab)", text
    assert table.model.rowCount() == 6


def test_the_check_counts_a_resumes_kept_records(qtbot):
    """After a Resume the check reads every record, the kept shards' too: the header said
    "0 of 2,250 records verified" (this run's shards) until the verifier's first count."""
    model = RunModel()
    model.start()
    model.on_event(P.ShardWritten(path="/o/data-train-00003-of-00004.tfrecord",
                                  split="train", index=3, count=4, records=750))
    model.on_event(P.RunFinished(status="ok", summary=P.ConvertSummary(
        status="ok", written=3000, kept=2250, total=3000, shards=4)))
    model.start_verify()
    assert model.verify_total == 3000


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_a_check_that_was_killed_is_not_said_as_problems_found(qtbot, window, tmp_path):
    """The verify process killed (by a person, or the system when memory ran out): the
    files are all written and the check found nothing, so the window says the check did
    not finish, and how to run it again; it said "Verification: FAILED: The engine stopped
    unexpectedly (exit code 9)" and "Finished, but verification found problems"."""
    from studio_fixtures import make_dataset
    src = make_dataset(tmp_path / "images", per_class=3)
    w = window
    w.set_source(str(src))
    w.options.out_edit.setText(str(tmp_path / "out"))
    w.options.verify.setChecked(True)
    w.options.workers.setValue(1)
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
    verifier = w.controller.verifier

    def kill_the_check() -> None:
        qtbot.waitUntil(lambda: verifier._proc is not None and verifier._proc.processId() > 0,
                        timeout=30_000)
        os.kill(verifier._proc.processId(), signal.SIGKILL)
    w.controller.verifyStarted.connect(kill_the_check)
    with qtbot.waitSignal(w.runEnded, timeout=180_000) as ended:
        assert w.start()
    assert ended.args == [False]
    assert w.model.verify is None and w.model.phase == "finished"
    shown = w.summary.values["verify"].text()
    assert shown.startswith("not verified: the check did not finish (The check was stopped "
                            "from outside: its process was killed."), shown
    assert "signal" not in shown and "9" not in shown   # the number: in the details only
    assert "another). \u201cVerify now\u201d" in shown, shown   # (not "another.).")
    assert shown.endswith(". \u201cVerify now\u201d reads every record back to check it.")
    assert w.summary.verify_btn.isVisibleTo(w.summary) and "FAILED" not in shown
    assert w.statusBar().currentMessage() == ("Finished: every file is written, but the "
                                              "check did not finish.")
    assert w.last_error.accessibleName() == "Verification did not finish"
    assert w.last_error.text().startswith("The check was stopped from outside")
    assert "ended by signal 9" in w.last_error.detailedText()
    w.last_error.close()


def test_while_the_check_runs_the_summary_says_so_and_the_clock_goes_on(qtbot):
    """During the check the Summary said "The conversion failed: ?" above "Written: 3,000",
    and the elapsed clock ticked on from the conversion's end, then fell back to the check's
    own seconds (0:15 at 20%, 0:12 at 91%). It goes on from the run's time as its summary
    says it: the wait between the two processes is neither's, and the folder opened again
    later adds the check's time to the run's (test_summary_total_verified)."""
    now = [100.0]
    model = RunModel(clock=lambda: now[0])
    model.start()
    model.on_event(P.Progress(t=10.0, done=3000, failed=0, total=3000))
    model.on_event(P.RunFinished(t=10.0, status="ok", summary=P.ConvertSummary(
        status="ok", written=3000, total=3000, shards=2, seconds=10.0)))
    model.process_ended(0)
    now[0] += 2.0                     # the check's process starts two seconds later
    model.start_verify()
    assert model.elapsed() == 10.0
    seen = []
    # the check's own clock; its events arrive a little late (TensorFlow starting)
    for t, checked, wall in ((0.5, 0, 1.5), (3.0, 600, 2.0), (11.0, 2700, 8.0)):
        now[0] += wall
        seen.append(model.elapsed())
        model.on_event(P.VerifyProgress(t=t, checked=checked, total=3000))
        seen.append(model.elapsed())
    assert seen == sorted(seen) and seen[-1] >= 10.0 + 11.0, seen
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_model(model)
    assert panel.headline.text() == ("3000 images written to 2 shards; reading them back "
                                     "to check them…")


def test_the_checked_count_is_grouped_as_every_other_count(qtbot, language):
    # "検証: OK … 3000 件" beside "書き込み 3,000"
    from gui.i18n import number
    language("ja")
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    model = RunModel()
    model.verify = P.VerifyResult(ok=True, checked=3000, reader="tensorflow")
    panel.show_verify(model)
    assert number(3000) == "3,000" and "3,000" in panel.values["verify"].text()


def _stub_inspect(window, monkeypatch, folder) -> list[str]:
    """Inspect as Verify now drives it, without reading: the Summary names ``folder``,
    opening only records the paths, and each check started is listed (returned)."""
    checks: list[str] = []
    monkeypatch.setattr(window.inspect, "open_paths",
                        lambda paths: setattr(window.inspect, "paths", list(paths)))
    monkeypatch.setattr(window.inspect, "dataset_folder", lambda: str(folder))
    monkeypatch.setattr(window.inspect, "verify", lambda: checks.append("verify"))
    window.summary.out_dir = str(folder)
    return checks


def test_verify_now_pressed_twice_runs_one_check(window, monkeypatch, tmp_path):
    """Each press of "Verify now" connected one more handler to Inspect's summaryLoaded:
    two presses before the folder was read ran two checks, and a load that never came left
    one waiting, which ran a check when the user opened that folder by hand later."""
    checks = _stub_inspect(window, monkeypatch, tmp_path)
    window.verify_output()
    window.verify_output()
    window.inspect.summaryLoaded.emit({})
    assert checks == ["verify"]
    window.inspect.summaryLoaded.emit({})   # the folder read again
    assert checks == ["verify"]


def test_verify_now_whose_reading_failed_checks_no_later_opening(window, monkeypatch,
                                                                 tmp_path):
    checks = _stub_inspect(window, monkeypatch, tmp_path)
    window.verify_output()   # (its reading fails: no summaryLoaded)
    window.inspect.open_paths([str(tmp_path)])   # the user opens the folder by hand
    window.inspect.summaryLoaded.emit({})
    assert checks == []


def test_verify_now_checks_only_the_folder_it_asked_about(window, monkeypatch, tmp_path):
    checks: list[str] = []
    monkeypatch.setattr(window.inspect, "open_paths", lambda paths: None)
    monkeypatch.setattr(window.inspect, "dataset_folder", lambda: str(tmp_path / "other"))
    monkeypatch.setattr(window.inspect, "verify", lambda: checks.append("verify"))
    window.summary.out_dir = str(tmp_path)
    window.verify_output()
    window.inspect.summaryLoaded.emit({})
    assert checks == []


def test_a_check_cancelled_while_it_loads_keeps_its_clock_and_says_it_stops(qtbot):
    """Cancel pressed right after the conversion (the check's reader loading): elapsed said
    0:09 under "Starting the check…", then 0:04 at the end, and so did the Summary."""
    from gui.widgets.progress_panel import ProgressPanel
    now = [100.0]
    model = RunModel(clock=lambda: now[0])
    model.start()
    model.on_event(P.Progress(t=4.0, done=60, failed=0, total=60))
    model.on_event(P.RunFinished(t=4.0, status="ok", summary=P.ConvertSummary(
        status="ok", written=60, total=60, shards=1, seconds=4.0, convert_seconds=3.0,
        convert_images_per_s=20.0)))
    model.verify_next = True
    model.process_ended(0)
    model.start_verify()
    progress = ProgressPanel()
    qtbot.addWidget(progress)
    now[0] += 5.2                     # TensorFlow loads; Cancel is pressed
    progress.refresh(model, cancelling=True)
    assert progress.counts.text() == "Stopping the check…"
    assert progress.times.text().startswith("elapsed 0:09")
    # the check's process answers on its own clock, which began after it loaded
    model.on_event(P.RunFinished(t=0.3, status="cancelled"))
    now[0] += 0.4
    model.verify_ended()
    model.phase = "cancelled"        # (as the controller settles it)
    model.verify = P.VerifyResult(ok=False, checked=0, cancelled=True)
    end = model.elapsed()
    assert end == pytest.approx(9.6)
    progress.refresh(model)
    assert progress.times.text().startswith("elapsed 0:10")
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_model(model)
    assert panel.values["total"].text().startswith("9.60 s")


def _stopped_check(checked: int) -> RunModel:
    """A run of 60 images whose check the user stopped ("Stop the check") after
    ``checked`` records."""
    now = [100.0]
    model = RunModel(clock=lambda: now[0])
    model.start()
    model.on_event(P.Progress(t=4.0, done=60, failed=0, total=60))
    model.on_event(P.RunFinished(t=4.0, status="ok", summary=P.ConvertSummary(
        status="ok", written=60, total=60, shards=1, seconds=4.0, convert_seconds=3.0,
        convert_images_per_s=20.0)))
    model.verify_next = True
    model.process_ended(0)
    model.start_verify()
    now[0] += 5.2
    if checked:
        model.on_event(P.VerifyProgress(t=5.0, checked=checked, total=60))
    model.verify_ended()
    model.phase = "cancelled"        # (as the controller settles it)
    model.verify = P.VerifyResult(ok=False, checked=model.verify_checked, cancelled=True)
    return model


@pytest.mark.parametrize("checked", [0, 25])
def test_the_total_time_of_a_stopped_check_says_how_far_it_got(qtbot, language, checked):
    """"Stop the check" after the conversion: the Total time said "9.20 s, with the reading
    of the source before the conversion and the check after it" beside a Verification row
    of "0 of 60 records were checked"; it says the check was stopped, and after how many
    records, the Verification row's numbers; so does the Log tab's line of counts."""
    from gui import run_story
    from gui.widgets.summary_time import stopped_check
    language("en")
    model = _stopped_check(checked)
    assert model.verify_checked == checked and model.verify_total == 60
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_model(model)
    total = panel.values["total"].text()
    verify = panel.values["verify"].text()
    assert f"{checked} of 60 records" in verify, verify
    if checked:
        assert total == ("9.20 s, with the reading of the source before the conversion and "
                         "the check after it until it was stopped: 25 of 60 records "
                         "checked"), total
    else:
        assert total == ("9.20 s, with the reading of the source before the conversion and "
                         "the check after it, stopped before any record was checked"), total
    counts = run_story.end_counts(model.summary, with_check=model.elapsed(), stopped=(
        stopped_check(model.verify, model.verify_checked, model.verify_total)))
    assert counts.endswith("the check after it, the run took 9.20 s. " + (
        "The check was stopped after 25 of 60 records." if checked else
        "The check was stopped before any record was checked.")), counts
    # a check that ran to its end says no stop
    model.verify = P.VerifyResult(ok=True, checked=60)
    panel.show_model(model)
    assert panel.values["total"].text().endswith("and the check after it")


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_the_total_time_of_a_stopped_check_in_japanese_and_korean(qtbot, language, lang):
    language(lang)
    model = _stopped_check(25)
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_model(model)
    total = panel.values["total"].text()
    assert "25" in total and "60" in total and "stopped" not in total, total


def test_the_clock_stops_at_the_checks_verdict_at_the_run_and_the_checks_time(qtbot):
    """The check's verdict carries its time: the clock stops at the run's time and it, as
    the folder opened again says them, not at its process's exit (TensorFlow took 3 s more
    to unload: "19.1 s" here, "10.1 s" there)."""
    now = [100.0]
    model = RunModel(clock=lambda: now[0])
    model.start()
    model.on_event(P.RunFinished(t=10.2, status="ok", summary=P.ConvertSummary(
        status="ok", written=30, total=30, shards=1, seconds=10.1, convert_seconds=8.0,
        convert_images_per_s=3.75)))
    model.process_ended(0)
    now[0] += 0.4
    model.start_verify()
    now[0] += 6.0
    model.on_event(P.VerifyProgress(t=5.5, checked=30, total=30))
    assert model.elapsed() == pytest.approx(10.1 + 6.0)   # (ticking on from the run's time)
    model.on_event(P.VerifyResult(t=5.8, ok=True, checked=30, reader="builtin", seconds=5.8))
    model.on_event(P.RunFinished(t=5.8, status="ok"))
    assert model.elapsed() == 10.1 + 5.8
    now[0] += 3.0   # (the process unloads TensorFlow)
    assert model.elapsed() == 10.1 + 5.8
    model.verify_ended()
    model.phase = "finished"
    assert model.elapsed() == 10.1 + 5.8
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_model(model)
    assert panel.values["total"].text() == duration_text(10.1 + 5.8) + (
        ", with the reading of the source before the conversion and the check after it")
