"""Stretch and images of another shape: the pre-run scan keeps the shapes of a source's
images (from the header it reads anyway), and under Resize the form says how many of them
"Stretch to size" squashes at the size chosen, and that Fit or Crop keeps their shape. A
walker converted a folder of 300x2500 and 2500x300 images at 128 x 128 with the default
Stretch: every image was squashed and nothing said so."""

from __future__ import annotations

from PIL import Image

from engine.codecs.scan_checks import check_file
from gui.scan import quick_scan
from gui.scan_result import ScanResult, squashed
from gui.widgets.options_form import OptionsForm
from tests.engine.annotated_sources import coco_cut_by_crop, exif_jpeg

#: name -> size: 3 wide strips, 2 tall ones, 2 squares, a 3:2 photo and a 16:9 frame
SHAPES = {"wide0.png": (250, 30), "wide1.png": (250, 30), "wide2.jpg": (250, 30),
          "tall0.png": (30, 250), "tall1.jpg": (30, 250), "sq0.png": (64, 64),
          "sq1.jpg": (64, 64), "photo.jpg": (96, 64), "frame.png": (160, 90)}
TAIL = ("“Fit inside (pad)” keeps the shape of the images and adds borders; “Crop to fill” "
        "keeps it and cuts the edges.")


def _folder(root, shapes=SHAPES, more: bool = True):
    """A folder of images of ``shapes``, a photo stored 150 x 50 that EXIF turns upright (50
    wide, 150 high), and a wide PNG cut short (the run skips it: it is squashed nowhere)."""
    root.mkdir(parents=True)
    for name, size in shapes.items():
        Image.new("RGB", size, (200, 120, 40)).save(root / name)
    if more:
        exif_jpeg(root / "turned.jpg", (150, 50), 6)
        Image.new("RGB", (250, 30), (9, 9, 9)).save(root / "cut.png")
        (root / "cut.png").write_bytes((root / "cut.png").read_bytes()[:60])
    return str(root)


def _form(qtbot, res) -> OptionsForm:
    form = OptionsForm()
    qtbot.addWidget(form)
    form.set_scan(res)
    return form


def _note(form) -> str:
    return form.resize_note.text() if form.resize_note.isVisibleTo(form) else ""


def _choose(combo, value: str) -> None:
    combo.setCurrentIndex(combo.findData(value))


def test_the_scan_keeps_each_images_shape_as_the_run_turns_it(tmp_path):
    assert abs(check_file(exif_jpeg_path(tmp_path)).aspect - 1 / 3) < 1e-9   # EXIF 6: upright
    res = quick_scan(_folder(tmp_path / "src"))
    assert res.error == "" and res.images == 11 and len(res.broken) == 1
    assert sum(res.shapes.values()) == 10                     # the cut-off one left out
    # at a square: the strips, the 16:9 frame and the turned photo; a 3:2 photo is not
    # "much" wider (SQUASH_FACTOR), nor the squares
    assert squashed(res.shapes, 128, 128) == 7
    assert squashed(res.shapes, 320, 240) == 6                # 16:9 beside 4:3: 1.33
    # the walker's wide size: the wide strips fit it, all the others are squashed
    assert squashed(res.shapes, 2500, 300) == 7
    assert squashed(res.shapes, 300, 100) == 10               # the turned photo too (1/3)
    assert squashed(res.shapes, 100, 300) == 9                # all but the turned photo


def exif_jpeg_path(root):
    exif_jpeg(root / "one.jpg", (150, 50), 6)
    return str(root / "one.jpg")


def test_the_note_says_what_stretch_squashes_at_the_size_chosen(qtbot, tmp_path):
    res = quick_scan(_folder(tmp_path / "src"))
    form = _form(qtbot, res)
    assert form.resize_combo.currentData() == "stretch"       # the default
    assert _note(form) == ("7 images are much wider or taller than 224 × 224: “Stretch to "
                           "size” squashes them. " + TAIL)
    form.set_size("128")                                      # a custom size follows
    assert _note(form).startswith("7 images are much wider or taller than 128 × 128:")
    form.custom_size.setText("2500x300")
    assert _note(form).startswith("7 images are much wider or taller than 2500 × 300:")
    form.custom_size.setText("320x240")
    assert _note(form).startswith("6 images are much wider or taller than 320 × 240:")
    form.custom_size.setText("320x")                          # not a size yet: no count
    assert _note(form) == ""
    form.custom_size.setText("128")
    for mode in ("fit", "crop"):                              # both keep the shape
        _choose(form.resize_combo, mode)
        assert _note(form) == "", mode
    _choose(form.resize_combo, "stretch")
    assert _note(form).startswith("7 images")
    form.set_size("original")                                 # nothing is resized
    assert _note(form) == ""
    form.set_size("256")
    assert "than 256 × 256" in _note(form)
    _choose(form.format_combo, "original")                    # the files as they are
    assert _note(form) == ""
    _choose(form.format_combo, "png")
    assert _note(form) != ""
    form.set_scan(None)                                       # a scan started again
    assert _note(form) == ""
    form.set_scan(ScanResult("other", kind="classes"))        # a source of squares
    assert _note(form) == ""


def test_one_image_is_said_in_the_singular(qtbot, tmp_path):
    form = _form(qtbot, quick_scan(_folder(tmp_path / "src", {
        "sq.png": (64, 64), "wide.png": (250, 30)}, more=False)))
    assert _note(form) == ("1 image is much wider or taller than 224 × 224: “Stretch to "
                           "size” squashes it. " + TAIL)
    form.set_size("300x100")   # the square too
    assert _note(form).startswith("2 images are much wider or taller than 300 × 100")
    form.set_size("2500x300")  # the wide one fits it
    assert _note(form).startswith("1 image is much wider or taller than 2500 × 300")


def test_an_annotated_source_has_its_shapes_counted_and_its_objects_named(qtbot, tmp_path):
    res = quick_scan(coco_cut_by_crop(tmp_path / "coco"))     # 6 of 300 x 200, 1 cut short
    assert res.task == "detection" and sum(res.shapes.values()) == 6
    form = _form(qtbot, res)
    assert _note(form) == ""                                  # 3:2 at a square: not "much"
    form.set_size("100x300")
    assert _note(form) == (
        "6 images are much wider or taller than 100 × 300: “Stretch to size” squashes "
        "them. “Fit inside (pad)” keeps the shape of the images and adds borders; “Crop to "
        "fill” keeps it but cuts the edges, and the objects there with them.")
    _choose(form.resize_combo, "crop")                        # then what Crop cuts
    assert _note(form).startswith("Crop cuts the edges of the images: boxes there")


def test_the_note_in_japanese_and_korean(qtbot, tmp_path, language):
    res = quick_scan(_folder(tmp_path / "src"))
    for lang, words, tail in (
            ("ja", "7 枚の画像が 128 × 128 と比べて", "「内側に収める (余白)」"),
            ("ko", "이미지 7장이 128 × 128에 비해", "“안쪽에 맞추기 (여백)”")):
        language(lang)
        form = _form(qtbot, res)
        form.set_size("128")
        assert _note(form).startswith(words) and tail in _note(form), _note(form)
        form.set_size("original")
        assert _note(form) == ""


def test_a_png_turned_by_xmp_has_the_shape_the_run_gives_it(tmp_path):
    """The scan reads a header's orientation as the engine does (engine.codecs.orientation):
    its own copy took a PNG's from eXIf only, and an editor's XMP turn was missed (a
    picture the run stores 50 x 150 was counted 150 x 50)."""
    from engine.codecs import imaging
    from engine.config import ImageOptions
    from tests.engine import imagefactory as F

    png = F.png_oriented(F.encode(Image.new("RGB", (150, 50)), "PNG"), 6, xmp=True)
    stored = imaging.convert(png, ImageOptions(resize="none"))
    assert (stored.width, stored.height) == (50, 150)
    path = F.write(tmp_path / "turned.png", png)
    assert abs(check_file(str(path)).aspect - 1 / 3) < 1e-9
