"""The form's checks of the output folder, said before Start (a Korean new-user walk): a
folder nobody may write in was found only after Start, in jargon ("cannot create or
lock"); the source folder itself as the output got the generic "files TFRecord Studio did
not write"; and that refusal did not name the files."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from studio_fixtures import make_dataset

from gui import output_folder
from gui.job import Job
from gui.job_rules import NOT_EMPTY, OUT_IS_SOURCE, validate
from gui.output_folder import FOREIGN, adjust_errors, unwritable
from gui.widgets.problems import error_colour

WAIT = 120_000


def _read_only_folder(tmp_path: Path, monkeypatch) -> Path:
    """A real folder this user may not write in: a chmod 555 one, or, for root (who writes
    anywhere a mode forbids), a folder of a read-only file system (/proc/sys: read as if it
    were no folder of the system, which it is besides and would be said so)."""
    if os.geteuid() != 0:
        ro = tmp_path / "ro"
        ro.mkdir()
        (ro / "old.txt").write_text("x")
        ro.chmod(0o555)
        return ro
    for candidate in ("/proc/sys", "/sys/fs"):
        if os.path.isdir(candidate) and not os.access(candidate, os.W_OK):
            monkeypatch.setattr(output_folder, "_file_system", lambda path: "")
            return Path(candidate)
    pytest.skip("no folder that root may not write in")


def test_the_source_folder_itself_is_named_as_such(tmp_path):
    src = make_dataset(tmp_path / "images", per_class=1)
    for overwrite in (False, True):
        job = Job(source=str(src), out=str(src), overwrite=overwrite)
        assert validate(job)["out"] == OUT_IS_SOURCE
    link = tmp_path / "link"
    link.symlink_to(src)
    assert validate(Job(source=str(src), out=str(link)))["out"] == OUT_IS_SOURCE
    # (a folder inside it keeps its own message)
    inside = src / "out"
    inside.mkdir()
    (inside / "x").write_text("x")
    assert "inside" in validate(Job(source=str(src), out=str(inside)))["out"]


def test_the_window_says_the_source_folder_not_foreign_files(qtbot, window, tmp_path):
    src = make_dataset(tmp_path / "images", per_class=1)
    window.set_source(str(src))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.choose_output(str(src))
    window.revalidate()
    assert window.errors()["out"] == OUT_IS_SOURCE
    assert window.options.error_text("out").startswith("The output folder is the source "
                                                       "folder: choose another, empty folder")
    assert window.actions_bar.hint.text() == (
        "“Output folder”: The output folder is the source folder. See the note under “Output "
        "folder” in the options.")
    assert not window.actions_bar.start_btn.isEnabled()


def test_other_peoples_files_are_named(tmp_path):
    from engine.output_kind import read_output_state
    mine = tmp_path / "mine"
    mine.mkdir()
    for n in ("notes.txt", "a.jpg", "b.jpg", "c.jpg"):
        (mine / n).write_text("x")
    errors = adjust_errors({"out": NOT_EMPTY}, read_output_state(str(mine)))
    assert errors["out"] == ("The output folder holds files that TFRecord Studio did not "
                             "write (a.jpg, b.jpg, c.jpg, …). Choose an empty folder, or one "
                             "with a dataset made by this program.")
    (mine / "notes.txt").unlink()
    (mine / "c.jpg").unlink()
    errors = adjust_errors({}, read_output_state(str(mine)))
    assert "(a.jpg, b.jpg)." in errors["out"] and errors["out"] != FOREIGN


def test_a_folder_that_cannot_be_written_is_said_before_start(qtbot, window, tmp_path,
                                                             language, monkeypatch):
    ro = _read_only_folder(tmp_path, monkeypatch)
    assert unwritable(str(ro)) == str(ro)
    assert unwritable(str(ro / "new" / "deeper")) == str(ro)
    assert unwritable(str(tmp_path / "new")) == ""
    src = make_dataset(tmp_path / "images", per_class=1)
    window.set_source(str(src))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.choose_output(str(ro))
    window.revalidate()
    assert window.options.error_text("out") == (
        f"You cannot write in the output folder {ro} (it is read-only). Choose another "
        "folder, for example one in your Documents.")
    assert not window.actions_bar.start_btn.isEnabled()
    assert error_colour(window) in window.actions_bar.hint.styleSheet()
    window.options.set_replace(True)   # Replace cannot help: it still cannot write
    window.revalidate()
    assert not window.actions_bar.start_btn.isEnabled()
    window.choose_output(str(ro / "dataset"))   # not there yet: where it would be made
    window.revalidate()
    assert window.options.error_text("out") == (
        f"The output folder would be made in {ro}, where you cannot write (it is "
        "read-only). Choose another folder, for example one in your Documents.")
    assert not window.actions_bar.start_btn.isEnabled()
    language("ko")
    window.revalidate()
    text = window.options.error_text("out")
    assert str(ro) in text and "Documents" not in text and "문서" in text, text
    window.choose_output(str(tmp_path / "fine"))
    window.revalidate()
    assert window.options.error_text("out") == ""
    assert window.actions_bar.start_btn.isEnabled()


def test_mode_bits_that_say_read_only_are_tried_before_start_is_held_back(tmp_path,
                                                                         monkeypatch):
    # some shares (CIFS with noperm, ACLs) show read-only mode bits where the user may write:
    # access() says no, a real write says yes, and the form must not refuse the folder
    share = tmp_path / "share"
    share.mkdir()
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    assert unwritable(str(share)) == ""
    assert unwritable(str(share / "new")) == ""
    assert list(share.iterdir()) == [], "the write check leaves nothing behind"


def test_a_share_that_says_read_only_does_not_keep_resume_waiting(qtbot, window, tmp_path,
                                                                  monkeypatch):
    """On such a share every form check made and removed a folder in the output folder:
    its new time started another look at the interrupted run there, whose end started
    another check: 1,276 looks in 3 s, and Resume stayed disabled ("Checking…") for
    good. The write is tried once per folder."""
    import gui.resume_check as looks
    from tests.engine.interrupted import bmp_dataset, interrupted
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    interrupted(src, out)
    calls: list[int] = []
    real_outlook, real_access = looks.outlook, os.access

    def counting(*a, **k):
        calls.append(1)
        return real_outlook(*a, **k)
    monkeypatch.setattr(looks, "outlook", counting)
    monkeypatch.setattr(os, "access", lambda p, mode, **k: False if str(p).startswith(
        str(out)) else real_access(p, mode))
    window.set_source(str(src))
    window.options.out_edit.setText(str(out))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    bar = window.actions_bar
    if bar.load_btn.isVisible():   # the interrupted run's options
        bar.load_btn.click()
        qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.revalidate()
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)
    # settled: the look asked for last has ended and no task runs (the loop asked for
    # another look as each one ended, ~400 a second: it never settled)
    check = window._out_folder.check
    qtbot.waitUntil(lambda: not check.pending() and not check._busy, timeout=WAIT)
    assert len(calls) <= 3, len(calls)
    assert bar.resume_btn.isEnabled()
    assert not [p.name for p in out.iterdir() if "write-check" in p.name]


def test_a_folder_emptied_in_a_file_manager_is_empty(qtbot, window, tmp_path):
    """Our hidden side files (digests, plan, check record) stay when a file manager empties
    a dataset folder: the form said the folder "holds files TFRecord Studio did not write"
    (naming ours), and Start over asked to replace them. Start writes there, asking
    nothing, and nothing of the user's is there to remove."""
    from studio_fixtures import RUN_TIMEOUT

    from engine.output_state import DIGESTS, PLANNED, VERIFIED
    src = make_dataset(tmp_path / "images", per_class=3)
    out = tmp_path / "out"
    out.mkdir()
    for name in (DIGESTS, PLANNED, VERIFIED):
        (out / name).write_text("of a dataset deleted since")
    window.set_source(str(src))
    window.options.out_edit.setText(str(out))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    assert "out" not in window.errors() and window.actions_bar.start_btn.isEnabled()
    assert window.output_state().kind == "empty"
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT) as ended:
        assert window.start()
        assert window.pending_dialog is None   # (no Replace dialog)
    assert ended.args == [True], window.controller.convert.stderr_tail()
    assert window.output_state().kind == "dataset"


SYSTEM_FOLDER = "/proc"
needs_proc = pytest.mark.skipif(not os.path.exists("/proc/self/mountinfo"),
                                reason="no /proc (not Linux)")


@needs_proc
def test_a_folder_of_the_system_is_said_before_start(qtbot, window, tmp_path, language):
    """/proc/x was "Ready" until Start failed (root may "write" /proc, where nothing can be
    made): a folder of the kernel's file systems is said in the form, as a read-only one."""
    src = make_dataset(tmp_path / "images", per_class=1)
    window.set_source(str(src))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.choose_output(SYSTEM_FOLDER + "/x")
    window.revalidate()
    assert window.options.error_text("out") == (
        "The output folder would be made in /proc, a folder of the operating system, where "
        "files cannot be kept. Choose another folder, for example one in your Documents.")
    assert not window.actions_bar.start_btn.isEnabled()
    window.choose_output(SYSTEM_FOLDER)   # itself (not "files TFRecord Studio did not write")
    window.revalidate()
    assert window.options.error_text("out").startswith(
        "The output folder /proc is a folder of the operating system")
    language("ja")
    window.revalidate()
    text = window.options.error_text("out")
    assert "/proc" in text and "operating system" not in text, text
    window.choose_output(str(tmp_path / "fine"))
    window.revalidate()
    assert window.options.error_text("out") == ""
    assert window.actions_bar.start_btn.isEnabled()


@needs_proc
def test_the_file_system_is_read_from_the_mount_table(tmp_path):
    assert output_folder._file_system("/proc/self") == "proc"
    assert output_folder._file_system(str(tmp_path)) not in output_folder.SYSTEM_FS
    assert unwritable(str(tmp_path / "new")) == ""   # an ordinary folder stays writable


def test_a_device_or_a_file_on_the_way_is_no_output_folder(tmp_path):
    from engine.output_kind import read_output_state
    notes = tmp_path / "notes.txt"
    notes.write_text("x")
    under = notes / "out"
    errors = adjust_errors({}, read_output_state(str(under)))
    assert errors["out"] == (f"The output folder would be made in {notes}, which is a "
                             "file, not a folder. Choose another folder, for example one "
                             "in your Documents.")
    if os.path.exists("/dev/null"):
        errors = adjust_errors({}, read_output_state("/dev/null"))
        assert errors["out"].startswith("The output path /dev/null is not a folder")
    # a plain file keeps the form's own sentence ("is a file, not a folder")
    said = validate(Job(source=str(tmp_path), out=str(notes)))["out"]
    assert adjust_errors({"out": said}, read_output_state(str(notes)))["out"] == said


@pytest.mark.parametrize("why", ["damaged", "too large"])
def test_a_dataset_whose_manifest_cannot_be_read_is_not_called_another_programs(
        qtbot, window, tmp_path, language, monkeypatch, why):
    """The engine says so (run.manifest_unread), but the form's line said "files that
    TFRecord Studio did not write" of a dataset of ours whose manifest is cut short (or
    larger than any run writes, above 1 GiB). Then it said the engine's refusal, "so
    nothing was deleted", before anything was pressed: the form says what it cannot do."""
    from engine import json_limit
    from engine.output_kind import manifest_unread, read_output_state
    from engine.output_state import MANIFEST
    from tests.engine import imagefactory as F
    src, out = make_dataset(tmp_path / "images", per_class=2), tmp_path / "out"
    code, _ = F.convert_in_process(src, out, workers=1, num_shards=1)
    assert code == 0
    whole = (out / MANIFEST).read_bytes()
    if why == "damaged":
        (out / MANIFEST).write_bytes(whole[:len(whole) // 2])
    else:
        for limit in ("MAX_JSON", "MAX_OUR_JSON"):   # (64 MB, 1 GiB: as if it were larger)
            monkeypatch.setattr(json_limit, limit, len(whole) - 1)
    state = read_output_state(str(out))
    assert state.kind == "foreign" and manifest_unread(str(out))   # (nothing ours to touch)
    said = adjust_errors({"out": NOT_EMPTY}, state)["out"]
    assert said == (
        f"The output folder {out} holds a TFRecord Studio dataset whose manifest "
        "(tfrecord_studio.json) cannot be read: it is damaged, or larger than any this program "
        "writes. Without it, Resume or Replace cannot tell which files there TFRecord Studio "
        "wrote, so the window cannot write there. Put back a whole copy of tfrecord_studio.json "
        "(from a backup), or choose an empty folder.")
    window.set_source(str(src))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.choose_output(str(out))
    window.revalidate()
    assert window.options.error_text("out").startswith(said[:60]), \
        window.options.error_text("out")
    assert not window.actions_bar.start_btn.isEnabled()
    for lang, words in (("ja", "マニフェスト (tfrecord_studio.json) を読めません"),
                        ("ko", "매니페스트(tfrecord_studio.json)를 읽을 수 없습니다")):
        language(lang)
        window.revalidate()
        assert words in window.options.error_text("out"), window.options.error_text("out")
        assert ("削除" if lang == "ja" else "삭제") not in window.options.error_text("out")
    # (a folder of another program's files keeps its words)
    (out / MANIFEST).unlink()
    language("en")
    assert "did not write" in adjust_errors({}, read_output_state(str(out)))["out"]
