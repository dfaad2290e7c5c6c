"""What a run leaves beside its shards to describe them, from the converter's state: the
manifest (with an annotated source's task, schema, label map and objects left out or
clipped, the annotation files read, the copies found, and the numbers of the run's
summary a folder opened again says) and rejected.csv (engine.run.output writes them).

Its objects left out or clipped are those of the shards on disk (:func:`object_problems`),
in the manifest and in run_finished's summary alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import WriteError
from engine.run import output
from engine.sources.class_masks import say_crowds

if TYPE_CHECKING:
    from engine.run.pipeline import Converter


def write_side_files(conv: Converter, status: str, quiet: bool = False) -> None:
    """Our manifest and rejected.csv: the shards that exist (complete: TFDS's too); an
    annotated source's objects.csv (engine.run.object_list). ``quiet``: a write that
    fails is not raised (the run failed already)."""
    stats = conv.stats
    try:
        output.write_side_files(
            conv.cfg, conv.specs, conv.finished, stats.rejected, status=status,
            labels=conv.labels, source_kind=conv.source_kind, timings=conv.timings,
            fingerprint=conv.fingerprint, plan=conv.plan_record,
            extend=lambda m: _extend(conv, m), speed=stats.end_speed(),
            ignored=stats.ignored, kept=stats.kept_records,
            convert_rate=stats.convert_speed(conv.timings)[1])
        scan = conv.scan_result
        if scan is not None and scan.task != "classification":
            from engine.run import object_list
            object_list.write(conv.cfg.out, object_list.rows(scan, conv.specs, conv.finished,
                                                             kept_images(conv)))
            if not quiet:
                _say_crowds(conv)
    except (WriteError, OSError):
        if not quiet:
            raise


def _say_crowds(conv: Converter) -> None:
    """The note counting the crowd regions drawn 255 (class masks from shapes), of the
    images the records hold: the scan's count, logged before a cut-short PNG was found,
    said 12 of records that held 11 (engine.sources.class_masks.is_crowd_notice)."""
    scan = conv.scan_result
    if scan is None:
        return
    samples = scan.samples if kept_images(conv) is None else kept_samples(conv)
    say_crowds(scan.notices, samples, {path for path, _why, _stage in conv.stats.rejected})


def kept_samples(conv: Converter) -> list:
    """The samples of the run's complete shards."""
    return [x for s in conv.specs if s.filename in conv.finished for x in s.samples]


def _extend(conv: Converter, m: dict) -> None:
    """What else the manifest says: "removed_records", the images this run converted into
    shards it did not finish, which a cancel removed (only when keeping the unfinished
    shard's .partial failed, engine.run.partial: --resume converts them again; the Resume
    offer says how many; since 0.3.6, an older manifest has none), and an annotated
    source's fields. On a cluster run, "workers" are the cluster's workers that took part
    and "cluster" its kind (engine.run.cluster_record; an older manifest has none)."""
    m["removed_records"] = conv.stats.counters.removed
    if conv.took_part is not None:
        m.update(conv.took_part.record())
    started = conv.header.get("started")   # (since 0.3.8: when the run was first started)
    if isinstance(started, str) and started:
        m["started"] = started
    _annotated_manifest(conv, m)


def _annotated_manifest(conv: Converter, m: dict) -> None:
    """Task, schema and label map of an annotated source in the manifest, and
    label_map.pbtxt beside it (engine.sources.schemas); the annotation files any
    source's records came from (a CVAT export's tags are classes); the copies found."""
    scan = conv.scan_result
    conv.copies.extend_manifest(m)
    if conv.annotation_files:   # CVAT's tags give classes from a file too
        m["annotation_files"] = conv.annotation_files
    if scan is None or scan.task == "classification":
        return
    from engine.sources.schemas import extend_manifest, write_label_map
    extend_manifest(m, scan, conv.cfg.masks, object_problems(conv), conv.stats.objects)
    write_label_map(conv.cfg.out, scan.task, conv.labels)


def object_problems(conv: Converter) -> dict[str, int]:
    """The objects left out or clipped of the run's shards on disk, by reason: every one
    the scan found when the run completed all its planned shards, else those of the
    images in its complete shards only (a cancel that kept nothing has none); with those
    the workers dropped from the shards (engine.sources.schemas.object_problems). Counted
    once for the shards finished (the manifest's, then run_finished's summary's: the same)."""
    done = len(conv.finished)
    if conv.object_problems is not None and conv.object_problems[0] == done:
        return dict(conv.object_problems[1])
    from engine.sources.schemas import object_problems as counted
    problems = counted(conv.scan_result, conv.stats.dropped, kept_images(conv))
    conv.object_problems = (done, problems)
    return dict(problems)


def kept_images(conv: Converter) -> list[str] | None:
    """The images of the run's complete shards when it did not complete them all
    (cancelled, failed); None when it did: whose objects the scan found that the manifest
    counts (object_problems) and objects.csv lists (engine.run.object_list.rows)."""
    if all(s.filename in conv.finished for s in conv.specs):
        return None
    return [x.path for s in conv.specs if s.filename in conv.finished for x in s.samples]
