"""The progress header's words for the steps of a conversion that convert nothing, so
that the run does not look stuck: a Resume reading its kept shards again before its first
count (minutes of a large dataset, when the header said only "writing TFRecord files"
above a bar that did not move), and the comparison for copies after the last shard (a
folder copied twice is read again at 100%)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gui.i18n import number, plural
from gui.run_model import RunModel
from gui.widgets.progress_counts import percent_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("ProgressPanel", text)


def step_words(model: RunModel) -> str:
    """The header's detail while the run converts nothing ("" while it converts)."""
    if model.to_compare:
        return plural(model.to_compare,
                      _tr("looking for copies… {n} of {total} file compared"),
                      _tr("looking for copies… {n} of {total} files compared")).format(
            n=number(model.compared), total=number(model.to_compare))
    if model.kept_check is not None and model.kept_check[2]:   # an older run's kept files
        checked, total, _ = model.kept_check
        return plural(total, _tr("checking the kept file of the interrupted run…\u00a0{pct}%"),
                      _tr("checking the {total} kept files of the interrupted run…"
                          "\u00a0{pct}%")).format(total=number(total),
                                            pct=kept_share(checked, total))
    if model.kept_check is not None:
        checked, total, _ = model.kept_check
        return plural(total, _tr("checking the kept shard… {n} of {total}"),
                      _tr("checking the {total} kept shards… {n} of {total}")).format(
            n=number(checked), total=number(total))
    return ""


def kept_share(checked: int, total: int) -> str:
    """The share of a Resume's kept files (shards) checked, as the bar beside the header
    says it (percent_text, whole): the header said its own "42%" beside a busy bar."""
    return percent_text(checked / total if total > 0 else 0.0, 0)
