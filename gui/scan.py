"""Quick scan of a source before anything is written: counts, classes, a few thumbnails,
problems (broken files found cheaply by engine.codecs.scan_checks), transparent images,
side files that will be ignored. Runs in a background thread (gui.background).

What a source holds is the engine's own scan (gui.engine_scan: `engine scan --json
--list`), for folders, tables and annotated sources alike, so that the rules of a source
(class folders, links, side files, a table's headers, labels and splits, annotations) exist
once, in the engine; every image it lists is then checked here cheaply for what only
decoding would find (broken, cut off, not an image, transparent areas).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QImage

from engine.codecs.bit_depth import Whole
from engine.codecs.bit_depth import brightest as brightest_of
from engine.codecs.scan_checks import DEEP_SAMPLE, check_file, deep_values
from gui import source_stamp
from gui.engine_scan import Stopped, engine_scan
from gui.job_rules import JOB_FILE_SOURCE
from gui.output_folder import interrupted_source
from gui.pillow_image import deep_thumbnail
from gui.scan_depth import Refused
from gui.scan_result import (
    UNLABELED,
    ScanResult,
    add_shape,
    annotated_head,
    keep_code,
    listing_head,
    name_base,
    place_code,
    uncount,
)
from gui.source_kind import IMAGE_EXTENSIONS, source_kind
from gui.thumbnails import EDGE, ThumbnailSignals, ThumbnailTask


def _is_image(name: str) -> bool:
    return os.path.splitext(name)[1].lower() in IMAGE_EXTENSIONS


def quick_scan(source: str, max_samples: int = 12,
               progress: Callable[..., None] | None = None,
               should_stop: Callable[[], bool] = lambda: False, split: str = "",
               task: str = "auto", max_pixels: int = 0, masks: bool = False,
               on_deep: Callable[[str, Whole], None] | None = None) -> ScanResult:
    """Walk ``source`` (folder of class folders, folder of images, or CSV/TSV). ``split``:
    the job's --split, whose names a table's split column may use; ``task``: its --task
    (what an annotated source is read as: the preview shows what Start writes);
    ``max_pixels``: the run's --max-pixels (the form's Largest image), 0 for the engine's
    default: the images listed as too large are those the run refuses; ``masks``: its
    --masks (a detection source's masks checked as the run checks them).
    ``progress(n)``: images found so far; ``progress(n, of)``: of the ``of`` images the
    engine listed, ``n`` are checked. ``on_deep(path, whole)``: a 16-bit sample read whole
    for its brightest value (engine.codecs.bit_depth.read_whole), so that its thumbnail
    is drawn from that one decode."""
    res = ScanResult(source=source)
    p = Path(source)
    if not source or not p.exists():
        res.error = "The source does not exist."
        return res
    # a table, a COCO JSON, a file the engine explains (an archive); a saved job is not one
    kind = source_kind(source)
    table = p.is_file() and kind in ("table", "explained")
    if not (table or p.is_dir()):
        res.error = JOB_FILE_SOURCE if kind == "job" else \
            "The source must be a folder or a .csv/.tsv file."
        return res
    per_class: dict[str, list[str]] = {}
    pictures: dict[str, int] = {}   # files per class that may be images (not a notes.txt)
    annotated = False   # boxes, masks or tags: the engine's classes are its own
    engine_samples: set[str] = set()   # an annotated source's samples, the engine's
    deep_seen: set[str] = set()   # 16-bit files that may become samples
    picks: list[str] = []   # the 16-bit images whose values are read, spread over the source

    def on_doc(doc: dict) -> None:
        nonlocal annotated
        if doc.get("error"):
            return
        engine_samples.update(str(x.get("path")) for x in doc.get("samples") or []
                              if isinstance(x, dict))
        files = doc.get("annotation_files")
        res.annotation_files = files if isinstance(files, dict) else None
        res.notices = [str(n) for n in doc.get("notices") or []]
        for sentence, code in zip(res.notices, doc.get("notice_codes") or [], strict=False):
            keep_code(res, sentence, code)
        annotated = doc.get("task") not in (None, "classification")
        if annotated:
            annotated_head(res, doc)
        else:
            listing_head(res, doc, table)

    checked = 0
    every: list[str] = []   # the paths listed (res.listed)
    places: list[str] = []   # where each goes in a plan (res.placed)

    def on_file(item: list, listed: int) -> None:
        nonlocal checked
        path, label, split_name, size = item[:4]
        every.append(str(path))
        places.append(place_code(item))
        if split_name:   # a table's split column, an export's split folders or lists
            res.splits[split_name] = res.splits.get(split_name, 0) + 1
        else:   # divided by the Split option, class by class (empty_split_lines)
            res.free[str(label)] = res.free.get(str(label), 0) + 1
        key = str(split_name or "")   # (the split_skipped it adds to, should it be refused)
        if annotated:   # counted by the engine (objects per class); checked here
            counts = item[4] if len(item) > 4 and isinstance(item[4], dict) else {}
            outlines = item[6] if len(item) > 6 and isinstance(item[6], dict) else None
            inspect(str(path), listed, str(path) in engine_samples,
                    Refused("", objects=counts, split=key, outlines=outlines,
                            unannotated=len(item) > 5 and item[5] is True))
            if str(path) in res.broken:   # the run skips it: its objects are not written
                uncount(res, item[4] if len(item) > 4 else None, outlines)
            if len(item) > 5 and item[5] is True:   # (an engine before 0.3.5: not said)
                free = res.unannotated_free
                res.unannotated[key] = res.unannotated.get(key, 0) + 1
                res.unannotated_bytes += int(size)
                if not key:
                    free[str(label)] = free.get(str(label), 0) + 1
            checked += 1
            if progress and checked % 200 == 0:
                progress(checked, listed)
            if should_stop():
                raise Stopped
        else:
            add(str(label) or UNLABELED, str(path), int(size), listed, key)
        if str(path) in res.broken:   # the run skips it: not in its split's written count
            res.split_skipped[key] = res.split_skipped.get(key, 0) + 1
            if annotated and len(item) > 5 and item[5] is True:   # (or leaves it out)
                res.split_skipped_unannotated[key] = \
                    res.split_skipped_unannotated.get(key, 0) + 1

    def add(label: str, path: str, size: int, listed: int, split_key: str) -> None:
        """Count one input file. Every file the engine will try is counted, broken or not,
        so "N images" here is the engine's total too; problems are listed besides."""
        if inspect(path, listed, len(per_class.get(label, ())) < max_samples,
                   Refused("", label, split=split_key)):
            pictures[label] = pictures.get(label, 0) + 1
        else:
            res.other_files += 1
        if path not in res.broken:   # (a cut-off image too: the run will not convert it)
            res.convertible[label] = res.convertible.get(label, 0) + 1
        per_class.setdefault(label, [])
        if len(per_class[label]) < max_samples:
            per_class[label].append(path)
        res.classes[label] = res.classes.get(label, 0) + 1
        res.images += 1
        res.bytes += size
        if progress and res.images % 200 == 0:
            progress(res.images, listed)
        if should_stop():
            raise Stopped

    def inspect(path: str, listed: int, candidate: bool, counted: Refused) -> bool:
        """Cheap content check; records problems. False when the file is not an image.
        ``candidate``: it may become a sample (a broken one may too); ``counted``: what it
        adds to the counts, should the run refuse it at a bit depth (its layout)."""
        c = check_file(path, max_pixels=max_pixels)
        if c.deep and (candidate or c.problem or c.layout):   # (a layout may lead: _lead)
            deep_seen.add(path)
        if c.problem:
            res.problems.append((path, c.problem))
            res.broken[path] = c.problem
            keep_code(res, c.problem, [c.code, c.params])   # said as the run says it
        elif c.layout:   # listed for a bit depth below 16 (gui.scan_depth)
            res.deep_layouts[path] = replace(counted, kind=c.layout, aspect=c.aspect,
                                             transparent=c.transparent)
        if c.unkept:   # listed for "Write as: original" (gui.scan_depth), in the run's words
            res.unkept[path] = replace(counted, aspect=0.0 if c.problem else c.aspect,
                                       transparent=c.transparent, deep=c.deep, why=c.unkept)
        res.transparent += c.transparent
        if c.turned and not c.problem and not c.unkept:   # stored turned as the original
            res.turned.append(path)
        if not c.problem:   # (the run skips a broken one: it is squashed nowhere)
            add_shape(res, c.aspect)
        if c.deep and not c.problem:
            res.deep += 1   # its values read for DEEP_SAMPLE of them, spread over the source
            if len(picks) < DEEP_SAMPLE and \
                    (res.deep - 1) % max(1, -(-listed // DEEP_SAMPLE)) == 0:
                picks.append(path)   # read once the samples are known (_read_picks)
        return c.is_image or not c.problem

    try:
        doc = engine_scan(source, max_samples, split=split, task=task, max_pixels=max_pixels,
                          masks=masks,
                          should_stop=should_stop, progress=progress, on_doc=on_doc,
                          on_file=on_file)
    except Stopped:
        res.error = "stopped"
        return res
    except OSError as e:
        res.error = f"Could not read the source: {e}"
        return res
    if doc is None:
        res.error = "The source could not be read: the conversion engine did not answer."
        return res
    if doc.get("error"):
        res.error = str(doc["error"])
        keep_code(res, res.error, doc.get("error_code"))
        if res.error_code() == "source.dataset":   # read here: off
            res.unfinished = interrupted_source(source)   # the GUI thread (a slow share)
            res.unfinished_gone = bool(res.unfinished) and not os.path.exists(res.unfinished)
        return res
    res.listed = "\0".join(every)
    res.placed = "\0".join(places)
    if annotated:
        return _read_picks(_annotated_tail(res, doc, max_samples), picks, deep_seen,
                           on_deep, should_stop)
    # still classes (labels.txt keeps their numbers), said as a notice, not a problem
    # (a folder holding only a notes.txt too: its file is counted, and listed as a problem)
    # (never the "(unlabeled)" of a folder without class folders: no folder of that name)
    res.empty_classes = [x for x in res.classes if not pictures.get(x)] \
        if res.kind != "unlabeled" else []
    res.pictures = pictures   # (res.classes in the engine's order: labels.txt's, 0-based)
    res.samples = _spread_samples(res, per_class, max_samples)
    if res.images == 0:
        res.error = "No images found."
    return _read_picks(res, picks, deep_seen, on_deep, should_stop)


def _read_picks(res: ScanResult, picks: list[str], deep: set[str],
                on_deep: Callable[[str, Whole], None] | None,
                should_stop: Callable[[], bool]) -> ScanResult:
    """The brightest value of the 16-bit images ``picks``, read once the samples are
    chosen: a sample among them is read once, for its thumbnail too (``on_deep``).
    ``deep``: the 16-bit files among the candidates for samples."""
    res.deep_samples = {p for p in res.samples if p in deep}
    for path in picks:
        if should_stop():
            res.error = "stopped"
            return res
        whole = deep_values(path)
        if whole is None:
            continue
        res.deep_read += 1
        res.brightest = max(res.brightest, brightest_of(whole.values))
        if on_deep is not None and path in res.deep_samples:
            on_deep(path, whole)
    return res


def _annotated_tail(res: ScanResult, doc: dict, max_samples: int) -> ScanResult:
    """The thumbnails of an annotated source: broken files first (a broken photo beside
    good annotations is skipped by the run as a folder's is), then the engine's samples
    with what to draw over them."""
    # The images the scan set aside for their annotations are counted with the images
    # (gui.scan_result.counted): their bytes too, so the summary's "N images (X MB)" is
    # of the same files (its size was of the engine's images without them)
    res.bytes += _file_bytes(p for p, _why in
                             res.problems[res.set_aside:res.set_aside + res.unusable])
    broken, layouts = _lead(res, max_samples)
    res.samples = broken + [s["path"] for s in doc.get("samples", []) if s["path"] not in
                            res.broken and s["path"] not in layouts][
        :max_samples - len(broken) - len(layouts)] + layouts
    res.overlays = {s["path"]: s.get("overlay") for s in doc.get("samples", [])}
    if res.images == 0:
        res.error = "No images found."
    return res


def _file_bytes(paths) -> int:
    """The bytes of the files ``paths`` (one that cannot be read: none)."""
    total = 0
    for path in paths:
        try:
            total += os.stat(path).st_size
        except OSError:
            pass
    return total


def _spread_samples(res: ScanResult, per_class: dict[str, list[str]],
                    max_samples: int) -> list[str]:
    """The thumbnails of a source of classes (``per_class``: the first images of each):
    the broken files first, so their marked thumbnails are seen before Start (_lead), then
    the classes' images round-robin, so every class shows, and the 16-bit images of a
    layout the run refuses below 16 bits last."""
    samples, layouts = _lead(res, max_samples)
    buckets = [[x for x in per_class[k] if x not in res.broken and x not in layouts]
               for k in sorted(per_class)]
    i = 0
    while len(samples) < max_samples - len(layouts) and any(i < len(b) for b in buckets):
        for b in buckets:
            if i < len(b) and len(samples) < max_samples - len(layouts):
                samples.append(b[i])
        i += 1
    return samples + layouts


def _lead(res: ScanResult, max_samples: int) -> tuple[list[str], list[str]]:
    """(the broken images whose thumbnails come first, the 16-bit images in a layout the run
    refuses below 16 bits whose thumbnails come last): a third of the samples at most, one
    of them such an image when there is one. Below 16 bits those are broken too and lead
    (gui.scan_depth.for_run): a large source showed none of them, where a broken file
    leads the strip marked."""
    lead = max(1, max_samples // 3)
    layouts = [x for x in res.deep_layouts if x not in res.broken]
    layouts = layouts[:max(1 if layouts else 0,
                           lead - sum(1 for x in res.broken if _is_image(x)))]
    return [x for x in res.broken if _is_image(x)][:lead - len(layouts)], layouts


class ScanSignals(ThumbnailSignals):
    progress = Signal(int, int, int)     # generation, images found (of 0) or checked of N
    finished = Signal(int, object)       # generation, ScanResult


class ScanTask(ThumbnailTask):
    """Quick scan + thumbnails off the GUI thread. Stale results carry an old generation."""

    signals: ScanSignals

    def __init__(self, source: str, generation: int, stop_flag: Callable[[], bool],
                 max_samples: int = 12, split: str = "", task: str = "auto",
                 max_pixels: int = 0, bit_depth: int = 16, masks: bool = False) -> None:
        super().__init__(None, [], generation, stop_flag, bit_depth)
        self.source = source
        self.max_pixels = max_pixels   # 0: the engine's default
        self.masks = masks             # --masks
        self.split = split
        self.task = task
        self.max_samples = max_samples

    def _signals(self) -> ScanSignals:
        return ScanSignals()

    def run(self) -> None:
        def progress(n: int, of: int = 0) -> None:
            self._send(self.signals.progress, self.generation, n, of)

        made: dict[str, tuple[QImage, int]] = {}   # 16-bit samples drawn from the scan's read

        def drawn(path: str, whole: Whole) -> None:
            bits = self.bit_depth
            made[path] = (deep_thumbnail(whole, EDGE, bits), bits)

        began, stamp = time.time(), source_stamp.take(self.source)   # (before it reads)
        res = quick_scan(self.source, self.max_samples, progress=progress,
                         should_stop=self._stopped, split=self.split, task=self.task,
                         max_pixels=self.max_pixels, masks=self.masks, on_deep=drawn)
        res.read_at, res.stamp = began, source_stamp.with_listed(stamp, self.source,
                                                                 res.listed)
        res.base = name_base(self.source)   # (here, not in the window's thread)
        self.res, self.paths = res, res.samples
        if not self._send(self.signals.finished, self.generation, res):
            return
        self.send_thumbnails(res, res.samples, made)
