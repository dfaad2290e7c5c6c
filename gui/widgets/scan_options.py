"""The job's options that the source panel's scan and its notes depend on, and which of
their changes needs the source read again (gui.widgets.source_panel.set_options). Qt-free.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

from engine.config import DEFAULT_MAX_PIXELS, KNOWN_SPLITS
from engine.errors import ConfigError
from gui.job import Job
from gui.job_rules import normalise_split, parse_split


@dataclass(frozen=True)
class ScanOptions:
    """What the panel shows a scan by."""

    background: str = "white"   # what transparent areas go on (a note)
    leave_out: bool = False     # --skip-unannotated: the summary counts without those images
    split: str = ""             # --split, normalised: a table's split column may use its names
    shards: int = 0             # "Files per split" (--shards; 0: by size): a split it exceeds
    #: the form's Largest image (--max-pixels; 0: the engine's default): the images the
    #: scan lists as too large are those the run skips
    max_pixels: int = 0
    #: --bit-depth: how the thumbnails of 16-bit images are made 8-bit, and the notes about them
    bit_depth: int = 16
    #: the Masks box ticked (--masks): a detection source's masks are checked as the run
    #: with it checks them (a COCO RLE mask of another size: its image listed as skipped
    #: before Start, not first in the run's Failures). The box as ticked, not the job's
    #: (False while a scan hides the row): the engine's scan reads it for detection only.
    masks: bool = False
    #: --format ("Write as"): storing the originals, the files the run does not keep (HEIC,
    #: AVIF, an animated WebP) are listed as skipped, from the scan (gui.scan_depth.for_run)
    stored: str = "jpeg"

    def following(self, job: Job, masks: bool | None = None) -> ScanOptions:
        """These options as the form's ``job`` sets them (``masks``: the Masks box as
        ticked; None: the job's); a mistyped split keeps the last one."""
        split = _split_or_none(job.split)
        limit = 0 if job.max_pixels == DEFAULT_MAX_PIXELS else job.max_pixels
        return dataclasses.replace(self, background=job.background,
                                   leave_out=job.skip_unannotated, shards=job.shards,
                                   split=self.split if split is None else split,
                                   max_pixels=limit, bit_depth=job.bit_depth,
                                   stored=job.format,
                                   masks=job.masks if masks is None else masks)

    def rescan_for(self, new: ScanOptions, table: Callable[[], bool],
                   detection: Callable[[], bool] = lambda: True) -> bool:
        """Whether the source must be read again for ``new``: another pixel limit, Masks
        (``detection()``: the source may be a detection one, whose masks it checks), or
        (``table()``: the source is a table) split names of its own that its split column
        may use. (Another bit depth draws the thumbnails of 16-bit images again, not the
        source: gui.widgets.sample_thumbs; it and another format list what the run refuses
        by them from the scan: gui.scan_depth.for_run.)"""
        if new.max_pixels != self.max_pixels:
            return True
        if new.masks != self.masks and detection():
            return True
        return _own_names(new.split) != _own_names(self.split) and table()


def _split_or_none(text: str) -> str | None:
    """The split as the engine takes it ("" for all in train); None while it is mistyped."""
    try:
        return normalise_split(text)
    except ConfigError:
        return None


def _own_names(split: str) -> set[str]:
    """The names of ``split`` (a normalised one) a table's split column may not use
    without it."""
    return set(parse_split(split)) - set(KNOWN_SPLITS)
