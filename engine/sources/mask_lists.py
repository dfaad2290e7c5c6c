"""Which images of a mask folder are its examples, and their splits: the lists
``ImageSets/Segmentation/<name>.txt`` (one image stem a line) that Pascal VOC ships beside
``JPEGImages/`` and ``SegmentationClass/``, as CVAT's "Segmentation mask" and "Pascal VOC"
exports do (``default.txt``); and where a Pascal VOC folder's class masks are.

VOC's ``JPEGImages/`` holds every image of the dataset, most of them without a class mask
(VOC2012: 17,125 images, 2,913 masks): read as a mask folder without its lists, each was
"no mask", and the splits the lists give were lost. A Pascal VOC folder (its
``Annotations/`` of boxes) with ``SegmentationClass/`` is read as this mask folder when it
is written as semantic segmentation (engine.sources.annotations): its XML boxes are no
class mask.
"""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING

from engine.sources import label_text, scan_memo
from engine.sources.annotation_files import MASK_EXTS, nfc, split_folder
from engine.sources.names import name_list

if TYPE_CHECKING:
    from engine.sources.annotation_builder import Builder

#: Where the lists are, below the mask folder's root.
LISTS = os.path.join("ImageSets", "Segmentation")
#: VOC's class mask folder (palette PNGs: the index is the class, 255 the objects' outlines).
VOC_MASKS = "SegmentationClass"


def read(root: str, b: Builder) -> dict[str, str | None] | None:
    """{image stem, composed (NFC), as the masks are matched: its split, or None} of the
    images the lists below ``root`` name, or None when there are none. ``train.txt``,
    ``val.txt``, ``test.txt`` (and the other names of splits,
    engine.sources.annotation_files.split_folder) give their split;
    ``trainval.txt`` is read only without ``train.txt`` and ``val.txt`` (VOC ships all
    three), and any other list (CVAT's ``default.txt``) gives no split. The Builder ``b`` is told
    each list read (an annotation file --resume checks), and a list in Notepad's "ANSI"
    (engine.sources.label_text: said in its notices) or that is no text (set aside)."""
    from engine.errors import ImageError
    from engine.sources import reading
    folder = os.path.join(root, LISTS)
    try:
        names = sorted(n for n in os.listdir(folder)
                       if n.lower().endswith(".txt") and not n.startswith("."))
    except OSError:
        return None
    stems = {os.path.splitext(n)[0].lower() for n in names}
    both = {"train", "val"} <= {split_folder(s) for s in stems}
    out: dict[str, str | None] = {}
    # the lists of splits first: an image a split's list names is of that split
    for n in sorted(names, key=lambda n: (split_folder(os.path.splitext(n)[0]) is None, n)):
        stem = os.path.splitext(n)[0]
        if stem.lower() == "trainval" and both:
            continue
        path = os.path.join(folder, n)
        try:   # (as the run opens a file: a FIFO named train.txt would block the scan)
            f, _ = reading.open_regular(path)
            with f:
                raw = f.read()
        except (OSError, ImageError):
            continue   # (a folder or unreadable file named train.txt is no list)
        b.uses(path)
        try:   # (Japanese image names, Notepad's "ANSI": named nothing read as UTF-8)
            text, read_as = label_text.decode(raw, os.path.relpath(path, root))
        except label_text.NotText as e:
            b.reject(path, str(e))
            continue
        if read_as is not None:
            b.notices.append(label_text.encoding_notice(os.path.relpath(path, root), read_as))
        for line in text.splitlines():
            words = line.split()
            if words:
                # (as names show, as the masks are matched: a list typed on Windows names
                # images a Mac wrote decomposed)
                out.setdefault(nfc(words[0]), split_folder(stem))
    # (lists that name nothing leave no image out: as no lists)
    return out or None


def found(masks: str, stem: str, key: str, mask_of: dict[str, str]) -> str:
    """The stem (``mask_of``'s key) of the mask of the image ``stem`` (composed: ``key``):
    its own, else the mask a disk that matches any capital letters (a Windows or Mac
    share, exFAT) opens by the image's name, as YOLO's label files are found; ``key``
    when there is none. On such a disk, masks/img_001.PNG beside images/IMG_001.png was
    both "no mask" and "mask without an image", one file the disk opens by either name."""
    if key in mask_of:
        return key
    for ext in MASK_EXTS:
        name = stem + ext
        if scan_memo.may_hold(masks, name) and os.path.isfile(os.path.join(masks, name)):
            other = nfc(os.path.splitext(scan_memo.as_listed(masks, name))[0])
            if other in mask_of:
                return other
    return key


def voc_layout(source: str) -> tuple[str, str, str] | None:
    """(root, images folder, masks folder) of a Pascal VOC folder whose
    ``SegmentationClass/`` holds PNGs beside ``JPEGImages/`` (or ``images/``), in the
    folder or in a ``VOC*`` folder inside it (VOCdevkit/VOC2012); None when it has none."""
    try:
        inside = [os.path.join(source, d) for d in sorted(scan_memo.names(source))
                  if d.upper().startswith("VOC")]
    except OSError:
        return None
    for root in (source, *inside):
        masks = os.path.join(root, VOC_MASKS)
        images = next((os.path.join(root, d) for d in ("JPEGImages", "images")
                       if os.path.isdir(os.path.join(root, d))), None)
        if images and mask_count(masks):
            return root, scan_memo.spelled_below(root, images), \
                scan_memo.spelled_below(root, masks)   # (as the disk spells them)
    return None


def mask_count(folder: str) -> int:
    """The PNG files in ``folder`` (0 when it cannot be listed; listed once a scan: the
    scan of the mask folder lists it again)."""
    try:
        return sum(1 for n in scan_memo.names(folder) if n.lower().endswith(".png")
                   and not n.startswith("."))
    except OSError:
        return 0


def unlisted_notice(n: int, images: str, root: str) -> str:
    """The note on the ``n`` images of ``images`` no list names: not converted, and why."""
    from engine.reason_codes import render  # (the count's form: "1 image is")
    folder = os.path.relpath(images, root).replace(os.sep, "/") + "/"
    return render("ann.mask_unlisted", {"n": f"{n:,}", "folder": folder})


#: A mask's name that is a name and one word more ("細胞_001_mask", as ImageJ and many
#: lab scripts save masks): the name, then the word.
_WORD_ADDED = re.compile(r"^(.+)[-_. ][^-_. ]+$")
#: The masks named in the note, then "…".
SHOWN = 3


def renamed_notice(masks: dict[str, str], used: set[str], maskless: list[str]) -> list[str]:
    """[The note on the images ``maskless`` (their stems) that have no mask of their name
    while a mask of ``masks`` ({stem: path}) not ``used`` is named as one of them with a
    word more, "細胞_001_mask.png" beside 細胞_001.png], or []: each image was "no mask",
    and nothing said its mask was there under another name (a walk)."""
    from engine.reason_codes import render
    base: dict[str, str] = {}
    for stem in masks:
        found = _WORD_ADDED.match(stem)
        if found and stem not in used:
            base.setdefault(found.group(1), stem)
    pairs = [(stem, masks[base[stem]]) for stem in maskless if stem in base]
    if not pairs:
        return []
    shown = [f"{os.path.basename(os.path.dirname(path))}/{os.path.basename(path)} → "
             f"{stem}{os.path.splitext(path)[1]}" for stem, path in pairs[:SHOWN + 1]]
    return [render("ann.mask_renamed", {"n": f"{len(pairs):,}",
                                        "examples": name_list(shown, SHOWN)})]
