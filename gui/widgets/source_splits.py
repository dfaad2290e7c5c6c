"""The source panel's lines about splits, in the window's language (context "SourcePanel",
as gui.widgets.source_summary's, whose scan summary and notices use them): the splits a
source gives, and the splits the run would leave without an image or with fewer files than
"Files per split" asks, counted from the scan by the engine's rule (engine.split_sizes)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.errors import ConfigError
from engine.reason_codes import after_cut_list, describe
from engine.split_names import parse_split
from engine.split_sizes import empty_split_notices, shard_notices, split_sizes
from gui import engine_text
from gui.i18n import number, plural, sentences
from gui.scan_result import ScanResult
from gui.widgets.split_field import skipped_by_split, source_splits


def _tr(text: str) -> str:
    return QCoreApplication.translate("SourcePanel", text)


def splits_text(res: ScanResult, leave_out: bool = False) -> str:
    """The splits a table's split column gives, and who divides the other rows; for an
    annotated source, the splits it gives (Roboflow's split folders, VOC's ImageSets).
    ``leave_out``: without the images left out for having no annotations (the run's)."""
    gone = res.unannotated if leave_out else {}
    splits = {name: n - gone.get(name, 0) for name, n in res.splits.items()}
    rest = res.images - sum(gone.values()) - sum(splits.values())
    # the images each split gets, as the Split note and the Summary count them: a broken
    # file is counted apart, as the problems line counts it ("train 94" beside their "train
    # 93" counted a cut-short image among the train images written)
    broken = skipped_by_split(res, leave_out)
    splits = {name: max(0, n - broken.get(name, 0)) for name, n in splits.items()}
    rest = max(0, rest - broken.get("", 0))
    # in the order the note under Split and the Summary name them (train, validation,
    # test, then the others): largest first here read "validation 60, train 40" over a
    # note of "train 40, validation 60"
    order = [(name, splits[name]) for name in source_splits(res)[0]]
    counts = _tr(", ").join(f"{name} {number(n)}" for name, n in order)
    if res.task or res.kind == "tags":
        text = _tr("Splits the source gives: {counts}")
        one = _tr("(the other image is divided as “Split” says)")
        many = _tr("(the other {n} images are divided as “Split” says)")
    else:
        text = _tr("Split column: {counts}")
        one = _tr("(the other row is divided as “Split” says)")
        many = _tr("(the other {n} rows are divided as “Split” says)")
    text = text.format(counts=counts)
    if rest == 1:
        text = sentences(text, one)
    elif rest > 1:
        text = sentences(text, many.format(n=number(rest)))
    skipped = res.unusable + sum(broken.values())
    if skipped > res.unusable:   # counted among the images above, in no split's count
        text = sentences(text, plural(
            skipped, _tr("(and {n} image that will be skipped: its problem is listed below)"),
            _tr("(and {n} images that will be skipped: their problems are listed below)")
        ).format(n=number(skipped)))
    elif res.unusable:   # counted among the images above, in no split's count (the engine
        # does not say its split): "4 images" over "train 3" read as an image lost
        text = sentences(text, plural(
            res.unusable, _tr("(and {n} image that will be skipped: its annotations cannot "
                              "be used, as listed below)"),
            _tr("(and {n} images that will be skipped: their annotations cannot be used, as "
                "listed below)")).format(n=number(res.unusable)))
    return text


def as_sentence(text: str) -> str:
    """``text`` ending as a sentence does in the window's language: the engine's notices
    are often phrases ("…: 訓練 → train (12)"), and a Japanese line ended in ".". One that
    ends a cut list ("a.jpg, b.jpg, …") ends there: "…." read as a typo (after_cut_list,
    the engine's and the window's one rule for it)."""
    return text if text.endswith(tuple(".。!?")) else \
        after_cut_list(_tr("{text}.").format(text=text))


def empty_split_lines(res: ScanResult, split: str, leave_out: bool = False) -> list[str]:
    """A line for each split of ``split`` (the Split option as typed, normalised) that the
    run would leave without an image, counted from the scan by the engine's rule
    (engine.split_sizes) as the option is typed: the scan's own notice was for the Split
    it was started with. ``leave_out``: of the images the run converts (:func:`_run_counts`)."""
    try:
        parts = parse_split(split) if split else ()
    except ConfigError:
        return []
    lines = []
    for sentence in empty_split_notices(*_run_counts(res, leave_out), parts):
        code, params = describe(sentence)
        text = engine_text.text(code, params, sentence)
        lines.append(as_sentence(text))
    return lines


def shard_lines(res: ScanResult, split: str, shards: int, leave_out: bool = False) -> list[str]:
    """A line for each split that gets fewer files than ``shards`` ("Files per split")
    asks for, having fewer images (a file holds at least one): its images counted from the
    scan by the engine's rule (engine.split_sizes), as the options are set. ``leave_out``:
    of the images the run converts (:func:`_run_counts`)."""
    try:
        parts = parse_split(split) if split else (("train", 1.0),)
    except ConfigError:
        return []
    free, given = _run_counts(res, leave_out)
    sizes = split_sizes(free, given, parts)
    sizes.update({name: n for name, n in given.items() if name not in sizes})
    lines = []
    for sentence in shard_notices(sizes, shards):
        code, params = describe(sentence)
        lines.append(as_sentence(engine_text.text(code, params, sentence)))
    return lines


def _run_counts(res: ScanResult, leave_out: bool) -> tuple[list[int], dict[str, int]]:
    """(the images of each class given no split, those given each split) that the run
    converts: ``leave_out``, without the images it leaves out for having no annotations,
    where the source gives their split and where it does not (the notes counted those)."""
    gone = res.unannotated_free if leave_out else {}
    free = [n - gone.get(label, 0) for label, n in res.free.items()]
    gone = res.unannotated if leave_out else {}
    return free, {name: n - gone.get(name, 0) for name, n in res.splits.items()}
