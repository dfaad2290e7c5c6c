"""The form is checked on every keystroke; on a slow share every look at the disk froze
the window while the user typed. The output folder is read once per change of its key
(gui.output_folder.OutputFolder): a check of the form with the folder unchanged makes a
few stats of the folder's records on the window's thread, never a listing, a write test,
or a stat per shard (those are done once when the folder changes, or off the thread)."""

from __future__ import annotations

import os
import threading
import time

from gui.job import Job
from tests.engine.interrupted import bmp_dataset, interrupted_after

WAIT = 60_000
#: gui.resume_check.folder_key: the folder, its manifests, journal, check record and plan
KEY_STATS = 6


def _count_disk_calls(monkeypatch, folder) -> dict[str, int]:
    """Calls of the file system in ``folder`` (or of it) on this (the window's) thread, by
    kind."""
    calls = {"stat": 0, "list": 0, "access": 0, "mkdir": 0}
    gui_thread = threading.get_ident()
    folder = os.fspath(folder)

    def counted(kind, real):
        def call(*args, **kwargs):
            path = os.fspath(args[0]) if args and isinstance(args[0], (str, os.PathLike)) \
                else "."   # (an open folder's number: a listing of another one)
            if threading.get_ident() == gui_thread and (
                    path == folder or path.startswith(folder + os.sep)):
                calls[kind] += 1
            return real(*args, **kwargs)
        return call

    for name, kind in (("stat", "stat"), ("lstat", "stat"), ("scandir", "list"),
                       ("listdir", "list"), ("access", "access"), ("mkdir", "mkdir")):
        monkeypatch.setattr(os, name, counted(kind, getattr(os, name)))
    return calls


def _type_in_prefix(qtbot, window, calls) -> dict[str, int]:
    """Type a few letters in a field that is not the folder; the calls per check."""
    for key in calls:
        calls[key] = 0
    checks = 0
    for letter in "abcd":   # (each change checks the form)
        window.options.prefix.setText(window.options.prefix.text() + letter)
        checks += 1
    window.revalidate()
    checks += 1
    return {k: v / checks for k, v in calls.items()}


def test_an_interrupted_run_is_not_statted_per_shard_at_each_keystroke(
        qtbot, window, tmp_path, monkeypatch):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    interrupted_after(src, out, 3)
    window.set_source(str(src))
    window.options.out_edit.setText(str(out))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    bar = window.actions_bar
    qtbot.waitUntil(lambda: bar.offering() and not window._out_folder.check.pending(),
                    timeout=WAIT)
    before = bar.offer_text.text()
    calls = _count_disk_calls(monkeypatch, out)
    per_check = _type_in_prefix(qtbot, window, calls)
    assert per_check["list"] == 0 and per_check["access"] == 0 and per_check["mkdir"] == 0
    assert per_check["stat"] <= KEY_STATS, per_check   # not one per journalled shard
    qtbot.waitUntil(lambda: not window._out_folder.check._busy, timeout=WAIT)
    window.options.prefix.setText("")
    window.revalidate()
    assert bar.offer_text.text() == before   # the offer says what it said


def test_a_folder_of_other_files_is_listed_once(qtbot, window, tmp_path, monkeypatch):
    out = tmp_path / "theirs"
    out.mkdir()
    for i in range(5):
        (out / f"holiday-{i}.jpg").write_bytes(b"x")
    # its time a minute ago: the unlink below changes it even where times are kept in whole
    # seconds (or two, FAT), as it would not within the second the files were written
    past = time.time() - 60
    os.utime(out, (past, past))
    window.options.out_edit.setText(str(out))
    said = window.errors()["out"]
    assert "holiday-0.jpg" in said, said   # named, as before
    calls = _count_disk_calls(monkeypatch, out)
    per_check = _type_in_prefix(qtbot, window, calls)
    assert per_check["list"] == 0 and per_check["access"] == 0 and per_check["mkdir"] == 0
    assert per_check["stat"] <= KEY_STATS, per_check
    assert window.errors()["out"] == said
    (out / "holiday-0.jpg").unlink()   # the folder changed: read again
    said = window.errors()["out"]
    assert calls["list"] >= 1 and "holiday-0.jpg" not in said and "holiday-1.jpg" in said


def test_the_folder_is_read_again_when_its_permissions_change(tmp_path):
    """Whether the folder can be written in is kept with the rest: a chmod (which changes
    no modification time) must still make the form look again."""
    from gui.resume_check import folder_key
    out = tmp_path / "out"
    out.mkdir()
    before = folder_key(str(out))
    assert folder_key(str(out)) == before
    out.chmod(0o555)
    try:
        assert folder_key(str(out)) != before
    finally:
        out.chmod(0o755)


def test_a_json_source_is_read_once_to_know_it_is_not_a_job(tmp_path, monkeypatch):
    # the form asks what the source is at every check; a COCO export (on a share) was
    # opened and read at every keystroke to learn it is no saved job
    import builtins

    from gui.job_rules import validate
    coco = tmp_path / "instances.json"
    coco.write_text('{"images": [], "annotations": [], "categories": []}', encoding="utf-8")
    opened = []
    real_open = builtins.open

    def counting(path, *a, **k):
        if os.fspath(path) == os.fspath(coco):
            opened.append(path)
        return real_open(path, *a, **k)
    monkeypatch.setattr(builtins, "open", counting)
    for _ in range(5):
        validate(Job(source=str(coco), out=str(tmp_path / "out")), ("missing", ""))
    assert len(opened) == 1
    coco.write_text('{"images": [{"id": 1}], "annotations": [], "categories": []}',
                    encoding="utf-8")   # changed: read again
    validate(Job(source=str(coco), out=str(tmp_path / "out")), ("missing", ""))
    assert len(opened) == 2


def test_the_mount_table_is_read_once_per_folder(qtbot, window, tmp_path, monkeypatch):
    """Whether the folder is one of the system's (/proc) is looked up in the mount table
    when the folder changes, not at each keystroke elsewhere in the form."""
    from gui import output_folder
    looked = []
    real = output_folder._file_system
    monkeypatch.setattr(output_folder, "_file_system",
                        lambda path: looked.append(path) or real(path))
    window.options.out_edit.setText(str(tmp_path / "out"))
    window.revalidate()
    assert looked == [str(tmp_path)]   # the folder it would be made in
    _type_in_prefix(qtbot, window, {})
    assert looked == [str(tmp_path)]


def test_a_run_in_the_window_adds_no_look_at_the_disk_per_keystroke(qtbot, window, tmp_path,
                                                                    monkeypatch):
    """After a run, each change of the form asks whether the source and the output folder
    are still the run's (else its results are cleared): the same path, as typed, needs no
    look at the folders (os.path.realpath stats every part of both, on a share too)."""
    import dataclasses
    out = tmp_path / "out"
    out.mkdir()
    window.options.out_edit.setText(str(out))
    window.revalidate()
    calls = _count_disk_calls(monkeypatch, tmp_path)
    before = _type_in_prefix(qtbot, window, calls)
    # as a run's end leaves the window: its job, and a phase other than idle
    window.controller.job = dataclasses.replace(window.job())
    window.model.phase = "done"
    after = _type_in_prefix(qtbot, window, calls)
    assert after == before, (before, after)



def test_the_sample_check_looks_at_no_folder_above_the_source(qtbot, window, tmp_path,
                                                              monkeypatch):
    """Whether the source is the built-in sample is asked at every check of the form: it
    resolved the source's path, a stat of each folder above it (on a share: a round trip
    each), for a folder not even named as the sample is. (The check that the output folder
    is not inside the source resolves it once; that one is allowed here, off the window's
    thread: gui.form_disk.)"""
    src = tmp_path / "share" / "lab" / "images"
    src.mkdir(parents=True)
    window.set_source(str(src))
    qtbot.waitUntil(lambda: not window.source_panel.scanning(), timeout=WAIT)
    window.revalidate()
    seen: list[tuple[bool, str]] = []   # (on the window's thread, the path statted)
    gui_thread = threading.get_ident()

    def noted(real):
        def call(path, *args, **kwargs):
            if isinstance(path, (str, os.PathLike)):
                seen.append((threading.get_ident() == gui_thread, os.fspath(path)))
            return real(path, *args, **kwargs)
        return call
    for fn in ("stat", "lstat"):
        monkeypatch.setattr(os, fn, noted(getattr(os, fn)))
    checks = 0
    for letter in "abcd":
        window.options.prefix.setText(window.options.prefix.text() + letter)
        checks += 1
    for folder in (src.parent, src.parent.parent):
        assert (True, str(folder)) not in seen   # (the window's thread asks none)
        assert 0 < seen.count((False, str(folder))) <= checks, (folder, seen)
