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
