"""Which bytes a run's records are: the engine version that last changed them for a kind of
run (its "bytes version", recorded in the journal and the manifest), and whether finishing
an interrupted run with this engine would mix two in one dataset.

--resume refuses such a run (engine.run.resume_refusals, by :func:`mixes_bytes`) and the
window offers Start over only (engine.output_state.OutputState.other_bytes): both compare
the recorded version with :func:`bytes_version_for` of the run, by the task the source's
scan finds (OutputState.scanned), so the window never offers a Resume the engine then
refuses.
Standard library only, so the GUI may import it.
"""

from __future__ import annotations

#: The engine version that last changed the records of a run: set to the new engine version
#: whenever the same files, options and decoder path could give other record bytes (issue
#: 16), recorded in the journal and the manifest: --resume never finishes a run of another
#: (engine.run.resume_refusals; the window says so first). Runs of images with class labels (class
#: folders, a CSV) -- 0.3.0: the "scaled" decoder's 3/8 JPEG decode.
BYTES_VERSION = "0.3.0"
#: Runs of annotated sources (COCO, VOC, YOLO, box CSV, masks, multi-label): their records
#: change on their own. History: 0.3.1, boxes and masks follow the 3/8 decode exactly;
#: 0.3.2, a size an annotation file declares scales its boxes and masks, and --masks holds
#: image/object/mask in VOC's and the box CSV's records; 0.3.6, a square turned a quarter by
#: EXIF; 0.3.7 (--resize crop only), a box crop cuts is stored truncated; 0.3.8 (semantic
#: segmentation with --resize fit only), fit's padding is 255, "ignore", in class masks.
#: 0.3.10, every annotated run: image/source_id is a number unique in the source
#: (engine.sources.annotation_builder.numbered), as TF Model Garden's detection evaluation
#: parses it (it was the file's stem for VOC, YOLO, box CSV, mask folders and multi-label
#: tables, and stopped that input); and a box that ends under one output pixel wide or high
#: is stored where the resize puts it, as every box is (engine.sources.geometry), where it
#: was left out as "degenerate after resizing", which the scan could not foresee.
#: 0.3.11 (--masks): the mask of such a box (or of any kept object whose mask no output
#: pixel's centre falls in) is the pixel under its box's centre, where it was empty, which
#: Model Garden's Mask R-CNN keeps as an object to learn as no pixel at all
#: (engine.sources.geometry.covers_its_box); a shape's area counts that pixel too. And a
#: label file saved by Notepad on Japanese or Korean Windows (Shift-JIS, EUC-KR, UTF-16;
#: a YOLO classes.txt, obj.names or data.yaml, a VOC or CVAT XML without an encoding
#: declaration, a COCO JSON, labelmap.txt) is read by a table's rule
#: (engine.sources.label_text), so its class names, image/object/class/text, are the
#: names it holds where they were read as UTF-8 with U+FFFD in place.
#: 0.3.12, for three reasons (three branches of one release):
#: - an annotated source's images are found by every extension class folders take
#:   (engine.sources.annotation_files.IMAGE_EXTS): its .heic/.heif/.avif photos (and .jpe,
#:   .ppm/.pgm/.pbm) become records where they were "annotations for an image that does not
#:   exist", so every image after them in the scan's order gets another image/source_id;
#:   and of several image files of one name in one folder (an iPhone export's IMG_1.JPG and
#:   IMG_1.HEIC, one photo) only the one a VOC XML names, or YOLO's first by IMAGE_EXTS's
#:   order, is a record with the annotations: the others are set aside (ann.same_photo),
#:   where VOC made one a record without boxes and YOLO both with the same boxes;
#: - a COCO category name with spaces at its ends (" cat") is its class without them
#:   (image/object/class/text, labels.txt), as TensorFlow Datasets strips the names of the
#:   ClassLabel names file it reads: labels.txt and the TFDS builder named it differently.
#:   (Class folders and tables: the same mending is in their fingerprint, as composed names
#:   are, engine.sources.names.class_labels; their bytes version stays.)
#: - on a disk that finds names in any capital letters or Unicode form (a Windows or Mac
#:   share, exFAT, NTFS, APFS) only: an image, label file or mask the disk found by another
#:   spelling is named as its folder spells it (VOC's IMG_001.JPG was written as
#:   IMG_001.jpg with its boxes and again without; COCO's by the JSON's spelling), a mask
#:   that differs from its image only in capital letters is its mask there, and a
#:   multi-label table's rows naming one file in two spellings are one image
#:   (engine.sources.scan_memo.as_listed); a case-sensitive disk's records are unchanged,
#:   and a class table's everywhere (its names kept as written).
#: So no annotated run an older engine started is finished by this one. An interrupted run
#: of class folders that 0.3.0 started still is.
ANNOTATED_BYTES_VERSION = "0.3.12"


def recorded_engine_version(record: dict) -> str:
    """The version of the engine that wrote a journal header ("engine_version") or a
    manifest ("engine": {"version"}); "" when it says none."""
    return str(record.get("engine_version") or _dict(record.get("engine")).get("version") or "")


def bytes_version_for(record: dict, task: str = "") -> str:
    """The bytes version this engine writes for the run a journal header or a manifest
    describes: an annotated run names its annotation files ("annotation_files"), or its
    task ("task", since 0.3.8 in the journal too; else ``task``, then --task's) is semantic
    segmentation. ``task``: the source's task as a scan of it finds it now, for a record
    that names none: --resume reads the run's bytes version with its own scan's, and the
    window with its scan's (OutputState.scanned), so that the two agree."""
    options = _dict(record.get("options"))
    named = record.get("task")
    written_as = (named if isinstance(named, str) else "") or task or \
        _dict(options.get("annotations")).get("task")
    # (a journal of 0.3.7 from a mask folder names no task: its scan's, or --task's, says
    # it is of segmentation)
    if written_as == "segmentation" or _annotated(record):
        return ANNOTATED_BYTES_VERSION
    return BYTES_VERSION


def _annotated(record: dict) -> bool:
    """The run a journal header or a manifest describes read annotation files (it names
    them, with their digests: engine.sources.fingerprint)."""
    files = record.get("annotation_files")
    return isinstance(files, dict) and bool(files)


def mixes_bytes(record: dict, task: str = "") -> bool:
    """Finishing the run a journal header or a manifest describes with this engine would
    write other bytes than its shards hold (:func:`bytes_version_for`, ``task`` as
    there): --resume refuses it (engine.run.resume_refusals) whenever it keeps a shard (with none
    left to write too: its manifest would claim this version's bytes for them), and the
    window offers Start over only (OutputState.other_bytes)."""
    return recorded_bytes_version(record) != bytes_version_for(record, task)


def recorded_bytes_version(record: dict) -> str:
    """The bytes version a journal header or a manifest records. Records written before
    the field existed (engines 0.1.0-0.3.0) stored their own engine version's bytes."""
    return str(record.get("bytes_version") or recorded_engine_version(record))


def _dict(v: object) -> dict:
    return v if isinstance(v, dict) else {}
