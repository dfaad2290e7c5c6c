"""The Resume offer and changed annotation files (the engine refuses such a --resume): a
real COCO run is killed after its first shard; the window then says which annotation file
changed, keeps Resume off and makes Start over the default, and once the file is put back
and read again, Resume finishes the folder byte-identical to an uninterrupted run."""

from __future__ import annotations

import json

import pytest
from studio_fixtures import RUN_TIMEOUT

from engine.output_kind import read_output_state
from gui.resume import annotation_changes
from tests.engine import annotated_data as A
from tests.engine import imagefactory as F
from tests.engine.test_resume_annotations import (
    crash,
    edit_text,
    folder_bytes,
    reference_and_crash_step,
)

pytestmark = pytest.mark.e2e
WAIT = 120_000
NAME = "annotations/instances_train.json"


def open_with_the_runs_options(qtbot, window, src: str, out):
    """The window on ``src`` and the interrupted run in ``out``, with the run's options
    ("Use the interrupted run's options") and its one worker (the manifest records it)."""
    window.set_source(src)
    window.options.out_edit.setText(str(out))
    bar = window.actions_bar
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    bar.load_btn.click()
    window.options.workers.setValue(1)
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.revalidate()
    return bar


def test_the_offer_knows_changed_annotations_before_resume(qtbot, window, tmp_path):
    A.make_coco(str(tmp_path / "coco"))
    src = str(tmp_path / "coco")
    ref, out = tmp_path / "ref", tmp_path / "out"
    crash(src, out, reference_and_crash_step(src, ref))
    window.set_source(src)
    window.options.out_edit.setText(str(out))
    bar = window.actions_bar
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None and
                    window.source_panel.last_result.annotation_files is not None, timeout=WAIT)
    assert set(window.source_panel.last_result.annotation_files) == {NAME}
    window.revalidate()
    assert bar.offering() and bar.load_btn.isVisible()   # the run's --size 64, png, ...
    bar.load_btn.click()
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.revalidate()
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)   # (after the look at the source)
    assert bar.finishable and bar.recheck_btn.isHidden()

    window.options.workers.setValue(1)     # as the run recorded (its manifest says so)
    original = edit_text(tmp_path / "coco" / NAME, '"name": "cat"', '"name": "kitten"')
    # the window learns of the change when the engine refuses: it reads the source again
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT) as ended:
        assert window.primary()                                  # Ctrl+Enter: Resume
    assert ended.args == [False]
    assert "instances_train.json" in window.model.error
    window.last_error.close()
    # (the source read again: the offer checks, Resume greyed out, until the scan answers)
    qtbot.waitUntil(lambda: bar.offering() and bar.blocked == "source", timeout=WAIT)
    assert not bar.resume_btn.isEnabled()
    text = bar.offer_text.text()
    assert f"{NAME} changed" in text and "Start over" in text, text
    assert "Press Resume" not in text
    assert bar.start_btn.isDefault() and not bar.resume_btn.isDefault()
    assert window.start_action.text() == "Start &over…"    # as Ctrl+Enter does now
    assert bar.recheck_btn.isVisible() and not bar.load_btn.isVisible()
    assert not window.primary() or window.pending_dialog is not None   # Start over asks
    if window.pending_dialog is not None:
        window.pending_dialog.reject()
        qtbot.waitUntil(lambda: window.pending_dialog is None, timeout=WAIT)

    (tmp_path / "coco" / NAME).write_bytes(original)
    bar.recheck_btn.click()
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)
    assert "Press Resume" in bar.offer_text.text() and bar.recheck_btn.isHidden()
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT) as ended:
        assert window.primary()                                  # Ctrl+Enter: Resume
    assert ended.args == [True], window.controller.convert.stderr_tail()
    assert folder_bytes(out) == folder_bytes(ref)


def test_annotation_changes_follow_the_engine(tmp_path):
    """The window's reading of a run's annotation files, against the scan's digests."""
    out = tmp_path / "out"
    out.mkdir()
    header = {"kind": "header", "fingerprint": "fp", "source": "/s", "options": {},
              "annotation_files": {"a.json": "1", "labels/x.txt": None}}
    (out / ".tfrecord-studio-journal.jsonl").write_text(json.dumps(header) + "\n")
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and state.annotation_files == header["annotation_files"]
    assert annotation_changes(state, None) == []                       # not scanned yet
    assert annotation_changes(state, {"a.json": "1", "labels/x.txt": None}) == []
    assert annotation_changes(state, {"a.json": "2", "labels/x.txt": "3", "b.json": "4"}) == [
        ("a.json", "changed"), ("b.json", "added"), ("labels/x.txt", "added")]
    assert annotation_changes(state, {}) == []        # read as classification: no files
    header.pop("annotation_files")
    (out / ".tfrecord-studio-journal.jsonl").write_text(json.dumps(header) + "\n")
    assert annotation_changes(read_output_state(str(out)), {"a.json": "1"}) == [
        ("", "unrecorded")]


def test_a_label_file_still_there_is_no_change_below_a_relative_source(tmp_path, monkeypatch):
    """The run recorded its source as given (relative to where it was started); the window
    joined it to its own folder: a label file still there, not read now (its image was
    deleted), was "removed". The scanned source is the one its files are named below."""
    src = tmp_path / "src"
    (src / "labels").mkdir(parents=True)
    (src / "labels" / "x.txt").write_text("0 0.5 0.5 0.1 0.1\n")
    out = tmp_path / "out"
    out.mkdir()
    header = {"kind": "header", "fingerprint": "fp", "source": "src", "options": {},
              "annotation_files": {"a.json": "1", "labels/x.txt": "2"}}
    (out / ".tfrecord-studio-journal.jsonl").write_text(json.dumps(header) + "\n")
    monkeypatch.chdir(out)   # (not where the run was started)
    state = read_output_state(str(out))
    assert annotation_changes(state, {"a.json": "1"}, str(src)) == []


def test_the_offer_knows_images_were_added_since_the_run(qtbot, window, tmp_path):
    """Class folders: an image added after the run was killed would make --resume refuse
    (its plan differs); the offer says so, naming the image, and Resume finishes once the
    image is taken out again."""
    from PIL import Image
    from studio_fixtures import make_dataset
    src = str(make_dataset(tmp_path / "images", per_class=6))
    ref, out = tmp_path / "ref", tmp_path / "out"
    crash(src, out, reference_and_crash_step(src, ref))
    bar = open_with_the_runs_options(qtbot, window, src, out)
    # (Resume waits for the background look at the run's plan, well under a second)
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)
    # an image added while the window is open: Resume reads the source again first (its
    # folder changed), runs nothing, and the offer says why (it kept saying "Press Resume",
    # and the engine refused: tests/gui/test_stale_resume.py)
    added = tmp_path / "images" / "cat" / "cat_new.jpg"
    Image.new("RGB", (64, 48), (1, 2, 3)).save(added)
    assert window.primary() and window.start_queued
    qtbot.waitUntil(lambda: not window.start_queued, timeout=WAIT)
    assert window.controller.job is None and window.last_error is None
    assert window.statusBar().currentMessage().startswith("Not resumed:")
    # (the numbers first; the image by name once the look at the run's plan has ended)
    qtbot.waitUntil(lambda: "added: cat/cat_new.jpg" in bar.offer_text.text(), timeout=WAIT)
    text = bar.offer_text.text()
    assert "Images changed in the source since the run set out to convert them (added: " \
           "cat/cat_new.jpg), so Resume cannot finish it." in text, text
    assert not bar.resume_btn.isEnabled() and bar.start_btn.isDefault()
    assert bar.recheck_btn.text() == "Check the source again" and bar.recheck_btn.isVisible()
    assert bar.recheck_btn.accessibleName() == "Check the source again"
    # checking again before the image is taken out says so (the offer alone looked the
    # same as before, as if the button had done nothing)
    status = window.statusBar()
    status.clearMessage()
    bar.recheck_btn.click()
    qtbot.waitUntil(lambda: status.currentMessage() != "", timeout=WAIT)
    assert status.currentMessage() == ("Checked again: the source still differs from the "
                                       "interrupted run.")
    assert not bar.resume_btn.isEnabled()
    added.unlink()
    bar.recheck_btn.click()
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)
    qtbot.waitUntil(lambda: "Resume can finish" in status.currentMessage(), timeout=WAIT)
    assert status.currentMessage() == ("Checked again: no image was added or removed since "
                                       "the interrupted run. Resume can finish it.")
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT) as ended:
        assert window.primary()
    assert ended.args == [True], window.controller.convert.stderr_tail()
    assert folder_bytes(out) == folder_bytes(ref)


def test_images_left_out_by_the_run_are_not_taken_for_added_ones(qtbot, window, tmp_path):
    """A run that left out the images without annotations planned fewer images than the
    source lists: that is no change, and Resume finishes it."""
    from tests.engine.test_resume_annotations import convert
    A.make_coco(str(tmp_path / "coco"))
    src = str(tmp_path / "coco")
    ref, out = tmp_path / "ref", tmp_path / "out"
    assert convert(src, ref, "--skip-unannotated")[0] == 0
    code, _, err = convert(src, out, "--skip-unannotated",
                           env={"TFRS_CRASH_AT_STEP": str(_crash_step(src, tmp_path))})
    assert read_output_state(str(out)).kind == "interrupted", err[-2000:]
    bar = open_with_the_runs_options(qtbot, window, src, out)
    assert window.job().skip_unannotated and window.source_panel.last_result.images == 4
    assert read_output_state(str(out)).planned == 3
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)   # (after the look at the source)
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT) as ended:
        assert window.primary()
    assert ended.args == [True], window.controller.convert.stderr_tail()
    assert folder_bytes(out) == folder_bytes(ref)


def _crash_step(src: str, tmp_path) -> int:
    """The step just after the first shard's journal entry of a --skip-unannotated run."""
    from tests.engine.test_resume_annotations import convert
    code, _, err = convert(src, tmp_path / "steps", "--skip-unannotated",
                           env={"TFRS_CRASH_AT_STEP": "-1"})
    assert code == 0, err[-2000:]
    return F.after_first_journal_entry(err)


def test_a_yolo_image_deleted_since_is_named_not_its_label_file(qtbot, window, tmp_path):
    """An image deleted after the kill, its label file left in place: the offer said
    "labels/train/a.txt removed" (put it back), of a file still there and never touched,
    as --resume did. It says the image was removed."""
    src = A.make_yolo(str(tmp_path / "yolo"))
    ref, out = tmp_path / "ref", tmp_path / "out"
    crash(src, out, reference_and_crash_step(src, ref))
    (tmp_path / "yolo" / "images" / "train" / "a.jpg").unlink()
    bar = open_with_the_runs_options(qtbot, window, src, out)
    qtbot.waitUntil(lambda: "removed: images/train/a.jpg" in bar.offer_text.text(),
                    timeout=WAIT)
    assert "a.txt" not in bar.offer_text.text()
    assert not bar.resume_btn.isEnabled() and bar.start_btn.isDefault()
