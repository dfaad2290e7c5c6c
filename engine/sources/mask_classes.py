"""The classes a class mask holds (engine.sources.masks reads it): images per class, the
scan's counts of a segmentation source (what the window's class table shows), and a colour
mask's classes by labelmap.txt's colours, with the run's and the scan's sentences for the
values that are no class and the colours no class has: which ones, in a short list
("3, 7 and 12", "20 to 40": a range only of values that are one), and what to do (add
classes for them, or repaint those pixels; for many, save the mask without smoothing).
They said only the first value or colour, no fix, and "0..0" of a names list of one class.
"""

from __future__ import annotations

import os

from engine.reason_codes import render

#: Values or colours named in a sentence; "…" after them when there are more.
LISTED = 5
#: More stray values or colours than this in one mask: it looks smoothed (anti-aliased
#: edges, or JPEG's), and its sentence says how to save it (ann.mask_smoothed): it listed
#: five values, "…" and "add classes", for a mask no class list could fit.
SMOOTHED = 8


def images_per_class(labels: list[str], held: dict[str, frozenset[int]]) -> dict[str, int]:
    """{class: images whose mask holds it} of every class of ``labels`` (in value order; 0
    for a class no mask holds), from read_masks' values: what the scan's
    objects_per_class means for masks (for boxes it counts objects). 255 is "ignore"."""
    kinds: dict[frozenset[int], int] = {}
    for values in held.values():
        kinds[values] = kinds.get(values, 0) + 1
    counts = [0] * len(labels)
    for values, n in kinds.items():
        for v in values:
            if 0 <= v < len(labels) and v != 255:
                counts[v] += n
    return dict(zip(labels, counts, strict=True))


def classes_held(labels: list[str], values) -> dict[str, int]:
    """{class: 1} of each class of ``labels`` that a mask holding ``values`` holds: what its
    image adds to images_per_class (the window takes it out again when it finds the image
    broken)."""
    return {labels[v]: 1 for v in sorted(values) if 0 <= v < len(labels) and v != 255}


def colour_index(colours: tuple[tuple[int, int, int], ...]) -> dict[int, int]:
    """{0xRRGGBB: class index} of labelmap.txt's ``colours`` (the first class of a colour
    named twice; a class without a readable colour has none)."""
    index_of: dict[int, int] = {}
    for i, (r, g, b) in enumerate(colours[:256]):
        if r >= 0:
            index_of.setdefault((r << 16) | (g << 8) | b, i)
    return index_of


def colour_problem(unknown: list[int], mask_path: str = "") -> str:
    """Why the run refuses the colour mask at ``mask_path`` holding the colours 0xRRGGBB
    ``unknown`` (sorted), which labelmap.txt gives to no class."""
    shown = [f"({v >> 16},{(v >> 8) & 255},{v & 255})" for v in unknown[:LISTED]]
    return _smoothed("ann.mask_colours", {
        "mask": shown_mask(mask_path), "n": f"{len(unknown):,}",
        "colours": listed(shown, len(unknown) > LISTED)}, len(unknown))


def value_problem(values: set[int], classes: int, mask_path: str = "") -> str | None:
    """Why the run (engine.sources.annotated) refuses the mask at ``mask_path`` holding
    ``values`` when the class names list has ``classes`` classes (0: numbered by the masks'
    values, any of 0..255 is a class), in its sentence; None when it takes it."""
    if any(v < 0 or v > 255 for v in values):
        return ("mask has class values outside 0..255; store classes 0..255 in a grey or "
                "palette PNG")
    bad = sorted(v for v in values if v >= classes and v != 255) if classes else []
    if not bad:
        return None
    # (a list of two classes has "classes 0 and 1", not "0 to 1")
    code = {1: "ann.mask_values_one", 2: "ann.mask_values_two"}.get(classes, "ann.mask_values")
    return _smoothed(code, {
        "mask": shown_mask(mask_path), "n": f"{len(bad):,}",
        "values": values_text(bad), "last": str(classes - 1),
        "top": str(bad[-1])}, len(bad))


#: Pixels of a mask counted at a time: np.bincount counts in 8-byte integers, so a whole
#: 24 MP mask took 192 MB at once (twice a worker's memory estimate for its image).
BAND_PIXELS = 1 << 20


def _rows(arr) -> int:
    return max(1, BAND_PIXELS // max(1, arr.shape[1]))


def held(arr) -> set[int]:
    """The values the 2-D uint8 mask ``arr`` holds, counted a band of rows at a time
    (BAND_PIXELS): within a worker's memory estimate for a large mask."""
    import numpy as np
    count = np.zeros(256, np.int64)
    for top in range(0, arr.shape[0], _rows(arr)):
        count += np.bincount(arr[top:top + _rows(arr)].ravel(), minlength=256)
    return {int(v) for v in np.flatnonzero(count)}


def smoothed_problem(arr, values, mask_path: str = "") -> str | None:
    """Why the run refuses the class mask ``arr`` (2-D uint8) holding ``values`` when it
    looks smoothed (anti-aliased, or saved as JPEG): more than SMOOTHED of its values, and
    most of them (255 aside), lie only along edges, no pixel of theirs having all four
    neighbours of its own value, as the values a soft edge blends from two classes do. A
    class is an area; numbered by the masks' values (no class names file), a smoothed
    0/255 mask made 255 classes of which most were edge shades. None when it looks drawn
    with one value a class."""
    shades = sorted(v for v in values if v != 255)
    if len(shades) <= SMOOTHED + 1 or arr.ndim != 2 or min(arr.shape) < 3:
        return None
    import numpy as np
    solid = np.zeros(256, np.int64)
    for top in range(1, arr.shape[0] - 1, _rows(arr)):   # (a band at a time: see held)
        band = arr[top - 1:min(top + _rows(arr), arr.shape[0] - 1) + 1]
        c = band[1:-1, 1:-1]
        inner = ((c == band[:-2, 1:-1]) & (c == band[2:, 1:-1]) & (c == band[1:-1, :-2])
                 & (c == band[1:-1, 2:]))
        solid += np.bincount(c[inner], minlength=256)
    edges = [v for v in shades if not solid[v]]
    if len(edges) <= SMOOTHED or 2 * len(edges) <= len(shades):
        return None
    return render("ann.mask_smoothed_edges", {
        "mask": shown_mask(mask_path), "n": f"{len(edges):,}",
        "values": values_text(edges)})


def _smoothed(code: str, params: dict, stray: int) -> str:
    """The sentence (code, params) of a mask with ``stray`` values or colours that are no
    class; with more than SMOOTHED, followed by how to save a mask that is not smoothed."""
    if stray > SMOOTHED:
        return render("ann.mask_smoothed", {"sentence": {"code": code, "params": params}})
    return render(code, params)


def value_runs(values: list[int]) -> list[tuple[int, int]]:
    """The sorted ``values`` as (first, last) runs of consecutive ones; a run of two is two
    values ("3 and 4", not "3 to 4")."""
    runs: list[tuple[int, int]] = []
    for v in values:
        if runs and v == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], v)
        else:
            runs.append((v, v))
    out: list[tuple[int, int]] = []
    for a, b in runs:
        out += [(a, a), (b, b)] if b == a + 1 else [(a, b)]
    return out


def values_text(values: list[int]) -> str:
    """The sorted ``values`` as a sentence lists them: "1 to 3, 5 and 9", the first LISTED
    runs (:func:`value_runs`) then "…"."""
    runs = value_runs(values)
    return listed([str(a) if a == b else f"{a} to {b}" for a, b in runs[:LISTED]],
                  len(runs) > LISTED)


def listed(items: list[str], more: bool) -> str:
    """"a, b and c"; "a, b, c, …" when there are ``more``."""
    if more:
        return ", ".join(items) + ", …"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def shown_mask(mask_path: str) -> str:
    """The mask as a sentence names it: its folder and name ("masks/a.png"), as the size
    check does (engine.sources.masks.size_problem)."""
    return "/".join((os.path.basename(os.path.dirname(mask_path)),
                     os.path.basename(mask_path))).lstrip("/")


def float_problem(mask_path: str) -> str:
    """Why the run refuses the 32-bit float mask at ``mask_path`` (ImageJ's and Fiji's
    label images can be): it was said "a colour image (F)", which it is not."""
    return render("ann.mask_float", {"mask": shown_mask(mask_path)})


def colour_classes(mi, colours: tuple[tuple[int, int, int], ...], mask_path: str = ""
                   ) -> tuple[str | None, set[int]]:
    """(None, the classes whose colours the colour mask ``mi`` (at ``mask_path``) holds), or
    (why the run refuses it, set()): its colours that no class has, as the run names them."""
    index_of = colour_index(colours)
    rgb = mi.convert("RGB")
    found = rgb.getcolors(max(1, len(index_of)))   # None: more colours than classes
    if found is None:
        import numpy as np
        a = np.asarray(rgb).astype(np.uint32)
        packed = np.unique((a[..., 0] << 16) | (a[..., 1] << 8) | a[..., 2]).tolist()
    else:
        packed = sorted((r << 16) | (g << 8) | b for _n, (r, g, b) in found)
    unknown = [v for v in packed if v not in index_of]
    if unknown:
        return colour_problem(unknown, mask_path), set()
    return None, {index_of[v] for v in packed}


def grey_of(mi, data: bytes):
    """The grey ("L") image an RGB or RGBA mask ``mi`` (opened from ``data``) is when its
    three channels are equal (and it is opaque), or an opaque grey+alpha ("LA") one is: a
    grey class mask saved in colour (OpenCV's imwrite of a 3-channel array, a paint
    program's "RGB" save) was refused as "a RGB colour image", every mask of a lab's
    dataset. None for any other mask. Raises what decoding its pixels raises: a damaged
    mask is said damaged (masks.decode_problem), as any is; it was "a RGB colour image".
    Only for a source whose masks none is in true colours (grey_source)."""
    if mi.mode not in ("RGB", "RGBA", "LA"):   # (LA: grey with an alpha, opaque)
        return None
    import numpy as np
    from PIL import Image

    from engine.codecs import png_check
    png_check.load(mi, data)   # (checked as any mask's pixels are)
    arr = np.asarray(mi)
    grey = arr[..., 0]
    if mi.mode == "LA":
        return Image.fromarray(np.ascontiguousarray(grey), "L") \
            if (arr[..., 1] == 255).all() else None
    if not (_equal(arr) and (mi.mode == "RGB" or (arr[..., 3] == 255).all())):
        return None
    return Image.fromarray(np.ascontiguousarray(grey), "L")


def _equal(arr) -> bool:
    """Whether the RGB(A) pixels ``arr`` have their three colour channels equal."""
    return bool((arr[..., 1] == arr[..., 0]).all() and (arr[..., 2] == arr[..., 0]).all())


def true_colour(mask_path: str, max_pixels: int) -> bool:
    """Whether the mask at ``mask_path`` is in true colours: RGB or RGBA, its channels
    unequal somewhere. A PNG of another colour type is known from its header alone; a
    mask that cannot be read or decoded is not (its own sentence costs its image)."""
    from engine.codecs import imaging, png_check
    from engine.sources import reading
    try:
        f, _ = reading.open_regular(mask_path)
        with f:
            head = f.read(26)
            if head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR" \
                    and len(head) == 26 and head[25] not in (2, 6):   # (not RGB, RGBA)
                return False
            data = head + f.read()
        mi, _ = imaging.open_image(data, max_pixels)
        with mi:
            if mi.mode not in ("RGB", "RGBA"):
                return False
            png_check.load(mi, data)
            import numpy as np
            return not _equal(np.asarray(mi))
    except Exception:  # noqa: BLE001 - damaged: refused for that, by the scan and the run
        return False


def grey_source(mask_paths: list[str], max_pixels: int, tick=None) -> bool:
    """Whether the masks at ``mask_paths``, a source's without labelmap.txt, are read as
    grey where saved in colour with equal channels (grey_of): when none is in true colours
    (true_colour). One in colours makes them a colour-coded dataset: its masks that happen
    to hold only greys (all black: background alone; black, grey, white classes) are
    colour masks too, refused as the others are (add labelmap.txt); they were read as
    class values (grey 128, class 128), and the rest refused. ``tick(masks read)`` as
    engine.sources.masks.read_masks calls it."""
    return not any(coloured for _, coloured in in_threads(
        mask_paths, lambda p: true_colour(p, max_pixels), tick, "mask-colour"))


#: Threads that read masks at once (at most one a core).
MASK_THREADS = 4
#: Masks read between two progress reports (each may cancel the scan) while the classes
#: are found (a 512x512 mask costs about 2.5 ms).
MASKS_PER_TICK = 40


def in_threads(items: list, read, tick=None, name: str = "mask"):
    """(item, read(item)) of each of ``items`` in order, read MASKS_PER_TICK at a time by
    up to MASK_THREADS threads (Pillow decodes without the GIL: threads read masks side by
    side; a process pool would cost more to start than a few hundred masks take);
    ``tick(items read so far)`` before each group (the scan's progress: it may cancel).
    Stopped early (a caller that has its answer), no further group is read."""
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(max(1, min(MASK_THREADS, os.cpu_count() or 1)),
                            thread_name_prefix=name) as pool:
        for start in range(0, len(items), MASKS_PER_TICK):
            if tick is not None:
                tick(start)
            chunk = items[start:start + MASKS_PER_TICK]
            yield from zip(chunk, pool.map(read, chunk), strict=True)


def grey_saved(b, max_pixels: int) -> None:
    """Sets Annotation.grey_rgb of every image of the masks source being built (``b``, an
    annotation_builder.Builder) by grey_source: the scan's one decision, which the run's
    workers (local or on a cluster) and `engine scan --list` follow mask by mask."""
    from dataclasses import replace
    grey = grey_source([s.ann.mask_path for s in b.samples], max_pixels,
                       lambda _read: b.tick())
    for i, s in enumerate(b.samples):
        b.samples[i] = replace(s, ann=replace(s.ann, grey_rgb=grey))
