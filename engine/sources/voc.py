"""Pascal VOC: ``Annotations/*.xml`` beside ``JPEGImages/``, and the layouts labelling
tools export: Label Studio's ``Annotations/`` beside ``images/``, LabelImg's XML files
beside their images in one folder, and Roboflow's split folders (``train/``, ``valid/``,
``test/``) each holding its images with their XML files (the split is the folder's name).

VOC boxes are 1-based inclusive pixel indices (xmin=1 is the first column), so the box
covering columns xmin..xmax is [xmin - 1, xmax) in continuous pixel edges. Splits come from
``ImageSets/Main/<split>.txt`` when present. Images without an XML file are unannotated.

An XML's ``<size>`` is the picture its boxes were drawn on: one that is not the image
file's is checked as every reader's recorded size is (engine.sources.declared_size): the
boxes scaled to the file and said, or the image set aside with the reason.
"""

from __future__ import annotations

import os
from typing import NamedTuple

from engine.reason_codes import render
from engine.regular_files import file_there, open_input
from engine.sources import scan_memo
from engine.sources.annotation_builder import Builder, check_box, sort_labels
from engine.sources.annotation_files import (
    CUT_SHORT,
    IMAGE_EXTS,
    NO_ELEMENTS,
    blank,
    file_empty,
    find_image,
    head,
    nfc,
    same_photo,
    split_folder,
)
from engine.sources.declared_size import DeclaredSizes, scaled
from engine.sources.label_text import NotText, ReadAs, text_or_refusal, xml_input
from engine.sources.model import TASK_DETECTION, Annotation, Obj

#: Image folders beside Annotations/: VOC's own, and Label Studio's export.
_IMAGE_FOLDERS = ("JPEGImages", "images")


class _Part(NamedTuple):
    """One folder of XML files and the folder of their images (the same one in the flat
    layouts); `split` from a split folder's name, else None."""

    ann_dir: str
    img_dir: str
    split: str | None = None


def _empty(xml_name: str) -> str:
    """Why the image of a blank annotation file (a crashed save) is set aside."""
    return (f"{xml_name} is empty: it holds no annotations (label the image again, or "
            f"delete {xml_name} to keep the image without any)")


def _unreadable(xml_name: str, e) -> str:
    """Why an XML file the parser stopped in (``e``, an ElementTree ParseError) cannot be
    used: cut short, or malformed where it stopped."""
    line, col = e.position
    if e.code in CUT_SHORT:
        return (f"{xml_name} is cut short: it ends inside its XML (line {line}); copy it "
                "again from the labelling tool's export")
    return f"malformed XML in {xml_name} at line {line}, column {col + 1}: {str(e).split(':')[0]}"


def _reject_alone(b: Builder, xml_path: str, img_folder: str, stem: str, why: str) -> None:
    """An XML file that cannot be read and has no image beside it (code
    ann.voc_xml_without_image): the file is set aside, not an image (there is none; the window
    counted it among the images skipped)."""
    b.reject(xml_path, f"annotations for an image that does not exist ({img_folder} has no "
                       f"image named {stem}), in a file that cannot be read either: {why}")


def _is_voc_xml(path: str) -> bool:
    """A Pascal VOC annotation by its first bytes: an <annotation> root naming its image
    or objects (not any XML a folder may hold)."""
    first = head(path) or b""
    return b"<annotation" in first and (b"<filename" in first or b"<object" in first)


def _xml_names(folder: str) -> list[str]:
    try:
        return sorted(n for n in os.listdir(folder)
                      if n.lower().endswith(".xml") and not n.startswith("."))
    except OSError:
        return []


def _holds_voc_beside_images(folder: str) -> bool:
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return False
    # the first that holds something: an empty first XML made a LabelImg folder unlabeled
    xml = next((n for n in names if n.lower().endswith(".xml") and not n.startswith(".")
                and not blank(os.path.join(folder, n))), None)
    return (xml is not None and any(n.lower().endswith(IMAGE_EXTS) for n in names)
            and _is_voc_xml(os.path.join(folder, xml)))


def _classic(source: str) -> tuple[str, _Part] | None:
    """(root, part) of an Annotations/ folder beside an image folder, in SOURCE or in a
    VOC* folder inside it (VOCdevkit/VOC2012)."""
    for cand in (source, *(os.path.join(source, d) for d in sorted(os.listdir(source))
                           if d.upper().startswith("VOC"))):
        ann = os.path.join(cand, "Annotations")
        if not (os.path.isdir(ann) and _xml_names(ann)):
            continue
        for name in _IMAGE_FOLDERS:
            if os.path.isdir(os.path.join(cand, name)):
                # (as the disk spells them: jpegimages/ found as JPEGImages/, named so)
                return cand, _Part(scan_memo.spelled_below(cand, ann),
                                   scan_memo.spelled_below(cand, os.path.join(cand, name)))
    return None


def image_folders(source: str) -> list[str]:
    """The folders a VOC source's images are read from ([] when it is none)."""
    layout = _layout(source) if os.path.isdir(source) else None
    return [p.img_dir for p in layout[1]] if layout else []


def _siblings(source: str, root: str) -> list[str]:
    """The names of the other VOC* folders of ``source`` holding annotations beside their
    images, when ``root`` (the one read) is one of its VOC* folders (VOCdevkit with VOC2007
    and VOC2012: only the first is read)."""
    if os.path.dirname(root) != source:
        return []
    return [d for d in sorted(os.listdir(source)) if d.upper().startswith("VOC")
            and os.path.join(source, d) != root and _classic(os.path.join(source, d))]


def _layout(source: str) -> tuple[str, list[_Part]] | None:
    """(root, parts) of a VOC source, or None."""
    if not os.path.isdir(source):
        return None
    classic = _classic(source)
    if classic is not None:
        return classic[0], [classic[1]]
    if _holds_voc_beside_images(source):
        return source, [_Part(source, source)]
    parts = []   # split folders only: a class folder is never opened for this
    for d in sorted(os.listdir(source)):
        sub = os.path.join(source, d)
        if split_folder(d) and os.path.isdir(sub) and _holds_voc_beside_images(sub):
            parts.append(_Part(sub, sub, split_folder(d)))
    return (source, parts) if parts else None


def recognise(source: str) -> bool:
    return _layout(source) is not None


def _splits(root: str, b: Builder) -> dict[str, str]:
    """stem (composed, NFC) -> split from ImageSets/Main/{train,val,test,trainval}.txt
    (trainval only when train and val are absent)."""
    folder = os.path.join(root, "ImageSets", "Main")
    out: dict[str, str] = {}
    for split in ("train", "val", "test"):
        p = os.path.join(folder, f"{split}.txt")
        if file_there(p):
            b.uses(p)   # (Japanese image names, Notepad's "ANSI": read as a table is)
            name = f"ImageSets/Main/{split}.txt"
            for line in (text_or_refusal(p, name, b.reject, b.notices) or "").splitlines():
                stem = line.split()[0] if line.split() else ""
                if stem:   # (as names show: a list typed on Windows, files a Mac wrote)
                    out.setdefault(nfc(stem), split)
    return out


def scan(source: str, opts: dict, progress, skip_ids):
    layout = _layout(source)
    if layout is None:  # recognise() saw the layout; it changed since
        from engine.errors import SourceError
        raise SourceError(f"{source}: the Pascal VOC annotations (XML files) are gone; check "
                          "the folder")
    root, parts = layout
    b = Builder(TASK_DETECTION, "voc", opts, progress)
    splits = _splits(root, b)
    sizes = DeclaredSizes(b)
    read_as = ReadAs()   # XML files saved by Notepad on Japanese Windows: said once
    for part in parts:
        _scan_part(b, root, part, splits, sizes, read_as)
    b.notices += sizes.xml_notice() + read_as.notices()
    others = _siblings(os.path.abspath(source), root)
    if others:   # (they were left out without a word)
        from engine.sources.names import display, name_list
        b.notices.append(render("ann.voc_siblings", {
            "folder": display(os.path.basename(source)), "n": f"{len(others):,}",
            "others": name_list([display(o) for o in others]),
            "used": display(os.path.basename(root))}))
    sort_labels(b)
    return b.result()


def _scan_part(b: Builder, root: str, part: _Part, splits: dict[str, str],
               sizes: DeclaredSizes, read_as: ReadAs) -> None:
    # Here: every run imports this module to ask recognise(), and only a VOC source parses XML.
    import xml.etree.ElementTree as ET

    ann_dir, img_dir = part.ann_dir, part.img_dir
    # named as the user sees it: JPEGImages/, train/, or the source folder's own name
    img_folder = os.path.relpath(img_dir, root).replace(os.sep, "/")
    img_folder = (os.path.basename(root) if img_folder == "." else img_folder) + "/"
    annotated: set[str] = set()
    image: str | None
    for xml_name in _xml_names(ann_dir):
        xml_path = os.path.join(ann_dir, xml_name)
        stem = os.path.splitext(xml_name)[0]
        if ann_dir == img_dir and not _is_voc_xml(xml_path):
            image = find_image(stem, [img_dir])
            if image is not None and blank(xml_path):   # a crashed save of its annotation
                b.uses(xml_path)
                annotated.add(os.path.abspath(image))
                b.reject(image, _empty(xml_name))
            continue   # another XML file beside the images (a tool's settings): not ours
        b.uses(xml_path)
        try:
            with open_input(xml_path) as f:
                xml, encoding = xml_input(f.read(), xml_name)   # (Notepad's "ANSI" too)
            r = ET.fromstring(xml)
        except ET.ParseError as e:
            image = find_image(stem, [img_dir])
            empty = e.code == NO_ELEMENTS and blank(xml_path)   # read again only then
            if image is None:   # nothing to set aside but the file itself
                _reject_alone(b, xml_path, img_folder, stem,
                              file_empty(xml_name) if empty else _unreadable(xml_name, e))
                continue
            annotated.add(os.path.abspath(image))
            b.reject(image, _empty(xml_name) if empty else _unreadable(xml_name, e))
            continue
        except (LookupError, ValueError) as e:   # <?xml encoding="..."?> Python does not know
            image = find_image(stem, [img_dir])   # (or NotText: no encoding reads the file)
            why = str(e) if isinstance(e, NotText) else \
                f"malformed XML in {xml_name} at line 1, column 1: {e}"
            if image is None:
                _reject_alone(b, xml_path, img_folder, stem, why)
                continue
            annotated.add(os.path.abspath(image))
            b.reject(image, why)
            continue
        except OSError as e:
            # the file is set aside, not its image: that one is converted as an image
            # without annotations (below), which the sentence says (it read as if the
            # image were left out, and the window said so)
            why = f"cannot read {xml_name}: {e.strerror or e}"
            if find_image(stem, [img_dir]) is None:
                _reject_alone(b, xml_path, img_folder, stem, why)
            else:
                b.reject(xml_path, f"{why}; its image is converted without annotations, "
                                   "unless images without annotations are left out")
            continue
        read_as.add(xml_name, encoding)
        filename = (r.findtext("filename") or "").strip()
        image = (find_image(filename, [img_dir]) if filename else None) or \
            find_image(stem, [img_dir])
        if image is None:
            b.reject(os.path.join(img_dir, filename or stem),
                     render("ann.voc_image_missing", {"file": xml_name,
                                                      "name": repr(filename or stem),
                                                      "folder": img_folder}))
            continue
        annotated.add(os.path.abspath(image))
        declared = _size(r)
        placed = sizes.place(image, declared, xml_name, xml_name,
                             annotated=r.find("object") is not None)
        if placed is None:   # of another shape: set aside with why
            continue
        size, scale = placed
        objs = []
        for i, o in enumerate(r.findall("object"), 1):
            obj = _obj(b, image, f"{xml_name} object {i}", o, declared)
            if obj is not None:
                objs.append(scaled(obj, scale))
        rel = os.path.relpath(image, root).replace(os.sep, "/")
        b.add(image, rel, Annotation(TASK_DETECTION, tuple(objs), size=size,
                                     source_id=stem), part.split or splits.get(nfc(stem)))
    # an annotated image's stem in its folder -> its name: another image of that name there
    # (IMG_1.HEIC beside IMG_1.JPG, one photo) is the same photo, not one without boxes
    paired = {(os.path.dirname(a), nfc(os.path.splitext(os.path.basename(a))[0])):
              os.path.basename(a) for a in sorted(annotated)}
    for name in sorted(scan_memo.names(img_dir)):
        p = os.path.join(img_dir, name)
        if name.lower().endswith(IMAGE_EXTS) and os.path.abspath(p) not in annotated:
            stem = os.path.splitext(name)[0]
            chosen = paired.get((os.path.abspath(img_dir), nfc(stem)))
            if chosen is not None:
                b.reject(p, same_photo(chosen))
                continue
            b.uses(os.path.join(ann_dir, stem + ".xml"))   # labelled later: --resume sees it
            b.add(p, os.path.relpath(p, root).replace(os.sep, "/"),
                  Annotation(TASK_DETECTION, source_id=stem), part.split or splits.get(nfc(stem)))


def _size(r) -> tuple[int, int] | None:
    try:
        w = int(float(r.findtext("size/width") or 0))
        h = int(float(r.findtext("size/height") or 0))
    except (ValueError, OverflowError):   # OverflowError: "inf"
        return None
    return (w, h) if w > 0 and h > 0 else None


def _obj(b: Builder, path: str, what: str, o, size) -> Obj | None:
    """One object, its box checked against the declared ``size`` (the caller scales it to
    the image file when the XML was made for the picture before a resize)."""
    name = (o.findtext("name") or "").strip()
    if not name:
        b.drop(path, what, "object without a name")
        return None
    try:
        x0, y0, x1, y1 = (float(o.findtext(f"bndbox/{k}") or "nan")
                          for k in ("xmin", "ymin", "xmax", "ymax"))
    except ValueError:
        b.drop(path, what, "bndbox value is not a number", name)
        return None
    box = check_box(b, path, what, (x0 - 1, y0 - 1, x1, y1), size, written=(x0, y0, x1, y1),
                    cls=name)
    if box is None:
        return None

    def flag(tag: str) -> int:
        try:
            return int(float(o.findtext(tag) or 0)) and 1
        except (ValueError, OverflowError):
            return 0

    return Obj(*box, label=b.label(name), text=name, difficult=flag("difficult"),
               truncated=flag("truncated"), where=what)
