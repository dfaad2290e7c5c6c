"""The conversion options with plain-language tooltips and inline validation.

The fields themselves (names, tooltips, choices) are made in gui.widgets.option_fields;
here they are laid out in rows, with each row's problem under it. Read into a Job and set
from one: gui.widgets.options_job; what the source's scan shows or hides among them:
gui.widgets.options_scan; the Size field's Custom… choice by the keys:
gui.widgets.options_size; Run on and Workers as the window asks them:
gui.widgets.options_run_on."""

from __future__ import annotations

import os

from PySide6.QtCore import QPoint, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gui.job import Job
from gui.job_rules import PROMPTS
from gui.pickers import choose_output_folder
from gui.widgets import option_fields as fields
from gui.widgets.common import (
    focus_first,
    label_reaches,
    name,
    row_label,
    rows_whole,
    side_by_side,
    stacked,
)
from gui.widgets.form_layout import FormLayout, RowLayout
from gui.widgets.max_pixels_field import max_pixels_fields
from gui.widgets.options_job import OptionsJob
from gui.widgets.options_run_on import OptionsRunOn
from gui.widgets.options_scan import OptionsScan
from gui.widgets.options_size import OptionsSize
from gui.widgets.problems import show_problems
from gui.widgets.run_on import RunOnRow
from gui.widgets.settled_text import SettledText
from gui.widgets.split_field import SplitField


class OptionsForm(OptionsJob, OptionsScan, OptionsSize, OptionsRunOn, QGroupBox):
    """Emits ``changed`` whenever an option changes. Validation happens in the window,
    which knows the source too, and comes back through :meth:`show_errors`."""

    changed = Signal()
    # The user typed in the output folder field (not: the window proposed a folder).
    outputEdited = Signal()
    # a key came in a field checked when the typing rests (Output folder, Size, Split,
    # Prefix, the cluster's address): not checked until then (typing_pending)
    typingBegan = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("2. Options"))
        name(self, "optionsForm", self.tr("Conversion options"))
        self.last_dir = ""
        self._errors: dict[str, QLabel] = {}
        form = FormLayout()   # (a QFormLayout whose rows keep their wrapped lines)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form = form

        # output folder
        self.out_edit, self.out_btn, self.overwrite = fields.output_fields()
        self.out_btn.clicked.connect(self.choose_out)
        out_row = self._row(self.tr("&Output folder:"), side_by_side(self.out_edit, self.out_btn),
                            "out")
        # Replace existing output between the field and its note, which it answers ("…or
        # tick Replace existing output"): ticked, the note goes from below it, and the box
        # stays where it was under the user's eyes (above it, the note's lines went, and the
        # form jumped: at its top the box could not be held; 1366x768 Japanese, 1024x640)
        out_row.insertSpacing(1, max(0, form.verticalSpacing() - 2 * out_row.spacing()))
        out_row.insertWidget(2, self.overwrite)
        self.output_row = out_row.parentWidget() or self   # (what a Resume offer is about)

        # size and resize
        self.size_combo, self.custom_size = fields.size_fields()
        self._row(self.tr("Si&ze:"), side_by_side(self.size_combo, self.custom_size), "size")
        self.resize_combo = fields.resize_field()
        resize_row = self._row(self.tr("Res&ize:"), self.resize_combo, "resize")
        # what Crop does to an annotated source's boxes or masks, before Start
        self.resize_note = fields.resize_note()
        resize_row.addWidget(self.resize_note)
        self._task = ""   # the scanned source's annotations ("": none)
        self._kind = ""   # and its kind (ScanResult.kind: "masks", "coco", ...)
        self._shapes: dict = {}   # its images' shapes (ScanResult.shapes): Stretch's note

        # format
        self.format_combo, self.quality, self.channels, self.format_note = \
            fields.format_fields()
        format_row = self._row(self.tr("Forma&t:"),
                               side_by_side(self.format_combo, self.quality, self.channels),
                               "format", extra_keys=("quality", "channels"))
        # Beside the choice it is about: what the chosen format does to this source's files.
        format_row.addWidget(self.format_note)
        self._unkept = 0   # files the run at original skips (ScanResult.unkept)
        self._turned = 0   # photos it stores turned (ScanResult.turned)

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
        self.max_pixels, self.max_pixels_need, self._memory_at_original = \
            max_pixels_fields()
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
        # its note counts the splits the run writes, as the source line does
        self.skip_unannotated.toggled.connect(self.split_field.set_leave_out)
        self.shuffle, self.seed = fields.order_fields()
        self._row(self.tr("Se&quence:"), side_by_side(self.shuffle, self.seed), "shuffle")
        self.prefix = fields.prefix_field()
        self._row(self.tr("Prefi&x:"), self.prefix, "prefix")
        self.verify = fields.verify_field()
        self._row("", self.verify, None)

        lay = QVBoxLayout(self)
        lay.addLayout(form)

        # a field typed key by key: checked once the typing rests (not at every key: each
        # partial path's notes and Resume offer moved the form under the caret, and
        # "train=0." or "64x" flashed red under Split and Size as they were typed)
        self._typings: dict[str, SettledText] = {}
        self.out_typing = self.settle_typing_of(self.out_edit, "out")
        for key, edit in (("size", self.custom_size), ("split", self.split),
                          ("prefix", self.prefix)):
            self.settle_typing_of(edit, key)
        self.settle_typing_of(self.run_on.address, "cluster", self.run_on.typing)
        # an empty custom size prompts until the user types in it or presses Start
        self._size_typed = False
        self.custom_size.textEdited.connect(self.insist_on_size)
        self.size_combo.currentIndexChanged.connect(self._size_chosen)
        # Custom… chosen: the typing goes to its box (it went to the combo, whose space
        # opened the list: "160 x 120" typed after choosing it with the keys)
        self._browsing = False   # the last choice stepped through the closed list (keys)
        self.size_combo.activated.connect(self._size_activated)
        self.size_combo.installEventFilter(self)
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
        v = RowLayout(box)   # (its items stay at its top: a note gone moved the field)
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

    # ------------------------------------------------------------------ intents
    def output_folder(self) -> str:
        return self.out_edit.text().strip()

    def set_output_folder(self, path: str) -> None:
        """Put ``path`` in the output field (this withdraws "Replace existing output")."""
        self.out_edit.setText(path)

    def take_focus(self) -> bool:
        """Keyboard focus on the output folder field; False when it cannot take it."""
        return focus_first(self.out_edit)

    def value_text(self, field: str, value: str) -> str | None:
        """The text the form's drop-down list for ``field`` shows for a job's ``value``
        ("crop" -> "Crop to fill"); None when no list shows it."""
        return fields.item_text({
            "resize": self.resize_combo, "format": self.format_combo, "channels": self.channels,
            "background": self.background, "compression": self.compression,
            "bit_depth": self.bit_depth}.get(field), value)

    def output_row_whole(self) -> None:
        """The Output folder row (with Replace existing output) whole in view when the
        lower edge of the scroll area that holds the form cuts it (the Resume offer's top
        half covered it); a row out of sight stays there, and so does the field the user
        types in while it is whole in view (the offer answers the folder typed)."""
        area, row = self.parentWidget(), self.output_row
        while area is not None and not isinstance(area, QScrollArea):
            area = area.parentWidget()
        if area is None or not row.isVisible():
            return
        view = area.viewport()
        top = row.mapTo(view, QPoint(0, 0)).y()
        field = self.out_edit.mapTo(view, QPoint(0, 0)).y() + self.out_edit.height()
        if self.output_typed() and field <= view.height():
            return
        if top < view.height() < top + row.height():
            rows_whole(area, row)

    def set_replace(self, on: bool) -> None:
        """Tick or clear "Replace existing output"."""
        self.overwrite.setChecked(on)

    def set_verify(self, on: bool) -> None:
        self.verify.setChecked(on)

    def write_as(self) -> str:
        """The chosen Format as the engine names it ("original": each file stored as it
        is, with no workers on this computer: engine.one_process)."""
        return str(self.format_combo.currentData())

    def show_errors(self, errors: dict[str, str]) -> None:
        """Show each English message (from gui.job_rules.validate) translated under its field:
        red for problems, the normal colour for notices (gui.job_rules.NOTICES)."""
        # (a problem of a field being typed waits: its note stays as it is)
        held = {self._errors[k] for k in self.waiting_problems(errors)}
        show_problems({k: label for k, label in self._errors.items() if label not in held},
                      {k: m for k, m in errors.items() if m not in PROMPTS})

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

    def _changed(self, *_) -> None:
        custom = self.size_combo.currentData() == "custom"
        self.custom_size.setVisible(custom)
        self._show_applies()   # (greyed out, with why: what the format or size ignores)
        self.seed.setEnabled(self.shuffle.isChecked())
        self._show_format_note()
        self._show_resize_note()
        self._memory_at_original(self.format_combo.currentData() == "original")
        if not self.signalsBlocked():
            self.changed.emit()
