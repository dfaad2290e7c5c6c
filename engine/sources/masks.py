"""Semantic segmentation: a folder of images beside a folder of masks with the same file
stems. A mask is a PNG (or a TIFF as ImageJ/Fiji save them) whose pixel values are class
indices (grey or palette: a palette's indices are the classes, as in VOC's
SegmentationClass; 255 is kept as "ignore").
Class names, index by index, come from a text file (classes.txt, labels.txt,
class_names.txt) in the source or the mask folder, or from CVAT's labelmap.txt
(``name:r,g,b:parts:actions`` per class): CVAT's "Segmentation mask" export paints each
class in its colour, so with a labelmap.txt a colour mask is read by those colours (a
colour it does not name rejects the image). Without either, the classes are the mask
values 0..the highest (255, "ignore", aside), named by their numbers as Model Garden's
num_classes and TFDS's LabeledImage count them, read from every mask the run would take
and said in a notice (with how 255 is read, when a mask holds it).

An image without a mask cannot be a segmentation example and is listed in rejected.csv; a mask
without an image too. A mask whose size differs from its image, or a colour mask (a grey one
saved as RGB, its channels equal, is read as grey, unless a mask of the source is in true
colours: mask_classes.grey_source), is rejected when the worker reads it; `engine scan --list`
finds both before (read_masks) by the same rules (size_problem, mode_problem), a mask that
cannot be read or decoded, in the same sentence (unreadable, decode_problem), and a mask
holding a value that is no class (mask_classes.value_problem): the mask decoded once, about 1
ms a 512x512 mask. That one reading also says which classes each mask holds (read_masks): the
scan's images per class and the class table's counts (a colour mask's by its colours; a colour
labelmap.txt does not name rejects its image there too, as the run does)."""

from __future__ import annotations

import os

from engine.reason_codes import render
from engine.regular_files import file_there
from engine.sources import mask_classes, mask_lists, scan_memo
from engine.sources.annotation_builder import Builder
from engine.sources.annotation_files import IMAGE_EXTS, MASK_EXTS, nfc
from engine.sources.geometry import pictures
from engine.sources.label_text import text_or_refusal
from engine.sources.model import TASK_SEGMENTATION, Annotation
from engine.sources.names import name_list

IMAGE_DIRS = ("images", "image", "imgs", "JPEGImages")
MASK_DIRS = ("masks", "mask", "SegmentationClass", "labels", "annotations", "gt",
             "ground_truth")
NAME_FILES = ("classes.txt", "labels.txt", "class_names.txt")


def _pick(source: str, names) -> str | None:
    found = next((p for n in names if os.path.isdir(p := os.path.join(source, n))), None)
    return found and scan_memo.spelled_below(source, found)   # (Images/ named so)


def _folders(source: str) -> tuple[str, str] | None:
    if not os.path.isdir(source):
        return None
    images, masks = _pick(source, IMAGE_DIRS), _pick(source, MASK_DIRS)
    if not images or not masks:
        return None
    try:   # (listed once a scan: recognised, then scanned, its listing passed on)
        if not any(n.lower().endswith(MASK_EXTS) for n in scan_memo.names(masks)):
            return None
    except OSError:
        return None
    return images, masks


def recognise(source: str) -> bool:
    return _folders(source) is not None


def mask_folder(source: str) -> str | None:
    """The masks folder of the mask source ``source``; None when it is none."""
    found = _folders(source)
    return found[1] if found else None


LABELMAP = "labelmap.txt"


def read_labelmap(text: str) -> tuple[list[str], list[tuple[int, int, int]]]:
    """Names and colours of CVAT's / Datumaro's labelmap.txt (its text), in class-index
    order. A line is ``name:r,g,b:parts:actions``; ``#`` starts a comment. A class without
    a readable colour gets (-1, -1, -1), which no pixel has."""
    names: list[str] = []
    colours: list[tuple[int, int, int]] = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        name, _, rest = line.partition(":")
        rgb = rest.split(":", 1)[0].split(",")
        try:
            r, g, b = (int(v) for v in rgb)
        except ValueError:
            r = g = b = -1
        names.append(name.strip())
        colours.append((r, g, b))
    return names, colours


def _class_names(source: str, masks: str, b: Builder
                 ) -> tuple[list[str] | None, tuple[tuple[int, int, int], ...]]:
    """(names, colours): colours only from a labelmap.txt, which is preferred when there."""
    for folder in (source, masks):
        p = os.path.join(folder, LABELMAP)
        if file_there(p):
            b.uses(p)
            names, colours = read_labelmap(text_or_refusal(p, LABELMAP, b.reject, b.notices)
                                           or "")
            if names:
                return names, tuple(colours)
    for folder in (source, masks):
        for n in NAME_FILES:
            p = os.path.join(folder, n)
            if file_there(p):
                b.uses(p)
                text = text_or_refusal(p, n, b.reject, b.notices)   # (as a table is read)
                if text is None:   # set aside with why: the classes are numbered
                    return None, ()
                return [ln.strip() for ln in text.splitlines() if ln.strip()], ()
    return None, ()


def scan(source: str, opts: dict, progress, skip_ids):
    found = _folders(source)
    if found is None:  # recognise() saw the folders; they changed since
        from engine.errors import SourceError
        raise SourceError(f"{source}: the image and mask folders are gone; check the folder")
    return scan_folders(source, source, *found, opts, progress)


def scan_folders(source: str, root: str, images: str, masks: str, opts: dict, progress):
    """The scan of ``images`` beside ``masks`` in ``root`` (the source folder, or the VOC
    folder inside it: engine.sources.mask_lists.voc_layout), the images named from
    ``source``; only those ImageSets/Segmentation's lists name when there are lists, with
    the splits they give (a note counts the others)."""
    b = Builder(TASK_SEGMENTATION, "masks", opts, progress)
    names, colours = _class_names(root, masks, b)
    listed = mask_lists.read(root, b)
    unlisted = 0   # (in b.left_out too)
    # [] from a class names file that names none (the last file read so far)
    empty_file = os.path.basename(b.files[-1]) if names == [] else None
    # (stems composed: a Mac's decomposed names were "no mask" for ダ; a.png over a.tif)
    mask_of = {nfc(os.path.splitext(n)[0]): os.path.join(masks, n)
               for n in sorted(scan_memo.names(masks),
                               key=lambda n: (n.lower().endswith(".png"), n))
               if n.lower().endswith(MASK_EXTS)}
    used: set[str] = set()
    maskless: list[str] = []
    # (a file by its listing: a stat of each image beside the Builder's was one too many)
    for n, _, is_file in sorted(scan_memo.entries(images)):
        path = os.path.join(images, n)
        if not n.lower().endswith(IMAGE_EXTS) or not is_file:
            continue
        stem = os.path.splitext(n)[0]
        key = nfc(stem)   # (as mask_of's and the lists' names)
        if listed is not None and key not in listed:
            unlisted += 1
            b.left_out.add(path)
            continue
        rel = os.path.relpath(path, source).replace(os.sep, "/")
        found = mask_lists.found(masks, stem, key, mask_of)   # (key, or what the disk finds)
        mask = mask_of.get(found)
        if mask is None:
            # (what is looked for, MASK_EXTS: "has no a.png" beside a.tif sent people astray)
            b.reject(path, render("ann.no_mask", {"folder": os.path.basename(masks),
                                                  "name": stem}))
            maskless.append(key)
            continue
        used.add(found)
        b.add(path, rel, Annotation(TASK_SEGMENTATION, mask_path=mask,
                                    classes=len(names or ()), colours=colours,
                                    source_id=stem), listed.get(key) if listed else None)
    b.notices += mask_lists.renamed_notice(mask_of, used, maskless)
    if unlisted:
        b.notices.append(mask_lists.unlisted_notice(unlisted, images, root))
    for stem, mask in mask_of.items():
        if stem not in used and (listed is None or stem in listed):
            b.reject(mask, f"mask without an image: {os.path.basename(images)}/ has no image "
                           f"named {stem}")
    refused, held = None, None
    from engine.config import DEFAULT_MAX_PIXELS
    max_pixels = int(opts.get("max_pixels") or DEFAULT_MAX_PIXELS)
    if not colours:   # grey masks saved in colour: grey, unless a mask is in colours
        mask_classes.grey_saved(b, max_pixels)
    if not names:   # numbered by the values the masks hold (a notice says so)
        names, refused, held = _numbered(b, max_pixels, empty_file)
    for n in names:
        b.label(n)
    r = b.result()
    # images per class: known once every mask is read (here, or by `engine scan --list`)
    r.annotations["objects_per_class"] = \
        mask_classes.images_per_class(r.labels, held) if held is not None else {}
    r.mask_problems = refused   # read here once: `engine scan` does not read them again
    r.mask_classes = held
    return r


def read_masks(samples, max_pixels: int, tick=None
               ) -> tuple[list[tuple[str, str]], dict[str, frozenset[int]]]:
    """([image path, why] of each image of ``samples`` whose mask the run would refuse
    (as it refuses it), {image path: the class values its mask holds} of the others): each
    mask opened and decoded once, by its image's own class count (ann.classes; 0: numbered,
    any value is a class) and colours. ``tick(masks read so far)`` every mask_classes.MASKS_PER_TICK
    masks (the run's progress callback raises Cancelled on Cancel there). The sets are
    shared between masks that hold the same classes: a million masks hold a few dozen
    kinds."""
    refused: list[tuple[str, str]] = []
    held: dict[str, frozenset[int]] = {}
    kinds: dict[frozenset[int], frozenset[int]] = {}

    def one(s) -> tuple[str | None, set[int]]:
        return _read(s.path, s.ann.mask_path, s.ann.colours, max_pixels, s.ann.classes,
                     getattr(s.ann, "grey_rgb", False))

    for s, (why, values) in mask_classes.in_threads(samples, one, tick, "mask-read"):
        if why:
            refused.append((s.path, why))
        else:
            key = frozenset(values)
            held[s.path] = kinds.setdefault(key, key)
    return refused, held


def _numbered(b: Builder, max_pixels: int, empty_file: str | None
              ) -> tuple[list[str], list[tuple[str, str]], dict[str, frozenset[int]]]:
    """(class names "0".."N" for the highest class value N the masks of ``b``'s images hold
    (255, "ignore", aside; a mask the run would refuse is not looked into), [image path,
    why] of each image whose mask the run would refuse, and {image path: the values its
    mask holds} of the others: read_masks'): the
    names are what Model Garden's num_classes and TFDS's LabeledImage count, so that the
    manifest, labels.txt and the window agree. Every mask is read, once (a rare class held
    by one mask is a class), reporting progress every MASKS_PER_TICK of them; every
    image's Annotation gets that number of classes. A notice says how the classes were
    found (``empty_file``: a class names file that names none), another how 255 is read
    when a mask holds it."""
    from dataclasses import replace
    refused, values = read_masks(b.samples, max_pixels, lambda _read: b.tick())
    held: set[int] = set().union(*set(values.values()))
    top = max(held - {255}, default=-1)
    if top < 0:   # no mask could be read, or they hold only "ignore"
        return [], refused, values
    names = [str(v) for v in range(top + 1)]
    for i, s in enumerate(b.samples):
        b.samples[i] = replace(s, ann=replace(s.ann, classes=len(names)))
    # "only 0", "0 and 1", "0 to 5": a range of one or two read "0 to 0", "0 to 1"
    code = ("ann.mask_numbered_empty" if empty_file else "ann.mask_numbered") + \
        {0: "_one", 1: "_two"}.get(top, "")
    b.notices.append(render(code, {"file": empty_file, "last": str(top),
                                   "names": name_list(names, 10)}))
    if held == {0, 255}:
        b.notices.append('The masks hold only 0 and 255, and 255 is read as "ignore" '
                         "(pixels left out of training), not as a class: the objects they "
                         "mark are ignored, and the one class is 0, the background. To "
                         "train on the objects, save the masks with 1 for them (0 stays the "
                         "background); a classes.txt does not change how 255 is read")
    elif 255 in held:
        b.notices.append('Some masks hold 255, which is read as "ignore" (pixels left out '
                         "of training), not as a class")
    return names, refused, values


def _held(mi, colours: tuple[tuple[int, int, int], ...] = (), mask_path: str = ""
          ) -> tuple[str | None, set[int]]:
    """(None, the values the opened mask ``mi`` holds (255, "ignore", among them; values
    beyond 0..255 of a 16- or 32-bit mask too, which mask_classes.value_problem refuses));
    of a colour mask, the classes its colours are (``colours``: labelmap.txt's), or (why the run
    refuses it: a colour no class has, or a grey or palette mask that looks smoothed,
    set()). Raises what decoding its pixels raises (decode_problem says it)."""
    if mi.mode in COLOUR_MODES and colours:
        from engine.sources.mask_classes import colour_classes
        return colour_classes(mi, colours, mask_path)
    if mi.mode not in INDEX_MODES:
        return None, set()
    held = _index_held(mi)
    if mi.mode in ("P", "L") and len(held) > mask_classes.SMOOTHED + 1:
        import numpy as np
        why = mask_classes.smoothed_problem(np.asarray(mi), held, mask_path)
        if why:   # (the run's sentence: engine.sources.annotated)
            return why, set()
    return None, held


def _index_held(mi) -> set[int]:
    if mi.mode in ("P", "L"):
        return {v for v, n in enumerate(mi.histogram()[:256]) if n}
    # "1" (read as 0/255, as the run reads it), "I;16*", "I"
    import numpy as np
    arr = np.asarray(mi.convert("L") if mi.mode == "1" else mi)
    return {int(v) for v in np.unique(arr)}


def decode_problem(mask_path: str, e: BaseException) -> str:
    """Why the run skips an image whose mask's pixels raise ``e`` when decoded, in its
    sentence (engine.sources.annotated: unreadable; else engine.errors.failure_reason,
    the worker's)."""
    from engine.errors import ImageError, failure_reason
    if isinstance(e, (ImageError, OSError)):
        return unreadable(mask_path, e)
    return failure_reason(e)


#: Mask modes whose pixel values are class indices.
INDEX_MODES = ("P", "L", "1", "I;16", "I;16B", "I;16L", "I;16N", "I")   # (I;16B: ImageJ's TIFFs)


def size_problem(mask_size: tuple[int, int], w: int, h: int, orientation: int,
                 mask_path: str = "") -> str | None:
    """Why a mask of ``mask_size`` cannot label a w x h file (its EXIF ``orientation`` may
    turn it: then a mask drawn on the turned picture fits too); None when it fits. The
    mask at ``mask_path`` is named as the file to fix (its folder and name): the problem
    is listed under its image, and "mask is 160x120" did not say which file was wrong."""
    if mask_size in pictures(w, h, orientation):
        return None
    if mask_path:
        shown = "/".join((os.path.basename(os.path.dirname(mask_path)),
                          os.path.basename(mask_path))).lstrip("/")
        return (f"the mask {shown} is {mask_size[0]}x{mask_size[1]}, but its image is {w}x{h}: "
                "they must be the same size; fix the mask")
    return (f"mask is {mask_size[0]}x{mask_size[1]}, its image is {w}x{h}: they must be the "
            "same size")


#: Colour mask modes read by a labelmap.txt's colours.
COLOUR_MODES = ("RGB", "RGBA")


def mode_problem(mode: str, coloured: bool, mask_path: str) -> str | None:
    """Why a mask of Pillow ``mode`` cannot hold class indices (or, when the classes have
    colours, ``coloured``, class colours); None when it can. The mask at ``mask_path`` is
    named as the file to fix, as size_problem names it: the problem is listed under its
    image, and "mask is a RGB colour image" beside images/a.png did not say which file."""
    if mode in INDEX_MODES or (coloured and mode in COLOUR_MODES):
        return None
    if mode == "F":   # (ImageJ's 32-bit label images: no colour; "a colour image (F)")
        return mask_classes.float_problem(mask_path)
    return render("ann.mask_colour_named", {"mask": mask_classes.shown_mask(mask_path),
                                            "mode": mode})


def unreadable(mask_path: str, e: Exception) -> str:
    """Why a mask that cannot be opened costs its image (``e``: the ImageError or OSError
    opening it raised): the one sentence of the run and of the scan."""
    from engine.errors import ImageError
    detail = e if isinstance(e, ImageError) else (getattr(e, "strerror", None) or e)
    return f"cannot read the mask {mask_path}: {detail}"


def _read(image_path: str, mask_path: str, colours: tuple[tuple[int, int, int], ...],
          max_pixels: int, classes: int = 0, grey: bool = False
          ) -> tuple[str | None, set[int]]:
    """(why the run would refuse this pair, None when it takes it; the values the mask
    holds when it has no problem (:func:`_held`), else none). The image is read from its
    header only; the mask is opened as the run opens it (never a FIFO or a device, which
    would block: engine.sources.reading.open_regular). An image that cannot be opened is
    not its mask's problem (the window's own check of every listed image says why, as the
    run does for any image): then the mask is not held against it, and the values of a
    mask without a problem still count. A mask that cannot be opened is the run's reason
    for its image ("cannot read the mask …"): nothing else looks at masks before Start,
    so without it the scan counted that image as converted and the run skipped it."""
    from engine.sources.declared_size import picture
    # None: an unreadable image (or one above --max-pixels), which the window's check says
    pic = picture(image_path, max_pixels)
    why, held = _mask_read(mask_path, pic, colours or (), max_pixels, classes, grey)
    return (why if pic else None), held


def _mask_read(mask_path: str, pic: tuple[int, int, int] | None,
               colours: tuple[tuple[int, int, int], ...], max_pixels: int, classes: int,
               grey: bool = False) -> tuple[str | None, set[int]]:
    """(why the run refuses the mask at ``mask_path`` for an image of ``pic``, (width,
    height, EXIF orientation), when known; the values it holds when it has no problem,
    else none), the mask opened and decoded once; ``grey``: Annotation.grey_rgb."""
    from engine.codecs import imaging, png_check
    from engine.errors import ImageError
    from engine.sources import reading
    try:
        f, _ = reading.open_regular(mask_path)
        with f:
            data = f.read()   # (whole, as the run reads it: png_check.load checks a PNG)
            mi, _ = imaging.open_image(data, max_pixels)
            with mi:   # its size, then its mode: the run's order (engine.sources.annotated)
                why = size_problem(mi.size, *pic, mask_path) if pic else None
                if why:
                    return why, set()
                try:   # (a grey mask saved in colour read as the grey one it is)
                    m = (mask_classes.grey_of(mi, data) if grey and not colours else None) or mi
                    why = mode_problem(m.mode, bool(colours), mask_path) if pic else None
                    if why:
                        return why, set()
                    # decoded as the run decodes it: a PNG's stream checked (its checksum,
                    # its rows: one with too few was read with the rest class 0)
                    png_check.load(mi, data)
                    why, held = _held(m, colours, mask_path)
                except Exception as e:   # noqa: BLE001 - a damaged PNG raises
                    # SyntaxError, EOFError, struct.error, zlib.error...: the run's
                    # reason, never a crash
                    return decode_problem(mask_path, e), set()
                if why:   # a colour no class has
                    return why, set()
    except (ImageError, OSError) as e:   # the run's own sentence
        return unreadable(mask_path, e), set()
    why = mask_classes.value_problem(held, classes, mask_path)
    return why, (set() if why else held)
