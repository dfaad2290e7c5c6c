"""After a restart the Summary tab says what the output folder already holds: it said
"No run yet." with Open and Inspect disabled beside the form's notice that the folder holds
a finished dataset (or beside the Resume offer of an interrupted run), and a finished
dataset's copies (duplicates.csv) were no longer said. The numbers are the folder's own
(its manifest or journal, written by the real engine)."""

from __future__ import annotations

import os
import shutil

from studio_fixtures import make_dataset, quick_run, restarted_window

from engine.output_kind import read_output_state
from engine.run.writer import CRASH_EXIT
from tests.engine import imagefactory as F

WAIT = 120_000


def _convert(src, out, *extra):
    code, _, err = F.run_engine(F.engine_argv(src, out, "--size", "16", "--shards", "2",
                                              *extra), timeout=300)
    assert code == 0, err


def _source(tmp_path):
    src = make_dataset(tmp_path / "images", classes=("alpha", "beta"), per_class=3,
                       size=(24, 20))
    (src / "beta" / "broken.jpg").write_bytes(b"\xff\xd8\xff\xe0 not a photo")
    return src


def test_the_summary_names_the_dataset_the_output_folder_holds(qtbot, settings, tmp_path):
    src, out = _source(tmp_path), tmp_path / "out"
    shutil.copy(next((src / "alpha").iterdir()), src / "beta" / "copied.png")
    _convert(src, out)
    w = restarted_window(qtbot, settings, src, out)
    assert w.options.out_edit.text() == str(out)
    s = w.summary
    head = s.headline.text()
    assert head.startswith("The output folder holds a dataset of 7 images in 2 shards, "
                           "made "), head
    assert s.values["written"].text() == "7"
    assert s.values["failed"].text() == "1 (see the Failures tab)"   # as the run said
    assert s.values["shards"].text() == "2" and s.values["out"].text() == str(out)
    # its copies are still said, of which kind (a photo of alpha copied into beta), and
    # what to do
    copies = s.values["copies"].text()
    assert copies.startswith("1 image is a byte-identical copy of another image "
                             "(listed in duplicates.csv).\n1 of them has another label than "
                             "its original: one picture carries two labels.\nEach row of "
                             "duplicates.csv"), copies
    assert s.values["copies"].isVisibleTo(s)
    assert s.open_btn.isEnabled() and s.inspect_btn.isEnabled()
    # Inspect output opens that folder
    s.inspect_btn.click()
    qtbot.waitUntil(lambda: w.inspect.dataset_folder() == str(out), timeout=WAIT)
    # another, empty folder: nothing to name, nothing to open
    w.options.out_edit.setText(str(tmp_path / "new"))   # (the form checks itself, once)
    assert s.headline.text() == "No run yet."
    assert s.values["written"].text() == "—" and not s.values["copies"].isVisibleTo(s)
    assert not s.open_btn.isEnabled() and not s.inspect_btn.isEnabled()
    # ... while Start can start, Copy command still copies what it would run (leaving the
    # dataset's folder cleared the Summary after the command was set, and took it along)
    assert w.actions_bar.start_btn.isEnabled()
    assert s.copy_btn.isEnabled() and str(tmp_path / "new") in s.command


def test_after_a_run_an_option_changed_keeps_the_runs_summary(qtbot, window, tmp_path):
    # the run's own Summary describes the folder it left: an option edited afterwards
    # keeps it (it went, and a Japanese walk's Log and Failures tabs with it)
    src, out = _source(tmp_path), tmp_path / "out"
    assert quick_run(qtbot, window, src, out)
    s = window.summary
    assert s.headline.text().startswith("Done: 6 images written")
    window.options.seed.setValue(window.options.seed.value() + 1)
    assert s.headline.text().startswith("Done: 6 images written"), s.headline.text()
    assert s.values["written"].text() == "6" and s.inspect_btn.isEnabled()


def test_inspect_output_opens_the_folder_the_summary_names(qtbot, window, tmp_path):
    # a walker ran into out4, then chose out (another dataset): the Summary named out, and
    # "Inspect output" opened out4, the run's, where "Verify with TensorFlow" then said OK
    src = _source(tmp_path)
    earlier, run = tmp_path / "earlier", tmp_path / "run"
    _convert(src, earlier)
    assert quick_run(qtbot, window, src, run)
    s = window.summary
    window.options.out_edit.setText(str(earlier))
    assert s.values["out"].text() == str(earlier)
    s.inspect_btn.click()
    qtbot.waitUntil(lambda: window.inspect.dataset_folder() == str(earlier), timeout=WAIT)
    # and back to the run's folder: its own Summary's folder again
    window.options.out_edit.setText(str(run))
    assert s.values["out"].text() == str(run)
    s.inspect_btn.click()
    qtbot.waitUntil(lambda: window.inspect.dataset_folder() == str(run), timeout=WAIT)

def test_an_interrupted_run_in_the_folder_is_named_too(qtbot, settings, tmp_path):
    src = _source(tmp_path)
    # a run killed right after its first shard was journalled (TFRS_CRASH_AT_STEP)
    argv = F.engine_argv(src, tmp_path / "killed", "--size", "16", "--shards", "2",
                         "--workers", "1")
    code, _, err = F.run_engine(argv, timeout=300,
                                env={**os.environ, "TFRS_CRASH_AT_STEP": "-1"})
    assert code == 0, err
    crash = F.after_first_journal_entry(err)
    shutil.rmtree(tmp_path / "killed")
    code, _, err = F.run_engine(argv, timeout=300,
                                env={**os.environ, "TFRS_CRASH_AT_STEP": str(crash)})
    assert code == CRASH_EXIT, err
    state = read_output_state(str(tmp_path / "killed"))
    assert state.kind == "interrupted" and state.shards == 1, state
    w = restarted_window(qtbot, settings, src, tmp_path / "killed")
    head = w.summary.headline.text()
    assert head.startswith("The output folder holds an interrupted run, started "), head
    assert head.endswith(f": {state.records} images in 1 complete shard so far."), head
    assert w.summary.values["written"].text() == str(state.records)
    assert w.summary.inspect_btn.isEnabled()


def test_in_japanese(qtbot, settings, language, tmp_path):
    language("ja")
    src, out = _source(tmp_path), tmp_path / "out"
    _convert(src, out)
    w = restarted_window(qtbot, settings, src, out)
    head = w.summary.headline.text()
    assert head.startswith("出力フォルダーには "), head
    assert "6 枚の画像、2 個のシャードのデータセットがあります" in head, head
