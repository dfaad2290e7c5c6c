"""Issue 10, "never destroy data without asking": Replace and Quit ask first (Cancel
/ Keep running are the defaults) and say what Replace deletes, exactly what the engine
deletes; --start replaces only with --overwrite; nothing in the form can be changed
during a run."""

from __future__ import annotations

import os
import shlex

from interrupted_runs import (
    WAIT,
    calls,
    finished_dataset,
    interrupted_run,
    prepare,
    recorded_options,
    use_fake,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from studio_fixtures import DATA, fake_command, make_dataset

from gui.engine_launch import ENGINE_ENV
from gui.job import Job

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
    text = box.text() + "\n\n" + box.informativeText()
    # three paragraphs (six lost a walker): what Replace does to what; what is deleted and
    # what stays; when, and what Cancel keeps
    what, deleted, when = text.split("\n\n")
    from gui.dialogs import local_date
    for part in (f"Output folder: {out}", "/lab/cells-2026", "2 shard files with 200 images",
                 "200.0 kB", local_date("2026-11-02T09:30:00+00:00")):
        assert part in what, (part, what)
    assert what.startswith("Replace deletes this dataset"), what
    assert deleted.splitlines() == [
        "It deletes the dataset's 2 shard files and 2 files that belong to it, 200.4 kB in "
        "all.", "Everything else in the folder stays (2 items): checked by hand, notes.txt."]
    # when: a user cancelled the new run at 64% and had neither dataset
    assert "deleted when the new run has finished scanning the source, before it converts " \
        "any image" in when and "cancelling it later does not bring them back" in when, when
    assert when.splitlines()[-1].startswith("Choose Cancel here to delete nothing: the "
                                            "dataset stays"), when
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
    from gui.replace_listing import replace_files
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
    assert {"labels.txt", "tfrecord_studio.json", ".labels.txt.partial",
            "HOW_TO_LOAD.md"} <= set(ours)
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
    # (a source of as many images as the run planned: Resume can finish it)
    photos = make_dataset(tmp_path / "photos", per_class=500, size=(8, 8))
    interrupted_run(interrupted, str(photos), recorded_options(Job()))
    r = _launch(tmp_path, "--source", str(photos), "--out", str(interrupted), argv_out=argv)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "--resume" in calls(argv)[-1]
    # a source changed since (fewer images): Resume cannot finish it, Start over would ask
    changed = tmp_path / "changed"
    interrupted_run(changed, str(dataset), recorded_options(Job()))
    r = _launch(tmp_path, "--source", str(dataset), "--out", str(changed), argv_out=argv)
    assert r.returncode == 2 and "Resume cannot finish" in r.stderr, r.stderr[-2000:]
    assert len(calls(argv)) == 1
    done = tmp_path / "done"
    finished_dataset(done, str(dataset))
    r = _launch(tmp_path, "--source", str(dataset), "--out", str(done), argv_out=argv)
    assert r.returncode == 2 and "holds a finished dataset" in r.stderr and len(calls(argv)) == 1
    r = _launch(tmp_path, "--source", str(dataset), "--out", str(done), "--overwrite",
                argv_out=argv)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "--overwrite" in calls(argv)[-1]
