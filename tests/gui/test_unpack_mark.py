"""The half folder a killed unpacking left is offered for removal only when it is provably
this machine's own and nobody writes it now, and its removal never says more than it did:
a file another program holds keeps the folder (and its mark) and is said; an archive
replaced since the question is named as the archive's trouble, not the folder's."""

from __future__ import annotations

import json
import os
import time

import pytest

from gui import unpack, unpack_mark
from tests.gui.test_unpack import WAIT, make_export, offer_of
from tests.gui.test_unpack_stop import _killed_mid_way, age


def _rewrite_mark(folder: str, **changes) -> None:
    path = os.path.join(folder, unpack_mark.MARK)
    with open(path, encoding="utf-8") as f:
        info = json.load(f)
    info.update(changes)
    for key in [k for k, v in changes.items() if v is None]:
        del info[key]
    with open(path, "w", encoding="utf-8") as f:
        json.dump(info, f)


def test_another_machine_of_the_same_host_name_is_never_offered(tmp_path):
    """Lab PCs cloned from one image share a host name: on a shared disk PC-B offered to
    remove PC-A's live unpacking (its pid is not running on PC-B)."""
    _, archive = make_export(tmp_path)
    half = _killed_mid_way(archive)
    assert unpack.survey(archive).unfinished == half
    _rewrite_mark(half, machine="id:0123456789abcdef-the-other-pc")   # same host name
    assert unpack.survey(archive).unfinished == ""
    _rewrite_mark(half, machine=None)   # a mark that names no machine: not provably ours
    assert unpack.survey(archive).unfinished == ""
    assert unpack_mark.machine_id() and unpack_mark.machine_id() == unpack_mark.machine_id()


def test_a_half_folder_written_to_just_now_is_never_offered(qtbot, tmp_path):
    """A writer may be alive (another machine's, whatever its mark says): written to in
    the last two minutes, it is neither offered nor removed."""
    _, archive = make_export(tmp_path)
    half = _killed_mid_way(archive)
    some = next(os.path.join(here, f) for here, _, files in os.walk(half) for f in files
                if f != unpack_mark.MARK)
    os.utime(some)   # written to now
    assert unpack.survey(archive).unfinished == ""
    then = time.time() - 600
    os.utime(some, (then, then))
    offer = offer_of(qtbot, archive)
    assert offer.found is not None and offer.found.unfinished == half
    offer.button.click()
    os.utime(some)   # written to again while the question is up
    before = os.listdir(half)
    next(b for b in offer.question.buttons()
         if b.objectName() == "removeUnpackDialogAccept").click()
    qtbot.waitUntil(lambda: not offer.unpacking(), timeout=WAIT)
    assert "has changed since it was checked" in offer.note.text()
    assert os.listdir(half) == before


@pytest.fixture
def held(monkeypatch):
    """Files whose names are put in the returned set cannot be removed (another program,
    Windows Defender, holds them open)."""
    names: set[str] = set()
    real_unlink, real_remove = os.unlink, os.remove

    def refusing(real):
        def remove(path, *args, **kwargs):
            if os.path.basename(os.fspath(path)) in names:
                raise PermissionError(13, "held by another program", path)
            return real(path, *args, **kwargs)
        return remove

    monkeypatch.setattr(os, "unlink", refusing(real_unlink))
    monkeypatch.setattr(os, "remove", refusing(real_remove))
    return names


def test_a_stopped_unpacking_whose_folder_cannot_go_says_so_and_keeps_its_mark(tmp_path,
                                                                             held):
    """"Stopped … was removed; nothing else was" was said with the folder still there, and
    the mark went first: the unmarked half folder was never offered again."""
    _, archive = make_export(tmp_path)
    dest = unpack.destination(archive)
    written: list[str] = []

    def stop() -> bool:
        written[:] = [f for _, _, fs in os.walk(dest) for f in fs if f != unpack_mark.MARK]
        held.update(written)
        return bool(written)

    with pytest.raises(unpack.UnpackError, match="could not be removed completely") as e:
        unpack.unpack(archive, dest, lambda done, total: None, stop)
    assert e.value.params["folder"] == dest
    assert os.path.isfile(os.path.join(dest, unpack_mark.MARK))
    held.clear()
    age(dest)
    assert unpack.survey(archive).unfinished == dest   # offered again


def test_a_removal_that_cannot_finish_says_so_and_keeps_the_mark(tmp_path, held):
    _, archive = make_export(tmp_path)
    half = _killed_mid_way(archive)
    found = unpack.survey(archive)
    held.update(f for _, _, fs in os.walk(half) for f in fs if f != unpack_mark.MARK)
    with pytest.raises(unpack.UnpackError, match="could not be removed completely") as e:
        unpack.remove_unfinished(archive, half, found.listed)
    assert e.value.params["folder"] == half
    assert os.path.isfile(os.path.join(half, unpack_mark.MARK))


def test_an_archive_changed_after_the_question_is_named_and_nothing_is_removed(tmp_path):
    """The error blamed the folder: "…/pets could not be removed (No such file or
    directory). Remove it yourself"."""
    _, archive = make_export(tmp_path)
    half = _killed_mid_way(archive)
    found = unpack.survey(archive)
    before = sorted(os.listdir(half))
    with open(archive, "ab") as f:   # replaced by a new download of the same name
        f.write(b"\0")
    with pytest.raises(unpack.UnpackError, match="has changed since") as e:
        unpack.remove_unfinished(archive, half, found.listed)
    assert e.value.params["path"] == archive and sorted(os.listdir(half)) == before
    os.remove(archive)   # moved away
    with pytest.raises(unpack.UnpackError, match="cannot read the archive") as e:
        unpack.remove_unfinished(archive, half, found.listed)
    assert e.value.params["path"] == archive and sorted(os.listdir(half)) == before


def test_stopped_before_anything_was_written_does_not_say_a_folder_was_removed(
        qtbot, tmp_path, monkeypatch):
    _, archive = make_export(tmp_path)
    half = _killed_mid_way(archive)
    offer = offer_of(qtbot, archive)

    def stopped(*args, **kwargs):
        raise unpack.Stopped   # (Stop heard while the archive was read again)

    real_remove = unpack.remove_unfinished
    monkeypatch.setattr(unpack, "remove_unfinished", stopped)
    offer.button.click()
    next(b for b in offer.question.buttons()
         if b.objectName() == "removeUnpackDialogAccept").click()
    qtbot.waitUntil(lambda: not offer.unpacking(), timeout=WAIT)
    assert offer.note.text() == "Stopped before anything was written or removed."
    assert os.path.isdir(half)
    # stopped after the half folder was removed, before the new one was made: it was
    # removed, and is said to be
    monkeypatch.setattr(unpack, "remove_unfinished", real_remove)
    monkeypatch.setattr(unpack, "unpack", stopped)
    offer = offer_of(qtbot, archive)
    offer.button.click()
    next(b for b in offer.question.buttons()
         if b.objectName() == "removeUnpackDialogAccept").click()
    qtbot.waitUntil(lambda: not offer.unpacking(), timeout=WAIT)
    assert not os.path.exists(half)
    assert offer.note.text() == (f"Stopped. The folder it was unpacking into, {half}, was "
                                 "removed; nothing else was.")


def test_the_survey_asks_each_file_of_a_half_folder_once(tmp_path, monkeypatch):
    """The survey asked every file of the half folder for its size twice (once for how many
    of the archive's files it holds, once more by the mark's own walk): on a network disk
    a round trip each. Its count of files held whole is the mark's walk's."""
    _, archive = make_export(tmp_path)
    half = _killed_mid_way(archive)
    files = {os.path.join(here, f) for here, _, fs in os.walk(half) for f in fs
             if f != unpack_mark.MARK}
    asked: list[str] = []
    for name in ("stat", "lstat"):
        real = getattr(os, name)

        def counting(path, *a, _real=real, **k):
            if os.fspath(path) in files:
                asked.append(os.fspath(path))
            return _real(path, *a, **k)
        monkeypatch.setattr(os, name, counting)
    found = unpack.survey(archive)
    once = list(asked)
    monkeypatch.undo()
    assert sorted(once) == sorted(files)
    assert found.unfinished == half and found.held == _whole_files(half, found)


def test_the_survey_asks_each_folder_of_a_half_folder_once(tmp_path, monkeypatch):
    """The mark's walk asked each folder inside the half folder twice: whether it is a link
    (os.path.islink), then, walking into it, when it last changed. One question each."""
    _, archive = make_export(tmp_path)
    half = _killed_mid_way(archive)
    folders = {os.path.join(here, d) for here, ds, _ in os.walk(half) for d in ds}
    assert folders   # (an export of images and annotations: its folders were unpacked)
    asked: list[str] = []
    real = os.lstat

    def counting(path, *a, **k):
        if os.fspath(path) in folders:
            asked.append(os.fspath(path))
        return real(path, *a, **k)
    monkeypatch.setattr(os, "lstat", counting)
    found = unpack.survey(archive)
    monkeypatch.undo()
    assert sorted(asked) == sorted(folders)
    assert found.unfinished == half


def _whole_files(folder: str, found) -> int:
    sizes = {rel: size for rel, size, _ in found.listed.entries}
    return sum(os.path.getsize(os.path.join(here, f)) == sizes.get(
        os.path.relpath(os.path.join(here, f), folder), -1)
        for here, _, fs in os.walk(folder) for f in fs)


def test_a_question_answered_as_the_unpacking_ends_is_answered_once(qtbot, tmp_path):
    """Choosing another source may end the unpacking as its answer acts (``ended``), and the
    offer answers a question that ending makes void (_question_void) by clicking it: that
    click, inside the first one's answer, answered it again (a message box's accepted and
    finished come again for it), and the other source was chosen twice."""
    from gui.widgets.unpack_offer import UnpackOffer
    offer = UnpackOffer()
    qtbot.addWidget(offer)
    offer.archive, offer._unpacking = str(tmp_path / "pets.zip"), True   # (mid-way)
    chosen, kept = [], []

    def go() -> None:
        chosen.append(1)
        offer.ended.emit()   # the unpacking ends as the other source is chosen

    assert offer.leave_for(str(tmp_path / "cells"), go, lambda: kept.append(1))
    assert offer.question is not None
    offer.ended.emit()   # it ended under the question: choosing goes ahead
    assert (chosen, kept, offer.question) == ([1], [], None)
