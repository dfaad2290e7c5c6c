"""Between runs the progress panel shows the output folder's interrupted run (the Japanese
walk: the window reopened on a folder with 58% done and Resume offered said "Ready." above
a 0% bar): the bar at the done fraction the Resume offer counts, and a header that says
Resume finishes it."""

from __future__ import annotations

from studio_fixtures import make_dataset, restarted_window

from engine.output_kind import read_output_state
from engine.output_state import OutputState
from gui.run_model import RunModel
from gui.widgets.progress_panel import ProgressPanel, bar_value
from tests.engine import imagefactory as F


def _killed(tmp_path):
    """A source of 12 images and a run into tmp_path/killed killed after its first shard."""
    src = make_dataset(tmp_path / "images", classes=("alpha", "beta"), per_class=6,
                       size=(24, 20))
    out = tmp_path / "killed"
    argv = F.engine_argv(src, out, "--size", "16", "--shards", "3", "--workers", "1")
    F.killed_after_first_shard(argv, out)
    return src, out


def test_a_reopened_interrupted_run_shows_its_done_share(qtbot, settings, tmp_path):
    src, out = _killed(tmp_path)
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and 0 < state.done < state.planned, state
    w = restarted_window(qtbot, settings, src, out)
    qtbot.waitUntil(lambda: w.actions_bar.blocked != "checking", timeout=60_000)
    p = w.progress
    # the form's options differ: Resume waits for them; the header points to the note
    assert w.actions_bar.blocked == "options"
    assert p.phase.text() == ("An interrupted run is in the output folder: the note above "
                              "Resume says what to do.")
    w.actions_bar.load_btn.click()
    qtbot.waitUntil(w.actions_bar.can_resume, timeout=60_000)
    offer = w.actions_bar.offer_text.text()
    said = f"{state.done} of {state.planned} images are already done"
    assert said in offer, offer   # (the offer's count: the panel's is the same)
    assert p.bar.maximum() == 1000
    assert p.bar.value() == bar_value(state.done / state.planned) > 0
    assert p.phase.text() == ("An interrupted run is in the output folder: press Resume to "
                              "finish it.")
    assert p.counts.text().startswith(f"{state.done} of {state.planned} images ("), \
        p.counts.text()
    # another output folder, empty: nothing of the run any more
    w.options.out_edit.setText(str(tmp_path / "new"))
    w.revalidate()
    assert p.bar.value() == 0 and p.counts.text() == "—"
    assert p.phase.text() == "Ready."
    w.options.out_edit.setText(str(out))
    w.revalidate()
    assert p.bar.value() == bar_value(state.done / state.planned)


def _state(**kw) -> OutputState:
    return OutputState(path="out", kind="interrupted", source="src", **kw)


def test_the_count_is_the_offers_with_the_bars_rounding(qtbot):
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.resize(700, 120)
    # the walk's folder: 114 written and 1 skipped of 198 files (the offer's numbers)
    panel.set_counts_files(True)
    panel.set_folder(_state(planned=198, records=114, skipped=1))
    panel.refresh(RunModel())
    assert panel.bar.text() == "58.0%"
    assert panel.counts.text() == "115 of 198 files (58.0%) · 114 written · 1 skipped"
    # Resume held back (other options in the form...): the header does not promise it
    panel.resume_blocked = "options"
    panel.refresh(RunModel())
    assert panel.phase.text() == ("An interrupted run is in the output folder: the note above "
                                  "Resume says what to do.")
    # a header for Start that cannot start still wins ("Not ready to start. ...")
    panel.set_not_ready("Not ready to start.")
    panel.refresh(RunModel())
    assert panel.phase.text() == "Not ready to start."
    # a finished dataset in the folder is not a run to finish: complete, as its run ended
    # (rejected.csv's 3 rows: 1 image skipped, 2 table rows the scan set aside)
    panel.set_not_ready("")
    panel.set_counts_files(False)
    # (its manifest's "set_aside" as engine.output_kind reads it)
    panel.set_folder(OutputState(path="out", kind="dataset", records=5, shards=1, skipped=3,
                                 set_aside={"csv.line": 2}))
    panel.refresh(RunModel())
    assert panel.phase.text() == "Ready." and panel.bar.value() == 1000
    assert panel.counts.text() == ("6 of 6 images (100.0%) · 5 written · 1 skipped · "
                                   "2 table rows not used")


def test_japanese_and_korean_say_it(qtbot, language):
    for lang, words in (("ja", "再開"), ("ko", "재개")):
        language(lang)
        panel = ProgressPanel()
        qtbot.addWidget(panel)
        panel.set_folder(_state(planned=198, records=114, skipped=1))
        panel.refresh(RunModel())
        text = panel.phase.text()
        assert words in text and "interrupted" not in text, text


def test_the_line_and_the_summary_trust_the_same_record_of_what_was_set_aside(qapp):
    """One check of the manifest's "set_aside" (gui.widgets.progress_dataset.recorded_aside)
    for both: the line checked only the entries that are no image and said "1 skipped ·
    1 table row not used" where the Summary, which checked them all, said the count alone."""
    from gui.widgets.folder_summary import folder_rows
    from gui.widgets.progress_dataset import dataset_line
    # rejected.csv's 2 rows cannot hold 3 entries set aside (a hand-edited manifest)
    odd = OutputState(path="out", kind="dataset", records=5, shards=1, skipped=2, manifest={
        "set_aside": {"csv.line": 1, "ann.xml_cut": 2}, "ignored": 0})
    assert dataset_line(odd, False) == "7 of 7 images (100.0%) · 5 written · 2 skipped"
    assert folder_rows(odd)["failed"] == "2"
    # a record that fits: both say the image skipped and the row not used
    fits = OutputState(path="out", kind="dataset", records=5, shards=1, skipped=3, manifest={
        "set_aside": {"csv.line": 1, "ann.xml_cut": 1}, "ignored": 0})
    assert dataset_line(fits, False) == ("7 of 7 images (100.0%) · 5 written · 2 skipped · "
                                         "1 table row not used")
    assert folder_rows(fits)["failed"] == "2 · 1 table row not used (see the Failures tab)"
