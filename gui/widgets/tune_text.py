"""What the Tune tab (gui.widgets.tune_panel) says as a sweep goes: the status line of each
trial (an extra one says why it was added), the recommendation with the engine's reason,
the Use button's words (before and after it is used), the status line of the sweep's end,
and the note on a sweep on a Dask cluster. Strings keep the panel's translation context."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from engine import protocol as P
from gui import engine_text
from gui.i18n import number, plural
from gui.widgets.common import esc


def _tr(text: str) -> str:
    return QCoreApplication.translate("TunePanel", text)


def scan_status(found: int) -> str:
    """The sample was read: ``found`` images."""
    return plural(found, _tr("Found {n} image; warming up, then measuring…"),
                  _tr("Found {n} images; warming up, then measuring…")).format(n=number(found))


def trial_status(ev: P.SweepPoint, i: int, planned: int) -> str:
    """Trial ``i`` of ``planned`` measured ``ev``."""
    return plural(int(ev.workers), _tr("Trial {i} of {n}: {w} worker, {r} images/s"),
                  _tr("Trial {i} of {n}: {w} workers, {r} images/s")).format(
        i=number(i), n=number(planned), w=number(ev.workers), r=number(round(ev.images_per_s)))


def extra_trial_status(ev: P.SweepPoint, i: int, total: int, counts: list[int]) -> str:
    """Trial ``i`` of ``total`` is an extra one, added to tell the worker ``counts`` apart:
    the total grew, and this says why ("Trial 3 of 4" was followed by "Sweep finished: 6
    trials")."""
    return plural(int(ev.workers), _tr(
        "Trial {i} of {n}, an extra one to tell {counts} workers apart: {w} "
        "worker, {r} images/s. Their speeds overlapped too much to tell which "
        "is faster, so they are measured again (for at most a minute)."), _tr(
        "Trial {i} of {n}, an extra one to tell {counts} workers apart: {w} "
        "workers, {r} images/s. Their speeds overlapped too much to tell which "
        "is faster, so they are measured again (for at most a minute).")).format(
        i=number(i), n=number(total), counts=engine_text.count_list(counts),
        w=number(ev.workers), r=number(round(ev.images_per_s)))


def round_status(counts: list[int], done: int, total: int) -> str:
    """The engine adds an extra round (sweep_round) before measuring it: the new total and
    why, at once (the tab said "Trial 4 of 4" for the ~30 s of the round's first trial)."""
    return _tr("Measuring again: the results varied too much to tell {counts} workers "
               "apart. Trial {i} of {n} is next.").format(
        counts=engine_text.count_list(counts), i=number(done + 1), n=number(total))


def recommendation_text(ev: P.Recommendation) -> str:
    """The recommendation, as rich text: the count, its speed, how long the whole source
    would take, and the engine's reason in the window's language."""
    est = (_tr("less than a second") if 0 < ev.estimated_seconds < 1 else
           _tr("about {d}").format(d=engine_text.duration(ev.estimated_seconds))
           if ev.estimated_seconds else "?")
    return plural(int(ev.workers), _tr(
        "Recommended: <b>{n} worker</b>, about {r} images/s; the whole source "
        "would take {t}.<br>{why}"), _tr(
        "Recommended: <b>{n} workers</b>, about {r} images/s; the whole source "
        "would take {t}.<br>{why}")).format(   # numbers grouped as in {why}: 1,122
        n=number(ev.workers), r=number(round(ev.images_per_s)), t=est,
        why=esc(engine_text.event_text(ev, "reason")))


def use_text(workers: int) -> str:
    """The Use button once a count is recommended."""
    return _tr("Use 1 worker") if workers == 1 else _tr("Use {n} workers").format(
        n=number(workers))


def used_text(workers: int, cluster: bool) -> tuple[str, str]:
    """The Use button's words and tooltip while the form already holds the recommended
    count (it was used, or typed): Workers, or the address local:N of Dask workers on
    this computer (``cluster``). The button stayed "Use 2 workers" and pressable after it
    was pressed, and said nothing of what it had set."""
    if cluster:
        return (_tr("“Run on” set to local:{n}").format(n=workers),
                _tr("“Run on” says local:{n}, the recommended count of Dask workers. Change "
                    "it there to use another.").format(n=workers))
    return (_tr("Workers set to {n}").format(n=number(workers)),
            _tr("The Workers option says {n}, the recommended count. Change it there to use "
                "another.").format(n=number(workers)))


def finished_status(outcome: str, trials: int, extra: int, separated: list[int],
                    failure: str) -> str:
    """The status line of the sweep's end: ``trials`` measured, ``extra`` of them to tell
    the ``separated`` counts apart; ``failure``: what a failed sweep's engine said."""
    if outcome == "ok" and extra:
        return _tr("Sweep finished: {n} trials, {k} of them extra to tell {counts} workers "
                   "apart.").format(n=number(trials), k=number(extra),
                                    counts=engine_text.count_list(separated))
    if outcome == "ok":
        return plural(trials, _tr("Sweep finished: {n} trial."),
                      _tr("Sweep finished: {n} trials.")).format(n=number(trials))
    if outcome == "cancelled":
        return _tr("Sweep cancelled.")
    return _tr("The sweep failed: {m}").format(m=failure)


def is_local_cluster(where: str) -> bool:
    """Run on's address starts Dask workers on this computer (local, local:N): a count
    the window can set, as local:N."""
    return re.fullmatch(r"local(?::\d+)?", where) is not None


def same_place(a: str, b: str) -> bool:
    """Two Run on values measure the same workers: equal, or both Dask workers on this
    computer (local:2 measured, "Use 1 worker" wrote local:1)."""
    return a == b or (is_local_cluster(a) and is_local_cluster(b))


def cluster_note(where: str, measured_on: str | None) -> str:
    """What the Tune tab says of Run on's ``where`` ("" this computer, else a cluster's
    address, "?" none yet) when its answer was measured on ``measured_on`` (None: no
    answer shown); "" when there is nothing to say (this computer, measured here)."""
    said = []
    if measured_on is not None and not same_place(measured_on, where):
        def place(w: str) -> str:
            return _tr("this computer") if not w else _tr("the Dask cluster") if \
                w == "?" else w
        said.append(_tr("The answer below was measured on {then}, and “Run on” now says "
                        "{now}: run the sweep again to measure there.").format(
            then=place(measured_on), now=place(where)))
    if where:
        said.append(_tr("With a Dask cluster under “Run on”, the sweep converts the sample "
                        "on 1, 2, … of the cluster's workers, into a temporary folder beside "
                        "the output folder, which every worker must see (it is removed "
                        "afterwards)."))
    if where and where != "?" and not is_local_cluster(where):
        said.append(_tr("A run on this cluster uses all of its workers: the answer tells how "
                        "many of them pay off for these images, and there is nothing to set "
                        "here."))
    return " ".join(said)


def intro(one_process: bool) -> str:
    """The line atop the Tune tab: what a sweep does; at "Original bytes" on this computer
    (``one_process``), where a run has no workers to count, what Tune is for, without
    promising a sweep (the note below says why there is none)."""
    if one_process:
        return _tr("Tune measures how many workers a run should use.")   # (the note: none)
    return _tr("Converts a sample of the chosen source with the options on the left, at 1, "
               "2, … workers, into a temporary folder that is removed afterwards, and "
               "recommends how many workers to use.")


def blocked(one_process: bool, unset: bool, problem: str) -> str:
    """Why Run sweep is greyed, in the status line's words ("": it is not, or the window
    says no more than that a run is busy): at Original bytes on this computer, a cluster
    chosen without its address, Run on's problem (a failed Connect, an address written
    wrong), the source's problem."""
    return _tr("Nothing to measure at “Original bytes”: see the note above.") if \
        one_process else _tr("Write the scheduler's address under “Run on”, then Run "
                             "sweep.") if unset else problem


def ready(workers: int) -> str:
    """Run sweep can be pressed: what it measures."""
    return _tr("Press Run sweep to measure the speed with 1 worker.") if workers == 1 else \
        _tr("Press Run sweep to measure the speed with 1 to {n} workers.").format(
            n=number(workers))


def after_sweep(why: str) -> str:
    """The status line after a sweep once Run sweep is greyed (``why``): it kept the
    sweep's "Sweep finished" beside a greyed button after a later cluster address was
    written wrong, the reason only in the button's tooltip."""
    return _tr("Run sweep cannot run now: {why}").format(why=why)
