"""The conversion options as a job (gui.job.Job) and back (gui.widgets.options_form): the
Job the fields say, the job as the settings keep it, the fields set from a job (a loaded
job file, a run's to resume, the last session's) or from the launch option --size; and
whether what was typed into the form (Output folder, Size, Split, Prefix, the cluster's
address) is checked yet.
A mixin of OptionsForm."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from gui.job import Job
from gui.job_rules import NOTICES, SIZE_UNSET, parse_size
from gui.widgets.common import select_data
from gui.widgets.settled_text import SettledText

if TYPE_CHECKING:  # for the type checker the mixin is the form it is mixed into
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import (
        QCheckBox,
        QComboBox,
        QDoubleSpinBox,
        QGroupBox,
        QLineEdit,
        QSpinBox,
    )

    from gui.widgets.run_on import RunOnRow
    from gui.widgets.split_field import SplitField
    _Base = QGroupBox
else:
    _Base = object


class OptionsJob(_Base):
    """Needs from the form: every field of a job, whether the Annotations row is shown
    (``_annotated``), the Largest image field's exact value, and _changed()."""

    out_edit: QLineEdit
    out_typing: SettledText   # when the folder typed into out_edit is checked
    _typings: dict[str, SettledText]   # (that, and the other fields checked so)
    overwrite: QCheckBox
    size_combo: QComboBox
    custom_size: QLineEdit
    resize_combo: QComboBox
    format_combo: QComboBox
    quality: QSpinBox
    channels: QComboBox
    background: QComboBox
    bit_depth: QComboBox
    masks: QCheckBox
    skip_unannotated: QCheckBox
    workers: QSpinBox
    run_on: RunOnRow
    max_pixels: QDoubleSpinBox
    shard_by: QComboBox
    shard_mb: QSpinBox
    shard_count: QSpinBox
    compression: QComboBox
    split_field: SplitField
    shuffle: QCheckBox
    seed: QSpinBox
    prefix: QLineEdit
    verify: QCheckBox
    _annotated: bool
    _detection: bool
    # --max-pixels, in megapixels; the form's job keeps an exact value it was given (a
    # run's recorded 5000 pixels) while the field shows it: (the field's value, its pixels)
    _exact_pixels: tuple[float, int]
    if TYPE_CHECKING:  # defined by gui.widgets.options_form
        typingBegan: SignalInstance
        def _changed(self, *_) -> None: ...

    def job(self, source: str = "") -> Job:
        size = self.size_combo.currentData()
        if size == "custom":
            wh = parse_size(self.custom_size.text())
            size = f"{wh[0]}x{wh[1]}" if wh else self.custom_size.text().strip() or SIZE_UNSET
        return Job(
            source=source, out=self.out_edit.text().strip(), size=size,
            resize=self.resize_combo.currentData(), format=self.format_combo.currentData(),
            quality=self.quality.value(), channels=int(self.channels.currentData()),
            background=self.background.currentData(), bit_depth=int(self.bit_depth.currentData()),
            workers=self.workers.value(), shard_mb=self.shard_mb.value(),
            shards=self.shard_count.value() if self.shard_by.currentData() == "count" else 0,
            compression=self.compression.currentData(), split=self.split_field.value(),
            shuffle=self.shuffle.isChecked(), seed=self.seed.value(),
            prefix=self.prefix.text().strip(), overwrite=self.overwrite.isChecked(),
            verify=self.verify.isChecked(), masks=self.masks.isChecked() and self._detection,
            skip_unannotated=self.skip_unannotated.isChecked() and self._annotated,
            cluster=self.run_on.value(), max_pixels=self._pixels())

    def remembered(self, job: Job) -> Job:
        """``job`` as the settings keep it: the boxes as ticked, kept while a source has no
        such row (the job says False for them then), and the split as typed, kept while
        the source's own splits are used (the job has none then)."""
        return dataclasses.replace(job, masks=self.masks.isChecked(),
                                   skip_unannotated=self.skip_unannotated.isChecked(),
                                   split=self.split_field.typed())

    def masks_ticked(self) -> bool:
        """The Masks box as ticked, shown or not (the job says no masks while a scan hides
        its row): what the source's scan is asked to check the masks for."""
        return self.masks.isChecked()

    def _pixels(self) -> int:
        """The Largest image field's pixels: the exact value set_job gave while it shows it."""
        shown, exact = self._exact_pixels
        mp = self.max_pixels.value()
        return exact if mp == shown else round(mp * 1_000_000)

    def set_job(self, job: Job) -> None:
        self.blockSignals(True)
        try:
            self.out_edit.setText(job.out)
            i = self.size_combo.findData(job.size)
            if i < 0:   # a custom size; unset (the box was left empty): empty, prompting
                self.size_combo.setCurrentIndex(self.size_combo.findData("custom"))
                self.custom_size.setText("" if job.size == SIZE_UNSET else job.size)
            else:
                self.size_combo.setCurrentIndex(i)
            select_data(self.resize_combo, job.resize)
            select_data(self.format_combo, job.format)
            self.quality.setValue(job.quality)
            select_data(self.channels, job.channels)
            select_data(self.background, job.background)
            select_data(self.bit_depth, job.bit_depth)
            self.masks.setChecked(job.masks)
            self.skip_unannotated.setChecked(job.skip_unannotated)
            self.workers.setValue(job.workers)
            self.shard_mb.setValue(job.shard_mb)
            select_data(self.shard_by, "count" if job.shards else "size")
            if job.shards:
                self.shard_count.setValue(job.shards)
            select_data(self.compression, job.compression)
            self.split_field.set_text(job.split)
            self.shuffle.setChecked(job.shuffle)
            self.seed.setValue(job.seed)
            self.prefix.setText(job.prefix)
            self.overwrite.setChecked(job.overwrite)
            self.verify.setChecked(job.verify)
            self.run_on.set_value(job.cluster)
            self.max_pixels.setValue(job.max_pixels / 1_000_000)
            shown = self.max_pixels.value()   # (a job file's 0 or less: the field's least)
            self._exact_pixels = (shown, job.max_pixels if job.max_pixels >= 1
                                  else round(shown * 1_000_000))
        finally:
            self.blockSignals(False)
        self._changed()

    def set_size(self, text: str) -> None:
        """Launch option --size: a preset, "original", or a custom WxH."""
        i = self.size_combo.findData(text)
        if i >= 0:
            self.size_combo.setCurrentIndex(i)
        else:
            self.size_combo.setCurrentIndex(self.size_combo.findData("custom"))
            self.custom_size.setText(text)

    def settle_typing_of(self, edit: QLineEdit, key: str,
                         typing: SettledText | None = None) -> SettledText:
        """``edit``, the field of the problem ``key``, checked once its typing rests
        (gui.widgets.settled_text): ``changed`` then, not at every key. ``typing``: the
        field's own, when its row has one already (the cluster's address: RunOnRow's)."""
        typing = SettledText(edit) if typing is None else typing
        typing.settled.connect(self._changed)
        typing.began.connect(self.typingBegan)
        self._typings[key] = typing
        return typing

    def output_pending(self) -> bool:
        """Keys came in the output folder field and the typing has not rested: its text is
        not checked yet (gui.widgets.settled_text)."""
        return self.out_typing.pending()

    def typing_pending(self) -> bool:
        """Keys came in a field checked once the typing rests (Output folder, Size, Split,
        Prefix, the cluster's address) and the typing has not rested: the window holds
        Start until it has, or checks first when asked to start (settle_typing)."""
        return any(t.pending() for t in self._typings.values())

    def output_typed(self) -> bool:
        """The user typed in the output folder field and is still in it."""
        return self.out_typing.holds_problems()

    def waiting_problems(self, errors: dict[str, str]) -> set[str]:
        """The keys of ``errors`` (gui.main_window's) whose problem (not a notice) waits
        while its field is typed: until the user leaves the field, or presses Enter or
        Start. A path typed half-way ("/tmp"), "train=0." or "64x" is no mistake yet."""
        return {k for k, t in self._typings.items()
                if k in errors and errors[k] not in NOTICES and t.holds_problems()}

    def settle_typing(self) -> None:
        """Every field typed just before checked now (``changed``), a problem included:
        what Start, Resume and Copy command are about to use is what was typed."""
        for typing in self._typings.values():
            typing.settle()

