"""The Tune tab's sweep options (gui.widgets.tune_panel): the most workers to try, the
trials per count, the sample size, with Run sweep and Cancel beside them, in two rows, and
the values the window keeps between sessions. Strings keep the panel's translation
context."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from engine import option_rules
from gui.focus_park import hand_on
from gui.widgets.common import greyed, name


def _tr(text: str) -> str:
    return QCoreApplication.translate("TunePanel", text)


class SweepOptions(QWidget):
    """The options of the next sweep, and its Run sweep and Cancel buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.max_workers = name(QSpinBox(), "tuneMaxWorkers", _tr("Most workers to try"),
                                _tr("Try 1 worker, 2 workers, … up to this many."))
        self.max_workers.setRange(1, option_rules.max_workers())
        self.max_workers.setValue(os.cpu_count() or 1)
        self._auto = self.max_workers.value()   # the place's count, set by follow_place
        self.repeats = name(QSpinBox(), "tuneRepeats", _tr("Trials per worker count"),
                            _tr("How often to measure each worker count. More trials give a "
                                "surer answer; if they vary too much, extra trials are added."))
        self.repeats.setRange(1, 10)
        self.repeats.setValue(2)
        self.sample = name(QSpinBox(), "tuneSample", _tr("Images in the sample"), _tr(
            "How many of your images each trial converts, picked from every class and from "
            "small and large files. Auto: 200, or 10% of a large source."))
        self.sample.setRange(0, 100_000)
        self.sample.setSpecialValueText(_tr("auto"))
        self._spins = {"max_workers": self.max_workers, "repeats": self.repeats,
                       "sample": self.sample}   # what settings() keeps between sessions
        self.start_btn = name(QPushButton(_tr("Run sweep")), "tuneStart",
                              _tr("Run the worker sweep"),
                              _tr("Measure the speed with 1, 2, … workers"))
        self.cancel_btn = name(QPushButton(_tr("Cancel")), "tuneCancel",
                               _tr("Cancel the worker sweep"))
        self.cancel_btn.setEnabled(False)
        # each greys out as the other comes on (a sweep starts, ends): the focus follows, as
        # it goes from Start to Cancel and back in the window's action bar
        hand_on(self.start_btn, self.cancel_btn)
        hand_on(self.cancel_btn, self.start_btn)
        for spin in (self.repeats, self.sample):
            spin.setMinimumWidth(90)
        # Two rows, not a row each and the buttons under them: at 1024x640 the answer and
        # its Use button were below the fold (the button half cut off).
        form = QGridLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        # the labels, and "1 to" beside Workers to try, grey with the fields (hold)
        self._labels = [QLabel(_tr("Workers to try:")), QLabel(_tr("Trials each:")),
                        QLabel(_tr("Sample size:"))]
        self._upto = _hbox(_tr("1 to"), self.max_workers)
        form.addWidget(self._labels[0], 0, 0)
        form.addWidget(self._upto, 0, 1)
        form.addWidget(self._labels[1], 0, 3)
        form.addWidget(self.repeats, 0, 4)
        form.addWidget(self._labels[2], 1, 0)
        form.addWidget(self.sample, 1, 1, Qt.AlignmentFlag.AlignLeft)
        buttons = QHBoxLayout()
        buttons.addWidget(self.cancel_btn)
        buttons.addWidget(self.start_btn)
        form.addLayout(buttons, 1, 3, 1, 2, Qt.AlignmentFlag.AlignRight)
        form.setColumnStretch(2, 1)

    def hold(self, why: str) -> None:
        """Grey the sweep's fields out with ``why`` as their tooltip ("": as they were), their
        values kept: at Original bytes on this computer there is no sweep to set (they stayed
        on beside a greyed Run sweep, as if they applied)."""
        for spin in self._spins.values():
            greyed(spin, why)
        for label in (*self._labels, self._upto):
            label.setEnabled(not why)
            label.setToolTip(why)

    def follow_place(self, workers: int) -> None:
        """"Workers to try" up to the ``workers`` where the sweep runs (this computer's
        cores, or the chosen cluster's workers once known): on a cluster it stayed at this
        computer's core count, and a bigger cluster was measured only in part. A count the
        user chose stays (one that is not the place's count set last)."""
        workers = min(workers, self.max_workers.maximum())
        if workers > 0 and workers != self._auto:
            if self.max_workers.value() == self._auto:
                self.max_workers.setValue(workers)
            self._auto = workers

    def settings(self) -> dict[str, int]:
        """The sweep's options as the window keeps them ("tune/NAME"); "Workers to try" as
        0 (this computer's default) when it holds a cluster's count the window set: kept for
        the next session, it would have passed for a choice on this computer."""
        kept = {k: spin.value() for k, spin in self._spins.items()}
        if kept["max_workers"] == self._auto != (os.cpu_count() or 1):
            kept["max_workers"] = 0
        return kept

    def restore(self, values: dict[str, int]) -> None:
        """Put back kept options; 0 (never kept) leaves the default, and a count this
        computer's form cannot hold is clamped as the spin box clamps a typed one."""
        for k, v in values.items():
            if v and k in self._spins:
                self._spins[k].setValue(v)


def _hbox(text: str, widget: QWidget) -> QWidget:
    w = QWidget()
    lay = QHBoxLayout(w)
    lay.setContentsMargins(0, 0, 0, 0)
    lay.addWidget(QLabel(text))
    lay.addWidget(widget)
    lay.addStretch(1)
    return w
