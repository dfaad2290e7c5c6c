"""The annotation model shared by every reader: pure data, picklable, sent to workers.

Coordinates are pixels in the image file's *stored* pixel grid (before EXIF orientation):
what COCO, VOC, YOLO and the TF tutorials' box CSV record when the annotating tool shows
the stored pixels. When the annotation file records an image size that matches the
*oriented* size instead (width and height swapped by an EXIF rotation), the reader marks
the annotation as already oriented (``oriented=True``) and only the resize is applied.
Box edges are continuous: a box covering pixel columns 10..19 is xmin=10, xmax=20.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:   # (imported when a Problems is made: this module stays light)
    from engine.sources.object_rows import ObjectRows

TASK_CLASSIFICATION = "classification"
TASK_DETECTION = "detection"
TASK_SEGMENTATION = "segmentation"
TASK_MULTILABEL = "multilabel"

#: A polygon: flat (x0, y0, x1, y1, ...) in the same pixel grid as the boxes.
Polygon = tuple[float, ...]


@dataclass(frozen=True)
class Rle:
    """A run-length encoded mask: runs of 0 and 1 pixels, starting with 0. COCO's cover the
    whole picture column by column; a CVAT brush mask's cover its box (``left``, ``top``,
    ``width`` x ``height``) row by row (``row_major``)."""

    height: int
    width: int
    counts: tuple[int, ...]
    left: int = 0
    top: int = 0
    row_major: bool = False


@dataclass(frozen=True)
class Obj:
    """One annotated object. ``label`` is the 0-based index into the scan's labels (the
    stored class/label is label + 1, as in label_map.pbtxt)."""

    xmin: float
    ymin: float
    xmax: float
    ymax: float
    label: int
    text: str
    is_crowd: int = 0
    difficult: int = 0
    truncated: int = 0
    polygons: tuple[Polygon, ...] = ()
    rle: Rle | None = None
    #: where the annotations give it ("instances.json annotation 17", "labels/a.txt line
    #: 3", "a.xml object 2"): how objects.csv names an object the run left out or clipped
    where: str = field(default="", compare=False)

    @property
    def has_shape(self) -> bool:
        return bool(self.polygons) or self.rle is not None


@dataclass(frozen=True)
class Annotation:
    """Everything a worker needs to store one image's annotations."""

    task: str
    objects: tuple[Obj, ...] = ()
    mask_path: str = ""              # segmentation: PNG of class indices (else drawn from
    #                                  the objects' shapes: engine.sources.class_masks)
    classes: int = 0                 # segmentation: named classes (0 = names unknown)
    #: segmentation: each class's (r, g, b) in a colour mask (CVAT's labelmap.txt), by index
    colours: tuple[tuple[int, int, int], ...] = ()
    #: segmentation without colours: a mask saved in colour with its channels equal is the
    #: grey mask it is; False when a mask of the source is in true colours, which makes
    #: them all colour masks (engine.sources.mask_classes.grey_source)
    grey_rgb: bool = False
    labels: tuple[int, ...] = ()     # multi-label: 0-based indices
    texts: tuple[str, ...] = ()      # multi-label: their names
    size: tuple[int, int] | None = None   # (width, height) the annotation file records
    #: detection: also store instance masks (--masks; annotation_builder.Builder.add sets it)
    masks: bool = False
    source_id: str = ""
    normalized: bool = False         # boxes/polygons are fractions of the image size (YOLO)
    #: True: coordinates are in the EXIF-oriented picture; False: in the stored pixel grid;
    #: None: decided by `size` (a recorded size that matches only the oriented picture).
    oriented: bool | None = None

    @property
    def has_masks(self) -> bool:
        """Masks to place at the stored size: a class mask (a file's, or drawn from the
        objects: engine.sources.class_masks), or the objects' instance masks."""
        return bool(self.mask_path or self.masks
                    or (self.task == TASK_SEGMENTATION and self.objects))


@dataclass
class Problems:
    """Per-object warnings (the object is dropped, the image converted), by reason."""

    counts: dict[str, int] = field(default_factory=dict)
    examples: list[tuple[str, str]] = field(default_factory=list)  # (path, reason)
    #: the counts by the image (or annotation file) they were found in: a run that kept
    #: only some shards counts those of their images (engine.sources.schemas)
    by_path: dict[str, dict[str, int]] = field(default_factory=dict)
    #: every one of them, (path, where, class, reason): the rows of objects.csv
    #: (engine.run.object_list; the class is "" where the annotations give none), in
    #: bounded memory (engine.sources.object_rows: millions spill to disk)
    objects: ObjectRows = field(default_factory=lambda: _object_rows())

    def add(self, path: str, reason: str, key: str, where: str = "", cls: str = "",
            why: str = "") -> None:
        """One object dropped or clipped: ``reason`` says where and why ("a.xml object 2:
        object without a name"), ``key`` is what it is counted by; ``where``, ``cls`` and
        ``why`` (the reason alone) are its row of objects.csv."""
        self.counts[key] = self.counts.get(key, 0) + 1
        mine = self.by_path.setdefault(path, {})
        mine[key] = mine.get(key, 0) + 1
        if len(self.examples) < 10000:
            self.examples.append((path, reason))
        self.objects.append((path, where, cls, why or reason))


def _object_rows() -> ObjectRows:
    from engine.sources.object_rows import ObjectRows
    return ObjectRows()
