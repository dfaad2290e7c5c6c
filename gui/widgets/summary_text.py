"""The Summary tab's texts that do not need the panel: a run's rows per split, what it
skipped, the objects an annotated run dropped, the copies it found, and the verification
of a run or of a folder's dataset (gui.widgets.summary_panel shows them)."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from engine import protocol as P
from gui import engine_text
from gui.dialogs import local_date
from gui.i18n import decimal, number, plural
from gui.run_model import RunModel
from gui.units import format_duration
from gui.widgets.set_aside import counts_of, not_used_words, unusable


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


def skipped_text(model: RunModel, failed: int) -> str:
    """The Summary's "Skipped": the ``failed`` files of those the run counted, then apart
    what the scan set aside (table rows, annotations, unreadable folders: not among the
    files counted, but in Failures too), the files beside the class folders it ignored,
    and the images left out as the user chose (no annotations, "Leave out images without
    annotations"). A walk read "Skipped: 5 (of them 2 before converting …)" beside "145
    files · 142 written": 142 + 5 is not 145."""
    aside = set_aside_of(model)
    s = model.summary
    ignored = s.ignored if s is not None else len(model.ignored)
    return skipped_words(failed, aside, ignored, model.left_out)


def set_aside_of(model: RunModel) -> dict[str, int]:
    """{reason code: how many} of the entries ``model``'s scan set aside (the engine's
    count when the window's list does not have them all)."""
    aside = counts_of(f.code for f in model.failures if f.stage == "scan")
    s = model.summary
    if s is not None and s.rejected_at_scan - model.left_out != sum(aside.values()):
        # (the engine's count is the one rejected.csv has; its codes are not known here)
        aside = {"": s.rejected_at_scan - model.left_out} \
            if s.rejected_at_scan > model.left_out else {}
    return aside


def skipped_count(model: RunModel, failed: int) -> int:
    """The Summary's number of "Skipped": the ``failed`` files of those the run counted
    and the images its scan set aside for their annotations (skipped_words)."""
    return failed + unusable(set_aside_of(model))


def skipped_words(failed: int, aside: dict[str, int], ignored: int, left_out: int) -> str:
    """"Skipped" of ``failed`` files of those counted, and of the entries the scan set
    aside, ``aside`` {reason code: how many} (:func:`gui.widgets.set_aside.not_used_words`),
    ``ignored`` files beside the class folders and ``left_out`` images left out as chosen:
    a run's, and the same folder's opened again (gui.widgets.folder_summary), in the same
    words. The images set aside for their annotations are among those skipped, as the
    scan counted them (gui.widgets.set_aside.unusable)."""
    failed += unusable(aside)
    unused = not_used_words(aside)
    if unused:
        skipped = _tr("{n} · {what} (see the Failures tab)").format(
            n=number(failed), what=unused)
    else:
        # (the tab says what Export list… writes, and what rejected.csv is: its English,
        # without a byte-order mark, was garbled in Excel on a Japanese Windows)
        skipped = (_tr("{n} (see the Failures tab)").format(n=number(failed))
                   if failed else "0")
    if ignored:
        skipped += " · " + (_tr("{n} other file beside the class folders ignored (not "
                                "images)") if ignored == 1 else _tr(
            "{n} other files beside the class folders ignored (not images)")).format(
            n=number(ignored))
    return skipped + left_out_text(left_out)


def written_text(written: int, kept: int, unfinished: int = 0) -> str:
    """"Written": of a run that finished an interrupted one, what it converted now and
    what it kept (its Time and mean rate are of the first); of a cancelled one, how many
    of them are in the unfinished shard it kept (``unfinished``: not in the Splits and
    Shards rows, which count complete shards)."""
    if unfinished and not kept and unfinished == written:
        # (not "480 (480 of them in …)", which a Korean walk read as two numbers to match)
        return _tr("{n} (all in the unfinished shard, kept)").format(n=number(written))
    if unfinished and not kept:
        return _tr("{n} ({u} of them in the unfinished shard, kept)").format(
            n=number(written), u=number(unfinished))
    if not kept:
        return number(written)
    return _tr("{n} ({m} converted now; {k} kept from the interrupted run)").format(
        n=number(written), m=number(written - kept), k=number(kept))


def this_part_text(value: str, now: int) -> str:
    """The Time or the mean rate of a run that finished an interrupted one (``value``),
    said to be of the ``now`` images it converted: "4.8 s" and "46.9 images/s" beside
    "Written: 305 (226 converted now; 79 kept …)" read as the dataset's."""
    return plural(now, _tr("{value} (the {n} image converted now)"),
                  _tr("{value} (the {n} images converted now)")).format(
        value=value, n=number(now))


def splits_text(per_split: list[tuple[str, int, int]], unplanned: list[str], written: int,
                shards: int) -> str:
    """The Splits row ("" : not shown): a line per split, only when there are several, and
    only when they add up to the Written and Shards rows (an engine too old to say, or a
    failed resumed run's events, would not); a split asked for that got no image
    (``unplanned``, in no plan or summary) says so."""
    rows = per_split + [(n, 0, 0) for n in unplanned]
    if len(rows) < 2 or not written or sum(r for _, r, _ in rows) != written or \
            sum(k for _, _, k in rows) != shards:
        return ""
    return "\n".join(plural(k, plural(r, _tr("{split}: {n} image in {k} shard"),
                                      _tr("{split}: {n} images in {k} shard")),
                             plural(r, _tr("{split}: {n} image in {k} shards"),
                                    _tr("{split}: {n} images in {k} shards"))).format(
        split=name_, n=number(r), k=number(k)) if name_ not in unplanned else _tr(
        "{split}: no image").format(split=name_) for name_, r, k in rows)


def shards_text(shards: int, empty: int = 0) -> str:
    """The Shards row: how many, and of them the ``empty`` ones holding no image (every
    image planned for them failed to convert; written all the same, so that every "-of-N"
    file exists, and listed so in the manifest)."""
    if not empty:
        return number(shards)
    return (_tr("{k} (1 of them holds no image: all its images failed to convert)")
            if empty == 1 else
            _tr("{k} ({e} of them hold no image: all their images failed to convert)")).format(
        k=number(shards), e=number(empty))


def row_tips() -> dict[str, str]:
    """The tooltips of the Summary's rows that say what their number measures (those of
    its times and speed: gui.widgets.summary_time.time_tips)."""
    return {
        "size": _tr("Every file the run wrote in the output folder, as your file manager adds "
                    "them up: the data files, what a cancel kept of an unfinished one, and the "
                    "files beside them (the manifest, labels, list of failures and log). In "
                    "brackets, the complete TFRecord files alone, as the Inspect tab counts "
                    "them."),
    }


def left_out_text(n: int) -> str:
    """What "Skipped" adds for the ``n`` images left out as the user chose (no
    annotations): a run's Summary, and the same folder opened again (its manifest)."""
    if not n:
        return ""
    return " · " + (_tr("1 image without annotations left out, as chosen") if n == 1 else
                    _tr("{n} images without annotations left out, as chosen").format(
                        n=number(n)))


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


def _object_reasons() -> list[tuple[str, str, bool]]:
    """(pattern, words, kept: clipped or with only its box, not left out of the records) for
    the reasons an object is left out or clipped, as the engine counts them
    (engine.sources: the scan's; engine.sources.geometry: while converting)."""
    return [
        (r"box has a coordinate that is not a number|bndbox value is not a number",
         _tr("a coordinate that is not a number"), False),
        (r"box has zero or negative size", _tr("a box with no size"), False),
        (r"box outside the image", _tr("a box outside the picture"), False),
        (r"box extends outside the image", _tr("a box past the edge (clipped)"), True),
        (r"a polygon of fewer than 3 points",
         _tr("a polygon of fewer than 3 points, not used"), True),
        (r"box is missing or not four numbers", _tr("no proper box"), False),
        (r"the mask is damaged", _tr("a damaged mask"), False),
        (r"an? \w+ has no area", _tr("a shape with no area"), False),
        (r"object without a name", _tr("an object without a name"), False),
        (r"refers to image id ", _tr("for an image the file does not list"), False),
        (r"outside the picture after resizing", _tr("outside the picture after resizing"), False),
        (r"mostly cut away by crop", _tr("mostly cut away by Crop"), False),
        (r"partly cut away by crop", _tr("partly cut away by Crop (clipped)"), True),
        (r"degenerate after resizing", _tr("under a pixel after resizing"), False),
        # (semantic segmentation drawn from shapes: engine.sources.class_masks.BOX_ONLY)
        (r"the object has only a box", _tr("only a box, marked “ignore”"), True),
    ]


def object_reason(reason: str) -> tuple[str, bool]:
    """(why an object was left out or clipped, in the Summary's few words (the engine's reason
    itself when it is none of those), whether it was kept: clipped or with only its box)."""
    return next(((w, k) for rx, w, k in _object_reasons() if re.match(rx, reason)), (reason, False))


def object_problems_text(problems: dict[str, int]) -> str:
    """"1 object left out (…) · 2 objects kept clipped or with only their box (…)": the run
    summary's object_problems ("3 left out or clipped" counted a 2-point polygon's object,
    kept with its box, as left out)."""
    groups: dict[bool, dict[str, int]] = {False: {}, True: {}}
    for reason, n in problems.items():
        words, kept = object_reason(reason)
        groups[kept][words] = groups[kept].get(words, 0) + int(n)
    said = []
    for kept, by_words in ((k, g) for k, g in groups.items() if g):   # (left out first)
        n = sum(by_words.values())
        details = "; ".join(f"{w}: {number(k)}" for w, k in sorted(by_words.items(),
                                                                     key=lambda kv: -kv[1]))
        said.append(plural(n, *((_tr("1 object kept clipped or with only its box ({details})"),
                                 _tr("{n} objects kept clipped or with only their box "
                                     "({details})")) if kept else
                                (_tr("1 object left out ({details})"),
                                 _tr("{n} objects left out ({details})"))))
                    .format(n=number(n), details=details))
    return " · ".join(said)


def copies_text(n: int, across: int = 0, other_label: int = 0, task: str = "") -> str:
    """The Copies row: `n` images are byte-identical copies of others (engine.run.
    duplicates), `across` of them in another split, `other_label` with another label;
    "" when there are none (or the engine was too old to look). ``task``: the dataset's
    (a mask source's copies are the same photo with possibly different masks: "keep the
    one with the right label" fitted classes only)."""
    if n <= 0:
        return ""
    lines = [(_tr("{n} image is a byte-identical copy of another image (listed in "
                  "duplicates.csv).") if n == 1 else _tr(
        "{n} images are byte-identical copies of other images (listed in duplicates.csv).")
              ).format(n=number(n))]
    if across:
        lines.append(plural(across, _tr(
            "{k} of them is in another split than its original: the model would be validated "
            "or tested on images it was trained on."), _tr(
            "{k} of them are in another split than their original: the model would be "
            "validated or tested on images it was trained on.")).format(
            k=number(across)))
    if other_label:
        lines.append(plural(other_label, _tr(
            "{k} of them has another label than its original: one picture carries two "
            "labels."), _tr("{k} of them have another label than their original: the same "
                            "picture carries more than one label.")).format(
                                k=number(other_label)))
    # (a table's copies too: "keep the one in the right class folder" fitted folders only)
    if task == "segmentation":
        lines.append(_tr("Each row of duplicates.csv names an image and the older image with "
                         "the same bytes; their masks may differ. Keep the pair whose mask is "
                         "right, take the other image and its mask out of the source, and "
                         "convert again."))
    elif task == "detection":
        lines.append(_tr("Each row of duplicates.csv names an image and the older image with "
                         "the same bytes; their annotations may differ. Keep the one whose "
                         "annotations are right, take the other out of the source (its file "
                         "and its annotations), and convert again."))
    else:
        lines.append(_tr("Each row of duplicates.csv names a file and the older file with the "
                         "same bytes: keep the one with the right label, take the other out "
                         "of the source (its file, or its row in a table), and convert "
                         "again."))
    return "\n".join(lines)


def duration_text(seconds: float | None) -> str:
    """A run's time: "2:03", or under a minute in seconds with a tenth ("12.3 s"), and
    under 10 s with two decimals ("0.54 s"), so that the images written divided by it is
    the speed beside it to the precision shown: a small run said "0:00" beside its 125.5
    images/s, then "0.5 s" beside 44.1 images/s of 24 images (48 by the time shown). The
    command line's end line says the same (engine.event_text.seconds_text)."""
    if seconds is None or seconds != seconds or seconds < 0 or seconds >= 59.95:
        return format_duration(seconds)
    return _tr("{s} s").format(s=decimal(seconds, 2 if round(seconds, 2) < 10 else 1))


def reader_words(reader: str) -> str:
    """How the engine read the data back (verify_result.reader)."""
    if reader == "tensorflow":
        return _tr("verified (TensorFlow)")
    if reader == "builtin":
        return _tr("verified (built-in reader)")
    return _tr("verified")  # an engine older than the reader choice


def verify_words(model: RunModel, running: bool = False) -> tuple[str, bool]:
    """(the Verification row of a run, whether it is a problem)."""
    if running:
        return _tr("running…"), False
    if model.verify is None and model.verify_stopped:
        return _tr("not verified: the check did not finish ({why})").format(
            # (its last full stop goes: "… another.)." read as a typo)
            why=model.verify_stopped.rstrip(".\u3002 ")), False
    if model.verify is None:
        return _tr("not run"), False
    if model.verify.cancelled:
        return (plural(model.verify_total,   # "records" by {total}, "was/were" by {n}
                       _tr("not verified (cancelled): {n} of {total} record was checked"),
                       plural(model.verify_checked,
                              _tr("not verified (cancelled): {n} of {total} records was checked"),
                              _tr("not verified (cancelled): {n} of {total} records were "
                                  "checked"))).format(
            n=number(model.verify_checked), total=number(model.verify_total))
            if model.verify_total else _tr("not verified (cancelled)")), False
    if model.verify.ok:
        return plural(model.verify.checked, _tr("OK, {how}: {n} record read back"),
                      _tr("OK, {how}: {n} records read back")).format(
            how=reader_words(model.verify.reader), n=number(model.verify.checked)), False
    problems = engine_text.verify_problems(model.verify)
    return _tr("FAILED: {p}").format(p=problems or _tr("see the log")), True


def needs_check(model: RunModel, running: bool = False) -> bool:
    """Whether a run's dataset is complete and not verified (no check, or one cancelled or
    stopped): the Summary offers "Verify now" (after a cancelled check the window had no
    way forward; after a restart it said to go to Inspect)."""
    return not running and model.status == "ok" and model.phase in ("finished", "cancelled") \
        and (model.verify is None or model.verify.cancelled)


def folder_verify_words(record: dict | None) -> tuple[str, bool]:
    """(the Verification row of a dataset the window did not just convert, whether it is
    a problem), from what its last check kept beside it (engine.output_state.read_verified;
    None: never checked, or changed since). It said "—" of every such dataset."""
    if record is None:
        return _tr("not verified"), False
    when = local_date(str(record.get("date") or "")) or "?"
    if record.get("ok"):
        return plural(int(record.get("checked") or 0), _tr("{how} on {date}: {n} record read back"),
                      _tr("{how} on {date}: {n} records read back")).format(
            how=reader_words(str(record.get("reader") or "")), date=when,
            n=number(int(record.get("checked") or 0))), False
    k = int(record.get("problems") or 0)
    return (_tr("FAILED on {date}: {k} problem found. \u201cInspect output\u201d, then "
                "\u201cVerify with TensorFlow\u201d, shows it.") if k == 1 else _tr(
        "FAILED on {date}: {k} problems found. \u201cInspect output\u201d, then "
        "\u201cVerify with TensorFlow\u201d, lists them.")).format(date=when, k=number(k)), True
