"""Issue 10, "never destroy data without asking" and "resume from the window": Replace is
never remembered, a new source gets a new folder, Replace and Quit ask first (Cancel /
Keep running are the defaults), an interrupted run is offered for Resume with its numbers
and its differing options, Copy command reproduces --resume, and nothing in the form can be
changed during a run."""

from __future__ import annotations

import dataclasses
import json
import os
import shlex
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from studio_fixtures import DATA, fake_command, make_dataset

from engine import __version__
from engine.output_state import BYTES_VERSION
from gui.engine_launch import ENGINE_ENV
from gui.job import Job
from gui.main_window import MainWindow
from tests.leftovers import leftover_temporaries

WAIT = 120_000   # generous: a loaded 2-core CI machine; only a failure waits this long


@pytest.fixture
def dataset(tmp_path):
    return make_dataset(tmp_path / "images", per_class=4)


@pytest.fixture(scope="module")
def thousand(tmp_path_factory):
    """As many images as interrupted_run's journal planned: a Resume the engine would do
    (with another number of images the source changed since, and the offer says so)."""
    return make_dataset(tmp_path_factory.mktemp("thousand") / "images", per_class=500,
                        size=(8, 8))


def use_fake(monkeypatch, tmp_path, *opts) -> Path:
    argv = tmp_path / "argv.jsonl"
    monkeypatch.setenv(ENGINE_ENV, shlex.join(fake_command(
        "--replay", str(DATA / "convert_ok.jsonl"), "--argv-out", str(argv), *opts)))
    return argv


def calls(argv: Path) -> list[list[str]]:
    return [json.loads(x) for x in argv.read_text().splitlines()] if argv.exists() else []


def recorded_options(job: Job) -> dict:
    """What the engine records for this job (its own parser and config)."""
    from engine.commands import cli
    parser = cli.build_parser
    args = parser().parse_args(job.convert_args())
    return cli.config_from_args(args).output_options()


def finished_dataset(out: Path, source: str, shards=(120, 80)) -> None:
    out.mkdir(parents=True)
    entries = []
    for i, n in enumerate(shards):
        name = f"data-train-{i:05d}-of-{len(shards):05d}.tfrecord"
        (out / name).write_bytes(b"r" * (1000 * n))
        entries.append({"filename": name, "records": n, "bytes": 1000 * n, "sha256": "x"})
    (out / "tfrecord_studio.json").write_text(json.dumps({
        "engine": {"name": "tfrecord-studio"},
        "status": "complete", "source": source, "created": "2026-11-02T09:30:00+00:00",
        "splits": {"train": {"records": sum(shards), "num_shards": len(shards), "shards": entries}},
        "total_records": sum(shards), "options": {}}))
    (out / "labels.txt").write_text("cat\ndog\n")


def interrupted_run(out: Path, source: str, options: dict, engine_version: str = "") -> None:
    """A journal saying 777 of 1000 images are done (770 written, 7 skipped): 7 shards of
    100, one of 70 with 7 images given up; shard 9 was journalled but is gone (not
    counted). Written by this engine, or by an engine_version from before journals
    recorded their bytes version."""
    out.mkdir(parents=True, exist_ok=True)
    version = {"engine_version": engine_version} if engine_version else {
        "engine_version": __version__, "bytes_version": BYTES_VERSION}
    lines = [{"kind": "header", "fingerprint": "fp", "source": source, "options": options,
              "planned_records": 1000, "planned_shards": 10, **version}]
    for i in range(9):
        name = f"data-train-{i:05d}-of-00010.tfrecord"
        records, rejected = (100, []) if i < 7 else (70, [["x.jpg", "cut off", "decode"]] * 7)
        if i < 8:
            (out / name).write_bytes(b"r" * 10)
        lines.append({"kind": "shard", "filename": name, "records": records, "bytes": 10,
                      "sha256": "x", "rejected": rejected})
    (out / ".tfrecord-studio-journal.jsonl").write_text(
        "".join(json.dumps(x) + "\n" for x in lines))
    (out / "tfrecord_studio.json").write_text(json.dumps({
        "engine": {"name": "tfrecord-studio"},
        "status": "cancelled", "fingerprint": "fp", "splits": {}, "options": options}))


def prepare(qtbot, window, dataset, out):
    window.set_source(str(dataset))
    window.options.out_edit.setText(str(out))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.revalidate()


# ---------------------------------------------------------------- Replace is never remembered

def test_replace_is_not_remembered_and_turns_off_on_every_change(qtbot, settings, dataset,
                                                                 tmp_path):
    settings.save_job(Job(source=str(dataset), out=str(tmp_path / "o"), overwrite=True))
    w = MainWindow(settings)
    qtbot.addWidget(w)
    assert not w.options.overwrite.isChecked()          # off at every start
    assert w.options.out_edit.text() == str(tmp_path / "o")   # the restored folder is kept
    w.options.overwrite.setChecked(True)
    w.options.out_edit.setText(str(tmp_path / "other"))
    assert not w.options.overwrite.isChecked()          # off when the folder changes
    w.options.overwrite.setChecked(True)
    w.set_source(str(tmp_path))
    assert not w.options.overwrite.isChecked()          # off when the source changes
    job_file = tmp_path / "job.json"
    job_file.write_text(Job(source=str(dataset), out=str(tmp_path / "o"), overwrite=True).to_json())
    assert w.load_job(str(job_file))
    assert not w.options.overwrite.isChecked()          # a job file is not consent either
    assert w.options.out_edit.text() == str(tmp_path / "o")


def test_a_new_source_gets_a_new_empty_folder(qtbot, window, dataset, tmp_path):
    typed = tmp_path / "typed-for-images"
    prepare(qtbot, window, dataset, typed)
    window.source_panel.sourceChanged.emit(str(dataset))   # a rescan of the same source
    assert window.options.out_edit.text() == str(typed)
    other = make_dataset(tmp_path / "other", per_class=1)
    window.set_source(str(other))
    out = Path(window.options.out_edit.text())
    assert out != typed and out.name.startswith("other-tfrecord")
    assert not out.exists() or not any(out.iterdir())


def test_a_folder_the_user_chose_first_stays_for_the_source_they_choose_next(
        qtbot, window, dataset, tmp_path):
    """A walker typed an output folder, then chose the source, and the window put the run
    in another folder without a word. An empty folder the user chose stays; one that holds
    something, or is named after the source it was chosen for, is replaced, and the status
    bar says so."""
    window.set_source(str(dataset))
    mine = tmp_path / "my_out"
    window.options.out_edit.setText(str(mine))
    window.options.outputEdited.emit()
    other = make_dataset(tmp_path / "other", per_class=1)
    window.set_source(str(other))
    assert window.options.out_edit.text() == str(mine)
    mine.mkdir()
    (mine / "notes.txt").write_text("theirs")
    third = make_dataset(tmp_path / "third", per_class=1)
    window.set_source(str(third))
    out = Path(window.options.out_edit.text())
    assert out != mine and out.name.startswith("third-tfrecord")
    message = window.statusBar().currentMessage()   # by name; the tooltip has the paths
    assert out.name in message and mine.name in message and "not empty" in message
    assert str(out) in window.statusBar().toolTip() and str(mine) in window.statusBar().toolTip()



def test_the_folder_the_window_named_last_time_is_not_called_the_users(
        qtbot, settings, dataset, tmp_path):
    """At a new start the form holds the last run's folder, which the window named after
    its source; a new source then gets its own folder, and the status bar called the old
    one "the one you chose". A folder the user named is still said to be replaced."""
    proposed = tmp_path / f"{dataset.name}-tfrecord"
    proposed.mkdir()
    (proposed / "labels.txt").write_text("a\n")   # the last run's
    settings.save_job(Job(source=str(dataset), out=str(proposed)))
    w = MainWindow(settings)
    qtbot.addWidget(w)
    other = make_dataset(tmp_path / "other", per_class=1)
    w.set_source(str(other))
    out = Path(w.options.out_edit.text())
    assert out.name.startswith("other-tfrecord")
    assert "you chose" not in w.statusBar().currentMessage()
    mine = tmp_path / "kept for me"
    mine.mkdir()
    (mine / "notes.txt").write_text("theirs")
    settings.save_job(Job(source=str(dataset), out=str(mine)))
    w2 = MainWindow(settings)
    qtbot.addWidget(w2)
    w2.set_source(str(other))
    assert str(mine) in w2.statusBar().toolTip()   # the user's folder: said
    assert mine.name in w2.statusBar().currentMessage()


# ---------------------------------------------------------------- Replace asks, Cancel is default

def test_replace_asks_and_says_what_it_deletes(qtbot, window, dataset, tmp_path, monkeypatch):
    argv = use_fake(monkeypatch, tmp_path)
    out = tmp_path / "out"
    finished_dataset(out, "/lab/cells-2026")
    (out / "notes.txt").write_text("mine")
    (out / "checked by hand").mkdir()
    (out / ".tfrecord-studio.lock").write_text("{}")   # a killed run's: not "not ours"
    prepare(qtbot, window, dataset, out)
    assert not window.actions_bar.start_btn.isEnabled()
    assert "holds a finished dataset made by TFRecord Studio" in window.options.error_text("out")
    window.options.overwrite.setChecked(True)
    assert window.actions_bar.start_btn.isEnabled()
    window.actions_bar.start_btn.click()
    box = window.pending_dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    text = box.text() + "\n" + box.informativeText()
    from gui.dialogs import local_date
    for part in (str(out), "/lab/cells-2026", "2 shard files with 200 images", "195.3 KiB",
                 local_date("2026-11-02T09:30:00+00:00"),
                 "That is the dataset's 2 shard files and 2 files that belong to it, "
                 "195.7 KiB in all.",
                 "It leaves alone the 2 other items in the folder, which TFRecord Studio did "
                 "not write: checked by hand, notes.txt.",
                 # when: a user cancelled the new run at 64% and had neither dataset
                 "Replace deletes it when the new run has read the source, before its first "
                 "shard is written. If you cancel the new run after that, the old dataset "
                 "is gone: the "
                 "folder holds only the new run's complete shards, and Resume can finish it."):
        assert part in text, (part, text)
    assert "labels.txt" not in text   # the side files: named under Show Details only
    assert box.detailedText().split("\n") == [
        "Will be deleted:", "  data-train-00000-of-00002.tfrecord",
        "  data-train-00001-of-00002.tfrecord", "  labels.txt", "  tfrecord_studio.json", "",
        "Left alone:", f"  checked by hand{os.sep}",
        "  notes.txt"]
    assert box.defaultButton().text() == "Cancel"
    # Enter takes the default: nothing is deleted, nothing runs
    QTest.keyClick(box, Qt.Key_Return)
    qtbot.waitUntil(lambda: window.pending_dialog is None, timeout=WAIT)
    assert not window.controller.running() and calls(argv) == []
    assert (out / "data-train-00000-of-00002.tfrecord").exists()
    # Replace runs with --overwrite
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.actions_bar.start_btn.click()
        [b for b in window.pending_dialog.buttons() if b.text() == "Replace"][0].click()
    assert "--overwrite" in calls(argv)[0]


def test_replace_lists_exactly_what_the_engine_deletes(tmp_path):
    """The dialog's list is the engine's: after a real --overwrite, every file it named is
    gone (the new run writes under another prefix) and everything it left alone is there,
    unchanged."""
    from gui.dialogs import replace_files
    from tests.engine import imagefactory as F
    from tests.engine.conftest import run_cli
    src, out = F.noise_dataset(tmp_path / "src", 8, 32), tmp_path / "out"
    assert run_cli("convert", str(src), "--out", str(out), "--size", "16",
                   "--shards", "3")[0] == 0
    (out / "notes.txt").write_text("mine")
    (out / "data-train-00099-of-00100.tfrecord").write_bytes(b"not ours")   # our pattern
    (out / ".labels.txt.partial").write_text("x")     # a killed run's temporary
    (out / "sub").mkdir()
    ours, others = replace_files(str(out))
    assert sorted(others) == ["data-train-00099-of-00100.tfrecord", "notes.txt", "sub"]
    assert {"labels.txt", "tfrecord_studio.json", ".labels.txt.partial"} <= set(ours)
    assert sum(n.endswith(".tfrecord") for n in ours) == 3 and \
        sum(n.endswith(".idx") for n in ours) == 3
    assert run_cli("convert", str(src), "--out", str(out), "--size", "16", "--prefix",
                   "again", "--overwrite")[0] == 0
    after = set(os.listdir(out))
    assert not [n for n in ours if n in after and n.endswith((".tfrecord", ".idx", ".partial"))]
    assert set(others) <= after and (out / "notes.txt").read_text() == "mine"
    assert (out / "data-train-00099-of-00100.tfrecord").read_bytes() == b"not ours"


def test_quit_during_a_run_asks_and_cancels_cleanly(qtbot, window, dataset, tmp_path, monkeypatch):
    use_fake(monkeypatch, tmp_path, "--hang", "--delay", "0.01")
    prepare(qtbot, window, dataset, tmp_path / "out")
    assert window.start()
    qtbot.waitUntil(window.controller.running, timeout=WAIT)
    assert not window.close()                       # asks instead
    box = window.pending_dialog
    assert box is not None and box.defaultButton().text() == "Keep running"
    assert "Resume" in box.informativeText()
    box.defaultButton().click()                     # keep running
    qtbot.waitUntil(lambda: window.pending_dialog is None, timeout=WAIT)
    assert window.controller.running() and window.isVisible()
    window.quit_action.trigger()                    # Ctrl+Q
    box = window.pending_dialog
    assert box is not None
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        [b for b in box.buttons() if b.text() == "Quit"][0].click()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=WAIT)
    assert window.model.phase == "cancelled"


def test_quit_during_a_tune_asks(qtbot, window, dataset, tmp_path, monkeypatch):
    use_fake(monkeypatch, tmp_path, "--hang", "--delay", "0.01")
    prepare(qtbot, window, dataset, tmp_path / "out")
    assert window.start_tune()
    assert window.tune.is_running()
    assert not window.close()
    box = window.pending_dialog
    assert box is not None and "tuning" in box.text()
    with qtbot.waitSignal(window.tune.client.finished, timeout=WAIT):
        [b for b in box.buttons() if b.text() == "Quit"][0].click()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=WAIT)


def _darkest_text(field) -> int:
    """Lightness of the darkest pixel inside the field's frame (its text or placeholder)."""
    img = field.grab().toImage()
    return min(img.pixelColor(x, y).lightness() for x in range(4, img.width() - 4)
               for y in range(4, img.height() - 4))


def test_nothing_in_the_form_can_change_during_a_run(qtbot, window, dataset, tmp_path, monkeypatch):
    use_fake(monkeypatch, tmp_path, "--hang", "--delay", "0.01")
    prepare(qtbot, window, dataset, tmp_path / "out")
    window.options.split.setText("train=0.5,val=0.5")
    assert window.start()
    split = window.options.split
    assert not split.isEnabled()
    QTest.keyClicks(split, "xyz")
    assert split.text() == "train=0.5,val=0.5"
    # and looks it: an empty field's placeholder is as grey as a disabled field's text
    split.setText("")
    disabled_text = _darkest_text(window.options.out_edit)
    assert _darkest_text(split) >= disabled_text - 16
    assert _darkest_text(window.options.prefix) >= disabled_text - 16
    # every input of the form and the source picker is disabled, so it looks disabled
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit
    inputs = [c for p in (window.options, window.source_panel)
              for t in (QLineEdit, QComboBox, QAbstractSpinBox, QAbstractButton)
              for c in p.findChildren(t)]
    assert inputs and [c.objectName() for c in inputs if c.isEnabled()] == []
    assert not window.load_action.isEnabled()
    window.cancel()
    qtbot.waitUntil(lambda: not window.controller.running(), timeout=WAIT)
    assert split.isEnabled()


# ---------------------------------------------------------------- Resume

def test_resume_offer_with_its_numbers(qtbot, window, thousand, tmp_path, monkeypatch):
    argv = use_fake(monkeypatch, tmp_path)
    out = tmp_path / "out"
    prepare(qtbot, window, thousand, out)
    interrupted_run(out, str(thousand), recorded_options(window.job()))
    window.revalidate()
    bar = window.actions_bar
    assert bar.offering() and bar.resume_btn.isVisible() and bar.resume_btn.isEnabled()
    # written and skipped apart, as the summary and the shards count them
    assert "770 of 1000 images are already written and 7 skipped; 223 still to convert." in \
        bar.offer_text.text()
    assert "cancelled" in bar.offer_text.text() and "Resume" in bar.offer_text.text()
    assert bar.resume_btn.isDefault() and not bar.start_btn.isDefault()
    assert bar.start_btn.text() == "&Start over…" and bar.start_btn.isEnabled()
    # Run → Start says what it does (it said Start, and resumed)
    assert window.start_action.text() == "Resu&me" and window.start_action.isEnabled()
    assert not window.options.error_text("out")
    assert bar.diff_text.isHidden()
    # Copy command before the run is what Resume would run
    window.summary.copy_command()
    assert "--resume" in shlex.split(QGuiApplication.clipboard().text())
    # Ctrl+Return does the primary action: Resume
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.start_action.trigger()
    run = calls(argv)[0]
    assert "--resume" in run and "--overwrite" not in run
    window.summary.copy_command()
    line = shlex.split(QGuiApplication.clipboard().text())
    assert "--resume" in line and line[line.index("--events") + 1] == "text"


def test_start_over_asks_with_the_interrupted_runs_numbers(qtbot, window, dataset, tmp_path,
                                                          monkeypatch):
    argv = use_fake(monkeypatch, tmp_path)
    out = tmp_path / "out"
    prepare(qtbot, window, dataset, out)
    interrupted_run(out, str(dataset), recorded_options(window.job()))
    window.revalidate()
    window.actions_bar.start_btn.click()
    box = window.pending_dialog
    assert box is not None and box.defaultButton().text() == "Cancel"
    assert "770 of 1000 images were written and 7 skipped" in box.informativeText()
    assert "8 shard files with 770 images" in box.informativeText()
    # an unfinished run is not "a dataset": the dialog says Start over, and what Resume does
    assert box.windowTitle() == "Start over?" and "unfinished run" in box.text()
    # (this run set out to convert 1000 images, the source lists fewer: Resume cannot)
    assert not window.actions_bar.can_resume()
    assert "Resume cannot finish it" in box.text() and "would finish" not in box.text()
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        [b for b in box.buttons() if b.text() == "Start over"][0].click()
    assert "--overwrite" in calls(argv)[0] and "--resume" not in calls(argv)[0]


def test_resume_shows_differing_options_and_loads_the_interrupted_ones(qtbot, window, thousand,
                                                                     tmp_path):
    out = tmp_path / "out"
    prepare(qtbot, window, thousand, out)
    window.options.split.setText("train=0.8,val=0.2")
    old = Job(source=str(thousand), out=str(out), size="256", seed=7, split="train=0.8,val=0.2")
    interrupted_run(out, str(thousand), recorded_options(old))
    window.options.seed.setValue(3)
    window.revalidate()
    bar = window.actions_bar
    assert bar.offering() and not window.actions_bar.resume_btn.isEnabled()
    assert window.start_action.text() == "Resu&me" and not window.start_action.isEnabled()
    diff = bar.diff_text.text()
    assert "Seed: 3 here, 7 in the interrupted run" in diff
    assert "Size: 224 × 224 here, 256 × 256 in the interrupted run" in diff
    assert "Split" not in diff and bar.load_btn.isVisible()
    # Start over, while only the options keep Resume from finishing the run, says how
    # Resume can (it said "Resume cannot finish it" beside the button that lets it)
    window.actions_bar.start_btn.click()
    box = window.pending_dialog
    assert box.windowTitle() == "Start over?" and "Resume would finish it" not in box.text()
    assert "Resume cannot finish it" not in box.text()
    assert ("Resume can finish it with the interrupted run's options (press “Use the "
            "interrupted run's options”)") in box.text(), box.text()
    box.reject()
    bar.load_btn.click()
    assert window.options.seed.value() == 7 and window.job().size == "256"
    assert window.options.out_edit.text() == str(out)     # same folder, same source
    assert window.actions_bar.resume_btn.isEnabled() and bar.diff_text.isHidden()
    # the box shrinks to its text once the differences are gone (on a 1024x640 screen it
    # kept their height: a wrapped label asks for its height at ~220 px wide)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: bar.offer.height() <= bar.offer_text.height() + 20, timeout=5000)
    assert bar.offer_text.height() == bar.offer_text.heightForWidth(bar.offer_text.width())


def test_an_older_versions_run_is_not_offered_to_resume(qtbot, window, dataset, tmp_path,
                                                        monkeypatch):
    """Finishing it would mix two versions' bytes in one dataset (the engine refuses):
    the offer says which version started it, Resume stays off, and Ctrl+Return is Start
    over, which asks before deleting."""
    use_fake(monkeypatch, tmp_path)
    out = tmp_path / "out"
    prepare(qtbot, window, dataset, out)
    interrupted_run(out, str(dataset), recorded_options(window.job()), engine_version="0.2.0")
    window.revalidate()
    bar = window.actions_bar
    assert bar.offering() and bar.resume_btn.isVisible() and not bar.resume_btn.isEnabled()
    text = bar.offer_text.text()
    assert "770 of 1000 images are already written and 7 skipped" in text
    assert "started by TFRecord Studio 0.2.0" in text and f"this version ({__version__})" in text
    assert "Press Resume" not in text and bar.diff_text.isHidden()
    assert bar.start_btn.isDefault() and bar.start_btn.isEnabled()
    window.start_action.trigger()
    box = window.pending_dialog
    assert box is not None and "770 of 1000 images were written" in box.informativeText()
    box.reject()


def test_cancel_summary_says_press_resume(qtbot, window, dataset, tmp_path, monkeypatch):
    use_fake(monkeypatch, tmp_path, "--hang", "--delay", "0.01")
    prepare(qtbot, window, dataset, tmp_path / "out")
    window.start()
    qtbot.waitUntil(lambda: bool(window.model.shards), timeout=WAIT)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.cancel()
    head = window.summary.headline.text()
    assert "Press Resume to finish" in head and "start over" not in head


def test_cancel_summary_says_why_resume_cannot_finish(qtbot, window, dataset, tmp_path,
                                                     monkeypatch):
    """The cancel headline promised "Press Resume to finish" (and the kill line "Resume
    converts them again") though Resume could not finish the run: it says why instead,
    for each reason the offer knows, and promises Resume again once it can."""
    from engine.output_state import JOURNAL
    use_fake(monkeypatch, tmp_path, "--hang", "--delay", "0.01")
    out = tmp_path / "out"
    prepare(qtbot, window, dataset, out)
    window.start()
    qtbot.waitUntil(lambda: bool(window.model.shards), timeout=WAIT)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.cancel()
    assert window.model.phase == "cancelled"
    summary, progress = window.summary, window.progress
    # another version's run in the folder (the fake engine writes no journal of its own)
    interrupted_run(out, str(dataset), recorded_options(window.job()), engine_version="0.2.0")
    window.revalidate()
    head = summary.headline.text()
    assert "Press Resume" not in head and "Resume converts" not in head, head
    assert head.endswith("Another version of TFRecord Studio started it, so Resume cannot "
                         "finish it here: Start over converts every image again."), head
    assert head.startswith("Cancelled. Kept ")
    assert progress.resume_blocked == "version"
    # the options differ (this version's run, a seed the form does not have)
    os.remove(out / JOURNAL)
    old = dataclasses.replace(window.job(), seed=7)
    interrupted_run(out, str(dataset), recorded_options(old))
    os.utime(out / JOURNAL, ns=(1, 1))   # the folder's cache sees a new journal
    window.revalidate()
    assert summary.headline.text().endswith(
        "Resume needs the options the run was started with: put them back (“Use the "
        "interrupted run's options”) to finish it."), summary.headline.text()
    # the source changed: it lists another number of images than the run planned
    os.remove(out / JOURNAL)
    interrupted_run(out, str(dataset), recorded_options(window.job()))
    os.utime(out / JOURNAL, ns=(2, 2))
    window.revalidate()
    assert summary.headline.text().endswith(
        "The source changed since the run began, so Resume cannot finish it: Start over "
        "converts every image again."), summary.headline.text()
    assert summary.resume_blocked == progress.resume_blocked == "source"


# ---------------------------------------------------------------- real engine: cancel, resume

@pytest.mark.e2e
def test_cancel_then_resume_with_the_real_engine(qtbot, window, tmp_path):
    """Every number agrees after a real cancel: the summary, the resume offer and the shards
    on disk; Resume then finishes the run."""
    from engine.records.tfrecord import iter_records
    src = make_dataset(tmp_path / "big", per_class=300, size=(640, 480))
    out = tmp_path / "out"
    window.set_source(str(src))
    window.options.out_edit.setText(str(out))
    window.options.workers.setValue(1)
    window.options.verify.setChecked(False)
    # raw 64x64 pixels, 12 KB a record: 1 MiB shards give 7 shards to cancel between
    window.options.set_size("64")
    window.options.format_combo.setCurrentIndex(window.options.format_combo.findData("raw"))
    window.options.shard_mb.setValue(1)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    with qtbot.waitSignal(window.runEnded, timeout=120_000):
        window.start()
        qtbot.waitUntil(lambda: bool(window.model.shards), timeout=120_000)
        window.cancel()
    if window.model.phase != "cancelled":
        pytest.skip(f"the run ended before Cancel arrived ({window.model.phase})")
    shards = sorted(out.glob("*.tfrecord"))
    on_disk = 0
    for p in shards:
        with open(p, "rb") as f:
            on_disk += sum(1 for _ in iter_records(f))
    written = int(window.summary.values["written"].text().split()[0])
    unfinished = window.model.summary.unfinished   # kept of the unfinished shard
    assert written == on_disk + unfinished and on_disk > 0
    if unfinished:   # (said: they are in no complete shard)
        assert window.summary.values["written"].text() == \
            f"{written} ({unfinished} of them in the unfinished shard, kept)"
    # the unfinished shard's temporary is kept, with what was written of it
    assert len(leftover_temporaries(out)) == (1 if unfinished else 0)
    head = window.summary.headline.text()
    assert window.model.summary.removed == 0   # nothing converted was thrown away
    # what the cancel kept of the unfinished shard is said, with what Resume does about it
    assert head.endswith(f"The {unfinished} images already converted into the unfinished "
                         "shard are kept too. Press Resume to continue from there."
                         if unfinished > 1 else "Press Resume to continue from there."
                         if unfinished else "Press Resume to finish."), head
    assert f"with {on_disk} images" in head
    kept = on_disk + unfinished
    # (Resume waits for the look at the source: images added or removed since?)
    qtbot.waitUntil(window.actions_bar.resume_btn.isEnabled, timeout=WAIT)
    assert window.actions_bar.offering()
    assert (f"{kept} of 600 images are already done; {600 - kept} still to convert."
            in window.actions_bar.offer_text.text())
    window.summary.copy_command()   # what the window would run now: the resume
    assert "--resume" in shlex.split(QGuiApplication.clipboard().text())
    with qtbot.waitSignal(window.runEnded, timeout=120_000) as blocker:
        window.actions_bar.resume_btn.click()
    assert blocker.args == [True], window.controller.convert.stderr_tail()
    # the time and the mean rate are the resumed run's: the summary says what it converted
    assert window.summary.values["written"].text() == \
        f"600 ({600 - kept} converted now; {kept} kept from the interrupted run)"
    assert not window.actions_bar.offering()


@pytest.mark.e2e
def test_a_command_line_run_with_options_the_form_lacks_is_finished_from_the_window(
        qtbot, window, tmp_path):
    """A run started on the command line with --shards, --exact, --decoder, ... that crashed
    after its first shard: the window offers Resume, says which options it keeps, and
    finishes it with the real engine (before, it said "use the command line")."""
    import os
    import subprocess
    import sys

    from studio_fixtures import ROOT

    from engine.output_state import JOURNAL, MANIFEST
    from engine.records.tfrecord import iter_records
    from tests.engine import imagefactory as F
    src = make_dataset(tmp_path / "images", per_class=6, size=(80, 60))
    out = tmp_path / "out"
    cli_only = ["--shards", "3", "--exact", "--decoder", "pillow", "--max-pixels", "5000000",
                "--keep-absolute-paths"]
    argv = [sys.executable, "-m", "engine", "convert", str(src), "--out", str(out),
            "--size", "32", "--workers", "1", "--seed", "1", *cli_only, "--events", "text"]
    env = {k: v for k, v in os.environ.items() if k != "TFRS_DECODER"}
    env.update(PYTHONPATH=str(ROOT), TF_CPP_MIN_LOG_LEVEL="2", TFRS_CRASH_AT_STEP="-1")
    listing = subprocess.run(argv[:6] + [str(tmp_path / "listing")] + argv[7:], env=env,
                             capture_output=True, text=True, timeout=300, cwd=ROOT)
    # crash once the first shard is journalled
    env["TFRS_CRASH_AT_STEP"] = str(F.after_first_journal_entry(listing.stderr))
    crashed = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert crashed.returncode != 0 and (out / JOURNAL).is_file()

    window.set_source(str(src))
    window.options.out_edit.setText(str(out))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.revalidate()
    bar = window.actions_bar
    assert bar.offering() and "Size: 224 × 224 here, 32 × 32" in bar.diff_text.text()
    assert "command line" not in bar.diff_text.text()
    bar.load_btn.click()       # "Use the interrupted run's options": the size and the seed
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)   # (after the look at the source)
    assert bar.diff_text.isHidden()
    # each option is kept on one line (no break after a hyphen, nor before its value)
    assert "-\u2060-\u2060decoder\u00a0pillow" in bar.offer_text.text()
    offer = bar.offer_text.text().replace("\u2060", "").replace("\u00a0", " ")
    for arg in ("--exact", "--decoder pillow", "--keep-absolute-paths"):
        assert arg in offer, arg
    assert "--shards" not in offer and window.job().shards == 3   # the form's own options
    assert "--max-pixels" not in offer and window.job().max_pixels == 5_000_000
    assert window.options.max_pixels.text().startswith("5")
    window.options.verify.setChecked(False)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT) as blocker:
        bar.resume_btn.click()
    assert blocker.args == [True], window.controller.convert.stderr_tail()
    manifest = json.loads((out / MANIFEST).read_text())
    assert manifest["status"] == "complete"
    image = manifest["options"]["image"]
    assert manifest["options"]["num_shards"] == 3 and image["exact"] is True
    assert image["max_pixels"] == 5_000_000
    assert "decoder" not in image and manifest["options"]["keep_absolute_paths"] is True
    shards = sorted(out.glob("*.tfrecord"))
    assert len(shards) == 3
    total = 0
    for p in shards:
        with open(p, "rb") as f:
            total += sum(1 for _ in iter_records(f))
    assert total == 12 == int(window.summary.values["written"].text().split()[0])


def documents_in(monkeypatch, tmp_path) -> None:
    """The user's Documents folder is tmp_path/Documents (where proposed folders go)."""
    import gui.settings

    class Docs:
        class StandardLocation:
            DocumentsLocation = 0

        @staticmethod
        def writableLocation(_kind):
            return str(tmp_path / "Documents")
    monkeypatch.setattr(gui.settings, "QStandardPaths", Docs)


def test_a_source_finds_its_own_interrupted_run_again(qtbot, window, thousand, tmp_path,
                                                      monkeypatch):
    """The proposed folder skips other datasets, but not an interrupted run of this very
    source: choosing the source again brings the Resume offer back."""
    from gui.settings import default_output_for
    documents_in(monkeypatch, tmp_path)   # this test fills the proposed folders
    window.set_source(str(tmp_path))                      # some other source first
    first = Path(default_output_for(str(thousand)))
    finished_dataset(first, "/another/source")            # taken by another thousand
    second = first.with_name(first.name + "-2")
    interrupted_run(second, str(thousand), recorded_options(window.job()))
    window.set_source(str(thousand))
    assert window.options.out_edit.text() == str(second)
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.revalidate()
    assert window.actions_bar.offering() and window.actions_bar.resume_btn.isEnabled()


# ---------------------------------------------------------------- launch options

def _launch(tmp_path, *args, argv_out):
    import os
    import subprocess
    import sys

    from studio_fixtures import ROOT
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env[ENGINE_ENV] = shlex.join(fake_command("--replay", str(DATA / "convert_ok.jsonl"),
                                              "--argv-out", str(argv_out)))
    return subprocess.run([sys.executable, "-m", "gui", "--settings", str(tmp_path / "s.ini"),
                           "--start", "--quit-when-done", "--no-verify", *args], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)


def test_launch_start_resumes_and_replaces_only_with_overwrite(tmp_path, dataset):
    """--start never waits for a dialog: it resumes an interrupted run, refuses a dataset,
    and replaces it only with an explicit --overwrite."""
    argv = tmp_path / "argv.jsonl"
    interrupted = tmp_path / "interrupted"
    interrupted_run(interrupted, str(dataset), recorded_options(Job()))
    r = _launch(tmp_path, "--source", str(dataset), "--out", str(interrupted), argv_out=argv)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "--resume" in calls(argv)[-1]
    done = tmp_path / "done"
    finished_dataset(done, str(dataset))
    r = _launch(tmp_path, "--source", str(dataset), "--out", str(done), argv_out=argv)
    assert r.returncode == 2 and "holds a finished dataset" in r.stderr and len(calls(argv)) == 1
    r = _launch(tmp_path, "--source", str(dataset), "--out", str(done), "--overwrite",
                argv_out=argv)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "--overwrite" in calls(argv)[-1]


def test_check_again_speaks_only_of_its_own_scan(qtbot, window, dataset, tmp_path):
    """"Check the source again" waited for the next scan's result: when its scan was
    stopped by another (the source emptied, then chosen again), the next, a plain choice
    of the source, was said as "Checked again"."""
    out = tmp_path / "out"
    interrupted_run(out, str(dataset), {})
    prepare(qtbot, window, dataset, out)
    panel, status = window.source_panel, window.statusBar()
    assert window.actions_bar.offering()
    window.actions_bar.recheckRequested.emit()
    panel.path_combo.setEditText("")     # stops the check's scan before it ends
    panel.rescan()
    qtbot.wait(200)
    status.clearMessage()
    window.set_source(str(dataset))      # a choice of the source, no check
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    qtbot.wait(50)
    assert window.actions_bar.offering() and status.currentMessage() == ""
    # a check that runs to its end still says what came of it
    window.actions_bar.recheckRequested.emit()
    qtbot.waitUntil(lambda: status.currentMessage() != "", timeout=WAIT)
    assert status.currentMessage().startswith("Checked again: ")


def test_a_new_sources_folder_goes_beside_the_last_runs(qtbot, window, tmp_path,
                                                        monkeypatch):
    """The user's run wrote /data/out/cats-tfrecord; the next source's folder went back to
    Documents. It goes beside the last run's now, new and empty (never theirs), but never
    in the new source (a walk's proposal landed in another source folder, whose next scan
    read it as a class), and a file of the proposed name is taken."""
    import dataclasses

    documents_in(monkeypatch, tmp_path)
    first, second = tmp_path / "cats", tmp_path / "dogs"
    for src in (first, second):
        (src / "a").mkdir(parents=True)
    docs = tmp_path / "Documents" / "TFRecord Studio"
    window.set_source(str(first))
    assert window.options.out_edit.text() == str(docs / "cats-tfrecord")
    mine = tmp_path / "data" / "out"
    mine.mkdir(parents=True)
    (mine / "dogs-tfrecord").mkdir()
    (mine / "dogs-tfrecord" / "theirs.txt").write_text("not ours")   # taken: not reused
    (mine / "dogs-tfrecord-2").write_text("a file of that name")      # taken too
    window.options.out_edit.setText(str(mine / "cats-tfrecord"))
    window.options.outputEdited.emit()
    window.set_source(str(second))   # chosen, but named after the other source: Documents
    assert window.options.out_edit.text() == str(docs / "dogs-tfrecord")
    assert "is named after the previous source" in window.statusBar().currentMessage()
    window.set_source(str(first))
    window.options.out_edit.setText(str(mine / "cats-tfrecord"))
    window.save_settings(launched=window.job())   # (what Start does before the run)
    window.set_source(str(second))
    assert window.options.out_edit.text() == str(mine / "dogs-tfrecord-3")
    # a last run's folder in the new source: not there
    window.save_settings(launched=dataclasses.replace(window.job(),
                                                      out=str(second / "a" / "x-tfrecord")))
    window.set_source(str(first))
    window.set_source(str(second))
    assert Path(window.options.out_edit.text()).parent == docs
