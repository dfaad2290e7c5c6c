"""Decode one image file and produce the bytes stored in image/encoded.

Format is sniffed from content, never from the extension. EXIF orientation is applied;
CMYK, palette, grey, alpha and 16-bit images are converted to the requested channels
(transparent pixels are placed on the --background colour, white by default). JPEGs take
the fast path of engine.codecs.fast_jpeg (simplejpeg M/8 decode + OpenCV resize) when the options'
decoder is "turbo"; otherwise, and for what that path does not handle, Pillow decodes them
with libjpeg's DCT-domain downscaling (Image.draft; 3/8 too with the default "scaled"
decoder, engine.codecs.jpeg_scale) when the target is at most half the source, unless ``exact``
is set. On the scaled and turbo paths, PNG and still WebP are decoded by libspng and
libwebp (engine.codecs.png_fast, webp_fast: Pillow's very pixels, faster). HEIC/HEIF is
read through pillow-heif, AVIF by Pillow.
"""

from __future__ import annotations

import io
import math
import os
import struct
import warnings
from dataclasses import dataclass, replace
from typing import NamedTuple

from PIL import Image, ImageFile

from engine import errors, magic
from engine.codecs import (
    bit_depth,
    cut_check,
    decoders,
    jpeg_check,
    jpeg_scale,
    libtiff_quiet,
    pixel_limit,
    png_check,
    refusals,
)
from engine.codecs.orientation import exif_orientation, transposes
from engine.codecs.resampling import resize
from engine.config import ALPHA_BACKGROUND, BACKGROUNDS, ImageOptions
from engine.errors import ImageError
from engine.sources import reading

# The engine's pixel limit (--max-pixels) applies, not Pillow's (engine.codecs.pixel_limit).
pixel_limit.pillow_limit_off()
ImageFile.LOAD_TRUNCATED_IMAGES = False

SUPPORTED = {"JPEG": "jpeg", "PNG": "png", "BMP": "bmp", "GIF": "gif", "WEBP": "webp",
             "TIFF": "tiff", "AVIF": "avif", "HEIF": "heic"}

#: The Pillow transpose that undoes each EXIF orientation (engine.codecs.orientation's
#: TURNS; engine.sources.geometry mirrors it).
TRANSPOSE = transposes()


@dataclass(frozen=True)
class EncodedImage:
    data: bytes
    format: str       # image/format: jpeg, png, raw, or the original's format
    height: int
    width: int
    channels: int
    colorspace: str   # RGB or Grayscale
    # the EXIF orientation the picture was turned by (convert read it: an annotated source's
    # geometry takes it, engine.sources.annotated.measure, rather than read it again, which
    # decodes a PNG once more); None where it was not read (--format original)
    orientation: int | None = None
    # --format original: the EXIF orientation (2..8) the stored file asks viewers to turn
    # it by, read from its header as the window's scan reads it (FileCheck.turned); 0: none.
    # TensorFlow's decoders do not turn it: the run says so (engine.run.run_end)
    turned: int = 0


class Opened(NamedTuple):
    """An image opened and set up for its decode (prepare_decode), not yet decoded."""
    im: Image.Image
    kind: str
    orientation: int


#: EXIF orientations whose picture must be transposed (all but 1, the normal one).
ROTATIONS = frozenset(TRANSPOSE)


def open_image(data, max_pixels: int) -> tuple[Image.Image, str]:
    """Open (not decode) image bytes or a binary file (header only); check format, size."""
    if isinstance(data, (bytes, bytearray, memoryview)):
        stream = io.BytesIO(data)
        kind = reading.check_head(bytes(data[:512]), stream)
    else:
        stream = data
        kind = reading.check_head(stream.read(512), stream)
        stream.seek(0)
    # cut short, or a header pointing past a whole file's end: said before Pillow, whose
    # words are stranger
    if (verdict := cut_check.verdict(stream, kind)) is not None:
        raise refusals.cut_or_damaged(kind, verdict)
    try:
        with warnings.catch_warnings():  # JPEG reads EXIF (dpi) on open: "Corrupt EXIF"
            warnings.simplefilter("ignore")
            # above --max-pixels: the run's refusal (ImageError), whatever Pillow's own
            # limit; a WebP by its header's size, before Pillow's opener sets it up
            im = pixel_limit.open_image(stream, max_pixels, decoders.pillow_formats(SUPPORTED))
    except (OSError, SyntaxError, ValueError, EOFError, struct.error) as e:
        raise refusals.unopened(e, stream, kind) from None
    w, h = im.size
    if w < 1 or h < 1:
        raise refusals.no_pixels(w, h)
    return im, SUPPORTED.get(im.format or "", kind)


def _needed_size(sw: int, sh: int, opts: ImageOptions) -> tuple[float, float]:
    """Size (in oriented source space) the decoded image must at least have."""
    tw, th = opts.width, opts.height
    if opts.resize == "stretch":
        return tw, th
    s = min(tw / sw, th / sh) if opts.resize == "fit" else max(tw / sw, th / sh)
    return sw * s, sh * s


def to_mode(im: Image.Image, channels: int,
            background: tuple[int, int, int] = ALPHA_BACKGROUND, bits: int = 16) -> Image.Image:
    """Convert any Pillow mode to 'RGB' or 'L', compositing alpha onto ``background`` and
    making 16-bit values 8-bit by ``bits`` (--bit-depth: engine.codecs.bit_depth)."""
    mode = im.mode
    if mode in bit_depth.GREY_MODES:
        im = bit_depth.grey(im, bits)
    elif mode == "F":
        import numpy as np  # only float images need it; saves workers ~50 ms start-up
        arr = np.asarray(im, dtype=np.float32)
        hi = float(arr.max(initial=0)) or 1.0
        im = Image.fromarray(np.clip(arr * (255.0 / hi if hi > 255 else 1.0), 0, 255)
                             .astype(np.uint8), "L")
    elif mode == "P":
        im = im.convert("RGBA" if "transparency" in im.info else "RGB")
    elif mode == "1":
        im = im.convert("L")
    elif mode in ("PA", "La", "RGBa"):
        im = im.convert("RGBA")

    if im.mode in ("RGBA", "LA"):
        bg = Image.new("RGB", im.size, background)
        if im.mode == "RGBA":   # its colour bands, its alpha as the mask: no RGB copy first
            bg.paste(im, mask=im)
        else:
            bg.paste(im.convert("RGB"), mask=im.getchannel("A"))
        im = bg
    target = "RGB" if channels == 3 else "L"
    if im.mode != target:
        im = im.convert(target)
    return im


def prepare_decode(im: Image.Image, kind: str, opts: ImageOptions,
                   orientation: int | None = None) -> int:
    """Set up the decode of an opened image: JPEG DCT-domain downscaling (Image.draft)
    when the target is at most half the source. Returns the EXIF orientation, read unless
    given as ``orientation`` (asking a PNG for it decodes it). Used both for the decode and
    for its memory estimate, so the two agree."""
    if orientation is None:
        orientation = exif_orientation(im)
    if kind == "jpeg" and not opts.exact and opts.resize != "none":
        sw, sh = im.size
        if orientation >= 5:
            sw, sh = sh, sw
        nw, nh = _needed_size(sw, sh, opts)
        if orientation >= 5:
            nw, nh = nh, nw
        if nw * 2 <= im.size[0] and nh * 2 <= im.size[1]:
            draft_mode = ("L" if opts.channels == 1 and im.mode == "L" else
                          "RGB" if im.mode in ("RGB", "YCbCr") else im.mode)
            full = im.size
            im.draft(draft_mode, (math.ceil(nw), math.ceil(nh)))
            if opts.decoder == "scaled":
                jpeg_scale.refine_draft(im, full, (math.ceil(nw), math.ceil(nh)))
    return orientation


def _check_jpeg(data: bytes, opts: ImageOptions) -> jpeg_check.JpegInfo:
    try:
        return jpeg_check.check(data, strict=not opts.accept_damaged)
    except errors.JpegDamage as e:
        if e.size is not None:   # too little data for a size above --max-pixels: the size
            pixel_limit.check(*e.size, opts.max_pixels)   # is said, as the scan says it
        hint = "; --accept-damaged stores such images anyway" if e.acceptable else ""
        raise ImageError(f"{e}{hint}") from None


def _decode(data: bytes, opts: ImageOptions, opened: Opened | None = None
            ) -> tuple[Image.Image, str, int]:
    """Open, set up and load the first frame: (image, kind, EXIF orientation). A JPEG
    already ``opened`` from these bytes (for the memory estimate) is decoded as it is."""
    if opened is None:
        im, kind = open_image(data, opts.max_pixels)
    else:
        im, kind, orientation = opened
    try:
        if opened is None:
            if kind == "png" and opts.decoder != "pillow":
                from engine.codecs import png_fast
                if (fast := png_fast.decode_oriented(data, im, opts.bit_depth)) is not None:
                    return fast[0], kind, fast[1]
            if opts.bit_depth < 16 and \
                    (deep := bit_depth.load_colour(data, im, opts.bit_depth)) is not None:
                return deep, kind, exif_orientation(im)   # 16-bit colour, its low bytes too
            if kind == "png":
                # Pillow's getexif (prepare_decode) decodes a PNG to look for EXIF after the
                # pixels, and its failure read as "no EXIF", the image then as loaded: a
                # PNG Pillow refuses ("broken data stream") was stored, half-decoded. Its
                # checksum checked where Pillow stops reading early (png_check.load)
                png_check.load(im, data)
            orientation = prepare_decode(im, kind, opts)
        if kind == "webp" and opts.decoder != "pillow":
            from engine.codecs import webp_fast
            if (pixels := webp_fast.decode_opened(data, im)) is not None:
                return pixels, kind, orientation
        # an animated GIF, WebP or PNG, a multi-page TIFF, an MPO: Image.open leaves it on
        # its first frame, which is the one stored. Its frames are not counted (n_frames):
        # a GIF's and a TIFF's count reads every later frame's description, and one damaged
        # there failed the whole file, whose first frame was whole
        im.load()
    except ImageError:
        raise
    except (OSError, SyntaxError, ValueError, EOFError, struct.error, IndexError) as e:
        # (IndexError: Pillow's GIF reader indexing past a block shorter than its kind)
        if kind == "png":   # data failing its Adler-32, or ending a row early (Pillow:
            png_check.check_rows(data)   # "truncated"): the fast path's words, not Pillow's
        raise refusals.undecoded(e, data, kind) from None
    return im, kind, orientation


def _grey_tail(im: Image.Image) -> bool:
    """The last pixel row ends in exactly mid-grey: what libjpeg paints where the data ran
    out (zeroed DCT blocks decode to 128). Two pixels, because at 1/8 draft scale a
    missing 16x16 block is 2 pixels wide."""
    if im.mode not in ("RGB", "L"):
        return False
    w, h = im.size
    grey = (128, 128, 128) if im.mode == "RGB" else 128
    # getpixel, not a crop: no new image for two pixels (~3% of a seed photo's conversion)
    return all(im.getpixel((x, h - 1)) == grey for x in range(w - min(w, 2), w))


def _filled_with_grey(data: bytes, info: jpeg_check.JpegInfo, im: Image.Image,
                      opts: ImageOptions) -> bool:
    """Confirm a suspected grey fill by decoding again with noise inserted before the end
    marker: data that was complete never reaches the noise, so the picture is the same;
    data that ran out is continued by the noise instead of grey, so the picture changes.
    Costs a second decode, only for the rare picture whose last row ends in exact grey."""
    probe = jpeg_check.with_noise_before_end(data, info)
    if probe is None:
        return False
    try:
        other, _, _ = _decode(probe, opts)
    except ImageError:
        return True
    return other.size != im.size or other.tobytes() != im.tobytes()


def convert(data: bytes, opts: ImageOptions, opened: Opened | None = None) -> EncodedImage:
    """Turn a file's bytes into the stored image. Raises ImageError with a human reason.
    ``opened``: the JPEG these bytes hold, opened and set up by the memory estimate
    (engine.sources.reading.memory_needed_of), so that it is not parsed twice."""
    sniffed = magic.sniff(data[:magic.HEAD_BYTES])
    info = _check_jpeg(data, opts) if sniffed == "jpeg" else None
    if sniffed == "png":
        png_check.check(data)
    if opts.format == "original":
        from engine.codecs import originals
        return originals.store(data, opts)

    if info is not None and opts.decoder == "turbo":
        fast = _convert_fast(data, info, opts)
        if fast is not None:
            return fast
    if opened is not None and (info is None or opened.kind != "jpeg"):
        opened = None  # only a JPEG is opened once for its estimate and its decode
    im, kind, orientation = _decode(data, opts, opened)
    if info is not None and not opts.accept_damaged and _grey_tail(im) \
            and _filled_with_grey(data, info, im, opts):
        raise ImageError("JPEG data ends early: libjpeg painted the rest of the picture grey "
                         "(the file is damaged; --accept-damaged stores such images anyway)")
    if orientation in TRANSPOSE:
        im = im.transpose(TRANSPOSE[orientation])
    if im.mode == "RGBX" and opts.channels == 3:
        # RGB from libwebp/libspng with a padding band (webp_fast): resized first, each
        # band on its own as in an RGB image, so dropping the band after gives the same
        # bytes without a full-size copy.
        return replace(encode(resize(im, opts).convert("RGB"), opts), orientation=orientation)
    im = to_mode(im, opts.channels, BACKGROUNDS[opts.background], opts.bit_depth)
    im = resize(im, opts)
    return replace(encode(im, opts), orientation=orientation)


#: Freed image memory Pillow keeps for the next image (PILLOW_BLOCKS_MAX; Pillow's default
#: is 0: every image's pixels are given back, and the next image's fault in afresh), in
#: blocks of at most BLOCK_SIZE (PILLOW_BLOCK_SIZE; default 16 MB), so that at most 1 MB
#: stays held: a 224x224 output and a 3/8 or 1/2 decode of a photo fit one block each.
#: Measured (bench/README.md "Pillow's image memory"): page faults 156 -> 10 per seed
#: photo, whole 2-worker runs 0.94-0.96x the CPU and wall time, the same peak RSS. Two
#: blocks faulted least (three or eight faulted more); 4-16 MB blocks raised the mixed
#: set's peak by 1-4 MB.
KEPT_BLOCKS = 2
BLOCK_SIZE = 512 << 10


def keep_image_memory() -> None:
    """Let Pillow reuse image memory from one image to the next in this process, unless
    the user set Pillow's own variables (then Pillow has applied them at import)."""
    if "PILLOW_BLOCKS_MAX" in os.environ or "PILLOW_BLOCK_SIZE" in os.environ:
        return
    Image.core.set_block_size(BLOCK_SIZE)
    Image.core.set_blocks_max(KEPT_BLOCKS)


def warm_up(opts: ImageOptions) -> None:
    """Set up this process for converting (a worker calls it while starting: not timed):
    Pillow's image memory (keep_image_memory), this run's decoders, and libtiff's own
    messages on stderr silenced (engine.codecs.libtiff_quiet: they reached the window's log
    in English, naming no file; the file's reason says what happened)."""
    keep_image_memory()
    libtiff_quiet.silence()
    if opts.uses_turbo():   # (not where the decoder path is without effect)
        from engine.codecs import fast_jpeg  # noqa: F401 (simplejpeg, OpenCV)


def _convert_fast(data: bytes, info: jpeg_check.JpegInfo, opts: ImageOptions
                  ) -> EncodedImage | None:
    """The JPEG fast path (engine.codecs.fast_jpeg) with the same checks as the Pillow path;
    None when it does not apply or simplejpeg refuses the file (Pillow then decides)."""
    from engine.codecs import fast_jpeg
    im, _kind = open_image(data, opts.max_pixels)
    if not fast_jpeg.applies(im.mode, opts):
        return None
    orientation = exif_orientation(im)
    arr = fast_jpeg.decode(data, im.size, orientation, opts)
    if arr is None:
        return None
    if not opts.accept_damaged and fast_jpeg.grey_tail(arr) \
            and fast_jpeg.filled_with_grey(data, info, arr, im.size, orientation, opts):
        raise ImageError("JPEG data ends early: libjpeg painted the rest of the picture grey "
                         "(the file is damaged; --accept-damaged stores such images anyway)")
    arr = fast_jpeg.orient(arr, orientation)
    return replace(fast_jpeg.encode(fast_jpeg.resize(arr, opts), opts), orientation=orientation)


def encode(im: Image.Image, opts: ImageOptions) -> EncodedImage:
    """Encode a mode-'RGB'/'L' image in the requested output format."""
    w, h = im.size
    channels = 3 if im.mode == "RGB" else 1
    colorspace = "RGB" if channels == 3 else "Grayscale"
    if opts.format == "raw":
        return EncodedImage(im.tobytes(), "raw", h, w, channels, colorspace)
    buf = io.BytesIO()
    if opts.format == "png":
        # Level 3 is within a few percent of level 6's size at about twice the speed.
        im.save(buf, "PNG", compress_level=3)
    else:
        im.save(buf, "JPEG", quality=opts.quality)
    return EncodedImage(buf.getvalue(), opts.format, h, w, channels, colorspace)
