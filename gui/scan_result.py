"""What the quick scan found about a source (gui.scan's ScanResult), and how the engine's
scan summary (`engine scan --json`) fills it in: its kind, classes, problems and their codes.

Pure data, the standard library, the engine's catalogue of codes (engine.reason_codes) and
engine.output_state (which is pure data too): the panels that show a result import it
without the scan."""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field, replace

from engine.output_state import OutputState
from engine.reason_codes import UNUSABLE_IMAGE
from engine.shown_paths import bases_of, shown_path
from engine.skipped_objects import take_out, take_out_crowds, take_out_shapes

UNLABELED = "(unlabeled)"

#: The scan keeps the images' shapes as a histogram of log2(width / height) in steps of
#: 1/SHAPE_STEPS (1.1 % apart): a few hundred numbers at most for any source, from which the
#: options form counts the images Stretch squashes at whatever size is chosen, without
#: reading the source again.
SHAPE_STEPS = 64
#: An image is "much wider or taller" than the output when its shape and the output's
#: differ by more than this factor. Squashing a 4:3 or 3:2 photo (1.33, 1.5) into a square
#: is the everyday resize of image models and is hardly seen; from 16:9 (1.78) on circles
#: become plain ovals and faces thin, and a strip of 300 x 2500 (8.3) is ruined.
SQUASH_FACTOR = 1.5

#: The reason codes of an image the engine's scan sets aside because its annotations cannot
#: be used (engine.reason_codes.UNUSABLE_IMAGE, one set: `engine scan`'s text counts them so
#: too): an annotation file cut short, malformed or empty (VOC), a line that is no box or an
#: unknown class (YOLO), an unknown category or a shared image id (COCO), a box table's row
#: that is no box, a recorded size of another shape, a CVAT image without its tag. Such an
#: image is one of the source's images that the run does not convert, as is one whose mask
#: does not fit (which the run finds while converting) or a broken photo: the window counts
#: it among the images and says it is skipped, in the scan's sentence, the progress line,
#: the Summary and Failures. A VOC file cut short was "11 images … 0 skipped · 1 image … not
#: used" where a mask that did not fit was "10 images … 1 skipped"; a box table's row
#: without a class was "1 table row not used" of an image the run did not convert. What
#: else the scan sets aside is no image to convert (a table row, an entry naming a missing
#: image, a mask without an image, a repeated entry, an image without annotations) and
#: stays "not used" (gui.widgets.set_aside).
UNUSABLE = UNUSABLE_IMAGE


@dataclass
class ScanResult:
    source: str
    # "classes" | "unlabeled" | "table" | "tags" (CVAT's, one per image) | "" (unusable)
    kind: str = ""
    images: int = 0
    bytes: int = 0
    classes: dict = field(default_factory=dict)   # label -> count (objects of boxes, else
    #                                               images), in label-map order
    # annotated sources: label -> the number the source gives it (a YOLO class id, a COCO
    # category id), which may not be the label its records carry (gui.widgets.class_table)
    source_ids: dict = field(default_factory=dict)
    splits: dict = field(default_factory=dict)    # split -> images the source assigns it
    # annotated sources: split ("": given none) -> its images without annotations, which
    # "Leave out images without annotations" leaves out (then not among the run's images);
    # of those given none, label -> images (of ``free``); and the bytes of them all
    unannotated: dict = field(default_factory=dict)
    unannotated_free: dict = field(default_factory=dict)
    unannotated_bytes: int = 0
    free: dict = field(default_factory=dict)      # label -> its images given no split
    # split ("": given none) -> its images listed that the scan found the run skips (in
    # ``broken``), and of those, the images without annotations (with "Leave out images
    # without annotations", left out instead): the splits the run writes (SplitField)
    split_skipped: dict = field(default_factory=dict)
    split_skipped_unannotated: dict = field(default_factory=dict)
    problems: list = field(default_factory=list)  # (path, reason)
    samples: list = field(default_factory=list)   # paths for thumbnails
    other_files: int = 0                          # counted files that are not images
    pictures: dict = field(default_factory=dict)  # label -> its files that are images
    # label -> its files without a problem found: those the run converts (the class table)
    convertible: dict = field(default_factory=dict)
    # path -> plain reason (also in problems): the images the run skips that the scan found
    # (a broken file, an image set aside for its annotations: ``unusable``)
    broken: dict = field(default_factory=dict)
    transparent: int = 0                          # images with transparent areas
    # the shapes of the images without problems (add_shape; squashed counts them)
    shapes: dict = field(default_factory=dict)
    # 16-bit images (microscopes' PNG and TIFF: --bit-depth), the largest value found in
    # the ``deep_read`` of them whose values were read (engine.codecs.scan_checks
    # .DEEP_SAMPLE; -1: none)
    deep: int = 0
    brightest: int = -1
    deep_read: int = 0
    # the samples that are 16-bit (their headers say; broken ones too): their thumbnails
    # follow --bit-depth, and the others are read by Qt without a look at their header
    deep_samples: set = field(default_factory=set)
    # 16-bit images in a layout the run refuses below --bit-depth 16 (grey with alpha, CMYK,
    # premultiplied alpha), found in the headers read: path -> gui.scan_depth.Refused. Not
    # among ``problems``: gui.scan_depth.for_run lists them for a depth below 16
    deep_layouts: dict = field(default_factory=dict)
    # the images "Write as: original" does not keep (HEIC, AVIF, an animated WebP:
    # engine.codecs.refusals.not_kept), found in the headers read: path -> Refused with
    # the run's reason (a broken one too, which the run then says so). Not among
    # ``problems``: gui.scan_depth.for_run lists them for --format original
    unkept: dict = field(default_factory=dict)
    # the photos whose EXIF orientation says to turn them (engine.codecs.scan_checks
    # FileCheck.turned), of those the run keeps (neither broken nor unkept): the
    # re-encoding formats turn them upright; "Write as: original" stores them as they are,
    # which TensorFlow gives a model unturned (the options' and the source panel's notes)
    turned: list = field(default_factory=list)
    ignored: list = field(default_factory=list)   # side files beside the class folders
    error: str = ""
    task: str = ""                                # annotated: detection, segmentation...
    overlays: dict = field(default_factory=dict)  # sample path -> what to draw over it
    annotations: dict = field(default_factory=dict)  # the engine's scan summary
    # a detection source's objects that have a shape, {"polygon": n, "rle": m} (the
    # engine's scan "shapes"): "Write as" then offers semantic segmentation too
    outlines: dict = field(default_factory=dict)
    # a Pascal VOC detection source's class masks (SegmentationClass/: the engine's scan
    # "class_masks"): "Write as" offers semantic segmentation too, read from them
    class_masks: int = 0
    # reason -> (code, params) of the sentences the engine's scan wrote (annotated
    # sources), so that the window shows them in its language (gui.engine_text)
    coded: dict = field(default_factory=dict)
    # class folders without images: classes all the same (labels.txt keeps their
    # number), so said as a notice, not as a problem (the run skips nothing for them)
    empty_classes: list = field(default_factory=list)
    # annotated sources: problems about objects (a box clipped or left out), whose images
    # are converted all the same: problems[objects_from:objects_from + object_notes], the
    # last of the engine's (the images this scan finds broken are listed after them)
    object_notes: int = 0
    objects_from: int = 0
    # entries the engine's scan set aside (a row, a missing image, a label file without
    # its image): problems, but not among the ``images`` counted
    set_aside: int = 0
    # images the engine's scan set aside for their annotations (UNUSABLE): not among the
    # engine's ``images``, but counted with them and said skipped (problems[set_aside:
    # set_aside + unusable], before the images counted that the run will skip)
    unusable: int = 0
    # {name: sha256} of the annotation files the engine read (None: it read none), to know
    # before Resume whether the engine would refuse it (gui.resume.annotation_changes)
    annotation_files: dict | None = None
    # what the engine read otherwise than one may expect, nothing skipped (a table's
    # columns it does not read, YOLO classes without names): its English sentences
    notices: list = field(default_factory=list)
    # the paths of every image the engine listed, "\0" between them (one string, not a
    # list: a million paths), for the images added since an interrupted run (gui.resume)
    listed: str = ""
    # where each of them goes in a plan (place_code, in the same order): the images that
    # have another class or split since an interrupted run (gui.resume_check)
    placed: str = ""
    # a mask folder's images whose mask the run refuses: {image: (its mask, why it cannot
    # be opened, "" when it can)} (the engine's "refused_masks"; None: not read), which
    # an older engine's interrupted run may have converted (gui.resume_check)
    refused_masks: dict | None = None
    # a folder the engine refuses as a dataset ("source.dataset") that holds an interrupted
    # run of ours: that run's source, and whether it no longer exists. The source panel
    # then offers to finish the run (MainWindow.finish_run), or says why it cannot.
    unfinished: str = ""
    unfinished_gone: bool = False
    # when the scan began to read the source (time.time(); 0: not known), and its folders'
    # times then (gui.source_stamp): whether the scan is older than a run (gui.resume),
    # and whether the source may have changed since (Start reads it again first)
    read_at: float = 0.0
    stamp: tuple = ()
    # name_base(source), decided in the scan's thread (None: at the first display_name)
    base: tuple[str, ...] | None = None

    def display_name(self, path: str) -> str:
        """``path`` as the user knows it: relative to a folder source ("cats/img1.jpg")."""
        if self.base is None:
            self.base = name_base(self.source)
        return display_name(path, self.source, self.base)

    def error_code(self) -> str:
        """The engine's code of ``error`` ("source.dataset"); "" for no error or one the
        engine did not code (the scan's own)."""
        return self.coded.get(self.error, ("", {}))[0] if self.error else ""

    def error_params(self) -> dict:
        """The engine's parameters of ``error`` ({} as for error_code's "")."""
        return self.coded.get(self.error, ("", {}))[1] if self.error else {}


def name_base(source: str) -> tuple[str, ...]:
    """The folders display_name's names are relative to (engine.shown_paths.bases_of): a
    stat of ``source``, decided once for a list of names, not once a name."""
    return bases_of(source)


def display_name(path: str, source: str, base: tuple[str, ...] | None = None) -> str:
    """"cats/img1.jpg" for a file under the folder ``source`` (or beside a CSV source, or
    in the dataset folder above a JSON's: engine.shown_paths, as `engine scan` lists it);
    otherwise the file's folder and name, which still says which class it is in.
    ``base``: name_base(source), when known (else asked here)."""
    shown = shown_path(path, source, base)
    if shown:
        return shown
    parent = os.path.basename(os.path.dirname(path))
    return f"{parent}/{os.path.basename(path)}" if parent else os.path.basename(path)

def add_shape(res: ScanResult, aspect: float) -> None:
    """Count one image of ``aspect`` (width / height) in ``res.shapes``."""
    if aspect > 0:
        step = round(math.log2(aspect) * SHAPE_STEPS)
        res.shapes[step] = res.shapes.get(step, 0) + 1


def squashed(shapes: dict, width: int, height: int) -> int:
    """Of the images counted in ``shapes`` (ScanResult.shapes), those more than
    SQUASH_FACTOR wider or taller than ``width`` x ``height``: Stretch distorts them.
    (A step's middle is compared: an image of exactly 3:2 counts as 1.493 beside a square.)"""
    if width <= 0 or height <= 0:
        return 0
    out, limit = math.log2(width / height), math.log2(SQUASH_FACTOR)
    return sum(n for step, n in shapes.items() if abs(step / SHAPE_STEPS - out) > limit)


def place_code(item: list) -> str:
    """An image the engine's scan lists ([path, label, split, bytes, ...]; after them a
    class number, not for an annotated source) as ScanResult.placed keeps it: its class
    number, its split ("=" and the split, "" when the planner divides it) and its class
    name, "\x1f" between them."""
    number = item[4] if len(item) == 5 and type(item[4]) is int else ""
    split = "" if item[2] is None else f"={item[2]}"
    return f"{number}\x1f{split}\x1f{item[1]}"


def placed_now(res: ScanResult) -> dict[str, tuple[int | None, str, str | None]]:
    """{path: (class number or None, class name, split or None)} of the images ``res``
    lists, as engine.resume_check compares them with a run's plan (its Placed)."""
    out: dict[str, tuple[int | None, str, str | None]] = {}
    if not res.listed or not res.placed:
        return out
    for path, code in zip(res.listed.split("\0"), res.placed.split("\0"), strict=False):
        number, split, name = code.split("\x1f", 2)
        out[path] = (int(number) if number else None, name, split[1:] if split else None)
    return out


def annotated_head(res: ScanResult, doc: dict) -> None:
    """An annotated source as the engine's scan summed it up: task, images, objects per
    class, its annotation problems (the images it lists are checked after)."""
    res.kind, res.task = str(doc.get("kind", "")), str(doc.get("task", ""))
    res.images, res.bytes = int(doc.get("images", 0)), int(doc.get("bytes", 0))
    res.annotations = dict(doc.get("annotations") or {})
    per_class = res.annotations.get("objects_per_class") or {}
    # Its classes are those of its label map (labels.txt): a class without objects too (a
    # data.yaml's "dog" with no box), which the table listed not ("1 class" over a
    # labels.txt of 2). Of class masks, the images whose mask holds the class (the scan
    # reads every mask; the table said "not counted" of each class when it did not).
    labels = [str(n) for n in doc.get("labels") or []]
    res.classes = {**{n: per_class.get(n, 0) for n in labels}, **dict(per_class)}
    shapes = doc.get("shapes")
    res.outlines = {str(k): v for k, v in shapes.items() if type(v) is int and v > 0} \
        if isinstance(shapes, dict) else {}
    masks = doc.get("class_masks")
    res.class_masks = masks if type(masks) is int and masks > 0 else 0
    refused = doc.get("refused_masks")
    res.refused_masks = {str(r[0]): (str(r[1]), str(r[2])) for r in refused
                         if isinstance(r, list) and len(r) == 3} \
        if isinstance(refused, list) else None
    ids = doc.get("source_ids")
    res.source_ids = {str(k): v for k, v in ids.items() if type(v) is int} \
        if isinstance(ids, dict) else {}
    _take_problems(res, doc)
    res.objects_from = min(len(res.problems), int(doc.get("skipped", len(res.problems))))
    res.object_notes = len(res.problems) - res.objects_from
    # the images counted that the run will skip (a mask that does not fit, or looks
    # smoothed): skipped as a broken photo is, their thumbnails leading the samples,
    # marked, and out of their split's count to be written (gui.scan). They were neither:
    # "to be written: train 5" over a run that wrote 4, the image unmarked.
    res.broken.update(res.problems[res.set_aside + res.unusable:res.objects_from])


def uncount(res: ScanResult, counts, outlines=None) -> None:
    """Take the objects of an image the run will skip (found broken here) out of the
    class table and the objects total, which then count what the run writes: the table
    said dog 6 where the dataset (and Inspect's chart) had 5. ``counts``: the engine's
    {class: n} for the image (``scan --list``), taken out by the engine's one rule
    (engine.skipped_objects), which its text scan follows; ``outlines``: its objects
    with shapes ({"polygon": n, "rle": m}), taken out of ``res.outlines`` (the line
    below the objects said "599 objects have shapes" under "598 objects")."""
    take_out(res.classes, res.annotations, res.task, counts)   # (`engine scan`'s rule too)
    take_out_shapes(res.outlines, outlines)
    take_out_crowds(res.notices, res.coded, outlines)   # ("12 crowd regions" of 11 drawn)


def listing_head(res: ScanResult, doc: dict, table: bool) -> None:
    """A folder or a class table as the engine's scan read it: what it set aside (a row,
    a link to nothing, an image outside the class folders, a folder it cannot open) are
    the first problems, with their codes for the window's language. Its classes are its
    labels, an empty class folder's too; the images it lists are counted after."""
    res.kind = "table" if table else ("tags" if doc.get("kind") == "cvat" else
                                      "classes" if doc.get("labels") else "unlabeled")
    _take_problems(res, doc)
    res.classes = dict.fromkeys((str(x) for x in doc.get("labels") or []), 0)
    res.ignored = [str(x) for x in doc.get("ignored") or []]


def _take_problems(res: ScanResult, doc: dict) -> None:
    """The problems the engine's scan found, with their codes (for the window's language)."""
    res.problems = [tuple(p) for p in doc.get("problems", [])]
    # "set_aside": entries not among the images counted. "skipped" also holds images that
    # are counted and that the run will skip (a segmentation mask that does not fit):
    # taken as set aside, they made "9 images … 4 entries set aside" over a run of 9.
    aside = doc.get("set_aside", doc.get("skipped", 0))
    res.set_aside = min(len(res.problems), int(aside or 0))
    for (_path, why), code in zip(res.problems, doc.get("problem_codes") or [], strict=False):
        keep_code(res, why, code)
    # the images set aside for their annotations last of the entries set aside, then
    # counted as images skipped (UNUSABLE)
    first = res.problems[:res.set_aside]
    images = [p for p in first if res.coded.get(p[1], ("", {}))[0] in UNUSABLE]
    if images:
        others = [p for p in first if res.coded.get(p[1], ("", {}))[0] not in UNUSABLE]
        res.problems[:res.set_aside] = others + images
        res.set_aside, res.unusable = len(others), len(images)
        # skipped as a broken photo is: its thumbnail leads the samples, marked (gui.scan)
        res.broken.update(images)


def counted(res: ScanResult) -> int:
    """The images the window counts: the engine's, and those its scan set aside for their
    annotations (UNUSABLE), which the run skips."""
    return res.images + res.unusable


def counted_state(state: OutputState) -> OutputState:
    """An interrupted run's folder (``state``) counted as the window counts a source's
    images: those its scan set aside for their annotations (UNUSABLE; the journal's
    "set_aside") are among the images planned and those skipped, as the progress line
    counts them (gui.widgets.progress_panel.unusable_now). The Resume offer said "4 of 10
    images are already done" right after a kill whose kept line said "5 of 11". A
    finished dataset's skipped count them already (its manifest's "rejected")."""
    k = sum(n for code, n in state.set_aside.items() if code in UNUSABLE)
    if not k or state.kind != "interrupted":
        return state
    return replace(state, planned=state.planned + k if state.planned else 0,
                   skipped=state.skipped + k)


def keep_code(res: ScanResult, sentence: str, code) -> None:
    """Remember the [code, params] the engine's scan sent for ``sentence`` (if well formed)."""
    if isinstance(code, list) and len(code) == 2 and code[0]:
        res.coded[sentence] = (str(code[0]), code[1] if isinstance(code[1], dict) else {})

