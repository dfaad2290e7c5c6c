"""The scan command on annotated sources: what it lists, a table's images by the
run's rules, a multilabel table's split names, and the masks the run would refuse,
found from their headers (never blocking on a FIFO)."""

from __future__ import annotations

import json
import os

from PIL import Image

from engine.sources import discover
from tests.engine import annotated_data as A


def test_scan_command(tmp_path):
    import subprocess
    import sys

    from tests.engine.conftest import ROOT
    root = A.make_yolo(str(tmp_path / "yolo"))
    (tmp_path / "yolo" / "labels" / "train" / "b.txt").write_text("0 0.5\n")
    env = dict(os.environ, PYTHONPATH=ROOT)
    p = subprocess.run([sys.executable, "-m", "engine", "scan", root], capture_output=True,
                       text=True, env=env, cwd=ROOT, timeout=120)
    assert p.returncode == 0, p.stderr
    assert "task: object detection (boxes)" in p.stdout
    assert "objects per class: cat 2, dog 2" in p.stdout
    assert "labels/train/b.txt line 1: the wrong number of values (2)" in p.stdout
    p = subprocess.run([sys.executable, "-m", "engine", "scan", root, "--json", "--samples",
                        "2"], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    doc = json.loads(p.stdout)
    assert doc["task"] == "detection" and doc["images"] == 3 and len(doc["samples"]) == 2
    assert doc["problems_total"] == 1
    # each problem's code, for the window's language
    assert doc["problem_codes"] == [["ann.yolo_field_count_alone", {
        "file": "labels/train/b.txt", "line": "1", "count": "2"}]]
    # the annotation files' digests, as a run records them (the window compares the two
    # before it offers Resume)
    assert "labels/train/b.txt" in doc["annotation_files"]
    out = tmp_path / "out"
    p = subprocess.run([sys.executable, "-m", "engine", "convert", root, "--out", str(out),
                        "--size", "16"], capture_output=True, text=True, env=env, cwd=ROOT,
                       timeout=300)
    assert p.returncode == 0, p.stderr
    manifest = json.loads((out / "tfrecord_studio.json").read_text())
    assert manifest["annotation_files"] == doc["annotation_files"]


def test_scan_command_lists_a_tables_images_by_the_runs_rules(tmp_path):
    # --list: every image convert would read (the window's preview), one JSON line each
    # after the document; --split: its names are accepted in the split column, as
    # convert's are
    import subprocess
    import sys

    from tests.engine.conftest import ROOT
    for n in "ab":
        Image.new("RGB", (8, 8)).save(tmp_path / f"{n}.png")
    table = tmp_path / "list.csv"
    table.write_text("a.png,cat,train\nb.png,dog,fold1\na.png,cat,train\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=ROOT)

    def scan_doc(*extra):
        p = subprocess.run([sys.executable, "-m", "engine", "scan", str(table), "--json",
                            *extra], capture_output=True, text=True, env=env, cwd=ROOT,
                           timeout=120)
        doc, *files = (json.loads(line) for line in p.stdout.splitlines())
        return p.returncode, doc, files

    rc, doc, files = scan_doc("--list")
    assert rc == 3 and doc["error_code"][0] == "csv.unknown_split_named"   # EXIT_BAD_SOURCE
    assert files == []
    rc, doc, files = scan_doc("--list", "--split", "train=0.5,fold1=0.5")
    assert rc == 0 and doc["problems_total"] == 1 and doc["listed"] == 2
    assert files == [[str(tmp_path / "a.png"), "cat", "train", (tmp_path / "a.png").stat()
                      .st_size, 0], [str(tmp_path / "b.png"), "dog", "fold1",
                                     (tmp_path / "b.png").stat().st_size, 1]]
    assert scan_doc("--split", "train=0.5,fold1=0.5")[2] == []   # no --list: the doc only


def test_a_multilabel_tables_split_column_accepts_the_names_split_gives(tmp_path):
    # a class table accepted --split's names in its split column, a multi-label one did not
    from tests.engine.annotated_data import IMAGES, write_images
    write_images(str(tmp_path / "images"))
    rows = ["path,labels,split"] + [f"images/{name},cat;dog,{'fold1' if i else 'train'}"
                                    for i, (name, *_rest) in enumerate(IMAGES)]
    (tmp_path / "tags.csv").write_text("\n".join(rows) + "\n")
    table = str(tmp_path / "tags.csv")
    r = discover.scan(table)
    assert r.task == "multilabel" and len(r.samples) == 1
    assert len(r.rejected) == len(IMAGES) - 1 > 0   # (all() of none was true)
    assert all("unknown split 'fold1'" in x.reason for x in r.rejected)
    r = discover.scan(table, split=(("train", 0.5), ("fold1", 0.5)))
    assert len(r.samples) == len(IMAGES) and not r.rejected
    assert {s.split for s in r.samples} == {"train", "fold1"}


def test_scan_finds_the_masks_the_run_refuses_from_their_headers(tmp_path):
    # A mask of the wrong size or in colour was found only while converting: the preview
    # said 0 problems and the run skipped 2. `scan --list` reads both headers, by the
    # run's own rules (an EXIF-turned photo, c.jpg, may have a mask of either shape).
    import subprocess
    import sys

    from tests.engine.conftest import ROOT
    root = A.make_masks(str(tmp_path / "seg"))
    masks = tmp_path / "seg" / "masks"
    Image.new("L", (150, 100)).save(masks / "b.png")                   # b.png is 300x200
    Image.new("RGB", (200, 160), (0, 200, 0)).save(masks / "d.png")    # a colour mask
    Image.new("L", (240, 400)).save(masks / "c.png")    # c.jpg's turned shape: it fits
    env = dict(os.environ, PYTHONPATH=ROOT)
    p = subprocess.run([sys.executable, "-m", "engine", "scan", root, "--json", "--list"],
                       capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    doc = json.loads(p.stdout.splitlines()[0])   # the document; the listed images follow
    found = {os.path.basename(path): why for path, why in doc["problems"]}
    assert found == {
        # the mask named as the file to fix, under its image (b.png of images/)
        "b.png": "the mask masks/b.png is 150x100, but its image is 300x200: they must be "
                 "the same size; fix the mask",
        "d.png": "the mask masks/d.png is a colour image (RGB); class masks must be grey or "
                 "palette PNGs whose values are class indices, or colour masks beside a "
                 "labelmap.txt that gives each class its colour (as CVAT exports)"}
    assert doc["skipped"] == 2 and [c[0] for c in doc["problem_codes"]] == [
        "ann.mask_size_named", "ann.mask_colour_named"]
    assert doc["set_aside"] == 0 and doc["images"] == len(A.IMAGES)   # counted, then skipped
    out = tmp_path / "out"
    subprocess.run([sys.executable, "-m", "engine", "convert", root, "--out", str(out),
                    "--workers", "1", "--events", "none"], env=env, cwd=ROOT, timeout=300,
                   capture_output=True, check=True)
    import csv
    with open(out / "rejected.csv", encoding="utf-8", newline="") as f:
        rejected = {os.path.basename(r["path"]): r["reason"] for r in csv.DictReader(f)}
    assert rejected == found


def test_scan_reads_mask_headers_as_the_run_does_and_never_blocks_on_a_fifo(tmp_path):
    # The scan opened masks with Image.open: a named pipe called x.png in masks/ would
    # have blocked the window's scan for ever. It opens them as the run does.
    from types import SimpleNamespace

    from engine.config import DEFAULT_MAX_PIXELS
    from engine.sources.masks import read_masks
    root = A.make_masks(str(tmp_path / "seg"))
    os.remove(os.path.join(root, "masks", "a.png"))
    os.mkfifo(os.path.join(root, "masks", "a.png"))
    image = os.path.join(root, "images", "a.jpg")

    def problem(mask: str) -> str | None:
        ann = SimpleNamespace(mask_path=os.path.join(root, "masks", mask), colours=(),
                              classes=0)
        refused, _ = read_masks([SimpleNamespace(path=image, ann=ann)], DEFAULT_MAX_PIXELS)
        return dict(refused).get(image)
    # refused without reading a byte, as the run refuses it (its reason, not a hang)
    assert problem("a.png") == (
        f"cannot read the mask {os.path.join(root, 'masks', 'a.png')}: not a regular file: "
        "this is a named pipe (FIFO), which is never read")
    assert problem("b.png") == (
        "the mask masks/b.png is 300x200, but its image is 640x400: they must be the same "
        "size; fix the mask")
