"""Whether a file Pillow wrote holds what its save options asked for, read from its bytes:
a test of a "progressive" JPEG, an "interlaced" PNG or an "animated" GIF must not test a
plain file because the writer ignored an option (Pillow 13 writes no interlaced PNG and no
tiled TIFF, merges identical frames of an animation into one, and interlaces a GIF
unless told not to). :func:`check` is called by every generator that passes such options
(imagefactory.encode, file_kinds.encoded)."""

from __future__ import annotations

import io
import struct

from PIL import Image

#: TIFF compression option -> the Compression tag (259) Pillow writes for it.
_TIFF_COMPRESSION = {None: 1, "raw": 1, "tiff_lzw": 5, "tiff_deflate": 8,
                     "tiff_adobe_deflate": 8, "jpeg": 7, "packbits": 32773, "group4": 4}

#: JPEG subsampling option -> the first component's sampling factors (SOF).
_SAMPLING = {0: 0x11, "4:4:4": 0x11, 1: 0x21, "4:2:2": 0x21, 2: 0x22, "4:2:0": 0x22}


def jpeg_frame(data: bytes) -> tuple[int, int, int]:
    """(SOF marker's second byte: 0xC0 baseline, 0xC2 progressive..., its component
    count, its first component's sampling factors) of the JPEG ``data``."""
    pos = 2
    while pos + 4 <= len(data):
        marker, n = data[pos + 1], struct.unpack_from(">H", data, pos + 2)[0]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            return marker, data[pos + 9], data[pos + 11]
        pos += 2 + n
    raise AssertionError("no JPEG frame header")


def gif_interlaced(data: bytes) -> bool:
    """The GIF ``data``'s first image descriptor says interlaced."""
    pos = 13 + (3 * (2 << (data[10] & 7)) if data[10] & 0x80 else 0)
    while data[pos] != 0x2C:
        assert data[pos] == 0x21, "no GIF image descriptor"
        pos += 2
        while data[pos]:
            pos += data[pos] + 1
        pos += 1
    return bool(data[pos + 9] & 0x40)


def _orientation(exif) -> int | None:
    if exif is None:
        return None
    if isinstance(exif, Image.Exif):
        return exif.get(0x0112)
    parsed = Image.Exif()
    try:
        parsed.load(exif)
    except Exception:       # noqa: BLE001 - a test's deliberately broken EXIF: not checked
        return None
    return parsed.get(0x0112)


def check(data: bytes, fmt: str, im: Image.Image, kw: dict) -> None:
    """Raise AssertionError when ``data``, ``im`` saved as ``fmt`` with the options ``kw``,
    does not hold what those options (and ``im``'s mode) claim."""
    fmt = fmt.upper()

    def opened() -> Image.Image:    # (only when asked: a test's broken EXIF fails it)
        return Image.open(io.BytesIO(data))
    if kw.get("save_all") and kw.get("append_images"):
        want, got = 1 + len(kw["append_images"]), getattr(opened(), "n_frames", 1)
        assert got == want, f"{fmt}: {got} frames written of {want} (identical ones merge)"
    orientation = _orientation(kw.get("exif"))
    if orientation is not None and fmt in ("JPEG", "PNG", "WEBP", "TIFF"):
        assert opened().getexif().get(0x0112) == orientation, f"{fmt}: EXIF orientation lost"
    if fmt == "JPEG":
        marker, components, sampling = jpeg_frame(data)
        progressive = bool(kw.get("progressive") or kw.get("progression"))
        assert (marker == 0xC2) == progressive, f"JPEG frame 0x{marker:X}, progressive " \
                                                f"asked: {progressive}"
        assert components == {"L": 1, "CMYK": 4}.get(im.mode, 3), \
            f"JPEG of {components} components from a {im.mode} image"
        if "subsampling" in kw and components == 3:
            assert sampling == _SAMPLING[kw["subsampling"]], f"JPEG sampling 0x{sampling:X}"
    elif fmt == "PNG":
        assert data[28] == (1 if kw.get("interlace") else 0), \
            "Pillow writes no interlaced PNG: build one with tests/engine/png_damage.adam7"
        if im.mode.startswith("I;16"):
            assert data[24] == 16, f"a {im.mode} image written {data[24]}-bit"
    elif fmt == "GIF":
        # (Pillow's rules: a still GIF is interlaced unless told not, an animation's
        # frames are not; and no picture less than 16 pixels high or wide is)
        still = not (kw.get("save_all") and kw.get("append_images"))
        asked = bool(kw.get("interlace", still)) and min(im.size) >= 16
        assert gif_interlaced(data) == asked, f"GIF interlaced asked: {asked}"
    elif fmt == "WEBP":
        kinds, pos = [], 12
        while pos + 8 <= len(data):
            n = struct.unpack_from("<I", data, pos + 4)[0]
            kinds.append(data[pos:pos + 4])
            pos += 8 + n + (n & 1)
        if "save_all" not in kw:
            assert (b"VP8L" in kinds) == bool(kw.get("lossless")), f"WebP chunks {kinds}"
    elif fmt == "TIFF":
        assert "tile" not in kw, "Pillow writes no tiled TIFF: build one by hand"
        tag = opened().tag_v2.get(259)
        assert tag == _TIFF_COMPRESSION[kw.get("compression")], f"TIFF compression {tag}"
        assert (data[2:4] in (b"+\0", b"\0+")) == bool(kw.get("big_tiff")), "BigTIFF"
