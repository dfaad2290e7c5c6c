"""The progress header's numbers (gui.widgets.progress_panel, context "ProgressPanel"): the
share the bar and its text show, counted one way for both, and the counts line of a run:
while it converts, and after it was killed (what its complete shards keep)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gui.i18n import decimal, number, plural
from gui.run_model import RunModel
from gui.scan_result import UNUSABLE
from gui.widgets.progress_dataset import counts_words
from gui.widgets.set_aside import counts_of, not_used_words


def _tr(text: str) -> str:
    return QCoreApplication.translate("ProgressPanel", text)


def shown_percent(fraction: float, decimals: int = 0) -> float:
    """``fraction`` (0..1) as the percentage shown, cut (never rounded) to ``decimals``:
    the one rule of the bar and the text beside it (the bar said 96% where the text said
    "58 of 60 (97%)"), and never 100% before everything is done."""
    step = 10 ** decimals
    return int(100 * step * min(1.0, max(0.0, fraction)) + 1e-9) / step


def percent_text(fraction: float, decimals: int = 1) -> str:
    """``fraction`` as the percentage the bar and the line beside it say, in the window's
    locale (:func:`shown_percent`'s cut): one text for both, as QProgressBar's own "%p%"
    cut to a whole number said "24%" beside "(24.8%)" (a Korean walk)."""
    shown = shown_percent(fraction, decimals)
    return decimal(shown, decimals) if decimals else number(int(shown))


def failed_now(model: RunModel) -> int:
    """The images given up so far: an image's item_failed comes before the progress that
    counts it, so the tab said "Failures (3)" under "2 skipped" (never fewer than listed)."""
    return max(model.failed, len(model.failures) - model.refused_at_scan)


def unusable_now(model: RunModel) -> int:
    """The images the scan set aside for their annotations (gui.scan_result.UNUSABLE): not
    among the engine's total, but counted with the images and skipped, as the scan said
    them ("11 of 11 · 0 skipped · 1 image … not used" of a VOC file cut short, where the
    scan's "12 images … 1 skipped" and a mask that did not fit were "1 skipped")."""
    return sum(1 for f in model.failures[:model.refused_at_scan]
               if f.stage == "scan" and f.code in UNUSABLE)


def seen_fraction(model: RunModel) -> float:
    """The share the bar and the text show (RunModel.fraction, with failed_now and
    unusable_now)."""
    if model.total <= 0:
        return model.fraction()
    k = unusable_now(model)
    if model.on_disk is not None:
        return min(1.0, (model.on_disk[1] + model.skipped_on_disk + k) / (model.total + k))
    return min(1.0, (model.done + failed_now(model) + k) / (model.total + k))


def verify_begun(model: RunModel) -> bool:
    """The check has counted (a verify_progress event) or ended (its verify_result)."""
    return model.verify is not None or model.verify_rates.counters.last() is not None


def bar_value(fraction: float) -> int:
    """The bar's value out of 1000 (its text: :func:`percent_text`, the line's)."""
    return int(1000 * min(1.0, max(0.0, fraction)) + 1e-9)


def kept_text(model: RunModel, files: bool, resume_blocked: str) -> str:
    """A run killed or crashed: what the folder keeps, as the Summary and the Resume offer
    say (the last count had the unfinished shard's images, which no shard holds);
    ``files``: the source's are files, not images; ``resume_blocked``: why Resume cannot
    finish the run ("" when it can)."""
    k = unusable_now(model)   # (set aside for their annotations: skipped)
    kept = model.on_disk or (0, 0, 0)   # (a killed run's: set by settle_on_disk)
    written, skipped = kept[1], model.skipped_on_disk + k
    # ("kept": "0 of 300 images done" read as everything lost)
    text = plural(model.total, _tr(
        "Kept in complete shards: {n} of {total} file ({pct}%) · {written} written "
        "· {skipped} skipped"), _tr(
        "Kept in complete shards: {n} of {total} files ({pct}%) · {written} "
        "written · {skipped} skipped")) if files else plural(model.total, _tr(
        "Kept in complete shards: {n} of {total} image ({pct}%) · {written} written "
        "· {skipped} skipped"), _tr(
        "Kept in complete shards: {n} of {total} images ({pct}%) · {written} "
        "written · {skipped} skipped"))
    text = text.format(
        n=number(written + skipped), total=number(model.total + k),
        pct=percent_text(seen_fraction(model)),
        written=number(written), skipped=number(skipped))
    # (its .partial file stays: Resume keeps what it reads back whole of it,
    # engine.run.partial)
    if model.lost() and resume_blocked:   # (Resume cannot finish the run)
        text += " · " + plural(model.lost(), _tr(
            "{n} converted image was in the unfinished shard"),
            _tr("{n} converted images were in the unfinished shard")).format(
            n=number(model.lost()))
    elif model.lost() and not model.keeps_lost:   # (an annotated source's)
        text += " · " + plural(model.lost(), _tr(
            "{n} converted image was in the unfinished shard: Resume converts it "
            "again"), _tr(
            "{n} converted images were in the unfinished shard: Resume converts them "
            "again")).format(n=number(model.lost()))
    elif model.lost():
        text += " · " + plural(model.lost(), _tr(
            "{n} converted image was in the unfinished shard: Resume keeps it if it "
            "reads back whole"), _tr(
            "{n} converted images were in the unfinished shard: Resume keeps those "
            "that read back whole")).format(n=number(model.lost()))
    return text


def set_aside_words(model: RunModel) -> str:
    """What the scan set aside apart from the files counted, by its kind ("2 table rows not
    used"); "" when nothing. (The scan's come first: not the whole list at every tick.)"""
    return not_used_words(counts_of(
        f.code for f in model.failures[:model.refused_at_scan] if f.stage == "scan"))


def counts_text(model: RunModel, files: bool) -> str:
    """A run's images (``files``: files) seen of its total, written and skipped, and what
    the scan set aside apart."""
    # done + failed is what has been handled; "24 of 26 (100%)" read as a contradiction.
    k = unusable_now(model)   # (set aside for their annotations: skipped)
    failed, total = failed_now(model) + k, model.total + k
    text = counts_words(total, files).format(
        seen=number(model.done + failed), total=number(total),
        pct=percent_text(seen_fraction(model)), done=number(model.done),
        failed=number(failed))
    # what the scan set aside is not among the files counted (written + skipped is
    # the total), but it is under Failures and in the Summary: said apart, by its
    # kind ("145 files · 142 written · 5 skipped (of them 2 before converting)" did
    # not add up).
    unused = set_aside_words(model)
    if unused:
        text += " · " + unused
    return text


def waiting_text(model: RunModel) -> str:
    """The counts line before a run's images are counted (its scan, a Resume's count of
    its kept shards): what the Failures tab already lists, as the counts will say it
    ("4 skipped so far"), and whose they are when a Resume carried them from the
    interrupted run; "—" when it lists nothing. A resumed run said "—" during its scan
    beside a tab that said "Failures (4)"."""
    skipped = failed_now(model) + unusable_now(model)
    parts = [_tr("{n} skipped so far").format(n=number(skipped))] if skipped else []
    unused = set_aside_words(model)
    if unused:
        parts.append(unused)
    if not parts:
        return "—"
    text = " · ".join(parts)
    if model.carried_count and len(model.failures) == model.carried_count:
        text += " " + _tr("(from the part the interrupted run finished)")
    return text
