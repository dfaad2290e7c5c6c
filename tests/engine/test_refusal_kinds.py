"""A file that is not an image is refused with its name when its first bytes tell what it
is: the window's scan said "this is a web page (HTML) named .jpg, not an image" before it
spoke the run's words, and the run said "not an image: the file contains text" of a web
page, and "not a recognised image format" of a Word document, a ZIP, a video or an MP3.
What lab staff need is the name: someone saved the page instead of the picture."""

from __future__ import annotations

import io
import struct
import wave
import zipfile

import pytest

from engine import magic
from engine.codecs import refusals
from engine.codecs.imaging import convert
from engine.config import ImageOptions
from engine.errors import ImageError
from engine.reason_codes import describe
from engine.sources import reading
from tests.engine import file_kinds as K
from tests.engine import raw_files as R


def _zip(parts: list[tuple[str, bytes]], stored: bool = False) -> bytes:
    buf = io.BytesIO()
    how = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
    with zipfile.ZipFile(buf, "w", how) as z:
        for name, data in parts:
            z.writestr(name, data)
    return buf.getvalue()


_TYPES = b'<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/"/>'


def docx(types_first: bool = True) -> bytes:
    """A Word document (a ZIP holding [Content_Types].xml): Word writes that part first;
    other writers later, past the first bytes (a picture stored before it)."""
    body = [("word/media/image1.png", bytes(range(256)) * 20), ("word/document.xml", b"<w/>")]
    parts = [("[Content_Types].xml", _TYPES)] + body if types_first else \
        body + [("[Content_Types].xml", _TYPES)]
    return _zip(parts, stored=not types_first)


def _wav() -> bytes:
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(8000)
        w.writeframes(bytes(1600))
    return buf.getvalue()


def _transport_stream() -> bytes:
    return b"".join(b"\x47\x40\x11\x10" + bytes(184) for _ in range(4))


def _tar() -> bytes:
    import tarfile
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as t:
        info = tarfile.TarInfo("cats/cat.jpg")
        info.size = 3
        t.addfile(info, io.BytesIO(b"abc"))
    return buf.getvalue()


#: name -> (the file's bytes, the run's code, its parameters)
KINDS = {
    "page.jpg": (b"<!DOCTYPE html><html><body><img src='cat.jpg'></body></html>\n",
                 "file.html", {}),
    "saved_ie.jpg": (b"<!-- saved from url=(0022)http://example.com/ -->\n<html></html>",
                     "file.html", {}),
    "bom_page.jpg": (b"\xef\xbb\xbf<html lang='ja'><head></head></html>", "file.html", {}),
    "xhtml.jpg": (b'<?xml version="1.0"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/'
                  b'1999/xhtml"></html>', "file.html", {}),
    "letter.jpg": (b"{\\rtf1\\ansi\\deff0 a letter}", "file.rtf", {}),
    "report.jpg": (docx(), "file.office", {}),
    "report_late.jpg": (docx(types_first=False), "file.office", {}),
    "sheet.jpg": (_zip([("[Content_Types].xml", _TYPES), ("xl/workbook.xml", b"<x/>")]),
                  "file.office", {}),
    "notes.jpg": (_zip([("mimetype", b"application/vnd.oasis.opendocument.text"),
                        ("content.xml", b"<office/>")], stored=True), "file.office", {}),
    "old_word.jpg": (K.word_document(), "file.office", {}),
    "old_sheet.jpg": (K.ole2(["Workbook"]), "file.office", {}),
    "old_slides.jpg": (K.ole2(["Current User", "PowerPoint Document"], 12), "file.office", {}),
    # any OLE2 file was an Office document: Windows' Thumbs.db (copied under another name)
    # is named, another program's is not known (an installer's, or one whose directory
    # cannot be read)
    "thumbs_copy.jpg": (K.thumbs_db(), "file.thumbs_db", {}),
    "setup.jpg": (K.installer(), "file.unknown_format", {}),
    "ole2_header.jpg": (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600),
                        "file.unknown_format", {}),
    "photos.jpg": (_zip([("cat.jpg", b"\xff\xd8\xff" + bytes(100))]), "file.archive",
                   {"archive": "ZIP"}),
    "photos7.jpg": (b"7z\xbc\xaf\x27\x1c\x00\x04" + bytes(200), "file.archive",
                    {"archive": "7-Zip"}),
    "photos_gz.jpg": (b"\x1f\x8b\x08\x00" + bytes(200), "file.archive", {"archive": "gzip"}),
    "photos_tar.jpg": (_tar(), "file.archive", {"archive": "tar"}),
    "clip.jpg": (b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom" + bytes(200),
                 "file.media", {}),
    "old_movie.jpg": (b"\x00\x00\x00\x08wide\x00\x10\x00\x00mdat" + bytes(200),
                      "file.media", {}),
    "clip_avi.jpg": (b"RIFF\x00\x10\x00\x00AVI LIST" + bytes(200), "file.media", {}),
    "clip_mkv.jpg": (b"\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01" + bytes(200), "file.media", {}),
    "clip_ts.jpg": (_transport_stream(), "file.media", {}),
    "voice.jpg": (_wav(), "file.media", {}),
    "song.jpg": (b"ID3\x03\x00\x00\x00\x00\x00\x0a" + bytes(200), "file.media", {}),
    "song_bare.jpg": (K.mp3(), "file.media", {}),
    # two bytes of frame sync alone (FF FB) were a song; a frame whose next frame is not
    # one, or whose header fields are reserved, is not
    "ff_fb.jpg": (b"\xff\xfb\x90\x64" + bytes(600), "file.unknown_format", {}),
    "ff_fb_reserved.jpg": (b"\xff\xfb\xfc\x64" + bytes(600), "file.unknown_format", {}),
    "id3_not.jpg": (b"ID3\x03\x00\x00\x80\x80\x80\x80" + bytes(200), "file.unknown_format",
                    {}),
    # a DICOM file: its 128-byte preamble, then DICM
    "scan_dicom.jpg": (K.dicom(), "file.dicom", {}),
    # a camera's RAW file (tests/engine/test_camera_raw.py has each format)
    "raw_cr3.jpg": (R.cr3(), "file.camera_raw", {"raw": "Canon CR3"}),
    "raw_nef.jpg": (R.nef(), "file.camera_raw", {"raw": "Nikon NEF"}),
    # named as before
    "paper.jpg": (b"%PDF-1.4\n%%EOF\n", "file.pdf", {}),
    "layers.jpg": (b"8BPS\x00\x01" + bytes(60), "file.psd", {}),
    "drawing.jpg": (b'<svg xmlns="http://www.w3.org/2000/svg"/>', "file.svg", {}),
    "drawing_decl.jpg": (b'<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//'
                         b'EN" "svg11.dtd">\n<svg width="9"/>', "file.svg", {}),
    # XML named .jpg was "SVG": a Pascal VOC file (with or without its declaration, after
    # a comment), or other XML
    "voc.jpg": (b'<?xml version="1.0"?>\n<annotation>\n<folder>VOC2007</folder>',
                "file.annotation_xml", {}),
    "voc_bare.jpg": (b"<annotation>\n\t<folder>images</folder>", "file.annotation_xml", {}),
    "voc_bom.jpg": (b'\xef\xbb\xbf<?xml version="1.0" encoding="utf-8"?>\n<!-- labelImg -->'
                    b'\n<annotation verified="no">', "file.annotation_xml", {}),
    "cvat.jpg": (b'<?xml version="1.0" encoding="utf-8"?>\n<annotations><version>1.1',
                 "file.xml", {}),
    "readme.jpg": (b"these are notes, not a picture\n", "file.text", {}),
    "noise.jpg": (bytes((i * 7919) % 251 for i in range(3000)), "file.unknown_format", {}),
}


@pytest.mark.parametrize("name", KINDS)
def test_the_run_names_what_a_file_that_is_not_an_image_is(tmp_path, name):
    data, code, params = KINDS[name]
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(ImageError) as read:        # the worker's read of the file
        reading.read_file(str(path))
    assert describe(str(read.value)) == (code, params), str(read.value)
    with pytest.raises(ImageError) as converted:   # bytes given to the codec
        convert(data, ImageOptions())
    assert str(converted.value) == str(read.value)
    with open(path, "rb") as f:                    # the memory estimate's look at it
        with pytest.raises(ImageError) as estimated:
            reading.check_head(f.read(reading.SNIFF_BYTES), f)
    assert str(estimated.value) == str(read.value)


def test_each_kind_is_named_and_says_what_to_do():
    said = {code: str(refusals.not_an_image(data, io.BytesIO(data)))
            for data, code, _ in KINDS.values()}
    assert "web page" in said["file.html"] and "Office document" in said["file.office"]
    assert "Thumbs.db" in said["file.thumbs_db"] and "Pascal VOC" in said["file.annotation_xml"]
    assert "DICOM" in said["file.dicom"] and "PNG or TIFF" in said["file.dicom"]
    assert "video or sound" in said["file.media"] and "RTF" in said["file.rtf"]
    assert "save the picture itself, not the page" in said["file.html"]
    assert all(s.startswith("not an image: this is ") and "(" in s
               for code, s in said.items()
               if code in ("file.html", "file.rtf", "file.office", "file.media",
                           "file.archive", "file.thumbs_db", "file.xml",
                           "file.annotation_xml")), said


class _Untouchable(io.RawIOBase):
    """A file that fails the test when anything is read from it, or its place moved."""

    def readable(self) -> bool:
        return True

    def read(self, *_a):
        raise AssertionError("read")

    def seek(self, *_a):
        raise AssertionError("seek")

    def tell(self):
        raise AssertionError("tell")


@pytest.mark.parametrize("data", [b"\xff\xd8\xff\xe0\x00\x10JFIF\x00", b"\x89PNG\r\n\x1a\n",
                                  docx(), b"%PDF-1.4\n", b"<html></html>"])
def test_nothing_more_is_read_than_the_first_bytes_unless_a_zip_does_not_say(data):
    """The cost per file stays the first bytes: a ZIP's list of parts (at its end) is read
    only for a ZIP whose first bytes do not name an Office document's part; never for an
    image, nor any other kind."""
    refusals.not_an_image(data[:reading.SNIFF_BYTES], _Untouchable())


def test_an_office_document_whose_first_part_is_not_named_first_is_told_by_its_list():
    data = docx(types_first=False)
    assert b"[Content_Types].xml" not in data[:magic.HEAD_BYTES]
    assert magic.zip_kind(data[:magic.HEAD_BYTES]) == "zip"          # its first bytes alone
    f = io.BytesIO(data)
    f.seek(100)
    assert magic.zip_kind(data[:magic.HEAD_BYTES], f) == "office"    # and its list of parts
    assert f.tell() == 100                                           # (its place kept)
    cut = io.BytesIO(data[:len(data) // 2])                          # no list: a ZIP
    assert magic.zip_kind(data[:magic.HEAD_BYTES], cut) == "zip"
    huge = io.BytesIO(data[:-22] + data[-22:-10] + struct.pack("<I", 1 << 30) + data[-6:])
    assert magic.zip_kind(data[:magic.HEAD_BYTES], huge) == "zip"    # a list too long: unread


def test_notes_with_a_g_every_188_bytes_are_text_not_video():
    page = bytearray(b"a" * 600)
    for i in (0, 188, 376):
        page[i] = ord("G")
    assert magic.sniff(bytes(page)) == "text"
    assert magic.sniff(_transport_stream()) == "video"


def test_an_ole2_files_kind_is_read_from_its_directory_and_its_place_kept():
    """Word's stream past the directory's first sector (its sectors chained backwards in
    the FAT) is found; the file's place is put back; without the file, or with a directory
    that cannot be read, an OLE2 file is none of the kinds named."""
    data = K.word_document()
    f = io.BytesIO(data)
    f.seek(77)
    assert magic.ole2_kind(data[:magic.HEAD_BYTES], f) == "office" and f.tell() == 77
    assert magic.ole2_kind(data[:magic.HEAD_BYTES]) == "ole2"
    assert magic.ole2_kind(data[:magic.HEAD_BYTES], io.BytesIO(data[:700])) == "ole2"
    assert magic.sniff(K.thumbs_db()[:magic.HEAD_BYTES]) == "office"   # (what sniff says)


def test_an_mp3_is_a_frame_header_whose_next_frame_is_one_too():
    frames = K.mp3()
    assert magic.sniff(frames[:magic.HEAD_BYTES]) == "video"
    assert magic.sniff(frames[:417]) is None        # (a whole file that is one part frame)
    other = frames[:417] + b"\xff\xfb\x90\x60" + frames[421:]
    assert magic.sniff(other) == "video"             # (its flags of its own: a song)
    resampled = frames[:417] + b"\xff\xfb\x94\x64" + frames[421:]
    assert magic.sniff(resampled) is None            # (its sample rate changed mid-file)
