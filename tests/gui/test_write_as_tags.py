"""CVAT's tags, one per image (a classification export), written as multi-label from the
window. The engine took --task multilabel for them, but the window kept its own copy of the
engine's table of what a source can be written as, without classification, and "Write as"
was not even shown. It now offers the engine's table (engine.sources.written_as): chosen
and started, the run is --task multilabel and its records hold each image's tags."""

from __future__ import annotations

import os
import sys

import pytest
from studio_fixtures import ROOT, log_text, start_and_wait

from engine.sources.written_as import CONVERTIBLE
from gui.job import Job
from gui.widgets.task_choice import TaskChoice

sys.path.insert(0, str(ROOT))  # a Path in sys.path breaks a later `import tensorflow`
from tests.engine import annotated_exports as X  # noqa: E402

WAIT = 120_000
#: Each image's one tag (a classification task in CVAT).
TAGS = {"a.jpg": ["cat"], "b.png": ["dog"], "c.jpg": ["cat"], "d.png": ["bird"]}


def _choices(panel) -> list[tuple[str, str]]:
    c = panel.task_combo
    return [(c.itemData(i), c.itemText(i)) for i in range(c.count())]


def _read_back(out) -> dict[str, list[str]]:
    """{file name: its classes} of every record, by its numbers (labels.txt) and, the same,
    by its texts; read with TensorFlow."""
    import tensorflow as tf

    from tests.engine.annotated_records import records
    labels = (out / "labels.txt").read_text(encoding="utf-8").splitlines()
    found = {}
    for r in records(str(out), {"image/class/label": tf.io.VarLenFeature(tf.int64),
                                "image/class/text": tf.io.VarLenFeature(tf.string)}):
        numbers = [labels[int(i)] for i in r["image/class/label"]]
        texts = [t.decode() for t in r["image/class/text"]]
        assert numbers == texts
        found[os.path.basename(r["filename"])] = texts
    return found


@pytest.mark.e2e
def test_a_cvat_tags_source_can_be_written_as_multilabel_from_the_window(qtbot, window,
                                                                          tmp_path):
    root = X.make_cvat_tags(str(tmp_path / "cvat"), TAGS)
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(root)
    assert (panel.last_result.kind, panel.last_result.task) == ("tags", "")
    assert panel.task_row.isVisibleTo(window)
    # not "classification" from the folders: this folder holds images/, one class
    assert _choices(panel) == [
        ("auto", "Automatic: classification (each image's tag is its class)"),
        ("multilabel", "multi-label classification (all of each image's tags)")]
    i = panel.task_combo.findData("multilabel")
    panel.task_combo.setCurrentIndex(i)
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        panel.task_combo.activated.emit(i)                 # as a user's pick does
    assert (panel.last_result.kind, panel.last_result.task) == ("cvat", "multilabel")
    assert panel.task_combo.currentData() == "multilabel" and window.job().task == "multilabel"
    out = tmp_path / "out"
    window.options.out_edit.setText(str(out))
    window.options.set_size("32")
    window.options.workers.setValue(1)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    ok = start_and_wait(qtbot, window)
    assert ok, (window.model.error, log_text(window)[-3000:])
    argv = window.controller.convert.last_argv
    assert argv[argv.index("--task") + 1] == "multilabel"
    assert _read_back(out) == TAGS


def test_a_loaded_job_writes_cvat_tags_as_multilabel_and_classification_falls_back(
        qtbot, window, tmp_path):
    """A job saved with --task multilabel keeps it for a tags source (read again as such);
    one with classification, which for these tags would mean one class "images", is
    Automatic (each image's tag)."""
    root = X.make_cvat_tags(str(tmp_path / "cvat"), TAGS)
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_job(Job(source=root, out=str(tmp_path / "o"), task="multilabel"))
    qtbot.waitUntil(lambda: panel.last_result is not None
                    and panel.last_result.task == "multilabel", timeout=WAIT)
    assert panel.task_combo.currentData() == "multilabel" and window.job().task == "multilabel"
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_job(Job(source=root, out=str(tmp_path / "o"), task="classification"))
    assert panel.task_combo.currentData() == "auto" and window.job().task == "auto"
    assert panel.last_result.kind == "tags"


@pytest.mark.parametrize("found", sorted(CONVERTIBLE))
def test_write_as_offers_every_task_the_engine_converts_to(qtbot, found):
    """The tasks offered for a source are those the engine's table accepts for it (the
    window's copy had no classification row), with classification from the folders for
    all but a classification source."""
    row = TaskChoice()
    qtbot.addWidget(row)
    row.offer(found)
    offered = [row.combo.itemData(i) for i in range(row.combo.count())]
    assert offered[0] == "auto" and len(set(offered)) == len(offered)
    assert {t for t in CONVERTIBLE[found] if t != "classification"} < set(offered)
    assert ("classification" in offered) == (found != "classification")
