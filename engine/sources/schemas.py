"""Output schemas of the annotated tasks, the label map file and the manifest fields.

Detection follows the TF Object Detection API / Model Garden keys (1-based class labels as
in label_map.pbtxt); segmentation the Model Garden segmentation keys; multi-label stores
``image/class/label`` and ``image/class/text`` as lists. Variable-length features are
marked ``"varlen": true`` in the manifest (parse them with tf.io.VarLenFeature).
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from engine.output_state import LABEL_MAP
from engine.sources.model import TASK_DETECTION, TASK_MULTILABEL, TASK_SEGMENTATION

_SCALAR: dict[str, list[int]] = {"shape": []}
_IMAGE = {
    "image/encoded": {"kind": "bytes", **_SCALAR},
    "image/format": {"kind": "bytes", **_SCALAR},
    "image/height": {"kind": "int64", **_SCALAR},
    "image/width": {"kind": "int64", **_SCALAR},
    "image/channels": {"kind": "int64", **_SCALAR},
    "image/colorspace": {"kind": "bytes", **_SCALAR},
    "image/filename": {"kind": "bytes", **_SCALAR},
    "image/source_id": {"kind": "bytes", **_SCALAR},
}


def _var(kind: str) -> dict:
    return {"kind": kind, "varlen": True}


DETECTION_SPEC = {
    **_IMAGE,
    "image/key/sha256": {"kind": "bytes", **_SCALAR},
    "image/object/bbox/xmin": _var("float"),
    "image/object/bbox/ymin": _var("float"),
    "image/object/bbox/xmax": _var("float"),
    "image/object/bbox/ymax": _var("float"),
    "image/object/class/label": _var("int64"),
    "image/object/class/text": _var("bytes"),
    "image/object/area": _var("float"),
    "image/object/is_crowd": _var("int64"),
    "image/object/difficult": _var("int64"),
    "image/object/truncated": _var("int64"),
}
MASK_KEY = "image/object/mask"

SEGMENTATION_SPEC = {
    **_IMAGE,
    "image/segmentation/class/encoded": {"kind": "bytes", **_SCALAR},
    "image/segmentation/class/format": {"kind": "bytes", **_SCALAR},
}

MULTILABEL_SPEC = {
    **_IMAGE,
    "image/class/label": _var("int64"),
    "image/class/text": _var("bytes"),
}

SCHEMAS = {
    TASK_DETECTION: "tf-object-detection-api",
    TASK_SEGMENTATION: "model-garden-segmentation",
    TASK_MULTILABEL: "multi-label-classification",
}

LABEL_MAP_FILE = LABEL_MAP


def feature_spec(task: str, masks: bool = False) -> dict:
    if task == TASK_DETECTION:
        spec = dict(DETECTION_SPEC)
        if masks:
            spec[MASK_KEY] = _var("bytes")
        return spec
    if task == TASK_SEGMENTATION:
        return dict(SEGMENTATION_SPEC)
    return dict(MULTILABEL_SPEC)


def label_map(task: str, labels: list[str]) -> dict[str, str]:
    """Stored label value -> name (1-based for detection, pixel value for segmentation,
    0-based for multi-label)."""
    first = 1 if task == TASK_DETECTION else 0
    return {str(i + first): name for i, name in enumerate(labels)}


def label_map_pbtxt(labels: list[str]) -> str:
    """label_map.pbtxt as the TF Object Detection API reads it (ids from 1)."""
    out = []
    for i, name in enumerate(labels, 1):
        escaped = name.replace("\\", "\\\\").replace("'", "\\'")
        out.append(f"item {{\n  id: {i}\n  name: '{escaped}'\n  display_name: '{escaped}'\n}}\n")
    return "".join(out)


def write_label_map(folder: str, task: str, labels: list[str]) -> None:
    if task != TASK_DETECTION:
        return
    from engine.run.writer import write_atomic
    write_atomic(os.path.join(folder, LABEL_MAP_FILE), label_map_pbtxt(labels))


def object_problems(scan, dropped: dict[str, int],
                    kept: Iterable[str] | None = None) -> dict[str, int]:
    """Per-object problems by reason: those found by the scan plus those dropped from the
    shards on disk. ``kept``: the paths of the images in the complete shards of a run that
    did not complete them all (cancelled, failed): only the scan's problems of those
    images count (one that kept nothing said the scan's of the whole source beside
    "Written: 0"); None: the run completed, every problem the scan found counts."""
    if kept is None:
        problems = dict((getattr(scan, "annotations", {}) or {}).get("object_problems", {}))
    else:
        problems = {}
        by_path = getattr(getattr(scan, "problems", None), "by_path", {})
        for path in kept:
            for k, v in by_path.get(path, {}).items():
                problems[k] = problems.get(k, 0) + v
    for k, v in dropped.items():
        problems[k] = problems.get(k, 0) + v
    return problems


def extend_manifest(manifest: dict, scan, masks: bool, problems: dict[str, int],
                    written: dict[str, int]) -> dict:
    """Task, schema, label map and annotation counts in the manifest of an annotated run;
    its objects per class are ``written``, those of the shards it lists (the scan's also
    counted the objects of images that failed and those a worker dropped); its objects
    left out or clipped ``problems`` (:func:`object_problems`)."""
    task = getattr(scan, "task", "classification")
    if task not in SCHEMAS:
        return manifest
    info = dict(getattr(scan, "annotations", {}) or {})
    info["objects_per_class"] = dict(sorted(written.items()))
    if task == TASK_DETECTION:
        info["objects"] = sum(written.values())
    info["object_problems"] = problems   # (object_problems)
    manifest.update({
        "task": task,
        "schema": SCHEMAS[task],
        "features": feature_spec(task, masks and task == TASK_DETECTION),
        "label_map": label_map(task, scan.labels),
        "label_offset": 1 if task == TASK_DETECTION else 0,
        "annotations": info,
    })
    if task == TASK_DETECTION:
        manifest["label_map_file"] = LABEL_MAP_FILE
    return manifest


def recognise_task(keys: dict[str, int]) -> tuple[str, str] | None:
    """(task, human description) of records with these keys ({key: most values in one
    record}), ours or not; None for classification or anything else."""
    if "image/object/bbox/xmin" in keys:
        what = "object detection: boxes with the TF Object Detection API / Model Garden keys"
        if "image/object/mask" in keys:
            what += ", with instance masks"
        return TASK_DETECTION, what
    if "image/segmentation/class/encoded" in keys:
        return TASK_SEGMENTATION, "semantic segmentation: a class-index mask per image"
    if keys.get("image/class/label", 0) > 1:
        return TASK_MULTILABEL, "multi-label classification: several labels per image"
    return None
