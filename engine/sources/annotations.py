"""Recognise an annotated source by its content and scan it into samples.

Recognised (first match wins):

* a COCO ``instances_*.json`` (a JSON object with "images" and "annotations"), or a folder
  holding such files (directly, in ``annotations/`` or in split folders): detection;
* CVAT's own ``annotations.xml`` (CVAT for images 1.1) beside ``images/``: detection;
* a Pascal VOC folder (``Annotations/*.xml`` beside ``JPEGImages/`` or ``images/``, or XML
  files beside their images): detection; with --task segmentation, its class masks
  (``SegmentationClass/``, engine.sources.mask_lists) read as a mask folder's;
* a YOLO / Ultralytics folder (``images/[split/]`` and ``labels/[split/]*.txt``, or label
  files beside their images with a class names file): detection;

The layouts CVAT, Roboflow, Label Studio and LabelImg export are among these (see each
reader and docs/annotations.md).
* a CSV with filename,width,height,class,xmin,ymin,xmax,ymax columns: detection;
* a folder of images beside a folder of masks with the same stems: segmentation;
* a CSV whose label column holds several names (``cat;dog``): multi-label.

Problems with one image's annotations reject that image (rejected.csv says why) or, for a
single unusable object, drop the object and count it; a source is refused outright only
when nothing in it can be read.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.reason_codes import render
from engine.sources.model import (
    TASK_CLASSIFICATION,
    TASK_DETECTION,
    TASK_MULTILABEL,
    TASK_SEGMENTATION,
    Annotation,
)
from engine.sources.written_as import CONVERTIBLE

if TYPE_CHECKING:  # engine.sources.discover imports this package at run time
    from engine.sources.discover import ScanResult


def detect(source: str):
    """The reader module for an annotated source, or None for a plain one."""
    from engine.sources import boxcsv, coco, cvat_xml, masks, multilabel, voc, yolo

    for reader in (coco, cvat_xml, voc, yolo, boxcsv, masks, multilabel):
        if reader.recognise(source):
            return reader
    return None


def scan_annotated(source: str, opts: dict, progress: Callable | None,
                   skip_ids) -> ScanResult | None:
    """ScanResult for an annotated source (written as classification: its class folders,
    engine.sources.export_classes); None when the source is a plain one. opts: task,
    skip_unannotated, masks, split_names (--split's names, accepted in a table's split
    column)."""
    from engine.errors import TaskError

    task = opts.get("task") or "auto"
    reader = detect(source)
    if task == TASK_CLASSIFICATION:   # the annotations left out: an export's class folders
        from engine.sources import export_classes
        return None if reader is None else export_classes.scan(source, progress, skip_ids)
    if reader is None:
        if task != "auto":
            raise TaskError(f"--task {task}: {source} is not an annotated source this program "
                            "recognises (COCO JSON, Pascal VOC, YOLO, box CSV, image and mask "
                            "folders, multi-label CSV).")
        return None
    if task == TASK_SEGMENTATION and reader.__name__ == "engine.sources.voc":
        # a Pascal VOC folder's class masks, SegmentationClass/: its boxes are none
        from engine.sources import mask_lists, masks
        layout = mask_lists.voc_layout(os.path.abspath(source))
        if layout is not None:
            root, images, mask_dir = layout
            return masks.scan_folders(os.path.abspath(source), root, images, mask_dir, opts,
                                      progress)
    result = reader.scan(os.path.abspath(source), opts, progress, skip_ids)
    if task == TASK_SEGMENTATION and result.task == TASK_DETECTION:
        # each image's class mask drawn from its objects' shapes; a source of boxes
        # alone is refused, saying what to do instead
        from engine.sources.class_masks import as_segmentation
        return as_segmentation(result)
    if task not in ("auto", result.task):
        if task not in CONVERTIBLE.get(result.task, ()):
            raise TaskError(f"--task {task}: this source holds {result.task} annotations, "
                            f"which can be written as {', '.join(CONVERTIBLE[result.task])}.")
        result = as_multilabel(result)
    return result


#: What each reader's source is called in ann.annotations_above.
_KIND_NAMES = {"coco": "COCO", "cvat_xml": "CVAT", "voc": "Pascal VOC", "yolo": "YOLO",
               "boxcsv": "box CSV", "masks": "masks", "multilabel": "multi-label CSV"}


def annotations_above(folder: str) -> list[str]:
    """A notice when the plain ``folder`` of images lies in an annotated source (a COCO
    export's images/, a YOLO dataset's images/, VOC's JPEGImages/): read alone, its boxes
    were lost without a word. [] otherwise."""
    from engine.sources.names import display

    parent = os.path.dirname(os.path.abspath(folder))
    if not parent or parent == os.path.abspath(folder):
        return []
    try:
        reader = detect(parent)
    except OSError:
        return []
    if reader is None or not _reads_from(reader, parent, os.path.abspath(folder)):
        return []
    kind = _KIND_NAMES.get(reader.__name__.rsplit(".", 1)[-1], "annotated")
    if kind == "masks" and _is_masks_folder(folder, parent):
        # its masks/ chosen: "masks holds only the images" sent a lab to a folder of masks
        return [render("ann.masks_above", {
            "folder": display(os.path.basename(os.path.abspath(folder))),
            "parent": display(parent)})]
    return [render("ann.annotations_above", {
        "folder": display(os.path.basename(os.path.abspath(folder))),
        "parent": display(parent), "kind": kind})]


def _is_masks_folder(folder: str, parent: str) -> bool:
    """``folder`` is the masks folder of the mask source ``parent`` (engine.sources.masks)."""
    from engine.sources import masks
    found = masks.mask_folder(parent)
    try:
        return found is not None and os.path.samefile(found, folder)
    except OSError:
        return False


def _reads_from(reader, parent: str, folder: str) -> bool:
    """Whether the annotated source ``parent`` (read by ``reader``) takes images from
    ``folder`` (one of its folders): a Pascal VOC or YOLO layout's image folders are known
    without a scan. VOCdevkit/VOC2012 without annotations was said to have them in
    VOCdevkit, which is read as its sibling VOC2007 (engine.sources.voc). Other readers
    find their images by their annotation files' names: taken as read from it."""
    from engine.sources import voc, yolo
    if reader is voc:
        folders = voc.image_folders(parent)
    elif reader is yolo:
        folders = [images for images, _, _ in yolo.pairs(parent)]
    else:
        return True
    return any(os.path.commonpath([folder, f]) == folder for f in folders)


def as_multilabel(result):
    """A scan written as multi-label (--task multilabel): each image's set of labels. From
    detection, its objects' classes; from classification (one class per image, CVAT's tags
    when a reader leaves the conversion to this), that class; a multi-label scan is already
    one. Segmentation gives no labels per image (CONVERTIBLE offers no such conversion):
    ValueError."""
    from dataclasses import replace

    if result.task == TASK_MULTILABEL:
        return result
    if result.task not in (TASK_DETECTION, TASK_CLASSIFICATION):
        raise ValueError(f"a {result.task} scan cannot be written as multi-label")
    classes = result.task == TASK_CLASSIFICATION
    for i, s in enumerate(result.samples):
        if classes:   # (no Annotation: the class is the sample's label, as class folders')
            idx = [s.label] if s.label >= 0 else []
            source_id = ""
        else:
            idx = sorted({o.label for o in s.ann.objects})
            source_id = s.ann.source_id
        ann = Annotation(TASK_MULTILABEL, labels=tuple(idx),
                         texts=tuple(result.labels[j] for j in idx), source_id=source_id)
        result.samples[i] = replace(s, label=-1, label_text="", ann=ann)
    result.task = TASK_MULTILABEL
    per_class: dict[str, int] = {}
    for s in result.samples:
        for t in s.ann.texts:
            per_class[t] = per_class.get(t, 0) + 1
    found = result.annotations   # a classification scan's is {} (as class folders')
    result.annotations = {
        "objects_per_class": dict(sorted(per_class.items())), "objects": 0,
        "unannotated_images": found.get("unannotated_images",
                                        sum(not s.ann.labels for s in result.samples)),
        "emptied_images": found.get("emptied_images", 0),
        "object_problems": dict(found.get("object_problems", {})),
    }
    return result


TASKS_SHOWN = {TASK_DETECTION: "object detection (boxes)",
               TASK_SEGMENTATION: "semantic segmentation (masks)",
               TASK_MULTILABEL: "multi-label classification"}
