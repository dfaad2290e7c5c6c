"""Which tasks an annotated source can be written as (--task), by the task its scan finds:
the one table the engine checks --task against (engine.sources.annotations) and the window's
"Write as" list offers (gui.widgets.task_choice). Light: the task names of
engine.sources.model (standard library only) and nothing else, so the GUI may import it.

``--task classification`` is not in it as a conversion: for any source it means "leave the
annotations out" (the folder read as class folders), which the engine does before it looks
for annotations. A source found to be classification (CVAT's tags, one per image) lists it
as what it already is.

A detection source whose objects have shapes (COCO polygons or RLE, CVAT's polygons,
ellipses and brush masks, YOLO polygon lines) can also be written as semantic
segmentation: each image's class mask drawn from those shapes
(engine.sources.class_masks). Boxes alone give no class mask: :func:`offered` says which
a scan's source can be written as."""

from __future__ import annotations

from engine.sources.model import (
    TASK_CLASSIFICATION,
    TASK_DETECTION,
    TASK_MULTILABEL,
    TASK_SEGMENTATION,
)

#: Found task -> the tasks such a source can be written as, itself first.
CONVERTIBLE: dict[str, tuple[str, ...]] = {
    TASK_CLASSIFICATION: (TASK_CLASSIFICATION, TASK_MULTILABEL),   # CVAT's tags: all of them
    TASK_DETECTION: (TASK_DETECTION, TASK_MULTILABEL),             # each image's box classes
    TASK_SEGMENTATION: (TASK_SEGMENTATION,),
    TASK_MULTILABEL: (TASK_MULTILABEL,),
}


def offered(task: str, shaped: bool = False) -> tuple[str, ...]:
    """The tasks a source whose scan found `task` can be written as; ``shaped``: some of
    its objects have a shape (a polygon or a mask), so detection can be segmentation too."""
    found = CONVERTIBLE.get(task, ())
    if task == TASK_DETECTION and shaped:
        return (found[0], TASK_SEGMENTATION, *found[1:])
    return found
