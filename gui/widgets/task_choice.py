"""What to write from an annotated source ("Write as", --task): offered once the scan
finds annotations, "Automatic" naming what it found, with the tasks that source can also
be written as (the engine's own rule, engine.sources.written_as.offered: semantic
segmentation from objects with polygons or masks) and, but for CVAT's tags (already
classification), classification from the folders, the annotations left out."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from engine.sources.written_as import offered
from gui.job_rules import TASKS
from gui.widgets.common import name
from gui.widgets.elided import ElidedCombo


class TaskChoice(QWidget):
    """The "Write as:" row of the source panel; hidden for a plain source. Emits
    ``taskChanged(task)`` when the user chooses another task."""

    taskChanged = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._task = "auto"
        # (its choices say what they write, longer than the box: "…" where it ends, not
        # cut off mid-word, and the list it opens as wide as its longest choice)
        self.combo = name(ElidedCombo(), "taskChoice", self.tr("Write as"), self.tr(
            "What the dataset will hold. Automatic follows the annotations. Boxes and CVAT "
            "tags can also be written as each image's list of classes (several labels per "
            "image); objects outlined by polygons or masks as semantic segmentation (each "
            "image's class mask); and boxes, masks and lists of classes as one class per "
            "image, leaving the annotations out."))
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

    def _found(self, detected: str) -> str:
        """The task found, as "Automatic" names it: CVAT's tags are classification from
        the annotations, not the folders' classification the choice of it means."""
        if detected == "classification":
            return self.tr("classification (each image's tag is its class)")
        return self.names().get(detected, detected)

    def _choice(self, task: str, detected: str, masks: bool = False) -> str:
        """A task offered instead of the one found, in words that say what it does
        (multi-label had no word of explanation where classification had one); ``masks``:
        segmentation is read from the source's class mask files, not drawn."""
        if task == "multilabel" and detected == "classification":
            return self.tr("multi-label classification (all of each image's tags)")
        if task == "multilabel":
            return self.tr("multi-label classification (each image's list of classes; the "
                           "boxes are left out)")
        if task == "segmentation" and detected == "detection" and masks:
            return self.tr("semantic segmentation (each image's class mask, from the mask "
                           "files in SegmentationClass/)")
        if task == "segmentation" and detected == "detection":
            return self.tr("semantic segmentation (each image's class mask, drawn from the "
                           "objects' polygons and masks)")
        return self.names()[task]

    def offer(self, detected: str, shaped: bool = False, masks: bool = False) -> None:
        """The choices for a source whose scan found `detected` ("" for a plain source:
        nothing to choose, Automatic); ``shaped``: its objects have polygons or masks, or
        ``masks``: it has class mask files (a Pascal VOC folder's SegmentationClass/); then
        detection can be semantic segmentation too. --task classification leaves the
        annotations out (the folders' classes): offered but for a source already
        classification (CVAT's tags, whose folder holds only images/)."""
        also = [t for t in offered(detected, shaped or masks) if t != "classification"]
        choices = ["auto", *also] + (["classification"] if detected != "classification" else [])
        if not detected or self._task not in choices:
            self._task = "auto"
        self.setVisible(bool(detected))
        names = self.names()
        self.combo.blockSignals(True)
        self.combo.clear()
        if detected:
            for t in choices:
                text = names[t] if t == detected else \
                    self._choice(t, detected, masks) if t != "auto" else \
                    self.tr("Automatic: {task}").format(task=self._found(detected))
                self.combo.addItem(text, t)
            self.combo.setCurrentIndex(choices.index(self._task))
        self.combo.blockSignals(False)

    def _chosen(self, index: int) -> None:
        task = str(self.combo.itemData(index) or "auto")
        if task != self._task:
            self._task = task
            self.taskChanged.emit(task)
