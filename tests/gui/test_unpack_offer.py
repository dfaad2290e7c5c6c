"""The offer to unpack an archive chosen as the source (gui.widgets.unpack_offer): what it
would write and where is said before anything is written, an archive unpacked before is
read there again, Stop removes only the folder being written, and quitting mid-way leaves
no half export behind."""

from __future__ import annotations

import os
import threading
import time
import zipfile

import pytest

from gui import unpack
from tests.gui.test_unpack import WAIT, _unpack, held_at_its_first_file, make_export, offer_of


@pytest.fixture
def export(tmp_path):
    return make_export(tmp_path)


def test_the_offer_says_what_it_would_write_before_writing_anything(qtbot, tmp_path):
    """A 1 MB zip holding 1 GB of zeros was unpacked at a click that said only "Unpack
    into “bomb”": now its files, size, growth, folder and the room there come first."""
    archive = tmp_path / "bomb.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("a.txt", b"a")
        z.writestr("zeros.bin", bytes(120 << 20))
    offer = offer_of(qtbot, str(archive))
    found = offer.found
    assert (found.files, found.size, found.earlier) == (2, (120 << 20) + 1, "")
    note = offer.note.text()
    assert note.startswith("2 files, 125.8 MB once unpacked (the archive is ")
    assert f"into {tmp_path / 'bomb'}; " in note and "It grows " in note
    assert os.listdir(tmp_path) == ["bomb.zip"] and offer.button.isEnabled()
    data = bytearray(archive.read_bytes())   # a password: said now, and nothing offered
    data[data.find(b"PK\x01\x02") + 8] |= 1
    archive.write_bytes(bytes(data))
    offer = offer_of(qtbot, str(archive))
    assert "protected by a password" in offer.note.text() and offer.button.isHidden()


def test_the_same_archive_chosen_again_is_read_where_it_was_unpacked(qtbot, export):
    """Chosen again, an unpacked export was offered "Unpack into “pets (2)”", a second copy
    of the same files, with no word of the first."""
    _, archive = export
    dest = _unpack(archive)
    offer = offer_of(qtbot, archive)
    assert offer.button.text() == "Read “pets”, unpacked before"
    assert offer.again.text() == "Unpack it again" and not offer.again.isHidden()
    with qtbot.waitSignal(offer.unpacked, timeout=WAIT) as got:
        offer.button.click()
    assert got.args == [dest] and not os.path.exists(dest + " (2)")
    os.remove(os.path.join(dest, "train", "_annotations.coco.json"))   # half of it only
    offer = offer_of(qtbot, archive)
    assert offer.button.text() == "Unpack into “pets (2)”" and offer.again.isHidden()
    assert "“pets” beside it holds only " in offer.note.text()


@pytest.fixture
def paused(monkeypatch):
    """Unpacking waits after its first piece until it is told to stop (no race with the
    test's clicks); removing its folder waits for `removing` to be set (or 3 s)."""
    removing = threading.Event()
    real_unpack, real_rmtree = unpack.unpack, unpack.shutil.rmtree

    slow_unpack = held_at_its_first_file(real_unpack)

    def slow_rmtree(path, **kw):
        removing.wait(3)
        real_rmtree(path, **kw)

    monkeypatch.setattr(unpack, "unpack", slow_unpack)
    monkeypatch.setattr(unpack.shutil, "rmtree", slow_rmtree)
    return removing


def test_stop_unpacking_removes_only_its_folder_and_says_so(qtbot, export, paused):
    """There was no way to stop a long unpacking but choosing another source."""
    _, archive = export
    offer = offer_of(qtbot, archive)
    offer.button.click()
    qtbot.waitUntil(lambda: offer.bar.maximum() == 1000, timeout=WAIT)   # its first piece
    assert offer.button.text() == "Stop unpacking" and offer.button.isEnabled()
    dest = os.path.join(os.path.dirname(archive), "pets")
    assert os.path.isdir(dest)
    paused.set()
    offer.button.click()
    qtbot.waitUntil(lambda: offer.note.text().startswith("Stopped."), timeout=WAIT)
    assert not os.path.exists(dest) and os.listdir(os.path.dirname(archive)) == ["pets.zip"]
    assert offer.note.text() == (f"Stopped. The folder it was unpacking into, {dest}, was "
                                 "removed; nothing else was.")
    assert offer.button.text() == "Unpack into “pets”"


def test_quitting_while_unpacking_waits_until_its_folder_is_removed(qtbot, export, paused):
    """Quitting mid-way left "many" with 15,439 of its 30,000 files: the daemon thread
    that was removing it died with the window."""
    _, archive = export
    offer = offer_of(qtbot, archive)
    offer.button.click()
    qtbot.waitUntil(lambda: offer.bar.maximum() == 1000, timeout=WAIT)   # its first piece
    dest = os.path.join(os.path.dirname(archive), "pets")
    offer.shutdown()
    gone = not os.path.exists(dest)
    paused.set()
    assert gone


def test_a_long_export_name_does_not_widen_the_panel(qtbot, tmp_path):
    """"Read “task_cells-2026_12_07-yolo 1.1”, unpacked before" beside a second button
    widened the source panel past a 1024x640 screen (its right side cut off)."""
    archive = tmp_path / "task_cells-2026_12_07-cvat for images 1.1 (project 12).zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("annotations.xml", b"<annotations/>")
    _unpack(str(archive))
    offer = offer_of(qtbot, str(archive))
    assert offer.button.text().startswith("Read “task_cells") and "…" in offer.button.text()
    assert offer.minimumSizeHint().width() <= 480, offer.minimumSizeHint().width()


def test_a_folder_unpacked_from_an_older_download_is_not_read_as_this_one(qtbot, tmp_path):
    """CVAT's export downloaded again after a label was corrected (class 0 -> 1: the
    same sizes): offering "Read “task”, unpacked before" would convert the old labels."""
    archive = tmp_path / "task.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("obj_train_data/a.txt", "0 0.5 0.5 0.1 0.1\n")
    dest = _unpack(str(archive))
    later = os.stat(dest).st_mtime + 60   # exported again a minute after
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr(zipfile.ZipInfo("obj_train_data/a.txt", time.localtime(later)[:6]),
                   "1 0.5 0.5 0.1 0.1\n")
    os.utime(archive, (later + 600, later + 600))   # downloaded ten minutes after that
    offer = offer_of(qtbot, str(archive))
    assert offer.found.earlier == "" and offer.button.text() == "Unpack into “task (2)”"
    assert "“task” beside it holds files of the same names and sizes, but older than this" \
        in offer.note.text()
    # unpacked by Windows' Extract All or unzip: the files keep the entries' own times
    with zipfile.ZipFile(archive) as z:
        entry_time = time.mktime((*z.infolist()[0].date_time, 0, 0, -1))
    os.utime(os.path.join(dest, "obj_train_data", "a.txt"), (entry_time, entry_time))
    assert offer_of(qtbot, str(archive)).found.earlier == dest


def test_an_archive_inside_the_archive_is_named_with_what_to_do(qtbot, tmp_path):
    """A zip holding the export's zip unpacked to one class "inner" of one file that is
    not an image, with no word of it before."""
    archive = tmp_path / "nested.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("inner/export.zip", b"PK\x05\x06" + bytes(18))
        z.writestr("readme.txt", b"the export is inside")
    offer = offer_of(qtbot, str(archive))
    assert "It holds another archive, inner/export.zip: once this one is unpacked, choose " \
        "that one with File… to unpack it too." in offer.note.text()


def test_a_damaged_xz_or_a_deflate64_zip_is_said_not_read_for_good(qtbot, tmp_path):
    """A .tar.xz damaged inside left the offer "Reading what the archive holds…" with its
    button off for good (lzma's error passed by), and a zip Windows wrote in Deflate64 (its
    own method past 2 GB) left "Stop unpacking" and a turning bar for good: each must end
    in the sentence of an archive that cannot be read, nothing left behind."""
    import io
    import lzma
    import struct
    import tarfile
    plain = io.BytesIO()
    with tarfile.open(fileobj=plain, mode="w") as t:
        for i in range(40):
            data = os.urandom(20_000)
            info = tarfile.TarInfo(f"cells/{i}.bin")
            info.size = len(data)
            t.addfile(info, io.BytesIO(data))
    packed = bytearray(lzma.compress(plain.getvalue()))
    packed[len(packed) // 2:len(packed) // 2 + 200] = bytes(200)
    xz = tmp_path / "cells.tar.xz"
    xz.write_bytes(bytes(packed))
    from gui.widgets.unpack_offer import UnpackOffer
    offer = UnpackOffer()
    qtbot.addWidget(offer)
    offer.offer(str(xz), "xz")
    qtbot.waitUntil(lambda: offer.note.text() != "Reading what the archive holds…",
                    timeout=WAIT)
    assert "cannot read the archive" in offer.note.text() and offer.button.isHidden()

    deflate64 = tmp_path / "task.zip"
    with zipfile.ZipFile(deflate64, "w") as z:
        z.writestr("obj_train_data/a.txt", "0 0.5 0.5 0.1 0.1\n")
    data = bytearray(deflate64.read_bytes())
    central = data.find(b"PK\x01\x02")
    data[8:10] = data[central + 10:central + 12] = struct.pack("<H", 9)   # Deflate64
    deflate64.write_bytes(bytes(data))
    offer = offer_of(qtbot, str(deflate64))
    offer.button.click()
    qtbot.waitUntil(lambda: offer.bar.isHidden(), timeout=WAIT)
    assert "unpacking stopped at obj_train_data/a.txt" in offer.note.text()
    assert offer.button.text() == "Unpack into “task”" and offer.button.isEnabled()
    assert sorted(os.listdir(tmp_path)) == ["cells.tar.xz", "task.zip"]


def test_quitting_waits_for_an_earlier_unpacking_still_removing_its_folder(qtbot, tmp_path,
                                                                          monkeypatch):
    """An unpacking stopped because another archive was chosen removes its folder while the
    next one writes; quitting then waited for the last one only, and the first folder was
    left half removed (a half export, read later as a whole one)."""
    first_may_go = threading.Event()

    def unpacking(archive, dest, progress, should_stop, listed=None):
        os.mkdir(dest)
        progress(0, 1)
        while not should_stop():
            time.sleep(0.01)
        if dest.endswith("first"):
            first_may_go.wait(5)   # (a slow removal: a share, an antivirus)
        os.rmdir(dest)
        raise unpack.Stopped

    monkeypatch.setattr(unpack, "unpack", unpacking)
    archives = []
    for stem in ("first", "second"):
        archive = tmp_path / f"{stem}.zip"
        with zipfile.ZipFile(archive, "w") as z:
            z.writestr("a.txt", b"a")
        archives.append(str(archive))
    offer = offer_of(qtbot, archives[0])
    offer.button.click()
    qtbot.waitUntil(lambda: (tmp_path / "first").is_dir(), timeout=WAIT)
    offer.offer(archives[1], "ZIP")   # another archive chosen: the first is stopped
    qtbot.waitUntil(lambda: offer.button.isEnabled(), timeout=WAIT)
    offer.button.click()
    qtbot.waitUntil(lambda: (tmp_path / "second").is_dir(), timeout=WAIT)
    offer.shutdown()
    left = sorted(p.name for p in tmp_path.iterdir())
    first_may_go.set()
    assert left == ["first.zip", "second.zip"]


def _unpacking_in(qtbot, window, archive: str):
    """The window with `archive` as its source, unpacking it (paused after its first
    piece); its offer."""
    panel = window.source_panel
    window.set_source(archive)
    qtbot.waitUntil(lambda: panel.last_result is not None
                    and panel.last_result.source == archive, timeout=WAIT)
    qtbot.waitUntil(panel.unpack.button.isEnabled, timeout=WAIT)   # what it holds is read
    panel.unpack.button.click()
    qtbot.waitUntil(lambda: panel.unpack.bar.maximum() == 1000, timeout=WAIT)
    return panel.unpack


def test_reading_the_archive_again_goes_on_unpacking_it(qtbot, window, export, paused):
    """F5 (or Largest image, Masks changed) read the source again, which stopped the
    unpacking under way and removed its half-written folder without a word."""
    _, archive = export
    offer = _unpacking_in(qtbot, window, archive)
    dest = os.path.join(os.path.dirname(archive), "pets")
    panel = window.source_panel
    panel.rescan()
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert panel.last_result.error_code() == "source.archive_unpacks"
    assert offer.unpacking() and offer.isVisible() and os.path.isdir(dest)
    assert offer.button.text() == "Stop unpacking" and offer.bar.isVisible()
    paused.set()
    offer.button.click()
    qtbot.waitUntil(lambda: offer.note.text().startswith("Stopped."), timeout=WAIT)
    assert not os.path.exists(dest)


def test_quitting_while_unpacking_asks_first_and_says_what_is_removed(qtbot, window, export,
                                                                      paused):
    """Ctrl+Q mid-way stopped the unpacking and removed its folder without a question."""
    _, archive = export
    offer = _unpacking_in(qtbot, window, archive)
    dest = os.path.join(os.path.dirname(archive), "pets")
    assert not window.close()
    box = window.pending_dialog
    assert box is not None and box.objectName() == "quitUnpackDialog"
    assert box.text().startswith("“pets.zip” is still being unpacked (")
    assert f"removes the folder it is unpacking into, {dest} (nothing else)" in \
        box.informativeText()
    assert box.defaultButton() is box.escapeButton()   # Enter keeps it unpacking
    box.defaultButton().click()
    assert window.isVisible() and offer.unpacking() and os.path.isdir(dest)
    assert not window.close()
    paused.set()
    next(b for b in window.pending_dialog.buttons()
         if b.objectName() == "quitUnpackDialogAccept").click()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=WAIT)
    assert not os.path.exists(dest)


def test_an_unpacking_that_ends_under_the_quit_question_quits_without_it(qtbot, window,
                                                                          export, monkeypatch):
    """Its question ("… removes the folder …") is no longer true once the unpacking is done:
    it closes, and the quit asked for goes on, the unpacked folder kept as the source."""
    _, archive = export
    go = threading.Event()
    real_unpack = unpack.unpack

    def waiting(archive, dest, progress, should_stop, listed=None):
        real_unpack(archive, dest, progress, should_stop, listed)
        go.wait(10)

    monkeypatch.setattr(unpack, "unpack", waiting)
    offer = _unpacking_in(qtbot, window, archive)
    assert not window.close()
    box = window.pending_dialog
    assert box is not None and box.objectName() == "quitUnpackDialog"
    go.set()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=WAIT)
    dest = os.path.join(os.path.dirname(archive), "pets")
    assert not offer.unpacking() and os.path.isdir(dest)
    assert window.source_panel.source() == dest


def test_the_source_line_above_the_offer_speaks_of_its_button(qtbot, window, export, tmp_path):
    """The engine's line, "Unpack it first (on Windows: right-click it → Extract All…),
    then choose the folder it unpacks to", stood above an "Unpack into “pets”" button as if
    there were none (clean-clone walk, 1366x768). An archive the window cannot unpack
    (7-Zip) keeps the engine's words."""
    _, archive = export
    panel = window.source_panel
    window.set_source(archive)
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.unpack.isVisible(),
                    timeout=WAIT)
    said = panel.summary.text()
    assert said.startswith(f"{archive}: this is an archive") and "Unpack it here" in said
    seven = tmp_path / "photos.7z"
    seven.write_bytes(b"7z\xbc\xaf\x27\x1c" + bytes(200))
    window.set_source(str(seven))
    qtbot.waitUntil(lambda: panel.last_result is not None
                    and panel.last_result.source == str(seven), timeout=WAIT)
    assert panel.last_result.error_code() == "source.archive"
    assert not panel.unpack.isVisible() and "Unpack it first" in panel.summary.text()
    # (Windows Explorer unpacks 7-Zip only from Windows 11 on: older Windows needs 7-Zip)
    assert "on Windows 11: right-click it → Extract All; on older Windows: with 7-Zip" in \
        panel.summary.text()
