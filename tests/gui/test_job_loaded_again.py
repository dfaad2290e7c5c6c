"""A saved job loaded to convert again. Its output folder holds the dataset it made: the
form stopped at "Converted: choose a new output folder" until the user found one, so a
fresh folder beside it is proposed, and said. And after a run in the window, the job's
folder was shown as "No run yet" with a Failures tab without its count, beside the
folder's dataset and its rejected.csv (a walk's 55-loaded)."""

from __future__ import annotations

import dataclasses
import os

from studio_fixtures import make_dataset, quick_run

WAIT = 120_000


def _failures_tab(w) -> str:
    return w.tabs.tabText(w.tabs.indexOf(w.failures))


def _converted(qtbot, w, tmp_path):
    src = make_dataset(tmp_path / "images", classes=("cat", "dog"), per_class=2,
                       size=(24, 20), broken=1)
    out = tmp_path / "pets-tfrecord"
    assert quick_run(qtbot, w, src, out)
    qtbot.waitUntil(lambda: _failures_tab(w) == "Failures (1)", timeout=WAIT)
    return src, out


def test_a_loaded_job_whose_folder_holds_its_dataset_gets_a_fresh_folder_beside_it(
        qtbot, window, tmp_path):
    src, out = _converted(qtbot, window, tmp_path)
    path = tmp_path / "pets-job.json"
    assert window.save_job(str(path))
    before = sorted(os.listdir(out))
    assert window.load_job(str(path))
    fresh = str(tmp_path / "pets-tfrecord-2")
    assert window.options.output_folder() == fresh and window.job().size == "16x16"
    said = window.statusBar().currentMessage()
    assert said == ("Job loaded from pets-job.json. Its output folder pets-tfrecord already "
                    "holds a converted dataset, so a new folder beside it is used: "
                    "pets-tfrecord-2."), said
    # the whole of it, with the way to write there all the same, in the bar's tooltip
    assert window.statusBar().toolTip().endswith(
        f"{fresh}. To replace that dataset instead, choose {out} again and tick “Replace "
        "existing output”.")
    # ready to convert again, into the new folder; nothing of the dataset touched
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    assert sorted(os.listdir(out)) == before and not os.path.exists(fresh)
    assert not window.job().overwrite


def test_a_loaded_job_whose_folder_is_new_keeps_it(qtbot, window, tmp_path, dataset):
    window.set_source(str(dataset))
    window.options.out_edit.setText(str(tmp_path / "not-yet"))
    path = tmp_path / "job.json"
    assert window.save_job(str(path))
    assert window.load_job(str(path))
    assert window.options.output_folder() == str(tmp_path / "not-yet")
    assert window.statusBar().currentMessage() == f"Job loaded from {path}"


def test_the_failures_tab_counts_the_folder_a_loaded_job_writes_to(qtbot, window, tmp_path):
    """A job put in the window after a run (set_job: the job file's folder as it is) shows
    what its folder holds, the Failures tab's title agreeing with its rows."""
    _src, out = _converted(qtbot, window, tmp_path)
    window.set_job(dataclasses.replace(window.job(), out=str(out)))
    assert window.failures.model.rowCount() == 1
    assert _failures_tab(window) == "Failures (1)"
    assert window.summary.headline.text().startswith("The output folder holds a dataset")
