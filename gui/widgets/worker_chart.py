"""The Live plots' worker activity chart: its bars (one per worker, or per host of a large
cluster), and what the plots say of a run with no worker processes: "Write as: Original
bytes" on this computer, where the engine checks and stores each file in its own process
(engine.one_process). The worker chart's one bar and the bottleneck banner said
"w1" and "more workers (up to 2, the number of cores) would help" of a run that starts no
worker and ignores Workers (the form greys it out there)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gui.i18n import number

# More worker bars than this and a cluster run's chart shows one bar per host instead
MAX_WORKER_BARS = 16


def worker_bars(busy: list, hosts: list) -> tuple[list[str | None], list[float], list[int]]:
    """The worker chart's bars: (host of each bar or None for one bar per worker, busy
    fraction, workers in the bar). A cluster run with many workers (more than
    MAX_WORKER_BARS) gets one bar per host with its workers' mean, so the chart stays
    readable for hundreds of workers; otherwise one bar per worker."""
    if not hosts or len(hosts) != len(busy) or len(busy) <= MAX_WORKER_BARS:
        return [None] * len(busy), list(busy), [1] * len(busy)
    groups: dict[str, list[float]] = {}
    for host, b in zip(hosts, busy, strict=True):
        groups.setdefault(host, []).append(b)
    names = sorted(groups)
    return (list(names), [sum(groups[h]) / len(groups[h]) for h in names],
            [len(groups[h]) for h in names])


def tr(text: str) -> str:
    return QCoreApplication.translate("WorkerChart", text)


def chart_title(converting: bool) -> str:
    """The activity chart's title: the files' bar and the writer's, no workers."""
    return tr("Activity (busy %): no workers, the files stored one by one") if converting \
        else tr("Activity when storing ended (busy %): no workers")


def bar_name() -> str:
    """The tick under the one bar beside "writer": the share of time spent reading and
    checking the files."""
    return tr("files")


def limit_text(kind: str, busy: list[float], writer: float) -> str:
    """The banner's sentence (rich text) for a one-process run whose engine classified it
    ``kind``; "" before there are measurements. The one process reads, checks and writes
    in turn, never waiting for another: what takes the larger share of its time is the
    limit (a run at 35% and 34% was said to have "nothing saturated")."""
    mean = sum(busy) / len(busy) if busy else 0.0
    if not (mean or writer):
        return ""
    nums = tr("reading and checking files {w}% of the time, writing {k}%").format(
        w=number(round(100 * mean)), k=number(round(100 * writer)))
    if kind == "reading":
        text = waiting_for_files()
    elif writer > mean:
        text = tr("<b>Writing the output files takes most of the time</b>: the disk or the "
                  "compression is the limit.")
    else:
        text = tr("<b>Reading and checking the files takes most of the time</b>: “Original "
                  "bytes” converts nothing: the files are checked and stored one after "
                  "another, so there are no workers to add. What would help: the images on a "
                  "faster or local disk.")
    return f"{text} <span>({nums})</span>"


def waiting_for_files() -> str:
    """The banner's sentence when reading the source files is the limit: of every run
    (LivePlots' banner), with workers or without."""
    return tr("<b>Waiting for the source files takes most of the time</b>: slow or "
              "network storage is the limit. Copy the images to a local disk.")


def cluster_storing() -> str:
    """The banner of a cluster run at Original bytes whose workers are busy: they check and
    store the files side by side, so more of them help (it said "Converting the images")."""
    return tr("<b>Checking and storing the files takes most of the time</b>: the cluster's "
              "workers are busy and the writer waits for them; more cluster workers (or jobs) "
              "would help.")


def bar_names(hosts: list[str | None], names: list[str]) -> list[str]:
    """The tick of each bar of worker_bars' ``hosts`` that is one Dask worker's thread, ""
    for any other (a host's bar, a local worker, a worker not seen yet): the name the
    worker was started with, else its address without "tcp://" ("10.0.0.7:40123"), as
    the scheduler's dashboard lists it (``names``: WorkerStats.workers, worker_words). The
    chart said "w1", "w2", which a lab's admin could not find among the Dask workers.
    Local:N's in-process workers keep "w1": no dashboard lists them. A tick is drawn on
    one line (pyqtgraph's axis never wraps it), so a name there needs no joiners."""
    if len(names) != len(hosts):
        return [""] * len(hosts)
    ticks = ["" if h is not None or not n or n.startswith("inproc://") else _short(n)
             for h, n in zip(hosts, names, strict=True)]
    return _threads(ticks)


def _threads(ticks: list[str]) -> list[str]:
    """A Dask worker with more than one thread has a bar per thread (each bar is a
    thread's decoding process, busy or not: the chart's bars are the run's threads), so
    each is told apart: "node7 · thread 1/2", "node7 · thread 2/2" (they were two bars
    both "node7"). The count after the slash is the worker's threads among ``ticks``
    (those the run has seen working)."""
    total = {t: ticks.count(t) for t in ticks if t}
    seen: dict[str, int] = {}
    out = []
    for t in ticks:
        if t and total[t] > 1:
            seen[t] = seen.get(t, 0) + 1
            t = tr("{name} · thread {i}/{n}").format(name=t, i=number(seen[t]),
                                                      n=number(total[t]))
        out.append(t)
    return out


def _short(words: str) -> str:
    if words.endswith(")") and " (" in words:   # "ADDRESS (NAME)": the address has no space
        return words[words.index(" (") + 2:-1]
    return words.split("://", 1)[-1]


def bars_tooltip(ticks: list[str], names: list[str]) -> str:
    """The chart's tooltip naming the Dask worker of each bar ticked by bar_names, in the
    words the Log tab says a worker left in ("" when no bar has one)."""
    rows = dict.fromkeys(f"{t}: {n}" for t, n in zip(ticks, names, strict=False) if t)
    if not rows:
        return ""
    return "\n".join([tr("The Dask workers of the bars, as the scheduler's dashboard lists "
                         "them:"), *rows])
