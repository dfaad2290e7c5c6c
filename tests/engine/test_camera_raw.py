"""Camera RAW files are refused with what to do, by the scan and the run alike, and never
converted. Before, a Canon CR3 read "a video or sound file", a RAF, ORF or RW2 "not a
recognised image format", and a CR2, NEF, ARW or DNG was opened as a TIFF: its first
picture, the camera's 160x120 preview, was stored (scaled up to the output size) in place
of the photo, without a word. A camera's own TIFF (its full picture) is still an image.
The rarer ones (Canon CRW, Minolta MRW, Sigma X3F, Samsung SRW, Hasselblad 3FR, Phase One
IIQ, Leica RWL) read "not a recognised image format", or opened as TIFF as a NEF did.

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
    data = R.tiff_raw(b"NIKON CORPORATION", gap=600)
    head = data[:magic.HEAD_BYTES]
    assert camera_raw.raw_format(head) is None   # (the head alone cannot tell)
    f = io.BytesIO(data)
    f.seek(7)
    assert camera_raw.raw_format(head, f) == "Nikon NEF" and f.tell() == 7


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
    header, as LibRaw finds it within the first 32 bytes), RWL from RW2 by its Make; near
    misses are not RAW: Canon DPP's recipe file (DR4, "IIII" then 4, 0, 4, 0), a CIFF
    signature elsewhere than at 6, a Samsung's or Hasselblad's own TIFF (its full picture)."""
    behind_tiff = b"II*\0" + bytes(4) + R.iiq()
    assert camera_raw.from_head(behind_tiff) == "Phase One IIQ"
    assert camera_raw.from_head(R.rw2()) == "Panasonic RW2"
    assert camera_raw.from_head(R.rwl()) == "Leica RWL"
    for near in (b"IIII\x04\x00\x04\x00" + bytes(40), b"II" + bytes(6) + b"HEAPCCDR",
                 b"FOV" + bytes(20), b"\0MRX" + bytes(20)):
        assert camera_raw.from_head(near) is None, near
    for make in (b"SAMSUNG", b"Hasselblad", b"Phase One"):
        data = R.tiff_raw(make, reduced=False, sensor=False)
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
    assert summary["written"] == 3   # two JPEGs and the camera's TIFF
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
