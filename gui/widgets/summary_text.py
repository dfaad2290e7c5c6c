"""The Summary tab's texts that do not need the panel: a run's rows per split, what it
skipped, the objects an annotated run dropped, and the copies it found
(gui.widgets.summary_panel shows them)."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from gui.i18n import number
from gui.run_model import RunModel
from gui.widgets.failures_table import set_aside_words


def summary_splits(splits: object) -> list[tuple[str, int, int]]:
    """(split, records, shards) from run_finished's summary.splits, in plan order; [] when
    the engine did not say (an older engine) or said it malformed."""
    rows = []
    for split, row in (splits.items() if isinstance(splits, dict) else ()):
        try:
            rows.append((str(split), int(row["records"]), int(row["shards"])))
        except (KeyError, TypeError, ValueError):
            return []
    return rows


def skipped_text(model: RunModel, failed: int) -> str:
    """The Summary's "Skipped": the ``failed`` images, with what the scan set aside (table
    rows, unreadable folders: in Failures too), the files beside the class folders it
    ignored, and apart from both the images left out as the user chose (no annotations,
    "Leave out images without annotations"): they were "Skipped 8 (of them 8 before
    converting: unusable images …)", listed as failures."""
    s = model.summary
    at_scan = s.rejected_at_scan - model.left_out if s is not None else model.refused_at_scan
    if at_scan > 0:
        skipped = _tr("{n} (of them {k} before converting: {what}; see Failures and "
                      "rejected.csv)").format(n=number(failed + at_scan), k=number(at_scan),
                                              what=set_aside_words(model.failures))
    else:
        skipped = (_tr("{n} (see Failures and rejected.csv)").format(n=number(failed))
                   if failed else "0")
    ignored = s.ignored if s is not None else len(model.ignored)
    if ignored:
        skipped += " · " + _tr("{n} other file(s) beside the class folders ignored "
                               "(not images)").format(n=number(ignored))
    if model.left_out:
        skipped += " · " + (_tr("1 image without annotations left out, as chosen")
                            if model.left_out == 1 else _tr(
            "{n} images without annotations left out, as chosen").format(
                n=number(model.left_out)))
    return skipped


def model_splits(model: RunModel) -> list[tuple[str, int, int]]:
    """(split, records, shards) of the shards the model saw written, in plan order."""
    rows = {split: [0, 0] for split in model.splits}
    for shard in model.shards:
        row = rows.setdefault(shard.split, [0, 0])
        row[0] += shard.records
        row[1] += 1
    return [(split, r, k) for split, (r, k) in rows.items()]


def _tr(text: str) -> str:
    return QCoreApplication.translate("SummaryPanel", text)


def _object_reasons() -> list[tuple[str, str]]:
    """(pattern, words) for the reasons an object is left out or clipped, as the engine
    counts them (engine.sources: the scan's; engine.sources.geometry: while converting)."""
    return [
        (r"box has a coordinate that is not a number|bndbox value is not a number",
         _tr("a coordinate that is not a number")),
        (r"box has zero or negative size", _tr("a box with no size")),
        (r"box outside the image", _tr("a box outside the picture")),
        (r"box extends outside the image", _tr("a box past the edge (clipped)")),
        (r"box is missing or not four numbers", _tr("no proper box")),
        (r"the mask is damaged", _tr("a damaged mask")),
        (r"an? \w+ has no area", _tr("a shape with no area")),
        (r"object without a name", _tr("an object without a name")),
        (r"refers to image id ", _tr("for an image the file does not list")),
        (r"outside the picture after resizing", _tr("outside the picture after resizing")),
        (r"mostly cut away by crop", _tr("mostly cut away by Crop")),
        (r"degenerate after resizing", _tr("under a pixel after resizing")),
    ]


def object_problems_text(problems: dict[str, int]) -> str:
    """"3 objects left out or clipped (a box outside the picture: 2; ...)" from the run
    summary's object_problems: the scan's, which the source panel lists one by one, and
    those found while converting, which only this line shows."""
    if not problems:
        return ""
    by_words: dict[str, int] = {}
    for reason, n in problems.items():
        words = next((w for rx, w in _object_reasons() if re.match(rx, reason)), reason)
        by_words[words] = by_words.get(words, 0) + int(n)
    total = sum(by_words.values())
    details = "; ".join(f"{w}: {number(n)}" for w, n in sorted(by_words.items(),
                                                                 key=lambda kv: -kv[1]))
    return (_tr("1 object left out or clipped ({details})") if total == 1 else
            _tr("{n} objects left out or clipped ({details})")).format(
        n=number(total), details=details)


def copies_text(n: int, across: int = 0, other_label: int = 0) -> str:
    """The Copies row: `n` images are byte-identical copies of others (engine.run.
    duplicates), `across` of them in another split, `other_label` with another label;
    "" when there are none (or the engine was too old to look)."""
    if n <= 0:
        return ""
    lines = [_tr("{n} image(s) are byte-identical copies of other images (listed in "
                 "duplicates.csv).").format(n=number(n))]
    if across:
        lines.append(_tr("{k} of them are in another split than their original: the model "
                         "would be validated or tested on images it was trained on.").format(
            k=number(across)))
    if other_label:
        lines.append(_tr("{k} of them have another label than their original: one picture "
                         "carries two labels.").format(k=number(other_label)))
    lines.append(_tr("Each row of duplicates.csv names a file and the older file with the "
                     "same bytes: keep the one in the right class folder, delete the other, "
                     "and convert again."))
    return "\n".join(lines)
