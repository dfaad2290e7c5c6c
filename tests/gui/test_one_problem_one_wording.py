"""One problem, one wording: a file the source's scan lists as a problem before Start reads
as the Failures tab says it after the run, in every language. A JPEG cut off in the copy
read 「ファイルが途中で切れています (画像の終わりより前で終わっています)」 in the scan's list and
「JPEG が途中で切れています: 画像データの途中でファイルが終わっています」 on the Failures tab; an
empty file "the file is empty (0 bytes)" and "empty file (0 bytes): copy it again ...", a
text file named .jpg "this is a text file named .jpg, not an image" and "not an image: the
file contains text ...". The scan now says each with the run's own words and code
(engine.codecs.refusals): here one file of each kind the scan catches, scanned by the
window's panel and converted by the engine, the pair compared file by file."""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from PIL import Image

from engine import protocol as P
from engine.codecs.imaging import convert
from engine.codecs.originals import store
from engine.codecs.scan_checks import check_file
from engine.config import ImageOptions
from engine.errors import ImageError
from engine.reason_codes import describe
from gui import engine_text
from gui.run_model import RunModel
from gui.widgets.failures_table import FailuresTable
from gui.widgets.source_panel import SourcePanel
from tests.engine import file_kinds as K
from tests.engine import png_damage as D
from tests.engine import raw_files as R

ROOT = Path(__file__).resolve().parents[2]
# Root reads a chmod 000 file: the run is started without that power (as
# tests/engine/test_bad_input_unreadable.py does), the scan's open is refused as the OS
# refuses an ordinary user's
DROP_DAC = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search"]


def _encoded(fmt: str, mode: str = "RGB", size=(120, 90)) -> bytes:
    buf = io.BytesIO()
    Image.effect_noise(size, 60).convert(mode).save(buf, fmt)
    return buf.getvalue()


def _zip(parts: list[tuple[str, bytes]]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as z:
        for name, data in parts:
            z.writestr(name, data)
    return buf.getvalue()


#: A Word document: a ZIP holding [Content_Types].xml, here after a picture (as some
#: writers store it), so that only its list of parts, at its end, tells it from a ZIP.
_DOCX_LATE = _zip([("word/media/image1.png", bytes(range(256)) * 8),
                   ("word/document.xml", b"<w/>"), ("[Content_Types].xml", b"<Types/>")])

#: What the run (and so the scan) calls the files that are not images (before, the scan
#: said "this is a web page (HTML) named .jpg, not an image" and the run "the file contains
#: text"; a Word document, a ZIP, a video or a song were "not a recognised image format").
#: Any OLE2 file was "an Office document" (Windows' Thumbs.db too), any XML named .jpg "SVG"
#: (a Pascal VOC file saved as .jpg), any file that began FF FB "a video or sound file", a
#: DICOM file "not a recognised image format", and a link that loops read "Too many levels
#: of symbolic links", the system's English, in every language.
NAMED = {"page.jpg": "file.html", "letter.rtf": "file.rtf", "report.docx": "file.office",
         "report_late.jpg": "file.office", "sheet.xls": "file.office",
         "old_report.doc": "file.office", "thumbs_copy.jpg": "file.thumbs_db",
         "setup.jpg": "file.unknown_format", "archive.zip": "file.archive",
         "photos.7z": "file.archive", "clip.jpg": "file.media", "song.mp3": "file.media",
         "song_bare.jpg": "file.media", "ffbf.jpg": "file.unknown_format",
         "voice.wav": "file.media", "paper_named.jpg": "file.pdf",
         "drawing.svg": "file.svg", "0001.jpg": "file.annotation_xml",
         "labels.jpg": "file.xml", "IM000001": "file.dicom", "chest.dcm": "file.dicom",
         "loop.jpg": "file.link_loop",
         # a camera's RAW: a CR3 was "a video or sound file", a NEF converted as its preview
         "IMG_0001.CR3": "file.camera_raw", "DSC_0001.NEF": "file.camera_raw"}
#: Images cut short that the scan listed as fine and the run failed ("GIF is truncated or
#: incomplete (194 bytes not processed)"): both now say "... is cut short". PNGs whose
#: image data lacks rows (the run stored them black), or without IEND whose data is not
#: whole too.
CUT = {"cut.gif": "GIF", "cut.bmp": "BMP", "cut.tif": "TIFF", "cut.webp": "WEBP",
       "rows_cut_alpha.png": "PNG", "no_iend_rows_cut.png": "PNG",
       "no_iend_unfinished.png": "PNG"}


def _kinds() -> dict[str, bytes]:
    jpeg, png = _encoded("JPEG"), _encoded("PNG")
    return {
        "empty.jpg": b"",
        "notes.jpg": b"these are notes, not a picture\n",
        "メモ.jpg": ("日本語のメモです。" * 100).encode(),   # cut inside a character at 512
        "page.jpg": b"<!DOCTYPE html><html><body>a saved page</body></html>\n",
        "letter.rtf": b"{\\rtf1\\ansi a letter}",
        "cut.jpg": jpeg[:len(jpeg) // 2],
        "cut.png": png[:len(png) // 2],
        "header_cut.jpg": jpeg[:30],
        "garbage.jpg": jpeg[:20] + bytes(range(256)) * 8 + b"\xff\xd9",
        "garbage.png": png[:16] + bytes(range(256)) * 2 + D.chunk(b"IEND", b""),
        "zero_wide.png": D.png_of_size(0, 10),
        "huge.png": D.png_of_size(20000, 20000),           # above the run's 100 MP
        "bomb.png": D.png_of_size(30000, 30000),           # above Pillow's own limit too
        "damaged_alpha.png": D.damaged_alpha_png(),
        "data_checksum.png": D.data_checksum_png(),
        "checksum_apart.png": D.checksum_apart_png(),
        "rows_cut_alpha.png": D.rows_cut("RGBA"),
        "no_iend_rows_cut.png": D.rows_cut("RGB", end=False),
        "no_iend_unfinished.png": D.rows_cut("RGB", end=False, finished=False),
        "paper.pdf": b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n",
        "paper_named.jpg": b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n",
        "layers.psd": b"8BPS\x00\x01" + bytes(60),
        "drawing.svg": b'<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>',
        "scan.jp2": b"\x00\x00\x00\x0cjP  \r\n\x87\n" + bytes(100),
        "archive.zip": b"PK\x03\x04" + bytes(60),
        "clip.jpg": b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom" + bytes(200),
        "report.docx": _zip([("[Content_Types].xml", b"<Types/>"), ("word/document.xml",
                                                                     b"<w/>")]),
        "report_late.jpg": _DOCX_LATE,
        "sheet.xls": K.ole2(["Workbook"]),
        "old_report.doc": K.word_document(),
        "thumbs_copy.jpg": K.thumbs_db(),   # (a copy of Thumbs.db under another name)
        "setup.jpg": K.installer(),          # OLE2, not an Office document
        "cut.gif": K.cut(K.encoded("GIF")),
        "cut.bmp": K.cut(K.encoded("BMP")),
        "cut.tif": K.cut(K.encoded("TIFF")),
        "cut.webp": K.cut(K.encoded("WEBP")),
        "0001.jpg": b'<?xml version="1.0"?>\n<annotation>\n<folder>VOC2007</folder>\n'
                    b'<filename>0001.jpg</filename>\n</annotation>\n',
        "labels.jpg": b'<?xml version="1.0" encoding="utf-8"?>\n<annotations><version>1.1'
                      b'</version></annotations>\n',
        "IM000001": K.dicom(),              # (as a viewer exports them: no extension)
        "chest.dcm": K.dicom(),
        "IMG_0001.CR3": R.cr3(),
        "DSC_0001.NEF": R.nef(),
        "song_bare.jpg": K.mp3(),
        "ffbf.jpg": b"\xff\xfb" + bytes((i * 7919) % 251 for i in range(3000)),
        "photos.7z": b"7z\xbc\xaf\x27\x1c\x00\x04" + bytes(200),
        "song.mp3": b"ID3\x03\x00\x00\x00\x00\x00\x0a" + bytes(200),
        "voice.wav": b"RIFF\x24\x06\x00\x00WAVEfmt \x10\x00\x00\x00" + bytes(600),
        "noise.jpg": bytes((i * 7919) % 251 for i in range(3000)),
        "locked.jpg": jpeg,   # chmod 000
    }


@pytest.fixture(scope="module")
def converted(tmp_path_factory) -> tuple[Path, list]:
    """A source with one file of each kind (and two good images), and the Failures the
    run sends for it (engine convert, its events read as the window reads them)."""
    src = tmp_path_factory.mktemp("wording") / "src"
    cats = src / "cats"
    cats.mkdir(parents=True)
    for i in range(2):
        (cats / f"ok_{i}.jpg").write_bytes(_encoded("JPEG"))
    (cats / "ok_no_iend.png").write_bytes(D.without_iend())   # (its data whole: converted)
    for name, data in _kinds().items():
        (cats / name).write_bytes(data)
    (cats / "locked.jpg").chmod(0)
    (cats / "Thumbs.db").write_bytes(K.thumbs_db())   # (Windows' own: never listed)
    os.symlink("loop.jpg", cats / "loop.jpg")
    os.symlink("nowhere.jpg", cats / "gone.jpg")
    prefix = []
    if os.geteuid() == 0:
        probe = subprocess.run(DROP_DAC + ["cat", str(cats / "locked.jpg")],
                               capture_output=True) if shutil.which("setpriv") else None
        if probe is None or probe.returncode == 0:
            pytest.skip("running as root without setpriv: a chmod 000 file stays readable")
        prefix = DROP_DAC
    out = src.parent / "out"
    run = subprocess.run(prefix + [sys.executable, "-m", "engine", "convert", str(src),
                                   "--out", str(out), "--events", "jsonl", "--workers", "1"],
                         capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert run.returncode == 0, run.stderr
    model = RunModel()
    for line in run.stdout.splitlines():
        model.on_event(P.decode(line))
    return src, model.failures


@pytest.fixture
def unprivileged_scan(monkeypatch, converted):
    """The scan's open of a chmod 000 file refused, as the OS refuses it for anyone but
    root (the run above ran without root's override)."""
    from engine.codecs import scan_checks
    real = scan_checks.open_input   # (how the scan opens a user's file: engine.regular_files)

    def refusing(path, *args, **kwargs):
        if isinstance(path, str) and os.path.exists(path) and \
                os.stat(path).st_mode & 0o777 == 0:
            raise PermissionError(13, "Permission denied", path)
        return real(path, *args, **kwargs)
    monkeypatch.setattr(scan_checks, "open_input", refusing)


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_every_problem_the_scan_lists_reads_as_the_run_says_it(qtbot, language, converted,
                                                               unprivileged_scan, lang):
    src, failures = converted
    language(lang)
    panel = SourcePanel()
    qtbot.addWidget(panel)
    panel.set_source(str(src))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=120_000)
    rows = [panel.problems.item(i).text() for i in range(panel.problems.count())]
    table = FailuresTable()
    qtbot.addWidget(table)
    table.set_source(str(src))
    table.sync(failures)
    said = {table.model.rows[i].path: table.model.data(table.model.index(i, 1))
            for i in range(table.model.rowCount())}
    assert all(f.code for f in failures)   # (coded: said in the window's language)
    names = {os.path.basename(p) for p in said}
    # every kind is failed by the run, and listed by the scan (a PNG without IEND whose
    # image data is whole by neither)
    assert names == set(_kinds()) | {"loop.jpg", "gone.jpg"}
    assert not [r for r in rows if "ok_no_iend.png" in r]
    codes = {os.path.basename(f.path): f.code for f in failures}
    assert codes["メモ.jpg"] == codes["notes.jpg"] == "file.text"
    assert {n: codes[n] for n in NAMED} == NAMED   # (what it is, named on both lists)
    assert {n: (codes[n], next(f.params for f in failures if f.path.endswith(n)))
            for n in CUT} == {n: ("file.iso_cut", {"format": f}) for n, f in CUT.items()}
    assert codes["data_checksum.png"] == codes["damaged_alpha.png"] == \
        codes["checksum_apart.png"] == "file.png_checksum"
    assert len(rows) == len(said)
    for path, reason in said.items():
        name = panel.last_result.display_name(path)
        row = next(r for r in rows if r.startswith(name + " "))
        assert reason in row, (name, reason, row)
        if lang != "en":   # in the window's language, not the engine's English
            failure = next(f for f in failures if f.path == path)
            assert reason != failure.reason, (name, reason)
            # (no English words inside: "PNG のデータが壊れています: the IDAT chunk fails its
            # checksum (the file is damaged)"; a link that loops kept the system's own)
            assert not re.search("[a-z]+ [a-z]+ [a-z]+", reason), (name, reason)


def _engine_scan(src: Path, *flags: str) -> dict[str, str]:
    """{file name: reason} of every file `engine scan`'s text names as skipped or not used
    (run as the run above was: a chmod 000 file refused to root too)."""
    prefix = DROP_DAC if os.geteuid() == 0 else []
    r = subprocess.run(prefix + [sys.executable, "-m", "engine", "scan", str(src), "--all",
                                 *flags], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert r.returncode == 0, r.stderr
    named = [ln[2:].split(": ", 1) for ln in r.stdout.splitlines() if ln.startswith("  ")]
    return {os.path.basename(path): why for path, why in named}


@pytest.mark.parametrize("flags", [(), ("--thorough",)])
def test_engine_scan_names_the_files_the_window_and_the_run_find(qtbot, converted,
                                                                 unprivileged_scan, flags):
    """`engine scan`'s text (its quick checks, the window's, and --thorough) names the very
    files the window's scan lists and the run fails, in the run's words: its per-file
    conversion said "JPEG is cut short" of a JPEG damaged at its start that the window and
    the run called "the start of the file is damaged"."""
    src, failures = converted
    panel = SourcePanel()
    qtbot.addWidget(panel)
    panel.set_source(str(src))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=120_000)
    window = {os.path.basename(p): why for p, why in panel.last_result.problems}
    ran = {os.path.basename(f.path): f.reason for f in failures}
    scanned = _engine_scan(src, *flags)
    assert set(scanned) == set(window) == set(ran) == set(_kinds()) | {"loop.jpg", "gone.jpg"}
    assert {n: describe(why) for n, why in scanned.items()} == \
        {n: describe(why) for n, why in window.items()} == \
        {n: describe(why) for n, why in ran.items()}
    assert scanned == ran   # (the run's English sentences, word for word)


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
@pytest.mark.parametrize("original", [False, True])
@pytest.mark.parametrize("fmt", ["JPEG", "GIF", "BMP", "TIFF", "WEBP"])
def test_a_cut_image_is_said_alike_by_the_scan_and_the_run(language, tmp_path, lang,
                                                            original, fmt):
    data = _encoded(fmt, "P" if fmt == "GIF" else "RGB")
    data = data[:len(data) // 2]
    path = tmp_path / f"cut.{fmt.lower()}"
    path.write_bytes(data)
    scanned = check_file(str(path))
    with pytest.raises(ImageError) as e:
        if original:
            store(data, ImageOptions(format="original", resize="none"))
        else:
            convert(data, ImageOptions())
    ran = str(e.value)
    language(lang)
    code, params = describe(ran)
    assert code == "file.iso_cut" == scanned.code
    assert engine_text.text(scanned.code, scanned.params, scanned.problem) == \
        engine_text.text(code, params, ran)
    assert fmt in engine_text.text(scanned.code, scanned.params, scanned.problem)


#: PNGs "Original bytes" refuses (TensorFlow's decode_png would, when the dataset is read)
#: that the scan lists: -> the code both give. The transparent ones, damaged, were stored
#: as they were.
ORIGINAL_PNGS = {"no_iend_rows_cut.png": (lambda: D.rows_cut("RGB", end=False),
                                          "file.iso_cut"),
                 "data_checksum.png": (D.data_checksum_png, "file.png_checksum"),
                 "checksum_apart.png": (D.checksum_apart_png, "file.png_checksum")}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", sorted(ORIGINAL_PNGS))
def test_a_png_original_bytes_refuses_is_said_alike_by_the_scan(language, tmp_path, lang,
                                                                name):
    make, want = ORIGINAL_PNGS[name]
    data = make()
    path = tmp_path / name
    path.write_bytes(data)
    scanned = check_file(str(path))
    with pytest.raises(ImageError) as e:
        store(data, ImageOptions(format="original", resize="none"))
    ran = str(e.value)
    language(lang)
    code, params = describe(ran)
    assert code == want == scanned.code
    assert engine_text.text(scanned.code, scanned.params, scanned.problem) == \
        engine_text.text(code, params, ran)


def test_a_png_without_iend_whose_data_is_whole_is_no_problem(tmp_path):
    """It holds every pixel: the decoding formats store it, and the scan, which called it
    cut short, lists nothing. "Original bytes" still refuses it (TensorFlow's decode_png
    cannot read it), which the scan cannot say: it does not know the format chosen (nor
    for the other files only that format refuses: tests/engine/test_png_originals.py)."""
    data = D.without_iend()
    path = tmp_path / "no_iend.png"
    path.write_bytes(data)
    assert check_file(str(path)).problem == ""
    opts = ImageOptions(format="png", resize="none")
    assert convert(data, opts).data == convert(D.with_iend(data), opts).data
    with pytest.raises(ImageError, match="cut short"):
        store(data, ImageOptions(format="original", resize="none"))

