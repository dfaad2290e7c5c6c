"""A COCO export whose objects are outlined (tests/engine/test_class_masks_*.py, the
window's tests of "Write as"): polygons (concave, in two parts, with fractional corners),
an uncompressed and a compressed RLE, a crowd region, objects that overlap (the smaller
listed first; two of the same area), objects with only a box, an image without objects
and one whose only object is a box. Category ids 1 and 3, so the class values (1, 2)
follow the labels, not the ids.

And the class mask expected of it, computed independently of the engine: each output
pixel's stored pixel by exact arithmetic (Fractions) for --resize crop, that pixel's centre
tested against every polygon by ray casting, every RLE expanded run by run in Python.
"""

from __future__ import annotations

import json
import math
import os
from fractions import Fraction

import numpy as np
from PIL import Image

CATEGORIES = [{"id": 1, "name": "cell"}, {"id": 3, "name": "nucleus"}]
VALUE = {1: 1, 3: 2}          # category id -> class value (background 0, 255 ignore)
LABELS = ["background", "cell", "nucleus"]


def rle_of(mask: np.ndarray) -> list[int]:
    """Uncompressed COCO RLE: column-major runs, a run of 0s first."""
    flat = mask.T.reshape(-1).astype(bool)
    runs, cur, n = [], False, 0
    for v in flat:
        if v != cur:
            runs.append(n)
            cur, n = bool(v), 0
        n += 1
    runs.append(n)
    return runs


def compress(counts: list[int]) -> str:
    """COCO's compressed RLE string (pycocotools rleToString), written here from its
    description: each count (less the one two before it, from the third on) in 5-bit
    groups, low first, 0x20 marking more, 48 added."""
    out = []
    for i, c in enumerate(counts):
        x = c - counts[i - 2] if i > 2 else c
        more = True
        while more:
            ch = x & 0x1F
            x >>= 5
            more = not ((x == 0 and not ch & 0x10) or (x == -1 and ch & 0x10))
            if more:
                ch |= 0x20
            out.append(chr(ch + 48))
    return "".join(out)


def _block(w: int, h: int, x0: int, y0: int, x1: int, y1: int) -> np.ndarray:
    m = np.zeros((h, w), np.uint8)
    m[y0:y1, x0:x1] = 1
    return m


#: file name, (width, height), annotations (category id, kind, data, iscrowd); kind:
#: "poly" (list of flat polygons), "rle" (a 0/1 array, uncompressed), "rle_str" (a 0/1
#: array, compressed), "box" (x, y, w, h with no segmentation)
IMAGES = [
    ("p.png", (90, 60), [
        (3, "poly", [[38.3, 20.2, 52.7, 22.1, 44.6, 27.4, 50.2, 36.3, 36.1, 33.2]], 0),  # small
        (1, "poly", [[5.3, 5.1, 85.2, 10.3, 41.4, 55.2]], 0),                    # large, later
        (1, "rle", _block(90, 60, 60, 30, 90, 60), 1),                          # crowd
        (3, "box", (2, 40, 20, 18), 0),                                         # box only
        (3, "poly", [[70.4, 4.2, 76.6, 4.2, 76.6, 9.7], [80.3, 15.1, 86.9, 15.1, 86.9,
                                                        21.8, 80.3, 21.8]], 0)]),  # 2 parts
    ("q.png", (64, 80), [
        (1, "poly", [[10.2, 10.2, 40.2, 10.2, 40.2, 40.2, 10.2, 40.2]], 0),
        (3, "poly", [[25.2, 25.2, 55.2, 25.2, 55.2, 55.2, 25.2, 55.2]], 0),     # same area
        (1, "rle_str", _block(64, 80, 5, 60, 30, 78), 0)]),
    ("r.png", (50, 50), []),
    ("s.png", (40, 30), [(1, "box", (10, 5, 20, 15), 0)]),
]


def make_shapes_coco(root: str) -> str:
    """The export: images/ (noise PNGs) and annotations/instances_default.json (CVAT's
    COCO layout); returns the root."""
    os.makedirs(os.path.join(root, "images"), exist_ok=True)
    os.makedirs(os.path.join(root, "annotations"), exist_ok=True)
    rng = np.random.default_rng(7)
    images, anns = [], []
    for i, (name, (w, h), objs) in enumerate(IMAGES, 1):
        Image.fromarray(rng.integers(0, 255, (h, w, 3), np.uint8)).save(
            os.path.join(root, "images", name))
        images.append({"id": i, "file_name": name, "width": w, "height": h})
        for cat, kind, data, crowd in objs:
            a = {"id": len(anns) + 1, "image_id": i, "category_id": cat, "iscrowd": crowd}
            if kind == "box":
                a["bbox"], a["segmentation"] = list(data), []
            elif kind == "poly":
                xs = [v for p in data for v in p[0::2]]
                ys = [v for p in data for v in p[1::2]]
                a["bbox"] = [min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)]
                a["segmentation"] = data
            else:
                ys, xs = np.nonzero(data)
                a["bbox"] = [int(xs.min()), int(ys.min()), int(xs.max() - xs.min() + 1),
                             int(ys.max() - ys.min() + 1)]
                counts = rle_of(data)
                a["segmentation"] = {"size": [h, w], "counts": compress(counts)
                                     if kind == "rle_str" else counts}
            anns.append(a)
    with open(os.path.join(root, "annotations", "instances_default.json"), "w") as f:
        json.dump({"images": images, "annotations": anns, "categories": CATEGORIES}, f)
    return root


def _inside(poly: list[float], x: float, y: float) -> bool:
    """Even-odd ray casting to the right of (x, y); asserts (x, y) is on no edge, where
    the rule would be ambiguous."""
    pts = list(zip(poly[0::2], poly[1::2], strict=True))
    inside = False
    for (ax, ay), (bx, by) in zip(pts, pts[1:] + pts[:1], strict=True):
        cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax)
        on = abs(cross) < 1e-9 and min(ax, bx) <= x <= max(ax, bx) and \
            min(ay, by) <= y <= max(ay, by)
        assert not on, ("a pixel centre on an edge: change the test data", x, y)
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            inside = not inside
    return inside


def _expand(counts: list[int], w: int, h: int) -> np.ndarray:
    flat, v = [], 0
    for c in counts:
        flat += [v] * c
        v = 1 - v
    return np.array(flat[:w * h], np.uint8).reshape(w, h).T


def _covers(kind: str, data, x: int, y: int) -> bool:
    if kind == "box":
        bx, by, bw, bh = data
        return bx <= x + 0.5 < bx + bw and by <= y + 0.5 < by + bh
    if kind == "poly":
        return any(_inside(p, x + 0.5, y + 0.5) for p in data)
    return bool(data[y, x])


def expected_stored(size: tuple[int, int], objs) -> np.ndarray:
    """The class mask of one image in its stored grid, by the documented rules: the
    smallest outlined object covering a pixel (the later of two the same size), else 255
    under a crowd region or a shapeless box, else 0."""
    w, h = size
    objs = [(c, k, (_expand(rle_of(d), w, h) if k.startswith("rle") else d), crowd)
            for c, k, d, crowd in objs]
    area = [sum(_covers(k, d, x, y) for x in range(w) for y in range(h))
            for _c, k, d, _crowd in objs]
    out = np.zeros((h, w), np.uint8)
    for y in range(h):
        for x in range(w):
            hits = [(area[i], -i, VALUE[c]) for i, (c, k, d, crowd) in enumerate(objs)
                    if k != "box" and not crowd and _covers(k, d, x, y)]
            if hits:
                out[y, x] = min(hits)[2]
            elif any(_covers(k, d, x, y) for c, k, d, crowd in objs):
                out[y, x] = 255
    return out


def expected_crop(size: tuple[int, int], objs, target: int) -> np.ndarray:
    """The class mask after --resize crop to target x target: each output pixel takes the
    stored pixel its centre falls on (exact Fractions, not the engine's floats)."""
    w, h = size
    stored = expected_stored(size, objs)
    s = max(Fraction(target, w), Fraction(target, h))
    left, top = (w - min(w, target / s)) / 2, (h - min(h, target / s)) / 2
    out = np.zeros((target, target), np.uint8)
    for v in range(target):
        for u in range(target):
            x = math.floor((u + Fraction(1, 2)) / s + left)
            y = math.floor((v + Fraction(1, 2)) / s + top)
            out[v, u] = stored[y, x]
    return out
