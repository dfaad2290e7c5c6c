"""COCO object detection JSON (``instances_*.json``) with its image folder.

Boxes are [x, y, width, height] in pixels; ``iscrowd``; polygon and RLE segmentations
(kept for --masks). Category ids map to labels 1..N in category-id order (label_map.pbtxt
gives the names). Images are looked up beside the JSON, in ``images/``, in a folder named
after the JSON (``instances_val2017.json`` -> ``val2017/``, CVAT's
``instances_default.json`` -> ``images/default/``) and the same places one folder up; an
image in none of them is looked for by its name below the export's folder, in any
capitals (engine.sources.coco_images).

The layouts labelling tools export are read as they are: COCO's own and CVAT's
(``annotations/instances_<subset>.json``), Label Studio's (``result.json`` beside
``images/``) and Roboflow's (``<split>/_annotations.coco.json`` beside that split's
images; the split is the folder's name). Roboflow also lists the project's name as
category 0, the supercategory of every class, which no box uses: it is left out of the
labels, so that label 1 is the first real class.
"""

from __future__ import annotations

import json
import os
import re

from engine.reason_codes import render
from engine.regular_files import open_input
from engine.sources import coco_images, label_text, scan_memo
from engine.sources.annotation_builder import MASK_DAMAGED, Builder, check_box, sort_labels
from engine.sources.annotation_files import (
    blank,
    ends,
    file_empty,
    missing_path,
    source_empty,
    split_folder,
)
from engine.sources.coco_checks import (
    annotation_label,
    category_problem,
    is_id,
    rle_problem,
    short_polygon,
)
from engine.sources.declared_size import DeclaredSizes, scaled
from engine.sources.model import TASK_DETECTION, Annotation, Obj, Rle
from engine.sources.names import trimmed_notice

_SPLIT = re.compile(r"(train|val|validation|test|dev|eval)", re.I)


def _json_files(source: str) -> list[str]:
    """The COCO files of SOURCE: the file itself, or those in the folder or its
    ``annotations/``; else those one folder down (Roboflow: ``train/_annotations.coco.json``)."""
    if os.path.isfile(source):   # a blank .json chosen as the source: said to be empty
        return [source] if _looks_like_coco(source) or (
            source.lower().endswith(".json") and blank(source)) else []
    found = _coco_in([source, os.path.join(source, "annotations")])
    if not found:   # only split folders: a class folder is never opened for this
        try:
            subs = sorted(os.path.join(source, n) for n in scan_memo.names(source)
                          if split_folder(n))
        except OSError:
            subs = []
        found = _coco_in(subs)
    return found


def _coco_in(folders: list[str]) -> list[str]:
    found = []
    for folder in folders:
        try:   # (the source's listing shared with the other readers: scan_memo)
            names = sorted(scan_memo.names(folder))
        except OSError:
            continue
        for n in names:
            p = os.path.join(folder, n)
            if n.lower().endswith(".json") and os.path.isfile(p) and (
                    _looks_like_coco(p) or _blank_coco(p)):
                found.append(p)
    return found


def _blank_coco(path: str) -> bool:
    """A blank JSON file where a COCO export puts its own: named as COCO's, CVAT's,
    Roboflow's or Label Studio's are, or in annotations/. Read as COCO, it is said to be
    empty; else an export whose JSON is blank was read as class folders ("images" a
    class), and a blank one beside another lost its split without a word."""
    name = os.path.basename(path).lower()
    return (name.startswith("instances_") or name.endswith(".coco.json")
            or name == "result.json"
            or os.path.basename(os.path.dirname(path)) == "annotations") and blank(path)


def _looks_like_coco(path: str) -> bool:
    """A JSON object whose start lists "images" with "file_name"s, or whose end holds
    "annotations"/"categories" (COCO's own files put those last, hundreds of MB in):
    decided from the first and last 64 KiB only."""
    found = ends(path, 65536, 65536)   # (UTF-16, Notepad's "Unicode", read as UTF-8)
    if found is None:
        return False
    head, tail = found
    head = head.removeprefix(b"\xef\xbb\xbf")
    if head.lstrip()[:1] != b"{" or b'"images"' not in head + tail:
        return False
    return b'"file_name"' in head or b'"annotations"' in tail or b'"categories"' in tail


def recognise(source: str) -> bool:
    return bool(_json_files(source))


def _split_of(json_path: str, source: str) -> tuple[str | None, str]:
    """(split, tail): ('val', 'val2017') from instances_val2017.json, (None, 'default') from
    CVAT's instances_default.json; the tail names the JSON's image folder. A JSON that names
    no split takes its folder's name when that folder is a split inside the source
    (Roboflow's valid/_annotations.coco.json -> 'val')."""
    stem = os.path.splitext(os.path.basename(json_path))[0]
    tail = stem.split("_", 1)[1] if "_" in stem else stem
    m = _SPLIT.search(tail)
    if m:
        word = m.group(1).lower()
        return {"validation": "val"}.get(word, word), tail
    here = os.path.dirname(os.path.abspath(json_path))
    if os.path.isdir(source) and os.path.dirname(here) == os.path.abspath(source):
        return split_folder(os.path.basename(here)), tail
    return None, tail


def scan(source: str, opts: dict, progress, skip_ids):
    b = Builder(TASK_DETECTION, "coco", opts, progress)
    sizes = DeclaredSizes(b)   # an image's width and height that are not its file's
    files = _json_files(source)
    multi = len(files) > 1
    # the objects' RLE masks are drawn (--masks, or class masks): one of another size than
    # its image sets the image aside here, as the run would, with the annotation named
    masks_used = b.masks or opts.get("task") == "segmentation"
    categories: dict[int, str] = {}
    parents: dict[int, object] = {}   # category id -> its supercategory
    used: set = set()                 # category ids a box refers to
    for path in files:
        b.uses(path)
        if blank(path):   # "Expecting value" to JSON's parser: said in plain words
            _refuse(b, path, file_empty(os.path.basename(path)), multi,
                    alone=source_empty(path))
            continue
        try:
            with open_input(path) as f:   # (edited in Notepad: its "ANSI", as a table is)
                text, encoding = label_text.decode(f.read(), os.path.basename(path))
            data = json.loads(text)
        except label_text.NotText as e:
            _refuse(b, path, str(e), multi, alone=label_text.not_text(path))
            continue
        except json.JSONDecodeError as e:
            _refuse(b, path, f"malformed JSON at line {e.lineno}, column {e.colno}: {e.msg}",
                    multi)
            continue
        except (OSError, RecursionError, ValueError) as e:
            _refuse(b, path, f"cannot read the JSON: {e}", multi)
            continue
        if not isinstance(data, dict) or not isinstance(data.get("images"), list):
            _refuse(b, path, "not a COCO file: no 'images' list", multi)
            continue
        wrong = [k for k in ("annotations", "categories")
                 if data.get(k) is not None and not isinstance(data[k], list)]
        if wrong:
            _refuse(b, path, f"not a COCO file: '{wrong[0]}' is not a list", multi)
            continue
        if encoding is not None:
            b.notices.append(label_text.encoding_notice(os.path.basename(path), encoding))
        _read_one(b, sizes, path, data, source, categories, multi, masks_used)
        parents.update((c["id"], c.get("supercategory")) for c in data.get("categories") or []
                       if isinstance(c, dict) and isinstance(c.get("id"), int))
        used.update(a.get("category_id") for a in data.get("annotations") or []
                    if isinstance(a, dict) and is_id(a.get("category_id")))
    for c in _project_categories(categories, parents, used):
        del categories[c]
    # Labels 1..N follow category ids (the order COCO tools and label maps use).
    order = [categories[c] for c in sorted(categories)]
    order += sorted(n for n in b.labels if n not in order)
    sort_labels(b, order)
    b.notices += sizes.notices()
    r = b.result()
    # each class's category id (a name given two ids: its first), which the records'
    # labels 1..N are not when the ids are not 1..N: the window says so beside them
    ids: dict[str, int] = {}
    for c in sorted(categories):
        ids.setdefault(categories[c], c)
    r.source_ids = ids
    return r


def _project_categories(categories: dict[int, str], parents: dict[int, object],
                        used: set) -> list[int]:
    """Roboflow's category 0: named after the project, the supercategory of every other
    category, and used by no box. Kept, it would be label 1 of a class that never occurs
    (and every real class one number higher than a model trained on it expects)."""
    out = []
    for cid, name in categories.items():
        others = [c for c in categories if c != cid]
        if cid not in used and others and all(parents.get(c) == name for c in others):
            out.append(cid)
    return out


def _refuse(b: Builder, path: str, reason: str, multi: bool, alone: str = "") -> None:
    """The one way a COCO file that cannot be read is refused: the source's only file
    makes the whole scan fail (SourceError: `alone`, or `reason` with how to fix it); one
    of several is set aside with `reason`, and the others are read."""
    if not multi:
        from engine.errors import SourceError
        raise SourceError(alone or render("source.annotation_file_bad",
                                          {"path": path, "sentence": reason}))
    b.reject(path, reason)


def _read_one(b: Builder, sizes: DeclaredSizes, path: str, data: dict, source: str,
              categories: dict[int, str], multi: bool, masks_used: bool) -> None:
    json_name = os.path.basename(path)
    split, tail = _split_of(path, source)
    split = split if multi else None
    folders = coco_images.folders(path, source, tail)
    # what the images are named from (asked once: a stat an image, a round trip on a share)
    names_from = source if os.path.isdir(source) else os.path.dirname(path)
    cats = [c for c in data.get("categories") or []
            if isinstance(c, dict) and isinstance(c.get("id"), int)]
    trimmed = trimmed_notice(json_name, [str(c.get("name", c["id"])) for c in cats])
    if trimmed:   # (TFDS strips its names file's names: " cat" was "cat" there)
        b.notices.append(trimmed)
    for c in cats:
        name = str(c.get("name", c["id"])).strip() or str(c["id"])
        if c["id"] not in categories:
            categories[c["id"]] = name
        elif categories[c["id"]] != name:   # (merged exports: its boxes said nothing)
            b.notices.append(render("ann.coco_category_twice", {
                "file": json_name, "id": str(c["id"]), "first": categories[c["id"]],
                "name": name}))
    entries: list[dict] = []
    seen_ids: dict = {}
    for im in data["images"]:
        if not (isinstance(im, dict) and is_id(im.get("id"))
                and isinstance(im.get("file_name"), str)):
            b.reject(path, f"{json_name}: an 'images' entry without id or file_name: "
                           f"{str(im)[:80]}")
            continue
        entries.append(im)
        seen_ids[im["id"]] = seen_ids.get(im["id"], 0) + 1
    dup = {i for i, n in seen_ids.items() if n > 1}
    images = {im["id"]: im for im in entries}
    per_image: dict = {}
    labels: dict[int, str] = {}   # id(a): how an annotation is named (annotation_label)

    def label(a: dict) -> str:
        return labels[id(a)]

    for n, a in enumerate(data.get("annotations") or [], 1):
        if not isinstance(a, dict):
            continue
        labels[id(a)] = annotation_label(a, n)
        if a.get("image_id") is None:   # (it read "refers to image id None")
            b.drop(path, f"{json_name} annotation {label(a)}",
                   render("ann.coco_no_image_id", {}))
            continue
        if not is_id(a.get("image_id")):
            b.drop(path, f"{json_name} annotation {label(a)}",
                   f"refers to image id {a.get('image_id')!r}, which is not in 'images'")
            continue
        per_image.setdefault(a.get("image_id"), []).append(a)
    for image_id in per_image:
        if image_id not in images and image_id not in dup:
            for a in per_image[image_id]:
                b.drop(path, f"{json_name} annotation {label(a)}",
                       f"refers to image id {image_id!r}, which is not in 'images'")
    # (file_name, the file found below) for a notice; where a missing image is looked for
    located, searched, missing_in = coco_images.locate(
        entries, folders, coco_images.search_below(path, source), dup)
    for im, found in zip(entries, located, strict=True):
        image_id, file_name = im["id"], im["file_name"]
        where = found or missing_path(file_name, missing_in, os.path.dirname(path))
        if image_id in dup:
            b.reject(where, f"duplicate image id {image_id} in {json_name}: its "
                              "annotations cannot be told apart; fix the JSON")
            continue
        if found is None:
            b.reject(where, render("ann.coco_image_missing",
                                   {"file": json_name, "name": repr(file_name)}))
            continue
        declared = _size(im)
        placed = sizes.place(found, declared, json_name, file_name,
                             annotated=bool(per_image.get(image_id)))
        if placed is None:   # of another shape: set aside with why
            continue
        size, scale = placed
        anns = per_image.get(image_id, [])
        # an unknown category or an RLE mask not of the image's size sets the image aside
        # before any of its objects is read: the objects read before it were counted as
        # left out of an image the run skips
        why = category_problem(json_name, anns, categories, label) or (
            rle_problem(json_name, file_name, found, anns, declared, b.max_pixels, label)
            if masks_used else None)
        if why is not None:
            b.reject(found, why)
            continue
        objs = []
        for a in anns:
            what = f"{json_name} annotation {label(a)}"
            o = _obj(b, found, what, a, categories[a["category_id"]], declared)
            if o is not None:
                objs.append(scaled(o, scale))
        name = os.path.relpath(found, names_from).replace(os.sep, "/")
        b.add(found, name, Annotation(TASK_DETECTION, tuple(objs), size=size,
                                      source_id=str(image_id)), split)
    b.notices += coco_images.found_notices(
        json_name, searched, names_from)


def _size(im: dict) -> tuple[int, int] | None:
    w, h = im.get("width"), im.get("height")
    if isinstance(w, int) and isinstance(h, int) and w > 0 and h > 0:
        return w, h
    return None


def _obj(b: Builder, path: str, what: str, a: dict, name: str, size) -> Obj | None:
    bbox = a.get("bbox")
    if not (isinstance(bbox, list) and len(bbox) == 4
            and all(isinstance(v, (int, float)) for v in bbox)):
        b.drop(path, what, "box is missing or not four numbers [x, y, width, height]", name)
        return None
    x, y, w, h = (float(v) for v in bbox)
    box = check_box(b, path, what, (x, y, x + w, y + h), size, cls=name)
    if box is None:
        return None
    try:
        polygons, rle = segmentation_of(a.get("segmentation"))
    except (TypeError, ValueError, OverflowError, IndexError):   # IndexError: cut-off RLE
        b.drop(path, what, MASK_DAMAGED, name)
        return None
    if short_polygon(a.get("segmentation")):   # (noted; the object is kept, with its box)
        b.drop(path, what, render("ann.coco_short_polygon", {}), name)
    return Obj(*box, label=b.label(name), text=name, is_crowd=int(bool(a.get("iscrowd"))),
               polygons=polygons, rle=rle, where=what)


def segmentation_of(seg) -> tuple[tuple, Rle | None]:
    """COCO's polygons or RLE; ValueError (or TypeError) when they are not numbers, or the
    RLE's runs are not whole numbers from 0 to the picture's size."""
    if isinstance(seg, list):
        polys = tuple(tuple(float(v) for v in p) for p in seg
                      if isinstance(p, list) and len(p) >= 6)
        if any(v != v or abs(v) == float("inf") for p in polys for v in p):
            raise ValueError("not a number")
        return polys, None
    if isinstance(seg, dict) and isinstance(seg.get("size"), list) and len(seg["size"]) == 2:
        h, w = (_count(v, 1 << 31) for v in seg["size"])
        counts = seg.get("counts")
        if isinstance(counts, str):
            counts = decode_compressed_rle(counts)
        if isinstance(counts, list):
            return (), Rle(h, w, tuple(_count(c, h * w) for c in counts))
    return (), None


def _count(v, most: int) -> int:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or v != int(v) \
            or not 0 <= v <= most:
        raise ValueError(f"not a count: {v!r}")
    return int(v)


def decode_compressed_rle(s: str) -> list[int]:
    """COCO's compressed RLE string (pycocotools rleFrString) to run lengths."""
    counts: list[int] = []
    p = 0
    data = s.encode("ascii")
    while p < len(data):
        x, k, more = 0, 0, True
        while more:
            c = data[p] - 48
            x |= (c & 0x1F) << (5 * k)
            more = bool(c & 0x20)
            p += 1
            k += 1
            if not more and (c & 0x10):
                x |= -1 << (5 * k)
        if len(counts) > 2:
            x += counts[-2]
        counts.append(x)
    return counts
