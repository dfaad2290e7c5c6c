"""What the window says of workers at "Original bytes" (--format original), where a run on
this computer starts no worker process: the engine checks and stores each file itself
(engine.run.pool.runs_inline), whatever --workers says. The form's Workers field stayed
enabled, as if it applied, and the command said "--workers auto"; the Tune tab swept 1, 2,
... workers that all measured the same single process, and offered "Use 2 workers"; the
Live plots called the one process "w1" and advised "more workers (up to 2, the number of
cores) would help"."""

from __future__ import annotations

import re

from test_tooltips import JARGON

WAIT = 120_000


def _write_as(form, stored: str) -> None:
    form.format_combo.setCurrentIndex(form.format_combo.findData(stored))


def _workers_sent(window) -> str:
    args = window.job().convert_args()
    return args[args.index("--workers") + 1]


def test_workers_is_greyed_out_at_original_and_keeps_its_value(qtbot, window, language):
    language("en")
    form = window.options
    form.set_workers(3)
    usual_tip, cores = form.workers.toolTip(), form.cores_label.text()
    _write_as(form, "original")
    tip = form.workers.toolTip()
    assert not form.workers.isEnabled() and tip.startswith("“Original bytes”"), tip
    assert "no workers to choose" in tip
    assert not [w for w in JARGON if re.search(w, tip, re.I)], tip
    assert form.cores_label.text() == "not used: the files are stored one by one"
    assert _workers_sent(window) == "1"   # what the run does, not "3"
    assert window.job().workers == 3      # (kept, and a saved job keeps it)
    _write_as(form, "jpeg")
    assert form.workers.isEnabled() and form.workers.value() == 3
    assert form.workers.toolTip() == usual_tip and form.cores_label.text() == cores
    assert _workers_sent(window) == "3"


def test_on_a_cluster_workers_says_whose_workers_store_the_files(qtbot, window, language):
    """A cluster's Dask workers still run the shard tasks side by side at Original bytes:
    Workers stays greyed out for the cluster's reason, in the words of storing."""
    language("en")
    form = window.options
    form.run_on.set_value("local:2")
    assert form.cores_label.text() == "not used: the cluster's workers convert"
    _write_as(form, "original")
    assert not form.workers.isEnabled()
    assert form.cores_label.text() == "not used: the cluster's workers store the files"
    assert "Dask cluster" in form.workers.toolTip()
    form.run_on.set_value("")   # back to this computer, still at Original bytes
    assert not form.workers.isEnabled()
    assert form.workers.toolTip().startswith("“Original bytes”")
    _write_as(form, "png")
    assert form.workers.isEnabled()
