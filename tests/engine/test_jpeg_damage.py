"""Damaged JPEGs (issue 18 item 8): absurd scan counts are refused before decoding, data
that ends early (libjpeg's grey fill) is a failure unless --accept-damaged, and genuine
JPEGs of every common kind, including ones that really are grey, still convert."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

from engine import errors, protocol
from engine.codecs import imaging, jpeg_check
from engine.config import ImageOptions
from tests.engine import imagefactory as F

SMALL = ImageOptions(width=64, height=64)
FULL = ImageOptions(resize="none")


def _reason(data: bytes, opts: ImageOptions) -> str:
    with pytest.raises(errors.ImageError) as e:
        imaging.convert(data, opts)
    return str(e.value)


@pytest.mark.parametrize("opts", [SMALL, FULL], ids=["draft", "full"])
def test_thousands_of_empty_scans_are_refused_before_decoding(opts, monkeypatch):
    data = F.jpeg_many_scans(3000)
    assert len(data) < 64_000
    # Refused by the marker walk: Pillow is never asked to open it.
    monkeypatch.setattr(imaging, "open_image", lambda *a: pytest.fail("decoded"))
    assert "more than 100 scans" in _reason(data, opts)
    # The limit is not lifted by --accept-damaged: this is a denial of service, not damage.
    accept = ImageOptions(width=64, height=64, accept_damaged=True)
    assert "more than 100 scans" in _reason(data, accept)


def test_header_claiming_more_pixels_than_its_data_is_refused_before_decoding(monkeypatch):
    data = F.jpeg_claiming_larger(10000, 10000)
    monkeypatch.setattr(imaging, "open_image", lambda *a: pytest.fail("decoded"))
    reason = _reason(data, SMALL)
    assert "too short for its 10000x10000 size" in reason and "--accept-damaged" in reason


@pytest.mark.parametrize("opts", [SMALL, FULL], ids=["draft", "full"])
@pytest.mark.parametrize("keep", [0.5, 0.97])
def test_truncated_jpeg_with_end_marker_is_refused(opts, keep):
    data = F.jpeg_truncated_with_eoi(keep=keep)
    # Pillow alone stores it: the end of the picture is flat grey.
    im = Image.open(io.BytesIO(data))
    im.load()
    assert (np.asarray(im)[-1, -16:] == 128).all()
    assert "JPEG data ends early" in _reason(data, opts)


@pytest.mark.parametrize("keep", [0.03, 0.3, 0.6])
def test_progressive_jpeg_cut_short_is_refused_before_decoding(keep, monkeypatch):
    """Cut in an early scan, a progressive JPEG decodes blurred or grey without a word
    from Pillow; the scans present do not bring every coefficient to full precision."""
    data = F.jpeg_truncated_with_eoi(size=(512, 384), keep=keep, progressive=True)
    monkeypatch.setattr(imaging, "open_image", lambda *a: pytest.fail("decoded"))
    reason = _reason(data, SMALL)
    assert reason.startswith("JPEG is incomplete: its progressive scans stop") \
        and "--accept-damaged" in reason
    monkeypatch.undo()
    accept = ImageOptions(width=64, height=64, accept_damaged=True)
    assert imaging.convert(data, accept).width == 64


def test_accept_damaged_stores_them():
    opts = ImageOptions(width=64, height=64, accept_damaged=True)
    for data in (F.jpeg_truncated_with_eoi(), F.jpeg_claiming_larger(2000, 2000)):
        img = imaging.convert(data, opts)
        assert (img.width, img.height) == (64, 64)


@pytest.mark.parametrize("mode, grey, other", [("RGB", (128, 128, 128), (128, 128, 129)),
                                               ("L", 128, 127)])
@pytest.mark.parametrize("width", [1, 2, 7])
def test_the_grey_fill_suspicion_reads_exactly_the_last_two_pixels(mode, grey, other, width):
    """What makes a decode suspect (and worth the second decode that confirms it): the
    last row ends in two pixels of exactly 128 (one, in a one-pixel-wide picture)."""
    im = Image.new(mode, (width, 3), grey)
    assert imaging._grey_tail(im)
    for x in range(max(0, width - 2), width):
        damaged = im.copy()
        damaged.putpixel((x, 2), other)
        assert not imaging._grey_tail(damaged)
    if width > 2:                    # pixels before the last two, or above, do not matter
        im.putpixel((width - 3, 2), other)
        im.putpixel((width - 1, 1), other)
        assert imaging._grey_tail(im)
    assert not imaging._grey_tail(Image.new("RGBA", (width, 3), (128, 128, 128, 255)))


def test_a_complete_jpeg_that_really_ends_in_grey_is_kept():
    data = F.grey_bottom_jpeg()
    img = imaging.convert(data, FULL)
    arr = np.asarray(Image.open(io.BytesIO(img.data)))
    assert abs(int(arr[-1].mean()) - 128) <= 2 and arr[:20].std() > 10
    flat = F.encode(Image.new("RGB", (300, 200), (128, 128, 128)), "JPEG", progressive=True)
    assert imaging.convert(flat, SMALL).width == 64


def _variants():
    noise = F.noise(333, 250, seed=9)
    grey = noise.convert("L")
    yield "baseline", F.encode(noise, "JPEG", quality=90)
    yield "progressive", F.encode(noise, "JPEG", quality=90, progressive=True)
    yield "optimized", F.encode(noise, "JPEG", quality=75, optimize=True)
    yield "444", F.encode(noise, "JPEG", subsampling=0)
    yield "422", F.encode(noise, "JPEG", subsampling=1)
    yield "grey", F.encode(grey, "JPEG")
    yield "grey-progressive", F.encode(grey, "JPEG", progressive=True)
    yield "cmyk", F.encode(noise.convert("CMYK"), "JPEG")
    yield "restarts", F.encode(noise, "JPEG", restart_marker_rows=1)
    yield "exif-thumbnail", F.jpeg_with_orientation((300, 200), 6)
    yield "black-optimized", F.encode(Image.new("RGB", (2000, 1000)), "JPEG", optimize=True)
    yield "trailing-junk", F.encode(noise, "JPEG") + b"\0junk after the end marker"


@pytest.mark.parametrize("name,data", list(_variants()), ids=[n for n, _ in _variants()])
def test_genuine_jpegs_pass_the_checks(name, data):
    info = jpeg_check.check(data)
    assert jpeg_check.end_of_image(data, info) is not None and 1 <= info.scans <= 12
    for opts in (SMALL, FULL):
        assert imaging.convert(data, opts).width > 0


def test_engine_lists_each_damaged_jpeg_and_accept_damaged_keeps_them(tmp_path):
    src = tmp_path / "src"
    for i in range(4):
        F.write(src / f"good{i}.jpg", F.encode(F.noise(80, 60, seed=i), "JPEG"))
    F.write(src / "scans.jpg", F.jpeg_many_scans(3000))
    F.write(src / "claims.jpg", F.jpeg_claiming_larger(10000, 10000))
    F.write(src / "cut.jpg", F.jpeg_truncated_with_eoi())
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--size", "32"))
    assert code == protocol.EXIT_OK, err
    reasons = {r["path"].rsplit("/", 1)[-1]: r["reason"] for r in F.rejected_rows(out)}
    assert set(reasons) == {"scans.jpg", "claims.jpg", "cut.jpg"}
    assert "scans" in reasons["scans.jpg"]
    assert "too short" in reasons["claims.jpg"]
    assert "ends early" in reasons["cut.jpg"]
    assert len(F.all_records(out)) == 4

    out2 = tmp_path / "out2"
    code, events, err = F.run_engine(F.engine_argv(src, out2, "--workers", "1", "--size", "32",
                                                   "--accept-damaged"))
    assert code == protocol.EXIT_OK, err
    assert [r["path"].rsplit("/", 1)[-1] for r in F.rejected_rows(out2)] == ["scans.jpg"]
    assert len(F.all_records(out2)) == 6
    assert F.manifest(out2)["options"]["image"]["accept_damaged"] is True


def test_the_grey_fill_probe_adds_noise_before_the_end_marker_only():
    # both decoder paths (imaging, fast_jpeg) confirm a grey fill with this one probe
    data = F.encode(F.noise(64, 48, seed=3), "JPEG") + b"tail"
    info = jpeg_check.check(data)
    eoi = jpeg_check.end_of_image(data, info)
    probe = jpeg_check.with_noise_before_end(data, info)
    assert probe is not None and eoi is not None
    noise = probe[eoi:len(probe) - (len(data) - eoi)]
    assert probe[:eoi] == data[:eoi] and probe[eoi + len(noise):] == data[eoi:]
    assert len(noise) == 256 and b"\xff" not in noise   # never read as a marker
    # complete data never reaches the noise: the same picture
    with Image.open(io.BytesIO(data)) as a, Image.open(io.BytesIO(probe)) as b:
        assert a.tobytes() == b.tobytes()
    assert jpeg_check.with_noise_before_end(b"\0" * 16, jpeg_check.JpegInfo(first_scan=0)) \
        is None


@pytest.mark.parametrize("accept", [False, True], ids=["strict", "accept-damaged"])
def test_a_jpeg_cut_among_its_headers_is_said_to_be_cut_short(accept):
    """A JPEG that ends before its first scan opens in Pillow (its size is in the header),
    whose load then says only "cannot load this image": the rejected list read "cannot
    decode JPEG: cannot load this image" beside the scan's "the file is cut off"."""
    from engine.reason_codes import describe
    buf = io.BytesIO()
    Image.new("RGB", (320, 240), (30, 60, 90)).save(buf, "JPEG")
    whole = buf.getvalue()
    cut = whole[:whole.index(b"\xff\xda") - 20]   # inside the last table before the scan
    opts = ImageOptions(width=64, height=64, accept_damaged=accept)
    reason = _reason(cut, opts)
    assert reason == ("JPEG is cut short: the file ends before its picture data does (copy it "
                      "again from the original)")
    assert describe(reason) == ("file.iso_cut", {"format": "JPEG"})   # said in ja and ko
    assert imaging.convert(whole, opts).width == 64   # (the whole file converts)
