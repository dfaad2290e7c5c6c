"""`engine scan --json --list` counts what `engine convert` then does: the images it counts
are the images the run tries, the entries it sets aside are the run's rejects "before
converting" (stage scan), and the problems of counted images are the images the run skips
while converting (stage decode). The window's scan line is built from these numbers."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from types import SimpleNamespace

from PIL import Image

from engine.config import DEFAULT_MAX_PIXELS
from engine.sources.masks import read_masks
from tests.engine.annotated_sources import seg_with_problems
from tests.engine.conftest import ROOT


def _engine(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True,
                          text=True, timeout=300, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=ROOT, TF_CPP_MIN_LOG_LEVEL="2"))


def test_scan_counts_agree_with_what_the_run_converts_skips_and_sets_aside(tmp_path):
    # The scan reported the size and colour mask problems in "skipped" (4) while counting
    # their images among the 9, and missed the broken mask: the window said "9 images …
    # (1 of the images counted will be skipped; 4 entries were set aside)" over a run of
    # "9 of 9 · 5 written · 4 skipped (+2 before converting)".
    src = seg_with_problems(tmp_path / "seg")
    p = _engine("scan", src, "--json", "--list")
    assert p.returncode == 0, p.stderr
    doc = json.loads(p.stdout.splitlines()[0])
    out = tmp_path / "out"
    r = _engine("convert", src, "--out", str(out), "--workers", "1", "--events", "none")
    assert r.returncode == 0, r.stderr
    with open(out / "rejected.csv", encoding="utf-8", newline="") as f:
        rejected = list(csv.DictReader(f))
    before = [x["path"] for x in rejected if x["stage"] == "scan"]
    during = {x["path"]: x["reason"] for x in rejected if x["stage"] != "scan"}
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    written = sum(v["records"] for v in manifest["splits"].values())

    assert doc["images"] == doc["listed"] == written + len(during) == 9
    assert doc["set_aside"] == len(before) == 2
    assert [path for path, _ in doc["problems"][:doc["set_aside"]]] == before
    # the counted images the scan says the run will skip: all but the broken image, which
    # only decoding finds (the window's own check of every listed image finds it)
    counted = dict(doc["problems"][doc["set_aside"]:doc["skipped"]])
    assert counted == {k: v for k, v in during.items() if not k.endswith("s06.png")}
    assert len(counted) == 3 and doc["skipped"] == doc["problems_total"] == 5
    assert [c[0] for c in doc["problem_codes"][2:5]] == [
        "ann.mask_size_named", "ann.mask_colour_named", "ann.mask_unreadable_reason"]


def pair_problem(image: str, mask: str) -> str | None:
    """What `engine scan --list` says of one image's mask (engine.sources.masks.read_masks)."""
    ann = SimpleNamespace(mask_path=mask, colours=(), classes=0)
    refused, _ = read_masks([SimpleNamespace(path=image, ann=ann)], DEFAULT_MAX_PIXELS)
    return dict(refused).get(image)


def test_a_mask_the_run_cannot_open_is_its_images_problem_at_scan(tmp_path):
    src = seg_with_problems(tmp_path / "seg")
    image, mask = (os.path.join(src, d, "s05.png") for d in ("images", "masks"))
    assert pair_problem(image, mask) == (
        f"cannot read the mask {mask}: PNG is cut short: the file ends before its picture "
        "data does (copy it again from the original)")
    # an image that cannot be opened is not the mask's problem (the window checks images)
    assert pair_problem(os.path.join(src, "images", "s06.png"),
                        os.path.join(src, "masks", "s06.png")) is None


def test_each_listed_annotated_image_carries_its_objects_per_class(tmp_path):
    # The window takes an image it finds broken (which the run skips) out of its class
    # table by these counts; summed over the images they are the scan's objects_per_class.
    from tests.engine import annotated_data as A
    src = A.make_voc(str(tmp_path / "voc"))
    p = _engine("scan", src, "--json", "--list")
    assert p.returncode == 0, p.stderr
    doc, *items = (json.loads(line) for line in p.stdout.splitlines())
    assert len(items) == doc["listed"] == 4
    total: dict[str, int] = {}
    for item in items:
        for name, n in item[4].items():
            total[name] = total.get(name, 0) + n
    assert total == doc["annotations"]["objects_per_class"] == {"bird": 1, "cat": 3, "dog": 2}
    by_name = {os.path.basename(item[0]): item[4] for item in items}
    assert by_name["a.jpg"] == {"cat": 1, "dog": 1} and by_name["d.png"] == {}


def _listed_problems(src: str, capsys) -> list[list[str]]:
    """`engine scan SRC --json --list`'s problems, run in this process."""
    from engine.commands import cli
    args = cli.build_parser().parse_args(["scan", src, "--json", "--list"])
    assert args.func(args) == 0
    return json.loads(capsys.readouterr().out.splitlines()[0])["problems"]


def test_each_mask_is_opened_once_by_a_scan_that_lists(tmp_path, capsys, monkeypatch):
    """Masks without a class names file were opened three times by `scan --list`: for
    their header and for their values while the classes were numbered, then for their
    header again to list the problems. The scan's one reading lists the same problems
    as the headers read alone (with class names, the scan reads no mask)."""
    from engine.sources import masks
    src = seg_with_problems(tmp_path / "seg")
    named = _listed_problems(src, capsys)   # class_names.txt: read for the listing only
    os.remove(os.path.join(src, "class_names.txt"))
    opened: list[str] = []
    real_read = masks._read
    monkeypatch.setattr(masks, "_read", lambda image, mask, *a, **k: opened.append(mask)
                        or real_read(image, mask, *a, **k))
    numbered = _listed_problems(src, capsys)
    assert sorted(opened) == sorted(set(opened)) and len(opened) == 9   # 10 images, 1 no mask
    assert numbered == named and [os.path.basename(p) for p, _ in numbered] == [
        "s03.png", "orphan.png", "s02.png", "s04.png", "s05.png"]


def test_scan_reads_masks_by_the_max_pixels_convert_is_given(tmp_path):
    """--max-pixels reached the masks only through convert: `scan` read them by the
    default, so with another limit it listed masks convert accepts (or missed masks
    convert refuses) and numbered the classes from other masks. Both take the option now,
    and agree: the images scan says convert skips are those it skips, with its classes."""
    import numpy as np
    src = tmp_path / "seg"
    (src / "images").mkdir(parents=True)
    (src / "masks").mkdir()
    for i, (w, h, value) in enumerate([(64, 48, 1), (64, 48, 5), (32, 24, 2), (32, 24, 1)]):
        Image.new("RGB", (w, h), (i * 50, 80, 80)).save(src / "images" / f"s{i}.png")
        mask = np.zeros((h, w), np.uint8)
        mask[2:8, 2:8] = value
        Image.fromarray(mask, "L").save(src / "masks" / f"s{i}.png")
    limit = ("--max-pixels", "1000")   # 32x24 (768 pixels) is read, 64x48 (3,072) is not
    p = _engine("scan", str(src), "--json", "--list", *limit)
    assert p.returncode == 0, p.stderr
    doc = json.loads(p.stdout.splitlines()[0])
    listed = {os.path.basename(path) for path, _ in doc["problems"][:doc["skipped"]]}
    assert listed == {"s0.png", "s1.png"} and doc["labels"] == ["0", "1", "2"]
    out = tmp_path / "out"
    r = _engine("convert", str(src), "--out", str(out), "--workers", "1", "--events", "none",
                *limit)
    assert r.returncode == 0, r.stderr
    with open(out / "rejected.csv", encoding="utf-8", newline="") as f:
        skipped = {os.path.basename(row["path"]) for row in csv.DictReader(f)}
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    assert skipped == listed and manifest["labels"] == doc["labels"]
    # by the default, every mask is read: none listed, and the 5 is a class
    doc = json.loads(_engine("scan", str(src), "--json", "--list").stdout.splitlines()[0])
    assert doc["skipped"] == 0 and doc["labels"] == [str(v) for v in range(6)]
    p = _engine("scan", str(src), "--max-pixels", "0")
    assert p.returncode != 0 and "--max-pixels must be positive" in p.stderr
