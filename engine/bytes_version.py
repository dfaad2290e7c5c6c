"""Which bytes a run's records are: the engine version that last changed them for a kind of
run (its "bytes version", recorded in the journal and the manifest), and whether finishing
an interrupted run with this engine would mix two in one dataset.

--resume refuses such a run (engine.run.resume: :func:`mixes_bytes`) and the window offers
Start over only (engine.output_state.OutputState.other_bytes): both compare the recorded
version with :func:`bytes_version_for` of the run, by the task the source's scan finds
(OutputState.scanned), so the window never offers a Resume the engine then refuses.
Standard library only, so the GUI may import it.
"""

from __future__ import annotations

#: The engine version that last changed the records of a run: set to the new engine version
#: whenever the same files, options and decoder path could give other record bytes (issue
#: 16), recorded in the journal and the manifest: --resume never finishes a run of another
#: (engine.run.resume; the window says so first). Runs of images with class labels (class
#: folders, a CSV) -- 0.3.0: the "scaled" decoder's 3/8 JPEG decode.
BYTES_VERSION = "0.3.0"
#: Runs of annotated sources (COCO, VOC, YOLO, box CSV, masks, multi-label): their records
#: changed on their own -- 0.3.1: boxes and masks follow the 3/8 decode exactly (they
#: moved by up to 0.8 px), and annotated JPEGs take that decode under "turbo" too. So an
#: interrupted run of class folders that 0.3.0 started can still be finished. 0.3.2: a size
#: that COCO, CVAT or a box CSV gives an image other than its file's scales its boxes and
#: masks (or sets the image aside), as VOC's did (engine.sources.declared_size); they were
#: stored where the declared picture had them. Also 0.3.2: with --masks, Pascal VOC's and
#: the box CSV's records hold image/object/mask (each object's box as its mask), and an
#: image without a label file (VOC, YOLO) the empty list; they had none, and failed verify.
#: 0.3.6: a square turned a quarter by EXIF: annotations drawn on the turned picture.
ANNOTATED_BYTES_VERSION = "0.3.6"
#: Annotated runs with --resize crop: 0.3.7, a box crop cuts is stored truncated
#: (image/object/truncated 1: the object reaches past the picture, as VOC and TFDS mean
#: it); it kept the source's flag, 0. Runs that do not crop are the same bytes.
ANNOTATED_CROP_BYTES_VERSION = "0.3.7"
#: Object detection runs (boxes, --task detection), whatever the resize: 0.3.10, a box that
#: ends under one output pixel wide or high is stored where the resize puts it, as every
#: box is (the output contract's exact geometry; engine.sources.geometry); it was left out
#: as "degenerate after resizing", which the scan could not foresee (it counted the box).
#: Only a run with such a box differs, but which of its shards do cannot be told.
DETECTION_BYTES_VERSION = "0.3.10"
#: Semantic segmentation runs with --resize fit (a mask folder, or masks drawn from shapes):
#: 0.3.8, fit's padding is 255, "ignore", in the class masks (engine.sources.geometry); it
#: was 0, the background. Other resizes, and --masks' object masks, are the same bytes.
SEGMENTATION_FIT_BYTES_VERSION = "0.3.8"


def recorded_engine_version(record: dict) -> str:
    """The version of the engine that wrote a journal header ("engine_version") or a
    manifest ("engine": {"version"}); "" when it says none."""
    return str(record.get("engine_version") or _dict(record.get("engine")).get("version") or "")


def bytes_version_for(record: dict, task: str = "") -> str:
    """The bytes version this engine writes for the run a journal header or a manifest
    describes: an annotated run names its annotation files ("annotation_files"), its
    options whether it crops or fits ("options": {"image": {"resize"}}), and its task
    ("task", since 0.3.8 in the journal too; else ``task``, then --task's) whether it is
    semantic segmentation or object detection. ``task``: the source's task as a scan of
    it finds it now, for a record that names none: a journal of 0.3.7 from a mask folder
    (--task auto) is of segmentation only by its scan; --resume reads the run's bytes
    version with its own scan's, and the window with its scan's (OutputState.scanned),
    so that the two agree."""
    options = _dict(record.get("options"))
    resize = _dict(options.get("image")).get("resize")
    named = record.get("task")
    written_as = (named if isinstance(named, str) else "") or task or \
        _dict(options.get("annotations")).get("task")
    if written_as == "segmentation" and resize == "fit":
        return SEGMENTATION_FIT_BYTES_VERSION
    if not _annotated(record):
        return BYTES_VERSION
    if written_as == "detection":
        return DETECTION_BYTES_VERSION
    return ANNOTATED_CROP_BYTES_VERSION if resize == "crop" else ANNOTATED_BYTES_VERSION


def _annotated(record: dict) -> bool:
    """The run a journal header or a manifest describes read annotation files (it names
    them, with their digests: engine.sources.fingerprint)."""
    files = record.get("annotation_files")
    return isinstance(files, dict) and bool(files)


def mixes_bytes(record: dict, task: str = "") -> bool:
    """Finishing the run a journal header or a manifest describes with this engine would
    write other bytes than its shards hold (:func:`bytes_version_for`, ``task`` as
    there): --resume refuses it (engine.run.resume) whenever it keeps a shard (with none
    left to write too: its manifest would claim this version's bytes for them), and the
    window offers Start over only (OutputState.other_bytes)."""
    return recorded_bytes_version(record) != bytes_version_for(record, task)


def recorded_bytes_version(record: dict) -> str:
    """The bytes version a journal header or a manifest records. Records written before
    the field existed (engines 0.1.0-0.3.0) stored their own engine version's bytes."""
    return str(record.get("bytes_version") or recorded_engine_version(record))


def _dict(v: object) -> dict:
    return v if isinstance(v, dict) else {}
