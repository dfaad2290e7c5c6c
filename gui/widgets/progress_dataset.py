"""The progress line of a finished dataset in the output folder, opened again (no run in
this window): complete, with the counts its run's own line ended with. A walk reopened a
folder whose Summary said 1,499 images written above a bar at 0% and "—".

From the manifest as engine.output_kind reads it (gui.widgets.folder_summary's rows say
the same numbers): the images written and skipped, and what the scan set aside apart
("· 3 table rows not used"); an image set aside for its annotations among those skipped."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.output_state import OutputState, set_aside_counts
from gui.i18n import decimal, number, plural
from gui.widgets.set_aside import not_used_words, unusable


def _tr(text: str) -> str:
    return QCoreApplication.translate("ProgressPanel", text)


def recorded_aside(state: OutputState) -> dict[str, int] | None:
    """{reason code: entries} that the finished dataset ``state``'s manifest says its scan
    set aside ("set_aside", since 0.3.5; ``state.set_aside`` as engine.output_kind read
    it), when they fit among its "rejected" (``state.skipped``: every row of rejected.csv,
    those set aside too); None otherwise (an older manifest, or a damaged or hand-edited
    one: the count alone is said). One check for the progress line
    (:func:`dataset_numbers`) and the Summary's "Skipped"
    (gui.widgets.folder_summary.folder_rows): the line checked only the entries that are no
    image, and said "1 skipped" where the Summary said the count alone, "2"."""
    m = state.manifest if isinstance(state.manifest, dict) else {}
    if state.set_aside:
        aside: dict[str, int] | None = dict(state.set_aside)
    elif m.get("set_aside") == {}:   # (recorded: nothing set aside)
        aside = {}
    else:   # (a manifest read elsewhere; none recorded, or damaged: None)
        aside = set_aside_counts(m) or None
    if aside is None or sum(aside.values()) > state.skipped:
        return None
    return aside


def dataset_numbers(state: OutputState) -> tuple[int, int, dict[str, int]]:
    """(images written, images skipped, {reason code: entries} the scan set aside and did
    not count as images) of the finished dataset ``state``: its rows of rejected.csv
    (``state.skipped``) without the entries set aside that are no image
    (:func:`recorded_aside`); an image set aside for its annotations is skipped. Without
    such a record every row counts as skipped."""
    aside = recorded_aside(state)
    if aside is None:
        return state.records, state.skipped, {}
    return state.records, state.skipped - (sum(aside.values()) - unusable(aside)), aside


def counts_words(total: int, files: bool) -> str:
    """The progress line's counts, "{seen} of {total} images ({pct}%) · {done} written ·
    {failed} skipped", in the form for ``total`` (``files``: the source's files are not
    all images, counted as files): a run's (gui.widgets.progress_counts) and a finished
    dataset's (dataset_line) say it in the same words."""
    if files:
        return plural(total, _tr(
            "{seen} of {total} file ({pct}%) · {done} written · {failed} skipped"),
            _tr("{seen} of {total} files ({pct}%) · {done} written · {failed} skipped"))
    return plural(total, _tr(
        "{seen} of {total} image ({pct}%) · {done} written · {failed} skipped"),
        _tr("{seen} of {total} images ({pct}%) · {done} written · {failed} skipped"))


def dataset_line(state: OutputState, files: bool) -> str:
    """"1,500 of 1,500 images (100.0%) · 1,499 written · 1 skipped", as the run ended
    (``files``: the source's files are not all images, counted as files)."""
    written, skipped, aside = dataset_numbers(state)
    seen = written + skipped
    text = counts_words(seen, files).format(
        seen=number(seen), total=number(seen), pct=decimal(100.0), done=number(written),
        failed=number(skipped))
    unused = not_used_words(aside)
    return text + " · " + unused if unused else text
