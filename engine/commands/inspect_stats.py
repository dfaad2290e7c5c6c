"""Running statistics of one file's records for ``inspect``: the schema (kinds, value
counts, ranges, image formats), the class histogram and a few image samples, in constant
memory per key.

The class histogram counts objects for detection records (``image/object/class/label``,
one value per box, named by ``image/object/class/text``) and records otherwise
(``image/class/label``: one per record, or several for multi-label). A segmentation file
without labels is counted per image that has a class in its mask
(``image/segmentation/class/encoded``, decoded for the first MAX_MASKS records only: a
mask costs a decode, where every other count is free).
"""

from __future__ import annotations

import io
import math
from collections import Counter

from engine.commands.inspect_payload import (
    image_format,
    label_value,
    preview,
    raw_pixels,
    raw_words,
)
from engine.commands.inspect_report import FeatureInfo, ImageSample, LabelClass, LabelSummary

#: Keys holding the class, in order of preference (the first present one is counted).
LABEL_KEYS = ("image/object/class/label", "image/class/label", "label", "image/label",
              "class")
#: The key holding the class names that go with a label key (paired by position).
TEXT_KEYS = {"image/object/class/label": "image/object/class/text",
             "image/class/label": "image/class/text"}
COUNTED_KEYS = frozenset(LABEL_KEYS) | frozenset(TEXT_KEYS.values())
#: A label histogram stops growing past this many distinct values (memory stays flat).
MAX_DISTINCT_LABELS = 10_000
#: The class-index mask of semantic segmentation (a PNG per record).
MASK_KEY = "image/segmentation/class/encoded"
#: Masks decoded for the class histogram of a segmentation file.
MAX_MASKS = 2_000
#: A larger mask is not decoded for it (one byte a pixel, and np.unique's copy): the most
#: Pillow's own limit let through before the engine's applied (engine.codecs.pixel_limit).
MASK_MAX_PIXELS = 178_956_970


class RecordStats:
    """Running schema, label counts and image samples; constant memory per key."""

    def __init__(self, samples: int) -> None:
        self.features: dict[str, FeatureInfo] = {}
        self.kinds: dict[str, set[str]] = {}
        self.label_counts: dict[str, Counter] = {}
        self.label_truncated: set[str] = set()
        self.names: dict[str, dict[object, set[str]]] = {}  # label key -> value -> names
        self.masks = 0               # masks decoded for the histogram
        self.masks_left_out = 0      # masks past MAX_MASKS, not decoded
        self.want_samples = samples
        self.sample_data: list[tuple[int, str, bytes]] = []

    def add(self, index: int, ex: dict[str, tuple[str, list]]) -> None:
        """Count record number ``index``, decoded as ``ex`` ({key: (kind, values)})."""
        for key, (kind, values) in ex.items():
            f = self.features.get(key)
            if f is None:
                f = self.features[key] = FeatureInfo(
                    key, kind, len(values), len(values), 0, example=preview(kind, values))
                if kind == "bytes" and (raw := raw_pixels(ex)) is not None and raw[0] == key:
                    # as the record's page says them (they were "<3,072 bytes>")
                    f.example = raw_words(raw[1])
                self.kinds[key] = set()
            self.kinds[key].add(kind)
            f.present += 1
            f.min_count = min(f.min_count, len(values))
            f.max_count = max(f.max_count, len(values))
            if kind == "bytes":
                for v in values:
                    fmt = image_format(v)
                    if fmt:
                        f.image_formats[fmt] = f.image_formats.get(fmt, 0) + 1
            elif values and kind in ("int64", "float"):
                finite = [x for x in values if not (isinstance(x, float) and math.isnan(x))]
                if finite:
                    lo, hi = min(finite), max(finite)
                    f.min_value = lo if f.min_value is None else min(f.min_value, lo)
                    f.max_value = hi if f.max_value is None else max(f.max_value, hi)
            if key in COUNTED_KEYS:
                self._count_label(key, kind, values)
            elif key == MASK_KEY and kind == "bytes" and values:
                self._count_mask(values[0])
        self._pair_names(ex)
        if len(self.sample_data) < self.want_samples:
            self._take_sample(index, ex)

    def _count_label(self, key: str, kind: str, values: list) -> None:
        counts = self.label_counts.setdefault(key, Counter())
        for v in values:
            lv = label_value(kind, v)
            if lv in counts or len(counts) < MAX_DISTINCT_LABELS:
                counts[lv] += 1
            else:
                self.label_truncated.add(key)

    def _count_mask(self, data: bytes) -> None:
        """Count each class present in one class-index mask once (images per class)."""
        if self.masks >= MAX_MASKS:
            self.masks_left_out += 1
            return
        self.masks += 1
        import numpy as np

        from engine.codecs.pixel_limit import open_image
        from engine.errors import ImageError
        try:
            with open_image(io.BytesIO(data), MASK_MAX_PIXELS) as im:
                if im.mode not in ("L", "P", "I", "I;16"):
                    return   # not a class-index mask (verify reports the record)
                values = np.unique(np.asarray(im))
        except (OSError, ValueError, SyntaxError, EOFError, ImageError):
            return   # an undecodable mask: verify and the record view say so
        counts = self.label_counts.setdefault(MASK_KEY, Counter())
        for v in values.tolist():
            if v in counts or len(counts) < MAX_DISTINCT_LABELS:
                counts[int(v)] += 1

    def _pair_names(self, ex: dict) -> None:
        """Remember the names seen with each label value: per object (detection) or per
        label (classification, several for multi-label), paired by position."""
        for label_key, text_key in TEXT_KEYS.items():
            label, text = ex.get(label_key), ex.get(text_key)
            if not label or not text or len(label[1]) != len(text[1]):
                continue
            names_of = self.names.setdefault(label_key, {})
            for lv, tv in zip(label[1], text[1], strict=True):
                value = label_value(label[0], lv)
                names = names_of.get(value)
                if names is None:
                    if len(names_of) >= MAX_DISTINCT_LABELS:
                        continue
                    names = names_of[value] = set()
                if len(names) < 5:
                    names.add(str(label_value(text[0], tv)))

    def _take_sample(self, index: int, ex: dict) -> None:
        keys = sorted(ex, key=lambda k: (k != "image/encoded", k))
        for key in keys:
            kind, values = ex[key]
            if kind == "bytes" and values and image_format(values[0]):
                self.sample_data.append((index, key, values[0]))
                return

    def schema(self) -> list[FeatureInfo]:
        """Every key seen, sorted, with its kind settled ("mixed" if it varied)."""
        out = []
        for key in sorted(self.features):
            f = self.features[key]
            kinds = self.kinds[key] - {"none"}
            f.kind = kinds.pop() if len(kinds) == 1 else ("mixed" if kinds else "none")
            out.append(f)
        return out

    def labels(self) -> LabelSummary | None:
        """The class histogram: of objects when the records hold boxes, else of records."""
        key = next((k for k in LABEL_KEYS if k in self.label_counts), None)
        text_key = TEXT_KEYS.get(key or "")
        if text_key not in self.label_counts:
            text_key = None
        if key is None:  # names only: count those
            key = next((k for k in TEXT_KEYS.values() if k in self.label_counts), None)
        if key is None and MASK_KEY in self.label_counts:
            key = MASK_KEY
        if key is None:
            return None
        counts = self.label_counts[key]
        names_of = self.names.get(key, {}) if text_key else {}
        notes: list[str] = []
        classes = []
        for value in sorted(counts, key=lambda v: (type(v).__name__, v)):
            names = names_of.get(value, set())
            if len(names) > 1:
                notes.append(f"label {value} appears with several names: "
                             + ", ".join(sorted(names)))
            classes.append(LabelClass(value, counts[value], min(names) if names else None))
        if key in self.label_truncated:
            notes.append(f"more than {MAX_DISTINCT_LABELS:,} distinct values: "
                         "only the first ones are counted")
        if key == MASK_KEY and self.masks_left_out:
            notes.append(f"classes counted in the first {self.masks:,} masks only "
                         f"({self.masks_left_out:,} more not decoded)")
        unit = ("objects" if key.startswith("image/object/") else
                "images" if key == MASK_KEY else "records")
        return LabelSummary(key, text_key, classes, len(counts), key in self.label_truncated,
                            notes, unit)

    def samples(self) -> list[ImageSample]:
        """The sampled images with their sizes (opened now, header only)."""
        return [measure(i, k, d) for i, k, d in self.sample_data]


def measure(index: int, key: str, data: bytes) -> ImageSample:
    """Format, size and mode of one encoded image, or why it cannot be opened."""
    from engine.codecs.pixel_limit import opened  # (Pillow lazily: when a file holds images)

    try:   # (the header only: any size is said, in numbers)
        with opened(io.BytesIO(data)) as im:
            return ImageSample(index, key, im.format, im.width, im.height, im.mode)
    except Exception as e:  # noqa: BLE001 - any undecodable image is reported, not raised
        return ImageSample(index, key, error=f"cannot be opened: {e}")
