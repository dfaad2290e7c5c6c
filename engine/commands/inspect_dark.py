"""Whether the images in `inspect`'s files are almost black: what a 12-bit camera's pictures
became when they were converted as 16 bits (the top 8 of 16: its brightest, 4,095, is
stored as 15 of 255), as every conversion did before --bit-depth. Such files are intact
record by record, and nothing else said so.

A bounded sample: at most MAX_LOOKED images in one `inspect` (spread over its files by
:func:`quotas`, and over each file by byte position: :class:`Looker`), and none larger
than MAX_PIXELS, are decoded; everything else `inspect` does reads headers only.

The rule (:func:`dark_sentence`): an image is almost black when its brightest value, over
its colour bands, is DARK_MAX or less (12-bit data gives 15, and JPEG's ringing adds one
or two); the files are said to be almost black when at least three quarters of the images
looked at are. What is not counted, so that it cannot raise a false alarm:

* only the record's image feature is looked at (``image/encoded`` when there, else the
  first key holding an image whose name does not say it is a mask or a label): a
  segmentation record's class mask (values 0, 1, 2...) is a separate feature;
* palette and one-bit images (label images, drawings), images of one or two values only
  (binary masks, blank frames: no camera picture is that flat) and images of more than 8
  bits a sample (stored as they were: how bright they look is the reader's choice);
* a dark photo is not almost black: a night shot has its lights, an underexposed one its
  noise above 20 of 255; and one dark image among bright ones is not "most".
"""

from __future__ import annotations

import io

from engine.commands.inspect_payload import image_format

#: An image whose brightest value (of 255) is at most this is almost black.
DARK_MAX = 20
#: The brightest stored value 12-bit data can give: 15, and 2 more of JPEG's ringing.
JPEG_TWELVE_BITS = 17
#: Images decoded for their brightness in one `inspect`, over all its files.
MAX_LOOKED = 24
#: Larger images are not decoded (a 12-bit camera's pictures are far smaller).
MAX_PIXELS = 25_000_000
#: Words in a key that say its image is not the picture (a mask, a label image, depth).
NOT_PICTURE = ("mask", "segmentation", "label", "depth", "class")
#: Modes whose brightness is counted (8 bits a sample); their alpha is not brightness.
_COLOUR_BANDS = {"L": 1, "LA": 1, "RGB": 3, "RGBA": 3, "RGBX": 3, "YCbCr": 1}


def quotas(files: int, total: int = MAX_LOOKED) -> list[int]:
    """How many images to look at in each of ``files`` files: ``total`` shared as evenly
    as it goes, the first files taking the remainder; past ``total`` files, one in every
    few (spread over the list), one image each."""
    if files <= 0:
        return []
    if files <= total:
        return [total // files + (i < total % files) for i in range(files)]
    picked = {i * files // total for i in range(total)}
    return [int(i in picked) for i in range(files)]


def picture_key(ex: dict[str, tuple[str, list]]) -> str | None:
    """The key of a record's picture: ``image/encoded`` when it holds an image, else the
    first key (by name) holding one whose name does not say mask or label; None when none
    does."""
    def holds_image(key: str) -> bool:
        kind, values = ex[key]
        return kind == "bytes" and bool(values) and image_format(values[0]) is not None
    if "image/encoded" in ex and holds_image("image/encoded"):
        return "image/encoded"
    return next((k for k in sorted(ex) if holds_image(k) and
                 not any(w in k.lower() for w in NOT_PICTURE)), None)


def brightest(data: bytes) -> int | None:
    """The brightest value (0-255) over the colour bands of an encoded 8-bit picture, or
    None when it is not one to count (see the module) or cannot be decoded."""
    from engine.codecs.pixel_limit import open_image
    try:
        with open_image(io.BytesIO(data), MAX_PIXELS) as im:   # (larger: not decoded)
            bands = _COLOUR_BANDS.get(im.mode)
            if bands is None:
                return None
            im.load()
            if im.getcolors(2) is not None:   # one or two values: a mask, a blank frame
                return None
            extrema = im.getextrema()
    except Exception:  # noqa: BLE001 - an image that cannot be decoded is not counted
        return None
    if bands == 1 or not isinstance(extrema[0], tuple):
        first = extrema[0] if isinstance(extrema[0], tuple) else extrema
        return int(first[1])
    return int(max(hi for _lo, hi in extrema[:bands]))


class Looker:
    """Which records of one file have their picture decoded: up to ``quota``, the first
    at or after each of ``quota`` byte positions evenly spread over the file's ``size``
    (a compressed file's records run past its size: its first part is looked at)."""

    def __init__(self, quota: int, size: int) -> None:
        self.quota, self.size = quota, max(1, size)
        self.tried = 0
        self.values: list[int] = []   # the brightest value of each picture counted

    def offer(self, offset: int, ex: dict[str, tuple[str, list]]) -> None:
        """The record at ``offset`` (uncompressed), decoded as ``ex``."""
        if self.tried >= self.quota or offset < self.tried * self.size // self.quota:
            return
        key = picture_key(ex)
        if key is None:
            return   # no picture here: the next record that has one is tried
        self.tried += 1
        value = brightest(ex[key][1][0])
        if value is not None:
            self.values.append(value)


def dark_sentence(values: list[int]) -> str:
    """The sentence on almost black images (inspect.dark_*) for the brightest values of
    the images looked at in every file; "" when fewer than three quarters of them are."""
    dark = [v for v in values if v <= DARK_MAX]
    if not dark or 4 * len(dark) < 3 * len(values):
        return ""
    bits = camera_bits(max(dark))
    return (f"Most images in these files are almost black ({len(dark):,} of {len(values):,} "
            f"looked at; brightest value {max(dark)} of 255). If they came from a {bits}-bit "
            f"camera, convert the source again with --bit-depth {bits}")


def camera_bits(brightest_value: int) -> int:
    """The bit depth to advise for pictures whose brightest stored value is that: 12 while
    12-bit data could give it (its top, 4,095, is stored as 15; JPEG's ringing adds one or
    two), else 14 (18-20 of 255 is 4,608-5,375 of 65,535: more than 12 bits hold). Never
    fewer bits than the data may have: a setting below the camera's would cut off its
    bright values, one above only leaves the pictures darker (10-bit data is advised 12)."""
    return 12 if brightest_value <= JPEG_TWELVE_BITS else 14
