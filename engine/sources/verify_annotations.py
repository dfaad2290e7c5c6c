"""What verify checks in the records of the annotated tasks (beyond the feature spec):
lists of one object agree in length, boxes are normalised and ordered, class labels are in
the label map and agree with their names, masks are PNGs of the image's size."""

from __future__ import annotations

from engine import magic
from engine.reason_pair import plural

_BOX = tuple(f"image/object/bbox/{k}" for k in ("xmin", "ymin", "xmax", "ymax"))
_PER_OBJECT = _BOX + ("image/object/class/label", "image/object/class/text",
                      "image/object/area", "image/object/is_crowd",
                      "image/object/difficult", "image/object/truncated")


def _vals(ex: dict, key: str) -> list:
    return list(ex.get(key, ("none", []))[1])


def record_problem(ex: dict, spec: dict, labels: list[str], max_pixels: int) -> str:
    """'' when the record's annotations are consistent, else what is wrong. ``max_pixels``:
    the run's --max-pixels (no mask larger is decoded)."""
    if "image/object/bbox/xmin" in spec:
        return _detection(ex, spec, labels, max_pixels)
    if "image/segmentation/class/encoded" in spec:
        return _segmentation(ex, max_pixels)
    if spec.get("image/class/label", {}).get("varlen"):
        labs, texts = _vals(ex, "image/class/label"), _vals(ex, "image/class/text")
        if len(labs) != len(texts):
            return (f"{len(labs)} {plural(len(labs), 'label')} but "
                    f"{len(texts)} {plural(len(texts), 'class name')}")
        for lab, t in zip(labs, texts, strict=True):
            if not 0 <= lab < len(labels):
                return f"label {lab} is outside 0..{len(labels) - 1}"
            if bytes(t).decode("utf-8", "replace") != labels[lab]:
                return f"label {lab} is {labels[lab]!r} in the manifest, the record says {t!r}"
    return ""


def _detection(ex: dict, spec: dict, labels: list[str], max_pixels: int) -> str:
    n = len(_vals(ex, _BOX[0]))
    keys = _PER_OBJECT + (("image/object/mask",) if "image/object/mask" in spec else ())
    for k in keys:
        if len(_vals(ex, k)) != n:
            m = len(_vals(ex, k))
            return f"{n} {plural(n, 'box', 'boxes')} but {m} {plural(m, 'value')} in {k}"
    x0, y0, x1, y1 = (_vals(ex, k) for k in _BOX)
    for i in range(n):
        if not (0.0 <= x0[i] < x1[i] <= 1.0 and 0.0 <= y0[i] < y1[i] <= 1.0):
            return (f"object {i}: box ({x0[i]:.4f},{y0[i]:.4f})-({x1[i]:.4f},{y1[i]:.4f}) is "
                    "not inside 0..1 with min < max")
    for i, (lab, t) in enumerate(zip(_vals(ex, "image/object/class/label"),
                                     _vals(ex, "image/object/class/text"), strict=True)):
        if not 1 <= lab <= len(labels):
            return f"object {i}: class label {lab} is outside 1..{len(labels)} (label_map.pbtxt)"
        name = bytes(t).decode("utf-8", "replace")
        if name != labels[lab - 1]:
            return f"object {i}: class {lab} is {labels[lab - 1]!r}, the record says {name!r}"
    if "image/object/mask" in spec:
        size = _size(ex)
        for i, m in enumerate(_vals(ex, "image/object/mask")):
            problem = _png_problem(bytes(m), size, max_pixels)
            if problem:
                return f"object {i} mask: {problem}"
    return ""


def _size(ex: dict) -> tuple[int, int]:
    return (_vals(ex, "image/width") or [0])[0], (_vals(ex, "image/height") or [0])[0]


def _png_problem(data: bytes, size: tuple[int, int], max_pixels: int) -> str:
    import io

    from engine.codecs.pixel_limit import opened
    if magic.sniff(data[:magic.HEAD_BYTES]) != "png":
        return "is not a PNG"
    try:
        with opened(io.BytesIO(data)) as im:
            if im.size != size:
                return f"is {im.size[0]}x{im.size[1]}, the image is {size[0]}x{size[1]}"
            if size[0] * size[1] > max_pixels:
                return ""   # not decoded: the record's picture is refused for its size
            im.load()
    except Exception as e:  # noqa: BLE001 - any decoder failure is the finding
        return f"cannot be decoded ({type(e).__name__})"
    return ""


def _segmentation(ex: dict, max_pixels: int) -> str:
    data = bytes((_vals(ex, "image/segmentation/class/encoded") or [b""])[0])
    problem = _png_problem(data, _size(ex), max_pixels)
    return f"segmentation mask {problem}" if problem else ""
