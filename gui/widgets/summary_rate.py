"""The Summary's "Average speed" row: images converted per second, the converted images of
an unfinished shard a cancel removed, and a --cluster run's workers (gui.widgets.summary_panel
of a run, gui.widgets.folder_summary of a folder opened again: the same words)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gui.i18n import decimal, number, plural


def _tr(text: str) -> str:
    return QCoreApplication.translate("SummaryPanel", text)


def rate_text(rate: float, removed: int = 0, workers: object = None,
              cluster: object = None) -> str:
    """"Average speed": images converted per second, and when a cancel removed the
    unfinished shard, that its ``removed`` images are among them (a cancel that kept
    nothing said "16.4 images/s" beside "Written: 0"). A run that converted nothing (a
    Resume of a run with nothing left to convert; every image failed) has no speed: "—",
    not measured (it said "0.0 images/s" beside "0 converted by this run"). A --cluster
    run's ``workers`` and ``cluster`` (its summary's, or its manifest's when its folder is
    opened again: the same row): " on 2 cluster workers" after the speed."""
    if rate <= 0 and not removed:
        return "—"
    text = _tr("{r} images/s").format(r=decimal(rate)) + cluster_words(workers, cluster)
    if removed:
        text = plural(removed, _tr("{rate}, counting the {n} converted image of the unfinished "
                                   "shard that was removed"),
                      _tr("{rate}, counting the {n} converted images of the unfinished shard "
                          "that was removed")).format(rate=text, n=number(removed))
    return text


def cluster_words(workers: object, cluster: object) -> str:
    """" on 2 cluster workers" of a --cluster run: its "workers" are then the cluster's
    that converted (engine.run.cluster_record; a local run's are its --workers, said
    nowhere here). "" when ``cluster`` is not a run's cluster record. Workers the run left
    out (they could not run its tasks: its "left_out", engine.run.cluster_feed) are a
    warning someone should act on: counted after, the Log tab says who and why. A Resume
    that converted the rest without the cluster (its "local_workers") is said with them:
    the Summary said nothing of the cluster, or nothing of that Resume's workers."""
    if not isinstance(cluster, dict) or not isinstance(workers, int) or \
            isinstance(workers, bool) or workers <= 0:
        return ""
    said = plural(workers, _tr(" on {n} cluster worker"), _tr(" on {n} cluster workers")
                  ).format(n=number(workers))
    here = cluster.get("local_workers")   # (a Resume on a computer, after the cluster)
    if isinstance(here, int) and not isinstance(here, bool) and here > 0:
        said += plural(here, _tr(" and {n} worker process of a Resume without the cluster"),
                       _tr(" and {n} worker processes of a Resume without the cluster")
                       ).format(n=number(here))
    left = cluster.get("left_out")
    if isinstance(left, list) and left:
        said += plural(len(left), _tr(" ({n} more left out: it could not run the tasks, as "
                                      "the Log tab says)"),
                       _tr(" ({n} more left out: they could not run the tasks, as the Log "
                           "tab says)")).format(n=number(len(left)))
    return said
