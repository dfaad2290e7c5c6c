"""An export downloaded as an archive (what CVAT, Roboflow and Label Studio hand out) is
unpacked by the window into a new folder beside it, which then becomes the source. Nothing
existing is written over, nothing outside that folder is written, and a stopped or failed
unpacking leaves nothing behind."""

from __future__ import annotations

import os
import stat
import sys
import tarfile
import time
import warnings
import zipfile

import pytest
from studio_fixtures import ROOT

from gui import unpack

sys.path.insert(0, str(ROOT))  # a Path in sys.path breaks a later `import tensorflow`
from tests.engine import annotated_exports as X  # noqa: E402

WAIT = 120_000


def _tree(folder) -> dict[str, bytes]:
    out = {}
    for here, _, files in os.walk(folder):
        for f in files:
            p = os.path.join(here, f)
            with open(p, "rb") as fh:
                out[os.path.relpath(p, folder).replace(os.sep, "/")] = fh.read()
    return out


@pytest.fixture
def export(tmp_path):
    return make_export(tmp_path)


def make_export(tmp_path) -> tuple[str, str]:
    """A Roboflow COCO export's folder, and that folder zipped as pets.zip."""
    src = X.make_roboflow_coco(str(tmp_path / "pets-export"))
    archive = tmp_path / "downloads" / "pets.zip"
    archive.parent.mkdir()
    with zipfile.ZipFile(archive, "w") as z:
        for rel in sorted(_tree(src)):
            z.write(os.path.join(src, rel), rel)
        z.writestr("__MACOSX/train/._a.jpg", b"resource fork")   # a Mac's zip adds these
    return src, str(archive)


def _unpack(archive: str, stop=lambda: False) -> str:
    dest = unpack.destination(archive)
    unpack.unpack(archive, dest, lambda done, total: None, stop)
    return dest


def held_at_its_first_file(real_unpack):
    """gui.unpack.unpack that, once it has written its first file, waits for Stop (at most
    60 s) before it goes on: an unpacking under way, for a test to stop or quit."""
    def slow_unpack(archive, dest, progress, should_stop, listed=None):
        def stop_after_first():
            for _ in range(600):
                if should_stop():
                    return True
                time.sleep(0.1)
            return True
        real_unpack(archive, dest, progress, stop_after_first, listed)
    return slow_unpack


def offer_of(qtbot, archive: str):
    """An UnpackOffer of ``archive`` (a ZIP) once it has read what the archive holds."""
    from gui.widgets.unpack_offer import UnpackOffer
    offer = UnpackOffer()
    qtbot.addWidget(offer)
    offer.offer(archive, "ZIP")
    # polled, not waitSignal: a pytest-qt blocker fed from another thread crashed (seen once)
    qtbot.waitUntil(lambda: offer.note.text() != "Reading what the archive holds…",
                    timeout=WAIT)
    return offer


def test_a_zip_unpacks_beside_itself_and_never_over_a_folder(export):
    src, archive = export
    dest = _unpack(archive)
    assert os.path.basename(dest) == "pets" and _tree(dest) == _tree(src)
    again = _unpack(archive)   # "pets" exists now: a second folder, the first untouched
    assert os.path.basename(again) == "pets (2)" and _tree(again) == _tree(src)
    assert _tree(dest) == _tree(src)


@pytest.mark.parametrize("mode,suffix", [("w:gz", ".tar.gz"), ("w", ".tar"), ("w:xz", ".tar.xz")])
def test_tar_archives_unpack_too(export, tmp_path, mode, suffix):
    src, _ = export
    archive = str(tmp_path / f"pets{suffix}")
    with tarfile.open(archive, mode) as t:
        t.add(src, "pets-export")
    dest = _unpack(archive)
    assert os.path.basename(dest) == "pets"
    assert _tree(os.path.join(dest, "pets-export")) == _tree(src)


@pytest.mark.parametrize("bad", ["../outside.txt", "/tmp/abs.txt", "C:/windows.txt",
                                 "a/../../up.txt",
                                 # on Windows: join("dest", "a", "C:", "x") is "C:x", and
                                 # ".. " or "..." is ".." (trailing dots, spaces dropped)
                                 "a/C:/x.txt", "a/.. /up.txt", "a\\...\\up.txt"])
def test_an_entry_that_leaves_the_folder_refuses_the_archive_and_writes_nothing(tmp_path, bad):
    archive = str(tmp_path / "evil.zip")
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("fine.txt", b"x")
        z.writestr(bad, b"y")
    before = sorted(os.listdir(tmp_path))
    with pytest.raises(unpack.UnpackError, match="outside its folder"):
        _unpack(archive)
    assert sorted(os.listdir(tmp_path)) == before
    assert not os.path.exists(tmp_path.parent / "outside.txt")


def test_links_are_not_written(tmp_path):
    archive = str(tmp_path / "links.zip")
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("a.txt", b"a")
        link = zipfile.ZipInfo("etc-passwd")
        link.external_attr = (stat.S_IFLNK | 0o777) << 16
        z.writestr(link, "/etc/passwd")
    assert _tree(_unpack(archive)) == {"a.txt": b"a"}
    tar = str(tmp_path / "links.tar")
    with tarfile.open(tar, "w") as t:
        info = tarfile.TarInfo("etc-passwd")
        info.type, info.linkname = tarfile.SYMTYPE, "/etc/passwd"
        t.addfile(info)
    assert _tree(_unpack(tar)) == {}


def test_utf8_names_without_the_zip_flag_keep_their_letters(tmp_path):
    """Many tools write UTF-8 names without the UTF-8 flag; zipfile read them as cp437
    (猫.jpg came out as 鐚.jpg-like mojibake)."""
    archive = tmp_path / "names.zip"
    real = "ねこ/猫.txt".encode()
    placeholder = b"x" * len(real)
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr(placeholder.decode("ascii"), b"meow")
    data = archive.read_bytes()
    assert data.count(placeholder) == 2        # the local header and the central directory
    archive.write_bytes(data.replace(placeholder, real))
    assert _tree(_unpack(str(archive))) == {"ねこ/猫.txt": b"meow"}


def test_a_password_or_too_little_space_is_said_before_anything_is_written(tmp_path,
                                                                        monkeypatch):
    archive = str(tmp_path / "locked.zip")
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("a.txt", b"a")
    data = bytearray((tmp_path / "locked.zip").read_bytes())   # "encrypted" in both headers
    data[6] |= 1                                      # local header: flags at offset 6
    cd = data.find(b"PK\x01\x02")
    data[cd + 8] |= 1                                 # central directory: flags at 8
    (tmp_path / "locked.zip").write_bytes(bytes(data))
    with zipfile.ZipFile(archive) as z:
        assert z.infolist()[0].flag_bits & 1
    with pytest.raises(unpack.UnpackError, match="password"):
        _unpack(archive)
    big = str(tmp_path / "big.zip")
    with zipfile.ZipFile(big, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("zeros.bin", bytes(50 << 20))      # 50 MB that packs into 50 kB
    monkeypatch.setattr(unpack.shutil, "disk_usage",
                        lambda _p: unpack.shutil._ntuple_diskusage(1 << 40, 1 << 40, 80 << 20))
    with pytest.raises(unpack.UnpackError) as e:
        _unpack(big)
    assert e.value.params == {"path": big, "needed": "52.4 MB", "free": "83.9 MB"}
    assert sorted(os.listdir(tmp_path)) == ["big.zip", "locked.zip"]


def test_a_stopped_unpacking_removes_only_its_own_new_folder(export):
    _, archive = export
    calls = []
    with pytest.raises(unpack.Stopped):
        _unpack(archive, stop=lambda: calls.append(1) or len(calls) > 2)
    assert sorted(os.listdir(os.path.dirname(archive))) == ["pets.zip"]


def test_a_broken_archive_says_so_and_leaves_nothing(tmp_path):
    archive = tmp_path / "cut.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("a.bin", os.urandom(200_000))
    data = archive.read_bytes()
    archive.write_bytes(data[:1000] + bytes(len(data) - 1000))   # the data overwritten
    with pytest.raises(unpack.UnpackError, match="Download it again"):
        _unpack(str(archive))
    assert os.listdir(tmp_path) == ["cut.zip"]


def test_a_zip_cut_short_is_said_to_be_incomplete_not_a_tar_error(tmp_path):
    # "method gz: ReadError('not a gzip file') - method bz2: ..." for a download cut short
    archive = tmp_path / "cut.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("a.bin", os.urandom(20_000))
    archive.write_bytes(archive.read_bytes()[:5000])
    with pytest.raises(unpack.UnpackError) as e:
        _unpack(str(archive))
    assert "incomplete or damaged" in e.value.text and "method" not in str(e.value.params)
    assert os.listdir(tmp_path) == ["cut.zip"]


def test_the_window_offers_to_unpack_an_export_and_then_reads_it(qtbot, window, export):
    src, archive = export
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(archive)
    assert "this is a ZIP archive" in window.actions_bar.hint.toolTip()   # Start says why not
    assert not window.actions_bar.start_btn.isEnabled()
    assert panel.unpack.isVisible() and panel.unpack.button.text() == "Unpack into “pets”"
    qtbot.waitUntil(panel.unpack.button.isEnabled, timeout=WAIT)   # what it holds is read
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        panel.unpack.button.click()
    folder = os.path.join(os.path.dirname(archive), "pets")
    assert panel.source() == folder and _tree(folder) == _tree(src)
    res = panel.last_result
    assert res.error == "" and res.kind == "coco" and res.images == 4
    assert not panel.unpack.isVisible()


def test_a_7zip_export_is_explained_but_not_offered(qtbot, window, tmp_path):
    archive = tmp_path / "pets.7z"
    archive.write_bytes(b"7z\xbc\xaf\x27\x1c\x00\x04" + bytes(100))
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(archive))
    assert "this is a 7-Zip archive. Unpack it first" in window.source_panel.summary.text()
    assert not window.source_panel.unpack.isVisible()


def test_a_compressed_table_is_explained_but_not_offered(qtbot, window, tmp_path):
    """labels.csv.gz is one table compressed, not an export: the offer's survey failed on
    it ("truncated header"), as --headless did (engine.magic.unpacked_by_the_app)."""
    import gzip
    table = tmp_path / "labels.csv.gz"
    table.write_bytes(gzip.compress(b"path,label\na.jpg,cat\n" * 40))
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(table))
    assert window.source_panel.last_result.error_code() == "source.compressed_file"
    # (it said "this is a gzip archive. Unpack it first ..., then choose the folder it
    # unpacks to": there is no folder)
    said = window.source_panel.summary.text()
    assert "this is one file compressed with gzip" in said
    assert "then choose the file it unpacks to, labels.csv." in said
    assert "folder it unpacks to" not in said
    assert not window.source_panel.unpack.isVisible()


def test_many_small_files_send_the_window_at_most_one_progress_event_a_permille(qtbot,
                                                                             tmp_path):
    from gui.widgets.unpack_offer import UnpackOffer
    archive = tmp_path / "many.zip"
    with zipfile.ZipFile(archive, "w") as z:
        for i in range(3000):
            z.writestr(f"labels/{i:05d}.txt", b"0 0.5 0.5 0.1 0.1\n")
    offer = UnpackOffer()
    qtbot.addWidget(offer)
    events = []
    offer._signals.progress.connect(lambda *a: events.append(a))
    offer.offer(str(archive), "ZIP")
    qtbot.waitUntil(offer.button.isEnabled, timeout=WAIT)
    with qtbot.waitSignal(offer.unpacked, timeout=WAIT) as done:
        offer.button.click()
    assert done.args == [str(tmp_path / "many" / "labels")]   # its one top folder
    assert len(os.listdir(tmp_path / "many" / "labels")) == 3000
    assert 2 <= len(events) <= 1001          # one a file, 3000, before


def _legacy_zip(path, names: dict[str, bytes], encoding: str) -> None:
    """A zip as Windows' own "Compressed folder" writes it: names in the system's code
    page, without the UTF-8 flag (zipfile writes them flagged; patched after)."""
    placeholders = {}
    with zipfile.ZipFile(path, "w") as z:
        for i, (name, data) in enumerate(names.items()):
            real = name.encode(encoding)
            fake = (b"%0" + str(len(real)).encode() + b"d") % i
            placeholders[fake] = real
            z.writestr(fake.decode("ascii"), data)
    raw = path.read_bytes()
    for fake, real in placeholders.items():
        raw = raw.replace(fake, real)
    path.write_bytes(raw)


@pytest.mark.parametrize("lang, encoding, top, classes", [
    ("ja", "cp932", "写真", ("猫", "犬")), ("ko", "cp949", "사진", ("고양이", "개"))])
def test_a_zipped_folder_from_windows_gives_its_classes(qtbot, window, tmp_path, language,
                                                         lang, encoding, top, classes):
    """写真/猫, 写真/犬 zipped on Japanese Windows: unpacked as "Ä╩É^" and read one folder
    too high, it became one class of mojibake. The names are read in the code page, and
    the archive's one top folder is the source."""
    language(lang)
    photo = tmp_path / "p.png"
    from PIL import Image
    Image.new("RGB", (8, 8), "red").save(photo)
    names = {f"{top}/{c}/{i}.png": photo.read_bytes() for c in classes for i in range(2)}
    archive = tmp_path / "dl" / "pets.zip"
    archive.parent.mkdir()
    _legacy_zip(archive, names, encoding)
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(archive))
    qtbot.waitUntil(panel.unpack.button.isEnabled, timeout=WAIT)
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        panel.unpack.button.click()
    assert panel.source() == str(tmp_path / "dl" / "pets" / top)
    assert sorted(panel.last_result.classes) == sorted(classes)


def test_an_archive_of_several_things_is_read_where_it_was_unpacked(tmp_path):
    dest = tmp_path / "x"
    (dest / "__MACOSX").mkdir(parents=True)
    (dest / "coco").mkdir()
    assert unpack.source_in(str(dest)) == str(dest / "coco")   # a Mac's extras aside
    (dest / "notes.txt").write_text("x")
    assert unpack.source_in(str(dest)) == str(dest)


@pytest.mark.parametrize("names, said", [(["imgs/a.jpg", "imgs/a.jpg", "b.jpg"], "imgs/a.jpg"),
                                         (["x", "x/y.jpg"], "x")])
def test_one_name_twice_is_said_by_its_name_before_anything_is_written(tmp_path, names, said):
    """A zip added to again holds a name twice: unpacking stopped "(File exists)", naming
    no file, after writing (and removing) the others."""
    archive = str(tmp_path / "twice.zip")
    with zipfile.ZipFile(archive, "w") as z, warnings.catch_warnings():
        warnings.simplefilter("ignore")   # zipfile: "Duplicate name"
        for n in names:
            z.writestr(n, b"x")
    with pytest.raises(unpack.UnpackError, match=f"holds {said} twice"):
        unpack.survey(archive)
    with pytest.raises(unpack.UnpackError, match=f"holds {said} twice"):
        _unpack(archive)
    assert os.listdir(tmp_path) == ["twice.zip"]


def test_a_file_that_cannot_be_written_is_named(tmp_path):
    archive = str(tmp_path / "long.zip")
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("ok.jpg", b"x")
        z.writestr("imgs/" + "n" * 300 + ".jpg", b"x")   # longer than a name may be
    with pytest.raises(unpack.UnpackError, match=r"unpacking stopped at imgs/nnn.*\(File name"):
        _unpack(archive)
    assert os.listdir(tmp_path) == ["long.zip"]


def test_a_tar_gz_damaged_in_its_middle_is_refused_not_half_unpacked(tmp_path):
    """tarfile takes a damaged header after the first as the end of the archive: a .tar.gz
    with a bad middle was offered as "25 files" of its 50 and unpacked as those, read then
    as the whole export. Read to its end (its gzip check too), its damage is said."""
    import gzip
    import io
    plain = io.BytesIO()
    with tarfile.open(fileobj=plain, mode="w") as t:
        for i in range(50):
            data = os.urandom(20_000)
            info = tarfile.TarInfo(f"cells/{i}.bin")
            info.size = len(data)
            t.addfile(info, io.BytesIO(data))
    damaged = bytearray(plain.getvalue())
    at = 25 * (512 + 20_480)   # the 26th file's header (each file: 512 + 40 blocks)
    damaged[at:at + 512] = b"x" * 512
    archive = tmp_path / "cells.tar.gz"
    archive.write_bytes(gzip.compress(bytes(damaged)))
    with pytest.raises(unpack.UnpackError, match="Download it again"):
        unpack.survey(str(archive))
    with pytest.raises(unpack.UnpackError, match="Download it again"):
        _unpack(str(archive))
    assert os.listdir(tmp_path) == ["cells.tar.gz"]
    whole = tmp_path / "whole.tar.gz"   # the same archive undamaged: every file
    whole.write_bytes(gzip.compress(plain.getvalue()))
    assert unpack.survey(str(whole)).files == 50
