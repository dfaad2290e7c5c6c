"""One dataset's Total time is one number: right after a run with its check, the Summary
said "19.1 s, with the reading of the source before the conversion and the check after
it"; the same folder opened again said "10.1 s, with the reading of the source before the
conversion", its check's time kept nowhere. The check records its time beside the dataset
(engine.commands.verify.record_result) and says it in its verdict; the run's Summary and
the reopened folder add it to the run's time alike. A real run and check in the window."""

from __future__ import annotations

import datetime
import json

from studio_fixtures import make_dataset, restarted_window, start_and_wait

from engine.output_kind import read_output_state
from engine.output_state import VERIFIED
from gui.run_model import RunModel
from gui.widgets.summary_panel import SummaryPanel
from gui.widgets.summary_text import duration_text

WITH_CHECK = ", with the reading of the source before the conversion and the check after it"
READING = ", with the reading of the source before the conversion"


def _total(panel: SummaryPanel) -> tuple[str, bool]:
    return panel.values["total"].text(), panel.values["total"].isVisibleTo(panel)


def test_the_total_time_with_the_check_is_the_same_when_the_folder_is_opened_again(
        qtbot, window, settings, tmp_path):
    src, out = make_dataset(tmp_path / "images", per_class=4), tmp_path / "out"
    window.set_source(str(src))
    window.options.out_edit.setText(str(out))
    window.options.set_size("16")
    window.options.verify.setChecked(True)   # (the check after the run, as by default)
    window.options.workers.setValue(1)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=30_000)
    assert start_and_wait(qtbot, window)
    model = window.model
    assert model.verify is not None and model.verify.ok
    ran = _total(window.summary)
    assert ran[0].endswith(WITH_CHECK) and ran[1], ran
    reopened = restarted_window(qtbot, settings, src, out)
    assert reopened.summary.headline.text().startswith("The output folder holds a dataset")
    assert _total(reopened.summary) == ran
    # (the clock above the tabs said it too: the run's time and the check's, as kept)
    assert model.elapsed() == model.summary.seconds + model.verify.seconds
    record = json.loads((out / VERIFIED).read_text(encoding="utf-8"))
    assert record["seconds"] == model.verify.seconds > 0
    # a check run a day later (Verify now on the folder opened again): its time is not the
    # run's; the Total said "with the check after it" of the run's time and that check's
    state = read_output_state(str(out))
    later = {**record, "date": (datetime.datetime.fromisoformat(state.created)
                                + datetime.timedelta(days=1)).isoformat()}
    (out / VERIFIED).write_text(json.dumps(later), encoding="utf-8")
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_folder(read_output_state(str(out)))
    said = panel.values["total"].text()
    assert said.endswith(READING) and said != ran[0], said
    assert panel.values["verify"].text().endswith(
        f" (a check run later, not part of the run: {duration_text(record['seconds'])})")
    assert "check run later" not in reopened.summary.values["verify"].text()   # (its own)
    # an older check's record, without its time: the run's time alone, said as such
    del record["seconds"]
    (out / VERIFIED).write_text(json.dumps(record), encoding="utf-8")
    state = read_output_state(str(out))
    assert state.verified is not None   # (still read: "verified on …")
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_folder(state)
    said = panel.values["total"].text()
    assert said.endswith(READING) and said != ran[0], said


def test_a_check_run_later_in_inspect_is_not_the_run_s_own():
    """A finished run without its check, then checked in Inspect (Verify now): the Total
    time said "with the check after it" of the run's time alone (elapsed() never held that
    check's). Only the check the run started as it ended is the run's own."""
    from engine import protocol as P
    model = RunModel()
    model.start()
    model.on_event(P.RunFinished(status="ok", summary=P.ConvertSummary(written=4, seconds=3.0)))
    model.verify = P.VerifyResult(ok=True, checked=4, seconds=2.0)   # (Inspect's, as shown)
    assert not model.own_check()
    model.start_verify()   # the run's own check
    model.verify = P.VerifyResult(ok=True, checked=4, seconds=2.0)
    assert model.own_check()
