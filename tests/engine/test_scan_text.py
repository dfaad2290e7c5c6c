"""`engine scan`'s text for people, through the real engine (a walk's session 29): a folder
with three broken files was "804 images" and named none of them, where the window named
all three; a YOLO export with an image set aside for an unknown class was "1,499 images"
where the window said 1,500 (1 skipped)."""

from __future__ import annotations

import subprocess

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from gui.scan_result import UNUSABLE


def _scan(source, *flags: str) -> list[str]:
    r = subprocess.run([F.PYTHON, "-m", "engine", "scan", str(source), *flags], cwd=F.ROOT,
                       stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=180)
    assert r.returncode == 0, r.stderr
    return r.stdout.splitlines()


def test_a_folder_scan_names_the_files_the_run_will_skip(make_dataset):
    src = make_dataset({"alpha": 3, "beta": 3}, size=(40, 30), formats=("jpg", "png"))
    (src / "beta" / "zero.jpg").write_bytes(b"")
    (src / "beta" / "notes.png").write_text("not a picture, a note\n" * 20)
    whole = F.encode(F.noise(320, 240, 3), "JPEG", quality=90)
    (src / "alpha" / "cut.jpg").write_bytes(whole[:len(whole) // 2])
    lines = _scan(src)
    assert lines[0] == f"{src}: folders, 9 files, 3 of them skipped, 2 classes", lines
    assert lines[1] == "6 images will be converted"
    assert lines[2] == "3 files will be skipped:"
    listed = dict(ln.strip().split(": ", 1) for ln in lines[3:6])
    assert listed == {
        "alpha/cut.jpg": "JPEG is cut short: the file ends before its picture data does "
                         "(copy it again from the original)",
        "beta/notes.png": "not an image: the file contains text (take it out of the source)",
        "beta/zero.jpg": "empty file (0 bytes): copy it again from the original, or take it "
                         "out of the source"}, lines
    assert len(lines) == 6, lines


def test_a_long_list_names_the_first_and_counts_the_others(make_dataset):
    src = make_dataset({"a": 2, "b": 2}, size=(40, 30), formats=("png",))
    for i in range(23):
        (src / "a" / f"empty_{i:02d}.jpg").write_bytes(b"")
    lines = _scan(src)
    assert lines[0] == f"{src}: folders, 27 files, 23 of them skipped, 2 classes", lines
    assert lines[2] == "23 files will be skipped:"
    assert len([ln for ln in lines if ln.startswith("  a/empty_")]) == 20
    assert lines[-1] == "  ... and 3 more (all of them: --all)", lines


def test_a_yolo_scan_counts_an_image_set_aside_for_its_labels_as_the_window_does(tmp_path):
    root = tmp_path / "yolo"
    for i in range(3):
        F.write(root / "images" / "train" / f"im_{i}.jpg", F.encode(F.noise(48, 40, i), "JPEG"))
        cls = 5 if i == 1 else 0   # names has 0..1: class 5 sets the image aside
        F.write(root / "labels" / "train" / f"im_{i}.txt",
                f"{cls} 0.5 0.5 0.2 0.2\n".encode())
    (root / "data.yaml").write_text("path: .\ntrain: images/train\nnc: 2\n"
                                    "names: [person, car]\n")
    lines = _scan(root)
    # the window: 3 images, 1 skipped (gui.scan_result.counted with UNUSABLE)
    assert "ann.yolo_unknown_class" in UNUSABLE
    assert lines[0] == f"{root}: yolo, 3 images, 1 of them skipped, 2 classes", lines
    assert "2 images will be converted" in lines
    i = lines.index("1 image will be skipped:")
    assert lines[i + 1].startswith("  images/train/im_1.jpg: labels/train/im_1.txt line 1: "
                                   "unknown class 5"), lines


def test_thorough_also_names_what_only_decoding_finds(make_dataset):
    """The quick checks (the window's) pass a JPEG cut in its picture data and given an end
    marker again: its header and end are whole. --thorough converts it, as the run does,
    and names it in the run's words."""
    src = make_dataset({"a": 2}, size=(40, 30), formats=("jpg",))
    (src / "a" / "grey.jpg").write_bytes(F.jpeg_truncated_with_eoi())
    assert _scan(src)[1] == "3 images will be converted"
    lines = _scan(src, "--thorough")
    assert lines[1:] == ["2 images will be converted", "1 file will be skipped:",
                         "  a/grey.jpg: JPEG data ends early: libjpeg painted the rest of "
                         "the picture grey (the file is damaged; --accept-damaged stores "
                         "such images anyway)"], lines


def test_checking_processes_name_what_one_process_names(tmp_path):
    """A source of PARALLEL_FROM files or more is checked by several processes (spawned, as
    convert's workers): the same files named, in the same order, as by one."""
    from engine.commands.scan_text import PARALLEL_FROM
    good = F.encode(F.noise(24, 16, 1), "PNG")
    cut = F.encode(F.noise(64, 48, 2), "JPEG")
    for i in range(PARALLEL_FROM):
        data = (b"", cut[:len(cut) // 2], b"notes\n" * 9)[i // 100 % 3] if i % 100 == 7 \
            else good
        F.write(tmp_path / "src" / "ab"[i % 2] / f"{i:04d}.png", data)
    one, two = _scan(tmp_path / "src", "--workers", "1"), _scan(tmp_path / "src", "--workers", "2")
    assert one == two
    broken = sorted(range(7, PARALLEL_FROM, 100), key=lambda i: (i % 2, i))   # a/ first
    assert one[2] == f"{len(broken)} files will be skipped:", one
    assert [ln.split(":")[0].strip() for ln in one[3:3 + len(broken)]] == \
        [f"{'ab'[i % 2]}/{i:04d}.png" for i in broken]


def test_an_annotation_of_no_image_is_not_said_to_have_its_image_converted(tmp_path):
    """A COCO annotation whose image_id has no 'images' entry (a CVAT export's annotation
    603 of image 9999) was listed among "notes about objects (their images are
    converted)": there is no image. It is listed apart, as not used."""
    import json
    root = tmp_path / "c"
    (root / "images").mkdir(parents=True)
    (root / "images" / "a.png").write_bytes(F.encode(F.noise(16, 16, 3), "PNG"))
    box = {"bbox": [1, 1, 5, 5], "area": 25, "iscrowd": 0, "category_id": 1}
    (root / "instances.json").write_text(json.dumps({
        "images": [{"id": 1, "file_name": "a.png", "width": 16, "height": 16}],
        "annotations": [dict(box, id=1, image_id=1, segmentation=[[1, 1, 5, 5]]),
                        dict(box, id=603, image_id=9999)],
        "categories": [{"id": 1, "name": "cat"}]}))
    lines = _scan(root / "instances.json")
    at = lines.index("1 annotation naming no image of the file (not used):")
    assert lines[at + 1] == ("  instances.json: instances.json annotation 603: refers to "
                             "image id 9999, which is not in 'images'"), lines
    assert lines[at + 2] == "1 note about objects (their images are converted):", lines
    assert "annotation 1: a polygon of fewer than 3 points" in lines[at + 3], lines
