"""Pascal VOC: ``Annotations/*.xml`` beside ``JPEGImages/``.

VOC boxes are 1-based inclusive pixel indices (xmin=1 is the first column), so the box
covering columns xmin..xmax is [xmin - 1, xmax) in continuous pixel edges. Splits come from
``ImageSets/Main/<split>.txt`` when present. Images without an XML file are unannotated.
"""

from __future__ import annotations

import os

from engine.sources.annotations import IMAGE_EXTS, Builder, check_box, find_image, sort_labels
from engine.sources.model import TASK_DETECTION, Annotation, Obj


def _root(source: str) -> str | None:
    if not os.path.isdir(source):
        return None
    for cand in (source, *(os.path.join(source, d) for d in sorted(os.listdir(source))
                           if d.upper().startswith("VOC"))):
        ann = os.path.join(cand, "Annotations")
        if os.path.isdir(ann) and os.path.isdir(os.path.join(cand, "JPEGImages")):
            if any(n.lower().endswith(".xml") for n in os.listdir(ann)):
                return cand
    return None


def recognise(source: str) -> bool:
    return _root(source) is not None


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
    root = _root(source)
    if root is None:  # recognise() saw the layout; it changed since
        from engine.errors import SourceError
        raise SourceError(f"{source}: Annotations/ and JPEGImages/ are gone; check the folder")
    # Here: every run imports this module to ask recognise(), and only a VOC source parses XML.
    import xml.etree.ElementTree as ET

    b = Builder(TASK_DETECTION, "voc", opts, progress)
    ann_dir, img_dir = os.path.join(root, "Annotations"), os.path.join(root, "JPEGImages")
    splits = _splits(root, b)
    annotated: set[str] = set()
    image: str | None
    for xml_name in sorted(n for n in os.listdir(ann_dir) if n.lower().endswith(".xml")):
        xml_path = os.path.join(ann_dir, xml_name)
        stem = os.path.splitext(xml_name)[0]
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
                     "JPEGImages has no such file")
            continue
        annotated.add(os.path.abspath(image))
        size = _size(r)
        objs = []
        for i, o in enumerate(r.findall("object"), 1):
            obj = _obj(b, image, f"{xml_name} object {i}", o, size)
            if obj is not None:
                objs.append(obj)
        rel = os.path.relpath(image, root).replace(os.sep, "/")
        b.add(image, rel, Annotation(TASK_DETECTION, tuple(objs), size=size,
                                     source_id=stem), splits.get(stem))
    for name in sorted(os.listdir(img_dir)):
        p = os.path.join(img_dir, name)
        if name.lower().endswith(IMAGE_EXTS) and os.path.abspath(p) not in annotated:
            stem = os.path.splitext(name)[0]
            b.add(p, os.path.relpath(p, root).replace(os.sep, "/"),
                  Annotation(TASK_DETECTION, source_id=stem), splits.get(stem))
    sort_labels(b)
    return b.result()


def _size(r) -> tuple[int, int] | None:
    try:
        w = int(float(r.findtext("size/width") or 0))
        h = int(float(r.findtext("size/height") or 0))
    except ValueError:
        return None
    return (w, h) if w > 0 and h > 0 else None


def _obj(b: Builder, path: str, what: str, o, size) -> Obj | None:
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
    box = check_box(b, path, what, (x0 - 1, y0 - 1, x1, y1), size)
    if box is None:
        return None

    def flag(tag: str) -> int:
        try:
            return int(float(o.findtext(tag) or 0)) and 1
        except ValueError:
            return 0

    return Obj(*box, label=b.label(name), text=name, difficult=flag("difficult"),
               truncated=flag("truncated"))
