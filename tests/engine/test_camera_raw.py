"""Camera RAW files are refused with what to do, by the scan and the run alike, and never
converted. Before, a Canon CR3 read "a video or sound file", a RAF, ORF or RW2 "not a
recognised image format", and a CR2, NEF, ARW or DNG was opened as a TIFF: its first
picture, the camera's 160x120 preview, was stored (scaled up to the output size) in place
of the photo, without a word. A camera's own TIFF (its full picture) is still an image.
The rarer ones (Canon CRW, Minolta MRW, Sigma X3F, Samsung SRW, Hasselblad 3FR, Phase One
IIQ, Leica RWL) read "not a recognised image format", or opened as TIFF as a NEF did; and
so, later, did Kodak's DCR, DCS and KDC, Epson's ERF, Mamiya's MEF, Leaf's MOS (whose IFD0,
the mosaic itself, opened as a grey picture), Contax's RAW and the EOS-1D's raw TIFF.

The files are tests.engine.raw_files' (real headers, the layout the cameras write)."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest
from PIL import Image

from engine import camera_raw, magic
from engine.codecs.scan_checks import check_file
from engine.reason_codes import describe
from engine.sources.discover import scan
from tests.engine import raw_files as R
from tests.engine import tiff_build as T
from tests.engine.conftest import ROOT, run_cli


def _reason(name: str) -> str:
    return (f"unsupported image format: a camera RAW file ({name}), which this tool cannot "
            "read (export it as JPEG or TIFF from the camera's software or a photo editor "
            "first)")


def _jpeg() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (40, 30), (200, 40, 10)).save(buf, "JPEG")
    return buf.getvalue()


#: Beside the class folders (named by their first bytes there too).
BESIDE = {"IMG_0100.CR3": (R.cr3(), "Canon CR3"), "DSC_0101.NEF": (R.nef(), "Nikon NEF")}


def _source(root):
    """A class folder holding every RAW kind, a camera's TIFF and a JPEG; two RAW files
    beside it."""
    src = root / "src"
    for cls in ("cat", "dog"):
        (src / cls).mkdir(parents=True)
        (src / cls / "ok.jpg").write_bytes(_jpeg())
    for name, (data, _) in R.ALL.items():
        (src / "cat" / name).write_bytes(data)
    (src / "dog" / "DSC_0200.TIF").write_bytes(R.camera_tiff())
    for name, data in R.CAMERA_TIFFS.items():   # (Kodak's, Epson's, Mamiya's, Leaf's own)
        (src / "dog" / name).write_bytes(data)
    for name, (data, _) in BESIDE.items():
        (src / name).write_bytes(data)
    return src


@pytest.mark.parametrize("name", R.ALL)
def test_the_scan_names_each_raw_format(tmp_path, name):
    data, said = R.ALL[name]
    path = tmp_path / name
    path.write_bytes(data)
    check = check_file(str(path))
    assert (check.problem, check.code, check.params) == \
        (_reason(said), "file.camera_raw", {"raw": said})
    assert not check.is_image


def test_a_nef_whose_first_directory_lies_past_the_first_bytes_is_told_by_the_file():
    """A NEF's IFD0 holds some 30 entries and its Make string lies after them: past the
    512 bytes sniffed. The file is read for them (as a ZIP's list of parts is)."""
    data = T.tiff_raw(b"NIKON CORPORATION", gap=600)
    head = data[:magic.HEAD_BYTES]
    assert camera_raw.raw_format(head) is None   # (the head alone cannot tell)
    f = io.BytesIO(data)
    f.seek(7)
    assert camera_raw.raw_format(head, f) == "Nikon NEF" and f.tell() == 7


def test_a_first_directory_after_the_pixels_is_read_wherever_it_lies():
    """TIFF lets IFD0 follow the pixel data (TinyDNGWriter writes DNGs so, libtiff too): a
    DNG whose IFD0 lies 70 KB in was a TIFF, when only the first 64 KiB were read."""
    data = T.tiff_raw(b"Canon", dng=True, gap=70_000)
    f = io.BytesIO(data)
    assert camera_raw.raw_format(data[:magic.HEAD_BYTES], f) == "DNG" and f.tell() == 0


@pytest.mark.parametrize("name", R.CAMERA_TIFFS)
def test_a_raw_maker_s_own_tiff_stays_an_image(tmp_path, name):
    """Kodak's, Epson's, Mamiya's and Leaf's Makes alone do not make RAW: their TIFF (the
    full picture in IFD0, no sensor data) is an image."""
    data = R.CAMERA_TIFFS[name]
    assert camera_raw.raw_format(data[:magic.HEAD_BYTES], io.BytesIO(data)) is None
    path = tmp_path / name
    path.write_bytes(data)
    check = check_file(str(path))
    assert check.problem == "" and check.is_image and check.kind == "tiff"


def test_sensor_data_in_the_first_directory_tells_by_its_compression_or_maker_s_data():
    """IFD0 holding the sensor data, known by a compression only camera RAW uses (Kodak's
    65000, Epson's packed 32769...) or by a maker's own directory (Kodak's KDC, 65024;
    Leaf's data, 34310), even when the rest of it reads as a plain picture; not a Leaf
    RGB TIFF holding Leaf's data, not 65024 without a Kodak Make (tags from 65000 are
    anybody's)."""
    def name(data: bytes) -> str | None:
        return camera_raw.raw_format(data[:magic.HEAD_BYTES], io.BytesIO(data))
    for make, compression, said in ((b"Kodak", 65000, "Kodak DCR"),
                                    (b"SEIKO EPSON CORP.", 32769, "Epson ERF"),
                                    (b"EASTMAN KODAK COMPANY", 32867, "Kodak KDC")):
        assert name(T.sensor_ifd0(make, photometric=2, compression=compression)) == said
        assert name(T.sensor_ifd0(make, photometric=2)) is None   # (a grey picture)
    leaf = {34310: (T.UNDEFINED, R.leaf_data())}
    assert name(T.sensor_ifd0(b"", photometric=1, bits=16, more=leaf)) == "Leaf MOS"
    rgb = T.tiff_raw(b"Leaf", reduced=False, sensor=False, order=">", ifd0=leaf)
    assert name(rgb) is None
    kdc_elsewhere = T.tiff_raw(b"Fancy Camera", reduced=False, sensor=False,
                               ifd0={65024: (T.LONG, [8])})
    assert name(kdc_elsewhere) is None


def test_a_camera_s_own_tiff_and_a_plain_tiff_stay_images(tmp_path):
    plain = io.BytesIO()
    Image.new("RGB", (30, 20)).save(plain, "TIFF")
    for data in (R.camera_tiff(), plain.getvalue()):
        assert camera_raw.raw_format(data[:magic.HEAD_BYTES], io.BytesIO(data)) is None
        path = tmp_path / "picture.tif"
        path.write_bytes(data)
        check = check_file(str(path))
        assert check.problem == "" and check.is_image and check.kind == "tiff"


def test_the_rarer_signatures_are_told_exactly():
    """CRW, MRW, X3F and IIQ by their first bytes (a Phase One block also behind a TIFF
    header, as LibRaw finds it within the first 32 bytes), RWL from RW2 by its Make, both
    from the older RAW by RW2's 16 bytes at 8; near misses are not RAW: Canon DPP's recipe
    file (DR4, "IIII" then 4, 0, 4, 0), a CIFF signature elsewhere than at 6, "KYOCERA"
    backwards elsewhere than at 25, the EOS-1D's mark in a TIFF whose IFD0 lies at 8, a
    Samsung's, Hasselblad's or Canon's own TIFF (its full picture)."""
    behind_tiff = b"II*\0" + bytes(4) + R.iiq()
    assert camera_raw.from_head(behind_tiff) == "Phase One IIQ"
    assert camera_raw.from_head(R.rw2()) == "Panasonic RW2"
    assert camera_raw.from_head(R.rwl()) == "Leica RWL"
    assert camera_raw.from_head(R.leica_raw()) == "Leica RAW"
    assert camera_raw.from_head(R.contax()) == "Contax N Digital RAW"
    assert magic.sniff(R.contax()[:magic.HEAD_BYTES]) == "raw"
    for near in (b"IIII\x04\x00\x04\x00" + bytes(40), b"II" + bytes(6) + b"HEAPCCDR",
                 b"FOV" + bytes(20), b"\0MRX" + bytes(20), bytes(24) + b"ARECOYK",
                 b"II*\0\x08\0\0\0\xba\xb0\xac\xbb" + bytes(20)):
        assert camera_raw.from_head(near) is None, near
    for make in (b"SAMSUNG", b"Hasselblad", b"Phase One", b"Canon"):
        data = T.tiff_raw(make, reduced=False, sensor=False)
        assert camera_raw.raw_format(data[:magic.HEAD_BYTES], io.BytesIO(data)) is None


def test_the_run_refuses_them_with_the_scan_s_words_and_converts_the_rest(tmp_path):
    src = _source(tmp_path)
    code, events, err = run_cli("convert", str(src), "--out", str(tmp_path / "out"),
                                "--workers", "1", "--events", "jsonl")
    assert code == 0, err
    failed = {os.path.basename(e["path"]): (e["code"], e["params"], e["reason"])
              for e in events if e["type"] == "item_failed"}
    expected = {name: ("file.camera_raw", {"raw": said}, _reason(said))
                for name, (_, said) in (R.ALL | BESIDE).items()}
    assert failed == expected
    summary = next(e for e in events if e["type"] == "run_finished")["summary"]
    # two JPEGs and the cameras' own TIFFs
    assert summary["written"] == 3 + len(R.CAMERA_TIFFS)
    # the window's scan of the source: each file in the class folder, and those beside it
    r = scan(str(src))
    assert {os.path.basename(x.path): x.reason for x in r.rejected} == \
        {name: _reason(said) for name, (_, said) in BESIDE.items()}
    for name, (_, said) in R.ALL.items():
        assert describe(check_file(str(src / "cat" / name)).problem) == \
            ("file.camera_raw", {"raw": said})
    # `engine scan` (the text for people) says them in the same words
    proc = subprocess.run([sys.executable, "-m", "engine", "scan", str(src), "--all"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stderr
    for name, (_, said) in (R.ALL | BESIDE).items():
        assert f"{name}: {_reason(said)}" in proc.stdout, (name, proc.stdout)
