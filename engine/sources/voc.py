"""Pascal VOC: ``Annotations/*.xml`` beside ``JPEGImages/``, and the layouts labelling
tools export: Label Studio's ``Annotations/`` beside ``images/``, LabelImg's XML files
beside their images in one folder, and Roboflow's split folders (``train/``, ``valid/``,
``test/``) each holding its images with their XML files (the split is the folder's name).

VOC boxes are 1-based inclusive pixel indices (xmin=1 is the first column), so the box
covering columns xmin..xmax is [xmin - 1, xmax) in continuous pixel edges. Splits come from
``ImageSets/Main/<split>.txt`` when present. Images without an XML file are unannotated.

An XML's ``<size>`` is the picture its boxes were drawn on. When the image file is another
size (its header is read at scan), the boxes are in that picture's pixels, not the file's:
of the same shape (the image was resized after it was annotated), they are scaled to the
file, as TensorFlow's create_pascal_tf_record.py and Ultralytics' VOC conversion do (they
divide the boxes by ``<size>``), and a notice lists the files; of another shape, no reading
of the boxes can be trusted, and the image is set aside with the reason. (They were taken
as the file's pixels without a word: boxes drawn on a 640x480 picture of a file now 120x90
were stored where they did not belong.)
"""

from __future__ import annotations

import os
from typing import NamedTuple

from engine.sources.annotations import (
    IMAGE_EXTS,
    Builder,
    check_box,
    find_image,
    sort_labels,
    split_folder,
)
from engine.sources.model import TASK_DETECTION, Annotation, Obj

#: Image folders beside Annotations/: VOC's own, and Label Studio's export.
_IMAGE_FOLDERS = ("JPEGImages", "images")


class _Part(NamedTuple):
    """One folder of XML files and the folder of their images (the same one in the flat
    layouts); `split` from a split folder's name, else None."""

    ann_dir: str
    img_dir: str
    split: str | None = None


def _is_voc_xml(path: str) -> bool:
    """A Pascal VOC annotation by its first bytes: an <annotation> root naming its image
    or objects (not any XML a folder may hold)."""
    try:
        with open(path, "rb") as f:
            head = f.read(4096)
    except OSError:
        return False
    return b"<annotation" in head and (b"<filename" in head or b"<object" in head)


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
    xml = next((n for n in names if n.lower().endswith(".xml") and not n.startswith(".")), None)
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
                return cand, _Part(ann, os.path.join(cand, name))
    return None


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
    """stem -> split from ImageSets/Main/{train,val,test,trainval}.txt (trainval only
    when train and val are absent)."""
    folder = os.path.join(root, "ImageSets", "Main")
    out: dict[str, str] = {}
    for split in ("train", "val", "test"):
        p = os.path.join(folder, f"{split}.txt")
        if os.path.isfile(p):
            b.uses(p)
            with open(p, encoding="utf-8", errors="replace") as f:
                for line in f:
                    stem = line.split()[0] if line.split() else ""
                    if stem:
                        out.setdefault(stem, split)
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
    scaled: list[str] = []
    for part in parts:
        _scan_part(b, root, part, splits, scaled)
    if scaled:
        more = ", …" if len(scaled) > 3 else ""
        b.notices.append(f"{len(scaled):,} XML file(s) give an image size other than their "
                         f"image's ({'; '.join(scaled[:3])}{more}): their boxes are scaled to "
                         "the image, as if it was resized after it was annotated. If the "
                         "boxes fit the image as it is, correct its size (width, height) in "
                         "the XML")
    sort_labels(b)
    return b.result()


def _picture(path: str) -> tuple[int, int, int] | None:
    """(width, height, EXIF orientation) of the image file from its header, opened as the
    run opens it (never a FIFO); None when it cannot be read (the run says why)."""
    from engine.codecs import imaging
    from engine.config import DEFAULT_MAX_PIXELS
    from engine.sources import reading
    try:
        f, _ = reading.open_regular(path)
        with f:
            im, _ = imaging.open_image(f, DEFAULT_MAX_PIXELS)
            with im:
                return im.size[0], im.size[1], imaging.exif_orientation(im)
    except Exception:   # noqa: BLE001 - any unreadable image: the run's reason, not ours
        return None


def _same_shape(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """One is the other resized with its aspect kept (each side rounded to a pixel)."""
    return abs(a[0] * b[1] - a[1] * b[0]) <= max(a[0], a[1], b[0], b[1])


def _frame(declared: tuple[int, int] | None, image: str
           ) -> tuple[tuple[int, int] | None, tuple[float, float] | None, str]:
    """(size to record, (x, y) scale of the boxes or None, the file's size when the boxes
    cannot be placed on it, else "") for an XML declaring ``declared`` of the file
    ``image``. The declared size is kept when it is the file's, or its EXIF-turned shape
    (engine.sources.annotated turns the boxes)."""
    pic = _picture(image) if declared else None
    if declared is None or pic is None:
        return declared, None, ""
    w, h, orientation = pic
    frames = [(w, h)] + ([(h, w)] if orientation >= 5 and w != h else [])
    if declared in frames:
        return declared, None, ""
    for fw, fh in frames:   # drawn on the picture before it was resized: scaled to it
        if _same_shape(declared, (fw, fh)):
            return (fw, fh), (fw / declared[0], fh / declared[1]), ""
    return None, None, f"{w}x{h}"


def _scan_part(b: Builder, root: str, part: _Part, splits: dict[str, str],
               scaled: list[str]) -> None:
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
            continue   # another XML file beside the images (a tool's settings): not ours
        b.uses(xml_path)
        try:
            tree = ET.parse(xml_path)
        except ET.ParseError as e:
            line, col = e.position
            image = find_image(stem, [img_dir]) or xml_path
            annotated.add(os.path.abspath(image))
            b.reject(image, f"malformed XML in {xml_name} at line {line}, column {col + 1}: "
                            f"{str(e).split(':')[0]}")
            continue
        except (LookupError, ValueError) as e:   # <?xml encoding="..."?> Python does not know
            image = find_image(stem, [img_dir]) or xml_path
            annotated.add(os.path.abspath(image))
            b.reject(image, f"malformed XML in {xml_name} at line 1, column 1: {e}")
            continue
        except OSError as e:
            b.reject(xml_path, f"cannot read {xml_name}: {e.strerror or e}")
            continue
        r = tree.getroot()
        filename = (r.findtext("filename") or "").strip()
        image = (find_image(filename, [img_dir]) if filename else None) or \
            find_image(stem, [img_dir])
        if image is None:
            b.reject(os.path.join(img_dir, filename or stem),
                     f"image not found: {xml_name} names {filename or stem!r} but "
                     f"{img_folder} has no such file")
            continue
        annotated.add(os.path.abspath(image))
        declared = _size(r)
        size, scale, wrong = _frame(declared, image)
        if wrong and declared:
            b.reject(image, f"{xml_name} gives the image size {declared[0]}x{declared[1]}, but "
                            f"the image is {wrong}, another shape: its boxes cannot be placed "
                            f"on it; correct the size (width, height) in {xml_name}, or check "
                            "that it belongs to this image")
            continue
        if scale is not None and declared and size:
            scaled.append(f"{xml_name}: {declared[0]}x{declared[1]} → {size[0]}x{size[1]}")
        objs = []
        for i, o in enumerate(r.findall("object"), 1):
            obj = _obj(b, image, f"{xml_name} object {i}", o, declared, scale)
            if obj is not None:
                objs.append(obj)
        rel = os.path.relpath(image, root).replace(os.sep, "/")
        b.add(image, rel, Annotation(TASK_DETECTION, tuple(objs), size=size,
                                     source_id=stem), part.split or splits.get(stem))
    for name in sorted(os.listdir(img_dir)):
        p = os.path.join(img_dir, name)
        if name.lower().endswith(IMAGE_EXTS) and os.path.abspath(p) not in annotated:
            stem = os.path.splitext(name)[0]
            b.uses(os.path.join(ann_dir, stem + ".xml"))   # labelled later: --resume sees it
            b.add(p, os.path.relpath(p, root).replace(os.sep, "/"),
                  Annotation(TASK_DETECTION, source_id=stem), part.split or splits.get(stem))


def _size(r) -> tuple[int, int] | None:
    try:
        w = int(float(r.findtext("size/width") or 0))
        h = int(float(r.findtext("size/height") or 0))
    except (ValueError, OverflowError):   # OverflowError: "inf"
        return None
    return (w, h) if w > 0 and h > 0 else None


def _obj(b: Builder, path: str, what: str, o, size,
         scale: tuple[float, float] | None = None) -> Obj | None:
    """One object, its box checked against the declared ``size`` and then scaled by
    ``scale`` to the image file (when the XML was made for the picture before a resize)."""
    name = (o.findtext("name") or "").strip()
    if not name:
        b.drop(path, what, "object without a name")
        return None
    try:
        x0, y0, x1, y1 = (float(o.findtext(f"bndbox/{k}") or "nan")
                          for k in ("xmin", "ymin", "xmax", "ymax"))
    except ValueError:
        b.drop(path, what, "bndbox value is not a number")
        return None
    box = check_box(b, path, what, (x0 - 1, y0 - 1, x1, y1), size, written=(x0, y0, x1, y1))
    if box is None:
        return None
    if scale is not None:
        sx, sy = scale
        box = (box[0] * sx, box[1] * sy, box[2] * sx, box[3] * sy)

    def flag(tag: str) -> int:
        try:
            return int(float(o.findtext(tag) or 0)) and 1
        except (ValueError, OverflowError):
            return 0

    return Obj(*box, label=b.label(name), text=name, difficult=flag("difficult"),
               truncated=flag("truncated"))
