"""An annotation export written as classification (--task classification, "Write as:
classification" in the window): its annotations left out, each image's class is the name
of the folder it is in, as for class folders.

An export's own folders are no classes: read as class folders, a CVAT export was one class
"images", a YOLO one the classes "images" and "labels", a Roboflow one "train", "valid" and
"test". So the class folders are looked for where the export keeps its images: in its
``images/`` (or VOC's ``JPEGImages/``) when it has one (CVAT keeps the folders the images
were uploaded in: ``images/cat/``, ``images/dog/``), else in the export's folder. Where
there are none (every image in one folder, or the folders are the export's layout: its
splits, its annotations, its labels), the source is refused, saying why and what to do,
rather than converted as classes nobody meant. An annotation file (a COCO JSON, a box or
multi-label CSV) is no class table: refused likewise, not read as one.
"""

from __future__ import annotations

import os
import re

from engine.errors import SourceError
from engine.sources.annotation_files import split_folder
from engine.sources.names import display, name_list

#: The folders an export keeps its images in (lower case): images/ (CVAT, YOLO, Label
#: Studio, masks), JPEGImages/ (Pascal VOC and CVAT's VOC and segmentation masks).
IMAGE_FOLDERS = ("images", "jpegimages")
#: Folders of an export's own layout (lower case), never a class: beside its splits (any
#: name annotation_files.split_folder knows) and CVAT YOLO's obj_<subset>_data/.
LAYOUT_FOLDERS = frozenset({
    *IMAGE_FOLDERS, "annotations", "labels", "masks", "imagesets", "segmentationclass",
    "segmentationobject", "default",   # (CVAT's subset when the task has none)
})
_SUBSET_DATA = re.compile(r"obj_\w*_data")


def is_layout(name: str) -> bool:
    """A folder called ``name`` is an export's own (its images, annotations, a split...)."""
    key = name.strip().lower()
    return key in LAYOUT_FOLDERS or bool(_SUBSET_DATA.fullmatch(key)) or \
        split_folder(name) is not None


def images_folder(source: str) -> str | None:
    """The export's images/ (or JPEGImages/), any case; None when it has none."""
    try:
        entries = sorted(os.scandir(source), key=lambda e: e.name)
    except OSError:
        return None
    for wanted in IMAGE_FOLDERS:
        for e in entries:
            if e.name.lower() == wanted and e.is_dir():
                return e.path
    return None


def scan(source: str, progress, skip_ids):
    """The classes of the export at ``source`` (a recognised annotated source) from its class
    folders (engine.sources.discover.scan_folder). Raises SourceError when it has none."""
    from engine.sources import discover

    if not os.path.isdir(source):
        raise SourceError(f"{display(source)}: this is an annotation file, not a class table. "
                          "Written as classification, each image's class comes from class "
                          "folders or a table of path,label. Write its annotations instead "
                          "(--task auto).")
    source = os.path.abspath(source)
    root = images_folder(source) or source
    where = display(os.path.relpath(root, source).replace(os.sep, "/") if root != source
                    else os.path.basename(source) or source) + "/"
    result = discover.scan_folder(root, progress, skip_ids)
    if result.kind == "unlabeled":
        raise SourceError(f"{display(source)}: this annotation export has no class folders: "
                          f"its images are all in {where}. Written as classification, each "
                          "image's class is the name of the folder it is in. Write its "
                          "annotations instead (--task auto), or put the images in one "
                          f"sub-folder per class inside {where}.")
    if any(is_layout(label) for label in result.labels):
        base = "" if root == source else where
        folders = name_list([f"{base}{label}/" for label in result.labels], 5)
        raise SourceError(f"{display(source)}: this annotation export has no class folders: "
                          f"its own folders ({folders}) are not classes. Written as "
                          "classification, each image's class is the name of the folder it "
                          "is in. Write its annotations instead (--task auto), or put the "
                          f"images in one sub-folder per class inside {where}.")
    return result
