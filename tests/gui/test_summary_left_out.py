"""Images left out by choice ("Leave out images without annotations", --skip-unannotated)
after a real COCO run where one image has no annotations: the run's own Summary and the
same folder opened again later (its manifest) say the same "Skipped", and neither counts
the chosen ones as skipped. The manifest records them apart ("left_out") and keeps
"rejected" as every row of rejected.csv."""

from __future__ import annotations

import pytest
from studio_fixtures import summary_of_run

from engine.output_kind import read_output_state
from tests.engine import annotated_data as A
from tests.engine import imagefactory as F

LEFT_OUT = "0 · 1 image without annotations left out, as chosen"


@pytest.fixture(scope="module")
def left_out_run(tmp_path_factory):
    """(output folder, events) of a --skip-unannotated run over a COCO export whose d.png
    has no annotations."""
    root = tmp_path_factory.mktemp("left_out")
    A.make_coco(str(root / "coco"))
    out = root / "out"
    code, events, err = F.run_engine(F.engine_argv(root / "coco", out, "--skip-unannotated",
                                                   "--workers", "1"))
    assert code == 0, err
    return out, events


def test_the_manifest_counts_the_images_left_out_apart(left_out_run):
    out, _ = left_out_run
    m = F.manifest(out)
    assert (m["total_records"], m["rejected"], m["left_out"]) == (3, 1, 1)
    rows = (out / "rejected.csv").read_text(encoding="utf-8").splitlines()[1:]
    assert len(rows) == m["rejected"] and "d.png" in rows[0]
    st = read_output_state(str(out))
    assert (st.kind, st.records, st.skipped, st.left_out) == ("dataset", 3, 0, 1)


def test_a_reopened_folder_says_skipped_as_the_runs_summary(qtbot, left_out_run):
    out, events = left_out_run
    panel = summary_of_run(qtbot, events)
    assert panel.values["failed"].text() == LEFT_OUT
    panel.clear()
    panel.show_folder(read_output_state(str(out)))
    assert panel.values["failed"].text() == LEFT_OUT   # it said "1"


def test_a_reopened_folder_says_the_runs_time_and_speed(qtbot, left_out_run, tmp_path):
    """The Summary of the folder opened again said "—" for Time and Speed: the manifest
    held no total time. It now records the run's (seconds, images/s), the numbers of the
    run's own summary, and the conversion's speed beside its time (convert_s); a manifest
    of an older engine still says "—"."""
    import json
    import shutil

    from gui.widgets.summary_panel import SummaryPanel
    out, events = left_out_run
    summary = [e for e in events if e["type"] == "run_finished"][-1]["summary"]
    m = F.manifest(out)
    timings = m["timings"]
    assert (timings["total_s"], timings["images_per_s"]) == (summary["seconds"],
                                                             summary["images_per_s"])
    assert timings["total_s"] > 0 and timings["images_per_s"] > 0
    ran = summary_of_run(qtbot, events)
    reopened = SummaryPanel()
    qtbot.addWidget(reopened)
    reopened.show_folder(read_output_state(str(out)))
    for key in ("time", "rate"):
        assert reopened.values[key].text() == ran.values[key].text() != "—", key
    assert reopened.values["total"].text() == ran.values["total"].text()
    old = tmp_path / "old"
    shutil.copytree(out, old)
    for name in ("total_s", "images_per_s", "convert_images_per_s"):   # (before 0.3.5:
        del m["timings"][name]                                          # convert_s alone)
    (old / "tfrecord_studio.json").write_text(json.dumps(m), encoding="utf-8")
    before = SummaryPanel()
    qtbot.addWidget(before)
    before.show_folder(read_output_state(str(old)))
    assert before.values["written"].text() == "3"
    assert (before.values["time"].text(), before.values["rate"].text()) == ("—", "—")
