"""The conversion options with plain-language tooltips and inline validation.

The fields themselves (names, tooltips, choices) are made in gui.widgets.option_fields;
here they are laid out in rows, read into a Job and set from one."""

from __future__ import annotations

import dataclasses
import os

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from gui.job import Job
from gui.job_rules import PROMPTS, parse_size
from gui.pickers import choose_output_folder
from gui.widgets import option_fields as fields
from gui.widgets.common import (
    focus_first,
    label_reaches,
    name,
    row_label,
    select_data,
    side_by_side,
    stacked,
)
from gui.widgets.problems import show_problems
from gui.widgets.run_on import RunOnRow
from gui.widgets.split_field import SplitField


class OptionsForm(QGroupBox):
    """Emits ``changed`` whenever an option changes. Validation happens in the window,
    which knows the source too, and comes back through :meth:`show_errors`."""

    changed = Signal()
    # The user typed in the output folder field (not: the window proposed a folder).
    outputEdited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("2. Options"))
        name(self, "optionsForm", self.tr("Conversion options"))
        self.last_dir = ""
        self._errors: dict[str, QLabel] = {}
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form = form

        # output folder
        self.out_edit, self.out_btn, self.overwrite = fields.output_fields()
        self.out_btn.clicked.connect(self.choose_out)
        self._row(self.tr("&Output folder:"), side_by_side(self.out_edit, self.out_btn), "out")
        self._row("", self.overwrite, None)

        # size and resize
        self.size_combo, self.custom_size = fields.size_fields()
        self._row(self.tr("Si&ze:"), side_by_side(self.size_combo, self.custom_size), "size")
        self.resize_combo = fields.resize_field()
        resize_row = self._row(self.tr("Res&ize:"), self.resize_combo, "resize")
        # what Crop does to an annotated source's boxes or masks, before Start
        self.resize_note = fields.resize_note()
        resize_row.addWidget(self.resize_note)
        self._task = ""   # the scanned source's annotations ("": none)
        self._shapes: dict = {}   # its images' shapes (ScanResult.shapes): Stretch's note

        # format
        self.format_combo, self.quality, self.channels, self.format_note = \
            fields.format_fields()
        format_row = self._row(self.tr("Forma&t:"),
                               side_by_side(self.format_combo, self.quality, self.channels),
                               "format", extra_keys=("quality", "channels"))
        # Beside the choice it is about: what the chosen format does to this source's files.
        format_row.addWidget(self.format_note)
        self._phone_photos = 0

        # transparent areas: A, of its own words (tests/gui/test_mnemonics.py)
        self.background = fields.background_field()
        self._row(self.tr("Tr&ansparent areas:"), self.background, "background")

        # 16-bit images (microscopes): shown for a source that has some (set_scan)
        self.bit_depth = fields.bit_depth_field()
        # B, of its words (a digit read as a footnote): Browse… gave it up (all 26 are taken)
        self._row(self.tr("16-&bit images:"), self.bit_depth, "bit_depth")
        self._bits_row = self.form.rowCount() - 1
        self._deep = False   # until a scan finds 16-bit images
        self.bit_depth.currentIndexChanged.connect(lambda _i: self._show_bits_row())

        # annotated sources (COCO, VOC, YOLO, masks...): only they use these
        self.masks, self.skip_unannotated = fields.annotation_fields()
        # stacked: side by side they made the form wider than the pane at 1024x640
        self._row(self.tr("Annotations:"), stacked(self.masks, self.skip_unannotated),
                  "masks", extra_keys=("skip_unannotated",))
        self._annotation_row = self.form.rowCount() - 1
        self._annotated = self._detection = False   # until a scan finds annotations
        self.show_annotation_options(False)

        # workers, and this computer's cores beside them
        self.workers, self.cores_label = fields.worker_fields(os.cpu_count() or 1)
        self._row(self.tr("Wor&kers:"), side_by_side(self.workers, self.cores_label), "workers")
        self.run_on = RunOnRow()
        self.run_on.follow_workers(self.workers, self.cores_label)
        self._row(self.tr("Ru&n on:"), self.run_on, "cluster")
        # --max-pixels, in megapixels; the form's job keeps an exact value it was given
        # (a run's recorded 5000 pixels) while the field shows it
        self.max_pixels, self.max_pixels_need = fields.max_pixels_fields()
        # G, of its own words ("Largest image (1):" read as a footnote): every letter of the
        # screen is taken, so Replace existing output has C and Cancel none (Esc cancels)
        self._row(self.tr("Lar&gest image:"),
                  side_by_side(self.max_pixels, self.max_pixels_need), "max_pixels")
        self._exact_pixels = (0.0, 0)   # (the field's value, the pixels it stands for)

        # shards: by size, or a number of files per split (--shards)
        self.shard_by, self.shard_mb, self.shard_count, self.compression = \
            fields.shard_fields()
        self.shard_by.currentIndexChanged.connect(self._shard_mode)
        self._row(self.tr("Shar&ds:"), side_by_side(self.shard_by, self.shard_mb,
                                                    self.shard_count, self.compression),
                  "shard_mb", extra_keys=("compression",))
        self._shard_mode()

        # split / shuffle
        self.split, self._split_hint = fields.split_field()
        self._row(self.tr("S&plit:"), self.split, "split")
        self.split_field = SplitField(self.split, self._split_hint)   # (its placeholder too)
        self.shuffle, self.seed = fields.order_fields()
        self._row(self.tr("Se&quence:"), side_by_side(self.shuffle, self.seed), "shuffle")
        self.prefix = fields.prefix_field()
        self._row(self.tr("Prefi&x:"), self.prefix, "prefix")
        self.verify = fields.verify_field()
        self._row("", self.verify, None)

        lay = QVBoxLayout(self)
        lay.addLayout(form)

        for edit in (self.out_edit, self.custom_size, self.split, self.prefix):
            edit.textChanged.connect(self._changed)
        # an empty custom size prompts until the user types in it or presses Start
        self._size_typed = False
        self.custom_size.textEdited.connect(self.insist_on_size)
        self.size_combo.currentIndexChanged.connect(self._size_chosen)
        for combo in (self.size_combo, self.resize_combo, self.format_combo, self.channels,
                      self.background, self.bit_depth, self.compression, self.shard_by):
            combo.currentIndexChanged.connect(self._changed)
        for spin in (self.quality, self.workers, self.shard_mb, self.shard_count, self.seed,
                     self.max_pixels):
            spin.valueChanged.connect(self._changed)
        for box in (self.overwrite, self.shuffle, self.verify, self.masks,
                    self.skip_unannotated):
            box.toggled.connect(self._changed)
        self.run_on.changed.connect(self._changed)
        self.out_edit.textEdited.connect(lambda _t: self.outputEdited.emit())
        # "Replace existing output" is consent for one folder only.
        self.out_edit.textChanged.connect(lambda _t: self.overwrite.setChecked(False))
        self.set_job(Job())

    def _shard_mode(self) -> None:
        """The size or the number of files, as "Shards" is set to divide them."""
        by_count = self.shard_by.currentData() == "count"
        self.shard_mb.setVisible(not by_count)
        self.shard_count.setVisible(by_count)

    def _row(self, label: str, field: QWidget, key: str | None, extra_keys=()) -> QVBoxLayout:
        """A form row: the field, then its problem label (hidden until there is one).
        Returns the row's layout, for what else belongs under the field."""
        box = QWidget()
        v = QVBoxLayout(box)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(1)
        v.addWidget(field)
        box.setFocusProxy(field)
        if key:
            err = name(QLabel(), f"error_{key}", self.tr("Problem with this option"))
            err.setWordWrap(True)
            err.hide()
            v.addWidget(err)
            for k in (key, *extra_keys):
                self._errors[k] = err
        self.form.addRow(label, box)
        label_reaches(self.form, box)   # Alt + the label's letter
        return v

    def set_scan(self, res) -> None:
        """What the source's last scan (gui.scan_result.ScanResult) means for the options: the
        Annotations row; an empty Split's meaning when the source gives splits; under Format,
        the HEIC/AVIF photos "Original bytes" would skip (TensorFlow reads neither)."""
        self._task = str(getattr(res, "task", "") or "")
        self._shapes = getattr(res, "shapes", {})
        self.show_annotation_options(bool(self._task))
        if res is not None:   # (a scan started again: the row stays until it answers)
            self._deep = bool(getattr(res, "deep", 0))
            self._show_bits_row()
        self.split_field.set_scan(res)   # the source's own splits, when it gives them
        self._phone_photos = getattr(res, "phone_photos", 0)
        self._show_format_note()
        self._show_resize_note()

    def _show_resize_note(self) -> None:
        """Under Resize: what Stretch does to this source's images of another shape, Crop to
        its boxes or masks, at the size chosen (fields.resize_note_text)."""
        size = fields.output_shape(self.size_combo.currentData(), self.custom_size.text(),
                                   self.format_combo.currentData())
        fields.show_resize_note(self.resize_note, self._task, self._shapes,
                                self.resize_combo.currentData(), size)

    def _show_format_note(self) -> None:
        n = self._phone_photos if self.format_combo.currentData() == "original" else 0
        self.format_note.setText(fields.phone_photos_note(n))
        self.format_note.setVisible(n > 0)

    def _show_bits_row(self) -> None:
        """The "16-bit images" row, for a source that has 16-bit images, and whenever it is
        set to another value than 16 (a loaded job's, a run's to resume): never a hidden
        value that the run records."""
        self.form.setRowVisible(self._bits_row, self._deep or self.bit_depth.currentData() != 16)

    def set_bit_depth(self, bits: int) -> None:   # the source panel's "Use 12 bits"
        select_data(self.bit_depth, bits)

    def show_annotation_options(self, shown: bool) -> None:
        """Show the Annotations row (masks, unannotated images) only where it applies; where
        it does not, the job has neither (a box left ticked for a COCO export made a class
        folders' run differ from its interrupted one, and Resume refused it)."""
        self.form.setRowVisible(self._annotation_row, shown)
        # shown again by a scan: a box ticked there changes the job, and what follows it
        # must hear (the source's counts said 28 images, the leave-out option ticked, after
        # a restart, a new source or F5, of a run writing 26)
        before = self.job() if shown else None   # (the form is not complete at first)
        self._annotated, self._detection = shown, shown and self._task == "detection"
        self.masks.setVisible(self._detection)   # (masks store nothing for another task)
        if shown and self.job() != before:
            self._changed()

    # ------------------------------------------------------------------ job <-> widgets
    def job(self, source: str = "") -> Job:
        size = self.size_combo.currentData()
        if size == "custom":
            wh = parse_size(self.custom_size.text())
            size = f"{wh[0]}x{wh[1]}" if wh else self.custom_size.text().strip() or "?"
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
            if i < 0:
                self.size_combo.setCurrentIndex(self.size_combo.findData("custom"))
                self.custom_size.setText(job.size)
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

    # ------------------------------------------------------------------ intents
    def output_folder(self) -> str:
        return self.out_edit.text().strip()

    def show_output_folder(self, area) -> None:
        """Scroll ``area`` (the form's scroll area) so the output folder's row is in view."""
        area.ensureWidgetVisible(self.out_edit, 0, 8)

    def set_output_folder(self, path: str) -> None:
        """Put ``path`` in the output field (this withdraws "Replace existing output")."""
        self.out_edit.setText(path)

    def take_focus(self) -> bool:
        """Keyboard focus on the output folder field; False when it cannot take it."""
        return focus_first(self.out_edit)

    def on_cluster(self) -> bool:
        """The job runs on a Dask cluster (Run on), not on this computer."""
        return bool(self.run_on.value())

    def value_text(self, field: str, value: str) -> str | None:
        """The text the form's drop-down list for ``field`` shows for a job's ``value``
        ("crop" -> "Crop to fill"); None when no list shows it."""
        return fields.item_text({
            "resize": self.resize_combo, "format": self.format_combo, "channels": self.channels,
            "background": self.background, "compression": self.compression,
            "bit_depth": self.bit_depth}.get(field), value)

    def set_replace(self, on: bool) -> None:
        """Tick or clear "Replace existing output"."""
        self.overwrite.setChecked(on)

    def set_verify(self, on: bool) -> None:
        self.verify.setChecked(on)

    def set_workers(self, n: int) -> None:
        """Worker processes; 0 = auto."""
        self.workers.setValue(n)

    def show_errors(self, errors: dict[str, str]) -> None:
        """Show each English message (from gui.job_rules.validate) translated under its field:
        red for problems, the normal colour for notices (gui.job_rules.NOTICES)."""
        show_problems(self._errors, {k: m for k, m in errors.items() if m not in PROMPTS})

    def field_name(self, key: str) -> str:
        """The label of the row that shows the problem ``key`` (common.row_label), or ""."""
        note = self.findChild(QLabel, f"error_{key}")
        shown = note is not None and note.isVisibleTo(self)
        return row_label(self.form, note.parentWidget()) if shown and note else ""

    def error_text(self, key: str) -> str:
        label = self._errors.get(key)
        return label.text() if label is not None and label.isVisibleTo(self) else ""

    def choose_out(self) -> None:
        path = choose_output_folder(self, self.out_edit.text(), self.last_dir)
        if path:
            self.out_edit.setText(path)
            self.outputEdited.emit()   # chosen by the user, as if typed

    def size_prompting(self) -> bool:
        """Custom… is chosen and its box is empty, not yet typed in (nor Start pressed):
        the size is asked for, not a mistake (gui.job_rules.SIZE_PROMPT)."""
        return self.size_combo.currentData() == "custom" and not self._size_typed and \
            not self.custom_size.text().strip()

    def insist_on_size(self, *_) -> None:
        """Typed in the custom size box, or Start pressed: an empty size is a problem now."""
        self._size_typed = True

    def _size_chosen(self, *_) -> None:   # another size: an empty custom box prompts again
        self._size_typed = False

    def _changed(self, *_) -> None:
        custom = self.size_combo.currentData() == "custom"
        self.custom_size.setVisible(custom)
        original = self.size_combo.currentData() == "original"
        self.resize_combo.setEnabled(not original)
        self.quality.setEnabled(self.format_combo.currentData() == "jpeg")
        self.bit_depth.setEnabled(self.format_combo.currentData() != "original")   # (as is)
        self.seed.setEnabled(self.shuffle.isChecked())
        self._show_format_note()
        self._show_resize_note()
        if not self.signalsBlocked():
            self.changed.emit()
