"""What to write from an annotated source ("Write as", --task): offered once the scan
finds annotations, "Automatic" naming what it found, with the tasks that source can also
be written as (and classification for any source)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from gui.job_rules import TASKS
from gui.widgets.common import name

# What an annotated source of each task can also be written as (--task; the engine's
# engine.sources.annotations.CONVERTIBLE), and any source as classification.
CONVERTIBLE = {"detection": ("detection", "multilabel"), "segmentation": ("segmentation",),
               "multilabel": ("multilabel",)}


class TaskChoice(QWidget):
    """The "Write as:" row of the source panel; hidden for a plain source. Emits
    ``taskChanged(task)`` when the user chooses another task."""

    taskChanged = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._task = "auto"
        self.combo = name(QComboBox(), "taskChoice", self.tr("Write as"), self.tr(
            "What the dataset will hold. Automatic follows the annotations. Boxes can also "
            "be written as each image's list of classes (several labels per image), and "
            "any source as one class per image, leaving the annotations out."))
        self.combo.activated.connect(self._chosen)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        label = QLabel(self.tr("&Write as:"))
        label.setBuddy(self.combo)
        lay.addWidget(label)
        lay.addWidget(self.combo, 1)
        self.hide()

    def task(self) -> str:
        """--task for the job: "auto" unless the user (or a loaded job) chose another."""
        return self._task

    def set_task(self, task: str) -> None:
        """The task of a loaded job: kept while the source is scanned, then offered when
        this source can be written that way (else Automatic)."""
        self._task = task if task in TASKS else "auto"
        i = self.combo.findData(self._task)
        if i >= 0:   # offered for the source shown; else the next scan decides
            self.combo.setCurrentIndex(i)

    def names(self) -> dict[str, str]:
        """Each task in words, for the choices and the scan's summary."""
        return {"detection": self.tr("object detection (boxes)"),
                "segmentation": self.tr("semantic segmentation (masks)"),
                "multilabel": self.tr("multi-label classification"),
                "classification": self.tr("classification (one class per image; the "
                                          "annotations are ignored)")}

    def _choice(self, task: str) -> str:
        """A task offered instead of the one found, in words that say what it does
        (multi-label had no word of explanation where classification had one)."""
        if task == "multilabel":
            return self.tr("multi-label classification (each image's list of classes; the "
                           "boxes are left out)")
        return self.names()[task]

    def offer(self, detected: str) -> None:
        """The choices for a source whose scan found `detected` ("" for a plain source:
        nothing to choose, Automatic)."""
        choices = ["auto", *CONVERTIBLE.get(detected, ()), "classification"]
        if not detected or self._task not in choices:
            self._task = "auto"
        self.setVisible(bool(detected))
        names = self.names()
        self.combo.blockSignals(True)
        self.combo.clear()
        if detected:
            for t in choices:
                text = self.tr("Automatic: {task}").format(task=names.get(detected, detected)) \
                    if t == "auto" else self._choice(t) if t != detected else names[t]
                self.combo.addItem(text, t)
            self.combo.setCurrentIndex(choices.index(self._task))
        self.combo.blockSignals(False)

    def _chosen(self, index: int) -> None:
        task = str(self.combo.itemData(index) or "auto")
        if task != self._task:
            self._task = task
            self.taskChanged.emit(task)
