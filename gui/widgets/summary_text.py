"""The Summary tab's texts that do not need the panel: a run's rows per split, the objects
an annotated run dropped, and the copies it found (gui.widgets.summary_panel shows them)."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from engine import protocol as P
from gui.i18n import number
from gui.run_model import RunModel


def refused(model: RunModel) -> bool:
    """The engine refused the run before converting anything: before its plan, or a
    Resume of a run whose source or options changed since (its plan was sent first, and
    "Skipped: 1" and "0.0 images/s" were shown of a run that never converted). The folder
    is as it was."""
    return model.summary is None and model.phase == "failed" and (
        model.total <= 0 or model.exit_code == P.EXIT_RESUME_MISMATCH)


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
