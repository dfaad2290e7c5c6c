"""engine.reason_codes.READ_CODES is what the engine refuses when it opens a file, reads its
size, its first bytes or its header's image size, before any decoding: each code here is
raised through the functions that do that (engine.sources.reading, the refusals it raises,
the memory budget). The set was the window's, kept by hand: a looping link, which opening a
file refuses, was missing, and the code it had for a pipe or a device (file.not_regular) is
never the one the engine sends; a PNG refused by its header's 108 megapixels, never
decoded, was said to fail "converting"."""

from __future__ import annotations

import errno
import multiprocessing
import os
import stat

import pytest
from PIL import Image

from engine.codecs import decoders, pixel_limit, refusals
from engine.config import ImageOptions
from engine.errors import ImageError, OverBudget
from engine.reason_codes import READ_CODES, describe
from engine.run.memory_budget import MemoryBudget
from engine.sources import reading
from tests.engine import imagefactory as F
from tests.engine.test_refusal_kinds import KINDS

PNG_HEAD = b"\x89PNG\r\n\x1a\n" + bytes(200)


def _code(call, *args) -> str:
    """The code of the refusal ``call(*args)`` raises (or returns)."""
    try:
        got = call(*args)
    except ImageError as e:
        got = e
    assert isinstance(got, ImageError), got
    code, _ = describe(str(got))
    assert code, str(got)   # (catalogued: the window says it in its language)
    return code


def _read(path) -> str:
    return _code(reading.read_file, str(path))


def _no_pixels() -> Image.Image:
    """An opened PNG whose header says 0x5 pixels."""
    im = Image.new("RGB", (0, 5))
    im.format = "PNG"
    return im


def _raised(tmp_path, monkeypatch) -> set[str]:
    """The code of every refusal of opening or reading an input file, raised by the
    functions that read it."""
    codes = set()
    # opening it: the system's errors (a permission error is made here: root reads all)
    for e in (FileNotFoundError(errno.ENOENT, "No such file or directory"),
              PermissionError(errno.EACCES, "Permission denied"),
              IsADirectoryError(errno.EISDIR, "Is a directory"),
              OSError(errno.ELOOP, "Too many levels of symbolic links"),
              OSError(errno.EIO, "Input/output error")):
        codes.add(_code(refusals.unopened_file, e))
    codes.add(_code(refusals.unread, OSError(errno.EIO, "Input/output error")))
    codes.add(_read(tmp_path / "gone.jpg"))
    os.symlink("loop.jpg", tmp_path / "loop.jpg")
    codes.add(_read(tmp_path / "loop.jpg"))
    codes.add(_read(tmp_path))
    os.mkfifo(tmp_path / "pipe.jpg")
    codes.add(_read(tmp_path / "pipe.jpg"))
    # what else fstat may say a file is (a device, a socket, another kind)
    plain = tmp_path / "plain.png"
    plain.write_bytes(PNG_HEAD)
    real = os.fstat
    for mode in (stat.S_IFCHR, stat.S_IFBLK, stat.S_IFIFO, stat.S_IFSOCK, 0):
        monkeypatch.setattr(os, "fstat", lambda fd, m=mode: os.stat_result(
            (m | 0o644, *real(fd)[1:10])))
        codes.add(_read(plain))
    monkeypatch.setattr(os, "fstat", real)
    # its size
    codes.add(_code(reading.read_file, str(plain), 10))
    # its first bytes: empty, not an image (named when they tell), a decoder missing
    (tmp_path / "empty.jpg").write_bytes(b"")
    codes.add(_read(tmp_path / "empty.jpg"))
    others = {"photo.jp2": b"\x00\x00\x00\x0cjP  \r\n\x87\n" + bytes(200),   # JPEG 2000
              # a VOC annotation named .xml (Annotations/ of a VOCdevkit read as classes)
              "a.xml": b"<annotation>\n\t<folder>images</folder>"}
    for name, data in {**{n: kind[0] for n, kind in KINDS.items()}, **others}.items():
        (tmp_path / name).write_bytes(data)
        codes.add(_read(tmp_path / name))
    monkeypatch.setattr(decoders, "heif_ready", lambda: False)
    monkeypatch.setattr(decoders, "avif_ready", lambda: False)
    for brand in (b"heic", b"avif"):
        codes.add(_code(reading.check_head, b"\x00\x00\x00\x18ftyp" + brand + bytes(200)))
    # a JPEG whose headers go on past the most memory_needed reads to find its image data
    app = b"\xff\xe1\xff\xff" + bytes(0xFFFD)
    (tmp_path / "headers.jpg").write_bytes(
        b"\xff\xd8" + app * ((reading.JPEG_HEADER_LIMIT >> 16) + 2))
    codes.add(_code(reading.memory_needed, str(tmp_path / "headers.jpg"), ImageOptions()))
    # its header's size: above --max-pixels; what decoding it needs, above --memory-limit
    (tmp_path / "huge.png").write_bytes(F.png_bomb(12_000, 9_000))
    codes.add(_code(reading.memory_needed, str(tmp_path / "huge.png"), ImageOptions()))
    # no pixels: a header of width 0 (Pillow's own openers refuse one of the formats we
    # read before the engine sees its size; an opener that lets it through is stood in)
    Image.new("RGB", (4, 5)).save(tmp_path / "whole.png")
    opened = pixel_limit.open_image
    monkeypatch.setattr(pixel_limit, "open_image", lambda *a: _no_pixels())
    codes.add(_code(reading.memory_needed, str(tmp_path / "whole.png"), ImageOptions()))
    monkeypatch.setattr(pixel_limit, "open_image", opened)
    (tmp_path / "big.png").write_bytes(F.png_bomb(3_000, 3_000))
    need = reading.memory_needed(str(tmp_path / "big.png"), ImageOptions())
    with pytest.raises(OverBudget) as over:
        MemoryBudget(need - 1, 1, multiprocessing.get_context("spawn")).reserve(need)
    codes.add(describe(str(over.value))[0])
    return codes


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_read_codes_are_what_opening_and_reading_a_file_refuse(tmp_path, monkeypatch):
    raised = _raised(tmp_path, monkeypatch)
    assert raised - READ_CODES == set()    # each refusal of reading is said as one
    assert READ_CODES - raised == set()    # and the set holds no code nothing raises
    assert "file.link_loop" in raised


def test_refusals_of_decoding_are_not_read_codes():
    """A file Pillow tried to decode, or found damaged, was tried: "converting" is right for
    it (one refused by its header's size alone is not, nor one whose header says it has
    no pixels: test above)."""
    decoding = [refusals.cut_short("jpeg"),
                refusals.unopened(OSError("cannot identify image file"), b"\xff\xd8", "jpeg"),
                refusals.undecoded(OSError("broken data stream"), b"\xff\xd8x\xff\xd9", "jpeg")]
    codes = [describe(str(e))[0] for e in decoding]
    assert all(codes) and not set(codes) & READ_CODES, codes
