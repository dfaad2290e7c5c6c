"""`engine scan` lists a file the annotations name and no folder holds by the name the
window's lists give it, relative to the dataset (engine.shown_paths). A COCO JSON in
annotations/ whose images are in train2017/ beside it listed a missing image by its
absolute path ("/home/…/coco/train2017/gone.jpg"), where a box CSV's was "gone.jpg" and
the window's "train2017/gone.jpg"."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PIL import Image
from studio_fixtures import ROOT

from gui.scan_result import display_name


def _scan(source: Path, *args: str) -> str:
    env = dict(os.environ, PYTHONPATH=str(ROOT), TF_CPP_MIN_LOG_LEVEL="2")
    ran = subprocess.run([sys.executable, "-m", "engine", "scan", str(source), *args],
                         env=env, capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert ran.returncode in (0, 1), ran.stderr
    return ran.stdout


def _missing(source: Path, name: str) -> tuple[str, str]:
    """(how the scan's text lists the missing image ``name``, how the window does)."""
    listed = [ln.strip().split(": ", 1)[0] for ln in _scan(source).splitlines()
              if f"{name}:" in ln]
    problems = json.loads(_scan(source, "--json"))["problems"]
    (path,) = [p for p, _ in problems if p.endswith(name)]
    assert len(listed) == 1, listed
    return listed[0], display_name(path, str(source))


def _image(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (40, 30), (200, 10, 10)).save(path)


def test_a_missing_image_is_listed_relative_to_the_dataset(tmp_path):
    coco = tmp_path / "coco"
    _image(coco / "train2017" / "a.jpg")
    (coco / "annotations").mkdir()
    ann = coco / "annotations" / "instances_train2017.json"
    ann.write_text(json.dumps({
        "images": [{"id": 1, "file_name": "a.jpg", "width": 40, "height": 30},
                   {"id": 2, "file_name": "gone.jpg", "width": 40, "height": 30}],
        "annotations": [{"id": i, "image_id": i, "category_id": 1, "bbox": [1, 1, 9, 9]}
                        for i in (1, 2)],
        "categories": [{"id": 1, "name": "cat"}]}), encoding="utf-8")
    for source in (ann, coco):   # the JSON chosen, or the folder above it
        assert _missing(source, "gone.jpg") == ("train2017/gone.jpg", "train2017/gone.jpg")

    table = tmp_path / "boxes"
    _image(table / "a.jpg")
    (table / "boxes.csv").write_text(
        "filename,width,height,class,xmin,ymin,xmax,ymax\n"
        "a.jpg,40,30,cat,1,1,10,10\ngone.jpg,40,30,cat,1,1,10,10\n", encoding="utf-8")
    assert _missing(table / "boxes.csv", "gone.jpg") == ("gone.jpg", "gone.jpg")

    cvat = tmp_path / "cvat"
    _image(cvat / "images" / "a.jpg")
    images = "".join(
        f'<image id="{i}" name="{n}" width="40" height="30"><box label="cat" source="manual" '
        'occluded="0" xtl="1.00" ytl="1.00" xbr="9.00" ybr="9.00" z_order="0"/></image>'
        for i, n in enumerate(("a.jpg", "gone.jpg")))
    (cvat / "annotations.xml").write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<annotations><version>1.1</version><meta>'
        "<task><id>7</id><name>pets</name><labels><label><name>cat</name><color>#ff0000"
        "</color><type>any</type><attributes></attributes></label></labels></task></meta>"
        f"{images}</annotations>\n", encoding="utf-8")
    assert _missing(cvat / "annotations.xml", "gone.jpg") == (
        "images/gone.jpg", "images/gone.jpg")
