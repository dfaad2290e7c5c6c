"""Plain-language lines about an annotated scan (terminal output of `convert`)."""

from __future__ import annotations

from engine.sources.annotations import TASKS_SHOWN


def plan_lines(task: str, info: dict) -> list[str]:
    """What the scan found: the task, objects per class, images without annotations and
    the problems found in the annotations."""
    lines = [f"task: {TASKS_SHOWN.get(task, task)}"]
    per_class = info.get("objects_per_class") or {}
    if per_class:
        what = "objects" if task == "detection" else "images"
        lines.append(f"{what} per class: " + ", ".join(f"{k} {v:,}" for k, v in
                                                       per_class.items()))
    if info.get("unannotated_images"):
        lines.append(f"{info['unannotated_images']:,} image(s) without annotations, kept as "
                     "negative examples (--skip-unannotated leaves them out)")
    if info.get("emptied_images"):
        lines.append(f"{info['emptied_images']:,} image(s) lost every object to the problems "
                     "below and are kept with none (--skip-unannotated leaves them out)")
    for why, n in sorted((info.get("object_problems") or {}).items()):
        lines.append(f"annotation problem: {why}: {n:,} object(s)")
    return lines
