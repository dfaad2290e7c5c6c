"""While the engine reads every record (minutes for a lab's dataset of many GB), the
Inspect tab says how far it is, from `inspect --progress`'s lines on stderr: it said only
"Reading every record…" and looked hung. A failed inspect still gives the engine's reason,
not its last progress line. The engine is a tiny program that waits for the test."""

from __future__ import annotations

import json
import sys

from test_inspect_contract import WAIT, document

from gui.i18n import number
from gui.widgets.inspect_panel import InspectPanel


def _panel(qtbot, tmp_path, body: str) -> InspectPanel:
    script = tmp_path / "fake_inspect.py"
    script.write_text("import os, sys, time\n" + body)
    panel = InspectPanel(command=[sys.executable, str(script)])
    qtbot.addWidget(panel)
    return panel


def test_the_summary_says_how_far_the_reading_is(qtbot, tmp_path):
    go = tmp_path / "go"
    doc = json.dumps(document(tmp_path, 1))
    panel = _panel(qtbot, tmp_path, (
        "assert '--progress' in sys.argv\n"
        "print('progress: 12000 records, file 2 of 4', file=sys.stderr, flush=True)\n"
        f"while not os.path.exists({str(go)!r}):\n"
        "    time.sleep(0.05)\n"
        f"sys.stdout.write({json.dumps(doc)})\n"))
    panel.open_paths([str(tmp_path / "a.tfrecord")])
    said = f"{number(12000)} records read so far (file 2 of 4)"
    qtbot.waitUntil(lambda: said in panel.summary.text(), timeout=WAIT)
    assert panel.summary.text().startswith("Reading every record…")
    go.touch()
    qtbot.waitUntil(lambda: panel.report is not None, timeout=WAIT)
    assert "so far" not in panel.summary.text() and "42" in panel.summary.text()


def test_a_failed_inspect_gives_its_reason_not_its_progress(qtbot, tmp_path):
    panel = _panel(qtbot, tmp_path, (
        "print('inspect: /lab/a.tfrecord: cannot be read', file=sys.stderr)\n"
        "print('progress: 256 records, file 1 of 1', file=sys.stderr)\n"
        "sys.exit(3)\n"))
    panel.open_paths([str(tmp_path / "a.tfrecord")])
    qtbot.waitUntil(lambda: "Could not inspect" in panel.summary.text(), timeout=WAIT)
    assert "cannot be read" in panel.summary.text(), panel.summary.text()
