"""The one rule by which a scan's objects per class become what the run writes: the
objects of an image the run will skip (found broken, cut short, a 16-bit layout it
refuses) are taken out of them. `engine scan` (its text) and the window's scan both call
:func:`take_out` for each image they find the run will skip, with the engine's {class: n}
of that image (engine.commands.scan_cli's ``_classes_of``: objects of boxes, 1 per class
a mask holds).

They had a rule each: the window took a cut-short JPEG's objects out, the command line
did not, and a detection source read "dog 186" there and "dog 184" in the window (of
masks, "背景 294" against 293), over a run that wrote the window's. The same goes for
the objects with shapes (:func:`take_out_shapes`) and the crowd regions a notice counts
(:func:`take_out_crowds`). Standard library only at import (take_out_crowds imports
engine.reason_codes when called, which the window may import too): the window imports
it (tests/test_boundaries.py).
"""

from __future__ import annotations


def take_out(per_class: dict, info: dict, task: str, counts: object) -> None:
    """Take one skipped image's ``counts`` ({class: n}; anything else: nothing known, as
    from an older engine) out of ``per_class`` ({class: n}, in place; a class not counted
    there stays so) and, of detection, out of ``info``'s "objects" total too (a mask's
    classes are images per class: no total of objects). Never below 0."""
    if not isinstance(counts, dict):
        return
    for name, n in counts.items():
        if isinstance(per_class.get(name), int) and isinstance(n, int):
            per_class[name] = max(0, per_class[name] - n)
            if task == "detection" and isinstance(info.get("objects"), int):
                info["objects"] = max(0, info["objects"] - n)


def take_out_shapes(shapes: dict, counts: object) -> None:
    """Take one skipped image's objects with shapes (``counts``: {"polygon": n, "rle": m},
    engine.sources.class_masks.shape_counts of that image; anything else: nothing known, as
    from an older engine) out of a scan's ``shapes`` (in place). Never below 0.

    A COCO export with a cut-short PNG read "598 objects" and, on the next line, "599
    objects have shapes": the objects of the image the run skips were taken out of the
    one count and not the other."""
    if not isinstance(counts, dict):
        return
    for kind, n in counts.items():
        if isinstance(shapes.get(kind), int) and isinstance(n, int):
            shapes[kind] = max(0, shapes[kind] - n)


def take_out_crowds(notices: list, coded: dict | None, counts: object) -> None:
    """Take one skipped image's crowd regions (``counts``' "crowd": a scan drawing class
    masks from shapes, engine.commands.scan_cli's per-image counts) out of the scan's
    notice that counts them (ann.seg_crowd), in ``notices`` (in place; gone at 0), and
    keep its code in ``coded`` (the window's {sentence: (code, params)}; None: none kept).
    A COCO export with a cut-short PNG said "12 crowd regions are marked 255" of class
    masks that held 11."""
    n = counts.get("crowd") if isinstance(counts, dict) else None
    if not isinstance(n, int) or isinstance(n, bool) or n <= 0:
        return
    # (imported when needed: engine.reason_codes is light, and the window's too)
    from engine.reason_codes import describe, render
    for i, sentence in enumerate(notices):
        code, params = describe(str(sentence))
        if code != "ann.seg_crowd":
            continue
        try:
            left = int(str(params.get("n", "")).replace(",", "")) - n
        except ValueError:
            return
        if left <= 0:
            del notices[i]
            return
        params = {**params, "n": f"{left:,}"}
        notices[i] = render(code, params)
        if coded is not None:
            coded[notices[i]] = (code, params)
        return
