"""Where the job runs, as the window asks the conversion options (gui.widgets.options_form):
Run on (this computer or a Dask cluster: its address, its workers, its last Connect's
problem) and Workers, and Tune's recommended count put in the one of them it applies to.
A mixin of OptionsForm."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.widgets.common import bring_into_view

if TYPE_CHECKING:  # for the type checker the mixin is the form it is mixed into
    from PySide6.QtWidgets import QGroupBox, QSpinBox

    from gui.widgets.run_on import RunOnRow
    _Base = QGroupBox
else:
    _Base = object


class OptionsRunOn(_Base):
    """Needs from the form: its Run on row and its Workers field."""

    run_on: RunOnRow
    workers: QSpinBox

    def on_cluster(self) -> bool:
        """The job runs on a Dask cluster (Run on), not on this computer."""
        return bool(self.run_on.value())

    def cluster_workers(self) -> int:
        """The chosen cluster's Dask workers as far as the window knows (0: not known)."""
        return self.run_on.cluster_workers()

    def cluster_problem(self) -> str:
        """Why the chosen cluster cannot run the job, as Connect found (English, for
        show_errors): its last Connect failed. "" when none is known."""
        return self.run_on.problem()

    def cluster_address(self) -> str:
        """Run on: "" this computer, else the cluster's address ("?" none written yet)."""
        return self.run_on.value()

    def set_workers(self, n: int) -> None:
        """Worker processes; 0 = auto."""
        self.workers.setValue(n)

    def use_workers(self, n: int) -> str:
        """Tune's answer of ``n`` workers: Workers on this computer, or the address local:n
        when Run on starts Dask workers here (a run on a cluster ignores Workers); returns
        what was set ("workers" or "cluster"). (Tune offers it on no other cluster.)"""
        # the field it set in view beside the Tune tab (it was often scrolled out of
        # sight in the form, and the change went unseen)
        if self.on_cluster():
            self.run_on.set_value(f"local:{n}")
            bring_into_view(self.run_on)
            return "cluster"
        self.set_workers(n)
        bring_into_view(self.workers)
        return "workers"

    def holds_workers(self, n: int) -> bool:
        """use_workers(n) would change nothing: Workers is ``n`` (on this computer), or Run
        on is local:n."""
        if self.on_cluster():
            return self.cluster_address() == f"local:{n}"
        return self.workers.value() == n
