"""Plain-language lines about an annotated scan (terminal output of `convert`)."""

from __future__ import annotations

from engine import event_text
from engine.reason_pair import counted, plural
from engine.sources.annotations import TASKS_SHOWN


def plan_lines(task: str, info: dict, shapes: dict[str, int] | None = None) -> list[str]:
    """What the scan found: the task, objects per class, the objects with shapes
    (``shapes``: engine.sources.class_masks.shape_counts), images without annotations and
    the problems found in the annotations."""
    lines = [f"task: {TASKS_SHOWN.get(task, task)}"]
    per_class = info.get("objects_per_class") or {}
    if per_class:
        lines.append(event_text.per_class(task, per_class))
    if shapes and any(shapes.values()):
        lines.append(f"objects with a shape: {shapes.get('polygon', 0):,} with polygons, "
                     f"{shapes.get('rle', 0):,} with an RLE mask (--task segmentation "
                     "draws them as class masks)")
    if info.get("unannotated_images"):
        n = info["unannotated_images"]
        lines.append(f"{counted(n, 'image')} without annotations, kept as "
                     f"{plural(n, 'a background image', 'background images')} "
                     "(--skip-unannotated leaves "
                     f"{plural(n, 'it', 'them')} out)")
    if info.get("emptied_images"):
        n = info["emptied_images"]
        lines.append(f"{counted(n, 'image')} lost every object to the problems below and "
                     f"{plural(n, 'is', 'are')} kept with none (--skip-unannotated leaves "
                     f"{plural(n, 'it', 'them')} out)")
    for why, n in sorted((info.get("object_problems") or {}).items()):
        lines.append(f"annotation problem: {why}: {counted(n, 'object')}")
    return lines
