"""The Summary's time and speed over one interval (context "SummaryPanel"), so that the
images written divided by "Conversion time" is "Average speed" as a reader checks it. The
Summary said "Conversion time 0.7 s" beside "Average speed 82.5 images/s" of 24 images:
the speed was over the conversion alone (the engine's summary convert_seconds /
convert_images_per_s, the manifest's timings convert_s / convert_images_per_s, since
0.3.7) and the time the whole run's, the engine's reading of the source again before the
conversion included. Both are now the conversion's; the whole run, that reading (and a
cluster's start) and the check after it when there was one, is "Total time", a row of its
own shown when it says a different time. An older engine's summary or manifest has no
conversion time: its time and speed are both of its whole run, as it sent them. The run's
Summary (gui.widgets.summary_panel), a folder opened again (gui.widgets.folder_summary)
and the Log tab's counts (gui.run_story) take their numbers here; the engine's terminal
line says the same pair (engine.event_text.convert_summary)."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

from engine import protocol
from gui.i18n import number, plural
from gui.widgets.summary_text import duration_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("SummaryPanel", text)


class Times(NamedTuple):
    seconds: float        # "Conversion time": the interval the speed is over
    rate: float           # "Average speed": images per second over ``seconds``
    whole: float | None   # the whole run, the source's reading before it included; None:
    #                       not measured apart (an older engine's: ``seconds`` is its run)


def summary_times(s: protocol.ConvertSummary) -> Times:
    """The time and speed of a run_finished summary: the conversion's (0.3.7 on; 0 when the
    run ended before its conversion did), else the whole run's, never one of each."""
    if s.convert_seconds > 0:
        return Times(s.convert_seconds, s.convert_images_per_s, s.seconds)
    if s.status == "cancelled" and s.written == 0 and not s.failed:
        # cancelled while the source was read, before any image: it said "Conversion time
        # 7.60 s" beside "Written 0" and "Average speed —"; those seconds were the reading
        return Times(0.0, 0.0, s.seconds)
    return Times(s.seconds, s.images_per_s, None)


def manifest_times(timings: dict) -> Times | None:
    """The same of a folder's manifest ("timings"): convert_s with convert_images_per_s
    (0.3.7 on), else total_s with images_per_s (0.3.5, 0.3.6: their convert_s has no
    speed beside it), else None (older: not said)."""
    def value(key: str) -> float | None:
        v = timings.get(key)
        return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) and \
            0 <= v < 1e12 else None

    total, rate = value("total_s"), value("images_per_s")
    conv, conv_rate = value("convert_s"), value("convert_images_per_s")
    if conv and conv_rate is not None:
        return Times(conv, conv_rate, total)
    if total is not None and rate is not None:
        return Times(total, rate, None)
    return None


class Total(NamedTuple):
    seconds: float                 # the whole run's time
    kind: str                      # "reading", "reading+check" or "check": what it counts
    stopped: tuple[int, int] | None = None   # the check stopped by the user: (checked, of)


def stopped_check(verify: protocol.VerifyResult | None, checked: int,
                  total: int) -> tuple[int, int] | None:
    """(records checked, records the check had to read) of a check the user stopped ("Stop
    the check"), as the Verification row counts them (RunModel.verify_checked and
    verify_total); None when the check ran to its end or there was none. The Total time
    said "with the check after it" of a check stopped after 0 of 24 records."""
    if verify is None or not verify.cancelled:
        return None
    return checked, max(total, checked)


def total_of(times: Times, with_check: float | None = None,
             stopped: tuple[int, int] | None = None) -> Total | None:
    """The whole run's time and what it counts beside the conversion: "reading" of the
    source before it, "reading+check" and the check after it, or "check" alone, as an older
    engine's conversion time is its whole run already; None when it would say the
    conversion time again. The whole run is ``times.whole``, or with ``with_check`` the
    run's time with the check after it, as the elapsed time above the tabs counts it;
    ``stopped`` (:func:`stopped_check`): that check was stopped, after so many records.
    The Total time row's and the Log tab's sentence's one choice (gui.run_story)."""
    whole = times.whole if with_check is None else with_check
    if whole is None or duration_text(whole) in ("—", duration_text(times.seconds)):
        return None
    if with_check is None:
        return Total(whole, "reading")
    return Total(whole, "reading+check" if times.whole is not None else "check", stopped)


def total_text(times: Times, with_check: float | None = None,
               stopped: tuple[int, int] | None = None) -> str:
    """The Total time row ("": not shown: :func:`total_of`)."""
    total = total_of(times, with_check, stopped)
    if total is None:
        return ""
    if total.stopped is not None:   # what the check did before it was stopped
        n, of = total.stopped
        reading = total.kind == "reading+check"
        if n == 0:
            words = _tr("{t}, with the reading of the source before the conversion and the "
                        "check after it, stopped before any record was checked") if reading \
                else _tr("{t}, with the check after the conversion, stopped before any "
                         "record was checked")
        elif reading:
            words = plural(of, _tr("{t}, with the reading of the source before the conversion "
                                   "and the check after it until it was stopped: {n} of "
                                   "{total} record checked"),
                           _tr("{t}, with the reading of the source before the conversion "
                               "and the check after it until it was stopped: {n} of {total} "
                               "records checked"))
        else:
            words = plural(of, _tr("{t}, with the check after the conversion until it was "
                                   "stopped: {n} of {total} record checked"),
                           _tr("{t}, with the check after the conversion until it was "
                               "stopped: {n} of {total} records checked"))
        return words.format(t=duration_text(total.seconds), n=number(n), total=number(of))
    words = {"reading": _tr("{t}, with the reading of the source before the conversion"),
             "reading+check": _tr("{t}, with the reading of the source before the conversion "
                                  "and the check after it"),
             "check": _tr("{t}, with the check after the conversion")}[total.kind]
    return words.format(t=duration_text(total.seconds))


def time_tips() -> dict[str, str]:
    """The tooltips of the Conversion time, Average speed and Total time rows."""
    return {
        "time": _tr("The time spent converting the images and writing their files: the "
                    "images written divided by it are the Average speed. The reading of the "
                    "source before it and the check after it are not counted; “Total time” "
                    "counts them, as the elapsed time above the tabs does."),
        "rate": _tr("The images written, divided by the conversion time: the average over the "
                    "whole conversion, as the live graph's average. The live graph also shows "
                    "the speed of the last seconds, higher while the images flow than at the "
                    "start and the end."),
        "total": _tr("From the start of the run to its end: the source is read again before "
                     "converting (and the cluster started, on a cluster), then the images are "
                     "converted; the check after it is counted when there was one."),
    }
