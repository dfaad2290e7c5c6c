"""The conversion options' fields (gui.widgets.options_form): each widget with its name,
tooltip, range and choices, in the form's translation context ("OptionsForm").

The form lays them out in rows, connects them and reads them into a Job; here each is
made as the user first sees it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
)

from engine import config as rules
from engine import option_rules
from gui.i18n import number, plural, sentences
from gui.job_rules import SHARD_MB_MAX, SHARD_MB_MIN, SIZE_PRESETS, parse_size
from gui.scan_result import squashed
from gui.widgets.common import name


def tr(text: str) -> str:
    return QCoreApplication.translate("OptionsForm", text)


def output_fields() -> tuple[QLineEdit, QPushButton, QCheckBox]:
    """The output folder, its Browse button and "Replace existing output"."""
    out_edit = name(QLineEdit(), "outputFolder", tr("Output folder"), tr(
        "Where the TFRecord files go, with labels.txt (the class names), rejected.csv "
        "(files not converted, and why), tfrecord_studio.json (what was made), "
        "HOW_TO_LOAD.md (code that reads them) and the files TFDS needs to read them."))
    # (no letter: every one is taken on this screen, B by "16-bit images"; Alt+O, then Tab)
    out_btn = name(QPushButton(tr("Browse…")), "chooseOutputFolder",
                   tr("Choose output folder"))
    overwrite = name(QCheckBox(tr("Repla&ce existing output")), "overwrite",
                     tr("Replace existing output"), tr(
                         "Replace a dataset made earlier in the output folder; only "
                         "the files this app made there are deleted."))
    return out_edit, out_btn, overwrite


def size_fields() -> tuple[QComboBox, QLineEdit]:
    """The image size's presets (and Custom…, Keep original size) and the custom size box,
    hidden until Custom… is chosen."""
    size_combo = name(QComboBox(), "imageSize", tr("Image size"), tr(
        "Every image is made this many pixels wide and high. 224 × 224 suits most image "
        "models."))
    for s in SIZE_PRESETS:
        size_combo.addItem(f"{s} × {s}", str(s))
    size_combo.addItem(tr("Custom…"), "custom")
    size_combo.addItem(tr("Keep original size"), "original")
    custom_size = name(
        QLineEdit(), "customSize", tr("Custom size"),
        tr("One number for a square (300), or width x height (320x240)."))
    custom_size.setPlaceholderText(tr("e.g. 320x240"))
    custom_size.hide()
    return size_combo, custom_size


def resize_field() -> QComboBox:
    resize_combo = name(QComboBox(), "resizeMode", tr("Resize mode"), tr(
        "Stretch: fill the size, may distort. Fit: keep the shape, add borders. "
        "Crop: keep the shape, cut the edges."))
    for key, text in (("stretch", tr("Stretch to size")),
                      ("fit", tr("Fit inside (pad)")),
                      ("crop", tr("Crop to fill"))):
        resize_combo.addItem(text, key)
    return resize_combo


def resize_note() -> QLabel:
    """The note under Resize (hidden until there is one): what Stretch does to a source's
    images of another shape, what Crop does to its boxes or masks (:func:`resize_note_text`)."""
    note = name(QLabel(), "resizeNote", tr("Note about the resize mode"))
    note.setWordWrap(True)
    note.hide()
    return note


def item_text(combo: QComboBox | None, value: str) -> str | None:
    """The text ``combo`` shows for a job's ``value`` ("crop" -> "Crop to fill"; a number
    as its digits: channels, bit depth); None when it lists no such item."""
    if combo is None:
        return None
    i = combo.findData(value)
    if i < 0 and value.isdigit():
        i = combo.findData(int(value))
    return combo.itemText(i) if i >= 0 else None


def unkept_note(n: int) -> str:
    """Under Format, for "Original bytes": the source's ``n`` files it skips (HEIC, AVIF,
    animated WebP: gui.scan_result.ScanResult.unkept, which the source panel lists)."""
    return plural(n, tr(
        "1 file of this source is HEIC, AVIF or an animated WebP, which “Original bytes” "
        "cannot keep: TensorFlow cannot read it, so it will be skipped. Choose JPEG or PNG "
        "to convert it."), tr(
        "{n} files of this source are HEIC, AVIF or animated WebP, which “Original bytes” "
        "cannot keep: TensorFlow cannot read them, so they will be skipped. Choose JPEG or "
        "PNG to convert them.")).format(n=number(n))


def turned_note(n: int) -> str:
    """Under Format, for "Original bytes": the source's ``n`` photos whose EXIF orientation
    says to turn them, which it stores as they are and TensorFlow gives a model unturned
    (gui.scan_result.ScanResult.turned, which the source panel's notes name)."""
    return plural(n, tr(
        "1 photo will be stored as its file is, not turned upright (its EXIF says to turn "
        "it; TensorFlow does not): it reaches the model sideways or upside down. Choose "
        "JPEG or PNG to store it upright, or keep it as it is if your model expects that."),
        tr("{n} photos will be stored as their files are, not turned upright (their EXIF "
           "says to turn them; TensorFlow does not): they reach the model sideways or upside "
           "down. Choose JPEG or PNG to store them upright, or keep them as they are if your "
           "model expects that.")
    ).format(n=number(n))


def output_shape(size, custom: str, stored: str) -> tuple[int, int] | None:
    """The width and height the images are resized to, for the Size field's choice ``size``
    (a preset's number, or "custom" with the box's text ``custom``) and the Stored format
    ``stored``; None when nothing is resized (the original size, the original bytes) or
    while the custom size cannot be read."""
    if size == "original" or stored == "original":
        return None
    return parse_size(custom if size == "custom" else str(size))


def show_resize_note(note: QLabel, task: str, shapes: dict, resize: str,
                     size: tuple[int, int] | None) -> None:
    """Show or hide the note under Resize (:func:`resize_note_text`)."""
    text = resize_note_text(task, resize, shapes, size)
    note.setText(text)
    note.setVisible(bool(text))


def resize_note_text(task: str, resize: str, shapes: dict | None = None,
                     size: tuple[int, int] | None = None) -> str:
    """What ``resize`` to ``size`` (None: nothing is resized) does to a source of ``task``
    whose images' shapes the scan counted (``shapes``: gui.scan_result.ScanResult.shapes):
    Stretch squashes those much wider or taller than the size; Crop cuts boxes or masks
    (Fit keeps the whole picture). "" when it does neither."""
    if size is None:
        return ""
    stretch = shape_note_text(squashed(shapes or {}, *size), size, task) \
        if resize == "stretch" else ""
    return sentences(stretch, crop_note_text(task) if resize == "crop" else "")


def shape_note_text(n: int, size: tuple[int, int], task: str = "") -> str:
    """Under Resize, for Stretch: the ``n`` images of another shape than ``size`` that it
    squashes, and the two modes that keep their shape (what Crop cuts of boxes or masks too,
    for a source of them). The size as the Size field shows it ("128 × 128": digits alone)."""
    if n <= 0:
        return ""
    said = plural(n, tr(
        "1 image is much wider or taller than {size}: “Stretch to size” squashes it."), tr(
        "{n} images are much wider or taller than {size}: “Stretch to size” squashes them.")
    ).format(n=number(n), size=f"{size[0]} × {size[1]}")
    if task in ("detection", "segmentation"):
        return sentences(said, tr(
            "“Fit inside (pad)” keeps the shape of the images and adds borders; “Crop to "
            "fill” keeps it but cuts the edges, and the objects there with them."))
    return sentences(said, tr(
        "“Fit inside (pad)” keeps the shape of the images and adds borders; “Crop to fill” "
        "keeps it and cuts the edges."))


def crop_note_text(task: str) -> str:
    """What Crop does to the annotations of a source of ``task``: "" unless it cuts them
    (boxes or masks)."""
    if task == "detection":
        return tr("Crop cuts the edges of the images: boxes there are clipped, and those "
                  "mostly outside are left out. The run lists each of them (objects.csv). "
                  "Fit keeps every box.")
    if task == "segmentation":
        return tr("Crop cuts the edges of the images, and of their masks with them: the "
                  "objects there lose those parts. Fit keeps every pixel of the masks.")
    return ""


def format_fields() -> tuple[QComboBox, QSpinBox, QComboBox, QLabel]:
    """The stored format, the JPEG quality, the colour channels, and the note (hidden until
    there is one) about what the chosen format does to this source's files."""
    format_combo = name(QComboBox(), "imageFormat", tr("Stored format"), tr(
        "How each image is stored. JPEG: small files. PNG: every pixel kept exactly. Raw "
        "pixels: fastest to read, very large. Original bytes: your files as they are, "
        "not re-encoded (fastest to convert; the summary after a run shows the code "
        "that reads them)."))
    for key, text in (("jpeg", "JPEG"), ("png", "PNG"), ("raw", tr("Raw pixels")),
                      ("original", tr("Original bytes"))):
        format_combo.addItem(text, key)
    quality = name(QSpinBox(), "jpegQuality", tr("JPEG quality"),
                   tr("JPEG quality from 1 to 100. At 95 no difference from the "
                      "original can be seen."))
    quality.setRange(option_rules.QUALITY_MIN, option_rules.QUALITY_MAX)
    quality.setPrefix(tr("quality "))
    channels = name(
        QComboBox(), "channels", tr("Colour channels"),
        tr("Keep the colours, or store grey images (a third of the size)."))
    channels.addItem(tr("Colour (RGB)"), 3)
    channels.addItem(tr("Grey"), 1)
    format_note = name(QLabel(), "formatNote", tr("Note about the format"))
    format_note.setWordWrap(True)
    format_note.hide()
    return format_combo, quality, channels, format_note


def background_field() -> QComboBox:
    background = name(QComboBox(), "background", tr("Background colour"), tr(
        "Colour that the transparent parts of PNG, GIF and WebP images are placed on."))
    for key, text in (("white", tr("White")), ("black", tr("Black")),
                      ("grey", tr("Grey"))):
        background.addItem(text, key)
    return background


def bit_depth_field() -> QComboBox:
    """--bit-depth: the bits of a 16-bit image that hold its values (shown for sources with
    16-bit images, or when set to another value than 16)."""
    bit_depth = name(QComboBox(), "bitDepth", tr("Bits of 16-bit images"), tr(
        "How the values of 16-bit images (microscopes, scientific cameras) become the 0–255 "
        "of the stored images. Many cameras write 12-bit values (up to 4,095) into 16-bit "
        "files: converted as 16 bits they come out almost black; choose 12 bits, and 0–4,095 "
        "becomes 0–255. Higher values are stored as white. 8-bit images are not changed."))
    bit_depth.addItem(tr("16 bits (full range)"), 16)
    for bits in rules.BIT_DEPTHS[1:]:
        bit_depth.addItem(tr("{n} bits").format(n=bits), bits)
    return bit_depth


def annotation_fields() -> tuple[QCheckBox, QCheckBox]:
    """Store object masks, and leave out images without annotations (annotated sources
    only: COCO, VOC, YOLO, masks...)."""
    masks = name(QCheckBox(tr("Store ob&ject masks")), "masks",
                 tr("Store object masks"), tr(
        "Detection sources with polygons or RLE (COCO, YOLO segments): also store each "
        "object's mask as a PNG (image/object/mask)."))
    skip_unannotated = name(QCheckBox(tr("Leave o&ut images without "
                                         "annotations")),
                            "skipUnannotated", tr("Skip unannotated images"),
                            tr("By default they are kept as background images (with no "
                               "objects); when left out they are listed as skipped."))
    return masks, skip_unannotated


def worker_fields(cores: int) -> tuple[QSpinBox, QLabel]:
    """Worker processes (0: auto), and this computer's ``cores`` beside them."""
    workers = name(QSpinBox(), "workers", tr("Worker processes"), tr(
        "How many images are converted at the same time. Auto: one per processor core of "
        "this computer. Run → Tune workers measures the best number."))
    workers.setRange(0, option_rules.max_workers())
    workers.setSpecialValueText(tr("auto"))
    has = plural(cores, tr("this computer has {n} core"),
                 tr("this computer has {n} cores"))
    cores_label = name(QLabel(has.format(n=cores)), "coreCount",
                       tr("Number of processor cores"))
    return workers, cores_label


def shard_fields() -> tuple[QComboBox, QSpinBox, QSpinBox, QComboBox]:
    """How the files are divided (by size, or a number of files per split: --shards), the
    size, the number, and the compression."""
    shard_by = name(QComboBox(), "shardBy", tr("How the files are divided"),
                    tr("Divide the images into files of about one size (files "
                       "of 100-200 MiB are read fastest in training), or into a "
                       "set number of files per split (e.g. one per GPU or TPU "
                       "host that reads them)."))
    shard_by.addItem(tr("Size of each file"), "size")
    shard_by.addItem(tr("Files per split"), "count")
    shard_mb = name(QSpinBox(), "shardSize", tr("Shard size in MiB"), tr(
        "The images are stored in several files of about this size. Files of 100-200 MiB "
        "are read fastest during training."))
    shard_mb.setRange(SHARD_MB_MIN, SHARD_MB_MAX)
    shard_mb.setSuffix(" MiB")
    shard_count = name(QSpinBox(), "shardCount", tr("Number of files per split"),
                       tr("Each split (train, val, ...) is written as this many "
                          "files, of about the same number of images; a split "
                          "with fewer images gets one file per image."))
    shard_count.setRange(1, option_rules.SHARDS_MAX)
    shard_count.setValue(8)   # (no suffix: the row was wider than a 1366 screen's pane)
    compression = name(QComboBox(), "compression", tr("Compression"), tr(
        "GZIP or ZLIB make the files smaller but slower to read. JPEG and PNG images are "
        "already compressed, so it rarely helps."))
    for key, text in (("none", tr("no compression")), ("gzip", "GZIP"), ("zlib", "ZLIB")):
        compression.addItem(text, key)
    return shard_by, shard_mb, shard_count, compression


def split_field() -> tuple[QLineEdit, str]:
    """The Split box, and its placeholder for a source that gives no splits of its own."""
    split = name(QLineEdit(), "split", tr("Split"), tr(
        "Divide the images into named parts, e.g. train=0.8,val=0.1,test=0.1. "
        "Leave empty to keep all images in one part called train."))
    hint = tr("e.g. train=0.9,val=0.1 (empty: all train)")
    split.setPlaceholderText(hint)
    return split, hint


def order_fields() -> tuple[QCheckBox, QSpinBox]:
    """Shuffle, and the random seed that makes the order the same every time."""
    shuffle = name(QCheckBox(tr("Shuffle")), "shuffle", tr("Shuffle"),
                   tr("Mix the order of the images, so that every file holds "
                      "images of all classes (best for training)."))
    seed = name(QSpinBox(), "seed", tr("Random seed"), tr(
        "Any number. The same number gives the same order, and the same files, every time."))
    seed.setRange(0, 2_000_000_000)
    seed.setPrefix(tr("seed "))
    return shuffle, seed


def prefix_field() -> QLineEdit:
    prefix = name(QLineEdit(), "prefix", tr("File name prefix"),
                  tr("The start of every TFRecord file's name (empty: data)."))
    prefix.setPlaceholderText(tr("default"))
    return prefix


def verify_field() -> QCheckBox:
    return name(QCheckBox(tr("Verif&y the files after writing")), "verifyAfter",
                tr("Verify after writing"), tr(
                    "When the conversion is done, read every image back with "
                    "TensorFlow and check that nothing is missing or damaged "
                    "(takes a little longer)."))
