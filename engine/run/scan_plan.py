"""The first two steps of a `convert` run (engine.run.pipeline.Converter): read the source
(the scan, with its refusals counted and its annotation files fingerprinted) and make the
shard plan from it, with the fingerprint --resume checks, and the journal header that
records them. Nothing in the output folder changes here: a cancel or a failure leaves it as
it was."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from engine import __version__, protocol
from engine.bytes_version import BYTES_VERSION, bytes_version_for
from engine.errors import Cancelled, ConfigError, RunError, TaskError
from engine.run import journal, resume
from engine.run.estimate import estimate_record_bytes
from engine.run.plan import ShardSpec, note_plan, plan_shards, records_per_shard_for
from engine.sources import discover
from engine.sources.model import TASK_DETECTION
from engine.sources.names import display

if TYPE_CHECKING:
    from engine.run.pipeline import Converter


def scan_source(conv: Converter) -> discover.ScanResult:
    """Scan ``conv``'s source (never its output folder), emitting scan_progress; a cancel
    stops it. Its refusals, labels, kind and annotation digests go into ``conv``."""
    cfg = conv.cfg

    def progress(found, rejected):
        if conv.cancel.is_set():  # a scan of a huge folder must not outlast Cancel
            raise Cancelled()
        conv.em.emit(protocol.ScanProgress(found=found, rejected=rejected))
    try:
        # The output folder is never read as input, however the source reaches it.
        # (a split of --split left without an image is among the scan's notices, logged)
        scan = discover.scan(cfg.source, progress=progress, skip=(cfg.out,),
                             keep_absolute=cfg.keep_absolute_paths,
                             annotations=dict(cfg.annotation_options(),
                                              max_pixels=cfg.image.max_pixels),
                             split=cfg.split)
    except TaskError as e:   # --task asks what the source cannot be: the option's fault
        raise RunError(str(e), protocol.EXIT_USAGE) from None
    except ConfigError as e:
        raise RunError(str(e), protocol.EXIT_BAD_SOURCE) from None
    conv.em.emit(protocol.ScanProgress(found=len(scan.samples), rejected=len(scan.rejected),
                                       finished=True, ignored=scan.ignored))
    conv.stats.ignored = len(scan.ignored)
    for r in scan.rejected:
        conv.stats.reject(r.path, r.reason, "scan")
    if cfg.masks and scan.task != TASK_DETECTION:
        # --masks stores detection objects' masks, nothing for another task: recorded off,
        # as the window (which hides it there) asks, so a run with it or without is one run
        conv.cfg = dataclasses.replace(cfg, masks=False)
    conv.labels = scan.labels
    conv.source_kind = scan.kind
    conv.scan_result = scan
    if scan.annotation_files:   # their content decides the records as much as images
        from engine.sources.fingerprint import digests
        conv.annotation_files = digests(scan.annotation_files, cfg.source)
    return scan


def make_plan(conv: Converter, scan: discover.ScanResult,
              recorded: dict | None = None) -> list[ShardSpec]:
    """The shard plan of ``conv``'s run. ``recorded``: the plan an interrupted run wrote in
    its journal; --resume uses its shard size instead of estimating again."""
    cfg = conv.cfg
    samples = scan.samples
    rps = None
    if cfg.num_shards is None and samples:
        rps = (recorded or {}).get("records_per_shard")
        if not isinstance(rps, int) or rps < 1:
            conv.est_record_bytes = estimate_record_bytes(cfg, samples, conv.scheduler)
            rps = records_per_shard_for(cfg.shard_size_mib * (1 << 20), conv.est_record_bytes)
    conv.plan_record = {"records_per_shard": rps}
    specs = plan_shards(samples, split=cfg.split, shuffle=cfg.shuffle, seed=cfg.seed,
                        prefix=cfg.prefix, compression=cfg.compression,
                        num_shards=cfg.num_shards, records_per_shard=rps)
    # a split of fewer images than --shards asks for; a --split the source's splits
    # leave unused
    note_plan(specs, cfg.num_shards, cfg.split)
    conv.fingerprint = resume.fingerprint(cfg.output_options(), specs,
                                          conv.annotation_files, composed=scan.composed)
    return specs


def journal_header(conv: Converter, scan: discover.ScanResult) -> dict:
    """The journal header of ``conv``'s run, from its plan (``conv.specs``: make_plan) and
    ``scan``. It records the plan (for --resume) and every name this run may write or
    delete (for --overwrite after a crash: only named files are ours)."""
    header = {"fingerprint": conv.fingerprint, "engine_version": __version__,
              "bytes_version": BYTES_VERSION,
              "options": conv.cfg.output_options(), "source": display(conv.cfg.source),
              "plan": conv.plan_record, "planned": [s.filename for s in conv.specs],
              # what the window needs to say "777 of 1000 images are already done"
              "planned_records": conv.stats.total, "planned_shards": len(conv.specs),
              "started": conv.started,
              # {code: n} of what the scan set aside (not among planned_records), as the
              # manifest says it, and the first of those entries: a killed run's folder
              # has only this header, and the window counts an image set aside for its
              # annotations among the images and the skipped (the offer said "4 of 10"
              # beside the kept "5 of 11") and lists them in its Failures tab
              **journal.set_aside(conv.stats.rejected)}
    if scan.task != "classification":   # (its bytes version may depend on it)
        header["task"] = scan.task
    if conv.annotation_files:
        header["annotation_files"] = conv.annotation_files
    header["bytes_version"] = bytes_version_for(header)
    return header
