"""The decode-memory budget: how much memory one image needs, and a limit shared by all
worker processes on how much of it may be in use at once.

Without it, images just under --max-pixels (a 3 MB PNG can claim 100 megapixels) took
0.8-1.6 GB per worker each, and a 16-worker machine ran out of memory. Each worker reads
the image's header (cheap: no pixels; a file of at most 1 MB is read whole first and its
JPEG opened once for both, engine.run.worker.READ_FIRST_MAX), estimates what decoding it
will take, and waits until that fits in the budget before decoding. The check is in the
workers rather than in the parent's scheduler because only a read of the header tells the
size, and reading every header in the parent would serialise the I/O the workers do in
parallel.

Small images (ordinary photos, which are decoded at a reduced size) are counted but never
wait, so a run of normal photos pays two uncontended lock operations per image; they can
take the total over the limit by at most (workers - 1) x the small-image size.
"""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from typing import TYPE_CHECKING

from engine.byte_sizes import size_text
from engine.codecs import bit_depth, png_check
from engine.config import ImageOptions
from engine.errors import OverBudget
from engine.option_rules import limit_words

if TYPE_CHECKING:  # the parent creates budgets and never needs Pillow
    from PIL import Image

#: Share of the memory available at start that decoding may use when --memory-limit is
#: not given. The rest is left for the processes themselves (~40 MB per worker), the
#: writer, and whatever else the machine runs.
DEFAULT_FRACTION = 0.5
MIN_DEFAULT = 256 << 20
SMALL_ITEM_MAX = 16 << 20

# Bytes per pixel of Pillow's in-memory storage (multi-band modes use 4 bytes a pixel).
_STORAGE = {"1": 1, "L": 1, "P": 1, "I;16": 2, "I;16L": 2, "I;16B": 2, "I;16N": 2,
            "I": 4, "F": 4}
# Extra bytes per decoded pixel that the conversion to 8-bit RGB/L holds at its peak
# (engine.codecs.imaging.to_mode): numpy copies for 16/32-bit and float, the composited copy
# and the alpha channel for transparency, the converted copy otherwise.
_CONVERT = {"I;16": 8, "I;16L": 8, "I;16B": 8, "I;16N": 8, "I": 10, "F": 14,
            "RGBA": 9, "LA": 9, "PA": 9, "La": 9, "RGBa": 9, "P": 9}


#: The modes of the PNGs libspng may decode (engine.codecs.png_fast.wanted).
_SPNG_MODES = ("L", "RGB", "RGBA", "I;16")


def available_memory() -> int | None:
    """Bytes of memory available to this process now (None when unknown): the system's
    MemAvailable, or less when a container (cgroup v2/v1) limits us."""
    avail = None
    try:
        with open("/proc/meminfo", encoding="ascii") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    avail = int(line.split()[1]) * 1024
                    break
    except (OSError, ValueError):
        pass
    for limit_file, usage_file in (("/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory.current"),
                                   ("/sys/fs/cgroup/memory/memory.limit_in_bytes",
                                    "/sys/fs/cgroup/memory/memory.usage_in_bytes")):
        try:
            with open(limit_file, encoding="ascii") as f:
                text = f.read().strip()
            if text == "max" or int(text) > 1 << 60:
                continue
            with open(usage_file, encoding="ascii") as f:
                room = int(text) - int(f.read().strip())
            avail = room if avail is None else min(avail, room)
            break
        except (OSError, ValueError):
            continue
    if avail is None:
        avail = _platform_available()
    return avail


def _platform_available() -> int | None:
    if sys.platform == "win32":
        import ctypes

        class Status(ctypes.Structure):
            _fields_ = [("dwLength", ctypes.c_ulong), ("dwMemoryLoad", ctypes.c_ulong),
                        ("ullTotalPhys", ctypes.c_ulonglong), ("ullAvailPhys", ctypes.c_ulonglong),
                        ("ullTotalPageFile", ctypes.c_ulonglong),
                        ("ullAvailPageFile", ctypes.c_ulonglong),
                        ("ullTotalVirtual", ctypes.c_ulonglong),
                        ("ullAvailVirtual", ctypes.c_ulonglong),
                        ("ullAvailExtendedVirtual", ctypes.c_ulonglong)]
        st = Status()
        st.dwLength = ctypes.sizeof(Status)
        if ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(st)):
            return int(st.ullAvailPhys)
        return None
    try:  # macOS and other Unixes: half the physical memory stands in for "available"
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") // 2
    except (ValueError, OSError, AttributeError):
        return None


def default_limit() -> int:
    """The budget when --memory-limit is not given."""
    avail = available_memory()
    if avail is None:
        return 2 << 30
    return max(MIN_DEFAULT, int(avail * DEFAULT_FRACTION))


#: Bytes per stored pixel that an image's masks hold (annotated sources): a class-index mask
#: decoded at the stored size is held by Pillow, copied by numpy and sorted by np.unique's
#: check; a COCO RLE instance mask is decoded at the stored size too, one at a time. (A
#: 16/32-bit mask holds 2-4 bytes more a pixel while it is read: rare, and not counted.)
MASK_BYTES = 4


def estimate(im: Image.Image, full_size: tuple[int, int], file_size: int,
             opts: ImageOptions, progressive_jpeg: bool = False, rotated: bool = False,
             masks: bool = False) -> int:
    """Bytes that converting the opened image `im` will hold at its peak. `im` has had
    imaging.prepare_decode applied, so its size is the decoded size (JPEG draft);
    full_size is the size in the file. Counts the file's bytes, the decoded pixels, the
    decoder's own buffer (WebP, TIFF strips, progressive JPEG coefficients), the EXIF
    rotation copy, the mode conversion, the resize and the encoded copies, and with
    `masks` the annotations' masks at the stored size. Generous by design: measured peaks
    are at most ~0.85 of it (tests/engine/test_memory_budget.py). At --format original,
    what checking the file holds (:func:`original_check`): nothing is converted."""
    # (what a file stored as it is holds, in one process or a cluster's worker: not the
    # question of engine.one_process, which process converts)
    if opts.format == "original":
        return original_check(im, file_size)
    w, h = im.size
    pixels = w * h
    mode = im.mode
    stored = _STORAGE.get(mode, 4)
    need = file_size + pixels * stored
    if im.format == "WEBP":
        need += pixels * 12                     # libwebp's own RGBA buffer and copies
    elif im.format in ("HEIF", "AVIF"):
        need += pixels * 8                      # libheif/libavif YUV planes + RGB output
    elif im.format == "TIFF":
        need += pixels * stored                 # libtiff strip/tile buffers, worst case
    elif im.format == "PNG" and opts.decoder != "pillow" and mode in _SPNG_MODES:
        # libspng's path (engine.codecs.png_fast): the rows inflated by zlib (checking the
        # data) and the same rows stored for libspng, which pyspng copies again; larger
        # images are checked without keeping their rows
        depth = 2 if mode == "I;16" or bit_depth.deep_colour(im) else 1
        rows = pixels * len(im.getbands()) * depth
        need += 2 * rows if rows <= png_check.ROWS_KEPT_MAX else 0
    if progressive_jpeg:
        fw, fh = full_size                      # DCT coefficients: int16 per sample, all scans
        need += fw * fh * 2 * max(1, len(im.getbands()))
    if rotated:
        need += pixels * stored                 # EXIF rotation copy
    if opts.bit_depth < 16 and bit_depth.deep_colour(im):
        # 16-bit colour read whole: its low bytes decoded again, the two joined as uint16
        # (8 bytes a pixel) and made 8-bit (engine.codecs.bit_depth.load_colour)
        need += pixels * 24
    target = "RGB" if opts.channels == 3 else "L"
    if mode != target:
        need += pixels * _CONVERT.get(mode, 4)  # to 8-bit RGB/L (stored as 4 bytes a pixel)
    if opts.resize == "none":
        out_pixels = pixels
    else:
        out_pixels = opts.width * opts.height
        need += opts.width * h * 4 + out_pixels * 4   # two-pass resample buffer, output
    need += out_pixels * opts.channels * 3      # encoded bytes, the record, its framing
    if masks:
        need += full_size[0] * full_size[1] * MASK_BYTES
    return int(need * 1.15) + (4 << 20)         # allocator slack and Pillow's fixed cost


def original_check(im: Image.Image, file_size: int) -> int:
    """Bytes that storing the opened image `im` at --format original holds at its peak
    (engine.codecs.originals: the file is checked and stored as it is, never converted):
    its bytes; a PNG's image data joined (at most the file once more) and, should that
    data be damaged, its pixels decoded to say how; the first picture of a GIF, WebP or
    TIFF decoded (with libwebp's own buffer, libtiff's strips). A JPEG or BMP file is held
    as it is. With the same slack as :func:`estimate`."""
    pixels = im.size[0] * im.size[1]
    stored = _STORAGE.get(im.mode, 4)
    need = file_size
    if im.format == "PNG":
        need += file_size + pixels * stored
    elif im.format == "WEBP":   # (libwebp's RGBA, a copy, Pillow's: 16.4 a pixel measured)
        need += pixels * (stored + 13)
    elif im.format in ("TIFF", "GIF"):
        need += pixels * stored * (2 if im.format == "TIFF" else 1)
    return int(need * 1.15) + (4 << 20)


class MemoryBudget:
    """A byte count shared by the worker processes of one pool (pass it to them when they
    are created). reserve(n) waits, in arrival order, until n more bytes fit; an image
    that alone needs more than the limit raises OverBudget. A pool that loses a worker is
    replaced with a fresh budget, so a reservation held by a killed worker cannot leak."""

    def __init__(self, limit: int, workers: int, ctx) -> None:
        self.limit = int(limit)
        self.small = min(SMALL_ITEM_MAX, self.limit // (8 * max(1, workers)))
        self._cond = ctx.Condition(ctx.Lock())
        self._used = ctx.Value("q", 0, lock=False)
        self._next = ctx.Value("q", 0, lock=False)
        self._serving = ctx.Value("q", 0, lock=False)

    def reserve(self, nbytes: int):
        """A context manager holding nbytes of the budget for its with-block. Raises
        OverBudget at once when nbytes alone exceeds the limit."""
        if nbytes > self.limit:
            raise OverBudget(
                f"decoding this image needs about {size_text(nbytes)}, more than the "
                f"--memory-limit of {limit_words(self.limit)} (raise --memory-limit if "
                "the machine has the memory)")
        return self._hold(nbytes)

    @contextmanager
    def _hold(self, nbytes: int):
        with self._cond:
            if nbytes > self.small:
                ticket = self._next.value
                self._next.value += 1
                self._cond.wait_for(lambda: self._serving.value == ticket
                                    and self._used.value + nbytes <= self.limit)
                self._serving.value += 1
            self._used.value += nbytes
            self._cond.notify_all()
        try:
            yield
        finally:
            with self._cond:
                self._used.value -= nbytes
                self._cond.notify_all()

    def in_use(self) -> int:
        with self._cond:
            return int(self._used.value)
