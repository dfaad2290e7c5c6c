"""The conversion options with plain-language tooltips and inline validation."""

from __future__ import annotations

import os

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine import config as rules
from gui.i18n import number, plural
from gui.job import Job
from gui.job_rules import SHARD_MB_MAX, SHARD_MB_MIN, SIZE_PRESETS, parse_size
from gui.widgets.common import label_reaches, name, select_data, side_by_side, stacked
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
        self.out_edit = name(QLineEdit(), "outputFolder", self.tr("Output folder"), self.tr(
            "Where the TFRecord files go, with labels.txt (the class names), rejected.csv "
            "(files not converted, and why), tfrecord_studio.json (what was made) and the "
            "files TFDS needs to read them."))
        self.out_btn = name(QPushButton(self.tr("&Browse…")), "chooseOutputFolder",
                            self.tr("Choose output folder"))
        self.out_btn.clicked.connect(self.choose_out)
        self.overwrite = name(QCheckBox(self.tr("Replace existin&g output")), "overwrite",
                              self.tr("Replace existing output"), self.tr(
                                  "Replace a dataset made earlier in the output folder; only "
                                  "the files this app made there are deleted."))
        self._row(self.tr("&Output folder:"), side_by_side(self.out_edit, self.out_btn), "out")
        self._row("", self.overwrite, None)

        # size and resize
        self.size_combo = name(QComboBox(), "imageSize", self.tr("Image size"), self.tr(
            "Every image is made this many pixels wide and high. 224 × 224 suits most image "
            "models."))
        for s in SIZE_PRESETS:
            self.size_combo.addItem(f"{s} × {s}", str(s))
        self.size_combo.addItem(self.tr("Custom…"), "custom")
        self.size_combo.addItem(self.tr("Keep original size"), "original")
        self.custom_size = name(
            QLineEdit(), "customSize", self.tr("Custom size"),
            self.tr("One number for a square (300), or width x height (320x240)."))
        self.custom_size.setPlaceholderText(self.tr("e.g. 320x240"))
        self.custom_size.hide()
        self._row(self.tr("Si&ze:"), side_by_side(self.size_combo, self.custom_size), "size")

        self.resize_combo = name(QComboBox(), "resizeMode", self.tr("Resize mode"), self.tr(
            "Stretch: fill the size, may distort. Fit: keep the shape, add borders. "
            "Crop: keep the shape, cut the edges."))
        for key, text in (("stretch", self.tr("Stretch to size")),
                          ("fit", self.tr("Fit inside (pad)")),
                          ("crop", self.tr("Crop to fill"))):
            self.resize_combo.addItem(text, key)
        self._row(self.tr("Res&ize:"), self.resize_combo, "resize")

        # format
        self.format_combo = name(QComboBox(), "imageFormat", self.tr("Stored format"), self.tr(
            "How each image is stored. JPEG: small files. PNG: every pixel kept exactly. Raw "
            "pixels: fastest to read, very large. Original bytes: your files as they are, "
            "not re-encoded (fastest to convert; the summary after a run shows the code "
            "that reads them)."))
        for key, text in (("jpeg", "JPEG"), ("png", "PNG"), ("raw", self.tr("Raw pixels")),
                          ("original", self.tr("Original bytes"))):
            self.format_combo.addItem(text, key)
        self.quality = name(QSpinBox(), "jpegQuality", self.tr("JPEG quality"),
                            self.tr("JPEG quality from 1 to 100. At 95 no difference from the "
                                    "original can be seen."))
        self.quality.setRange(rules.QUALITY_MIN, rules.QUALITY_MAX)
        self.quality.setPrefix(self.tr("quality "))
        self.channels = name(
            QComboBox(), "channels", self.tr("Colour channels"),
            self.tr("Keep the colours, or store grey images (a third of the size)."))
        self.channels.addItem(self.tr("Colour (RGB)"), 3)
        self.channels.addItem(self.tr("Grey"), 1)
        format_row = self._row(self.tr("For&mat:"),
                               side_by_side(self.format_combo, self.quality, self.channels),
                               "format", extra_keys=("quality", "channels"))
        # Beside the choice it is about: what the chosen format does to this source's files.
        self.format_note = name(QLabel(), "formatNote", self.tr("Note about the format"))
        self.format_note.setWordWrap(True)
        self.format_note.hide()
        format_row.addWidget(self.format_note)
        self._phone_photos = 0

        # transparent areas; this and Order have the screen's last free letters, J and Q:
        # no letter of their words is free (tests/gui/test_mnemonics.py)
        self.background = name(QComboBox(), "background", self.tr("Background colour"), self.tr(
            "Colour that the transparent parts of PNG, GIF and WebP images are placed on."))
        for key, text in (("white", self.tr("White")), ("black", self.tr("Black")),
                          ("grey", self.tr("Grey"))):
            self.background.addItem(text, key)
        self._row(self.tr("Transparent areas (&J):"), self.background, "background")

        # annotated sources (COCO, VOC, YOLO, masks...): only they use these
        self.masks = name(QCheckBox(self.tr("Store object mas&ks")), "masks",
                          self.tr("Store object masks"), self.tr(
            "Detection sources with polygons or RLE (COCO, YOLO segments): also store each "
            "object's mask as a PNG (image/object/mask)."))
        self.skip_unannotated = name(QCheckBox(self.tr("Leave o&ut images without "
                                                       "annotations")),
                                     "skipUnannotated", self.tr("Skip unannotated images"),
                                     self.tr("By default they are kept as negative examples; "
                                             "when left out they are listed as skipped."))
        # stacked: side by side they made the form wider than the pane at 1024x640
        self._row(self.tr("Annotations:"), stacked(self.masks, self.skip_unannotated),
                  "masks", extra_keys=("skip_unannotated",))
        self._annotation_row = self.form.rowCount() - 1
        self._annotated = False   # until a scan finds an annotated source
        self.show_annotation_options(False)

        cores = os.cpu_count() or 1   # workers, and this computer's cores beside them
        self.workers = name(QSpinBox(), "workers", self.tr("Worker processes"), self.tr(
            "How many images are converted at the same time. Auto: one per processor core of "
            "this computer. Run → Tune workers measures the best number."))
        self.workers.setRange(0, rules.max_workers())
        self.workers.setSpecialValueText(self.tr("auto"))
        has = plural(cores, self.tr("this computer has {n} core"),
                     self.tr("this computer has {n} cores"))
        self.cores_label = name(QLabel(has.format(n=cores)), "coreCount",
                                self.tr("Number of processor cores"))
        self._row(self.tr("&Workers:"), side_by_side(self.workers, self.cores_label), "workers")
        self.run_on = RunOnRow()
        self.run_on.follow_workers(self.workers, self.cores_label)
        self._row(self.tr("Ru&n on:"), self.run_on, "cluster")

        # shards: by size, or a number of files per split (--shards)
        self.shard_by = name(QComboBox(), "shardBy", self.tr("How the files are divided"),
                             self.tr("Divide the images into files of about one size (files "
                                     "of 100-200 MiB are read fastest in training), or into a "
                                     "set number of files per split (e.g. one per GPU or TPU "
                                     "host that reads them)."))
        self.shard_by.addItem(self.tr("Size of each file"), "size")
        self.shard_by.addItem(self.tr("Files per split"), "count")
        self.shard_mb = name(QSpinBox(), "shardSize", self.tr("Shard size in MiB"), self.tr(
            "The images are stored in several files of about this size. Files of 100-200 MiB "
            "are read fastest during training."))
        self.shard_mb.setRange(SHARD_MB_MIN, SHARD_MB_MAX)
        self.shard_mb.setSuffix(" MiB")
        self.shard_count = name(QSpinBox(), "shardCount", self.tr("Number of files per split"),
                                self.tr("Each split (train, val, ...) is written as this many "
                                        "files, of about the same number of images; a split "
                                        "with fewer images gets one file per image."))
        self.shard_count.setRange(1, rules.SHARDS_MAX)
        self.shard_count.setValue(8)   # (no suffix: the row was wider than a 1366 screen's pane)
        self.shard_by.currentIndexChanged.connect(self._shard_mode)
        self.compression = name(QComboBox(), "compression", self.tr("Compression"), self.tr(
            "GZIP or ZLIB make the files smaller but slower to read. JPEG and PNG images are "
            "already compressed, so it rarely helps."))
        for key, text in (("none", self.tr("no compression")), ("gzip", "GZIP"), ("zlib", "ZLIB")):
            self.compression.addItem(text, key)
        self._row(self.tr("Shar&ds:"), side_by_side(self.shard_by, self.shard_mb,
                                                    self.shard_count, self.compression),
                  "shard_mb", extra_keys=("compression",))
        self._shard_mode()

        # split / shuffle
        self.split = name(QLineEdit(), "split", self.tr("Split"), self.tr(
            "Divide the images into named parts, e.g. train=0.8,val=0.1,test=0.1. "
            "Leave empty to keep all images in one part called train."))
        self._split_hint = self.tr("e.g. train=0.9,val=0.1 (empty: all train)")
        self._row(self.tr("S&plit:"), self.split, "split")
        self.split_field = SplitField(self.split, self._split_hint)   # (its placeholder too)
        self.shuffle = name(QCheckBox(self.tr("Shuffle")), "shuffle", self.tr("Shuffle"),
                            self.tr("Mix the order of the images, so that every file holds "
                                    "images of all classes (best for training)."))
        self.seed = name(QSpinBox(), "seed", self.tr("Random seed"), self.tr(
            "Any number. The same number gives the same order, and the same files, every time."))
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setPrefix(self.tr("seed "))
        self._row(self.tr("Order (&Q):"), side_by_side(self.shuffle, self.seed), "shuffle")
        self.prefix = name(QLineEdit(), "prefix", self.tr("File name prefix"),
                           self.tr("The start of every TFRecord file's name (empty: data)."))
        self.prefix.setPlaceholderText(self.tr("default"))
        self._row(self.tr("Prefi&x:"), self.prefix, "prefix")
        self.verify = name(QCheckBox(self.tr("Verif&y the files after writing")), "verifyAfter",
                           self.tr("Verify after writing"), self.tr(
                               "When the conversion is done, read every image back with "
                               "TensorFlow and check that nothing is missing or damaged "
                               "(takes a little longer)."))
        self._row("", self.verify, None)

        lay = QVBoxLayout(self)
        lay.addLayout(form)

        for edit in (self.out_edit, self.custom_size, self.split, self.prefix):
            edit.textChanged.connect(self._changed)
        for combo in (self.size_combo, self.resize_combo, self.format_combo, self.channels,
                      self.background, self.compression, self.shard_by):
            combo.currentIndexChanged.connect(self._changed)
        for spin in (self.quality, self.workers, self.shard_mb, self.shard_count, self.seed):
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
        """What the source's last scan (gui.scan.ScanResult) means for the options: the
        Annotations row; an empty Split's meaning when the source gives splits; under Format,
        the HEIC/AVIF photos "Original bytes" would skip (TensorFlow reads neither)."""
        self.show_annotation_options(bool(getattr(res, "task", "")))
        self.split_field.set_scan(res)   # the source's own splits, when it gives them
        self._phone_photos = getattr(res, "phone_photos", 0)
        self._show_format_note()

    def _show_format_note(self) -> None:
        n = self._phone_photos if self.format_combo.currentData() == "original" else 0
        self.format_note.setText(self.tr(
            "1 photo of this source is HEIC or AVIF, which “Original bytes” cannot keep: "
            "TensorFlow cannot read it, so it will be skipped. Choose JPEG or PNG to convert "
            "it.") if n == 1 else self.tr(
            "{n} photos of this source are HEIC or AVIF, which “Original bytes” cannot keep: "
            "TensorFlow cannot read them, so they will be skipped. Choose JPEG or PNG to "
            "convert them.").format(n=number(n)))
        self.format_note.setVisible(n > 0)

    def show_annotation_options(self, shown: bool) -> None:
        """Show the Annotations row (masks, unannotated images) only where it applies; where
        it does not, the job has neither (a box left ticked for a COCO export made a class
        folders' run differ from its interrupted one, and Resume refused it)."""
        self.form.setRowVisible(self._annotation_row, shown)
        # shown again by a scan: a box ticked there changes the job, and what follows it
        # must hear (the source's counts said 28 images, the leave-out option ticked, after
        # a restart, a new source or F5, of a run writing 26)
        gained = shown and not self._annotated and (
            self.masks.isChecked() or self.skip_unannotated.isChecked())
        self._annotated = shown
        if gained:
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
            background=self.background.currentData(),
            workers=self.workers.value(), shard_mb=self.shard_mb.value(),
            shards=self.shard_count.value() if self.shard_by.currentData() == "count" else 0,
            compression=self.compression.currentData(), split=self.split_field.value(),
            shuffle=self.shuffle.isChecked(), seed=self.seed.value(),
            prefix=self.prefix.text().strip(), overwrite=self.overwrite.isChecked(),
            verify=self.verify.isChecked(), masks=self.masks.isChecked() and self._annotated,
            skip_unannotated=self.skip_unannotated.isChecked() and self._annotated,
            cluster=self.run_on.value())

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

    def set_output_folder(self, path: str) -> None:
        """Put ``path`` in the output field (this withdraws "Replace existing output")."""
        self.out_edit.setText(path)

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
        red for problems, the normal colour for notices (gui.job.NOTICES)."""
        show_problems(self._errors, errors)

    def error_text(self, key: str) -> str:
        label = self._errors.get(key)
        return label.text() if label is not None and label.isVisibleTo(self) else ""

    def choose_out(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Choose the output folder"),
                                                self.out_edit.text() or self.last_dir)
        if path:
            self.out_edit.setText(path)

    def _changed(self, *_) -> None:
        custom = self.size_combo.currentData() == "custom"
        self.custom_size.setVisible(custom)
        original = self.size_combo.currentData() == "original"
        self.resize_combo.setEnabled(not original)
        self.quality.setEnabled(self.format_combo.currentData() == "jpeg")
        self.seed.setEnabled(self.shuffle.isChecked())
        self._show_format_note()
        if not self.signalsBlocked():
            self.changed.emit()
