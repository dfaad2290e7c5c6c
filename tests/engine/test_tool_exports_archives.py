"""What labelling tools hand out but is not a source: an export downloaded as an archive
(ZIP, tar, 7-Zip) says to unpack it first, however big, without reading it; a workbook,
one photo or a saved job chosen as the source says what to choose instead."""

from __future__ import annotations

import os

import pytest

from engine.sources import discover
from tests.engine import annotated_data as A
from tests.engine import annotated_exports as X


def _archives(tmp_path) -> dict:
    import tarfile
    import zipfile
    src = X.make_labelimg_voc(str(tmp_path / "export"))
    made = {}
    made["ZIP"] = str(tmp_path / "export.zip")
    with zipfile.ZipFile(made["ZIP"], "w") as z:
        for n in sorted(os.listdir(src)):
            z.write(os.path.join(src, n), n)
    made["gzip"] = str(tmp_path / "export.tar.gz")
    with tarfile.open(made["gzip"], "w:gz") as t:
        t.add(src, "export")
    made["tar"] = str(tmp_path / "export.tar")
    with tarfile.open(made["tar"], "w") as t:
        t.add(src, "export")
    made["7-Zip"] = str(tmp_path / "export.7z")
    with open(made["7-Zip"], "wb") as f:
        f.write(b"7z\xbc\xaf\x27\x1c\x00\x04" + bytes(200))
    return made


def test_an_export_downloaded_as_an_archive_says_unpack_it_first(tmp_path):
    """CVAT, Roboflow and Label Studio hand out a zip: it read "not UTF-8 text. Save it as
    'CSV UTF-8'"."""
    from engine.errors import SourceError
    from engine.reason_codes import describe
    for kind, path in _archives(tmp_path).items():
        with pytest.raises(SourceError) as e:
            discover.scan(path)
        # (the app unpacks a ZIP or tar itself, in the window and with --headless: said so;
        # 7-Zip is the user's archive tool's)
        also = "" if kind == "7-Zip" else (
            " Or give it as it is to tfrecord-studio --headless --source, which unpacks it "
            "into a new folder beside it and converts that.")
        assert str(e.value) == (
            f"{path}: this is a {kind} archive. Unpack it first (on Windows 11: right-click "
            "it → Extract All; on older Windows: with 7-Zip, from 7-zip.org; on a Mac: "
            "double-click it, or for 7-Zip and RAR use The Unarchiver), then choose the "
            f"folder it unpacks to.{also}")
        code = "source.archive" if kind == "7-Zip" else "source.archive_unpacks"
        assert describe(str(e.value)) == (code, {"path": path, "kind": kind})


def test_a_workbook_one_photo_or_a_job_chosen_as_the_source_says_what_to_choose(tmp_path):
    import zipfile

    from engine.errors import SourceError
    from engine.reason_codes import describe
    book = str(tmp_path / "labels.xlsx")
    with zipfile.ZipFile(book, "w") as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        z.writestr("xl/workbook.xml", "<workbook/>")
    A.write_images(str(tmp_path / "img"))
    photo = str(tmp_path / "img" / "a.jpg")
    job = str(tmp_path / "job.json")   # the window's File → Save job (gui.job.Job.to_json)
    with open(job, "w", encoding="utf-8") as f:
        f.write('{\n  "schema": 1,\n  "kind": "tfrecord-studio-job",\n  "source": "/d/in"\n}')
    for path, code in ((book, "source.spreadsheet"), (photo, "source.one_image"),
                       (job, "source.job_file_source")):
        with pytest.raises(SourceError) as e:
            discover.scan(path)
        assert describe(str(e.value))[0] == code, str(e.value)


def test_a_huge_archive_is_refused_without_being_read(tmp_path):
    """The table reader read the whole file before deciding: a 4 GiB export, 4 GiB of
    memory. (A sparse file: nothing is written to disk.)"""
    import resource

    from engine.errors import SourceError
    path = tmp_path / "big.zip"
    with open(path, "wb") as f:
        f.write(b"PK\x03\x04" + bytes(60))
        f.truncate(4 << 30)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(SourceError, match="ZIP archive"):
        discover.scan(str(path))
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 100_000   # KiB


def test_a_compressed_table_says_unpack_it_and_only_a_compressed_tar_says_the_app_does(
        tmp_path):
    """labels.csv.gz is one table compressed, not a tar: the engine said to give it to
    tfrecord-studio --headless, which then failed ("truncated header"). A gzip, bzip2 or
    xz file is the app's to unpack only when it holds a tar (engine.magic.unpacked_by_the_app:
    its first 512 bytes decompressed; a bzip2 block's are its whole block, read past the
    8 KiB head the table reader looks at)."""
    import bz2
    import gzip
    import io
    import lzma
    import tarfile

    from engine.errors import SourceError
    from engine.magic import unpacked_by_the_app
    from engine.reason_codes import describe
    table = b"path,label\nimg/a.jpg,cat\n" * 50
    plain = io.BytesIO()
    with tarfile.open(fileobj=plain, mode="w") as t:   # (noise: a bzip2 block > 8 KiB)
        info = tarfile.TarInfo("export/noise.bin")
        info.size = 200_000
        t.addfile(info, io.BytesIO(os.urandom(info.size)))
    made = {}
    for kind, pack, suffix in (("gzip", gzip.compress, "gz"), ("bzip2", bz2.compress, "bz2"),
                               ("xz", lzma.compress, "xz")):
        made[tmp_path / f"labels.csv.{suffix}"] = (kind, "source.compressed_file", pack(table))
        made[tmp_path / f"export.tar.{suffix}"] = (kind, "source.archive_unpacks",
                                                   pack(plain.getvalue()))
    for path, (kind, code, data) in made.items():
        path.write_bytes(data)
        with pytest.raises(SourceError) as e:
            discover.scan(str(path))
        said = {"path": str(path), "kind": kind}
        if code == "source.compressed_file":   # (not "choose the folder it unpacks to")
            said["name"] = "labels.csv"
        assert describe(str(e.value)) == (code, said), e.value
        with open(path, "rb") as f:
            assert unpacked_by_the_app(kind, f) == (code == "source.archive_unpacks")
            assert f.tell() == 0
    assert len(made[tmp_path / "export.tar.bz2"][2]) > 8192


def test_a_compressed_file_whose_start_does_not_say_what_it_holds_is_said_so(tmp_path,
                                                                            monkeypatch):
    """A bzip2 file gives nothing before the end of its first block: when the compressed
    bytes read to look (engine.magic.COMPRESSED_LOOK) end before it, or the file is damaged
    from its start, nothing says whether it holds a folder (a tar) or one file. Such a
    .tar.bz2 was told it was an archive to "choose the folder it unpacks to" only because
    the look said no tar; one file compressed, named with no .gz, is told to choose the file
    it unpacks to, without a name."""
    import bz2
    import gzip
    import io
    import tarfile

    from engine import magic
    from engine.errors import SourceError
    from engine.reason_codes import describe
    plain = io.BytesIO()
    with tarfile.open(fileobj=plain, mode="w") as t:   # (noise: a block of 200 kB)
        info = tarfile.TarInfo("export/noise.bin")
        info.size = 200_000
        t.addfile(info, io.BytesIO(os.urandom(info.size)))
    export = tmp_path / "export.tar.bz2"
    export.write_bytes(bz2.compress(plain.getvalue()))
    damaged = tmp_path / "labels.csv.gz"
    damaged.write_bytes(b"\x1f\x8b\x08\x00" + bytes(40))
    unnamed = tmp_path / "labels"
    unnamed.write_bytes(gzip.compress(b"path,label\nimg/a.jpg,cat\n" * 50))
    with pytest.raises(SourceError) as e:
        discover.scan(str(export))
    assert describe(str(e.value))[0] == "source.archive_unpacks"   # (the look holds it)
    monkeypatch.setattr(magic, "COMPRESSED_LOOK", 64 << 10)   # (a block larger than that)
    for path, kind, code in ((export, "bzip2", "source.compressed_unknown"),
                             (damaged, "gzip", "source.compressed_unknown"),
                             (unnamed, "gzip", "source.compressed_unnamed")):
        with pytest.raises(SourceError) as e:
            discover.scan(str(path))
        assert describe(str(e.value)) == (code, {"path": str(path), "kind": kind}), e.value
        assert "choose the folder it unpacks to" not in str(e.value)
