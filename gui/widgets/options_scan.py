"""What the source's last scan means for the conversion options (gui.widgets.options_form):
the Annotations row and the 16-bit images row, shown for a source that has them; an empty
Split's meaning when the source gives splits; the notes under Format (the HEIC/AVIF photos
"Original bytes" would skip) and under Resize (what Stretch does to this source's images
of another shape, Crop to its boxes or masks). A mixin of OptionsForm."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.widgets import option_fields as fields
from gui.widgets.common import select_data

if TYPE_CHECKING:  # for the type checker the mixin is the form it is mixed into
    from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit

    from gui.job import Job
    from gui.widgets.split_field import SplitField
    _Base = QGroupBox
else:
    _Base = object


class OptionsScan(_Base):
    """Needs from the form: its layout (``form``) with the rows' numbers, the fields the
    notes are about, and _changed()."""

    form: QFormLayout
    size_combo: QComboBox
    custom_size: QLineEdit
    resize_combo: QComboBox
    resize_note: QLabel
    format_combo: QComboBox
    format_note: QLabel
    bit_depth: QComboBox
    masks: QCheckBox
    skip_unannotated: QCheckBox
    split_field: SplitField
    _bits_row: int
    _annotation_row: int
    # what the scan found: the annotations' task ("": none), its images' shapes
    # (ScanResult.shapes), 16-bit images, HEIC/AVIF photos; and whether the Annotations
    # row is shown
    _task: str
    _shapes: dict
    _deep: bool
    _phone_photos: int
    _annotated: bool
    _detection: bool
    if TYPE_CHECKING:  # defined by gui.widgets.options_form and options_job
        def _changed(self, *_) -> None: ...
        def job(self, source: str = "") -> Job: ...

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
