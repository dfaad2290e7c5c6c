"""The conversion options with plain-language tooltips and inline validation."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFileDialog, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
    QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from gui.job import SIZE_PRESETS, Job, parse_size
from gui.widgets.common import name


def error_colour(widget: QWidget) -> str:
    """A red that stays readable on light and dark window backgrounds."""
    dark = widget.palette().color(QPalette.Window).lightness() < 128
    return "#ff7b72" if dark else "#b3261e"


class OptionsForm(QGroupBox):
    """Emits ``changed`` whenever an option changes. Validation happens in the window,
    which knows the source too, and comes back through :meth:`show_errors`."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("2. Options"))
        name(self, "optionsForm", self.tr("Conversion options"))
        self.last_dir = ""
        self._errors: dict[str, QLabel] = {}
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.AllNonFixedFieldsGrow)
        self.form = form

        # output folder
        self.out_edit = name(QLineEdit(), "outputFolder", self.tr("Output folder"), self.tr(
            "Where the TFRecord files, their manifest (tfrecord_studio.json), TFDS metadata, labels.txt and rejected.csv go."))
        self.out_btn = name(QPushButton(self.tr("Browse…")), "chooseOutputFolder",
                            self.tr("Choose output folder"))
        self.out_btn.clicked.connect(self.choose_out)
        self.overwrite = name(QCheckBox(self.tr("Replace existing output")), "overwrite",
                              self.tr("Replace existing output"), self.tr(
                                  "Allow writing into a folder that already has files; old "
                                  "shards are replaced."))
        self._row(self.tr("Output folder:"), _hbox(self.out_edit, self.out_btn), "out")
        self._row("", self.overwrite, None)

        # size and resize
        self.size_combo = name(QComboBox(), "imageSize", self.tr("Image size"), self.tr(
            "Every image is resized to this many pixels (width x height). 224 suits most "
            "classification models."))
        for s in SIZE_PRESETS:
            self.size_combo.addItem(f"{s} × {s}", str(s))
        self.size_combo.addItem(self.tr("Custom…"), "custom")
        self.size_combo.addItem(self.tr("Keep original size"), "original")
        self.custom_size = name(QLineEdit(), "customSize", self.tr("Custom size"),
                                self.tr("One number (300) or width x height (320x240)."))
        self.custom_size.setPlaceholderText(self.tr("e.g. 320x240"))
        self.custom_size.hide()
        self._row(self.tr("Size:"), _hbox(self.size_combo, self.custom_size), "size")

        self.resize_combo = name(QComboBox(), "resizeMode", self.tr("Resize mode"), self.tr(
            "Stretch: fill the size, may distort. Fit: keep the shape, add borders. "
            "Crop: keep the shape, cut the edges."))
        for key, text in (("stretch", self.tr("Stretch to size")),
                          ("fit", self.tr("Fit inside (pad)")),
                          ("crop", self.tr("Crop to fill"))):
            self.resize_combo.addItem(text, key)
        self._row(self.tr("Resize:"), self.resize_combo, "resize")

        # format
        self.format_combo = name(QComboBox(), "imageFormat", self.tr("Stored format"), self.tr(
            "How each image is stored. JPEG is small; PNG is lossless; raw is uncompressed "
            "pixels (fast to read, large); original keeps the file's own bytes (readers "
            "must decode GIF and WebP with expand_animations=False, and TF Model Garden "
            "needs decode_jpeg_only=False for anything but JPEG; the finish summary shows "
            "the reading code)."))
        for key, text in (("jpeg", "JPEG"), ("png", "PNG"), ("raw", self.tr("Raw pixels")),
                          ("original", self.tr("Original bytes"))):
            self.format_combo.addItem(text, key)
        self.quality = name(QSpinBox(), "jpegQuality", self.tr("JPEG quality"),
                            self.tr("JPEG quality, 1-100. 95 is visually lossless."))
        self.quality.setRange(1, 100)
        self.quality.setPrefix(self.tr("quality "))
        self.channels = name(QComboBox(), "channels", self.tr("Colour channels"),
                             self.tr("Colour (3 channels, RGB) or grey (1 channel)."))
        self.channels.addItem(self.tr("Colour (RGB)"), 3)
        self.channels.addItem(self.tr("Grey"), 1)
        self._row(self.tr("Format:"), _hbox(self.format_combo, self.quality, self.channels),
                  "format", extra_keys=("quality", "channels"))

        # transparent areas
        self.background = name(QComboBox(), "background", self.tr("Background colour"), self.tr(
            "Colour that the transparent parts of PNG, GIF and WebP images are placed on."))
        for key, text in (("white", self.tr("White")), ("black", self.tr("Black")),
                          ("grey", self.tr("Grey"))):
            self.background.addItem(text, key)
        self._row(self.tr("Transparent areas:"), self.background, "background")

        # workers
        cores = os.cpu_count() or 1
        self.workers = name(QSpinBox(), "workers", self.tr("Worker processes"), self.tr(
            "How many processes decode images in parallel. Auto picks a good number for "
            "this computer."))
        self.workers.setRange(0, 256)
        self.workers.setSpecialValueText(self.tr("auto"))
        self.cores_label = name(QLabel(self.tr("this computer has {n} cores").format(n=cores)),
                                "coreCount", self.tr("Number of processor cores"))
        self._row(self.tr("Workers:"), _hbox(self.workers, self.cores_label), "workers")

        # shards
        self.shard_mb = name(QSpinBox(), "shardSize", self.tr("Shard size in MiB"), self.tr(
            "Target size of each .tfrecord file. 100-200 MiB reads fastest with tf.data."))
        self.shard_mb.setRange(1, 1 << 20)
        self.shard_mb.setSuffix(" MiB")
        self.compression = name(QComboBox(), "compression", self.tr("Compression"), self.tr(
            "GZIP/ZLIB make files smaller but slower to read; JPEG/PNG are already compressed."))
        for key, text in (("none", self.tr("no compression")), ("gzip", "GZIP"), ("zlib", "ZLIB")):
            self.compression.addItem(text, key)
        self._row(self.tr("Shards:"), _hbox(self.shard_mb, self.compression), "shard_mb",
                  extra_keys=("compression",))

        # split / shuffle
        self.split = name(QLineEdit(), "split", self.tr("Split"), self.tr(
            "Divide the images into named parts, e.g. train=0.8,val=0.1,test=0.1. "
            "Leave empty to keep all images in one 'train' split."))
        self.split.setPlaceholderText(self.tr("e.g. train=0.9,val=0.1 (empty: all train)"))
        self._row(self.tr("Split:"), self.split, "split")
        self.shuffle = name(QCheckBox(self.tr("Shuffle")), "shuffle", self.tr("Shuffle"),
                            self.tr("Mix the order of images so each shard holds all classes."))
        self.seed = name(QSpinBox(), "seed", self.tr("Random seed"), self.tr(
            "The same seed gives the same order and the same files every time."))
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setPrefix(self.tr("seed "))
        self._row(self.tr("Order:"), _hbox(self.shuffle, self.seed), "shuffle")
        self.prefix = name(QLineEdit(), "prefix", self.tr("File name prefix"),
                           self.tr("Start of every shard's file name (empty: engine default)."))
        self.prefix.setPlaceholderText(self.tr("default"))
        self._row(self.tr("Prefix:"), self.prefix, "prefix")
        self.verify = name(QCheckBox(self.tr("Verify the files after writing")), "verifyAfter",
                           self.tr("Verify after writing"), self.tr(
                               "Read every record back with TensorFlow and check the counts "
                               "and checksums (takes a few extra seconds)."))
        self._row("", self.verify, None)

        lay = QVBoxLayout(self)
        lay.addLayout(form)

        for w in (self.out_edit, self.custom_size, self.split, self.prefix):
            w.textChanged.connect(self._changed)
        for w in (self.size_combo, self.resize_combo, self.format_combo, self.channels,
                  self.background, self.compression):
            w.currentIndexChanged.connect(self._changed)
        for w in (self.quality, self.workers, self.shard_mb, self.seed):
            w.valueChanged.connect(self._changed)
        for w in (self.overwrite, self.shuffle, self.verify):
            w.toggled.connect(self._changed)
        self.set_job(Job())

    def _row(self, label: str, field: QWidget, key: str | None, extra_keys=()) -> None:
        box = QWidget()
        v = QVBoxLayout(box)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(1)
        v.addWidget(field)
        if key:
            err = name(QLabel(), f"error_{key}", self.tr("Problem with this option"))
            err.setWordWrap(True)
            err.hide()
            v.addWidget(err)
            for k in (key, *extra_keys):
                self._errors[k] = err
        self.form.addRow(label, box)

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
            compression=self.compression.currentData(), split=self.split.text().strip(),
            shuffle=self.shuffle.isChecked(), seed=self.seed.value(),
            prefix=self.prefix.text().strip(), overwrite=self.overwrite.isChecked(),
            verify=self.verify.isChecked())

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
            _select(self.resize_combo, job.resize)
            _select(self.format_combo, job.format)
            self.quality.setValue(job.quality)
            _select(self.channels, job.channels)
            _select(self.background, job.background)
            self.workers.setValue(job.workers)
            self.shard_mb.setValue(job.shard_mb)
            _select(self.compression, job.compression)
            self.split.setText(job.split)
            self.shuffle.setChecked(job.shuffle)
            self.seed.setValue(job.seed)
            self.prefix.setText(job.prefix)
            self.overwrite.setChecked(job.overwrite)
            self.verify.setChecked(job.verify)
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

    def show_errors(self, errors: dict[str, str]) -> None:
        """Show each English message (from gui.job.validate) translated under its field."""
        colour = error_colour(self)
        texts: dict[QLabel, list[str]] = {}
        for key, label in self._errors.items():
            texts.setdefault(label, [])
            if key in errors:
                texts[label].append(QCoreApplication.translate("Job", errors[key]))
        for label, msgs in texts.items():
            label.setText("\n".join(dict.fromkeys(msgs)))
            label.setStyleSheet(f"color: {colour};")
            label.setVisible(bool(msgs))

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
        if not self.signalsBlocked():
            self.changed.emit()


def _hbox(*widgets: QWidget) -> QWidget:
    box = QWidget()
    h = QHBoxLayout(box)
    h.setContentsMargins(0, 0, 0, 0)
    for w in widgets:
        h.addWidget(w, 1 if isinstance(w, QLineEdit) else 0)
    if not any(isinstance(w, QLineEdit) for w in widgets):
        h.addStretch(1)
    return box


def _select(combo: QComboBox, data) -> None:
    i = combo.findData(data)
    if i >= 0:
        combo.setCurrentIndex(i)
