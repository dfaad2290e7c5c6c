"""A run's headline on the Summary tab (gui.widgets.summary_panel, context "SummaryPanel")
and the numbers it and the rows under it say, taken from one source so that they agree:
the engine's run_finished summary, or without one (the engine failed or was stopped) what
the run's model kept of its events. A cancelled conversion's headline is
gui.widgets.summary_cancel's."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

from gui.i18n import number, plural
from gui.run_model import RunModel
from gui.widgets.summary_text import model_splits, summary_splits
from gui.widgets.summary_time import Times, summary_times


def _tr(text: str) -> str:
    return QCoreApplication.translate("SummaryPanel", text)


class RunNumbers(NamedTuple):
    written: int
    failed: int
    shards: int
    size: int
    times: Times   # the conversion time, the speed over it, the whole run's time
    removed: int
    per_split: list[tuple[str, int, int]]


def run_numbers(model: RunModel) -> RunNumbers:
    """What ``model``'s run wrote, skipped, took and removed: its run_finished summary's
    (its shards, per split too, are the manifest's), or without one the shard_written
    events the model kept."""
    s = model.summary
    if s is not None:
        return RunNumbers(s.written, s.failed, s.shards, s.bytes, summary_times(s), s.removed,
                          summary_splits(s.splits))
    shards_kept, records_kept, bytes_kept = model.kept()
    written = records_kept if model.phase != "finished" else model.done
    # a killed run: what its kept shards gave up, as its folder (and the offer) says
    failed = model.skipped_on_disk if model.on_disk is not None else model.failed
    seconds = model.elapsed()
    # a killed run: the speed it converted at, as the plots showed (images converted into
    # the unfinished shard count: one killed before its first shard said 0.0/s), over the
    # time it converted; else the run's whole time and the speed over it
    times = Times(seconds, written / seconds if seconds > 0 else 0.0, None)
    if model.on_disk is not None:
        converting = model.rates.converted_seconds()
        times = Times(converting, model.converted_rate(), seconds) if converting > 0 else \
            Times(seconds, 0.0, None)
    return RunNumbers(written, failed, shards_kept, bytes_kept or model.bytes_out, times,
                      model.lost(), model_splits(model))


def run_headline(model: RunModel, written: int, shards: int, error: str = "") -> str:
    """The headline of a run that is not a cancelled conversion: done, verifying, done
    with its verification cancelled, or failed (with ``error``, else the model's)."""
    if model.phase == "finished":
        head = plural(shards, plural(written, _tr("Done: {n} image written to {k} shard."),
                                     _tr("Done: {n} images written to {k} shard.")),
                      plural(written, _tr("Done: {n} image written to {k} shards."),
                             _tr("Done: {n} images written to {k} shards.")))
    elif model.phase == "verifying":   # the conversion is done; the check runs
        head = plural(shards, plural(written, _tr(
            "{n} image written to {k} shard; reading it back to check it…"), _tr(
            "{n} images written to {k} shard; reading them back to check them…")), plural(
            written, _tr("{n} image written to {k} shards; reading it back to check it…"),
            _tr("{n} images written to {k} shards; reading them back to check them…")))
    elif model.phase == "cancelled":   # (model.status "ok") the conversion completed; only
        # the check after it was stopped
        head = plural(shards, plural(written, _tr(
            "Done: {n} image written to {k} shard. The verification was cancelled, so the "
            "file is not verified."), _tr(
            "Done: {n} images written to {k} shard. The verification was cancelled, so the "
            "file is not verified.")), plural(written, _tr(
                "Done: {n} image written to {k} shards. The verification was cancelled, so "
                "the files are not verified."), _tr(
                "Done: {n} images written to {k} shards. The verification was cancelled, "
                "so the files are not verified.")))
    else:
        return _tr("The conversion failed: {msg}").format(msg=error or model.error or "?")
    return head.format(n=number(written), k=number(shards))
