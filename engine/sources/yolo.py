"""YOLO / Ultralytics layout: ``images/[split/]`` and ``labels/[split/]*.txt`` (also
``<split>/images`` + ``<split>/labels``), one ``class cx cy w h`` line per box, normalised
to the image size. Class names come from ``data.yaml`` (``names:`` as a list or a mapping)
or ``classes.txt`` / ``obj.names``. The layouts labelling tools export where each label
file lies beside its image are read too: LabelImg's one folder with ``classes.txt``, and
CVAT's "YOLO 1.1" (``obj.names`` beside ``obj_train_data/``).

Ultralytics reads images with their EXIF orientation applied, so YOLO boxes are taken to
be in the oriented picture. A polygon line (class x1 y1 x2 y2 ...) becomes the polygon's
bounding box (and its mask with --masks).
"""

from __future__ import annotations

import math
import os
import re

from engine.reason_codes import say
from engine.regular_files import open_input
from engine.sources import scan_memo
from engine.sources.annotation_builder import Builder, skipped_with, sort_labels
from engine.sources.annotation_files import (
    IMAGE_EXTS,
    preferred,
    same_name,
    same_photo,
    split_folder,
)
from engine.sources.label_text import NotText, ReadAs, decode, read_text
from engine.sources.model import TASK_DETECTION, Annotation, Obj
from engine.sources.names import name_list
from engine.sources.yolo_names import class_names

#: Class-name lists (LabelImg's, CVAT's): the GUI's File… takes one for its export too.
CLASS_LISTS = ("classes.txt", "obj.names")
#: Class names files, at the top of the source.
_NAMES_FILES = ("data.yaml", "dataset.yaml", "data.yml", *CLASS_LISTS)


def pairs(source: str) -> list[tuple[str, str, str | None]]:
    """(images folder, labels folder, split) for each part of the layout; the two folders
    are one where each label file lies beside its image."""
    if not os.path.isdir(source):
        return []
    out: list[tuple[str, str, str | None]] = []
    images, labels = os.path.join(source, "images"), os.path.join(source, "labels")
    if os.path.isdir(images) and os.path.isdir(labels):
        # as the disk spells them (Images/ found as images/ on a Windows share: named so)
        images, labels = (scan_memo.spelled_below(source, p) for p in (images, labels))
        # (each name's kind from the listing: a stat of every image, twice a scan, was not)
        subs = [d for d, is_dir, _ in sorted(scan_memo.entries(images)) if is_dir]
        if subs:
            out += [(os.path.join(images, d), os.path.join(labels, d), _split(d)) for d in subs]
        else:
            out.append((images, labels, None))
    for d in sorted(scan_memo.names(source)):
        im, lb = os.path.join(source, d, "images"), os.path.join(source, d, "labels")
        if split_folder(d) and os.path.isdir(im) and os.path.isdir(lb):
            out.append((scan_memo.spelled_below(source, im),
                        scan_memo.spelled_below(source, lb), _split(d)))
    if out or not any(os.path.isfile(os.path.join(source, n)) for n in _NAMES_FILES):
        return out
    # Label files beside their images: CVAT's obj_<subset>_data/, else the folder itself.
    for d in sorted(scan_memo.names(source)):
        m = re.fullmatch(r"obj_(\w+)_data", d)
        if m and _labels_beside_images(os.path.join(source, d)):
            out.append((os.path.join(source, d), os.path.join(source, d), _split(m.group(1))))
    if not out and _labels_beside_images(source):
        out.append((source, source, None))
    return out


def _labels_beside_images(folder: str) -> bool:
    """Whether some image in `folder` has a .txt of its own stem beside it."""
    try:
        names = scan_memo.names(folder)
    except OSError:
        return False
    stems = {os.path.splitext(n)[0] for n in names if n.lower().endswith(IMAGE_EXTS)}
    return any(n.endswith(".txt") and n[:-4] in stems for n in names)


def looks_like_labels(path: str) -> bool:
    """A .txt whose first line is a YOLO line (a class number, then numbers): beside the
    images, a README.txt or a tool's file list is not an orphaned label file. Read by the
    rule its label file is read by (engine.sources.label_text): one saved by Notepad as
    "Unicode" (UTF-16), or with UTF-8's byte-order mark, which the scan reads as labels,
    was no label file here, and its boxes went without a word when its image was gone."""
    try:
        with open_input(path) as f:
            raw = f.read(256)
    except OSError:
        return False
    try:   # (the first 256 bytes: YOLO's lines are ASCII, cut at no character)
        text, _ = decode(raw, os.path.basename(path))
    except NotText:
        return False
    # (its first line holding anything: the scan reads a label file past blank lines)
    first = next((line.split() for line in text.splitlines() if line.strip()), [])
    try:
        int(first[0])
        [float(v) for v in first[1:]]
    except (ValueError, IndexError):
        return False
    return len(first) > 1


def _split(name: str) -> str:
    """The split of images/<name>: a split's own name, else the folder's (a word)."""
    n = name.lower()
    return split_folder(n) or (n if re.fullmatch(r"\w+", n) else "train")


def recognise(source: str) -> bool:
    for _, labels, _ in pairs(source):
        for _, _, files in scan_memo.walk(labels):
            if any(f.endswith(".txt") and f != "classes.txt" for f in files):
                return True
    return False


def _no_image(source: str, images: str, labels: str, txt: str, cased: dict[str, str]
              ) -> str:
    """Why the label file ``txt`` is set aside: no image of its name; and when an image's
    name differs from it only in capital letters (``cased``: the images by their names in
    small letters), that one, which is kept without annotations: YOLO pairs them by the
    exact name, as Ultralytics does on Linux, and the two said apart did not tell why."""
    stem = os.path.splitext(os.path.relpath(txt, labels))[0]
    folder, name = os.path.relpath(images, source), os.path.basename(stem)
    other = cased.get(stem.lower())
    if other is not None:
        return (f"annotations for an image that does not exist: {folder}/ has no image named "
                f"{name}, but {other} differs from it only in capital letters: rename one of "
                "them so that the names match (the image is kept without annotations)")
    return f"annotations for an image that does not exist: {folder}/ has no image named {name}"


def scan(source: str, opts: dict, progress, skip_ids):
    b = Builder(TASK_DETECTION, "yolo", opts, progress)
    named = class_names(source, b)
    read_as = ReadAs()   # label files saved by Notepad as "Unicode" (UTF-16), one notice
    names = named[1] if named is not None else None
    for images, labels, split in pairs(source):
        used: set[str] = set()
        cased: dict[str, str] = {}   # an image's path below images/ without its
        #                              extension, in small letters -> its file
        beside = images == labels
        for dirpath, _, files in _walk(images, beside):
            pictures = [(f, *same_name(os.path.join(
                labels, os.path.splitext(os.path.relpath(os.path.join(dirpath, f), images))[0]
                + ".txt"), labels)) for f in sorted(files)
                if f.lower().endswith(IMAGE_EXTS) and not f.startswith(".")]
            # the pictures of each label file: IMG_1.JPG and IMG_1.HEIC, one photo
            paired: dict[str, list[str]] = {}
            for f, txt, labelled in pictures:
                if labelled:
                    paired.setdefault(os.path.normpath(txt), []).append(f)
            for f, txt, labelled in pictures:
                path = os.path.join(dirpath, f)
                rel = os.path.relpath(path, images)
                used.add(os.path.normpath(txt))
                cased.setdefault(os.path.splitext(rel)[0].lower(), f)
                chosen = preferred(paired[os.path.normpath(txt)]) if labelled else f
                if chosen != f:   # its boxes are the chosen one's
                    b.reject(path, same_photo(chosen))
                    continue
                _one(b, source, path, txt if labelled else None, split, named, read_as, txt)
        for dirpath, _, files in _walk(labels, beside):
            for f in sorted(files):
                txt = os.path.normpath(os.path.join(dirpath, f))
                if f.endswith(".txt") and f != "classes.txt" and txt not in used \
                        and (not beside or looks_like_labels(txt)):
                    b.reject(txt, _no_image(source, images, labels, txt, cased))
    b.notices += read_as.notices()
    if names is None:
        order = sorted(b.labels, key=lambda n: int(n))
        if order:
            # (the catalogue's sentence: its "." is not said after the list's "…")
            b.notices.append(say("ann.yolo_numbered", names=name_list(order, 10)))
    else:
        order = list(names)
    sort_labels(b, order)
    r = b.result()
    # YOLO's class ids count from 0 (a class named twice: its first id); the records'
    # labels count from 1 (detection): the window says so beside them
    r.source_ids = {}
    for i, n in enumerate(order):
        r.source_ids.setdefault(n, int(n) if names is None else i)
    return r


def _walk(folder: str, flat: bool):
    """os.walk of an images or labels folder; only the folder itself where the label files
    lie beside the images (that folder may be the source, holding other folders, the
    output among them)."""
    walk = scan_memo.walk(folder)   # (recognise walked the labels: listed once a scan)
    if flat:
        yield next(walk, (folder, [], []))
        return
    for entry in walk:
        # its folders in name order, as every file system lists them: the scan's order
        # numbers the images (engine.sources.annotation_builder.numbered), and os.walk
        # gave images/train/{batch2,batch1} on one disk, {batch1,batch2} on another
        entry[1].sort()
        yield entry


def _one(b: Builder, source: str, path: str, txt: str | None, split,
         named: tuple[str, list[str]] | None, read_as: ReadAs, looked_for: str) -> None:
    """The image at ``path`` with its label file ``txt`` (None: there is none; it was
    ``looked_for``)."""
    names = named[1] if named is not None else None
    rel = os.path.relpath(path, source).replace(os.sep, "/")
    stem = os.path.splitext(os.path.basename(path))[0]
    b.uses(looked_for)   # also when absent: a label file added later changes its objects
    if txt is None:
        b.add(path, rel, Annotation(TASK_DETECTION, source_id=stem, oriented=True), split)
        return
    label_file = os.path.relpath(txt, source)
    try:   # (Notepad's "Unicode", UTF-16, read as UTF-8 was not numbers)
        text, encoding = read_text(txt, label_file)
    except OSError as e:
        b.reject(path, f"cannot read {label_file}: {e.strerror or e}")
        return
    except NotText as e:
        b.reject(path, str(e))
        return
    read_as.add(label_file, encoding)
    lines = text.splitlines()
    rows = []
    # a line that sets the image aside does so before any box is read: the boxes of the
    # lines before it were counted as left out of an image the run skips. The whole image,
    # as COCO's unknown category: kept with its other boxes, the object of that line would
    # be background in it; its reason says so, with how many boxes go with it
    others = sum(1 for other in lines if other.split()) - 1
    for n, line in enumerate(lines, 1):
        fields = line.split()
        if not fields:
            continue
        where = f"{label_file} line {n}"
        if len(fields) != 5 and (len(fields) < 7 or len(fields) % 2 == 0):
            b.reject(path, wrong_fields(where, len(fields), others))
            return
        try:
            cls = int(fields[0])
            vals = [float(v) for v in fields[1:]]
        except ValueError:
            b.reject(path, f"{where}: {line.strip()[:60]!r} is not numbers (class cx cy w h); "
                           f"{skipped_with(others, 'box', 'boxes')}. Correct the numbers on "
                           "that line")
            return
        finite = all(math.isfinite(v) for v in vals)   # "nan" and "inf" parse as floats
        if finite and (cls < 0 or (named is not None and cls >= len(named[1]))):
            b.reject(path, unknown_class(where, cls, named, others))
            return
        rows.append((where, cls, vals, finite))
    objs = []
    for where, cls, vals, finite in rows:
        if not finite:
            b.drop(path, where, "box has a coordinate that is not a number")
            continue
        name = names[cls] if names is not None else str(cls)
        polygons: tuple = ()
        if len(vals) == 4:
            cx, cy, w, h = vals
            box = (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
        else:
            xs, ys = vals[0::2], vals[1::2]
            box = (min(xs), min(ys), max(xs), max(ys))
            polygons = (tuple(vals),)
        if box[2] <= box[0] or box[3] <= box[1]:
            b.drop(path, where, "box has zero or negative size", name)
            continue
        if box[0] >= 1 or box[1] >= 1 or box[2] <= 0 or box[3] <= 0:
            b.drop(path, where, "box outside the image (normalised coordinates beyond 0..1)",
                   name)
            continue
        if min(box) < -0.01 or max(box) > 1.01:
            b.drop(path, where, "box extends outside the image: clipped", name)
        x0, y0, x1, y1 = (min(max(v, 0.0), 1.0) for v in box)
        box = (x0, y0, x1, y1)
        objs.append(Obj(*box, label=b.label(name), text=name, polygons=polygons,
                        where=where))
    b.add(path, rel, Annotation(TASK_DETECTION, tuple(objs), source_id=stem,
                                normalized=True, oriented=True), split)


def unknown_class(where: str, cls: int, named: tuple[str, list[str]] | None,
                  others: int) -> str:
    """Why an image whose label file names class ``cls`` at ``where`` is skipped (with its
    ``others`` other boxes: a walk's "→ the image is skipped" left them unsaid), and what to
    do: correct the line, or name the class in the names file (``named``: its name and
    names)."""
    skipped = skipped_with(others, "box", "boxes")
    if cls < 0 or named is None:
        return (f"{where}: class {cls} is negative (YOLO's classes are numbered from 0); "
                f"{skipped}. Correct the class number on that line")
    file, names = named
    known = "only class 0" if len(names) == 1 else f"0..{len(names) - 1}"   # (not "0..0")
    return (f"{where}: unknown class {cls} (the class names list has {known}); "
            f"{skipped}. Correct the class number on that line, or name class {cls} in {file}")


def wrong_fields(where: str, count: int, others: int) -> str:
    """Why an image whose label file has a line of ``count`` fields at ``where`` (neither a
    box's 5 nor a polygon's odd 7 or more) is skipped, with its ``others`` other boxes
    ("1 field, expected 5" said neither that they went too nor what to do)."""
    return (f"{where}: the wrong number of values ({count}) for a box (class cx cy w h: 5) or "
            f"a polygon (class x1 y1 x2 y2 x3 y3 ...: an odd number, 7 or more); "
            f"{skipped_with(others, 'box', 'boxes')}. Correct or delete that line")

