"""Unpacking an archive keeps its promises when it is interrupted: another source chosen
mid-way asks before it stops the unpacking and removes its folder, Stop is heard while a
big .tar.gz is still being listed, the archive is listed once (the survey's listing
reused while it is unchanged), and the half folder a killed app left is offered for
removal only when it is provably the window's own."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tarfile
import threading
import time

import pytest
from studio_fixtures import ROOT

from gui import unpack, unpack_mark
from tests.gui.test_unpack import WAIT, _tree, held_at_its_first_file, make_export, offer_of


def _big_tar_gz(path, members: int = 3000) -> str:
    with tarfile.open(path, "w:gz") as t:
        for i in range(members):
            data = b"%d" % i
            info = tarfile.TarInfo(f"cells/{i}.txt")
            info.size = len(data)
            t.addfile(info, io.BytesIO(data))
    return str(path)


@pytest.fixture
def members_read(monkeypatch):
    """How many tar members have been read (TarFile.next) so far."""
    count = [0]
    real = tarfile.TarFile.next

    def counting(self):
        count[0] += 1
        return real(self)

    monkeypatch.setattr(tarfile.TarFile, "next", counting)
    return count


def test_stop_is_heard_while_a_big_tar_gz_is_listed(tmp_path, members_read):
    """Listing a big .tar.gz read it to its end without looking at Stop: quitting, or
    another source, waited up to two minutes for it."""
    archive = _big_tar_gz(tmp_path / "cells.tar.gz")
    asked = [0]

    def stop_at_the_fifth_look() -> bool:
        asked[0] += 1
        return asked[0] >= 5

    dest = str(tmp_path / "cells")
    with pytest.raises(unpack.Stopped):
        unpack.unpack(archive, dest, lambda done, total: None, stop_at_the_fifth_look)
    assert members_read[0] < 100 and not os.path.exists(dest)
    members_read[0] = asked[0] = 0
    with pytest.raises(unpack.Stopped):
        unpack.survey(archive, stop_at_the_fifth_look)
    assert members_read[0] < 100


@pytest.fixture
def listings(monkeypatch):
    """How many times an archive has been listed."""
    count = [0]
    real = unpack.listing

    def counting(archive, should_stop=unpack.never):
        count[0] += 1
        return real(archive, should_stop)

    monkeypatch.setattr(unpack, "listing", counting)
    return count


def test_the_archive_is_listed_once_unless_it_changed_since(qtbot, tmp_path, listings):
    """A big .tar.gz was read to its end twice: for the offer's survey, then again when
    Unpack was pressed. Changed in between (downloaded again), it is read again."""
    src, archive = make_export(tmp_path)
    offer = offer_of(qtbot, archive)
    assert listings[0] == 1
    with qtbot.waitSignal(offer.unpacked, timeout=WAIT) as got:
        offer.button.click()
    assert listings[0] == 1 and _tree(got.args[0]) == _tree(src)

    listings[0] = 0
    offer = offer_of(qtbot, archive)   # read where it was unpacked: unpack it again
    later = os.stat(archive).st_mtime + 30
    os.utime(archive, (later, later))   # (downloaded again since the survey)
    with qtbot.waitSignal(offer.unpacked, timeout=WAIT) as got:
        offer.again.click()
    assert listings[0] == 2 and got.args[0].endswith("pets (2)")


def test_quitting_while_a_tar_gz_is_listed_does_not_wait_for_the_listing(qtbot, tmp_path,
                                                                         monkeypatch):
    """Stop (here: quitting) during the listing at unpack time ends it there."""
    archive = _big_tar_gz(tmp_path / "cells.tar.gz")
    offer = offer_of(qtbot, archive)
    assert offer.found is not None and offer.found.files == 3000
    later = os.stat(archive).st_mtime + 30
    os.utime(archive, (later, later))   # listed again when unpacked
    read, real = [0], tarfile.TarFile.next

    def held_at_the_tenth(self):   # (the listing waits there until Stop is pressed)
        read[0] += 1
        if read[0] == 10:
            for _ in range(600):
                if offer._stop.is_set():
                    break
                time.sleep(0.1)
        return real(self)

    monkeypatch.setattr(tarfile.TarFile, "next", held_at_the_tenth)
    offer.button.click()
    qtbot.waitUntil(lambda: read[0] >= 10, timeout=WAIT)
    offer.shutdown()
    assert read[0] < 3000 and not os.path.exists(tmp_path / "cells")


def _killed_mid_way(archive: str, after: int = 3) -> str:
    """Unpack `archive` in another process killed after `after` files: what a crash (the
    app killed, the power lost) leaves."""
    dest = unpack.destination(archive)
    code = ("import os, sys; from gui import unpack; n = [0]\n"
            "def progress(done, total):\n"
            "    n[0] += 1\n"
            f"    if n[0] > {after}: os._exit(9)\n"
            "unpack.unpack(sys.argv[1], sys.argv[2], progress, lambda: False)\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", code, archive, dest], env=env,
                          timeout=120, check=False)
    assert done.returncode == 9 and os.path.isdir(dest)
    return age(dest)


def age(folder: str, seconds: float = 600) -> str:
    """`folder` as last written `seconds` ago: a half folder written to in the last
    unpack_mark.FRESH seconds may have a live writer, and is never offered."""
    then = time.time() - seconds
    for here, _, files in os.walk(folder):
        for f in files:
            os.utime(os.path.join(here, f), (then, then))
        os.utime(here, (then, then))
    return folder


def test_a_half_folder_a_killed_app_left_is_offered_for_removal(qtbot, tmp_path):
    """Named ("“pets” beside it holds only 3 of its files") but never offered: the user
    had to find and delete it by hand, or unpack into "pets (2)" beside it."""
    src, archive = make_export(tmp_path)
    half = _killed_mid_way(archive)
    found = unpack.survey(archive)
    assert (found.unfinished, found.partial, found.earlier) == (half, "", "")
    offer = offer_of(qtbot, archive)
    assert offer.button.text() == "Remove “pets” and unpack"
    assert offer.again.text() == "Unpack into “pets (2)”" and not offer.again.isHidden()
    assert "“pets” beside it is what an unpacking of this archive left when it was cut " \
        "off" in offer.note.text()
    # its first sentence says where each button unpacks: it said only "into …/pets (2)",
    # while the first button unpacks into "pets"
    assert f"): into {half}, once the half unpacking in it is removed, or into a new " \
        f"folder, {found.dest}; " in offer.note.text(), offer.note.text()
    assert found.dest == half + " (2)"
    offer.button.click()
    box = offer.question
    assert box is not None and box.objectName() == "removeUnpackDialog"
    assert box.text() == ("Remove “pets”, left half unpacked from “pets.zip”, and unpack "
                          "the archive into it afresh?")
    assert f"{half} is removed (nothing else)" in box.informativeText()
    assert box.defaultButton() is box.escapeButton()
    box.defaultButton().click()   # Keep it: nothing happens
    assert os.path.isdir(half) and not offer.unpacking()
    offer.button.click()
    with qtbot.waitSignal(offer.unpacked, timeout=WAIT) as got:
        next(b for b in offer.question.buttons()
             if b.objectName() == "removeUnpackDialogAccept").click()
    assert got.args == [half] and _tree(half) == _tree(src)
    assert sorted(os.listdir(os.path.dirname(archive))) == ["pets", "pets.zip"]


def test_a_folder_of_the_users_is_never_offered_for_removal(qtbot, tmp_path):
    """Only a folder marked as the window's own unpacking, by a process that is gone, and
    holding nothing the archive does not, is ever offered."""
    src, archive = make_export(tmp_path)
    mine = os.path.join(os.path.dirname(archive), "pets")   # the user's, of the same name
    os.makedirs(os.path.join(mine, "train"))
    for rel in ("train/_annotations.coco.json",):
        with open(os.path.join(src, rel), "rb") as f, \
                open(os.path.join(mine, rel), "wb") as out:
            out.write(f.read())
    found = unpack.survey(archive)
    assert (found.unfinished, found.partial) == ("", mine)
    offer = offer_of(qtbot, archive)
    assert offer.button.text() == "Unpack into “pets (2)”" and offer.again.isHidden()

    half = _killed_mid_way(archive)   # ours, cut off, into "pets (2)"
    assert unpack.survey(archive).unfinished == half
    with open(os.path.join(half, "notes.txt"), "w") as f:   # then the user wrote in it
        f.write("mine")
    assert unpack.survey(archive).unfinished == ""
    os.remove(os.path.join(half, "notes.txt"))
    os.mkdir(os.path.join(half, "mine"))   # ... or made a folder in it
    assert unpack.survey(archive).unfinished == ""
    os.rmdir(os.path.join(half, "mine"))
    age(half)   # (just written to: maybe live, never offered; tests/gui/test_unpack_mark.py)
    assert unpack.survey(archive).unfinished == half
    mark = os.path.join(half, unpack_mark.MARK)   # a process still writing it (another window)
    with open(mark) as f:
        text = f.read()
    with open(mark, "w") as f:
        f.write(text.replace('"pid": ', f'"pid": {os.getppid()}, "was": '))
    assert unpack.survey(archive).unfinished == ""
    os.remove(mark)   # no mark: not provably ours
    assert unpack.survey(archive).unfinished == ""


def test_a_half_folder_changed_after_the_question_is_left_alone(qtbot, tmp_path):
    """Checked again when the removal is confirmed: a file added since makes it the
    user's."""
    _, archive = make_export(tmp_path)
    half = _killed_mid_way(archive)
    offer = offer_of(qtbot, archive)
    offer.button.click()
    with open(os.path.join(half, "notes.txt"), "w") as f:
        f.write("mine")
    next(b for b in offer.question.buttons()
         if b.objectName() == "removeUnpackDialogAccept").click()
    qtbot.waitUntil(lambda: not offer.unpacking(), timeout=WAIT)
    assert "has changed since it was checked" in offer.note.text()
    assert os.path.isfile(os.path.join(half, "notes.txt"))


@pytest.fixture
def paused(monkeypatch):
    """Unpacking waits after its first piece until it is told to stop."""
    real_unpack = unpack.unpack

    slow_unpack = held_at_its_first_file(real_unpack)

    monkeypatch.setattr(unpack, "unpack", slow_unpack)


def _unpacking_in(qtbot, window, archive: str):
    panel = window.source_panel
    window.set_source(archive)
    qtbot.waitUntil(lambda: panel.last_result is not None
                    and panel.last_result.source == archive, timeout=WAIT)
    qtbot.waitUntil(panel.unpack.button.isEnabled, timeout=WAIT)
    panel.unpack.button.click()
    qtbot.waitUntil(lambda: panel.unpack.bar.maximum() == 1000, timeout=WAIT)
    return panel.unpack


def test_another_source_while_unpacking_asks_before_removing_its_folder(qtbot, window,
                                                                       tmp_path, paused):
    """Folder…, File…, a drop or a recent source chosen mid-way stopped the unpacking and
    removed its half-written folder, and the one line saying so was hidden at once."""
    src, archive = make_export(tmp_path)
    offer = _unpacking_in(qtbot, window, archive)
    panel, dest = window.source_panel, os.path.join(os.path.dirname(archive), "pets")
    window.set_source(src)   # (a drop, a recent source, Folder… end here)
    box = offer.question
    assert box is not None and box.objectName() == "leaveUnpackDialog"
    assert box.text().startswith("“pets.zip” is still being unpacked (")
    assert box.text().endswith("Stop it and remove the half-unpacked folder “pets”?")
    assert f"removes the folder it is unpacking into, {dest} (nothing else)" in \
        box.informativeText()
    assert box.defaultButton() is box.escapeButton()
    box.defaultButton().click()   # Keep unpacking
    assert offer.unpacking() and os.path.isdir(dest) and panel.source() == archive
    panel.path_combo.setEditText(src)   # typed, then Enter
    panel.set_source(panel.path_combo.currentText())
    next(b for b in offer.question.buttons()
         if b.objectName() == "leaveUnpackDialogAccept").click()
    assert panel.source() == src and not offer.unpacking()
    qtbot.waitUntil(lambda: not os.path.exists(dest), timeout=WAIT)


def test_an_unpacking_that_ends_under_the_question_lets_the_choice_go_ahead(
        qtbot, window, tmp_path, monkeypatch):
    """Its words ("Stop it and remove …") are no longer true once the unpacking is done:
    the question closes, the source chosen is read, the unpacked folder is kept."""
    src, archive = make_export(tmp_path)
    go = threading.Event()
    real_unpack = unpack.unpack

    def waiting(archive, dest, progress, should_stop, listed=None):
        progress(0, 1)
        go.wait(60)
        real_unpack(archive, dest, progress, should_stop, listed)

    monkeypatch.setattr(unpack, "unpack", waiting)
    panel = window.source_panel
    _unpacking_in(qtbot, window, archive)
    window.set_source(src)
    assert panel.unpack.question is not None and panel.source() == archive
    go.set()
    qtbot.waitUntil(lambda: panel.unpack.question is None, timeout=WAIT)
    assert panel.source() == src
    assert os.path.isdir(os.path.join(os.path.dirname(archive), "pets"))


def test_a_long_name_beside_its_half_folder_does_not_widen_the_panel(qtbot, tmp_path,
                                                                     language):
    """"Remove “…” and unpack" beside "Unpack into “… (2)”", each with an export's whole
    name, took 550 px: the panel past a 1024x640 screen."""
    import zipfile
    archive = tmp_path / "task_cells-2026_12_07-cvat for images 1.1 (project 12).zip"
    with zipfile.ZipFile(archive, "w") as z:
        for i in range(6):
            z.writestr(f"obj_train_data/{i}.txt", "0 0.5 0.5 0.1 0.1\n")
    _killed_mid_way(str(archive))
    from gui.widgets.unpack_offer import UnpackOffer
    for lang in ("en", "ja", "ko"):
        language(lang)
        offer = UnpackOffer()
        qtbot.addWidget(offer)
        offer.offer(str(archive), "ZIP")
        qtbot.waitUntil(lambda o=offer: o.found is not None, timeout=WAIT)
        assert "…" in offer.button.text() and not offer.again.isHidden()
        assert offer.minimumSizeHint().width() <= 480, (lang, offer.minimumSizeHint().width())


def test_loading_a_job_while_unpacking_asks_first_then_loads_all_of_it(qtbot, window,
                                                                      tmp_path, paused):
    """File → Load job mid-way: its source asks first; kept unpacking, nothing of the job
    is loaded; agreed, the whole job is, its own output folder too (not one proposed for
    its source, as a source chosen later would get)."""
    import dataclasses
    src, archive = make_export(tmp_path)
    offer = _unpacking_in(qtbot, window, archive)
    before = window.options.output_folder()
    job = dataclasses.replace(window.job(), source=src, out=str(tmp_path / "cells-out"),
                              shards=7)
    window.set_job(job)
    assert offer.question is not None and offer.question.objectName() == "leaveUnpackDialog"
    offer.question.defaultButton().click()   # Keep unpacking
    assert window.options.output_folder() == before and window.job().shards != 7
    assert offer.unpacking() and window.source_panel.source() == archive
    window.set_job(job)
    next(b for b in offer.question.buttons()
         if b.objectName() == "leaveUnpackDialogAccept").click()
    assert window.source_panel.source() == src and not offer.unpacking()
    assert window.options.output_folder() == job.out and window.job().shards == 7


def test_stop_is_heard_inside_a_big_member_of_a_tar_gz(tmp_path, monkeypatch):
    """One big file (a video in the export) was skipped whole by the listing before Stop
    was looked at again."""
    path = tmp_path / "video.tar.gz"
    with tarfile.open(path, "w:gz") as t:
        for name in ("clip.mp4", "labels.json"):
            info = tarfile.TarInfo(name)
            info.size = 8 << 20
            t.addfile(info, io.BytesIO(bytes(info.size)))
    asked = [0]

    def stop_at_the_second_look() -> bool:
        asked[0] += 1
        return asked[0] >= 2

    seen, real = [], tarfile.TarFile.next

    def naming(self):
        m = real(self)
        seen.append(m and m.name)
        return m

    monkeypatch.setattr(tarfile.TarFile, "next", naming)
    with pytest.raises(unpack.Stopped):
        unpack.survey(str(path), stop_at_the_second_look)
    assert "clip.mp4" in seen and "labels.json" not in seen   # (stopped in the first's data)
