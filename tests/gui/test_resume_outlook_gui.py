"""The Resume offer says what --resume will do, with the engine's own rule
(engine.resume_check, looked at off the window's thread): a kept shard whose image changed
after it was converted is not counted as done, and is said to be converted again; images
added to or removed from the source are named (--resume refuses them)."""

from __future__ import annotations

import os
import shutil
import threading

import pytest
from studio_fixtures import RUN_TIMEOUT
from window_steps import posted_ran

from gui.window_layout import recheck_source
from tests.engine import imagefactory as F
from tests.engine.interrupted import bmp_dataset, interrupted

pytestmark = pytest.mark.e2e
WAIT = 120_000


def open_run(qtbot, window, src, out):
    window.set_source(str(src))
    window.options.out_edit.setText(str(out))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    bar = window.actions_bar
    if bar.load_btn.isVisible():
        bar.load_btn.click()   # the run's options (--size 16, png, 3 shards...)
        qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.options.workers.setValue(1)
    window.revalidate()
    return bar


def test_the_offer_counts_what_resume_keeps(qtbot, window, tmp_path):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    entry = interrupted(src, out)
    name = sorted(F.records_by_name(out))[0]   # an image of the kept shard
    path = src / name
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))   # touched: Resume redoes it
    bar = open_run(qtbot, window, src, out)
    qtbot.waitUntil(lambda: "converted again" in bar.offer_text.text(), timeout=WAIT)
    text = bar.offer_text.text()
    assert "0 of 9 images are already done; 9 still to convert." in text, text
    assert (f"1 shard on disk will be converted again, because images in it changed "
            f"after they were converted: {name}.") in text, text
    assert bar.resume_btn.isEnabled() and bar.finishable
    head = window.summary.headline.text()
    assert "0 images in 0 complete shards" in head, head
    # Start over deletes what is on disk: its dialog counts that, not what Resume keeps
    # (it said "0 shard files with 0 images" above "That is ... 1 shard file")
    window.actions_bar.start_btn.click()
    box = window.pending_dialog
    info = box.informativeText()
    assert f"1 shard file with {entry['records']} images" in box.text(), box.text()
    assert "It deletes the unfinished run's 1 shard file and" in info, info
    box.reject()
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT) as ended:
        bar.resume_btn.click()
    assert ended.args == [True], window.controller.convert.stderr_tail()
    assert window.model.summary.kept == 0 < entry["records"]   # as the offer said


def test_the_offer_names_images_added_and_removed(qtbot, window, tmp_path):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    interrupted(src, out)
    shutil.copy(src / "a" / "00.bmp", src / "a" / "new.bmp")
    os.remove(src / "b" / "01.bmp")
    bar = open_run(qtbot, window, src, out)
    qtbot.waitUntil(lambda: "added: a/new.bmp" in bar.offer_text.text(), timeout=WAIT)
    text = bar.offer_text.text()
    assert "removed: b/01.bmp" in text and "Start over" in text, text
    assert "Press Resume" not in text and not bar.resume_btn.isEnabled()
    assert bar.blocked == "source"


@pytest.fixture
def slow_look(monkeypatch):
    """The look at the run (engine.resume_check.outlook, as gui.resume_check calls it)
    waits while the returned event is clear: the window meanwhile is what the user sees
    during a long look at a large source."""
    import gui.resume_check
    gate = threading.Event()
    gate.set()
    real = gui.resume_check.outlook

    def slow(*args, **kwargs):
        gate.wait(RUN_TIMEOUT / 1000)
        return real(*args, **kwargs)

    monkeypatch.setattr(gui.resume_check, "outlook", slow)
    yield gate
    gate.set()


def scan_again(qtbot, window, recheck=True):
    """Read the source again (the offer's "Check the source again", else as after a change
    on disk) and wait for the scan, not for the look at the run."""
    panel = window.source_panel
    old = panel.last_result
    if recheck:
        window.actions_bar.recheck_btn.click()
    else:
        recheck_source(window)
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.last_result is not old,
                    timeout=WAIT)
    posted_ran(qtbot, window)   # (the window's revalidation and the status bar after the scan)


def test_a_renamed_image_is_not_finishable_while_the_look_runs(qtbot, window, tmp_path,
                                                               slow_look):
    """A renamed image leaves the number of images as it was: until the look at the new
    scan ends, the offer says it checks (Resume was enabled and "Check the source again"
    said Resume can finish it; the engine then refused)."""
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    interrupted(src, out)
    bar = open_run(qtbot, window, src, out)
    qtbot.waitUntil(lambda: "Press Resume" in bar.offer_text.text(), timeout=WAIT)
    os.rename(src / "a" / "00.bmp", src / "a" / "zz.bmp")
    status = window.statusBar()
    status.clearMessage()
    slow_look.clear()
    scan_again(qtbot, window, recheck=False)
    text = bar.offer_text.text()
    assert "Checking whether images were added to or removed from the source" in text, text
    assert not bar.finishable and not bar.resume_btn.isEnabled()
    assert not bar.recheck_btn.isVisible()
    assert status.currentMessage() == ""   # it waits for the look
    slow_look.set()
    qtbot.waitUntil(lambda: status.currentMessage() != "", timeout=WAIT)
    assert status.currentMessage() == ("Checked again: the source still differs from the "
                                       "interrupted run.")
    text = bar.offer_text.text()
    assert "added: a/zz.bmp" in text and "removed: a/00.bmp" in text, text
    assert not bar.resume_btn.isEnabled() and bar.blocked == "source"


def test_an_earlier_scans_look_names_no_image_deleted_since(qtbot, window, tmp_path,
                                                             slow_look):
    """Two images added, one taken out again and the source checked again: until the look
    at the new scan ends the offer gives the numbers, not the earlier look's names (it
    named the deleted image)."""
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    interrupted(src, out)
    shutil.copy(src / "a" / "00.bmp", src / "a" / "new.bmp")
    shutil.copy(src / "a" / "00.bmp", src / "a" / "new2.bmp")
    bar = open_run(qtbot, window, src, out)
    qtbot.waitUntil(lambda: "a/new2.bmp" in bar.offer_text.text(), timeout=WAIT)
    os.remove(src / "a" / "new2.bmp")
    slow_look.clear()
    scan_again(qtbot, window)
    text = bar.offer_text.text()
    assert "new2.bmp" not in text and "new.bmp" not in text, text
    assert "The source lists 10 images now, and the run set out to convert 9" in text, text
    slow_look.set()
    qtbot.waitUntil(lambda: "added: a/new.bmp" in bar.offer_text.text(), timeout=WAIT)
    assert "new2.bmp" not in bar.offer_text.text()


def _delete_first_and_cut_second(out, first, second) -> list[dict]:
    os.remove(out / first["filename"])
    shard = out / second["filename"]
    shard.write_bytes(shard.read_bytes()[:-10])
    return [first, second]


def _cut_second_in_place(out, first, second) -> list[dict]:
    with open(out / second["filename"], "r+b") as f:   # the same file, shorter
        f.truncate(second["bytes"] - 10)
    return [second]


@pytest.mark.parametrize("damage", [_delete_first_and_cut_second, _cut_second_in_place],
                         ids=["deleted-and-cut", "cut-in-place"])
def test_the_offer_counts_missing_and_damaged_shards_and_names_them(qtbot, window, tmp_path,
                                                                    damage):
    """Finished shards deleted or cut short while the offer is shown: the offer said "9 of
    9 done" (the folder as it was read before) and Resume then wrote them again without a
    word. Cut short in place, neither the folder nor the journal changes, and the offer
    still has to see it."""
    from tests.engine.interrupted import interrupted_after
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    shards = interrupted_after(src, out, 3)
    bar = open_run(qtbot, window, src, out)
    qtbot.waitUntil(lambda: "Press Resume" in bar.offer_text.text(), timeout=WAIT)
    assert "missing or damaged" not in bar.offer_text.text()
    damaged = damage(out, *shards[:2])
    window.revalidate()   # (as after any change in the form)
    qtbot.waitUntil(lambda: "missing or damaged" in bar.offer_text.text(), timeout=WAIT)
    text = bar.offer_text.text()
    kept = sum(e["records"] for e in shards if e not in damaged)
    assert f"{kept} of 9 images are already done; {9 - kept} still to convert." in text, text
    names = ", ".join(e["filename"] for e in damaged)
    files = "1 finished shard file is" if len(damaged) == 1 else \
        f"{len(damaged)} finished shard files are"
    assert (f"{files} missing or damaged and will be written again: {names}. Press Resume "
            "to finish it.") in text, text
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT) as ended:
        bar.resume_btn.click()
    assert ended.args == [True], window.controller.convert.stderr_tail()
    assert window.model.summary.kept == kept   # as the offer said


def test_a_refused_resume_shows_the_folders_numbers_not_a_run(qtbot, window, tmp_path):
    """An image of a kept shard taken out of the source after the offer was shown, and
    Resume pressed: the engine refuses. The progress line said "… of 8" (the refused run's
    plan) beside the offer's "… of 9"; the offer counted the kept shard as not done; the
    Summary showed "Skipped 1" and "0.0 images/s" of a run that never converted."""
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    entry = interrupted(src, out)
    bar = open_run(qtbot, window, src, out)
    qtbot.waitUntil(lambda: "Press Resume" in bar.offer_text.text(), timeout=WAIT)
    name = sorted(F.records_by_name(out))[0]   # an image of the kept shard
    os.rename(src / name, tmp_path / "aside.bmp")
    # a change the window does not see (a share whose folders keep their times): Resume
    # reads a source whose folders changed again first (tests/gui/test_stale_resume.py)
    window.source_panel.changed_since_scan = lambda _later: False
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT) as ended:
        bar.resume_btn.click()
    assert ended.args == [False]
    assert f"1 image removed ({name})" in window.model.error, window.model.error
    window.last_error.close()
    n = entry["records"]
    counts = window.display.progress.counts.text()
    assert counts.startswith(f"Kept in complete shards: {n} of 9 images"), counts
    values = window.summary.values
    for key in ("written", "failed", "shards", "size", "time", "rate"):
        assert values[key].text() == "—", (key, values[key].text())
    qtbot.waitUntil(lambda: f"removed: {name}" in bar.offer_text.text(), timeout=WAIT)
    text = bar.offer_text.text()
    assert f"{n} of 9 images are already done; {9 - n} still to convert." in text, text


def test_a_hidden_annotation_choice_does_not_stop_a_class_folders_resume(qtbot, window,
                                                                        tmp_path):
    """A walk left "Leave out images without annotations" ticked from a YOLO export; for
    class folders the box is hidden, yet the job passed it: the offer listed "Images
    without annotations: left out here, kept in the interrupted run", and Resume was
    refused. A source without annotations has neither option."""
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    interrupted(src, out)
    bar = open_run(qtbot, window, src, out)
    window.options.skip_unannotated.setChecked(True)   # from an earlier annotated source
    window.options.masks.setChecked(True)
    window.revalidate()
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)
    assert "annotations" not in bar.offer_text.text().lower(), bar.offer_text.text()
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT) as ended:
        bar.resume_btn.click()
    assert ended.args == [True], window.controller.convert.stderr_tail()
    assert window.model.summary.kept > 0
