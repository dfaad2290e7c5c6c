"""The summary says which reader verified the data (issue 11: "verified (TensorFlow)" or
"verified (built-in reader)"), from the verify_result event."""

import pytest

from engine import protocol as P
from gui.run_model import RunModel
from gui.widgets.summary_panel import SummaryPanel


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
    assert text.startswith("6 (of them 4 before converting") and table.model.rowCount() == 6
