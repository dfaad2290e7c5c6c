"""The progress line of a finished dataset in the output folder, opened again (no run in
this window): complete, with the counts its run's own line ended with. A walk reopened a
folder whose Summary said 1,499 images written above a bar at 0% and "—".

From the manifest as engine.output_kind reads it (gui.widgets.folder_summary's rows say
the same numbers): the images written and skipped, and what the scan set aside apart
("· 3 table rows not used"); an image set aside for its annotations among those skipped."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.output_state import OutputState
from gui.i18n import decimal, number, plural
from gui.widgets.set_aside import not_used_words, unusable


def _tr(text: str) -> str:
    return QCoreApplication.translate("ProgressPanel", text)


def dataset_numbers(state: OutputState) -> tuple[int, int, dict[str, int]]:
    """(images written, images skipped, {reason code: entries} the scan set aside and did
    not count as images) of the finished dataset ``state``. The manifest's "rejected"
    (``state.skipped``) counts every row of rejected.csv; its "set_aside" (since 0.3.5,
    ``state.set_aside`` as engine.output_kind read it) says which of them the scan set
    aside. An older manifest's rows all count as skipped."""
    aside = state.set_aside
    not_images = sum(aside.values()) - unusable(aside)
    if not_images > state.skipped:   # (a hand-edited manifest: the count alone)
        return state.records, state.skipped, {}
    return state.records, state.skipped - not_images, aside


def dataset_line(state: OutputState, files: bool) -> str:
    """"1,500 of 1,500 images (100.0%) · 1,499 written · 1 skipped", as the run ended
    (``files``: the source's files are not all images, counted as files)."""
    written, skipped, aside = dataset_numbers(state)
    seen = written + skipped
    text = plural(seen, _tr(
        "{seen} of {total} file ({pct}%) · {done} written · {failed} skipped"),
        _tr("{seen} of {total} files ({pct}%) · {done} written · {failed} "
            "skipped")) if files else plural(seen, _tr(
            "{seen} of {total} image ({pct}%) · {done} written · {failed} skipped"),
            _tr("{seen} of {total} images ({pct}%) · {done} written · {failed} "
                "skipped"))
    text = text.format(seen=number(seen), total=number(seen), pct=decimal(100.0),
                       done=number(written), failed=number(skipped))
    unused = not_used_words(aside)
    return text + " · " + unused if unused else text
