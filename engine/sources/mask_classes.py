"""The classes a class mask holds (engine.sources.masks reads it): images per class, the
scan's counts of a segmentation source (what the window's class table shows), and a colour
mask's classes by labelmap.txt's colours, with the run's sentence for a colour no class has.
"""

from __future__ import annotations


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


def colour_problem(packed: int) -> str:
    """Why the run refuses a colour mask holding the colour 0xRRGGBB ``packed``, which
    labelmap.txt gives to no class."""
    return (f"mask has the colour {packed >> 16},{(packed >> 8) & 255},{packed & 255}, "
            "which labelmap.txt gives to no class")


def colour_classes(mi, colours: tuple[tuple[int, int, int], ...]) -> tuple[str | None, set[int]]:
    """(None, the classes whose colours the colour mask ``mi`` holds), or (why the run
    refuses it, set()): its lowest colour that no class has, as the run names it."""
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
        return colour_problem(unknown[0]), set()
    return None, {index_of[v] for v in packed}
