"""The Builder every annotation reader fills for one scan: its samples, rejected images,
labels and the objects it drops (counted, their image kept), with the checks they share
(a box clipped to its image, labels numbered by the source's order).

engine.sources.annotations recognises a source and runs its reader; the reader reads its
files (engine.sources.annotation_files finds them) into this Builder.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.config import DEFAULT_MAX_PIXELS
from engine.reason_codes import say
from engine.reason_pair import plural
from engine.sources.model import (
    TASK_CLASSIFICATION,
    TASK_DETECTION,
    TASK_MULTILABEL,
    Annotation,
    Problems,
)

#: Why an object whose mask (COCO segmentation, CVAT rle) is not numbers is left out.
MASK_DAMAGED = "the mask is damaged (its points or run lengths are not proper numbers): left out"

#: Slack (pixels) before a box edge beyond the recorded image size counts as outside.
EDGE_TOLERANCE = 1.0

#: Why an image file beside the source's images is not used (code ann.unlisted_image).
UNLISTED = ("no annotation file lists it: if it belongs in the dataset, add it to the "
            "annotations")

#: Kinds of source whose annotations are one file (not a label file per image).
ONE_FILE = frozenset({"coco", "cvat", "box_csv"})

#: Images without annotations named in the scan's notice (then "and N more").
UNANNOTATED_NAMED = 5


class Builder:
    """Collects samples, rejections, labels and per-object problems for one scan."""

    def __init__(self, task: str, kind: str, opts: dict, progress: Callable | None = None):
        from engine.sources import discover

        self._d = discover
        self.task, self.kind = task, kind
        self.skip_unannotated = bool(opts.get("skip_unannotated"))
        self.masks = bool(opts.get("masks"))
        #: the run's --max-pixels: an image's header is read under it (its recorded size
        #: checked: engine.sources.declared_size), not under the default
        self.max_pixels = int(opts.get("max_pixels") or DEFAULT_MAX_PIXELS)
        self.labels: list[str] = []
        self.label_of: dict[str, int] = {}
        self.samples: list = []
        self.rejected: list = []
        self.problems = Problems()
        self.objects: dict[str, int] = {}
        self.unannotated = 0
        #: images whose source lists objects, every one of them unusable (dropped): not
        #: images "without annotations", though they are written with none
        self.emptied = 0
        self._unannotated_names: list[str] = []   # the first UNANNOTATED_NAMED of them
        self._progress = progress
        self._seen: set[str] = set()
        #: Every annotation file the scan read (or looked for), in reading order: --resume
        #: compares their contents (engine.sources.fingerprint).
        self.files: list[str] = []
        self.notices: list[str] = []   # discover.ScanResult.notices
        #: images left out on purpose, said in a notice of their own (a mask folder's
        #: images its ImageSets/Segmentation lists do not name): not "no annotation file
        #: lists it" each
        self.left_out: set[str] = set()

    def uses(self, path: str) -> None:
        """Record that the annotations depend on the file at `path` (read, or looked for
        and absent: one appearing later changes the annotations too)."""
        self.files.append(path)

    def label(self, name: str) -> int:
        if name not in self.label_of:
            self.label_of[name] = len(self.labels)
            self.labels.append(name)
        return self.label_of[name]

    def reject(self, path: str, reason: str) -> None:
        self.rejected.append(self._d.Rejected(path, reason))
        self._tick()

    def drop(self, path: str, what: str, reason: str, cls: str = "") -> None:
        """One object is unusable: dropped, counted, its image kept (or clipped: counted,
        kept). ``cls``: its class, when the annotations name one."""
        self.problems.add(path, f"{what}: {reason}", reason.split(":")[0].split(" (")[0],
                          what, cls, reason)

    def add(self, path: str, name: str, ann: Annotation, split: str | None = None) -> None:
        """One image with its annotation (after the reader's own checks). --masks is set
        here on every detection image, not by each reader: the manifest's feature spec
        lists image/object/mask for the whole run, so every record must hold the list (an
        image without objects, an empty one). VOC's and the box CSV's readers, and an image
        without a label file, once left it out and failed verify on every record."""
        stat = self._admit(path, len(ann.objects))
        if stat is None:
            return
        if ann.task == TASK_DETECTION and ann.masks != self.masks:
            ann = replace(ann, masks=self.masks)
        if unannotated(ann):
            if self.skip_unannotated:
                self.reject(path, "no annotations for this image (--skip-unannotated)")
                return
            if path in self.problems.by_path:   # (its objects were dropped: drop())
                self.emptied += 1
            else:
                self.unannotated += 1
                if len(self._unannotated_names) < UNANNOTATED_NAMED:
                    self._unannotated_names.append(self._d.display(name))
        self._seen.add(path)
        if ann.mask_path:
            self.uses(ann.mask_path)
        for cls, n in object_counts(ann).items():   # (`name` is the image's)
            self.objects[cls] = self.objects.get(cls, 0) + n
        self.samples.append(self._d.Sample(path, self._d.display(name), -1, "", split, stat[0],
                                           ann, mtime_ns=stat[1]))
        self._tick()

    def add_class(self, path: str, name: str, label: str, split: str | None = None) -> None:
        """One image of a classification source (CVAT's tags): its class `label`, a name
        this scan's labels already hold, as class folders give it."""
        stat = self._admit(path)
        if stat is None:
            return
        self._seen.add(path)
        self.samples.append(self._d.Sample(path, self._d.display(name), self.label_of[label],
                                           label, split, stat[0], mtime_ns=stat[1]))
        self._tick()

    def _admit(self, path: str, objects: int = 0) -> tuple[int, int] | None:
        """(size, modification time) of an image that may be added; None (rejected, with
        why) when it is listed twice (the entry's ``objects`` are not used: said) or cannot
        be read."""
        if path in self._seen:
            self.reject(path, "listed twice in the annotations; the first entry is kept" + (
                f", and this entry's {objects} {plural(objects, 'object is', 'objects are')} "
                "not used" if objects else ""))
            return None
        size, mtime, reason = self._d.file_stat(path)
        if reason:
            if reason == "file disappeared during the scan":
                reason = say("ann.image_missing")   # (and what to do)
            self.reject(path, reason)
            return None
        return size, mtime

    def tick(self) -> None:
        """Report progress now (the run's callback raises Cancelled on Cancel): for a long
        step after the images are listed, such as reading every mask."""
        if self._progress:
            self._progress(len(self.samples), len(self.rejected))

    def _tick(self) -> None:
        if self._progress and (len(self.samples) + len(self.rejected)) % 500 == 0:
            self._progress(len(self.samples), len(self.rejected))

    def result(self):
        # a table (a multi-label or a box CSV) may list a subset of a folder on purpose:
        # only an export's folder of images is all meant to be annotated
        tables = self.task == TASK_MULTILABEL or self.kind == "box_csv"
        for path in [] if tables else self._unlisted():   # (set aside, as a stray file is)
            self.rejected.append(self._d.Rejected(path, UNLISTED))
        if self._progress:
            self._progress(len(self.samples), len(self.rejected))
        r = self._d.ScanResult(numbered(self.samples), self.labels, self.rejected, self.kind)
        r.task = self.task
        r.annotations = {} if self.task == TASK_CLASSIFICATION else {   # as class folders
            "objects_per_class": dict(sorted(self.objects.items())),
            "objects": sum(self.objects.values()) if self.task == TASK_DETECTION else 0,
            "unannotated_images": self.unannotated,
            "emptied_images": self.emptied,
            "object_problems": dict(self.problems.counts),
        }
        r.problems = self.problems
        r.annotation_files = list(dict.fromkeys(self.files))
        r.notices = self.notices + self._unannotated_notice()
        return r

    def _unlisted(self) -> list[str]:
        """The image files in the folders of this scan's images that no annotation file
        lists (neither converted nor set aside): an image added to the folder after the
        export. Each is set aside with UNLISTED, so the scan's "Not used:", Failures and
        rejected.csv list it as they list a file beside class folders; a note said it
        once and the run's Summary and counts left it out."""
        import os

        from engine.sources import scan_memo
        from engine.sources.annotation_files import IMAGE_EXTS

        def key(p: str) -> str:
            return os.path.normcase(os.path.abspath(p))

        known = {key(s.path) for s in self.samples} | {key(r.path) for r in self.rejected} \
            | {key(p) for p in self.left_out}
        found: list[str] = []
        for folder in sorted({os.path.dirname(s.path) for s in self.samples}):
            try:   # (the folder's listing the reader had: listed once a scan)
                entries = sorted(scan_memo.names(folder))
            except OSError:
                continue
            for e in entries:
                p = os.path.join(folder, e)
                if e.startswith(".") or not e.lower().endswith(IMAGE_EXTS) or \
                        key(p) in known or not os.path.isfile(p):
                    continue
                known.add(key(p))
                found.append(p)
        return found

    def _unannotated_notice(self) -> list[str]:
        """The images kept without annotations, named (the first few): counted alone, a
        forgotten label file could not be told from a real background image."""
        if not self.unannotated:
            return []
        names = ", ".join(self._unannotated_names)
        more = self.unannotated - len(self._unannotated_names)
        from engine.reason_codes import render  # (the count's form: "1 image has")
        # a multi-label table's: rows whose labels cell is empty
        # one annotation file (no per-image label file to forget: "a label file forgotten"
        # was said of a COCO export's image not annotated yet)
        code = "ann.unannotated_named" + ("_labels" if self.task == TASK_MULTILABEL else
                                          "_export" if self.kind in ONE_FILE else "")
        params = {"n": f"{self.unannotated:,}", "names": names}
        if more:
            return [render(code + "_more", dict(params, more=f"{more:,}"))]
        return [render(code, params)]


def numbered(samples: list) -> list:
    """The samples with image/source_id a decimal number, unique in the source: TF Model
    Garden's detection parsers read it with tf.strings.to_number when they evaluate
    (dataloaders.utils.process_source_id), so a file stem ("2008_000123", "cat") stopped
    its RetinaNet and Mask R-CNN evaluation input. A source whose images all have distinct
    numeric ids keeps them (COCO's image ids, CVAT's); any other gets every image's
    1-based number in the scan's order (deterministic), and image/filename names the file."""
    ids = [s.ann.source_id for s in samples if s.ann is not None]
    # (as numbers: "007" and "7" are one id to tf.strings.to_number; and at most 18
    # digits, below 2**63, before int() is asked: it refuses a string of 4,300 digits)
    if all(i.isascii() and i.isdigit() and len(i) <= 18 for i in ids) \
            and len({int(i) for i in ids}) == len(ids):
        return samples
    return [s if s.ann is None else replace(s, ann=replace(s.ann, source_id=str(n)))
            for n, s in enumerate(samples, 1)]


def unannotated(ann) -> bool:
    """The image has no annotation (none given, or every object unusable): kept with none,
    or left out with --skip-unannotated."""
    return not (ann.objects or ann.labels or ann.texts or ann.mask_path)


def skipped_with(others: int, one: str, many: str) -> str:
    """How an image set aside for one unusable object goes, with its ``others`` other
    objects (``one``, ``many``: what they are, "box" or "boxes"): "the image is skipped" or
    "the image is skipped with its 2 other boxes" (the reason's middle: YOLO's unknown
    class, COCO's unknown category and a box table's row that is no box say it alike)."""
    if not others:
        return "the image is skipped"
    return f"the image is skipped with its {others:,} other {plural(others, one, many)}"


def object_counts(ann) -> dict[str, int]:
    """{class: n} of one image's objects (or multi-label names): what it adds to the scan's
    objects_per_class (and what the window takes out of its class table when it finds the
    image broken)."""
    counts: dict[str, int] = {}
    for name in [o.text for o in ann.objects] + list(ann.texts):
        counts[name] = counts.get(name, 0) + 1
    return counts


def check_box(b: Builder, path: str, what: str, box: tuple[float, float, float, float],
              size: tuple[int, int] | None,
              written: tuple[float, ...] | None = None,
              cls: str = "") -> tuple[float, float, float, float] | None:
    """A source box, clipped to the recorded image size; None (dropped and counted) when
    it has no area or lies outside the image. ``written``: the box as the file writes it,
    for the messages (VOC's are 1-based: "(200,200)-(300,300)" was said as "(199,199)-");
    ``cls``: the object's class (objects.csv names it)."""
    x0, y0, x1, y1 = box
    s0, t0, s1, t1 = written or box
    if not all(v == v and abs(v) != float("inf") for v in box):
        b.drop(path, what, "box has a coordinate that is not a number", cls)
        return None
    if x1 <= x0 or y1 <= y0:
        b.drop(path, what, f"box has zero or negative size ({s0:g},{t0:g})-({s1:g},{t1:g})",
               cls)
        return None
    if size:
        w, h = size
        t = EDGE_TOLERANCE
        if x0 >= w or y0 >= h or x1 <= 0 or y1 <= 0:
            b.drop(path, what, f"box outside the image ({s0:g},{t0:g})-({s1:g},{t1:g}) "
                               f"in a {w}x{h} image", cls)
            return None
        if x0 < -t or y0 < -t or x1 > w + t or y1 > h + t:
            b.drop(path, what, "box extends outside the image: clipped", cls)
        x0, y0, x1, y1 = max(x0, 0.0), max(y0, 0.0), min(x1, float(w)), min(y1, float(h))
    return x0, y0, x1, y1


def sort_labels(b: Builder, order: list[str] | None = None) -> None:
    """Renumber labels by `order` (names as the source lists them) or alphabetically, so
    the label map does not depend on the order images were read in. A name listed twice
    (two COCO categories, or two YOLO class ids, called "cat") is one class: objects carry
    names, and a label list naming a class twice is one no reader can use (verify refuses
    it)."""
    names = list(dict.fromkeys(order)) if order is not None else sorted(b.labels)
    new_of = {n: i for i, n in enumerate(names)}
    for i, s in enumerate(b.samples):
        ann = s.ann
        objs = tuple(replace(o, label=new_of[o.text]) for o in ann.objects)
        labs = tuple(new_of[t] for t in ann.texts)
        b.samples[i] = replace(s, ann=replace(ann, objects=objs, labels=labs))
    b.labels = list(names)
    b.label_of = new_of
