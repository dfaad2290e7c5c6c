"""Photos whose EXIF orientation says to turn them: the re-encoding formats store them
upright, their boxes turned with them; --format original stores the file as it is, which
TensorFlow's decode_image gives a model unturned (it applies no EXIF orientation), while
every photo viewer showed it upright. Only Inspect's note said so, after the run; the scan
now finds them from the header it reads already (engine.codecs.scan_checks FileCheck
.turned, no picture decoded) and `scan --format original` names them."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import numpy as np
import pytest
from PIL import Image

from engine.codecs.scan_checks import check_file
from engine.records.example import decode_example
from engine.records.tfrecord import iter_records
from tests.engine.conftest import ROOT, run_cli

#: The picture as every viewer shows it (90 x 60), and a red square on it: the box.
SHOWN, BOX = (90, 60), (10, 5, 30, 25)
#: The transpose that makes the stored pixels of a picture shown so at each orientation
#: (the inverse of the one the EXIF orientation asks for).
STORE = {1: None, 6: Image.Transpose.ROTATE_90, 8: Image.Transpose.ROTATE_270}


def _photo(path, orientation: int) -> None:
    """A JPEG whose picture, turned as its EXIF ``orientation`` says, is SHOWN with a red
    square at BOX on grey."""
    shown = Image.new("RGB", SHOWN, (128, 128, 128))
    shown.paste((230, 20, 20), BOX)
    stored = shown.transpose(STORE[orientation]) if STORE[orientation] else shown
    exif = Image.Exif()
    if orientation != 1:
        exif[0x0112] = orientation
    stored.save(path, "JPEG", quality=95, exif=exif)


def _folder(root, orientations=(6, 8, 1, 6)) -> str:
    (root / "cats").mkdir(parents=True)
    for i, o in enumerate(orientations):
        _photo(root / "cats" / f"p{i}_o{o}.jpg", o)
    return str(root)


def test_the_scan_reads_the_orientation_from_the_header_alone(tmp_path, monkeypatch):
    _folder(tmp_path)
    decoders: list[str] = []
    real = Image._getdecoder

    def counting(mode, name, *args, **kwargs):
        decoders.append(name)
        return real(mode, name, *args, **kwargs)
    monkeypatch.setattr(Image, "_getdecoder", counting)
    turned = {p.name: check_file(str(p)).turned for p in sorted((tmp_path / "cats").iterdir())}
    assert turned == {"p0_o6.jpg": 6, "p1_o8.jpg": 8, "p2_o1.jpg": 0, "p3_o6.jpg": 6}
    assert decoders == []   # no picture decoded for it


def test_scan_format_original_names_the_photos_it_stores_turned(tmp_path):
    src = _folder(tmp_path / "src")
    out = subprocess.run([sys.executable, "-m", "engine", "scan", src, "--format", "original"],
                         capture_output=True, text=True, cwd=ROOT, timeout=120).stdout
    assert ("3 photos are stored as their files are, not turned upright (their EXIF says to "
            "turn them; TensorFlow does not): they reach the model sideways or upside down. "
            "Use --format jpeg or png to store them upright, or keep them as they are if "
            "your model expects that:") in out
    assert "  cats/p0_o6.jpg: EXIF orientation 6" in out
    assert "  cats/p1_o8.jpg: EXIF orientation 8" in out and "p2_o1" not in out
    again = subprocess.run([sys.executable, "-m", "engine", "scan", src], capture_output=True,
                           text=True, cwd=ROOT, timeout=120).stdout
    assert "turned" not in again and "EXIF" not in again   # converted: turned upright


def _coco(root, orientations=(6, 8)) -> str:
    """A COCO export of photos _photo makes, each box drawn on the picture as shown (the
    width and height recorded as shown, as CVAT and Label Studio record them)."""
    (root / "images").mkdir(parents=True)
    images, anns = [], []
    for i, o in enumerate(orientations, 1):
        _photo(root / "images" / f"o{o}.jpg", o)
        images.append({"id": i, "file_name": f"o{o}.jpg", "width": SHOWN[0],
                       "height": SHOWN[1]})
        x0, y0, x1, y1 = BOX
        anns.append({"id": i, "image_id": i, "category_id": 1, "iscrowd": 0,
                     "bbox": [x0, y0, x1 - x0, y1 - y0], "segmentation": []})
    (root / "instances_default.json").write_text(json.dumps(
        {"images": images, "annotations": anns, "categories": [{"id": 1, "name": "red"}]}))
    return str(root)


def _records(out) -> list[dict]:
    recs = []
    for shard in sorted(out.glob("*.tfrecord")):   # (uncompressed)
        with open(shard, "rb") as f:
            recs += [decode_example(r.data) for r in iter_records(f)]
    return recs


def _red_in_box(ex: dict) -> tuple[float, float]:
    """(how red the picture is inside the record's box, outside it), the picture decoded as
    TensorFlow's decode_image gives it: no EXIF orientation applied."""
    im = np.asarray(Image.open(io.BytesIO(bytes(ex["image/encoded"][1][0]))).convert("RGB"),
                    float)
    h, w = im.shape[:2]
    box = [float(ex[f"image/object/bbox/{k}"][1][0]) for k in ("xmin", "ymin", "xmax", "ymax")]
    x0, y0, x1, y1 = round(box[0] * w), round(box[1] * h), round(box[2] * w), round(box[3] * h)
    redness = im[..., 0] - im[..., 1]
    inside = np.zeros((h, w), bool)
    inside[y0 + 2:y1 - 2, x0 + 2:x1 - 2] = True
    return float(redness[inside].mean()), float(redness[~np.pad(
        inside[2:-2, 2:-2], 2, constant_values=False) & ~inside].mean())


@pytest.mark.parametrize("fmt", ["png", "jpeg", "original"])
def test_boxes_turn_with_the_picture_or_stay_with_the_file(tmp_path, fmt):
    """Re-encoded: stored upright (as shown), the box on the red square. Original: stored
    as the file is (turned, as TensorFlow decodes it), the box turned back onto the same
    red square. Either way a model sees the box where the object is."""
    src = _coco(tmp_path / "coco")
    out = tmp_path / "out"
    code, _events, err = run_cli("convert", src, "--out", str(out), "--shards", "1",
                                 "--format", fmt, "--size", "90x60")
    assert code == 0, err
    recs = _records(out)
    assert len(recs) == 2
    for ex in recs:
        size = (int(ex["image/width"][1][0]), int(ex["image/height"][1][0]))
        assert size == (SHOWN if fmt != "original" else SHOWN[::-1])   # 6, 8: a quarter
        inside, outside = _red_in_box(ex)
        assert inside > 150 and outside < 30, (ex["image/filename"], inside, outside)
    how = (out / "HOW_TO_LOAD.md").read_text(encoding="utf-8")
    said = "EXIF says to turn it decodes sideways or upside down"
    assert (said in how) == (fmt == "original")   # (the others stored them upright)


def test_a_run_without_the_window_says_the_photos_it_stored_turned(tmp_path):
    """The window says before the run which photos "Original bytes" stores unturned; a
    run on the command line (and the app's --headless, which runs it with --events text)
    said nothing, and its records reached a model sideways. Its log says it now, in the
    catalogue's words (log.turned_originals), naming them; the other formats turn them."""
    from engine import reason_codes
    src = _folder(tmp_path / "src", (6, 8, 1, 6, 8, 6, 8, 1))
    out = tmp_path / "out"
    run = subprocess.run([sys.executable, "-m", "engine", "convert", src, "--out", str(out),
                          "--format", "original", "--events", "text"],
                         capture_output=True, text=True, cwd=ROOT, timeout=180)
    err = run.stderr
    assert run.returncode == 0, err
    said = [line for line in err.splitlines() if "not turned upright" in line]
    assert said == [
        "warning: 6 photos were stored as their files are, not turned upright (their EXIF "
        "says to turn them; TensorFlow does not): they reach the model sideways or upside "
        "down (cats/p0_o6.jpg, cats/p1_o8.jpg, cats/p3_o6.jpg, cats/p4_o8.jpg, "
        "cats/p5_o6.jpg; and 1 more). Use --format jpeg or png to store them upright, or "
        "keep them as they are if your model expects that"], err
    assert reason_codes.describe_log_line(said[0])[:2] == ("warning",
                                                           "log.turned_originals_more")
    # (the run's log beside the dataset keeps it too)
    assert said[0] in (out / "tfrecord-studio.log").read_text(encoding="utf-8")
    one = _folder(tmp_path / "one", (1, 6))
    code, _events, err = run_cli("convert", one, "--out", str(tmp_path / "o1"), "--format",
                                 "original")
    assert code == 0, err
    assert "1 photo was stored as its file is, not turned upright (its EXIF says to turn " \
           "it; TensorFlow does not): it reaches the model sideways or upside down " \
           "(cats/p1_o6.jpg)." in err
    code, _events, err = run_cli("convert", src, "--out", str(tmp_path / "jpeg"))
    assert code == 0, err
    assert "turned" not in err   # stored upright


def test_the_note_names_a_file_sources_photos_relative_to_its_folder(tmp_path, caplog):
    """A CSV, a COCO JSON or a CVAT XML names its images beside it (or in the folder
    above its own, images/ beside annotations/): the note listed them by their absolute
    paths, where `engine scan` and the window show "images/a.jpg" (engine.shown_paths)."""
    from engine.run import run_end
    ann = tmp_path / "annotations"
    ann.mkdir()
    (ann / "labels.json").write_text("{}", encoding="utf-8")
    elsewhere = tmp_path.parent / "elsewhere.jpg"
    paths = [str(tmp_path / "images" / "a10.jpg"), str(tmp_path / "images" / "a2.jpg"),
             str(ann / "b.jpg"), str(elsewhere)]
    with caplog.at_level("WARNING", logger="engine.run.run_end"):
        run_end.note_turned(paths, str(ann / "labels.json"))
    said = [r.getMessage() for r in caplog.records]
    # (in the order of their paths: the one outside the dataset's folders, by its own)
    assert len(said) == 1 and f"({elsewhere}, b.jpg, images/a2.jpg, images/a10.jpg)" \
        in said[0], said
