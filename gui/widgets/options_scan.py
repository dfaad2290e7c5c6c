"""What the source's last scan means for the conversion options (gui.widgets.options_form):
the Annotations row and the 16-bit images row, shown for a source that has them; an empty
Split's meaning when the source gives splits; the notes under Format (the HEIC, AVIF and
animated WebP files "Original bytes" would skip) and under Resize (what Stretch does to
this source's images of another shape, Crop to its boxes or masks). And what the chosen
format and size leave without effect, greyed out with why (Original bytes stores each file
as it is: no size, resize, colour, background or bit depth applies). A mixin of
OptionsForm."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.job_rules import ignored_fields
from gui.widgets import option_fields as fields
from gui.widgets.common import greyed, select_data
from gui.widgets.option_fields import tr

if TYPE_CHECKING:  # for the type checker the mixin is the form it is mixed into
    from PySide6.QtWidgets import (
        QCheckBox,
        QComboBox,
        QFormLayout,
        QGroupBox,
        QLabel,
        QLineEdit,
        QSpinBox,
    )

    from gui.job import Job
    from gui.widgets.run_on import RunOnRow
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
    quality: QSpinBox
    channels: QComboBox
    background: QComboBox
    bit_depth: QComboBox
    masks: QCheckBox
    skip_unannotated: QCheckBox
    split_field: SplitField
    run_on: RunOnRow
    _bits_row: int
    _annotation_row: int
    # what the scan found: the annotations' task ("": none), its images' shapes
    # (ScanResult.shapes), 16-bit images, the files the run does not keep as they are
    # (ScanResult.unkept: HEIC, AVIF, animated WebP); and whether the Annotations row is shown
    _task: str
    _kind: str
    _shapes: dict
    _deep: bool
    _unkept: int
    _turned: int   # photos "Original bytes" stores turned (ScanResult.turned)
    _annotated: bool
    _detection: bool
    if TYPE_CHECKING:  # defined by gui.widgets.options_form and options_job
        def _changed(self, *_) -> None: ...
        def job(self, source: str = "") -> Job: ...

    def set_scan(self, res) -> None:
        """What the source's last scan (gui.scan_result.ScanResult) means for the options: the
        Annotations row; an empty Split's meaning when the source gives splits; under Format,
        the files "Original bytes" would skip (HEIC, AVIF, animated WebP: ScanResult.unkept,
        which the source panel lists as skipped then: the note counts the same files)."""
        self._task = str(getattr(res, "task", "") or "")
        self._kind = str(getattr(res, "kind", "") or "")
        self._shapes = getattr(res, "shapes", {})
        self.show_annotation_options(bool(self._task))
        if res is not None:   # (a scan started again: the row stays until it answers)
            self._deep = bool(getattr(res, "deep", 0))
            self._show_bits_row()
        self.split_field.set_scan(res)   # the source's own splits, when it gives them
        self._unkept = len(getattr(res, "unkept", None) or {})
        self._turned = len(getattr(res, "turned", None) or ())
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
        """Under Format, for "Original bytes": the files it skips, and the photos it stores
        turned (their EXIF orientation, which TensorFlow does not apply); nothing for the
        formats that convert (and turn) them."""
        original = self.format_combo.currentData() == "original"
        n, turned = (self._unkept, self._turned) if original else (0, 0)
        self.format_note.setText("\n".join(
            ([fields.unkept_note(n)] if n else []) +
            ([fields.turned_note(turned)] if turned else [])))
        self.format_note.setVisible(n + turned > 0)

    def _show_applies(self) -> None:
        """Grey out the options the run ignores at the chosen format and size (the engine's
        rule: gui.job_rules.ignored_fields), each with why in its tooltip (why_ignored),
        keeping the user's value for the format that uses it."""
        fmt = self.format_combo.currentData()
        size = self.size_combo.currentData()
        off = ignored_fields(fmt, size)
        # (Size is not greyed for its own "Keep original size", only for what the format
        # makes of any size)
        sized = ignored_fields(fmt, "") if size == "original" else off
        for widget in (self.size_combo, self.custom_size):
            greyed(widget, why_ignored("size", fmt) if "size" in sized else "")
        for key in ("resize", "quality", "channels", "background", "bit_depth"):
            greyed(getattr(self, f"{key}_combo" if key == "resize" else key),
                   why_ignored(key, fmt) if key in off else "")
        self.run_on.set_original(fmt == "original")   # (Workers: none at original here)

    def _show_bits_row(self) -> None:
        """The "16-bit images" row, for a source that has 16-bit images, and whenever it is
        set to another value than 16 (a loaded job's, a run's to resume): never a hidden
        value that the run records."""
        self.form.setRowVisible(self._bits_row, self._deep or self.bit_depth.currentData() != 16)

    def every_image_masked(self) -> bool:
        """The source is images beside their masks (ScanResult.kind "masks"): each image the
        run converts has its mask, so none is without annotations to leave out."""
        return self._annotated and self._task == "segmentation" and self._kind == "masks"

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
        # an image without a mask is skipped already (ann.no_mask): "Leave out images
        # without annotations" changes nothing, greyed with why, the box kept as ticked
        greyed(self.skip_unannotated, tr(
            "Every image of this source is converted with its mask: an image without one "
            "is skipped already (listed with the source), so there is nothing to leave out."
        ) if self.every_image_masked() else "")
        if shown and self.job() != before:
            self._changed()


def why_ignored(field: str, fmt: str) -> str:
    """Why the form's ``field`` has no effect at Format ``fmt`` (gui.job_rules
    .ignored_fields names it): "Original bytes" stores each file as it is, PNG and raw
    pixels have no quality, and else Size keeps each image's own size (Resize)."""
    if fmt == "original":
        return original_tips().get(field, "")
    if field == "quality":
        return tr("Only JPEG images have a quality: PNG and raw pixels keep every pixel "
                  "exactly.")
    if field == "resize":
        return tr("“Keep original size” is chosen: every image keeps its own size, and "
                  "nothing is resized.")
    return tr("This option changes nothing at the format and size chosen.")


def original_tips() -> dict[str, str]:
    """Why each option that "Original bytes" ignores is greyed out (engine.codecs.originals
    stores each file's own bytes; engine.config.ImageOptions drops the resize)."""
    return {
        "size": tr("“Original bytes” stores each file as it is: every image keeps its own "
                   "size. Choose JPEG, PNG or Raw pixels to make them this size."),
        "resize": tr("“Original bytes” stores each file as it is: nothing is resized."),
        "quality": tr("“Original bytes” stores each file as it is: a JPEG keeps the quality "
                      "it was saved with."),
        "channels": tr("“Original bytes” stores each file as it is: a colour image stays in "
                       "colour, a grey one grey."),
        "background": tr("“Original bytes” stores each file as it is: its transparent areas "
                         "stay transparent."),
        "bit_depth": tr("“Original bytes” stores each file as it is: a 16-bit image stays a "
                        "16-bit file."),
    }
