"""Image files made in the tests (Pillow, numpy, or bytes written by hand): plain and
noise pictures, hand-written 16-bit PNG and TIFF, EXIF orientations, and the adversarial
inputs of issue 18 (damaged JPEGs, memory bombs)."""

from __future__ import annotations

import io
import struct
import zlib
from pathlib import Path

import numpy as np
from PIL import Image

from . import honoured

# -- image bytes -----------------------------------------------------------------------


def encode(im: Image.Image, fmt: str, **kw) -> bytes:
    """``im`` saved as ``fmt`` with Pillow's options ``kw``, checked to hold what they ask
    for (honoured.check: Pillow ignores some)."""
    buf = io.BytesIO()
    im.save(buf, fmt, **kw)
    honoured.check(buf.getvalue(), fmt, im, kw)
    return buf.getvalue()


def solid(size=(40, 20), color=(200, 30, 60), mode="RGB") -> Image.Image:
    return Image.new(mode, size, color)


def noise(w: int, h: int, seed: int) -> Image.Image:
    rng = np.random.default_rng(seed)
    return Image.fromarray(rng.integers(0, 256, (h, w, 3), dtype=np.uint8))


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def png_bomb(width: int = 40000, height: int = 40000, colour_type: int = 2) -> bytes:
    """A valid PNG signature and IHDR (correct CRC) claiming width x height pixels (colour
    type 2: RGB, 6: RGBA), followed by a tiny IDAT: decoding it would need width*height*3
    (or 4) bytes."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", ihdr)
            + _png_chunk(b"IDAT", zlib.compress(b"\0" * 1024)) + _png_chunk(b"IEND", b""))


def png16(arr: np.ndarray) -> bytes:
    """16-bit PNG (grey HxW, grey+alpha HxWx2, RGB HxWx3 or RGBA HxWx4), written by hand
    so the bit depth is certain."""
    h, w = arr.shape[:2]
    colour_type = 0 if arr.ndim == 2 else {2: 4, 3: 2, 4: 6}[arr.shape[2]]
    raw = b"".join(b"\0" + arr[y].astype(">u2").tobytes() for y in range(h))
    ihdr = struct.pack(">IIBBBBB", w, h, 16, colour_type, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", ihdr)
            + _png_chunk(b"IDAT", zlib.compress(raw)) + _png_chunk(b"IEND", b""))


def tiff16(arr: np.ndarray, order: str = "<", layout: str = "",
           pages: tuple[np.ndarray, ...] = ()) -> bytes:
    """Uncompressed 16-bit TIFF (grey HxW, RGB HxWx3 or RGBA HxWx4; ``order`` "<" little-,
    ">" big-endian), written by hand: Pillow cannot create 16-bit RGB images itself.
    ``layout`` of HxWx4: "cmyk" (CMYK), "premultiplied" (RGBA, its alpha associated).
    ``pages``: more pictures after ``arr``, each a page of its own (its directory chained
    from the one before, in the file's order)."""
    magic = b"II*\x00" if order == "<" else b"MM\x00*"
    out = bytearray(magic + bytes(4))
    link = 4   # where the offset of the next directory goes
    for page in (arr, *pages):
        body, ifd_at, next_at = _tiff16_page(page, order, layout, len(out))
        struct.pack_into(f"{order}I", out, link, ifd_at)
        out += body
        link = next_at
    return bytes(out)


def _tiff16_page(arr: np.ndarray, order: str, layout: str, at: int) -> tuple[bytes, int, int]:
    """One page of tiff16 placed at ``at``: (its bytes: pixels, bits per sample, directory;
    where its directory starts; where its next-directory offset lies, 0 until chained)."""
    h, w = arr.shape[:2]
    spp = arr.shape[2] if arr.ndim == 3 else 1
    data = arr.astype(f"{order}u2").tobytes()
    data_off = at
    bps_off = data_off + len(data)
    ifd_off = bps_off + 2 * spp
    entries = []

    def long_(tag, count, value):
        entries.append(struct.pack(f"{order}HHII", tag, 4, count, value))

    def short(tag, value):
        entries.append(struct.pack(f"{order}HHIH", tag, 3, 1, value) + b"\0\0")

    long_(256, 1, w)
    long_(257, 1, h)
    if spp > 2:
        entries.append(struct.pack(f"{order}HHII", 258, 3, spp, bps_off))
    else:
        short(258, 16)
    short(259, 1)                        # no compression
    short(262, 5 if layout == "cmyk" else 2 if spp > 2 else 1)   # CMYK / RGB / BlackIsZero
    long_(273, 1, data_off)              # strip offset
    short(277, spp)
    long_(278, 1, h)                     # rows per strip
    long_(279, 1, len(data))             # strip byte count
    if spp == 4 and layout != "cmyk":    # extra sample: (un)associated alpha
        short(338, 1 if layout == "premultiplied" else 2)
    ifd = struct.pack(f"{order}H", len(entries)) + b"".join(entries) + b"\0\0\0\0"
    return data + struct.pack(f"{order}{spp}H", *[16] * spp) + ifd, ifd_off, \
        ifd_off + len(ifd) - 4


def deep_layouts(root: Path) -> list[Path]:
    """Two class folders of 16-bit images (12-bit camera data) as PNG and TIFF, an 8-bit
    photo, and three 16-bit layouts whose low bytes Pillow cannot give, which the run
    refuses below --bit-depth 16 (engine.codecs.bit_depth.deep_layout): a grey+alpha PNG,
    a CMYK TIFF, a premultiplied RGBA TIFF. Returns those three."""
    y, x = np.mgrid[0:24, 0:32]
    grey = (x * 4095 // 31).astype(np.uint16)
    rgb = np.stack([grey, 4095 - grey, (y * 4095 // 23).astype(np.uint16)], -1)
    four = np.dstack([rgb, np.full_like(grey, 65535)])
    write(root / "cells" / "g0.png", png16(grey))
    write(root / "cells" / "c0.png", png16(rgb))
    write(root / "nuclei" / "c1.tif", tiff16(rgb))
    write(root / "nuclei" / "photo.jpg", encode(noise(32, 24, 3), "JPEG"))
    return [write(root / "cells" / "grey_alpha.png", png16(np.dstack([grey, grey]))),
            write(root / "nuclei" / "cmyk.tif", tiff16(four, ">", "cmyk")),
            write(root / "nuclei" / "premultiplied.tif", tiff16(four, "<", "premultiplied"))]


def png_oriented(png: bytes, orientation: int, xmp: bool = False, late: bool = False) -> bytes:
    """The PNG ``png`` with an EXIF orientation: in an eXIf chunk, or (``xmp``) in XMP
    (an iTXt chunk, as editors write it); before the pixels, or after them (``late``),
    where Pillow finds it only by decoding them."""
    if xmp:
        chunk = _png_chunk(b"iTXt", b"XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta xmlns:x="
                           b'"adobe:ns:meta/"><rdf:RDF><rdf:Description tiff:Orientation="'
                           + str(orientation).encode() + b'"/></rdf:RDF></x:xmpmeta>')
    else:
        exif = Image.Exif()
        exif[0x0112] = orientation
        chunk = _png_chunk(b"eXIf", exif.tobytes()[len(b"Exif\0\0"):])
    at = png.rindex(b"IEND") - 4 if late else png.index(b"IDAT") - 4
    return png[:at] + chunk + png[at:]


def jpeg_with_orientation(size, orientation: int | None) -> bytes:
    """A JPEG whose left half is red and right half blue, with an EXIF orientation (no
    EXIF at all for None)."""
    im = Image.new("RGB", size, (255, 0, 0))
    im.paste((0, 0, 255), (size[0] // 2, 0, size[0], size[1]))
    if orientation is None:
        return encode(im, "JPEG", quality=95)
    exif = Image.Exif()
    exif[0x0112] = orientation
    return encode(im, "JPEG", quality=95, exif=exif.tobytes())


def corner_marked(fmt: str, orientation: int, **kw) -> bytes:
    """A 120x60 picture with a red block in its top-left corner, saved as `fmt` with an
    EXIF orientation (HEIF needs pillow-heif's opener registered); red_corner finds it."""
    a = np.full((60, 120, 3), 235, np.uint8)
    a[:20, :30] = (220, 20, 20)
    exif = Image.Exif()
    exif[0x0112] = orientation
    return encode(Image.fromarray(a), fmt, exif=exif.tobytes(), **kw)


def red_corner(rgb) -> tuple[int, int]:
    """(row half, column half) of corner_marked's red block in an RGB array: 0 = top or
    left, 1 = bottom or right."""
    ys, xs = np.nonzero((rgb[..., 0] > 150) & (rgb[..., 1] < 100))
    return int(ys.mean() > rgb.shape[0] / 2), int(xs.mean() > rgb.shape[1] / 2)


def animated_gif() -> bytes:
    frames = [Image.new("RGB", (40, 20), (255, 0, 0)), Image.new("RGB", (40, 20), (0, 0, 255))]
    return encode(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=100,
                  loop=0)


def write(path: Path, data: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def noise_dataset(root: Path, n: int, size: int = 600, classes=("a", "b"), quality=90,
                  extra: dict[str, bytes] | None = None) -> Path:
    """n noise JPEGs spread over class folders (cached: rebuilt only when missing)."""
    done = root / ".complete"
    if done.exists():
        return root
    for i in range(n):
        c = classes[i % len(classes)]
        write(root / c / f"{i:05d}.jpg", encode(noise(size, size, i), "JPEG", quality=quality))
    for rel, data in (extra or {}).items():
        write(root / rel, data)
    done.write_text("")
    return root


def poisoned_source(root: Path, bad: str, n: int) -> Path:
    """``n`` good 64x64 noise JPEGs in class folders a and b, and one named ``bad`` in b
    (the file a poisoned decoder, CRASH_DECODER or HANG_DECODER, trips on)."""
    for i in range(n):
        write(root / "ab"[i % 2] / f"{i:03d}.jpg", encode(noise(64, 64, i), "JPEG"))
    write(root / "b" / bad, encode(noise(64, 64, 7), "JPEG"))
    return root


# -- adversarial inputs of issue 18 (damaged JPEGs, memory bombs) ------------------------


def jpeg_many_scans(extra_scans: int = 3000, size=(64, 64)) -> bytes:
    """A progressive JPEG followed by thousands of empty scans (a copy of its last SOS
    header with no data each): tiny on disk, each scan costs libjpeg a pass."""
    data = encode(noise(*size, seed=3), "JPEG", progressive=True, quality=80)
    sos = data.rfind(b"\xff\xda")
    length = struct.unpack(">H", data[sos + 2:sos + 4])[0]
    header = data[sos:sos + 2 + length]
    eoi = data.rfind(b"\xff\xd9")
    return data[:eoi] + header * extra_scans + data[eoi:]


def jpeg_claiming_larger(width: int = 10000, height: int = 10000) -> bytes:
    """A 64x64 baseline JPEG whose frame header claims width x height: libjpeg decodes the
    64x64 of data and paints the rest grey."""
    data = bytearray(encode(noise(64, 64, seed=4), "JPEG", quality=90))
    sof = data.find(b"\xff\xc0")
    struct.pack_into(">HH", data, sof + 5, height, width)
    return bytes(data)


def jpeg_truncated_with_eoi(size=(256, 192), keep: float = 0.5, **kw) -> bytes:
    """A JPEG cut at `keep` of its length with an end-of-image marker appended, so no
    decoder sees a truncated file: libjpeg paints the missing part grey."""
    data = encode(noise(*size, seed=5), "JPEG", quality=90, **kw)
    return data[:int(len(data) * keep)] + b"\xff\xd9"


def grey_bottom_jpeg(size=(256, 192)) -> bytes:
    """A genuine, complete JPEG whose lower half is exactly mid-grey (128): must not be
    mistaken for a grey-filled damaged one."""
    im = noise(*size, seed=6)
    im.paste((128, 128, 128), (0, size[1] // 2, size[0], size[1]))
    return encode(im, "JPEG", quality=95)


def bomb(kind: str, width: int, height: int) -> bytes:
    """A small file with a huge pixel count (flat colour compresses ~1000:1): PNG (RGB,
    RGBA, 16-bit grey), deflate TIFF (RGB, 32-bit float) or lossless WebP."""
    size = (width, height)
    if kind == "png":
        return encode(Image.new("RGB", size, (10, 200, 30)), "PNG", compress_level=9)
    if kind == "png_rgba":
        return encode(Image.new("RGBA", size, (10, 200, 30, 90)), "PNG", compress_level=9)
    if kind == "png16":
        return encode(Image.new("I;16", size, 300), "PNG", compress_level=9)
    if kind == "tiff":
        return encode(Image.new("RGB", size, (10, 200, 30)), "TIFF", compression="tiff_deflate")
    if kind == "tiff_float":
        return encode(Image.new("F", size, 3.5), "TIFF", compression="tiff_deflate")
    if kind == "webp":
        return encode(Image.new("RGB", size, (10, 200, 30)), "WEBP", lossless=True)
    raise ValueError(kind)


BOMB_KINDS = ("png", "png_rgba", "png16", "tiff", "tiff_float", "webp")


def camera12(h: int, w: int, rng, top: int = 4095) -> np.ndarray:
    """A 12-bit camera's picture (uint16, 0-4095): shading up to ``top`` with its sensor's
    noise."""
    y, x = np.mgrid[0:h, 0:w]
    shade = x * (top * 3 // 4) // (w - 1) + y * (top // 4) // (h - 1)
    return np.clip(shade + rng.normal(0, 30, shade.shape), 0, 4095).astype(np.uint16)


def twelve_bit_folder(root: Path, per_class: int = 4, seed: int = 7) -> Path:
    """Class folders of a 12-bit camera's pictures in 16-bit PNG files: cells/ grey,
    nuclei/ RGB. Converted as 16 bits they are almost black (the brightest, 4,095, is 15)."""
    rng = np.random.default_rng(seed)
    for i in range(per_class):
        grey = camera12(48, 64, rng)
        write(root / "cells" / f"g{i}.png", png16(grey))
        write(root / "nuclei" / f"c{i}.png",
              png16(np.stack([grey, 4095 - grey, camera12(48, 64, rng, 2000)], -1)))
    return root
