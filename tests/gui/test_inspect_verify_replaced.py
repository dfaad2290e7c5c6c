"""Inspect's check of a folder whose dataset a new run replaced before the check ended:
its result was shown (and recorded) as the new dataset's. It is said to be of the
dataset that was there before, and the Convert tab is not told of it."""

from __future__ import annotations

import json
import os

from studio_fixtures import RUN_TIMEOUT as WAIT
from studio_fixtures import converted_two_classes, open_in_inspect

from engine.output_kind import read_output_state
from engine.output_state import MANIFEST
from gui.widgets.inspect_panel import InspectPanel

NOTE = "A new run replaced the dataset in this folder while it was checked"


def _replace_manifest(out) -> None:
    """As a new run's end: a new manifest renamed into place."""
    m = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    m["created"] = "2030-01-01T00:00:00+00:00"
    (out / "new.tmp").write_text(json.dumps(m), encoding="utf-8")
    os.replace(out / "new.tmp", out / MANIFEST)


def test_a_check_that_ends_after_a_new_run_is_not_the_new_runs(qtbot, tmp_path):
    out = converted_two_classes(tmp_path, shards=1, per_class=2)
    panel = InspectPanel()
    qtbot.addWidget(panel)
    open_in_inspect(qtbot, panel, out)
    told = []
    panel.verified.connect(lambda folder, ev: told.append(folder))
    with qtbot.waitSignal(panel.verifier.finished, timeout=WAIT):
        panel.verify_btn.click()
    assert told and NOTE not in panel.verify_label.text()   # (a check of this dataset)
    told.clear()
    with qtbot.waitSignal(panel.verifier.finished, timeout=WAIT):
        panel.verify_btn.click()
        _replace_manifest(out)   # while it runs
    text = panel.verify_label.text()
    assert text.startswith(NOTE) and "Verified:" in text, text
    assert told == []   # the Convert tab shows nothing of it for the new dataset
    assert read_output_state(str(out)).kind == "dataset"


def test_the_check_counts_the_records_it_has_read_back(qtbot, tmp_path, language):
    """"Verify with TensorFlow" said only "Verifying…" for ten seconds (a Japanese walk):
    the engine's verify_progress events are counted, as the Convert tab counts its check."""
    from engine import protocol as P
    language("ja")
    out = converted_two_classes(tmp_path, shards=1, per_class=2)
    panel = InspectPanel()
    qtbot.addWidget(panel)
    open_in_inspect(qtbot, panel, out)
    said = []   # the label as each verify_progress event left it (connected after the panel)
    panel.verifier.eventReceived.connect(lambda ev: said.append(
        (ev.checked, ev.total, panel.verify_label.text()))
        if isinstance(ev, P.VerifyProgress) else None)
    with qtbot.waitSignal(panel.verifier.finished, timeout=WAIT):
        panel.verify_btn.click()
    assert said, "the engine sent no verify_progress"
    for checked, total, text in said:
        assert text.startswith(f"検証中… {total} 件中 {checked} 件のレコードを読み戻しました ("), \
            text
    assert said[-1][:2] == (4, 4)   # (its last count: every record)


def test_a_check_says_nothing_under_another_dataset_opened_meanwhile(qtbot, tmp_path):
    """Verify, then open another dataset while the check runs: its count and result were
    written under the other dataset ("Verified: 4 records read back" of one it never
    checked). The Convert tab is still told, of the folder that was checked."""
    first = converted_two_classes(tmp_path / "a", shards=1, per_class=2)
    second = converted_two_classes(tmp_path / "b", shards=1, per_class=2)
    panel = InspectPanel()
    qtbot.addWidget(panel)
    open_in_inspect(qtbot, panel, first)
    checked = panel.dataset_folder()
    told = []
    panel.verified.connect(lambda folder, ev: told.append(folder))
    with qtbot.waitSignal(panel.verifier.finished, timeout=WAIT):
        panel.verify_btn.click()
        open_in_inspect(qtbot, panel, second)   # while it runs
    assert panel.dataset_folder() not in ("", checked)
    assert panel.verify_label.text() == "", panel.verify_label.text()
    assert told == [checked]
