"""Where the conversion runs: this computer, or a Dask cluster (--cluster). The Connect
button asks the engine (`cluster-info ADDRESS`, a short QProcess) for the cluster's
workers and shows them, or the engine's plain error. An address whose workers only start
with the run (local:N, jobqueue:) has nothing to connect to: the status line says so.

After a failed Connect, Start stayed enabled: the run then failed on the same address and
only said why then. The row holds the failure (``problem``) while that address is chosen,
and the window shows it as a problem of the row, Start off with the reason beside it, as
for an address written wrong. A new address or a Connect that lists the cluster's
workers clears it; choosing This computer only sets it aside (Start runs here), and
choosing the same cluster address again brings it back."""

from __future__ import annotations

import os
import re

from PySide6.QtCore import QLocale, QProcess, QTime, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from engine import protocol
from gui import engine_text
from gui.engine_launch import engine_command, engine_process
from gui.i18n import decimal, number, plural
from gui.job import CLUSTER_UNSET
from gui.job_rules import N_
from gui.name_list import cut_names
from gui.whole_text import WholeLabel
from gui.widgets.common import bring_into_view, column, greyed, name
from gui.widgets.settled_text import SettledText

# RunOnRow.value() of a cluster chosen without an address (a job file writes it plainly).
UNSET = CLUSTER_UNSET

# The row's problem after a failed Connect (RunOnRow.problem; shown with
# translate("Job", ...) as gui.job_rules' messages are). Its first clause is what the
# line beside Start says.
CONNECT_FAILED = N_("Connect failed for this address, so a run would fail too: the reason "
                    "is above. Press Connect again once the cluster runs, or change the "
                    "address.")


class RunOnRow(QWidget):
    """The "Run on" row. ``changed`` whenever the choice or the address changes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.where = name(QComboBox(), "runOn", self.tr("Run on"), self.tr(
            "This computer converts with its own processor cores. A Dask cluster (a lab "
            "server or an HPC/cloud cluster) converts with its workers; the images and the "
            "output folder must be on a disk every worker sees."))
        self.where.addItem(self.tr("This computer"), "local")
        self.where.addItem(self.tr("A Dask cluster"), "cluster")
        self.address = name(QLineEdit(), "clusterAddress", self.tr("Dask scheduler address"),
                            self.tr("The scheduler's address, e.g. tcp://server:8786 (or "
                                    "local:4 for four Dask workers on this computer)."))
        self.address.setPlaceholderText("tcp://HOST:8786")
        # what the status line says of a typed address, once the typing rests: "local:1
        # starts 1 Dask worker" came, and went, and became "local:16 …" at each key
        self.typing = SettledText(self.address)   # (the form's too: options_job)
        self.typing.settled.connect(self._settled)
        self.connect_btn = name(QPushButton(self.tr("Connect")), "clusterConnect",
                                self.tr("Connect to the cluster and list its workers"))
        # (the workers' addresses it lists kept whole: "tcp://10.0.0.7:40123" broke after
        # "tcp://"; gui.whole_text)
        self.status = name(WholeLabel(), "clusterStatus", self.tr("Cluster workers"))
        top = QWidget()
        h = QHBoxLayout(top)
        h.setContentsMargins(0, 0, 0, 0)
        for w in (self.where, self.address, self.connect_btn):
            h.addWidget(w)
        column(top, self.status, widget=self)
        self.setFocusProxy(self.where)   # "Run on:"'s mnemonic
        self._proc: QProcess | None = None
        self._workers: tuple[QWidget, QLabel, str] | None = None   # follow_workers
        self._known: tuple[str, int] | None = None   # (address, its workers) at Connect
        self._failed = ""   # the address whose last Connect failed (problem)
        self._original = False   # "Write as: Original bytes" (set_original)
        self.where.currentIndexChanged.connect(self._update)
        self.address.textChanged.connect(self._address_changed)
        self.connect_btn.clicked.connect(self.connect_cluster)
        # Enter after typing the address connects, as Connect does (it did nothing: the
        # user waited for an answer that was never asked for); Enter on Connect too
        self.address.returnPressed.connect(self._enter)
        self.connect_btn.setAutoDefault(True)
        self._update()

    def value(self) -> str:
        """The --cluster value ("" = this computer). A cluster without an address is "?",
        which the job's check refuses with how to write one (as an empty custom size is):
        Start ran on this computer while "A Dask cluster" was chosen."""
        if self.where.currentData() != "cluster":
            return ""
        return self.address.text().strip() or UNSET

    def set_value(self, cluster: str) -> None:
        self.where.setCurrentIndex(1 if cluster else 0)
        if cluster and cluster != UNSET:
            self.address.setText(cluster)
        self._update()

    def _update(self, *_) -> None:
        on = self.where.currentData() == "cluster"
        self.address.setVisible(on)
        self.connect_btn.setVisible(on)
        addr = self.address.text().strip()
        self.connect_btn.setEnabled(on and addr.startswith(("tcp://", "tls://"))
                                    and self._proc is None)
        if not on:
            self.status.setText("")
        elif self._proc is None and not self.typing.pending() and self.started_at_run(addr):
            # Connect was greyed out without a word, and the address's hint offers local:4
            self.status.setText(self.started_at_run(addr))
        self.status.setVisible(on and bool(self.status.text()))
        self._show_workers()
        self.changed.emit()

    def set_original(self, original: bool) -> None:
        """"Write as" is (or is no longer) Original bytes: the Workers row follows."""
        if original != self._original:
            self._original = original
            self._show_workers()

    def _show_workers(self) -> None:
        """The Workers row (follow_workers): greyed out with why where it does not apply,
        its value kept for when it does again. A cluster run converts with the cluster's
        workers; at Original bytes a run on this computer starts no worker process (the
        engine checks and stores each file itself: engine.one_process, and the
        command sends --workers 1), while a cluster's workers still store files side by
        side."""
        if self._workers is None:
            return
        box, note, cores = self._workers
        on = self.where.currentData() == "cluster"
        if on:
            why = self.tr("A Dask cluster is chosen under “Run on”: its workers store the "
                          "files, each one file at a time; Workers is for this computer.") \
                if self._original else self.tr(
                "A Dask cluster is chosen under “Run on”: its workers convert, each one image "
                "at a time; Workers is for this computer.")
            said = self.tr("not used: the cluster's workers store the files") \
                if self._original else self.tr("not used: the cluster's workers convert")
        elif self._original:
            why = self.tr("“Original bytes” stores each file as it is: nothing is converted, "
                          "so the files are checked and stored one after another, with no "
                          "workers to choose. Choose JPEG, PNG or Raw pixels to convert with "
                          "several workers.")
            said = self.tr("not used: the files are stored one by one")
        else:
            why, said = "", cores
        greyed(box, why)
        note.setText(said)

    def started_at_run(self, addr: str) -> str:
        """What the status line says of an address whose Dask workers the run itself
        starts (so Connect has nothing to ask yet); "" for a scheduler's address."""
        m = re.fullmatch(r"local(?::([1-9][0-9]{0,3}))?", addr)
        if m:
            return (plural(int(m.group(1)), self.tr(
                "local:{n} starts {n} Dask worker on this computer when you press Start, so "
                "there is nothing to connect to before."), self.tr(
                "local:{n} starts {n} Dask workers on this computer when you press Start, so "
                "there is nothing to connect to before.")).format(
                n=m.group(1)) if m.group(1) else self.tr(
                "local starts Dask workers on this computer when you press Start, so there "
                "is nothing to connect to before."))
        if addr.startswith("jobqueue:") and addr[len("jobqueue:"):].strip():
            return self.tr("jobqueue: submits its Dask workers as cluster jobs when you press "
                           "Start, so there is nothing to connect to before.")
        return ""

    def cluster_workers(self) -> int:
        """How many Dask workers the chosen cluster has, as far as the window knows: those
        Connect listed for this address, or those local:N starts (local: one a core); 0
        when not known (before Connect, a jobqueue, this computer)."""
        addr = self.value()
        m = re.fullmatch(r"local(?::([1-9][0-9]{0,3}))?", addr)
        if m:
            return int(m.group(1)) if m.group(1) else os.cpu_count() or 1
        return self._known[1] if self._known is not None and self._known[0] == addr else 0

    def follow_workers(self, box: QWidget, note: QLabel) -> None:
        """The Workers row: off while a cluster is chosen (a cluster run converts with the
        cluster's workers, one image each at a time; --workers is this computer's), its
        note saying so instead of this computer's core count."""
        self._workers = (box, note, note.text())
        self._update()

    def _address_changed(self, *_) -> None:
        """A new address: what was said of the old one (workers, "no scheduler answers",
        "Connecting…") is no longer true of it, and a connection still trying the old
        one is abandoned, so Connect works for the new one at once."""
        proc, self._proc = self._proc, None
        self._known = None
        self._failed = ""
        if proc is not None:
            proc.kill()      # its finished signal comes later and is ignored (_answered)
        if proc is not None or not self.typing.pending():   # (typed: _settled says)
            self.status.setText("")
        self._update()

    def _settled(self) -> None:
        """The address typed rests (or Enter, or the field left): the status line says what
        is true of it now. Meanwhile it kept what it said before the keys."""
        if self._proc is None and self._known is None and not self._failed:
            self.status.setText(self.started_at_run(self.address.text().strip()))
            self.status.setVisible(self.where.currentData() == "cluster" and
                                   bool(self.status.text()))

    def problem(self) -> str:
        """CONNECT_FAILED (English) while the chosen address is one whose last Connect
        failed; "" otherwise (This computer, another address, no Connect, or one that
        listed the workers)."""
        return CONNECT_FAILED if self._failed and self.value() == self._failed else ""

    def _enter(self) -> None:
        """Enter in the address: Connect, when Connect can be pressed."""
        if self.connect_btn.isEnabled():
            self.connect_cluster()

    def connect_cluster(self) -> None:
        """Ask the engine for the cluster's workers (asynchronously: the window stays
        responsive while a far scheduler answers or times out)."""
        if self._proc is not None:
            return
        cmd = engine_command() + ["cluster-info", self.address.text().strip(),
                                  "--events", "jsonl"]
        proc = engine_process(self)
        # Bound methods, not lambdas: Qt drops these connections when this row is
        # destroyed, before its child process is (whose destructor still emits finished).
        proc.finished.connect(self._on_finished)
        proc.errorOccurred.connect(self._on_error)
        self._proc = proc
        self.status.setText(self.tr("Connecting…"))
        # (greyed out while it asks: the focus waits in its place, gui.focus_park)
        self._update()
        proc.start(cmd[0], cmd[1:])

    def _on_finished(self, *_args: object) -> None:
        proc = self.sender()
        if isinstance(proc, QProcess):
            self._answered(proc)

    def _on_error(self, *_args: object) -> None:
        proc = self.sender()
        if isinstance(proc, QProcess) and proc.state() == QProcess.ProcessState.NotRunning:
            self._answered(proc)

    def _answered(self, proc: QProcess) -> None:
        if self._proc is not proc:     # abandoned: the address changed meanwhile
            proc.deleteLater()
            return
        self._proc = None
        text = bytes(proc.readAllStandardOutput().data()).decode("utf-8", "replace")
        events = [protocol.decode(ln) for ln in text.splitlines() if ln.strip()]
        self.status.setText(self.describe(events), [
            str(w.get("name", "")) for ev in events if isinstance(ev, protocol.ClusterStarted)
            for w in ev.workers])
        self._known = next(((self.address.text().strip(), len(ev.workers)) for ev in events
                            if isinstance(ev, protocol.ClusterStarted)), None)
        self._failed = "" if self._known is not None else self.address.text().strip()
        proc.deleteLater()
        self._update()
        # the answer in view, with the row it answers (it came below the form's last row
        # in sight at 1024x640, and nothing showed that it had come)
        bring_into_view(self.status, self.connect_btn)

    def describe(self, events: list) -> str:
        """The status line for cluster-info's events."""
        for ev in events:
            if isinstance(ev, protocol.ClusterStarted):
                threads = sum(int(w.get("threads", 1)) for w in ev.workers)
                memory = sum(int(w.get("memory", 0) or 0) for w in ev.workers)
                # (a worker has at least one thread: 2 workers never have 1 thread)
                head = plural(len(ev.workers), plural(
                    threads, self.tr("{n} worker, {t} thread, {m} GB memory"),
                    self.tr("{n} worker, {t} threads, {m} GB memory")),
                    self.tr("{n} workers, {t} threads, {m} GB memory")).format(
                    n=number(len(ev.workers)), t=number(threads), m=decimal(memory / 1e9))
                names = cut_names([str(w.get("name", "")) for w in ev.workers], 8)
                # what the scheduler said then: a cluster stopped since was still listed
                when = QLocale().toString(QTime.currentTime(), QLocale.FormatType.ShortFormat)
                return f"{head}: {names}\n" + self.tr(
                    "As the scheduler answered at {time}; press Connect again to see its "
                    "workers now.").format(time=when)
            if isinstance(ev, protocol.RunFailed):
                return engine_text.event_text(ev, "message")
        return self.tr("The engine did not answer; is it installed?")
